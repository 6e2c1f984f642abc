/**
 * Post-build: outputs that need the whole site (search index, sitemap, llms.txt, host redirect
 * files, link checks). Each is a small step that reads the route table and the rendered pages and
 * returns files to add to the output, plus any warnings. A step that needs no pages (the search
 * index) may instead start before pages are rendered, and overlap them. Register a step in
 * POST_BUILD_STEPS.
 */
import type { SiteConfig } from '../config/schema.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { OutputFile } from '../emit/staging.ts';
import type { CompiledDoc } from '../content/compile.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { RouteTable } from '../routes/route-table.ts';
import { versionMetadata } from './version-metadata.ts';
import { hostConfigsStep } from './host-configs.ts';
import { sitemapStep } from './sitemap.ts';
import { llmsStep } from './llms.ts';
import { linkWarningsStep } from './link-warnings.ts';
import { duplicateIdsStep } from './duplicate-ids.ts';
import { checkManifestStep } from './check-manifest.ts';
import { searchIndexStep } from './search-index.ts';
import type { TaskInput, TaskName, TaskOutput } from '../parallel/tasks.ts';

/** Everything a post-build step may read. Steps must not write files themselves. */
export interface PostBuildContext {
  config: SiteConfig;
  rootDir: string;
  /** The config file as messages name it (site.config.ts, docusaurus.config.js). */
  configShown?: string;
  table: RouteTable;
  /**
   * Rendered Markdown per doc route (headings, excerpt, links, search sections, Markdown copy). Its
   * `html` is emptied once the pages are rendered (read `pages`); its `sections` once the search
   * step, their only reader, has made its records.
   */
  markdown: Map<string, CompiledDoc>;
  /** Final HTML of every page, by output path (e.g. "guide/setup/index.html"). */
  pages: Map<string, string>;
  /** The route of each page's output path. */
  routeOfPath: Map<string, string>;
  /** Whether a page is the same bytes as the previous build's (linked from it, not rendered): a check of its HTML may reuse that build's answer. */
  unchangedPage?: (file: string) => boolean;
  /** The build cache, for a step whose output is costly and a pure function of what it reads. */
  cache: BuildCache;
  /**
   * The site's own static files a step writes too (robots.txt, _redirects, _headers,
   * staticwebapp.config.json), by path: the step keeps or merges them (SITE_OWN_FILES).
   */
  ownFiles?: ReadonlyMap<string, string>;
  /**
   * Whether a file other than a page will be published at a path under the output folder: the
   * theme's and client's files, the site's static files. Undefined for what later steps write
   * (under assets/, the Markdown copies, llms.txt…), which cannot be told yet.
   */
  publishes?: (path: string) => boolean | undefined;
}

/** Files of the site's static folders that post-build steps merge with their own or leave to the site. */
export const SITE_OWN_FILES = ['robots.txt', '_redirects', '_headers', 'staticwebapp.config.json'];
/** Of those, the ones whose contents go into the step's file (not published on their own). */
export const MERGED_OWN_FILES = ['_redirects', '_headers'];

export interface PostBuildResult {
  files: OutputFile[];
  warnings: Diagnostic[];
}

/** Runs a build task on another thread, so it overlaps the page rendering (in this thread with --jobs 1). */
export type OffloadTask = <K extends TaskName>(task: K, input: TaskInput<K>) => Promise<TaskOutput<K>>;

/** What a step that starts before the pages are rendered may read: everything but the pages. */
export interface EarlyPostBuildContext extends Omit<PostBuildContext, 'pages' | 'routeOfPath' | 'unchangedPage'> {
  offload: OffloadTask;
  /** Whether offloaded tasks run on another thread (with --jobs 1 they run in this one). */
  offloadElsewhere: boolean;
  /** Whether a thread is already running to offload to (the compile workers, done): offloading costs no start. */
  offloadWarm?: boolean;
  /**
   * Settles when the build reaches this step, after the pages and the steps before it. Work kept in
   * this thread waits for it: it then neither holds up rendering nor counts in another stage's time.
   */
  turn: Promise<void>;
}

/** A step that reads the rendered pages, or only what comes before them: it runs after rendering. */
export interface PagesStep {
  /** Short name, shown in the build's stage timings. */
  name: string;
  run(ctx: PostBuildContext): PostBuildResult | Promise<PostBuildResult>;
  /** Whether the step reads `pages`: their HTML is let go after the last step that does. */
  readsPages?: boolean;
}

/**
 * A step that needs only the route table and the compiled docs: started as soon as they are ready,
 * it can hand its heavy part to another thread while pages render. Its outputs are still emitted
 * in step order.
 */
export interface EarlyStep {
  name: string;
  start(ctx: EarlyPostBuildContext): Promise<PostBuildResult>;
}

export type PostBuildStep = PagesStep | EarlyStep;

/**
 * The steps, in the order they run. The search index is awaited before llms.txt is made: its thread
 * packs the index (its peak) while the main thread waits, and is stopped before llms-full.txt (tens
 * of megabytes at 10,000 docs) is built. The other way round, the two peaks met and a 10,000-doc
 * build went over 1.5 GB.
 */
export const POST_BUILD_STEPS: PostBuildStep[] = [linkWarningsStep, duplicateIdsStep, versionMetadata, hostConfigsStep, sitemapStep, searchIndexStep, llmsStep, checkManifestStep];
