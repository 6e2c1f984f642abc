/**
 * What watch mode watches for a site's customCss: each file's folder, so that the files it
 * `@import`s are seen too, or the file alone when it lies in the site root (watching the whole root
 * would watch every file of the repo).
 */
import path from 'node:path';

export function customCssPaths(rootDir: string, customCss: string[]): string[] {
  return [...new Set(customCss.map((css) => path.resolve(rootDir, css)).map((file) => (path.dirname(file) === path.resolve(rootDir) ? file : path.dirname(file))))];
}

/** Whether a changed file is one the site's stylesheets are made from: a customCss file, or a stylesheet in a watched folder of one. */
export function isCustomCssChange(rootDir: string, customCss: string[], file: string): boolean {
  return customCssPaths(rootDir, customCss).some((watched) => file === watched || (/\.css$/i.test(file) && file.startsWith(watched + path.sep)));
}
