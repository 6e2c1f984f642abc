/**
 * Rendered pages go to the staging folder as they are rendered instead of piling up in memory (at
 * ten thousand pages, their HTML alone was over a gigabyte). Post-build steps still see every page's
 * HTML through a Map: the first pages (up to a memory budget) are kept in memory as well, the rest
 * are read back from the staging folder when asked for, so a small site never reads a page back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OutputFile, Staging } from './emit.ts';

/** Pages by output path; values are read from the staging folder on demand. */
export class StagedPages extends Map<string, string> {
  readonly #dir: string;
  readonly #overrides = new Map<string, string>();
  #budget: number;

  /** `memoryBudget`: UTF-16 code units of HTML kept in memory (default 64 Mi, some 64-128 MB). */
  constructor(dir: string, memoryBudget = 64 * 1024 * 1024) {
    super();
    this.#dir = dir;
    this.#budget = memoryBudget;
  }

  /** Records that a page was written to the staging folder under `file`; its HTML is kept while the budget lasts. */
  add(file: string, html?: string): void {
    if (html !== undefined && html.length <= this.#budget) {
      this.#budget -= html.length;
      this.#overrides.set(file, html);
    }
    super.set(file, '');
  }

  override set(file: string, html: string): this {
    this.#overrides.set(file, html);
    return super.set(file, '');
  }

  override get(file: string): string | undefined {
    if (!super.has(file)) return undefined;
    return this.#overrides.get(file) ?? fs.readFileSync(path.join(this.#dir, file), 'utf8');
  }

  override *entries(): MapIterator<[string, string]> {
    for (const file of super.keys()) yield [file, this.get(file)!];
  }

  override *values(): MapIterator<string> {
    for (const file of super.keys()) yield this.get(file)!;
  }

  override [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }

  override forEach(callback: (html: string, file: string, map: Map<string, string>) => void, thisArg?: unknown): void {
    for (const [file, html] of this.entries()) callback.call(thisArg, html, file, this);
  }
}

/**
 * Writes each page into the staging folder as soon as it is rendered. Synchronous on purpose: the
 * writes land in the OS page cache, and measured on the real site, the promise-based concurrent
 * writer cost more CPU than it hid (render plus write took about a third longer).
 */
export function createPageWriter(staging: Staging): { write(file: OutputFile): void } {
  const made = new Set<string>();
  return {
    write(file) {
      const target = path.join(staging.dir, file.path);
      const dir = path.dirname(target);
      if (!made.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      fs.writeFileSync(target, file.contents);
    },
  };
}
