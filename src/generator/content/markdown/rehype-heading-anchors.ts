/** Appends a "#" link to every h2–h6 that has an id, so readers can copy a link to the section. */
import type { Root, Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit.ts';

const HEADING = /^h[2-6]$/;

/** `only`: the headings to give an anchor (an MDX doc's Markdown headings); default every one with an id. */
export default function rehypeHeadingAnchors(only?: Set<Element>) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!HEADING.test(node.tagName) || typeof node.properties.id !== 'string' || (only && !only.has(node))) return;
      const id = node.properties.id;
      // A JSX heading's own classes stay (`<h2 className="api-title">`).
      const given: unknown = node.properties.className;
      const own: string[] = Array.isArray(given) ? given.map(String) : typeof given === 'string' ? given.split(/\s+/) : [];
      node.properties.className = [...own.filter((c) => c && c !== 'anchor'), 'anchor'];
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${toString(node).trim()}` },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
