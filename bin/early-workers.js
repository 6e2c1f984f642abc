// Build worker threads started by bin/docsgen.js before its main thread loads the generator. A worker
// takes about 0.1 s to boot and load the generator bundle; started by the build (after the main
// thread has loaded the same bundle, about 0.1 s after the process started), its boot overlapped the
// config and the docs being read, and it began on its first docs late. Started here, both threads
// load the bundle at once, and the worker is waiting when the first docs are ready.
//
// The build's worker pool adopts these workers (src/generator/parallel/pool.ts); where the build
// turns out not to want them, it stops them. Whether a build wants workers is decided here, by the
// same function for both (`buildWorkerCount`), before and without the generator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The build cache's folder, beside the config. */
export const CACHE_DIR_NAME = '.docsgen-cache';
/** Below this much input to compute (bytes of Markdown and specs), starting workers costs more than it saves. */
export const PARALLEL_THRESHOLD = 96 * 1024;
/** Slots of a worker's progress cell (see src/generator/parallel/time-budget.ts). */
export const PROGRESS_SLOTS = 3;
/** A build worker's young generation: rendering allocates many short-lived nodes. */
export const WORKER_YOUNG_GENERATION_MB = 96;

/** This folder's loader (bin/load-generator.js), as a URL; the generator's bundle names it from the package root. */
const LOADER = new URL('./load-generator.js', import.meta.url).href;
/** Where the started workers wait for the pool, shared by this module and the bundle's copy of it. */
const REGISTRY = Symbol.for('docsgen.earlyWorkers');

/**
 * How many worker threads a build starts before reading its config: none with one CPU or `--jobs 1`,
 * none when a build cache is there (a rebuild may need none), none for a small site (the main thread
 * compiles it); else one per CPU but the main thread's.
 */
export function buildWorkerCount({ rootDir, cache, jobs }) {
  const threads = jobs ?? os.availableParallelism();
  if (threads < 2 || (cache && fs.existsSync(path.join(rootDir, CACHE_DIR_NAME)))) return 0;
  if (jobs === undefined && !hasInputOf(rootDir, PARALLEL_THRESHOLD)) return 0;
  return threads - 1;
}

/** Folders that hold no docs or specs: output, dependencies, the cache and other tools' folders. */
const NOT_INPUT = new Set(['node_modules', 'dist', 'build', 'lib', CACHE_DIR_NAME]);
/** Files that may be docs or specs. */
const INPUT_FILE = /\.(md|mdx|markdown|ya?ml|json)$/i;

/**
 * Whether the site folder holds at least `bytes` of Markdown, YAML and JSON: a guess made before the
 * config says where the docs are, from file sizes only (no file is read, no link followed).
 */
export function hasInputOf(rootDir, bytes) {
  let total = 0;
  // A folder of more entries than the walk looks at is a large site.
  return (
    someSiteFile(rootDir, (file, name) => {
      if (INPUT_FILE.test(name)) total += fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      return total >= bytes;
    }) ?? true
  );
}

/**
 * Walks the site folder's files (not the output, dependency or cache folders, nor hidden ones)
 * until `found` says yes; undefined after a few thousand entries, which only a large site has.
 */
export function someSiteFile(rootDir, found) {
  let entries = 0;
  const folders = [rootDir];
  for (let folder = folders.shift(); folder !== undefined; folder = folders.shift()) {
    let list;
    try {
      list = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of list) {
      if (++entries > 5000) return undefined;
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_INPUT.has(entry.name)) folders.push(file);
      } else if (entry.isFile() && found(file, entry.name)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Starts a build worker thread running the worker entry of the bundle `bundleFile`, loaded by the
 * loader at `loaderUrl` (bin/load-generator.js) with the bundle's code cache.
 */
export function startBuildWorker(loaderUrl, bundleFile, progress, youngGenerationMb = WORKER_YOUNG_GENERATION_MB) {
  const entry = `import(${JSON.stringify(loaderUrl)}).then((loader) => loader.importFromBundle(${JSON.stringify(bundleFile)}, 'worker'));`;
  return new Worker(entry, { eval: true, stdout: false, stderr: false, workerData: { progress }, resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb } });
}

/**
 * `docsgen build`'s workers, started from its command line (`argv` without node and the script)
 * when the build will want them (see buildWorkerCount), for the bundle the main thread is about to load.
 */
export function startEarlyWorkers(argv, bundleFile) {
  if (argv.find((arg) => !arg.startsWith('-')) !== 'build') return;
  const config = optionValue(argv, '-c', '--config') ?? 'site.config.ts';
  const jobsText = optionValue(argv, '-j', '--jobs');
  const jobs = jobsText === undefined ? undefined : Number(jobsText);
  // A value commander will refuse: the build fails before it would use a worker.
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1)) return;
  let count;
  try {
    count = buildWorkerCount({ rootDir: path.dirname(path.resolve(config)), cache: !argv.includes('--no-cache'), jobs });
  } catch {
    return;
  }
  const started = [];
  for (let i = 0; i < count; i++) {
    const progress = new Int32Array(new SharedArrayBuffer(PROGRESS_SLOTS * Int32Array.BYTES_PER_ELEMENT));
    const worker = startBuildWorker(LOADER, bundleFile, progress);
    // Until the pool takes it: a failure is the pool's to find (the worker has stopped), not an uncaught error.
    worker.on('error', () => {});
    worker.unref();
    started.push({ worker, progress, bundleFile });
  }
  globalThis[REGISTRY] = started;
}

/**
 * Up to `count` of the workers started for `bundleFile` that are still running, for a pool to use;
 * the others are stopped. Called once per process: a second call finds none.
 */
export function takeEarlyWorkers(bundleFile, count) {
  const started = globalThis[REGISTRY] ?? [];
  globalThis[REGISTRY] = [];
  const taken = [];
  for (const early of started) {
    // A worker that stopped has the thread id -1.
    if (taken.length < count && early.bundleFile === bundleFile && early.worker.threadId !== -1) taken.push(early);
    else void early.worker.terminate();
  }
  return taken;
}

/** An option's value as commander reads it: `-j 2`, `-j2`, `--jobs 2` or `--jobs=2`; the last one given. */
function optionValue(argv, short, long) {
  let value;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === short || arg === long) value = argv[++i];
    else if (arg.startsWith(`${long}=`)) value = arg.slice(long.length + 1);
    else if (arg.startsWith(short) && arg.length > short.length && !arg.startsWith('--')) value = arg.slice(short.length);
  }
  return value;
}
