/**
 * Where answers come from: the hosted index first when the site configures one, the local index when
 * it does not, or when the hosted index times out or fails (after one failure the local index answers
 * for the rest of the visit, so readers do not wait for the timeout on every keystroke). Nothing is
 * fetched until the first query.
 */
import type { SearchManifest } from '../../shared/search.ts';
import { groupByPage, type SearchHit } from './hits.ts';
import { searchHosted } from './hosted.ts';
import { localSearcher, type LocalSearcher } from './local-searcher.ts';

/** The answer to a query, and which index gave it. */
export interface SearchAnswer {
  /** The hits of the first pages asked for (the local index fetches what a hit shows for those only), or all. */
  hits: SearchHit[];
  /** How many hits, and on how many pages, the query has in all. */
  total: number;
  pages: number;
  source: 'hosted' | 'local';
}

export interface SearchEngine {
  /** Starts fetching what the first query will need (the manifest, and the local index when no hosted index is set). */
  warm(): void;
  /** Resolves to the hits of a query on its first `pages` pages at least, or rejects when no source could answer. */
  search(query: string, pages?: number): Promise<SearchAnswer>;
  /** Up to three queries worth trying instead of one that found nothing. */
  suggest(query: string): Promise<string[]>;
  /** The issue tracker's new-issue URL, for "Let us know.". */
  issueUrl(): Promise<string | undefined>;
}

/** Creates the engine of a page; `manifestUrl` is `search/manifest.json` under the site's base URL. */
export function createSearchEngine(manifestUrl: string): SearchEngine {
  let manifest: Promise<SearchManifest> | undefined;
  let local: LocalSearcher | undefined;
  let hostedDown = false;

  const getManifest = () =>
    (manifest ??= fetch(manifestUrl).then((r) => {
      if (!r.ok) throw new Error(`the search manifest answered HTTP ${r.status}`);
      return r.json() as Promise<SearchManifest>;
    })).catch((error: unknown) => {
      manifest = undefined; // let the next query try again
      throw error;
    });
  // The searcher loads the index on its first request, and again on the next one if that failed.
  const getLocal = async () => (local ??= localSearcher(new URL((await getManifest()).index, location.href).href));

  return {
    warm() {
      getManifest().then((m) => (m.hosted ? undefined : getLocal().then((l) => l.ready())), () => undefined).catch(() => undefined);
    },
    async search(query, pages) {
      const m = await getManifest();
      if (m.hosted && !hostedDown) {
        try {
          const hits = await searchHosted(m.hosted, m.facets, query);
          return { hits, total: hits.length, pages: groupByPage(hits).length, source: 'hosted' };
        } catch {
          hostedDown = true;
        }
      }
      return { ...(await (await getLocal()).search(query, pages)), source: 'local' };
    },
    async suggest(query) {
      const m = await getManifest().catch(() => undefined);
      const near = local ? await local.suggest(query).catch(() => []) : [];
      return [...new Set([...near, ...(m?.suggestions ?? [])])].slice(0, 3);
    },
    async issueUrl() {
      return (await getManifest().catch(() => undefined))?.issueUrl;
    },
  };
}

const engines = new Map<string, SearchEngine>();

/** One engine per manifest for the whole page, shared by the modal and the /search/ page. */
export function sharedEngine(manifestUrl: string): SearchEngine {
  let engine = engines.get(manifestUrl);
  if (!engine) engines.set(manifestUrl, (engine = createSearchEngine(manifestUrl)));
  return engine;
}
