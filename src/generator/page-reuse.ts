/**
 * Pages whose inputs did not change since the last build are not rendered or written again: the
 * new dist/ gets a hard link to the previous build's file. A page's render key hashes everything
 * its HTML is made from (the generator's own code, the site view, the page view with its body and
 * sidebar markup); the build cache keeps, per output folder, each page's key with the size, mtime
 * and inode its file had, so a file changed or replaced since (by hand, by another tool) is never
 * reused. On this repo's site a no-change rebuild renders nothing, and writes no page bytes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from './cache/build-cache.ts';
import { cacheKey } from './cache/build-cache.ts';
import type { PageView } from '../templates/model.ts';
import type { WrittenFile } from './staged-pages.ts';

/** A page file as the last build left it: [render key, size, mtime in ms, inode]. */
type PageRecord = [key: string, size: number, mtimeMs: number, ino: number];

interface Manifest {
  pages: Record<string, PageRecord>;
}

/** What a build knows of the previous build's pages, and what it records for the next one. */
export interface PageReuse {
  /** The previous build's file to link for `file` when it was rendered from the same key and is untouched since. */
  reusable(file: string, key: string): string | undefined;
  /** Records the render key of a page this build wrote or linked. */
  rendered(file: string, key: string): void;
  /** Stores the records with the files' state once they are in place (see PageWriter.close). */
  save(written: Map<string, WrittenFile>): void;
}

/** Loads the previous build's records for `outDir` (none when the cache is off or empty). */
export async function openPageReuse(cache: BuildCache, outDir: string): Promise<PageReuse> {
  const manifestKey = cacheKey('rendered-pages', outDir);
  const previous = (await cache.read<Manifest>(manifestKey))?.pages ?? {};
  const keys = new Map<string, string>();
  return {
    reusable(file, key) {
      const record = previous[file];
      if (!record || record[0] !== key) return undefined;
      const old = path.join(outDir, file);
      const stat = fs.statSync(old, { throwIfNoEntry: false });
      return stat && stat.size === record[1] && stat.mtimeMs === record[2] && stat.ino === record[3] ? old : undefined;
    },
    rendered(file, key) {
      keys.set(file, key);
    },
    save(written) {
      const pages: Record<string, PageRecord> = {};
      for (const [file, key] of keys) {
        const state = written.get(file);
        if (state) pages[file] = [key, state.size, state.mtimeMs, state.ino];
      }
      cache.write(manifestKey, { pages } satisfies Manifest);
    },
  };
}

/** Hashes what one page's HTML is made from; `salt` covers the generator and the site view. */
export function renderKey(salt: string, view: PageView): string {
  const { contentHtml, sidebarHtml, ...rest } = view;
  return crypto
    .createHash('sha256')
    .update(salt)
    .update('\0')
    .update(JSON.stringify(rest))
    .update('\0')
    .update(sidebarHtml ?? '')
    .update('\0')
    .update(contentHtml)
    .digest('hex');
}
