/**
 * A tree walker with unist-util-visit's behaviour (pre-order; a visitor may return SKIP, EXIT or
 * the index to go on from) for the build's own plugins. unist-util-visit names a debugging
 * function for every node it passes (Object.defineProperty per node, per walk), which made the
 * walks a fifth of the Markdown time; this one allocates nothing per node.
 */
import type { Node, Parent } from 'unist';

/** Go on with the children. */
export const CONTINUE = true;
/** Do not enter this node's children. */
export const SKIP = 'skip';
/** Stop the whole walk. */
export const EXIT = false;

type Action = typeof CONTINUE | typeof SKIP | typeof EXIT;
/** What a visitor may return: nothing, an action, the index of the sibling to go on from, or both. */
export type VisitorResult = void | undefined | Action | number | [Action, number?];
/** Called for each node that passes the test, with its index in its parent and the parent. */
export type Visitor<N extends Node = Node> = (node: N, index: number | undefined, parent: Parent | undefined) => VisitorResult;

/** Visits every node of `tree`, or those of one `type`, in document order. */
export function visit<N extends Node = Node>(tree: Node, visitor: Visitor<N>): void;
export function visit<N extends Node = Node>(tree: Node, type: string, visitor: Visitor<N>): void;
export function visit<N extends Node = Node>(tree: Node, typeOrVisitor: string | Visitor<N>, maybeVisitor?: Visitor<N>): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor) as Visitor<Node>;
  walk(tree, undefined, undefined, type, visitor);
}

const STOP = Symbol('stop');

/** Walks one node and its children; returns STOP to end the walk, else the index its parent goes on from. */
function walk(node: Node, index: number | undefined, parent: Parent | undefined, type: string | undefined, visitor: Visitor): number | undefined | typeof STOP {
  let action: Action = CONTINUE;
  let next: number | undefined;
  if (type === undefined || node.type === type) {
    const result = visitor(node, index, parent);
    if (Array.isArray(result)) {
      action = result[0];
      next = result[1];
    } else if (typeof result === 'number') next = result;
    else if (result !== undefined) action = result;
    if (action === EXIT) return STOP;
  }
  const children = (node as Partial<Parent>).children;
  if (children && action !== SKIP) {
    let i = 0;
    while (i > -1 && i < children.length) {
      const child = children[i];
      // Most nodes are leaves (text) of another type: passed over here, without a call.
      if (type !== undefined && child.type !== type && !(child as Partial<Parent>).children) {
        i++;
        continue;
      }
      const at = walk(child, i, node as Parent, type, visitor);
      if (at === STOP) return STOP;
      i = at ?? i + 1;
    }
  }
  return next;
}
