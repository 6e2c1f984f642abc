/**
 * Whether a page or doc needs React in the browser: some file of it uses state or effect hooks, event
 * handler props, a class component's lifecycle, BrowserOnly or useIsBrowser. Read from the source
 * text (cheap, and errs towards hydrating): a file that only renders markup from props and imports
 * costs the reader no JavaScript. Of an MDX file only what runs is read (remark-script-text.ts):
 * its prose and code examples may name `useState` or `onClick` freely.
 */
import fs from 'node:fs';
import type { VFile } from 'vfile';

const INTERACTIVE =
  /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic|FormStatus|IsBrowser|ColorMode)\b|\bon[A-Z][A-Za-z]+\s*(?:=\s*\{|:)|\bBrowserOnly\b|\bcomponentDidMount\b|\bsetState\s*\(|\baddEventListener\s*\(/;
const CODE = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

/** Whether a component's source, or what of an MDX file runs, looks interactive. */
export function looksInteractive(source: string): boolean {
  return INTERACTIVE.test(source);
}

/**
 * Whether any of these files (a module's graph: components, partials, packages) looks interactive;
 * the MDX files by what of them runs, from their compiled `mdxFiles`.
 */
export function anyInteractive(files: Iterable<string>, mdxFiles: VFile[] = []): boolean {
  if (mdxFiles.some((file) => looksInteractive(file.data.scriptText ?? ''))) return true;
  for (const file of files) {
    if (!CODE.test(file) || /\.mdx?$/i.test(file)) continue;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (looksInteractive(text)) return true;
  }
  return false;
}
