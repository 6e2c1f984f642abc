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
import { packIds, packPostings, packStored, type PackedIndex } from '../../shared/search-pack.ts';
import { INDEX_OPTIONS, type SearchRecord } from '../../shared/search.ts';

/** A term's postings by field id: document short id -> term frequency. */
type TermFields = Map<number, Map<number, number>>;

/** The fields of a MiniSearch 7 instance that its `toJSON` reads. */
interface MiniSearchInternals {
  /** A radix tree; its iteration order comes from the order in which terms were first added. */
  _index: Iterable<[string, TermFields]> & { has(term: string): boolean; set(term: string, fields: TermFields): unknown };
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
 *
 * With `part`, the index of the records after `index`'s (built on another thread), the bytes are those
 * of one index of all the records. The part's new terms are added to `index`' tree on the way.
 */
export function packedIndexBytes<T>(index: MiniSearch<T>, part?: SearchIndexPart): Buffer {
  const mini = index as unknown as MiniSearchInternals;
  if (mini._dirtCount !== 0) throw new Error('cannot pack the search index: documents were removed from it');
  const first = mini._documentIds.size;
  const lengths = inShortIdOrder(mini._fieldLength, 'fieldLength');
  const out = new JsonChunks();
  // PackedIndex's keys in order, as JSON.stringify would write them. The small ones go as one object;
  // the id, length and stored lists an element at a time: as one string (with the excerpts, 40 MB at
  // 10,000 docs) they made the peak of the thread's memory.
  const head: Pick<PackedIndex, 'format' | 'serializationVersion' | 'fieldIds' | 'averageFieldLength'> = {
    format: 'docsgen-search-1',
    serializationVersion: 2,
    fieldIds: mini._fieldIds,
    averageFieldLength: part ? averagesAfter(mini._avgFieldLength, first, part.lengths) : mini._avgFieldLength,
  };
  out.add(`${JSON.stringify(head).slice(0, -1)},"ids":`);
  out.array(packIds([...inShortIdOrder(mini._documentIds, 'documentIds'), ...(part?.ids ?? [])]));
  out.add(',"lengths":');
  out.array(part ? lengths.concat(part.lengths) : lengths);
  out.add(',"stored":');
  out.array(packStored([...inShortIdOrder(mini._storedFields, 'storedFields'), ...(part?.stored ?? [])]));
  out.add(',"terms":[');
  // The part's terms new to this index enter its tree in the order they first occurred, as they
  // would have had its records been added here: the tree, and so the order of the rows, is the same.
  const partRows = new Map<string, PartRow>();
  part?.terms.forEach((term, i) => {
    partRows.set(term, part.rows[i]);
    if (!mini._index.has(term)) mini._index.set(term, new Map());
  });
  let separator = '';
  for (const [term, fields] of mini._index) {
    const row: Array<string | number | number[]> = [term];
    const later = partRows.get(term);
    const fieldIds = [...fields.keys()];
    // The part's fields of this term that this index lacks.
    for (let i = 0; later && i < later.length; i += 2) if (!fields.has(later[i] as number)) fieldIds.push(later[i] as number);
    for (const fieldId of fieldIds.sort((a, b) => a - b)) {
      const postings = fields.get(fieldId);
      const gaps = postings ? packPostings([...postings.keys()], (doc) => postings.get(doc)!) : [];
      const laterGaps = later && fieldGaps(later, fieldId);
      row.push(fieldId, laterGaps ? appendGaps(gaps, postings ? lastOf(postings.keys()) : -1, laterGaps, first) : gaps);
    }
    out.add(separator + JSON.stringify(row));
    separator = ',';
  }
  out.add(']}');
  return out.bytes();
}

/**
 * An index of the records after some first ones, built on another thread, as packing needs it: its
 * documents in short-id order, its terms in the order they first occurred, and each term's postings
 * packed with document numbers counted from the part's first record. packedIndexBytes(index, part)
 * gives the bytes one index of all the records gives.
 */
export interface SearchIndexPart {
  ids: unknown[];
  /** Field lengths by field id; a field the record lacks is a hole, as in MiniSearch. */
  lengths: number[][];
  stored: unknown[];
  terms: string[];
  /** Per term, in `terms` order: pairs of field id and postings, as a packed row after its term. */
  rows: PartRow[];
}

type PartRow = Array<number | number[]>;

/** The MiniSearch index of some records, and the order in which its terms first occurred. */
function indexInOrder(records: SearchRecord[]): { index: MiniSearch<SearchRecord>; terms: string[] } {
  const terms: string[] = [];
  const seen = new Set<string>();
  const note = (term: string) => {
    if (!seen.has(term)) {
      seen.add(term);
      terms.push(term);
    }
  };
  const processTerm = INDEX_OPTIONS.processTerm!;
  // MiniSearch adds each processed term right after processing it: their first occurrences are the
  // order in which its tree grew.
  const index = new MiniSearch<SearchRecord>({
    ...INDEX_OPTIONS,
    processTerm: (term, field) => {
      const processed = processTerm(term, field);
      if (Array.isArray(processed)) processed.forEach(note);
      else if (processed) note(processed);
      return processed;
    },
  });
  index.addAll(records);
  return { index, terms };
}

/** The index part of `records`, which come after the records of another index (see SearchIndexPart). Empties `records`. */
export function indexPartOf(records: SearchRecord[]): SearchIndexPart {
  const { index, terms } = indexInOrder(records);
  records.length = 0;
  const mini = index as unknown as MiniSearchInternals & { _index: { get(term: string): TermFields | undefined } };
  const rows = terms.map((term) => {
    const fields = mini._index.get(term)!;
    const row: PartRow = [];
    for (const fieldId of [...fields.keys()].sort((a, b) => a - b)) {
      const postings = fields.get(fieldId)!;
      row.push(fieldId, packPostings([...postings.keys()], (doc) => postings.get(doc)!));
    }
    return row;
  });
  return {
    ids: inShortIdOrder(mini._documentIds, 'documentIds'),
    lengths: inShortIdOrder(mini._fieldLength, 'fieldLength'),
    stored: inShortIdOrder(mini._storedFields, 'storedFields'),
    terms,
    rows,
  };
}

/** The largest of some document numbers (a posting list can be longer than a call's arguments may be). */
function lastOf(docs: Iterable<number>): number {
  let last = -1;
  for (const doc of docs) if (doc > last) last = doc;
  return last;
}

/** The postings of one field in a part's row, if the term occurs in that field. */
function fieldGaps(row: PartRow, fieldId: number): number[] | undefined {
  for (let i = 0; i < row.length; i += 2) if (row[i] === fieldId) return row[i + 1] as number[];
  return undefined;
}

/**
 * Packed postings followed by a part's, whose document numbers start at `offset`: only the part's
 * first gap changes (it counted from -1, it now counts from `last`, the last document before it).
 */
function appendGaps(gaps: number[], last: number, later: number[], offset: number): number[] {
  const firstDoc = Math.abs(later[0]) - 1 + offset;
  const gap = firstDoc - last;
  return [...gaps, later[0] > 0 ? gap : -gap, ...later.slice(1)];
}

/**
 * The average field lengths after a part's records are added to an index of `count` records with
 * averages `averages`, worked out as MiniSearch does, one record at a time, to the same last bit.
 */
function averagesAfter(averages: number[], count: number, lengths: number[][]): number[] {
  const out = [...averages];
  lengths.forEach((byField, i) => {
    byField.forEach((length, fieldId) => {
      if (length === undefined) return;
      out[fieldId] = ((out[fieldId] || 0) * (count + i) + length) / (count + i + 1);
    });
  });
  return out;
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
  return packedIndexBytes(indexOf(records));
}

/** The MiniSearch index of some records. Empties `records` (see indexBytesOf). */
export function indexOf(records: SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(records);
  records.length = 0;
  return index;
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
