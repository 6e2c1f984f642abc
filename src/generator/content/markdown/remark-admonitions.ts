/** Turns `:::note` … `:::` container directives into admonition boxes. */
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from './visit.ts';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(node.name in DEFAULT_TITLES)) return;
      // The `[Title]` label arrives as a first paragraph flagged directiveLabel.
      const first = node.children[0];
      let titleChildren: ContainerDirective['children'] = [];
      if (first && first.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
        // An empty label (`:::caution[]`) leaves the default title, as Docusaurus does.
        if (first.children.length) titleChildren = [first];
        node.children = node.children.slice(1);
      }
      const heading = {
        type: 'paragraph' as const,
        data: { hName: 'div', hProperties: { className: ['admonition__title'] } },
        children: titleChildren.length
          ? (titleChildren[0] as unknown as { children: unknown[] }).children
          : [{ type: 'text' as const, value: DEFAULT_TITLES[node.name] }],
      };
      const content = {
        type: 'blockquote' as const,
        data: { hName: 'div', hProperties: { className: ['admonition__content'] } },
        children: node.children,
      };
      // A site's own name (remark-admonition-names.ts) keeps a class of its own beside the look's.
      const keyword = node.attributes?.['data-keyword'];
      const themeName = keyword ?? node.attributes?.['data-theme-name'] ?? node.name;
      node.data = {
        hName: 'aside',
        // Docusaurus 3's names (`theme-admonition-tip`), not a bare `admonition`: a site's CSS written for
        // Docusaurus 2's alpha markup styles `.admonition`, which Docusaurus no longer writes.
        hProperties: { className: ['theme-admonition', `theme-admonition-${themeName}`, `admonition--${node.name}`, ...(keyword ? [`admonition--${keyword}`] : [])], role: 'note' },
      };
      node.children = [heading, content] as ContainerDirective['children'];
    });
  };
}
