/**
 * The site's static folders (Docusaurus' `static/`), copied as they are to the root of the output,
 * and its custom stylesheets. Only files inside the site root are read, after resolving symlinks.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { DocsgenError } from '../diagnostics.ts';

/** Every file of the static folders, with its path in the output. */
export async function staticFiles(rootDir: string, dirs: string[]): Promise<Array<{ from: string; to: string }>> {
  const root = fs.realpathSync(rootDir);
  const files: Array<{ from: string; to: string }> = [];
  for (const dir of dirs) {
    const base = path.resolve(rootDir, dir);
    if (!fs.existsSync(base)) continue;
    for (const rel of (await fg('**/*', { cwd: base, onlyFiles: true, dot: true, followSymbolicLinks: false })).sort()) {
      const from = path.join(base, rel);
      if (!inside(root, fs.realpathSync(from))) continue;
      files.push({ from, to: rel });
    }
  }
  return files;
}

/** The custom stylesheets' text, joined, to follow docsgen's own styles. */
export async function readCustomCss(rootDir: string, files: string[]): Promise<string> {
  const root = fs.realpathSync(rootDir);
  const parts: string[] = [];
  for (const file of files) {
    const abs = path.resolve(rootDir, file);
    if (!fs.existsSync(abs) || !inside(root, fs.realpathSync(abs))) {
      throw new DocsgenError({ file, message: 'the custom stylesheet does not exist inside the site folder', hint: 'fix its path in customCss' });
    }
    parts.push(`\n/* ${file} */\n${await fs.promises.readFile(abs, 'utf8')}`);
  }
  return parts.join('');
}

function inside(root: string, real: string): boolean {
  return real === root || real.startsWith(root + path.sep);
}
