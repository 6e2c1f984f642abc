/**
 * The blog (config `blog`): its posts read and rendered, as Docusaurus' blog plugin reads them, and
 * the pages they make. A post is a Markdown or MDX file of the blog folder; its date is its front
 * matter's `date`, else the date its path starts with (`2026-11-20-launch.md`,
 * `2026/11/20/launch/index.md`), else git's first commit of it. Its URL is its front matter's
 * `slug`, else the date's path and its name (`/blog/2026/11/20/launch/`), under the blog's route.
 * Posts render as Docusaurus pages do (MDX, content/mdx/), once whole and once up to the truncate
 * marker for the lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { blogsOf, type BlogConfig, type SiteConfig } from '../config/schema.ts';
import type { Diagnostic, DiagnosticBag } from '../diagnostics.ts';
import { cacheKey, type BuildCache } from '../cache/build-cache.ts';
import { configFingerprint, generatorFingerprint } from '../cache/fingerprint.ts';
import type { GitDates } from '../routes/git-dates.ts';
import { parseFrontMatter, UNKNOWN_KEY } from '../content/front-matter.ts';
import { warnHtmlComment } from '../content/load-docs.ts';
import { readSiteFile } from '../content/site-files.ts';
import { normaliseRoute } from '../content/load-docs.ts';
import { leadingMdxHeading } from '../content/mdx/leading-heading.ts';
import { FenceTracker } from '../content/markdown/fenced-lines.ts';
import { titleHeadingOf } from '../content/title-heading.ts';
import { sourceExcerpt } from '../content/markdown/source-excerpt.ts';
import { inlineTag, readTagsFile, type TagDefinition } from '../content/doc-tags.ts';
import { pageRenderOptions } from '../content/docusaurus-pages.ts';
import { coverImageOf } from '../content/cover-image.ts';
import { staticIslandHtml } from '../content/doc-island.ts';
import type { MdxDocExtras, MdxRenderOptions } from '../content/mdx/render-mdx.ts';
import { postAuthors, readAuthorsFile } from './blog-authors.ts';
import { blogPagesOf } from './blog-pages.ts';
import type { Blog, BlogAuthor, BlogPost, BlogTag, RenderedPost } from './types.ts';

/** Docusaurus' truncate markers: an HTML comment, or MDX's comment expression. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** A date a post's path starts with (after folders), and the rest of its name. */
const DATED_PATH = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
/** Front matter keys of posts that docs do not have. */
const POST_KEYS = new Set(['authors', 'author', 'author_title', 'authorTitle', 'author_url', 'authorURL', 'author_image_url', 'authorImageURL', 'date']);
/** The front matter keys a post takes, for the hint of an unknown one. */
const POST_FRONT_MATTER = ['title', 'description', 'slug', 'date', 'authors', 'tags', 'image', 'keywords', 'draft', 'unlisted', 'sidebar_label', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'last_update'];

interface PostFile {
  rel: string;
  absPath: string;
  source: string;
}

/** The post's file in the site's language when the locale has one (read in its place; the edit link still names the original). */
function withTranslation(file: PostFile, rootDir: string, folder: string, blogDir: string): PostFile {
  if (folder === blogDir) return file;
  const absPath = path.join(rootDir, folder, file.rel);
  return { rel: file.rel, absPath, source: path.relative(rootDir, absPath).split(path.sep).join('/') };
}

/** The blog's posts and pages; undefined when the site has no blog. */
/** Every blog of the site, loaded. */
export async function loadBlogs(rootDir: string, config: SiteConfig, bag: DiagnosticBag, gitDates: Promise<GitDates>, cache?: BuildCache): Promise<Blog[]> {
  const blogs: Blog[] = [];
  for (const options of blogsOf(config)) blogs.push(await loadBlog(rootDir, config, options, bag, gitDates, cache));
  return blogs;
}

