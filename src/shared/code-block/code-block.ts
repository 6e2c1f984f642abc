/**
 * The themed code block (optional title bar, highlighted lines, one element per line, a copy
 * button) as a hast element, the same on the server (rehype-code-blocks.ts, MDX's CodeBlock) and in
 * the browser, where a CodeBlock whose code changes, or that first mounts there, is drawn again
 * (templates/docusaurus/code-block-dom.ts).
 */
import type { Element, ElementContent, Root } from 'hast';
import { applyMagicComments, type MagicComment } from './magic-comments.ts';

/**
 * Prism through refractor (highlighter.ts), passed in: the browser draws a block in plain text at
 * once and loads the grammars in a chunk of their own, only when a block needs them.
 */
export interface Highlighter {
  grammarFor(lang: string | undefined): string | undefined;
  highlight(code: string, grammar: string): Root;
}

/** Parsed fence meta. */
export interface CodeMeta {
  title?: string;
  highlighted: Set<number>;
  showLineNumbers: boolean;
  /** The first line's number (`showLineNumbers=5`), when not 1. */
  firstLineNumber?: number;
  /** The site's own magic comments (magic-comments.ts), besides the highlight ones. */
  magicComments?: MagicComment[];
  /** The copy button's words in the site's language (English when unset). */
  copyLabels?: { text: string; ariaLabel: string };
}

/** Parses `title="…"`, `{1,3-5}` and `showLineNumbers` from a fence's meta string. */
export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const result: CodeMeta = { highlighted: new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let n = a; n <= (Number.isFinite(b) ? b : a) && n - a < 10_000; n++) result.highlighted.add(n);
    }
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(meta);
  const first = /\bshowLineNumbers=(\d{1,9})\b/.exec(meta);
  if (first && Number(first[1]) !== 1) result.firstLineNumber = Number(first[1]);
  return result;
}

/** Splits highlighted nodes into lines, cloning the token spans a line break falls inside. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1].push({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((children, i) => {
        if (i > 0) lines.push([]);
        if (children.length) lines[lines.length - 1].push({ ...node, children });
      });
    }
  }
  return lines;
}

/**
 * The line numbers' counter and column: `showLineNumbers=5` starts the counter one before the first
 * line's number; the column is as wide as the last number (Docusaurus' gutter fits its numbers).
 */
function lineNumberStyle(first: number | undefined, lineCount: number): string {
  const digits = String((first ?? 1) + lineCount - 1).length;
  return `${first !== undefined ? `counter-reset:line ${first - 1};` : ''}--line-digits:${digits}`;
}

/** Builds the themed code block element (title bar, highlighted lines, copy button) for some code. */
export function codeBlockElement(code: string, lang: string | undefined, meta: CodeMeta, highlighter?: Highlighter): Element {
  const lineClasses = new Map<number, string[]>();
  // Lines named in the meta string (`{2}`) are the highlight: comments are then code, as Docusaurus reads them.
  const text = meta.highlighted.size ? code.replace(/\n$/, '') : applyMagicComments(code.replace(/\n$/, ''), meta.highlighted, meta.magicComments, lineClasses);
  const grammar = highlighter?.grammarFor(lang);
  const tokens: ElementContent[] = grammar ? (highlighter!.highlight(text, grammar).children as ElementContent[]) : [{ type: 'text', value: text }];
  const lines = splitLines(tokens).map<Element>((children, i) => ({
    type: 'element',
    tagName: 'span',
    // A highlighted line also has Docusaurus' class, which a site's CSS may style.
    properties: { className: ['code-line', ...(meta.highlighted.has(i + 1) ? ['code-line--highlighted', 'theme-code-block-highlighted-line'] : []), ...(lineClasses.get(i + 1) ?? [])] },
    // An empty line still needs content to keep its height.
    children: children.length ? children : [{ type: 'text', value: '\n' }],
  }));
  // The language as the fence names it (`ts`, `shell`), as Docusaurus writes the class; the grammar may be an alias's.
  const langClass = `language-${lang ?? grammar ?? 'text'}`;
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    // `prism-code`: Docusaurus' name for the block's <pre>, which a site's CSS styles (a frame, a shadow).
    properties: { className: [langClass, ...(meta.showLineNumbers ? ['with-line-numbers'] : []), 'prism-code'], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: { className: [langClass], ...(meta.showLineNumbers ? { style: lineNumberStyle(meta.firstLineNumber, lines.length) } : {}) }, children: lines }],
  };
  return {
    type: 'element',
    tagName: 'div',
    // `theme-code-block`: Docusaurus' name for it, which a site's CSS styles.
    properties: { className: ['code-block', 'theme-code-block'], dataLanguage: lang ?? 'text' },
    children: [
      ...(meta.title
        ? [{ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: meta.title }] } as Element]
        : []),
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block__body'] },
        children: [
          pre,
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['code-block__copy'], ariaLabel: meta.copyLabels?.ariaLabel ?? 'Copy code to clipboard', title: meta.copyLabels?.text ?? 'Copy' },
            children: [{ type: 'text', value: meta.copyLabels?.text ?? 'Copy' }],
          },
        ],
      },
    ],
  };
}
