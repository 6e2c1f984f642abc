/**
 * Executors for build tasks: a pool of worker threads (one task per worker at a time, the next task
 * going to whichever worker finishes first), or the main thread itself. Callers cannot tell which.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocsgenError, type Diagnostic } from '../diagnostics.ts';
import { BUNDLE_FILE, packagePath } from '../package-root.ts';
import { startBuildWorker, takeEarlyWorkers, WORKER_YOUNG_GENERATION_MB } from '../../../bin/early-workers.js';
import { newProgressCell, overBudget, stallCheckInterval, stallDetector } from './time-budget.ts';
import { contextForWorkers, createTaskRunner, type CompileContext, type TaskInput, type TaskName, type TaskOutput, type TaskRunner } from './tasks.ts';

/** Messages from the main thread to a worker. */
export type ToWorker =
  | { type: 'preload'; tasks: TaskName[]; mdx?: boolean }
  | { type: 'context'; context: CompileContext }
  | { type: 'task'; id: number; task: TaskName; input: unknown }
  | { type: 'save-code-cache'; mdx: boolean };
/** Messages from a worker to the main thread. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'saved' }
  | { type: 'done'; id: number; output: unknown }
  | { type: 'failed'; id: number; message: string; stack?: string; diagnostics?: Diagnostic[] };

/** Runs build tasks somewhere: in worker threads or in this thread. */
export interface Executor {
  run<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>>;
  /** Stops the workers; pending tasks are rejected. */
  close(): Promise<void>;
  /** How many threads run tasks (1: the main thread). */
  readonly threads: number;
}

// Run from the sources, a worker runs their entry (which registers tsx); from the bundle, the
// bundle's worker entry, loaded by bin/load-generator.js with the bundle's code cache.
const SOURCE_ENTRY = pathToFileURL(packagePath('src/generator/parallel/worker-entry.mjs'));
const LOADER = pathToFileURL(packagePath('bin/load-generator.js')).href;
const UNUSED_POOL_TIMEOUT_MS = 20_000;
/**
 * Tasks a worker holds at once: the one it runs and the next. The next is sent ahead because a
 * worker that finishes while this thread runs a task of its own (see `use`) is answered only after.
 */
const TASKS_AHEAD = 2;

/** Runs every task in the main thread, one after another. */
export function createInProcessExecutor(context: CompileContext): Executor {
  const run = createTaskRunner(context);
  return { run, threads: 1, close: async () => {} };
}

/** The offload executor, and whether its tasks run on a thread of their own (not with --jobs 1). */
export interface OffloadExecutor extends Executor {
  readonly elsewhere: boolean;
  /** Whether a compile worker is there to take the search index: it costs no thread start. */
  readonly warm: boolean;
  /** Stops the compile workers handed over, unless a task already took one: rendering starts. */
  releaseSpare(): void;
  /**
   * Lends the compile workers still running (the spare ones, or the one the search index took) to
   * page rendering until `release`: meanwhile they are not stopped when idle. Undefined where there
   * are none: starting a thread for rendering would cost more than it saves.
   */
  borrow(): BorrowedWorkers | undefined;
}

/** Compile workers lent to page rendering (see OffloadExecutor.borrow). */
export interface BorrowedWorkers {
  /** Settles once the tasks handed off before (the search index) are done, so a task sent now starts at once. */
  idle(): Promise<void>;
  run<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>>;
  /** Gives the workers back: stopped once idle, as before. */
  release(): void;
}

/**
 * One worker thread for work handed off after compiling, while the main thread renders pages (the
 * search index), started on first use. With one job or one CPU the work runs in this thread.
 *
 * `spare`: the compile workers, done. A search index built beside rendering runs on one of them
 * rather than on a new thread, which would boot and load its modules while rendering needs the
 * core (this site: about a quarter of the index thread's time, in a profile). The index part a
 * large site builds after its pages gets a fresh thread instead, with a small young generation, and
 * the compile workers stop before rendering, so their heaps never add to that build's peak.
 */
