/**
 * `docsgen build`, top to bottom, one call per stage: config/ -> content/ (docs, React pages; Markdown
 * and API groups compiled on the worker threads) -> routes/ (the route table) -> render/ -> emit/
 * (a staging folder, swapped in) -> post/ (search index, sitemap, llms, host configs, check manifest).
 * Each stage's index.ts says what it takes and gives.
 */
import { componentStylesheet } from './emit/component-css.ts';
import { siteAliases } from './content/mdx/aliases.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostics.ts';
import { DiagnosticBag, DocsgenError } from './diagnostics.ts';
import { isDocusaurusConfigName, loadConfig, type SiteConfig } from './config/index.ts';
import { blogsOf } from './config/schema.ts';
import { collectDocTags } from './content/doc-tags.ts';
import { docRulesOf } from './content/load-docs.ts';
import { compile, ensureThemeComponents, hasMdxFiles, loadCategories, loadDocs, loadDocusaurusPages, loadContentReactPages, prestartWorkers, themeComponentFiles, themeFingerprint, type Compilation, type CompiledDoc, type Doc, type ReactPageSource } from './content/index.ts';
import { assignPageDates, buildRouteTable, datedSources, hasHomePage, readGitDates, type Contributions, type RouteTable } from './routes/index.ts';
import type { SiteView } from '../templates/model.ts';
import { createSiteView, DEFAULT_FAVICON_SVG, renderPages, themeCss, themeExtrasOf, wantsDocusaurusClasses, type RenderContext } from './render/index.ts';
import { assertNoStaticClash, assertReplaceableOutput, mermaidAssets, bundleClientCached, bundleDocIslands, islandDocEntries, withDocIslands, reactPageEntries, contentHash, readStaticFiles, recoverSwap, SiteOutput, mergeCheckManifests, mergeScriptHashes, mergeSitemaps, moveMissingFiles, removeFolder, type ClientBundle } from './emit/index.ts';
import { startPostBuild } from './post/run-post-build.ts';
import { searchManifestPath, SEARCH_MANIFEST_PATH } from './post/search-index.ts';
import { MERGED_OWN_FILES, SITE_OWN_FILES } from './post/index.ts';
import { CACHE_DIR_NAME, LOCALES_CACHE, VERSIONS_CACHE, cacheKey, generatorFingerprint, openBuildCache, type BuildCache } from './cache/index.ts';
import { createOffloadExecutor, noteOutputDir, onStopped, prestartWatchdog, type WorkerPool } from './parallel/index.ts';
import { createStageTimer, type StageTimer } from './timing.ts';
import { packagePath } from './package-root.ts';
import { contributePlugins, loadPluginContent, loadSitePlugins, pluginRoutes, runPostBuild, type LoadedPlugin, type PluginSite } from './plugins/index.ts';
import { apiReferencePlugin } from './openapi/plugin.ts';
import { loadBlogs } from './blog/load-blog.ts';
import { blogFeeds, feedLinks } from './blog/feeds.ts';
import type { Blog } from './blog/types.ts';
import type { PageEntry } from './emit/client-bundle.ts';
import { BROKEN_LINK, BROKEN_ANCHOR } from './post/link-warnings.ts';
import { BROKEN_MARKDOWN_LINK } from './content/markdown/remark-doc-links.ts';

const STYLES = packagePath('src/templates/styles.css');
const API_STYLES = packagePath('src/templates/styles-api.css');
/**
 * Up to this many pages the compile workers stay to render page shells (see renderPages); a larger
 * site's build holds the most memory while rendering, and its workers' heaps would add to it.
 */
const LEND_WORKERS_UP_TO = 3000;

