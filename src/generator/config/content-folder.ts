/** Where a site's content may live: its config's folder, or a folder beside it in the same repository. */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../diagnostics.ts';

/**
 * A content folder outside the site's folder (a Docusaurus `docs.path: '../docs'`, a repo whose site
 * lives in website/, as Jest's and ent's; a config's `contentDir: '../docs'`) is part of the site
 * (content/site-files.ts `addSiteFolder`) when it is in the site's repository: under the nearest
 * folder above the config's holding `.git`, else under the config folder's parent. One elsewhere is
 * refused before anything in it is read (its confinement rule; see docs/input-safety.md).
 */
export function checkContentFolder(folder: string, rootDir: string, shown: string, key: string): void {
  const resolved = path.resolve(rootDir, folder);
  let real = resolved;
  try {
    real = fs.realpathSync(resolved);
  } catch {
    // a folder that does not exist is said later, where it is read
  }
  const root = fs.realpathSync(rootDir);
  const repository = repositoryOf(root);
  if (real === repository || real.startsWith(repository + path.sep)) return;
  const symlinked = fs.existsSync(resolved) && real !== resolved;
  throw new DocsgenError({
    file: shown,
    message: `${key} "${folder}" is outside the site's repository (${repository}${symlinked ? `; it is a symbolic link to ${real}` : ''}): docsgen reads and publishes only the site's folder and a docs folder beside it`,
    hint: `move the docs folder into the repository, next to ${path.basename(rootDir)}/`,
  });
}

/** The folder of the site's repository: the nearest one above the config's holding `.git`, else the config folder's parent. */
function repositoryOf(root: string): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return path.dirname(root);
  }
}
