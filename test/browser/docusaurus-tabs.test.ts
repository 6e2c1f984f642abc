/**
 * Docusaurus Tabs in Chromium (test/fixtures/docusaurus): a `queryString` group takes its tab from
 * the address and writes a choice back to it; a TabItem marked `default` is shown first; the page
 * hydrates with no console problem.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { sharedFixtureBuild } from '../helpers.ts';
import { collectProblems, launchBrowser, serveDist, type StaticServer } from '../browser-helpers.ts';

let server: StaticServer;
let browser: Browser;

before(async () => {
  const built = sharedFixtureBuild('docusaurus', ['--no-cache']);
  assert.equal(built.result.code, 0, built.result.stderr);
  server = await serveDist(built.dist);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('?os=linux selects the Linux tab; choosing macOS writes os=mac to the address; the default tab shows first', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(`${server.url}/install/?os=linux`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const os = page.locator('[data-tab-group="os"]');
  await page.waitForFunction(() => document.querySelector('[data-tab-group="os"] [role="tab"][data-tab="linux"]')?.getAttribute('aria-selected') === 'true');
  assert.equal(await os.locator('[role="tabpanel"][data-tab="linux"]').isVisible(), true);
  assert.equal(await os.locator('[role="tabpanel"][data-tab="mac"]').isVisible(), false);
  await os.locator('[role="tab"][data-tab="mac"]').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('os') === 'mac');
  // The group without a query string shows its `default` tab (Yarn), not the first.
  await page.waitForFunction(() => document.querySelector('[role="tab"][data-tab="yarn"]')?.getAttribute('aria-selected') === 'true');
  assert.deepEqual(problems, []);
  await context.close();
});
