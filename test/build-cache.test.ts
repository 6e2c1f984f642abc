/**
 * The on-disk build cache and the worker threads, seen from the CLI: a rebuild with nothing changed
 * reuses every result and writes the same bytes, an edit re-renders what it affects, --no-cache
 * ignores the cache, and builds on one thread or several write identical files.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, listFiles, readPage, repoRoot, runCli, tempDir, type CliResult } from './helpers.ts';
import { LONG_RUN } from './sizing.ts';

/**
 * Runs `docsgen build` for a site folder and fails the test on a non-zero exit. In a long-lived CLI
 * host (test/cli-hosts.ts): every cache these tests exercise is on disk, read anew by each command.
 */
async function build(site: string, ...args: string[]): Promise<CliResult> {
  const r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts'), ...args]);
  assert.equal(r.code, 0, r.stderr);
  return r;
}

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

/** The counts the summary prints: results reused from the cache, results rendered, threads. */
function reuse(r: CliResult): { cached: number; rendered: number; threads: number } {
  const m = /docs and API groups: (\d+) from the cache, (\d+) rendered on (\d+) threads?/.exec(r.stdout);
  assert.ok(m, `no cache summary in:\n${r.stdout}`);
  return { cached: Number(m[1]), rendered: Number(m[2]), threads: Number(m[3]) };
}

/** Every file of a folder with its bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  return new Map(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f))]));
}

function assertSameFiles(a: Map<string, Buffer>, b: Map<string, Buffer>, what: string): void {
  assert.deepEqual([...b.keys()], [...a.keys()], `${what}: the same files`);
  for (const [file, bytes] of a) assert.ok(bytes.equals(b.get(file)!), `${what}: ${file} differs`);
}

const cacheEntries = (site: string) => {
  const dir = path.join(site, '.docsgen-cache');
  return listFiles(dir).map((f) => path.join(dir, f));
};

let coldAndWarm: { site: string; dist: string; cold: CliResult; first: Map<string, Buffer>; cacheEntries: number; warm: CliResult; second: Map<string, Buffer> } | undefined;

/**
 * A copy of the basic fixture built twice, nothing changed in between: the first two builds of the
 * two tests below, which read the same (made once, by whichever runs first; the second goes on to edit the copy).
 */
async function builtColdThenWarm(): Promise<NonNullable<typeof coldAndWarm>> {
  if (!coldAndWarm) {
    const site = copyFixture('basic');
    const dist = path.join(site, 'dist');
    const cold = await build(site);
    const first = snapshot(dist);
    const entries = cacheEntries(site).length;
    const warm = await build(site);
    coldAndWarm = { site, dist, cold, first, cacheEntries: entries, warm, second: snapshot(dist) };
  }
  return coldAndWarm;
}

test('a rebuild with nothing changed takes every result from the cache and writes the same bytes', async () => {
  const { cold, first, cacheEntries: entries, warm, second } = await builtColdThenWarm();
  assert.deepEqual(reuse(cold), { cached: 0, rendered: 5, threads: 1 });
  assert.ok(entries >= 5, 'the cache is written beside the config');

  assert.deepEqual(reuse(warm), { cached: 5, rendered: 0, threads: 1 });
  // Warnings come back from the cache too.
  assert.match(warm.stderr, /content\/guide\/setup\.md:27: broken Markdown link "\.\/nope\.md"/);
  assertSameFiles(first, second, 'cold and warm builds');
});

test('the pages really come from the cache, and --no-cache ignores it', async () => {
  const site = copyFixture('basic');
  await build(site);
  // Tamper with the cached result of one doc: the next build must show it, proving the cache is read.
  // (The search index's entry holds the sentence too, as text; the doc's entry holds it as HTML.)
  const entry = cacheEntries(site).find((f) => fs.readFileSync(f, 'utf8').includes('<p>Setting up takes five minutes.</p>'));
  assert.ok(entry, 'the cache holds the rendered setup doc');
  fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace('<p>Setting up takes five minutes.</p>', '<p>Served from the cache.</p>'));
  // Without a previous dist/ to link unchanged pages from, every page is rendered from the cache.
  fs.rmSync(path.join(site, 'dist'), { recursive: true });
  await build(site);
  assert.match(readPage(path.join(site, 'dist'), '/guide/setup/'), /<p>Served from the cache\.<\/p>/);

  const fresh = await build(site, '--no-cache');
  assert.deepEqual(reuse(fresh), { cached: 0, rendered: 5, threads: 1 });
  assert.match(readPage(path.join(site, 'dist'), '/guide/setup/'), /<p>Setting up takes five minutes\.<\/p>/);
});

