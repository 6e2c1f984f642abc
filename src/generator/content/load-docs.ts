/** Load every Markdown doc under the content folder: front matter, body and route. */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic, DiagnosticBag } from '../diagnostics.ts';
import { listContentFiles } from './content-files.ts';
import { describeRefusal, printableName, readSiteFile } from './site-files.ts';
import { firstControlCharacter } from '../routes/name-checks.ts';
import { parseFrontMatter, UNKNOWN_KEY, type FrontMatter } from './front-matter.ts';
import { firstHtmlCommentLine, usesMdx } from './mdx/detect.ts';
import type { SiteConfig } from '../config/schema.ts';
import { leadingMdxHeading, titledAfterImports } from './mdx/leading-heading.ts';
import { leadingMarkdownHeading, titleHeadingOf } from './title-heading.ts';
import { coverImageOf, type CoverImage } from './cover-image.ts';
import { linesOutsideCode } from './markdown/lines-outside-code.ts';
import { defaultNumberPrefixParser, docAddress, numberPrefixParserOf, type NumberPrefixParser } from './doc-path.ts';

/** Files and folders whose name starts with "_" are private: components and partials, never pages. */
export const PRIVATE = ['**/_*', '**/_*/**'];

/** What every page module under content/ has once loaded: a Markdown doc or a React page. */
export interface ContentSource {
  /** Path relative to the site root, with forward slashes (for messages and edit links). */
  source: string;
  /** Absolute path on disk. */
  absPath: string;
  /** Path relative to the content folder, with forward slashes. */
  contentPath: string;
  /** Route, always starting and ending with "/". */
  route: string;
  title: string;
  description: string | undefined;
  frontMatter: FrontMatter;
}

/** A Markdown source file, loaded but not yet rendered. */
export interface Doc extends ContentSource {
  /** Doc id: the path under content/ without extension; front matter `id` replaces the last segment. */
  id: string;
  /** Markdown body after the front matter; emptied by the build once the docs are compiled (their Markdown copies stand for it). */
  body: string;
  /** 1-based line in the file where `body` starts. */
  bodyStartLine: number;
  /** Set when the page title is a leading `# Title` taken out of `body`: what it takes among the heading ids (see title-heading.ts). */
  titleHeading?: string;
  /** Its front matter `image`, when it is a file beside the doc: published with it. */
  coverImage?: CoverImage;
  /** The doc is MDX (a .mdx file, or a .md file with imports, JSX or expressions): it renders through content/mdx/. */
  mdx?: true;
  /** Front matter as written, every key (MDX docs read it as `frontMatter`). */
  rawFrontMatter?: Record<string, unknown>;
  /** Set when the text is the site's localized copy (config localizedDocs): the source of the doc it stands in for. */
  translationOf?: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true });
/** Above this size a doc gets a warning: it slows the build and weighs on readers. */
const LARGE_DOC_BYTES = 1024 * 1024;
/**
 * What makes a front matter slug no URL path, if anything. A relative one may climb out of the
 * doc's folder (`../page`), as Docusaurus resolves it; an absolute one says where it is already.
 */
