/**
 * Renders every page of the route table into the site output, and the redirect stubs. A page whose
 * render key is the previous build's is linked from it instead. Each doc's body HTML is let go as
 * soon as its page holds it (some 100 MB at 10,000 docs), while the search index is built beside.
 */
import { createPageView, renderPagePieces, renderSidebars, withIslandChunk, type RenderContext } from './page-views.ts';
import { renderRedirectStub } from './redirect-stubs.ts';
import { renderKey } from '../emit/page-reuse.ts';
import { outputPathOfRoute, type OutputFile } from '../emit/staging.ts';
import type { CompiledDoc } from '../content/compile.ts';
import type { SiteOutput } from '../emit/site-output.ts';

export interface RenderPagesOptions {
  /** Part of every page's render key: the generator and the site-wide view. */
  salt: string;
  /** The compiled docs by route (the context's Markdown, with what the cache knows of each). */
  markdown: Map<string, CompiledDoc>;
  /** A doc's body HTML (a doc from the cache comes without it; the key needs only its hash). */
  htmlOf: (doc: CompiledDoc) => string;
}

/** Adds every page to `output`; gives the other files rendering makes (shared sidebars, redirect stubs). */
export function renderPages(ctx: RenderContext, output: SiteOutput, options: RenderPagesOptions): OutputFile[] {
  const { table, config } = ctx;
  const { markdown } = options;
  const prefix = config.baseUrl.replace(/\/$/, '');
  const sidebarMarkup = renderSidebars(table, config.baseUrl);
  const files: OutputFile[] = [...sidebarMarkup.values()].flatMap((s) => (s.file ? [s.file] : []));
  for (const page of table.pages) {
    const file = page.kind === 'not-found' ? '404.html' : outputPathOfRoute(page.route);
    const view = createPageView(page, ctx, sidebarMarkup);
    // A React page's markup comes from its component's code, which no key here covers.
    const known = {
      // A hydrated doc's page names its chunk, which changes with the components it imports.
      content: page.kind === 'doc' ? islandKeyOf(markdown.get(page.route), ctx.pageChunks) : undefined,
      sidebar: page.sidebar ? sidebarMarkup.get(page.sidebar)?.keyOf(prefix + page.route) : undefined,
    };
    const key = page.kind === 'react' ? undefined : renderKey(options.salt, view, known);
    output.addPage(file, page.route, key, () => {
      const md = page.kind === 'doc' ? markdown.get(page.route) : undefined;
      const sidebar = page.sidebar ? sidebarMarkup.get(page.sidebar)?.piecesFor(prefix + page.route) : undefined;
      const pieces = renderPagePieces(page, md ? { ...view, contentHtml: withIslandChunk(options.htmlOf(md), md, ctx.pageChunks) } : view, ctx, sidebar);
      // The body is in the page now: let it go at once.
      if (md) md.html = '';
      return pieces;
    });
    // Files a page loads on demand (an API operation's other code samples) go out with it.
    if (page.kind === 'contributed' && page.files) files.push(...page.files);
  }
  for (const redirect of table.redirects) files.push({ path: redirect.file, contents: renderRedirectStub(redirect, config) });
  // Post-build steps read pages, not the docs' body HTML; the bodies of pages linked from the
  // previous build were never let go above.
  for (const md of markdown.values()) md.html = '';
  return files;
}

function islandKeyOf(md: CompiledDoc | undefined, pageChunks: Map<string, string>): string | undefined {
  if (!md?.island) return md?.htmlHash;
  return `${md.htmlHash}:${pageChunks.get(md.island.docPath) ?? ''}`;
}
