/**
 * Edit-to-reload time of `docsgen serve` for a one-doc edit, measured in Chromium:
 *   node --import tsx bench/serve-reload.ts [site|fixture] [runs]
 * It copies the site (the real Lumagraph site by default, or test/fixtures/basic) to a temporary
 * folder, starts `docsgen serve`, opens a doc page, then appends a line to that doc `runs` times.
 * For each edit it prints the time from the write to the reload signal (server-sent event) and to
 * the reloaded page's load event with the edit visible, and the build time the server reported.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const which = process.argv[2] === 'fixture' ? 'fixture' : 'site';
const runs = Number(process.argv[3] ?? 5);

/** Copies the site sources to a temporary folder, its config pointing at this checkout. */
function copySite(): { dir: string; doc: string; route: string } {
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
    ? { dir, doc: path.join(dir, 'content', 'guide', 'setup.md'), route: '/guide/setup/' }
    : { dir, doc: path.join(dir, 'content', 'wordpress-plugin', 'troubleshooting.md'), route: '/wordpress-plugin/troubleshooting/' };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { dir, doc, route } = copySite();
const child = spawn(process.execPath, [path.join(repo, 'bin', 'docsgen.js'), 'serve', '--port', '0'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
let output = '';
child.stdout.on('data', (c: Buffer) => (output += c.toString()));
child.stderr.on('data', (c: Buffer) => (output += c.toString()));
const waitForOutput = async (pattern: RegExp, from = 0) => {
  while (!pattern.test(output.slice(from))) {
    if (child.exitCode !== null) throw new Error(`docsgen serve exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

try {
  await waitForOutput(/serving \S+ at http:\/\/\S+/);
  const url = /serving \S+ at (http:\/\/\S+)/.exec(output)![1];
  console.log(`${which}: ${/built (\d+) pages in ([\d.]+ s)/.exec(output)?.slice(1).join(' pages, first build ')}`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  await page.goto(new URL(route, url).href);

  // A second listener in Node times the reload signal itself.
  let lastSignal = 0;
  const events = await fetch(new URL('/__docsgen/events', url));
  void (async () => {
    const decoder = new TextDecoder();
    const reader = events.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (decoder.decode(chunk.value).includes('event: state')) lastSignal = performance.now();
    }
  })();
  await new Promise((r) => setTimeout(r, 300));

  const signal: number[] = [];
  const reload: number[] = [];
  const builds: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const marker = `Bench edit number ${i} at ${Date.now()}.`;
    const mark = output.length;
    const loaded = page.waitForEvent('load', { timeout: 120_000 });
    const started = performance.now();
    fs.appendFileSync(doc, `\n${marker}\n`);
    await loaded;
    const done = performance.now();
    if (!(await page.content()).includes(marker)) throw new Error(`the reloaded page does not show edit ${i}`);
    await waitForOutput(/rebuilt in ([\d.]+) s/, mark);
    const buildSeconds = Number(/rebuilt in ([\d.]+) s/.exec(output.slice(mark))![1]);
    signal.push(lastSignal - started);
    reload.push(done - started);
    builds.push(buildSeconds * 1000);
    console.log(`  edit ${i}: reload signal ${Math.round(lastSignal - started)} ms, page reloaded ${Math.round(done - started)} ms (build ${Math.round(buildSeconds * 1000)} ms)`);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`edit-to-reload for a one-doc edit (${which}, median of ${runs}): signal ${Math.round(median(signal))} ms, page reloaded ${Math.round(median(reload))} ms, of which build ${Math.round(median(builds))} ms`);
  await browser.close();
} finally {
  child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
