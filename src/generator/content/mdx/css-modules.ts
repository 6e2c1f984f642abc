/**
 * CSS modules (`import styles from './x.module.css'`) are scoped, as Docusaurus' bundler scopes
 * them: `.hero` in the file is `.m1a2b3c_hero` on the page, and `styles.hero` is that name. Without
 * it a module's `.main` or `.island` styled docsgen's own elements of that name. The prefix comes
 * from the file's place in the site, so the server's markup and the browser's bundle agree.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

export const CSS_MODULE = /\.module\.(css|s[ac]ss)$/i;

/** The prefix of a CSS module's class names (a letter first: a class name cannot start with a digit). */
export function cssModulePrefix(absPath: string, rootDir: string): string {
  const rel = path.relative(realPath(rootDir), realPath(absPath)).split(path.sep).join('/');
  return `m${crypto.createHash('sha256').update(rel).digest('hex').slice(0, 6)}`;
}

/** The bundler sees real paths, the linker the paths as written: both name a module by its real one. */
function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/** A CSS module as a JS module: each name it is asked for, scoped. */
export function cssModuleSource(prefix: string): string {
  return `export default new Proxy({}, { get: (_, name) => (typeof name === "string" ? ${JSON.stringify(`${prefix}_`)} + name : undefined) });`;
}

/** The names of a CSS module, for code run without a bundler. */
export function cssModuleNames(prefix: string): Record<string, string> {
  return new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `${prefix}_${name}` : undefined) });
}

/**
 * The module's stylesheet with its local class and animation names scoped (esbuild's `local-css`;
 * `:global(…)` is kept). Asynchronous: esbuild's synchronous calls start a service of their own.
 */
export async function scopedCss(css: string, prefix: string): Promise<string> {
  try {
    return (await esbuild.transform(css, { loader: 'local-css', sourcefile: `${prefix}.css`, logLevel: 'silent' })).code;
  } catch {
    // Not parseable as CSS: as written, as before (the browser drops what it cannot read).
    return css;
  }
}
