/**
 * The parts of the search interface the modal and the /search/ page share: the query hook, marked
 * text, result groups and the no-results and error states. Everything a reader typed or a source
 * returned is rendered as text (React escapes it); nothing is ever set as HTML.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { SearchEngine } from './engine.ts';
import { groupByPage, highlight, hitTitle, snippet, type HitGroup, type SearchHit } from './hits.ts';
import { searchWords } from '../../shared/search-words.ts';

/** A words pattern with the query in bold where `{query}` is. */
function fillWords(pattern: string, query: string): ReactNode[] {
  return pattern.split(/(\{query\})/).map((piece, i) => (piece === '{query}' ? <strong key={i}>{query}</strong> : piece));
}

/** Hits on show, and how many the query has in all. */
export interface Shown {
  hits: SearchHit[];
  total: number;
  pages: number;
}

const NOTHING: Shown = { hits: [], total: 0, pages: 0 };

/** Where a query stands. */
export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading'; previous: Shown }
  | ({ kind: 'results'; source: 'hosted' | 'local' } & Shown)
  | { kind: 'empty' }
  | { kind: 'error' };

/** What a state shows: its results, or while loading the previous ones. */
export const shownOf = (state: SearchState): Shown => (state.kind === 'results' ? state : state.kind === 'loading' ? state.previous : NOTHING);

/**
 * Runs the query whenever it changes, asking for the hits of its first `pages` pages (the rest are
 * counted, not fetched); answers to older queries are dropped.
 */
export function useSearch(engine: SearchEngine, query: string, pages?: number): SearchState {
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    setState((s) => ({ kind: 'loading', previous: shownOf(s) }));
    engine.search(q, pages).then(
      (answer) => current && setState(answer.hits.length ? { kind: 'results', hits: answer.hits, total: answer.total, pages: answer.pages, source: answer.source } : { kind: 'empty' }),
      () => current && setState({ kind: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [engine, query, pages]);
  return state;
}

/** Text with the matched words in `<mark>`. */
export function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((s, i) => (s.marked ? <mark key={i}>{s.text}</mark> : s.text))}
    </>
  );
}

/** The method badge and path of an API operation hit. */
function Endpoint({ hit }: { hit: SearchHit }) {
  if (!hit.method) return null;
  return (
    <span className="search-hit__endpoint">
      <span className={`method-badge method-badge--${hit.method.toLowerCase()}`}>{hit.method}</span> <code>{hit.path}</code>
    </span>
  );
}

/** One hit: its heading (or page title), where it is, and a snippet, each with the matched words marked. */
export function HitBody({ hit }: { hit: SearchHit }) {
  const title = hitTitle(hit);
  const where = hit.lvl3 ? `${hit.lvl1} › ${hit.lvl2 ?? ''}` : hit.lvl2 ? hit.lvl1 : '';
  const text = snippet(hit.text, hit.terms);
  return (
    <>
      <span className="search-hit__title">
        <Marked text={title} terms={hit.terms} />
      </span>
      {where ? <span className="search-hit__where">{where}</span> : null}
      <Endpoint hit={hit} />
      {text ? (
        <span className="search-hit__snippet">
          <Marked text={text} terms={hit.terms} />
        </span>
      ) : null}
      {hit.repeats ? (
        <span className="search-hit__repeats">
          and {hit.repeats} more page{hit.repeats === 1 ? '' : 's'} with this section
        </span>
      ) : null}
    </>
  );
}

/** Result groups, one per page; `renderHit` draws each hit (a listbox option in the modal, a plain link on the page). */
export function HitGroups({ groups, renderHit }: { groups: HitGroup[]; renderHit: (hit: SearchHit, index: number) => ReactNode }) {
  let n = 0;
  return (
    <>
      {groups.map((group) => (
        <section key={group.page} className="search-group" role="group" aria-label={group.lvl1}>
          <div className="search-group__header" aria-hidden="true">
            <span className="search-group__part">{group.lvl0}</span>
            <span className="search-group__page">{group.lvl1}</span>
          </div>
          <ul className="search-group__hits" role="presentation">
            {group.hits.map((hit) => renderHit(hit, n++))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Groups for display: at most `maxGroups` pages and `maxHits` hits per page. */
export function visibleGroups(hits: SearchHit[], maxGroups = Infinity, maxHits = Infinity): HitGroup[] {
  return groupByPage(hits)
    .slice(0, maxGroups)
    .map((g) => ({ ...g, hits: g.hits.slice(0, maxHits) }));
}

/** The issue URL, with a title naming the query. */
function issueLink(issueUrl: string, query: string): string {
  const url = new URL(issueUrl);
  url.searchParams.set('title', `Search: no results for "${query}"`);
  return url.href;
}

/** `No results for "<query>"`, up to three suggestions, and where to report a missing result. */
export function NoResults({ engine, query, onSuggestion }: { engine: SearchEngine; query: string; onSuggestion: (q: string) => void }) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [issueUrl, setIssueUrl] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    engine.suggest(query).then((s) => current && setSuggestions(s));
    engine.issueUrl().then((u) => current && setIssueUrl(u));
    return () => {
      current = false;
    };
  }, [engine, query]);
  return (
    <div className="search-state search-state--empty">
      <p className="search-state__title">
        {fillWords(searchWords().noResults, query)}
      </p>
      {suggestions.length ? (
        <div className="search-state__suggestions">
          <p>{searchWords().trySearching}</p>
          <ul>
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="search-state__suggestion" onClick={() => onSuggestion(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {issueUrl ? (
        <p className="search-state__report">
          Believe this query should return results?{' '}
          <a href={issueLink(issueUrl, query)} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Both sources failed. */
export function FetchError() {
  return (
    <div className="search-state search-state--error" role="alert">
      <p className="search-state__title">{searchWords().searchFailed}</p>
      <p>{searchWords().checkNetwork}</p>
    </div>
  );
}
