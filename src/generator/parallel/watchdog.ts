/**
 * Time budgets for running the site's own code: its config and its React pages. A timer catches an
 * `await` that never settles. An endless loop never yields to a timer, so a watchdog thread watches
 * the main thread: once the budget is over it stops the running JavaScript through the inspector's
 * `Runtime.terminateExecution` (as `worker.terminate()` stops a worker), and the build fails naming
 * the file, instead of hanging with no message. Only the main thread can be stopped this way; in a
 * worker thread (watch mode's builds) only the timer applies.
 */
import { isMainThread, SHARE_ENV, Worker } from 'node:worker_threads';
import { DocsgenError, formatDiagnostic, type Diagnostic } from '../diagnostics.ts';

/** The budget of each load or render of the site's code, in ms: DOCSGEN_LOAD_TIMEOUT_MS, else 30 s. */
export function moduleBudgetMs(): number {
  const fromEnv = Number(process.env.DOCSGEN_LOAD_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 30_000;
}

/** Extra time the watchdog gives the main thread's own timer before it stops the JavaScript. */
const GRACE_MS = 500;

// The watchdog's code: CommonJS, so it needs no loader whether docsgen runs bundled or from sources.
const WATCHDOG_CODE = `
const { parentPort, workerData: state } = require('node:worker_threads');
let timer;
parentPort.on('message', ({ arm, ms }) => {
  clearTimeout(timer);
  if (!arm) return;
  timer = setTimeout(() => {
    if (Atomics.load(state, 0) !== arm) return;
    parentPort.postMessage({ fired: arm });
    try {
      const { Session } = require('node:inspector');
      const session = new Session();
      session.connectToMainThread();
      session.post('Runtime.terminateExecution');
    } catch {}
  }, ms);
});
`;

interface Watchdog {
  worker: Worker;
  /** Settles once the thread runs (or could not start): the code it watches must not start before. */
  ready: Promise<void>;
  state: Int32Array;
  /** Called when the watchdog stopped the code armed under this id. */
  onFired: Map<number, () => void>;
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
    const state = new Int32Array(new SharedArrayBuffer(4));
    // No execArgv: the watchdog is plain CommonJS and needs no loader (`--import tsx` in tests would
    // make its start load one); V8's flags are the process's anyway.
    const worker = new Worker(WATCHDOG_CODE, { eval: true, workerData: state, execArgv: [], env: SHARE_ENV, stdout: true, stderr: true });
    const onFired = new Map<number, () => void>();
    worker.on('message', (message: { fired: number }) => onFired.get(message.fired)?.());
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

/** Arms the watchdog for `ms`; the returned function disarms it. */
function arm(ms: number, onFired: () => void): () => void {
  const dog = startWatchdog();
  if (!dog) return () => {};
  const id = ++lastId;
  dog.onFired.set(id, onFired);
  Atomics.store(dog.state, 0, id);
  dog.worker.postMessage({ arm: id, ms: ms + GRACE_MS });
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
export async function loadWithinBudget<T>(late: Diagnostic, load: (watched: () => Promise<void>) => Promise<T>): Promise<T> {
  const ms = moduleBudgetMs();
  const dog = startWatchdog();
  const watched = async () => {
    await dog?.ready;
  };
  return new Promise<T>((resolve, reject) => {
    let settled = false;
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

/**
 * Runs `run` (a synchronous render of the site's code) for at most the budget. Past it the
 * watchdog stops the JavaScript: nothing is left to throw to, so the build's failure is reported
 * here and the process ends with exit code 1 (a half-written staging folder is cleaned by the next
 * build).
 */
export function runWithinBudget<T>(late: Diagnostic, run: () => T): T {
  const ms = moduleBudgetMs();
  const disarm = arm(ms, () => {
    const n = `✖ the build failed with 1 error; the previous output was left as it was:\n✖ ${formatDiagnostic({ ...late, message: `${late.message} within ${ms / 1000} s` })}\n`;
    process.stderr.write(n);
    // The stopped build can clean up no more: what it registered (its staging folder) is removed here.
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(1));
  });
  try {
    return run();
  } finally {
    disarm();
  }
}
