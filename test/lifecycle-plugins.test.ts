/**
 * Lifecycle plugins (`plugins` in site.config.ts, `docsgen/plugin`), on the example in
 * test/fixtures/changelog: a changelog page made from a JSON file of the site. Its page is built at
 * its route with the site's layout, placed in the sidebar and the search index; its extra file and
 * its post-build output are published; its content comes from the build cache until the JSON
 * changes; the dev server's site reloads it when the JSON changes; and a failing plugin is named
 * with its hook, without a stack trace. Builds run in this process (one thread) to stay cheap.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildResult } from '../src/generator/build.ts';
import { DocsgenError } from '../src/generator/diagnostics.ts';
import { validateConfig } from '../src/generator/config/validate-config.ts';
import { loadPluginContent } from '../src/generator/plugins/run-plugins.ts';
import { DevSite } from '../src/generator/serve/dev-site.ts';
import { checkSite } from '../src/generator/check/check-site.ts';
import { loadBuiltIndex } from '../bench/search-eval.ts';
import { copyFixture, readPage, runCli } from './helpers.ts';

let site: string;
let dist: string;
let first: BuildResult;
const config = () => path.join(site, 'site.config.ts');
const json = () => path.join(site, 'changelog.json');
/** How many times the plugin's loadContent ran in this process (the test's config counts them). */
const loads = () => (globalThis as { changelogLoads?: number }).changelogLoads ?? 0;
const buildSite = () => build({ configPath: config(), jobs: 1 });

before(async () => {
  site = copyFixture('changelog');
  dist = path.join(site, 'dist');
  // The config counts the plugin's loads, to see when its content comes from the build cache.
  const text = fs.readFileSync(config(), 'utf8');
  fs.writeFileSync(
    config(),
    text
      .replace("plugins: [changelogPlugin({ file: 'changelog.json', sidebar: 'docs' })]", 'plugins: [counted]')
      .replace('export default', "const plugin = changelogPlugin({ file: 'changelog.json', sidebar: 'docs' });\nconst counted = { ...plugin, loadContent(context) { globalThis.changelogLoads = (globalThis.changelogLoads ?? 0) + 1; return plugin.loadContent(context); } };\nexport default"),
  );
  // On two threads: the config goes to the worker without its plugins (functions cannot be posted).
  first = await build({ configPath: config(), jobs: 2 });
  assert.equal(first.compiled.threads, 2);
});

test("the plugin's page is built at its route through the site's layout, in the sidebar and the search index", async () => {
  const page = readPage(dist, '/changelog/');
  assert.match(page, /<title>Changelog \| Changelog Fixture<\/title>/);
  assert.match(page, /<h1[^>]*>Changelog<\/h1>/);
  assert.match(page, /<h2 id="v1-3-0">1\.3\.0<\/h2>/);
  // The plugin's own escaping reaches the page as it wrote it.
  assert.match(page, /accepts &lt;multiply&gt; &amp; &lt;screen&gt;\./);
  // Its table of contents, and the meta description it gave.
  assert.match(page, /href="#v1-2-0"/);
  assert.match(page, /<meta name="description" content="What changed in each release, newest first: 2 releases\."/);
  // In the docs sidebar where `{ type: 'plugin', name: 'changelog' }` placed it, on its own page and the others.
  assert.match(page, /<a class="menu__link menu__link--active" href="\/changelog\/" aria-current="page">Changelog<\/a>/);
  assert.match(readPage(dist, '/'), /<a class="menu__link" href="\/changelog\/">Changelog<\/a>/);
  const { index } = await loadBuiltIndex(dist);
  assert.equal((await index.search('offline packs styles')).hits[0]?.url, '/changelog/#v1-2-0');
  assert.match(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/changelog\.example\.com\/changelog\/<\/loc>/);
  assert.equal(first.warnings.length, 0, JSON.stringify(first.warnings));
});

test('the file the plugin adds and what its postBuild writes go out with the site, which checks clean', () => {
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dist, 'changelog', 'feed.json'), 'utf8')), { releases: [{ version: '1.3.0', date: '2026-10-02' }, { version: '1.2.0', date: '2026-08-14' }] });
  assert.deepEqual(fs.readFileSync(path.join(dist, 'routes.txt'), 'utf8').trim().split('\n').sort(), ['/', '/404/', '/changelog/', '/search/']);
  assert.deepEqual(checkSite({ rootDir: site, outDir: dist, configFile: 'site.config.ts' }).problems, []);
});

