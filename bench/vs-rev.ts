/**
 * `npm run bench -- --vs-rev REV`: cold builds of the same sites by an earlier revision of docsgen
 * and by the working tree, taken in alternation, and one table of the two sides' medians.
 *
 * This machine's speed drifts by up to half within a day (other virtual machines share its cores),
 * so figures taken an hour apart do not compare: only builds taken side by side do. The pairs run in
 * ABBA order (rev first in even pairs, working tree first in odd ones), so a machine that speeds up
 * or slows down during the run favours neither side.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { failureOf, median, timedRun, type TimedRun } from './measure.ts';
import { makeCold, repoRoot, workRoot, type BenchSite } from './sites.ts';
import { markdownTable } from './table.ts';

/** An earlier revision checked out beside the working tree, ready to build with. */
export interface RevCheckout {
  /** The revision as given, and the commit it names. */
  rev: string;
  commit: string;
  /** Its CLI. */
  cli: string;
  /** Removes the checkout (a git worktree). */
  remove(): void;
}

function git(args: string[], cwd = repoRoot): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${(r.stderr || r.stdout).trim()}`);
  return r.stdout.trim();
}

/**
 * Checks `rev` out as a detached git worktree under the bench folder. It shares this checkout's
 * node_modules when the two lockfiles are the same, and installs its own (`npm ci`) when they differ.
 */
export function checkoutRev(rev: string, log: (message: string) => void): RevCheckout {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
  } catch {
    throw new Error(`--vs-rev: "${rev}" names no commit of this repository (try a commit hash, a tag or a branch)`);
  }
  const dir = path.join(workRoot, `rev-${commit.slice(0, 12)}`);
  // A checkout left by a run that was stopped: removed first, so the new one is clean.
  spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: repoRoot });
  fs.rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'prune']);
  fs.mkdirSync(workRoot, { recursive: true });
  git(['worktree', 'add', '--detach', dir, commit]);
  const lock = (root: string) => fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (lock(dir) === lock(repoRoot)) {
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  } else {
    log(`  ${rev} has other dependencies than the working tree: installing them (npm ci)…`);
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`--vs-rev: npm ci failed in the checkout of ${rev} (${dir})`);
  }
  return {
    rev,
    commit,
    cli: path.join(dir, 'bin', 'docsgen.js'),
    remove() {
      spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: repoRoot });
      fs.rmSync(dir, { recursive: true, force: true });
      spawnSync('git', ['worktree', 'prune'], { cwd: repoRoot });
    },
  };
}

/** One cold build's figures. */
export type BuildFigures = Pick<TimedRun, 'wallSeconds' | 'cpuSeconds' | 'peakRssMb'>;

/** The builds of one site by both sides, pair by pair; `failed` says which side failed and why. */
export interface PairedSite {
  site: string;
  pairs: Array<{ rev: BuildFigures; tree: BuildFigures }>;
  failed?: string;
}

/** A cold build of `site` with `cli` (no dist/, no cache), or why it failed. */
function coldBuild(cli: string, site: BenchSite): BuildFigures | string {
  makeCold(site);
  const r = timedRun(process.execPath, [cli, 'build', '--config', site.config], site.dir);
  if (r.exitCode !== 0) return failureOf(r);
  return { wallSeconds: r.wallSeconds, cpuSeconds: r.cpuSeconds, peakRssMb: r.peakRssMb };
}

/**
 * `pairs` cold builds of `site` by each side, in ABBA order; the first failure ends them. One build
 * by each side goes first, untimed: a side's first build also bundles its generator (load-generator.js).
 */
export function buildInPairs(site: BenchSite, revCli: string, treeCli: string, pairs: number, log: (message: string) => void): PairedSite {
  const out: PairedSite = { site: site.name, pairs: [] };
  for (const [side, cli] of [['the revision', revCli], ['the working tree', treeCli]] as const) {
    const warmUp = coldBuild(cli, site);
    if (typeof warmUp === 'string') return { ...out, failed: `${side} failed: ${warmUp}` };
  }
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? (['rev', 'tree'] as const) : (['tree', 'rev'] as const);
    const pair: Partial<Record<'rev' | 'tree', BuildFigures>> = {};
    for (const side of order) {
      const figures = coldBuild(side === 'rev' ? revCli : treeCli, site);
      if (typeof figures === 'string') return { ...out, failed: `${side === 'rev' ? 'the revision' : 'the working tree'} failed: ${figures}` };
      pair[side] = figures;
    }
    out.pairs.push({ rev: pair.rev!, tree: pair.tree! });
    log(`  ${site.name} pair ${i + 1}/${pairs}: revision ${pair.rev!.wallSeconds.toFixed(2)} s, working tree ${pair.tree!.wallSeconds.toFixed(2)} s`);
  }
  return out;
}

/** The medians of both sides and how the working tree compares. */
export interface PairSummary {
  pairs: number;
  rev: BuildFigures;
  tree: BuildFigures;
  /** Median wall time of the working tree over the revision's, minus one (-0.1: 10% faster). */
  wallChange: number;
  /** Pairs in which the working tree built faster than the revision. */
  treeFaster: number;
}

export function summarizePairs(paired: PairedSite): PairSummary | undefined {
  const { pairs } = paired;
  if (pairs.length === 0) return undefined;
  const medians = (side: 'rev' | 'tree'): BuildFigures => ({
    wallSeconds: median(pairs.map((p) => p[side].wallSeconds)),
    cpuSeconds: median(pairs.map((p) => p[side].cpuSeconds)),
    peakRssMb: median(pairs.map((p) => p[side].peakRssMb)),
  });
  const rev = medians('rev');
  const tree = medians('tree');
  return { pairs: pairs.length, rev, tree, wallChange: tree.wallSeconds / rev.wallSeconds - 1, treeFaster: pairs.filter((p) => p.tree.wallSeconds < p.rev.wallSeconds).length };
}

/** One Markdown table: per site, both sides' medians of wall time, CPU time and peak memory. */
export function formatPairTable(rows: PairedSite[], checkout: { rev: string; commit: string }): string {
  const header = ['site', 'pairs', 'wall s, revision', 'wall s, working tree', 'change', 'working tree faster', 'CPU s', 'peak RSS MB'];
  const lines = rows.map((row) => {
    const s = summarizePairs(row);
    if (!s) return [row.site, '0', '–', '–', '–', '–', '–', row.failed ?? '–'];
    const percent = `${s.wallChange >= 0 ? '+' : '−'}${Math.abs(s.wallChange * 100).toFixed(1)}%`;
    return [
      row.site,
      String(s.pairs),
      s.rev.wallSeconds.toFixed(2),
      s.tree.wallSeconds.toFixed(2),
      percent,
      `${s.treeFaster} of ${s.pairs}`,
      `${s.rev.cpuSeconds.toFixed(2)} → ${s.tree.cpuSeconds.toFixed(2)}`,
      `${Math.round(s.rev.peakRssMb)} → ${Math.round(s.tree.peakRssMb)}${row.failed ? ` (then ${row.failed})` : ''}`,
    ];
  });
  return [
    '',
    `docsgen bench, side by side: cold builds (no dist/, no .docsgen-cache/: moved away, not deleted) by ${checkout.rev} (${checkout.commit.slice(0, 12)}) and by the working tree, alternating.`,
    'Medians over the pairs; CPU is user + system seconds, both sides as "revision → working tree".',
    '',
    markdownTable(header, lines, 1),
    '',
  ].join('\n');
}
