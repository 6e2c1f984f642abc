/**
 * What a blog page (routes' BlogPage) shows, as the templates take it (templates/BlogPage.tsx): its
 * body, the recent posts as its sidebar, a post's table of contents and head tags. Dates are written
 * as Docusaurus writes them ("November 20, 2026"), in the site's language, in UTC.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { BlogPage } from '../routes/route-table.ts';
import type { BlogAuthor, BlogPost } from '../blog/types.ts';
import type { HeadTag } from '../../templates/model.ts';
import type { TocItem } from '../../shared/types.ts';
import { BlogBody, BlogSidebar, type BlogAuthorView, type BlogBodyView, type BlogPostView } from '../../templates/BlogPage.tsx';
import { pluralText, type ThemeLabels } from '../../templates/labels.ts';
import { hrefsOf } from '../routes/url-rules.ts';
import { withIslandChunk } from './island-chunk.ts';
import { dateLocaleOf } from './date-locale.ts';
import type { SiteConfig } from '../config/schema.ts';
import { compareText } from '../text-order.ts';

export interface BlogPageParts {
  contentHtml: string;
  sidebarHtml: string | undefined;
  toc: TocItem[];
  headTags: HeadTag[];
}


export function blogPageParts(page: BlogPage, config: SiteConfig, labels: ThemeLabels, pageChunks: Map<string, string>, docusaurus = false): BlogPageParts {
  const href = hrefsOf(config);
  const own = href(page.route);
  const locale = dateLocaleOf(config.locale.code);
  const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const author = (a: BlogAuthor, count?: number): BlogAuthorView => ({
    ...(a.name ? { name: a.name } : {}),
    ...(a.title ? { title: a.title } : {}),
    // Their page, else their URL, else a mail to them, as Docusaurus links an author.
    ...(a.route || a.url || a.email ? { href: a.route ? href(a.route) : (a.url ?? `mailto:${a.email}`) } : {}),
    ...(a.imageUrl ? { imageUrl: a.imageUrl } : {}),
    socials: Object.entries(a.socials ?? {}).map(([platform, link]) => ({ platform, href: link })),
    ...(count !== undefined ? { count } : {}),
  });
  const postView = (post: BlogPost, whole: boolean): BlogPostView => {
    const rendered = whole ? post.body : (post.preview ?? post.body);
    return {
      title: post.title,
      href: href(post.route),
      date: { iso: post.date, text: longDate.format(new Date(post.date)) },
      ...(post.readingTime !== undefined ? { readingTime: pluralText(labels.blogReadingTime, Math.ceil(post.readingTime), config.locale.code, { readingTime: Math.ceil(post.readingTime) }) } : {}),
      authors: post.authors.map((a) => author(a)),
      tags: post.tags.map((t) => ({ label: t.label, href: href(t.route), ...(t.description ? { description: t.description } : {}) })),
      html: withIslandChunk(rendered.html, rendered, pageChunks),
      ...(post.editUrl ? { editUrl: post.editUrl } : {}),
      ...(whole && post.lastUpdate ? { lastUpdate: { ...(post.lastUpdate.date ? { date: { iso: post.lastUpdate.date, text: new Date(post.lastUpdate.date).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) } } : {}), ...(post.lastUpdate.author ? { author: post.lastUpdate.author } : {}) } } : {}),
      truncated: !whole && post.preview !== undefined,
    };
  };
  const body = bodyView(page, labels, href, postView, author, locale);
  const post = page.blog.view === 'post' ? page.blog.post : undefined;
  return {
    contentHtml: renderToStaticMarkup(createElement(BlogBody, { body, labels, docusaurus })),
    sidebarHtml: recentPosts(page, own, labels, href),
    toc: post && !post.hideToc ? post.body.headings.filter((h) => h.depth >= post.tocLevels.min && h.depth <= post.tocLevels.max) : [],
    headTags: post ? postHeadTags(post) : [],
  };
}

function bodyView(page: BlogPage, labels: ThemeLabels, href: (route: string) => string, postView: (post: BlogPost, whole: boolean) => BlogPostView, author: (a: BlogAuthor, count?: number) => BlogAuthorView, locale: string): BlogBodyView {
  const content = page.blog;
  switch (content.view) {
    case 'post':
      return { view: 'post', ...(content.post.unlisted ? { unlisted: true as const } : {}), post: postView(content.post, true), ...(content.newer ? { newer: { title: content.newer.title, href: href(content.newer.route) } } : {}), ...(content.older ? { older: { title: content.older.title, href: href(content.older.route) } } : {}) };
    case 'list':
      return {
        view: 'list',
        posts: content.list.posts.map((p) => postView(p, false)),
        ...(content.list.newer ? { newerHref: href(content.list.newer) } : {}),
        ...(content.list.older ? { olderHref: href(content.list.older) } : {}),
        ...(content.tag && content.tagsRoute ? { tag: { title: page.title, ...(content.tag.description ? { description: content.tag.description } : {}), allTagsHref: href(content.tagsRoute) } } : {}),
        ...(content.author && content.authorsRoute ? { author: { author: author(content.author.author), allAuthorsHref: href(content.authorsRoute) } } : {}),
      };
    case 'tags': {
      const letters = new Map<string, Array<{ label: string; href: string; count: number; description?: string }>>();
      for (const tag of content.tags) {
        const letter = tag.label.charAt(0).toUpperCase();
        letters.set(letter, [...(letters.get(letter) ?? []), { label: tag.label, href: href(tag.route), count: tag.posts.length, ...(tag.description ? { description: tag.description } : {}) }]);
      }
      return { view: 'tags', title: page.title, letters: [...letters].sort(([a], [b]) => compareText(a, b)).map(([letter, tags]) => ({ letter, tags })) };
    }
    case 'archive': {
      // By year, newest year first, in a year the oldest post first; Docusaurus 2 the other way round, with years in the dates.
      const legacy = page.settings.likeDocusaurus2;
      const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', ...(legacy ? { year: 'numeric' } : {}), timeZone: 'UTC' });
      // Grouped as Docusaurus groups them: each post, in the blog's order (2: the reverse), put first in
      // its year's list, the years in the order first met. (Posts of one day come out reversed too.)
      const years = new Map<string, Array<{ title: string; href: string; day: string }>>();
      for (const post of legacy ? [...content.posts].reverse() : content.posts) {
        const year = post.date.slice(0, 4);
        years.set(year, [{ title: post.title, href: href(post.route), day: day.format(new Date(post.date)) }, ...(years.get(year) ?? [])]);
      }
      return { view: 'archive', title: page.title, description: page.description ?? page.title, years: [...years].map(([year, posts]) => ({ year, posts })) };
    }
    case 'authors':
      return { view: 'authors', title: labels.blogAuthorsTitle, authors: content.authors.map(({ author: a, count }) => author(a, count)) };
  }
}

/** The recent posts, by year as the blog's `sidebarYears` says, the page's own marked. */
function recentPosts(page: BlogPage, own: string, labels: ThemeLabels, href: (route: string) => string): string | undefined {
  // An unlisted post among them is named on its own page only.
  const posts = page.recent.posts.filter((post) => !post.unlisted || href(post.route) === own);
  const { title } = page.recent;
  // The archive is a page of its own, as Docusaurus draws it: no recent posts beside it.
  if (!posts.length || page.blog.view === 'archive') return undefined;
  const grouping = page.settings.sidebarYears;
  const byYear = grouping === 'always' || (grouping === 'several' && new Set(posts.map((p) => p.date.slice(0, 4))).size > 1);
  const linkOf = (post: (typeof posts)[number]) => ({ title: post.sidebarLabel ?? post.title, href: href(post.route), active: href(post.route) === own });
  // By year, the newest year first whatever the posts' order (`sortPosts: 'ascending'` too), as Docusaurus groups them; posts in their order within it.
  const years = new Map<string, ReturnType<typeof linkOf>[]>();
  for (const post of posts) years.set(post.date.slice(0, 4), [...(years.get(post.date.slice(0, 4)) ?? []), linkOf(post)]);
  const groups = byYear ? [...years].sort(([a], [b]) => compareText(b, a)).map(([year, links]) => ({ year, posts: links })) : [{ posts: posts.map(linkOf) }];
  return renderToStaticMarkup(createElement(BlogSidebar, { title, groups, label: labels.blogRecentPostsNavigation }));
}

/** A post's head: its MDX `<head>`, its keywords, and Open Graph's article date and tags. */
function postHeadTags(post: BlogPost): HeadTag[] {
  return [
    ...(post.keywords?.length ? [{ tag: 'meta' as const, attributes: { name: 'keywords', content: post.keywords.join(',') } }] : []),
    { tag: 'meta', attributes: { property: 'article:published_time', content: post.date } },
    ...(post.tags.length ? [{ tag: 'meta' as const, attributes: { property: 'article:tag', content: post.tags.map((t) => t.label).join(',') } }] : []),
    ...post.authors.flatMap((a) => (a.url ? [{ tag: 'meta' as const, attributes: { property: 'article:author', content: a.url } }] : [])),
    ...(post.body.head ?? []),
  ];
}
