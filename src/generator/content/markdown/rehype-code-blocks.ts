/**
 * Highlights fenced code at build time and wraps it for the theme: optional title bar, highlighted
 * lines (`{1,3-5}`), one element per line, and a copy button the client wires up.
 * Fence meta: ```php title="functions.php" {2-4} showLineNumbers
 */
import type { MagicComment } from '../../../shared/code-block/magic-comments.ts';
import type { Root, Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { htmlOf } from './html-markup.ts';
import { visit, SKIP } from './visit.ts';
import { codeBlockElement as blockOf, parseCodeMeta, type CodeMeta } from '../../../shared/code-block/code-block.ts';
import { grammarFor, highlight } from '../../../shared/code-block/highlighter.ts';

export { parseCodeMeta, splitLines, type CodeMeta } from '../../../shared/code-block/code-block.ts';

const HIGHLIGHTER = { grammarFor, highlight };

/** The themed code block element (title bar, highlighted lines, copy button) for some code. */
export function codeBlockElement(code: string, lang: string | undefined, meta: CodeMeta): Element {
  return blockOf(code, lang, meta, HIGHLIGHTER);
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

/**
 * With `mermaid` (config markdown.mermaid), a ```mermaid fence is a diagram: its source in a
 * `pre.mermaid` the browser draws (client/mermaid.ts), as Docusaurus' theme-mermaid does. A fence
 * without a language is `defaultLanguage`'s (config markdown.defaultCodeLanguage).
 */
export default function rehypeCodeBlocks(options: { mermaid?: boolean; magicComments?: MagicComment[]; copyLabels?: CodeMeta['copyLabels']; defaultLanguage?: string } = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      // A block a site's rehype plugin has drawn already (its lines as elements) is left as it drew it.
      if (code.children.some((child) => child.type !== 'text')) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      // remark-math's display math (`$$`): left as it is for the site's math renderer (rehype-katex).
      if (classes.includes('math-display')) return;
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? options.defaultLanguage;
      if (options.mermaid && lang === 'mermaid') {
        const diagram: Element = { type: 'element', tagName: 'div', properties: { className: ['mermaid-diagram'] }, children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid'] }, children: [{ type: 'text', value: toString(code).replace(/\n$/, '') }] }] };
        parent.children[index] = diagram;
        return SKIP;
      }
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      if (options.magicComments?.length) meta.magicComments = options.magicComments;
      if (options.copyLabels) meta.copyLabels = options.copyLabels;
      parent.children[index] = codeBlockElement(toString(code), lang, meta);
      return SKIP;
    });
  };
}
