/** Recent searches: the last results a reader opened, kept in localStorage (seven, newest first). */
import { storage } from '../storage.ts';
import type { SearchHit } from './hits.ts';

export const RECENT_KEY = 'docsgen.search.recent';
export const RECENT_MAX = 7;

/** What a recent search keeps of the hit that was opened. */
export interface RecentSearch {
  url: string;
  title: string;
  /** Where it is: "Page › Section". */
  context: string;
}

function isRecent(value: unknown): value is RecentSearch {
  const v = value as RecentSearch;
  return typeof v === 'object' && v !== null && typeof v.url === 'string' && typeof v.title === 'string' && typeof v.context === 'string';
}

/** The stored list; anything unreadable counts as empty. */
export function readRecent(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

function write(list: RecentSearch[]): RecentSearch[] {
  storage.set(RECENT_KEY, JSON.stringify(list));
  return list;
}

/** Puts an opened hit first (once) and keeps the newest seven. */
export function addRecent(hit: SearchHit, title: string): RecentSearch[] {
  const context = [hit.lvl1, hit.lvl3 ? hit.lvl2 : undefined].filter((p) => p && p !== title).join(' › ') || hit.lvl0;
  const entry: RecentSearch = { url: hit.url, title, context };
  return write([entry, ...readRecent().filter((r) => r.url !== hit.url)].slice(0, RECENT_MAX));
}

/** Removes one entry. */
export function removeRecent(url: string): RecentSearch[] {
  return write(readRecent().filter((r) => r.url !== url));
}
