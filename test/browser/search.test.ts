/**
 * Search in the browser (Debian's Chromium through playwright-core), on the search fixture built by
 * the real CLI and served from 127.0.0.1: each way to open the modal, keyboard navigation, opening a
 * result at its anchor, recent searches, the no-results and error states, the hosted index against a
 * fake DocSearch server (and the fallback when it fails), and the /search/ page. The tests share one
 * page, reset before each (storage cleared, routes dropped: see sharedPage).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { copyFixture, runCli, sharedFixtureBuild } from '../helpers.ts';
import { serveStatic, type StaticServer } from '../static-server.ts';
import { startFakeDocSearch, type FakeDocSearch } from '../fake-docsearch.ts';
import { launchBrowser, sharedPage, type SharedPage } from '../browser-helpers.ts';

let browser: Browser;
let local: StaticServer;
let hosted: StaticServer;
let fake: FakeDocSearch;
let shared: SharedPage;
/** Uncaught errors in the shared page since the test's visit. */
const pageErrors: string[] = [];

/** Builds the search fixture; `hostedHost` adds a hosted index served by the fake. */
function buildFixture(hostedHost?: string): string {
  if (!hostedHost) {
    // The unchanged fixture: the run's shared build of it.
    const built = sharedFixtureBuild('search');
    assert.equal(built.result.code, 0, built.result.stderr);
    return built.dist;
  }
  const site = copyFixture('search');
  const config = path.join(site, 'site.config.ts');
  const text = fs.readFileSync(config, 'utf8');
  fs.writeFileSync(config, text.replace('search: {', `search: { hosted: { appId: 'TESTAPP', apiKey: 'public-search-key', indexName: 'orbit', host: '${hostedHost}' },`));
  const result = runCli(['build', '--config', config]);
  assert.equal(result.code, 0, result.stderr);
  return path.join(site, 'dist');
}

before(async () => {
  fake = await startFakeDocSearch();
  local = await serveStatic(buildFixture());
  hosted = await serveStatic(buildFixture(fake.origin));
  browser = await launchBrowser();
  shared = await sharedPage(browser);
  shared.page.on('pageerror', (e) => pageErrors.push(e.message));
});

after(async () => {
  await browser?.close();
  await Promise.all([local?.close(), hosted?.close(), fake?.close()]);
});

/** The shared page, reset (its own storage, as in a fresh context), at `route`, hydrated. */
async function visit(server: StaticServer, route: string): Promise<{ page: Page; errors: string[] }> {
  const { page } = await shared.reset({ width: 1280, height: 900 });
  pageErrors.length = 0;
  await page.goto(server.origin + route);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { page, errors: pageErrors };
}

/** Asserts the page threw no uncaught error (the next visit resets the page). */
async function done(page: Page): Promise<void> {
  assert.equal(page, shared.page);
  assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
}

const dialog = (page: Page) => page.locator('.search-modal__dialog');
const input = (page: Page) => page.locator('#search-modal-input');
const options = (page: Page) => page.locator('#search-modal-list [role="option"]');
const fetchedIndex = (server: StaticServer) => server.requests.some((r) => r.startsWith('/assets/search/'));
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.className ?? '');

