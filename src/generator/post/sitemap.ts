/**
 * sitemap.xml: every indexable page (no redirect stubs, no search or 404 page) with `lastmod` from
 * the git history of its source; and robots.txt, which points crawlers to it.
 */
import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise, type EnumChangefreq, type SitemapItemLoose } from 'sitemap';
import type { SiteConfig } from '../config/schema.ts';
import { isIndexable } from '../render/seo/page-seo.ts';
import type { PostBuildContext, PostBuildResult, PostBuildStep } from './index.ts';
import { hrefsOf } from '../routes/url-rules.ts';

/** Writes sitemap.xml, and robots.txt unless the site's static files have their own (as Docusaurus copies it). */
export const sitemapStep: PostBuildStep = {
  name: 'sitemap',
  async run({ config, table, ownFiles }: PostBuildContext): Promise<PostBuildResult> {
    const ownRobots = ownFiles?.has('robots.txt') ?? false;
    const robots = (sitemapUrl?: string) => `# Every page may be crawled; the search page carries noindex, and the 404 page is served with status 404.\nUser-agent: *\nAllow: /\n${sitemapUrl ? `\nSitemap: ${sitemapUrl}\n` : ''}`;
    // A site that asks not to be indexed has no sitemap to offer (as Docusaurus' sitemap plugin writes none).
    if (config.sitemap === false || config.noIndex) return { files: ownRobots ? [] : [{ path: 'robots.txt', contents: robots() }], warnings: [] };
    const options = sitemapOptions(config.sitemap);
    const href = hrefsOf(config);
    const ignored = options.ignorePatterns.map(routePattern);
    const links: SitemapItemLoose[] = table.pages
      .filter(isIndexable)
      .map((page) => ({ page, url: href(page.route) }))
      .filter(({ url }) => !ignored.some((pattern) => pattern.test(url)))
      // Percent-encoded, as a sitemap's URLs must be (a space or a non-ASCII letter of a doc's folder).
      .map(({ page, url }) => ({
        url: encodeURI(url),
        ...(page.dates && options.lastmod && (options.generatedLastmod || page.source) ? { lastmod: page.dates.modified } : {}),
        ...(options.changefreq ? { changefreq: options.changefreq as EnumChangefreq } : {}),
        ...(options.priority !== null ? { priority: options.priority } : {}),
      }))
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    // The sitemap package refuses to write no URL at all (a site whose only group failed): an empty set, then.
    const xml = links.length
      ? (await streamToPromise(Readable.from(links).pipe(new SitemapStream({ hostname: config.url, lastmodDateOnly: options.lastmod === 'date', xmlns: { news: false, xhtml: false, image: false, video: false } })))).toString('utf8')
      : '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
    return {
      files: [{ path: options.filename, contents: `${xml}\n` }, ...(ownRobots ? [] : [{ path: 'robots.txt', contents: robots(`${config.url}${config.baseUrl}${options.filename}`) }])],
      warnings: [],
    };
  },
};

type SitemapOptions = Exclude<SiteConfig['sitemap'], boolean> & { generatedLastmod: boolean };

/** `sitemap: true` is docsgen's own: every page's git date, a generated index's too. */
function sitemapOptions(sitemap: SiteConfig['sitemap']): SitemapOptions {
  if (typeof sitemap === 'object') return { ...sitemap, generatedLastmod: false };
  return { lastmod: 'datetime', changefreq: null, priority: null, ignorePatterns: [], filename: 'sitemap.xml', generatedLastmod: true };
}

/** An ignore pattern as a regular expression over a page's path: `*` within a segment, `**` across them. */
function routePattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}
