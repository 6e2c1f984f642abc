/** The local index: the site's packed MiniSearch index, loaded once, queried in the browser. */
import MiniSearch, { type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, type SearchRecord, type StoredRecord } from '../../shared/search.ts';
import { unpackIndex, type PackedIndex } from '../../shared/search-pack.ts';
import { collapseRepeatedHits, type SearchHit } from './hits.ts';

export type LocalIndex = MiniSearch<SearchRecord>;

/** Loads a packed index from its parsed JSON. */
export function loadPackedIndex(packed: PackedIndex): LocalIndex {
  return MiniSearch.loadJS<SearchRecord>(unpackIndex(packed), INDEX_OPTIONS);
}

/** Fetches and loads the index file; rejects on a network or HTTP error. */
export async function fetchLocalIndex(url: string): Promise<LocalIndex> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the search index answered HTTP ${response.status}`);
  return loadPackedIndex((await response.json()) as PackedIndex);
}

function toHit(result: SearchResult): SearchHit {
  const stored = result as unknown as StoredRecord;
  return {
    url: String(result.id),
    lvl0: stored.lvl0,
    lvl1: stored.lvl1,
    ...(stored.lvl2 ? { lvl2: stored.lvl2 } : {}),
    ...(stored.lvl3 ? { lvl3: stored.lvl3 } : {}),
    text: stored.excerpt,
    ...(stored.method ? { method: stored.method, path: stored.path } : {}),
    ...(stored.repeats ? { repeats: stored.repeats } : {}),
    terms: result.terms,
  };
}

/**
 * Searches the local index: every word must match (as a prefix, or fuzzily for longer words); when
 * nothing matches them all, any word may match, ranked by how well.
 */
export function searchLocal(index: LocalIndex, query: string, limit = 200): SearchHit[] {
  let results = index.search(query);
  if (!results.length) results = index.search(query, { combineWith: 'OR' });
  return collapseRepeatedHits(results.map(toHit)).slice(0, limit);
}

/** Up to `n` other queries close to this one that do find something (for "Try searching for"). */
export function suggestLocal(index: LocalIndex, query: string, n = 3): string[] {
  const seen = new Set([query.trim().toLowerCase()]);
  const out: string[] = [];
  for (const s of index.autoSuggest(query, { fuzzy: 0.34, combineWith: 'OR' })) {
    if (out.length === n) break;
    if (!seen.has(s.suggestion)) out.push(s.suggestion);
    seen.add(s.suggestion);
  }
  return out;
}
