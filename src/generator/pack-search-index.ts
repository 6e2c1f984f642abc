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
  const out = new JsonChunks();
  // PackedIndex's keys in order, as JSON.stringify would write them. The small ones go as one object;
  // the id, length and stored lists an element at a time: as one string (with the excerpts, 40 MB at
  // 10,000 docs) they made the peak of the thread's memory.
  const head: Pick<PackedIndex, 'format' | 'serializationVersion' | 'fieldIds' | 'averageFieldLength'> = {
    format: 'docsgen-search-1',
    serializationVersion: 2,
    fieldIds: mini._fieldIds,
    averageFieldLength: mini._avgFieldLength,
  };
  out.add(`${JSON.stringify(head).slice(0, -1)},"ids":`);
  out.array(packIds(inShortIdOrder(mini._documentIds, 'documentIds')));
  out.add(',"lengths":');
  out.array(inShortIdOrder(mini._fieldLength, 'fieldLength'));
  out.add(',"stored":');
  out.array(packStored(inShortIdOrder(mini._storedFields, 'storedFields')));
  out.add(',"terms":[');
  let separator = '';
  for (const [term, fields] of mini._index) {
    const row: Array<string | number | number[]> = [term];
    for (const fieldId of [...fields.keys()].sort((a, b) => a - b)) {
      const postings = fields.get(fieldId)!;
      row.push(fieldId, packPostings([...postings.keys()], (doc) => postings.get(doc)!));
    }
    out.add(separator + JSON.stringify(row));
    separator = ',';
  }
  out.add(']}');
  return out.bytes();
}

/** JSON text gathered a megabyte at a time and encoded as UTF-8 chunk by chunk. */
class JsonChunks {
  readonly #chunks: Buffer[] = [];
  #text = '';

  add(text: string): void {
    this.#text += text;
    if (this.#text.length >= CHUNK_CHARS) {
      this.#chunks.push(Buffer.from(this.#text));
      this.#text = '';
    }
  }

  /** `items` as JSON.stringify writes an array of them. */
  array(items: unknown[]): void {
    this.add('[');
    items.forEach((item, i) => this.add(i ? `,${JSON.stringify(item)}` : JSON.stringify(item)));
    this.add(']');
  }

  bytes(): Buffer {
    this.#chunks.push(Buffer.from(this.#text));
    this.#text = '';
    return Buffer.concat(this.#chunks);
  }
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
