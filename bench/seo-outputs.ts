/**
 * The search-engine and machine-readable outputs of the real site: how long each takes to make and
 * what it holds (sitemap URLs, JSON-LD blocks, llms.txt entries, Markdown copies, file sizes).
 *   node --import tsx bench/seo-outputs.ts
 * Also times the single `git log` pass against one `git log` per file, the approach it replaces.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../src/generator/build.ts';
import { readGitDates } from '../src/generator/routes/git-dates.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-seo-bench-')), 'dist');

const result = await build({ configPath: path.join(root, 'site.config.ts'), outDir });
const ms = (stage: string) => Math.round(result.stages.find((s) => s.stage === stage)?.ms ?? NaN);
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const kb = (file: string) => `${(fs.statSync(path.join(outDir, file)).size / 1024).toFixed(1)} KB`;

const html: string[] = [];
const md: string[] = [];
const walk = (dir: string) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.html')) html.push(p);
    else if (e.name === 'index.md') md.push(p);
  }
};
walk(outDir);
const blocks = html.reduce((n, f) => n + (fs.readFileSync(f, 'utf8').match(/<script type="application\/ld\+json">/g) ?? []).length, 0);

let t = performance.now();
const dates = await readGitDates(root, ['content', 'specs', 'site.config.ts']);
const onePass = performance.now() - t;
const sample = [...dates.files.keys()].slice(0, 20);
t = performance.now();
for (const file of sample) execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { cwd: root });
const perFile = ((performance.now() - t) / sample.length) * dates.files.size;

console.log(`pages ${result.pages}, HTML files ${html.length}`);
console.log(`sitemap.xml: ${(read('sitemap.xml').match(/<url>/g) ?? []).length} URLs, ${kb('sitemap.xml')}`);
console.log(`JSON-LD: ${blocks} blocks`);
console.log(`llms.txt: ${(read('llms.txt').match(/^- \[/gm) ?? []).length} entries in ${(read('llms.txt').match(/^## /gm) ?? []).length} sections, ${kb('llms.txt')}`);
console.log(`llms-full.txt: ${kb('llms-full.txt')}; Markdown copies: ${md.length}`);
console.log(`stages: git dates (wait) ${ms('git dates')} ms · render ${ms('render')} ms · sitemap ${ms('sitemap')} ms · llms.txt ${ms('llms.txt')} ms`);
console.log(`git dates of ${dates.files.size} files: one pass ${Math.round(onePass)} ms; one process per file would take ~${Math.round(perFile)} ms`);
fs.rmSync(path.dirname(outDir), { recursive: true, force: true });
