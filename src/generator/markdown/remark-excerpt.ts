/** Records the plain text of the first paragraph: the description when front matter gives none. */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

export default function remarkExcerpt() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.find((n) => n.type === 'paragraph');
    const text = first ? toString(first).replace(/\s+/g, ' ').trim() : '';
    file.data.excerpt = text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text;
  };
}
