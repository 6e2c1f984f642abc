/**
 * Worker threads: the pool that compiles docs and API groups beside the main thread, and the offload
 * executor that builds the search index while pages render. Tasks are named in tasks.ts.
 */
export { createOffloadExecutor, type WorkerPool } from './pool.ts';
export { noteOutputDir, onStopped, prestartWatchdog } from './watchdog.ts';