test('editing a doc re-renders only that doc; adding a doc re-renders the docs that may link to it', async () => {
  const site = copyFixture('basic');
  const dist = path.join(site, 'dist');
  await build(site);
  const intro = readPage(dist, '/');
  const setup = path.join(site, 'content/guide/setup.md');
  fs.writeFileSync(setup, fs.readFileSync(setup, 'utf8').replace('Setting up takes five minutes.', 'Setting up takes two minutes.'));
  const edited = await build(site);
  assert.deepEqual(reuse(edited), { cached: 4, rendered: 1, threads: 1 });
  assert.match(readPage(dist, '/guide/setup/'), /<p>Setting up takes two minutes\.<\/p>/);
  assert.equal(readPage(dist, '/'), intro, 'an unaffected page keeps its bytes');

  // The broken link in setup.md resolves once the doc it names exists: every doc's links are redone.
  fs.writeFileSync(path.join(site, 'content/guide/nope.md'), '---\ntitle: Nope\n---\n\nNow it exists.\n');
  const added = await build(site);
  assert.deepEqual(reuse(added), { cached: 0, rendered: 6, threads: 1 });
  assert.match(readPage(dist, '/guide/setup/'), /<a href="\/guide\/nope\/">missing page<\/a>/);
  assert.doesNotMatch(added.stderr, /broken Markdown link/);
});

test('adding, changing or removing an image a doc shows invalidates that doc', async () => {
  const site = copyFixture('basic');
  const dist = path.join(site, 'dist');
  const intro = path.join(site, 'content/intro.md');
  fs.appendFileSync(intro, '\n![A diagram](./diagram.png)\n');
  const missing = await build(site);
  assert.match(missing.stderr, /content\/intro\.md:\d+: missing image "\.\/diagram\.png"/);

  const image = path.join(site, 'content/diagram.png');
  fs.writeFileSync(image, 'first version');
  const added = await build(site);
  assert.equal(reuse(added).rendered, 1);
  assert.doesNotMatch(added.stderr, /missing image/);
  const firstSrc = /<img src="(\/assets\/images\/diagram\.[0-9a-f]{10}\.png)"/.exec(readPage(dist, '/'))?.[1];
  assert.ok(firstSrc, 'the image is linked under a content-hashed name');

  fs.writeFileSync(image, 'second version');
  assert.equal(reuse(await build(site)).rendered, 1);
  const secondSrc = /<img src="(\/assets\/images\/diagram\.[0-9a-f]{10}\.png)"/.exec(readPage(dist, '/'))?.[1];
  assert.ok(secondSrc && secondSrc !== firstSrc, 'a changed image gets a new hash');
  assert.equal(fs.readFileSync(path.join(dist, secondSrc.slice(1)), 'utf8'), 'second version');

  fs.rmSync(image);
  const removed = await build(site);
  assert.equal(reuse(removed).rendered, 1);
  assert.match(removed.stderr, /missing image "\.\/diagram\.png"/);

  // A site path missing at first, then put in the static folder: the doc is taken again, not from the cache.
  fs.appendFileSync(intro, '\n![A shot](/img/shot.png)\n');
  assert.match((await build(site)).stderr, /missing image "\/img\/shot\.png"/);
  fs.mkdirSync(path.join(site, 'static/img'), { recursive: true });
  fs.writeFileSync(path.join(site, 'static/img/shot.png'), 'a shot');
  const put = await build(site);
  assert.equal(reuse(put).rendered, 1);
  assert.doesNotMatch(put.stderr, /missing image "\/img\/shot\.png"/);
});

