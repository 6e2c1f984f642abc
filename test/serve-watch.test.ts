/**
 * `docsgen serve` in watch mode, in Chromium: the site is served from memory; an edit to a doc
 * updates the open page in place (no reload, the scroll position and the reader's open or closed
 * sidebar categories kept); a broken edit shows the error once, over the last good page, and the fix
 * removes it in place; docs can be added, renamed and deleted; a config edit reloads the page at
 * the same scroll position; bursts of saves are coalesced; symbolic link loops are not followed;
 * one SIGTERM stops the server.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser-helpers.ts';
import { copyFixture } from './helpers.ts';
import { request, startServe, type ServeProcess } from './serve-helpers.ts';

let site: string;
let serve: ServeProcess;
let browser: Browser;
let page: Page;
const doc = (rel: string) => path.join(site, 'content', rel);
const setupDoc = () => doc('guide/setup.md');
/** A paragraph long enough that the page scrolls. */
const FILLER = Array.from({ length: 60 }, (_, i) => `Filler paragraph ${i + 1} about configuring the fixture, long enough to make the page scroll.`).join('\n\n');

before(async () => {
  site = copyFixture('basic');
  fs.appendFileSync(setupDoc(), `\n${FILLER}\n\nThe last paragraph.\n`);
  // Symbolic links that lead back to a folder they are in: loading and watching must not follow them forever.
  fs.symlinkSync('..', doc('guide/loop'));
  fs.symlinkSync(site, doc('site-loop'));
  serve = await startServe([], site);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
});

after(async () => {
  await browser?.close();
  const code = await serve?.stop();
  assert.equal(code, 0, 'one SIGTERM (as Ctrl+C) stops the server cleanly');
});

/** Marks the current document, so a test can tell whether the page was reloaded. */
const mark = () => page.evaluate(() => Object.assign(window, { __docsgenMark: true }));
const marked = () => page.evaluate(() => '__docsgenMark' in window);
const showsText = (text: string, timeout = 30_000) => page.waitForFunction((t) => document.querySelector('#main-content')?.textContent?.includes(t), text, { timeout });
const updates = () => (serve.output().match(/^✔ updated in /gm) ?? []).length;

