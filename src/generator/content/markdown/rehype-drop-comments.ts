/**
 * Leaves HTML comments written in a doc (`<!-- check with legal -->`) out of its page: they are notes
 * to the writers, which MDX (Docusaurus) never publishes either. Runs after the raw HTML is parsed.
 */
import type { Root } from 'hast';
import type { Parent } from 'unist';
import { SKIP, visit } from './visit.ts';

export default function rehypeDropComments() {
  return (tree: Root) => {
    visit(tree, 'comment', (_node, index: number | undefined, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
