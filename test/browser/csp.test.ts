/**
 * The Content-Security-Policy docsgen writes for the hosts (`_headers`, Azure's `globalHeaders`) is
 * one the site's own pages pass: every page kind is loaded in Chromium from a static server that
 * sends the headers exactly as `_headers` lists them, and no CSP violation may be reported. A probe
 * page with an unhashed inline script proves the policy is applied and violations are seen.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser } from '../browser-helpers.ts';
import { sharedFixtureBuild } from '../helpers.ts';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.txt': 'text/plain' };
const PROBE = '<!DOCTYPE html><html><head><script>window.probeRan = true</script></head><body>probe</body></html>';

let dist: string;
let headers: Array<{ pattern: RegExp; name: string; value: string }>;
let server: http.Server;
let origin: string;
let browser: Browser;

/** `_headers` as Netlify reads it: a path pattern line, then indented "Name: value" lines. */
function parseHeaders(text: string): Array<{ pattern: RegExp; name: string; value: string }> {
  const rules: Array<{ pattern: RegExp; name: string; value: string }> = [];
  let pattern: RegExp | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      continue;
    }
    const colon = line.indexOf(':');
    assert.ok(pattern && colon > 0, `a header line under a path: ${line}`);
    rules.push({ pattern, name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return rules;
}

before(async () => {
  // The run's shared build of the runtime fixture: it has a redirect, and a script a doc writes in
  // raw HTML (guide/two.md: trusted docs, markdown.sanitize off) that is allowed by its hash too.
  const built = sharedFixtureBuild('runtime');
  assert.equal(built.result.code, 0, built.result.stderr);
  dist = built.dist;
  headers = parseHeaders(fs.readFileSync(path.join(dist, '_headers'), 'utf8'));
  server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (status: number, type: string, body: Buffer | string) => {
      const extra = Object.fromEntries(headers.filter((h) => h.pattern.test(pathname)).map((h) => [h.name, h.value]));
      res.writeHead(status, { 'content-type': type, ...extra }).end(body);
    };
    if (pathname === '/csp-probe/') return send(200, TYPES['.html'], PROBE);
    let file = path.join(dist, pathname);
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(dist) || !fs.existsSync(file)) return send(404, TYPES['.html'], fs.readFileSync(path.join(dist, '404.html')));
    send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await recorder?.context.close();
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

let recorder: { context: BrowserContext; page: Page; violations: string[] } | undefined;

/**
 * The file's one page that records CSP violations (events and console messages), at about:blank with
 * none recorded; third-party URLs are answered locally. One context for the file: a context costs
 * Chromium some 0.5 s of CPU.
 */
async function open(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  if (recorder) {
    await recorder.page.goto('about:blank');
    recorder.violations.length = 0;
    return recorder;
  }
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route: Route) => {
    const css = route.request().url().endsWith('.css');
    void route.fulfill({ status: 200, contentType: css ? 'text/css' : 'text/javascript', body: css ? 'body{}' : '' });
  });
  await context.exposeBinding('reportViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const violations: string[] = [];
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  recorder = { context, page, violations };
  return recorder;
}

test('the headers are in _headers and in the Azure config alike', () => {
  const names = headers.map((h) => h.name);
  assert.deepEqual(names, ['X-Content-Type-Options', 'Referrer-Policy', 'Content-Security-Policy']);
  assert.ok(headers.every((h) => h.pattern.test('/any/path/')), 'on every path');
  const azure = JSON.parse(fs.readFileSync(path.join(dist, 'staticwebapp.config.json'), 'utf8')) as { globalHeaders: Record<string, string> };
  assert.deepEqual(azure.globalHeaders, Object.fromEntries(headers.map((h) => [h.name, h.value])));
  const csp = headers.find((h) => h.name === 'Content-Security-Policy')!.value;
  assert.doesNotMatch(csp, /script-src[^;]*'unsafe-(inline|eval)'/);
  assert.match(csp, /object-src 'none'/);
});

test('the policy is applied and a violation is seen (probe with an unhashed inline script)', async () => {
  const { page, violations } = await open();
  const response = await page.goto(`${origin}/csp-probe/`);
  assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => (window as unknown as { probeRan?: boolean }).probeRan), undefined);
  assert.ok(violations.some((v) => /script-src/.test(v)), violations.join('\n'));
});

test('every page kind passes the site policy: no CSP violation', async () => {
  const { page, violations } = await open();
  const kinds: Array<[string, string]> = [
    ['home', '/'],
    ['doc', '/guide/one/'],
    ['doc with its own inline script', '/guide/two/'],
    ['category', '/category/api/'],
    ['API operation', '/api/notes/create-note/'],
    ['API info', '/api/notes/notes-api/'],
    ['search', '/search/?q=note'],
    ['React page', '/playground/'],
    ['404', '/no/such/page/'],
  ];
  for (const [kind, route] of kinds) {
    const response = await page.goto(origin + route);
    assert.ok(response?.headers()['content-security-policy'], `${kind}: the policy is sent`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
    // Interactions that run more of the client: the colour toggle, the search box.
    if (kind === 'doc') await page.click('.color-mode-toggle');
    if (kind === 'doc with its own inline script') assert.equal(await page.getAttribute('html', 'data-doc-script'), 'ran');
    assert.deepEqual(violations, [], `${kind} (${route})`);
  }
  // A redirect stub forwards (its inline script is allowed) and keeps the query and hash.
  await page.goto(`${origin}/old-guide/?a=1#part`);
  await page.waitForURL(/\/guide\/one\/\?a=1#part$/);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.deepEqual(violations, [], 'redirect stub');
});