export function createOffloadExecutor(context: CompileContext, jobs: number | undefined, spare?: WorkerPool): OffloadExecutor {
  if ((jobs ?? os.availableParallelism()) < 2) {
    void spare?.close();
    return { ...createInProcessExecutor(context), elsewhere: false, warm: false, releaseSpare: () => {}, borrow: () => undefined };
  }
  let pool: WorkerPool | undefined;
  let executor: Executor | undefined;
  let pending = 0;
  /** While rendering borrows the workers, they are neither released nor stopped when idle. */
  let borrowed = false;
  let whenIdle: Array<() => void> = [];
  const releaseSpare = () => {
    if (borrowed) return;
    void spare?.close();
    spare = undefined;
  };
  const closeIfIdle = () => {
    if (pending > 0 || !pool || borrowed) return;
    void pool.close();
    pool = executor = undefined;
  };
  // Stopped as soon as it has nothing left to do: its heap (the whole search index at 10,000 docs)
  // goes back to the system instead of waiting for the end of the build.
  const settle = () => {
    if (--pending === 0) for (const wake of whenIdle.splice(0)) wake();
    closeIfIdle();
  };
  const run = <K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>> => {
    if (!pool && spare && (task === 'search-index' || borrowed)) {
      pool = spare;
      spare = undefined;
    }
    releaseSpare();
    // Its work (the search index) runs beside page rendering, when the build holds the most
    // memory; it allocates mostly long-lived index entries, so a small young generation will do.
    pool ??= createWorkerPool(1, { youngGenerationMb: 24 });
    executor ??= pool.use(context);
    pending++;
    const result = executor.run(task, input);
    result.then(settle, settle);
    return result;
  };
  return {
    threads: 1,
    elsewhere: true,
    warm: spare !== undefined,
    releaseSpare,
    run,
    borrow() {
      if (borrowed || (!pool && !spare)) return undefined;
      borrowed = true;
      return {
        idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve))),
        run,
        release() {
          if (!borrowed) return;
          borrowed = false;
          releaseSpare();
          closeIfIdle();
        },
      };
    },
    close: async () => {
      borrowed = false;
      releaseSpare();
      await pool?.close();
    },
  };
}

