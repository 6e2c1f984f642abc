/**
 * The host configs in dist/: `_redirects` (Netlify, Cloudflare Pages) and
 * `staticwebapp.config.json` (Azure Static Web Apps). Each file is parsed and read the way its
 * host documents it, and every rule is checked for every page and redirect of the fixture:
 * trailing slash, `.html` and `/index` forms, the redirects as 301s, and the unknown-path rule.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, listFiles, runCli, sharedFixtureBuild } from '../helpers.ts';

interface Rule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  line: number;
}
type Answer = { status: number; location?: string; file?: string };

const REDIRECTS: Array<[string, string]> = [
  ['/old/page.html', '/guide/setup/'],
  ['/old-folder/', '/'],
  ['/old-folder', '/'],
];

let notFoundDist: string;
let homeDist: string;

before(() => {
  // The unchanged fixture: the run's shared build of it.
  const a = sharedFixtureBuild('basic');
  assert.equal(a.result.code, 0, a.result.stderr);
  const b = copyFixture('basic');
  const config = path.join(b, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('redirects: [', "unknownPaths: 'home',\n  redirects: ["));
  assert.equal(runCli(['build', '--config', config]).code, 0);
  notFoundDist = a.dist;
  homeDist = path.join(b, 'dist');
});

/** The fixture's page routes: every index.html that is not a redirect stub. */
function pageRoutes(dist: string): string[] {
  return listFiles(dist)
    .filter((f) => f.endsWith('index.html') && !fs.readFileSync(path.join(dist, f), 'utf8').includes('http-equiv="refresh"'))
    .map((f) => `/${f.slice(0, -'index.html'.length)}`);
}

function parseRedirects(text: string): Rule[] {
  return text.split('\n').flatMap((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [from, to, code, ...rest] = line.split(/\s+/);
    assert.equal(rest.length, 0, `line ${i + 1} has extra fields: ${line}`);
    return [{ from, to, status: Number(code.replace('!', '')), force: code.endsWith('!'), line: i + 1 }];
  });
}