export interface BuildOptions {
  /** Path of site.config.ts. */
  configPath: string;
  /** Output folder; defaults to dist/ beside the config. */
  outDir?: string;
  /** Called as each stage starts, for progress output. */
  onStage?: (stage: string) => void;
  /** Use and update the on-disk cache in .docsgen-cache/ beside the config (default true). */
  cache?: boolean;
  /** Threads for Markdown and API pages; 1 renders in the main thread (default: one per CPU). */
  jobs?: number;
  /** Replaces the config's `baseUrl` (`docsgen build --base-url`); starts and ends with "/". */
  baseUrl?: string;
  /**
   * Of a Docusaurus repo with several locales, the one to build alone, into `outDir` (under the
   * default locale's output, see buildBesides). Unset: the default locale, and the others beside it.
   */
  locale?: string;
  /**
   * Of a versioned Docusaurus repo, the docs version to build alone (see buildOtherParts). Unset:
   * the last version, and the others beside it.
   */
  docsVersion?: string;
  /** A part built beside the main build (a version, an instance): the site's home page is the main build's. */
  homeElsewhere?: boolean;
  /**
   * Of a Docusaurus repo with several docs plugin instances, the one whose docs to build alone (see
   * buildOtherParts). Unset: the default instance, and the others beside it.
   */
  docsInstance?: string;
  /**
   * Where this build's pages were last published, when not `outDir`: a part of the site built into
   * a holding folder reuses the pages the site's output holds (emit/page-reuse.ts).
   */
  publishedDir?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  redirects: number;
  files: number;
  warnings: Diagnostic[];
  /** Errors of API groups left out of the site (the rest was built): the build exits 1. */
  errors: Diagnostic[];
  stages: StageTimer['stages'];
  table: RouteTable;
  /** Doc and API group results reused from the build cache or computed, and on how many threads. */
  compiled: { cached: number; computed: number; threads: number };
  /** The site's other locales, built beside it: each one's pages. */
  locales: Array<{ code: string; path: string; pages: number }>;
  /** The blog's posts: how many renders came from the build cache, how many were made. */
  blogPosts?: { cached: number; rendered: number };
  /** The docs' other versions and the other docs instances, built beside it: each one's pages. */
  versions: Array<{ name: string; label: string; pages: number }>;
  instances: Array<{ name: string; label: string; pages: number }>;
  /** Pages rendered from the same inputs as the previous build's, linked from it instead of rendered. */
  reusedPages: number;
  /** Pages whose shell a compile worker rendered (see renderPages). */
  renderedElsewhere: number;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  // The thread that stops the site's own code past its time budget starts while the build does.
  prestartWatchdog();
  const bag = new DiagnosticBag();
  const output: OutputSeen = {};
  try {
    return await buildSite(options, bag, output);
  } catch (error) {
    // What was found before the failure (a Docusaurus config's skipped settings, say) often says why.
    if (error instanceof DocsgenError && bag.warnings.length) error.warnings = [...bag.warnings, ...(error.warnings ?? [])];
    // A first build leaves no output behind, rather than "the previous one".
    if (error instanceof DocsgenError && output.dir !== undefined && !fs.existsSync(output.dir)) error.noOutput = true;
    throw error;
  }
}

/** Every page's head names the blog's feeds, as Docusaurus' does. */
function withFeedLinks(blogs: Blog[], config: SiteConfig, site: SiteView): SiteView {
  const links = blogs.flatMap((blog) => feedLinks(blog, config));
  return links.length ? { ...site, headTags: [...site.headTags, ...links] } : site;
}

/** The client bundle's page entries: React pages, and the MDX pages and blog posts that hydrate. */
function pageEntries(inputs: SiteInputs): PageEntry[] {
  const aliases = siteAliases(inputs.rootDir, inputs.config.moduleAliases);
  return reactPageEntries(inputs.reactPages, inputs.rootDir, aliases);
}

/** The output folder, once the config says where it is. */
interface OutputSeen {
  dir?: string;
}

/** Notes where the output goes: a failed build then says whether an earlier output was kept. */
function seeOutput(output: OutputSeen, dir: string): void {
  output.dir = dir;
  noteOutputDir(dir);
}

async function buildSite(options: BuildOptions, bag: DiagnosticBag, output: OutputSeen): Promise<BuildResult> {
  const timer = createStageTimer(options.onStage);
  const inputs = await loadInputs(options, timer, bag, output);
  // The client bundle needs only the config and the React pages: esbuild makes it in its own process
  // while the docs compile, instead of after them.
  const clientBundle = timer.background('client', bundleClientCached(inputs.cache, inputs.config.baseUrl, pageEntries(inputs)));
  // Awaited once the pages are rendered; a failure before then must not count as unhandled.
  clientBundle.catch(() => {});
  // The stylesheets too: esbuild bundled them after the docs compiled, and the pages waited for it.
  const stylesheets = siteStylesheets(inputs);
  stylesheets.catch(() => {});
  const site = await compileSite(inputs, timer, bag, options.jobs);
  // MDX docs and blog posts that hydrate (their components look interactive) are known once
  // compiled: their chunks join the same bundle, to share React with the islands runtime.
  const islandDocs = islandDocEntries([...site.markdown.values(), ...site.blogs.flatMap((b) => b.posts.map((p) => p.body))], inputs.rootDir, siteAliases(inputs.rootDir, inputs.config.moduleAliases));
  const client = islandDocs.length ? withDocIslands(clientBundle, timer.background('client', bundleDocIslands(inputs.cache, inputs.config.baseUrl, islandDocs))) : clientBundle;
  return emitSite(inputs, site, { clientBundle: client, stylesheets }, timer, bag, options);
}

