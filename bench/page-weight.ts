/**
 * Bytes a reader downloads, gzipped (level 6, as the shared anchor scripts measure): the HTML of a
 * typical doc page and of the heaviest page, and the JS and CSS a doc page loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzipped sizes in bytes; `heaviestPage` names the route of the heaviest HTML. */
export interface PageWeight {
  docHtml: number;
  heaviestHtml: number;
  heaviestPage: string;
  docJs: number;
  docCss: number;
}

const gz = (bytes: Buffer | string) => zlib.gzipSync(bytes, { level: 6 }).length;

function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.html')).map((f) => f.split(path.sep).join('/')).sort();
}

/** Measures a built site: doc pages are those whose body has the `page-kind--doc` class. */
export function measurePageWeight(dist: string): PageWeight {
  const pages = htmlFiles(dist).map((file) => ({ file, html: fs.readFileSync(path.join(dist, file), 'utf8') }));
  const docs = pages.filter((p) => p.html.includes('class="page-kind--doc"'));
  if (docs.length === 0) throw new Error(`no doc pages found in ${dist}`);
  // The typical doc page: the median-sized one, so one unusual page does not decide the figure.
  const docSizes = docs.map((p) => ({ ...p, gz: gz(p.html) })).sort((a, b) => a.gz - b.gz);
  const typical = docSizes[Math.floor(docSizes.length / 2)];
  let heaviest = { file: '', gz: 0 };
  for (const p of pages) {
    if (!p.html.includes('class="page-kind--')) continue; // redirect stubs are not pages
    const size = p.file === typical.file ? typical.gz : gz(p.html);
    if (size > heaviest.gz) heaviest = { file: p.file, gz: size };
  }
  return {
    docHtml: typical.gz,
    heaviestHtml: heaviest.gz,
    heaviestPage: `/${heaviest.file.replace(/index\.html$/, '')}`,
    docJs: sumGz(dist, scriptClosure(dist, typical.html)),
    docCss: sumGz(dist, attrs(typical.html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)),
  };
}

function attrs(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1]).filter((u) => u.startsWith('/'));
}

/** Scripts and module preloads of the page, plus every chunk they import statically (what loads before interaction). */
function scriptClosure(dist: string, html: string): string[] {
  const queue = [...attrs(html, /<script[^>]*src="([^"]+)"/g), ...attrs(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const seen = new Set<string>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = fs.readFileSync(path.join(dist, url), 'utf8');
    // Minified static imports: `import{a as b}from"./chunk.X.js"` or `import"./chunk.X.js"` (not `import(`).
    for (const m of code.matchAll(/import(?:[^"'();]*?from)?\s*["'](\.\/[^"']+)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  return [...seen];
}

function sumGz(dist: string, urls: string[]): number {
  return urls.reduce((sum, url) => sum + gz(fs.readFileSync(path.join(dist, url))), 0);
}
