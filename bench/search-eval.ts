/**
 * Search quality on a built site: the query set (test/acceptance/search-queries.tsv), the built index
 * loaded as the browser loads it, and two plain substring searches over the pages' text as baselines.
 * Shared by bench/search.ts (which prints figures) and test/unit/search-quality.test.ts (which asserts them).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { openLocalIndex, type LocalIndex } from '../src/client/search/local.ts';
import type { SearchManifest } from '../src/shared/search.ts';
import { headFile } from '../src/shared/search-split.ts';

export const QUERIES_FILE = fileURLToPath(new URL('../test/acceptance/search-queries.tsv', import.meta.url));

/** A query and the route of the page it should find. */
export interface QueryCase {
  query: string;
  expected: string;
}

/** Reads the query set (tab-separated, `#` comments). */
export function readQueries(file = QUERIES_FILE): QueryCase[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [query, expected] = line.split('\t');
      return { query, expected };
    });
}

/** The built index of a dist/ folder, its sizes and its load time. */
export interface BuiltIndex {
  index: LocalIndex;
  /** The folder of the index's parts. */
  folder: string;
  /** All the parts, raw and each gzipped. */
  bytes: number;
  gzipBytes: number;
  /** The head alone, gzipped (what every first query fetches). */
  headGzipBytes: number;
  /** Milliseconds to open the index (read and parse the head, build its term dictionary). */
  loadMs: number;
}

const gzipSize = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;

/** Opens dist/'s index the way the client does (manifest, head, then parts as queries need them, here from disk). */
export async function loadBuiltIndex(dist: string): Promise<BuiltIndex> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'search', 'manifest.json'), 'utf8')) as SearchManifest;
  const head = path.join(dist, manifest.index.replace(/^\/+/, ''));
  const folder = path.dirname(head);
  const started = performance.now();
  const index = await openLocalIndex(async (name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')));
  const loadMs = performance.now() - started;
  const parts = fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name)));
  return {
    index,
    folder,
    bytes: parts.reduce((n, b) => n + b.length, 0),
    gzipBytes: parts.reduce((n, b) => n + gzipSize(b), 0),
    headGzipBytes: gzipSize(fs.readFileSync(head)),
    loadMs,
  };
}

/** Distinct pages (URL without anchor) of ranked URLs, best first. */
export function pagesOf(urls: string[], n = 3): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = url.split('#')[0];
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === n) break;
  }
  return pages;
}

/** The local index's top pages for a query. */
export const minisearchTop = (index: LocalIndex) => async (query: string) => pagesOf((await index.search(query)).hits.map((h) => h.url));

/** A page's title and visible article text, for the substring baselines. */
interface PageText {
  route: string;
  title: string;
  text: string;
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** Every page of dist/ (not redirects, the search page or 404) with its lower-cased title and text. */
export function readPageTexts(dist: string): PageText[] {
  const out: PageText[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'index.html') {
        const html = fs.readFileSync(p, 'utf8');
        const route = `/${path.relative(dist, path.dirname(p)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/');
        if (html.includes('http-equiv="refresh"') || route === '/search/') continue;
        const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
        const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
        const text = decode(article.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
        out.push({ route, title: title.toLowerCase(), text: text.toLowerCase() });
      }
    }
  };
  walk(dist);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

const occurrences = (text: string, needle: string) => (needle ? text.split(needle).length - 1 : 0);

/** Baseline 1, what a plain substring search does: pages containing the whole query; title matches first, then by count. */
export const phraseTop = (pages: PageText[]) => (query: string) => {
  const q = query.toLowerCase().trim();
  return pages
    .map((p) => ({ route: p.route, score: (p.title.includes(q) ? 1e6 : 0) + occurrences(p.text, q) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((p) => p.route);
};

/** Baseline 2, a kinder one: pages containing every word of the query as a substring, ranked the same way. */
export const wordsTop = (pages: PageText[]) => (query: string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pages
    .filter((p) => words.every((w) => p.text.includes(w)))
    .map((p) => ({ route: p.route, score: words.reduce((s, w) => s + (p.title.includes(w) ? 1e6 : 0) + occurrences(p.text, w), 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((p) => p.route);
};

/** How many expected pages are in the top 3, and the queries that missed. */
export interface Evaluation {
  found: number;
  total: number;
  rate: number;
  misses: Array<{ query: string; expected: string; got: string[] }>;
}

/** Scores a ranking function on the query set. */
export async function evaluate(cases: QueryCase[], top3: (query: string) => string[] | Promise<string[]>): Promise<Evaluation> {
  const misses: Evaluation['misses'] = [];
  for (const c of cases) {
    const got = await top3(c.query);
    if (!got.includes(c.expected)) misses.push({ ...c, got });
  }
  const found = cases.length - misses.length;
  return { found, total: cases.length, rate: found / cases.length, misses };
}
