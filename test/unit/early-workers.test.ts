/**
 * `docsgen build` starts its worker thread before the generator loads (bin/early-workers.js), when
 * the build will want one: a cold build of a site with enough input, on more than one CPU. The
 * build's pool takes it; anything else stops it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEarlyWorkers, takeEarlyWorkers } from '../../bin/early-workers.js';
import { repoRoot, tempDir } from '../helpers.ts';

const BUNDLE = path.join(repoRoot, 'lib/generator.cjs');

/** A site folder with `kb` kilobytes of Markdown. */
function siteWith(kb: number): string {
  const dir = tempDir('early-workers');
  fs.mkdirSync(path.join(dir, 'content'));
  fs.writeFileSync(path.join(dir, 'content/big.md'), `# Big\n\n${'Lumagraph routes light between nodes. '.repeat(kb * 28)}\n`);
  fs.writeFileSync(path.join(dir, 'site.config.ts'), 'export default {};\n');
  return dir;
}

/** How many workers `argv` starts (they are stopped again). */
function startedFor(argv: string[]): number {
  startEarlyWorkers(argv, BUNDLE);
  const taken = takeEarlyWorkers(BUNDLE, 16);
  for (const { worker } of taken) void worker.terminate();
  return taken.length;
}

test('a cold build of a large site starts its workers early; small sites, caches, one job and other commands do not', { skip: os.availableParallelism() < 2 && 'one CPU: a build never starts workers' }, async () => {
  const large = siteWith(120);
  const small = siteWith(20);
  const config = (dir: string) => path.join(dir, 'site.config.ts');
  const workers = os.availableParallelism() - 1;
  assert.equal(startedFor(['build', '--config', config(large)]), workers);
  assert.equal(startedFor(['build', `--config=${config(large)}`, '-j', '2']), 1);
  assert.equal(startedFor(['build', '-c', config(small)]), 0, 'a small site compiles in the main thread');
  assert.equal(startedFor(['build', '-c', config(large), '-j1']), 0, '--jobs 1');
  assert.equal(startedFor(['build', '-c', config(large), '--jobs=0']), 0, 'a value commander refuses');
  assert.equal(startedFor(['serve', '-c', config(large)]), 0, 'only build');
  fs.mkdirSync(path.join(large, '.docsgen-cache'));
  assert.equal(startedFor(['build', '-c', config(large)]), 0, 'a rebuild with a cache may need no worker');
  assert.equal(startedFor(['build', '-c', config(large), '--no-cache']), workers);
});

test('the pool takes running workers of its own bundle only, once; the rest are stopped', { skip: os.availableParallelism() < 2 && 'one CPU' }, async () => {
  const large = siteWith(120);
  startEarlyWorkers(['build', '-c', path.join(large, 'site.config.ts'), '-j', '2'], BUNDLE);
  // Another bundle's pool (an edited checkout rebundled) stops them instead.
  assert.deepEqual(takeEarlyWorkers(`${BUNDLE}.other`, 1), []);
  assert.deepEqual(takeEarlyWorkers(BUNDLE, 1), [], 'stopped, and taken once');
  startEarlyWorkers(['build', '-c', path.join(large, 'site.config.ts'), '-j', '2'], BUNDLE);
  const [taken] = takeEarlyWorkers(BUNDLE, 1);
  assert.ok(taken && taken.worker.threadId > 0, 'a running worker');
  assert.equal(taken.progress.length, 3);
  // It runs the bundle's worker entry, which says "ready" once loaded.
  const ready = new Promise((resolve) => taken.worker.on('message', resolve));
  assert.deepEqual(await ready, { type: 'ready' });
  await taken.worker.terminate();
});
