/**
 * rehype-raw re-parses the whole tree with parse5 to pass raw HTML through. Most docs have no raw
 * HTML, so run it only on trees that contain a `raw` node: same output, a fraction of the time. The
 * HTML comments it parses out of the raw HTML (`<!-- check with legal -->`) are left out of the page:
 * they are notes to the writers, which MDX (Docusaurus) never publishes either.
 */
import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';
import { dropComments } from './drop-comments.ts';

function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true;
  return Array.isArray(node.children) && node.children.some((c) => hasRaw(c as { type: string; children?: unknown[] }));
}

export default function rehypeRawWhenNeeded() {
  return (tree: Root, file: VFile): Root => (hasRaw(tree) ? dropComments(raw(tree, { file }) as Root) : tree);
}
