/**
 * The update queue of watch mode: file events are debounced and coalesced, and sent to a worker
 * thread that holds the site in memory (build-worker.ts) one batch at a time; changes that arrive
 * during an update make exactly one more. An edited config, React page or template needs a fresh
 * worker (Node never reloads a module), which loads the whole site again. An update still running
 * after STUCK_MS when the next change comes is abandoned: its worker is stopped and a fresh one
 * loads the site with every change in; so is one whose worker's event loop has stopped turning (an
 * endless loop), however far it got. A doc compiling past markdown.timeBudgetMs stops the worker at
 * once, and the update fails naming it.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DevRequest, DevResponse, DevWorkerData } from './dev-protocol.ts';
import type { PostOutputs } from './dev-site.ts';
import { packagePath, RUNS_BUNDLED } from '../package-root.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import { HEARTBEAT_MS, newWatchedProgress, overBudget, readDocName, stallDetector, WATCHED_BUDGET, WATCHED_HEARTBEAT, type WatchedProgress } from '../parallel/time-budget.ts';

/** Quiet time after the last file event before an update starts (editors write in bursts). */
export const DEBOUNCE_MS = 15;
/** An update running longer than this is abandoned when another change arrives. */
export const STUCK_MS = 3000;
/**
 * A worker whose event loop has not turned for this long is stuck (an endless loop in the config, a
 * React page or a plugin): the next change abandons its update, however far it got.
 */
const UNRESPONSIVE_MS = 3000;

/** An update's outcome, as the worker answered it (or a failure of the worker itself). */
export type UpdateOutcome = Exclude<DevResponse, { post: PostOutputs }>;

/** Where the site is, and the callbacks that report each update. */
export interface BuilderOptions extends DevWorkerData {
  /** Called as an update starts, with the files whose changes it includes; `full` when the whole site loads. */
  onStart(changed: string[], full: boolean): void;
  /** Called with each update's outcome. */
  onDone(outcome: UpdateOutcome, changed: string[], full: boolean): void;
}

