/**
 * The dev server's route table, pages and assets, made from what DevSite keeps in memory. A page is
 * rendered again only when its render key (the same key the build uses to reuse pages) changed.
 */
import { componentStylesheet } from '../emit/component-css.ts';
import { sidebarWordsOf } from '../../templates/Sidebar.tsx';
import { siteAliases } from '../content/mdx/aliases.ts';
import { collectDocTags } from '../content/doc-tags.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import { DiagnosticBag, type Diagnostic } from '../diagnostics.ts';
import type { Doc } from '../content/load-docs.ts';
import type { ReactPageSource } from '../content/load-react-pages.ts';
import type { CategoryMeta } from '../content/categories.ts';
import type { CompiledDoc } from '../content/compile.ts';
import { mergeGroups } from '../content/compile.ts';
import { contributionsOf, loadPluginContent, mergeContributions, type PluginContributions } from '../plugins/run-plugins.ts';
import { apiReferencePlugin } from '../openapi/plugin.ts';
import type { ApiGroupOutcome } from '../parallel/tasks.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { GitDates } from '../routes/git-dates.ts';
import { assignPageDates } from '../routes/page-dates.ts';
import { buildRouteTable, type Page, type RouteTable } from '../routes/route-table.ts';
import type { Blog } from '../blog/types.ts';
import { createPageView, createSiteView, renderPageHtml, renderSidebars, type RenderContext } from '../render/page-views.ts';
import type { SidebarMarkup } from '../render/sidebar-markup.ts';
import { renderKey } from '../emit/page-reuse.ts';
import { contentHash, outputPathOfPage } from '../emit/staging.ts';
import { hrefsOf, routeOfPageFile } from '../routes/url-rules.ts';
import { bundleClientCached, bundleDocIslands, reactPageEntries, withDocIslands, type PageEntry } from '../emit/client-bundle.ts';
import { mermaidAssets } from '../emit/mermaid-files.ts';
import { renderRedirectStub } from '../render/redirect-stubs.ts';
import { DEFAULT_FAVICON_SVG } from '../render/favicon.ts';
import { themeLabelsOf } from '../config/theme-labels.ts';
import { inThemeLayer, themeCss, themeExtrasOf, themeStyles, wantsDocusaurusClasses } from '../render/theme-css.ts';
import { packagePath } from '../package-root.ts';
import type { SiteView } from '../../templates/model.ts';

const STYLES = packagePath('src/templates/styles.css');
const API_STYLES = packagePath('src/templates/styles-api.css');

/** A file of the site: its bytes, or the source file it is a copy of (an image, a spec download). */
export interface SiteFile {
  /** Path under the site root, e.g. "guide/setup/index.html". */
  path: string;
  contents?: string | Uint8Array;
  from?: string;
}

/** What does not change while the dev server runs: styles, the client bundle, the favicon, the site view. */
export interface StaticAssets {
  files: SiteFile[];
  site: SiteView;
  pageChunks: Map<string, string>;
  /** The stylesheets the custom CSS is made from, `@import`s included (none without custom CSS). */
  styleInputs: string[];
}

/** The route table and what is made from it. */
/** Where the dev server serves the components stylesheet (emit/component-css.ts): one address, its text kept current. */
const DEV_COMPONENT_CSS = 'assets/css/components.css';

export interface Assembled {
  table: RouteTable;
  /** Compiled Markdown by doc route. */
  markdown: Map<string, CompiledDoc>;
  sidebars: Map<string, SidebarMarkup>;
  /** Identity of every sidebar's markup: it changes when any sidebar does. */
  sidebarKey: string;
  warnings: Diagnostic[];
  /** The API groups' spec downloads and the files plugins publish: `to` under the site root, copied from `from`. */
  downloads: Array<{ from: string; to: string }>;
  /** Files the plugins write, `path` under the site root. */
  outputs: Array<{ path: string; contents: string }>;
  /** Puts a doc whose place did not change (only its body) into the table. */
  updateDoc(doc: Doc, compiled: CompiledDoc): void;
}

