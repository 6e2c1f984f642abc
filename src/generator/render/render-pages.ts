/**
 * Renders every page of the route table into the site output, and the redirect stubs. A page whose
 * render key is the previous build's is linked from it instead. Each doc's body HTML is let go as
 * soon as its page holds it (some 100 MB at 10,000 docs), while the search index is built beside.
 */
import { sidebarWordsOf } from '../../templates/Sidebar.tsx';
import { categoryCardsOf, createPageView, piecesOfShell, renderPageView, renderSidebars, slottedView, withCategoryCards, withIslandChunk, inSiteWords, withInfimaClasses, type RenderContext } from './page-views.ts';
import type { Page } from '../routes/route-table.ts';
import type { PageView } from '../../templates/model.ts';
import type { BorrowedWorkers } from '../parallel/pool.ts';
import { renderRedirectStub } from './redirect-stubs.ts';
import { renderKey } from '../emit/page-reuse.ts';
import { outputPathOfPage, type OutputFile } from '../emit/staging.ts';
import { hrefsOf } from '../routes/url-rules.ts';
import type { CompiledDoc } from '../content/compile.ts';
import type { SiteOutput } from '../emit/site-output.ts';

export interface RenderPagesOptions {
  /** Part of every page's render key: the generator and the site-wide view. */
  salt: string;
  /** The compiled docs by route (the context's Markdown, with what the cache knows of each). */
  markdown: Map<string, CompiledDoc>;
  /** A doc's body HTML (a doc from the cache comes without it; the key needs only its hash). */
  htmlOf: (doc: CompiledDoc) => string;
  /** Compile workers still running, to render page shells too (see OffloadExecutor.borrow). */
  workers?: Pick<BorrowedWorkers, 'idle' | 'run'>;
}

/** A page to render: its view, and where its pieces go. */
interface PageJob {
  page: Page;
  view: PageView;
  fill: (pieces: string[]) => void;
}

/** Pages a thread renders at a time: a chunk of the other thread's shells is one message each way. */
const CHUNK = 12;
/** Chunks the other thread holds at once, so it never waits for this one to hand over the next. */
const CHUNKS_AHEAD = 2;

/**
 * Adds every page to `output`; gives the other files rendering makes (shared sidebars, redirect
 * stubs), and how many pages had their shell rendered on another thread.
 */
export async function renderPages(ctx: RenderContext, output: SiteOutput, options: RenderPagesOptions): Promise<{ files: OutputFile[]; elsewhere: number }> {
  const { table, config } = ctx;
  const { markdown } = options;
  const href = hrefsOf(config);
  const sidebarMarkup = renderSidebars(table, config.baseUrl, sidebarWordsOf(ctx.site.labels, ctx.site.docusaurusMarkup));
  const files: OutputFile[] = [...sidebarMarkup.values()].flatMap((s) => (s.file ? [s.file] : []));
  const jobs: PageJob[] = [];
  for (const page of table.pages) {
    const file = outputPathOfPage(page, config);
    const view = createPageView(page, ctx, sidebarMarkup);
    // A React page's markup comes from its component's code, which no key here covers.
    const known = {
      // A hydrated doc's page names its chunk, which changes with the components it imports.
      content: page.kind === 'doc' ? contentKeyOf(page, markdown.get(page.route), ctx) : undefined,
      sidebar: page.sidebar ? sidebarMarkup.get(page.sidebar)?.keyOf(href(page.route)) : undefined,
    };
    const key = page.kind === 'react' ? undefined : renderKey(options.salt, view, known);
    const add = output.reservePage(file, page.route, key);
    if (add) jobs.push({ page, view, fill: add });
    // Files a page loads on demand (an API operation's other code samples) go out with it.
    if (page.kind === 'contributed' && page.files) files.push(...page.files);
  }
  const elsewhere = await renderShells(jobs, ctx, options.workers, (job, shell) => {
    const { page, view } = job;
    const md = page.kind === 'doc' ? markdown.get(page.route) : undefined;
    const sidebar = page.sidebar ? sidebarMarkup.get(page.sidebar)?.piecesFor(href(page.route)) : undefined;
    job.fill(piecesOfShell(shell, md ? { ...view, contentHtml: withInfimaClasses(inSiteWords(withCategoryCards(withIslandChunk(options.htmlOf(md), md, ctx.pageChunks), page, ctx), ctx.site.labels), ctx.site) } : view, sidebar));
    // The body is in the page now: let it go at once.
    if (md) md.html = '';
  });
  for (const redirect of table.redirects) files.push({ path: redirect.file, contents: renderRedirectStub(redirect, config) });
  // Post-build steps read pages, not the docs' body HTML; the bodies of pages linked from the
  // previous build were never let go above.
  for (const md of markdown.values()) md.html = '';
  return { files, elsewhere };
}

