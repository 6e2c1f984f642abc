/**
 * Serializes a freshly built MiniSearch index straight into the packed JSON the client loads
 * (src/shared/search-pack.ts), term by term. The plain route, `JSON.stringify(packIndex(index.toJSON()))`,
 * holds three copies of the index at once (the index, MiniSearch's plain object with one property per
 * posting, the packed object): at 10,000 docs, well over a gigabyte. This gives the same string.
 *
 * It reads MiniSearch's own fields (minisearch is pinned to 7.2.0); the search-index test checks it
 * against the plain route, so an upgrade that changes them fails there, not in a reader's browser.
 */
import MiniSearch from 'minisearch';
import { packIds, packPostings, packStored, type PackedIndex } from '../shared/search-pack.ts';
import { INDEX_OPTIONS, type SearchRecord } from '../shared/search.ts';

/** The fields of a MiniSearch 7 instance that its `toJSON` reads. */
interface MiniSearchInternals {
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown>>;
  _dirtCount: number;
}

/** Characters of JSON text gathered before they are encoded: the whole text is never one string. */
const CHUNK_CHARS = 1 << 20;

/**
 * The packed index of `index` as UTF-8 JSON, the bytes of `JSON.stringify(packIndex(index.toJSON()))`.
 * Encoded a megabyte at a time: at 10,000 docs the text is some 40 MB, and as one string (then its
 * copies for the hash, the cache and the file) it was the build's peak memory.
 */
export function packedIndexBytes<T>(index: MiniSearch<T>): Buffer {
  const mini = index as unknown as MiniSearchInternals;
  if (mini._dirtCount !== 0) throw new Error('cannot pack the search index: documents were removed from it');
  const head: Omit<PackedIndex, 'terms'> = {
    format: 'docsgen-search-1',
    serializationVersion: 2,
    fieldIds: mini._fieldIds,
    averageFieldLength: mini._avgFieldLength,
    ids: packIds(inShortIdOrder(mini._documentIds, 'documentIds')),
    lengths: inShortIdOrder(mini._fieldLength, 'fieldLength'),
    stored: packStored(inShortIdOrder(mini._storedFields, 'storedFields')),
  };
  const chunks: Buffer[] = [];
  let text = `${JSON.stringify(head).slice(0, -1)},"terms":[`;
  let separator = '';
  for (const [term, fields] of mini._index) {
    const row: Array<string | number | number[]> = [term];
    for (const fieldId of [...fields.keys()].sort((a, b) => a - b)) {
      const postings = fields.get(fieldId)!;
      row.push(fieldId, packPostings([...postings.keys()], (doc) => postings.get(doc)!));
    }
    text += separator + JSON.stringify(row);
    separator = ',';
    if (text.length >= CHUNK_CHARS) {
      chunks.push(Buffer.from(text));
      text = '';
    }
  }
  chunks.push(Buffer.from(`${text}]}`));
  return Buffer.concat(chunks);
}

/**
 * Builds the MiniSearch index of some records and returns it packed, as the client loads it (UTF-8
 * JSON). Empties `records` once they are indexed: packing is the peak of a large build's memory, and
 * the records' text (some 60 MB at 10,000 docs) is not needed for it.
 */
export function indexBytesOf(records: SearchRecord[]): Buffer {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(records);
  records.length = 0;
  return packedIndexBytes(index);
}

/** The packed index of `index` as a JSON string (see packedIndexBytes). */
export function packedIndexJson<T>(index: MiniSearch<T>): string {
  return packedIndexBytes(index).toString('utf8');
}

/** A map's values by short id 0..n-1 (the order `toJSON` gives them in); throws on a gap. */
function inShortIdOrder<V>(map: Map<number, V>, what: string): V[] {
  const values: V[] = [];
  for (const [id, value] of [...map].sort((a, b) => a[0] - b[0])) {
    if (id !== values.length) throw new Error(`cannot pack the search index: ${what} has a gap at ${values.length} (was a document removed?)`);
    values.push(value);
  }
  return values;
}
