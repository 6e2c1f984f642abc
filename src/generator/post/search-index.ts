/**
 * Post-build step: the site's search index. Records for every page and h2/h3 section go into a
 * MiniSearch index, packed, then split into the parts the client fetches as queries need them
 * (split-search-index.ts), in a content-hashed folder; `search/manifest.json` (fetched by the client
 * only when search first opens) gives the URL of the index's head, the hosted index settings and the
 * no-results texts.
 */
import crypto from 'node:crypto';
import { contentHash } from '../emit/staging.ts';
import { generatorFingerprint } from '../cache/fingerprint.ts';
import { extractRecords } from './search-records.ts';
import type { SearchManifest, SearchRecord } from '../../shared/search.ts';
import { indexBytesOf, indexOf, packedIndexBytes } from './pack-search-index.ts';
import { collectGarbage } from '../parallel/collect-garbage.ts';
import { collapseRepeatedSections } from './collapse-repeated-sections.ts';
import { splitPackedIndex } from './split-search-index.ts';
import { headFile } from '../../shared/search-split.ts';
import { docsSearchTag } from '../config/docs-search-tag.ts';
import type { PackedIndex } from '../../shared/search-pack.ts';
import type { EarlyPostBuildContext, EarlyStep, PostBuildResult } from './index.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { RouteTable } from '../routes/route-table.ts';

/** Where the manifest is written: beside the /search/ page, so the client finds it from the search link. */
export const SEARCH_MANIFEST_PATH = 'search/manifest.json';
/**
 * Where it is written instead when the site's own page is /search as a `search.html` file (a
 * Docusaurus src/pages/search.js, trailingSlash false): a `search/` folder beside that file would be
 * served in its place by hosts that try a folder first. The search button then names it.
 */
export const MOVED_SEARCH_MANIFEST_PATH = 'assets/search/manifest.json';

/** The manifest's path in dist/ for this site and route table. */
export function searchManifestPath(config: Pick<SiteConfig, 'pageFiles'>, table: Pick<RouteTable, 'byRoute'>): string {
  return table.byRoute.get('/search/')?.kind === 'react' && config.pageFiles === 'html' ? MOVED_SEARCH_MANIFEST_PATH : SEARCH_MANIFEST_PATH;
}


/**
 * From this many records the index is built on another thread, while pages render (1.2 s of a
 * 1,500-doc build): below it, starting a thread would cost more than it saves. Above the upper
 * bound it waits for the pages: at 10,000 docs (some 100,000 records) building it beside them took
 * the build's peak from about 1.1 GB to 1.4 GB, too close to the 1.5 GB budget for a size that grows
 * with the site. It is then built in two parts at once, here and on the other thread, and joined.
 */
const OFFLOAD_RECORDS = { min: 1000, max: 50_000 };
/**
 * From this many records the index goes to a compile worker still running (no thread to start)
 * beside rendering: built here after the pages, it was the last 20-30 ms of a 300-doc MDX site.
 */
const OFFLOAD_WARM_RECORDS = 100;

/** The packed index: on another thread when worth it, else at the step's turn, in two parts when there is a thread for one. */
function indexBytes(records: SearchRecord[], { offload, offloadElsewhere, offloadWarm, turn }: EarlyPostBuildContext): Promise<Uint8Array> {
  const offloadFrom = offloadWarm ? OFFLOAD_WARM_RECORDS : OFFLOAD_RECORDS.min;
  if (records.length >= offloadFrom && records.length <= OFFLOAD_RECORDS.max) return offload('search-index', records);
  return turn.then(async () => {
    if (records.length < OFFLOAD_RECORDS.min || !offloadElsewhere) return indexBytesOf(records);
    // Much of what rendering allocated is still in the heap: collected now, the index reuses its room
    // (the build's peak at 10,000 docs: 1.36 GB without this, 1.13 GB with it).
    collectGarbage();
    // The last records go to the thread (as a copy: they are let go here), the first are indexed here.
    // The thread gets fewer: it starts, and copies them, before it can begin.
    const cut = Math.ceil(records.length * 0.55);
    const part = offload('search-index-part', records.slice(cut));
    records.length = cut;
    // Settled (and so never unhandled) even if indexing here throws first.
    part.catch(() => {});
    const index = indexOf(records);
    return packedIndexBytes(index, await part);
  });
}

/** The three parts of the site with the most records: "Try searching for" when nothing better is known. */
function topParts(records: SearchRecord[]): string[] {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(r.lvl0, (counts.get(r.lvl0) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([part]) => part);
}

async function start(context: EarlyPostBuildContext): Promise<PostBuildResult> {
  const { config, table, markdown, cache } = context;
  let records: SearchRecord[] | undefined = collapseRepeatedSections(extractRecords({ table, markdown, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, slashRoutes: config.slashRoutes, siteTitle: config.title }));
  // The records are the sections' only readers: once they are let go below, so is the text.
  for (const doc of markdown.values()) doc.sections = [];
  const suggestions = topParts(records);
  // Building the index is most of this step's time; the same records give the same index. The key
  // hashes the records one at a time: their JSON as one string was the step's largest allocation.
  const hash = crypto.createHash('sha256').update(await generatorFingerprint()).update('\0search-index\0');
  for (const record of records) hash.update(JSON.stringify(record)).update('\n');
  const key = hash.digest('hex');
  let json = await cache.readBytes(key);
  if (json === undefined) {
    const building = indexBytes(records, context);
    // Not needed here while the index is built (a thread has its copy, or indexBytes holds them).
    records = undefined;
    const bytes = await building;
    json = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    cache.writeBytes(key, json);
  }
  const folder = `assets/search/${contentHash(json)}/`;
  // Parsed once more to be split: a few milliseconds here (600 KB for 1,600 records), some 40 MB of
  // text at 10,000 docs, let go once split.
  const parts = splitPackedIndex(JSON.parse(json.toString('utf8')) as PackedIndex);
  const manifest: SearchManifest = {
    index: config.baseUrl + folder + headFile,
    ...(config.search.hosted ? { hosted: config.search.hosted } : {}),
    // The tags the docs' pages carry (`docsearch:docusaurus_tag`), and Docusaurus' default.
    facets: { language: config.locale.code, tags: ['default', docsSearchTag(config)] },
    ...(config.search.issueUrl ? { issueUrl: config.search.issueUrl } : {}),
    suggestions,
  };
  return {
    files: [...parts.map((part) => ({ path: folder + part.name, contents: part.contents })), { path: searchManifestPath(config, table), contents: JSON.stringify(manifest) }],
    warnings: [],
  };
}

/** The search index step, registered in POST_BUILD_STEPS. */
export const searchIndexStep: EarlyStep = { name: 'search', start };