/** What the site is made of: its config, docs and React pages, the cache, and its git dates under way. */
interface SiteInputs {
  /** A Docusaurus repo's sidebars file, where sidebar problems are named. */
  sidebarsFile?: string;
  config: SiteConfig;
  configFile: string;
  configShown: string;
  /** The site's component overrides (theme/<Name>.tsx) and their fingerprint. */
  overrides: { files: string[]; fingerprint: string };
  rootDir: string;
  outDir: string;
  cache: BuildCache;
  docs: Doc[];
  reactPages: ReactPageSource[];
  /** The blogs' posts and pages (blog/load-blog.ts), rendered in this thread while the docs compile on the others. */
  blogs: Promise<Blog[]>;
  /** _category_.json/.yml of the content folders (Docusaurus' docs convention). */
  categories: Awaited<ReturnType<typeof loadCategories>>;
  gitDates: ReturnType<typeof readGitDates>;
  workers: ReturnType<typeof prestartWorkers>;
  /** The docs plugin instance whose docs the build is of, when not the default one (its Markdown plugins, in the workers too). */
  docsInstance?: string;
}

/** Stage 1 and 2: the config, then the docs and React pages (errors stop the build here). */
async function loadInputs(options: BuildOptions, timer: StageTimer, bag: DiagnosticBag, output: OutputSeen): Promise<SiteInputs> {
  const siteDir = path.dirname(path.resolve(options.configPath));
  // Where the output goes unless the config's root says otherwise (a config that fails to load).
  seeOutput(output, path.resolve(siteDir, options.outDir ?? 'dist'));
  const workers = prestartWorkers({ rootDir: siteDir, cache: options.cache !== false, jobs: options.jobs });
  // A site with .mdx files: the workers load the MDX modules while they wait for their first docs.
  // (This thread loads them with its first MDX doc: loading them here held the config up, and the
  // workers' first docs with it.)
  const mdxPreloaded = hasMdxFiles(siteDir);
  if (mdxPreloaded) workers?.preload([], { mdx: true });
  // The cache lives beside the config; the config's own bundled code is kept there too.
  // Another locale's results are cached apart: each build's cache keeps only what it used.
  const part = [...(options.locale ? [LOCALES_CACHE, options.locale] : []), ...(options.docsInstance ? [VERSIONS_CACHE, `instance-${options.docsInstance}`] : []), ...(options.docsVersion ? [VERSIONS_CACHE, options.docsVersion] : [])];
  const cache = openBuildCache({ dir: path.join(siteDir, CACHE_DIR_NAME, ...part), enabled: options.cache !== false });
  const loaded = await timer.timeAsync('config', () => loadConfig(options.configPath, cache, { locale: options.locale, docsVersion: options.docsVersion, docsInstance: options.docsInstance }));
  const { configFile, rootDir } = loaded;
  // A Docusaurus config maps with warnings for what docsgen does not build.
  loaded.warnings?.forEach((w) => bag.warn(w));
  // A deploy under another path (a preview at /pr-42/) builds the same config with another base URL.
  // Another locale keeps its folder under the base URL given.
  const localePath = loaded.config.siteLocales.find((l) => l.current)?.path;
  const located = options.baseUrl === undefined ? loaded.config : { ...loaded.config, baseUrl: localePath ? `${options.baseUrl}${localePath}/` : options.baseUrl };
  // A docs version's or another docs instance's own build leaves the blog to the site's build (its pages would only be thrown away), and links into it are that build's to check.
  const blogsElsewhere = options.docsVersion !== undefined || options.docsInstance !== undefined ? blogsOf(located) : [];
  const config = blogsElsewhere.length ? { ...located, blog: undefined, otherBlogs: [], builtElsewhere: [...located.builtElsewhere, ...blogsElsewhere.map((b) => b.routeBase)] } : located;
  // The site's component overrides (theme/<Name>.tsx), in effect before anything renders.
  const overrides = { files: themeComponentFiles(rootDir), fingerprint: themeFingerprint(rootDir) };
  await ensureThemeComponents(overrides.files, rootDir, overrides.fingerprint, cache);
  const configShown = path.relative(rootDir, configFile) || 'site.config.ts';
  workers?.preload(config.api?.groups.length ? ['markdown', 'api-group'] : ['markdown']);
  const outDir = path.resolve(rootDir, options.outDir ?? 'dist');
  seeOutput(output, outDir);
  // A half-done swap is put right first, so the check below sees the output folder as it should be.
  await recoverSwap(outDir);
  const folders = { rootDir, configFile, contentDir: path.resolve(rootDir, config.contentDir), specsDir: path.resolve(rootDir, config.specsDir), blogDirs: blogsOf(config).map((b) => path.resolve(rootDir, b.dir)) };
  try {
    assertReplaceableOutput(outDir, folders);
  } catch (error) {
    await workers?.close().catch(() => {});
    throw error;
  }
  // One `git log` for every source's dates, running while content and specs load.
  const gitDates = readGitDates(rootDir, datedSources(config, blogsOf(config), configShown));
  const docs = await timer.timeAsync('content', () => loadDocs(rootDir, config.contentDir, bag, docRulesOf(config, configShown)));
  // The workers load the MDX modules while this thread gets the rest ready.
  if (!mdxPreloaded && docs.some((doc) => doc.mdx)) workers?.preload([], { mdx: true });
  const categories = await loadCategories(rootDir, config.contentDir, bag);
  // The site's extra code grammars, for the code this thread highlights (React pages'); workers load their own.
  await (await import('./content/markdown/code-grammars.ts')).loadCodeGrammars(config.codeLanguages, config.codeLanguagesOnly);
  const reactPages = await timer.timeAsync('react pages', async () => [...(await loadContentReactPages(rootDir, config, bag, cache)), ...(await loadDocusaurusPages(rootDir, config, bag))]);
  // The posts render here while the docs compile on the worker threads (awaited by the route table).
  const blogs = blogsOf(config).length ? timer.background('blog', loadBlogs(rootDir, config, bag, gitDates, cache)) : Promise.resolve([]);
  blogs.catch(() => {});
  bag.throwIfErrors();
  return { config, configFile, configShown, ...(loaded.sidebarsFile ? { sidebarsFile: loaded.sidebarsFile } : {}), overrides, rootDir, outDir, cache, docs, reactPages, blogs, categories, gitDates, workers, ...(options.docsInstance ? { docsInstance: options.docsInstance } : {}) };
}

