/**
 * Search hits as the interface shows them, whichever source answered: grouping by page, the words to
 * mark, and the snippet. Pure functions (no DOM), shared by the modal, the /search/ page and the tests.
 */
import { processTerm, sentencesOf, tokenize } from '../../shared/search.ts';

/** One result: a page or one of its sections. */
export interface SearchHit {
  /** Path with base URL, plus `#anchor` for a section. */
  url: string;
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  /** Text to make the snippet from. */
  text: string;
  method?: string;
  path?: string;
  /** How many other pages have this very section (shown as "and N more pages"). */
  repeats?: number;
  /** Normalized terms to mark: matched index terms, or the query's words for hosted hits. */
  terms: string[];
}

/** The hits of one page, in rank order; the page's place is that of its best hit. */
export interface HitGroup {
  page: string;
  lvl0: string;
  lvl1: string;
  hits: SearchHit[];
}

/** Groups hits by page (the URL without its anchor), keeping rank order. */
export function groupByPage(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const page = hit.url.split('#')[0];
    let group = groups.get(page);
    if (!group) groups.set(page, (group = { page, lvl0: hit.lvl0, lvl1: hit.lvl1, hits: [] }));
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** The normalized words of a query, to mark in hosted hits. */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

/** A run of text, marked when it is a matched word. */
export interface Segment {
  text: string;
  marked: boolean;
}

/** Splits text into runs, marking each word whose normalized form starts with one of the terms. */
export function highlight(text: string, terms: string[]): Segment[] {
  if (!terms.length) return [{ text, marked: false }];
  const segments: Segment[] = [];
  let plain = '';
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    const term = /^[\p{L}\p{N}]+$/u.test(part) ? processTerm(part) : null;
    if (term !== null && terms.some((t) => term.startsWith(t))) {
      if (plain) segments.push({ text: plain, marked: false });
      segments.push({ text: part, marked: true });
      plain = '';
    } else {
      plain += part;
    }
  }
  if (plain) segments.push({ text: plain, marked: false });
  return segments;
}

/** A window of about `size` characters of text around its first marked word, with ellipses where cut. */
export function snippet(text: string, terms: string[], size = 180): string {
  if (text.length <= size) return text;
  let first = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = processTerm(m[0]);
    if (term !== null && terms.some((t) => term.startsWith(t))) {
      first = m.index ?? 0;
      break;
    }
  }
  let start = Math.max(0, first - Math.floor(size / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + size);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const middle = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${end < text.length ? `${middle.replace(/[.,;:]+$/, '')}…` : middle}`;
}

/** The title a hit shows: its own heading, else the page title. */
export const hitTitle = (hit: SearchHit): string => hit.lvl3 ?? hit.lvl2 ?? hit.lvl1;

/** The sentence of a text with its first matched word (the whole text when none matches). */
function matchedSentence(text: string, terms: string[]): string {
  for (const sentence of sentencesOf(text)) {
    for (const word of sentence.match(/[\p{L}\p{N}]+/gu) ?? []) {
      const term = processTerm(word);
      if (term !== null && terms.some((t) => term.startsWith(t))) return sentence;
    }
  }
  return text;
}

/** From this many copies a section is boilerplate (two pages may share a sentence on purpose). */
const MIN_COPIES = 3;

/** The key under which a section hit collapses with others: its title and matched sentence (none for a page hit). */
export function collapseKey(hit: SearchHit): string | undefined {
  return hit.url.includes('#') ? JSON.stringify([hitTitle(hit), matchedSentence(hit.text, hit.terms)]) : undefined;
}

/**
 * Items that share a key (and stand for at least three copies with the copies they already count)
 * collapse into the first of them, which then counts the others; items without a key stay as they are.
 */
export function collapseRepeated<T>(items: T[], keyOf: (item: T) => string | undefined, repeatsOf: (item: T) => number, withRepeats: (item: T, repeats: number) => T): T[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1 + repeatsOf(item));
  }
  const first = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const count = key ? counts.get(key)! : 1;
    if (!key || count < MIN_COPIES) out.push(item);
    else if (!first.has(key)) {
      first.add(key);
      out.push(withRepeats(item, count - 1));
    }
  }
  return out;
}

/**
 * Sections of different pages with the same heading whose matched sentence is the same (the
 * "Authentication" boilerplate of every API) collapse into the first of them, which counts the others
 * in `repeats`. Page hits and sections shared by fewer than three pages stay as they are.
 */
export function collapseRepeatedHits(hits: SearchHit[]): SearchHit[] {
  return collapseRepeated(hits, collapseKey, (hit) => hit.repeats ?? 0, (hit, repeats) => ({ ...hit, repeats }));
}

/** `/search/?q=…` for a query, under the site's search page. */
export function searchPageUrl(searchPage: string, query: string): string {
  return `${searchPage}?${new URLSearchParams({ q: query })}`;
}
