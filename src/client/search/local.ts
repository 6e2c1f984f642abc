/**
 * The local index, fetched in parts (src/shared/search-split.ts) as queries need them: the head on
 * the first query, then the term shards holding every term a query can match (by prefix or fuzzily,
 * found in the head's term list), and the metadata of the results shown. MiniSearch ranks over the
 * terms loaded so far, which include all the query's, so results and their order are those of the
 * whole index.
 */
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { INDEX_OPTIONS, processTerm, tokenize, type RankFields, type SearchRecord, type StoredRecord } from '../../shared/search.ts';
import { unpackIds, unpackStored } from '../../shared/search-pack.ts';
import { chunkFile, frontDecode, headFile, partOf, shardFile, sharedFile, unpackRow, type MetaChunk, type SearchIndexHead, type SharedMeta, type TermShard } from '../../shared/search-split.ts';
import { collapseKey, collapseRepeated, type SearchHit } from './hits.ts';

/** Fetches one file of the index's folder by name and parses its JSON; rejects on a network or HTTP error. */
export type FetchPart = (name: string) => Promise<unknown>;

/** A query's answer: the hits of its first pages, and how many hits and pages there are in all. */
export interface LocalAnswer {
  hits: SearchHit[];
  total: number;
  pages: number;
}

/** The error of a search whose answer is no longer wanted (a newer query came). */
export const SUPERSEDED = 'superseded by a newer query';

/** At most this many hits per query (after collapsing), as the whole index gave. */
const MAX_HITS = 200;

/** A record's metadata: its URL and what a result shows. */
type Meta = StoredRecord & { url: string };

/** A ranked record, before its metadata is known (except for sections that may collapse). */
interface Ranked {
  record: number;
  page: number;
  terms: string[];
  meta?: Meta;
  repeats?: number;
}

/** Fetches the index files under `headUrl`'s folder. */
export function fetchParts(headUrl: string): FetchPart {
  return async (name) => {
    const response = await fetch(new URL(name, headUrl));
    if (!response.ok) throw new Error(`the search index answered HTTP ${response.status}`);
    return response.json();
  };
}

/** Loads the head of the index; the rest comes query by query. */
export async function openLocalIndex(fetchPart: FetchPart): Promise<LocalIndex> {
  const head = (await fetchPart(headFile)) as SearchIndexHead;
  if (head.format !== 'docsgen-search-2') throw new Error(`unknown search index format "${String(head.format)}"`);
  return new LocalIndex(head, fetchPart);
}

export class LocalIndex {
  readonly #head: SearchIndexHead;
  readonly #fetch: FetchPart;
  /** Term -> its shard. */
  readonly #dictionary = new SearchableMap<number>();
  /** Record -> its page; page -> its first record. */
  readonly #pageOf: Int32Array;
  readonly #firstRecord: number[] = [0];
  readonly #shared: Set<number>;
  readonly #shards = new Map<number, Promise<TermShard>>();
  readonly #chunks = new Map<number, Promise<Map<number, Meta>>>();
  #sharedMeta: Promise<Map<number, Meta>> | undefined;
  /** The shards whose terms are in the MiniSearch index. */
  readonly #loaded = new Set<number>();
  #mini: MiniSearch<SearchRecord> | undefined;
  #last: { query: string; ranked: Promise<Ranked[]> } | undefined;

  constructor(head: SearchIndexHead, fetchPart: FetchPart) {
    this.#head = head;
    this.#fetch = fetchPart;
    let shard = 0;
    frontDecode(head.terms).forEach((term, i) => {
      if (head.shards[shard + 1] === i) shard++;
      this.#dictionary.set(term, shard);
    });
    this.#pageOf = new Int32Array(head.lengths.length);
    head.pages.forEach((size, page) => {
      const first = this.#firstRecord[page];
      this.#pageOf.fill(page, first, first + size);
      this.#firstRecord.push(first + size);
    });
    this.#shared = new Set(head.shared);
  }

  /** The number of records. */
  get documentCount(): number {
    return this.#head.lengths.length;
  }

