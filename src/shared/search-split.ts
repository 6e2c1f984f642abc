/**
 * The search index as the client fetches it, in parts (Pagefind-style), so a reader's first query
 * downloads a small part of it: a head (the sorted term list, each record's field lengths, where each
 * page's records are), term shards (the postings of a run of terms, in term order) fetched for the
 * terms a query can match, and metadata chunks (what a result shows, for a run of pages) fetched for
 * the results shown. Sections repeated across pages, which the client collapses into one result, keep
 * their metadata in one shared file, fetched when such a section matches.
 *
 * All the files of one index sit in one content-hashed folder: `head.json`, `terms-<n>.json`,
 * `meta-<n>.json` and `shared.json`. Records are numbered in index order (MiniSearch's short ids),
 * which is page order, each page's own record first.
 */

/** The head: everything needed to rank, without postings or what a result shows. */
export interface SearchIndexHead {
  format: 'docsgen-search-2';
  serializationVersion: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths by record (a field the record lacks is null). */
  lengths: Array<Array<number | null>>;
  /** How many records each page has, in order. */
  pages: number[];
  /** The pages that are API operations (ranked below guides that match as well). */
  operations: number[];
  /** Every indexed term, sorted, front-coded (see frontCode). */
  terms: string[];
  /** Where each term shard starts in `terms`; shard n holds terms[shards[n]] up to the next shard's first. */
  shards: number[];
  /** Where each metadata chunk starts in `pages`. */
  chunks: number[];
  /** Records whose metadata is in `shared.json`, ascending: sections that may collapse with another page's. */
  shared: number[];
}

/** One term shard: a row per term, as in the packed index (the term, then pairs of field id and postings). */
export type TermShard = Array<Array<string | number | number[]>>;

/**
 * One metadata chunk: the records of its pages that are not in `shared.json`, in order. Ids and stored
 * fields are packed as in the packed index (`#anchor` for a section of the previous id's page; lvl0
 * and lvl1 left out when they repeat the previous record's).
 */
export interface MetaChunk {
  ids: string[];
  stored: Array<Record<string, unknown>>;
}

/** `shared.json`: the metadata of the records in the head's `shared` list, in that order, unpacked. */
export interface SharedMeta {
  ids: string[];
  stored: Array<Record<string, unknown>>;
}

/** The files of the folder, by name. */
export const headFile = 'head.json';
export const shardFile = (n: number): string => `terms-${n}.json`;
export const chunkFile = (n: number): string => `meta-${n}.json`;
export const sharedFile = 'shared.json';

export { unpackRow } from './search-pack.ts';

/**
 * Sorted terms as each one's length of prefix shared with the term before (one character, from "0")
 * and the rest: a quarter smaller gzipped than the plain list.
 */
export function frontCode(sorted: string[]): string[] {
  let previous = '';
  return sorted.map((term) => {
    let shared = 0;
    while (shared < previous.length && shared < term.length && shared < 200 && previous[shared] === term[shared]) shared++;
    previous = term;
    return String.fromCharCode(48 + shared) + term.slice(shared);
  });
}

export function frontDecode(coded: string[]): string[] {
  let previous = '';
  return coded.map((entry) => (previous = previous.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1)));
}

/** The index of the part (shard or chunk) holding `item`, given where each part starts (ascending, the first 0). */
export function partOf(starts: number[], item: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= item) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
