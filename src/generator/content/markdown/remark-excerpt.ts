/**
 * Records the first line of the first paragraph, as its source has it: the description when front
 * matter gives none (Docusaurus' rule; a paragraph written on one line is all of it).
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

export default function remarkExcerpt() {
  return (tree: Root, file: VFile) => {
    // A quote's text counts, as a summary written as one (`> In short: …`) is the page's first line.
    const block = tree.children.find((n) => n.type === 'paragraph' || (n.type === 'blockquote' && n.children.some((c) => c.type === 'paragraph')));
    const first = block?.type === 'blockquote' ? block.children.find((c) => c.type === 'paragraph') : block;
    file.data.excerpt = first ? excerptOfParagraph(toString(withoutCode(first)).split('\n')[0], DOC_EXCERPT_LENGTH) : '';
  };
}

/** A node without its MDX expressions (`{/* TODO *\/}`, `{props.x}`): what they hold is code, not text the reader sees. */
function withoutCode<T extends object>(node: T): T {
  const children = (node as { children?: Array<{ type: string }> }).children;
  if (!children) return node;
  return { ...node, children: children.filter((child) => child.type !== 'mdxTextExpression' && child.type !== 'mdxFlowExpression').map(withoutCode) };
}

/** Characters a doc's description keeps: a line longer than any a writer wraps at, yet no whole page. */
export const DOC_EXCERPT_LENGTH = 320;

/** A paragraph's text on one line, cut at a word boundary with "…" past `max` characters (200). */
export function excerptOfParagraph(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 3).replace(/\s+\S*$/, '')}…` : line;
}
