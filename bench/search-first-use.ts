/**
 * What a reader's first search costs the page: on a doc page, open the modal (Ctrl+K), type a query,
 * and wait for the first result; and /search/?q= loaded cold. Prints the time to the first result,
 * the main thread's long tasks (over 50 ms) meanwhile, in Chromium with 4x CPU throttling, and the
 * bytes the first query fetched (as sent, gzipped): the search index's files, and all of it (code too).
 *   node --import tsx bench/search-first-use.ts [dist] [query]
 * Without a dist folder it builds the site into a temporary one first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/browser-helpers.ts';
import { serveGzipped } from './lighthouse.ts';

/** Starts counting the page's long tasks; returns a reader of their total and longest. */
async function watchLongTasks(page: Page): Promise<() => Promise<{ total: number; longest: number }>> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask', buffered: false });
  });
  return () =>
    page.evaluate(() => {
      const long = (window as unknown as { __long: number[] }).__long;
      return { total: Math.round(long.reduce((a, b) => a + b, 0)), longest: Math.round(Math.max(0, ...long)) };
    });
}

/**
 * Starts counting what the page and its workers fetch (response bodies as sent, so gzipped, plus
 * headers); returns a reader of the totals since. Playwright sees a dedicated worker's requests too.
 */
function watchBytes(page: Page): () => Promise<{ index: number; all: number; files: number }> {
  const sizes: Array<Promise<{ url: string; bytes: number }>> = [];
  page.context().on('requestfinished', (request) => {
    sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize }), () => ({ url: request.url(), bytes: 0 })));
  });
  return async () => {
    const done = await Promise.all(sizes);
    const isIndex = (url: string) => url.includes('/assets/search/') || url.endsWith('/search/manifest.json');
    const sum = (list: typeof done) => list.reduce((n, r) => n + r.bytes, 0);
    return { index: sum(done.filter((r) => isIndex(r.url))), all: sum(done), files: done.length };
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  let [dist, query = 'sitemap'] = process.argv.slice(2);
  if (!dist) {
    dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-use-')), 'dist');
    execFileSync(process.execPath, [path.join(root, 'bin/docsgen.js'), 'build', '--out', dist], { cwd: root, stdio: 'ignore' });
  }
  const server = await serveGzipped(path.resolve(dist));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.origin}/wordpress-plugin/getting-started/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const longTasks = await watchLongTasks(page);
    const bytes = watchBytes(page);
    const start = Date.now();
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-modal__input');
    await page.keyboard.type(query);
    await page.waitForSelector('.search-modal .search-hit a, .search-modal [role="option"]', { timeout: 60_000 });
    const modal = { ms: Date.now() - start, ...(await longTasks()) };
    console.log(`modal, first query "${query}": first result after ${modal.ms} ms; main-thread long tasks ${modal.total} ms in all, longest ${modal.longest} ms`);
    const modalBytes = await bytes();
    console.log(`modal, first query "${query}": fetched ${kb(modalBytes.index)} of search index, ${kb(modalBytes.all)} in all (${modalBytes.files} files)`);

    const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp2 = await fresh.context().newCDPSession(fresh);
    await cdp2.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await fresh.addInitScript(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask', buffered: true });
    });
    const freshBytes = watchBytes(fresh);
    const t0 = Date.now();
    await fresh.goto(`${server.origin}/search/?q=${encodeURIComponent(query)}`);
    await fresh.waitForSelector('.search-page__results .search-hit', { timeout: 60_000 });
    const pageMs = Date.now() - t0;
    const long = await fresh.evaluate(() => (window as unknown as { __long: number[] }).__long);
    console.log(
      `/search/?q=${query}: results after ${pageMs} ms; main-thread long tasks ${Math.round(long.reduce((a, b) => a + b, 0))} ms in all, longest ${Math.round(Math.max(0, ...long))} ms`,
    );
    const pageBytes = await freshBytes();
    console.log(`/search/?q=${query}: fetched ${kb(pageBytes.index)} of search index, ${kb(pageBytes.all)} in all with the page (${pageBytes.files} files)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
