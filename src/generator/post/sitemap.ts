/**
 * sitemap.xml: every indexable page (no redirect stubs, no search or 404 page) with `lastmod` from
 * the git history of its source; and robots.txt, which points crawlers to it.
 */
import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { isIndexable } from '../render/seo/page-seo.ts';
import type { PostBuildContext, PostBuildResult, PostBuildStep } from './index.ts';
import { hrefsOf } from '../routes/url-rules.ts';

/** Writes sitemap.xml, and robots.txt unless the site's static files have their own (as Docusaurus copies it). */
export const sitemapStep: PostBuildStep = {
  name: 'sitemap',
  async run({ config, table, ownFiles }: PostBuildContext): Promise<PostBuildResult> {
    const ownRobots = ownFiles?.has('robots.txt') ?? false;
    if (!config.sitemap) return { files: ownRobots ? [] : [{ path: 'robots.txt', contents: '# Every page may be crawled; the search page carries noindex, and the 404 page is served with status 404.\nUser-agent: *\nAllow: /\n' }], warnings: [] };
    const href = hrefsOf(config);
    const links: SitemapItemLoose[] = table.pages
      .filter(isIndexable)
      // Percent-encoded, as a sitemap's URLs must be (a space or a non-ASCII letter of a doc's folder).
      .map((page) => ({ url: encodeURI(href(page.route)), ...(page.dates ? { lastmod: page.dates.modified } : {}) }))
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    // The sitemap package refuses to write no URL at all (a site whose only group failed): an empty set, then.
    const xml = links.length
      ? (await streamToPromise(Readable.from(links).pipe(new SitemapStream({ hostname: config.url, xmlns: { news: false, xhtml: false, image: false, video: false } })))).toString('utf8')
      : '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
    const sitemapUrl = `${config.url}${config.baseUrl}sitemap.xml`;
    const robots = `# Every page may be crawled; the search page carries noindex, and the 404 page is served with status 404.\nUser-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
    return {
      files: [{ path: 'sitemap.xml', contents: `${xml}\n` }, ...(ownRobots ? [] : [{ path: 'robots.txt', contents: robots }])],
      warnings: [],
    };
  },
};
