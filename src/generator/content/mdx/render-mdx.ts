/**
 * Renders one MDX doc to static HTML: bundle it with its imports (bundle.ts), evaluate the module
 * with docsgen's React, render with renderToStaticMarkup, then finish the HTML (post-html.ts).
 * Interactive components (Tabs) come out as islands the client hydrates; the rest costs no
 * JavaScript. Every failure is an error at the file and line where it is known.
 */
import type { HeadTag } from '../../../templates/model.ts';
import type { SiteCssFile } from './bundle.ts';
import { isInsideSite } from '../site-files.ts';
import { isComputingNodeModule, nodeModule, REFUSED_NODE_PREFIX, refusedNodeModule } from './node-builtins.ts';
import crypto from 'node:crypto';
import type { Heading, LinkRecord } from '../markdown/types.ts';
import fs from 'node:fs';
import type { VFile } from 'vfile';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Diagnostic } from '../../diagnostics.ts';
import type { MarkdownInput, RenderedMarkdown } from '../markdown/pipeline.ts';
import { bundleMdxDoc, type BundleError, type BundleOptions, type MdxBundle } from './bundle.ts';
import { linkMdxDoc, type LinkedDoc } from './link-modules.ts';
import { finishMdxHtml } from './post-html.ts';
import { PROVIDED_MODULES } from './theme/modules.ts';
import { SiteContext, type DocCard, type DocData, type IslandContext, type MdxSiteContext } from './theme/site-context.ts';
import { docAddress } from '../doc-path.ts';
import { escapeHtml } from '../toc-html.ts';
import { toString as textOfTree } from 'hast-util-to-string';
import { hydratedRoot, ownMdxComponents } from '../../../templates/docusaurus/hydrated.tsx';
import { setCodeTranslations } from '../../../templates/docusaurus/translate.tsx';
import { anyInteractive } from './interactive.ts';
import { compileMdxFile, type MdxFile } from './compile-mdx.ts';
import { parseFrontMatter } from '../front-matter.ts';
import { ISLAND_CHUNK, type DocIsland } from '../doc-island.ts';
import { routeHref } from '../../routes/url-rules.ts';

/** What an MDX doc needs besides its Markdown input. */
export interface MdxDocExtras {
  frontMatter: Record<string, unknown>;
  title: string;
  /** The other docs of its folder, for `<DocCardList />`. */
  docCards: DocCard[];
  /** The descriptions of the docs its `<DocCardList items>` names by `docId`. */
  docDescriptions?: Record<string, string>;
  /** Its route (base URL not included), when the doc is not one of the routes options know. */
  route?: string;
}

export interface MdxRenderOptions extends BundleOptions {
  siteConfig: MdxSiteContext['siteConfig'];
  /** The site's module of components every doc may use unimported (config mdxComponents), absolute. */
  mdxComponents?: string;
}

/** The admonition titles of the site's language, for `<Admonition>` (none for English). */
function titlesOf(options: MdxRenderOptions): Pick<MdxSiteContext, 'admonitionTitles' | 'headingLink'> {
  const titles = options.admonitions?.titles;
  return { ...(titles && Object.keys(titles).length ? { admonitionTitles: titles } : {}), ...(options.labels ? { headingLink: options.labels.headingLink } : {}) };
}

/** The site's MDX components, evaluated once per thread and settings. */
const siteComponentsCache = new WeakMap<MdxRenderOptions, Promise<SiteComponents>>();
type SiteComponents = { components: Record<string, unknown>; dependencies: string[]; interactive: boolean } | { error: Diagnostic };

function siteComponentsOf(options: MdxRenderOptions): Promise<SiteComponents> {
  let found = siteComponentsCache.get(options);
  if (!found) siteComponentsCache.set(options, (found = loadSiteComponents(options)));
  return found;
}

