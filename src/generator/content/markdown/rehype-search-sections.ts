/**
 * Splits the finished HTML tree into the searchable sections the search index is built from (intro,
 * then one per h2/h3), so the index step need not parse the HTML again. Runs last, on the final tree.
 */
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { sectionsOfTree } from '../../render/search-sections.ts';

export default function rehypeSearchSections() {
  return (tree: Root, file: VFile) => {
    file.data.sections = sectionsOfTree(tree);
  };
}
