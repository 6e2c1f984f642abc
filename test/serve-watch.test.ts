/**
 * `docsgen serve` in watch mode, in Chromium: an edit reloads the open page; a broken edit shows
 * the error in the browser and the terminal while the last good site is still served; the next
 * good save recovers. Bursts of edits are coalesced into few builds.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { copyFixture } from './helpers.ts';
import { request, startServe, type ServeProcess } from './serve-helpers.ts';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let site: string;
let serve: ServeProcess;
let browser: Browser;
let page: Page;
const setupDoc = () => path.join(site, 'content', 'guide', 'setup.md');

before(async () => {
  site = copyFixture('basic');
  serve = await startServe([], site);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await browser.newPage();
});

after(async () => {
  await browser?.close();
  const code = await serve?.stop();
  assert.equal(code, 0, 'Ctrl+C (SIGTERM) stops the server cleanly');
});

/** Marks the current document, so a test can tell that the page really reloaded. */
const mark = () => page.evaluate(() => Object.assign(window, { __docsgenMark: true }));
const marked = () => page.evaluate(() => '__docsgenMark' in window);

test('pages get the live-reload script in responses only; dist/ stays as a build writes it', async () => {
  await page.goto(`${serve.url}guide/setup/`);
  assert.equal(await page.locator('script[src="/__docsgen/live-reload.js"]').count(), 1);
  assert.doesNotMatch(fs.readFileSync(path.join(site, 'dist', 'guide', 'setup', 'index.html'), 'utf8'), /__docsgen/);
});

test('an edit to a doc rebuilds and the open page reloads itself with the change', async () => {
  await page.goto(`${serve.url}guide/setup/`);
  await mark();
  fs.appendFileSync(setupDoc(), '\nA freshly edited paragraph.\n');
  await page.waitForFunction(() => document.body.textContent?.includes('A freshly edited paragraph.'), undefined, { timeout: 30_000 });
  assert.equal(await marked(), false, 'the page was reloaded, not patched');
  await serve.waitFor(/content\/guide\/setup\.md changed: rebuilding…\n✔ rebuilt in \d+\.\d\d s; reloading 1 open page/);
});

test('a broken edit shows the error in the browser and the terminal, and the last good site is still served', async () => {
  const good = fs.readFileSync(setupDoc(), 'utf8');
  fs.writeFileSync(setupDoc(), good.replace(/^---\n/, '---\ntitle: [unclosed\n'));
  const overlay = page.locator('#docsgen-error-overlay');
  await overlay.waitFor({ state: 'visible', timeout: 30_000 });
  assert.match((await overlay.textContent()) ?? '', /Build failed.*content\/guide\/setup\.md:\d+: invalid YAML in front matter/s);
  await serve.waitFor(/the build failed \(\d+\.\d\d s\); still serving the last good site:\n✖ content\/guide\/setup\.md:\d+: invalid YAML/);
  const res = await request(serve.port, '/guide/setup/');
  assert.equal(res.status, 200);
  assert.match(res.body.toString(), /A freshly edited paragraph\./);
  // A page opened while the build is broken shows the error too.
  const other = await browser.newPage();
  await other.goto(`${serve.url}guide/`);
  await other.locator('#docsgen-error-overlay').waitFor({ state: 'visible', timeout: 10_000 });
  await other.close();

  await mark();
  fs.writeFileSync(setupDoc(), good.replace('A freshly edited paragraph.', 'Recovered after the fix.'));
  await page.waitForFunction(() => document.body.textContent?.includes('Recovered after the fix.'), undefined, { timeout: 30_000 });
  assert.equal(await overlay.count(), 0);
  assert.equal(await marked(), false);
  await serve.waitFor(/rebuilt in \d+\.\d\d s \(fixed\)/);
});

test('a burst of saves is coalesced: no build runs twice at once, and the last save wins', async () => {
  const before = (serve.output().match(/rebuilding…/g) ?? []).length;
  const intro = path.join(site, 'content', 'intro.md');
  const text = fs.readFileSync(intro, 'utf8');
  for (let i = 1; i <= 8; i++) fs.writeFileSync(intro, `${text}\nBurst save number ${i}.\n`);
  await page.goto(serve.url);
  await page.waitForFunction(() => document.body.textContent?.includes('Burst save number 8.'), undefined, { timeout: 30_000 });
  await new Promise((r) => setTimeout(r, 300));
  const builds = (serve.output().match(/rebuilding…/g) ?? []).length - before;
  assert.ok(builds >= 1 && builds <= 2, `${builds} builds for one burst of saves`);
  // Every build start is followed by its end before the next start.
  const events = serve.output().split('\n').filter((l) => /rebuilding…$|^✔ rebuilt|^✖ the build failed/.test(l));
  events.forEach((line, i) => assert.equal(/rebuilding…$/.test(line), i % 2 === 0, `out of order: ${events.join(' | ')}`));
});
