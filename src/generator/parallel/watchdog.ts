/**
 * Time budgets for running the site's own code: its config and its React pages. A timer catches an
 * `await` that never settles. An endless loop never yields to a timer, so a watchdog thread watches
 * the main thread: once the budget is over it stops the running JavaScript through the inspector's
 * `Runtime.terminateExecution` (as `worker.terminate()` stops a worker), and the build fails naming
 * the file, instead of hanging with no message. Only the main thread can be stopped this way; in a
 * worker thread (watch mode's builds) only the timer applies.
 */
import fs from 'node:fs';
import { isMainThread, SHARE_ENV, Worker } from 'node:worker_threads';
import { DocsgenError, formatDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { newProgressCell, overBudget, PROGRESS_BEAT, PROGRESS_BUSY, PROGRESS_LAST, PROGRESS_SLOTS, stallCheckInterval, watchedProgress, writeDocName, type DocProgress } from './time-budget.ts';

/** The budget of each load or render of the site's code, in ms: DOCSGEN_LOAD_TIMEOUT_MS, else 30 s. */
export function moduleBudgetMs(): number {
  const fromEnv = Number(process.env.DOCSGEN_LOAD_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 30_000;
}

/** The slot of the watchdog's state where it writes the id it stopped. */
const STOPPED_SLOT = 1 + PROGRESS_SLOTS;

/** Extra time the watchdog gives the main thread's own timer before it stops the JavaScript. */
const GRACE_MS = 500;

// The watchdog's code: CommonJS, so it needs no loader whether docsgen runs bundled or from sources.
const WATCHDOG_CODE = `
const { parentPort, workerData: state } = require('node:worker_threads');
let timer;
let ticker;
const fire = (arm, index) => {
  if (Atomics.load(state, 0) !== arm) return;
  clearInterval(ticker);
  Atomics.store(state, 4, arm);
  parentPort.postMessage({ fired: arm, index });
  try {
    const { Session } = require('node:inspector');
    const session = new Session();
    session.connectToMainThread();
    // Disconnected once done: a session still open makes the process wait for it at exit.
    session.post('Runtime.terminateExecution', () => session.disconnect());
  } catch {}
};
parentPort.on('message', ({ arm, ms, every }) => {
  clearTimeout(timer);
  clearInterval(ticker);
  if (!arm) return;
  if (!every) {
    timer = setTimeout(() => fire(arm), ms);
    return;
  }
  // A compile: stopped after ms (of the clock and of the process's CPU, see time-budget.ts) with
  // docs compiling (slot 2) and none starting or ending (slot 1).
  const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
  let seen = -1;
  let since = 0;
  let cpuSince = 0;
  ticker = setInterval(() => {
    const beat = Atomics.load(state, 1);
    if (beat !== seen || Atomics.load(state, 2) === 0) {
      seen = beat;
      since = Date.now();
      cpuSince = cpuMs();
    } else if (Date.now() - since >= ms && cpuMs() - cpuSince >= ms) fire(arm, Atomics.load(state, 3));
  }, every);
});
`;

interface Watchdog {
  worker: Worker;
  /** Settles once the thread runs (or could not start): the code it watches must not start before. */
  ready: Promise<void>;
  state: Int32Array;
  /** Called when the watchdog stopped the code armed under this id (with the stuck doc's index, for a compile). */
  onFired: Map<number, (index?: number) => void>;
}

let watchdog: Watchdog | undefined;
const cleanups = new Set<() => Promise<void>>();

/** Registers what to undo if the watchdog stops a synchronous render (see runWithinBudget); returns the unregister function. */
export function onStopped(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
let lastId = 0;

function startWatchdog(): Watchdog | undefined {
  if (!isMainThread) return undefined;
  if (watchdog) return watchdog;
  try {
    // Slot 0: the armed id; slots 1 to 3: the main thread's compile progress (time-budget.ts); slot 4: the id it stopped.
    const state = new Int32Array(new SharedArrayBuffer(4 * (2 + PROGRESS_SLOTS)));
    // No execArgv: the watchdog is plain CommonJS and needs no loader (`--import tsx` in tests would
    // make its start load one); V8's flags are the process's anyway.
    const worker = new Worker(WATCHDOG_CODE, { eval: true, workerData: state, execArgv: [], env: SHARE_ENV, stdout: true, stderr: true });
    const onFired = new Map<number, (index?: number) => void>();
    worker.on('message', (message: { fired: number; index?: number }) => onFired.get(message.fired)?.(message.index));
    worker.on('error', () => (watchdog = undefined));
    // A thread still starting when the main thread enters an endless loop may never start (its
    // start-up can need the main thread): guarded code waits for it, a few seconds at most. Once
    // running it never keeps a build's process alive (unref'd after the listeners: adding a
    // 'message' listener refs the worker again).
    const ready = new Promise<void>((resolve) => {
      const gaveUp = setTimeout(resolve, 5000);
      const done = () => {
        clearTimeout(gaveUp);
        worker.unref();
        resolve();
      };
      worker.once('online', done);
      worker.once('error', done);
    });
    watchdog = { worker, state, onFired, ready };
  } catch {
    watchdog = undefined;
  }
  return watchdog;
}

/** Starts the watchdog thread ahead of the code it will watch (it then costs the build no wait). */
export function prestartWatchdog(): void {
  startWatchdog();
}

/**
 * Arms the watchdog for `ms`, or with `every`, for `ms` without progress of the compile (checked
 * that often); the returned function disarms it.
 */
function arm(ms: number, onFired: (index?: number) => void, every?: number): () => void {
  const dog = startWatchdog();
  if (!dog) return () => {};
  const id = ++lastId;
  dog.onFired.set(id, onFired);
  Atomics.store(dog.state, STOPPED_SLOT, 0);
  Atomics.store(dog.state, 0, id);
  dog.worker.postMessage({ arm: id, ms: ms + GRACE_MS, every });
  return () => {
    dog.onFired.delete(id);
    if (Atomics.load(dog.state, 0) === id) Atomics.store(dog.state, 0, 0);
    dog.worker.postMessage({ arm: 0 });
  };
}

/**
 * Awaits `load` (an import of the site's module) for at most the budget; past it, or when nothing
 * is left that could settle it, fails with `late` (the file, and what to look for). `load` calls
 * `watched()` right before the site's code runs: that waits for the watchdog thread, whose start
 * thus overlaps the module's bundling instead of coming before it (on a busy 2-core machine the
 * wait was 0.4-0.8 s of every build's config stage).
 */
export async function loadWithinBudget<T>(late: Diagnostic, load: (watched: () => Promise<void>) => Promise<T>, ms = moduleBudgetMs()): Promise<T> {
  const dog = startWatchdog();
  let settled = false;
  const watched = async () => {
    await dog?.ready;
    // The budget ran out while the module was still bundling (a busy machine): its code must not
    // run now, unwatched, after the failure was reported (an endless loop there hung the process).
    if (settled) throw new Error('the budget ran out before the module ran');
  };
  return new Promise<T>((resolve, reject) => {
    const fail = () => {
      if (settled) return;
      settled = true;
      finish();
      reject(new DocsgenError({ ...late, message: `${late.message} within ${ms / 1000} s` }));
    };
    // An await on something that can never happen leaves the event loop empty: no need to wait.
    const neverSettles = () => fail();
    const timer = setTimeout(fail, ms);
    timer.unref();
    process.once('beforeExit', neverSettles);
    const disarm = arm(ms, fail);
    const finish = () => {
      clearTimeout(timer);
      process.off('beforeExit', neverSettles);
      disarm();
    };
    load(watched).then(
      (value) => {
        if (settled) return;
        settled = true;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        finish();
        reject(error);
      },
    );
  });
}

/** The running build's output folder, for the report of a stopped one (a first build has none to keep). */
let outputDir: string | undefined;

export function noteOutputDir(dir: string): void {
  outputDir = dir;
}

/**
 * Reports the failure of a build whose JavaScript the watchdog stopped, and ends the process with
 * exit code 1: the stopped code's callers are gone (and the main thread runs no more promise
 * reactions after a stop), so nothing else can.
 */
function exitStopped(diagnostic: Diagnostic): void {
  const output = outputDir === undefined || fs.existsSync(outputDir) ? 'the previous output was left as it was' : 'no output was written';
  process.stderr.write(`✖ the build failed with 1 error; ${output}:\n✖ ${formatDiagnostic(diagnostic)}\n`);
  // The stopped build can clean up no more: what it registered (its staging folder) is removed here.
  if (cleanups.size) void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(1));
  else process.exit(1);
}

/**
 * Runs `run` (a synchronous render of the site's code) for at most the budget. Past it the
 * watchdog stops the JavaScript: nothing is left to throw to, so the build's failure is reported
 * here and the process ends with exit code 1 (a half-written staging folder is cleaned by the next
 * build).
 */
export function runWithinBudget<T>(late: Diagnostic, run: () => T): T {
  const ms = moduleBudgetMs();
  const disarm = arm(ms, () => exitStopped({ ...late, message: `${late.message} within ${ms / 1000} s` }));
  try {
    return run();
  } finally {
    disarm();
  }
}

/** Docs this thread is compiling, by an id of their own, with the batch to fail when one is stuck. */
const compiling = new Map<number, { file: string; since: number; fail: (error: Error) => void }>();
let lastDoc = 0;
/** The budget's timers while any batch compiles in this thread, and how many do. */
let guard: { batches: number; stop: () => void } | undefined;
/** The progress this thread reports to the watchdog (the main thread), else to a cell nobody reads. */
let ownCell: Int32Array | undefined;

/** Starts the timers of the budget with the first batch; the last batch to end stops them. */
function enterBudget(ms: number, dog: Watchdog | undefined): () => void {
  if (!guard) {
    const failStuck = (stuck: Array<{ file: string; fail: (error: Error) => void }>) => stuck.forEach((doc) => doc.fail(overBudget(doc.file, ms)));
    const every = stallCheckInterval(ms);
    // A doc that never yields: the watchdog stops the JavaScript, then names the last doc started.
    const stopped = (id?: number) => exitStopped(overBudget((compiling.get(id ?? -1) ?? [...compiling.values()][0])?.file ?? 'a doc', ms).diagnostics[0]);
    // A doc awaiting something for too long, while this thread is free. After a stop by the
    // watchdog this timer may run before the watchdog's message, and promises no longer settle.
    const ticker = setInterval(() => {
      if (dog && Atomics.load(dog.state, STOPPED_SLOT) !== 0) return stopped(Atomics.load(dog.state, 1 + PROGRESS_LAST));
      const now = performance.now();
      failStuck([...compiling.values()].filter((doc) => now - doc.since >= ms));
    }, every);
    const disarm = dog ? arm(ms, stopped, every) : () => {};
    guard = { batches: 0, stop: () => (clearInterval(ticker), disarm()) };
  }
  guard.batches++;
  return () => {
    if (guard && --guard.batches === 0) {
      guard.stop();
      guard = undefined;
    }
  };
}

/**
 * Compiles a batch of docs in this thread within the per-doc budget: `run` reports each doc to the
 * progress it is given. A doc that awaits something for longer is caught by a timer; one that never
 * yields (an endless loop in a plugin) is stopped by the watchdog, on the main thread. Either way the
 * result rejects with the error naming the doc. In a worker thread only the timer applies (the pool
 * that started the worker watches its progress cell itself).
 */
export function compileWithinBudget<T>(ms: number, files: string[], run: (progress: DocProgress) => Promise<T>): Promise<T> {
  const dog = startWatchdog();
  const ready = dog?.ready ?? Promise.resolve();
  // Watch mode's worker reports to the dev server's main thread, which can stop it.
  const shared = dog ? undefined : watchedProgress();
  const cell = dog ? dog.state : (shared?.cell ?? (ownCell ??= newProgressCell()));
  const at = dog ? 1 : 0;
  return new Promise<T>((resolve, reject) => {
    const mine = new Set<number>();
    let settled = false;
    let current: number | undefined;
    const leave = enterBudget(ms, dog);
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      for (const id of mine) compiling.delete(id);
      if (mine.size) Atomics.sub(cell, at + PROGRESS_BUSY, mine.size);
      mine.clear();
      leave();
      then();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const progress: DocProgress = {
      started(index) {
        if (settled) return;
        current = ++lastDoc;
        mine.add(current);
        compiling.set(current, { file: files[index], since: performance.now(), fail });
        if (shared) writeDocName(shared, files[index], ms);
        Atomics.store(cell, at + PROGRESS_LAST, current);
        Atomics.add(cell, at + PROGRESS_BUSY, 1);
        Atomics.add(cell, at + PROGRESS_BEAT, 1);
      },
      finished() {
        if (current === undefined || !mine.delete(current)) return;
        compiling.delete(current);
        current = undefined;
        Atomics.sub(cell, at + PROGRESS_BUSY, 1);
        Atomics.add(cell, at + PROGRESS_BEAT, 1);
      },
    };
    void ready.then(() =>
      run(progress).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      ),
    );
  });
}
