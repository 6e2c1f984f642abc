/**
 * The real Lumagraph site: it builds with no error, and every route, sidebar and redirect of the
 * acceptance data (copied into test/acceptance/) is in dist/ with a title and a description.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readPage, repoRoot, runCli, sharedSiteBuild } from '../helpers.ts';

const acceptance = (name: string) =>
  fs.readFileSync(path.join(repoRoot, 'test', 'acceptance', name), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));

const routes = acceptance('routes.txt');
const sidebars = acceptance('sidebars.tsv').map((l) => l.split('\t') as [string, string]);
const redirects = acceptance('redirects.tsv').map((l) => l.split('\t') as [string, string]);

let dist: string;
let result: ReturnType<typeof runCli>;
before(() => {
  ({ dist, result } = sharedSiteBuild());
});

/** The sidebar a route must display: the longest matching prefix in sidebars.tsv. */
function expectedSidebar(route: string): string {
  const match = sidebars.filter(([prefix]) => route.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  return match[1];
}

test('the real site builds with exit 0 and no errors', () => {
  assert.equal(result.code, 0, result.stderr);
  // The 20 configured redirects, and /api/<group>/ to each of the 15 API groups' info page.
  assert.match(result.stdout, /built \d+ pages and 35 redirects/);
});

test(`every route of the acceptance list (${routes.length}) is built with a title and a description`, () => {
  for (const route of routes) {
    const html = readPage(dist, route);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    assert.match(title, / \| Lumagraph Developer Documentation$/, `${route} title "${title}"`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    assert.ok(description.length >= 20, `${route} has no real description ("${description}")`);
  }
});

test('each page displays the sidebar of sidebars.tsv, with its own entry marked', () => {
  for (const route of routes) {
    const html = readPage(dist, route);
    const shown = /data-sidebar="([^"]+)"/.exec(html)?.[1] ?? '-';
    assert.equal(shown, expectedSidebar(route), `${route} shows the sidebar "${shown}"`);
    if (shown !== '-' && !['/search/'].includes(route)) {
      const current = /<nav class="sidebar__nav menu"[\s\S]*?<a class="menu__link[^"]*" href="([^"]+)" aria-current="page"/.exec(html)?.[1];
      if (current !== undefined) assert.equal(current, route, `${route} marks ${current} as current`);
    }
  }
});

test('every redirect of redirects.tsv has a stub at the exact old URL', () => {
  for (const [from, to] of redirects) {
    const file = path.join(dist, from.endsWith('/') ? `${from}index.html` : from);
    const stub = fs.readFileSync(file, 'utf8');
    assert.ok(stub.includes(`url=${to}"`), `${from} should forward to ${to}`);
    assert.ok(fs.existsSync(path.join(dist, to === '/' ? 'index.html' : `${to.slice(1)}index.html`)), `${to} must exist`);
  }
});

test('the navbar has Start Here, 16 products, AI SEO Agent, API and GitHub; the footer has three groups', () => {
  const html = readPage(dist, '/cloud/');
  const navbar = /<nav class="navbar"[\s\S]*?<\/nav>/.exec(html)![0];
  assert.match(navbar, />Start Here</);
  assert.equal((navbar.match(/class="navbar__dropdown-link[" ]/g) ?? []).length, 16);
  // The page's own product is marked in its dropdown, and the dropdown with it.
  assert.match(navbar, /class="navbar__link navbar__dropdown-toggle navbar__link--active"/);
  assert.equal((navbar.match(/navbar__dropdown-link--active/g) ?? []).length, 1);
  assert.match(navbar, /href="\/agent-lumagraph\/"><span>AI SEO Agent</);
  assert.match(navbar, /href="\/category\/api\/"><span>API</);
  assert.match(navbar, /href="https:\/\/github\.com\/lumagraph"/);
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
  assert.deepEqual([...footer.matchAll(/footer__title">([^<]+)</g)].map((m) => m[1]), ['Social', 'Solutions', 'Get started']);
  assert.match(footer, /© 2025 Lumagraph/);
});


test('the navbar marks the item a page is under as active, and only on those pages', () => {
  // The navbar markup is made once per set of active items and reused: each page must still get its own.
  const activeOn = (route: string) => [...readPage(dist, route).matchAll(/class="navbar__link navbar__link--active" href="([^"]*)"/g)].map((m) => m[1]);
  for (const route of ['/agent-lumagraph/', '/agent-lumagraph/faq/', '/agent-lumagraph/workflows/adding-authorship-markup/']) {
    assert.deepEqual(activeOn(route), ['/agent-lumagraph/'], route);
  }
  assert.deepEqual(activeOn('/category/api/'), ['/category/api/']);
  for (const route of ['/', '/cloud/', '/wordpress-plugin/', '/api/manager/accounts/']) assert.deepEqual(activeOn(route), [], route);
  // The drawer: its header and links (a dropdown's links nested in a folded group), up to the sidebar;
  // the same on every page but for the page's own item, marked as the navbar marks it.
  const drawer = (route: string) => /<div class="drawer__header">[\s\S]*?(?=<div class="sidebar__scroll">|<\/aside>)/.exec(readPage(dist, route))![0];
  const activeInDrawer = (route: string) => [...drawer(route).matchAll(/class="drawer__link drawer__link--active" href="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(activeInDrawer('/category/api/'), ['/category/api/']);
  assert.deepEqual(activeInDrawer('/cloud/'), ['/cloud/']);
  assert.deepEqual(activeInDrawer('/api/manager/accounts/'), []);
  const unmarked = (route: string) => drawer(route).replace(/ drawer__link--active| aria-current="page"/g, '');
  assert.equal(unmarked('/category/api/'), unmarked('/cloud/'));
  assert.equal((unmarked('/cloud/').match(/class="drawer__link"/g) ?? []).length, 20);
});
test('every API group is built, and no operation page is over 150 KB of HTML', () => {
  const groups = acceptance('api-groups.txt').map((l) => l.split('\t')[0]);
  let pages = 0;
  for (const group of groups) {
    const dir = path.join(dist, 'api', group);
    assert.ok(fs.existsSync(dir), `no pages for the API group ${group}`);
    assert.match(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'), /http-equiv="refresh"/, `/api/${group}/ redirects to the group's info page`);
    for (const slug of fs.readdirSync(dir).filter((f) => f !== 'index.html')) {
      const size = fs.statSync(path.join(dir, slug, 'index.html')).size;
      assert.ok(size < 150 * 1024, `/api/${group}/${slug}/ is ${size} bytes`);
      pages++;
    }
  }
  assert.ok(pages > 300, `${pages} API pages`);
});

test('the host configs carry every redirect of redirects.tsv as a 301, within the hosts\' limits', () => {
  const rules = fs.readFileSync(path.join(dist, '_redirects'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/));
  const azureText = fs.readFileSync(path.join(dist, 'staticwebapp.config.json'), 'utf8');
  const azure = JSON.parse(azureText) as { routes: Array<{ route: string; redirect?: string; statusCode?: number }>; responseOverrides: Record<string, unknown> };
  for (const [from, to] of redirects) {
    for (const status of ['301!', '301']) assert.ok(rules.some(([f, t, s]) => f === from && t === to && s === status), `_redirects: ${from} ${to} ${status}`);
    const route = from.endsWith('/') ? `${from}index.html` : from;
    assert.ok(azure.routes.some((r) => r.route === route && r.redirect === to && r.statusCode === 301), `staticwebapp.config.json: ${from}`);
  }
  // The site sends unknown paths home where a host can (Azure); Netlify and Cloudflare Pages serve 404.html,
  // which says the page does not exist (a catch-all redirect would loop on Cloudflare Pages). Cloudflare Pages takes at most 2,000 static and 100 placeholder rules.
  assert.deepEqual(rules.at(-1), ['/*', '/404.html', '404']);
  const notFound = fs.readFileSync(path.join(dist, '404.html'), 'utf8');
  assert.doesNotMatch(notFound, /http-equiv="refresh"|rel="canonical"/, 'the 404 page neither forwards nor names a canonical address');
  // Served with status 404, which search engines never index: no noindex of its own (Lighthouse's is-crawlable).
  assert.doesNotMatch(notFound, /<meta name="robots"/);
  assert.deepEqual(azure.responseOverrides['404'], { redirect: '/', statusCode: 302 });
  assert.ok(rules.filter(([f]) => !/[:*]/.test(f)).length <= 2000);
  assert.ok(rules.filter(([f]) => /[:*]/.test(f)).length <= 100);
  assert.ok(Buffer.byteLength(azureText) <= 20 * 1024, 'Azure rejects a staticwebapp.config.json over 20 KB');
});

test('docsgen check finds no broken link, anchor, image or redirect on the real site (exit 0)', () => {
  const check = runCli(['check', '--no-build', '--json', '--out', dist]);
  const report = JSON.parse(check.stdout) as { ok: boolean; counts: { pages: number; links: number }; problems: Array<{ severity: string; source: string; line: number | null; message: string }> };
  const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.source}:${p.line ?? ''} ${p.message}`);
  assert.equal(check.code, 0, `docsgen check failed:\n${errors.join('\n')}\n${check.stderr}`);
  assert.equal(report.ok, true);
  assert.ok(report.counts.pages >= routes.length && report.counts.links > 10_000, JSON.stringify(report.counts));
});

test('the legacy /pages/ manual says on every page that it describes the plugin before 3.40, links to the current page, and agrees with it', () => {
  const legacy = fs.readdirSync(path.join(repoRoot, 'content', 'pages')).map((file) => `/pages/${file.replace(/\.md$/, '')}/`);
  assert.ok(legacy.length >= 20, `${legacy.length} legacy pages`);
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&gt;/g, '>').replace(/\s+/g, ' ');
  for (const route of legacy) {
    const html = readPage(dist, route);
    const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
    const banner = /<aside class="theme-admonition[^"]*"[^>]*>\s*<div class="admonition__title">Legacy manual: the plugin before 3\.40<\/div>([\s\S]*?)<\/aside>/.exec(article);
    assert.ok(banner, `${route}: the legacy banner`);
    assert.doesNotMatch(article.slice(article.indexOf('</h1>'), banner.index), /<p>|<h2/, `${route}: the banner comes first`);
    const link = /href="(\/wordpress-plugin\/[^"#]*)(#[^"]*)?"/.exec(banner[1]);
    assert.ok(link, `${route}: the banner links to the current page`);
    const target = readPage(dist, link[1]);
    if (link[2]) assert.ok(target.includes(`id="${link[2].slice(1)}"`), `${route}: ${link[1]}${link[2]} exists`);
    // The facts both manuals state: requirements, where the key is, the capabilities, one main entity.
    const words = text(article);
    assert.doesNotMatch(words, /Account › Keys|One to three main|at most three/, route);
    // The three capabilities of the current plugin, not the legacy six.
    assert.doesNotMatch(words, /\b(lumagraph_annotate|(edit|publish|delete)_lumagraph_entities|manage_lumagraph)\b/, route);
  }
  const requirements = text(readPage(dist, '/pages/installation/'));
  assert.match(requirements, /WordPress 6\.3 the latest release/);
  assert.match(requirements, /PHP 8\.1 the latest release/);
  assert.match(requirements, /Settings → Keys/);
  assert.match(text(readPage(dist, '/wordpress-plugin/support/')), /Lumagraph 3\.52\.2/);
});
