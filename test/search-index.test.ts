/**
 * The search index a build writes: the manifest, the content-hashed index with page, section and API
 * operation records, and the pure pieces the client relies on (packing, marking, snippets, the hosted
 * request). The fixture is built through the real CLI.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { listFiles, readPage, repoRoot, sharedFixtureBuild, sharedSiteBuild, tempDir, type CliResult } from './helpers.ts';
import { loadBuiltIndex } from '../bench/search-eval.ts';
import { highlight, snippet, groupByPage, queryTerms, type SearchHit } from '../src/client/search/hits.ts';
import { hostedEndpoint, hostedRequest } from '../src/client/search/hosted.ts';
import { INDEX_OPTIONS, processTerm, type SearchManifest, type SearchRecord } from '../src/shared/search.ts';
import { packIndex, unpackIndex } from '../src/shared/search-pack.ts';
import { splitSections } from '../src/generator/render/search-sections.ts';

let dist: string;
let result: CliResult;
let manifest: SearchManifest;

before(() => {
  // The run's one build of the unchanged fixture, shared with the files that only read it too.
  ({ dist, result } = sharedFixtureBuild('search'));
  manifest = JSON.parse(fs.readFileSync(path.join(dist, 'search', 'manifest.json'), 'utf8')) as SearchManifest;
});

test('the build writes search/manifest.json pointing at the head of an index split in a content-hashed folder under assets/', () => {
  assert.equal(result.code, 0, result.stderr);
  assert.match(manifest.index, /^\/assets\/search\/[0-9a-f]{10}\/head\.json$/);
  const folder = manifest.index.slice(1, -'head.json'.length);
  const parts = listFiles(dist).filter((f) => f.startsWith(folder)).map((f) => f.slice(folder.length)).sort();
  assert.ok(parts.includes('head.json') && parts.includes('shared.json') && parts.includes('terms-0.json') && parts.includes('meta-0.json'), parts.join(', '));
  assert.deepEqual(manifest.facets, { language: 'en', tags: ['default', 'docs-default-current'] });
  assert.equal(manifest.issueUrl, 'https://github.com/example/orbit-docs/issues/new');
  assert.equal(manifest.hosted, undefined, 'no hosted index is configured');
  assert.ok(manifest.suggestions.length > 0 && manifest.suggestions.length <= 3);
});

test('pages carry the docsearch meta tags, and no page references the index (it loads on first search only)', () => {
  const html = readPage(dist, '/guide/install/');
  assert.match(html, /<meta name="docsearch:language" content="en"\/>/);
  assert.match(html, /<meta name="docsearch:docusaurus_tag" content="docs-default-current"\/>/);
  assert.ok(!html.includes('assets/search/') && !html.includes('manifest.json'));
});

test('the index holds a record per page and per h2/h3 section, with DocSearch levels and anchors', async () => {
  const { index } = await loadBuiltIndex(dist);
  const hit = async (q: string) => (await index.search(q)).hits;
  const checksum = (await hit('checksum'))[0];
  assert.equal(checksum.url, '/guide/install/#verify-the-checksum');
  assert.deepEqual([checksum.lvl1, checksum.lvl2, checksum.lvl3], ['Install the Orbit agent', 'Download the package', 'Verify the checksum']);
  assert.equal(checksum.lvl0, 'Welcome to Orbit');
  assert.match(checksum.text, /^Compare the SHA-256 checksum/);
  const page = (await hit('telemetry pipelines'))[0];
  assert.equal(page.url, '/guide/telemetry/');
  assert.equal(page.lvl2, undefined);
  assert.ok((await hit('prometheus')).some((h) => h.url === '/guide/telemetry/#prometheus-exporter'));
  assert.equal((await hit('404 page not found')).find((h) => h.url.startsWith('/404')), undefined, 'the not-found page is not indexed');
});

test('API operations are records with method, path and summary', async () => {
  const { index } = await loadBuiltIndex(dist);
  const searchLocal = async (q: string) => (await index.search(q)).hits;
  const op = (await searchLocal('register a node'))[0];
  assert.equal(op.url, '/api/orbit/register-node/');
  assert.deepEqual([op.lvl0, op.lvl1, op.method, op.path], ['API', 'Register a node', 'POST', '/v1/nodes']);
  assert.equal((await searchLocal('DELETE nodes'))[0].url, '/api/orbit/deregister-node/');
  assert.ok((await searchLocal('hostname')).some((h) => h.url === '/api/orbit/register-node/#request-body'), 'request parameters are searchable');
});

test('ranking: title over headings over text, prefix and fuzzy matching, stop words and plurals folded', async () => {
  const { index } = await loadBuiltIndex(dist);
  const urls = async (q: string) => (await index.search(q)).hits.map((h) => h.url);
  assert.equal((await urls('exporter'))[0], '/guide/telemetry/#exporters', 'a heading match beats text');
  assert.ok((await urls('promethe')).includes('/guide/telemetry/#prometheus-exporter'), 'prefix');
  assert.ok((await urls('promethues')).includes('/guide/telemetry/#prometheus-exporter'), 'fuzzy');
  assert.ok((await urls('how do I uninstall the agent')).includes('/guide/install/#uninstall'), 'stop words do not block a match');
  assert.ok((await urls('webhooks')).includes('/guide/telemetry/#webhook-exporter'), 'plural folded');
  assert.deepEqual(await urls('qqqzzz'), []);
});

test('packing the index is lossless: the unpacked index answers exactly like the original', () => {
  const records: SearchRecord[] = [
    { url: '/a/', lvl0: 'A', lvl1: 'Alpha page', content: 'alpha alpha beta' },
    { url: '/a/#b', lvl0: 'A', lvl1: 'Alpha page', lvl2: 'Beta', content: 'beta gamma' },
    { url: '/c/', lvl0: 'C', lvl1: 'Gamma', content: 'gamma gamma gamma delta', method: 'GET', path: '/c' },
    { url: '/d/#e', lvl0: 'C', lvl1: 'Delta', lvl2: 'Epsilon', content: 'delta' },
  ];
  const original = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  original.addAll(records);
  const plain = original.toJSON();
  const packed = packIndex(plain);
  assert.deepEqual(packed.ids, ['/a/', '#b', '/c/', '/d/#e']);
  assert.deepEqual(packed.stored[1], { lvl2: 'Beta', excerpt: 'beta gamma' }, 'a section drops the page fields it shares');
  const roundTrip = unpackIndex(JSON.parse(JSON.stringify(packed)));
  assert.deepEqual(roundTrip, JSON.parse(JSON.stringify(plain)));
  const restored = MiniSearch.loadJS<SearchRecord>(roundTrip, INDEX_OPTIONS);
  for (const q of ['alpha', 'gamma', 'beta', 'delt']) assert.deepEqual(restored.search(q), original.search(q), q);
  assert.throws(() => unpackIndex({ ...packIndex(plain), format: 'other' as 'docsgen-search-1' }), /unknown search index format/);
});

test('sections: headings split the text; code blocks, "#" links and buttons are left out', () => {
  const html =
    '<p>Intro <code>x</code> text.</p><h2 id="a" class="anchor">First<a class="hash-link" href="#a">#</a></h2><p>One</p>' +
    '<div class="code-block"><pre><code>secret()</code></pre><button>Copy</button></div><h3 id="b">Sub</h3><p>Two</p><h4>Deep</h4><p>Three</p>';
  assert.deepEqual(splitSections(html), [
    { text: 'Intro x text.' },
    { anchor: 'a', h2Anchor: 'a', lvl2: 'First', text: 'One' },
    { anchor: 'b', h2Anchor: 'a', lvl2: 'First', lvl3: 'Sub', text: 'Two Deep Three' },
  ]);
});

test('marking: words whose normalized form starts with a term are marked; text is never parsed as HTML', () => {
  assert.deepEqual(highlight('Install <b>plugins</b> now', ['plugin', 'inst']), [
    { text: 'Install', marked: true },
    { text: ' <b>', marked: false },
    { text: 'plugins', marked: true },
    { text: '</b> now', marked: false },
  ]);
  assert.deepEqual(queryTerms('How do I install the Plugins?'), ['install', 'plugin']);
  assert.equal(processTerm('Entities'), 'entity');
  const long = `${'lorem '.repeat(60)}the needle is here ${'ipsum '.repeat(60)}`;
  const cut = snippet(long, ['needle'], 80);
  assert.ok(cut.startsWith('…') && cut.endsWith('…') && cut.includes('needle') && cut.length <= 82, cut);
  assert.equal(snippet('short text', ['x']), 'short text');
});

test('hits are grouped by page in rank order', () => {
  const h = (url: string): SearchHit => ({ url, lvl0: 'P', lvl1: url.split('#')[0], text: '', terms: [] });
  const groups = groupByPage([h('/b/#x'), h('/a/'), h('/b/'), h('/a/#y')]);
  assert.deepEqual(
    groups.map((g) => [g.page, g.hits.map((x) => x.url)]),
    [
      ['/b/', ['/b/#x', '/b/']],
      ['/a/', ['/a/', '/a/#y']],
    ],
  );
});

test('the hosted request: DocSearch multi-query body with language and docs-tag facet filters, credentials as URL parameters', () => {
  const config = { appId: 'APP1', apiKey: 'key with space', indexName: 'orbit' };
  assert.equal(hostedEndpoint(config), 'https://APP1-dsn.algolia.net/1/indexes/*/queries?x-algolia-application-id=APP1&x-algolia-api-key=key+with+space');
  assert.equal(hostedEndpoint({ ...config, host: 'http://127.0.0.1:9/' }).split('?')[0], 'http://127.0.0.1:9/1/indexes/*/queries');
  const body = JSON.parse(hostedRequest(config, { language: 'en', tags: ['default', 'docs-default-current'] }, 'node "x"', 20)) as {
    requests: Array<{ indexName: string; query: string; params: string }>;
  };
  assert.equal(body.requests.length, 1);
  assert.equal(body.requests[0].indexName, 'orbit');
  assert.equal(body.requests[0].query, 'node "x"');
  const params = new URLSearchParams(body.requests[0].params);
  assert.deepEqual(JSON.parse(params.get('facetFilters') ?? ''), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.equal(params.get('hitsPerPage'), '20');
});

