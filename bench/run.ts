/**
 * `npm run bench`: builds this repo's site and synthetic sites cold and warm through the real CLI and
 * prints one table of medians (wall time, CPU time, ms per page, peak memory, gzipped bytes per page type).
 *
 *   npm run bench                                   this site + 300 / 1,500 / 10,000 synthetic docs
 *   npm run bench -- --runs 5 --sizes 300,1500      more runs, fewer sizes (--sizes none: no synthetic sites)
 *   npm run bench -- --no-site                      skip this repo's site
 *   npm run bench -- --vs-docusaurus 300            also build the same 300 docs with Docusaurus 2.2 and print ratios
 *   npm run bench -- --vs-rev HEAD~1 --pairs 6      cold builds by that revision and by the working tree,
 *                                                   alternating; prints both sides' medians (see vs-rev.ts)
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureGnuTime, failureOf, median, timedRun } from './measure.ts';
import { measurePageWeight, type PageWeight } from './page-weight.ts';
import { afterFreedInodes, contentDirOf, emptyTrash, makeCold, prepareRepoSite, prepareSyntheticSite, repoRoot, type BenchSite } from './sites.ts';
import { formatTable, type Row, type Scenario } from './table.ts';
import { runDocusaurus, formatComparison } from './docusaurus.ts';
import { buildInPairs, checkoutRev, formatPairTable, type PairedSite } from './vs-rev.ts';

const cli = path.join(repoRoot, 'bin', 'docsgen.js');

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** `runs` builds of one kind; the first failure ends the scenario. */
function measure(site: BenchSite, kind: 'cold' | 'warm', runs: number): Scenario {
  const results = [];
  for (let i = 0; i < runs; i++) {
    if (kind === 'cold') makeCold(site);
    const r = timedRun(process.execPath, [cli, 'build', '--config', site.config], site.dir);
    if (r.exitCode !== 0) {
      log(`  ${site.name} ${kind} run ${i + 1}/${runs}: FAILED (${failureOf(r)})`);
      return { pages: 0, wall: r.wallSeconds, cpu: r.cpuSeconds, rssMb: r.peakRssMb, runs: i + 1, failed: failureOf(r) };
    }
    const pages = Number(/built (\d+) pages/.exec(r.stdout)?.[1] ?? NaN);
    log(`  ${site.name} ${kind} run ${i + 1}/${runs}: ${r.wallSeconds.toFixed(2)} s wall, ${r.cpuSeconds.toFixed(2)} s CPU, ${Math.round(r.peakRssMb)} MB, ${pages} pages`);
    results.push({ ...r, pages });
  }
  return {
    pages: results[0].pages,
    wall: median(results.map((r) => r.wallSeconds)),
    cpu: median(results.map((r) => r.cpuSeconds)),
    rssMb: median(results.map((r) => r.peakRssMb)),
    runs,
  };
}

/** Cold runs (cache emptied before each), then warm runs (nothing changed since the last build). */
export function benchSite(site: BenchSite, runs: number): { cold: Scenario; warm: Scenario; weight: PageWeight | undefined } {
  const cold = measure(site, 'cold', runs);
  if (cold.failed) return { cold, warm: { ...cold, runs: 0 }, weight: undefined };
  const warm = measure(site, 'warm', runs);
  return { cold, warm, weight: warm.failed ? undefined : measurePageWeight(site.dist) };
}

function main(): void {
  // What an interrupted bench left; deleted before its timed builds (and waited out), and again after them.
  emptyTrash();
  afterFreedInodes((message) => console.log(message));
  try {
    runBench();
  } finally {
    emptyTrash();
  }
}

function runBench(): void {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      sizes: { type: 'string', default: '300,1500,10000' },
      'no-site': { type: 'boolean', default: false },
      'vs-docusaurus': { type: 'string' },
      'docusaurus-runs': { type: 'string', default: '2' },
      'vs-rev': { type: 'string' },
      pairs: { type: 'string', default: '5' },
    },
  });
  const runs = Number(values.runs);
  const sizes = values.sizes === 'none' ? [] : values.sizes.split(',').map(Number);
  const vs = values['vs-docusaurus'] === undefined ? undefined : Number(values['vs-docusaurus']);
  if (!Number.isInteger(runs) || runs < 1 || sizes.some((n) => !Number.isInteger(n) || n < 1) || (vs !== undefined && !(Number.isInteger(vs) && vs > 0))) {
    log('usage: npm run bench -- [--runs K] [--sizes 300,1500,10000|none] [--no-site] [--vs-docusaurus N [--docusaurus-runs R]] [--vs-rev REV [--pairs P]]');
    process.exitCode = 1;
    return;
  }
  ensureGnuTime();
  if (values['vs-rev'] !== undefined) {
    const pairs = Number(values.pairs);
    if (!Number.isInteger(pairs) || pairs < 1) {
      log('usage: --pairs P takes a whole number of at least 1');
      process.exitCode = 1;
      return;
    }
    compareWithRev(values['vs-rev'], pairs, [...(values['no-site'] ? [] : [prepareRepoSite]), ...sizes.map((n) => () => prepareSyntheticSite(n))]);
    return;
  }
  const rows: Row[] = [];
  const bench = (site: BenchSite) => {
    log(`building ${site.name} (${runs} cold, ${runs} warm)…`);
    const result = benchSite(site, runs);
    rows.push({ site: site.name, kind: 'cold', scenario: result.cold, weight: result.weight }, { site: site.name, kind: 'warm', scenario: result.warm, weight: result.weight });
    return result;
  };
  if (!values['no-site']) bench(prepareRepoSite());
  const synthetic = new Map<number, ReturnType<typeof bench>>();
  for (const n of [...new Set([...sizes, ...(vs ? [vs] : [])])]) synthetic.set(n, bench(prepareSyntheticSite(n)));

  console.log(formatTable(rows, { cpus: os.availableParallelism(), node: process.version, load: os.loadavg()[0] }));
  if (vs) {
    const ours = synthetic.get(vs)!;
    log(`building the same ${vs} docs with Docusaurus 2.2 (${values['docusaurus-runs']} runs: cold, then cached); this takes minutes…`);
    const theirs = runDocusaurus(contentDirOf(prepareSyntheticSite(vs)), Number(values['docusaurus-runs']));
    console.log(formatComparison(vs, ours, theirs));
  }
}

/** `--vs-rev`: the sites built cold by `rev` and by the working tree, in alternation; one table. */
function compareWithRev(rev: string, pairs: number, sites: Array<() => BenchSite>): void {
  let checkout;
  try {
    checkout = checkoutRev(rev, log);
  } catch (error) {
    log((error as Error).message);
    process.exitCode = 1;
    return;
  }
  try {
    const rows: PairedSite[] = [];
    for (const prepare of sites) {
      const site = prepare();
      log(`building ${site.name}: ${pairs} pairs of cold builds, ${rev} and the working tree…`);
      rows.push(buildInPairs(site, checkout.cli, cli, pairs, log));
    }
    console.log(formatPairTable(rows, checkout));
    if (rows.some((r) => r.failed)) process.exitCode = 1;
  } finally {
    checkout.remove();
  }
}

main();