async function loadSiteComponents(options: MdxRenderOptions): Promise<SiteComponents> {
  if (!options.mdxComponents) return { components: {}, dependencies: [], interactive: false };
  const source = path.relative(options.rootDir, options.mdxComponents).split(path.sep).join('/');
  const hint = 'fix the module, or leave it out (config mdxComponents; a Docusaurus repo\'s src/theme/MDXComponents)';
  const bundle = await bundleMdxDoc({ text: '', absPath: options.mdxComponents, contentPath: source, source, module: true }, options);
  if ('errors' in bundle) return { error: { file: bundle.errors[0].file, line: bundle.errors[0].line, message: `the MDX components module could not be built: ${bundle.errors[0].message}`, hint } };
  try {
    return { components: ownMdxComponents(evaluateModule(bundle.code).default), dependencies: bundle.dependencies, interactive: anyInteractive(codeFilesOf(bundle), []) };
  } catch (error) {
    return { error: { file: source, message: `the MDX components module failed: ${(error as Error).message.split('\n')[0]}`, hint } };
  }
}

function mentionsAny(texts: string[], names: string[]): boolean {
  return texts.some((text) => names.some((name) => text.includes(`<${name}`)));
}

/**
 * The text of the Markdown partials a doc imports (`import X from './_x.mdx'`, or `@site/…`): the
 * site's MDX components reach them too. Files outside the site are not read.
 */
