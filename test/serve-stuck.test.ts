/**
 * Watch mode with code that never finishes: a doc a remark plugin loops on fails its update past
 * markdown.timeBudgetMs (the last good pages stay served); a site load stuck in an endless loop in
 * the config is abandoned by the next change of any file; one SIGINT (Ctrl+C) stops the server at
 * once, even while the worker is stuck.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture } from './helpers.ts';
import { request, startServe, type ServeProcess } from './serve-helpers.ts';

let site: string;
let serve: ServeProcess;
/**
 * While this file exists, importing the config never finishes (it is not watched: only its absence
 * ends nothing): blocked in Atomics.wait, or in a busy loop if the file says `spin`.
 */
let marker: string;
const setupDoc = () => path.join(site, 'content/guide/setup.md');
const configFile = () => path.join(site, 'site.config.ts');
/** Resolves once the worker has entered the config's endless loop (the config marks it). */
async function stuckInConfig(): Promise<void> {
  const entered = `${marker}.entered`;
  for (let waited = 0; !fs.existsSync(entered); waited += 50) {
    assert.ok(waited < 30_000, 'the worker loads the config');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  fs.rmSync(entered);
}
const count = (pattern: RegExp) => (serve.output().match(pattern) ?? []).length;

before(async () => {
  site = copyFixture('basic');
  marker = path.join(site, 'spin-marker');
  const config = fs
    .readFileSync(configFile(), 'utf8')
    .replace(
      'export default defineConfig({',
      [
        "import fs from 'node:fs';",
        // Stuck for good: blocked (no CPU spent while the test waits out the 3 s), or spinning when the marker says so.
        `if (fs.existsSync(${JSON.stringify(marker)})) { const spins = fs.readFileSync(${JSON.stringify(marker)}, 'utf8') === 'spin'; fs.writeFileSync(${JSON.stringify(marker + '.entered')}, ''); for (;;) if (!spins) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); }`,
        '// Never finishes on a doc that asks for it.',
        "const spin = () => (tree: unknown, file: { value: unknown }) => { if (String(file.value).includes('SPIN-FOREVER')) for (;;) {} };",
        'export default defineConfig({',
        '  markdown: { timeBudgetMs: 1000, remarkPlugins: [spin] },',
      ].join('\n'),
    );
  fs.writeFileSync(configFile(), config);
  serve = await startServe([], site);
});

after(async () => {
  if (serve?.child.exitCode === null) serve.child.kill('SIGKILL');
});

test('a doc a plugin never finishes fails its update past the time budget, naming it; the fix loads the site again', async () => {
  const good = fs.readFileSync(setupDoc(), 'utf8');
  fs.writeFileSync(setupDoc(), `${good}\nSPIN-FOREVER\n`);
  await serve.waitFor(/✖ content\/guide\/setup\.md: took longer than 1 s to compile; the budget is markdown\.timeBudgetMs\n\s+fix: look for an endless loop in a remark or rehype plugin/, 30_000);
  assert.equal((await request(serve.port, '/guide/setup/')).status, 200, 'the last good page is still served');
  const loads = count(/✔ loaded \d+ pages/g);
  fs.writeFileSync(setupDoc(), `${good}\nFixed again.\n`);
  await serve.waitFor(new RegExp(`(✔ loaded \\d+ pages[^]*){${loads + 1}}`), 30_000);
  assert.match((await request(serve.port, '/guide/setup/')).body.toString(), /Fixed again\./);
});

test('a load stuck in an endless loop in the config is abandoned by the next change of a doc', async () => {
  fs.writeFileSync(marker, '');
  const loads = count(/✔ loaded \d+ pages/g);
  fs.appendFileSync(configFile(), '\n// edited\n');
  // The marker may change in the same batch as the config ("site.config.ts and 1 more changed").
  await serve.waitFor(/site\.config\.ts (and \d+ more )?changed: loading the site again…/);
  await stuckInConfig();
  // Past the time a worker may go without turning its event loop (3 s), a doc edit cancels the stuck
  // load. Without the marker the config loads again, but only once something restarts it.
  await new Promise((resolve) => setTimeout(resolve, 3500));
  fs.rmSync(marker);
  fs.appendFileSync(setupDoc(), '\nAfter the stuck load.\n');
  await serve.waitFor(new RegExp(`(✔ loaded \\d+ pages[^]*){${loads + 1}}`), 30_000);
  assert.match((await request(serve.port, '/guide/setup/')).body.toString(), /After the stuck load\./);
});

test('one Ctrl+C stops the server at once, even while its worker is stuck', async () => {
  fs.writeFileSync(marker, 'spin');
  fs.appendFileSync(configFile(), '\n// edited again\n');
  await serve.waitFor(/(site\.config\.ts (and \d+ more )?changed: loading the site again…[^]*){2}/);
  await stuckInConfig();
  const started = performance.now();
  const exited = new Promise<number | null>((resolve) => serve.child.once('exit', (code) => resolve(code)));
  serve.child.kill('SIGINT');
  const code = await exited;
  const seconds = (performance.now() - started) / 1000;
  assert.equal(code, 0);
  assert.ok(seconds < 2, `stopped in ${seconds.toFixed(2)} s`);
});