/** The compiled site: the route table, each doc's rendered Markdown, and what the API reference adds. */
interface CompiledSite {
  table: RouteTable;
  /** The blogs, rendered. */
  blogs: Blog[];
  markdown: Map<string, CompiledDoc>;
  contributions: Contributions;
  stats: Compilation['stats'];
  htmlOf: Compilation['htmlOf'];
  /** The compile threads, handed on for the post-build work that overlaps rendering. */
  workers: WorkerPool | undefined;
  /** Errors of API groups left out (the rest of the site builds; the exit code is 1). */
  groupErrors: Diagnostic[];
  /** The plugins with their content (the API reference first), for their post-build hooks. */
  plugins: LoadedPlugin[];
  pluginSite: PluginSite;
}

/**
 * Stage 3 and 4: docs and specs compile (from the cache, or on the worker threads and this one) while
 * the route table is built from the API groups as soon as they are in.
 */
async function compileSite(inputs: SiteInputs, timer: StageTimer, bag: DiagnosticBag, jobs: number | undefined): Promise<CompiledSite> {
  const { config, rootDir, docs, cache } = inputs;
  const compilation = await timer.timeAsync('cache', () => compile({ config, rootDir, configFile: inputs.configFile, ...(inputs.docsInstance ? { docsInstance: inputs.docsInstance } : {}), theme: inputs.overrides, docs, cache, jobs, workers: inputs.workers }));
  const threads = () => (compilation.stats.computed ? `${compilation.stats.threads} thread${compilation.stats.threads === 1 ? '' : 's'}` : 'from the cache');
  const apiDone = timer.background('specs', compilation.api, threads);
  const markdownDone = timer.background('markdown', compilation.markdown, threads);
  apiDone.catch(() => {});
  markdownDone.catch(() => {});
  // The site's plugins load their content here in the main thread while the threads compile.
  const pluginSite: PluginSite = { rootDir, config, configShown: inputs.configShown };
  const sitePlugins = config.plugins.length ? timer.timeAsync('plugins', () => loadSitePlugins(pluginSite, cache)) : Promise.resolve([]);
  sitePlugins.catch(() => {});
  try {
    const api = await apiDone;
    api.warnings.forEach((w) => bag.warn(w));
    // A group whose spec cannot be made into pages is left out; the other groups and the docs still
    // build, and the errors make the exit code 1 (BuildResult.errors).
    const groupErrors = api.errors;
    // The API reference is the first plugin; the site's follow in config order.
    const plugins = [await loadPluginContent(apiReferencePlugin(async () => api.contributions), pluginSite), ...(await sitePlugins)];
    const contributions = await contributePlugins(plugins, pluginSite, bag);
    const blogs = await inputs.blogs;
    const table = timer.time('routes', () => buildRouteTable({ config, configFile: inputs.configShown, sidebarsFile: inputs.sidebarsFile, docs, reactPages: inputs.reactPages, contributions, bag, categories: inputs.categories, docTags: collectDocTags(docs, config, inputs.rootDir, bag), blogs }));
    // Links into a group left out break: its own errors come first, they are the cause.
    if (bag.errors.length) bag.errors.unshift(...groupErrors);
    bag.throwIfErrors();
    assignPageDates(table, await timer.timeAsync('git dates', () => inputs.gitDates), inputs.configShown, config.baseUrl);

    const byContentPath = await markdownDone;
    const markdown = new Map<string, CompiledDoc>();
    for (const page of table.pages) {
      if (page.kind !== 'doc') continue;
      const rendered = byContentPath.get(page.doc.contentPath)!;
      rendered.warnings.forEach((w) => markdownLinkPolicy(config, w, bag));
      rendered.errors?.forEach((e) => bag.error(e));
      // The model's description falls back to the first paragraph, for cards, search and SEO alike.
      page.description ??= rendered.excerpt || undefined;
      markdown.set(page.route, rendered);
    }
    bag.throwIfErrors();
    // From here on each doc's Markdown copy stands for its source: the source goes (64 MB at 10,000 docs).
    for (const doc of docs) doc.body = '';
    const workers = compilation.handOverWorkers();
    // The workers keep the bytecode of what they compiled, for later builds (bin/load-generator.js: once, or once more for MDX).
    workers?.saveCodeCache(docs.some((doc) => doc.mdx));
    return { table, blogs, markdown, contributions, stats: compilation.stats, htmlOf: (doc) => compilation.htmlOf(doc), workers, groupErrors, plugins, pluginSite };
  } finally {
    await compilation.close();
  }
}

