/**
 * Rendered pages go to the staging folder as they are rendered instead of piling up in memory (at
 * ten thousand pages, their HTML alone was over a gigabyte). Post-build steps still see every page's
 * HTML through a Map: the first pages (up to a memory budget) are kept in memory as well, the rest
 * are read back from the staging folder when asked for, so a small site never reads a page back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OutputFile, Staging } from './staging.ts';
import { explainWriteError } from './write-errors.ts';

/** Pages by output path; values are read from the staging folder on demand. */
export class StagedPages extends Map<string, string> {
  readonly #dir: string;
  /** Pages kept in memory: their HTML, or the pieces it is joined from (see renderPagePieces). */
  readonly #overrides = new Map<string, string | string[]>();
  /** Pages linked from the previous build: read from there (the same bytes) while it still exists. */
  readonly #previous = new Map<string, string>();
  #budget: number;
  #spilled = false;

  /** `memoryBudget`: UTF-16 code units of HTML kept in memory (default 64 Mi, some 64-128 MB). */
  constructor(dir: string, memoryBudget = 64 * 1024 * 1024) {
    super();
    this.#dir = dir;
    this.#budget = memoryBudget;
  }

  /**
   * Records that a page was written to the staging folder under `file`; its HTML (or the pieces it
   * is joined from, joined only when read) is kept while the budget lasts.
   */
  add(file: string, html?: string | string[]): void {
    const length = typeof html === 'string' ? html.length : (html?.reduce((n, piece) => n + piece.length, 0) ?? 0);
    if (html !== undefined && length <= this.#budget) {
      this.#budget -= length;
      this.#overrides.set(file, html);
    } else {
      this.#spilled = true;
    }
    super.set(file, '');
  }

  /** Keeps a page's place among the pages (their order is the route table's) until `add` gives its HTML. */
  reserve(file: string): void {
    super.set(file, '');
  }

  /** Records a page linked from the previous build's file `previousPath` (see page-reuse.ts). */
  addLinked(file: string, previousPath: string): void {
    this.#previous.set(file, previousPath);
    super.set(file, '');
  }

  /** Whether a page was linked from the previous build: the same bytes as that build's file. */
  isLinked(file: string): boolean {
    return this.#previous.has(file);
  }

  /** Whether some page is read back from the staging folder (so it must be written first). */
  get spilled(): boolean {
    return this.#spilled;
  }

  override set(file: string, html: string): this {
    this.#overrides.set(file, html);
    return super.set(file, '');
  }

  /**
   * Lets go of the HTML kept in memory once no step will read it again; any later read comes from
   * the staging folder, so every page must be written there first (PageWriter.flush).
   */
  releaseHtml(): void {
    this.#overrides.clear();
    this.#budget = 0;
    this.#spilled = true;
  }