test('the index is serialized term by term into exactly the JSON the plain route gives, on this site and the fixture', async () => {
  const { packedIndexJson, packedIndexBytes, indexOf, indexPartOf } = await import('../src/generator/post/pack-search-index.ts');
  const { build } = await import('../src/generator/build.ts');
  const { extractRecords } = await import('../src/generator/post/search-records.ts');
  const { repoRoot } = await import('./helpers.ts');
  const cases: SearchRecord[][] = [
    [
      { url: '/a/', lvl0: 'A', lvl1: 'Alpha page', content: 'alpha alpha beta' },
      { url: '/a/#b', lvl0: 'A', lvl1: 'Alpha page', lvl2: 'Beta', content: 'beta gamma' },
      { url: '/c/', lvl0: 'C', lvl1: 'Gamma', content: 'gamma gamma gamma delta', method: 'GET', path: '/c' },
    ],
  ];
  // This site's records, as the build's search step extracts them. The docs and API groups come from
  // the checkout's build cache, which the run's shared build of the site has filled (the records are
  // the same either way: build-cache.test.ts), and the build stops there: its pages are not needed.
  const shared = sharedSiteBuild();
  assert.equal(shared.result.code, 0, shared.result.stderr);
  const out = tempDir('pack');
  let records: SearchRecord[] = [];
  const { POST_BUILD_STEPS } = await import('../src/generator/post/index.ts');
  const step = POST_BUILD_STEPS.find((s) => s.name === 'search')!;
  assert.ok('start' in step, 'the search step starts before the pages are rendered');
  const original = step.start;
  const enough = new Error('the records are in');
  step.start = (ctx) => {
    records = extractRecords({ table: ctx.table, markdown: ctx.markdown, baseUrl: ctx.config.baseUrl, siteTitle: ctx.config.title });
    throw enough;
  };
  try {
    await assert.rejects(build({ configPath: path.join(repoRoot, 'site.config.ts'), outDir: out, jobs: 1 }), (error) => error === enough);
  } finally {
    step.start = original;
  }
  assert.ok(records.length > 1000, `records of this site: ${records.length}`);
  cases.push(records);
  for (const recs of cases) {
    const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
    index.addAll(recs);
    const whole = packedIndexJson(index);
    assert.equal(whole, JSON.stringify(packIndex(index.toJSON())));
    // Built in two parts (a large site's index, on two threads), then joined: the same bytes. The
    // cuts fall at the ends, in the middle, and between two sections of one page.
    const cuts = [1, Math.ceil(recs.length / 2), recs.length - 1, recs.findIndex((r, i) => i > 0 && r.url.includes('#') && recs[i - 1].url.split('#')[0] === r.url.split('#')[0])];
    for (const cut of new Set(cuts.filter((c) => c > 0 && c < recs.length))) {
      const joined = packedIndexBytes(indexOf(recs.slice(0, cut)), indexPartOf(recs.slice(cut))).toString('utf8');
      assert.ok(joined === whole, `${recs.length} records cut at ${cut}: the joined index differs`);
    }
  }
  // An index with a removed document is not what a build makes: refused, not packed wrong.
  const edited = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  edited.addAll(cases[0]);
  edited.discard('/a/#b');
  assert.throws(() => packedIndexJson(edited), /documents were removed/);
});

