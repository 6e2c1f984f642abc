/**
 * Faithful rendering of real-world OpenAPI (issue 31): typed oneOf/anyOf options, discriminator
 * mappings, 3.1 keywords, parameter examples only from the spec, terms of service, media-type
 * selectors, servers with variables, deprecated operations in the sidebar, unique ids, sentence-end
 * descriptions, /api/<group>/ redirects, samples for non-JSON bodies, and the windowed API sidebar.
 * One fixture site built once; the browser test opens a closed sidebar group.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, readPage, runCli } from './helpers.ts';
import { catalogSpec } from './api-render-helpers.ts';
import { launchBrowser, serveDist, type StaticServer } from './browser-helpers.ts';
import type { Browser } from 'playwright-core';
import { loadBuiltIndex } from '../bench/search-eval.ts';

let site: string;
let dist: string;
before(() => {
  site = copyFixture('api-render');
  // 80 tags of two operations: an API sidebar well past the size at which it is windowed.
  fs.writeFileSync(path.join(site, 'specs/catalog.yaml'), catalogSpec(80));
  dist = path.join(site, 'dist');
  const r = runCli(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stdout + r.stderr, /⚠/, 'the fixture builds without warnings');
});

/** The page's visible text, tags stripped and entities decoded, whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Text of one code-sample tab, as the reader copies it: from the page, or from the file a tab loads on demand. */
function sample(html: string, tab: string): string {
  const aside = html.slice(html.indexOf('<aside class="api-op__aside"'));
  const open = new RegExp(`<div role="tabpanel"[^>]*data-tab="${tab}"[^>]*>`).exec(aside);
  assert.ok(open, `no ${tab} tab`);
  const end = aside.indexOf('role="tabpanel"', open.index + 10);
  let panel = aside.slice(open.index + open[0].length, end === -1 ? undefined : end);
  const src = /data-src="([^"]+)"/.exec(open[0])?.[1];
  if (src) panel = (JSON.parse(fs.readFileSync(path.join(dist, src), 'utf8')) as Record<string, string>)[tab];
  return panel
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The main column of an operation page (without the samples aside). */
function main(html: string): string {
  return html.slice(html.indexOf('<div class="api-op__main">'), html.indexOf('<aside class="api-op__aside"'));
}

/** A page with every part it loads on demand (deep schema levels, huge examples) put in place, as a reader who opens everything sees it. */
function expanded(html: string, depth = 0): string {
  return html.replace(/<div class="on-demand" data-src="([^"#]+)#([^"]+)">.*?<\/div>/g, (whole, file: string, id: string) => {
    const line = fs.readFileSync(path.join(dist, file), 'utf8').split('\n').find((l) => l.startsWith(`<div id="${id}" class="schema">`));
    return line && depth < 8 ? expanded(line.slice(line.indexOf('>') + 1, -'</div>'.length), depth + 1) : whole;
  });
}

