/**
 * The client runtime in Chromium: hydration, colour mode, announcement bar, mobile drawer, sidebar
 * categories, tabs, instant navigation, lazy-load and crash views, React pages, the base URL banner,
 * version metadata, analytics and third-party assets. The tests share one page, reset before each
 * (its storage cleared: see sharedPage), against the runtime fixture served from 127.0.0.1.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { copyFixture, runCli, sharedFixtureBuild, type CliResult } from '../helpers.ts';
import { openSharedSite, serveDist, type SharedPage, type SharedSite, type StaticServer } from '../browser-helpers.ts';

let opened: SharedSite | undefined;
let dist: string;
let server: StaticServer;
let browser: Browser;
let shared: SharedPage;

before(async () => {
  // The run's one build of the unchanged fixture, shared with the files that only read it too.
  opened = await openSharedSite('runtime');
  ({ dist, server, browser, shared } = opened);
});

after(async () => {
  await opened?.close();
});

interface Ctx {
  context: BrowserContext;
  page: Page;
  problems: string[];
  external: string[];
}

/**
 * The file's shared page, reset (see sharedPage); `init` runs in every document before the page's
 * scripts. Third-party URLs are answered locally and recorded, never fetched.
 */
function open(width = 1280, options: { colorScheme?: 'light' | 'dark'; init?: string } = {}): Promise<Ctx> {
  return shared.reset({ width, ...options });
}

let variant: { site: string; result: CliResult } | undefined;

/**
 * One build, run from its own folder (outside docsgen's), of a copy of the basic fixture with
 * `respectPrefersColorScheme` on and a React page of its own (content/counter.tsx); made once, for
 * the two tests that read it.
 */
function basicVariant(): { site: string; result: CliResult } {
  if (variant) return variant;
  const site = copyFixture('basic');
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("version: '1.2.3',", "version: '1.2.3',\n  colorMode: { respectPrefersColorScheme: true },"));
  fs.writeFileSync(
    path.join(site, 'content/counter.tsx'),
    "import { useState } from 'react';\nexport const frontMatter = { title: 'Counter' };\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Clicked {n}</button>;\n}\n",
  );
  variant = { site, result: runCli(['build', '--config', config], site) };
  return variant;
}

async function load(ctx: Ctx, route: string): Promise<void> {
  await ctx.page.goto(server.url + route);
  await ctx.page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
}

for (const width of [1280, 390]) {
  test(`every page type hydrates with no console error or warning (${width}px)`, async () => {
    const ctx = await open(width);
    for (const route of ['/', '/guide/one/', '/category/api/', '/api/notes/create-note/', '/api/notes/notes-api/', '/search/', '/playground/']) {
      await load(ctx, route);
    }
    await ctx.page.goto(`${server.url}/404.html`);
    await ctx.page.waitForSelector('html[data-hydrated="true"]');
    assert.deepEqual(ctx.problems, []);
    });
}

test('the hydrated flag is absent in the server markup and set after the first render', async () => {
  const html = fs.readFileSync(path.join(dist, 'guide/one/index.html'), 'utf8');
  assert.doesNotMatch(html, /data-hydrated/);
  const ctx = await open();
  await load(ctx, '/guide/one/');
  assert.equal(await ctx.page.getAttribute('html', 'data-hydrated'), 'true');
});

test('colour mode: default light, the toggle switches and is remembered, applied before the bundle runs', async () => {
  const ctx = await open(1280, { colorScheme: 'dark' });
  await load(ctx, '/guide/one/');
  // respectPrefersColorScheme is false here: a dark system still gets light.
  assert.equal(await ctx.page.getAttribute('html', 'data-theme'), 'light');
  await ctx.page.click('.color-mode-toggle');
  assert.equal(await ctx.page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await ctx.page.evaluate(() => localStorage.getItem('theme')), 'dark');
  const background = await ctx.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(background, 'rgb(27, 27, 29)');
  // With the client bundle blocked, the head script alone applies the stored choice: no flash.
  await ctx.context.route('**/assets/js/**', (route) => route.abort());
  await ctx.page.goto(`${server.url}/guide/two/`);
  assert.equal(await ctx.page.getAttribute('html', 'data-theme'), 'dark');
});

