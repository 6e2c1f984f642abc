/**
 * Records every URL the rendered doc links to or loads (href, src, srcset, poster) with its line in
 * the source file, so link checks can name file:line. Runs last, so it sees the final URLs.
 */
import type { Root, Element } from 'hast';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';
import type { LinkRecord } from './types.ts';

/** The URL-valued properties and the attribute each is written as (a list: elements are many, and checked one by one). */
const URL_PROPERTIES = [['href', 'href'], ['src', 'src'], ['srcSet', 'srcset'], ['poster', 'poster']] as const;

export default function rehypeCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: LinkRecord[] = (file.data.links = []);
    const reported = file.data.reportedUrls ?? new Set<string>();
    const rewritten = file.data.rewrittenUrls ?? new Map<string, string>();
    const offset = file.data.lineOffset ?? 0;
    visit(tree, 'element', (node: Element) => {
      // Elements a plugin made up (heading "#" links) have no position; they link to their own heading.
      // Raw HTML re-parsed by hast-util-raw can carry a position without a start (found by the fuzz test).
      const line = (node.position?.start as { line?: number } | undefined)?.line;
      if (line === undefined) return;
      for (const [property, attr] of URL_PROPERTIES) {
        const value = node.properties[property];
        if (typeof value !== 'string' && !Array.isArray(value)) continue;
        const urls = attr === 'srcset' ? srcsetUrls(Array.isArray(value) ? value.join(', ') : value) : [String(value)];
        for (const url of urls) {
          if (!url) continue;
          const written = rewritten.get(url) ?? rewritten.get(safeDecode(url));
          // Reported as written (a broken Markdown link, rewritten to the path it leads to), or as it is.
          links.push({ url, ...(written ? { written } : {}), line: line + offset, tag: node.tagName, attr, reported: reported.has(url) || reported.has(safeDecode(url)) || (written !== undefined && reported.has(written)) });
        }
      }
    });
  };
}

/** The URLs of a srcset ("a.png 1x, b.png 2x"). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
