/**
 * The writer's loop of `docsgen serve`: from a saved edit to one doc to the edited text on screen
 * in Chromium, and the dev server's start-up time.
 *   node --import tsx bench/serve-reload.ts [site|fixture|synthetic] [runs]
 * `site` is a copy of this repo's Lumagraph site (the default), `fixture` test/fixtures/basic,
 * `synthetic` a 1,500-doc site from the shared generator (see sites.ts). The bench starts
 * `docsgen serve`, opens a doc page scrolled half-way down, then appends a line to that doc `runs`
 * times. For each edit it prints the time from the write to the update signal (server-sent event)
 * and to the text visible in the page, the update time the server reported, and whether the page
 * was updated in place (a window marker survives) or reloaded. Median and p95 at the end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { prepareSyntheticSite } from './sites.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const which = (['fixture', 'synthetic'] as const).find((w) => w === process.argv[2]) ?? 'site';
const runs = Number(process.argv[3] ?? 7);

/** Copies the site sources to a temporary folder, its config pointing at this checkout. */
function copySite(): { dir: string; doc: string; route: string; temporary: boolean } {
  if (which === 'synthetic') {
    const site = prepareSyntheticSite(1500);
    const doc = fs.readdirSync(path.join(site.dir, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).sort()[700];
    return { dir: site.dir, doc: path.join(site.dir, 'content', doc), route: `/${doc.replace(/\.md$/, '').replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/'), temporary: false };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-serve-'));
  if (which === 'fixture') {
    fs.cpSync(path.join(repo, 'test', 'fixtures', 'basic'), dir, { recursive: true });
  } else {
    for (const item of ['content', 'specs', 'site.config.ts']) fs.cpSync(path.join(repo, item), path.join(dir, item), { recursive: true });
  }
  // A site is an ES-module package, so its TypeScript config loads as one.
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/from '(\.\.?\/)+src\//g, `from '${repo}/src/`));
  return which === 'fixture'
    ? { dir, doc: path.join(dir, 'content', 'guide', 'setup.md'), route: '/guide/setup/', temporary: true }
    : { dir, doc: path.join(dir, 'content', 'wordpress-plugin', 'troubleshooting.md'), route: '/wordpress-plugin/troubleshooting/', temporary: true };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

const { dir, doc, route, temporary } = copySite();
const original = fs.readFileSync(doc, 'utf8');
const launched = performance.now();
const child = spawn(process.execPath, [path.join(repo, 'bin', 'docsgen.js'), 'serve', '--port', '0'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
let output = '';
child.stdout.on('data', (c: Buffer) => (output += c.toString()));
child.stderr.on('data', (c: Buffer) => (output += c.toString()));
const waitForOutput = async (pattern: RegExp, from = 0) => {
  while (!pattern.test(output.slice(from))) {
    if (child.exitCode !== null) throw new Error(`docsgen serve exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

try {
  await waitForOutput(/serving \S+ at http:\/\/\S+/);
  const startup = performance.now() - launched;
  const url = /serving \S+ at (http:\/\/\S+)/.exec(output)![1];
  console.log(`${which}: ${/loaded (\d+) pages/.exec(output)?.[1]} pages; dev server start-up ${(startup / 1000).toFixed(2)} s (launch to serving)`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  await page.goto(new URL(route, url).href);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.evaluate(() => Object.assign(window, { __benchMark: true }));

  // A second listener in Node times the update signal itself.
  let lastSignal = 0;
  const events = await fetch(new URL('/__docsgen/events', url));
  void (async () => {
    const decoder = new TextDecoder();
    const reader = events.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (decoder.decode(chunk.value).includes('event: state')) lastSignal = performance.now();
    }
  })();
  await new Promise((r) => setTimeout(r, 500));

  const signal: number[] = [];
  const visible: number[] = [];
  const updates: number[] = [];
  let reloads = 0;
  for (let i = 1; i <= runs; i++) {
    const marker = `Bench edit number ${i} at ${Date.now()}.`;
    const mark = output.length;
    const shown = page.waitForFunction((text) => document.querySelector('#main-content')?.textContent?.includes(text), marker, { timeout: 120_000, polling: 'raf' });
    const started = performance.now();
    fs.appendFileSync(doc, `\n${marker}\n`);
    await shown;
    const done = performance.now();
    const inPlace = await page.evaluate(() => '__benchMark' in window);
    if (!inPlace) {
      reloads++;
      await page.evaluate(() => Object.assign(window, { __benchMark: true }));
    }
    await waitForOutput(/updated in ([\d.]+) (ms|s)/, mark);
    const [, amount, unit] = /updated in ([\d.]+) (ms|s)/.exec(output.slice(mark))!;
    const updateMs = Number(amount) * (unit === 's' ? 1000 : 1);
    signal.push(lastSignal - started);
    visible.push(done - started);
    updates.push(updateMs);
    console.log(`  edit ${i}: signal ${Math.round(lastSignal - started)} ms, visible ${Math.round(done - started)} ms (update ${Math.round(updateMs)} ms, ${inPlace ? 'in place' : 'reloaded'})`);
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(
    `edit-to-visible for a one-doc edit (${which}, ${runs} edits): median ${Math.round(median(visible))} ms, p95 ${Math.round(p95(visible))} ms; signal median ${Math.round(median(signal))} ms; server update median ${Math.round(median(updates))} ms; ${runs - reloads} in place, ${reloads} reloaded`,
  );
  await browser.close();
} finally {
  child.kill('SIGTERM');
  if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  else fs.writeFileSync(doc, original);
}
process.exit(0);
