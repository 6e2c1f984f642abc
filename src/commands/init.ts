/**
 * `docsgen init [dir]`: writes the starter site (the package's starter/ folder) into an empty or new
 * folder. It never writes into a folder that has anything in it, and creates every file exclusively,
 * so nothing already there is ever replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../generator/diagnostics.ts';
import { packagePath } from '../generator/package-root.ts';
import { GENERATOR_VERSION } from '../generator/render/page-views.ts';

const STARTER_DIR = packagePath('starter');
/** npm leaves `.gitignore` out of a package (and turns it into `.npmignore`): the starter keeps it as `gitignore`. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };

export interface InitResult {
  /** The site folder, absolute. */
  dir: string;
  /** The files written, relative to the site folder, with forward slashes. */
  files: string[];
}

/** Writes the starter site into `dir` (created when missing). Throws a DocsgenError when it cannot. */
export function initSite(dir: string): InitResult {
  const target = path.resolve(dir);
  const relative = path.relative(process.cwd(), target);
  const shown = relative === '' ? '.' : relative.startsWith('..') ? target : relative;
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (stat && !stat.isDirectory()) {
    throw new DocsgenError({ file: shown, message: 'is a file, not a folder', hint: 'name a new or empty folder: docsgen init my-docs' });
  }
  if (stat && fs.readdirSync(target).length > 0) {
    throw new DocsgenError({
      file: shown,
      message: 'the folder is not empty; docsgen init writes only into an empty or new folder, so it never replaces your files',
      hint: 'name a new folder (docsgen init my-docs), or empty this one first',
    });
  }
  fs.mkdirSync(target, { recursive: true });
  const files: string[] = [];
  for (const entry of fs.readdirSync(STARTER_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const relative = path.relative(STARTER_DIR, from).split(path.sep);
    relative[relative.length - 1] = RENAMED[entry.name] ?? entry.name;
    const to = path.join(target, ...relative);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const contents = relative.join('/') === 'package.json' ? starterPackageJson(fs.readFileSync(from, 'utf8'), target) : fs.readFileSync(from);
    // `wx`: fails rather than replaces, should anything appear in the folder meanwhile.
    fs.writeFileSync(to, contents, { flag: 'wx' });
    files.push(relative.join('/'));
  }
  return { dir: target, files: files.sort() };
}

/** The starter's package.json, named after its folder and depending on the docsgen that wrote it. */
function starterPackageJson(text: string, dir: string): string {
  const pkg = JSON.parse(text) as { name: string; devDependencies: Record<string, string> };
  pkg.name = packageName(path.basename(dir)) ?? pkg.name;
  pkg.devDependencies.docsgen = `^${GENERATOR_VERSION}`;
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** A valid npm package name made from a folder name, or undefined when nothing usable is left. */
export function packageName(folder: string): string | undefined {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
    .slice(0, 214);
  return name || undefined;
}
