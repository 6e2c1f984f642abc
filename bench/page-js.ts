/**
 * What each page kind downloads before and after it is first idle, as served gzipped: JavaScript
 * (module scripts, chunks, the search worker), CSS and JSON (the search index). "Idle" is the first
 * requestIdleCallback after the load event; "after" is what follows in the next 5 s with no
 * interaction (lazy hydration of islands in view, a search page's query). Chromium, 412×823 (the
 * viewport Lighthouse's mobile run uses), no throttling; the byte counts do not depend on timing.
 *   node --import tsx bench/page-js.ts [dist] [kind ...]
 * Without a dist folder it builds the site into a temporary one first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PAGE_KINDS, serveGzipped } from './lighthouse.ts';

interface Loaded {
  name: string;
  start: number;
  bytes: number;
}

const AFTER_IDLE_MS = 5000;
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const args = process.argv.slice(2);
  let dist = args[0] && !(args[0] in PAGE_KINDS) ? path.resolve(args.shift()!) : '';
  if (!dist) {
    dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-pagejs-')), 'dist');
    execFileSync(process.execPath, [path.join(root, 'bin/docsgen.js'), 'build', '--out', dist], { cwd: root, stdio: 'ignore' });
  }
  const kinds = args.length ? args : Object.keys(PAGE_KINDS);
  const server = await serveGzipped(dist);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
  const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(7);
  console.log('page kind       JS before idle  JS after idle  CSS before idle  JSON after idle   (KB gzipped, as transferred)');
  try {
    for (const kind of kinds) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      // The first idle moment after load, on the page's own clock.
      await context.addInitScript(() => {
        addEventListener('load', () => requestIdleCallback(() => ((window as unknown as { firstIdle: number }).firstIdle = performance.now())));
      });
      const page = await context.newPage();
      await page.goto(server.origin + PAGE_KINDS[kind]);
      await page.waitForFunction(() => (window as unknown as { firstIdle?: number }).firstIdle !== undefined);
      await page.waitForTimeout(AFTER_IDLE_MS);
      const { idle, loaded } = await page.evaluate(() => ({
        idle: (window as unknown as { firstIdle: number }).firstIdle,
        loaded: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, bytes: e.encodedBodySize })),
      }));
      // A worker's own fetches are not in the page's timeline: the search worker's index is counted from its file.
      const sum = (pick: (l: Loaded) => boolean) => loaded.filter(pick).reduce((total, l) => total + l.bytes, 0);
      const js = (l: Loaded) => l.name.endsWith('.js');
      const line = [
        kb(sum((l) => js(l) && l.start < idle)),
        kb(sum((l) => js(l) && l.start >= idle)),
        kb(sum((l) => l.name.endsWith('.css') && l.start < idle)),
        kb(sum((l) => l.name.endsWith('.json') && l.start >= idle)),
      ];
      console.log(`${kind.padEnd(16)}${line[0].padEnd(16)}${line[1].padEnd(15)}${line[2].padEnd(17)}${line[3]}`);
      if (process.env.VERBOSE) for (const l of loaded) console.log(`    ${l.start < idle ? 'before' : 'after '} ${l.name} ${l.bytes}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
