import type { PageView, SiteView } from './model.ts';

/** /search/: the form works without JavaScript; the client fills in results for ?q= below the server-rendered shell. */
export function SearchPage({ site, page }: { site: SiteView; page: PageView }) {
  return (
    <div className="doc">
      <article className="doc__article search-page">
        <h1 className="doc__title">{page.title}</h1>
        {/* Longer than any result's snippet, so the page's largest paint is this first one, not a result's. */}
        <p className="search-page__intro">
          Search every page and section of this documentation, the API reference included. Results appear as you type, grouped by page,
          with the words you searched for highlighted; each word also matches as the start of a longer one, and a small typo still
          finds its page. Press / or Ctrl+K on any page to search without leaving it.
        </p>
        <form className="search-page__form" action={site.searchHref} method="get" role="search">
          <label className="visually-hidden" htmlFor="search-page-input">
            Search the documentation
          </label>
          <input id="search-page-input" className="search-page__input" type="search" name="q" placeholder="Type your search here" autoComplete="off" />
          <button className="button button--primary" type="submit">
            Search
          </button>
        </form>
        <div className="search-page__results" aria-live="polite" />
      </article>
    </div>
  );
}
