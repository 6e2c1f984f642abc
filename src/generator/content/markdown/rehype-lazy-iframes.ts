/** Raw HTML is passed through; iframes and images load lazily so they never slow the first paint. */
import type { Root, Element } from 'hast';
import { visit } from './visit.ts';

export default function rehypeLazyMedia() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'iframe' || node.tagName === 'img') {
        node.properties.loading ??= 'lazy';
        if (node.tagName === 'img') node.properties.decoding ??= 'async';
      }
    });
  };
}
