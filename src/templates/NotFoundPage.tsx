import type { SiteView } from './model.ts';
import { overridable } from './components.ts';

export const NotFoundPage = overridable('NotFoundPage', function NotFoundPage({ site }: { site: SiteView }) {
  if (site.unknownPaths === 'home') {
    return (
      <div className="doc">
        <article className="doc__article not-found">
          <h1 className="doc__title">Page Not Found</h1>
          <p>There is no page at this address. Taking you to the <a href={site.baseUrl}>home page</a>…</p>
        </article>
      </div>
    );
  }
  return (
    <div className="doc">
      <article className="doc__article not-found">
        <h1 className="doc__title">Page Not Found</h1>
        <p>We could not find what you were looking for. The page may have moved when the documentation was reorganised.</p>
        <p>
          Go to the <a href={site.baseUrl}>home page</a> or <a href={`${site.baseUrl}search/`}>search the documentation</a>.
        </p>
      </article>
    </div>
  );
});
