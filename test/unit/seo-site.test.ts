/**
 * The search-engine and machine-readable outputs of the real Lumagraph site: the sitemap against the
 * acceptance routes and git, every JSON-LD block of every page, breadcrumbs, llms.txt and the
 * Markdown copies of all docs.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { listFiles, readPage, repoRoot, runCli, sharedSiteBuild } from '../helpers.ts';
import { assertBreadcrumbsMatch, nodeOf, parsePage } from '../seo-helpers.ts';

const ORIGIN = 'https://docs.lumagraph.dev';
const acceptance = (name: string) => fs.readFileSync(path.join(repoRoot, 'test', 'acceptance', name), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
const docs = fg.sync('**/*.md', { cwd: path.join(repoRoot, 'content') });

let dist: string;
before(() => {
  const built = sharedSiteBuild();
  dist = built.dist;
  assert.equal(built.result.code, 0, built.result.stderr);
});

const file = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8');

test('the sitemap lists every page but search, 404 and redirects, with lastmod from git', () => {
  const entries = new Map([...file('sitemap.xml').matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1].slice(ORIGIN.length), m[2]]));
  const pages = listFiles(dist).filter((f) => f.endsWith('index.html') && f !== 'search/index.html').map((f) => `/${f.replace(/index\.html$/, '')}`);
  // Configured redirects, and each API group's folder, which redirects to the group's info page.
  const groupRedirects = acceptance('api-groups.txt').map((l) => `/api/${l.split('\t')[0]}/`);
  const redirects = [...acceptance('redirects.tsv').map((l) => l.split('\t')[0]), ...groupRedirects];
  const canonical = pages.filter((p) => !redirects.includes(p));
  assert.deepEqual([...entries.keys()].sort(), canonical.sort());
  for (const route of acceptance('routes.txt')) if (route !== '/search/') assert.ok(entries.has(route), `${route} is not in the sitemap`);
  const git = spawnSync('git', ['log', '-1', '--format=%cI', '--', 'content/cloud.md'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
  if (git) assert.equal(entries.get('/cloud/'), new Date(git).toISOString());
  assert.match(file('robots.txt'), new RegExp(`^Sitemap: ${ORIGIN}/sitemap\\.xml$`, 'm'));
});

test('every JSON-LD block on every page parses; pages carry the right types and fields', () => {
  let blocks = 0;
  // Pages only: assets/ holds fragments (the shared sidebar of a windowed sidebar, shared schema
  // bodies), and an API page's parts.<hash>.html its deep schema levels, loaded on demand.
  const pages = listFiles(dist).filter((f) => f.endsWith('.html') && !f.startsWith('assets/') && !/\/parts\.[0-9a-f]+\.html$/.test(f));
  for (const f of pages) {
    const parsed = parsePage(file(f), f);
    blocks += parsed.blocks;
    if (f === '404.html' || parsed.meta('robots') === 'noindex, follow') continue;
    const route = `/${f.replace(/index\.html$/, '')}`;
    const canonical = ORIGIN + route;
    const main = parsed.jsonLd.find((n) => ['TechArticle', 'APIReference', 'CollectionPage'].includes(n['@type']));
    assert.ok(main, `${f}: no page node`);
    assert.equal(main.url, canonical, f);
    assert.equal(main.description, parsed.meta('description'), `${f}: description`);
    assert.match(String(main.dateModified), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, `${f}: dateModified`);
    assert.deepEqual(main.publisher, { '@id': 'https://lumagraph.dev/#organization' }, f);
    assert.equal(nodeOf(parsed, 'Organization', f).name, 'Lumagraph');
    if (main['@type'] !== 'CollectionPage') assert.equal(main.headline, parsed.title.replace(/ \| Lumagraph Developer Documentation$/, ''), `${f}: headline`);
    if (route.startsWith('/api/')) assert.equal(main['@type'], 'APIReference', f);
    if (route !== '/') assertBreadcrumbsMatch(parsed, ORIGIN, canonical, f);
  }
  // Every HTML page but the 404 page and the redirect stubs (configured, and one per API group) has one block.
  const stubs = acceptance('redirects.tsv').length + acceptance('api-groups.txt').length;
  assert.equal(blocks, pages.length - stubs - 1);
  const home = parsePage(readPage(dist, '/'), '/');
  const site = nodeOf(home, 'WebSite', '/');
  assert.deepEqual(site.potentialAction, {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search/?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  });
  assert.equal(nodeOf(home, 'TechArticle', '/').headline, 'Introduction');
  assert.equal(nodeOf(parsePage(readPage(dist, '/cloud/'), 'cloud'), 'TechArticle', 'cloud').headline, 'Lumagraph Cloud');
});

test('Open Graph and Twitter tags name the site, its locale and its X account', () => {
  const parsed = parsePage(readPage(dist, '/cloud/'), 'cloud');
  assert.equal(parsed.meta('og:type'), 'article');
  assert.equal(parsed.meta('og:locale'), 'en_US');
  assert.equal(parsed.meta('og:site_name'), 'Lumagraph Developer Documentation');
  assert.equal(parsed.meta('twitter:site'), '@lumagraph');
  assert.equal(parsed.meta('twitter:card'), 'summary');
  assert.equal(parsed.meta('twitter:title'), parsed.title);
  assert.ok(parsed.meta('article:modified_time'));
});

test('every doc has its Markdown copy, listed in llms.txt and included in llms-full.txt', () => {
  const copies = listFiles(dist).filter((f) => f.endsWith('index.md'));
  assert.equal(copies.length, docs.length);
  const llms = file('llms.txt');
  const lines = llms.split('\n');
  assert.equal(lines[0], '# Lumagraph Developer Documentation');
  assert.equal(lines[2], '> Build, publish and query the knowledge graph of your website.');
  for (const line of lines.slice(lines.findIndex((l) => l.startsWith('## ')))) {
    assert.match(line, /^$|^## \S.*$|^- \[(?:[^\]\\]|\\.)+\]\(https:\/\/[^\s)]+\)(?:: \S.*)?$/, `not llms.txt syntax: ${line}`);
  }
  const full = file('llms-full.txt');
  for (const copy of copies) {
    const url = `${ORIGIN}/${copy}`;
    assert.equal(llms.split(`](${url})`).length - 1, 1, `${url} is listed once in llms.txt`);
    assert.ok(full.includes(`\nSource: ${ORIGIN}/${copy.replace(/index\.md$/, '')}\n`), `${copy} is in llms-full.txt`);
    assert.doesNotMatch(file(copy), /^---\n/, `${copy} keeps its front matter`);
    assert.match(file(copy), /^# \S/, `${copy} starts with its title`);
  }
  assert.deepEqual(
    lines.filter((l) => l.startsWith('## ')),
    ['## Docs', '## Agent Lumagraph', '## Knowledge graph', '## WordPress plugin', '## Product Knowledge Graph Builder', '## LLM connectors', '## Content generation', '## Marketing automation', '## API reference', '## Optional'],
  );
  assert.match(llms, new RegExp(`^- \\[Manager API: OpenAPI description\\]\\(${ORIGIN}/specs/manager\\.yaml\\)`, 'm'));
});
