/**
 * Whether a page or doc needs React in the browser: some file of it uses state or effect hooks, event
 * handler props, a class component's lifecycle, BrowserOnly or useIsBrowser. Read from the source
 * text (cheap, and errs towards hydrating): a file that only renders markup from props and imports
 * costs the reader no JavaScript.
 */
import fs from 'node:fs';

const INTERACTIVE =
  /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic|FormStatus|IsBrowser|ColorMode)\b|\bon[A-Z][A-Za-z]+\s*(?:=\s*\{|:)|\bBrowserOnly\b|\bcomponentDidMount\b|\bsetState\s*\(|\baddEventListener\s*\(/;
/** Code fences of an MDX text: their contents are examples, not code that runs. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm;
/** Inline code of an MDX text (`onClick: handler` in a sentence about an API). */
const INLINE_CODE = /`[^`\n]+`/g;
const CODE = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

export function looksInteractive(source: string, markdown = false): boolean {
  return INTERACTIVE.test(markdown ? source.replace(FENCE, '').replace(INLINE_CODE, '') : source);
}

/** Whether any of these files (a module's graph: components, partials, packages) looks interactive. */
export function anyInteractive(files: Iterable<string>): boolean {
  for (const file of files) {
    if (!CODE.test(file)) continue;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (looksInteractive(text, /\.mdx?$/i.test(file))) return true;
  }
  return false;
}
