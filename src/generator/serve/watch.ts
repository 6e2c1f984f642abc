/**
 * Watch mode's file watcher: content, specs, the site config and docsgen's own templates and
 * browser code. A change to the config, to a React page or other code under content/, or to
 * docsgen's templates needs a fresh generator (a new worker, the site loaded again); a doc, a spec
 * or an image is applied to the site in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { packagePath } from '../package-root.ts';

/** docsgen's own page templates (React components and the theme CSS). */
export const TEMPLATES_DIR = packagePath('src/templates/');
/** docsgen's browser code and the types it shares with the generator (watched when they exist: from the sources). */
const CLIENT_DIRS = [packagePath('src/client/'), packagePath('src/shared/')];

/** The absolute paths watch mode watches (and the output folder it ignores). */
export interface WatchTargets {
  rootDir: string;
  contentDir: string;
  specsDir: string;
  configFile: string;
  outDir: string;
  /** Files and folders the site's plugins watch (their `watchPaths`), absolute. */
  pluginPaths?: string[];
  /** The site's customCss files or their folders (style-paths.ts), absolute. */
  styleFiles?: string[];
  /** The blogs' folders, absolute: a change there loads the site again. */
  blogDirs?: string[];
}

/** Folders no change in which is a reason to update: dependencies, version control, outputs and caches. */
const IGNORED = /[\\/](node_modules|\.git|\.docsgen-cache|\.cache)([\\/]|$)|\.docsgen-(staging|retired|trash)-/;
/** Editors' and tools' temporary files (vim's swap and 4913, emacs' lock and backup files, sed -i's sedXXXXXX). */
const TEMPORARY = /(^|[\\/])(\.#[^\\/]*|#[^\\/]*#|4913|sed[A-Za-z0-9]{6}|\.goutputstream-[^\\/]*)$|~$|\.(swp|swx|swo|tmp|crswap)$/;
/** How long after a change a file is looked at again (see the recheck below). */
const RECHECK_MS = 120;
/** Code a page is made from: Node never reloads an imported module, so a fresh worker loads it. */
const CODE = /\.(tsx?|jsx?|mjs|cjs|mts|cts)$/;

/** What a watched change needs: `file` is absolute, `shown` relative to the site, `fresh` asks for a fresh generator. */
export type ChangeHandler = (file: string, shown: string, fresh: boolean) => void;

/** Starts watching. */
export function watchSources(targets: WatchTargets, onChange: ChangeHandler): FSWatcher {
  const own = [TEMPLATES_DIR, ...CLIENT_DIRS];
  const paths = [targets.contentDir, targets.specsDir, targets.configFile, ...(targets.blogDirs ?? []), ...(targets.pluginPaths ?? []), ...(targets.styleFiles ?? []), ...own].filter((p) => fs.existsSync(p));
  const outside = (p: string, dir: string) => path.relative(dir, p).startsWith('..');
  const watcher = watch(paths, {
    ignoreInitial: true,
    // Symbolic links are not followed: a link to a parent folder would be a loop, and the site
    // never reads a file outside its root anyway.
    followSymlinks: false,
    // Editors that save by writing a temporary file and renaming it make one change, not a delete and an add.
    atomic: true,
    // The output folder and its staging siblings change on every build: never a reason to update.
    ignored: (p: string) => !outside(p, targets.outDir) || IGNORED.test(p) || TEMPORARY.test(p),
  });
  const report = (file: string) => {
    const generator = own.some((dir) => !outside(file, dir));
    const fresh = generator || file === targets.configFile || (!outside(file, targets.contentDir) && CODE.test(file)) || (targets.blogDirs ?? []).some((dir) => !outside(file, dir));
    const shown = generator ? path.relative(path.dirname(path.dirname(TEMPLATES_DIR)), file) : path.relative(targets.rootDir, file) || file;
    onChange(file, shown.split(path.sep).join('/'), fresh);
  };
  // chokidar drops a file's change events for 50 ms after one it reports, and reports none of them
  // after: a save right after another (an editor's autosave, a fix typed fast) would be lost. Each
  // file is looked at again a little later, and reported once more if it changed since.
  const seen = new Map<string, string>();
  const recheck = new Map<string, NodeJS.Timeout>();
  watcher.on('all', (event, file) => {
    // A new folder's files come as their own events; a removed folder stands for the docs in it.
    if (event === 'addDir') return;
    seen.set(file, stateOf(file));
    report(file);
    clearTimeout(recheck.get(file));
    recheck.set(
      file,
      setTimeout(() => {
        recheck.delete(file);
        const now = stateOf(file);
        if (now === seen.get(file)) return;
        seen.set(file, now);
        report(file);
      }, RECHECK_MS).unref(),
    );
  });
  // A watcher error (e.g. too many files) must not stop the server; the next event still updates.
  watcher.on('error', () => {});
  return watcher;
}

/** What tells one version of a file from the next: its modification time, size and inode. */
function stateOf(file: string): string {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'gone';
}

/** The folders a user is told are watched, relative to the site. */
export function describeTargets(targets: WatchTargets): string {
  const rel = (p: string) => path.relative(targets.rootDir, p) || '.';
  const extra = [...(targets.pluginPaths ?? []), ...(targets.styleFiles ?? [])];
  const plugins = extra.length ? `, ${extra.map(rel).join(', ')}` : '';
  return `${rel(targets.contentDir)}/, ${rel(targets.specsDir)}/, ${rel(targets.configFile)}${plugins} and the templates`;
}
