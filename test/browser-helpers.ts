/**
 * Browser test helpers: a static server for a built dist/ on 127.0.0.1 (with the trailing-slash and
 * 404 rules of a real host), and Debian's Chromium through playwright-core (never a downloaded browser).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sharedFixtureBuild } from './helpers.ts';
import { chromium, type Browser, type BrowserContext, type Page, type CDPSession, type ConsoleMessage, type Route } from 'playwright-core';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` at `http://127.0.0.1:<port><mount>`; folders answer with their index.html. */
export async function serveDist(dir: string, mount = '/'): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(mount)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    pathname = `/${pathname.slice(mount.length)}`;
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) {
      res.writeHead(400).end();
      return;
    }
    // As Netlify, Cloudflare Pages and GitHub Pages do: "/x" is x.html (pageFiles "html"), before a folder x/.
    if (!pathname.endsWith('/') && !fs.statSync(file, { throwIfNoEntry: false })?.isFile() && fs.existsSync(`${file}.html`)) file = `${file}.html`;
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { location: `${mount}${pathname.slice(1)}/${url.search}` }).end();
        return;
      }
      file = path.join(file, 'index.html');
    }
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': TYPES['.html'] }).end(fs.existsSync(path.join(dir, '404.html')) ? fs.readFileSync(path.join(dir, '404.html')) : 'not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    // A browser still holds connections (keep-alive, or a preconnected socket that sent no request
    // and would keep close() waiting for Node's 5-minute request timeout): cut them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Collects console errors and warnings and page errors, for "no hydration warnings" assertions. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The page a test file's tests share, and what it saw since the last reset. */
export interface SharedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings and page errors since the last reset (see collectProblems). */
  problems: string[];
  /** Third-party URLs requested since the last reset: answered locally, never fetched. */
  external: string[];
  /** Starts a test from a clean state; see sharedPage. */
  reset(options?: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; init?: string }): Promise<SharedPage>;
}

/**
 * One browser context and page for a whole test file, reset before each test instead of replaced:
 * in Chromium a new context costs some 0.5 s of CPU and a new page 0.4 s, a page load 0.25 s, and
 * the suite runs on two shared cores. A reset leaves the page as a new context would: this origin's
 * localStorage and sessionStorage cleared, about:blank loaded, no route or request/worker listener
 * a test added, the pointer at (0, 0), the viewport and colour scheme given, nothing collected.
 * `init` is a script run in every document before the page's own, until the next reset (Chromium's
 * addScriptToEvaluateOnNewDocument: Playwright's addInitScript cannot be taken back). Storage of an
 * origin the page left mid-test is not cleared: a test that needs that uses its own context.
 * Third-party URLs are answered locally and recorded in `external` (a stylesheet gets `body{}`,
 * anything else an empty script).
 */
export async function sharedPage(browser: Browser): Promise<SharedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const page = await context.newPage();
  let cdp: CDPSession | undefined;
  let initScript: string | undefined;
  const shared: SharedPage = {
    context,
    page,
    problems: collectProblems(page),
    external: [],
    async reset({ width = 1280, height = 800, colorScheme = 'light', init } = {}) {
      if (/^https?:/.test(page.url())) {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await page.goto('about:blank');
      // Shown and focused as a new page is (a renderer that missed being shown gets no idle time).
      await page.bringToFront();
      // The pointer where a new page has it: hovering nothing the next page draws.
      await page.mouse.move(0, 0);
      if (initScript) await cdp!.send('Page.removeScriptToEvaluateOnNewDocument', { identifier: initScript });
      initScript = undefined;
      if (init) {
        if (!cdp) {
          cdp = await context.newCDPSession(page);
          await cdp.send('Page.enable');
        }
        initScript = (await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: init })).identifier;
      }
      await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
      page.removeAllListeners('request');
      page.removeAllListeners('worker');
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route: Route) => {
        shared.external.push(route.request().url());
        const css = route.request().url().endsWith('.css');
        void route.fulfill({ status: 200, contentType: css ? 'text/css' : 'text/javascript', body: css ? 'body{}' : '' });
      });
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      shared.problems.length = 0;
      shared.external.length = 0;
      return shared;
    },
  };
  return shared;
}

/** A browser test file's set-up: the run's one build of a fixture, served, and a browser with its shared page. */
export interface SharedSite {
  dist: string;
  server: StaticServer;
  browser: Browser;
  shared: SharedPage;
  close(): Promise<void>;
}

/** Builds (once per run, see sharedFixtureBuild) and serves `fixture`, and opens a browser on it. */
export async function openSharedSite(fixture: string): Promise<SharedSite> {
  const built = sharedFixtureBuild(fixture);
  if (built.result.code !== 0) throw new Error(`the ${fixture} fixture did not build:\n${built.result.stderr}`);
  const server = await serveDist(built.dist);
  const browser = await launchBrowser();
  const shared = await sharedPage(browser);
  return {
    dist: built.dist,
    server,
    browser,
    shared,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

