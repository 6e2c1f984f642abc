import type { PageView, SiteView } from './model.ts';

/** Open Graph, Twitter card and JSON-LD tags of a page's head, and the link to its Markdown copy. */
export function SeoHead({ site, page, title }: { site: SiteView; page: PageView; title: string }) {
  const { seo } = page;
  const article = seo.ogType === 'article';
  return (
    <>
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      {page.kind === 'not-found' ? null : <meta property="og:url" content={page.canonical} />}
      <meta property="og:type" content={seo.ogType} />
      <meta property="og:site_name" content={site.title} />
      {seo.locale ? <meta property="og:locale" content={seo.locale} /> : null}
      {seo.image ? <meta property="og:image" content={seo.image.url} /> : null}
      {seo.image ? <meta property="og:image:alt" content={seo.image.alt} /> : null}
      {article && seo.published ? <meta property="article:published_time" content={seo.published} /> : null}
      {article && seo.modified ? <meta property="article:modified_time" content={seo.modified} /> : null}
      <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      {seo.twitterSite ? <meta name="twitter:site" content={seo.twitterSite} /> : null}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      {seo.image ? <meta name="twitter:image" content={seo.image.url} /> : null}
      {seo.image ? <meta name="twitter:image:alt" content={seo.image.alt} /> : null}
      {seo.markdownHref ? <link rel="alternate" type="text/markdown" href={`${page.canonical.replace(/\/?$/, '/')}index.md`} /> : null}
      {/* jsonLd is escaped by serializeJsonLd: it contains no "<", so it cannot end the element. */}
      {seo.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} /> : null}
    </>
  );
}
