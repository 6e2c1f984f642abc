/**
 * The work a build spreads across cores: rendering docs' Markdown and building API groups. The same
 * functions run in a worker thread or in the main thread, which is what keeps parallel and serial
 * builds byte-identical. Heavy modules (unified, Prism grammars, swagger-parser) load on first use.
 */
import { siteAliases } from '../content/mdx/aliases.ts';
import crypto from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { DiagnosticBag, type Diagnostic } from '../diagnostics.ts';
import type { MarkdownInput, MarkdownRenderer, RenderedMarkdown } from '../content/markdown/pipeline.ts';
import type { ApiGroupResult } from '../openapi/contributions.ts';
import type { LintResults } from '../openapi/load-specs.ts';
import type { SearchRecord } from '../../shared/search.ts';
import type { SearchIndexPart } from '../post/pack-search-index.ts';
import type { PageView, SiteView } from '../../templates/model.ts';
import { withoutEsm } from '../content/mdx/leading-heading.ts';
import { progressWriter, type DocProgress } from './time-budget.ts';
import { compileWithinBudget } from './watchdog.ts';
import { hrefsOf } from '../routes/url-rules.ts';
import { mdxSiteConfigOf } from '../content/mdx/site-config.ts';
import { isDocusaurusConfigName } from '../config/docusaurus/find.ts';
import { interactiveLabelsOf, withLabels } from '../config/theme-labels.ts';

/** What every task of one build shares; sent to each worker once. */
export interface CompileContext {
  rootDir: string;
  config: SiteConfig;
  /**
   * The config module, for a worker to import the Markdown plugins from: functions cannot be sent
   * to another thread, so contextForWorkers sends the config without them.
   */
  configFile?: string;
  /** Set by contextForWorkers when it left the config's Markdown plugins out: import them again from configFile. */
  pluginsLeftOut?: boolean;
  /** Of a Docusaurus config, the docs plugin instance whose Markdown plugins those are, when not the default one. */
  docsInstance?: string;
  /** The site's component overrides (theme/<Name>.tsx), put in effect before API pages render. */
  theme?: { files: string[]; fingerprint: string };
  /** [path under content/, route] of every doc, for link rewriting. */
  routes: Array<[string, string]>;
}

/** An API group built in isolation, with its own diagnostics (errors mean no result). */
export interface ApiGroupOutcome {
  result: ApiGroupResult | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** The linter's findings, when the spec was linted for this outcome (for the build cache to keep apart). */
  lint?: Diagnostic[];
  /** With `deferLint`: where among the warnings the findings of the 'spec-lint' task go (unset when the spec did not load). */
  lintAt?: number;
}

/** A doc as the compile step returns it: its rendered Markdown and its copy for readers and machines. */
export interface CompiledDoc extends RenderedMarkdown {
  /** The doc's Markdown with absolute URLs (`<route>index.md`, llms-full.txt); see seo/markdown-copy.ts. */
  markdownCopy: string;
  /** A hash of `html`, made here so a rebuild's render keys need not hash every doc's HTML again. */
  htmlHash: string;
  /** Whether the doc has a diagram (its `<pre class="mermaid">`): known without its HTML, which a cached doc loads only when rendered. */
  mermaid?: true;
  /** Whether the doc shows its sidebar's cards (`<DocCardList />`): known without its HTML, for its render key. */
  docCards?: true;
}

/** Every task: its input and output, both structured-cloneable. */
export interface TaskMap {
  markdown: { input: MarkdownInput[]; output: CompiledDoc[] };
  /**
   * `lint`: the linter's findings on the spec's current text, kept by an earlier build. `deferLint`:
   * a 'spec-lint' task lints it meanwhile, perhaps on another thread (not in strict mode).
   */
  'api-group': { input: { group: string; lint?: Diagnostic[]; deferLint?: boolean }; output: ApiGroupOutcome };
  /** The linter's findings on a group's spec, or null when the file is missing or refused. */
  'spec-lint': { input: { group: string }; output: Diagnostic[] | null };
  /** The packed search index of these records (it reads nothing of the context). */
  'search-index': { input: SearchRecord[]; output: Uint8Array };
  /** The index part of records that come after another thread's (see pack-search-index.ts). */
  'search-index-part': { input: SearchRecord[]; output: SearchIndexPart };
  /** The shells of pages, from their slotted views (see renderPagePieces): the main thread fills them in. */
  'page-shells': { input: { site: SiteView; views: PageView[] }; output: string[] };
}
export type TaskName = keyof TaskMap;
export type TaskInput<K extends TaskName> = TaskMap[K]['input'];
export type TaskOutput<K extends TaskName> = TaskMap[K]['output'];