test('colour mode with respectPrefersColorScheme: follows the system until the reader chooses; a click goes light, dark, then back to the system', async () => {
  const { site, result } = basicVariant();
  assert.equal(result.code, 0, result.stderr);
  const local = await serveDist(path.join(site, 'dist'));
  try {
    const { page } = await shared.reset({ colorScheme: 'dark' });
    await page.goto(`${local.url}/guide/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.getAttribute('.color-mode-toggle', 'aria-label'), 'Switch between dark and light mode (currently system mode)');
    assert.equal(await page.locator('.color-mode-toggle .icon--system').isVisible(), true);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    // System, then light, then dark, then the system's again (as Docusaurus 3.10's toggle).
    await page.click('.color-mode-toggle');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    assert.equal(await page.getAttribute('.color-mode-toggle', 'aria-label'), 'Switch between dark and light mode (currently light mode)');
    await page.click('.color-mode-toggle');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'the reader’s choice wins over the system');
    await page.click('.color-mode-toggle');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light', 'back to the system’s: light');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  } finally {
    await local.close();
  }
});

test('announcement bar: dismissed by id, never flashes back, a new id shows again', async () => {
  const ctx = await open();
  await load(ctx, '/guide/one/');
  assert.ok(await ctx.page.isVisible('.announcement'));
  await ctx.page.click('.announcement__close');
  assert.equal(await ctx.page.isVisible('.announcement'), false);
  assert.equal(await ctx.page.evaluate(() => localStorage.getItem('docsgen-announcement-dismiss')), 'release-3');
  await ctx.context.route('**/assets/js/**', (route) => route.abort());
  await ctx.page.goto(`${server.url}/guide/two/`);
  assert.equal(await ctx.page.isVisible('.announcement'), false, 'hidden by the head script, before any bundle');
  await ctx.context.unroute('**/assets/js/**');
  await ctx.page.evaluate(() => localStorage.setItem('docsgen-announcement-dismiss', 'release-2'));
  await load(ctx, '/guide/one/');
  assert.ok(await ctx.page.isVisible('.announcement'), 'a different id shows the bar');
});

test('mobile: the menu button opens the drawer; focus moves in; Esc and a click outside close it', async () => {
  const ctx = await open(390);
  await load(ctx, '/guide/one/');
  const { page } = ctx;
  assert.equal(await page.isVisible('.navbar__items'), false);
  assert.equal(await page.isVisible('#doc-drawer'), false);
  await page.click('.navbar__toggle');
  await page.waitForFunction(() => document.getElementById('doc-drawer')!.getBoundingClientRect().left >= 0);
  assert.equal(await page.getAttribute('.navbar__toggle', 'aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'drawer__close');
  assert.ok(await page.isVisible('#doc-drawer a.menu__link[aria-current="page"]'), 'the sidebar is in the drawer');
  await page.keyboard.press('Escape');
  assert.equal(await page.getAttribute('.navbar__toggle', 'aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'navbar__toggle');
  await page.click('.navbar__toggle');
  await page.mouse.click(380, 400); // the backdrop, right of the drawer
  assert.equal(await page.getAttribute('.navbar__toggle', 'aria-expanded'), 'false');
});

test('sidebar categories collapse and expand on click, expanded by default', async () => {
  const ctx = await open();
  await load(ctx, '/guide/one/');
  const { page } = ctx;
  const item = '.menu__item--category';
  assert.equal(await page.getAttribute(item, 'data-collapsed'), 'false');
  assert.ok(await page.isVisible('a.menu__link[href="/guide/two/"]'));
  await page.click(`${item} .menu__caret`);
  assert.equal(await page.getAttribute(item, 'data-collapsed'), 'true');
  assert.equal(await page.isVisible('a.menu__link[href="/guide/two/"]'), false);
  await page.click(`${item} .menu__caret`);
  assert.ok(await page.isVisible('a.menu__link[href="/guide/two/"]'));
  // A category without a page (its label a link to its first page, as the template draws it) opens
  // from its label, and the page stays.
  await page.evaluate(() => {
    const link = document.querySelector('.menu__item--category a.menu__link--category')!;
    link.className = 'menu__link menu__link--category menu__link--toggle';
    link.setAttribute('role', 'button');
    link.setAttribute('href', '/guide/two/');
  });
  const before = page.url();
  await page.click(`${item} a.menu__link--toggle`);
  assert.equal(await page.getAttribute(item, 'data-collapsed'), 'true');
  assert.equal(await page.getAttribute(`${item} .menu__caret`, 'aria-expanded'), 'false');
  await page.waitForTimeout(300);
  assert.equal(page.url(), before, 'the label toggles; it does not navigate');
});

test('tabs: the choice is stored per group id and applied on later pages', async () => {
  const ctx = await open();
  await load(ctx, '/api/notes/create-note/');
  const { page } = ctx;
  assert.equal(await page.getAttribute('[role="tab"][data-tab="curl"]', 'aria-selected'), 'true');
  // A group below the fold hydrates when touched: the click is replayed once React has loaded.
  await page.click('[role="tab"][data-tab="php"]');
  await page.waitForSelector('[role="tabpanel"][data-tab="php"]', { state: 'visible', timeout: 5000 });
  assert.equal(await page.isVisible('[role="tabpanel"][data-tab="curl"]'), false);
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.code-samples')), 'php');
  await page.goto(`${server.url}/api/notes/list-notes/`); // a full load
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => document.querySelector('[role="tab"][data-tab="php"]')?.getAttribute('aria-selected') === 'true');
  await page.keyboard.press('Tab');
  await page.focus('[role="tab"][data-tab="php"]');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('[role="tab"][data-tab="nodejs"]', 'aria-selected'), 'true');
});

test('instant navigation: no reload; title, URL, focus and scroll update; back and forward work', async () => {
  const ctx = await open();
  await load(ctx, '/guide/two/');
  const { page } = ctx;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.evaluate(() => window.scrollTo(0, 1500));
  // element.click() does not scroll the link into view first, so the position to restore stays 1500.
  await page.$eval('.pagination a[rel="prev"]', (a) => (a as HTMLAnchorElement).click());
  await page.waitForFunction(() => document.title.startsWith('Part one'));
  assert.equal(page.url(), `${server.url}/guide/one/`);
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'same document: no full reload');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
  assert.equal(await page.getAttribute('.sidebar__nav a[href="/guide/one/"]', 'aria-current'), 'page');
  assert.match((await page.getAttribute('meta[name="description"]', 'content')) ?? '', /first part of the guide/);
  await page.goBack();
  await page.waitForFunction(() => document.title.startsWith('Part two'));
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.goForward();
  await page.waitForFunction(() => document.title.startsWith('Part one'));
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42);
  // Islands in swapped content are hydrated again: the navbar toggle still works.
  await page.click('.color-mode-toggle');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.deepEqual(ctx.problems, []);
});

test('instant navigation on a site without trailing slashes (guide/setup.html at /guide/setup)', async () => {
  const site = copyFixture('basic');
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("version: '1.2.3',", "version: '1.2.3',\n  trailingSlash: false,\n  pageFiles: 'html',"));
  const result = runCli(['build', '--no-cache', '--config', config], site);
  assert.equal(result.code, 0, result.stderr);
  assert.ok(fs.existsSync(path.join(site, 'dist/guide/setup.html')), 'guide/setup is written as guide/setup.html');
  const local = await serveDist(path.join(site, 'dist'));
  try {
    const { page, problems } = await shared.reset({});
    await page.goto(`${local.url}/guide/advanced`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.$eval('.pagination a[rel="prev"]', (a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction(() => !document.title.startsWith('Advanced'));
    assert.equal(page.url(), `${local.url}/guide/setup`);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'same document: no full reload');
    assert.equal(await page.getAttribute('.sidebar__nav a[href="/guide/setup"]', 'aria-current'), 'page');
    assert.deepEqual(problems, []);
  } finally {
    await local.close();
  }
});

test('instant navigation: a link with a hash scrolls to that heading', async () => {
  const ctx = await open();
  await load(ctx, '/guide/one/');
  await ctx.page.click('.main a[href="/guide/two/#deep-section"]');
  await ctx.page.waitForFunction(() => document.title.startsWith('Part two'));
  // The section is the last on the page, so it is scrolled into view rather than to the very top.
  await ctx.page.waitForFunction(() => {
    const top = document.getElementById('deep-section')!.getBoundingClientRect().top;
    return window.scrollY > 1000 && top >= 0 && top < window.innerHeight;
  });
  assert.equal(new URL(ctx.page.url()).hash, '#deep-section');
});


test('crafted hashes execute nothing and break nothing, on load and on instant navigation', async () => {
  const ctx = await open();
  const hashes = [
    '#<img src=x onerror="window.__pwned=1">',
    '#%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E',
    '#"><svg onload="window.__pwned=2">',
    '#javascript:window.__pwned=3',
    '#%E0%A4%A', // broken percent-encoding
  ];
  for (const hash of hashes) {
    await ctx.page.goto(`${server.url}/guide/one/${hash}`);
    await ctx.page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
  }
  // The same fragments on links the client router follows without a reload.
  for (const hash of hashes) {
    await ctx.page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'crafted';
      link.id = 'crafted-link';
      document.getElementById('crafted-link')?.remove();
      document.querySelector('.main')!.append(link);
    }, `/guide/two/${hash}`);
    await ctx.page.click('#crafted-link');
    await ctx.page.waitForFunction(() => document.title.startsWith('Part two'));
    await ctx.page.goBack();
    await ctx.page.waitForFunction(() => document.title.startsWith('Part one'));
  }
  assert.equal(await ctx.page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
  assert.equal(await ctx.page.locator('img[src="x"], svg[onload]').count(), 0);
  assert.deepEqual(ctx.problems, []);
});
test('the progress bar appears only when loading takes more than 200 ms', async () => {
  const ctx = await open();
  await load(ctx, '/guide/one/');
  const { page } = ctx;
  // A fast navigation: no bar ever attached.
  await page.evaluate(() => {
    (window as unknown as { sawBar: boolean }).sawBar = false;
    new MutationObserver(() => {
      if (document.querySelector('.route-progress')) (window as unknown as { sawBar: boolean }).sawBar = true;
    }).observe(document.body, { childList: true });
  });
  await page.click('.main a[href="/guide/two/"]');
  await page.waitForFunction(() => document.title.startsWith('Part two'));
  assert.equal(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar), false);
  // A slow one: the bar shows, then goes. (/playground/ is only in the navbar dropdown, so it was
  // not prefetched while visible; the hover before the click starts the slow fetch.)
  await ctx.context.route(`${server.url}/playground/`, async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.hover('.navbar__dropdown-toggle');
  await page.click('.navbar__dropdown-link[href="/playground/"]');
  await page.waitForSelector('.route-progress', { timeout: 2000 });
  await page.waitForFunction(() => document.title.startsWith('Playground'));
  assert.equal(await page.$('.route-progress'), null);
});

test('links are prefetched on hover, but not on data-saver connections', async () => {
  // /playground/ is linked only from the navbar dropdown, which visible-link prefetching does not watch.
  const ctx = await open();
  await load(ctx, '/guide/one/');
  const requests: string[] = [];
  ctx.page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await ctx.page.hover('.navbar__dropdown-toggle');
  await ctx.page.hover('.navbar__dropdown-link[href="/playground/"]');
  await ctx.page.waitForTimeout(300);
  assert.ok(requests.includes('/playground/'), `hover prefetch: ${requests.join(' ')}`);

  const saver = await open(1280, {
    init: "Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });",
  });
  const seen: string[] = [];
  saver.page.on('request', (r) => seen.push(`${r.resourceType()} ${new URL(r.url()).pathname}`));
  await load(saver, '/guide/one/');
  assert.equal(await saver.page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData), true, 'a data-saver connection');
  await saver.page.hover('.navbar__dropdown-toggle');
  await saver.page.hover('.navbar__dropdown-link[href="/playground/"]');
  await saver.page.waitForTimeout(500);
  assert.deepEqual(seen.filter((r) => r.startsWith('fetch')), [], 'no prefetch at all, neither on hover nor for visible links');
});

test('a failed route load falls back to a full page load', async () => {
  const ctx = await open();
  // Every fetch of /guide/two/ fails (prefetch and click alike); a full document load still works.
  await ctx.context.route(`${server.url}/guide/two/`, (route) =>
    route.request().resourceType() === 'fetch' ? route.fulfill({ status: 500, body: 'broken' }) : route.continue(),
  );
  await load(ctx, '/guide/one/');
  const { page } = ctx;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.click('.main a[href="/guide/two/"]');
  await page.waitForFunction(() => document.title.startsWith('Part two') && !(window as unknown as { marker?: number }).marker);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.equal(new URL(page.url()).pathname, '/guide/two/');
});

test('React page: server-rendered, hydrated from its own chunk, interactive', async () => {
  const html = fs.readFileSync(path.join(dist, 'playground/index.html'), 'utf8');
  assert.match(html, /<title>Playground \| Runtime Fixture<\/title>/);
  assert.match(html, /data-island="Page" data-module="\/assets\/js\/page-0\.[A-Z0-9]+\.js"/);
  assert.match(html, /Clicked <output class="count">0<\/output> times\./);
  const ctx = await open();
  await load(ctx, '/playground/');
  await ctx.page.click('.increment');
  await ctx.page.click('.increment');
  assert.equal(await ctx.page.textContent('.count'), '2');
  assert.deepEqual(ctx.problems, []);
});

test('crash view: "This page crashed." with the message, and "Try again" recovers', async () => {
  const ctx = await open();
  await load(ctx, '/playground/');
  await ctx.page.click('.crash');
  await ctx.page.waitForSelector('.crash-view');
  assert.equal(await ctx.page.textContent('.crash-view__title'), 'This page crashed.');
  assert.equal(await ctx.page.textContent('.crash-view__message'), 'The crash button was pressed.');
  await ctx.page.click('.crash-view button:text("Try again")');
  await ctx.page.waitForSelector('.playground');
  assert.equal(await ctx.page.textContent('.count'), '0');
});

test('loading view: a spinner while a slow chunk loads, a red box with Retry when it fails', async () => {
  const ctx = await open();
  await load(ctx, '/playground/');
  const { page } = ctx;
  let mode: 'slow' | 'fail' | 'ok' = 'slow';
  await ctx.context.route(/\/assets\/js\/chunk\.[^/?]*\.js(\?|$)/, async (route) => {
    const body = await (await fetch(route.request().url())).text();
    if (!body.includes('Chart of')) return route.fulfill({ status: 200, contentType: 'text/javascript', body });
    if (mode === 'fail') return route.fulfill({ status: 404, body: 'gone' });
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 800));
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  mode = 'fail';
  await page.click('.load-lazy');
  await page.waitForSelector('.load-error');
  assert.match((await page.textContent('.load-error__message')) ?? '', /Failed to fetch dynamically imported module|error loading dynamically imported module/i);
  assert.ok(await page.isVisible('.load-error button:text("Retry")'));
  // The browser caches a failed module import, so Retry must really fetch again: serve it slowly now.
  mode = 'slow';
  await page.click('.load-error button:text("Retry")');
  await page.waitForSelector('.loading-view__spinner', { timeout: 2000 });
  await page.waitForSelector('.chart');
  assert.equal(await page.textContent('.chart'), 'Chart of 3, 1, 4');
});

test('a React page in a site outside the docsgen folder builds: automatic JSX, docsgen’s React', () => {
  const { site, result } = basicVariant();
  assert.equal(result.code, 0, result.stderr);
  assert.match(fs.readFileSync(path.join(site, 'dist/counter/index.html'), 'utf8'), /<button>Clicked <!-- -->0<\/button>/);
});

test('a page module without a default export fails the build naming the file', () => {
  const site = copyFixture('basic');
  fs.writeFileSync(path.join(site, 'content/widget.tsx'), 'export const answer = 42;\n');
  const r = runCli(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /content\/widget\.tsx: the page component has no default export/);
});

test('base URL banner: a page served outside baseUrl shows the red banner saying what to set', async () => {
  const mounted = await serveDist(dist, '/docs/');
  try {
    const { page } = await shared.reset();
    await page.goto(`${mounted.url}/docs/guide/one/`);
    const banner = await page.waitForSelector('.base-url-banner');
    const text = (await banner.textContent()) ?? '';
    assert.match(text, /baseUrl setting is "\/"/);
    assert.match(text, /served from "\/docs\/guide\/one\/"/);
    assert.match(text, /Set baseUrl in site\.config\.ts to the path the site is served from: baseUrl: "\/docs\/"/);
    assert.equal(await banner.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(179, 38, 30)');
  } finally {
    await mounted.close();
  }
  const ctx = await open();
  await load(ctx, '/guide/one/');
  assert.equal(await ctx.page.$('.base-url-banner'), null, 'no banner when the base URL is right');
});

test('version metadata is emitted as JSON and the preferred version is stored', async () => {
  const meta = JSON.parse(fs.readFileSync(path.join(dist, 'docs-versions.json'), 'utf8')) as {
    versions: Array<{ name: string; label: string; isLast: boolean; path: string; mainDocId: string; docs: Array<{ id: string; path: string }>; draftIds: string[]; sidebars: Record<string, unknown> }>;
  };
  const [v] = meta.versions;
  assert.deepEqual([v.name, v.label, v.isLast, v.path, v.mainDocId], ['current', 'Next', true, '/', 'introduction']);
  assert.deepEqual(v.draftIds, []);
  assert.ok(v.docs.some((d) => d.id === 'guide/one' && d.path === '/guide/one/'));
  assert.deepEqual(Object.keys(v.sidebars).sort(), ['api', 'docs']);
  const ctx = await open();
  await load(ctx, '/guide/one/');
  assert.equal(await ctx.page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
});

test('analytics: a page view on first load and on each navigation, with IP anonymisation', async () => {
  const ctx = await open();
  await load(ctx, '/guide/one/');
  const { page } = ctx;
  assert.ok(ctx.external.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id=G-RUNTIME1')));
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args) as unknown[]).map((a) => JSON.stringify(a)),
    );
  let layer = await events();
  assert.ok(layer.some((e) => e.includes('"config","G-RUNTIME1"') && e.includes('"anonymize_ip":true')), layer.join('\n'));
  assert.equal(layer.filter((e) => e.includes('"page_view"')).length, 1);
  await page.click('.main a[href="/guide/two/"]');
  await page.waitForFunction(() => document.title.startsWith('Part two'));
  layer = await events();
  const views = layer.filter((e) => e.includes('"page_view"'));
  assert.equal(views.length, 2);
  assert.match(views[1], /"page_path":"\/guide\/two\/"/);
});

test('third-party script and stylesheets load without blocking rendering', async () => {
  const html = fs.readFileSync(path.join(dist, 'guide/one/index.html'), 'utf8');
  assert.match(html, /<link rel="stylesheet" href="https:\/\/fonts\.example\.com\/css\/inter\.css" media="print" data-async-stylesheet=""\/>/);
  assert.match(html, /<script src="https:\/\/widget\.example\.com\/widget\.js" async="">/);
  const ctx = await open();
  await load(ctx, '/guide/one/');
  await ctx.page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-async-stylesheet]')?.media === 'all');
  assert.ok(ctx.external.includes('https://widget.example.com/widget.js'));
});

test('with no analytics or third-party assets configured, nothing third-party loads', async () => {
  const site = sharedFixtureBuild('basic');
  assert.equal(site.result.code, 0, site.result.stderr);
  const local = await serveDist(site.dist);
  try {
    const { page } = await shared.reset();
    const external: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      external.push(route.request().url());
      void route.abort();
    });
    await page.goto(`${local.url}/guide/setup/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.hover('.navbar__brand');
    assert.deepEqual(external, []);
    assert.equal(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag), 'undefined');
  } finally {
    await local.close();
  }
});