/** The theme's stylesheets with the site's custom CSS (the Docusaurus classes for a Docusaurus site). */
function siteStylesheets({ config, configFile, rootDir, cache }: SiteInputs): ReturnType<typeof themeCss> {
  const themeExtras = themeExtrasOf(config, configFile, packagePath);
  return themeCss({ themeFile: STYLES, apiThemeFile: API_STYLES, themeExtras, customCss: config.customCss, postcssPlugins: config.postcssPlugins, rootDir, cache, configName: path.basename(configFile), baseUrl: config.baseUrl, codeThemes: config.codeThemes, layerTheme: config.cssCascadeLayers, rtl: config.locale.direction === 'rtl' });
}

/**
 * Stages 5 to 7: render every page into a staging folder, run the post-build steps (the search index
 * overlapping the rendering on another thread), and swap the folder in for the previous output.
 */
async function emitSite(inputs: SiteInputs, site: CompiledSite, assets: { clientBundle: Promise<ClientBundle>; stylesheets: ReturnType<typeof themeCss> }, timer: StageTimer, bag: DiagnosticBag, options: BuildOptions): Promise<BuildResult> {
  const { jobs } = options;
  const { config, rootDir, cache } = inputs;
  const { table, markdown } = site;
  // The theme's component overrides: a compile worker renders page shells too.
  const offload = createOffloadExecutor({ rootDir, config, routes: [], theme: inputs.overrides }, jobs, site.workers);
  const output = await SiteOutput.open(inputs.outDir, cache, options.publishedDir).catch(async (error: unknown) => {
    await offload.close();
    throw error;
  });
  // A React page stopped by the watchdog (an endless loop while rendering) leaves no staging folder behind.
  const unregisterCleanup = onStopped(() => output.discard());
  try {
    // Steps that need no pages start now; a heavy part (the search index) goes to another thread.
    const postBuild = startPostBuild({ config, rootDir, table, markdown, cache, offload: (task, input) => offload.run(task, input), offloadElsewhere: offload.elsewhere, offloadWarm: offload.warm }, timer);
    const theme = await assets.stylesheets;
    const cssPath = theme.cssPath;
    const client = await assets.clientBundle;
    const faviconPath = config.favicon ? config.favicon.replace(/^\//, '') : `assets/favicon.${contentHash(DEFAULT_FAVICON_SVG)}.svg`;
    // The site's mermaid browser build, published when a doc has a diagram (emit/mermaid-files.ts).
    const mermaid = config.markdown.mermaid && [...markdown.values()].some((md) => md.mermaid) ? mermaidAssets(rootDir, inputs.configShown) : undefined;
    // The plain stylesheets pages and docs import: one file on every page, as Docusaurus bundles them.
    const componentCss = componentStylesheet([...inputs.reactPages.map((p) => p.globalCss), ...[...markdown.values()].map((d) => d.globalCss), ...site.blogs.flatMap((b) => b.posts.map((p) => p.body.globalCss))]);
    const siteView = withFeedLinks(site.blogs, config, createSiteView(config, { css: config.baseUrl + cssPath, apiCss: config.baseUrl + theme.apiCssPath, ...(componentCss ? { componentCss: config.baseUrl + componentCss.path } : {}), js: client.entry, favicon: config.baseUrl + faviconPath, ...(mermaid ? { mermaid: config.baseUrl + mermaid.entry } : {}) }, { docusaurusMarkup: wantsDocusaurusClasses(config, inputs.configFile), ...movedSearchManifest(config, table) }));
    const ctx: RenderContext = { config, site: siteView, table, markdown, pageChunks: client.pageChunks, ...(options.homeElsewhere ? { homeElsewhere: true } : {}) };
    const salt = cacheKey(await generatorFingerprint(), JSON.stringify(siteView), inputs.overrides.fingerprint);
    // The compile workers render page shells too, once they are done with the search index. On a
    // large site they stop instead, so their heaps never add to the build's peak.
    const workers = table.pages.length <= LEND_WORKERS_UP_TO ? offload.borrow() : undefined;
    offload.releaseSpare();
    const rendering = timer.timeAsync('render', () => renderPages(ctx, output, { salt, markdown, htmlOf: site.htmlOf, workers }));
    const { files, elsewhere: renderedElsewhere } = await rendering.finally(() => workers?.release());
    files.push(...theme.files, ...client.files, ...(mermaid?.files ?? []), ...(componentCss ? [componentCss] : []), ...site.blogs.flatMap((blog) => blogFeeds(blog, config)));
    if (!config.favicon) files.push({ path: faviconPath, contents: DEFAULT_FAVICON_SVG });
    await timer.timeAsync('emit', () => output.emit(files));

    // The site's static files; the host files among them are merged with docsgen's (post/index.ts SITE_OWN_FILES).
    const statics = readStaticFiles(rootDir, config.staticDirectories);
    const ownFiles = new Map(statics.files.filter((f) => SITE_OWN_FILES.includes(f.path)).map((f) => [f.path, Buffer.from(f.contents).toString('utf8')]));
    const staticPaths = new Set([...statics.files.map((f) => f.path), ...(site.contributions.outputs ?? []).map((f) => f.path)]);
    const publishes = (file: string) => (output.emittedPaths.has(file) || staticPaths.has(file) ? true : writtenLater(file) ? undefined : false);
    const warnings = await postBuild.finish({ config, rootDir, configShown: inputs.configShown, table, markdown, cache, ownFiles, publishes }, output);
    brokenLinksPolicy(config, warnings).forEach((w) => bag.warn(w));
    // The files plugins write, once every path the build writes itself (the post-build steps' too) is known.
    assertNoPluginOutputClash(site.contributions, [...output.emittedPaths, ...output.routeOfPath.keys()], inputs.configShown);
    const pluginFiles = site.contributions.outputs ?? [];
    if (pluginFiles.length) await timer.timeAsync('emit', () => output.emit(pluginFiles));
    // The site's static/ files go last, once every path the build writes itself is known.
    statics.warnings.forEach((w) => bag.warn(w));
    const published = statics.files.filter((f) => !MERGED_OWN_FILES.includes(f.path));
    assertNoStaticClash(published, [...output.emittedPaths, ...output.routeOfPath.keys()]);
    await timer.timeAsync('emit', () => output.emit(published));
    // A Docusaurus site's other docs versions, instances and locales, into this output before it is swapped in.
    const { versions, instances, locales } = await buildBesides({ ...options, homeElsewhere: options.homeElsewhere || hasHomePage(table) }, inputs, output, timer, bag, site.groupErrors);
    // The plugins' post-build hooks see the new output whole, before it replaces the previous one.
    const routes = pluginRoutes(table.pages, config);
    const postBuildPlugins = site.plugins.some((p) => p.plugin.postBuild) ? (dir: string) => timer.timeAsync('plugins', () => runPostBuild(site.plugins, site.pluginSite, dir, routes)) : undefined;
    await timer.timeAsync('emit', () => output.commit(filesToCopy(config, markdown, site.contributions, [...inputs.reactPages, ...site.blogs, { images: inputs.docs.flatMap((doc) => (doc.coverImage ? [doc.coverImage] : [])) }]), postBuildPlugins));
    await offload.close();
    await timer.timeAsync('cache write', () => cache.flush().catch((error: Error) => bag.warn({ file: CACHE_DIR_NAME, message: `the build cache could not be saved: ${error.message}`, hint: 'check that the folder is writable, or build with --no-cache' })));
    return {
      outDir: inputs.outDir,
      pages: table.pages.length,
      redirects: table.redirects.length,
      files: output.emitted + output.pages.size,
      warnings: bag.warnings,
      errors: site.groupErrors,
      stages: timer.stages,
      table,
      compiled: site.stats,
      ...(site.blogs.length ? { blogPosts: { cached: site.blogs.reduce((n, b) => n + b.stats.cached, 0), rendered: site.blogs.reduce((n, b) => n + b.stats.rendered, 0) } } : {}),
      locales,
      versions,
      instances,
      reusedPages: output.reusedPages,
      renderedElsewhere,
    };
  } catch (error) {
    await offload.close().catch(() => {});
    await output.discard();
    throw error;
  } finally {
    unregisterCleanup();
  }
}

/**
 * A Docusaurus site's parts built beside this build, each by a build of its own from the same config
 * into this build's staging folder, so all are swapped in together, or none (a part that fails fails
 * the build): its other docs versions ("Next" at /docs/next/, older ones at /docs/<v>/) and docs
 * plugin instances (/community/), whose files join this output (buildOtherParts), then its other
 * locales (i18n.locales), each a site of its own in its folder (`fr/`), as Docusaurus builds them.
 * A docs instance's own build makes its versions; a version's own build makes nothing more.
 */
async function buildBesides(options: BuildOptions, inputs: SiteInputs, output: SiteOutput, timer: StageTimer, bag: DiagnosticBag, groupErrors: Diagnostic[]): Promise<Pick<BuildResult, 'versions' | 'instances' | 'locales'>> {
  const besides: Pick<BuildResult, 'versions' | 'instances' | 'locales'> = { versions: [], instances: [], locales: [] };
  const { config } = inputs;
  if (!isDocusaurusConfigName(path.basename(inputs.configFile)) || options.docsVersion !== undefined) return besides;
  // Where this output is published: the parts' unchanged pages are linked from there.
  const publishedAt = options.publishedDir ?? inputs.outDir;
  // The pages and files written so far are on disk: a part's file is never taken for a missing one,
  // and the host files can take the parts' scripts.
  await output.flushPages();
  const inLocale = options.locale ? { locale: options.locale } : {};
  // A version's or an instance's pages lead home to the main build's home page (their breadcrumbs' first crumb).
  const home = options.homeElsewhere ? { homeElsewhere: true } : {};
  const versionParts = config.docsVersions.filter((v) => !v.current).map((v) => ({ name: v.name, label: v.label, options: { docsVersion: v.name, ...inLocale, ...home, ...(options.docsInstance ? { docsInstance: options.docsInstance } : {}) } }));
  if (versionParts.length) besides.versions = await timer.timeAsync('versions', () => buildOtherParts(options, versionParts, output, publishedAt, bag, groupErrors));
  if (options.docsInstance !== undefined) return besides;
  const instanceParts = config.otherDocs.map((d) => ({ name: d.id, label: d.id, options: { docsInstance: d.id, ...inLocale, ...home } }));
  if (instanceParts.length) besides.instances = await timer.timeAsync('docs instances', () => buildOtherParts(options, instanceParts, output, publishedAt, bag, groupErrors));
  const otherLocales = options.locale === undefined ? config.siteLocales.filter((l) => l.path && !l.current) : [];
  for (const locale of otherLocales) {
    const outDir = path.join(output.stagingDir, locale.path);
    const result = await timer.timeAsync('locales', () => buildPart(options, { outDir, publishedDir: path.join(publishedAt, locale.path), locale: locale.code }, bag, groupErrors));
    // Hosts read the security headers at the site's root: they must allow the locale's scripts too.
    mergeScriptHashes(outDir, output.stagingDir);
    besides.locales.push({ code: locale.code, path: locale.path, pages: result.pages });
  }
  return besides;
}

/**
 * One part of the site built alone, as this build is set (cache, jobs, base URL): its warnings join
 * this build's (those said already are not said twice), its API groups' errors too.
 */
async function buildPart(options: BuildOptions, part: Pick<BuildOptions, 'outDir' | 'publishedDir' | 'locale' | 'docsVersion' | 'docsInstance' | 'homeElsewhere'>, bag: DiagnosticBag, groupErrors: Diagnostic[]): Promise<BuildResult> {
  const said = new Set(bag.warnings.map((w) => `${w.file}\0${w.message}`));
  const result = await build({ configPath: options.configPath, ...(options.cache === false ? { cache: false } : {}), ...(options.jobs ? { jobs: options.jobs } : {}), ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), ...part });
  for (const warning of result.warnings) if (!said.has(`${warning.file}\0${warning.message}`)) bag.warn(warning);
  groupErrors.push(...result.errors);
  return result;
}

