/**
 * The per-doc time budget of Markdown and MDX compilation (`markdown.timeBudgetMs`). The thread that
 * compiles writes its progress into shared memory: a counter bumped as each doc starts and again as
 * it ends (odd while a doc is compiling), and the doc's index in its batch. Another thread reads it
 * without ever waiting for the compiling one: the pool's main thread for its workers, the watchdog
 * thread for the main thread (see watchdog.ts). A doc whose count has not moved for the budget is
 * stuck: its worker is terminated, or the main thread's JavaScript stopped, and the build fails
 * naming it.
 */
import { DocsgenError, type Diagnostic } from '../diagnostics.ts';
import { PROGRESS_SLOTS } from '../../../bin/early-workers.js';

/**
 * Slots of a progress cell (an Int32Array over a SharedArrayBuffer): a count bumped whenever a doc
 * starts or ends, how many docs are compiling, and the last one started (its index in the batch, or
 * an id of the thread's own; see compileWithinBudget).
 */
export const PROGRESS_BEAT = 0;
export const PROGRESS_BUSY = 1;
export const PROGRESS_LAST = 2;
// Also bin/early-workers.js's, whose workers start before the generator loads.
export { PROGRESS_SLOTS };

/** Where a compile reports which doc of its batch it is on. */
export interface DocProgress {
  started(index: number): void;
  finished(): void;
}

/** The progress writer of a worker thread, which compiles one doc at a time. */
export function progressWriter(cell: Int32Array): DocProgress {
  return {
    started(index) {
      Atomics.store(cell, PROGRESS_LAST, index);
      Atomics.store(cell, PROGRESS_BUSY, 1);
      Atomics.add(cell, PROGRESS_BEAT, 1);
    },
    finished() {
      Atomics.store(cell, PROGRESS_BUSY, 0);
      Atomics.add(cell, PROGRESS_BEAT, 1);
    },
  };
}

export function newProgressCell(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(PROGRESS_SLOTS * Int32Array.BYTES_PER_ELEMENT));
}

/**
 * The progress of watch mode's worker thread, read by the dev server's main thread (serve/builder.ts),
 * which stops a worker stuck in a doc or whose event loop stopped turning: the compile progress, the
 * budget in ms, a count the worker's timer bumps while its event loop turns, and the source path of
 * the last doc started (UTF-16 code units after its length).
 */
export interface WatchedProgress {
  cell: Int32Array;
  /** [budget ms, heartbeat]. */
  extra: Int32Array;
  name: Uint16Array;
}
export const WATCHED_BUDGET = 0;
export const WATCHED_HEARTBEAT = 1;
/** How often watch mode's worker bumps its heartbeat, and its main thread looks at the progress. */
export const HEARTBEAT_MS = 250;

export function newWatchedProgress(): WatchedProgress {
  return { cell: newProgressCell(), extra: new Int32Array(new SharedArrayBuffer(8)), name: new Uint16Array(new SharedArrayBuffer(2 * 1024)) };
}

let watched: WatchedProgress | undefined;
/** Makes this thread's compiles report to `progress` (in watch mode's worker). */
export function reportProgressTo(progress: WatchedProgress): void {
  watched = progress;
}
export function watchedProgress(): WatchedProgress | undefined {
  return watched;
}

/** Writes the doc being compiled (read only once it is stuck, so never while written). */
export function writeDocName(progress: WatchedProgress, file: string, budgetMs: number): void {
  const length = Math.min(file.length, progress.name.length - 1);
  progress.name[0] = length;
  for (let i = 0; i < length; i++) progress.name[i + 1] = file.charCodeAt(i);
  Atomics.store(progress.extra, WATCHED_BUDGET, budgetMs);
}

export function readDocName(progress: WatchedProgress): string {
  return String.fromCharCode(...progress.name.subarray(1, 1 + progress.name[0]));
}

/**
 * Watches a progress cell: `stalled()` gives the last doc started when docs have been compiling for
 * at least `ms` (of the clock and of CPU, see processCpuMs) with no doc starting or ending, else
 * undefined. Called from a timer.
 */
export function stallDetector(cell: Int32Array, ms: number, offset = 0): { stalled(): number | undefined } {
  let seen = -1;
  let since = 0;
  let cpuSince = 0;
  return {
    stalled() {
      const beat = Atomics.load(cell, offset + PROGRESS_BEAT);
      if (beat !== seen || Atomics.load(cell, offset + PROGRESS_BUSY) === 0) {
        seen = beat;
        since = performance.now();
        cpuSince = processCpuMs();
        return undefined;
      }
      return performance.now() - since >= ms && processCpuMs() - cpuSince >= ms ? Atomics.load(cell, offset + PROGRESS_LAST) : undefined;
    },
  };
}

/**
 * CPU time of the whole process, in ms. A doc is stuck once its budget has passed on the clock and
 * the process has spent at least that much CPU since it started: on a machine busy with other work
 * a doc gets a share of a core, and a wall-clock budget alone failed a 200-level list (0.5 s of
 * CPU) at 10 s. Every thread counts, so this is an upper bound of the compiling thread's own time.
 */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** How often a stall is looked for: a tenth of the budget, between 20 ms and 1 s. */
export function stallCheckInterval(ms: number): number {
  return Math.max(20, Math.min(1000, Math.round(ms / 10)));
}

/** The budget as a person reads it: "10 s", "0.5 s". */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(2))} s`;
}

/** The error of a doc that took longer than the budget. */
export function overBudget(file: string, ms: number): DocsgenError {
  const diagnostic: Diagnostic = {
    file,
    message: `took longer than ${seconds(ms)} to compile; the budget is markdown.timeBudgetMs`,
    hint: 'look for an endless loop in a remark or rehype plugin of the config, or split the doc; if it is only large, raise markdown.timeBudgetMs in the config',
  };
  return new DocsgenError(diagnostic);
}
