/**
 * Starting a build's worker threads ahead of it. Kept apart from the rest of the generator so the
 * CLI can start them before it loads the build's own modules: a worker then boots and loads its
 * modules while the main thread loads its own, instead of after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CACHE_DIR_NAME } from '../cache/build-cache.ts';
import { createWorkerPool, type WorkerPool } from './pool.ts';

/**
 * Starts the worker threads of a build that will surely need them (no cache yet, or --no-cache):
 * one fewer than `jobs`, as the main thread computes too. Unused, they stop on their own.
 */
export function prestartWorkers(options: { rootDir: string; cache: boolean; jobs?: number }): WorkerPool | undefined {
  const jobs = options.jobs ?? os.availableParallelism();
  if (jobs < 2 || (options.cache && fs.existsSync(path.join(options.rootDir, CACHE_DIR_NAME)))) return undefined;
  return createWorkerPool(jobs - 1);
}
