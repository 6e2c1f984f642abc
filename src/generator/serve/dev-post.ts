/**
 * The dev server's outputs that need the whole site (search index, sitemap, llms.txt, each doc's
 * Markdown copy, host files, link warnings): the build's post-build steps, run on request over the
 * pages in memory. They run on copies of what they may empty (the search step lets go of each
 * doc's sections), so the site they read stays whole.
 */
import type { SiteConfig } from '../config/schema.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { CompiledDoc } from '../content/compile.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { RouteTable } from '../routes/route-table.ts';
import { outputPathOfPage } from '../emit/staging.ts';
import type { Executor } from '../parallel/pool.ts';
import { POST_BUILD_STEPS, type PostBuildContext } from '../post/index.ts';
import type { SiteFile } from './dev-render.ts';

/** What the post-build steps read, from the dev server's memory. */
export interface PostInputs {
  config: SiteConfig;
  rootDir: string;
  /** The config file as messages name it. */
  configShown: string;
  table: RouteTable;
  /** Compiled Markdown by doc route. */
  markdown: Map<string, CompiledDoc>;
  /** Every page's HTML by output path. */
  pages: Map<string, string>;
  cache: BuildCache;
  /** Runs the steps' offloaded tasks (in this thread). */
  offload: Executor;
}

/** Runs every post-build step in order and gathers their files and warnings. */
export async function runPostSteps(inputs: PostInputs): Promise<{ files: SiteFile[]; warnings: Diagnostic[] }> {
  const { config, rootDir, configShown, table, cache, offload } = inputs;
  const markdown = new Map([...inputs.markdown].map(([route, doc]) => [route, { ...doc }]));
  const routeOfPath = new Map(table.pages.map((page) => [outputPathOfPage(page, config), page.route]));
  const context: PostBuildContext = { config, rootDir, configShown, table, markdown, pages: new Map(inputs.pages), routeOfPath, cache };
  const files: SiteFile[] = [];
  const warnings: Diagnostic[] = [];
  for (const step of POST_BUILD_STEPS) {
    const result =
      'start' in step
        ? await step.start({ config, rootDir, table, markdown, cache, offload: (task, input) => offload.run(task, input), offloadElsewhere: false, turn: Promise.resolve() })
        : await step.run(context);
    files.push(...result.files);
    warnings.push(...result.warnings);
  }
  return { files, warnings };
}
