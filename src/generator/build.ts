/**
 * `docsgen build`, top to bottom: load config -> load content and specs -> build the route table ->
 * render -> emit (into a staging folder, then swap) -> post-build outputs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './load-config.ts';
import { DiagnosticBag, type Diagnostic } from './diagnostics.ts';
import { loadDocs } from './docs/load-docs.ts';
import { loadReactPages } from './docs/load-react-pages.ts';
import { loadCategories } from './content/categories.ts';
import { loadDocusaurusPages } from './content/docusaurus-pages.ts';
import { buildRouteTable, type Contributions, type RouteTable } from './routes.ts';
import { createPageView, createSiteView, renderPagePieces, renderSidebars, type RenderContext } from './render.ts';
import { createStaging, contentHash, outputPathOfRoute, type OutputFile } from './emit.ts';
import { bundleClientCached } from './client-bundle.ts';
import { renderRedirectStub } from './redirect-stubs.ts';
import { compile, prestartWorkers, type CompiledDoc } from './compile.ts';
import { CACHE_DIR_NAME, cacheKey, openBuildCache } from './cache/build-cache.ts';
import { generatorFingerprint } from './cache/fingerprint.ts';
import { contentKey, openPageReuse, renderKey } from './page-reuse.ts';
import { createStageTimer, type StageTimer } from './timing.ts';
import { DEFAULT_FAVICON_SVG } from './favicon.ts';
import { createPageWriter, StagedPages, type PageWriter } from './staged-pages.ts';
import { POST_BUILD_STEPS, type EarlyPostBuildContext, type EarlyStep, type PostBuildContext, type PostBuildResult, type PostBuildStep } from './post/index.ts';
import { createOffloadExecutor, type WorkerPool } from './parallel/pool.ts';
import { readGitDates } from './git-dates.ts';
import { assignPageDates } from './page-dates.ts';
import { packagePath } from './package-root.ts';
import { readCustomCss, staticFiles } from './emit/static-files.ts';

const STYLES = packagePath('src/templates/styles.css');

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
}

export interface BuildResult {
  outDir: string;
  pages: number;
  redirects: number;
  files: number;
  warnings: Diagnostic[];
  stages: StageTimer['stages'];
  table: RouteTable;
  /** Doc and API group results reused from the build cache or computed, and on how many threads. */
  compiled: { cached: number; computed: number; threads: number };
  /** Pages rendered from the same inputs as the previous build's, linked from it instead of rendered. */
  reusedPages: number;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timer = createStageTimer(options.onStage);
  const bag = new DiagnosticBag();
  const workers = prestartWorkers({ rootDir: path.dirname(path.resolve(options.configPath)), cache: options.cache !== false, jobs: options.jobs });

  // The cache lives beside the config; the config's own bundled code is kept there too.
  const cache = openBuildCache({ dir: path.join(path.dirname(path.resolve(options.configPath)), CACHE_DIR_NAME), enabled: options.cache !== false });
  const { config, configFile, rootDir, warnings: configWarnings } = await timer.timeAsync('config', () => loadConfig(options.configPath, cache));
  configWarnings?.forEach((w) => bag.warn(w));
  const configShown = path.relative(rootDir, configFile) || 'site.config.ts';
  workers?.preload(config.api?.groups.length ? ['markdown', 'api-group'] : ['markdown']);
  const outDir = path.resolve(rootDir, options.outDir ?? 'dist');
  // One `git log` for every source's dates, running while content and specs load.
  const gitDates = readGitDates(rootDir, [config.contentDir, config.specsDir, configShown]);

  const docs = await timer.timeAsync('content', () => loadDocs(rootDir, config.contentDir, bag, config.docsRouteBase));
  const categories = await loadCategories(rootDir, config.contentDir, bag);
  const reactPages = await timer.timeAsync('react pages', async () => [...(await loadReactPages(rootDir, config.contentDir, bag, cache)), ...(await loadDocusaurusPages(rootDir, config, bag))]);
  bag.throwIfErrors();
  // The client bundle needs only the config and the React pages: esbuild makes it in its own process
  // while the docs compile, instead of after them.
  const clientBundle = bundleClientCached(cache, config.baseUrl, reactPages.filter((p) => p.staticHtml === undefined));
  // Awaited once the pages are rendered; a failure before then must not count as unhandled.
  clientBundle.catch(() => {});

  // Markdown and API pages come from the cache or are computed across cores, docs and specs at once.
  const compilation = await timer.timeAsync('cache', () => compile({ config, rootDir, docs, cache, jobs: options.jobs, workers }));
  let table: RouteTable;
  let markdown: Map<string, CompiledDoc>;
  let contributions: Contributions;
  let compileWorkers: WorkerPool | undefined;
  try {
    const api = await timer.timeAsync('specs', () => compilation.api);
    api.warnings.forEach((w) => bag.warn(w));
    api.errors.forEach((e) => bag.error(e));
    bag.throwIfErrors();
    contributions = api.contributions;

    table = timer.time('routes', () => buildRouteTable({ config, configFile: configShown, docs, reactPages, contributions, bag, categories }));
    bag.throwIfErrors();
    assignPageDates(table, await timer.timeAsync('git dates', () => gitDates), configShown, config.baseUrl);

    const byContentPath = await timer.timeAsync('markdown', () => compilation.markdown);
    markdown = new Map<string, CompiledDoc>();
    for (const page of table.pages) {
      if (page.kind !== 'doc') continue;
      const rendered = byContentPath.get(page.doc.contentPath)!;
      rendered.warnings.forEach((w) => bag.warn(w));
      rendered.errors?.forEach((e) => bag.error(e));
      // The model's description falls back to the first paragraph, for cards, search and SEO alike.
      page.description ??= rendered.excerpt || undefined;
      markdown.set(page.route, rendered);
    }
    bag.throwIfErrors();
    // From here on each doc's Markdown copy stands for its source: the source goes (64 MB at 10,000 docs).
    for (const doc of docs) doc.body = '';
    compileWorkers = compilation.handOverWorkers();
  } finally {
    await compilation.close();
  }

  const offload = createOffloadExecutor({ rootDir, config, routes: [] }, options.jobs, compileWorkers);
  const staging = await createStaging(outDir).catch(async (error: unknown) => {
    await offload.close();
    throw error;
  });
  let writer: PageWriter | undefined;
  try {
    // Steps that need no pages start now; a heavy part (the search index) goes to another thread
    // and overlaps rendering.
    const early = new Map<EarlyStep, { result: Promise<PostBuildResult>; begin: () => void }>();
    for (const step of POST_BUILD_STEPS) {
      if (!('start' in step)) continue;
      let begin = () => {};
      const turn = new Promise<void>((resolve) => (begin = resolve));
      const context: EarlyPostBuildContext = { config, rootDir, table, markdown, cache, offload: (task, input) => offload.run(task, input), offloadElsewhere: offload.elsewhere, turn };
      const result = step.start(context);
      // Awaited in step order below; a failure before then must not count as unhandled.
      result.catch(() => {});
      early.set(step, { result, begin });
    }

    const styles = (await fs.readFile(STYLES, 'utf8')) + (await readCustomCss(rootDir, config.customCss));
    const cssPath = `assets/css/styles.${contentHash(styles)}.css`;
    const client = await timer.timeAsync('client', () => clientBundle);
    const faviconPath = config.favicon ? config.favicon.replace(/^\//, '') : `assets/favicon.${contentHash(DEFAULT_FAVICON_SVG)}.svg`;
    const site = createSiteView(config, { css: config.baseUrl + cssPath, js: client.entry, favicon: config.baseUrl + faviconPath });
    const ctx: RenderContext = { config, site, table, markdown, pageChunks: client.pageChunks };

    // Pages are written (on another thread) as they are rendered; post-build steps read them back through the map.
    const pagesByPath = new StagedPages(staging.dir);
    const routeOfPath = new Map<string, string>();
    writer = createPageWriter(staging);
    const pageWriter = writer;
    // Pages rendered from the same inputs as last time are linked from the previous dist/ instead.
    const reuse = await openPageReuse(cache, outDir);
    const salt = cacheKey(await generatorFingerprint(), JSON.stringify(site));
    let reused = 0;
    const prefix = config.baseUrl.replace(/\/$/, '');
    // Compile workers no early step took are not kept while pages render.
    offload.releaseSpare();
    const files: OutputFile[] = timer.time('render', () => {
      const sidebarMarkup = renderSidebars(table, config.baseUrl);
      const out: OutputFile[] = [...sidebarMarkup.values()].flatMap((s) => (s.file ? [s.file] : []));
      for (const page of table.pages) {
        const file = page.kind === 'not-found' ? '404.html' : outputPathOfRoute(page.route);
        routeOfPath.set(file, page.route);
        const view = createPageView(page, ctx, sidebarMarkup);
        // A React page's markup comes from its component's code, which no key here covers.
        const known = {
          content: page.kind === 'doc' ? markdown.get(page.route)?.htmlHash : undefined,
          sidebar: page.sidebar ? sidebarMarkup.get(page.sidebar)?.keyOf(prefix + page.route) : undefined,
        };
        const key = page.kind === 'react' ? undefined : renderKey(salt, view, known);
        const previous = key && reuse.reusable(file, key);
        if (previous) {
          pagesByPath.addLinked(file, previous);
          pageWriter.link(file, previous);
          reused++;
        } else {
          // A doc from the cache comes without its body HTML (the key above needs only its hash).
          const md = page.kind === 'doc' ? markdown.get(page.route) : undefined;
          const sidebar = page.sidebar ? sidebarMarkup.get(page.sidebar)?.piecesFor(prefix + page.route) : undefined;
          const pieces = renderPagePieces(page, md ? { ...view, contentHtml: compilation.htmlOf(md) } : view, ctx, sidebar);
          // The body is in the page now: let it go at once (some 100 MB at 10,000 docs), while the
          // search index is being built beside the rendering.
          if (md) md.html = '';
          pagesByPath.add(file, pieces);
          pageWriter.writePieces(file, pieces);
        }
        if (key) reuse.record(file, key);
      }
      for (const redirect of table.redirects) {
        out.push({ path: redirect.file, contents: renderRedirectStub(redirect, config) });
      }
      return out;
    });
    // Every page is rendered: post-build steps read pages, not the docs' body HTML. The bodies of
    // pages linked from the previous build were never let go above.
    for (const md of markdown.values()) md.html = '';
    files.push({ path: cssPath, contents: styles }, ...client.files);
    if (!config.favicon) files.push({ path: faviconPath, contents: DEFAULT_FAVICON_SVG });

    // Outputs go to the staging folder as soon as they are made, so the large ones (llms-full.txt, the
    // search index) are not all held in memory at once. Small ones go through the page writer too,
    // linked from the previous build when their bytes are unchanged.
    let emitted = 0;
    const emit = (outputs: OutputFile[]) =>
      timer.timeAsync('emit', async () => {
        const large: OutputFile[] = [];
        for (const file of outputs) {
          const key = contentKey(file.contents);
          if (key === undefined) {
            large.push(file);
            continue;
          }
          const previous = reuse.reusable(file.path, key);
          if (previous) pageWriter.link(file.path, previous);
          else pageWriter.write(file);
          reuse.record(file.path, key);
        }
        await staging.write(large);
        emitted += outputs.length;
      });
    await emit(files);

    // Pages beyond the memory budget are read back from the staging folder: they must be there first.
    if (pagesByPath.spilled) await writer.flush();
    const post: PostBuildContext = { config, rootDir, table, markdown, pages: pagesByPath, routeOfPath, cache };
    const lastReader = POST_BUILD_STEPS.findLastIndex((step) => 'readsPages' in step && step.readsPages);
    const awaitEarly = (step: EarlyStep) => {
      const { result, begin } = early.get(step)!;
      begin();
      return result;
    };
    // One step's outputs are emitted in a function of their own, so nothing in this frame holds on to them.
    const runStep = async (step: PostBuildStep) => {
      // An early step's time is what the build waits for it here, after the rest has been done.
      const result = await timer.timeAsync(step.name, async () => ('start' in step ? awaitEarly(step) : step.run(post)));
      result.warnings.forEach((w) => bag.warn(w));
      await emit(result.files);
    };
    for (const [i, step] of POST_BUILD_STEPS.entries()) {
      await runStep(step);
      if (i === lastReader) {
        // The pages kept in memory (up to some 128 MB of HTML) are not needed by the steps left.
        await writer.flush();
        pagesByPath.releaseHtml();
      }
    }

    await timer.timeAsync('emit', async () => {
      reuse.save(await pageWriter.close());
      const images = new Map<string, string>();
      for (const md of markdown.values()) for (const img of md.images) images.set(img.publicPath, img.absPath);
      for (const [publicPath, absPath] of images) await staging.copy(absPath, publicPath.slice(config.baseUrl.length));
      for (const file of contributions.files) await staging.copy(file.from, file.to);
      for (const file of await staticFiles(rootDir, config.staticDirectories)) await staging.copy(file.from, file.to);
      await staging.commit();
    });
    await offload.close();
    await timer.timeAsync('cache write', () => cache.flush().catch((error: Error) => bag.warn({ file: CACHE_DIR_NAME, message: `the build cache could not be saved: ${error.message}`, hint: 'check that the folder is writable, or build with --no-cache' })));
    return {
      outDir,
      pages: table.pages.length,
      redirects: table.redirects.length,
      files: emitted + pagesByPath.size,
      warnings: bag.warnings,
      stages: timer.stages,
      table,
      compiled: compilation.stats,
      reusedPages: reused,
    };
  } catch (error) {
    await writer?.close().catch(() => {});
    await offload.close().catch(() => {});
    await staging.discard();
    throw error;
  }
}
