/**
 * `npm run bench -- --vs-rev REV`: the side-by-side table's figures, and a revision that names no
 * commit. (The builds themselves are the bench's; they take minutes and are not run here.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { checkoutRev, formatPairTable, summarizePairs, type PairedSite } from '../bench/vs-rev.ts';
import { repoRoot } from './helpers.ts';

const build = (wallSeconds: number, cpuSeconds = wallSeconds * 2, peakRssMb = 300) => ({ wallSeconds, cpuSeconds, peakRssMb });

const paired: PairedSite = {
  site: '1,500 docs',
  pairs: [
    { rev: build(10), tree: build(9) },
    { rev: build(8), tree: build(8.5) },
    { rev: build(12), tree: build(9.5, 19, 320) },
  ],
};

test('a side-by-side summary gives each side its medians, the change in wall time and the pairs the working tree won', () => {
  const s = summarizePairs(paired)!;
  assert.equal(s.pairs, 3);
  assert.deepEqual(s.rev, { wallSeconds: 10, cpuSeconds: 20, peakRssMb: 300 });
  assert.deepEqual(s.tree, { wallSeconds: 9, cpuSeconds: 18, peakRssMb: 300 });
  assert.equal(Number(s.wallChange.toFixed(3)), -0.1);
  assert.equal(s.treeFaster, 2, 'the second pair went to the revision');
  assert.equal(summarizePairs({ site: 'x', pairs: [] }), undefined);
});

test('the side-by-side table prints one row per site, and a failed side in place of figures', () => {
  const table = formatPairTable([paired, { site: 'this site', pairs: [], failed: 'the revision failed: exit 1: bad config' }], { rev: 'HEAD~1', commit: 'c8ba7921194a5be0c0de' });
  assert.match(table, /by HEAD~1 \(c8ba7921194a\) and by the working tree, alternating/);
  assert.match(table, /\| 1,500 docs \| 3 \| 10\.00 \| 9\.00 \| −10\.0% \| 2 of 3 \| 20\.00 → 18\.00 \| 300 → 300 \|/);
  assert.match(table, /\| this site \| 0 \| – \| – \| – \| – \| – \| the revision failed: exit 1: bad config \|/);
  const slower = formatPairTable([{ site: 's', pairs: [{ rev: build(4), tree: build(5) }] }], { rev: 'r', commit: 'c' });
  assert.match(slower, /\| 4\.00 \| 5\.00 \| \+25\.0% \| 0 of 1 \|/);
});

test('a revision that names no commit is refused with a hint, and leaves no checkout behind', () => {
  const before = spawnSync('git', ['worktree', 'list'], { cwd: repoRoot, encoding: 'utf8' }).stdout;
  assert.throws(() => checkoutRev('no-such-revision-anywhere', () => {}), /--vs-rev: "no-such-revision-anywhere" names no commit of this repository \(try a commit hash, a tag or a branch\)/);
  assert.equal(spawnSync('git', ['worktree', 'list'], { cwd: repoRoot, encoding: 'utf8' }).stdout, before);
});
