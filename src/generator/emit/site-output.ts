/**
 * The build's output on its way to dist/: a staging folder that the page writer fills on another
 * thread, pages and files unchanged since the last build linked from it instead of written, and
 * every page's HTML kept readable for the post-build steps (in memory up to a budget, then read back
 * from the staging folder). This is where the output's memory is let go, and when.
 */
import { createStaging, type OutputFile, type Staging } from './staging.ts';
import { contentKey, openPageReuse, type PageReuse } from './page-reuse.ts';
import { createPageWriter, StagedPages, type PageWriter } from './staged-pages.ts';
import type { BuildCache } from '../cache/build-cache.ts';

export class SiteOutput {
  /** Final HTML of every page, by output path, for the post-build steps. */
  readonly pages: StagedPages;
  /** The route of each page's output path. */
  readonly routeOfPath = new Map<string, string>();
  /** Pages linked from the previous build instead of rendered. */
  reusedPages = 0;
  /** Files other than pages emitted so far. */
  emitted = 0;
  /** Their paths, so a file of the site's own (static/) never replaces one the build made. */
  readonly emittedPaths = new Set<string>();
  readonly #staging: Staging;
  readonly #writer: PageWriter;
  readonly #reuse: PageReuse;

  private constructor(staging: Staging, reuse: PageReuse) {
    this.#staging = staging;
    this.#reuse = reuse;
    this.pages = new StagedPages(staging.dir);
    this.#writer = createPageWriter(staging);
  }

  /** Resolves once every page given so far is in the staging folder. */
  async flushPages(): Promise<void> {
    await this.#writer.flush();
  }

  /** The folder the output is written into until it is swapped in (a site's other locales are built into it). */
  get stagingDir(): string {
    return this.#staging.dir;
  }

  /** A staging folder beside `outDir`, and what the last build published there left to reuse. */
  /**
   * `previousDir`: where this output's pages were last published, when it is not `outDir` (a docs
   * version's build writes into a holding folder; its pages were published in the site's output).
   */
  static async open(outDir: string, cache: BuildCache, previousDir = outDir): Promise<SiteOutput> {
    const staging = await createStaging(outDir);
    try {
      return new SiteOutput(staging, await openPageReuse(cache, previousDir));
    } catch (error) {
      await staging.discard();
      throw error;
    }
  }

  /**
   * Adds a page in its place: linked from the last build when its render key is that build's
   * (undefined then), else the function that takes its pieces (see renderPagePieces) once they are
   * rendered, perhaps on another thread, and writes them. A page without a key is always rendered.
   */
  reservePage(file: string, route: string, key: string | undefined): ((pieces: string[]) => void) | undefined {
    this.routeOfPath.set(file, route);
    const previous = key && this.#reuse.reusable(file, key);
    if (key) this.#reuse.record(file, key);
    if (previous) {
      this.pages.addLinked(file, previous);
      this.#writer.link(file, previous);
      this.reusedPages++;
      return undefined;
    }
    this.pages.reserve(file);
    return (pieces) => {
      this.pages.add(file, pieces);
      this.#writer.writePieces(file, pieces);
    };
  }

  /**
   * Writes files as soon as they are made, so the large ones (llms-full.txt, the search index) are
   * not all held in memory at once. Small ones go through the page writer, linked from the previous
   * build when their bytes are unchanged.
   */
  async emit(outputs: OutputFile[]): Promise<void> {
    const large: OutputFile[] = [];
    for (const file of outputs) {
      this.emittedPaths.add(file.path);
      const key = contentKey(file.contents);
      if (key === undefined) {
        large.push(file);
        continue;
      }
      const previous = this.#reuse.reusable(file.path, key);
      if (previous) this.#writer.link(file.path, previous);
      else this.#writer.write(file);
      this.#reuse.record(file.path, key);
    }
    await this.#staging.write(large);
    this.emitted += outputs.length;
  }

  /** Pages beyond the memory budget are read back from the staging folder: they must be there first. */
  async readyForReading(): Promise<void> {
    if (this.pages.spilled) await this.#writer.flush();
  }

  /** The steps left need no page: the HTML kept in memory (up to some 128 MB) goes. */
  async releasePages(): Promise<void> {
    await this.#writer.flush();
    this.pages.releaseHtml();
  }

  /**
   * Copies files from the site as they are (images, files a plugin contributes), runs `beforeSwap`
   * on the complete output's folder (the plugins' post-build hooks), then swaps the output in.
   */
  async commit(copies: Array<{ from: string; to: string }>, beforeSwap?: (dir: string) => Promise<void>): Promise<void> {
    this.#reuse.save(await this.#writer.close());
    for (const { from, to } of copies) await this.#staging.copy(from, to);
    await beforeSwap?.(this.#staging.dir);
    await this.#staging.commit();
  }

  /** A failed build: the staging folder goes, the previous output stays as it was. */
  async discard(): Promise<void> {
    await this.#writer.close().catch(() => {});
    await this.#staging.discard();
  }
}
