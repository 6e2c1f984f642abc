/**
 * Search benchmark: index size (raw and gzipped), time to load it, query latency p50/p95 over the
 * query set, top-3 quality against the substring baselines, and the time a reader waits for the
 * first results in Chromium (chunk, manifest and index fetched on localhost, then the query).
 *
 *   node --import tsx bench/search.ts                  build the real site into a temp folder, measure it
 *   node --import tsx bench/search.ts --dist dist      measure an existing build
 *   node --import tsx bench/search.ts --synthetic 300  also measure N synthetic ~785-word docs
 *                                                      (needs GEN_CONTENT, default /work/shared/bench/gen-content.mjs)
 * Prints `name: value` lines.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { evaluate, loadBuiltIndex, minisearchTop, phraseTop, readPageTexts, readQueries, wordsTop } from './search-eval.ts';
import { serveStatic } from '../test/static-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { dist: { type: 'string' }, synthetic: { type: 'string' }, runs: { type: 'string', default: '30' } } });

const print = (name: string, value: string | number) => console.log(`${name}: ${value}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function build(configPath: string, out: string): void {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'docsgen.js'), 'build', '--config', configPath, '--out', out], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0) throw new Error(`the build failed:\n${r.stderr}`);
}

/** Size, load time and latency of one built site's index. */
async function measureIndex(label: string, dist: string, withQuality: boolean): Promise<void> {
  const built = await loadBuiltIndex(dist);
  const pages = readPageTexts(dist).length;
  print(`${label}.pages`, pages);
  print(`${label}.records`, built.index.documentCount);
  print(`${label}.index_bytes`, `${built.bytes} (${kb(built.bytes)})`);
  print(`${label}.index_gzip_bytes`, `${built.gzipBytes} (${kb(built.gzipBytes)} in ${fs.readdirSync(built.folder).length} parts, each gzipped; ${(built.gzipBytes / pages).toFixed(0)} bytes a page)`);
  print(`${label}.index_head_gzip_bytes`, `${built.headGzipBytes} (${kb(built.headGzipBytes)}; fetched by every first query)`);
  const loads: number[] = [];
  for (let i = 0; i < 7; i++) loads.push((await loadBuiltIndex(dist)).loadMs);
  loads.sort((a, b) => a - b);
  print(`${label}.load_ms_median`, ms(percentile(loads, 50)));
  if (!withQuality) return;

  const queries = readQueries();
  const runs = Number(args.runs);
  const times: number[] = [];
  // Warm up: every part the queries need is loaded, so what is timed is the query itself.
  for (const { query } of queries) await built.index.search(query);
  for (let r = 0; r < runs; r++) {
    for (const { query } of queries) {
      const t = performance.now();
      // A new string each time, so the index's cache of the last query does not answer.
      await built.index.search(`${query} `);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  print(`${label}.query_ms_p50`, ms(percentile(times, 50)));
  print(`${label}.query_ms_p95`, ms(percentile(times, 95)));
  print(`${label}.query_ms_max`, ms(times[times.length - 1]));

  const texts = readPageTexts(dist);
  const local = await evaluate(queries, minisearchTop(built.index));
  const rate = (e: Awaited<ReturnType<typeof evaluate>>) => `${e.found}/${e.total} (${(e.rate * 100).toFixed(1)}%)`;
  print(`${label}.top3_minisearch`, rate(local));
  print(`${label}.top3_substring_phrase`, rate(await evaluate(queries, phraseTop(texts))));
  print(`${label}.top3_substring_all_words`, rate(await evaluate(queries, wordsTop(texts))));
}

/** Milliseconds from Ctrl+K to the modal, and from typing the first query to its results, in Chromium on localhost. */
async function measureBrowser(dist: string, query: string): Promise<void> {
  const server = await serveStatic(dist);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const opens: number[] = [];
    const firsts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      let t = performance.now();
      await page.keyboard.press('Control+k');
      await page.locator('#search-modal-input').waitFor();
      opens.push(performance.now() - t);
      t = performance.now();
      await page.locator('#search-modal-input').fill(query);
      await page.locator('#search-modal-list [role="option"]').first().waitFor();
      firsts.push(performance.now() - t);
      await context.close();
    }
    print('browser.open_modal_ms_median', ms(opens.sort((a, b) => a - b)[2]));
    print('browser.first_results_ms_median', ms(firsts.sort((a, b) => a - b)[2]));
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  let dist = args.dist ? path.resolve(args.dist) : '';
  if (!dist) {
    dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-search-')), 'dist');
    build(path.join(repoRoot, 'site.config.ts'), dist);
  }
  await measureIndex('site', dist, true);
  await measureBrowser(dist, 'webhook signature');

  if (args.synthetic) {
    const generator = process.env.GEN_CONTENT ?? '/work/shared/bench/gen-content.mjs';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-synthetic-'));
    const gen = spawnSync(process.execPath, [generator, args.synthetic, path.join(dir, 'content')], { encoding: 'utf8' });
    if (gen.status !== 0) throw new Error(`could not generate synthetic docs with ${generator}:\n${gen.stderr}`);
    fs.writeFileSync(
      path.join(dir, 'site.config.ts'),
      `import { defineConfig } from '${path.join(repoRoot, 'src/generator/config/define-config.ts')}';\n` +
        `export default defineConfig({ title: 'Synthetic', url: 'https://synthetic.example.com', product: { name: 'S', slug: 's' }, version: '1.0.0',\n` +
        `  navbar: { title: 'S', items: [] }, footer: { links: [], copyright: 'S' }, sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] } });\n`,
    );
    build(path.join(dir, 'site.config.ts'), path.join(dir, 'dist'));
    await measureIndex(`synthetic${args.synthetic}`, path.join(dir, 'dist'), false);
  }
}

await main();
