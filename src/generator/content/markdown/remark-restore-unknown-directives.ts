/**
 * remark-directive reads `:word` in prose ("ratio 16:9", "key:value") as a text directive. Directives
 * docsgen does not handle go back to the text they were written as, so no prose silently disappears.
 */
import type { Root, PhrasingContent, Text } from 'mdast';
import type { TextDirective, LeafDirective } from 'mdast-util-directive';
import { visit, SKIP } from './visit.ts';
import { ADMONITION_TYPES } from './remark-admonitions.ts';

const handled = new Set<string>(ADMONITION_TYPES);

export default function remarkRestoreUnknownDirectives() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'textDirective') {
        const d = node as TextDirective;
        const restored: PhrasingContent[] = [{ type: 'text', value: `:${d.name}` } as Text];
        if (d.children.length) restored.push({ type: 'text', value: '[' }, ...d.children, { type: 'text', value: ']' });
        parent.children.splice(index, 1, ...(restored as never[]));
        return [SKIP, index + restored.length];
      }
      if (node.type === 'leafDirective' && !handled.has((node as LeafDirective).name)) {
        const d = node as LeafDirective;
        const paragraph = { type: 'paragraph', children: [{ type: 'text', value: `::${d.name}` }, ...d.children] };
        parent.children.splice(index, 1, paragraph as never);
        return SKIP;
      }
      return undefined;
    });
  };
}
