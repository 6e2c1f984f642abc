/** The page files of the content folder, listed inside the site only (see site-files.ts), with a diagnostic for each one refused. */
import path from 'node:path';
import type { DiagnosticBag } from '../diagnostics.ts';
import { printableName, walkSiteFiles } from './site-files.ts';

/**
 * Paths under `base` (relative, forward slashes, sorted) of the files ending in `extension`. Docs and
 * React pages walk the same folder: only the walk with `reportFolders` reports a folder link (a loop,
 * a link out of the site), so it is said once.
 */
export function listContentFiles(rootDir: string, base: string, extension: string, bag: DiagnosticBag, reportFolders = true): string[] {
  const shown = (rel: string) => printableName(path.relative(rootDir, path.join(base, rel)).split(path.sep).join('/') || '.');
  return walkSiteFiles({
    base,
    rootDir,
    accept: (name) => name.endsWith(extension),
    refuse: (rel, problem) => {
      if (!reportFolders && !rel.endsWith(extension)) return;
      if (problem === 'loop') {
        bag.warn({ file: shown(rel), message: 'this symlink leads to a folder already read (a loop, or a second link to it); it was skipped', hint: 'remove the symlink, or link to each folder once' });
      } else if (problem === 'outside') {
        bag.error({ file: shown(rel), message: 'this symlink points outside the site folder; docsgen reads and publishes only files inside it', hint: 'copy the file or folder into the site instead of linking to it' });
      } else {
        bag.error({ file: shown(rel), message: 'this is not a regular file (a named pipe, socket or device) and cannot be read as a page', hint: 'replace it with a regular file, or remove it' });
      }
    },
  });
}
