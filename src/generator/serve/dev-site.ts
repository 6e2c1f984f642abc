/**
 * The dev server's site, kept in memory between edits: the loaded config, the docs, their compiled
 * Markdown, each API group, the route table, the rendered sidebars and every page's HTML. A change
 * recompiles only what it touches and renders only the pages whose inputs changed (found by their
 * render keys); the outputs that need the whole site (search index, sitemap, llms.txt, Markdown
 * copies) are made on request. Nothing is written to the output folder: the server answers from the
 * files this site hands it (see site-files.ts).
 */
import { siteAliases } from '../content/mdx/aliases.ts';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { DiagnosticBag, DocsgenError, formatDiagnostic } from '../diagnostics.ts';
import { docRulesOf, excludedFiles, loadDoc, loadDocs, PRIVATE, type Doc } from '../content/load-docs.ts';
import { loadContentReactPages, type ReactPageSource } from '../content/load-react-pages.ts';
import { loadDocusaurusPages } from '../content/docusaurus-pages.ts';
import { loadBlogs } from '../blog/load-blog.ts';
import { blogsOf } from '../config/schema.ts';
import type { Blog } from '../blog/types.ts';
import { loadCategories, type CategoryMeta } from '../content/categories.ts';
import { checkSiteFile, describeRefusal } from '../content/site-files.ts';
import { compile, markdownInputOf, prestartWorkers, type CompiledDoc } from '../content/compile.ts';
import { listsDocCards, mdxExtrasOf } from '../content/mdx/doc-extras.ts';
import { isCustomCssChange } from './style-paths.ts';
import { CACHE_DIR_NAME, cacheKey, openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { generatorFingerprint } from '../cache/fingerprint.ts';
import { islandDocEntries } from '../emit/client-bundle.ts';
import { combineApiGroups, specFilesOf } from '../openapi/contributions.ts';
import { createInProcessExecutor, createOffloadExecutor, type Executor } from '../parallel/pool.ts';
import type { ApiGroupOutcome } from '../parallel/tasks.ts';
import { datedSources, readGitDates, type GitDates } from '../routes/git-dates.ts';
import { rulesDataOf, type RulesData } from './resolve.ts';
import { assembleTable, renderChanged, siteAssets, staticAssets, type Assembled, type RenderedPages, type SiteFile, type StaticAssets } from './dev-render.ts';
import { runPostSteps } from './dev-post.ts';
import type { Page } from '../routes/route-table.ts';
import { loadSitePlugins, pluginWatchPaths, type LoadedPlugin, type PluginSite } from '../plugins/index.ts';
import { contributionsOf, loadPluginContent, type PluginContributions } from '../plugins/run-plugins.ts';

/** A site's plugin as the dev server keeps it: its content, what it contributed, and the paths whose changes reload it. */
interface DevPlugin {
  loaded: LoadedPlugin;
  contributions: PluginContributions;
  watched: string[];
}

/** Loads a plugin's content (from the build cache when unchanged) and runs its contentLoaded. */
async function devPlugin(loaded: LoadedPlugin, site: PluginSite): Promise<DevPlugin> {
  return { loaded, contributions: await contributionsOf(loaded, site), watched: pluginWatchPaths(site.rootDir, loaded.plugin, loaded.dependencies) };
}

export type { SiteFile } from './dev-render.ts';

/** What changed in the site's files: files to add or replace, and paths that are gone. */
export interface SiteDelta {
  set: SiteFile[];
  remove: string[];
}

/** One update of the site, as the server and the open pages need it. */
export interface SiteUpdate {
  /** Pages whose HTML changed, by their path on the site (base URL included). */
  changed: string[];
  /** Whether any sidebar's markup changed: open pages swap their sidebar too. */
  sidebars: boolean;
  /** Whether open pages must reload (styles, scripts or images changed). */
  reload: boolean;
  delta: SiteDelta;
  warnings: string[];
  pages: number;
  /** What was recompiled, for the terminal: e.g. "1 doc". */
  work: string;
  /** The stylesheets the custom CSS is made from now: watch mode watches each (an `@import`ed one may be in any folder). */
  styleFiles: string[];
}

/** The outputs made on request: their files and the warnings they found. */
export interface PostOutputs {
  files: SiteFile[];
  warnings: string[];
}

/** A doc's fields that place it in the route table, the sidebars and other pages (its body aside). */
const placeOf = (doc: Doc) => JSON.stringify([doc.route, doc.id, doc.title, doc.description, doc.frontMatter]);

export class DevSite {
  private executor: Executor;
  private assets: Map<string, SiteFile>;

  private constructor(
    private readonly loaded: LoadedConfig,
    private readonly cache: BuildCache,
    private readonly gitDates: GitDates,
    private readonly salt: string,
    private statics: StaticAssets,
    private docs: Map<string, Doc>,
    private readonly reactPages: ReactPageSource[],
    private groups: Map<string, ApiGroupOutcome>,
    private compiled: Map<string, CompiledDoc>,
    private assembled: Assembled,
    private readonly rendered: RenderedPages,
    private readonly categories: Map<string, CategoryMeta>,
    private plugins: DevPlugin[],
    /** The blogs, read when the server starts (a change to a post starts a fresh generator, see watch.ts). */
    private readonly blogs: Blog[],
  ) {
    this.executor = this.newExecutor();
    this.assets = siteAssets(this.statics, this.assembled, this.compiled, this.loaded.config);
  }

  /** Loads and renders the whole site (compiled docs and API groups come from the build cache when unchanged). */
  static async start(configPath: string): Promise<{ site: DevSite; update: SiteUpdate }> {
    const rootDir = path.dirname(path.resolve(configPath));
    const cache = openBuildCache({ dir: path.join(rootDir, CACHE_DIR_NAME), enabled: true });
    const workers = prestartWorkers({ rootDir, cache: true });
    const loaded = await loadConfig(configPath, cache).catch(async (error: unknown) => {
      await workers?.close();
      throw error;
    });
    const { config } = loaded;
    const configShown = path.relative(rootDir, loaded.configFile) || 'site.config.ts';
    const gitDates = readGitDates(rootDir, datedSources(config, blogsOf(config), configShown));
    const bag = new DiagnosticBag();
    const docs = await loadDocs(rootDir, config.contentDir, bag, docRulesOf(config, configShown));
    const categories = await loadCategories(rootDir, config.contentDir, bag);
    const reactPages = [...(await loadContentReactPages(rootDir, config, bag, cache)), ...(await loadDocusaurusPages(rootDir, config, bag))];
    const blogs = await loadBlogs(rootDir, config, bag, gitDates, cache);
    if (bag.errors.length) await workers?.close();
    bag.throwIfErrors();
    const statics = staticAssets(cache, config, reactPages, loaded.configFile);
    statics.catch(() => {});
    const compilation = await compile({ config, rootDir, docs, cache, workers, configFile: loaded.configFile });
    let groups: Map<string, ApiGroupOutcome>;
    const compiled = new Map<string, CompiledDoc>();
    try {
      groups = await compilation.groups;
      for (const [contentPath, doc] of await compilation.markdown) {
        compilation.htmlOf(doc);
        compiled.set(contentPath, doc);
      }
    } finally {
      await compilation.close();
    }
    const dates = await gitDates;
    const pluginSite = pluginSiteOf(loaded);
    const plugins = await Promise.all((await loadSitePlugins(pluginSite, cache)).map((p) => devPlugin(p, pluginSite)));
    const assembled = await assembleTable({ loaded, docs, reactPages, groups, compiled, gitDates: dates, categories, plugins: plugins.map((p) => p.contributions), blogs });
    const salt = cacheKey(await generatorFingerprint(), 'dev');
    // MDX docs that hydrate are known once compiled: their chunks join the client bundle.
    const islandDocs = islandDocEntries([...compiled.values(), ...blogs.flatMap((b) => b.posts.map((p) => p.body))], rootDir, siteAliases(rootDir, config.moduleAliases));
    const site = new DevSite(loaded, cache, dates, salt, islandDocs.length ? await staticAssets(cache, config, reactPages, loaded.configFile, rootDir, islandDocs) : await statics, new Map(docs.map((d) => [d.contentPath, d])), reactPages, groups, compiled, assembled, { html: new Map(), keys: new Map() }, categories, plugins, blogs);
    const changed = renderChanged(site.rendered, site.assembled.table.pages, site.renderInputs());
    void cache.flush().catch(() => {});
    site.warmUp();
    return {
      site,
      update: {
        changed: changed.hrefs,
        sidebars: true,
        reload: true,
        delta: { set: [...site.assets.values(), ...changed.files], remove: [] },
        warnings: site.warnings(),
        pages: assembled.table.pages.length,
        work: `${docs.length} docs`,
        styleFiles: site.statics.styleInputs,
      },
    };
  }

  /** Every warning the site has now: the route table's and each doc's. */
  warnings(): string[] {
    return [...this.assembled.warnings, ...[...this.compiled.values()].flatMap((doc) => doc.warnings)].map(formatDiagnostic);
  }

  /** The URL rules of the site. */
  rules(): RulesData {
    const { config } = this.loaded;
    return rulesDataOf(config);
  }

  /**
   * Applies changes to files of the content or specs folders (absolute paths). Throws a DocsgenError
   * for bad input, leaving the site as it was (the last good pages are still served).
   */
  async change(files: string[]): Promise<SiteUpdate> {
    const { rootDir, config } = this.loaded;
    const contentBase = path.join(rootDir, config.contentDir);
    const docPaths = new Set<string>();
    const groupIds = new Set<string>();
    let reload = false;
    // An edited customCss file: the stylesheets are made again, and every page links the new one.
    const cssEdited = files.some((file) => isCustomCssChange(rootDir, config.customCss, file) || this.statics.styleInputs.includes(file));
    // With PostCSS plugins (Tailwind), a doc or component may use a class the stylesheet lacks yet: made again.
    const classesMayChange = config.postcssPlugins.length > 0 && files.some((file) => /\.(mdx?|[cm]?[jt]sx?|html)$/i.test(file));
    let statics = cssEdited || classesMayChange ? await staticAssets(this.cache, config, this.reactPages, this.loaded.configFile, rootDir, islandDocEntries([...this.compiled.values(), ...this.blogs.flatMap((b) => b.posts.map((p) => p.body))], rootDir, siteAliases(rootDir, config.moduleAliases))) : this.statics;
    // Pages link the new stylesheet when it is another: they are loaded again.
    const restyled = cssEdited || (classesMayChange && statics.site.assets.css !== this.statics.site.assets.css);
    if (restyled) reload = true;
    for (const file of files) {
      const inContent = relativeInside(contentBase, file);
      // A removed folder: every doc that was in it.
      if (inContent !== undefined) for (const contentPath of this.docs.keys()) if (contentPath.startsWith(`${inContent}/`)) docPaths.add(contentPath);
      if (inContent !== undefined && /\.mdx?$/.test(inContent) && !isPrivate(inContent)) {
        docPaths.add(inContent);
        continue;
      }
      const inSite = relativeInside(rootDir, file);
      const group = inSite && (config.api?.groups ?? []).find((g) => specFilesOf(config.specsDir, g).some((rel) => path.posix.normalize(rel.split(path.sep).join('/')) === inSite));
      if (group) groupIds.add(group.id);
      // Any other file counts through what was made from it: an image, a partial, a file a spec's $ref names.
      for (const [contentPath, doc] of this.compiled) if (doc.dependencies.includes(file)) docPaths.add(contentPath);
      for (const [id, outcome] of this.groups) if (outcome.result?.dependencies.includes(file)) groupIds.add(id);
      if (inContent !== undefined && !/\.mdx?$/.test(inContent)) reload = true;
    }

    // A file a plugin read or watches: the plugin loads its content again.
    const pluginSite = pluginSiteOf(this.loaded);
    const reloaded = new Map<number, DevPlugin>();
    for (const [i, plugin] of this.plugins.entries()) {
      if (!files.some((file) => plugin.watched.some((w) => file === w || file.startsWith(w + path.sep)))) continue;
      reloaded.set(i, await devPlugin(await loadPluginContent(plugin.loaded.plugin, pluginSite, this.cache), pluginSite));
    }
    const plugins = this.plugins.map((p, i) => reloaded.get(i) ?? p);

    const bag = new DiagnosticBag();
    const docs = new Map(this.docs);
    for (const contentPath of docPaths) {
      // Read from inside the site only, as the build does (see content/site-files.ts).
      const checked = checkSiteFile(rootDir, path.join(contentBase, contentPath));
      if (!checked.ok && checked.reason !== 'missing') {
        bag.error({ file: path.relative(rootDir, path.join(contentBase, contentPath)).split(path.sep).join('/'), message: `the file ${describeRefusal(checked.reason)}`, hint: 'replace it with a regular file inside the site folder, or remove it' });
        continue;
      }
      const size = checked.ok ? fs.statSync(checked.realPath).size : undefined;
      // An empty file that was a doc is most likely being written (truncated, then filled): the
      // watcher reports it again once it has its text.
      if (size === 0 && this.docs.has(contentPath)) {
        docPaths.delete(contentPath);
        continue;
      }
      const excluded = excludedFiles(contentBase, config.contentExclude, config.contentInclude).has(contentPath);
      const doc = size !== undefined && !excluded ? loadDoc(rootDir, contentBase, contentPath, bag, docRulesOf(config, pluginSite.configShown)) : null;
      if (doc) docs.set(contentPath, doc);
      else docs.delete(contentPath);
    }
    bag.throwIfErrors();
    const routesMoved = [...docPaths].some((p) => this.docs.get(p)?.route !== docs.get(p)?.route);
    const placed = routesMoved || [...docPaths].some((p) => (this.docs.get(p) && placeOf(this.docs.get(p)!)) !== (docs.get(p) && placeOf(docs.get(p)!)));

    // A doc's links to other docs are resolved by their routes: when a route moves, the docs that
    // name the moved file are compiled again too.
    const executor = routesMoved ? this.newExecutor(docs) : this.executor;
    const toCompile = new Set([...docPaths].filter((p) => docs.has(p)));
    if (routesMoved) {
      const names = [...docPaths].map((p) => path.posix.basename(p));
      for (const [contentPath, doc] of docs) if (names.some((n) => doc.body.includes(n))) toCompile.add(contentPath);
    }
    const compiled = new Map(this.compiled);
    for (const p of docPaths) if (!docs.has(p)) compiled.delete(p);
    const allDocs = [...sortedValues(docs)];
    // An MDX doc's <DocCardList> shows other docs' titles, routes and descriptions: it is compiled again when they change.
    if (docPaths.size) {
      const before = [...sortedValues(this.docs)];
      const cardsOf = (doc: Doc, all: Doc[]) => {
        const { docCards, docDescriptions } = mdxExtrasOf(doc, all);
        return JSON.stringify([docCards, docDescriptions]);
      };
      for (const [contentPath, doc] of docs) {
        if (toCompile.has(contentPath) || !doc.mdx || !listsDocCards(doc)) continue;
        if (cardsOf(doc, before) !== cardsOf(doc, allDocs)) toCompile.add(contentPath);
      }
    }
    const inputs = [...toCompile].map((p) => markdownInputOf(docs.get(p)!, allDocs));
    const outputs = inputs.length ? await executor.run('markdown', inputs) : [];
    outputs.forEach((doc, i) => compiled.set(inputs[i].contentPath, doc));
    // A doc that hydrates (or did): its chunk (the doc's code, or a component it imports) is built again.
    const islandsChanged = outputs.some((doc) => doc.island) || [...docPaths].some((p) => this.compiled.get(p)?.island);
    if (islandsChanged) {
      statics = await staticAssets(this.cache, config, this.reactPages, this.loaded.configFile, rootDir, islandDocEntries([...compiled.values(), ...this.blogs.flatMap((b) => b.posts.map((p) => p.body))], rootDir, siteAliases(rootDir, config.moduleAliases)));
      reload = true;
    }

    const groups = new Map(this.groups);
    for (const id of groupIds) {
      const outcome = await executor.run('api-group', { group: id });
      if (outcome.errors.length) throw new DocsgenError(outcome.errors);
      groups.set(id, outcome);
    }

    let assembled = this.assembled;
    let candidates: Iterable<Page>;
    if (placed || groupIds.size || reloaded.size || restyled) {
      assembled = await assembleTable({ loaded: this.loaded, docs: [...sortedValues(docs)], reactPages: this.reactPages, groups, compiled, gitDates: this.gitDates, categories: this.categories, plugins: plugins.map((p) => p.contributions), blogs: this.blogs });
      candidates = assembled.table.pages;
    } else {
      // Only bodies changed: the table stands; the edited pages and the generated index pages (whose
      // cards show the docs' descriptions) are the only ones that can change.
      for (const p of toCompile) assembled.updateDoc(docs.get(p)!, compiled.get(p)!);
      candidates = assembled.table.pages.filter((page) => page.kind === 'category-index' || page.kind === 'tags' || (page.kind === 'doc' && toCompile.has(page.doc.contentPath)));
    }

    // Committed: from here on nothing depends on the writer's input.
    const sidebarsBefore = this.assembled.sidebarKey;
    this.docs = docs;
    this.compiled = compiled;
    this.groups = groups;
    this.plugins = plugins;
    this.assembled = assembled;
    this.executor = executor;
    this.statics = statics;
    // The render keys leave out the stylesheet's name (it never changed before): every page again.
    if (restyled || islandsChanged) this.rendered.keys.clear();
    const rendered = renderChanged(this.rendered, candidates, this.renderInputs());
    const assets = siteAssets(this.statics, assembled, compiled, this.loaded.config);
    const set = [...rendered.files];
    for (const [file, entry] of assets) if (!sameFile(this.assets.get(file), entry)) set.push(entry);
    const remove = [...rendered.removed, ...[...this.assets.keys()].filter((file) => !assets.has(file))];
    this.assets = assets;
    const work =
      [toCompile.size && `${toCompile.size} doc${toCompile.size === 1 ? '' : 's'}`, groupIds.size && `${groupIds.size} API group${groupIds.size === 1 ? '' : 's'}`, reloaded.size && `${reloaded.size} plugin${reloaded.size === 1 ? '' : 's'}`].filter(Boolean).join(' and ') || 'nothing';
    return {
      changed: rendered.hrefs,
      sidebars: assembled.sidebarKey !== sidebarsBefore,
      reload,
      delta: { set, remove },
      warnings: this.warnings(),
      pages: assembled.table.pages.length,
      work: `${work} compiled, ${rendered.files.length} page${rendered.files.length === 1 ? '' : 's'} rendered`,
      styleFiles: this.statics.styleInputs,
    };
  }

  /** Search index, sitemap, llms.txt, Markdown copies and host files, made from the pages as they are now. */
  async postOutputs(): Promise<PostOutputs> {
    const { config, rootDir } = this.loaded;
    const offload = createOffloadExecutor({ rootDir, config, routes: [] }, 1);
    try {
      const result = await runPostSteps({ config, rootDir, configShown: path.relative(rootDir, this.loaded.configFile) || 'site.config.ts', table: this.assembled.table, markdown: this.assembled.markdown, pages: this.rendered.html, cache: this.cache, offload });
      return { files: result.files, warnings: result.warnings.map(formatDiagnostic) };
    } finally {
      await offload.close();
    }
  }

  private renderInputs() {
    return { config: this.loaded.config, site: this.statics.site, pageChunks: this.statics.pageChunks, salt: this.salt, assembled: this.assembled };
  }

  private newExecutor(docs = this.docs): Executor {
    const { rootDir, config } = this.loaded;
    return createInProcessExecutor({ rootDir, config, configFile: this.loaded.configFile, routes: [...sortedValues(docs)].map((d): [string, string] => [d.contentPath, d.route]) });
  }

  /**
   * Loads the Markdown pipeline in this thread now (the start took every doc from the cache or from
   * other threads): the first edit then costs what every later one does.
   */
  private warmUp(): void {
    const first = sortedValues(this.docs).next().value;
    if (first) this.executor.run('markdown', [{ ...markdownInputOf(first), markdown: '# Warm\n\nText with `code` and a [link](./x.md).\n\n```js\nconst a = 1;\n```\n' }]).catch(() => {});
  }
}

function pluginSiteOf(loaded: LoadedConfig): PluginSite {
  return { rootDir: loaded.rootDir, config: loaded.config, configShown: path.relative(loaded.rootDir, loaded.configFile) || 'site.config.ts' };
}

function* sortedValues<T>(map: Map<string, T>): Generator<T> {
  for (const key of [...map.keys()].sort()) yield map.get(key)!;
}

/** `file`'s path under `dir` with forward slashes, or undefined when it is not inside. */
function relativeInside(dir: string, file: string): string | undefined {
  const rel = path.relative(dir, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : undefined;
}

/** Files and folders starting with "_" are partials, never pages (see PRIVATE in load-docs.ts). */
function isPrivate(contentPath: string): boolean {
  void PRIVATE;
  return contentPath.split('/').some((segment) => segment.startsWith('_'));
}

function sameFile(a: SiteFile | undefined, b: SiteFile): boolean {
  return a !== undefined && a.from === b.from && a.contents === b.contents;
}
