/**
 * Lighthouse (mobile, simulated throttling) on each page kind of a built site, served gzipped from
 * 127.0.0.1 as a real host would. Prints the four category scores, LCP and TBT per page kind.
 *   LIGHTHOUSE=/work/cache/lighthouse/node_modules/.bin/lighthouse CHROME_PATH=/usr/bin/chromium \
 *     node --import tsx bench/lighthouse.ts [dist] [kind ...]
 * Lighthouse is not a dependency (install it anywhere: `npm install lighthouse@12.8.2`, the last
 * release that runs on Node 20) and is found through $LIGHTHOUSE or on the PATH.
 * Without a dist folder it builds the site into a temporary one first.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

/** One URL per page kind of the Lumagraph site. */
export const PAGE_KINDS: Record<string, string> = {
  home: '/',
  doc: '/wordpress-plugin/getting-started/',
  'api-operation': '/api/content-evaluations/create-content-evaluation/',
  'api-info': '/api/content-evaluations/content-evaluations-api/',
  category: '/category/api/',
  search: '/search/?q=sitemap',
  // The 404 page as a host serves it for an unknown path, but with status 200: Lighthouse declines to
  // audit a document answered with 404.
  '404': '/404.html',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `root` with gzip; a missing file answers 404.html with status 404. Returns the origin and a stop function. */
export async function serveGzipped(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
    let status = 200;
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const body = fs.readFileSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = url.pathname.startsWith('/assets/');
    res.writeHead(status, {
      'content-type': type,
      'content-encoding': 'gzip',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(zlib.gzipSync(body, { level: 6 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** Failed audits in the accessibility, best-practices and SEO categories. */
  failing: string[];
}

interface LhReport {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}

/** Runs Lighthouse once on `url` (mobile, simulated throttling); asynchronously, as the server answering it may be in this process. */
export async function runLighthouse(url: string, bin: string): Promise<LighthouseScores> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-lh-')), 'report.json');
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const child = spawn(bin, [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve) => {
    child.on('close', () => resolve());
    child.on('error', (error) => ((stderr += error.message), resolve()));
  });
  if (!fs.existsSync(out)) throw new Error(`lighthouse failed on ${url}: ${stderr}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LhReport;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    failing,
  };
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const args = process.argv.slice(2);
  let dist = args[0] && !(args[0] in PAGE_KINDS) ? path.resolve(args.shift()!) : '';
  if (!dist) {
    dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-lh-site-')), 'dist');
    execFileSync(process.execPath, [path.join(root, 'bin/docsgen.js'), 'build', '--out', dist], { cwd: root, stdio: 'ignore' });
  }
  const kinds = args.length ? args : Object.keys(PAGE_KINDS);
  const bin = process.env.LIGHTHOUSE ?? 'lighthouse';
  const server = await serveGzipped(dist);
  try {
    console.log('page kind       perf  a11y  best  seo   LCP ms  TBT ms  failing audits');
    for (const kind of kinds) {
      let s: LighthouseScores;
      try {
        s = await runLighthouse(server.origin + PAGE_KINDS[kind], bin);
      } catch (error) {
        // A page that navigates away by itself (a meta refresh) ends Lighthouse's run.
        console.log(`${kind.padEnd(16)}failed: ${(error as Error).message.split('\n')[0].slice(0, 160)}`);
        continue;
      }
      const cells = [s.performance, s.accessibility, s.bestPractices, s.seo].map((n) => String(n).padEnd(6)).join('');
      console.log(`${kind.padEnd(16)}${cells}${String(s.lcpMs).padEnd(8)}${String(s.tbtMs).padEnd(8)}${s.failing.join(' ')}`);
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