/**
 * Renders the pages' shells (React's part of a page: most of its rendering time) in this thread
 * from the first page on and, where compile workers are still running, on them too from the last
 * page back, a chunk at a time, until the two meet. A worker starts on shells once it is done with
 * the search index, so this thread never waits for a chunk queued behind it. Each shell goes to
 * `done` as it is ready. A React page renders here: its markup comes from the site's own module.
 * A chunk a worker fails is rendered here, where its error is reported as any page's. Gives how many
 * shells the workers rendered. (The 300-doc MDX bench: the worker finished the search index 0.05 s
 * into the 0.15 s this thread then spent rendering alone.)
 */
async function renderShells(jobs: PageJob[], ctx: RenderContext, workers: RenderPagesOptions['workers'], done: (job: PageJob, shell: string) => void): Promise<number> {
  const here = (job: PageJob) => done(job, renderPageView(job.page, slottedView(job.view), ctx));
  let front = 0;
  let back = jobs.length;
  let renderedElsewhere = 0;
  let finishedHere = () => {};
  const hereDone = new Promise<void>((resolve) => (finishedHere = resolve));
  const otherThread = async (lent: NonNullable<typeof workers>) => {
    await Promise.race([lent.idle(), hereDone]);
    while (back - front > CHUNK) {
      const chunk = jobs.slice(back - CHUNK, back);
      back -= CHUNK;
      chunk.filter((job) => job.page.kind === 'react').forEach(here);
      const movable = chunk.filter((job) => job.page.kind !== 'react');
      const shells = await lent.run('page-shells', { site: ctx.site, views: movable.map((job) => slottedView(job.view)) }).catch(() => undefined);
      movable.forEach((job, i) => (shells ? done(job, shells[i]) : here(job)));
      if (shells) renderedElsewhere += movable.length;
    }
  };
  const others = workers ? Array.from({ length: CHUNKS_AHEAD }, () => otherThread(workers)) : [];
  while (front < back) {
    const end = Math.min(back, front + CHUNK);
    for (; front < end; front++) here(jobs[front]);
    // The workers' shells come in, and each is handed its next chunk.
    if (others.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  finishedHere();
  await Promise.all(others);
  return renderedElsewhere;
}

/** A doc's body key: its HTML's hash, with its chunk's name (islandKeyOf) and, where it lists cards, its sidebar's cards. */
function contentKeyOf(page: Page, md: CompiledDoc | undefined, ctx: RenderContext): string | undefined {
  const key = islandKeyOf(md, ctx.pageChunks);
  const cards = key !== undefined && md?.docCards ? categoryCardsOf(page, ctx) : undefined;
  return cards ? `${key}:${JSON.stringify(cards)}` : key;
}

function islandKeyOf(md: CompiledDoc | undefined, pageChunks: Map<string, string>): string | undefined {
  if (!md?.island) return md?.htmlHash;
  return `${md.htmlHash}:${pageChunks.get(md.island.docPath) ?? ''}`;
}