function importedMarkdownOf(markdown: string, absPath: string, rootDir: string): string[] {
  const texts: string[] = [];
  for (const [, spec] of markdown.matchAll(/^import\s[^'"\n]*?from\s*['"]([^'"]+\.mdx?)['"]/gm)) {
    const file = spec.startsWith('@site/') ? path.join(rootDir, spec.slice('@site/'.length)) : spec.startsWith('.') ? path.resolve(path.dirname(absPath), spec) : undefined;
    if (!file) continue;
    try {
      const real = fs.realpathSync(file);
      if (isInsideSite(rootDir, real)) texts.push(fs.readFileSync(real, 'utf8'));
    } catch {
      // A missing partial is the bundler's error to report, with its line.
    }
  }
  return texts;
}

/** The rendered doc; `errors` is set, and the HTML empty, when it cannot be built. */
export type RenderedMdx = RenderedMarkdown & { errors?: Diagnostic[] };

export async function renderMdxDoc(input: MarkdownInput, extras: MdxDocExtras, options: MdxRenderOptions): Promise<RenderedMdx> {
  const absPath = path.join(options.contentDir, input.contentPath);
  const text = '\n'.repeat(input.startLine - 1) + input.markdown;
  const entry = { text, absPath, contentPath: input.contentPath, source: input.source, page: { frontMatter: extras.frontMatter, title: extras.title, titleHeading: input.titleHeading } };
  const site = await siteComponentsOf(options);
  if ('error' in site) return failed([site.error], [absPath]);
  setCodeTranslations(options.siteConfig.codeTranslations);
  const { components } = site;
  // A doc that uses one of the site's components hydrates when they may be interactive; the
  // linker, which decides that from the doc's imports alone, is skipped for it.
  const usesSiteComponents = site.interactive && mentionsAny([input.markdown, ...importedMarkdownOf(input.markdown, absPath, options.rootDir)], Object.keys(components));
  // Linked in this thread without a bundler when its imports allow, else bundled with esbuild.
  let bundle: LinkedDoc | (MdxBundle & { Content?: undefined; exportedToc?: undefined }) | { errors: BundleError[] } | undefined;
  try {
    if (!usesSiteComponents) bundle = await linkMdxDoc(entry, options);
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    return failed([{ file: input.source, message: `MDX: the page could not be rendered: ${message}`, hint: hintFor(message) }], [absPath]);
  }
  bundle ??= await bundleMdxDoc(entry, options);
  if ('errors' in bundle) {
    // A package's own module is no MDX of the site's: its error goes without the prefix.
    return failed(bundle.errors.map((e) => ({ file: e.file, line: e.line, message: `${/\.mdx?$/i.test(e.file) ? 'MDX: ' : ''}${e.message}`, hint: hintFor(e.message) })), [absPath]);
  }
  const pathname = pathnameOf(options, extras.route ?? options.routeOfContentPath(input.contentPath) ?? '/');
  // Each card's URL in the site's form (a folder index doc keeps its slash where the site says so).
  const docCards = extras.docCards.map((card) => ({ ...card, href: pathnameOf(options, card.route) }));
  const docDescriptions = extras.docDescriptions ? { docDescriptions: extras.docDescriptions } : {};
  const doc = docDataOf(input, extras, pathname, bundle.file);
  const interactive = (bundle.Content ? bundle.interactive : anyInteractive(codeFilesOf(bundle), [bundle.file, ...bundle.partials])) || usesSiteComponents;
  let finished: ReturnType<typeof finishMdxHtml>;
  let island: DocIsland | undefined;
  // Where `<Head>` puts its elements (the doc's own title stays its front matter's or heading's), and
  // its `<Link>`s their hrefs (checked as Docusaurus checks them).
  const page: NonNullable<MdxSiteContext['page']> = { links: [] };
  let exportedToc: unknown;
  try {
    let Content: ComponentType<{ config?: unknown }>;
    if (bundle.Content) ({ Content, exportedToc } = bundle);
    else ({ Content, exportedToc } = evaluate(bundle.code));
    if (!interactive) {
      const context: MdxSiteContext = { siteConfig: options.siteConfig, contentPath: input.contentPath, pathname, docCards, ...docDescriptions, tabGroups: { count: 0 }, page, ...titlesOf(options), mdxComponents: components, doc };
      finished = finishMdxHtml(renderToStaticMarkup(createElement(SiteContext.Provider, { value: context }, createElement(Content as ComponentType<{ components?: Record<string, unknown> }>, { components }))), { hosted: bundle.file.data.hosted });
    } else {
      // Rendered as the browser hydrates it: the doc's own chunk (its MDX files as ES modules) renders it again.
      const context: IslandContext = { siteConfig: options.siteConfig, contentPath: input.contentPath, pathname, docCards, ...docDescriptions, island: { tabPrefix: tabPrefixOf(input.contentPath) }, ...titlesOf(options), doc };
      const body = finishMdxHtml(renderToString(createElement(hydratedRoot(Content as ComponentType<{ components?: Record<string, unknown> }>, true, components), { context: { ...context, page } as IslandContext })), { hydrated: true });
      const mdxFiles = bundle.dependencies.filter((file) => /\.mdx?$/i.test(file) && file !== absPath);
      island = { docPath: absPath, modules: await esModulesOf(entry, mdxFiles, options), ...(options.mdxComponents ? { siteComponents: options.mdxComponents } : {}) };
      const props = escapeAttribute(JSON.stringify({ context }));
      finished = { ...body, html: `<div class="island" data-island="Page" data-module="${ISLAND_CHUNK}" data-props="${props}">${body.html}</div>` };
    }
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    return failed([{ file: input.source, ...lineOfUndefined(message, text), message: `MDX: the page could not be rendered: ${message}`, hint: hintFor(message, 'rendering') }], bundle.dependencies);
  }
  const data = bundle.file.data;
  const all = [bundle.file, ...bundle.partials];
  const ownToc = data.ownToc ? await exportedTocEntries(exportedToc) : undefined;
  return {
    html: finished.html,
    headings: writtenTocEntries(finished.headings, all),
    ...(ownToc ? { toc: ownToc } : {}),
    excerpt: data.excerpt ?? '',
    images: [...all.flatMap((f) => f.data.images ?? []), ...bundle.images],
    links: [...(data.links ?? []), ...componentLinks(page.links ?? [], data.links ?? [], text, input.startLine)],
    sections: finished.sections,
    warnings: all.flatMap((f) => f.data.warnings ?? []),
    dependencies: [...new Set([...bundle.dependencies, ...all.flatMap((f) => f.data.dependencies ?? []), ...site.dependencies])],
    ...(island ? { island } : {}),
    ...(bundle.globalCss.length ? { globalCss: bundle.globalCss } : {}),
    ...(data.headTags?.length || page.headTags?.length ? { head: [...(data.headTags ?? []), ...(page.headTags ?? [])] } : {}),
  };
}

/**
 * The hrefs a doc's components' `<Link>`s wrote that its Markdown links did not (those are recorded
 * already), as link records: at the first line of the doc that names the href, else its first line.
 */
function componentLinks(hrefs: string[], recorded: LinkRecord[], text: string, startLine: number): LinkRecord[] {
  const known = new Set(recorded.map((link) => link.url));
  // (`text` keeps the file's line numbers: its front matter's lines are blank.)
  const lines = text.split('\n');
  return [...new Set(hrefs)].filter((href) => !known.has(href)).map((href) => {
    const at = lines.findIndex((line) => line.includes(href.replace(/\/$/, '')));
    return { url: href, line: at === -1 ? startLine : at + 1, tag: 'a', attr: 'href' as const, reported: false };
  });
}

/**
 * The doc and the MDX files it imports as ES modules, by path, for its browser chunk
 * (emit/docusaurus-client.ts bundles them with the components they import).
 */
async function esModulesOf(entry: MdxFile, mdxFiles: string[], options: MdxRenderOptions): Promise<Record<string, string>> {
  const modules: Record<string, string> = {};
  modules[path.join(options.contentDir, entry.contentPath)] = (await compileMdxFile(entry, options)).code;
  for (const file of mdxFiles) {
    const source = path.relative(options.rootDir, file).split(path.sep).join('/');
    const split = parseFrontMatter(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), source);
    const contentPath = path.relative(options.contentDir, file).split(path.sep).join('/');
    modules[file] = (await compileMdxFile({ text: '\n'.repeat(split.bodyStartLine - 1) + split.body, contentPath, source }, options)).code;
  }
  return modules;
}

