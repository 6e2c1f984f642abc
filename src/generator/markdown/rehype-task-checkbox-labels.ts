/**
 * A GFM task's checkbox is labelled by its item's text (without nested lists), so a screen reader
 * says "Install the plugin, checkbox, checked" rather than an unnamed checkbox.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit.ts';

/** The item's own text: its children's, nested lists left out. */
function ownText(item: Element): string {
  const parts = item.children.filter((child): child is ElementContent => !(child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol')));
  return parts
    .map((child) => toString(child))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function checkboxOf(item: Element): Element | undefined {
  for (const child of item.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'input' && child.properties.type === 'checkbox') return child;
    // A loose list puts the checkbox in the item's first paragraph.
    if (child.tagName === 'p') return child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'input' && c.properties.type === 'checkbox');
  }
  return undefined;
}

export default function rehypeTaskCheckboxLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'li') return;
      const box = checkboxOf(node);
      if (!box || box.properties.ariaLabel) return;
      const text = ownText(node);
      if (text) box.properties.ariaLabel = text;
    });
  };
}
