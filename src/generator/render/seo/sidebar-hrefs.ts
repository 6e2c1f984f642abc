/** The internal links of a sidebar tree (pages and category pages), in reading order. */
import type { SidebarNode } from '../../../shared/types.ts';

/** Every internal href a sidebar subtree links to, external links left out. */
export function sidebarHrefs(nodes: SidebarNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'html' ? [] : n.type === 'link' ? (n.external ? [] : [n.href]) : [...(n.href ? [n.href] : []), ...sidebarHrefs(n.items)]));
}
