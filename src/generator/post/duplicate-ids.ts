/**
 * Post-build step: warns about an id used twice in one page, naming the page's file and the id. A
 * `#fragment` lands on the first element only, and aria-labelledby or aria-controls become
 * ambiguous (html-validate's no-dup-id, Lighthouse's duplicate-id-aria). It runs on every build, so
 * it does not parse: it finds each ` id="` with indexOf and keeps those inside a tag, outside
 * `<script>`, `<style>` and comments (about 50 ms for this repository's 450 pages, 18 MB) (the serialisers write ids double-quoted, and a `"` or `<` in an
 * attribute value or in text is escaped, so the tag test is exact for docsgen's output).
 */
import type { Diagnostic } from '../diagnostics.ts';
import { cacheKey } from '../cache/build-cache.ts';
import type { PagesStep } from './index.ts';

/** The build cache's record of the last build's pages with duplicate ids (file -> ids). */
const LAST_BUILD = cacheKey('duplicate-ids', 'last build');

const ID_ATTR = ' id="';
/** Elements and comments whose content is not markup: an `id="` there is text. */
const RAW_TEXT: Array<[string, string]> = [
  ['<script', '</script'],
  ['<style', '</style'],
  ['<!--', '-->'],
];

/** The ids that occur more than once in `html`, each once, in page order. */
export function duplicateIds(html: string): string[] {
  const positions = new Map<string, number[]>();
  let repeats = false;
  for (let at = html.indexOf(ID_ATTR); at >= 0; at = html.indexOf(ID_ATTR, at + ID_ATTR.length)) {
    // Inside a tag: the nearest "<" before it is after the nearest ">".
    if (html.lastIndexOf('<', at) <= html.lastIndexOf('>', at)) continue;
    const start = at + ID_ATTR.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    const id = html.slice(start, end);
    const seen = positions.get(id);
    if (seen) {
      seen.push(at);
      repeats = true;
    } else positions.set(id, [at]);
  }
  // Finding scripts and comments costs more than finding ids (a "<" is everywhere): only for a page
  // where some id repeats, which is rare.
  if (!repeats) return [];
  const skipped = rawTextRanges(html);
  const inRawText = (at: number) => skipped.some(([from, to]) => from <= at && at < to);
  return [...positions].filter(([, at]) => at.filter((p) => !inRawText(p)).length > 1).map(([id]) => id);
}

/** [start, end) of every script, style and comment. */
function rawTextRanges(html: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const [open, close] of RAW_TEXT) {
    for (let at = html.indexOf(open); at >= 0; ) {
      const end = html.indexOf(close, at + open.length);
      const stop = end < 0 ? html.length : end + close.length;
      ranges.push([at, stop]);
      at = html.indexOf(open, stop);
    }
  }
  return ranges;
}

export const duplicateIdsStep: PagesStep = {
  name: 'duplicate ids',
  readsPages: true,
  async run(ctx) {
    // A page linked from the last build is the same bytes: its answer is that build's, and reading it
    // back from disk (most of a no-change rebuild's pages) would cost more than the rest of the step.
    const previous = (await ctx.cache.read<Record<string, string[]>>(LAST_BUILD)) ?? {};
    const found: Record<string, string[]> = {};
    const warnings: Diagnostic[] = [];
    for (const file of ctx.pages.keys()) {
      const ids = ctx.unchangedPage?.(file) ? (previous[file] ?? []) : duplicateIds(ctx.pages.get(file) ?? '');
      if (!ids.length) continue;
      found[file] = ids;
      const route = ctx.routeOfPath.get(file);
      // A blog's list shows several posts, each with its own headings: their ids meet there, as on Docusaurus' lists.
      const page = route === undefined ? undefined : ctx.table.byRoute.get(route);
      if (page?.kind === 'blog' && page.blog.view !== 'post') continue;
      const source = page?.source;
      warnings.push({
        file: source ?? file,
        message: `${file} has ${ids.length === 1 ? 'an id' : 'ids'} used more than once: ${ids.map((id) => `"${id}"`).join(', ')}`,
        hint: 'give each element its own id (a heading id comes from its text or a {#custom-id}; a Tabs group on a page twice needs its own groupId)',
      });
    }
    ctx.cache.write(LAST_BUILD, found);
    return { files: [], warnings };
  },
};
