/**
 * Pages whose inputs did not change since the last build are not rendered or written again: the
 * new dist/ gets a hard link to the previous build's file. Other small outputs (Markdown copies,
 * redirect stubs, assets) are linked too when their bytes are the same: on this file system,
 * creating a file costs ten times as much as linking one. A page's render key hashes everything
 * its HTML is made from (the generator's own code, the site view, the page view with its body and
 * sidebar markup); the build cache keeps, per output folder, each page's key with the size, mtime
 * and inode its file had, so a file changed or replaced since (by hand, by another tool) is never
 * reused. On this repo's site a no-change rebuild renders nothing, and writes no page bytes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildCache } from '../cache/build-cache.ts';
import { cacheKey } from '../cache/build-cache.ts';
import type { PageView } from '../../templates/model.ts';
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
  /** Records the key of a file this build wrote or linked (a page's render key, another file's content hash). */
  record(file: string, key: string): void;
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
    record(file, key) {
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

/** Files larger than this are written again rather than hashed to be linked (hashing would cost more). */
const LINKABLE_BYTES = 256 * 1024;

/**
 * The key of an output file other than a page (a Markdown copy, a redirect stub, an asset): its
 * content hash, or undefined for a large file, which is simply written.
 */
export function contentKey(contents: string | Uint8Array): string | undefined {
  const size = typeof contents === 'string' ? contents.length : contents.byteLength;
  return size <= LINKABLE_BYTES ? crypto.createHash('sha256').update(contents).digest('hex') : undefined;
}

/**
 * Hashes what one page's HTML is made from; `salt` covers the generator and the site view. The
 * body and the sidebar markup, the bulk of a page, come as short identities when known (`content`:
 * a hash of the body made where it was rendered; `sidebar`: see SidebarMarkup.keyOf), so their
 * text is not hashed again for every page: at 10,000 pages that was a second of each rebuild.
 */
export function renderKey(salt: string, view: PageView, known: { content?: string; sidebar?: string } = {}): string {
  const { contentHtml, sidebarHtml, ...rest } = view;
  return crypto
    .createHash('sha256')
    .update(salt)
    .update('\0')
    .update(JSON.stringify(rest))
    .update('\0')
    .update(known.sidebar !== undefined ? `key:${known.sidebar}` : `html:${sidebarHtml ?? ''}`)
    .update('\0')
    .update(known.content !== undefined ? `key:${known.content}` : `html:${contentHtml}`)
    .digest('hex');
}