async function loadBlog(rootDir: string, config: SiteConfig, options: BlogConfig, bag: DiagnosticBag, gitDates: Promise<GitDates>, cache?: BuildCache): Promise<Blog> {
  const base = normaliseRoute(options.routeBase);
  // A locale's translated authors and tags files, where it has them, as its translated posts.
  const folderOf = (rel: string) => (options.localizedDir && fs.existsSync(path.join(rootDir, options.localizedDir, rel)) ? options.localizedDir : options.dir);
  const authors = readAuthorsFile(rootDir, folderOf(options.authorsFile), options.authorsFile, config.baseUrl, options.authorPages ? `${base}${options.authorsPath}` : undefined, bag);
  const tagsFile = readTagsFile(rootDir, options.tagsFile === false ? options.dir : folderOf(options.tagsFile ?? 'tags.yml'), options.tagsFile, 'blog.tagsFile', bag);
  const files = postFiles(rootDir, options).map((file) => withTranslation(file, rootDir, folderOf(file.rel), options.dir));
  const render = files.length ? { ...pageRenderOptions(rootDir, config), remarkPlugins: options.remarkPlugins, rehypePlugins: options.rehypePlugins } : undefined;
  const dates = files.length ? await gitDates : undefined;
  // A post's render is kept in the build cache while it, the files it imports, the config and docsgen are unchanged.
  const salt = cache?.enabled && files.length ? cacheKey(await generatorFingerprint(), configFingerprint(config, rootDir), 'blog-post', options.id) : undefined;
  const tags = new Map<string, BlogTag>();
  const posts: BlogPost[] = [];
  const stats = { cached: 0, rendered: 0 };
  const ctx: PostContext = { rootDir, config, options, base, authors, tagsFile, tags, render: render!, dates: dates!, bag, stats, inlineLabels: [], ...(cache && salt ? { cache, salt } : {}) };
  // Every post's address first: a post's Markdown link to another post's file leads to its page, as in Docusaurus.
  const planned = files.flatMap((file) => planPost(file, ctx) ?? []);
  const routeOfPost = new Map(planned.map((plan) => [plan.input.contentPath, plan.post.route]));
  if (render) render.routeOfContentPath = (contentPath) => routeOfPost.get(contentPath);
  // A cached render holds the links it resolved: another post's new address renders the posts again.
  if (ctx.salt) ctx.salt = cacheKey(ctx.salt, JSON.stringify([...routeOfPost]));
  for (const plan of planned) {
    const post = await renderPlanned(plan, ctx);
    if (post) posts.push(post);
  }
  posts.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  if (options.sortPosts === 'ascending') posts.reverse();
  labelInlineTags(posts, ctx.inlineLabels);
  const listed = posts.filter((p) => !p.unlisted);
  for (const post of listed) for (const tag of post.tags) tag.posts.push(post);
  if (options.onUntruncatedPosts !== 'ignore') {
    const whole = listed.filter((p) => !p.preview);
    if (whole.length) {
      const report = { file: whole[0].source, message: `${whole.length === 1 ? 'this post has' : `${whole.length} posts have`} no truncate marker, so the blog's lists show ${whole.length === 1 ? 'it' : 'them'} whole${whole.length > 1 ? `: ${whole.map((p) => p.source).join(', ')}` : ''}`, hint: "put <!-- truncate --> (or {/* truncate */} in MDX) after the post's first paragraphs, or set onUntruncatedBlogPosts to 'ignore'" };
      if (options.onUntruncatedPosts === 'error') bag.error(report);
      else bag.warn(report);
    }
  }
  const images = new Map<string, string>();
  for (const post of posts) for (const img of [...post.body.images, ...(post.preview?.images ?? []), ...(post.cover ? [post.cover] : [])]) images.set(img.publicPath, img.absPath);
  // As Docusaurus: the first posts, unlisted ones among them (shown on their own page only, see blog-views.ts).
  const sidebarPosts = options.sidebarCount === 'all' ? posts : posts.slice(0, options.sidebarCount);
  return {
    settings: options,
    posts,
    pages: blogPagesOf(posts, [...tags.values()].filter((t) => t.posts.length), authors, options, base, config),
    sidebar: { title: options.sidebarTitle, posts: sidebarPosts },
    route: base,
    stats,
    images: [...images].map(([publicPath, absPath]) => ({ absPath, publicPath })),
  };
}

/** The blog folder's posts, sorted by path (a missing folder has none). */
function postFiles(rootDir: string, options: BlogConfig): PostFile[] {
  const dir = path.join(rootDir, options.dir);
  if (!fs.existsSync(dir)) return [];
  return fg
    .sync(options.include, { cwd: dir, onlyFiles: true, ignore: options.exclude, followSymbolicLinks: false })
    .filter((rel) => /\.mdx?$/i.test(rel))
    // As fast-glob lists them for Docusaurus (which keeps that order for posts of one date): a
    // folder's own files before its subfolders'; by name within a folder, so every machine agrees.
    .sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0))
    .map((rel) => {
      const absPath = path.join(dir, rel);
      return { rel, absPath, source: path.relative(rootDir, absPath).split(path.sep).join('/') };
    });
}

