/**
 * Splits the packed search index into the parts the client fetches as a query needs them
 * (src/shared/search-split.ts): the head, term shards in term order, metadata chunks in page order,
 * and the shared metadata of sections that may collapse across pages.
 */
import { unpackIds, unpackStored, packIds, packStored, type PackedIndex } from '../../shared/search-pack.ts';
import { sentencesOf } from '../../shared/search.ts';
import { chunkFile, frontCode, headFile, shardFile, sharedFile, type MetaChunk, type SearchIndexHead, type SharedMeta, type TermShard } from '../../shared/search-split.ts';

/**
 * About how many characters of JSON a term shard or a metadata chunk holds before the next begins
 * (a term is never split, nor a page): some 2.5 KB gzipped a shard, 1.2 KB a chunk. A query fetches a
 * shard or two (a broad prefix such as "re" a few) and a chunk for each page of results shown (pages
 * next to each other often share one); larger parts would send more than a query needs.
 */
const SHARD_CHARS = 6_000;
const CHUNK_CHARS = 4_000;

/** One file of the split index: its name in the index's folder and its JSON. */
export interface SplitFile {
  name: string;
  contents: string;
}

type Stored = Record<string, unknown>;

/** The parts of a packed index, as files. */
export function splitPackedIndex(packed: PackedIndex): SplitFile[] {
  const ids = unpackIds(packed.ids) as string[];
  const stored = unpackStored(packed.stored) as Stored[];
  const pages = pageSizes(ids);
  const shared = collapsibleSections(ids, stored);
  const rows = [...packed.terms].sort((a, b) => compare(a[0] as string, b[0] as string));
  const files: SplitFile[] = [];

  const shards = cutInRuns(rows.map((row) => JSON.stringify(row).length), SHARD_CHARS);
  shards.forEach((start, n) => files.push({ name: shardFile(n), contents: JSON.stringify(rows.slice(start, shards[n + 1] ?? rows.length) satisfies TermShard) }));

  const firstRecord = [0];
  for (const size of pages) firstRecord.push(firstRecord[firstRecord.length - 1] + size);
  const sharedSet = new Set(shared);
  const ownRecords = (page: number) => range(firstRecord[page], firstRecord[page + 1]).filter((r) => !sharedSet.has(r));
  const pageChars = pages.map((_, page) => ownRecords(page).reduce((n, r) => n + ids[r].length + JSON.stringify(stored[r]).length, 0));
  const chunks = cutInRuns(pageChars, CHUNK_CHARS);
  chunks.forEach((start, n) => {
    const records = range(start, chunks[n + 1] ?? pages.length).flatMap(ownRecords);
    const chunk: MetaChunk = { ids: packIds(records.map((r) => ids[r])) as string[], stored: packStored(records.map((r) => stored[r])) as Stored[] };
    files.push({ name: chunkFile(n), contents: JSON.stringify(chunk) });
  });
  files.push({ name: sharedFile, contents: JSON.stringify({ ids: shared.map((r) => ids[r]), stored: shared.map((r) => stored[r]) } satisfies SharedMeta) });

  const head: SearchIndexHead = {
    format: 'docsgen-search-2',
    serializationVersion: packed.serializationVersion,
    fieldIds: packed.fieldIds,
    averageFieldLength: packed.averageFieldLength,
    lengths: packed.lengths,
    pages,
    operations: pages.map((_, page) => page).filter((page) => stored[firstRecord[page]]?.method),
    terms: frontCode(rows.map((row) => row[0] as string)),
    shards,
    chunks,
    shared,
  };
  files.unshift({ name: headFile, contents: JSON.stringify(head) });
  return files;
}

/** Code-unit order, the same on every machine (localeCompare is not). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** How many records each page has: a page's own record (an id without `#`) starts it. */
function pageSizes(ids: string[]): number[] {
  const sizes: number[] = [];
  ids.forEach((id, i) => {
    if (i === 0 || !id.includes('#')) sizes.push(1);
    else sizes[sizes.length - 1]++;
  });
  return sizes;
}

/** Where each run of items starts, a new run beginning once the current one holds `limit` characters. */
function cutInRuns(sizes: number[], limit: number): number[] {
  const starts = [0];
  let filled = 0;
  sizes.forEach((size, i) => {
    if (filled >= limit && i > 0) {
      starts.push(i);
      filled = 0;
    }
    filled += size;
  });
  return starts;
}

/**
 * The section records that can collapse with another page's at query time (collapseRepeatedHits:
 * the same title and the same matched sentence, which is one of the excerpt's sentences or the whole
 * excerpt). The client needs their metadata whenever they match, not only when they are shown.
 */
function collapsibleSections(ids: string[], stored: Stored[]): number[] {
  const keysOf = (r: number) => {
    const s = stored[r];
    const title = String(s.lvl3 ?? s.lvl2 ?? s.lvl1);
    const excerpt = String(s.excerpt ?? '');
    return [...new Set([excerpt, ...sentencesOf(excerpt)])].map((sentence) => JSON.stringify([title, sentence]));
  };
  const sections = ids.map((id, r) => (id.includes('#') ? r : -1)).filter((r) => r >= 0);
  const counts = new Map<string, number>();
  for (const r of sections) for (const key of keysOf(r)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return sections.filter((r) => keysOf(r).some((key) => counts.get(key)! > 1));
}