test('pages come from memory with the live-reload script; nothing is written to dist/', async () => {
  await page.goto(`${serve.url}guide/setup/`);
  assert.equal(await page.locator('script[src="/__docsgen/live-reload.js"]').count(), 1);
  assert.equal(fs.existsSync(path.join(site, 'dist')), false);
  assert.equal((await request(serve.port, '/guide/loop/guide/setup/')).status, 404, 'a looping link makes no pages');
  // The outputs that need the whole site are made when asked for.
  const sitemap = await request(serve.port, '/sitemap.xml');
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.body.toString(), /\/guide\/setup\//);
  const manifest = await request(serve.port, '/search/manifest.json');
  assert.equal(manifest.status, 200);
  // The index's head and its parts beside it, as the search worker asks for them.
  const head = await request(serve.port, (JSON.parse(manifest.body.toString()) as { index: string }).index);
  assert.equal(head.status, 200);
  assert.match(head.body.toString(), /^\{"format":"docsgen-search-2"/);
  assert.equal((await request(serve.port, (JSON.parse(manifest.body.toString()) as { index: string }).index.replace('head.json', 'terms-0.json'))).status, 200);
});

test('an edit to a doc updates the open page in place, where the reader is', async () => {
  await page.goto(`${serve.url}guide/setup/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => window.scrollTo(0, 1500));
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled >= 1000, `the page scrolls (scrollY ${scrolled})`);
  await mark();
  fs.writeFileSync(setupDoc(), fs.readFileSync(setupDoc(), 'utf8').replace('Filler paragraph 30 ', 'A freshly edited paragraph 30 '));
  await showsText('A freshly edited paragraph 30');
  assert.equal(await marked(), true, 'the page was updated in place, not reloaded');
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the scroll position is kept');
  await serve.waitFor(/content\/guide\/setup\.md changed\n✔ updated in \d+ ms: 1 doc compiled, 1 page rendered; 1 open page updated in place/);
});

test('a new title updates the sidebar in place and keeps the categories the reader closed', async () => {
  await page.goto(`${serve.url}guide/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await mark();
  const category = page.locator('.sidebar .menu__item--category').first();
  await category.locator(':scope > .menu__category > .menu__caret').click();
  assert.equal(await category.getAttribute('data-collapsed'), 'true');
  fs.writeFileSync(setupDoc(), fs.readFileSync(setupDoc(), 'utf8').replace(/^title: .*$/m, 'title: Setting things up'));
  await page.waitForFunction(() => document.querySelector('.sidebar')?.textContent?.includes('Setting things up'), undefined, { timeout: 30_000 });
  assert.equal(await marked(), true, 'not reloaded');
  assert.equal(await page.locator('.sidebar .menu__item--category').first().getAttribute('data-collapsed'), 'true', 'the closed category stays closed');
});

test('a broken edit shows the error once, over the last good page; the fix removes it in place', async () => {
  await page.goto(`${serve.url}guide/setup/`);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await mark();
  const good = fs.readFileSync(setupDoc(), 'utf8');
  const broken = good.replace(/^---\n/, '---\nsidebar_label: [unclosed\n');
  fs.writeFileSync(setupDoc(), broken);
  const overlay = page.locator('#docsgen-error-overlay');
  await overlay.waitFor({ state: 'visible', timeout: 30_000 });
  assert.match((await overlay.textContent()) ?? '', /content\/guide\/setup\.md:2: invalid YAML in front matter.*fix: /s);
  await serve.waitFor(/the update failed \(\d+ ms\); still serving the last good pages:\n✖ content\/guide\/setup\.md:2: invalid YAML/);
  // Saved again, still broken: the terminal says so without printing the error again.
  fs.writeFileSync(setupDoc(), `${broken}\nStill broken.\n`);
  await serve.waitFor(/still failing \(\d+ ms\): the same error as above/);
  assert.equal(serve.output().match(/invalid YAML in front matter/g)?.length, 1, 'the error is printed once');
  // The last good page is still what the server answers, and what the reader sees under the overlay.
  assert.match((await request(serve.port, '/guide/setup/')).body.toString(), /A freshly edited paragraph 30/);
  assert.match((await page.locator('#main-content').textContent()) ?? '', /A freshly edited paragraph 30/);

  fs.writeFileSync(setupDoc(), good.replace('The last paragraph.', 'Recovered after the fix.'));
  await showsText('Recovered after the fix.');
  assert.equal(await overlay.count(), 0, 'the overlay is gone');
  assert.equal(await marked(), true, 'the fix came in place');
  await serve.waitFor(/updated in \d+ ms \(fixed\)/);
});

test('adding, renaming and deleting a doc update the sidebar of open pages and the routes', async () => {
  await page.goto(`${serve.url}guide/`);
  await mark();
  fs.writeFileSync(doc('guide/added.md'), '---\ntitle: A page added while serving\n---\n\nNew content.\n');
  await page.waitForFunction(() => document.querySelector('.sidebar')?.textContent?.includes('A page added while serving'), undefined, { timeout: 30_000 });
  assert.equal(await marked(), true, 'the sidebar changed in place');
  assert.equal((await request(serve.port, '/guide/added/')).status, 200);

  fs.renameSync(doc('guide/added.md'), doc('guide/renamed.md'));
  await page.waitForFunction(() => document.querySelector('.sidebar a[href="/guide/renamed/"]') && !document.querySelector('.sidebar a[href="/guide/added/"]'), undefined, { timeout: 30_000 });
  assert.equal((await request(serve.port, '/guide/renamed/')).status, 200);
  assert.equal((await request(serve.port, '/guide/added/')).status, 404, 'the old route is gone');
  assert.equal(await page.locator('.sidebar a[href="/guide/added/"]').count(), 0);

  // A reader on the page that is deleted sees the not-found page.
  const reader = await browser.newPage();
  await reader.goto(`${serve.url}guide/renamed/`);
  fs.rmSync(doc('guide/renamed.md'));
  await page.waitForFunction(() => !document.querySelector('.sidebar a[href="/guide/renamed/"]'), undefined, { timeout: 30_000 });
  assert.equal((await request(serve.port, '/guide/renamed/')).status, 404);
  await reader.waitForFunction(() => document.body.classList.contains('page-kind--not-found'), undefined, { timeout: 30_000 });
  await reader.close();
  assert.equal(await marked(), true);
  assert.doesNotMatch((await request(serve.port, '/sitemap.xml')).body.toString(), /renamed|added/, 'the sitemap follows');
});

test('a burst of saves is coalesced and the last save wins', async () => {
  const before = updates();
  const intro = doc('intro.md');
  const text = fs.readFileSync(intro, 'utf8');
  await page.goto(serve.url);
  for (let i = 1; i <= 8; i++) fs.writeFileSync(intro, `${text}\nBurst save number ${i}.\n`);
  await showsText('Burst save number 8.');
  await new Promise((r) => setTimeout(r, 300));
  const count = updates() - before;
  assert.ok(count >= 1 && count <= 3, `${count} updates for one burst of saves`);
});

test('a config edit reloads open pages and restores their scroll position', async () => {
  await page.goto(`${serve.url}guide/setup/`);
  await page.evaluate(() => window.scrollTo(0, 1300));
  const scrolled = await page.evaluate(() => window.scrollY);
  await mark();
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture Docs'", "title: 'Renamed Fixture Docs'"));
  await page.waitForFunction(() => document.title.includes('Renamed Fixture Docs'), undefined, { timeout: 60_000 });
  assert.equal(await marked(), false, 'the page reloaded');
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrolled, { timeout: 5_000 });
  await serve.waitFor(/site\.config\.ts changed: loading the site again…\n✔ loaded \d+ pages in .*; 1 open page reloading/);
});
