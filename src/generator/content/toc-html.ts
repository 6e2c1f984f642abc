/**
 * A heading's text as its table-of-contents entry shows it, when it has inline formatting:
 * `<code>`, `<strong>`, `<em>` and their like kept, links and other wrappers reduced to their text,
 * as Docusaurus' TOC draws a heading's HTML. Undefined for a heading of plain text (its `text` is shown).
 */
import type { ElementContent } from 'hast';
import type { PhrasingContent } from 'mdast';

const KEPT_ELEMENTS = new Set(['code', 'strong', 'em', 'b', 'i', 'del', 's', 'sub', 'sup', 'kbd', 'mark']);
const MDAST_TAGS: Record<string, string> = { inlineCode: 'code', strong: 'strong', emphasis: 'em', delete: 'del' };

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * From Markdown's heading (the Markdown path's tree). `written` when the heading holds a component or
 * an expression (MDX): its entry is what Docusaurus' TOC reads from the source, not what renders
 * (a component's children, not its own markup or props; an expression's code as written; no image).
 */
export function tocHtmlOfMdast(children: readonly PhrasingContent[]): { html: string; written: boolean } | undefined {
  let formatted = false;
  let written = false;
  const html = (nodes: readonly PhrasingContent[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return escapeHtml(node.value);
        const mdx = node as { type: string; name?: string | null; value?: string };
        if (mdx.type === 'mdxTextExpression') {
          written = true;
          return escapeHtml(mdx.value ?? '');
        }
        // An element written as JSX in MDX (`<em>now</em>`) counts as its Markdown form does.
        const jsxName = mdx.type === 'mdxJsxTextElement' ? mdx.name : undefined;
        if (jsxName === 'img') return '';
        const tag = MDAST_TAGS[node.type] ?? (jsxName && KEPT_ELEMENTS.has(jsxName) ? jsxName : undefined);
        if (tag) formatted = true;
        else if (mdx.type === 'mdxJsxTextElement') written = true;
        if (node.type === 'inlineCode') return `<code>${escapeHtml(node.value)}</code>`;
        const inner = 'children' in node ? html(node.children as PhrasingContent[]) : '';
        return tag ? `<${tag}>${inner}</${tag}>` : inner;
      })
      .join('');
  const out = html(children).trim();
  return formatted || written ? { html: out, written } : undefined;
}

/** From the rendered heading's elements (the MDX path's), its "#" link left out by the caller. */
export function tocHtmlOfHast(children: readonly ElementContent[]): string | undefined {
  let formatted = false;
  const html = (nodes: readonly ElementContent[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return escapeHtml(node.value);
        if (node.type !== 'element') return '';
        const kept = KEPT_ELEMENTS.has(node.tagName);
        if (kept) formatted = true;
        const inner = html(node.children);
        return kept ? `<${node.tagName}>${inner}</${node.tagName}>` : inner;
      })
      .join('');
  const out = html(children).trim();
  return formatted ? out : undefined;
}
