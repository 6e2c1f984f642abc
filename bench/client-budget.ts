/**
 * The JavaScript and CSS a page loads before any interaction, gzipped, against the budget
 * (JS ≤ 20 KB: React is a lazy chunk, loaded when an island is due; CSS ≤ 25 KB, every stylesheet
 * the page links). Follows the static imports of each module script, not the lazy dynamic ones;
 * bench/page-js.ts measures in Chromium what each page kind loads before and after it is idle.
 *   node --import tsx bench/client-budget.ts [dist] [route ...]
 * Without a dist folder it builds the site into a temporary one first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = { js: 20 * 1024, css: 25 * 1024 };
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
let [dist, ...routes] = process.argv.slice(2);
if (!dist) {
  dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-budget-')), 'dist');
  execFileSync(process.execPath, [path.join(root, 'bin/docsgen.js'), 'build', '--out', dist], { cwd: root, stdio: 'ignore' });
}
if (routes.length === 0) routes = ['/wordpress-plugin/getting-started/', '/api/manager/list-accounts/', '/category/api/', '/'];

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const local = (url: string) => path.join(dist, url.replace(/^\//, ''));

/** Every module a script statically imports, itself included. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !fs.existsSync(entry)) return seen;
  seen.add(entry);
  const code = fs.readFileSync(entry, 'utf8');
  for (const m of code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w${}\s,*]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) closure(path.resolve(path.dirname(entry), m[1]), seen);
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${'page'.padEnd(44)} ${'JS (gz)'.padStart(10)} ${'CSS (gz)'.padStart(10)} ${'HTML (gz)'.padStart(10)}`);
let ok = true;
for (const route of routes) {
  const htmlFile = local(route === '/' ? 'index.html' : `${route}index.html`);
  if (!fs.existsSync(htmlFile)) {
    console.log(`${route.padEnd(44)} (not built)`);
    continue;
  }
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => local(m[1]));
  const styles = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((m) => local(m[1]));
  const modules = new Set<string>();
  for (const s of scripts) closure(s, modules);
  const js = [...modules].reduce((sum, f) => sum + gz(f), 0);
  const css = styles.reduce((sum, f) => sum + gz(f), 0);
  ok &&= js <= BUDGET.js && css <= BUDGET.css;
  console.log(`${route.padEnd(44)} ${kb(js).padStart(10)} ${kb(css).padStart(10)} ${kb(gz(htmlFile)).padStart(10)}`);
}
console.log(`budget: JS ≤ ${kb(BUDGET.js)}, CSS ≤ ${kb(BUDGET.css)} per page: ${ok ? 'within budget' : 'OVER BUDGET'}`);
