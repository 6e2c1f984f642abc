/**
 * Search hits as the interface shows them, whichever source answered: grouping by page, the words to
 * mark, and the snippet. Pure functions (no DOM), shared by the modal, the /search/ page and the tests.
 */
import { processTerm, tokenize } from '../../shared/search.ts';

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

/** `/search/?q=…` for a query, under the site's search page. */
export function searchPageUrl(searchPage: string, query: string): string {
  return `${searchPage}?${new URLSearchParams({ q: query })}`;
}
