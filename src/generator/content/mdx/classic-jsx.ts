/**
 * React's classic JSX runtime, which a site's tsconfig.json may ask for (`"jsx": "react"`) and esbuild
 * follows over its own `jsx` option: its compiled JSX names a `React` the file may never import, as
 * under Docusaurus (whose Babel ignores that setting). Such a site gets React injected.
 */
import fs from 'node:fs';
import path from 'node:path';
import { packagePath } from '../../package-root.ts';

/** What gives classic-runtime JSX its `React` (a site tsconfig's "jsx": "react"); see react-global.ts. */
export const REACT_GLOBAL = packagePath('src/generator/content/mdx/react-global.ts');

const classicJsxSites = new Map<string, boolean>();
/**
 * Whether the site's tsconfig.json (or jsconfig.json) asks for React's classic JSX runtime, which
 * esbuild follows over its own `jsx` option: only then is React injected (react-global.ts).
 */
export function usesClassicJsx(rootDir: string): boolean {
  let classic = classicJsxSites.get(rootDir);
  if (classic === undefined) {
    classic = ['tsconfig.json', 'jsconfig.json'].some((name) => {
      try {
        return /"jsx"\s*:\s*"react"/.test(fs.readFileSync(path.join(rootDir, name), 'utf8'));
      } catch {
        return false;
      }
    });
    classicJsxSites.set(rootDir, classic);
  }
  return classic;
}