/** A route ("/guide/") as the page's URL path under the base URL ("/docs/"): "/docs/guide/" (or "/docs/guide"). */
function pathnameOf(options: MdxRenderOptions, route: string): string {
  return routeHref(options.baseUrl, route, { trailingSlash: options.trailingSlash ?? true, pageFiles: options.pageFiles ?? 'folder', slashRoutes: options.slashRoutes });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Runs the bundled CommonJS module; its imports can only be docsgen's provided modules. */
/** A bundle's files whose code runs: one imported as text (raw-loader) is shown, never run. */
function codeFilesOf(bundle: MdxBundle): string[] {
  return bundle.dependencies.filter((file) => !bundle.textImports.includes(file));
}

function evaluate(code: string): { Content: ComponentType<{ config?: unknown }>; exportedToc: unknown } {
  const exports = evaluateModule(code);
  if (typeof exports.default !== 'function') throw new Error('the compiled document has no content');
  return { Content: exports.default as ComponentType<{ config?: unknown }>, exportedToc: exports.toc };
}

/**
 * A doc's own `export const toc` as TOC entries: each `{ value, id, level }` item (its value HTML,
 * as Docusaurus' TOC sets it), in its order; items of another shape are left out.
 */
async function exportedTocEntries(toc: unknown): Promise<Heading[] | undefined> {
  if (!Array.isArray(toc)) return undefined;
  // Loaded here, for the few docs that export a toc: parse5 in every MDX thread's start-up would cost them all (post-html.ts avoids it too).
  const { fromHtml } = await import('hast-util-from-html');
  return toc.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { value, id, level } = item as Record<string, unknown>;
    if (typeof id !== 'string' || typeof level !== 'number' || !Number.isInteger(level)) return [];
    const html = typeof value === 'string' ? value : String(value ?? '');
    return [{ depth: level, id, text: textOfTree(fromHtml(html, { fragment: true })), html, written: true }];
  });
}

/** A bundled CommonJS module's exports; its imports are the provided modules only. */
function evaluateModule(code: string): Record<string, unknown> {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const require = (spec: string) => {
    if (spec in PROVIDED_MODULES) return PROVIDED_MODULES[spec];
    if (isComputingNodeModule(spec)) return nodeModule(spec);
    if (spec.startsWith(REFUSED_NODE_PREFIX)) return refusedNodeModule(spec);
    throw new Error(`docsgen cannot provide the import "${spec}"`);
  };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports;
}