const WORKER_BOOT = RUNS_BUNDLED
  ? // The generator loader rebundles edited sources (templates) before the worker imports its entry.
    `import(${JSON.stringify(pathToFileURL(packagePath('bin/load-generator.js')).href)}).then((loader) => loader.importGenerator('build-worker'));`
  : // From the sources: the worker registers tsx (with docsgen's tsconfig, whatever the working folder), then loads its entry.
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(packagePath('tsconfig.json'))} }); return import(${JSON.stringify(pathToFileURL(packagePath('src/generator/serve/build-worker.ts')).href)}); });`;

/** Sends changes to the site's worker one batch at a time, debouncing and coalescing them. */
export class Builder {
  private worker: Worker | undefined;
  /** Whether the worker holds a loaded site (changes can be applied to it). */
  private loaded = false;
  /** Whether the next update needs a fresh worker (an edited config, React page or template). */
  private freshWorker = false;
  private timer: NodeJS.Timeout | undefined;
  private running: { done: Promise<void>; started: number; full: boolean } | undefined;
  private abandoned = false;
  private pending = new Set<string>();
  private closed = false;
  private nextId = 0;
  private readonly answers = new Map<number, { worker: Worker; resolve: (r: DevResponse) => void; reject: (e: Error) => void }>();
  /** The worker's progress, and when its heartbeat last moved. */
  private progress: WatchedProgress | undefined;
  private heartbeat = { count: -1, since: 0 };
  /** The error of a doc the worker was stopped in, over its time budget. */
  private stuck: string | undefined;

  constructor(private readonly options: BuilderOptions) {}

  /** Asks for an update that includes a change to `file` (absolute); `reload` loads the generator and the site afresh. */
  request(file: string, reload = false): void {
    if (this.closed) return;
    this.pending.add(file);
    if (reload) this.freshWorker = true;
    const running = this.running;
    if (running && (reload || (!running.full && performance.now() - running.started > STUCK_MS) || this.unresponsive())) this.abandon();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), DEBOUNCE_MS);
  }

  /** Loads the site now (the first time), and resolves when it is done. */
  async buildNow(): Promise<void> {
    await this.flush(true);
    while (this.running) await this.running.done;
  }

  /** The outputs made on request (search index, sitemap, llms.txt…), from the site as it is now; undefined when there is no site. */
  async post(): Promise<{ files: PostOutputs['files']; warnings: string[] } | undefined> {
    if (!this.loaded || !this.worker) return undefined;
    const answer = await this.call({ id: 0, type: 'post' }).catch(() => undefined);
    return answer?.ok && 'post' in answer ? answer.post : undefined;
  }

  /** Stops the worker; an update in progress is abandoned. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.stopWorker();
  }

  private async flush(force = false): Promise<void> {
    if (this.running || this.closed || (this.pending.size === 0 && !force)) return;
    const changed = [...this.pending];
    this.pending.clear();
    const full = !this.loaded || this.freshWorker;
    const run = { done: this.run(changed, full), started: performance.now(), full };
    this.running = run;
    await run.done;
    this.running = undefined;
    // Changes that arrived during the update: one more for all of them.
    if (this.pending.size > 0) await this.flush();
  }

  private async run(changed: string[], full: boolean): Promise<void> {
    this.options.onStart(changed, full);
    const started = performance.now();
    let outcome: UpdateOutcome;
    const unwatch = this.watchWorker();
    try {
      if (full) {
        if (this.freshWorker) await this.stopWorker();
        this.freshWorker = false;
        this.loaded = false;
        this.worker ??= await this.startWorker();
      }
      const answer = await this.call(full ? { id: 0, type: 'start' } : { id: 0, type: 'change', files: changed });
      if ('post' in answer) throw new Error('the worker answered a change with the outputs made on request');
      outcome = answer;
      if (full) this.loaded = outcome.ok;
    } catch (error) {
      await this.stopWorker();
      if (this.stuck) {
        // Stopped in a doc over its budget: the next change loads the site afresh.
        outcome = { id: 0, ok: false, ms: performance.now() - started, errors: [this.stuck] };
        this.stuck = undefined;
        this.abandoned = false;
        this.freshWorker = true;
        if (!this.closed) this.options.onDone(outcome, changed, full);
        return;
      }
      if (this.abandoned) {
        // Abandoned for a newer change: a fresh worker loads the site with these changes in too.
        this.abandoned = false;
        changed.forEach((file) => this.pending.add(file));
        return;
      }
      // A worker that died (e.g. an edited template does not compile) is replaced next time.
      outcome = { id: 0, ok: false, ms: performance.now() - started, errors: [`the generator failed: ${(error as Error).message}`] };
    } finally {
      unwatch();
    }
    if (!this.closed) this.options.onDone(outcome, changed, full);
  }

  /**
   * Watches the worker while an update runs: a doc compiling past its budget stops the worker (its
   * error is the update's outcome), and a heartbeat that stopped moving marks it unresponsive.
   */
  private watchWorker(): () => void {
    this.heartbeat = { count: -1, since: performance.now() };
    let stall: { ms: number; cell: Int32Array; detector: ReturnType<typeof stallDetector> } | undefined;
    const timer = setInterval(() => {
      const progress = this.progress;
      if (!progress) return;
      const count = Atomics.load(progress.extra, WATCHED_HEARTBEAT);
      if (count !== this.heartbeat.count) this.heartbeat = { count, since: performance.now() };
      const ms = Atomics.load(progress.extra, WATCHED_BUDGET);
      if (!ms) return;
      // A fresh worker (started during this update) has a cell of its own.
      if (stall?.ms !== ms || stall.cell !== progress.cell) stall = { ms, cell: progress.cell, detector: stallDetector(progress.cell, ms) };
      if (stall.detector.stalled() === undefined || this.stuck) return;
      this.stuck = formatDiagnostic(overBudget(readDocName(progress), ms).diagnostics[0]);
      void this.stopWorker();
    }, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }

  /** Whether the worker's event loop has not turned for a while (see UNRESPONSIVE_MS). */
  private unresponsive(): boolean {
    // Not before its first beat: a worker still starting (loading the generator) is not stuck.
    return this.progress !== undefined && this.heartbeat.count !== -1 && performance.now() - this.heartbeat.since > UNRESPONSIVE_MS;
  }

  /** Stops the running update's worker; its changes go to a fresh worker with the new ones. */
  private abandon(): void {
    this.abandoned = true;
    this.freshWorker = true;
    void this.stopWorker();
  }

  private call(request: DevRequest): Promise<DevResponse> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('the worker is not running'));
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.answers.set(id, { worker, resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.progress = undefined;
    this.loaded = false;
    await worker?.terminate();
  }

  /** Starts a worker and resolves once it has loaded the generator. */
  private startWorker(): Promise<Worker> {
    const progress = newWatchedProgress();
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: { configPath: this.options.configPath, progress } satisfies DevWorkerData });
    this.progress = progress;
    const failAll = (error: Error) => {
      for (const [id, waiting] of this.answers) {
        if (waiting.worker !== worker) continue;
        this.answers.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('message', (message: DevResponse | 'ready') => {
      if (message === 'ready') return;
      const waiting = this.answers.get(message.id);
      this.answers.delete(message.id);
      waiting?.resolve(message);
    });
    worker.on('error', (error) => failAll(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      failAll(new Error(`the worker stopped (exit code ${code})`));
    });
    return new Promise((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the worker stopped while loading (exit code ${code})`));
      const onReady = (message: unknown) => {
        if (message !== 'ready') return;
        worker.off('message', onReady).off('exit', onExit);
        resolve(worker);
      };
      worker.on('message', onReady).once('exit', onExit);
    });
  }
}
