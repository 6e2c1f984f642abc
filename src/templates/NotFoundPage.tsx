import type { SiteView } from './model.ts';
import { overridable } from './components.ts';
import { Fragment } from 'react';
import { fillLabel } from './labels.ts';

/**
 * The 404 page: says the page does not exist and offers search and the home page. It never forwards
 * by itself: where the site sends unknown paths home, the host configs and `serve` do it.
 */
export const NotFoundPage = overridable('NotFoundPage', function NotFoundPage({ site }: { site: SiteView }) {
  const labels = site.labels;
  // The field's label: the link's words, capitalised ("Search the documentation").
  const searchLabel = labels.searchTheDocs.charAt(0).toUpperCase() + labels.searchTheDocs.slice(1);
  return (
    <div className="doc">
      <article className="doc__article not-found">
        <h1 className="doc__title">{labels.notFoundTitle}</h1>
        <p>{labels.notFoundText}</p>
        <form className="search-page__form" action={site.searchHref} method="get" role="search">
          <label className="visually-hidden" htmlFor="not-found-search">
            {searchLabel}
          </label>
          <input id="not-found-search" className="search-page__input" type="search" name="q" placeholder={searchLabel} autoComplete="off" />
          <button className="button button--primary" type="submit">
            {labels.search}
          </button>
        </form>
        <p>
          {fillLabel(labels.notFoundLinks, { home: <a href={site.baseUrl}>{labels.homePage}</a>, search: <a href={site.searchHref}>{labels.searchTheDocs}</a> }).map((piece, i) => (
            <Fragment key={i}>{piece}</Fragment>
          ))}
        </p>
      </article>
    </div>
  );
});
