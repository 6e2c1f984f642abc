/**
 * Watch mode's file watcher: content, specs, the site config and docsgen's templates. A template
 * change asks for a fresh generator (a new worker), anything else for a plain rebuild.
 */
import fs from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { packagePath } from '../package-root.ts';

/** docsgen's own page templates (React components and the theme CSS). */
export const TEMPLATES_DIR = packagePath('src/templates/');

/** The absolute paths watch mode watches (and the output folder it ignores). */
export interface WatchTargets {
  rootDir: string;
  contentDir: string;
  specsDir: string;
  configFile: string;
  outDir: string;
}

/** Starts watching; `onChange` gets the changed path (relative to the site) and whether templates changed. */
export function watchSources(targets: WatchTargets, onChange: (file: string, templates: boolean) => void): FSWatcher {
  const paths = [targets.contentDir, targets.specsDir, targets.configFile, TEMPLATES_DIR].filter((p) => fs.existsSync(p));
  const outside = (p: string, dir: string) => path.relative(dir, p).startsWith('..');
  const watcher = watch(paths, {
    ignoreInitial: true,
    // The output folder and its staging siblings change on every build: never a reason to rebuild.
    ignored: (p: string) => !outside(p, targets.outDir) || /[\\/](node_modules|\.git)([\\/]|$)|\.docsgen-(staging|retired|trash)-/.test(p),
  });
  watcher.on('all', (_event, file) => {
    const templates = !outside(file, TEMPLATES_DIR);
    onChange(templates ? path.relative(path.dirname(TEMPLATES_DIR), file) : path.relative(targets.rootDir, file) || file, templates);
  });
  // A watcher error (e.g. too many files) must not stop the server; the next event still rebuilds.
  watcher.on('error', () => {});
  return watcher;
}

/** The folders a user is told are watched, relative to the site. */
export function describeTargets(targets: WatchTargets): string {
  const rel = (p: string) => path.relative(targets.rootDir, p) || '.';
  return `${rel(targets.contentDir)}/, ${rel(targets.specsDir)}/, ${rel(targets.configFile)} and the templates`;
}
