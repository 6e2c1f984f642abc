/**
 * The reader's side in Chromium, as a reader meets it: the navbar dropdown closing, sidebar choices
 * kept across pages, prefetching on intent only, underlined body links, labelled task checkboxes,
 * 24px TOC targets and scroll spy, a keyboard-reachable wide table, ARIA-linked code tabs, the phone
 * layout (copy button, drawer), the 404 page, the base-URL banner when only the CSS fails, and search
 * answered by a worker. The run's shared build of the runtime fixture (with its long page); the
 * tests share one page, reset before each (storage cleared, routes dropped: see sharedPage).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openSharedSite, type SharedPage, type SharedSite, type StaticServer } from '../browser-helpers.ts';

let opened: SharedSite | undefined;
let dist: string;
let server: StaticServer;
let browser: Browser;
let shared: SharedPage;

before(async () => {
  // The run's one build of the runtime fixture, shared with the files that only read it too. Its
  // content/reading.md is the page with everything a reader reads: links in text, tasks, a wide
  // table, many sections.
  opened = await openSharedSite('runtime');
  ({ dist, server, browser, shared } = opened);
});

after(async () => {
  await opened?.close();
});

/** The shared page, reset, at `route`, hydrated. Third-party assets of the fixture are answered locally. */
async function open(route: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<{ page: Page }> {
  const { page } = await shared.reset(options);
  await page.goto(server.url + route);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
  return { page };
}

const menuVisible = (page: Page) => page.isVisible('.navbar__dropdown-menu');

test('the navbar dropdown closes on a second click, on Esc with focus inside, and when Tab leaves it', async () => {
  const { page } = await open('/reading/');
  await page.click('.navbar__dropdown-toggle');
  assert.equal(await menuVisible(page), true, 'a click opens it');
  await page.click('.navbar__dropdown-toggle');
  assert.equal(await menuVisible(page), false, 'a second click closes it, though the pointer is still on it');

  await page.click('.navbar__dropdown-toggle');
  await page.focus('.navbar__dropdown-link');
  await page.keyboard.press('Escape');
  assert.equal(await menuVisible(page), false, 'Esc closes it');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('navbar__dropdown-toggle')), true, 'focus returns to the toggle');

  await page.mouse.move(0, 700);
  await page.keyboard.press('Enter');
  assert.equal(await menuVisible(page), true, 'Enter on the toggle opens it');
  const links = await page.$$eval('.navbar__dropdown-link', (els) => els.length);
  for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => !!document.activeElement?.closest('.navbar__dropdown')), false, 'focus has left the menu');
  assert.equal(await menuVisible(page), false, 'Tab past the last item closes it');
});

