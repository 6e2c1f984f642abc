import type { PageView, SiteView } from './model.ts';

/** Open Graph, Twitter card and JSON-LD tags of a page's head, and the link to its Markdown copy. */
export function SeoHead({ site, page, title }: { site: SiteView; page: PageView; title: string }) {
  const { seo } = page;
  const article = seo.ogType === 'article';
  // A doc's own `<head>` meta of a name or property replaces the page's, as Docusaurus' Head does; the
  // site's own (its headTags, a Docusaurus repo's themeConfig.metadata) replaces one of the site's
  // defaults (twitter:card…), not what is the page's own (its title, description and address).
  const own = new Set([...ownMetaNames(page), ...siteMetaNames(site)]);
  // (An empty description is none: no meta that says nothing.)
  const meta = (key: 'name' | 'property', id: string, content: string | undefined) => (own.has(id) || content === '' ? null : <meta {...{ [key]: id }} content={content} />);
  return (
    <>
      {meta('property', 'og:title', title)}
      {meta('property', 'og:description', page.description)}
      {page.kind === 'not-found' ? null : meta('property', 'og:url', page.canonical)}
      {meta('property', 'og:type', seo.ogType)}
      {meta('property', 'og:site_name', site.title)}
      {seo.locale ? meta('property', 'og:locale', seo.locale) : null}
      {own.has('og:locale:alternate') ? null : (seo.localeAlternates ?? []).map((locale) => <meta key={locale} property="og:locale:alternate" content={locale} />)}
      {seo.image ? meta('property', 'og:image', seo.image.url) : null}
      {seo.image ? meta('property', 'og:image:alt', seo.image.alt) : null}
      {article && seo.published ? meta('property', 'article:published_time', seo.published) : null}
      {article && seo.modified ? meta('property', 'article:modified_time', seo.modified) : null}
      {meta('name', 'twitter:card', seo.image ? 'summary_large_image' : 'summary')}
      {seo.twitterSite ? meta('name', 'twitter:site', seo.twitterSite) : null}
      {meta('name', 'twitter:title', title)}
      {meta('name', 'twitter:description', page.description)}
      {seo.image ? meta('name', 'twitter:image', seo.image.url) : null}
      {seo.image ? meta('name', 'twitter:image:alt', seo.image.alt) : null}
      {seo.markdownHref ? <link rel="alternate" type="text/markdown" href={new URL(seo.markdownHref, page.canonical).href} /> : null}
      <LocaleAlternates site={site} page={page} />
      {/* jsonLd is escaped by serializeJsonLd: it contains no "<", so it cannot end the element. */}
      {seo.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} /> : null}
    </>
  );
}

/**
 * The page's own tags, which the site's meta tags never replace. (A site's twitter:title does replace
 * the page's: Docusaurus writes none of its own, so a repo's themeConfig.metadata gives the only one.)
 */
const PAGE_OWN_META = new Set(['og:title', 'og:description', 'og:url', 'description']);

/** The names and properties of the site's own meta tags that replace docsgen's. */
function siteMetaNames(site: SiteView): string[] {
  return site.headTags.filter((t) => t.tagName === 'meta').map((t) => String(t.attributes.name ?? t.attributes.property ?? '')).filter((name) => name && !PAGE_OWN_META.has(name));
}

/** The names and properties of the meta tags a doc's own `<head>` gives. */
export function ownMetaNames(page: PageView): Set<string> {
  return new Set((page.headTags ?? []).filter((t) => t.tag === 'meta').map((t) => t.attributes.name ?? t.attributes.property ?? ''));
}

/**
 * The page's copy in each of the site's locales, for search engines (`hreflang`), and the default
 * locale's as `x-default`, as Docusaurus lists them. Not on the not-found page.
 */
function LocaleAlternates({ site, page }: { site: SiteView; page: PageView }) {
  const base = site.url + site.baseUrl;
  if (page.kind === 'not-found' || !page.canonical.startsWith(base)) return null;
  // A Docusaurus site of one language names it all the same (the page itself, and as x-default).
  if (site.locales.length < 2) {
    return site.docusaurusMarkup ? (
      <>
        <link rel="alternate" href={page.canonical} hrefLang={site.htmlLang} />
        <link rel="alternate" href={page.canonical} hrefLang="x-default" />
      </>
    ) : null;
  }
  const path = page.canonical.slice(base.length);
  const fallback = site.locales.find((l) => l.isDefault);
  return (
    <>
      {site.locales.map((l) => (
        <link key={l.htmlLang} rel="alternate" href={site.url + l.base + path} hrefLang={l.htmlLang} />
      ))}
      {fallback ? <link rel="alternate" href={site.url + fallback.base + path} hrefLang="x-default" /> : null}
    </>
  );
}
