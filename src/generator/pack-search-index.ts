/**
 * Serializes a freshly built MiniSearch index straight into the packed JSON the client loads
 * (src/shared/search-pack.ts), term by term. The plain route, `JSON.stringify(packIndex(index.toJSON()))`,
 * holds three copies of the index at once (the index, MiniSearch's plain object with one property per
 * posting, the packed object): at 10,000 docs, well over a gigabyte. This gives the same string.
 *
 * It reads MiniSearch's own fields (minisearch is pinned to 7.2.0); the search-index test checks it
 * against the plain route, so an upgrade that changes them fails there, not in a reader's browser.
 */
import type MiniSearch from 'minisearch';
import { packIds, packPostings, packStored, type PackedIndex } from '../shared/search-pack.ts';

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

/** The packed index of `index` as JSON, equal to `JSON.stringify(packIndex(index.toJSON()))`. */
export function packedIndexJson<T>(index: MiniSearch<T>): string {
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
  const rows: string[] = [];
  for (const [term, fields] of mini._index) {
    const row: Array<string | number | number[]> = [term];
    for (const fieldId of [...fields.keys()].sort((a, b) => a - b)) {
      const postings = fields.get(fieldId)!;
      row.push(fieldId, packPostings([...postings.keys()], (doc) => postings.get(doc)!));
    }
    rows.push(JSON.stringify(row));
  }
  const headJson = JSON.stringify(head);
  return `${headJson.slice(0, -1)},"terms":[${rows.join(',')}]}`;
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
