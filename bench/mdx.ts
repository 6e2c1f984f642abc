/**
 * `node --import tsx bench/mdx.ts [--runs 3] [--docs 300]`: cold builds (no cache) of
 *  - a synthetic MDX-heavy site: N docs, a third of them MDX with imports (a component, a partial,
 *    JSON) and Tabs, the rest plain Markdown;
 *  - the same N docs all plain Markdown (what the MDX third costs);
 *  - the create-docusaurus classic template, read from its docusaurus.config.js, when
 *    /work/cache/create-docusaurus-*.tgz is there (`npm pack create-docusaurus` into /work/cache).
 * Prints median wall and CPU seconds and ms per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureGnuTime, failureOf, median, timedRun } from './measure.ts';
import { repoRoot } from './sites.ts';
import { classicTemplateSite, syntheticMdxSite } from './mdx-site.ts';

const cli = path.join(repoRoot, 'bin', 'docsgen.js');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, docs: { type: 'string', default: '300' } } });
const runs = Number(values.runs);
const docCount = Number(values.docs);

function bench(name: string, dir: string, args: string[]): void {
  const walls: number[] = [];
  const cpus: number[] = [];
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    const r = timedRun(process.execPath, [cli, 'build', '--no-cache', ...args], dir);
    if (r.exitCode !== 0) {
      console.log(`${name}: FAILED (${failureOf(r)})`);
      return;
    }
    pages = Number(/built (\d+) pages/.exec(r.stdout)?.[1] ?? NaN);
    walls.push(r.wallSeconds);
    cpus.push(r.cpuSeconds);
  }
  const wall = median(walls);
  console.log(`${name.padEnd(34)} ${String(pages).padStart(5)} pages  ${wall.toFixed(2)} s wall  ${median(cpus).toFixed(2)} s CPU  ${((wall * 1000) / pages).toFixed(1)} ms/page  (median of ${runs})`);
}

ensureGnuTime();
const mdxSite = syntheticMdxSite('mdx', docCount, 1 / 3);
const plainSite = syntheticMdxSite('plain', docCount, 0);
bench(`${docCount} docs, a third MDX`, mdxSite, ['--config', 'site.config.ts']);
bench(`${docCount} docs, all plain Markdown`, plainSite, ['--config', 'site.config.ts']);
const classic = classicTemplateSite();
if (classic) bench('create-docusaurus classic template', classic, []);
else console.log('classic template: skipped (npm pack create-docusaurus into /work/cache first)');
for (const dir of [mdxSite, plainSite, ...(classic ? [path.dirname(classic)] : [])]) fs.rmSync(dir, { recursive: true, force: true });
