/**
 * Emit: writes the site into a temporary folder beside the output, then swaps it in, so a failed or
 * killed build never leaves a half-written dist/. Assets get content-hashed names.
 */
import crypto from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DocsgenError } from '../diagnostics.ts';
import { pageFileOf, type UrlForm } from '../routes/url-rules.ts';
import { hasOutputMarker, OUTPUT_MARKER, OUTPUT_MARKER_CONTENTS } from './output-folder.ts';
import { stopPageWriters } from './staged-pages.ts';
import { activeTrash, recoverSwap, stagingDirFor, swapIntoPlace } from './swap.ts';
import { explainWriteError } from './write-errors.ts';

/** One file to write, its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** A staging folder; `commit()` swaps it into place, `discard()` removes it. */
export interface Staging {
  dir: string;
  /** The output folder it is swapped into (named by errors of the OS, see write-errors.ts). */
  outDir: string;
  write(files: OutputFile[]): Promise<void>;
  copy(from: string, to: string): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** Staging folders of builds in progress, removed at once if the process is interrupted (Ctrl+C). */
const activeStagings = new Set<string>();
/** Whether the last build started has swapped its new output into place. */
let newOutputInPlace = false;

/**
 * For a SIGINT or SIGTERM handler (synchronous): stops the page writers, removes the staging folders
 * of builds in progress and the previous output being deleted, and says which output is in place.
 */
export function stopBuildsForExit(): { output: 'previous' | 'new'; leftOver: string[] } {
  stopPageWriters();
  const leftOver = [...activeStagings, ...activeTrash].filter((dir) => !removeSettled(dir));
  activeStagings.clear();
  return { output: newOutputInPlace ? 'new' : 'previous', leftOver };
}

/**
 * Removes a folder, then waits a moment and removes it again if it came back: file system calls
 * queued before the signal (an asset's folder being made) still run on libuv's threads while the
 * handler runs, and may put a folder back. False if it is still there after two seconds.
 */
function removeSettled(dir: string): boolean {
  const deadline = Date.now() + 2000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fsSync.rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 5 });
    } catch {
      // A file written into it meanwhile (ENOTEMPTY): tried again below.
    }
    Atomics.wait(pause, 0, 0, 25);
    if (!fsSync.existsSync(dir)) return true;
    if (Date.now() > deadline) return false;
  }
}

/**
 * Creates an empty staging folder next to `outDir` (same file system, so the swap is a rename), after
 * finishing or rolling back a swap a killed build left half done. The folder carries docsgen's output
 * marker from the start, so the site it becomes can be replaced by the next build.
 */
export async function createStaging(outDir: string): Promise<Staging> {
  const parent = path.dirname(outDir);
  const dir = stagingDirFor(outDir);
  try {
    await fs.mkdir(parent, { recursive: true });
    await recoverSwap(outDir);
    await fs.rm(dir, { recursive: true, force: true });
    activeStagings.add(dir);
    newOutputInPlace = false;
    // Not recursive: on a read-only file system a recursive mkdir says ENOENT instead of EROFS.
    await fs.mkdir(dir);
    await fs.mkdir(path.join(dir, path.dirname(OUTPUT_MARKER)), { recursive: true });
    await fs.writeFile(path.join(dir, OUTPUT_MARKER), OUTPUT_MARKER_CONTENTS);
  } catch (error) {
    activeStagings.delete(dir);
    await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
    throw explainWriteError(error, outDir);
  }
  const explained = async <T>(step: () => Promise<T>, readFrom?: string): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      throw explainWriteError(error, outDir, readFrom);
    }
  };
  const made = new Set<string>();
  const ensureDir = async (file: string) => {
    const d = path.dirname(file);
    if (made.has(d)) return;
    await fs.mkdir(d, { recursive: true });
    made.add(d);
  };
  return {
    dir,
    outDir,
    async write(files) {
      // Bounded concurrency: fast on SSDs without exhausting file descriptors.
      const queue = files.slice();
      const worker = async () => {
        for (let f = queue.shift(); f; f = queue.shift()) {
          const target = path.join(dir, f.path);
          await ensureDir(target);
          await fs.writeFile(target, f.contents);
        }
      };
      await explained(() => Promise.all(Array.from({ length: 32 }, worker)));
    },
    async copy(from, to) {
      const target = path.join(dir, to);
      await explained(async () => {
        await ensureDir(target);
        await fs.copyFile(from, target);
      }, from);
    },
    commit: () => explained(async () => {
      // A folder that appeared at the output's name during the build is not docsgen's to replace.
      const existing = fsSync.statSync(outDir, { throwIfNoEntry: false })?.isDirectory() ? fsSync.readdirSync(outDir).length : 0;
      if (existing && !hasOutputMarker(outDir)) {
        throw new DocsgenError({ file: outDir, message: 'the output folder now holds files docsgen did not write; they were left as they were', hint: 'choose an empty or new output folder' });
      }
      await swapIntoPlace(dir, outDir, () => {
        activeStagings.delete(dir);
        newOutputInPlace = true;
      });
    }),
    async discard() {
      activeStagings.delete(dir);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** A short content hash for asset file names. */
export function contentHash(contents: string | Uint8Array): string {
  return crypto.createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

/** dist/ path of a page: "404.html" for the not-found page, else its route's file ("a/b/index.html"). */
export function outputPathOfPage(page: { kind: string; route: string }, form: UrlForm): string {
  return page.kind === 'not-found' ? '404.html' : pageFileOf(page.route, form);
}