function apiPages(): string[] {
  return (fs.readdirSync(path.join(dist, 'api'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/api/${f.replace(/index\.html$/, '')}`);
}

test('oneOf/anyOf options are typed: scalar unions read as types, not empty "Option n" boxes', () => {
  // The validation error is a 422 response, closed: its second level loads when opened.
  const html = expanded(readPage(dist, '/api/render/validate-entity/'));
  assert.match(html, /<code class="schema__name">loc<\/code> <span class="schema__type">\(string \| integer\)\[\]<\/span>/, 'FastAPI loc: array of strings or integers');
  assert.doesNotMatch(html, /Option \d/);
  // Options with constraints are shown, each named by its title and type, with its constraints.
  assert.match(html, /<span class="schema__type">string \| integer<\/span>/);
  assert.match(html, /<summary>Named level \(string\)<\/summary>/);
  assert.match(html, /<summary>integer<\/summary>.*?constraint<\/span> <code>≥ 0<\/code>/s);
  assert.match(html, /max length 12/);
});

test("a discriminator's mapping is shown, value by value", () => {
  const html = main(readPage(dist, '/api/render/create-pet/'));
  assert.match(html, /chosen by <code>petType<\/code>/);
  assert.match(html, /<table class="schema__mapping">.*<code>&quot;cat&quot;<\/code><\/td><td><code>Cat<\/code>.*<code>&quot;dog&quot;<\/code><\/td><td><code>Dog<\/code>/s);
  assert.match(html, /<summary>Cat<\/summary>/);
});

test('OpenAPI 3.1: type arrays with null, const, examples arrays', () => {
  const html = main(readPage(dist, '/api/render/validate-entity/'));
  assert.match(html, /score<\/code> <span class="schema__type">number \| null<\/span>/);
  assert.match(html, /example<\/span> <code>0\.93<\/code>/);
  assert.match(html, /mode<\/code> <span class="schema__type">string \| null<\/span>/);
  const pet = main(readPage(dist, '/api/render/create-pet/'));
  assert.match(pet, /always<\/span> <code>&quot;cat&quot;<\/code>/);
});

test('parameters show only the examples the spec gives', () => {
  const text = textOf(main(readPage(dist, '/api/render/validate-entity/')));
  assert.match(text, /q string required What to validate\. limit/, 'no invented example for q');
  assert.match(text, /limit integer default 10 example 5/);
  assert.match(text, /mode string \| null example strict/);
});

test('generated bodies are labelled as generated; given ones are not', () => {
  const html = readPage(dist, '/api/render/create-pet/');
  assert.match(html, /Generated from the schema/);
  // The JSON body is the one the samples send: linked, not repeated; the form body has its own example.
  assert.match(main(html), /Example: the body sent by the <a href="#code-samples">code samples<\/a>/);
  assert.match(main(html), /data-tab="application\/x-www-form-urlencoded"[^>]*hidden="">.*?Generated from the schema/s);
  const note = readPage(dist, '/api/render/put-note/');
  assert.doesNotMatch(note, /Generated from the schema/);
  assert.match(textOf(note), /Feed the cat twice a day\./);
});

test('several media types get a selector; the first is shown without JavaScript', () => {
  const html = main(readPage(dist, '/api/render/create-pet/'));
  assert.match(html, /data-tab-group="media-type"/);
  assert.match(html, /data-tab="application\/json" aria-selected="true"/);
  assert.match(html, /data-tab="application\/x-www-form-urlencoded" aria-selected="false"/);
  assert.match(html, /<div role="tabpanel"[^>]*data-tab="application\/x-www-form-urlencoded"[^>]*hidden=""/);
  // Two selectors on one page (request and response) keep their ids apart.
  assert.match(html, /id="media-request-panel-application\/json"/);
  assert.match(html, /id="media-response-201-panel-application\/xml"/);
  // A single media type has no selector.
  assert.doesNotMatch(main(readPage(dist, '/api/render/put-note/')), /data-tab-group="media-type"/);
});

test('info page: terms of service, servers with variables, unique ids, one Authentication in the TOC', () => {
  const html = readPage(dist, '/api/render/render-api/');
  assert.match(html, /Terms of service: <a href="https:\/\/render\.example\/terms">/);
  assert.match(html, /<code>https:\/\/render\.example\/v2<\/code> — Production/);
  assert.match(html, /<code>https:\/\/sandbox\.render\.example\/v2<\/code> — Sandbox/);
  const toc = html.slice(html.indexOf('<details class="toc-mobile">'), html.indexOf('</details>', html.indexOf('<details class="toc-mobile">')));
  assert.equal(toc.match(/>Authentication</g)?.length, 1, 'the TOC lists Authentication once');
  assert.match(toc, />Security schemes</);
  const catalog = readPage(dist, '/api/catalog/catalog-api/');
  assert.match(catalog, /<code>https:\/\/\{region\}\.catalog\.render\.example\/\{version\}<\/code>/);
  assert.match(catalog, /<code>\{region\}<\/code> <span class="schema__keyword">default<\/span> <code>eu<\/code> <span class="schema__keyword">one of<\/span> <code>eu<\/code><code>us<\/code> — Data region of your account/);
});

test('every API page has unique element ids', () => {
  // The description's own "Request" and "Responses" headings step aside for the page's sections, links included.
  const validate = readPage(dist, '/api/render/validate-entity/');
  assert.match(validate, /<h2 id="description-request"/);
  assert.match(validate, /<a href="#description-responses">the responses<\/a>/);
  assert.match(validate, /<h2 id="responses" class="anchor">Responses<\/h2>/);
  const pages = apiPages();
  assert.ok(pages.length > 150);
  for (const route of pages) {
    const html = readPage(dist, route);
    if (!html.includes('page-kind--')) continue;
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.deepEqual(dupes, [], `${route} repeats ids`);
  }
});

test('one breadcrumb per level; meta descriptions end at a sentence end, not at "e.g."', () => {
  const html = readPage(dist, '/api/render/render-api/');
  const crumbs = html.slice(html.indexOf('class="breadcrumbs"'), html.indexOf('</nav>', html.indexOf('class="breadcrumbs"')));
  assert.equal(crumbs.match(/Render API/g)?.length, 1, 'no doubled "Render API › Render API"');
  assert.match(html, /<meta name="description" content="Renders Lumagraph entities into pages, e\.g\. the product pages of a shop\."/);
});

test('/api/<group>/ redirects to the group\'s info page', () => {
  const html = fs.readFileSync(path.join(dist, 'api/render/index.html'), 'utf8');
  assert.match(html, /url=\/api\/render\/render-api\//);
});

test('deprecated operations are marked in the sidebar', () => {
  const html = readPage(dist, '/api/render/legacy-render/');
  assert.match(html, /<a class="menu__link menu__link--deprecated menu__link--active" href="\/api\/render\/legacy-render\/" aria-current="page" data-method="get">Render the old way<span class="visually-hidden"> \(deprecated\)<\/span><\/a>/);
  assert.match(readPage(dist, '/api/render/create-pet/'), /<a class="menu__link menu__link--active" href="\/api\/render\/create-pet\/"/);
});

test("samples call the operation's effective server, variables at their defaults", () => {
  assert.match(sample(readPage(dist, '/api/render/put-note/'), 'curl'), /--url https:\/\/notes\.render\.example\/notes\/:noteId/, 'path-level server; a path string with no value is :noteId, not the word "string"');
  assert.match(readPage(dist, '/api/render/put-note/'), /Server of this operation:/);
  assert.match(sample(readPage(dist, '/api/render/upload-file/'), 'curl'), /--url https:\/\/upload\.render\.example\/v1\/files/, 'operation-level server');
  assert.match(sample(readPage(dist, '/api/render/create-pet/'), 'curl'), /--url https:\/\/render\.example\/v2\/pets/, "the document's first server");
  assert.match(readPage(dist, '/api/catalog/list-thing5/'), /api-op__url">https:\/\/eu\.catalog\.render\.example\/v2\/things-5</);
});

test('non-JSON bodies and responses: text, form, multipart; no JSON parse for 204 or text', () => {
  const note = readPage(dist, '/api/render/put-note/');
  assert.match(sample(note, 'curl'), /--data 'Feed the cat twice a day\.'/);
  assert.doesNotMatch(sample(note, 'curl'), /"Feed/);
  assert.match(sample(note, 'python'), /requests\.put\(url, data=payload, headers=headers\)\s+print\(response\.status_code\)/);
  assert.match(sample(note, 'nodejs'), /\.then\(res => console\.log\(res\.status\)\)/);
  assert.doesNotMatch(sample(note, 'nodejs'), /res\.json\(\)/);
  const upload = readPage(dist, '/api/render/upload-file/');
  assert.match(sample(upload, 'curl'), /--form file='@file\.bin'/);
  assert.match(sample(upload, 'curl'), /--form 'title=Vaccination record'/);
  assert.match(sample(upload, 'python'), /files = \{ ?"file": \("file\.bin", open\("file\.bin", "rb"\)/);
  assert.match(sample(upload, 'python'), /print\(response\.text\)/);
  assert.match(sample(upload, 'nodejs'), /\.then\(res => res\.text\(\)\)/);
  assert.match(sample(upload, 'php'), /'multipart' => \[/);
  const token = readPage(dist, '/api/render/get-token/');
  assert.match(sample(token, 'curl'), /--data-urlencode grant_type=client_credentials/);
  assert.match(sample(token, 'python'), /requests\.post\(url, data=payload, headers=headers\)/);
  assert.match(sample(token, 'php'), /'form_params' => \[/);
  const pet = readPage(dist, '/api/render/create-pet/');
  assert.match(sample(pet, 'nodejs'), /\.then\(res => res\.json\(\)\)/);
  assert.match(sample(pet, 'php'), /'json' => \[\s+'petType' => 'cat',/);
});

test('a large API sidebar is windowed: own branch open, other groups closed and loaded from one hashed file', () => {
  const html = readPage(dist, '/api/render/create-pet/');
  const src = /data-sidebar-src="(\/assets\/sidebars\/api\.[0-9a-f]+\.html)"/.exec(html)?.[1];
  assert.ok(src, 'the page names the shared sidebar file');
  const full = fs.readFileSync(path.join(dist, src), 'utf8');
  assert.match(full, /href="\/api\/catalog\/list-thing79\/"/);
  assert.doesNotMatch(html, /href="\/api\/catalog\/list-thing79\/"/, 'closed groups are not copied into the page');
  // The closed group still links to its info page without JavaScript.
  assert.match(html, /data-collapsed="true" data-lazy="true"><div class="menu__category menu__list-item-collapsible"><a class="menu__link menu__link--category menu__link--sublist" href="\/api\/catalog\/catalog-api\/">Catalog API<\/a>/);
  assert.match(html, /href="\/api\/render\/put-note\/"/, "the page's own branch is there");
  for (const route of ['/api/render/create-pet/', '/api/catalog/list-thing40/']) {
    assert.ok(readPage(dist, route).length < 60 * 1024, `${route} stays under 60 KB`);
  }
});

let server: StaticServer | undefined;
let browser: Browser | undefined;
after(async () => {
  await browser?.close();
  await server?.close();
});

test('browser: opening a closed sidebar group loads its links from the shared file', async () => {
  server = await serveDist(dist);
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${server.url}/api/render/create-pet/`);
  const group = page.locator('.sidebar__nav li.menu__item--category', { has: page.locator('> .menu__category > a[href="/api/catalog/catalog-api/"]') });
  assert.equal(await group.getAttribute('data-lazy'), 'true');
  assert.equal(await group.locator('a[href="/api/catalog/list-thing79/"]').count(), 0);
  const loaded = page.waitForResponse((r) => /\/assets\/sidebars\/api\.[0-9a-f]+\.html$/.test(r.url()));
  await group.locator('> .menu__category > .menu__caret').click();
  assert.equal((await loaded).status(), 200);
  await group.locator('a.menu__link--category', { hasText: 'Kind 79' }).waitFor();
  assert.equal(await group.getAttribute('data-collapsed'), 'false');
  assert.equal(await group.locator('a.menu__link--category[href="/api/catalog/kind-79/"]').count(), 1);
});

test('code samples after the first load on demand from a file beside the page', async () => {
  const html = readPage(dist, '/api/render/create-pet/');
  const src = /data-tab="python"[^>]*data-src="(\/api\/render\/create-pet\/samples\.[0-9a-f]+\.json)"/.exec(html)?.[1];
  assert.ok(src, 'the Python tab names its file');
  assert.doesNotMatch(html.slice(html.indexOf('<aside class="api-op__aside"')), /import requests/, 'not in the page');
  assert.match(sample(html, 'curl'), /curl --request POST/, 'the first tab is in the page');
  assert.ok(server && browser, 'the browser test above ran');
  const page = await browser.newPage();
  await page.goto(`${server.url}/api/render/create-pet/`);
  const loaded = page.waitForResponse((r) => r.url().endsWith(src));
  await page.locator('.api-op__aside [role="tab"][data-tab="python"]').click();
  assert.equal((await loaded).status(), 200);
  await page.locator('.api-op__aside [role="tabpanel"][data-tab="python"]', { hasText: 'import requests' }).waitFor();
  // The choice follows the reader to the next page, whose Python tab loads at once.
  await page.goto(`${server.url}/api/render/put-note/`);
  await page.locator('.api-op__aside [role="tabpanel"][data-tab="python"]:not([hidden])', { hasText: 'requests.put' }).waitFor();
  await page.close();
});

test('deep schema levels and a huge example leave the page for fragment files; the search index still has the fields', async () => {
  const html = readPage(dist, '/api/catalog/create-deep/');
  // The first two levels are in the page (readable without JavaScript); below, a link to the fragment.
  assert.match(main(html), /<code class="schema__name">level2<\/code>/);
  assert.match(main(html), /<code class="schema__name">level3<\/code>/);
  assert.ok(!/nebulaFieldDeepest|quasarFieldInner/.test(main(html)), `main(html) does not match /nebulaFieldDeepest|quasarFieldInner/`);
  assert.ok(!/archived note number 150/.test(html), `html does not match /archived note number 150/`);
  const shared = /<div class="on-demand" data-src="(\/assets\/api-schemas\/catalog\/level3\.html)#s"><a href="\1#s">Show the Level3 schema<\/a><\/div>/.exec(html)?.[1];
  assert.ok(shared, 'a named schema links to its shared body');
  assert.match(fs.readFileSync(path.join(dist, shared), 'utf8'), /<div id="s" class="schema">.*<code class="schema__name">level4<\/code>.*nebulaFieldDeepest/s);
  const own = [...new Set(html.match(/\/api\/catalog\/create-deep\/parts\.[0-9a-f]{10}\.html/g))];
  assert.equal(own.length, 1, 'one fragment file beside the page');
  const parts = fs.readFileSync(path.join(dist, own[0]), 'utf8');
  assert.match(parts, /quasarFieldInner/);
  assert.match(parts, /archived note number 150/);
  assert.match(html, /Open the example \(\d+ KB\)/);
  const { index } = await loadBuiltIndex(dist);
  const { hits } = await index.search('quasarFieldInner');
  assert.equal(hits[0]?.url.replace(/#.*/, ''), '/api/catalog/create-deep/', 'a deep request field is searchable');
});

test('a long sidebar category carries the entries around the page and links to the rest', () => {
  const html = readPage(dist, '/api/catalog/read-archive30/');
  const nav = html.slice(html.indexOf('<nav class="sidebar__nav menu"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar__nav menu"')));
  for (const j of [18, 30, 42]) assert.match(nav, new RegExp(`href="/api/catalog/read-archive${j}/"`));
  for (const j of [0, 17, 43, 59]) assert.doesNotMatch(nav, new RegExp(`href="/api/catalog/read-archive${j}/"`));
  assert.match(nav, /<a class="menu__link menu__link--more" href="\/api\/catalog\/archive\/" data-sidebar-more="true" aria-label="Show all 60 entries of Archive">18 more<\/a>/);
  assert.match(nav, /17 more<\/a>/);
  // At the start of the category the window starts there too.
  const first = readPage(dist, '/api/catalog/read-archive0/');
  assert.match(first, /href="\/api\/catalog\/read-archive24\/"/);
  assert.ok(!/href="\/api\/catalog\/read-archive25\/"/.test(first), `first does not match /href="\/api\/catalog\/read-archive25\/"/`);
});

test('browser: deep schema levels, a huge example and the rest of a long sidebar category load when opened', async () => {
  assert.ok(server && browser, 'the browser tests above ran');
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(`${server.url}/api/catalog/create-deep/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // Level 3 of the response: its property is closed; opening it loads the shared body.
  const level3 = page.locator('#response-200 details.schema__nested', { has: page.locator('> summary code.schema__name', { hasText: /^level3$/ }) });
  const loaded = page.waitForResponse((r) => r.url().endsWith('/assets/api-schemas/catalog/level3.html'));
  await level3.locator('> summary').click();
  assert.equal((await loaded).status(), 200);
  await level3.locator('code.schema__name', { hasText: /^level4$/ }).waitFor();
  await level3.locator('details.schema__nested > summary').first().click();
  await level3.locator('code.schema__name', { hasText: 'nebulaFieldDeepest' }).waitFor();
  // The request's fields written in place, from the page's own file.
  const middle = page.locator('details.schema__nested', { has: page.locator('> summary code.schema__name', { hasText: /^middle$/ }) });
  await middle.locator('> summary').click();
  await middle.locator('details.schema__nested > summary').first().click();
  await middle.locator('code.schema__name', { hasText: 'quasarFieldInner' }).waitFor();
  // The huge example beside the samples.
  await page.locator('.api-op__aside details.api-media__example > summary').click();
  await page.locator('.api-op__aside .code-block', { hasText: 'archived note number 150' }).waitFor();
  // The long category: "18 more" fills the whole list in place, the current page still marked.
  await page.goto(`${server.url}/api/catalog/read-archive30/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.sidebar__nav a[data-sidebar-more]').first().click();
  await page.locator('.sidebar__nav a[href="/api/catalog/read-archive0/"]').waitFor();
  assert.equal(page.url(), `${server.url}/api/catalog/read-archive30/`, 'no navigation');
  assert.equal(await page.locator('.sidebar__nav a[href="/api/catalog/read-archive59/"]').count(), 1);
  assert.equal(await page.getAttribute('.sidebar__nav a[href="/api/catalog/read-archive30/"]', 'aria-current'), 'page');
  assert.equal(await page.locator('.sidebar__nav a[data-sidebar-more]').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});