test('editing the config rebuilds everything; editing a spec rebuilds only its API group', async () => {
  const site = copyFixture('api');
  const dist = path.join(site, 'dist');
  await build(site);
  assert.deepEqual(reuse(await build(site)), { cached: 3, rendered: 0, threads: 1 });

  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'API Fixture'", "title: 'Renamed Fixture'"));
  const edited = await build(site);
  assert.deepEqual(reuse(edited), { cached: 0, rendered: 3, threads: 1 });
  assert.match(readPage(dist, '/api/shop/get-product/'), /<title>[^<]*\| Renamed Fixture<\/title>/);

  const spec = path.join(site, 'specs/shop.yaml');
  const text = fs.readFileSync(spec, 'utf8');
  const summary = /summary: (.+)\n/.exec(text)![1];
  fs.writeFileSync(spec, text.replace(`summary: ${summary}\n`, `summary: ${summary} (edited)\n`));
  const specEdited = await build(site);
  assert.deepEqual(reuse(specEdited), { cached: 2, rendered: 1, threads: 1 });
  assert.ok(fs.readFileSync(path.join(dist, 'api/shop/shop-api/index.html'), 'utf8').includes(`${summary} (edited)`));
});

test("a spec's lint findings come from the cache while its text is unchanged, even when its group is rendered again", async () => {
  const site = copyFixture('api');
  const spec = path.join(site, 'specs/shop.yaml');
  fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('operationId: getProduct', 'operationId: listProducts'));
  const finding = /specs\/shop\.yaml:\d+: OpenAPI check operation-operationId-unique: Every operation must have a unique `operationId`/;
  assert.match((await build(site)).stderr, finding);
  // Tamper with the kept findings: a build that renders the group again (the config changed) must show them, not lint again.
  const entry = cacheEntries(site).find((f) => f.endsWith('.bin') && fs.readFileSync(f, 'utf8').includes('operation-operationId-unique'));
  assert.ok(entry, 'the cache keeps the lint findings apart from the pages');
  fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace('Every operation must have a unique', 'Kept by the cache: every operation must have a unique'));
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'API Fixture'", "title: 'Renamed Fixture'"));
  const rerendered = await build(site);
  assert.deepEqual(reuse(rerendered), { cached: 0, rendered: 3, threads: 1 });
  assert.match(rerendered.stderr, /OpenAPI check operation-operationId-unique: Kept by the cache: every operation must have a unique/);
  // The findings live as long as the group does: kept by a build that took the whole group from the cache.
  assert.deepEqual(reuse(await build(site)), { cached: 3, rendered: 0, threads: 1 });
  assert.ok(fs.existsSync(entry), 'the findings outlive a build that did not need them');
  // An edited spec is linted again.
  fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('title: ', 'title: Edited '));
  const edited = await build(site);
  assert.match(edited.stderr, finding);
  assert.doesNotMatch(edited.stderr, /Kept by the cache/);
});

