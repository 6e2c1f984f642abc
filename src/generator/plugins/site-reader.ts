/**
 * The reader a plugin's `loadContent` gets: files inside the site only (after resolving symlinks),
 * regular files only, and every path it looks at recorded, so the build cache and the dev server
 * know what the plugin's content was made from.
 */
import path from 'node:path';
import { checkSiteFile, describeRefusal, printableName, readSiteFile } from '../content/site-files.ts';
import type { SiteReader } from './types.ts';

/** Largest file a plugin may read through the reader (bounds every parse, as the build's own inputs are). */
const MAX_BYTES = 16 * 1024 * 1024;

/** A refused or failed read: the message names the file; the plugin runner adds the plugin and the hook. */
export class SiteReadError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file} ${message}`);
  }
}

/** A reader of `rootDir`'s files, and the absolute paths it was asked about (read or found missing). */
export function createSiteReader(rootDir: string): { read: SiteReader; dependencies: Set<string> } {
  const dependencies = new Set<string>();
  const resolve = (relativePath: string): { abs: string; shown: string } => {
    const shown = printableName(String(relativePath));
    if (path.isAbsolute(relativePath)) throw new SiteReadError(shown, 'is an absolute path; give a path relative to the site folder');
    return { abs: path.resolve(rootDir, relativePath), shown };
  };
  // Only a path inside the site becomes a dependency (the cache hashes its dependencies, and reads
  // nothing outside the site either): a file the check let through, or a missing one whose path is inside.
  const depend = (abs: string, checked: { ok: boolean }) => {
    if (checked.ok || !path.relative(rootDir, abs).startsWith('..')) dependencies.add(abs);
  };
  const readText = (relativePath: string): string => {
    const { abs, shown } = resolve(relativePath);
    const read = readSiteFile(rootDir, abs);
    if (read.ok || read.reason === 'missing') depend(abs, read);
    if (!read.ok) throw new SiteReadError(shown, describeRefusal(read.reason));
    if (read.bytes.byteLength > MAX_BYTES) throw new SiteReadError(shown, `is larger than ${MAX_BYTES / 1024 / 1024} MB, more than a plugin may read`);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
    } catch {
      throw new SiteReadError(shown, 'is not valid UTF-8 text');
    }
  };
  const read: SiteReader = {
    readText,
    readJson<T>(relativePath: string): T {
      const text = readText(relativePath);
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new SiteReadError(printableName(relativePath), `is not valid JSON: ${(error as Error).message}`);
      }
    },
    exists(relativePath: string): boolean {
      const { abs } = resolve(relativePath);
      const checked = checkSiteFile(rootDir, abs);
      if (checked.ok || checked.reason === 'missing') depend(abs, checked);
      return checked.ok;
    },
  };
  return { read, dependencies };
}
