/**
 * Records where the doc writes its relative URLs, before any later transform rewrites them, so the
 * doc's Markdown copy can be made without parsing the Markdown a second time.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { urlSitesOf } from './url-sites.ts';

export default function remarkUrlSites() {
  return (tree: Root, file: VFile) => {
    file.data.urlSites = urlSitesOf(tree, String(file.value));
  };
}