/** The folder in the staging folder where the docs' other versions and instances are built before their files join the output. */
const PARTS_FOLDER = '.docsgen-parts';

/**
 * Docs versions or instances built into a holding folder of the staging folder: the files a part
 * makes that this build does not (its docs' pages, their Markdown copies, the assets only they use)
 * join this output; the rest (the home page, the search, the host files) is this build's. Its
 * sitemap's URLs, its pages' inline scripts and its check manifest join this output's.
 */
async function buildOtherParts(options: BuildOptions, parts: Array<{ name: string; label: string; options: Pick<BuildOptions, 'locale' | 'docsVersion' | 'docsInstance' | 'homeElsewhere'> }>, output: SiteOutput, publishedDir: string, bag: DiagnosticBag, groupErrors: Diagnostic[]): Promise<BuildResult['versions']> {
  const built: BuildResult['versions'] = [];
  const holding = path.join(output.stagingDir, PARTS_FOLDER);
  try {
    for (const part of parts) {
      const outDir = path.join(holding, `${part.options.docsInstance && !part.options.docsVersion ? 'instance-' : ''}${part.name.replace(/[^\w.-]/g, '_')}`);
      // Its pages were last published in this output's place: unchanged ones are linked from there.
      await buildPart(options, { outDir, publishedDir, ...part.options }, bag, groupErrors);
      const pages = moveMissingFiles(outDir, output.stagingDir).filter((file) => file.endsWith('.html')).length;
      mergeSitemaps(path.join(outDir, 'sitemap.xml'), path.join(output.stagingDir, 'sitemap.xml'));
      mergeScriptHashes(outDir, output.stagingDir);
      mergeCheckManifests(outDir, output.stagingDir, part.name);
      built.push({ name: part.name, label: part.label, pages });
    }
  } finally {
    await removeFolder(holding);
  }
  return built;
}