test('a category the reader collapsed stays collapsed on the next page and after a reload; the current page’s category opens', async () => {
  const { page } = await open('/reading/');
  const guide = '.sidebar .menu__item--category:has(> .menu__category a[href="/guide/"])';
  assert.equal(await page.getAttribute(guide, 'data-collapsed'), 'false');
  await page.click(`${guide} .menu__caret`);
  assert.equal(await page.getAttribute(guide, 'data-collapsed'), 'true');
  await page.click('.sidebar .menu__link[href="/"]');
  await page.waitForFunction(() => location.pathname === '/');
  assert.equal(await page.getAttribute(guide, 'data-collapsed'), 'true', 'after an instant navigation');
  assert.equal(await page.getAttribute(`${guide} .menu__caret`, 'aria-expanded'), 'false');
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.equal(await page.getAttribute(guide, 'data-collapsed'), 'true', 'after a full load');
  await page.goto(`${server.url}/guide/one/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.equal(await page.getAttribute(guide, 'data-collapsed'), 'false', 'the category of the page being read shows it');
});

test('without JavaScript a collapsed category shows its items and no caret (nothing could open it); with JavaScript it is closed', async () => {
  const html = fs.readFileSync(path.join(dist, 'reading', 'index.html'), 'utf8');
  // The page as it is served when the Guide category starts collapsed (docs `sidebarCollapsed`).
  const collapsedHtml = html.replace(/(<li class="menu__item menu__item--category [^"]*menu__list-item") data-collapsed="false"(><div class="menu__category menu__list-item-collapsible"><a class="menu__link menu__link--category menu__link--sublist[^"]*" href="\/guide\/")/, '$1 data-collapsed="true"$2');
  assert.notEqual(collapsedHtml, html);
  const guideItem = '.sidebar .menu__item--category:has(> .menu__category a[href="/guide/"])';
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.route(`${server.url}/reading/`, (route) => route.fulfill({ contentType: 'text/html', body: collapsedHtml }));
      await page.goto(`${server.url}/reading/`);
      assert.equal(await page.isVisible(`${guideItem} a.menu__link[href="/guide/one/"]`), !javaScriptEnabled, `items shown, JavaScript ${javaScriptEnabled}`);
      assert.equal(await page.isVisible(`${guideItem} .menu__caret`), javaScriptEnabled, `caret shown, JavaScript ${javaScriptEnabled}`);
    } finally {
      await context.close();
    }
  }
});

test('prefetch: nothing on load, one page on hover, never the current page', async () => {
  const { page } = await shared.reset();
  const fetched: string[] = [];
  const all: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && r.url().startsWith(server.url) && /\/$/.test(new URL(r.url()).pathname)) {
      fetched.push(new URL(r.url()).pathname);
      all.push(new URL(r.url()).pathname);
    }
  });
  await page.goto(`${server.url}/reading/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(800);
  assert.deepEqual(fetched, [], 'no page is fetched because its link is visible');
  await page.hover('.sidebar a[aria-current="page"]');
  await page.waitForTimeout(300);
  assert.deepEqual(fetched, [], 'the current page is never prefetched');
  // Back to the top, the pointer at rest on the title (no link), then onto one link.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.hover('.doc__title');
  await page.waitForTimeout(300);
  fetched.length = 0;
  await page.hover('.markdown a[href="/guide/one/"]');
  await page.waitForTimeout(300);
  await page.hover('.doc__title');
  await page.hover('.markdown a[href="/guide/one/"]');
  await page.waitForTimeout(300);
  assert.deepEqual(fetched, ['/guide/one/'], 'hovering a link fetches its page, once');
  // A pointer wandering over many links fetches a few pages at most.
  for (const href of ['/', '/guide/', '/guide/two/']) {
    await page.hover(`.sidebar .menu__link[href="${href}"]`);
    await page.waitForTimeout(300);
  }
  await page.hover('.navbar__dropdown-toggle');
  for (const href of ['/playground/', '/category/api/']) {
    await page.hover(`.navbar__dropdown-link[href="${href}"]`);
    await page.waitForTimeout(300);
  }
  assert.equal(new Set(all).size, all.length, 'no page twice');
  assert.equal(all.length, 5, `five pages per page view at most: ${all.join(' ')}`);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`body links are underlined, not told apart by colour alone (${colorScheme})`, async () => {
    const { page } = await open('/reading/', { colorScheme });
    await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), colorScheme);
    const decorations = await page.$$eval('.markdown p a, .markdown li a', (links) => links.map((a) => getComputedStyle(a).textDecorationLine));
    assert.ok(decorations.length > 0);
    assert.ok(
      decorations.every((d) => d.includes('underline')),
      decorations.join(', '),
    );
    });
}