test('the content comes from the build cache until the JSON changes; the edit rebuilds the page and its sidebar', async () => {
  const before = loads();
  const again = await buildSite();
  assert.equal(loads(), before, 'an unchanged rebuild does not load the content again');
  assert.equal(again.reusedPages, again.pages, 'and renders no page again');

  const releases = JSON.parse(fs.readFileSync(json(), 'utf8')) as Array<{ version: string; date: string; changes: string[] }>;
  releases.unshift({ version: '1.4.0', date: '2026-11-20', changes: ['Vector tiles render on the GPU.'] });
  fs.writeFileSync(json(), JSON.stringify(releases));
  const edited = await buildSite();
  assert.equal(loads(), before + 1, 'the edited file is read again');
  const page = readPage(dist, '/changelog/');
  assert.match(page, /<h2 id="v1-4-0">1\.4\.0<\/h2>/);
  assert.match(page, /content="What changed in each release, newest first: 3 releases\."/);
  assert.ok(edited.reusedPages < edited.pages, 'the changelog page was rendered again');
  assert.match(fs.readFileSync(path.join(dist, 'changelog', 'feed.json'), 'utf8'), /1\.4\.0/);
});

test("the dev server's site reloads the plugin when its JSON changes", async () => {
  const { site: dev, update: start } = await DevSite.start(config());
  // The file it adds is served from memory too.
  assert.match(String(start.delta.set.find((f) => f.path === 'changelog/feed.json')?.contents), /1\.4\.0/);
  const releases = JSON.parse(fs.readFileSync(json(), 'utf8')) as Array<{ version: string; changes: string[] }>;
  releases[0].changes.push('Labels follow the curve of roads.');
  fs.writeFileSync(json(), JSON.stringify(releases));
  const update = await dev.change([json()]);
  assert.match(update.work, /1 plugin compiled/);
  assert.ok(update.changed.includes('/changelog/'), update.changed.join(', '));
  const page = update.delta.set.find((f) => f.path === 'changelog/index.html');
  assert.match(String(page?.contents), /Labels follow the curve of roads\./);
});

test('a hook that throws fails the build naming the plugin and the hook; the previous dist/ stays', async () => {
  const text = fs.readFileSync(config(), 'utf8');
  fs.writeFileSync(config(), text.replace('plugins: [counted]', 'plugins: [counted, { name: "broken", contentLoaded() { throw new Error("no releases today"); } }]'));
  await assert.rejects(buildSite(), (error: unknown) => {
    assert.ok(error instanceof DocsgenError);
    assert.match(error.message, /site\.config\.ts: the plugin "broken" failed in contentLoaded: no releases today/);
    return true;
  });
  assert.ok(fs.existsSync(path.join(dist, 'changelog', 'index.html')), 'the previous output is intact');
  // A file a plugin adds may not replace one the build writes.
  fs.writeFileSync(config(), text.replace('plugins: [counted]', 'plugins: [counted, { name: "maps", contentLoaded({ actions }) { actions.addFile({ path: "sitemap.xml", contents: "<urlset/>" }); } }]'));
  await assert.rejects(buildSite(), /site\.config\.ts: a plugin writes sitemap\.xml \(the plugin "maps"\), which the build or another plugin writes too/);
  fs.writeFileSync(config(), text);
});

test('a JSON error is reported by the CLI with the file, the plugin and the hook: exit 1, no stack trace', () => {
  const good = fs.readFileSync(json(), 'utf8');
  fs.writeFileSync(json(), '[{ "version": "2.0.0", ');
  const r = runCli(['build', '--config', config()]);
  fs.writeFileSync(json(), good);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /changelog\.json: the plugin "changelog" could not read this file in loadContent: it is not valid JSON/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
  assert.ok(fs.existsSync(path.join(dist, 'changelog', 'index.html')));
});

test('a plugin reads only inside the site, and the config checks the shape and the name of each plugin', async () => {
  fs.writeFileSync(path.join(path.dirname(site), `${path.basename(site)}-outside.json`), '[]');
  const outside = { name: 'peek', loadContent: ({ read }: { read: { readJson(p: string): unknown } }) => read.readJson(`../${path.basename(site)}-outside.json`) };
  const siteOf = { rootDir: site, config: validateConfig({ ...minimalConfig(), plugins: [outside] }), configShown: 'site.config.ts' };
  await assert.rejects(loadPluginContent(outside, siteOf), /the plugin "peek" could not read this file in loadContent: it is outside the site folder/);

  const issues = (raw: unknown) => {
    try {
      validateConfig(raw);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };
  assert.match(issues({ ...minimalConfig(), plugins: [{ loadContent: () => 1 }] }), /"plugins\[0\]\.name": must be the plugin's name/);
  assert.match(issues({ ...minimalConfig(), plugins: [{ name: 'a', postbuild: () => 1 }] }), /unknown key "postbuild" in "plugins\[0\]"/);
  assert.match(issues({ ...minimalConfig(), plugins: [{ name: 'a' }, { name: 'a' }] }), /"plugins\[1\]\.name": "a" is the name of another plugin/);
  assert.equal(issues({ ...minimalConfig(), plugins: [outside] }), '');
});

function minimalConfig() {
  return { title: 'T', url: 'https://t.example.com', product: { name: 'T', slug: 't' }, version: '1.0.0', navbar: { title: 'T', items: [] }, footer: { links: [], copyright: '' }, sidebars: {} };
}
