/**
 * A paragraph of nothing but spaces (`&nbsp;` alone on a line, used for room above a heading): MDX 1's
 * Markdown parser (Docusaurus 2) trimmed it away, so the heading after it was the page's first
 * element (Infima's 3rem h1). With `markdown.indentedCode: 'everywhere'` (a Docusaurus 2 repo)
 * such a paragraph is left out here too.
 */
import type { Root } from 'mdast';

export default function remarkMdx1BlankParagraphs() {
  return (tree: Root) => {
    const blank = (node: Root['children'][number]) => node.type === 'paragraph' && node.children.every((child) => child.type === 'text' && child.value.trim() === '');
    const prune = (parent: { children: Root['children'] }) => {
      parent.children = parent.children.filter((child) => !blank(child));
      for (const child of parent.children) if ('children' in child && child.type !== 'paragraph') prune(child as { children: Root['children'] });
    };
    prune(tree);
  };
}
