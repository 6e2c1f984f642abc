/**
 * JSON-LD for one page, as one connected schema.org graph: the publisher, the WebSite (with its
 * SearchAction, on the home page), the BreadcrumbList of the visible breadcrumbs, and the page itself
 * (TechArticle for docs, APIReference for API pages, CollectionPage for generated indexes, a blog's
 * lists and tags; BlogPosting for a blog's post, with its authors).
 */
import type {
  APIReference,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  Graph,
  ListItem,
  Organization,
  SearchAction,
  SearchResultsPage,
  TechArticle,
  Thing,
  WebAPI,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import type { SiteConfig } from '../../config/schema.ts';
import type { Page } from '../../routes/route-table.ts';
import type { Crumb } from '../../../shared/types.ts';

/** What the graph of one page is made from. */
export interface StructuredDataInput {
  config: SiteConfig;
  page: Page;
  /** Absolute URL of the page. */
  canonical: string;
  description: string;
  /** The breadcrumbs shown between the home link and the page, as the page displays them. */
  breadcrumbs: Crumb[];
  /** The page's last breadcrumb when it is not its title (its sidebar label). */
  crumbLabel?: string;
  /** Absolute URL of the page's sharing image, if any. */
  image: string | undefined;
}

/** The JSON-LD graph of a page, or undefined for pages that should carry none (the 404 page). */
export function structuredDataOf(input: StructuredDataInput): Graph | undefined {
  const { config, page } = input;
  if (page.kind === 'not-found') return undefined;
  const ids = idsOf(config);
  const nodes: Thing[] = [publisherOf(config, ids.publisher)];
  if (page.route === '/') nodes.push(webSiteOf(config, ids));
  if (page.kind === 'search') {
    nodes.push({ '@type': 'SearchResultsPage', '@id': input.canonical, url: input.canonical, name: page.title, isPartOf: { '@id': ids.website } } satisfies SearchResultsPage);
    return { '@context': 'https://schema.org', '@graph': nodes };
  }
  // The home page shows no breadcrumbs, so it gets no BreadcrumbList.
  if (page.route !== '/') nodes.push(breadcrumbListOf(input, ids.siteUrl));
  nodes.push(...mainEntityOf(input, ids));
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are written as
 * \u escapes (still the same JSON string), so no title can close the script (`</script>`) or open an
 * HTML comment (`<!--`); U+2028/2029 are escaped for tools that read the block as JavaScript.
 */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

interface Ids {
  siteUrl: string;
  website: string;
  publisher: string;
}

function idsOf(config: SiteConfig): Ids {
  const siteUrl = config.url + config.baseUrl;
  // The publisher's id lives on its own site, so the docs' graph joins the company's graph there.
  const publisherUrl = config.seo.publisher?.url ?? siteUrl;
  return { siteUrl, website: `${siteUrl}#website`, publisher: `${publisherUrl.replace(/\/?$/, '/')}#organization` };
}

function publisherOf(config: SiteConfig, id: string): Organization {
  const publisher = config.seo.publisher;
  return {
    '@type': 'Organization',
    '@id': id,
    name: publisher?.name ?? config.product.name,
    url: publisher?.url ?? config.url + config.baseUrl,
    ...(publisher?.logo ? { logo: { '@type': 'ImageObject', url: publisher.logo } } : {}),
    ...(publisher?.sameAs.length ? { sameAs: publisher.sameAs } : {}),
  };
}

function webSiteOf(config: SiteConfig, ids: Ids): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${ids.siteUrl}search/?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': ids.website,
    url: ids.siteUrl,
    name: config.title,
    ...(config.tagline ? { description: config.tagline } : {}),
    inLanguage: config.locale.htmlLang,
    publisher: { '@id': ids.publisher },
    potentialAction: search,
  };
}

/**
 * Home, each linked crumb, then the page. A crumb without a page (a category that is only a label)
 * is left out: schema.org consumers require a URL on every item but the last.
 */
function breadcrumbListOf(input: StructuredDataInput, siteUrl: string): BreadcrumbList {
  const origin = input.config.url;
  const trail = [{ name: 'Home', url: siteUrl }];
  for (const crumb of input.breadcrumbs) {
    if (crumb.href && origin + crumb.href !== trail.at(-1)!.url) trail.push({ name: crumb.label, url: origin + crumb.href });
  }
  if (trail.at(-1)!.url !== input.canonical) trail.push({ name: input.crumbLabel ?? input.page.title, url: input.canonical });
  return {
    '@type': 'BreadcrumbList',
    '@id': `${input.canonical}#breadcrumb`,
    itemListElement: trail.map((t, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
  };
}

/** The node that describes the page itself (and, on an API info page, the API). */
function mainEntityOf(input: StructuredDataInput, ids: Ids): Thing[] {
  const { config, page, canonical, description, image } = input;
  const common = {
    '@id': `${canonical}#article`,
    url: canonical,
    ...(description ? { description } : {}),
    inLanguage: config.locale.htmlLang,
    isPartOf: { '@id': ids.website },
    publisher: { '@id': ids.publisher },
    ...(page.dates ? { dateModified: page.dates.modified, datePublished: page.dates.created } : {}),
    // A post is published on its own date, and last changed when its last update says (front matter last_update, as Docusaurus dates it).
    ...(page.kind === 'blog' && page.blog.view === 'post' ? { datePublished: page.blog.post.date, ...(page.blog.post.lastUpdate?.date ? { dateModified: page.blog.post.lastUpdate.date } : {}) } : {}),
    ...(image ? { image } : {}),
  };
  if (page.kind === 'category-index' || page.kind === 'tags' || (page.kind === 'blog' && page.blog.view !== 'post')) {
    return [{ '@type': 'CollectionPage', ...common, '@id': canonical, name: page.title } satisfies CollectionPage];
  }
  if (page.kind === 'contributed' && page.api) {
    const apiId = `${config.url}${config.baseUrl.replace(/\/$/, '')}${page.api.infoRoute}#api`;
    const reference: APIReference = { '@type': 'APIReference', ...common, mainEntityOfPage: canonical, headline: page.title, author: { '@id': ids.publisher }, about: { '@id': apiId } };
    if (page.api.kind !== 'info') return [reference];
    const api: WebAPI = { '@type': 'WebAPI', '@id': apiId, name: page.title, description, documentation: canonical, provider: { '@id': ids.publisher } };
    return [reference, api];
  }
  if (page.kind === 'blog' && page.blog.view === 'post') {
    const { post } = page.blog;
    const authors = post.authors.filter((a) => a.name).map((a) => ({ '@type': 'Person' as const, name: a.name!, ...(a.url ? { url: a.url } : {}) }));
    const posting: BlogPosting = {
      '@type': 'BlogPosting',
      ...common,
      mainEntityOfPage: canonical,
      headline: page.title,
      author: authors.length ? authors : { '@id': ids.publisher },
      ...(post.keywords?.length ? { keywords: post.keywords.join(', ') } : {}),
    };
    return [posting];
  }
  const keywords = page.kind === 'doc' ? page.doc.frontMatter.keywords : undefined;
  const article: TechArticle = {
    '@type': 'TechArticle',
    ...common,
    mainEntityOfPage: canonical,
    headline: page.title,
    author: { '@id': ids.publisher },
    ...(keywords?.length ? { keywords: keywords.join(', ') } : {}),
  };
  return [article];
}
