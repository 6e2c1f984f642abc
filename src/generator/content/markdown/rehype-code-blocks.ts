/**
 * Highlights fenced code at build time and wraps it for the theme: optional title bar, highlighted
 * lines (`{1,3-5}`), one element per line, and a copy button the client wires up.
 * Fence meta: ```php title="functions.php" {2-4} showLineNumbers
 */
import type { Root, Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { htmlOf } from './html-markup.ts';
import { visit, SKIP } from './visit.ts';
import { grammarFor, highlight } from './highlighter.ts';
import { applyMagicComments } from './magic-comments.ts';

/** Parsed fence meta. */
export interface CodeMeta {
  title?: string;
  highlighted: Set<number>;
  showLineNumbers: boolean;
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

/** Builds the themed code block element (title bar, highlighted lines, copy button) for some code. */
export function codeBlockElement(code: string, lang: string | undefined, meta: CodeMeta): Element {
  const text = applyMagicComments(code.replace(/\n$/, ''), meta.highlighted);
  const grammar = grammarFor(lang);
  const tokens: ElementContent[] = grammar ? (highlight(text, grammar).children as ElementContent[]) : [{ type: 'text', value: text }];
  const lines = splitLines(tokens).map<Element>((children, i) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: meta.highlighted.has(i + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line'] },
    // An empty line still needs content to keep its height.
    children: children.length ? children : [{ type: 'text', value: '\n' }],
  }));
  const langClass = `language-${grammar ?? lang ?? 'text'}`;
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: { className: [langClass, ...(meta.showLineNumbers ? ['with-line-numbers'] : [])], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: { className: [langClass] }, children: lines }],
  };
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: lang ?? 'text' },
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
            properties: { type: 'button', className: ['code-block__copy'], ariaLabel: 'Copy code to clipboard', title: 'Copy' },
            children: [{ type: 'text', value: 'Copy' }],
          },
        ],
      },
    ],
  };
}

/**
 * Blocks already made by codeBlockHtml. API pages repeat many (the same error bodies and examples
 * under operation after operation: 45% of this site's calls), and highlighting is a third of an
 * API group's time. Bounded, as a watch-mode process renders build after build.
 */
const madeBlocks = new Map<string, string>();
const MADE_BLOCKS_LIMIT = 4096;

/** The code block as an HTML string, for templates that show code outside Markdown (API samples). */
export function codeBlockHtml(code: string, lang: string | undefined, title?: string): string {
  // JSON escapes any NUL in the language or title, so the first NUL always ends the prefix.
  const key = `${JSON.stringify([lang ?? null, title ?? null])}\0${code}`;
  let html = madeBlocks.get(key);
  if (html === undefined) {
    html = htmlOf(codeBlockElement(code, lang, { title, highlighted: new Set(), showLineNumbers: false }));
    if (madeBlocks.size >= MADE_BLOCKS_LIMIT) madeBlocks.clear();
    madeBlocks.set(key, html);
  }
  return html;
}

export default function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      // remark-math's display math (`$$`): left as it is for the site's math renderer (rehype-katex).
      if (classes.includes('math-display')) return;
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      parent.children[index] = codeBlockElement(toString(code), lang, meta);
      return SKIP;
    });
  };
}