test('the search index built on the offload thread, whole or half of it, is the one built in this thread, and the thread serves again after stopping when idle', async () => {
  const { createOffloadExecutor } = await import('../src/generator/parallel/pool.ts');
  const { indexBytesOf, indexOf, packedIndexBytes } = await import('../src/generator/post/pack-search-index.ts');
  const records = (n: number): SearchRecord[] =>
    Array.from({ length: n }, (_, i) => ({ url: `/p${i}/`, lvl0: `Part ${i % 7}`, lvl1: `Page ${i}`, content: `entity ${i} crawl graph schema ${i % 13} markup` }));
  const { config } = await (await import('../src/generator/config/load-config.ts')).loadConfig(path.join(repoRoot, 'site.config.ts'));
  const offload = createOffloadExecutor({ rootDir: repoRoot, config, routes: [] }, 2);
  try {
    for (const n of [1500, 40]) {
      const threaded = await offload.run('search-index', records(n));
      assert.deepEqual(Buffer.from(threaded), indexBytesOf(records(n)), `${n} records`);
      // Half on the thread, half here, as a build with more records than the thread may take at once.
      const part = await offload.run('search-index-part', records(n).slice(n / 2));
      assert.deepEqual(packedIndexBytes(indexOf(records(n).slice(0, n / 2)), part), indexBytesOf(records(n)), `${n} records in halves`);
      // The thread stopped once idle; give it a moment, so the next run starts a new one.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await offload.close();
  }
});
