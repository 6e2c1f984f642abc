/**
 * The SEO view of one page: Open Graph and Twitter card values, the page's JSON-LD and the URL of
 * its Markdown copy. Computed while the page view is built; the template only prints it.
 */
import type { SiteConfig } from '../../config/schema.ts';
import type { Page } from '../../routes/route-table.ts';
import type { SeoView } from '../../../templates/model.ts';
import type { Crumb } from '../../../shared/types.ts';
import { serializeJsonLd, structuredDataOf } from './structured-data.ts';
import { markdownFileOf } from '../../routes/url-rules.ts';

export interface PageSeoInput {
  config: SiteConfig;
  page: Page;
  canonical: string;
  description: string;
  breadcrumbs: Crumb[];
  /** The page's last breadcrumb when it is not its title (its sidebar label). */
  crumbLabel?: string;
}

/** Whether search engines may index a page: not the search page, not the 404 page. */
export function isIndexable(page: Page): boolean {
  return page.kind !== 'search' && page.kind !== 'not-found' && !(page.kind === 'doc' && page.doc.frontMatter.unlisted) && !(page.kind === 'blog' && page.blog.view === 'post' && page.blog.post.unlisted);
}

/**
 * Whether a page says `noindex` itself: every page that is not indexable except the 404 page. Hosts
 * answer an unknown path with the 404 page and status 404, which search engines never index; a
 * `noindex` there says nothing more (Docusaurus and VitePress do not write one either), and it would
 * fail the "page is blocked from indexing" audit of anyone measuring the page. The 404 page stays
 * out of the sitemap.
 */
export function saysNoindex(page: Page): boolean {
  return !isIndexable(page) && page.kind !== 'not-found';
}

/** Builds the SeoView of a page. */
export function seoViewOf(input: PageSeoInput): SeoView {
  const { config, page } = input;
  // A Docusaurus site's Open Graph locale is its html lang with an underscore ("en", "pt_BR"), as there.
  const openGraphLocale = (htmlLang: string) => (config.pagesDir !== undefined ? htmlLang.replace('-', '_') : ogLocale(htmlLang));
  const image = imageOf(config, page);
  const graph = structuredDataOf({ ...input, image });
  const post = page.kind === 'blog' && page.blog.view === 'post' ? page.blog.post : undefined;
  const isArticle = (page.kind === 'doc' && page.route !== '/') || page.kind === 'contributed' || post !== undefined;
  return {
    ogType: isArticle ? 'article' : 'website',
    locale: openGraphLocale(config.locale.htmlLang),
    // The site's other languages, as Docusaurus names them to Open Graph (og:locale:alternate).
    localeAlternates: config.siteLocales.filter((l) => l.htmlLang !== config.locale.htmlLang).flatMap((l) => openGraphLocale(l.htmlLang) ?? []),
    image: image ? { url: image, alt: page.title } : undefined,
    modified: page.dates?.modified,
    // A post is published on its own date (front matter, file name), not its file's first commit.
    published: post?.date ?? page.dates?.created,
    twitterSite: config.seo.twitterSite,
    jsonLd: graph ? serializeJsonLd(graph) : undefined,
    markdownHref: page.kind === 'doc' ? `${config.baseUrl}${markdownFileOf(page.route, config)}` : undefined,
  };
}

/** The page's front matter `image`, else the site's; a site path is made absolute. */
function imageOf(config: SiteConfig, page: Page): string | undefined {
  const image = (page.kind === 'doc' ? page.doc.frontMatter.image : page.kind === 'category-index' ? page.index.image : page.kind === 'blog' && page.blog.view === 'post' ? page.blog.post.image : undefined) ?? config.seo.image;
  return image?.startsWith('/') ? config.url + image : image;
}

/** Open Graph locales by html lang: every page of a site asks for the same one, and Intl.Locale is slow. */
const OG_LOCALES = new Map<string, string | undefined>();

/** og:locale wants language_TERRITORY: "en" becomes "en_US", its likeliest territory. */
function ogLocale(htmlLang: string): string | undefined {
  if (OG_LOCALES.has(htmlLang)) return OG_LOCALES.get(htmlLang);
  let og: string | undefined;
  try {
    const locale = new Intl.Locale(htmlLang).maximize();
    og = locale.region ? `${locale.language}_${locale.region}` : locale.language;
  } catch {
    og = undefined;
  }
  OG_LOCALES.set(htmlLang, og);
  return og;
}
