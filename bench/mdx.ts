/**
 * `node --import tsx bench/mdx.ts [--runs 3] [--docs 300]`: cold builds (no cache) of
 *  - a synthetic MDX-heavy site: N docs, a third of them MDX with imports (a component, a partial,
 *    JSON) and Tabs, the rest plain Markdown;
 *  - the same N docs all plain Markdown (what the MDX third costs);
 *  - the create-docusaurus classic template, read from its docusaurus.config.js, when
 *    /work/cache/create-docusaurus-*.tgz is there (`npm pack create-docusaurus` into /work/cache).
 * Prints median wall and CPU seconds and ms per page.
 *
 * `--vs-docusaurus 2.2.0,3.10.2` instead builds the MDX site once with each Docusaurus (cold,
 * niced, through ../shared/bench/docusaurus-bench.sh; 3.x with its Rspack "faster" bundler) and,
 * for 3.x, the classic template as it is, with docsgen's builds of the same site before it (each
 * tool starting on a rested machine: the ratio) and right after it (shown beside), and prints the
 * ratios with the machine's load beside each figure. `--nice` runs docsgen niced.
 *
 * `--vs-rev REV [--pairs 4]` builds the three sites with an earlier revision and with the working
 * tree, alternating (as `npm run bench -- --vs-rev`), and prints both sides' medians.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ensureGnuTime, failureOf, median, timedRun } from './measure.ts';
import { afterFreedInodes, emptyTrash, makeCold, repoRoot } from './sites.ts';
import { classicTemplateSite, syntheticMdxSite } from './mdx-site.ts';
import { loadAverage, runDocusaurus, runDocusaurusOnSite } from './docusaurus.ts';
import { buildInPairs, checkoutRev, formatPairTable } from './vs-rev.ts';
import type { BenchSite } from './sites.ts';

const cli = path.join(repoRoot, 'bin', 'docsgen.js');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    docs: { type: 'string', default: '300' },
    'vs-docusaurus': { type: 'string' },
    nice: { type: 'boolean', default: false },
    'vs-rev': { type: 'string' },
    pairs: { type: 'string', default: '4' },
  },
});
const runs = Number(values.runs);
const docCount = Number(values.docs);
const versions = values['vs-docusaurus']?.split(',').filter(Boolean) ?? [];
// Docusaurus runs niced on the shared machine; docsgen's side then runs niced too, in the same conditions.
const nice = values.nice || versions.length > 0;

interface Figures {
  wall: number;
  cpu: number;
  pages: number;
  load: string;
}

/**
 * One untimed build first, once per run of the bench: after a change to docsgen's sources its first
 * start bundles the generator and writes its V8 code cache (0.3-0.6 s of CPU), which an installed
 * docsgen did once, at its first build; the figures are of the builds a writer runs after that.
 */
let warmedUp = false;
function warmUp(dir: string, args: string[]): void {
  if (warmedUp) return;
  warmedUp = true;
  makeCold({ name: 'warm-up', dir, config: '', dist: path.join(dir, 'dist') });
  spawnSync(process.execPath, [cli, 'build', '--no-cache', ...args], { cwd: dir, stdio: 'ignore' });
}

