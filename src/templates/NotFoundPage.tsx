import type { SiteView } from './model.ts';
import { overridable } from './components.ts';

/**
 * The 404 page: says the page does not exist and offers search and the home page. It never forwards
 * by itself: where the site sends unknown paths home, the host configs and `serve` do it.
 */
export const NotFoundPage = overridable('NotFoundPage', function NotFoundPage({ site }: { site: SiteView }) {
  return (
    <div className="doc">
      <article className="doc__article not-found">
        <h1 className="doc__title">Page Not Found</h1>
        <p>We could not find what you were looking for. The page may have moved when the documentation was reorganised.</p>
        <form className="search-page__form" action={site.searchHref} method="get" role="search">
          <label className="visually-hidden" htmlFor="not-found-search">
            Search the documentation
          </label>
          <input id="not-found-search" className="search-page__input" type="search" name="q" placeholder="Search the documentation" autoComplete="off" />
          <button className="button button--primary" type="submit">
            Search
          </button>
        </form>
        <p>
          Go to the <a href={site.baseUrl}>home page</a> or <a href={site.searchHref}>search the documentation</a>.
        </p>
      </article>
    </div>
  );
});