test('warnings and errors found in worker threads are reported as in the main thread', async () => {
  const site = copyFixture('basic');
  const serial = await build(site, '--no-cache', '--jobs', '1');
  const parallel = await build(site, '--no-cache', '--jobs', '2');
  assert.equal(reuse(parallel).threads, 2);
  assert.equal(parallel.stderr, serial.stderr);
  assert.match(parallel.stderr, /content\/guide\/setup\.md:27: broken Markdown link "\.\/nope\.md"/);

  const bad = copyFixture('api');
  const spec = path.join(bad, 'specs/shop.yaml');
  // A duplicate operationId is a warning; so is a $ref to nowhere (that part is not documented).
  fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('operationId: getProduct', 'operationId: listProducts'));
  const config = path.join(bad, 'site.config.ts');
  const warnMain = await runCliHosted(['build', '--config', config, '--jobs', '1', '--no-cache']);
  const warnWorkers = await runCliHosted(['build', '--config', config, '--jobs', '2', '--no-cache']);
  assert.equal(warnWorkers.code, 0, warnWorkers.stderr);
  assert.equal(warnWorkers.stderr, warnMain.stderr);
  assert.match(warnWorkers.stderr, /specs\/shop\.yaml:\d+: OpenAPI check operation-operationId-unique/);
  fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace("{$ref: '#/components/schemas/Status'}", "{$ref: '#/components/schemas/Nope'}"));
  const inMain = await runCliHosted(['build', '--config', config, '--jobs', '1', '--no-cache']);
  const inWorkers = await runCliHosted(['build', '--config', config, '--jobs', '2', '--no-cache']);
  assert.equal(inWorkers.code, 0, inWorkers.stderr);
  assert.equal(inWorkers.stderr, inMain.stderr);
  assert.match(inWorkers.stderr, /specs\/shop\.yaml:42: a \$ref points to #\/components\/schemas\/Nope, which does not exist in the spec; shown as not documented/);
  // The operation is still documented; the parameter whose schema is missing has no type to show.
  assert.match(readPage(path.join(bad, 'dist'), '/api/shop/list-products/'), /<code class="schema__name">status<\/code> <span class="schema__type">any<\/span>/);
  assert.doesNotMatch(inWorkers.stderr, /\n\s+at .+:\d+:\d+/);
});

test('the real site: serial, parallel and cached builds write identical bytes', async () => {
  // A copy of the site, so its cache starts empty and the checkout's own cache is left alone. In
  // `npm test` its two largest API groups (209 of its 339 API pages, half the cost of each build) are
  // left out: the other thirteen are the same kinds of page; `npm run test:long` builds them all.
  const site = tempDir('site-copy');
  const leftOut = LONG_RUN ? [] : ['manager', 'content-generation'];
  fs.cpSync(path.join(repoRoot, 'content'), path.join(site, 'content'), { recursive: true });
  fs.cpSync(path.join(repoRoot, 'specs'), path.join(site, 'specs'), { recursive: true, filter: (file) => !leftOut.includes(path.basename(file, '.yaml')) });
  let config = fs.readFileSync(path.join(repoRoot, 'site.config.ts'), 'utf8').replace("from './src/generator/config/define-config.ts'", `from '${repoRoot}/src/generator/config/define-config.ts'`);
  for (const id of leftOut) {
    const entry = `      { id: '${id}' },\n`;
    assert.ok(config.includes(entry), `the config lists the API group ${id}`);
    config = config.replace(entry, '');
  }
  fs.writeFileSync(path.join(site, 'site.config.ts'), config);
  fs.writeFileSync(path.join(site, 'package.json'), '{ "type": "module" }\n');
  const out = (name: string) => path.join(site, name);

  const serial = await build(site, '--no-cache', '--jobs', '1', '--out', out('serial'));
  assert.equal(reuse(serial).threads, 1);
  const parallel = await build(site, '--jobs', '2', '--out', out('parallel'));
  assert.equal(reuse(parallel).threads, 2);
  assert.equal(reuse(parallel).cached, 0);
  // The compile worker rendered page shells too, after the search index: the same bytes.
  assert.match(parallel.stdout, /rendered \([1-9]\d* of them on another thread\)/);
  const cached = await build(site, '--jobs', '2', '--out', out('cached'));
  assert.equal(reuse(cached).rendered, 0);

  const expected = snapshot(out('serial'));
  assert.ok(expected.size > 400, `the whole site was built (${expected.size} files)`);
  assertSameFiles(expected, snapshot(out('parallel')), 'serial and parallel builds');
  assertSameFiles(expected, snapshot(out('cached')), 'fresh and cached builds');
});

