/**
 * The blog's pages, as Docusaurus' blog makes them: a page per post; the list of listed posts in
 * pages of `postsPerPage` (`/blog/`, `/blog/page/2/`…); every tag's list the same way and a page of
 * every tag; the archive by year; and, when the blog has an authors file, a page of every author and
 * one per author whose entry asks for it. Unlisted posts have their page only.
 */
import type { BlogConfig, SiteConfig } from '../config/schema.ts';
import { normaliseRoute } from '../content/load-docs.ts';
import { themeLabelsOf } from '../config/theme-labels.ts';
import { pluralText } from '../../templates/labels.ts';
import type { BlogAuthor, BlogPageModel, BlogPost, BlogTag, PostListPage } from './types.ts';
import { compareText } from '../text-order.ts';

/** `posts` in pages of the blog's size, the first at `route`, the next at `<route><page>/2/`…; one page when there are none. */
function paginate(posts: BlogPost[], route: string, options: BlogConfig): PostListPage[] {
  const size = options.postsPerPage === 'all' ? Math.max(posts.length, 1) : options.postsPerPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const routeOf = (i: number) => (i === 0 ? route : normaliseRoute(`${route}${options.pagePath}/${i + 1}`));
  return Array.from({ length: count }, (_, i) => ({
    route: routeOf(i),
    posts: posts.slice(i * size, (i + 1) * size),
    ...(i > 0 ? { newer: routeOf(i - 1) } : {}),
    ...(i < count - 1 ? { older: routeOf(i + 1) } : {}),
  }));
}

export function blogPagesOf(posts: BlogPost[], tags: BlogTag[], authors: Map<string, BlogAuthor>, options: BlogConfig, base: string, config: SiteConfig): BlogPageModel[] {
  const words = themeLabelsOf(config);
  const listed = posts.filter((p) => !p.unlisted);
  const pages: BlogPageModel[] = [];
  // A post's neighbours are the listed posts beside it (an unlisted post has its listed neighbours, and none has it).
  posts.forEach((post) => {
    const at = listed.indexOf(post);
    const newer = at === -1 ? undefined : listed[at - 1];
    const older = at === -1 ? undefined : listed[at + 1];
    pages.push({ route: post.route, title: post.title, description: post.description, source: post.source, content: { view: 'post', post, ...(newer ? { newer } : {}), ...(older ? { older } : {}) } });
  });
  // A blog at the root of a site served at "/" is its home page, titled as the site (Docusaurus' "blog-only mode").
  for (const list of paginate(listed, base, options)) pages.push({ route: list.route, title: list.route === '/' && config.baseUrl === '/' ? config.title : options.title, description: options.description, content: { view: 'list', list } });
  if (tags.length) {
    const tagsRoute = normaliseRoute(`${base}${options.tagsPath}`);
    const sorted = [...tags].sort((a, b) => compareText(a.label, b.label));
    pages.push({ route: tagsRoute, title: words.tagsTitle, description: words.tagsTitle, content: { view: 'tags', tags: sorted } });
    for (const tag of sorted) {
      const title = pluralText(words.blogPostsTagged, tag.posts.length, config.locale.code, { tag: tag.label });
      for (const list of paginate(tag.posts, tag.route, options)) pages.push({ route: list.route, title, description: tag.description ?? title, content: { view: 'list', list, tag, tagsRoute } });
    }
  }
  if (options.archivePath !== false && listed.length) {
    pages.push({ route: normaliseRoute(`${base}${options.archivePath}`), title: words.blogArchiveTitle, description: words.blogArchiveDescription, content: { view: 'archive', posts: listed } });
  }
  if (authors.size && options.authorPages) {
    const authorsRoute = normaliseRoute(`${base}${options.authorsPath}`);
    const countOf = (author: BlogAuthor) => listed.filter((p) => p.authors.some((a) => a.key === author.key)).length;
    pages.push({ route: authorsRoute, title: words.blogAuthorsTitle, description: words.blogAuthorsTitle, content: { view: 'authors', authors: [...authors.values()].map((author) => ({ author, count: countOf(author) })) } });
    for (const author of authors.values()) {
      if (!author.route) continue;
      const own = listed.filter((p) => p.authors.some((a) => a.key === author.key));
      const title = pluralText(words.blogAuthorPageTitle, own.length, config.locale.code, { authorName: author.name ?? author.key ?? '' });
      for (const list of paginate(own, author.route, options)) pages.push({ route: list.route, title, description: author.description ?? title, content: { view: 'list', list, author: { author, count: own.length }, authorsRoute } });
    }
  }
  return pages;
}
