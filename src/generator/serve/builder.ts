/**
 * The rebuild queue of watch mode: file events are debounced and coalesced, builds run one at a
 * time in a worker thread, and changes that arrive during a build make exactly one more build.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BuildOutcome } from './build-once.ts';
import type { BuildWorkerData } from './build-worker.ts';
import { packagePath, RUNS_BUNDLED } from '../package-root.ts';

/** Quiet time after the last file event before a build starts (editors write in bursts). */
export const DEBOUNCE_MS = 25;

/** Where to build, and the callbacks that report each build. */
export interface BuilderOptions extends BuildWorkerData {
  /** Called as a build starts, with the files whose changes it includes. */
  onStart(changed: string[]): void;
  /** Called with each build's outcome. */
  onDone(outcome: BuildOutcome, changed: string[]): void;
}

const WORKER_BOOT = RUNS_BUNDLED
  ? // The generator loader rebundles edited sources (templates) before the worker imports its entry.
    `import(${JSON.stringify(pathToFileURL(packagePath('bin/load-generator.js')).href)}).then((loader) => loader.importGenerator('build-worker'));`
  : // From the sources: the worker registers tsx (with docsgen's tsconfig, whatever the working folder), then loads its entry.
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(packagePath('tsconfig.json'))} }); return import(${JSON.stringify(pathToFileURL(packagePath('src/generator/serve/build-worker.ts')).href)}); });`;

/** Runs builds one at a time in a worker thread, debouncing and coalescing requests for them. */
export class Builder {
  private worker: Worker | undefined;
  private freshWorker = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private pending = new Set<string>();
  private closed = false;

  constructor(private readonly options: BuilderOptions) {}

  /** Asks for a build that includes a change to `file`; `reload` loads the generator afresh. */
  request(file: string, reload = false): void {
    if (this.closed) return;
    this.pending.add(file);
    if (reload) this.freshWorker = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), DEBOUNCE_MS);
  }

  /** Builds now (the first build), and resolves when it is done. */
  async buildNow(): Promise<void> {
    this.pending.add('(start)');
    await this.flush();
    await this.running;
  }

  /** Stops the worker; a build in progress is abandoned (its staging folder is cleaned next time). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.stopWorker();
  }

  private async flush(): Promise<void> {
    if (this.running || this.closed || this.pending.size === 0) return;
    const changed = [...this.pending].filter((f) => f !== '(start)');
    this.pending.clear();
    this.running = this.run(changed);
    await this.running;
    this.running = undefined;
    // Changes that arrived during the build: one more build for all of them.
    if (this.pending.size > 0) await this.flush();
  }

  private async run(changed: string[]): Promise<void> {
    this.options.onStart(changed);
    const outcome = await this.buildInWorker();
    if (!this.closed) this.options.onDone(outcome, changed);
  }

  private async buildInWorker(): Promise<BuildOutcome> {
    const started = performance.now();
    try {
      if (this.freshWorker) await this.stopWorker();
      this.freshWorker = false;
      const worker = this.worker ?? (await startWorker({ configPath: this.options.configPath, outDir: this.options.outDir }));
      if (worker !== this.worker) {
        this.worker = worker;
        worker.once('exit', () => {
          if (this.worker === worker) this.worker = undefined;
        });
      }
      return await new Promise<BuildOutcome>((resolve, reject) => {
        const onExit = (code: number) => reject(new Error(`the build worker stopped (exit code ${code})`));
        worker.once('message', (outcome: BuildOutcome) => {
          worker.off('error', reject).off('exit', onExit);
          resolve(outcome);
        });
        worker.once('error', reject).once('exit', onExit);
        worker.postMessage('build');
      });
    } catch (error) {
      // A worker that died (e.g. an edited template does not compile) is replaced next time.
      await this.stopWorker();
      return { ok: false, ms: performance.now() - started, errors: [`the generator failed: ${(error as Error).message}`] };
    }
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/** Starts a build worker and resolves once it has loaded the generator. */
function startWorker(data: BuildWorkerData): Promise<Worker> {
  const worker = new Worker(WORKER_BOOT, { eval: true, workerData: data });
  // Errors while idle are reported by the next build (which then replaces the worker).
  worker.on('error', () => {});
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the build worker stopped while loading (exit code ${code})`));
    worker.once('message', () => {
      worker.off('error', reject).off('exit', onExit);
      resolve(worker);
    });
    worker.once('error', reject).once('exit', onExit);
  });
}
