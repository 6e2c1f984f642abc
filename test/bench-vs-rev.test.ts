/**
 * `npm run bench -- --vs-rev REV`: the side-by-side table's figures, and a revision that names no
 * commit. (The builds themselves are the bench's; they take minutes and are not run here.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInPairs, checkoutRev, formatPairTable, summarizePairs, type PairedSite } from '../bench/vs-rev.ts';
import { ensureGnuTime } from '../bench/measure.ts';
import { emptyTrash, makeCold, workRoot } from '../bench/sites.ts';
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

test('pairs are built cold, in ABBA order, after one untimed build by each side; a failing side ends them', () => {
  ensureGnuTime();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-vs-rev-'));
  try {
    const site = { name: 'stand-in site', dir, config: path.join(dir, 'site.config.ts'), dist: path.join(dir, 'dist') };
    const log = path.join(dir, 'builds.log');
    // A stand-in CLI: notes its side and whether the build found the site cold, then leaves a dist/
    // and a cache behind as a real build does. FAIL_AT makes its Nth build fail.
    const standIn = (side: string, failAt = 0) => {
      const file = path.join(dir, `${side}.mjs`);
      fs.writeFileSync(
        file,
        `import fs from 'node:fs';
const cold = !fs.existsSync('dist') && !fs.existsSync('.docsgen-cache');
fs.appendFileSync(${JSON.stringify(log)}, '${side} ' + (cold ? 'cold' : 'warm') + ' ' + process.argv.slice(2).join(' ') + '\\n');
const count = fs.readFileSync(${JSON.stringify(log)}, 'utf8').split('\\n').filter((l) => l.startsWith('${side} ')).length;
if (count === ${failAt}) { console.error('the config is broken'); process.exit(1); }
fs.mkdirSync('dist', { recursive: true });
fs.mkdirSync('.docsgen-cache', { recursive: true });
`,
      );
      return file;
    };
    const paired = buildInPairs(site, standIn('rev'), standIn('tree'), 3, () => {});
    assert.equal(paired.failed, undefined);
    assert.equal(paired.pairs.length, 3);
    const lines = fs.readFileSync(log, 'utf8').trim().split('\n');
    assert.deepEqual(
      lines.map((l) => l.split(' ').slice(0, 2).join(' ')),
      ['rev cold', 'tree cold', 'rev cold', 'tree cold', 'tree cold', 'rev cold', 'rev cold', 'tree cold'],
      'one untimed build each, then rev/tree, tree/rev, rev/tree, every one cold',
    );
    assert.ok(lines.every((l) => l.endsWith(`build --config ${site.config}`)));
    for (const { rev, tree } of paired.pairs) assert.ok(rev.wallSeconds > 0 && tree.wallSeconds > 0 && rev.peakRssMb > 0);

    fs.rmSync(log);
    const failing = buildInPairs(site, standIn('rev'), standIn('tree', 3), 3, () => {});
    assert.equal(failing.failed, 'the working tree failed: exit 1: the config is broken');
    assert.equal(failing.pairs.length, 1, 'the pair done before the failure is kept');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    // What makeCold moved away between the builds.
    emptyTrash();
  }
});

test('the previous output of a cold build is moved out of the site, not deleted, until the trash is emptied', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-cold-'));
  try {
    const site = { name: 'a site', dir, config: path.join(dir, 'site.config.ts'), dist: path.join(dir, 'dist') };
    fs.mkdirSync(path.join(site.dist, 'guide'), { recursive: true });
    fs.writeFileSync(path.join(site.dist, 'guide', 'index.html'), 'the last build');
    fs.mkdirSync(path.join(dir, '.docsgen-cache'));
    fs.writeFileSync(path.join(dir, '.docsgen-cache', 'entry.json'), '{}');
    makeCold(site);
    assert.equal(fs.existsSync(site.dist), false);
    assert.equal(fs.existsSync(path.join(dir, '.docsgen-cache')), false);
    // The files live on in the bench's trash (on this file system, a rename away)...
    const trash = path.join(workRoot, 'trash');
    const kept = fs.readdirSync(trash, { recursive: true }).map(String);
    assert.ok(kept.some((f) => f.endsWith(path.join('guide', 'index.html'))) && kept.some((f) => f.endsWith('entry.json')), kept.join(', '));
    // ...until the timed builds are over.
    emptyTrash();
    assert.equal(fs.existsSync(trash), false);
    makeCold(site);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