/** A diagram's block in a doc's HTML. */
export const MERMAID_BLOCK = '<pre class="mermaid">';
/** Where a doc's `<DocCardList />` lists its sidebar's cards (templates/docusaurus/components.tsx). */
export const DOC_CARDS_MARK = 'data-doc-cards="category"';

/** Makes one doc's Markdown copy from its input and rendered form. */
type MarkdownCopier = (input: MarkdownInput, rendered: RenderedMarkdown) => string;

/** Runs tasks for one build context. */
export type TaskRunner = <K extends TaskName>(task: K, input: TaskInput<K>) => Promise<TaskOutput<K>>;

/** The modules each task needs, imported on first use (the module cache keeps them). */
const MODULES_OF_TASK: { [K in TaskName]: () => Promise<unknown>[] } = {
  markdown: () => [import('../content/markdown/pipeline.ts'), import('../render/seo/markdown-copy.ts')],
  // MDX modules (React, the MDX compiler, esbuild) load only when a batch has an MDX doc.
  'api-group': () => [import('../content/markdown/pipeline.ts'), import('../openapi/index.ts')],
  'spec-lint': () => [import('../openapi/load-specs.ts')],
  'search-index': () => [import('../post/pack-search-index.ts')],
  'search-index-part': () => [import('../post/pack-search-index.ts')],
  'page-shells': () => [import('../render/page-views.ts')],
};

/**
 * Loads the modules of these tasks ahead of them, and with `mdx` those of MDX docs (the MDX compiler,
 * React's server renderer: a worker's first MDX batch took 0.2-0.4 s longer than the next ones); a
 * failure shows when the task itself imports.
 */
export function preloadTasks(tasks: TaskName[], mdx = false): void {
  for (const task of tasks) for (const loading of MODULES_OF_TASK[task]()) loading.catch(() => {});
  if (!mdx) return;
  import('../content/mdx/render-mdx.ts').catch(() => {});
  // esbuild's service, which the components MDX docs import (JSX, TypeScript) are compiled by: its
  // process starts now (20-30 ms of this thread's time to spawn) rather than in the first doc.
  import('esbuild')
    .then((esbuild) => esbuild.transform('', { loader: 'js' }))
    .catch(() => {});
}

/**
 * The context as a worker thread can receive it: the config without its functions. Its lifecycle
 * plugins run in the main thread only (plugins/), so workers never get them back.
 */
export function contextForWorkers(context: CompileContext): CompileContext {
  let config = context.config.plugins.length ? { ...context.config, plugins: [] } : context.config;
  // PostCSS plugins style the CSS, made in the main thread; they may hold functions a thread cannot receive.
  if (config.postcssPlugins.length) config = { ...config, postcssPlugins: [] };
  // Doc ids and routes are made in the main thread: a site's own number prefix parser stays there.
  if (typeof config.numberPrefixParser === 'function') config = { ...config, numberPrefixParser: true };
  // So are redirects: a createRedirects function stays there too.
  if (config.createRedirects) config = { ...config, createRedirects: undefined };
  const { remarkPlugins, rehypePlugins } = config.markdown;
  if (remarkPlugins.length + rehypePlugins.length === 0) return config === context.config ? context : { ...context, config };
  return { ...context, pluginsLeftOut: true, config: { ...config, markdown: { ...config.markdown, remarkPlugins: [], rehypePlugins: [] } } };
}

const isDocusaurusConfig = (file: string) => isDocusaurusConfigName(path.basename(file));

/** The config's Markdown plugins: its own, or in a worker, those of the config module imported again. */
async function markdownPlugins(ctx: CompileContext): Promise<SiteConfig['markdown']> {
  const own = ctx.config.markdown;
  // A config without plugins (a Docusaurus config among them) is never imported again.
  if (!ctx.pluginsLeftOut || !ctx.configFile) return own;
  if (isDocusaurusConfig(ctx.configFile)) {
    const { loadDocusaurusMarkdownPlugins } = await import('../config/docusaurus/load.ts');
    return { ...own, ...(await loadDocusaurusMarkdownPlugins(ctx.configFile, ctx.docsInstance)) };
  }
  const { importTypeScript } = await import('../config/import-typescript.ts');
  const { validateConfig } = await import('../config/validate-config.ts');
  const exported = ((await importTypeScript(ctx.configFile)) as { default?: unknown }).default;
  return validateConfig(exported, path.basename(ctx.configFile)).markdown;
}

/**
 * Creates the task runner of a context; the Markdown processor is built once and reused.
 * `workerProgress`: in a pool's worker, the cell its docs' progress is written to (time-budget.ts).
 */