/** Files the post-build steps, plugins and the final copy write (sitemap, llms.txt, Markdown copies, assets): not known yet when links are checked. */
function writtenLater(file: string): boolean {
  return file.startsWith('assets/') || file.startsWith('specs/') || /\.(md|txt|xml|json)$/i.test(file) || SITE_OWN_FILES.includes(file);
}

/**
 * Config `onBrokenLinks` applied to the finished site's link warnings: with 'throw', links to no
 * page fail the build (before the new output replaces the previous); 'ignore' drops them.
 */
function brokenLinksPolicy(config: SiteConfig, warnings: Diagnostic[]): Diagnostic[] {
  const settings = [
    { code: BROKEN_LINK, setting: 'onBrokenLinks', value: config.onBrokenLinks, what: 'broken links' },
    { code: BROKEN_ANCHOR, setting: 'onBrokenAnchors', value: config.onBrokenAnchors, what: 'broken anchors' },
  ];
  const ignored = new Set(settings.filter((s) => s.value === 'ignore').map((s) => s.code));
  const thrown = settings.filter((s) => s.value === 'throw');
  const kept = warnings.filter((w) => !w.code || !ignored.has(w.code));
  const errors = kept.flatMap((w) => {
    const rule = thrown.find((s) => s.code === w.code);
    return rule ? [{ ...w, hint: `${w.hint ?? 'fix the link'} (${rule.setting} is 'throw': set it to 'warn' to build with ${rule.what})` }] : [];
  });
  if (!errors.length) return kept;
  const error = new DocsgenError(errors);
  // The site's other warnings (a link into pages docsgen does not build, say) are said with it.
  error.warnings = kept.filter((w) => !thrown.some((s) => s.code === w.code));
  throw error;
}