test('the search index comes from the cache while its records are unchanged, and is rebuilt when a doc changes', async () => {
  const site = copyFixture('basic');
  const dist = path.join(site, 'dist');
  // The published index: the parts in its one content-hashed folder.
  const indexText = () => {
    const [folder, ...others] = fs.readdirSync(path.join(dist, 'assets', 'search'));
    assert.deepEqual(others, [], 'one index folder');
    const dir = path.join(dist, 'assets', 'search', folder);
    return fs.readdirSync(dir).sort().map((name) => fs.readFileSync(path.join(dir, name), 'utf8')).join('\n');
  };
  await build(site);
  assert.match(indexText(), /minutes/);
  // Tamper with the cached index: the next build must publish it as it is in the cache.
  const isIndex = (f: string) => fs.readFileSync(f, 'utf8').startsWith('{"format":"docsgen-search-1"');
  const entry = cacheEntries(site).find(isIndex);
  assert.ok(entry, 'the cache holds the search index');
  // Stored as the packed index's bytes, not wrapped in a JSON entry (a second and third copy while written); published split.
  assert.match(fs.readFileSync(entry, 'utf8'), /minutes/);
  fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replaceAll('minutes', 'minutez'));
  await build(site);
  assert.match(indexText(), /minutez/);
  assert.doesNotMatch(indexText(), /minutes/);
  // A changed doc changes the records, so the index is built anew.
  const setup = path.join(site, 'content/guide/setup.md');
  fs.writeFileSync(setup, fs.readFileSync(setup, 'utf8').replace('Setting up takes five minutes.', 'Setting up takes five minutes, or six.'));
  await build(site);
  assert.match(indexText(), /minutes/);
  assert.doesNotMatch(indexText(), /minutez/);
  // The entry of the old records is gone; the cache keeps only what the last build used.
  const indexEntries = cacheEntries(site).filter(isIndex);
  assert.equal(indexEntries.length, 1);
  assert.match(fs.readFileSync(indexEntries[0], 'utf8'), /minutes, or six/);
});

/** The page counts the summary prints: linked from the previous build, rendered. */
function pageReuse(r: CliResult): { linked: number; rendered: number } {
  const m = /pages: (\d+) unchanged since the last build \(linked\), (\d+) rendered/.exec(r.stdout);
  assert.ok(m, `no page summary in:\n${r.stdout}`);
  return { linked: Number(m[1]), rendered: Number(m[2]) };
}

test('pages made from unchanged inputs are linked from the previous build, never from a file changed since', async () => {
  const { site, dist, cold, first, warm, second } = await builtColdThenWarm();
  const { rendered: total } = pageReuse(cold);
  assert.ok(total >= 7, `the fixture has its pages (${total})`);
  assert.deepEqual(pageReuse(cold), { linked: 0, rendered: total });

  assert.deepEqual(pageReuse(warm), { linked: total, rendered: 0 });
  assertSameFiles(first, second, 'rendered and linked pages');

  // An edited doc is rendered again (with the pages that show its excerpt); the rest stay linked.
  const setup = path.join(site, 'content/guide/setup.md');
  fs.writeFileSync(setup, fs.readFileSync(setup, 'utf8').replace('Setting up takes five minutes.', 'Setting up takes two minutes.'));
  const edited = pageReuse(await build(site));
  assert.ok(edited.rendered >= 1 && edited.rendered < total && edited.linked + edited.rendered === total, JSON.stringify(edited));
  assert.match(readPage(dist, '/guide/setup/'), /<p>Setting up takes two minutes\.<\/p>/);

  // A page changed by hand in dist/ is not what its key describes any more: it is rendered again.
  const intro = path.join(dist, 'index.html');
  const clean = fs.readFileSync(intro, 'utf8');
  fs.writeFileSync(intro, clean.replace('</body>', '<!-- edited by hand --></body>'));
  const afterEdit = await build(site);
  assert.deepEqual(pageReuse(afterEdit), { linked: total - 1, rendered: 1 });
  assert.equal(fs.readFileSync(intro, 'utf8'), clean);

  // A dist/ removed since (or replaced by other files) is never linked from. Every page is rendered
  // again from docs in the cache, whose body HTML is read only then: the same bytes as before.
  const beforeRemoval = snapshot(dist);
  fs.rmSync(dist, { recursive: true });
  const rebuilt = await build(site);
  assert.deepEqual(pageReuse(rebuilt), { linked: 0, rendered: total });
  assert.deepEqual(reuse(rebuilt).rendered, 0);
  assertSameFiles(beforeRemoval, snapshot(dist), 'pages rendered from cached docs');
  assert.deepEqual(pageReuse(await build(site, '--no-cache')), { linked: 0, rendered: total });
});

