/**
 * The site's static folders (the config's `staticDirectories`, `static/` by default): every file in
 * them is published as it is, at the same path under the site's root (static/img/logo.svg is
 * /img/logo.svg), like Docusaurus and VitePress do. A file whose real path (symlinks resolved) is outside the site folder is never read,
 * and a file that would replace a page or an asset the build writes is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError, type Diagnostic } from '../diagnostics.ts';
import type { OutputFile } from './staging.ts';

/** Files above this size are refused: a static folder is for logos, images and downloads, not archives. */
const MAX_STATIC_BYTES = 50 * 1024 * 1024;

/** A static file to publish, with where it comes from (for messages). */
export interface StaticFile extends OutputFile {
  source: string;
}

/** The static folders' files as outputs (a folder that does not exist gives none). */
export function readStaticFiles(rootDir: string, staticDirs: string[]): { files: StaticFile[]; warnings: Diagnostic[] } {
  const realRoot = fs.realpathSync(rootDir);
  const files: StaticFile[] = [];
  const warnings: Diagnostic[] = [];
  for (const staticDir of staticDirs) {
    const dir = path.resolve(rootDir, staticDir);
    if (fs.existsSync(dir)) readStaticFolder(dir, rootDir, realRoot, files, warnings);
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, warnings };
}

function readStaticFolder(dir: string, rootDir: string, realRoot: string, files: StaticFile[], warnings: Diagnostic[]): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const shown = path.relative(rootDir, file).split(path.sep).join('/');
    const real = realPathOf(file);
    if (!real || !(real === realRoot || real.startsWith(realRoot + path.sep))) {
      warnings.push({ file: shown, message: 'is a link to a file outside the site folder, so it was not published', hint: 'copy the file into the static folder instead of linking to it' });
      continue;
    }
    const stat = fs.statSync(real);
    if (!stat.isFile()) continue;
    if (stat.size > MAX_STATIC_BYTES) {
      throw new DocsgenError({ file: shown, message: `is ${Math.round(stat.size / 1024 / 1024)} MB, more than the 50 MB a static file may be`, hint: 'host large downloads elsewhere and link to them' });
    }
    files.push({ path: path.relative(dir, file).split(path.sep).join('/'), contents: fs.readFileSync(real), source: shown });
  }
}

/** Throws when a static file has the path of a file the build writes itself. */
export function assertNoStaticClash(staticFiles: StaticFile[], generated: Iterable<string>): void {
  const taken = new Set(generated);
  const clashes = staticFiles.filter((f) => taken.has(f.path));
  if (clashes.length === 0) return;
  throw new DocsgenError(
    clashes.map((f) => ({
      file: f.source,
      message: `would replace /${f.path}, which the build writes itself`,
      hint: 'rename or move the static file',
    })),
  );
}

/** The file's path with every symlink resolved, or undefined for a dangling link. */
function realPathOf(file: string): string | undefined {
  try {
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
}
