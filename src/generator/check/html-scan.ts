/**
 * Reads one HTML page with htmlparser2's tokenizer (no tree, so a whole site reads in well under a
 * second) and returns every URL it links to or loads, and every id a `#fragment` can land on.
 */
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { srcsetUrls } from '../content/markdown/rehype-collect-links.ts';

/** A URL found in a page: the element and attribute that hold it, and the value as written. */
export interface HtmlLink {
  tag: string;
  attr: 'href' | 'src' | 'srcset' | 'poster';
  url: string;
}

/** Where a `#fragment` can land on a page. */
export interface PageAnchors {
  /** Values of id attributes, plus `<a name>` (old-style anchors). */
  ids: Set<string>;
  /** Ids of headings, in page order, for suggestions. */
  headings: string[];
}

export interface ScannedPage extends PageAnchors {
  links: HtmlLink[];
}

/**
 * Scans of markup that repeats on many pages: the sidebar, rendered once per build, where each page
 * only adds aria-current to its own entry. The cache compares raw bytes (without that marker), so
 * the repeated bytes are neither decoded nor tokenized again; most of a large site is sidebar.
 * A page without the region is simply scanned whole.
 */
export class RegionCache {
  private readonly entries: Array<{ bytes: Buffer; scan: ScannedPage }> = [];

  /** The scan of a region, from the cache when the same bytes were seen before. */
  scan(region: Buffer): ScannedPage {
    const mark = region.indexOf(CURRENT_MARK);
    const head = mark < 0 ? region : region.subarray(0, mark);
    const tail = mark < 0 ? region.subarray(region.length) : region.subarray(mark + CURRENT_MARK.length);
    const length = head.length + tail.length;
    for (const entry of this.entries) {
      if (entry.bytes.length === length && entry.bytes.subarray(0, head.length).equals(head) && entry.bytes.subarray(head.length).equals(tail)) return entry.scan;
    }
    const bytes = Buffer.concat([head, tail]);
    const scan = scanHtml(bytes.toString('utf8'));
    this.entries.push({ bytes, scan });
    return scan;
  }
}

// The sidebar's nav, whatever classes follow its own (Sidebar.tsx).
const REGION_OPEN = Buffer.from('<nav class="sidebar__nav');
const REGION_CLOSE = Buffer.from('</nav>');
const CURRENT_MARK = Buffer.from(' aria-current="page"');

/** Links and ids of a page file's bytes, reusing the scan of its sidebar when the cache has seen it. */
export function scanPage(bytes: Buffer, cache: RegionCache): ScannedPage {
  const start = bytes.indexOf(REGION_OPEN);
  const end = start >= 0 ? bytes.indexOf(REGION_CLOSE, start) : -1;
  if (end < 0) return scanHtml(bytes.toString('utf8'));
  const stop = end + REGION_CLOSE.length;
  const region = cache.scan(bytes.subarray(start, stop));
  const before = scanHtml(bytes.toString('utf8', 0, start));
  const after = scanHtml(bytes.toString('utf8', stop));
  for (const id of region.ids) before.ids.add(id);
  for (const id of after.ids) before.ids.add(id);
  return { links: before.links.concat(region.links, after.links), ids: before.ids, headings: before.headings.concat(region.headings, after.headings) };
}

/** Whether html[start, start + word.length) is `word` (lower-case letters), in any case. */
function nameIs(html: string, start: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if ((html.charCodeAt(start + i) | 32) !== word.charCodeAt(i)) return false;
  return true;
}

/** Which attribute a name at html[start, end) is, without allocating a string for the others. */
function attrAt(html: string, start: number, end: number, tagIsA: boolean): string | undefined {
  switch (end - start) {
    case 2:
      return nameIs(html, start, 'id') ? 'id' : undefined;
    case 3:
      return nameIs(html, start, 'src') ? 'src' : undefined;
    case 4:
      return nameIs(html, start, 'href') ? 'href' : tagIsA && nameIs(html, start, 'name') ? 'name' : undefined;
    case 6:
      return nameIs(html, start, 'srcset') ? 'srcset' : nameIs(html, start, 'poster') ? 'poster' : undefined;
    default:
      return undefined;
  }
}

const noop = () => {};

/** Tokenizes HTML and collects its links and ids. */
/**
 * A copy of a string that does not keep the page it was cut from in memory: V8 represents a slice of
 * 13 characters or more as a view of its parent, so an id kept per page would keep the whole page's
 * HTML alive (over a gigabyte for a 10,000-page site).
 */
function detach(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}

export function scanHtml(html: string): ScannedPage {
  const links: HtmlLink[] = [];
  const ids = new Set<string>();
  const headings: string[] = [];
  let tagStart = 0;
  let tagEnd = 0;
  let attr: string | undefined;
  let value = '';
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tagStart = start;
      tagEnd = end;
    },
    onattribname(start, end) {
      attr = attrAt(html, start, end, tagEnd - tagStart === 1 && (html.charCodeAt(tagStart) | 32) === 97);
      value = '';
    },
    onattribdata(start, end) {
      if (attr) value += html.slice(start, end);
    },
    onattribentity(codepoint) {
      if (attr) value += String.fromCodePoint(codepoint);
    },
    onattribend() {
      if (!attr) return;
      const name = attr;
      attr = undefined;
      if (name === 'id' || name === 'name') {
        const id = detach(value);
        ids.add(id);
        // h1-h6: two characters, "h" then a digit.
        if (tagEnd - tagStart === 2 && (html.charCodeAt(tagStart) | 32) === 104 && html.charCodeAt(tagStart + 1) >= 49 && html.charCodeAt(tagStart + 1) <= 54) headings.push(id);
        return;
      }
      const tag = html.slice(tagStart, tagEnd).toLowerCase();
      if (name === 'srcset') for (const url of srcsetUrls(value)) links.push({ tag, attr: name, url: detach(url) });
      else if (value.trim()) links.push({ tag, attr: name as HtmlLink['attr'], url: detach(value.trim()) });
    },
    oncdata: noop,
    onclosetag: noop,
    oncomment: noop,
    ondeclaration: noop,
    onend: noop,
    onopentagend: noop,
    onprocessinginstruction: noop,
    onselfclosingtag: noop,
    ontext: noop,
    ontextentity: noop,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return { links, ids, headings };
}
