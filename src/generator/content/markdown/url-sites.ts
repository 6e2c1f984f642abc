/**
 * The relative URLs a Markdown text writes (links, images, definitions) and where: what the doc's
 * Markdown copy rewrites into absolute URLs. Found on the parsed tree before any transform changes a
 * URL, so the copy edits exactly the characters the writer wrote.
 */
import { visit } from './visit.ts';
import type { Definition, Image, Link, Root } from 'mdast';

/** Where a link, image or definition writes its relative URL in a Markdown text. */
export interface UrlSite {
  kind: 'link' | 'image' | 'definition';
  /** The URL as written. */
  url: string;
  /** Offset where it is written: the first match of `url` at or after the link text, the alt or the label. */
  at: number;
}

/** A URL with a scheme (https:, mailto:) or protocol-relative: already absolute. */
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** The relative URLs of a parsed Markdown text (as parsed, before any transform rewrote them). */
export function urlSitesOf(tree: Root, text: string): UrlSite[] {
  const sites: UrlSite[] = [];
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const target = node as Link | Image | Definition;
    if (!target.url || SCHEME.test(target.url) || !target.position) return;
    const at = text.indexOf(target.url, searchStart(target, text));
    if (at !== -1 && at < (target.position.end.offset ?? 0)) sites.push({ kind: target.type, url: target.url, at });
  });
  return sites;
}

/** Where a node's destination URL can start: after the link text, the image's alt or the label. */
function searchStart(node: Link | Image | Definition, body: string): number {
  const start = node.position!.start.offset ?? 0;
  if (node.type === 'link') return node.children.at(-1)?.position?.end.offset ?? start + 1;
  if (node.type === 'image') return start + 2 + (node.alt?.length ?? 0);
  return body.indexOf(']:', start);
}

/**
 * Moves sites found in `parsed` to the same places in `original`, a text with the same lines except
 * some that were rewritten (admonition titles). Undefined when a site is on a rewritten line, or
 * the texts do not have the same number of lines: then the original must be parsed itself.
 */
export function moveUrlSites(sites: UrlSite[], parsed: string, original: string): UrlSite[] | undefined {
  if (parsed === original) return sites;
  const parsedLines = parsed.split('\n');
  const originalLines = original.split('\n');
  if (parsedLines.length !== originalLines.length) return undefined;
  const starts = (lines: string[]) => lines.reduce<number[]>((acc, line, i) => (acc.push(i === 0 ? 0 : acc[i - 1] + lines[i - 1].length + 1), acc), []);
  const parsedStarts = starts(parsedLines);
  const originalStarts = starts(originalLines);
  const moved: UrlSite[] = [];
  for (const site of sites) {
    let line = parsedStarts.length - 1;
    while (line > 0 && parsedStarts[line] > site.at) line--;
    if (parsedLines[line] !== originalLines[line]) return undefined;
    moved.push({ ...site, at: originalStarts[line] + (site.at - parsedStarts[line]) });
  }
  return moved;
}
