/**
 * The hosted index: Algolia DocSearch's REST search API (`POST /1/indexes/*\/queries`), with the
 * application id and key as `x-algolia-*` URL parameters (a CORS-simple request, no preflight) and
 * facet filters on language and docs tag, as DocSearch sites send them.
 */
import type { HostedSearchConfig, SearchManifest } from '../../shared/search.ts';
import { queryTerms, type SearchHit } from './hits.ts';

/** How long the hosted index may take before the local index answers instead. */
export const HOSTED_TIMEOUT_MS = 2000;

/** A DocSearch record as the API returns it (only the fields used here). */
interface DocSearchHit {
  url?: string;
  content?: string | null;
  hierarchy?: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>;
}

/** The request body for one query. */
export function hostedRequest(config: HostedSearchConfig, facets: SearchManifest['facets'], query: string, hitsPerPage: number): string {
  const params = new URLSearchParams({
    hitsPerPage: String(hitsPerPage),
    attributesToRetrieve: JSON.stringify(['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content', 'type', 'url']),
    attributesToSnippet: JSON.stringify(['content:30']),
    snippetEllipsisText: '…',
    facetFilters: JSON.stringify([`language:${facets.language}`, facets.tags.map((tag) => `docusaurus_tag:${tag}`)]),
  });
  return JSON.stringify({ requests: [{ indexName: config.indexName, query, params: params.toString() }] });
}

/** The search endpoint, on the configured host or Algolia's DSN host for the application. */
export function hostedEndpoint(config: HostedSearchConfig): string {
  const host = (config.host ?? `https://${config.appId}-dsn.algolia.net`).replace(/\/+$/, '');
  const auth = new URLSearchParams({ 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey });
  return `${host}/1/indexes/*/queries?${auth}`;
}

/** A hit's URL as a path on this site: DocSearch indexes absolute production URLs. */
function localPath(url: string): string {
  const u = new URL(url, location.href);
  return `${u.pathname}${u.search}${u.hash}`;
}

function toHit(hit: DocSearchHit, terms: string[]): SearchHit | undefined {
  const h = hit.hierarchy ?? {};
  if (!hit.url || !h.lvl1) return undefined;
  return {
    url: localPath(hit.url),
    lvl0: h.lvl0 ?? '',
    lvl1: h.lvl1,
    ...(h.lvl2 ? { lvl2: h.lvl2 } : {}),
    ...(h.lvl3 ? { lvl3: h.lvl3 } : {}),
    text: hit.content ?? '',
    terms,
  };
}

/** Queries the hosted index; rejects on a network error, a non-2xx answer, a malformed body or after the timeout. */
export async function searchHosted(config: HostedSearchConfig, facets: SearchManifest['facets'], query: string, hitsPerPage = 50): Promise<SearchHit[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HOSTED_TIMEOUT_MS);
  try {
    const response = await fetch(hostedEndpoint(config), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: hostedRequest(config, facets, query, hitsPerPage),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`the hosted search answered HTTP ${response.status}`);
    const body = (await response.json()) as { results?: Array<{ hits?: DocSearchHit[] }> };
    const hits = body.results?.[0]?.hits;
    if (!Array.isArray(hits)) throw new Error('the hosted search answered without results');
    const terms = queryTerms(query);
    return hits.map((hit) => toHit(hit, terms)).filter((hit): hit is SearchHit => hit !== undefined);
  } finally {
    clearTimeout(timer);
  }
}
