/**
 * A compact form of MiniSearch's serialized index, for the wire: maps keyed by consecutive short ids
 * become arrays, each term's posting list becomes delta-encoded document numbers (frequency 1
 * implied), a section's URL id drops its page's part when the previous id has it, and the stored
 * page-level fields (lvl0, lvl1) are left out when they repeat the previous record's. About 30%
 * smaller gzipped than `JSON.stringify(miniSearch)`; `unpackIndex` restores the exact object
 * `MiniSearch.loadJS` takes.
 */
import type { AsPlainObject } from 'minisearch';

/** The packed index; `format` names this encoding so a stale client fails clearly. */
export interface PackedIndex {
  format: 'docsgen-search-1';
  serializationVersion: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Document ids in short-id order; `#anchor` means "the previous id's page, at this anchor". */
  ids: unknown[];
  /** Field lengths in short-id order. */
  lengths: number[][];
  /** Stored fields in short-id order; a missing lvl0 or lvl1 repeats the previous record's. */
  stored: unknown[];
  /**
   * One row per term: the term, then pairs of field id and postings. Postings are gaps between
   * document numbers (first from -1); a negative gap is followed by that document's term frequency.
   */
  terms: Array<Array<string | number | number[]>>;
}

/** Values of a map keyed "0".."n-1", in order; throws if the keys are not consecutive. */
function denseValues<T>(map: Record<string, T>, what: string): T[] {
  const keys = Object.keys(map);
  keys.forEach((k, i) => {
    if (Number(k) !== i) throw new Error(`cannot pack the search index: ${what} has a gap at ${i} (was a document removed?)`);
  });
  return keys.map((k) => map[k]);
}

/** Stored fields every record has, usually the same as the record before (sections of one page). */
const CARRIED = ['lvl0', 'lvl1'];

type Stored = Record<string, unknown>;

/** Replaces a section id by `#anchor` when the previous id is of the same page. */
export function packIds(ids: unknown[]): unknown[] {
  let page: unknown;
  return ids.map((id) => {
    if (typeof id !== 'string') return (page = id);
    const [own, anchor] = [id.split('#')[0], id.indexOf('#')];
    const out = anchor > 0 && own === page ? id.slice(anchor) : id;
    page = own;
    return out;
  });
}

export function unpackIds(ids: unknown[]): unknown[] {
  let page = '';
  return ids.map((id) => {
    if (typeof id !== 'string') return id;
    const full = id.startsWith('#') ? page + id : id;
    page = full.split('#')[0];
    return full;
  });
}

export function packStored(stored: unknown[]): unknown[] {
  let previous: Stored = {};
  return stored.map((record) => {
    const r = record as Stored;
    const out: Stored = {};
    for (const [k, v] of Object.entries(r)) if (!(CARRIED.includes(k) && previous[k] === v)) out[k] = v;
    previous = r;
    return out;
  });
}

export function unpackStored(stored: unknown[]): unknown[] {
  let previous: Stored = {};
  return stored.map((record) => {
    const r = { ...(record as Stored) };
    for (const k of CARRIED) if (!(k in r) && k in previous) r[k] = previous[k];
    previous = r;
    return r;
  });
}

/** A posting list as gaps between ascending document numbers, each frequency other than 1 after a negated gap. */
export function packPostings(docs: number[], frequencyOf: (doc: number) => number): number[] {
  const gaps: number[] = [];
  let previous = -1;
  for (const doc of docs.sort((a, b) => a - b)) {
    const frequency = frequencyOf(doc);
    gaps.push(frequency === 1 ? doc - previous : previous - doc);
    if (frequency !== 1) gaps.push(frequency);
    previous = doc;
  }
  return gaps;
}

/** Packs a freshly built index (no removed documents; every stored record has lvl0 and lvl1). */
export function packIndex(plain: AsPlainObject): PackedIndex {
  const terms = plain.index.map(([term, fields]) => {
    const row: Array<string | number | number[]> = [term];
    for (const [fieldId, postings] of Object.entries(fields)) {
      row.push(Number(fieldId), packPostings(Object.keys(postings).map(Number), (doc) => postings[doc]));
    }
    return row;
  });
  return {
    format: 'docsgen-search-1',
    serializationVersion: plain.serializationVersion,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    ids: packIds(denseValues(plain.documentIds, 'documentIds')),
    lengths: denseValues(plain.fieldLength, 'fieldLength'),
    stored: packStored(denseValues(plain.storedFields, 'storedFields')),
    terms,
  };
}

const keyed = <T>(values: T[]): Record<string, T> => Object.fromEntries(values.map((v, i) => [String(i), v]));

/** Restores the object `MiniSearch.loadJS` takes from a packed index. */
export function unpackIndex(packed: PackedIndex): AsPlainObject {
  if (packed.format !== 'docsgen-search-1') throw new Error(`unknown search index format "${String(packed.format)}"`);
  const index: AsPlainObject['index'] = packed.terms.map((row) => [row[0] as string, unpackRow(row)]);
  return {
    documentCount: packed.ids.length,
    nextId: packed.ids.length,
    documentIds: keyed(unpackIds(packed.ids)),
    fieldIds: packed.fieldIds,
    fieldLength: keyed(packed.lengths),
    averageFieldLength: packed.averageFieldLength,
    storedFields: keyed(unpackStored(packed.stored)),
    dirtCount: 0,
    index,
    serializationVersion: packed.serializationVersion,
  };
}

/** The postings of one packed row's fields, as MiniSearch's serialized index has them: field id -> document -> frequency. */
export function unpackRow(row: Array<string | number | number[]>): Record<string, Record<string, number>> {
  const fields: Record<string, Record<string, number>> = {};
  for (let i = 1; i < row.length; i += 2) {
    const gaps = row[i + 1] as number[];
    const postings: Record<string, number> = {};
    let doc = -1;
    for (let g = 0; g < gaps.length; g++) {
      const gap = gaps[g];
      doc += Math.abs(gap);
      postings[doc] = gap > 0 ? 1 : gaps[++g];
    }
    fields[String(row[i])] = postings;
  }
  return fields;
}