interface PostContext {
  rootDir: string;
  config: SiteConfig;
  options: BlogConfig;
  base: string;
  authors: Map<string, BlogAuthor>;
  tagsFile: { shown: string; tags: Map<string, TagDefinition> } | undefined;
  tags: Map<string, BlogTag>;
  render: MdxRenderOptions;
  dates: GitDates;
  bag: DiagnosticBag;
  cache?: BuildCache;
  salt?: string;
  /** Counts the whole posts' renders: from the cache, or made. */
  stats: Blog['stats'];
  /** Each inline tag as each post writes it. */
  inlineLabels: Array<{ source: string; tag: BlogTag; label: string }>;
}

/** A post read and addressed, before its Markdown renders. */
interface PlannedPost {
  post: Omit<BlogPost, 'body' | 'preview'>;
  input: { source: string; contentPath: string; startLine: number };
  body: string;
  extras: MdxDocExtras;
}

function planPost(file: PostFile, ctx: PostContext): PlannedPost | undefined {
  const { bag, options, config } = ctx;
  const read = readSiteFile(ctx.rootDir, file.absPath);
  if (!read.ok) {
    bag.error({ file: file.source, message: `the post is not read: ${read.reason === 'outside' ? 'it is outside the site folder once symlinks are resolved' : read.reason === 'unreadable' ? 'it cannot be read' : 'it is not a regular file'}`, hint: 'keep posts inside the site folder' });
    return undefined;
  }
  const split = parseFrontMatter(read.bytes.toString('utf8'), file.source);
  split.errors.forEach((e) => bag.error(e));
  // The keys only posts have are not unknown here; an unknown one is told with the keys a post takes.
  for (const w of split.warnings) {
    const key = w.code === UNKNOWN_KEY ? (/"([^"]+)"/.exec(w.message)?.[1] ?? '') : undefined;
    if (key === undefined) bag.warn(w);
    else if (!POST_KEYS.has(key)) bag.warn({ ...w, hint: `if it is misspelt, use one of: ${POST_FRONT_MATTER.join(', ')}` });
  }
  if (split.errors.length) return undefined;
  const fm = split.frontMatter;
  const raw = split.rawFrontMatter ?? {};
  if (fm.draft) return undefined;
  if (config.markdown.htmlComments === 'docusaurus-refuses' && (config.markdown.htmlBlocks === 'mdx' || file.source.endsWith('.mdx'))) warnHtmlComment(split.body, split.bodyStartLine, file.source, bag);
  // The leading `# Title` titles the post and leaves its body, as Docusaurus takes it.
  let body = split.body;
  // Docusaurus 3 takes a post's first heading if it is an h1, wherever it is (after its intro and
  // truncate marker too); Docusaurus 2 only one leading the post.
  const docusaurus3 = config.markdown.headingTitles === 'as-written' && config.markdown.indentedCode !== 'everywhere';
  const h1 = leadingMdxHeading(body) ?? (docusaurus3 ? firstHeadingIfH1(body) : null);
  const heading = h1 ? titleHeadingOf(h1[1]) : undefined;
  if (h1) body = body.slice(0, h1.index) + '\n'.repeat(h1[0].split('\n').length - 1) + body.slice(h1.index + h1[0].length);
  const named = namedByPath(file.rel);
  const date = postDate(raw.date, named.date, file, ctx);
  if (!date) return undefined;
  // As Docusaurus' blog titles a post by its heading: the text as written, inline code unwrapped (its emphasis kept).
  const title = fm.title ?? (h1 && heading ? postTitleOf(h1[1], heading.title) : undefined) ?? named.text;
  // A front matter `image` beside the post is published with it.
  const cover = coverImageOf(fm.image, file.absPath, ctx.rootDir, config.baseUrl, file.source);
  if (cover && !('absPath' in cover)) {
    bag.error(cover);
    return undefined;
  }
  const route = normaliseRoute(ctx.base + (fm.slug ?? named.slug));
  const { authors, problems } = postAuthors(raw, ctx.authors, config.baseUrl, { file: file.source, authorsFile: path.posix.join(options.dir, options.authorsFile), onInline: options.onInlineAuthors });
  problems.forEach(({ level, ...d }) => (level === 'error' ? bag.error(d) : bag.warn(d)));
  const frontMatter = { ...raw, title };
  const extras: MdxDocExtras = { frontMatter, title, docCards: [], route };
  const input = { source: file.source, contentPath: path.relative(ctx.render.contentDir, file.absPath).split(path.sep).join('/'), startLine: split.bodyStartLine };
  const post = {
    source: file.source,
    absPath: file.absPath,
    route,
    title,
    description: fm.description ?? sourceExcerpt(body) ?? '',
    date,
    ...readingTimeOf(body, raw, options, config.locale.code),
    ...lastUpdateOf(fm.last_update, file.source, ctx),
    authors,
    tags: postTags(fm.tags ?? [], file.source, ctx),
    unlisted: fm.unlisted === true,
    ...(options.editUrl ? { editUrl: `${options.editUrl.replace(/\/$/, '')}/${options.dir.replace(/^\.\/|\/$/g, '')}/${file.rel}` } : {}),
    ...(cover ? { image: cover.publicPath, cover } : fm.image ? { image: fm.image } : {}),
    ...(fm.keywords ? { keywords: fm.keywords } : {}),
    ...(fm.sidebar_label ? { sidebarLabel: fm.sidebar_label } : {}),
    hideToc: fm.hide_table_of_contents === true,
    tocLevels: { min: fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel, max: fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel },
  };
  return { post, input, body, extras };
}

