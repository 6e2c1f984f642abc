/** Records the plain text of the first paragraph: the description when front matter gives none. */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

export default function remarkExcerpt() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.find((n) => n.type === 'paragraph');
    file.data.excerpt = first ? excerptOfParagraph(toString(withoutCode(first))) : '';
  };
}

/** A node without its MDX expressions (`{/* TODO *\/}`, `{props.x}`): what they hold is code, not text the reader sees. */
function withoutCode<T extends object>(node: T): T {
  const children = (node as { children?: Array<{ type: string }> }).children;
  if (!children) return node;
  return { ...node, children: children.filter((child) => child.type !== 'mdxTextExpression' && child.type !== 'mdxFlowExpression').map(withoutCode) };
}

/** A paragraph's text on one line, cut at a word boundary with "…" past 200 characters. */
export function excerptOfParagraph(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 197).replace(/\s+\S*$/, '')}…` : line;
}
