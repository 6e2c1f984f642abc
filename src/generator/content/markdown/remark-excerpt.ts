/**
 * Records the doc's description for when front matter gives none: its first line that says something
 * (source-excerpt.ts), read from the file as written (`excerptSource`: the MDX path's leniencies
 * rewrite a bare `<` as `&lt;`, which the page's meta tag would escape again).
 */
import type { VFile } from 'vfile';
import { sourceExcerpt } from './source-excerpt.ts';

export default function remarkExcerpt() {
  return (_tree: unknown, file: VFile) => {
    file.data.excerpt = sourceExcerpt(String(file.data.excerptSource ?? file.value)) ?? '';
  };
}
