/**
 * The CLI runs from an esbuild bundle of src/ that bin/load-generator.js makes on first use; the
 * sources through tsx (DOCSGEN_FROM_SOURCE=1) must build exactly the same site, workers included.
 * The bundle is compiled with V8's code cache, which the first build keeps beside it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { codeCacheFile, generatorBundle } from '../bin/load-generator.js';
import { cliPath, copyFixture, listFiles, repoRoot } from './helpers.ts';

function buildWith(site: string, out: string, env: Record<string, string>, nodeOptions: string[] = []): string {
  const r = spawnSync(process.execPath, [...nodeOptions, cliPath, 'build', '--config', path.join(site, 'site.config.ts'), '--out', out, '--no-cache', '--jobs', '2'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    timeout: 120_000,
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

test('the bundled generator and the TypeScript sources build the same bytes, on worker threads too', async () => {
  const site = copyFixture('basic');
  const bundled = path.join(site, 'dist-bundled');
  const sources = path.join(site, 'dist-sources');
  assert.match(buildWith(site, bundled, { DOCSGEN_FROM_SOURCE: '0' }), /rendered on 2 threads/);
  assert.match(buildWith(site, sources, { DOCSGEN_FROM_SOURCE: '1' }), /rendered on 2 threads/);

  const files = listFiles(bundled);
  assert.deepEqual(listFiles(sources), files);
  assert.ok(files.length > 10);
  for (const file of files) assert.ok(fs.readFileSync(path.join(bundled, file)).equals(fs.readFileSync(path.join(sources, file))), `${file} differs`);

  // The bundle is where the loader keeps it: lib/ when `prepare` made it from these very sources,
  // else node_modules/.cache/; inside docsgen's folder either way, so its package imports resolve.
  const dir = await generatorBundle();
  assert.ok(!path.relative(repoRoot, dir).startsWith('..'), `the bundle is inside docsgen's folder: ${dir}`);
  assert.ok(fs.existsSync(path.join(dir, 'generator.cjs')), `a bundle was made in ${dir}`);
});

test('the first build keeps V8 code cache beside the bundle, later builds use it as it is, and a damaged one is replaced', async () => {
  const site = copyFixture('basic');
  const bundle = path.join(await generatorBundle(), 'generator.cjs');
  // A node option of this test's own gives it a cache file no other test's build writes at the same time.
  const nodeOptions = ['--no-deprecation'];
  const cacheFile = codeCacheFile(bundle, nodeOptions);
  // The worker threads keep one of their own: they run the docs' compile, which the main thread does not.
  const workerCache = codeCacheFile(bundle, nodeOptions, 'worker');
  for (const file of [cacheFile, workerCache, `${workerCache}.mdx`]) fs.rmSync(file, { force: true });
  const build = (out: string) => {
    buildWith(site, path.join(site, out), { DOCSGEN_FROM_SOURCE: '0' }, nodeOptions);
    return listFiles(path.join(site, out)).map((file) => [file, fs.readFileSync(path.join(site, out, file), 'utf8')]);
  };

  const first = build('dist-first');
  assert.ok(fs.existsSync(cacheFile), 'the first build wrote a code cache');
  assert.ok(fs.statSync(workerCache).size > 200_000, 'and its workers one of theirs');
  assert.equal(fs.existsSync(`${workerCache}.mdx`), false, 'made by a build without MDX docs');
  const workerMade = fs.statSync(workerCache).mtimeMs;
  const made = fs.statSync(cacheFile);
  // The bytecode of what a build runs, not only of the CLI's start.
  assert.ok(made.size > 500_000, `the code cache holds ${made.size} bytes`);

  // Taken as it is: a cache V8 rejected, or one never read, would be written again.
  assert.deepEqual(build('dist-cached'), first);
  assert.equal(fs.statSync(cacheFile).mtimeMs, made.mtimeMs, 'a build with a usable code cache leaves it as it is');
  assert.equal(fs.statSync(workerCache).mtimeMs, workerMade, "and so are the workers'");
  // A build that compiles MDX docs keeps the workers' cache again, once, with the MDX code in it.
  fs.writeFileSync(path.join(site, 'content/beams.mdx'), '# Beams\n\n<details><summary>More</summary>Beam sets.</details>\n');
  build('dist-mdx');
  assert.ok(fs.existsSync(`${workerCache}.mdx`), 'the MDX build kept the workers\' cache again');
  const withMdx = fs.statSync(workerCache).mtimeMs;
  build('dist-mdx-again');
  assert.equal(fs.statSync(workerCache).mtimeMs, withMdx, 'and only once');
  fs.rmSync(path.join(site, 'content/beams.mdx'));

  fs.writeFileSync(cacheFile, Buffer.alloc(4096, 7));
  assert.deepEqual(build('dist-damaged'), first);
  assert.ok(fs.statSync(cacheFile).size > 500_000, 'the damaged code cache was replaced');

  // A command that runs a small part of the generator keeps no cache for the builds after it.
  fs.rmSync(cacheFile);
  const help = spawnSync(process.execPath, [...nodeOptions, cliPath, '--version'], { encoding: 'utf8', env: { ...process.env, DOCSGEN_FROM_SOURCE: '0' } });
  assert.equal(help.status, 0, help.stderr);
  assert.equal(fs.existsSync(cacheFile), false);
});