/** Every page's HTML and render key, by output path. */
export interface RenderedPages {
  html: Map<string, string>;
  keys: Map<string, string>;
}

/**
 * The styles, the client bundle and the favicon, with the site view that names them. A site with
 * customCss gets the build's stylesheets (theme, Docusaurus classes, its own files, bundled by
 * esbuild); the others the theme's files as they are.
 */
export async function staticAssets(cache: BuildCache, config: SiteConfig, reactPages: ReactPageSource[], configFile = '', rootDir = path.dirname(configFile), islandDocs: PageEntry[] = []): Promise<StaticAssets> {
  const themeExtras = themeExtrasOf(config, configFile, packagePath);
  const css = config.customCss.length || config.codeThemes ? await themeCss({ themeFile: STYLES, apiThemeFile: API_STYLES, themeExtras, customCss: config.customCss, postcssPlugins: config.postcssPlugins, rootDir, cache, baseUrl: config.baseUrl, codeThemes: config.codeThemes, layerTheme: config.cssCascadeLayers, rtl: config.locale.direction === 'rtl' }) : await themeFiles(themeExtras, config.cssCascadeLayers);
  // React pages and Docusaurus pages that look interactive have chunks in the client bundle; MDX docs
  // that hydrate (islandDocs) in a bundle of their own, as in a build.
  const main = bundleClientCached(cache, config.baseUrl, reactPageEntries(reactPages, rootDir, siteAliases(rootDir, config.moduleAliases)));
  const client = await (islandDocs.length ? withDocIslands(main, bundleDocIslands(cache, config.baseUrl, islandDocs)) : main);
  const faviconPath = config.favicon ? config.favicon.replace(/^\//, '') : `assets/favicon.${contentHash(DEFAULT_FAVICON_SVG)}.svg`;
  const files: SiteFile[] = [...css.files, ...client.files];
  if (!config.favicon) files.push({ path: faviconPath, contents: DEFAULT_FAVICON_SVG });
  // The site's mermaid build, served from its node_modules (a build publishes it when a doc has a diagram).
  const mermaid = config.markdown.mermaid ? mermaidAssets(rootDir, path.basename(configFile) || 'site.config.ts') : undefined;
  files.push(...(mermaid?.files ?? []));
  // The components stylesheet at one address while serving (its text follows the docs and pages, see siteAssets).
  const site = createSiteView(config, { css: config.baseUrl + css.cssPath, apiCss: config.baseUrl + css.apiCssPath, componentCss: config.baseUrl + DEV_COMPONENT_CSS, js: client.entry, favicon: config.baseUrl + faviconPath, ...(mermaid ? { mermaid: config.baseUrl + mermaid.entry } : {}) }, { docusaurusMarkup: themeExtras.length > 0 });
  return { files, site, pageChunks: client.pageChunks, styleInputs: 'inputs' in css ? css.inputs : [] };
}

/** The theme's stylesheets as they are (no custom CSS to bundle). */
async function themeFiles(themeExtras: string[], layer: boolean): Promise<{ cssPath: string; apiCssPath: string; files: SiteFile[] }> {
  // In the theme's layer when the config asks, as a build puts them (theme-css.ts): the site's component CSS wins.
  const layered = (css: string) => (layer ? `@layer docsgen{${css}}` : css);
  const styles = layered(themeStyles([STYLES, ...themeExtras.filter(inThemeLayer)])) + themeStyles(themeExtras.filter((file) => !inThemeLayer(file)));
  const cssPath = `assets/css/styles.${contentHash(styles)}.css`;
  const apiStyles = layered(await fs.readFile(API_STYLES, 'utf8'));
  const apiCssPath = `assets/css/api.${contentHash(apiStyles)}.css`;
  return { cssPath, apiCssPath, files: [{ path: cssPath, contents: styles }, { path: apiCssPath, contents: apiStyles }] };
}

/** Inputs of the route table, all in memory. */
export interface TableInputs {
  loaded: LoadedConfig;
  docs: Iterable<Doc>;
  reactPages: ReactPageSource[];
  groups: Map<string, ApiGroupOutcome>;
  /** Compiled Markdown by the doc's path under content/. */
  compiled: Map<string, CompiledDoc>;
  gitDates: GitDates;
  /** `_category_.json`/`.yml` metadata by folder, read when the server starts. */
  categories?: Map<string, CategoryMeta>;
  /** What the site's plugins contributed, in config order (the API reference's is made here). */
  plugins: PluginContributions[];
  /** The blogs' posts and pages. */
  blogs?: Blog[];
}

/** Builds the route table and the sidebars; throws a DocsgenError for what the build would reject. */
export async function assembleTable(inputs: TableInputs): Promise<Assembled> {
  const { config, rootDir, configFile } = inputs.loaded;
  const configShown = path.relative(rootDir, configFile) || 'site.config.ts';
  const bag = new DiagnosticBag();
  const api = mergeGroups([...inputs.groups.values()]);
  api.warnings.forEach((w) => bag.warn(w));
  // A group whose spec cannot be made into pages is left out, as the build does; the dev server
  // loads the rest and says why. (A spec edit that breaks a loaded group keeps its last good pages: see DevSite.change.)
  api.errors.forEach((e) => bag.warn(e));
  const docs = [...inputs.docs];
  // The API reference is the first plugin, as in the build (build.ts).
  const site = { rootDir, config, configShown };
  const apiReference = await contributionsOf(await loadPluginContent(apiReferencePlugin(async () => api.contributions), site), site);
  const contributions = mergeContributions([apiReference, ...inputs.plugins]);
  for (const plugin of inputs.plugins) plugin.warnings.forEach((w) => bag.warn(w));
  const table = buildRouteTable({ config, configFile: configShown, sidebarsFile: inputs.loaded.sidebarsFile, docs, reactPages: inputs.reactPages, contributions, bag, categories: inputs.categories, docTags: collectDocTags(docs, config, rootDir, bag), blogs: inputs.blogs ?? [] });
  bag.throwIfErrors();
  assignPageDates(table, inputs.gitDates, configShown, config.baseUrl);
  const markdown = new Map<string, CompiledDoc>();
  for (const page of table.pages) {
    if (page.kind !== 'doc') continue;
    const compiled = inputs.compiled.get(page.doc.contentPath)!;
    page.description ??= compiled.excerpt || undefined;
    markdown.set(page.route, compiled);
  }
  const sidebars = renderSidebars(table, config.baseUrl, sidebarWordsOf(themeLabelsOf(config), wantsDocusaurusClasses(config, configFile)));
  // A windowed sidebar's full markup is in its fragment file, whose name has its hash.
  const sidebarKey = [...sidebars].map(([name, s]) => `${name}:${s.file ? s.file.path : s.keyOf('')}`).join('\n');
  return {
    table,
    markdown,
    sidebars,
    sidebarKey,
    warnings: bag.warnings,
    downloads: contributions.files,
    outputs: contributions.outputs ?? [],
    updateDoc(doc, compiled) {
      const page = table.byRoute.get(doc.route);
      if (page?.kind !== 'doc') return;
      page.doc = doc;
      page.description = doc.description ?? (compiled.excerpt || undefined);
      markdown.set(doc.route, compiled);
    },
  };
}

/** What renderChanged needs besides the pages. */
export interface RenderInputs {
  config: SiteConfig;
  site: SiteView;
  pageChunks: Map<string, string>;
  salt: string;
  assembled: Assembled;
}

/**
 * Renders the candidates whose render key changed, records them in `rendered`, and forgets pages
 * that are no longer in the table. Returns the new files, their hrefs and the removed paths.
 */
export function renderChanged(rendered: RenderedPages, candidates: Iterable<Page>, inputs: RenderInputs): { files: SiteFile[]; hrefs: string[]; removed: string[] } {
  const { config, assembled } = inputs;
  const { table, markdown, sidebars } = assembled;
  const ctx: RenderContext = { config, site: inputs.site, table, markdown, pageChunks: inputs.pageChunks };
  const href = hrefsOf(config);
  const files: SiteFile[] = [];
  const hrefs: string[] = [];
  for (const page of candidates) {
    const file = outputPathOfPage(page, config);
    const view = createPageView(page, ctx, sidebars);
    const known = {
      content: page.kind === 'doc' ? markdown.get(page.route)?.htmlHash : undefined,
      sidebar: page.sidebar ? sidebars.get(page.sidebar)?.keyOf(href(page.route)) : undefined,
    };
    const key = renderKey(inputs.salt, view, known);
    if (rendered.keys.get(file) === key) continue;
    const html = renderPageHtml(page, view, ctx);
    rendered.keys.set(file, key);
    rendered.html.set(file, html);
    files.push({ path: file, contents: html });
    hrefs.push(href(page.route));
  }
  const live = new Set(table.pages.map((page) => (outputPathOfPage(page, config))));
  const removed = [...rendered.html.keys()].filter((file) => !live.has(file));
  for (const file of removed) {
    rendered.html.delete(file);
    rendered.keys.delete(file);
    hrefs.push(href(routeOfPageFile(file)));
  }
  return { files, hrefs, removed };
}

/** Every file of the site besides pages and the outputs made on request. */
export function siteAssets(statics: StaticAssets, assembled: Assembled, compiled: Map<string, CompiledDoc>, config: SiteConfig): Map<string, SiteFile> {
  const out = new Map<string, SiteFile>();
  const add = (file: SiteFile) => out.set(file.path, file);
  statics.files.forEach(add);
  for (const sidebar of assembled.sidebars.values()) if (sidebar.file) add({ path: sidebar.file.path, contents: sidebar.file.contents });
  for (const redirect of assembled.table.redirects) add({ path: redirect.file, contents: renderRedirectStub(redirect, config) });
  // What API pages load on demand: their other code samples, deep schema levels and huge examples.
  for (const page of assembled.table.pages) if (page.kind === 'contributed') page.files?.forEach(add);
  for (const doc of compiled.values()) for (const image of doc.images) add({ path: image.publicPath.slice(config.baseUrl.length), from: image.absPath });
  for (const page of assembled.table.pages) if (page.kind === 'react') for (const image of page.react.images ?? []) add({ path: image.publicPath.slice(config.baseUrl.length), from: image.absPath });
  for (const page of assembled.table.pages) if (page.kind === 'blog' && page.blog.view === 'post') for (const image of [...page.blog.post.body.images, ...(page.blog.post.preview?.images ?? []), ...(page.blog.post.cover ? [page.blog.post.cover] : [])]) add({ path: image.publicPath.slice(config.baseUrl.length), from: image.absPath });
  for (const page of assembled.table.pages) if (page.kind === 'doc' && page.doc.coverImage) add({ path: page.doc.coverImage.publicPath.slice(config.baseUrl.length), from: page.doc.coverImage.absPath });
  for (const download of assembled.downloads) add({ path: download.to, from: download.from });
  for (const file of assembled.outputs) add({ path: file.path, contents: file.contents });
  const reactPages = assembled.table.pages.flatMap((page) => (page.kind === 'react' || page.kind === 'not-found' ? [page.react?.globalCss] : []));
  add({ path: DEV_COMPONENT_CSS, contents: componentStylesheet([...reactPages, ...[...compiled.values()].map((doc) => doc.globalCss)])?.contents ?? '' });
  return out;
}
