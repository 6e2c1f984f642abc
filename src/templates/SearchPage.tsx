import type { PageView, SiteView } from './model.ts';

/** /search/: the form works without JavaScript; the client fills in results for ?q=. */
export function SearchPage({ site, page }: { site: SiteView; page: PageView }) {
  return (
    <div className="doc">
      <article className="doc__article search-page">
        <h1 className="doc__title">{page.title}</h1>
        <form className="search-page__form" action={`${site.baseUrl}search/`} method="get" role="search">
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
