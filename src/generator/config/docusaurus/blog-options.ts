/**
 * A Docusaurus config's blog: the classic preset's `blog` (on unless `blog: false`), else the
 * first `@docusaurus/plugin-content-blog` among the plugins, mapped to docsgen's `blog` options.
 * What docsgen does not follow (a second blog, the blog's own Markdown plugins, a function option,
 * swapped-in components) is named among the config's unsupported settings.
 */
import type { SiteConfigInput } from '../schema.ts';

type Obj = Record<string, unknown>;
type BlogInput = NonNullable<SiteConfigInput['blog']>;

const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

/** Options docsgen reads (the Markdown plugins in load.ts); the rest are named as not followed. */
const READ = new Set(['truncateMarker', 'readingTime', 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'id', 'path', 'routeBasePath', 'blogTitle', 'blogDescription', 'postsPerPage', 'blogSidebarCount', 'blogSidebarTitle', 'showReadingTime', 'sortPosts', 'tagsBasePath', 'archiveBasePath', 'pageBasePath', 'authorsBasePath', 'authorsMapPath', 'tags', 'editUrl', 'include', 'exclude', 'feedOptions', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor']);
/** Options that only matter when set to something. */
const EMPTY_BY_DEFAULT = new Set(['recmaPlugins']);

/** Every blog of the config, as written: the classic preset's first, then the blog plugins'. */
export function docusaurusBlogs(raw: Obj, hasClassic: boolean, preset: Obj): Array<{ options: Obj; at: string }> {
  const plugins = arr(raw.plugins).flatMap((entry, i) => (entry === BLOG_PLUGIN ? [{ options: {} as Obj, at: `plugins[${i}]` }] : Array.isArray(entry) && entry[0] === BLOG_PLUGIN ? [{ options: isObj(entry[1]) ? entry[1] : {}, at: `plugins[${i}]` }] : []));
  const fromPreset = hasClassic && preset.blog !== false ? [{ options: isObj(preset.blog) ? preset.blog : {}, at: 'presets.classic.blog' }] : [];
  return [...fromPreset, ...plugins];
}

/** Every blog's options (each instance of the blog plugin, by its `id`). */
export function docusaurusBlogsOf(raw: Obj, hasClassic: boolean, preset: Obj, unsupported: string[], version: [number, number] | undefined): BlogInput[] {
  const [major, minor] = version ?? [3, 0];
  // Docusaurus 3.5 groups the recent posts by year, unless themeConfig.blog.sidebar.groupByYear is false; before, never.
  const groupByYear = obj(obj(obj(raw.themeConfig).blog).sidebar).groupByYear !== false;
  const sidebarYears = (major > 3 || (major === 3 && minor >= 5)) && groupByYear ? 'always' : 'never';
  return docusaurusBlogs(raw, hasClassic, preset).map((chosen) => ({ sidebarYears, ...docusaurusBlogOf(chosen, unsupported, version) }));
}

function docusaurusBlogOf(chosen: { options: Obj; at: string }, unsupported: string[], version: [number, number] | undefined): BlogInput {
  // Docusaurus 2 makes no authors' pages (3.5 added them), and orders and dates its archive its own way;
  // from 3.5 on, inline authors and posts without a truncate marker are warned about unless turned off.
  const [major, minor] = version ?? [3, 0];
  const warnsByDefault = major > 3 || (major === 3 && minor >= 5) ? { onInlineAuthors: 'warn' as const, onUntruncatedPosts: 'warn' as const } : {};
  const id = str(chosen.options.id);
  return { ...warnsByDefault, ...blogOptions(chosen.options, chosen.at, unsupported), ...(id ? { id } : {}), ...(major === 2 ? { authorPages: false, likeDocusaurus2: true } : {}) };
}

function blogOptions(o: Obj, at: string, unsupported: string[]): BlogInput {
  // (`admonitions: true` is the default: the posts' admonitions are drawn as the docs' are.)
  const skipped = Object.keys(o).filter((key) => !READ.has(key) && !(EMPTY_BY_DEFAULT.has(key) && arr(o[key]).length === 0) && !(key === 'admonitions' && o[key] === true));
  if (typeof o.editUrl === 'function') skipped.push('editUrl (a function: no edit links)');
  if (skipped.length) unsupported.push(`${at}: ${skipped.join(', ')} (not followed)`);
  const all = (v: unknown) => (v === 'ALL' ? ('all' as const) : typeof v === 'number' ? v : undefined);
  const path = (v: unknown) => str(v)?.replace(/^\/+|\/+$/g, '');
  const routeBase = typeof o.routeBasePath === 'string' ? `/${o.routeBasePath.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/') : undefined;
  const feed = isObj(o.feedOptions) ? o.feedOptions : {};
  const types = feed.type === null || feed.type === false ? [] : feed.type === 'all' ? ['rss', 'atom', 'json'] : typeof feed.type === 'string' ? [feed.type] : Array.isArray(feed.type) ? feed.type : undefined;
  const level = (v: unknown) => (v === 'warn' || v === 'throw' || v === 'ignore' || v === 'log' ? (v === 'throw' ? 'error' : v === 'log' ? 'warn' : v) : undefined);
  const input: BlogInput = {
    ...(path(o.path) ? { dir: path(o.path) } : {}),
    ...(routeBase ? { routeBase } : {}),
    ...(typeof o.blogTitle === 'string' ? { title: o.blogTitle } : {}),
    ...(typeof o.blogDescription === 'string' ? { description: o.blogDescription } : {}),
    ...(all(o.postsPerPage) !== undefined ? { postsPerPage: all(o.postsPerPage) } : {}),
    ...(all(o.blogSidebarCount) !== undefined ? { sidebarCount: all(o.blogSidebarCount) } : {}),
    ...(typeof o.blogSidebarTitle === 'string' ? { sidebarTitle: o.blogSidebarTitle } : {}),
    ...(typeof o.showReadingTime === 'boolean' ? { showReadingTime: o.showReadingTime } : {}),
    ...(o.sortPosts === 'ascending' || o.sortPosts === 'descending' ? { sortPosts: o.sortPosts } : {}),
    ...(path(o.tagsBasePath) ? { tagsPath: path(o.tagsBasePath) } : {}),
    ...(o.archiveBasePath === null ? { archivePath: false as const } : path(o.archiveBasePath) ? { archivePath: path(o.archiveBasePath) } : {}),
    ...(path(o.pageBasePath) ? { pagePath: path(o.pageBasePath) } : {}),
    ...(path(o.authorsBasePath) ? { authorsPath: path(o.authorsBasePath) } : {}),
    ...(str(o.authorsMapPath) ? { authorsFile: str(o.authorsMapPath) } : {}),
    ...(o.tags === false || o.tags === null ? { tagsFile: false as const } : str(o.tags) ? { tagsFile: str(o.tags) } : {}),
    ...(typeof o.editUrl === 'string' ? { editUrl: o.editUrl } : {}),
    ...(o.truncateMarker instanceof RegExp ? { truncateMarker: o.truncateMarker } : {}),
    ...(typeof o.readingTime === 'function' ? { readingTime: o.readingTime as NonNullable<BlogInput['readingTime']> } : {}),
    ...(o.showLastUpdateTime === true || o.showLastUpdateAuthor === true ? { showLastUpdate: { time: o.showLastUpdateTime === true, author: o.showLastUpdateAuthor === true } } : {}),
    ...(arr(o.include).length ? { include: arr(o.include).map(String) } : {}),
    ...(Array.isArray(o.exclude) ? { exclude: o.exclude.map(String) } : {}),
    feed: {
      ...(types ? { types: types.filter((t): t is 'rss' | 'atom' | 'json' => t === 'rss' || t === 'atom' || t === 'json') } : {}),
      ...(typeof feed.title === 'string' ? { title: feed.title } : {}),
      ...(typeof feed.description === 'string' ? { description: feed.description } : {}),
      ...(typeof feed.copyright === 'string' ? { copyright: feed.copyright } : {}),
      ...(typeof feed.language === 'string' ? { language: feed.language } : {}),
      ...(feed.limit === false || feed.limit === null ? { limit: false as const } : typeof feed.limit === 'number' ? { limit: feed.limit } : {}),
      // Docusaurus' built-in stylesheets (`xslt: true`) are docsgen's own here; a site's own files are named below.
      ...(feed.xslt === true || (isObj(feed.xslt) && (feed.xslt.rss === true || feed.xslt.atom === true)) ? { xslt: true } : {}),
    },
    ...(level(o.onInlineTags) ? { onInlineTags: level(o.onInlineTags) } : {}),
    ...(level(o.onInlineAuthors) ? { onInlineAuthors: level(o.onInlineAuthors) } : {}),
    ...(level(o.onUntruncatedBlogPosts) ? { onUntruncatedPosts: level(o.onUntruncatedBlogPosts) } : {}),
  };
  const ownXslt = isObj(feed.xslt) && Object.values(feed.xslt).some((v) => typeof v === 'string');
  const feedSkipped = Object.keys(feed).filter((k) => !['type', 'title', 'description', 'copyright', 'language', 'limit', 'xslt'].includes(k));
  if (ownXslt) feedSkipped.push("xslt (the site's own stylesheet files: docsgen's are written instead)");
  if (feedSkipped.length) unsupported.push(`${at}.feedOptions: ${feedSkipped.join(', ')} (not followed)`);
  return input;
}
