/**
 * The on-disk build cache (`.docsgen-cache/` beside the config): results of expensive, pure steps
 * (a doc's Markdown, an API group's pages) stored under a hash of everything they were computed from.
 * A key names its inputs; files a result read on the way (images, referenced spec files) are stored
 * with their content hashes and checked on every read, so editing one invalidates just that entry.
 * The cache knows nothing about what it stores: a new step only chooses a key and its dependencies.
 */
import crypto from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where a build's cache lives and whether it is used at all (`docsgen build --no-cache`). */
export interface BuildCacheOptions {
  dir: string;
  enabled: boolean;
}

export interface BuildCache {
  readonly enabled: boolean;
  /** The stored value for `key`, or undefined when absent, unreadable, or a dependency changed. */
  read<T>(key: string): Promise<T | undefined>;
  /** Stores a value (written now; a failure shows in `flush`); `dependencies` are absolute paths of files it was computed from. */
  write(key: string, value: unknown, dependencies?: readonly string[]): void;
  /** The bytes stored for `key` by writeBytes, or undefined. */
  readBytes(key: string): Promise<Buffer | undefined>;
  /** The same, read at once (for a part of a result read only when needed). */
  readBytesSync(key: string): Buffer | undefined;
  /** Whether bytes are stored for `key`, which this build keeps without reading them now. */
  keepBytes(key: string): Promise<boolean>;
  /**
   * Stores a large output as it is, without dependencies (written now). A JSON entry would hold the
   * bytes twice more while it is made.
   */
  writeBytes(key: string, bytes: Uint8Array): void;
  /** Reports a failed write, and removes the entries this build neither read nor wrote. */
  flush(): Promise<void>;
}

interface Entry {
  dependencies: Array<{ path: string; hash: string | null }>;
  value: unknown;
}

/** The folder that holds the cache of the site whose config is in `rootDir`. */
// Named in bin/early-workers.js, which decides before the generator loads whether a build starts workers.
export { CACHE_DIR_NAME } from '../../../bin/early-workers.js';
/** The folders in the cache of the caches of a site's other locales and docs versions (`locales/<code>/`, `versions/<name>/`), each a cache of its own. */
export const LOCALES_CACHE = 'locales';
export const VERSIONS_CACHE = 'versions';
/** Bumped when the entry format changes; old folders are removed on the next build. */
const FORMAT = 'v1';

/** A hex SHA-256 of the parts, each length-prefixed so ("ab","c") and ("a","bc") differ. */
export function cacheKey(...parts: Array<string | Uint8Array>): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) {
    hash.update(`${typeof part === 'string' ? Buffer.byteLength(part) : part.byteLength}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}

/** Opens the cache; a disabled cache misses every read and writes nothing. */
export function openBuildCache(options: BuildCacheOptions): BuildCache {
  const entriesDir = path.join(options.dir, FORMAT);
  const used = new Set<string>();
  const fileOf = (key: string) => path.join(entriesDir, `${key}.json`);
  const bytesFileOf = (key: string) => path.join(entriesDir, `${key}.bin`);
  // Entries are written as they come, while the build goes on (results arrive while the main thread
  // waits on workers), not all at the end: the build holds no copy of them, and the last step is short.
  // They are written synchronously, one after another: through fs.promises, sixteen at a time on the
  // thread pool, a cold build of 1,500 docs spent about 1 s more of system time on its 3,000 entry
  // files, beside workers that need both cores.
  let madeDir = false;
  let failure: Error | undefined;

  /** Writes one entry file: write then rename, so a killed build never leaves half an entry under the real name. */
  const store = (file: string, data: string | Uint8Array) => {
    if (failure) return;
    try {
      if (!madeDir) {
        mkdirSync(entriesDir, { recursive: true });
        madeDir = true;
      }
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, data);
      try {
        renameSync(temp, file);
      } catch {
        // A concurrent build of the same site may have removed the temp file as stale: the entry is only lost.
        rmSync(temp, { force: true });
      }
    } catch (error) {
      failure = error as Error;
    }
  };

  return {
    enabled: options.enabled,
    // Reads are synchronous: a build asks for thousands of small entries at once, and through the
    // thread pool (10,000 pending reads) they took twice as long as one after another.
    async read<T>(key: string): Promise<T | undefined> {
      if (!options.enabled) return undefined;
      let entry: Entry;
      try {
        entry = JSON.parse(readFileSync(fileOf(key), 'utf8')) as Entry;
      } catch {
        return undefined; // absent, or cut short by a killed build: recompute
      }
      for (const dep of entry.dependencies) {
        if (hashFileSync(dep.path) !== dep.hash) return undefined;
      }
      used.add(key);
      return entry.value as T;
    },
    write(key, value, dependencies = []) {
      if (!options.enabled) return;
      used.add(key);
      const deps = dependencies.map((p) => ({ path: p, hash: hashFileSync(p) }));
      let json: string;
      try {
        json = JSON.stringify(value);
      } catch (error) {
        // A value past V8's longest string (some 512 MB: an API group of Stripe's size, 458 pages
        // of over 1 MB each) cannot be one entry: it is not cached, and computed again next time.
        if (error instanceof RangeError) return;
        throw error;
      }
      store(fileOf(key), `{"dependencies":${JSON.stringify(deps)},"value":${json}}`);
    },
    async readBytes(key) {
      if (!options.enabled) return undefined;
      try {
        const bytes = await fs.readFile(bytesFileOf(key));
        used.add(key);
        return bytes;
      } catch {
        return undefined;
      }
    },
    readBytesSync(key) {
      if (!options.enabled) return undefined;
      try {
        const bytes = readFileSync(bytesFileOf(key));
        used.add(key);
        return bytes;
      } catch {
        return undefined;
      }
    },
    async keepBytes(key) {
      if (!options.enabled || !existsSync(bytesFileOf(key))) return false;
      used.add(key);
      return true;
    },
    writeBytes(key, bytes) {
      if (!options.enabled) return;
      used.add(key);
      store(bytesFileOf(key), bytes);
    },
    async flush() {
      if (!options.enabled) return;
      if (failure) throw failure;
      await fs.mkdir(entriesDir, { recursive: true });
      await removeUnused(options.dir, entriesDir, used);
    },
  };
}

/** Content hash of a file, or null when it does not exist (a missing file is a dependency too). */
function hashFileSync(file: string): string | null {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return null;
  }
}

function hashOf(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** Deletes entries no step of this build asked for, and folders of older cache formats. */
async function removeUnused(cacheDir: string, entriesDir: string, used: Set<string>): Promise<void> {
  for (const name of await fs.readdir(cacheDir)) {
    // The other locales' caches are theirs to tidy (each a cache of its own, see LOCALES_CACHE).
    if (name !== FORMAT && name !== LOCALES_CACHE && name !== VERSIONS_CACHE) await fs.rm(path.join(cacheDir, name), { recursive: true, force: true });
  }
  const stale = (await fs.readdir(entriesDir)).filter((name) => !used.has(name.replace(/\.(json|bin)$/, '')));
  await forEachLimited(stale, 16, (name) => fs.rm(path.join(entriesDir, name), { force: true }));
}

async function forEachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
