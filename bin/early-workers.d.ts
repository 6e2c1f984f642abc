// Types of early-workers.js, which the generator's sources import (content/compile.ts, parallel/pool.ts).
import type { Worker } from 'node:worker_threads';

export const CACHE_DIR_NAME: string;
export const PARALLEL_THRESHOLD: number;
export const PROGRESS_SLOTS: number;
export const WORKER_YOUNG_GENERATION_MB: number;
/** How many worker threads a build starts before reading its config (0: none). */
export function buildWorkerCount(options: { rootDir: string; cache: boolean; jobs: number | undefined }): number;
/** Whether the site folder holds at least `bytes` of Markdown, YAML and JSON. */
export function hasInputOf(rootDir: string, bytes: number): boolean;
/** Walks the site folder's files until `found` says yes; undefined after a few thousand entries. */
export function someSiteFile(rootDir: string, found: (file: string, name: string) => boolean): boolean | undefined;
/** Starts a build worker thread running the bundle's worker entry. */
export function startBuildWorker(loaderUrl: string, bundleFile: string, progress: Int32Array, youngGenerationMb?: number): Worker;
/** Starts `docsgen build`'s workers from its command line, for the bundle about to be loaded. */
export function startEarlyWorkers(argv: string[], bundleFile: string): void;
/** Up to `count` running workers started for `bundleFile`; the others are stopped. */
export function takeEarlyWorkers(bundleFile: string, count: number): Array<{ worker: Worker; progress: Int32Array; bundleFile: string }>;
