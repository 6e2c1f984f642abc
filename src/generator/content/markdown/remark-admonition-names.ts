/**
 * Docusaurus admonition names before the admonition transform: its older names take the look of
 * docsgen's (`:::secondary` -> note, `:::important` -> info, `:::success` -> tip) and keep their own
 * name as the title, as Docusaurus shows them ("Important"); an unknown name (`:::infoNote`) is a
 * warning at its line, shown as a note titled with its name rather than a bare box.
 */
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from './visit.ts';
import { ADMONITION_TYPES } from './remark-admonitions.ts';
import { warnAt } from './types.ts';

const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };
const KNOWN = new Set<string>(ADMONITION_TYPES);

export default function remarkAdmonitionNames() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (KNOWN.has(node.name)) return;
      const alias = ALIASES[node.name];
      if (!alias) warnAt(file.data, node.position?.start.line, `unknown admonition ":::${node.name}", shown as a note`, `use one of ${[...KNOWN].map((t) => `:::${t}`).join(', ')}`);
      const hasLabel = (node.children[0]?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const title = alias ? node.name.charAt(0).toUpperCase() + node.name.slice(1) : node.name;
      if (!hasLabel) node.children.unshift({ type: 'paragraph', data: { directiveLabel: true } as never, children: [{ type: 'text', value: title }] });
      node.name = alias ?? 'note';
    });
  };
}