function bench(name: string, dir: string, args: string[]): Figures | undefined {
  const walls: number[] = [];
  const cpus: number[] = [];
  let pages = 0;
  warmUp(dir, args);
  const load = loadAverage();
  for (let i = 0; i < runs; i++) {
    // Moved aside, not deleted: deleting the last build's files slows the next one (see makeCold).
    makeCold({ name, dir, config: '', dist: path.join(dir, 'dist') });
    // The last build's files flushed first, as before Docusaurus' build (settle): each timed build
    // starts with nothing of another's writeback going on.
    spawnSync('sync');
    sleep(1000);
    const command = nice ? ['nice', '-n', '10', process.execPath] : [process.execPath];
    const r = timedRun(command[0], [...command.slice(1), cli, 'build', '--no-cache', ...args], dir);
    if (r.exitCode !== 0) {
      console.log(`${name}: FAILED (${failureOf(r)})`);
      return undefined;
    }
    pages = Number(/built (\d+) pages/.exec(r.stdout)?.[1] ?? NaN);
    walls.push(r.wallSeconds);
    cpus.push(r.cpuSeconds);
  }
  const wall = median(walls);
  console.log(`${name.padEnd(34)} ${String(pages).padStart(5)} pages  ${wall.toFixed(2)} s wall  ${median(cpus).toFixed(2)} s CPU  ${((wall * 1000) / pages).toFixed(1)} ms/page  (median of ${runs}, load ${load})`);
  return { wall, cpu: median(cpus), pages, load };
}

ensureGnuTime();
afterFreedInodes((message) => console.log(message));
const mdxSite = syntheticMdxSite('mdx', docCount, 1 / 3);
const plainSite = syntheticMdxSite('plain', docCount, 0);
const classic = classicTemplateSite();
const rows: string[][] = [];
/** `ours` is docsgen on the rested machine Docusaurus started on; `after`, right after Docusaurus (shown, not the ratio). */
const ratioRow = (site: string, version: string, theirs: { wall: number; load: string } | { failed: string }, ours: Figures | undefined, after: Figures | undefined) => {
  const them = 'failed' in theirs ? `failed: ${theirs.failed}` : `${theirs.wall.toFixed(1)} s (load ${theirs.load})`;
  const us = ours ? `${ours.wall.toFixed(2)} s (load ${ours.load})` : 'failed';
  const ratio = ours && !('failed' in theirs) ? `${(theirs.wall / ours.wall).toFixed(1)}×` : 'n/a';
  const late = after ? `${after.wall.toFixed(2)} s (${'failed' in theirs ? 'n/a' : `${(theirs.wall / after.wall).toFixed(1)}×`})` : 'failed';
  rows.push([site, `Docusaurus ${version}${version.startsWith('3') ? ' + faster' : ''}`, them, us, ratio, late]);
};

if (values['vs-rev']) {
  // Cold builds of the three sites by an earlier revision and by the working tree, in ABBA pairs.
  const checkout = checkoutRev(values['vs-rev'], (message) => console.log(message));
  try {
    const benchSite = (name: string, dir: string, config: string): BenchSite => ({ name, dir, config: path.join(dir, config), dist: path.join(dir, 'dist') });
    const sites = [benchSite(`${docCount} docs, a third MDX`, mdxSite, 'site.config.ts'), benchSite(`${docCount} docs, plain`, plainSite, 'site.config.ts'), ...(classic ? [benchSite('classic template', classic, 'docusaurus.config.js')] : [])];
    const paired = sites.map((site) => buildInPairs(site, checkout.cli, cli, Number(values.pairs), (message) => console.log(message)));
    console.log(formatPairTable(paired, checkout));
  } finally {
    checkout.remove();
  }
} else if (versions.length === 0) {
  bench(`${docCount} docs, a third MDX`, mdxSite, ['--config', 'site.config.ts']);
  bench(`${docCount} docs, all plain Markdown`, plainSite, ['--config', 'site.config.ts']);
  if (classic) bench('create-docusaurus classic template', classic, []);
  else console.log('classic template: skipped (npm pack create-docusaurus into /work/cache first)');
}
/**
 * Between one tool's build and the other's: the files a build wrote are flushed to disk and the
 * processes it left (Docusaurus' bundler workers) given time to end, so neither side's timed build
 * pays for the other's writeback, nor for the other's processes still running. Right after
 * Docusaurus 3, docsgen's MDX site took 1.28 s where it takes 1.07-1.17 s alone.
 *
 * After a Docusaurus build (`afterDocusaurus`) it also waits 30 s: on this VM a build's CPU time
 * stays 10-20% above normal for 20-30 s after Docusaurus 3's 12 s (which holds gigabytes of memory),
 * though the cores are idle. The MDX site, built every 4 s from 5 s after it: 1.12, 1.09, 1.25,
 * 1.07, 0.99, 0.91, 0.98, 0.93 s (CPU 1.80, 1.72, 1.99, 1.76, 1.67, 1.56, 1.66, 1.51 s), against
 * 0.95-1.00 s (CPU 1.57-1.59 s) just before it.
 */
