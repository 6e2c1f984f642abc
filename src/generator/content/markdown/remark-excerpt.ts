/** Records the doc's description for when front matter gives none: its first line that says something (source-excerpt.ts). */
import type { VFile } from 'vfile';
import { sourceExcerpt } from './source-excerpt.ts';

export default function remarkExcerpt() {
  return (_tree: unknown, file: VFile) => {
    file.data.excerpt = sourceExcerpt(String(file.value)) ?? '';
  };
}