function failed(errors: Diagnostic[], dependencies: string[]): RenderedMdx {
  return { html: '', headings: [], excerpt: '', images: [], links: [], sections: [], warnings: [], dependencies, errors };
}

/** Where the doc first names what a "… is not defined" error is about, in an expression or a tag. */
function lineOfUndefined(message: string, text: string): { line?: number } {
  const name = /^(\w+) is not defined/.exec(message)?.[1];
  if (!name) return {};
  const use = new RegExp(`(?:\\{[^}\\n]*|<)\\b${name}\\b`);
  const index = text.split('\n').findIndex((line) => use.test(line));
  return index < 0 ? {} : { line: index + 1 };
}

/** What to do about a failed doc or page; `rendering`: its code ran and threw (a component's own error, not MDX's syntax). */
function hintFor(message: string, stage: 'compiling' | 'rendering' = 'compiling'): string {
  if (/cannot provide/.test(message)) {
    // Short enough to be read whole: the @theme-original twins and the `@docusaurus/` prefix go.
    const themes = Object.keys(PROVIDED_MODULES).filter((spec) => spec.startsWith('@theme/')).map((spec) => spec.slice('@theme/'.length));
    const docusaurus = Object.keys(PROVIDED_MODULES).filter((spec) => spec.startsWith('@docusaurus/') && !spec.includes('/lib/')).map((spec) => spec.slice('@docusaurus/'.length));
    return `docsgen provides @theme/ ${themes.join(', ')} (and @theme-original/ of each), @docusaurus/ ${docusaurus.join(', ')}, and a @theme/ component of the site's own src/theme/ folder; replace the import or remove it`;
  }
  if (/is not given to components/.test(message)) return 'render what needs it in the browser (BrowserOnly, useEffect), or use a package that does not need it to render';
  if (/outside the site root/.test(message)) return 'copy the file into the site folder and import it from there';
  if (/npm install/.test(message)) return 'install the package in the site (its package.json), then build again';
  if (/cannot find/.test(message)) return 'check the path (relative to the doc, or @site/ for the site root)';
  if (/to be defined|is not defined/.test(message)) return 'import the component at the top of the doc, or check its name; text in `{` `}` is JavaScript in MDX (and in every .md of a Docusaurus 3 site): escape it as \\{ \\} to show it as written';
  if (stage === 'rendering') return 'a component threw while the page rendered: fix it, or guard what it reads (run with DEBUG=1 for the stack trace)';
  return 'MDX reads `{` `}` as JavaScript and `<` as a tag: escape them as \\{ \\} and &lt; in text, or put the text in `code`';
}

/** A rendered Docusaurus React page; `hydrated` when it needs React in the browser (its island's props). */
export interface RenderedPageModule {
  /** The page's markup: with `hydrated`, what its island holds (renderToString's, attributes finished only). */
  html: string;
  title?: string;
  description?: string;
  /** Whether it drew itself in `<Layout>`: one that did not is the page's own markup alone, as in Docusaurus. */
  layout?: boolean;
  /** What its `<Head>` elements add to the page's head. */
  headTags?: HeadTag[];
  /** The hrefs its `<Link>`s wrote: the links of the page Docusaurus checks (a plain `<a>` it does not). */
  links?: string[];
  /** Its `<Layout wrapperClassName>`. */
  wrapperClassName?: string;
  /** The stylesheets its files import: site-wide (emit/component-css.ts). */
  globalCss?: SiteCssFile[];
  images: RenderedMarkdown['images'];
  hydrated?: { context: IslandContext };
  errors?: Diagnostic[];
}

/**
 * A Docusaurus React page (src/pages/*.js), rendered once with what its Layout said. A page whose
 * files look interactive (interactive.ts) is rendered as the browser will hydrate it
 * (templates/docusaurus/hydrated.tsx); the others stay static HTML.
 */
