/**
 * Worker-thread entry of watch mode: it holds the dev server's site in memory (DevSite) and applies
 * each change to it. A worker keeps the generator's modules loaded and warm between edits; a fresh
 * worker is the only way to load an edited config, React page or template, because Node never
 * reloads an imported module.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from './build-once.ts';
import { DevSite } from './dev-site.ts';
import type { DevRequest, DevResponse, DevWorkerData } from './dev-protocol.ts';
import { HEARTBEAT_MS, reportProgressTo, WATCHED_HEARTBEAT } from '../parallel/time-budget.ts';

const port = parentPort;
if (!port) throw new Error('build-worker.ts must run in a worker thread');
const { configPath, progress } = workerData as DevWorkerData;
if (progress) {
  // The main thread stops this worker when a doc is over its time budget, or when this count stops
  // moving (an endless loop) and another change comes.
  reportProgressTo(progress);
  setInterval(() => Atomics.add(progress.extra, WATCHED_HEARTBEAT, 1), HEARTBEAT_MS).unref();
}
let site: DevSite | undefined;
// One request at a time, in the order they came.
let queue = Promise.resolve();

async function answer(request: DevRequest): Promise<DevResponse> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  try {
    if (request.type === 'start') {
      const loaded = await DevSite.start(configPath);
      site = loaded.site;
      return { id: request.id, ok: true, ms: ms(), update: loaded.update, rules: site.rules() };
    }
    if (!site) throw new Error('the site has not been loaded');
    if (request.type === 'change') {
      const update = await site.change(request.files);
      return { id: request.id, ok: true, ms: ms(), update, rules: site.rules() };
    }
    const post = await site.postOutputs();
    return { id: request.id, ok: true, ms: ms(), post };
  } catch (error) {
    return { id: request.id, ok: false, ms: ms(), errors: [...new Set(describeError(error))] };
  }
}

/** Sends an answer; one that cannot be sent (it cannot be copied to the other thread) becomes an error. */
function send(response: DevResponse): void {
  try {
    port!.postMessage(response);
  } catch (error) {
    port!.postMessage({ id: response.id, ok: false, ms: response.ms, errors: describeError(error) } satisfies DevResponse);
  }
}

port.on('message', (request: DevRequest) => {
  queue = queue.then(async () => send(await answer(request))).catch(() => {});
});
port.postMessage('ready');
