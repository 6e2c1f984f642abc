/**
 * The CLI runs from an esbuild bundle of src/ that bin/load-generator.js makes on first use; the
 * sources through tsx (DOCSGEN_FROM_SOURCE=1) must build exactly the same site, workers included.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cliPath, copyFixture, listFiles, repoRoot } from './helpers.ts';

function buildWith(site: string, out: string, env: Record<string, string>): string {
  const r = spawnSync(process.execPath, [cliPath, 'build', '--config', path.join(site, 'site.config.ts'), '--out', out, '--no-cache', '--jobs', '2'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    timeout: 120_000,
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

test('the bundled generator and the TypeScript sources build the same bytes, on worker threads too', () => {
  const site = copyFixture('basic');
  const bundled = path.join(site, 'dist-bundled');
  const sources = path.join(site, 'dist-sources');
  assert.match(buildWith(site, bundled, { DOCSGEN_FROM_SOURCE: '0' }), /rendered on 2 threads/);
  assert.match(buildWith(site, sources, { DOCSGEN_FROM_SOURCE: '1' }), /rendered on 2 threads/);

  const files = listFiles(bundled);
  assert.deepEqual(listFiles(sources), files);
  assert.ok(files.length > 10);
  for (const file of files) assert.ok(fs.readFileSync(path.join(bundled, file)).equals(fs.readFileSync(path.join(sources, file))), `${file} differs`);

  // The bundle is where the loader keeps it: inside docsgen's folder, so its package imports resolve.
  const cache = path.join(repoRoot, 'node_modules', '.cache', 'docsgen-generator');
  const bundles = fs.readdirSync(cache).filter((d) => fs.existsSync(path.join(cache, d, 'cli.js')));
  assert.ok(bundles.length >= 1, 'a bundle was made');
  assert.ok(bundles.some((d) => fs.existsSync(path.join(cache, d, 'worker.js')) && fs.existsSync(path.join(cache, d, 'build-worker.js'))));
});
