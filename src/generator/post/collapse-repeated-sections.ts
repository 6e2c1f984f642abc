/**
 * Sections repeated verbatim across pages (the same "Authentication" text on every API's info page)
 * would fill a result list with copies. Each set of copies becomes one record, the first page's,
 * which says on how many other pages the same section appears.
 */
import type { SearchRecord } from '../../shared/search.ts';

/** From this many copies a section is boilerplate: two pages may share a section on purpose. */
const MIN_COPIES = 3;

const sectionKey = (r: SearchRecord) => JSON.stringify([r.lvl2 ?? '', r.lvl3 ?? '', r.content]);

/** The records with each repeated section kept once, in its first place, its `repeats` set to the number of copies dropped. Page records are never collapsed. */
export function collapseRepeatedSections(records: SearchRecord[]): SearchRecord[] {
  const copies = new Map<string, number>();
  for (const r of records) if (r.url.includes('#') && r.content) copies.set(sectionKey(r), (copies.get(sectionKey(r)) ?? 0) + 1);
  const kept = new Set<string>();
  const out: SearchRecord[] = [];
  for (const r of records) {
    const count = r.url.includes('#') && r.content ? (copies.get(sectionKey(r)) ?? 1) : 1;
    if (count < MIN_COPIES) {
      out.push(r);
      continue;
    }
    const key = sectionKey(r);
    if (kept.has(key)) continue;
    kept.add(key);
    out.push({ ...r, repeats: count - 1 });
  }
  return out;
}