test('task checkboxes are labelled, TOC links are at least 24px tall, the wide table is a focusable named region that arrow keys scroll', async () => {
  const { page } = await open('/reading/', { width: 1280 });
  const names = await page.$$eval('.markdown input[type="checkbox"]', (boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? (b as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  assert.deepEqual(names, ['Install the agent on every host', 'Read the release notes']);
  const heights = await page.$$eval('.toc .toc__link', (links) => links.map((a) => a.getBoundingClientRect().height));
  assert.ok(heights.length >= 8 && heights.every((h) => h >= 24), `TOC link heights ${heights.join(', ')}`);
  const region = page.locator('.markdown .table-scroll');
  assert.equal(await region.getAttribute('tabindex'), '0');
  assert.equal(await region.getAttribute('role'), 'region');
  assert.equal(await region.getAttribute('aria-label'), 'Table: Setting, Default, Meaning');
  assert.ok(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table is wider than the column');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('.table-scroll')!.scrollLeft > 0);
});

test('the TOC shows beside the text from 1,100px and highlights the section being read', async () => {
  const { page } = await open('/reading/', { width: 1100 });
  assert.equal(await page.isVisible('.toc'), true, 'the right-hand TOC at 1,100px');
  await page.evaluate(() => document.getElementById('section-5')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc .toc__link--active')?.getAttribute('href') === '#section-5');
  assert.equal(await page.getAttribute('.toc .toc__link--active', 'aria-current'), 'location');
  assert.equal(await page.locator('.toc .toc__link--active').count(), 1);
  // Docusaurus' class for it too, which a site's CSS may style.
  assert.equal(await page.getAttribute('.toc .table-of-contents__link--active', 'href'), '#section-5');
});

test('code tabs: each tab controls its panel, the panel is labelled by its tab, arrow keys move a roving tabindex', async () => {
  const { page } = await open('/api/notes/create-note/');
  const group = page.locator('.tabs').first();
  const tabs = await group.locator('[role="tab"]').evaluateAll((els) =>
    els.map((t) => ({ id: t.id, controls: t.getAttribute('aria-controls'), tabindex: t.getAttribute('tabindex'), selected: t.getAttribute('aria-selected') })),
  );
  assert.ok(tabs.length >= 2, 'a group of several tabs');
  for (const tab of tabs) {
    const panel = page.locator(`[id="${tab.controls}"]`);
    assert.equal(await panel.getAttribute('role'), 'tabpanel', `${tab.id} controls a panel`);
    assert.equal(await panel.getAttribute('aria-labelledby'), tab.id, `its panel is labelled by ${tab.id}`);
  }
  assert.deepEqual(
    tabs.map((t) => t.tabindex),
    ['0', ...tabs.slice(1).map(() => '-1')],
    'one tab in the Tab order',
  );
  await group.locator('[role="tab"]').first().focus();
  // Focus starts the group's hydration; a key pressed before it has hydrated is replayed after.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((id) => document.activeElement?.id === id, tabs[1].id, { timeout: 5000 });
  const focused = await page.evaluate(() => ({ id: document.activeElement?.id, selected: document.activeElement?.getAttribute('aria-selected'), tabindex: document.activeElement?.getAttribute('tabindex') }));
  assert.deepEqual(focused, { id: tabs[1].id, selected: 'true', tabindex: '0' });
  assert.equal(await page.isVisible(`[id="${tabs[1].controls}"]`), true);
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement?.id), tabs.at(-1)!.id);
});

test('a doc page loads no React and no API styles; an instant navigation to an API page links its stylesheet first', async () => {
  const { page } = await open('/reading/');
  // Idle, or 3 s without idle time: the client's idle-time work has run by then either way (it asks
  // for its idle callbacks with a 2 s timeout).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/assets/js/')).map((e) => ({ path: new URL(e.name).pathname, bytes: e.decodedBodySize })),
  );
  // The first script and its static imports are some 20 KB; React's chunk alone is over 200 KB.
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  assert.ok(total > 0 && total < 40_000, `no React chunk by idle: ${JSON.stringify(scripts)}`);
  assert.equal(await page.locator('link[rel="stylesheet"][href*="/assets/css/api."]').count(), 0, 'no API styles on a doc page');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/api/notes/create-note/', textContent: 'API', id: 'to-api' });
    document.querySelector('.main')!.append(link);
  });
  await page.click('#to-api');
  await page.waitForFunction(() => document.title.startsWith('Create a note'));
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'an instant navigation');
  assert.equal(await page.locator('head link[rel="stylesheet"][href*="/assets/css/api."]').count(), 1);
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.api-op')!).display), 'grid', 'the API rules apply');
});

