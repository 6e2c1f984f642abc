/**
 * HTML weight of the API reference pages of a built site (raw bytes, as written, and gzipped): the
 * median and the heaviest operation page, the heaviest page of any API kind, and how many exceed a
 * limit. Reads dist/ only; build first.
 *
 *   node --import tsx bench/api-page-weight.ts [dist] [--limit 150]
 *
 * An API page is one under /api/ whose body carries a `page-kind--` class (redirect stubs are skipped);
 * operation pages are those with the `api-op` body.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { limit: { type: 'string', default: '150' } } });
  const dist = path.resolve(positionals[0] ?? 'dist');
  const limit = Number(values.limit);
  const w = measureApiPages(dist, limit);
  console.log(`API pages in ${dist}: ${w.pages} (${w.operations} operations)`);
  console.log(`  all API pages:   median ${w.medianKb} KB (${w.medianGzKb} KB gzipped), max ${w.maxKb} KB ${w.maxPage}`);
  console.log(`  operation pages: median ${w.medianOperationKb} KB, max ${w.maxOperationKb} KB ${w.maxOperationPage}`);
  console.log(`  pages over ${limit} KB: ${w.overLimit}`);
}
