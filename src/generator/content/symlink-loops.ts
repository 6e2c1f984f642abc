/**
 * Symbolic links under the content folder that lead back to a folder they are in: followed, they
 * would make an endless tree (fast-glob follows links and has no loop check, so loading the docs
 * never ended). Links to files and to other folders are kept; each looping link is returned as a
 * glob pattern to ignore.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Above this depth the walk stops: no real content is nested this deep. */
const MAX_DEPTH = 64;

/** Ignore patterns (relative to `base`, e.g. "guide/loop/**") for every looping link under `base`. */
export function symlinkLoops(base: string): string[] {
  const loops: string[] = [];
  const walk = (dir: string, rel: string, ancestors: string[], depth: number) => {
    if (depth > MAX_DEPTH) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
      const abs = path.join(dir, entry.name);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      let real: string;
      try {
        real = fs.realpathSync(abs);
        if (!fs.statSync(real).isDirectory()) continue;
      } catch {
        continue;
      }
      if (ancestors.includes(real)) {
        loops.push(`${childRel}/**`, childRel);
        continue;
      }
      walk(abs, childRel, [...ancestors, real], depth + 1);
    }
  };
  try {
    walk(base, '', [fs.realpathSync(base)], 0);
  } catch {
    // no content folder: nothing to ignore
  }
  return loops;
}
