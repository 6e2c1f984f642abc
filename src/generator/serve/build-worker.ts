/**
 * Worker-thread entry for watch-mode builds. A worker keeps the generator's modules loaded and
 * warm between rebuilds; a fresh worker is the only way to load edited templates, because Node
 * never reloads an imported module.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildOnce } from './build-once.ts';

/** What the main thread passes to a build worker. */
export interface BuildWorkerData {
  configPath: string;
  outDir: string | undefined;
}

const port = parentPort;
if (!port) throw new Error('build-worker.ts must run in a worker thread');
const { configPath, outDir } = workerData as BuildWorkerData;
port.on('message', async () => {
  port.postMessage(await buildOnce(configPath, outDir));
});
port.postMessage('ready');
