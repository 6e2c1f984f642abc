/**
 * Config `moduleAliases` as esbuild takes them (`alias`): absolute folders, each inside the site
 * folder (after symlinks): an alias never leads an import outside it.
 */
import fs from 'node:fs';
import path from 'node:path';

export function siteAliases(rootDir: string, aliases: Record<string, string>): Record<string, string> | undefined {
  const root = fs.realpathSync(rootDir);
  const out: Record<string, string> = {};
  for (const [name, target] of Object.entries(aliases)) {
    const absolute = path.resolve(rootDir, target);
    let real: string;
    try {
      real = fs.realpathSync(absolute);
    } catch {
      continue;
    }
    if (real === root || real.startsWith(root + path.sep)) out[name] = real;
  }
  return Object.keys(out).length ? out : undefined;
}
