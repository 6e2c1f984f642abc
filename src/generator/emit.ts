/**
 * Emit: writes the site into a temporary folder beside the output, then swaps it in, so a failed or
 * killed build never leaves a half-written dist/. Assets get content-hashed names.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** One file to write, its path relative to the output folder. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** A staging folder; `commit()` swaps it into place, `discard()` removes it. */
export interface Staging {
  dir: string;
  write(files: OutputFile[]): Promise<void>;
  copy(from: string, to: string): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

const STAGING_PREFIX = '.docsgen-staging-';
const RETIRED_PREFIX = '.docsgen-retired-';

/** Creates an empty staging folder next to `outDir` (same file system, so the swap is a rename). */
export async function createStaging(outDir: string): Promise<Staging> {
  const parent = path.dirname(outDir);
  await fs.mkdir(parent, { recursive: true });
  await removeLeftovers(parent, path.basename(outDir));
  const dir = path.join(parent, `${STAGING_PREFIX}${path.basename(outDir)}-${process.pid}`);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const made = new Set<string>();
  const ensureDir = async (file: string) => {
    const d = path.dirname(file);
    if (made.has(d)) return;
    await fs.mkdir(d, { recursive: true });
    made.add(d);
  };
  return {
    dir,
    async write(files) {
      // Bounded concurrency: fast on SSDs without exhausting file descriptors.
      const queue = files.slice();
      const worker = async () => {
        for (let f = queue.shift(); f; f = queue.shift()) {
          const target = path.join(dir, f.path);
          await ensureDir(target);
          await fs.writeFile(target, f.contents);
        }
      };
      await Promise.all(Array.from({ length: 32 }, worker));
    },
    async copy(from, to) {
      const target = path.join(dir, to);
      await ensureDir(target);
      await fs.copyFile(from, target);
    },
    async commit() {
      const retired = path.join(parent, `${RETIRED_PREFIX}${path.basename(outDir)}-${process.pid}`);
      let hadOld = false;
      try {
        await fs.rename(outDir, retired);
        hadOld = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await fs.rename(dir, outDir);
      if (hadOld) await fs.rm(retired, { recursive: true, force: true });
    },
    async discard() {
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Removes staging folders left by builds that were killed (their process is gone). */
async function removeLeftovers(parent: string, base: string): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(parent);
  } catch {
    return;
  }
  for (const name of entries) {
    for (const prefix of [STAGING_PREFIX, RETIRED_PREFIX]) {
      if (!name.startsWith(`${prefix}${base}-`)) continue;
      const pid = Number(name.slice(`${prefix}${base}-`.length));
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue;
      await fs.rm(path.join(parent, name), { recursive: true, force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A short content hash for asset file names. */
export function contentHash(contents: string | Uint8Array): string {
  return crypto.createHash('sha256').update(contents).digest('hex').slice(0, 10);
}

/** dist/ path of a route's page: "/a/b/" -> "a/b/index.html". */
export function outputPathOfRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}index.html`;
}