function slugProblem(slug: string): string | undefined {
  const character = /[\s?#%\\<>"'`]/.exec(slug)?.[0];
  if (character) return /\s/.test(character) ? 'it contains a space' : `it contains the character ${character}, not allowed in a URL path`;
  if (slug.includes('//')) return 'it contains "//"';
  if (slug.startsWith('/') && slug.split('/').some((part) => part === '..' || part === '.')) return 'an absolute slug cannot hold "." or ".." parts';
  return undefined;
}

/** Reads content/**\/*.md and *.mdx in a stable order and returns the docs that are not drafts. */
/** The site's rules for what its doc files are and mean (from its config; see docRulesOf). */
export interface DocRules {
  /** Where docs are served (config docsRouteBase). */
  routeBase: string;
  exclude: string[];
  include: string[];
  numberPrefixes: NumberPrefixParser;
  /** A `.md` doc with an HTML block is MDX, as Docusaurus 3 reads every `.md` (config markdown.htmlBlocks 'mdx'). */
  htmlBlocksAsMdx: boolean;
  /** The folder (relative to the site) of the docs' localized copies (config localizedDocs). */
  localizedDir?: string;
  /**
   * A "# " heading after some text takes the place of the page's own title (Docusaurus 3); off for
   * a Docusaurus 2 repo, whose pages showed their title and that heading both.
   */
  laterHeadingIsTitle?: boolean;
  /** The site's base URL, for the published name of a front matter `image` beside the doc. */
  baseUrl?: string;
  /** An HTML comment in an MDX doc is named: the Docusaurus site's MDX refuses one (config markdown.htmlComments). */
  commentsRefused?: boolean;
  /** A leading heading titles the page as written, Docusaurus' reading (config markdown.headingTitles). */
  titlesAsWritten?: boolean;
}

const DEFAULT_RULES: DocRules = { routeBase: '/', exclude: [], include: ['**/*.{md,mdx}'], numberPrefixes: defaultNumberPrefixParser, htmlBlocksAsMdx: false };

/** The doc rules of a validated config (`shown`: its file, for a number prefix parser's errors). */
export function docRulesOf(config: SiteConfig, shown: string): DocRules {
  return { routeBase: config.docsRouteBase, exclude: config.contentExclude, include: config.contentInclude, numberPrefixes: numberPrefixParserOf(config.numberPrefixParser, shown), htmlBlocksAsMdx: config.markdown.htmlBlocks === 'mdx', ...(config.markdown.htmlComments === 'docusaurus-refuses' ? { commentsRefused: true } : {}), ...(config.markdown.headingTitles === 'as-written' ? { titlesAsWritten: true } : {}), laterHeadingIsTitle: config.markdown.indentedCode !== 'everywhere', baseUrl: config.baseUrl, ...(config.localizedDocs ? { localizedDir: config.localizedDocs.dir } : {}) };
}

export async function loadDocs(rootDir: string, contentDir: string, bag: DiagnosticBag, rules: DocRules = DEFAULT_RULES): Promise<Doc[]> {
  const base = path.join(rootDir, contentDir);
  const excluded = excludedFiles(base, rules.exclude, rules.include);
  const files = listContentFiles(rootDir, base, ['.md', '.mdx'], bag).filter((rel) => !excluded.has(rel));
  // Read one after another: at 10,000 files, reading them all at once through the thread pool took
  // twice as long, and warnings came in the order reads finished instead of file order.
  const docs = files.map((rel) => loadDoc(rootDir, base, rel, bag, rules));
  gatherUnknownKeys(bag);
  return docs.filter((d): d is Doc => d !== null);
}

/**
 * One warning per unknown front matter key used in several docs: a repo's own keys (`status`,
 * `decision-makers` on every decision record, read by its components) are not worth a line per doc.
 * A key in one or two docs, likely a typo, keeps its warnings at their lines.
 */
function gatherUnknownKeys(bag: DiagnosticBag): void {
  const byMessage = new Map<string, Diagnostic[]>();
  for (const d of bag.warnings) if (d.code === UNKNOWN_KEY) byMessage.set(d.message, [...(byMessage.get(d.message) ?? []), d]);
  const gathered = new Set<Diagnostic>();
  for (const [message, list] of byMessage) {
    if (list.length < 3) continue;
    list.forEach((d) => gathered.add(d));
    const first = list[0];
    bag.warnings.splice(bag.warnings.indexOf(first), 1, { ...first, message: `${message} (in ${list.length} docs; this is the first)` });
  }
  for (let i = bag.warnings.length - 1; i >= 0; i--) if (gathered.has(bag.warnings[i])) bag.warnings.splice(i, 1);
}

/** Every doc file the default `contentInclude` takes. */
export const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];

/**
 * Files under `base` (relative, forward slashes) that are not docs by the config: those its
 * `contentExclude` patterns match, and the Markdown files its `contentInclude` patterns do not.
 */
export function excludedFiles(base: string, patterns: string[], include: string[] = DEFAULT_INCLUDE): Set<string> {
  const options = { cwd: base, onlyFiles: true, dot: false, followSymbolicLinks: false };
  const excluded = new Set(patterns.length ? fg.sync(patterns, options) : []);
  if (include.length === 1 && include[0] === DEFAULT_INCLUDE[0]) return excluded;
  const included = new Set(fg.sync(include, options));
  for (const file of fg.sync(DEFAULT_INCLUDE, options)) if (!included.has(file)) excluded.add(file);
  return excluded;
}

