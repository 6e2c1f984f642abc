/**
 * The blog's feeds (config `blog.feed`): RSS 2.0, Atom 1.0 and JSON Feed 1.1 of its newest listed
 * posts, written beside the list page (`/blog/rss.xml`, `atom.xml`, `feed.json`), as Docusaurus'
 * blog writes them. Each entry carries the post's whole HTML, its site links made absolute so
 * they work in a feed reader.
 */
import type { SiteConfig } from '../config/schema.ts';
import type { OutputFile } from '../emit/staging.ts';
import { hrefsOf } from '../routes/url-rules.ts';
import { staticIslandHtml } from '../content/doc-island.ts';
import type { Blog, BlogPost } from './types.ts';
import { ATOM_STYLESHEET, RSS_STYLESHEET } from './feed-styles.ts';

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** The feeds' files, under the output (none for a blog without listed posts). */
export function blogFeeds(blog: Blog, config: SiteConfig): OutputFile[] {
  const feed = blog.settings.feed;
  if (!feed.types.length) return [];
  const posts = blog.posts.filter((p) => !p.unlisted).slice(0, feed.limit === false ? undefined : feed.limit);
  if (!posts.length) return [];
  const href = hrefsOf(config);
  const absolute = (route: string) => config.url + href(route);
  const meta: FeedMeta = {
    // Docusaurus' defaults: the site's title and "Blog", whatever the blog's own title.
    title: feed.title ?? `${config.title} Blog`,
    description: feed.description ?? `${config.title} Blog`,
    link: absolute(blog.route),
    language: feed.language ?? config.locale.htmlLang,
    copyright: feed.copyright,
    updated: posts.reduce((newest, p) => (p.date > newest ? p.date : newest), posts[0].date),
    icon: config.favicon ? config.url + config.baseUrl + config.favicon.replace(/^\//, '') : undefined,
  };
  const entries: FeedEntry[] = posts.map((post) => ({ post, url: absolute(post.route), html: absoluteLinks(feedHtml(post), config.url, absolute(post.route)) }));
  // The list page's folder, whatever the site's trailing slash: /blog/rss.xml.
  const folder = blog.route.slice(1);
  // A browser opening rss.xml or atom.xml applies the stylesheet beside it.
  const styled = (type: 'rss' | 'atom', xmlText: string) => (feed.xslt ? xmlText.replace('?>\n', `?><?xml-stylesheet type="text/xsl" href="${type}.xsl"?>\n`) : xmlText);
  return feed.types.flatMap((type) => {
    const path = `${folder}${FEED_FILES[type]}`;
    const self = config.url + config.baseUrl + path;
    if (type === 'json') return [{ path, contents: jsonFeed(meta, entries, self) }];
    const contents = styled(type, type === 'rss' ? rss(meta, entries) : atom(meta, entries, self));
    return [{ path, contents }, ...(feed.xslt ? [{ path: `${folder}${type}.xsl`, contents: type === 'rss' ? RSS_STYLESHEET : ATOM_STYLESHEET }] : [])];
  });
}

/** The feeds' `<link rel="alternate">` tags, for every page's head. */
export function feedLinks(blog: Blog, config: SiteConfig): Array<{ tagName: 'link'; attributes: Record<string, string> }> {
  const feed = blog.settings.feed;
  if (!blog.posts.some((p) => !p.unlisted)) return [];
  const folder = config.baseUrl + blog.route.slice(1);
  const types = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
  const names = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' } as const;
  return feed.types.map((type) => ({ tagName: 'link', attributes: { rel: 'alternate', type: types[type], href: `${folder}${FEED_FILES[type]}`, title: `${feed.title ?? config.title} ${names[type]}` } }));
}

interface FeedMeta {
  title: string;
  description: string;
  link: string;
  language: string;
  copyright: string;
  updated: string;
  icon: string | undefined;
}

interface FeedEntry {
  post: BlogPost;
  url: string;
  html: string;
}

/**
 * A post's HTML as a feed carries it: static (no island to hydrate), without the page's own
 * controls a feed reader cannot use (code blocks' copy buttons, headings' "#" links).
 */
function feedHtml(post: BlogPost): string {
  const html = post.body.island ? staticIslandHtml(post.body.html) : post.body.html;
  return html.replace(/<button type="button" class="code-block__copy"[^>]*>[^<]*<\/button>/g, '').replace(/<a class="hash-link"[^>]*>[^<]*<\/a>/g, '');
}

/** Site paths in links and images made absolute URLs, and links within the post its page's. */
function absoluteLinks(html: string, url: string, page: string): string {
  return html.replace(/(\s(?:href|src)=")(\/(?!\/)|#)/g, (_, attr: string, start: string) => (start === '#' ? `${attr}${page}#` : `${attr}${url}/`));
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Text in a CDATA section: a `]]>` inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function rss(meta: FeedMeta, entries: FeedEntry[]): string {
  const items = entries.map(({ post, url, html }) =>
    [
      '        <item>',
      `            <title>${cdata(post.title)}</title>`,
      `            <link>${xml(url)}</link>`,
      `            <guid>${xml(url)}</guid>`,
      `            <pubDate>${rfc822(post.date)}</pubDate>`,
      `            <description>${cdata(post.description)}</description>`,
      `            <content:encoded>${cdata(html)}</content:encoded>`,
      // RSS names an author by address ("ada@lumagraph.example (Ada)"); the others by name alone.
      ...post.authors.flatMap((a) => (a.email ? [`            <author>${xml(`${a.email}${a.name ? ` (${a.name})` : ''}`)}</author>`] : [])),
      ...post.authors.flatMap((a) => (a.name && !a.email ? [`            <dc:creator>${xml(a.name)}</dc:creator>`] : [])),
      ...post.tags.map((t) => `            <category>${xml(t.label)}</category>`),
      '        </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '    <channel>',
    `        <title>${xml(meta.title)}</title>`,
    `        <link>${xml(meta.link)}</link>`,
    `        <description>${xml(meta.description)}</description>`,
    `        <lastBuildDate>${rfc822(meta.updated)}</lastBuildDate>`,
    `        <language>${xml(meta.language)}</language>`,
    ...(meta.copyright ? [`        <copyright>${xml(meta.copyright)}</copyright>`] : []),
    ...items,
    '    </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function atom(meta: FeedMeta, entries: FeedEntry[], self: string): string {
  const items = entries.map(({ post, url, html }) =>
    [
      '    <entry>',
      `        <title type="html">${cdata(post.title)}</title>`,
      `        <id>${xml(url)}</id>`,
      `        <link href="${xml(url)}"/>`,
      `        <updated>${post.date}</updated>`,
      `        <summary type="html">${cdata(post.description)}</summary>`,
      `        <content type="html">${cdata(html)}</content>`,
      ...post.authors.flatMap((a) => (a.name || a.email ? ['        <author>', ...(a.name ? [`            <name>${xml(a.name)}</name>`] : []), ...(a.email ? [`            <email>${xml(a.email)}</email>`] : []), ...(a.url ? [`            <uri>${xml(a.url)}</uri>`] : []), '        </author>'] : [])),
      ...post.tags.map((t) => `        <category label="${xml(t.label)}" term="${xml(t.label)}"/>`),
      '    </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `    <id>${xml(meta.link)}</id>`,
    `    <title>${xml(meta.title)}</title>`,
    `    <updated>${meta.updated}</updated>`,
    `    <link rel="alternate" href="${xml(meta.link)}"/>`,
    `    <link rel="self" href="${xml(self)}"/>`,
    `    <subtitle>${xml(meta.description)}</subtitle>`,
    ...(meta.icon ? [`    <icon>${xml(meta.icon)}</icon>`] : []),
    ...(meta.copyright ? [`    <rights>${xml(meta.copyright)}</rights>`] : []),
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

function jsonFeed(meta: FeedMeta, entries: FeedEntry[], self: string): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: meta.title,
    home_page_url: meta.link,
    feed_url: self,
    description: meta.description,
    language: meta.language,
    items: entries.map(({ post, url, html }) => ({
      id: url,
      url,
      title: post.title,
      content_html: html,
      summary: post.description,
      date_published: post.date,
      ...(post.authors.some((a) => a.name) ? { authors: post.authors.filter((a) => a.name).map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })) } : {}),
      ...(post.tags.length ? { tags: post.tags.map((t) => t.label) } : {}),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
