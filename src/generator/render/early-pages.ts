/**
 * Doc pages rendered while the other docs still compile. On two cores the main thread compiled its
 * share of the docs, then rendered every page alone (0.2 s of a 1 s build of 300 MDX docs) while
 * the worker, done, waited. Here each doc's page is rendered as soon as the doc comes in and the
 * route table is there, between the main thread's own batches, so the worker takes more of the
 * compile. The pages are kept (in route-table order they are added to the output later, as every
 * other page is) and used when the page's render key is the one computed then.
 *
 * Only where no page of a previous build can be reused (nothing to skip) and within a memory budget.
 */
import { createPageView, renderSidebars, type RenderContext } from './page-views.ts';
import type { SidebarMarkup } from './sidebar-markup.ts';
import { pageRender } from './render-pages.ts';
import type { CompiledDoc } from '../content/compile.ts';
import type { Page, RouteTable } from '../routes/route-table.ts';

/** What rendering needs besides the table: the context (its Markdown filled as docs come in) and the pages' key salt. */
export interface RenderSetup {
  ctx: RenderContext;
  salt: string;
  htmlOf: (doc: CompiledDoc) => string;
}

/** The kept pages' text, at most: beyond it the rest are rendered at their turn. */
const BUDGET_CHARS = 64 * 1024 * 1024;

type DocDone = readonly [contentPath: string, doc: CompiledDoc];

export class EarlyPages {
  #waiting: DocDone[] = [];
  #ready: { setup: RenderSetup; sidebars: Map<string, SidebarMarkup>; pageOf: Map<string, Extract<Page, { kind: 'doc' }>> } | undefined;
  #kept = new Map<string, { key: string | undefined; pieces: string[] }>();
  #chars = 0;
  #stopped = false;
  #draining = false;
  /** Called when the waiting pages are all rendered: the main thread takes docs to compile again. */
  onIdle = () => {};

  /** Docs just compiled: their pages are rendered soon, once `begin` has what they need. */
  add(docs: ReadonlyArray<DocDone>): void {
    if (this.#stopped) return;
    this.#waiting.push(...docs);
    this.#drain();
  }

  /** The route table is built: renders what came in so far, and from now on each doc as it comes. */
  async begin(table: RouteTable, setup: Promise<RenderSetup>): Promise<void> {
    const ready = await setup;
    if (this.#stopped) return;
    const pageOf = new Map<string, Extract<Page, { kind: 'doc' }>>();
    for (const page of table.pages) if (page.kind === 'doc') pageOf.set(page.doc.contentPath, page);
    this.#ready = { setup: ready, sidebars: renderSidebars(table, ready.ctx.config.baseUrl), pageOf };
    this.#drain();
  }

  /**
   * Renders the waiting pages one at a time, each in a task of its own: between two, this thread
   * answers the workers (hands them their next docs) and runs its own batches. Rendered in one go,
   * they kept a worker waiting for its next batch for 50 ms.
   */
  #drain(): void {
    if (this.#draining || !this.#ready || this.#stopped) return;
    this.#draining = true;
    const next = () => {
      const done = this.#stopped ? undefined : this.#waiting.shift();
      if (!done) {
        this.#draining = false;
        this.onIdle();
        return;
      }
      this.#render(done[0], done[1]);
      setImmediate(next);
    };
    setImmediate(next);
  }

  /** Whether pages wait to be rendered: the main thread then leaves the docs to the workers. */
  get busy(): boolean {
    return this.#ready !== undefined && !this.#stopped && this.#waiting.length > 0;
  }

  /** The sidebars' markup the pages were rendered with, for the rest of the pages. */
  get sidebars(): Map<string, SidebarMarkup> | undefined {
    return this.#ready?.sidebars;
  }

  /** Renders nothing more (the build failed, or rendering starts). */
  stop(): void {
    this.#stopped = true;
    this.#waiting = [];
    this.onIdle();
  }

  /** The page's pieces, when it was rendered here with this render key; given once. */
  take(route: string, key: string | undefined): string[] | undefined {
    const kept = this.#kept.get(route);
    this.#kept.delete(route);
    return kept && kept.key === key ? kept.pieces : undefined;
  }

  #render(contentPath: string, doc: CompiledDoc): void {
    const ready = this.#ready!;
    const page = ready.pageOf.get(contentPath);
    if (!page || doc.errors?.length || this.#chars > BUDGET_CHARS) return;
    // As the build sets it once every doc is in (the first paragraph when front matter has none).
    page.description ??= doc.excerpt || undefined;
    const { ctx, salt, htmlOf } = ready.setup;
    ctx.markdown.set(page.route, doc);
    try {
      const view = createPageView(page, ctx, ready.sidebars);
      const { key, render } = pageRender(page, view, doc, ctx, ready.sidebars, salt, htmlOf);
      const pieces = render();
      this.#kept.set(page.route, { key, pieces });
      for (const piece of pieces) this.#chars += piece.length;
    } catch {
      // Rendered again at its turn, where a failure is reported as the build reports it.
    }
  }
}