/** Waits (up to 5 s) for a condition on the test's side, such as a request reaching a server. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5000) assert.fail(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
}

test('the navbar button opens the modal with the input focused; the index is fetched on first use, not on load', async () => {
  local.requests.length = 0;
  const { page } = await visit(local, '/guide/install/');
  assert.ok(!fetchedIndex(local) && !local.requests.includes('/search/manifest.json'), 'nothing search-related loads with the page');
  await page.click('a.search-button');
  await input(page).waitFor();
  assert.equal(await activeId(page), 'search-modal-input');
  assert.equal(await page.locator('.search-modal__body').innerText(), 'No recent searches');
  await until(() => fetchedIndex(local), 'the index is fetched when the modal opens');
  assert.ok(local.requests.includes('/search/manifest.json'), 'opening the modal fetches the manifest, then the index');
  await search(page, 'checksum');
  await options(page).first().waitFor();
  assert.equal(page.url(), `${local.origin}/guide/install/`, 'the link did not navigate to /search/');
  await done(page);
});

test('Ctrl+K and Cmd+K toggle the modal, Esc closes it, "/" opens it only outside text fields', async () => {
  const { page } = await visit(local, '/guide/telemetry/');
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor({ state: 'detached' });
  await page.keyboard.press('Meta+k');
  await input(page).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  await page.keyboard.press('/');
  await input(page).waitFor();
  assert.equal(await input(page).inputValue(), '', 'the "/" that opened the modal is not typed into it');
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });

  await page.goto(`${local.origin}/search/`);
  await page.focus('#search-page-input');
  await page.keyboard.type('a/b');
  assert.equal(await page.inputValue('#search-page-input'), 'a/b');
  assert.equal(await dialog(page).count(), 0, '"/" in a text field types a slash');
  await done(page);
});

test('focus is trapped in the modal and returns to the search button when it closes', async () => {
  const { page } = await visit(local, '/guide/install/');
  await page.click('a.search-button');
  await input(page).waitFor();
  await search(page, 'exporter');
  await options(page).first().waitFor();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.search-modal__dialog')), `focus left the dialog after ${key}`);
  }
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  assert.ok(await page.evaluate(() => document.activeElement?.matches('a.search-button')), 'focus is back on the search button');
  await done(page);
});

test('results are grouped by page with the matched words marked, a snippet, the footer hints and "See all results"', async () => {
  const { page } = await visit(local, '/');
  await page.keyboard.press('Control+k');
  await search(page, 'exporter');
  await options(page).first().waitFor();
  const groups = page.locator('#search-modal-list .search-group');
  assert.equal(await groups.first().locator('.search-group__page').innerText(), 'Telemetry pipelines');
  assert.equal(await groups.first().getAttribute('aria-label'), 'Telemetry pipelines');
  const first = options(page).first();
  assert.equal(await first.locator('.search-hit__title').innerText(), 'Exporters');
  assert.equal(await first.locator('.search-hit__title mark').innerText(), 'Exporters');
  assert.match(await first.locator('.search-hit__snippet').innerText(), /send metrics to a backend/);
  assert.ok((await first.locator('.search-hit__snippet mark').allInnerTexts()).includes('Exporters'));
  const footer = await page.locator('.search-modal__footer').innerText();
  for (const hint of ['to select', 'to navigate', 'to close']) assert.ok(footer.includes(hint), hint);
  assert.equal(await page.getAttribute('.search-modal__all', 'href'), '/search/?q=exporter');
  assert.equal(await page.locator('.search-modal__all').innerText(), 'See all results');

  await search(page, 'register node');
  await page.locator('.search-hit__endpoint').first().waitFor();
  assert.equal(await page.locator('.search-hit__endpoint').first().textContent(), 'POST /v1/nodes');
  await done(page);
});

test('arrow keys move the selection and Enter opens the selected page at its anchor', async () => {
  const { page } = await visit(local, '/');
  await page.keyboard.press('Control+k');
  await search(page, 'exporter');
  await options(page).nth(1).waitFor();
  const selected = () => page.locator('#search-modal-list [role="option"][aria-selected="true"]');
  assert.equal(await selected().getAttribute('id'), await options(page).first().getAttribute('id'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const second = options(page).nth(1);
  assert.equal(await selected().getAttribute('id'), await second.getAttribute('id'));
  assert.equal(await input(page).getAttribute('aria-activedescendant'), await second.getAttribute('id'));
  const href = (await second.locator('a').getAttribute('href')) ?? '';
  assert.match(href, /^\/guide\/telemetry\/#/);
  await page.keyboard.press('Enter');
  await page.waitForURL(local.origin + href);
  const anchor = href.split('#')[1];
  assert.ok(await page.evaluate((id) => !!document.getElementById(id), anchor), `the page has the #${anchor} heading`);
  await done(page);
});

test('clicking a result opens the right page and anchor, and recent searches persist, hold seven and can be removed', async () => {
  const { page } = await visit(local, '/');
  await page.keyboard.press('Control+k');
  await search(page, 'checksum');
  await options(page).first().click();
  await page.waitForURL(`${local.origin}/guide/install/#verify-the-checksum`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  await page.reload();
  await page.keyboard.press('Control+k');
  const recent = page.locator('.search-group[aria-label="Recent searches"] [role="option"]');
  await recent.first().waitFor();
  assert.equal(await recent.count(), 1);
  assert.equal(await recent.first().locator('.search-hit__title').innerText(), 'Verify the checksum');
  assert.equal(await recent.first().locator('.search-hit__where').innerText(), 'Install the Orbit agent › Download the package');

  // Seven at most, newest first.
  await page.evaluate(() => {
    const many = Array.from({ length: 7 }, (_, i) => ({ url: `/guide/faq/#q${i}`, title: `Old ${i}`, context: 'Orbit FAQ' }));
    localStorage.setItem('docsgen.search.recent', JSON.stringify(many));
  });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await search(page, 'prometheus');
  await options(page).first().click();
  await page.waitForURL(`${local.origin}/guide/telemetry/#prometheus-exporter`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('docsgen.search.recent') ?? '[]') as Array<{ title: string }>);
  assert.deepEqual(
    stored.map((r) => r.title),
    ['Prometheus exporter', 'Old 0', 'Old 1', 'Old 2', 'Old 3', 'Old 4', 'Old 5'],
  );

  await page.keyboard.press('Control+k');
  await recent.first().waitFor();
  assert.equal(await recent.count(), 7);
  await recent.first().locator('button.search-hit__remove').click();
  await page.waitForFunction(() => document.querySelectorAll('.search-group[aria-label="Recent searches"] [role="option"]').length === 6);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('docsgen.search.recent') ?? '[]') as Array<{ title: string }>);
  assert.equal(after[0].title, 'Old 0');
  await done(page);
});

test('no results: the message with the query as text, up to three suggestions, and the "Let us know." link', async () => {
  const { page } = await visit(local, '/');
  await page.keyboard.press('Control+k');
  const query = '<img src=x onerror="window.__pwned=1">zzqxv';
  await search(page, query);
  const empty = page.locator('.search-state--empty');
  await empty.waitFor();
  assert.equal(await empty.locator('.search-state__title').innerText(), `No results for "${query}"`);
  assert.equal(await page.locator('.search-modal__body img').count(), 0, 'the query is never HTML');
  await empty.locator('.search-state__suggestion').first().waitFor();
  assert.ok((await empty.innerText()).includes('Try searching for'));
  const suggestions = await empty.locator('.search-state__suggestion').allInnerTexts();
  assert.ok(suggestions.length >= 1 && suggestions.length <= 3, `${suggestions.length} suggestions`);
  assert.equal(await empty.locator('.search-state__report').innerText(), 'Believe this query should return results? Let us know.');
  const report = new URL((await empty.locator('.search-state__report a').getAttribute('href')) ?? '');
  assert.equal(report.origin + report.pathname, 'https://github.com/example/orbit-docs/issues/new');
  assert.equal(report.searchParams.get('title'), `Search: no results for "${query}"`);
  await empty.locator('.search-state__suggestion').first().click();
  await options(page).first().waitFor();
  assert.equal(await input(page).inputValue(), suggestions[0]);
  assert.equal(await page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
  await done(page);
});

test('when no source can answer: "Unable to fetch results" and the network hint', async () => {
  const { page } = await visit(local, '/');
  await page.route('**/assets/search/**', (route) => route.abort());
  await page.keyboard.press('Control+k');
  await search(page, 'exporter');
  const error = page.locator('.search-state--error');
  await error.waitFor();
  assert.deepEqual(await error.locator('p').allTextContents(), ['Unable to fetch results', 'You might want to check your network connection.']);
  await done(page);
});

test('the hosted index answers first, with the language and docs-tag facet filters; the local index is not fetched', async () => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  hosted.requests.length = 0;
  const { page } = await visit(hosted, '/');
  await page.keyboard.press('Control+k');
  await search(page, 'exporter');
  await page.locator('#search-modal-list[data-source="hosted"]').waitFor();
  assert.equal(await options(page).first().locator('.search-hit__title').innerText(), 'Exporters from the hosted index');
  const request = fake.requests.at(-1)!;
  assert.equal(request.path, '/1/indexes/*/queries');
  assert.equal(request.params.get('x-algolia-application-id'), 'TESTAPP');
  assert.equal(request.params.get('x-algolia-api-key'), 'public-search-key');
  assert.equal(request.body.requests[0].indexName, 'orbit');
  assert.equal(request.body.requests[0].query, 'exporter');
  const facetFilters = JSON.parse(new URLSearchParams(request.body.requests[0].params).get('facetFilters') ?? '') as unknown;
  assert.deepEqual(facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.ok(!fetchedIndex(hosted), 'the local index is only a fallback');
  await options(page).first().click();
  await page.waitForURL(`${hosted.origin}/guide/telemetry/#exporters`);
  await done(page);
});

