/**
 * Which folders docsgen may replace with a built site. A build swaps its output folder as a whole, so
 * an output folder that is the project, holds it, or is one of its sources would be destroyed: these
 * are refused before anything is read, and so is a non-empty folder that docsgen did not write (its
 * output carries a marker file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../diagnostics.ts';
import { CACHE_DIR_NAME } from '../cache/build-cache.ts';

/** Written into every output folder: the mark that docsgen made it and may replace it. */
export const OUTPUT_MARKER = '.docsgen/output.json';
export const OUTPUT_MARKER_CONTENTS = `${JSON.stringify({ generator: 'docsgen', note: 'docsgen wrote this folder and replaces it on every build' })}\n`;
/** Output folders written before the marker existed carry this file instead. */
const LEGACY_MARKERS = ['.docsgen/check-manifest.json'];

/** The folders of a site an output folder must keep clear of. */
export interface SiteFolders {
  rootDir: string;
  configFile: string;
  contentDir: string;
  specsDir: string;
  /** The blogs' posts folders. */
  blogDirs?: string[];
}

/** Whether `dir` carries docsgen's output marker (or an older build's manifest). */
export function hasOutputMarker(dir: string): boolean {
  return [OUTPUT_MARKER, ...LEGACY_MARKERS].some((marker) => fs.statSync(path.join(dir, marker), { throwIfNoEntry: false })?.isFile());
}

/**
 * Throws a DocsgenError when `outDir` may not be replaced by a build: the project root or a folder
 * above it, a source folder (content, specs, static files, the cache) or one inside or above one, a
 * symbolic link, a file, or a non-empty folder without docsgen's marker.
 */
export function assertReplaceableOutput(outDir: string, site: SiteFolders): void {
  const shown = shownPath(outDir);
  const refuse = (message: string, hint: string): never => {
    throw new DocsgenError({ file: shown, message, hint });
  };
  const hint = 'build into a folder of its own, such as the default dist/ (`--out dist`)';
  const out = realpathOfNearest(outDir);
  const root = realpathOfNearest(site.rootDir);
  if (out === root) refuse('the output folder is the project folder itself: a build replaces its output folder as a whole, so it would delete the project', hint);
  if (isInside(root, out)) refuse('the output folder contains the project folder: a build replaces its output folder as a whole, so it would delete the project', hint);
  const sources: Array<[string, string]> = [
    ['content folder', site.contentDir],
    ['specs folder', site.specsDir],
    ...(site.blogDirs ?? []).map((dir): [string, string] => ['blog folder', dir]),
    ['static files folder', path.join(site.rootDir, 'static')],
    ['build cache', path.join(site.rootDir, CACHE_DIR_NAME)],
    ['node_modules folder', path.join(site.rootDir, 'node_modules')],
    ['.git folder', path.join(site.rootDir, '.git')],
    ['config file', site.configFile],
  ];
  for (const [what, dir] of sources) {
    const source = realpathOfNearest(dir);
    if (out === source) refuse(`the output folder is the site's ${what}: a build would replace it with the built site`, hint);
    if (isInside(source, out)) refuse(`the output folder contains the site's ${what}: a build would delete it`, hint);
    if (isInside(out, source) && what !== 'config file') {
      const why = /content|specs|static|blog/.test(what) ? 'the build would read its own output as input' : 'docsgen keeps its output apart from it';
      refuse(`the output folder is inside the site's ${what}: ${why}`, hint);
    }
  }
  const stat = fs.lstatSync(outDir, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isSymbolicLink()) refuse('the output folder is a symbolic link: a build would replace the link, not the folder it points to', 'pass the real folder to --out, or remove the link');
  if (!stat.isDirectory()) refuse('the output folder is a file, not a folder: a build would delete it', hint);
  if (hasOutputMarker(outDir)) return;
  const entries = fs.readdirSync(outDir);
  if (entries.length === 0) return;
  const sample = entries.sort().slice(0, 3).join(', ');
  refuse(
    `the output folder already holds files docsgen did not write (${sample}${entries.length > 3 ? ', …' : ''}); a build replaces its output folder as a whole, so they would be deleted`,
    `choose an empty or new output folder, or move those files away (docsgen marks its own output with ${OUTPUT_MARKER})`,
  );
}

/** The real path of `p`, through its nearest existing ancestor when `p` itself does not exist yet. */
function realpathOfNearest(p: string): string {
  const missing: string[] = [];
  let dir = path.resolve(p);
  for (;;) {
    try {
      return path.join(fs.realpathSync(dir), ...missing.reverse());
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return path.resolve(p);
      missing.push(path.basename(dir));
      dir = parent;
    }
  }
}

/** Whether `child` is strictly inside `parent`. */
function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel);
}

/** `outDir` as a user typed it: relative to the working folder when it is inside it. */
function shownPath(outDir: string): string {
  const rel = path.relative(process.cwd(), outDir);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? outDir : rel;
}
