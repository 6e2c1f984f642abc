/**
 * `markdown.remarkPlugins` / `rehypePlugins` from site.config.ts (test/fixtures/plugins: a remark
 * plugin with options and a rehype plugin, both local files): applied to every doc on worker threads
 * as in the main thread, and part of the build cache's key, so an edited plugin re-renders the docs.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, readPage } from './helpers.ts';

let site: string;
const config = () => path.join(site, 'site.config.ts');

async function build(args: string[]): Promise<{ stdout: string; intro: string; keys: string }> {
  const r = await runCliHosted(['build', '--config', config(), ...args]);
  assert.equal(r.code, 0, r.stderr);
  const dist = path.join(site, 'dist');
  return { stdout: r.stdout, intro: readPage(dist, '/intro/'), keys: readPage(dist, '/keys/') };
}

before(() => {
  site = copyFixture('plugins');
});

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

test('the plugins run on worker threads and in the main thread alike', async () => {
  const threads = await build(['--jobs', '2', '--no-cache']);
  assert.match(threads.stdout, /rendered on 2 threads/);
  const main = await build(['--jobs', '1', '--no-cache']);
  for (const out of [threads, main]) {
    assert.match(out.intro, /Press <kbd class="key">Ctrl<\/kbd>\+<kbd class="key">K<\/kbd> to search/);
    assert.match(out.keys, /<kbd class="key">Enter<\/kbd>/);
    // The site's plugin wraps the table; docsgen's own scroll region (run after it) sits inside.
    assert.match(out.intro, /<div class="table-wrap"><div class="table-scroll"[^>]*><table>/);
  }
  assert.equal(threads.intro, main.intro);
});

test('the build cache is keyed on the plugins: an edited plugin or its options re-render the docs', async () => {
  await build(['--jobs', '1']);
  const cached = await build(['--jobs', '1']);
  assert.match(cached.stdout, /2 from the cache/);

  const pluginFile = path.join(site, 'plugins', 'rehype-table-wrap.ts');
  fs.writeFileSync(pluginFile, fs.readFileSync(pluginFile, 'utf8').replace("className: ['table-wrap']", "className: ['table-box']"));
  const edited = await build(['--jobs', '1']);
  assert.match(edited.stdout, /0 from the cache/);
  assert.match(edited.intro, /<div class="table-box"><div class="table-scroll"[^>]*><table>/);

  fs.writeFileSync(config(), fs.readFileSync(config(), 'utf8').replace("{ className: 'key' }", "{ className: 'keycap' }"));
  const options = await build(['--jobs', '1']);
  assert.match(options.keys, /<kbd class="keycap">Enter<\/kbd>/);
});

test('a plugin that is not a function is a config error naming the key', async () => {
  fs.writeFileSync(config(), fs.readFileSync(config(), 'utf8').replace('rehypePlugins: [rehypeTableWrap]', "rehypePlugins: ['rehype-table-wrap']"));
  const r = await runCliHosted(['build', '--config', config()]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /site\.config\.ts.*markdown\.rehypePlugins/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});
