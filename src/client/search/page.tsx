/**
 * The /search/ page: takes the query from `?q=`, lists every result, and keeps the URL in step as the
 * reader types (replaceState, so Back leaves the page instead of stepping through keystrokes). The
 * server-rendered form still works without JavaScript.
 */
import { ENGLISH_SEARCH_WORDS, searchWords } from '../../shared/search-words.ts';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { sharedEngine, type SearchEngine } from './engine.ts';
import { FetchError, HitBody, HitGroups, NoResults, shownOf, useSearch, visibleGroups } from './search-ui.tsx';

/** Renders the results of the page's query into its results container. */
export function mountSearchPage({ container, manifestUrl }: { container: Element; manifestUrl: string }): void {
  container.setAttribute('data-search-mounted', 'true');
  const input = document.querySelector<HTMLInputElement>('#search-page-input');
  createRoot(container).render(<SearchPageResults engine={sharedEngine(manifestUrl)} input={input} />);
}

const queryOfUrl = () => new URLSearchParams(location.search).get('q') ?? '';

/** Puts the query in the address bar without adding a history entry. */
function replaceQuery(query: string): void {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url);
}

/** Pages of results drawn at first, and added by each "Show more": drawing all 200 hits at once was most of the page's blocking time. */
const PAGES_AT_A_TIME = 20;

function SearchPageResults({ engine, input }: { engine: SearchEngine; input: HTMLInputElement | null }) {
  const [query, setQuery] = useState(queryOfUrl);
  const q = query.trim();
  const [shown, setShown] = useState(PAGES_AT_A_TIME);
  useEffect(() => setShown(PAGES_AT_A_TIME), [q]);
  const state = useSearch(engine, query, shown);

  useEffect(() => {
    if (!input) return;
    const onInput = () => {
      setQuery(input.value);
      replaceQuery(input.value);
    };
    // What the reader typed before this chunk arrived wins over the URL's query.
    if (input.value && input.value !== queryOfUrl()) onInput();
    else input.value = queryOfUrl();
    const onSubmit = (event: Event) => event.preventDefault();
    input.addEventListener('input', onInput);
    input.form?.addEventListener('submit', onSubmit);
    return () => {
      input.removeEventListener('input', onInput);
      input.form?.removeEventListener('submit', onSubmit);
    };
  }, [input]);

  const applySuggestion = (s: string) => {
    if (input) input.value = s;
    setQuery(s);
    replaceQuery(s);
  };

  if (!q) return <p className="search-state search-state--idle">{searchWords().typeToSearch}</p>;
  if (state.kind === 'error') return <FetchError />;
  if (state.kind === 'empty') return <NoResults engine={engine} query={q} onSuggestion={applySuggestion} />;
  const { hits, total, pages } = shownOf(state);
  if (!hits.length) return <p className="search-state search-state--loading">{searchWords().searching}</p>;
  const groups = visibleGroups(hits);
  const more = pages - Math.min(shown, groups.length);
  return (
    <>
      <h2 className="search-page__summary">{summaryOf(total, pages, q)}</h2>
      <div className="search-page__list" data-source={state.kind === 'results' ? state.source : undefined}>
        <HitGroups
          groups={groups.slice(0, shown)}
          renderHit={(hit) => (
            <li key={hit.url} className="search-hit">
              <a href={hit.url}>
                <HitBody hit={hit} />
              </a>
            </li>
          )}
        />
      </div>
      {more > 0 ? (
        <button type="button" className="button search-page__more" onClick={() => setShown((n) => n + PAGES_AT_A_TIME)}>
          {showMoreOf(Math.min(more, PAGES_AT_A_TIME))}
        </button>
      ) : null}
    </>
  );
}

/** "12 results on 3 pages for "beam"", in the site's words; English with its own plural endings. */
function summaryOf(total: number, pages: number, query: string): ReactNode {
  const words = searchWords();
  const quoted = <span className="search-page__query">{query}</span>;
  if (words.resultsSummary === ENGLISH_SEARCH_WORDS.resultsSummary) {
    return (
      <>
        {total} result{total === 1 ? '' : 's'} on {pages} page{pages === 1 ? '' : 's'} for "{quoted}"
      </>
    );
  }
  return words.resultsSummary.split(/(\{\w+\})/).map((piece, i) => <Fragment key={i}>{piece === '{total}' ? total : piece === '{pages}' ? pages : piece === '{query}' ? quoted : piece}</Fragment>);
}

/** "Show 20 more pages of results", in the site's words. */
function showMoreOf(count: number): string {
  const words = searchWords();
  if (words.showMore === ENGLISH_SEARCH_WORDS.showMore) return `Show ${count} more page${count === 1 ? '' : 's'} of results`;
  return words.showMore.replace('{count}', String(count));
}