function settle(afterDocusaurus = false): void {
  spawnSync('sync');
  sleep(afterDocusaurus ? 30_000 : 5000);
  // Then until the cores are idle (at least 90% over a second), for at most 30 s more: a tool's
  // leftover processes still running would be timed with the next build.
  for (let waited = 0; waited < 30 && idleShare(1000) < 0.9; waited++);
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The share of the machine's CPU time spent idle (idle and I/O wait) over the next `ms`, from /proc/stat; 1 where there is none. */
function idleShare(ms: number): number {
  const sample = () => {
    try {
      const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
      return { total: fields.reduce((a, b) => a + b, 0), idle: (fields[3] ?? 0) + (fields[4] ?? 0) };
    } catch {
      return undefined;
    }
  };
  const before = sample();
  sleep(ms);
  const after = sample();
  if (!before || !after || after.total === before.total) return 1;
  return (after.idle - before.idle) / (after.total - before.total);
}

// Each tool starts on a rested machine: docsgen's builds, then (settled) Docusaurus' one cold build,
// then docsgen's again right after it, shown beside (on this VM a build right after Docusaurus
// takes 10-30% more CPU for the same work, see settle).
for (const version of versions) {
  const mdxName = `${docCount} docs, a third MDX`;
  // The long wait here too: what ran before (the sites written, the last version's Docusaurus)
  // must not slow docsgen's first builds (1.19-1.22 s against 0.97-1.05 s later in the same run).
  settle(true);
  const ours = bench(mdxName, mdxSite, ['--config', 'site.config.ts']);
  settle();
  console.log(`building the ${docCount}-doc MDX site with Docusaurus ${version} (cold, once; minutes)…`);
  const load = loadAverage();
  let theirs: { wall: number; load: string } | { failed: string };
  try {
    const cold = runDocusaurus(path.join(mdxSite, 'docs'), 1, version, true)[0];
    theirs = cold && Number.isFinite(cold.wall) ? { wall: cold.wall, load } : { failed: 'no figures' };
  } catch (error) {
    theirs = { failed: (error as Error).message };
  }
  settle(true);
  ratioRow(mdxName, version, theirs, ours, bench(`${mdxName} (after)`, mdxSite, ['--config', 'site.config.ts']));
  if (classic && version.startsWith('3')) {
    settle(true);
    const oursClassic = bench('create-docusaurus classic template', classic, []);
    settle();
    console.log(`building the classic template with Docusaurus ${version} (cold, once)…`);
    const siteLoad = loadAverage();
    const site = runDocusaurusOnSite(classic, version);
    settle(true);
    ratioRow('create-docusaurus classic template', version, 'failed' in site ? site : { wall: site.wall, load: siteLoad }, oursClassic, bench('create-docusaurus classic template (after)', classic, []));
  }
}
if (rows.length) {
  console.log(
    [
      '',
      'Cold builds, each tool starting on a rested machine (load = 1/5/15-min load averages at the start; 2 cores): Docusaurus once, docsgen the median of its runs just before it; ratio = Docusaurus / docsgen. The last column: docsgen right after Docusaurus (30 s later), and that ratio.',
      '',
      '| site | against | Docusaurus | docsgen | ratio | docsgen after Docusaurus |',
      '|---|---|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
      '',
    ].join('\n'),
  );
}
for (const dir of [mdxSite, plainSite, ...(classic ? [path.dirname(classic)] : [])]) fs.rmSync(dir, { recursive: true, force: true });
emptyTrash();
