/**
 * `docsgen serve` in watch mode with API groups, over HTTP: an edit to a spec rebuilds that group
 * only and its pages change; a broken spec is reported once with its file and line while the last
 * good pages are still served; the fix brings the group back. In Chromium, an operation page
 * updates in place with the code-sample tab the reader chose still selected, its island hydrated.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser-helpers.ts';
import { copyFixture } from './helpers.ts';
import { request, startServe, type ServeProcess } from './serve-helpers.ts';

let site: string;
let serve: ServeProcess;
let browser: Browser | undefined;
const spec = () => path.join(site, 'specs', 'modern.yaml');

before(async () => {
  site = copyFixture('api');
  serve = await startServe([], site);
});

after(async () => {
  await browser?.close();
  assert.equal(await serve?.stop(), 0);
});

/** The site's pages whose HTML includes `text`, by path. */
async function pagesWith(text: string): Promise<string[]> {
  const sitemap = (await request(serve.port, '/sitemap.xml')).body.toString();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const found: string[] = [];
  for (const p of paths) if ((await request(serve.port, p)).body.toString().includes(text)) found.push(p);
  return found;
}

test('an edit to a spec rebuilds its group only, and its pages change', async () => {
  const before = await pagesWith('Read a note');
  assert.ok(before.length > 0, 'the operation is on a page');
  fs.writeFileSync(spec(), fs.readFileSync(spec(), 'utf8').replace('summary: Read a note', 'summary: Read one saved note'));
  await serve.waitFor(/specs\/modern\.yaml changed\n✔ updated in \d+ ms: 1 API group compiled, \d+ pages? rendered/);
  assert.deepEqual(await pagesWith('Read a note'), []);
  // The operation's page follows its new summary (its sidebar link on every page too); the old one is gone.
  const after = await pagesWith('Read one saved note');
  assert.deepEqual(after, before.map((p) => p.replace('/read-a-note/', '/read-one-saved-note/')));
  assert.ok(before.includes('/api/modern/read-a-note/') && after.length > 2);
  assert.equal((await request(serve.port, '/api/modern/read-a-note/')).status, 404);
});

test('a broken spec is reported once with file and line; the last good pages stay; the fix recovers', async () => {
  const good = fs.readFileSync(spec(), 'utf8');
  fs.writeFileSync(spec(), good.replace('paths:\n', 'paths:\n  /broken: [unclosed\n'));
  await serve.waitFor(/the update failed \(\d+ ms\); still serving the last good pages:\n✖ specs\/modern\.yaml:\d+/);
  assert.ok((await pagesWith('Read one saved note')).length > 0, 'the last good pages are served');
  fs.writeFileSync(spec(), good.replace('summary: Read one saved note', 'summary: Read a fixed note'));
  await serve.waitFor(/updated in \d+ ms \(fixed\): 1 API group compiled/);
  assert.ok((await pagesWith('Read a fixed note')).length > 0);
  assert.equal(serve.output().match(/✖ specs\/modern\.yaml:/g)?.length, 1, 'the error is printed once');
});

test('an operation page updates in place, keeping the chosen code-sample tab, its tabs hydrated again', async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${serve.url}api/shop/create-order/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const tabs = page.locator('#main-content [role="tab"]');
  assert.ok((await tabs.count()) >= 2, 'the page has code-sample tabs');
  const chosen = await tabs.nth(1).getAttribute('data-tab');
  await tabs.nth(1).click();
  await page.evaluate(() => Object.assign(window, { __docsgenMark: true }));
  const shop = path.join(site, 'specs', 'shop.yaml');
  const text = fs.readFileSync(shop, 'utf8');
  fs.writeFileSync(shop, text.replace(/(\n\s+)(operationId: createOrder)/, '$1description: An order edited while serving.$1$2'));
  await page.waitForFunction(() => document.querySelector('#main-content')?.textContent?.includes('An order edited while serving.'), undefined, { timeout: 30_000 });
  assert.equal(await page.evaluate(() => '__docsgenMark' in window), true, 'updated in place');
  await page.waitForFunction((tab) => document.querySelector(`#main-content [role="tab"][data-tab="${tab}"]`)?.getAttribute('aria-selected') === 'true', chosen, { timeout: 5_000 });
  // The island was hydrated again: its tabs answer clicks.
  const first = page.locator('#main-content [role="tab"]').first();
  await first.click();
  assert.equal(await first.getAttribute('aria-selected'), 'true');
});
