/** The sites the bench builds: a copy of this repo's site, and synthetic sites from the shared generator. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the shared anchor scripts live (../shared/bench beside the checkout), overridable. */
export const sharedBench = process.env.DOCSGEN_SHARED_BENCH ?? [path.resolve(repoRoot, '../shared/bench'), '/work/shared/bench'].find((d) => fs.existsSync(path.join(d, 'gen-content.mjs'))) ?? path.resolve(repoRoot, '../shared/bench');
export const workRoot = process.env.DOCSGEN_BENCH_DIR ?? '/tmp/docsgen-bench';

/** A site folder ready to build: its config file and output folder. */
export interface BenchSite {
  name: string;
  dir: string;
  config: string;
  dist: string;
}

/** Where makeCold puts what previous builds left, until emptyTrash. */
const trashRoot = path.join(workRoot, 'trash');
let trashed = 0;

/**
 * Makes the next build cold: what a previous build left (output and on-disk cache) is moved out of
 * the site into the bench's trash, not deleted. ext4 without a journal (this machine's root file
 * system) passes over every inode freed in the last 30 s when it allocates a new one, reading each
 * one's inode to check when: a build right after the deletion of the last build's 1,200 files and
 * folders paid for it in system time, more with each back-to-back run (this site, six runs in a row:
 * 0.72 s of system time, then 0.83, 0.99, 1.14, 1.30 and 1.44 s; moved away: 0.43-0.66 s). That is
 * the bench's own deletion, not the build's work. Where the trash is on another file system, the
 * output is deleted after all.
 */
export function makeCold(site: BenchSite): void {
  discard(site.dist);
  discard(path.join(site.dir, '.docsgen-cache'));
}

/** Moves a folder into the bench's trash (see makeCold), or deletes it where it cannot be moved. */
function discard(folder: string): void {
  if (!fs.existsSync(folder)) return;
  fs.mkdirSync(trashRoot, { recursive: true });
  try {
    fs.renameSync(folder, path.join(trashRoot, `${process.pid}-${trashed++}`));
  } catch {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Deletes what makeCold moved away: once no timed build follows. Only this process's folders and
 * those of benches no longer running: another bench (or test) may be moving folders in right now.
 */
export function emptyTrash(): void {
  let names: string[];
  try {
    names = fs.readdirSync(trashRoot);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    if (pid === process.pid || !isRunning(pid)) fs.rmSync(path.join(trashRoot, name), { recursive: true, force: true });
  }
  fs.writeFileSync(emptiedStamp, String(Date.now()));
  try {
    fs.rmdirSync(trashRoot);
  } catch {
    // another bench's folders are still there
  }
}

/** When emptyTrash last deleted (ms since 1970), for the next bench to wait on (see afterFreedInodes). */
const emptiedStamp = path.join(workRoot, 'trash-emptied-at');
/** How long ext4 without a journal keeps passing over freed inodes (see makeCold), with a margin. */
const FREED_INODES_MS = 35_000;

/**
 * Waits, before a bench's first timed build, until the last bench's emptyTrash is more than 35 s
 * old: its thousands of freed inodes would slow the builds that follow it (three --vs-docusaurus
 * runs back to back, 2026-11-26: docsgen's first builds 1.02 s after a quiet start, 1.44 and 1.33 s
 * right after the previous run had emptied its trash).
 */
export function afterFreedInodes(log: (message: string) => void): void {
  let emptied = 0;
  try {
    emptied = Number(fs.readFileSync(emptiedStamp, 'utf8'));
  } catch {
    return;
  }
  const wait = emptied + FREED_INODES_MS - Date.now();
  if (!(wait > 0)) return;
  log(`waiting ${Math.ceil(wait / 1000)} s: the last bench deleted its trash just now (see makeCold)`);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, wait);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const importOfGenerator = `${repoRoot}/src/generator/config/define-config.ts`;

function site(name: string, dir: string): BenchSite {
  // Like a real site repo: an ES-module package, so tsx compiles site.config.ts as TypeScript ESM.
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  return { name, dir, config: path.join(dir, 'site.config.ts'), dist: path.join(dir, 'dist') };
}

/** Copies content/, specs/ and site.config.ts to a scratch folder, so the bench never touches the checkout's dist/ or cache. */
export function prepareRepoSite(): BenchSite {
  const dir = path.join(workRoot, 'site');
  // The last bench's copy, with its output: moved away like a build's (see makeCold).
  discard(dir);
  fs.mkdirSync(dir, { recursive: true });
  for (const d of ['content', 'specs']) fs.cpSync(path.join(repoRoot, d), path.join(dir, d), { recursive: true });
  const config = fs.readFileSync(path.join(repoRoot, 'site.config.ts'), 'utf8').replace(/from '(\.\/src\/generator\/config\.ts|docsgen)'/, `from '${importOfGenerator}'`);
  fs.writeFileSync(path.join(dir, 'site.config.ts'), config);
  return site('this site', dir);
}

/** Generates `n` synthetic docs (once; reused while the generator's output is there) and a config with one autogenerated sidebar. */
export function prepareSyntheticSite(n: number): BenchSite {
  const dir = path.join(workRoot, `synthetic-${n}`);
  const content = path.join(dir, 'content');
  const stamp = path.join(dir, '.generated');
  if (!fs.existsSync(stamp)) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const r = spawnSync(process.execPath, [path.join(sharedBench, 'gen-content.mjs'), String(n), content], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`gen-content.mjs ${n} failed: ${r.stderr || r.stdout}`);
    fs.writeFileSync(stamp, `${n}\n`);
  }
  fs.writeFileSync(path.join(dir, 'site.config.ts'), syntheticConfig(n));
  return site(`${n.toLocaleString('en')} docs`, dir);
}

/** The content folder of a synthetic site, for the Docusaurus anchor. */
export function contentDirOf(s: BenchSite): string {
  return path.join(s.dir, 'content');
}

function syntheticConfig(n: number): string {
  return `import { defineConfig } from '${importOfGenerator}';

export default defineConfig({
  title: 'Synthetic Docs (${n})',
  url: 'https://bench.example.com',
  product: { name: 'Synthetic', slug: 'synthetic' },
  version: '1.0.0',
  navbar: { title: 'Synthetic', items: [{ label: 'Docs', to: '/intro/' }] },
  footer: { links: [], copyright: 'Benchmark site' },
  sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] },
});
`;
}