export async function renderPageModule(absPath: string, source: string, route: string, options: MdxRenderOptions): Promise<RenderedPageModule> {
  const bundle = await bundleMdxDoc({ text: '', absPath, contentPath: source, source, module: true }, options);
  if ('errors' in bundle) return { html: '', images: [], errors: bundle.errors.map((e) => ({ file: e.file, line: e.line, message: e.message, hint: hintFor(e.message) })) };
  const page: NonNullable<MdxSiteContext['page']> = { links: [] };
  const pathname = pathnameOf(options, route);
  setCodeTranslations(options.siteConfig.codeTranslations);
  // The MDX a page renders (in `<MDXContent>`) gets the site's MDX components, as a doc does.
  const site = await siteComponentsOf(options);
  const mdxComponents = 'error' in site ? undefined : site.components;
  try {
    const { Content } = evaluate(bundle.code);
    if (!anyInteractive(codeFilesOf(bundle), bundle.partials)) {
      const context: MdxSiteContext = { siteConfig: options.siteConfig, contentPath: source, pathname, docCards: [], tabGroups: { count: 0 }, page, ...titlesOf(options), ...(mdxComponents ? { mdxComponents } : {}) };
      // A page gets the site's config as `props.config`, as Docusaurus' pages plugin gives it.
      const html = renderToStaticMarkup(createElement(SiteContext.Provider, { value: context }, createElement(Content, { config: options.siteConfig })));
      return { html: finishMdxHtml(html).html, ...page, images: bundle.images, ...globalCssOf(bundle) };
    }
    const island: IslandContext = { siteConfig: options.siteConfig, contentPath: source, pathname, docCards: [], island: { tabPrefix: tabPrefixOf(source) }, ...titlesOf(options) };
    const html = renderToString(createElement(hydratedRoot(Content, false), { context: { ...island, page } as IslandContext }));
    return { html: finishMdxHtml(html, { hydrated: true }).html, ...page, images: bundle.images, hydrated: { context: island }, ...globalCssOf(bundle) };
  } catch (error) {
    return { html: '', images: [], errors: [{ file: source, message: `the page could not be rendered: ${(error as Error).message.split('\n')[0]}`, hint: hintFor((error as Error).message, 'rendering') }] };
  }
}

function globalCssOf(bundle: { globalCss: SiteCssFile[] }): { globalCss?: SiteCssFile[] } {
  return bundle.globalCss.length ? { globalCss: bundle.globalCss } : {};
}

/** The start of the ids of a hydrated page's own tab groups (a group without groupId syncs with nothing). */
export function tabPrefixOf(source: string): string {
  return crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
}

/**
 * The rendered headings, each with a component or an expression in its source given the TOC entry
 * Docusaurus reads from that source (remark-heading-ids.ts), matched by id: the doc's and its partials'.
 */
function writtenTocEntries(headings: Heading[], files: VFile[]): Heading[] {
  const written = new Map(files.flatMap((f) => (f.data.headings ?? []).filter((h) => h.written && h.html !== undefined).map((h) => [h.id, h.html!] as const)));
  if (!written.size) return headings;
  return headings.map((h) => (written.has(h.id) ? { ...h, html: written.get(h.id)! } : h));
}

/** The doc as `useDoc()` gives it: its id and file as Docusaurus names them, its description (front matter's or its first text), its TOC. */
function docDataOf(input: MarkdownInput, extras: MdxDocExtras, permalink: string, file: VFile): DocData {
  const frontMatter = extras.frontMatter;
  const { id } = docAddress(input.contentPath, { id: typeof frontMatter.id === 'string' ? frontMatter.id : undefined });
  const dir = path.posix.dirname(input.contentPath);
  const toc = (file.data.headings ?? []).filter((h) => h.depth >= 2).map((h) => ({ value: h.html ?? escapeHtml(h.text), id: h.id, level: h.depth }));
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : (file.data.excerpt ?? '');
  return { id, title: extras.title, description, source: `@site/${input.source}`, sourceDirName: dir, permalink, frontMatter, toc };
}
