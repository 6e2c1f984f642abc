/**
 * Where `docsgen serve` reads the site from: the output folder (a built site, `--no-watch`), or in
 * watch mode the files the dev server keeps in memory, updated by each change. Outputs that need
 * the whole site (search index, sitemap, llms.txt, Markdown copies) are made when first asked for
 * after a change, not on every save.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Lookup } from './resolve.ts';
import type { SiteDelta, SiteFile } from './dev-site.ts';

/** A site the server answers from. */
export interface SiteSource {
  /** Whether there is a site to serve (false while the output folder is being swapped or before the first build). */
  ready(): Promise<boolean>;
  lookup: Lookup;
  /** A file's bytes (path relative to the site root); undefined when it is gone. */
  read(file: string): Promise<Buffer | undefined>;
}

/** The output folder on disk, read at request time (a rebuild swaps it by renaming). */
export function folderSource(root: string): SiteSource {
  return {
    async ready() {
      try {
        return (await fs.stat(root)).isDirectory();
      } catch {
        return false;
      }
    },
    // Only real files inside the site folder, once symbolic links are resolved: a link out of it counts as missing.
    async lookup(relativePath) {
      const real = await realPathInside(root, relativePath);
      if (real === undefined) return undefined;
      try {
        const stat = await fs.stat(real);
        return stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : undefined;
      } catch {
        return undefined;
      }
    },
    async read(file) {
      const real = await realPathInside(root, file);
      if (real === undefined) return undefined;
      try {
        return await fs.readFile(real);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

/** The real path of `relativePath` under `root` once symbolic links are resolved; undefined if missing or outside `root`. */
async function realPathInside(root: string, relativePath: string): Promise<string | undefined> {
  try {
    const [realRoot, real] = await Promise.all([fs.realpath(root), fs.realpath(path.join(root, relativePath))]);
    const rel = path.relative(realRoot, real);
    return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? undefined : real;
  } catch {
    return undefined;
  }
}

/**
 * Paths the outputs made on request may have that the last ones did not (a new doc's Markdown copy).
 * Other missing paths (a page, a script, a link to nowhere prefetched by the browser) never make them:
 * on a large site they take seconds, during which an edit would wait.
 */
const MADE_ON_REQUEST = /(^|\/)index\.md$|\.(xml|txt|json)$|^_redirects$/;

/**
 * The site's static folders (`static/` by default) as `docsgen serve` publishes them: read from disk
 * at request time, so a file added or edited while it runs is served as it is now. As in a build,
 * a file whose real path is outside the site folder is not served.
 */
export interface StaticFolders {
  rootDir: string;
  /** Absolute paths, in the config's order (the first folder with a file wins). */
  dirs: string[];
}

/** The real path of a static file for `relativePath`, or undefined. */
async function staticFileOf(folders: StaticFolders, relativePath: string): Promise<string | undefined> {
  for (const dir of folders.dirs) {
    const file = path.resolve(dir, relativePath);
    if (!file.startsWith(dir + path.sep)) continue;
    const real = await realPathInside(folders.rootDir, path.relative(folders.rootDir, file));
    if (real === undefined) continue;
    try {
      if ((await fs.stat(real)).isFile()) return real;
    } catch {
      // gone between the two calls
    }
  }
  return undefined;
}

/** The dev server's site in memory, with the outputs made on request, and the static folders' files from disk. */
export class MemorySite implements SiteSource {
  constructor(private readonly statics?: StaticFolders) {}

  private readonly files = new Map<string, SiteFile>();
  private readonly dirs = new Map<string, number>();
  private readonly postPaths = new Set<string>();
  private postStale = true;
  private making: Promise<void> | undefined;

  private makePost: () => Promise<SiteFile[] | undefined> = async () => undefined;

  /** Sets what makes the outputs made on request from the site as it is now (undefined: no site yet). */
  setMaker(make: () => Promise<SiteFile[] | undefined>): void {
    this.makePost = make;
  }

  async ready(): Promise<boolean> {
    return this.files.size > 0;
  }

  hasFiles(): boolean {
    return this.files.size > 0;
  }

  /** Applies a change; `replace` drops every file first (the whole site was loaded again). */
  apply(delta: SiteDelta, replace = false): void {
    if (replace) {
      for (const file of [...this.files.keys()]) this.remove(file);
      this.postPaths.clear();
    }
    delta.remove.forEach((file) => this.remove(file));
    delta.set.forEach((file) => this.add(file));
    this.postStale = true;
  }

  lookup: Lookup = async (relativePath) => {
    const rel = relativePath.replace(/\/$/, '');
    if (this.postStale && (this.postPaths.has(rel) || (!this.files.has(rel) && !this.dirs.has(rel) && MADE_ON_REQUEST.test(rel)))) await this.refreshPost();
    if (this.files.has(rel)) return 'file';
    if (this.dirs.has(rel)) return 'dir';
    // A static file never replaces what the site makes (a build refuses one that would).
    return this.statics && rel && (await staticFileOf(this.statics, rel)) ? 'file' : undefined;
  };

  async read(file: string): Promise<Buffer | undefined> {
    const entry = this.files.get(file);
    if (!entry) {
      const real = this.statics && (await staticFileOf(this.statics, file));
      return real ? fs.readFile(real).catch(() => undefined) : undefined;
    }
    if (entry.contents !== undefined) return typeof entry.contents === 'string' ? Buffer.from(entry.contents) : Buffer.from(entry.contents.buffer, entry.contents.byteOffset, entry.contents.byteLength);
    try {
      return await fs.readFile(entry.from!);
    } catch {
      return undefined;
    }
  }

  /** Makes the outputs made on request again, once for any number of requests waiting for them. */
  private refreshPost(): Promise<void> {
    this.making ??= (async () => {
      this.postStale = false;
      const files = await this.makePost();
      if (!files) {
        this.postStale = true;
        return;
      }
      for (const file of this.postPaths) if (!files.some((f) => f.path === file)) this.remove(file);
      this.postPaths.clear();
      for (const file of files) {
        this.postPaths.add(file.path);
        this.add(file);
      }
    })().finally(() => (this.making = undefined));
    return this.making;
  }

  private add(file: SiteFile): void {
    if (!this.files.has(file.path)) for (const dir of parentsOf(file.path)) this.dirs.set(dir, (this.dirs.get(dir) ?? 0) + 1);
    this.files.set(file.path, file);
  }

  private remove(file: string): void {
    if (!this.files.delete(file)) return;
    for (const dir of parentsOf(file)) {
      const count = (this.dirs.get(dir) ?? 1) - 1;
      if (count > 0) this.dirs.set(dir, count);
      else this.dirs.delete(dir);
    }
  }
}

/** "a/b/c.html" -> "a", "a/b". */
function parentsOf(file: string): string[] {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}