export function createTaskRunner(ctx: CompileContext, workerProgress?: Int32Array): TaskRunner {
  // Imported once per thread (a worker imports the config module again for them).
  let plugins: Promise<SiteConfig['markdown']> | undefined;
  const sitePluginsOf = () => (plugins ??= markdownPlugins(ctx));
  // A Docusaurus config's docs plugins are not run on API descriptions: docusaurus-theme-openapi-docs
  // renders those with its own Markdown component, without them (and they may be asynchronous,
  // which the API pages' synchronous render cannot take).
  const docusaurusConfig = ctx.configFile !== undefined && isDocusaurusConfig(ctx.configFile);
  const renderers = new Map<boolean, Promise<MarkdownRenderer>>();
  const markdownRenderer = (forApi = false) => {
    const withPlugins = !(forApi && docusaurusConfig);
    let renderer = renderers.get(withPlugins);
    if (!renderer) renderers.set(withPlugins, (renderer = newRenderer(withPlugins)));
    return renderer;
  };
  // The site's extra code grammars, registered in this thread before its first doc.
  let grammars: Promise<unknown> | undefined;
  // (Called for every site: a thread that built a site limited to its grammars builds the next one with all of them.)
  const codeGrammars = () => (grammars ??= import('../content/markdown/code-grammars.ts').then(({ loadCodeGrammars }) => loadCodeGrammars(ctx.config.codeLanguages, ctx.config.codeLanguagesOnly)));
  const newRenderer = (withPlugins: boolean) =>
    Promise.all([import('../content/markdown/pipeline.ts'), withPlugins ? sitePluginsOf() : { remarkPlugins: [], rehypePlugins: [] }, codeGrammars()]).then(([{ createMarkdownRenderer }, plugins]) => {
      const routes = new Map(ctx.routes);
      return createMarkdownRenderer({
        contentDir: path.join(ctx.rootDir, ctx.config.contentDir),
        rootDir: ctx.rootDir,
        baseUrl: ctx.config.baseUrl,
        trailingSlash: ctx.config.trailingSlash,
        pageFiles: ctx.config.pageFiles,
        slashRoutes: ctx.config.slashRoutes,
        routeOfContentPath: (p) => routes.get(p),
        isDocRoute: docRouteTest(routes),
        sanitize: ctx.config.markdown.sanitize,
        mermaid: ctx.config.markdown.mermaid,
        emoji: ctx.config.markdown.emoji,
        magicComments: ctx.config.markdown.magicComments,
        defaultCodeLanguage: ctx.config.markdown.defaultCodeLanguage,
        admonitions: ctx.config.markdown.admonitions,
        routeBase: ctx.config.docsRouteBase,
        indentedCode: ctx.config.markdown.indentedCode !== 'nowhere',
        mdx1: ctx.config.markdown.indentedCode === 'everywhere',
        remarkPlugins: plugins.remarkPlugins,
        rehypePlugins: plugins.rehypePlugins,
        staticDirs: ctx.config.staticDirectories.map((dir) => path.join(ctx.rootDir, dir)),
      });
    });

  let theme: Promise<void> | undefined;
  const themeComponents = () =>
    (theme ??= ctx.theme?.files.length
      ? import('../content/theme-components.ts').then(({ ensureThemeComponents }) => ensureThemeComponents(ctx.theme!.files, ctx.rootDir, ctx.theme!.fingerprint))
      : Promise.resolve());

  let mdxRenderer: Promise<(input: MarkdownInput) => Promise<RenderedMarkdown>> | undefined;
  const renderMdx = () =>
    (mdxRenderer ??= Promise.all([import('../content/mdx/render-mdx.ts'), sitePluginsOf(), codeGrammars()]).then(([{ renderMdxDoc }, plugins]) => {
      const routes = new Map(ctx.routes);
      const { baseUrl } = ctx.config;
      const options = {
        rootDir: ctx.rootDir,
        contentDir: path.join(ctx.rootDir, ctx.config.contentDir),
        baseUrl,
        trailingSlash: ctx.config.trailingSlash,
        pageFiles: ctx.config.pageFiles,
        slashRoutes: ctx.config.slashRoutes,
        routeOfContentPath: (p: string) => routes.get(p),
        isDocRoute: docRouteTest(routes),
        staticDirs: ctx.config.staticDirectories.map((dir) => path.join(ctx.rootDir, dir)),
        remarkPlugins: plugins.remarkPlugins,
        rehypePlugins: plugins.rehypePlugins,
        mermaid: ctx.config.markdown.mermaid,
        emoji: ctx.config.markdown.emoji,
        magicComments: ctx.config.markdown.magicComments,
        defaultCodeLanguage: ctx.config.markdown.defaultCodeLanguage,
        admonitions: ctx.config.markdown.admonitions,
        ...withLabels(interactiveLabelsOf(ctx.config)),
        routeBase: ctx.config.docsRouteBase,
        indentedCode: ctx.config.markdown.indentedCode === 'everywhere',
        rtl: ctx.config.locale.direction === 'rtl',
        siteConfig: mdxSiteConfigOf(ctx.config),
        ...(ctx.config.mdxComponents ? { mdxComponents: path.join(ctx.rootDir, ctx.config.mdxComponents) } : {}),
        aliases: siteAliases(ctx.rootDir, ctx.config.moduleAliases),
      };
      return (input: MarkdownInput) => renderMdxDoc(input, input.mdx!, options);
    }));

  let copier: Promise<MarkdownCopier> | undefined;
  const markdownCopier = () =>
    (copier ??= import('../render/seo/markdown-copy.ts').then(({ createMarkdownCopier }) => {
      const href = hrefsOf(ctx.config);
      const routes = new Map(ctx.routes);
      const copy = createMarkdownCopier({
        contentDir: path.join(ctx.rootDir, ctx.config.contentDir),
        origin: ctx.config.url,
        hrefOfContentPath: (p) => (routes.has(p) ? href(routes.get(p)!) : undefined),
      });
      return (input: MarkdownInput, rendered: RenderedMarkdown) =>
        copy({ body: input.markdown, contentPath: input.contentPath, pageUrl: ctx.config.url + href(routes.get(input.contentPath) ?? '/'), images: rendered.images, sites: rendered.urlSites });
    }));

  const tasks: { [K in TaskName]: (input: TaskInput<K>) => Promise<TaskOutput<K>> } = {
    async markdown(inputs) {
      const [render, copy] = await Promise.all([markdownRenderer(), markdownCopier()]);
      const mdx = inputs.some((input) => input.mdx) ? await renderMdx() : undefined;
      const { remarkPlugins, rehypePlugins } = await sitePluginsOf();
      const sitePlugins = remarkPlugins.length + rehypePlugins.length > 0;
      const compileAll = async (progress: DocProgress) => {
        const outputs: CompiledDoc[] = [];
        for (const [index, input] of inputs.entries()) {
          progress.started(index);
          // With the site's plugins (maybe asynchronous), the doc renders with unified's process().
          const rendered = input.mdx ? await mdx!(input) : sitePlugins ? await render.async(input) : render(input);
          const markdownCopy = copy(input.mdx ? { ...input, markdown: withoutEsm(input.markdown) } : input, rendered);
          // The URL sites served the copy; they are not kept (nor cached).
          delete rendered.urlSites;
          outputs.push({ ...rendered, markdownCopy, htmlHash: crypto.createHash('sha256').update(rendered.html).digest('hex'), ...(rendered.html.includes(MERMAID_BLOCK) ? { mermaid: true as const } : {}), ...(rendered.html.includes(DOC_CARDS_MARK) ? { docCards: true as const } : {}) });
          progress.finished();
        }
        return outputs;
      };
      // In a pool's worker the pool watches the progress; in this thread, compileWithinBudget does.
      if (workerProgress) return compileAll(progressWriter(workerProgress));
      return compileWithinBudget(ctx.config.markdown.timeBudgetMs, inputs.map((input) => input.source), compileAll);
    },
    async 'api-group'({ group, lint, deferLint }) {
      const [{ loadApiGroup }, renderMarkdown] = await Promise.all([import('../openapi/index.ts'), markdownRenderer(true), themeComponents()]);
      const bag = new DiagnosticBag();
      const lintResults: LintResults = { cached: lint, deferred: deferLint };
      const result = await loadApiGroup({ config: ctx.config, rootDir: ctx.rootDir, bag, renderMarkdown }, group, lintResults);
      const outcome: ApiGroupOutcome = { result: bag.errors.length ? null : result, errors: bag.errors, warnings: bag.warnings };
      if (lintResults.computed) outcome.lint = lintResults.computed;
      if (lintResults.at !== undefined) outcome.lintAt = lintResults.at;
      return outcome;
    },
    async 'spec-lint'({ group }) {
      const { lintSpecFile } = await import('../openapi/load-specs.ts');
      return (await lintSpecFile(ctx.rootDir, ctx.config.specsDir, ctx.config.api?.groups.find((g) => g.id === group) ?? group)) ?? null;
    },
    async 'search-index'(records) {
      const { indexBytesOf } = await import('../post/pack-search-index.ts');
      return indexBytesOf(records);
    },
    async 'search-index-part'(records) {
      const { indexPartOf } = await import('../post/pack-search-index.ts');
      return indexPartOf(records);
    },
    async 'page-shells'({ site, views }) {
      const [{ renderPageView }] = await Promise.all([import('../render/page-views.ts'), themeComponents()]);
      return views.map((view) => renderPageView(view, view, { site }));
    },
  };
  return (task, input) => tasks[task](input);
}

/** Whether a route is one of the docs' (their routes by content path). */
function docRouteTest(routes: Map<string, string>): (route: string) => boolean {
  const all = new Set(routes.values());
  return (route) => all.has(route);
}
