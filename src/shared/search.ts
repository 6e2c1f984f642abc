/**
 * Search, shared by the generator (which builds the index) and the client (which loads and queries
 * it): the record shape, the manifest the client reads, and the MiniSearch options. Both sides must
 * use exactly these options, or a serialized index would not load the same way it was built.
 */
import type { Options, SearchOptions } from 'minisearch';

/** One searchable record: a page, or one h2/h3 section of a page (DocSearch's hierarchy). */
export interface SearchRecord {
  /** Site path with base URL, plus `#anchor` for a section: the record's id in the index. */
  url: string;
  /** The part of the site: the top sidebar category, or the section's landing page. */
  lvl0: string;
  /** The page title. */
  lvl1: string;
  /** The h2 of a section record. */
  lvl2?: string;
  /** The h3 of a section record. */
  lvl3?: string;
  /** Plain text of the page intro or of the section (indexed; only its start is stored, as `excerpt`). */
  content: string;
  /** Front matter keywords, and for API operations the method and path. */
  keywords?: string;
  /** HTTP method of an API operation page (upper case). */
  method?: string;
  /** Path of an API operation, e.g. `/accounts/{id}`. */
  path?: string;
  /** How many other pages have this very section (boilerplate collapsed into one record). */
  repeats?: number;
}

/** Fields a result shows; the index stores these and nothing else (the url is the document id). */
export interface StoredRecord {
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  /** The first words of `content`. */
  excerpt: string;
  method?: string;
  path?: string;
  repeats?: number;
}

/** How much of a record's text the index stores for snippets. */
export const EXCERPT_CHARS = 120;

/** The start of a text, cut at a word boundary. */
export function excerptOf(text: string, max = EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max).replace(/[\s.,;:]+$/, '')}…`;
}

/** A text's sentences (a result's matched sentence is one of them: see collapseRepeatedHits). */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+/);
}

/** The hosted DocSearch-compatible index, as the client needs it. */
export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Base URL of the search API; defaults to https://<appId>-dsn.algolia.net. */
  host?: string;
}

/** `search/manifest.json`: what the client fetches the first time search opens. */
export interface SearchManifest {
  /** URL of the index's head (src/shared/search-split.ts), in a content-hashed folder with the index's other parts. */
  index: string;
  hosted?: HostedSearchConfig;
  /** Facet values of this site's pages (the `docsearch:*` meta tags). */
  facets: { language: string; tags: string[] };
  /** Where "Let us know." points when a query finds nothing. */
  issueUrl?: string;
  /** Fallback "Try searching for" suggestions: the site's main parts. */
  suggestions: string[];
}

/**
 * What ranking reads of a record, the only stored fields of the client's index (what a result shows
 * is fetched for the results shown): a page's own record is a guide's or an API operation's; a
 * section has none.
 */
export interface RankFields {
  rank?: 'guide' | 'operation';
}

/** How much more a guide's page record counts than an API operation's that matches as well. */
const GUIDE_PAGE_WEIGHT = 1.6;

/** Words too common to help ranking; dropped from the index and from queries. HTTP verbs stay. */
const STOP_WORDS = new Set(
  `a about after all also am an and any are as at be because been before being both but by can could did do does doing each every few for from had has have having he her here him his how however i if in into is it its just me more most much must my no nor not now of off on once one only or other our out over own same she should so some such than that the their them then there these they this those through to too under until up us very via was we were what when where whether which while who whom why will with within without would yet you your`.split(' '),
);

/** Splits on anything that is not a letter or a digit, so `json-ld`, `wp_cli` and `/accounts/{id}` split into words. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A light plural folding (entities -> entity, webhooks -> webhook, matches -> match), the same at build and query time. */
function singular(t: string): string {
  if (t.length < 4 || !t.endsWith('s')) return t;
  if (t.endsWith('ies') && t.length > 4) return `${t.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(t)) return t.slice(0, -2);
  if (/(ss|us|is)$/.test(t)) return t;
  return t.slice(0, -1);
}

/** Lower-cases and folds plurals; drops stop words, single letters and long numbers (ids, timestamps). */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (STOP_WORDS.has(t) || (t.length < 2 && !/\d/.test(t)) || t.length > 40 || /^\d{5,}$/.test(t)) return null;
  return singular(t);
}

/**
 * How queries run: title over headings over keywords over text; prefix and fuzzy matching; a page's
 * own record a little above its sections (as DocSearch ranks a page hit above its paragraphs), and
 * a guide's page above API operations' pages: an operation's title, path and parameters repeat its resource's name
 * ("webhook" is in the title of eleven operations), where the guide of that name explains it.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { lvl1: 5, headings: 3, keywords: 2, content: 1 },
  boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => (stored?.rank === 'guide' ? 1.3 * GUIDE_PAGE_WEIGHT : stored?.rank === 'operation' ? 1.3 : 1),
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: 'AND',
};

/** The MiniSearch options of the site index: the same object builds it and loads it. */
export const INDEX_OPTIONS: Options<SearchRecord> = {
  idField: 'url',
  fields: ['lvl1', 'headings', 'keywords', 'content'],
  storeFields: ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'excerpt', 'method', 'path', 'repeats'],
  // `headings` (a section's h2 and h3) and `excerpt` (the stored start of the text) are derived fields.
  extractField: (record, field) =>
    field === 'headings'
      ? [record.lvl2, record.lvl3].filter(Boolean).join(' ')
      : field === 'excerpt'
        ? excerptOf(record.content)
        : (record as unknown as Record<string, unknown>)[field],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};