test('worker threads started for a build that then fails on its config do not keep the process alive', async () => {
  // Workers start before the config loads; an unused pool is closed after 20 s, but must not hold the process till then.
  const site = copyFixture('basic');
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture Docs',", "title: (await import('./nope.ts')).default,"));
  const started = Date.now();
  const r = runCli(['build', '--config', config, '--jobs', '2']);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /site\.config\.ts:\d+: the config file could not be loaded: Could not resolve "\.\/nope\.ts"/);
  assert.ok(Date.now() - started < 10_000, `the CLI exited after ${Date.now() - started} ms`);
});

test('the client bundle comes from the cache until a file a React page imports changes', async () => {
  const site = copyFixture('runtime');
  // The page imports docsgen's client runtime by a relative path; point it at this checkout.
  const page = path.join(site, 'content/playground.tsx');
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/from '(\.\.\/)+src\//g, `from '${repoRoot}/src/`));
  const dist = path.join(site, 'dist');
  const chunks = () => listFiles(path.join(dist, 'assets', 'js')).sort();
  const chartText = () => chunks().filter((f) => fs.readFileSync(path.join(dist, 'assets', 'js', f), 'utf8').includes('Chart of'));
  const first = await build(site);
  assert.match(first.stdout, /client (<1 ms|\d+ ms|\d+\.\d\d s)/);
  const before = chunks();
  assert.equal(chartText().length, 1, 'one chunk draws the chart');
  // Nothing changed: the same files, and the bundle step is a cache read.
  await build(site);
  assert.deepEqual(chunks(), before);
  // The lazily loaded component is not the page itself: it is found through esbuild's inputs.
  const chart = path.join(site, 'content/_components/Chart.tsx');
  fs.writeFileSync(chart, fs.readFileSync(chart, 'utf8').replace('Chart of', 'Plot of'));
  await build(site);
  assert.notDeepEqual(chunks(), before);
  assert.equal(chartText().length, 0);
  assert.equal(chunks().filter((f) => fs.readFileSync(path.join(dist, 'assets', 'js', f), 'utf8').includes('Plot of')).length, 1);
});

test('the config comes from the cache until it or a file it imports changes', async () => {
  const site = copyFixture('basic');
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(path.join(site, 'names.ts'), "export const title = 'First Title';\n");
  fs.writeFileSync(config, `import { title } from './names.ts';\n${fs.readFileSync(config, 'utf8').replace("title: 'Fixture Docs'", 'title')}`);
  const home = () => fs.readFileSync(path.join(site, 'dist', 'index.html'), 'utf8');
  await build(site);
  assert.match(home(), /<title>[^<]*First Title<\/title>/);
  await build(site);
  assert.match(home(), /<title>[^<]*First Title<\/title>/);
  fs.writeFileSync(path.join(site, 'names.ts'), "export const title = 'Second Title';\n");
  await build(site);
  assert.match(home(), /<title>[^<]*Second Title<\/title>/);
});

test('a doc whose body HTML is missing from the cache is rendered again, not published empty', async () => {
  const site = copyFixture('basic');
  const dist = path.join(site, 'dist');
  await build(site);
  const first = snapshot(dist);
  // The body HTML of each doc is kept beside its entry, as is: remove the one of the setup page.
  const htmlParts = cacheEntries(site).filter((f) => f.endsWith('.bin') && fs.readFileSync(f, 'utf8').startsWith('<'));
  assert.ok(htmlParts.length >= 5, `one HTML part per doc (${htmlParts.length})`);
  const setupPart = htmlParts.find((f) => fs.readFileSync(f, 'utf8').includes('Setting up takes five minutes'));
  assert.ok(setupPart);
  fs.rmSync(setupPart);
  fs.rmSync(dist, { recursive: true });
  const r = await build(site);
  assert.deepEqual(reuse(r).rendered, 1);
  assertSameFiles(first, snapshot(dist), 'after the lost part');
});