for (const mode of ['error', 'drop', 'hang'] as const) {
  const what = { error: 'answers HTTP 500', drop: 'drops the connection', hang: 'does not answer within the timeout' }[mode];
  test(`when the hosted index ${what}, the local index answers`, async () => {
    fake.mode = mode;
    fake.requests.length = 0;
    const { page } = await visit(hosted, '/');
    await page.keyboard.press('Control+k');
    await search(page, 'checksum');
    await page.locator('#search-modal-list[data-source="local"]').waitFor({ timeout: 8000 });
    assert.equal(await options(page).first().locator('.search-hit__title').innerText(), 'Verify the checksum');
    assert.ok(fake.requests.length >= 1, 'the hosted index was asked first');
    await done(page);
  });
}

test('when the hosted index and the local index both fail, the error state shows', async () => {
  fake.mode = 'error';
  const { page } = await visit(hosted, '/');
  await page.route('**/assets/search/**', (route) => route.abort());
  await page.keyboard.press('Control+k');
  await search(page, 'exporter');
  await page.locator('.search-state--error').waitFor();
  assert.ok((await page.locator('.search-state--error').innerText()).startsWith('Unable to fetch results'));
  await done(page);
});

test('/search/?q= lists the results on load, shows the query as text, and replaces the URL while typing', async () => {
  const query = 'exporter <b>x</b>';
  const { page } = await visit(local, `/search/?q=${encodeURIComponent('exporter')}`);
  const summary = page.locator('.search-page__summary');
  await summary.waitFor();
  assert.equal(await page.inputValue('#search-page-input'), 'exporter');
  assert.match(await summary.innerText(), /^\d+ results? on \d+ pages? for "exporter"$/);
  assert.ok((await page.locator('.search-page__list .search-hit a').count()) >= 3);
  assert.equal(await page.getAttribute('.search-page__list .search-hit a >> nth=0', 'href'), '/guide/telemetry/#exporters');
  // The page's largest paint is its server-rendered shell, not a result drawn once the index answers.
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve(last.element?.closest('.search-page__results') ? 'a result' : (last.element?.className ?? 'unknown'));
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  assert.equal(largest, 'search-page__intro');

  const historyLength = await page.evaluate(() => history.length);
  await page.fill('#search-page-input', 'checksum');
  await page.waitForFunction(() => location.search === '?q=checksum');
  await page.locator('.search-page__list a[href="/guide/install/#verify-the-checksum"]').waitFor();
  assert.equal(await page.evaluate(() => history.length), historyLength, 'typing does not add history entries');

  await page.fill('#search-page-input', query);
  await page.waitForFunction((q) => new URLSearchParams(location.search).get('q') === q, query);
  await page.goto(`${local.origin}/search/?q=${encodeURIComponent('<img src=x onerror="window.__pwned=1">zzqxv')}`);
  await page.locator('.search-state--empty').waitFor();
  assert.equal(await page.locator('.search-page__results img').count(), 0);
  assert.equal(await page.locator('.search-state__title').innerText(), 'No results for "<img src=x onerror="window.__pwned=1">zzqxv"');
  assert.equal(await page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
  await done(page);
});

test('while the modal chunk loads, the loading view shows; if it fails, an error with Retry', async () => {
  const { page } = await visit(local, '/');
  let fail = true;
  await page.route('**/assets/js/chunk.*', async (route) => {
    if (fail) return route.abort();
    await new Promise((r) => setTimeout(r, 400));
    return route.continue();
  });
  await page.keyboard.press('Control+k');
  const failure = page.locator('.search-modal--loading .loading-view--error');
  await failure.waitFor();
  assert.match(await failure.locator('p').innerText(), /^Search could not load: /);
  fail = false;
  await failure.locator('button', { hasText: 'Retry' }).click();
  await page.locator('.search-modal--loading .loading-view__spinner').waitFor();
  await input(page).waitFor({ timeout: 8000 });
  assert.equal(await page.locator('.search-modal--loading').count(), 0);
  await done(page);
});