/** Config `onBrokenMarkdownLinks` applied to a doc's warning: a link to a Markdown file that is no doc. */
function markdownLinkPolicy(config: SiteConfig, warning: Diagnostic, bag: DiagnosticBag): void {
  if (warning.code !== BROKEN_MARKDOWN_LINK || config.onBrokenMarkdownLinks === 'warn' || config.onBrokenMarkdownLinks === 'log') bag.warn(warning);
  else if (config.onBrokenMarkdownLinks === 'throw') bag.error({ ...warning, hint: `${warning.hint ?? 'fix the link'} (onBrokenMarkdownLinks is 'throw': set it to 'warn' to build with broken links)` });
}

/** A file a plugin writes must not replace one the build makes (a page, an asset). */
function assertNoPluginOutputClash(contributions: Contributions, made: string[], configShown: string): void {
  const taken = new Set(made);
  const clashes = (contributions.outputs ?? []).filter((f) => taken.has(f.path) || !taken.add(f.path));
  if (clashes.length) {
    throw new DocsgenError(clashes.map((f) => ({ file: configShown, message: `a plugin writes ${f.path}${f.plugin ? ` (the plugin "${f.plugin}")` : ''}, which the build or another plugin writes too`, hint: 'give the plugin\'s file another path' })));
  }
}

/** Files published as they are: the images docs use (each once) and the files the API reference adds. */
function filesToCopy(config: SiteConfig, markdown: Map<string, CompiledDoc>, contributions: Contributions, reactPages: Array<Pick<ReactPageSource, 'images'>>): Array<{ from: string; to: string }> {
  const images = new Map<string, string>();
  for (const md of markdown.values()) for (const img of md.images) images.set(img.publicPath, img.absPath);
  for (const page of reactPages) for (const img of page.images ?? []) images.set(img.publicPath, img.absPath);
  return [...[...images].map(([publicPath, absPath]) => ({ from: absPath, to: publicPath.slice(config.baseUrl.length) })), ...contributions.files.map((f) => ({ from: f.from, to: f.to }))];
}

/** The search manifest's URL for the search button, where it is not beside the search page (post/search-index.ts). */
function movedSearchManifest(config: SiteConfig, table: RouteTable): { searchManifest?: string } {
  const manifest = searchManifestPath(config, table);
  return manifest === SEARCH_MANIFEST_PATH ? {} : { searchManifest: config.baseUrl + manifest };
}