  override get(file: string): string | undefined {
    if (!super.has(file)) return undefined;
    const kept = this.#overrides.get(file);
    if (kept !== undefined) return typeof kept === 'string' ? kept : kept.join('');
    return fs.readFileSync(this.#previous.get(file) ?? path.join(this.#dir, file), 'utf8');
  }

  override *entries(): MapIterator<[string, string]> {
    for (const file of super.keys()) yield [file, this.get(file)!];
  }

  override *values(): MapIterator<string> {
    for (const file of super.keys()) yield this.get(file)!;
  }

  override [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }

  override forEach(callback: (html: string, file: string, map: Map<string, string>) => void, thisArg?: unknown): void {
    for (const [file, html] of this.entries()) callback.call(thisArg, html, file, this);
  }
}

/** Writes pages into the staging folder on a thread of its own while the main thread renders. */
export interface PageWriter {
  /** Queues a file; returns at once. */
  write(file: OutputFile): void;
  /** Queues a page given as the pieces its HTML is joined from (see renderPagePieces); returns at once. */
  writePieces(file: string, pieces: string[]): void;
  /** Queues a hard link at `file` to `previousPath` (a copy where the file system has no links). */
  link(file: string, previousPath: string): void;
  /** Resolves once every queued file is on disk; rejects with the first failed write. */
  flush(): Promise<void>;
  /** Flushes, stops the thread, and gives the state of every file it wrote or linked. */
  close(): Promise<Map<string, WrittenFile>>;
}

/** A written file's state, by which the next build knows it is untouched. */
export interface WrittenFile {
  size: number;
  mtimeMs: number;
  ino: number;
}

// Plain CommonJS, evaluated as the thread's code, so it runs alike from the sources and the bundle.
const WRITER_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const made = new Set();
const written = [];
let failure;
// [busy, stopped]: see stopPageWriters. Busy is raised before stopped is read, so the two threads
// never both go on: either the writer sees the stop, or the main thread waits for its write.
const control = new Int32Array(workerData.control);
parentPort.on('message', (message) => {
  if (message.type === 'flush') return parentPort.postMessage({ id: message.id, failure, written: message.last ? written : undefined });
  if (failure) return;
  Atomics.store(control, 0, 1);
  try {
    if (Atomics.load(control, 1) === 1) return;
    const dir = path.dirname(message.target);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    // Pieces are joined into one string, which Node writes as UTF-8 without a Buffer of its own: a
    // Buffer for each piece and their concatenation made this thread collect garbage for a quarter
    // of its time (a profile of the 300-doc MDX bench).
    if (message.type === 'write') fs.writeFileSync(message.target, message.pieces ? message.pieces.join('') : message.contents);
    else {
      try {
        fs.linkSync(message.source, message.target);
      } catch {
        fs.copyFileSync(message.source, message.target);
      }
    }
    const stat = fs.statSync(message.target);
    written.push([message.file, stat.size, stat.mtimeMs, stat.ino]);
  } catch (error) {
    failure = { message: error.message, code: error.code, syscall: error.syscall, path: error.path, dest: error.dest };
  } finally {
    Atomics.store(control, 0, 0);
    Atomics.notify(control, 0);
  }
});
`;

/** The control words of the page writers running now (see stopPageWriters). */
const runningWriters = new Set<Int32Array>();

/**
 * Stops every page writer before its next file and waits (up to `timeoutMs`) for the file it is
 * writing, so a Ctrl+C handler can remove the staging folder without a writer putting files back
 * into it. Synchronous: the handler must finish before the process exits.
 */
export function stopPageWriters(timeoutMs = 2000): void {
  const deadline = Date.now() + timeoutMs;
  for (const control of runningWriters) {
    Atomics.store(control, 1, 1);
    while (Atomics.load(control, 0) === 1 && Date.now() < deadline) Atomics.wait(control, 0, 1, deadline - Date.now());
  }
}

/**
 * Writes each page into the staging folder as soon as it is rendered, on another thread: creating a
 * folder per page and a new file costs as much as rendering it (half of a no-change rebuild of this
 * repo's site), and that thread does it while the main thread renders the next page.
 */
export function createPageWriter(staging: Staging): PageWriter {
  const control = new Int32Array(new SharedArrayBuffer(8));
  const thread = new Worker(WRITER_THREAD, { eval: true, workerData: { control: control.buffer } });
  runningWriters.add(control);
  thread.on('exit', () => runningWriters.delete(control));
  let flushes = 0;
  type Failure = { message: string; code?: string; syscall?: string; path?: string; dest?: string };
  type Flushed = { id: number; failure?: Failure; written?: Array<[string, number, number, number]> };
  const waiting = new Map<number, { resolve: (message: Flushed) => void; reject: (error: Error) => void }>();
  let broken: Error | undefined;
  const failAll = (error: Error) => {
    broken ??= error;
    for (const w of waiting.values()) w.reject(broken);
    waiting.clear();
  };
  thread.on('message', (message: Flushed) => {
    const w = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.failure) w?.reject(explainWriteError(writeFailure(message.failure), staging.outDir) as Error);
    else w?.resolve(message);
  });
  thread.on('error', failAll);
  thread.on('exit', () => failAll(new Error('the page writer stopped')));
  const flush = (last = false) =>
    broken
      ? Promise.reject(broken)
      : new Promise<Flushed>((resolve, reject) => {
          const id = flushes++;
          waiting.set(id, { resolve, reject });
          thread.postMessage({ type: 'flush', id, last });
        });
  return {
    write(file) {
      // Handed over as it is: the message takes a flat copy of the string, which cost half as much
      // as encoding it to UTF-8 here and transferring the bytes (1,500 pages: 0.37 s against 0.72 s
      // of the main thread's time). The writer thread encodes it as it writes the file.
      thread.postMessage({ type: 'write', file: file.path, target: path.join(staging.dir, file.path), contents: file.contents });
    },
    writePieces(file, pieces) {
      // Each piece is copied as it is: the shared sidebar's slices and the body are flat strings, so
      // the message copies their characters without first joining them into one (see renderPagePieces).
      thread.postMessage({ type: 'write', file, target: path.join(staging.dir, file), pieces });
    },
    link(file, previousPath) {
      thread.postMessage({ type: 'link', file, target: path.join(staging.dir, file), source: previousPath });
    },
    async flush() {
      await flush();
    },
    async close() {
      try {
        const { written = [] } = await flush(true);
        return new Map(written.map(([file, size, mtimeMs, ino]) => [file, { size, mtimeMs, ino }]));
      } finally {
        thread.removeAllListeners('exit');
        await thread.terminate();
        runningWriters.delete(control);
      }
    },
  };
}

/** The writer thread's failure as the system error it was (its code and path kept for write-errors.ts). */
function writeFailure(failure: { message: string; code?: string; syscall?: string; path?: string; dest?: string }): Error {
  const { message, ...system } = failure;
  return Object.assign(new Error(`a page could not be written: ${message}`), system);
}