interface Job {
  id: number;
  task: TaskName;
  input: unknown;
  /** A Markdown task's docs (their source paths), to name the one over its time budget. */
  files?: string[];
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

/** Worker threads, started at once so they load their modules while the main thread works. */
export interface WorkerPool {
  readonly size: number;
  /**
   * Has every worker load the modules of these tasks (and with `mdx`, those of MDX docs) now, while
   * the main thread still reads the site, instead of when the first task arrives.
   */
  preload(tasks: TaskName[], options?: { mdx?: boolean }): void;
  /**
   * Sends the build context to every worker and returns an executor that runs tasks on them. With
   * `alsoHere`, this thread takes tasks too, from the end of the queue: callers queue the largest
   * tasks first, so the workers get those and this thread the small ones.
   */
  use(context: CompileContext, options?: { alsoHere?: boolean }): Executor;
  /** Stops the workers. */
  close(): Promise<void>;
  /** Has each worker keep its code cache for later builds, after the tasks it has (see bin/load-generator.js). */
  saveCodeCache(mdx: boolean): void;
}

/** Stops the workers `docsgen build` started, when the build wants none (see prestartWorkers). */
export function discardEarlyWorkers(): void {
  if (BUNDLE_FILE) takeEarlyWorkers(BUNDLE_FILE, 0);
}

/** Starts `size` worker threads. Idle workers do not keep the process alive. */
export function createWorkerPool(size: number, options: { youngGenerationMb?: number } = {}): WorkerPool {
  const queue: Job[] = [];
  /** Tasks sent to each worker and not yet answered, in the order it runs them. */
  const sent = new Map<Worker, Job[]>();
  let nextId = 0;
  let broken: Error | undefined;
  let closing = false;
  /** This thread's own runner, when it takes tasks too (see `use`), and whether it is running one. */
  let here: TaskRunner | undefined;
  let hereBusy = false;

  const dispatch = () => {
    for (const [worker, jobs] of sent) {
      // Near the end of the queue a task is not sent ahead: whichever thread is free first takes it.
      while (queue.length && (jobs.length === 0 || (jobs.length < TASKS_AHEAD && queue.length > TASKS_AHEAD))) {
        const job = queue.shift()!;
        jobs.push(job);
        worker.ref();
        worker.postMessage({ type: 'task', id: job.id, task: job.task, input: job.input } satisfies ToWorker);
        // The worker has its copy: this one (100 MB of search records at 10,000 docs) need not wait for the result.
        job.input = undefined;
      }
    }
    if (here && !hereBusy && queue.length) {
      hereBusy = true;
      // After the messages already waiting: a worker that has finished gets its next task first.
      setImmediate(runHere);
    }
  };
  const runHere = async () => {
    // The smallest task: while this thread runs it, no worker's answer is read.
    const job = queue.pop();
    if (job && here) {
      try {
        job.resolve(await here(job.task, job.input as never));
      } catch (error) {
        job.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    hereBusy = false;
    dispatch();
  };
  const fail = (error: Error) => {
    broken ??= error;
    for (const job of [...[...sent.values()].flatMap((jobs) => jobs.splice(0)), ...queue.splice(0)]) job.reject(error);
  };
  /** Each worker's progress through its docs, and what watches it. */
  const progressOf = new Map<Worker, { cell: Int32Array; stall?: ReturnType<typeof stallDetector> }>();
  let watching: NodeJS.Timeout | undefined;
  /** A doc over its time budget stops its worker (the only way to stop an endless loop) and fails the build. */
  const watchBudget = (ms: number) => {
    clearInterval(watching);
    for (const progress of progressOf.values()) progress.stall = stallDetector(progress.cell, ms);
    watching = setInterval(() => {
      for (const [worker, progress] of progressOf) {
        const job = sent.get(worker)?.[0];
        const index = job?.task === 'markdown' ? progress.stall?.stalled() : undefined;
        if (job === undefined || index === undefined) continue;
        fail(overBudget(job.files?.[index] ?? 'a doc', ms));
        void close();
        return;
      }
    }, stallCheckInterval(ms));
    watching.unref();
  };
  /** Workers asked to keep their code cache that have not said they did, and the promises of those asks. */
  const savesPending = new Map<Worker, () => void>();
  const savesDone: Array<Promise<void>> = [];
  // A compile pool takes the workers `docsgen build` started before the generator loaded.
  const early = BUNDLE_FILE && options.youngGenerationMb === undefined ? takeEarlyWorkers(BUNDLE_FILE, size) : [];
  const workers = Array.from({ length: size }, (_, i) => {
    const adopted = early[i];
    const progress = adopted?.progress ?? newProgressCell();
    // A larger young generation: rendering allocates many short-lived nodes, and scavenges were a tenth of the time.
    const youngGenerationMb = options.youngGenerationMb ?? WORKER_YOUNG_GENERATION_MB;
    const worker =
      adopted?.worker ??
      (BUNDLE_FILE
        ? startBuildWorker(LOADER, BUNDLE_FILE, progress, youngGenerationMb)
        : new Worker(SOURCE_ENTRY, { stdout: false, stderr: false, workerData: { progress }, resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb } }));
    progressOf.set(worker, { cell: progress });
    const jobs: Job[] = [];
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') return;
      if (message.type === 'saved') {
        savesPending.get(worker)?.();
        return;
      }
      // A worker answers its tasks in the order they were sent.
      const job = jobs[0]?.id === message.id ? jobs.shift() : undefined;
      if (!jobs.length) worker.unref();
      if (job && message.type === 'done') job.resolve(message.output);
      else if (job && message.type === 'failed') job.reject(rebuildError(message));
      dispatch();
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => {
      if (!closing) fail(new Error(`a build worker stopped unexpectedly (exit code ${code})`));
    });
    // After the listeners: attaching a 'message' listener refs the worker again, and an unused pool
    // (a build that failed on its config) then kept the process alive until the timeout below.
    worker.unref();
    sent.set(worker, jobs);
    return worker;
  });
  const close = async () => {
    // A worker keeping its code cache finishes it first (a second at most: a cache cut short is only lost time).
    if (savesPending.size) await Promise.race([Promise.all(savesDone), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    closing = true;
    clearInterval(watching);
    fail(new Error('the worker pool was closed'));
    await Promise.all(workers.map((w) => w.terminate()));
  };
  // Workers started ahead of a build that then failed (a config error, say) are never used: stop
  // them after a while, so a long-running process (watch mode) does not collect idle threads.
  let used = false;
  setTimeout(() => void (used || close()), UNUSED_POOL_TIMEOUT_MS).unref();

  return {
    size,
    preload(tasks, { mdx } = {}) {
      for (const worker of workers) worker.postMessage({ type: 'preload', tasks, mdx } satisfies ToWorker);
    },
    saveCodeCache(mdx) {
      for (const worker of workers) {
        if (savesPending.has(worker)) continue;
        savesDone.push(new Promise<void>((resolve) => savesPending.set(worker, () => (savesPending.delete(worker), resolve()))));
        worker.postMessage({ type: 'save-code-cache', mdx } satisfies ToWorker);
      }
    },
    use(context, { alsoHere = false } = {}) {
      used = true;
      const sendable = contextForWorkers(context);
      for (const worker of workers) worker.postMessage({ type: 'context', context: sendable } satisfies ToWorker);
      here = alsoHere ? createTaskRunner(context) : undefined;
      watchBudget(context.config.markdown.timeBudgetMs);
      return {
        threads: size + (alsoHere ? 1 : 0),
        run<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>> {
          if (broken) return Promise.reject(broken);
          return new Promise<TaskOutput<K>>((resolve, reject) => {
            const files = task === 'markdown' ? (input as TaskInput<'markdown'>).map((doc) => doc.source) : undefined;
            queue.push({ id: nextId++, task, input, files, resolve: resolve as (output: unknown) => void, reject });
            dispatch();
          });
        },
        close,
      };
    },
    close,
  };
}

function rebuildError(message: Extract<FromWorker, { type: 'failed' }>): Error {
  if (message.diagnostics) return new DocsgenError(message.diagnostics);
  const error = new Error(message.message);
  if (message.stack) error.stack = message.stack;
  return error;
}