/** Matches a rule's path with :placeholders (one segment) and a trailing * splat; returns the target. */
function apply(rule: Rule, requestPath: string, trailingSlashInsensitive: boolean): string | undefined {
  const norm = (p: string) => (trailingSlashInsensitive && p.length > 1 ? p.replace(/\/$/, '') : p);
  const names: string[] = [];
  const source = norm(rule.from)
    .split(/(:[A-Za-z]\w*|\*)/)
    .map((part) => {
      if (part === '*') return names.push('splat') && '(.*)';
      if (part.startsWith(':')) return names.push(part.slice(1)) && '([^/]+)';
      return part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&');
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(norm(requestPath));
  if (!m) return undefined;
  return rule.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => m[names.indexOf(name) + 1]);
}

/** A file that answers a path on a static host (a folder path answers with its index.html). */
function fileAt(dist: string, requestPath: string): string | undefined {
  const file = requestPath.endsWith('/') ? `${requestPath}index.html` : requestPath;
  return fs.existsSync(path.join(dist, file)) && fs.statSync(path.join(dist, file)).isFile() ? file : undefined;
}

/** Netlify: first matching rule; a file shadows an unforced rule; paths match with or without "/". */
function netlify(rules: Rule[], dist: string, requestPath: string): Answer {
  for (const rule of rules) {
    const to = apply(rule, requestPath, true);
    if (to === undefined) continue;
    const file = fileAt(dist, requestPath);
    if (file && !rule.force) return { status: 200, file };
    if (rule.status === 200 || rule.status === 404) return { status: rule.status, file: to };
    return { status: rule.status, location: to };
  }
  const file = fileAt(dist, requestPath);
  return file ? { status: 200, file } : { status: 404, file: '/404.html' };
}

/** Cloudflare Pages: drops lines it cannot take, applies static then dynamic rules before files. */
function cloudflare(rules: Rule[], dist: string, requestPath: string): Answer {
  const valid = rules.filter((r) => !r.force && [200, 301, 302, 303, 307, 308].includes(r.status));
  const dynamic = (r: Rule) => /[:*]/.test(r.from);
  for (const rule of [...valid.filter((r) => !dynamic(r)), ...valid.filter(dynamic)]) {
    const to = apply(rule, requestPath, false);
    if (to !== undefined) return { status: rule.status, location: to };
  }
  const file = fileAt(dist, requestPath);
  return file ? { status: 200, file } : { status: 404, file: '/404.html' };
}

test('_redirects: one rule per line, static rules before placeholder rules, within Cloudflare limits', () => {
  const rules = parseRedirects(fs.readFileSync(path.join(notFoundDist, '_redirects'), 'utf8'));
  const firstDynamic = rules.findIndex((r) => /[:*]/.test(r.from));
  assert.ok(firstDynamic > 0);
  assert.ok(rules.slice(firstDynamic).every((r) => /[:*]/.test(r.from)), 'a static rule after a placeholder rule');
  assert.ok(rules.every((r) => r.from.startsWith('/') && r.to.startsWith('/')));
  assert.ok(rules.filter((r) => !/[:*]/.test(r.from)).length <= 2000);
  assert.ok(rules.filter((r) => /[:*]/.test(r.from)).length <= 100);
});

for (const [host, read] of [
  ['Netlify', netlify],
  ['Cloudflare Pages', cloudflare],
] as const) {
  test(`_redirects as ${host} reads it: every page, its trailing slash, .html and /index forms`, () => {
    const rules = parseRedirects(fs.readFileSync(path.join(notFoundDist, '_redirects'), 'utf8'));
    const routes = pageRoutes(notFoundDist);
    assert.ok(routes.length >= 7, routes.join(' '));
    for (const route of routes) {
      assert.deepEqual(read(rules, notFoundDist, route), { status: 200, file: `${route}index.html` }, route);
      const forms = [`${route}index`, `${route}index.html`, ...(route === '/' ? [] : [route.slice(0, -1), `${route.slice(0, -1)}.html`])];
      for (const form of forms) assert.deepEqual(read(rules, notFoundDist, form), { status: 301, location: route }, form);
    }
  });

  test(`_redirects as ${host} reads it: every configured redirect is a 301 to its target`, () => {
    const rules = parseRedirects(fs.readFileSync(path.join(notFoundDist, '_redirects'), 'utf8'));
    for (const [from, to] of REDIRECTS) assert.deepEqual(read(rules, notFoundDist, from), { status: 301, location: to }, from);
  });
}

test('_redirects, unknownPaths "not-found": unknown paths get 404.html with status 404 on both hosts', () => {
  const rules = parseRedirects(fs.readFileSync(path.join(notFoundDist, '_redirects'), 'utf8'));
  assert.deepEqual(rules.at(-1), { from: '/*', to: '/404.html', status: 404, force: false, line: rules.at(-1)!.line });
  for (const p of ['/nope/', '/nope', '/guide/nope.html', '/a/b/c/d/e/']) {
    assert.deepEqual(netlify(rules, notFoundDist, p), { status: 404, file: '/404.html' }, p);
    assert.deepEqual(cloudflare(rules, notFoundDist, p), { status: 404, file: '/404.html' }, p);
  }
});

test('_redirects, unknownPaths "home": both hosts serve 404.html for unknown paths, which says so (no forward); pages are untouched', () => {
  const rules = parseRedirects(fs.readFileSync(path.join(homeDist, '_redirects'), 'utf8'));
  for (const [host, read] of [
    ['Netlify', netlify],
    ['Cloudflare Pages', cloudflare],
  ] as const) {
    for (const p of ['/nope/', '/nope', '/guide/nope.html']) assert.deepEqual(read(rules, homeDist, p), { status: 404, file: '/404.html' }, `${host} ${p}`);
    // A catch-all redirect would be applied by Cloudflare Pages before its files: every page, "/" included.
    for (const route of pageRoutes(homeDist)) assert.deepEqual(read(rules, homeDist, route), { status: 200, file: `${route}index.html` }, `${host} ${route}`);
    for (const [from, to] of REDIRECTS) assert.deepEqual(read(rules, homeDist, from), { status: 301, location: to }, `${host} ${from}`);
  }
  // A 404 page that forwarded home would hide from the reader that the page does not exist.
  assert.doesNotMatch(fs.readFileSync(path.join(homeDist, '404.html'), 'utf8'), /http-equiv="refresh"/);
  assert.match(fs.readFileSync(path.join(homeDist, '404.html'), 'utf8'), /Page Not Found.*<form[^>]*action="\/search\/"/s);
  assert.doesNotMatch(fs.readFileSync(path.join(notFoundDist, '404.html'), 'utf8'), /http-equiv="refresh"/);
});

interface AzureRoute {
  route: string;
  redirect?: string;
  statusCode?: number;
  headers?: Record<string, string>;
}

/** Azure Static Web Apps: first matching route (a "/x/index.html" route also matches /x and /x/), then trailingSlash "always". */
function azure(config: { trailingSlash: string; routes: AzureRoute[]; responseOverrides: Record<string, { redirect?: string; rewrite?: string; statusCode: number }> }, dist: string, requestPath: string): Answer {
  for (const r of config.routes) {
    const folder = r.route.endsWith('/index.html') ? r.route.slice(0, -'index.html'.length) : undefined;
    const hit = r.route.endsWith('*') ? requestPath.startsWith(r.route.slice(0, -1)) : r.route === requestPath || (folder !== undefined && (requestPath === folder || requestPath === folder.slice(0, -1)));
    if (hit && r.redirect) return { status: r.statusCode ?? 302, location: r.redirect };
  }
  assert.equal(config.trailingSlash, 'always');
  if (requestPath.endsWith('/index.html') && fileAt(dist, requestPath)) return { status: 301, location: requestPath.slice(0, -'index.html'.length) };
  if (!requestPath.endsWith('/') && fileAt(dist, `${requestPath}/`)) return { status: 301, location: `${requestPath}/` };
  const file = fileAt(dist, requestPath);
  if (file) return { status: 200, file };
  const override = config.responseOverrides['404'];
  return override.redirect ? { status: override.statusCode, location: override.redirect } : { status: override.statusCode, file: override.rewrite };
}

test('staticwebapp.config.json: redirects as 301s, trailing slash and /index.html forms, under 20 KB', () => {
  const text = fs.readFileSync(path.join(notFoundDist, 'staticwebapp.config.json'), 'utf8');
  assert.ok(Buffer.byteLength(text) <= 20 * 1024);
  const config = JSON.parse(text);
  for (const [from, to] of [...REDIRECTS, ['/old-folder/index.html', '/']]) assert.deepEqual(azure(config, notFoundDist, from), { status: 301, location: to }, from);
  for (const route of pageRoutes(notFoundDist)) {
    assert.deepEqual(azure(config, notFoundDist, route), { status: 200, file: `${route}index.html` }, route);
    assert.deepEqual(azure(config, notFoundDist, `${route}index.html`), { status: 301, location: route });
    if (route !== '/') assert.deepEqual(azure(config, notFoundDist, route.slice(0, -1)), { status: 301, location: route });
  }
});

test('staticwebapp.config.json: unknown paths per setting, and long caching for /assets/ only', () => {
  const notFound = JSON.parse(fs.readFileSync(path.join(notFoundDist, 'staticwebapp.config.json'), 'utf8'));
  const home = JSON.parse(fs.readFileSync(path.join(homeDist, 'staticwebapp.config.json'), 'utf8'));
  assert.deepEqual(azure(notFound, notFoundDist, '/nope/'), { status: 404, file: '/404.html' });
  assert.deepEqual(azure(home, homeDist, '/nope/'), { status: 302, location: '/' });
  const cached = notFound.routes.filter((r: AzureRoute) => r.headers);
  assert.deepEqual(cached, [{ route: '/assets/*', headers: { 'cache-control': 'public, max-age=31536000, immutable' } }]);
  // Everything the build writes under /assets/ has a content hash in its name, or sits in a
  // content-hashed folder (the search index's parts: the folder's name hashes the whole index).
  for (const f of listFiles(notFoundDist).filter((f) => f.startsWith('assets/'))) assert.match(f, /\.[A-Za-z0-9_-]{8,}\.[a-z0-9]+$|^assets\/search\/[0-9a-f]{10}\/[a-z0-9-]+\.json$/, f);
});
