/**
 * A table wider than the column scrolls sideways inside a wrapper a keyboard can reach: a focusable
 * region (tabindex 0) named after the table, so arrow keys scroll it and a screen reader says what it is.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from './visit.ts';

/** "Table: Setting, Default, Meaning": the caption, else the header cells, for the region's name. */
function tableName(table: Element): string {
  let caption = '';
  const headers: string[] = [];
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'caption' && !caption) caption = toString(node).trim();
    if (node.tagName === 'th' && headers.length < 4) headers.push(toString(node).trim());
  });
  const name = caption || headers.filter(Boolean).join(', ');
  return name ? `Table: ${name.length > 80 ? `${name.slice(0, 79)}…` : name}` : 'Table';
}

export default function rehypeScrollableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const parentElement = parent as Element;
      if (parentElement.type === 'element' && parentElement.properties?.className && String(parentElement.properties.className).includes('table-scroll')) return SKIP;
      const wrapper: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: tableName(node) },
        children: [node],
      };
      parent.children[index] = wrapper;
      return SKIP;
    });
  };
}