  /**
   * Searches: every word must match (as a prefix, or fuzzily for longer words); when nothing matches
   * them all, any word may. Metadata is fetched for the hits of the first `pages` pages only, and
   * not at all (the search rejects) when `stillWanted` says a newer query has come meanwhile.
   */
  async search(query: string, pages = Infinity, stillWanted: () => boolean = () => true): Promise<LocalAnswer> {
    if (this.#last?.query !== query) this.#last = { query, ranked: this.#rank(query) };
    const ranked = await this.#last.ranked.catch((error: unknown) => {
      this.#last = undefined;
      throw error;
    });
    // A reader typing "sitemap" asks for "si", "sit", ... in turn: the metadata of answers nobody
    // will see is not fetched.
    if (!stillWanted()) throw new Error(SUPERSEDED);
    const shownPages = new Set<number>();
    const allPages = new Set<number>();
    for (const r of ranked) {
      allPages.add(r.page);
      if (shownPages.size < pages) shownPages.add(r.page);
    }
    const shown = ranked.filter((r) => shownPages.has(r.page));
    const metas = await this.#metaOf(shown.filter((r) => !r.meta).map((r) => r.record));
    const hits = shown.map((r) => toHit(r.meta ?? metas.get(r.record)!, r.terms, r.repeats));
    return { hits, total: ranked.length, pages: allPages.size };
  }

  /** Up to `n` other queries close to this one that do find something (for "Try searching for"). */
  async suggest(query: string, n = 3): Promise<string[]> {
    const options = { fuzzy: 0.34, combineWith: 'OR' } as const;
    const mini = await this.#indexFor(query, options.fuzzy);
    const seen = new Set([query.trim().toLowerCase()]);
    const out: string[] = [];
    for (const s of mini.autoSuggest(query, options)) {
      if (out.length === n) break;
      if (!seen.has(s.suggestion)) out.push(s.suggestion);
      seen.add(s.suggestion);
    }
    return out;
  }

  /** The query's records in rank order, sections repeated across pages collapsed, at most MAX_HITS. */
  async #rank(query: string): Promise<Ranked[]> {
    const mini = await this.#indexFor(query);
    let results: SearchResult[] = mini.search(query);
    if (!results.length) results = mini.search(query, { combineWith: 'OR' });
    const ranked: Ranked[] = results.map((result) => ({ record: result.id as number, page: this.#pageOf[result.id as number], terms: result.terms }));
    const shared = ranked.some((r) => this.#shared.has(r.record)) ? await this.#sharedRecords() : undefined;
    for (const r of ranked) r.meta = shared?.get(r.record);
    const keyOf = (r: Ranked) => (r.meta ? collapseKey(toHit(r.meta, r.terms)) : undefined);
    return collapseRepeated(ranked, keyOf, (r) => r.meta?.repeats ?? 0, (r, repeats) => ({ ...r, repeats })).slice(0, MAX_HITS);
  }

  /** The MiniSearch index with every shard the query's terms can match loaded. */
  async #indexFor(query: string, suggestFuzzy?: number): Promise<MiniSearch<SearchRecord>> {
    const needed = this.#shardsFor(query, suggestFuzzy);
    const shards = await Promise.all(needed.map((n) => this.#shard(n)));
    this.#mini ??= MiniSearch.loadJS<SearchRecord>(this.#plain(), INDEX_OPTIONS);
    // MiniSearch has no public way to add a term's postings: they go into its term tree as loadJS
    // puts them (minisearch is pinned; the search-quality test compares answers with the whole index's).
    const tree = (this.#mini as unknown as { _index: SearchableMap<Map<number, Map<number, number>>> })._index;
    needed.forEach((n, i) => {
      if (this.#loaded.has(n)) return;
      this.#loaded.add(n);
      for (const row of shards[i]) tree.set(row[0] as string, rowPostings(row));
    });
    return this.#mini;
  }

  /**
   * The shards holding the terms a query can match: those its words start (prefix search), and those
   * within the edit distance MiniSearch allows them (SEARCH_OPTIONS' fuzzy for a search, the
   * suggestion's otherwise), a little more than MiniSearch will use, never less.
   */
  #shardsFor(query: string, suggestFuzzy?: number): number[] {
    const shards = new Set<number>();
    for (const word of tokenize(query)) {
      const term = processTerm(word);
      if (term === null) continue;
      for (const [, shard] of this.#dictionary.atPrefix(term)) shards.add(shard);
      const fuzzy = suggestFuzzy ?? (term.length >= 5 ? 0.2 : 0);
      const distance = Math.min(2, Math.round(term.length * fuzzy));
      if (distance) for (const [, [shard]] of this.#dictionary.fuzzyGet(term, distance)) shards.add(shard);
    }
    return [...shards].sort((a, b) => a - b);
  }

  #shard(n: number): Promise<TermShard> {
    let shard = this.#shards.get(n);
    if (!shard) {
      this.#shards.set(n, (shard = this.#fetch(shardFile(n)) as Promise<TermShard>));
      shard.catch(() => this.#shards.delete(n)); // the next query tries again
    }
    return shard;
  }

  /** MiniSearch's serialized form of the index without terms; documents are record numbers. */
  #plain(): AsPlainObject {
    const head = this.#head;
    const count = head.lengths.length;
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    for (let r = 0; r < count; r++) {
      documentIds[r] = r;
      fieldLength[r] = head.lengths[r] as number[];
    }
    const storedFields: Record<string, RankFields> = {};
    const operations = new Set(head.operations);
    head.pages.forEach((_, page) => (storedFields[this.#firstRecord[page]] = { rank: operations.has(page) ? 'operation' : 'guide' }));
    return {
      documentCount: count,
      nextId: count,
      documentIds,
      fieldIds: head.fieldIds,
      fieldLength,
      averageFieldLength: head.averageFieldLength,
      storedFields,
      dirtCount: 0,
      index: [],
      serializationVersion: head.serializationVersion,
    };
  }

  /** The metadata of some records, fetching the chunks that hold them. */
  async #metaOf(records: number[]): Promise<Map<number, Meta>> {
    const chunks = [...new Set(records.map((r) => partOf(this.#head.chunks, this.#pageOf[r])))];
    const loaded = await Promise.all(chunks.map((n) => this.#chunk(n)));
    return new Map(loaded.flatMap((chunk) => [...chunk]));
  }

  #chunk(n: number): Promise<Map<number, Meta>> {
    let chunk = this.#chunks.get(n);
    if (!chunk) {
      const { chunks, pages } = this.#head;
      const records: number[] = [];
      for (let r = this.#firstRecord[chunks[n]]; r < this.#firstRecord[chunks[n + 1] ?? pages.length]; r++) if (!this.#shared.has(r)) records.push(r);
      chunk = (this.#fetch(chunkFile(n)) as Promise<MetaChunk>).then((c) => metaByRecord(records, unpackIds(c.ids) as string[], unpackStored(c.stored)));
      this.#chunks.set(n, chunk);
      chunk.catch(() => this.#chunks.delete(n));
    }
    return chunk;
  }

  #sharedRecords(): Promise<Map<number, Meta>> {
    this.#sharedMeta ??= (this.#fetch(sharedFile) as Promise<SharedMeta>).then((s) => metaByRecord(this.#head.shared, s.ids, s.stored));
    this.#sharedMeta.catch(() => (this.#sharedMeta = undefined));
    return this.#sharedMeta;
  }
}

/** A packed row's postings as MiniSearch holds a term's: field id -> document -> frequency. */
function rowPostings(row: Array<string | number | number[]>): Map<number, Map<number, number>> {
  const fields = new Map<number, Map<number, number>>();
  for (const [field, postings] of Object.entries(unpackRow(row))) {
    fields.set(Number(field), new Map(Object.entries(postings).map(([doc, frequency]) => [Number(doc), frequency])));
  }
  return fields;
}

function metaByRecord(records: number[], ids: string[], stored: unknown[]): Map<number, Meta> {
  if (ids.length !== records.length) throw new Error('the search index is inconsistent: a metadata file does not match its head');
  return new Map(records.map((r, i) => [r, { ...(stored[i] as StoredRecord), url: ids[i] }]));
}

function toHit(meta: Meta, terms: string[], repeats = meta.repeats): SearchHit {
  return {
    url: meta.url,
    lvl0: meta.lvl0,
    lvl1: meta.lvl1,
    ...(meta.lvl2 ? { lvl2: meta.lvl2 } : {}),
    ...(meta.lvl3 ? { lvl3: meta.lvl3 } : {}),
    text: meta.excerpt,
    ...(meta.method ? { method: meta.method, path: meta.path } : {}),
    ...(repeats ? { repeats } : {}),
    terms,
  };
}
