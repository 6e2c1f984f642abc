/**
 * Marks the headings written in Markdown (`## Setup`, an imported partial's too): they alone get a
 * `#` anchor and a place in the TOC. As in Docusaurus, a heading written as JSX (`<h2>`, a card's
 * `<h4>`, a component's `<h3>`) is left as it is: no id of its own, no anchor, not in the TOC, and
 * it never takes a Markdown heading's id. post-html.ts reads the mark on React's output and takes it
 * away. (At this stage JSX is not hast yet: every h2–h6 element is a Markdown heading.)
 */
import type { Root, Element } from 'hast';
import { visit } from '../markdown/visit.ts';

/** The mark, as a hast property (`data-markdown-heading` in HTML). */
export const MARKDOWN_HEADING = 'dataMarkdownHeading';
const HEADING = /^h[2-6]$/;

export default function rehypeMarkMarkdownHeadings() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      // The footnotes' screen-reader heading (remark-rehype's "Footnotes") is no section of the doc:
      // Docusaurus' TOC, made from the Markdown, never sees it.
      if (HEADING.test(node.tagName) && node.properties.id !== 'footnote-label') node.properties[MARKDOWN_HEADING] = '';
    });
  };
}