/** A planned post rendered: whole, and up to its truncate marker. */
async function renderPlanned({ post, input, body, extras }: PlannedPost, ctx: PostContext): Promise<BlogPost | undefined> {
  const rendered = await renderPost({ ...input, markdown: body }, extras, ctx);
  if (!rendered) return undefined;
  const cut = (ctx.options.truncateMarker ?? TRUNCATE).exec(body);
  const preview = cut ? await renderPost({ ...input, markdown: body.slice(0, cut.index) }, extras, ctx, { still: true }) : undefined;
  return { ...post, body: rendered, ...(preview ? { preview } : {}) };
}

/**
 * The post's first ATX heading outside fenced code when it is an h1, as a match like
 * leadingMdxHeading's (`[0]` the line, `[1]` its text), or null.
 */
function firstHeadingIfH1(body: string): RegExpExecArray | null {
  const fences = new FenceTracker();
  let offset = 0;
  for (const line of body.split('\n')) {
    if (!fences.inside(line) && !fences.open(line)) {
      const heading = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$/.exec(line);
      if (heading) {
        if (heading[1].length !== 1 || !heading[2]) return null;
        return Object.assign([`${line}\n`, heading[2]], { index: offset, input: body, groups: undefined }) as RegExpExecArray;
      }
    }
    offset += line.length + 1;
  }
  return null;
}

