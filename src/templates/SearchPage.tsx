import type { PageView, SiteView } from './model.ts';
import { ENGLISH_LABELS } from './labels.ts';

/** /search/: the form works without JavaScript; the client fills in results for ?q= below the server-rendered shell. */
export function SearchPage({ site, page }: { site: SiteView; page: PageView }) {
  return (
    <div className="doc">
      <article className="doc__article search-page">
        <h1 className="doc__title">{page.title}</h1>
        {/* Longer than any result's snippet, so the page's largest paint is this first one, not a result's. */}
        <p className="search-page__intro">{site.labels.searchIntro}</p>
        <form className="search-page__form" action={site.searchHref} method="get" role="search">
          <label className="visually-hidden" htmlFor="search-page-input">
            {site.labels.searchTheDocsTitle}
          </label>
          <input id="search-page-input" className="search-page__input" type="search" name="q" placeholder={site.labels.searchPlaceholder === ENGLISH_LABELS.searchPlaceholder ? 'Type your search here' : site.labels.searchPlaceholder} autoComplete="off" />
          <button className="button button--primary" type="submit">
            {site.labels.search}
          </button>
        </form>
        <div className="search-page__results" aria-live="polite" />
      </article>
    </div>
  );
}
