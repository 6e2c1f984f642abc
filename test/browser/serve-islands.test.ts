/**
 * `docsgen serve` of a Docusaurus-style site with a hydrated MDX doc, in Chromium: the doc's chunk
 * is served and its counter counts; an edit to the doc, and one to the component it imports, show
 * on the open page, which still hydrates (its counter counts again); the static folder is served.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { collectProblems, launchBrowser } from '../browser-helpers.ts';
import { copyPointedFixture } from '../helpers.ts';
import { request, startServe, type ServeProcess } from '../serve-helpers.ts';

let site: string;
let serve: ServeProcess;
let browser: Browser;

before(async () => {
  site = copyPointedFixture('docusaurus');
  serve = await startServe(['--config', path.join(site, 'site.config.ts')], site);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await serve?.stop();
});

test('a hydrated doc in serve: its chunk is served, it counts, and edits to the doc and its component show and still hydrate', async () => {
  const page = await browser.newPage();
  const problems = collectProblems(page);
  await page.goto(`${serve.url}playground/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const chunk = await page.locator('[data-island="Page"]').getAttribute('data-module');
  assert.match(chunk ?? '', /\/doc-\d+\.\w+\.js$/);
  const served = await request(serve.port, chunk!);
  assert.equal(served.status, 200);
  assert.match(served.body.toString(), /the islands runtime has not loaded React/);
  const counter = (label: string) => page.locator(`.doc-counter[data-label="${label}"]`);
  await counter('Scene beams').click();
  await page.waitForFunction(() => document.querySelector('.doc-counter[data-label="Scene beams"]')?.textContent === 'Scene beams: 1');

  const doc = path.join(site, 'docs/playground.mdx');
  fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('<Counter label="Scene beams" />', '<Counter label="Graph beams" />'));
  await counter('Graph beams').waitFor({ timeout: 30_000 });
  await page.waitForSelector('html[data-hydrated="true"]');
  await counter('Graph beams').click();
  await page.waitForFunction(() => document.querySelector('.doc-counter[data-label="Graph beams"]')?.textContent === 'Graph beams: 1');

  const component = path.join(site, 'docs/_components/Counter.jsx');
  fs.writeFileSync(component, fs.readFileSync(component, 'utf8').replace('{label}: {count}', '{label} counted {count}'));
  await page.waitForFunction(() => document.querySelector('.doc-counter[data-label="Graph beams"]')?.textContent === 'Graph beams counted 0', undefined, { timeout: 30_000 });
  await page.waitForSelector('html[data-hydrated="true"]');
  await counter('Graph beams').click();
  await page.waitForFunction(() => document.querySelector('.doc-counter[data-label="Graph beams"]')?.textContent === 'Graph beams counted 1');
  assert.deepEqual(problems, []);
});

test('the static folder is served from disk as it is now; a link in it to a file outside the site is not', async () => {
  const logo = await request(serve.port, '/img/logo.svg');
  assert.equal(logo.status, 200);
  assert.equal(logo.body.toString(), fs.readFileSync(path.join(site, 'static/img/logo.svg'), 'utf8'));
  fs.writeFileSync(path.join(site, 'static/img/new.txt'), 'added while serving\n');
  const added = await request(serve.port, '/img/new.txt');
  assert.equal(added.status, 200);
  assert.equal(added.body.toString(), 'added while serving\n');
  const outside = path.join(path.dirname(site), `outside-${path.basename(site)}.txt`);
  fs.writeFileSync(outside, 'private\n');
  fs.symlinkSync(outside, path.join(site, 'static/img/linked.txt'));
  const linked = await request(serve.port, '/img/linked.txt');
  assert.notEqual(linked.status, 200);
  assert.doesNotMatch(linked.body.toString(), /private/);
  // What the site makes wins over a static file of the same path (a build refuses such a file).
  fs.mkdirSync(path.join(site, 'static/playground'), { recursive: true });
  fs.writeFileSync(path.join(site, 'static/playground/index.html'), '<p>static copy</p>\n');
  assert.doesNotMatch((await request(serve.port, '/playground/')).body.toString(), /static copy/);
});