/** A post's title from its leading heading: as written without its `{#id}`, inline code unwrapped (Docusaurus' toTextContentTitle). */
function postTitleOf(written: string, plain: string): string {
  const text = written.replace(/[ \t]*(?:\{#[^\s{}]+\}|\{\/\*\s*#[^\s{}*/]+\s*\*\/\})[ \t]*$/, '').replace(/`([^`]*)`/g, '$1').trim();
  return text || plain;
}

/** The date and slug a post's path gives, as Docusaurus reads them. */
function namedByPath(rel: string): { date?: string; text: string; slug: string } {
  const posix = rel.split(path.sep).join('/');
  const dated = DATED_PATH.exec(posix)?.groups;
  if (dated) {
    const [y, m, d] = dated.date.split(/[-/]/);
    const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    return { date, text: dated.text, slug: `/${dated.date.replace(/-/g, '/')}/${dated.folder}${dated.text}` };
  }
  const text = posix.replace(/(?:\/index)?\.mdx?$/i, '');
  return { text, slug: `/${text}` };
}

/** A post's date (ISO, UTC): front matter's, its path's, git's first commit, else the file's own. */
function postDate(written: unknown, fromPath: string | undefined, file: PostFile, ctx: PostContext): string | undefined {
  if (written instanceof Date) return written.toISOString();
  if (typeof written === 'string' && written.trim()) {
    // As Docusaurus reads a date the YAML left a string: with a "Z" after it (so "2025-03-19 23:00:00 -0700"
    // is 23:00 UTC that day); one that is no date then, as written.
    const text = written.trim();
    const withZ = new Date(`${text}Z`);
    const parsed = Number.isNaN(withZ.getTime()) ? new Date(text) : withZ;
    if (Number.isNaN(parsed.getTime())) {
      ctx.bag.error({ file: file.source, line: 2, message: `the post's date "${text}" is not a date`, hint: 'write it as 2026-11-20, or 2026-11-20T10:00' });
      return undefined;
    }
    return parsed.toISOString();
  }
  if (written !== undefined && written !== null) {
    ctx.bag.error({ file: file.source, line: 2, message: "the post's date must be a date such as 2026-11-20", hint: 'write it as 2026-11-20, or 2026-11-20T10:00' });
    return undefined;
  }
  if (fromPath) return new Date(`${fromPath}T00:00:00Z`).toISOString();
  const git = ctx.dates.files.get(file.source)?.created ?? ctx.dates.fallback;
  if (git) return new Date(git).toISOString();
  // Outside git: when the file was made, as Docusaurus dates it (its modification time where the file system keeps no birth time).
  const stat = fs.statSync(file.absPath);
  return (stat.birthtimeMs > 0 ? stat.birthtime : stat.mtime).toISOString();
}

/** A post's reading minutes, when the blog shows them: the site's own function's, else docsgen's count. */
function readingTimeOf(body: string, frontMatter: Record<string, unknown>, options: BlogConfig, locale: string): { readingTime?: number } {
  if (!options.showReadingTime) return {};
  const count = options.likeDocusaurus2 ? readingMinutesLikeDocusaurus2 : readingMinutes;
  const defaultReadingTime = (args: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => count(args.content, args.locale ?? locale, args.options?.wordsPerMinute);
  const minutes = options.readingTime ? options.readingTime({ content: body, frontMatter, locale, defaultReadingTime }) : count(body, locale);
  return typeof minutes === 'number' && Number.isFinite(minutes) ? { readingTime: minutes } : {};
}

/** When a post last changed and by whom, as the blog shows it: front matter `last_update`, else git's. */
function lastUpdateOf(written: { date?: string | Date; author?: string } | undefined, source: string, ctx: PostContext): { lastUpdate?: { date?: string; author?: string } } {
  const { time, author } = ctx.options.showLastUpdate;
  if (!time && !author) return {};
  const git = ctx.dates.files.get(source);
  const date = written?.date !== undefined ? new Date(written.date) : undefined;
  const when = time ? (date && !Number.isNaN(date.getTime()) ? date.toISOString() : git?.modified) : undefined;
  const who = author ? (written?.author ?? git?.author) : undefined;
  return when || who ? { lastUpdate: { ...(when ? { date: when } : {}), ...(who ? { author: who } : {}) } } : {};
}

/** Characters Docusaurus 2's reading-time package counted as a word each: Hiragana, CJK ideographs, Hangul. */
const CJK = /[\u3040-\u309f\u4e00-\u9fff\uac00-\ud7a3]/;
/** Punctuation it let a CJK word swallow (ASCII's, CJK's and full-width forms). */
const CJK_TRAILING = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u3000-\u303f\uff00-\uffef \n\r\t]/;

/**
 * Reading minutes as Docusaurus 2 counted them (reading-time 1.5), 200 words a minute: a word is
 * a run of anything but spaces, tabs and line breaks (`a.b(c)` is one), and each CJK character
 * is one, with the punctuation after it.
 */
function readingMinutesLikeDocusaurus2(body: string, _locale: string, wordsPerMinute = 200): number {
  const bound = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t';
  const cjk = (c: string | undefined) => c !== undefined && CJK.test(c);
  let start = 0;
  let end = body.length - 1;
  while (bound(body[start])) start++;
  while (bound(body[end])) end--;
  const text = `${body}\n`;
  let words = 0;
  for (let i = start; i <= end; i++) {
    if (cjk(text[i]) || (!bound(text[i]) && (bound(text[i + 1]) || cjk(text[i + 1])))) words++;
    if (cjk(text[i])) while (i <= end && CJK_TRAILING.test(text[i + 1] ?? '')) i++;
  }
  return words ? Math.round((words / wordsPerMinute) * 100) / 100 : 0;
}

/** Reading minutes: words as Intl counts them in the site's language, 200 a minute. */
function readingMinutes(body: string, locale: string, wordsPerMinute = 200): number {
  let words = 0;
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  }
  for (const segment of segmenter.segment(body)) if (segment.isWordLike) words++;
  return Math.round((words / wordsPerMinute) * 100) / 100;
}

/** A post's tags: the tags file's by key, or written inline (a warning when the file exists, as the options ask). */
function postTags(written: NonNullable<ReturnType<typeof parseFrontMatter>['frontMatter']['tags']>, source: string, ctx: PostContext): BlogTag[] {
  const own: BlogTag[] = [];
  for (const item of written) {
    const defined = typeof item === 'string' ? ctx.tagsFile?.tags.get(item) : undefined;
    const tag = defined ?? inlineTag(item);
    if (!defined && ctx.tagsFile && ctx.options.onInlineTags !== 'ignore') {
      const report = { file: source, line: 2, message: `the tag "${tag.label}" is not defined in ${ctx.tagsFile.shown}`, hint: `add it to ${ctx.tagsFile.shown}, or set onInlineTags to "ignore"` };
      if (ctx.options.onInlineTags === 'error') ctx.bag.error(report);
      else ctx.bag.warn(report);
    }
    const route = normaliseRoute(`${ctx.base}${ctx.options.tagsPath}/${tag.permalink}`);
    let entry = ctx.tags.get(route);
    if (!entry) ctx.tags.set(route, (entry = { label: tag.label, route, ...(tag.description ? { description: tag.description } : {}), posts: [] }));
    if (!own.includes(entry)) own.push(entry);
    if (!defined) ctx.inlineLabels.push({ source, tag: entry, label: tag.label });
  }
  return own;
}

/** A tag written inline with several spellings is labelled as the first post in the blog's order writes it, as Docusaurus labels it. */
function labelInlineTags(posts: BlogPost[], written: PostContext['inlineLabels']): void {
  const bySource = new Map<string, PostContext['inlineLabels']>();
  for (const w of written) bySource.set(w.source, [...(bySource.get(w.source) ?? []), w]);
  const labelled = new Set<BlogTag>();
  for (const post of posts) {
    for (const { tag, label } of bySource.get(post.source) ?? []) {
      if (labelled.has(tag)) continue;
      tag.label = label;
      labelled.add(tag);
    }
  }
}

/** A post's render as the build cache keeps it: what it shows, and what it said. */
interface StoredPost {
  rendered?: RenderedPost;
  warnings: Diagnostic[];
  errors: Diagnostic[];
}

/** Renders a post (or its preview, `still`: it does not hydrate, the whole post's page does), from the build cache when unchanged. */
async function renderPost(input: { markdown: string; source: string; contentPath: string; startLine: number }, extras: MdxDocExtras, ctx: PostContext, how: { still?: boolean } = {}): Promise<RenderedPost | undefined> {
  const key = ctx.cache && ctx.salt ? cacheKey(ctx.salt, input.source, input.contentPath, String(input.startLine), input.markdown, JSON.stringify(extras), how.still ? 'still' : 'whole') : undefined;
  const hit = key ? await ctx.cache!.read<StoredPost>(key) : undefined;
  if (!how.still) ctx.stats[hit ? 'cached' : 'rendered']++;
  const stored = hit ?? (await renderAnew(input, extras, ctx, how, key));
  stored.errors.forEach((e) => ctx.bag.error(e));
  stored.warnings.forEach((w) => ctx.bag.warn(w));
  return stored.rendered;
}

async function renderAnew(input: { markdown: string; source: string; contentPath: string; startLine: number }, extras: MdxDocExtras, ctx: PostContext, how: { still?: boolean }, key: string | undefined): Promise<StoredPost> {
  const { renderMdxDoc } = await import('../content/mdx/render-mdx.ts');
  const rendered = await renderMdxDoc(input, extras, ctx.render);
  const html = how.still && rendered.island ? staticIslandHtml(rendered.html) : rendered.html;
  const stored: StoredPost = {
    // The preview's warnings are the post's own, said once.
    warnings: how.still ? [] : rendered.warnings,
    errors: rendered.errors ?? [],
    ...(rendered.errors?.length
      ? {}
      : {
          rendered: {
            html,
            headings: rendered.toc ?? rendered.headings,
            images: rendered.images,
            links: rendered.links,
            ...(rendered.island && !how.still ? { island: rendered.island } : {}),
            ...(rendered.head?.length ? { head: rendered.head } : {}),
            ...(rendered.globalCss?.length ? { globalCss: rendered.globalCss } : {}),
          },
        }),
  };
  if (key && !stored.errors.length) ctx.cache!.write(key, stored, rendered.dependencies);
  return stored;
}