/** Loads one doc (`contentPath` under the content folder `base`); null for a draft, an empty or an unreadable file. */
export function loadDoc(rootDir: string, base: string, contentPath: string, bag: DiagnosticBag, rules: DocRules = DEFAULT_RULES): Doc | null {
  const original = path.join(base, contentPath);
  const copy = localizedCopyOf(rootDir, rules.localizedDir, contentPath, original, bag);
  if (copy === null) return null;
  const absPath = copy?.absPath ?? original;
  const source = path.relative(rootDir, absPath).split(path.sep).join('/');
  const bytes = copy?.bytes ?? fs.readFileSync(absPath);
  if (bytes.length > LARGE_DOC_BYTES) {
    bag.warn({
      file: source,
      message: `the file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: it builds slowly (about 10 s per MB) and is a heavy page for readers`,
      hint: 'split it into several pages of a sidebar category',
    });
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    bag.error({ file: source, message: 'the file is not valid UTF-8 text', hint: 'save it with UTF-8 encoding in your editor' });
    return null;
  }
  // Old Mac line endings (a lone CR) would leave the front matter unseen and every line number wrong.
  text = text.replace(/^\uFEFF/, '').replace(/\r(?!\n)/g, '\n');
  if (text.trim() === '') {
    bag.warn({ file: source, line: 1, message: 'the file is empty and was skipped', hint: 'write the page, or delete the file' });
    return null;
  }
  const split = parseFrontMatter(text, source);
  split.errors.forEach((d) => bag.error(d));
  split.warnings.forEach((d) => bag.warn(d));
  const fm = split.frontMatter;
  if (fm.draft) return null;

  let body = split.body;
  let title = fm.title;
  const mdx = usesMdx(contentPath, body, rules.htmlBlocksAsMdx);
  if (rules.commentsRefused && (rules.htmlBlocksAsMdx || contentPath.endsWith('.mdx'))) warnHtmlComment(body, split.bodyStartLine, source, bag);
  // A leading "# Title" is the page title when front matter gives none (Docusaurus does the same);
  // in MDX it may come after the imports.
  const leading = mdx ? leadingMdxHeading(body) : leadingMarkdownHeading(body);
  // (One after an export block titles nothing, as Docusaurus reads titles: it shows where it is, as a later one.)
  const h1 = leading && mdx && !titledAfterImports(body) ? null : leading;
  let titleHeading: string | undefined;
  if (leading && !h1) fm.hide_title ??= true;
  if (h1) {
    const heading = titleHeadingOf(h1[1], { asWritten: rules.titlesAsWritten });
    title ??= heading.title;
    // With hide_title, Docusaurus draws no title of its own and the body's "# " heading shows: kept.
    // So does a heading with inline markup (`# The **beam** API`), which shows formatted, as there.
    if (title === heading.title && fm.hide_title !== true && !heading.formatted) {
      body = body.replace(h1[0], '\n'.repeat(h1[0].split('\n').length - 1));
      titleHeading = heading.slugOf;
    } else {
      // Front matter titles the page (its <title>, the sidebar) and the body keeps its own `# `
      // heading, which shows as the page's heading in its place, as in Docusaurus: not two.
      fm.hide_title ??= true;
    }
  } else {
    // A "# " heading after some text (a back link, a badge) and before any other heading or rule:
    // Docusaurus draws no title above it (it shows where it is written) yet titles the page by its
    // front matter or file name, as only a leading heading names the page.
    if (rules.laterHeadingIsTitle !== false && laterTitleHeading(body) !== undefined) fm.hide_title ??= true;
  }
  const control = firstControlCharacter(title ?? '');
  if (control) {
    bag.error({ file: source, line: split.bodyStartLine, message: `the page title contains the control character ${control}`, hint: 'delete the character from the "# " heading (an editor that shows invisible characters helps)' });
    return null;
  }
  const slugFault = fm.slug === undefined ? undefined : slugProblem(fm.slug);
  if (slugFault) {
    bag.error({ file: source, line: 2, message: `invalid slug "${fm.slug}": ${slugFault}`, hint: 'use lowercase words separated by hyphens, e.g. slug: /my-page (or ../my-page, from the doc\'s folder)' });
    return null;
  }
  // Number prefixes are left out and index, README and folder/folder.md name their folder's page.
  const { dir, name, position, folderIndex, id, localRoute } = docAddress(contentPath, fm, rules.numberPrefixes);
  // Without a title or a heading, Docusaurus' rule: its id, or its file name as written ("my_other-doc").
  // (The docs' root README or index is titled by its file name, as Docusaurus titles it.)
  title ??= folderIndex ? (path.posix.basename(dir) || name) : (fm.id ?? name);
  if (position !== undefined) fm.sidebar_position ??= position;
  const route = normaliseRoute(rules.routeBase + localRoute);
  // A front matter `image` beside the doc is published with it (og:image names it).
  const cover = coverImageOf(fm.image, absPath, rootDir, rules.baseUrl ?? '/', source);
  if (cover && !('absPath' in cover)) {
    bag.error(cover);
    return null;
  }
  if (cover) fm.image = cover.publicPath;
  const doc: Doc = { id, source, absPath, contentPath, route, title, description: fm.description, frontMatter: fm, body, bodyStartLine: split.bodyStartLine, ...(cover ? { coverImage: cover } : {}) };
  if (titleHeading !== undefined) doc.titleHeading = titleHeading;
  if (copy) doc.translationOf = path.relative(rootDir, original).split(path.sep).join('/');
  if (mdx) Object.assign(doc, { mdx: true, rawFrontMatter: split.rawFrontMatter ?? {} });
  return doc;
}

