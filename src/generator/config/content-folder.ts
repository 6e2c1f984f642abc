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

/**
 * The folders outside the site's folder that are part of it: its content folder, and the folder of
 * each API group's spec (docusaurus-plugin-openapi-docs' `specPath: '../api/openapi.yaml'` in a
 * monorepo), each when it is in the site's repository. A spec elsewhere stays refused where it is read.
 */
export function foldersBesideSite(rootDir: string, config: { contentDir: string; api?: { groups: Array<{ spec?: string }> } }): string[] {
  let repository: string;
  try {
    repository = repositoryOf(fs.realpathSync(rootDir));
  } catch {
    return [];
  }
  const folders = [path.resolve(rootDir, config.contentDir), ...(config.api?.groups ?? []).flatMap((g) => (g.spec ? [path.dirname(path.resolve(rootDir, g.spec))] : []))];
  return folders.filter((folder) => {
    if (!path.relative(rootDir, folder).startsWith('..')) return false;
    try {
      const real = fs.realpathSync(folder);
      return real === repository || real.startsWith(repository + path.sep);
    } catch {
      return false;
    }
  });
}

/** The folder of the site's repository: the nearest one above the config's holding `.git`, else the config folder's parent. */
function repositoryOf(root: string): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return path.dirname(root);
  }
}
