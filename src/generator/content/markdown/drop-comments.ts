/** The tree without its HTML comment nodes (those rehype-raw parsed out of a doc's raw HTML). */
import type { Root } from 'hast';
import type { Parent } from 'unist';
import { SKIP, visit } from './visit.ts';

export function dropComments(tree: Root): Root {
  visit(tree, 'comment', (_node, index: number | undefined, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  return tree;
}