/**
 * The localized copy of a doc (`<localizedDir>/<contentPath>`), read from inside the site only (after
 * resolving symlinks, as every doc is): undefined when the site has none, null when there is one that
 * may not be read (reported; the doc is left out rather than shown in the wrong language).
 */
function localizedCopyOf(rootDir: string, localizedDir: string | undefined, contentPath: string, original: string, bag: DiagnosticBag): { absPath: string; bytes: Buffer } | undefined | null {
  if (!localizedDir) return undefined;
  const absPath = path.join(rootDir, localizedDir, contentPath);
  const read = readSiteFile(rootDir, absPath);
  if (read.ok) return { absPath, bytes: read.bytes };
  if (read.reason === 'missing') return undefined;
  const shown = (file: string) => printableName(path.relative(rootDir, file).split(path.sep).join('/'));
  bag.error({ file: shown(absPath), message: `this localized copy of ${shown(original)} ${describeRefusal(read.reason)}`, hint: read.reason === 'outside' ? 'copy the file into the site instead of linking to it' : 'replace it with a regular file, or remove it' });
  return null;
}

/** Collapses duplicate slashes and guarantees a leading and trailing "/". */
export function normaliseRoute(route: string): string {
  const cleaned = `/${route}/`.replace(/\/{2,}/g, '/');
  return cleaned;
}

/**
 * The text of the first heading of a doc when it is a "# " heading and no other heading or thematic
 * break comes before it (fenced code passed over): what Docusaurus takes as the content's title.
 */
function laterTitleHeading(body: string): string | undefined {
  for (const line of linesOutsideCode(body)) {
    const heading = /^\s{0,3}(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/.exec(line);
    if (heading) return heading[1].length === 1 ? heading[2] : undefined;
    if (/^\s{0,3}([-*_])([ \t]*\1){2,}[ \t]*$/.test(line)) return undefined;
  }
  return undefined;
}

/**
 * Names a doc's or post's first HTML comment where the Docusaurus site's MDX refuses them (future.v4):
 * Docusaurus would fail to build on it; docsgen leaves it out, as before.
 */
export function warnHtmlComment(body: string, bodyStartLine: number, source: string, bag: DiagnosticBag): void {
  const line = firstHtmlCommentLine(body);
  if (line === undefined) return;
  bag.warn({ file: source, line: bodyStartLine + line - 1, message: "an HTML comment (<!-- … -->), which this site's MDX refuses (future.v4, or markdown.mdx1Compat.comments false): Docusaurus fails to build on it; docsgen leaves it out of the page", hint: 'write it as an MDX comment, {/* … */}' });
}