test('on a 390px phone the copy button sits above the title, which keeps the full width; the drawer opens on the sidebar, goes back to the main menu, folds the dropdown and scrolls as one', async () => {
  const { page } = await open('/reading/', { width: 390 });
  const button = await page.locator('.copy-markdown').boundingBox();
  const title = await page.locator('.doc__title').boundingBox();
  const column = await page.locator('.markdown').boundingBox();
  assert.ok(button && title && column);
  assert.ok(button.y + button.height <= title.y, 'the button is above the title, not beside it');
  assert.ok(title.width >= column.width - 1, `the title has the column's width (${title.width} of ${column.width})`);

  await page.click('.navbar__toggle');
  await page.waitForSelector('html[data-drawer-open]');
  // As in Docusaurus, a doc page's drawer opens on its sidebar, the navbar's links one button away.
  assert.equal(await page.isVisible('#doc-drawer a.menu__link[aria-current="page"]'), true, 'the sidebar first');
  assert.equal(await page.isVisible('.drawer__nav'), false, 'the navbar links behind it');
  await page.click('.drawer__back:text("← Back to main menu")');
  assert.equal(await page.isVisible('.drawer__nav'), true, 'the navbar links');
  assert.equal(await page.isVisible('#doc-drawer a.menu__link[aria-current="page"]'), false, 'in place of the sidebar');
  assert.equal(await page.isVisible('.drawer__menu > summary:text("More")'), true, 'the dropdown is a folded group');
  assert.equal(await page.isVisible('.drawer__submenu a[href="/playground/"]'), false, 'its links are folded away');
  const github = await page.locator('.drawer__nav a[href="https://github.com/example"]').boundingBox();
  assert.ok(github && github.y + github.height <= 800, 'the links after the dropdown are in view');
  const nested = await page.$$eval('.sidebar *', (els) => els.filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight).length);
  assert.equal(nested, 0, 'no scroll box inside the drawer');
  await page.click('.drawer__menu > summary');
  assert.equal(await page.isVisible('.drawer__submenu a[href="/playground/"]'), true, 'the group opens');
  await page.keyboard.press('Escape');
  await page.click('.navbar__toggle');
  await page.waitForSelector('html[data-drawer-open]');
  assert.equal(await page.isVisible('#doc-drawer a.menu__link[aria-current="page"]'), true, 'opened again, on the sidebar');
  assert.equal(await page.locator('.drawer__nav a[href="https://github.com/example"] svg.icon--external').count(), 1, 'another site\'s link has its arrow');
  // (Which item is marked on which page: test/unit/site.test.ts, from the built HTML.)
  assert.equal(await page.locator('.drawer__link--active').count(), 0, 'no navbar item is this page\'s');
});

test('the 404 page stays, says so, offers search and home, and names no canonical address', async () => {
  const { page } = await shared.reset();
  const response = await page.goto(`${server.url}/no/such/page/`);
  assert.equal(response?.status(), 404);
  await page.waitForTimeout(500);
  assert.equal(new URL(page.url()).pathname, '/no/such/page/', 'no forward');
  assert.equal(await page.textContent('h1'), 'Page Not Found');
  assert.equal(await page.getAttribute('form[role="search"]', 'action'), '/search/');
  assert.equal(await page.locator('link[rel="canonical"], meta[http-equiv="refresh"], meta[property="og:url"]').count(), 0);
  assert.equal(await page.locator('meta[name="robots"]').count(), 0, 'status 404 keeps it out of search engines; no noindex needed');
});

test('base-URL banner: when only the stylesheet fails, it says so instead of recommending the baseUrl already set', async () => {
  const { page } = await shared.reset();
  await page.route(/\.css$/, (r) => void r.fulfill({ status: 404, body: '' }));
  await page.goto(`${server.url}/guide/one/`);
  const text = (await (await page.waitForSelector('.base-url-banner')).textContent()) ?? '';
  assert.match(text, /stylesheet could not be loaded/);
  assert.doesNotMatch(text, /Set baseUrl/);
});

test('search runs in a worker: /search/?q= shows results and the page itself never fetches the index', async () => {
  const { page } = await open('/search/?q=part');
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.waitForSelector('.search-page__results .search-hit', { timeout: 10_000 });
  const workerUrls = [...workers, ...page.workers().map((w) => w.url())];
  assert.ok(
    workerUrls.some((u) => /\/assets\/js\/search-worker\.[A-Z0-9]+\.js$/.test(u)),
    `workers: ${workerUrls.join(', ')}`,
  );
  const pageFetches = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(!pageFetches.some((u) => u.includes('/assets/search/')), 'the index is fetched by the worker, not the page');
});
