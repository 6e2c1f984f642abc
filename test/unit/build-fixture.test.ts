import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, readPage, runCli, listFiles, sharedFixtureBuild } from '../helpers.ts';

let site: string;
let dist: string;
let result: ReturnType<typeof runCli>;

before(() => {
  // The run's one build of the unchanged fixture, shared with the files that only read it too.
  ({ site, dist, result } = sharedFixtureBuild('basic'));
});

test('the CLI builds the fixture, exits 0 and prints a summary with the warning', () => {
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /built 8 pages and 2 redirects into .*dist\/ in \d+\.\d\d s \(1 warning\)/);
  assert.match(result.stderr, /content\/guide\/setup\.md:27: broken Markdown link "\.\/nope\.md"/);
});

test('the summary times every stage that ran, background work as its own span with what it ran beside, never "0 ms"', () => {
  const stages = result.stdout.split('\n')[1];
  assert.doesNotMatch(stages, /(^|[^.\d])0 ms/, stages);
  for (const stage of ['config', 'content', 'markdown', 'client', 'render', 'emit', 'search', 'sitemap']) {
    assert.match(stages, new RegExp(`(^|· |\\s)${stage} (<1 ms|\\d+ ms|\\d+\\.\\d\\d s)`), `${stage} in: ${stages}`);
  }
  // Markdown ran on the threads the build reports, beside the main thread's stages.
  assert.match(stages, /markdown (<1 ms|\d+ ms|\d+\.\d\d s) \((\d+ threads?|from the cache)(, beside [a-z ,]+)?\)/, stages);
});

test('every route is dist/<route>/index.html, plus 404.html and hashed assets', () => {
  const files = listFiles(dist);
  for (const f of ['index.html', 'guide/index.html', 'guide/setup/index.html', 'guide/advanced/index.html', 'guide/advanced/deep/index.html', 'category/extras/index.html', 'search/index.html', '404.html']) {
    assert.ok(files.includes(f), `${f} is missing`);
  }
  assert.ok(files.some((f) => /^assets\/css\/styles\.[0-9A-Z]+\.css$/.test(f)));
  assert.ok(files.some((f) => /^assets\/css\/api\.[0-9A-Z]+\.css$/.test(f)), 'the API pages\' own stylesheet');
  assert.ok(files.some((f) => /^assets\/js\/main\.[A-Z0-9]+\.js$/.test(f)));
});

test('a doc page has the full layout: title, meta, navbar, sidebar, breadcrumbs, TOC, pagination, edit link, footer', () => {
  const html = readPage(dist, '/guide/setup/');
  assert.match(html, /^<!DOCTYPE html><html lang="en" dir="ltr"/);
  assert.match(html, /<title>Set up &lt;Fixture&gt; &amp; &quot;friends&quot; \| Fixture Docs<\/title>/);
  assert.match(html, /<meta name="description" content="Install and configure the fixture\."\/>/);
  assert.match(html, /<link rel="canonical" href="https:\/\/fixture\.example\.com\/guide\/setup\/"\/>/);
  assert.match(html, /<meta name="generator" content="docsgen [\d.]+; site 1\.2\.3"\/>/);
  assert.match(html, /<a class="skip-link" href="#main-content">/);
  assert.match(html, /<section class="announcement" aria-label="Announcement" data-announcement-id="bar-1"/);
  // The current sidebar item is marked, and only that one.
  // The sidebar entry, the breadcrumb, and the navbar's item for the guide in the bar and in the drawer.
  assert.deepEqual([...html.matchAll(/<(\w+) class="([^"]+)"[^>]*aria-current="page"/g)].map((m) => `${m[1]}.${m[2].split(' ')[0]}`), ['a.navbar__link', 'a.drawer__link', 'a.menu__link', 'span.breadcrumbs__link']);
  assert.match(html, /<a class="menu__link menu__link--active" href="\/guide\/setup\/" aria-current="page">/);
  // Breadcrumbs: home, then the page (the guide index is a sibling, not a parent).
  assert.match(html, /<nav class="breadcrumbs" aria-label="Breadcrumbs">.*aria-label="Home page".*breadcrumbs__item--active/s);
  // TOC: h2 and h3 with the explicit id.
  assert.match(html, /<nav class="toc" aria-label="On this page">.*href="#install-it".*href="#configure".*href="#verify"/s);
  assert.match(html, /<aside class="theme-admonition theme-admonition-tip admonition--tip" role="note"><div class="admonition__title">Save time<\/div>/);
  assert.match(html, /<div class="code-block__title">install\.sh<\/div>/);
  assert.match(html, /<span class="token function">npm<\/span>/);
  assert.match(html, /<a href="\/guide\/">the overview<\/a>/);
  assert.match(html, /rel="prev">.*Guide overview/s);
  assert.match(html, /rel="next">.*Advanced/s);
  assert.match(html, /href="https:\/\/github\.com\/example\/fixture\/edit\/main\/content\/guide\/setup\.md"/);
  assert.match(html, /<footer class="footer footer--dark">.*© 2025 Fixture/s);
});

test('every internal link ends with a trailing slash; a broken .md link is the path it leads to from its page', () => {
  for (const file of listFiles(dist).filter((f) => f.endsWith('.html') && !f.startsWith('old'))) {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
      // The missing page setup.md links to (named by the build) leads where a browser would take it.
      if (href.startsWith('/assets/') || href === '/guide/setup/nope.md') continue;
      assert.ok(href.endsWith('/'), `${file} links to ${href}`);
    }
  }
  assert.match(fs.readFileSync(path.join(dist, 'guide/setup/index.html'), 'utf8'), /<a href="\/guide\/setup\/nope\.md">missing page<\/a>/);
});

test('rewritten .md links point at routes, with anchors', () => {
  assert.match(readPage(dist, '/'), /<a href="\/guide\/setup\/#install-it">the setup guide<\/a>/);
  assert.match(readPage(dist, '/guide/'), /<a href="\/guide\/advanced\/deep\/">advanced page<\/a>/);
});

test('the description falls back to the first paragraph', () => {
  assert.match(readPage(dist, '/guide/advanced/deep/'), /<meta name="description" content="A deep page, whose description comes from this first paragraph\."\/>/);
});

test('folder categories and generated index pages', () => {
  const setup = readPage(dist, '/guide/setup/');
  assert.match(setup, /<a class="menu__link menu__link--category menu__link--sublist" href="\/guide\/advanced\/">Advanced<\/a>/);
  const index = readPage(dist, '/category/extras/');
  assert.match(index, /<title>Extras \| Fixture Docs<\/title>/);
  assert.match(index, /<a class="card" href="\/guide\/advanced\/deep\/">.*Deep dive.*A deep page, whose description/s);
});

test('redirect stubs at the exact old URLs, noindex, keeping query and hash', () => {
  const stub = fs.readFileSync(path.join(dist, 'old/page.html'), 'utf8');
  assert.match(stub, /<meta http-equiv="refresh" content="0; url=\/guide\/setup\/">/);
  assert.match(stub, /<link rel="canonical" href="https:\/\/fixture\.example\.com\/guide\/setup\/">/);
  assert.match(stub, /<meta name="robots" content="noindex, follow">/);
  // The script forwards to the refresh URL with the query and hash: one script for every stub, so the
  // Content-Security-Policy allows it by one hash (test/browser/csp.test.ts follows a stub in a browser).
  assert.match(stub, /<script>location\.replace\(document\.querySelector\('meta\[http-equiv="refresh"\]'\)\.content\.replace\(\/\^0; url=\/,''\)\+location\.search\+location\.hash\)<\/script>/);
  assert.match(stub, /<a href="\/guide\/setup\/">/);
  assert.ok(fs.existsSync(path.join(dist, 'old-folder/index.html')));
});

test('the not-found page says "Page Not Found" and links home and to search', () => {
  const html = fs.readFileSync(path.join(dist, '404.html'), 'utf8');
  assert.match(html, /<title>Page Not Found \| Fixture Docs<\/title>/);
  assert.doesNotMatch(html, /<meta name="robots"/, 'served with status 404: never indexed, no noindex needed');
  assert.match(html, /href="\/">home page<\/a>.*href="\/search\/">search the documentation/s);
});

test('the colour mode is applied by an inline script before the stylesheet', () => {
  const html = readPage(dist, '/');
  const script = html.indexOf('localStorage.getItem("theme")');
  const css = html.indexOf('rel="stylesheet"');
  assert.ok(script > 0 && script < css);
});

test('warnings come out in file order, the same on one thread and on two', () => {
  const site = copyFixture('basic');
  // Written out of order, in two folders, each with a front matter warning (found while loading)
  // and a broken link (found while rendering its Markdown, possibly on another thread).
  for (const [file, target] of [['zeta.md', './nope-zeta.md'], ['alpha.md', './nope-alpha.md'], ['guide/b-nested.md', '../nope-nested.md'], ['mid.md', './nope-mid.md']]) {
    // A key of its own each (one key in three docs or more is one warning).
    fs.writeFileSync(path.join(site, 'content', file), `---\ntitle: ${file}\n${path.basename(file, '.md').replace('-', '_')}_owner: Ann\n---\n\nSee [it](${target}).\n`);
  }
  const warningsOf = (jobs: string) => {
    const r = runCli(['build', '--config', path.join(site, 'site.config.ts'), '--no-cache', '--jobs', jobs]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout + r.stderr, new RegExp(`rendered on ${jobs} thread`));
    return (r.stdout + r.stderr).split('\n').filter((line) => line.startsWith('⚠'));
  };
  const serial = warningsOf('1');
  const filesOf = (kind: RegExp) => serial.filter((line) => kind.test(line)).map((line) => /^⚠ (content\/[^:]+)/.exec(line)![1]);
  const inOrder = ['content/alpha.md', 'content/guide/b-nested.md', 'content/mid.md', 'content/zeta.md'];
  assert.deepEqual(filesOf(/unknown front matter key "\w+_owner"/), inOrder);
  assert.deepEqual(filesOf(/broken Markdown link "\.\.?\/nope-/), inOrder);
  assert.deepEqual(warningsOf('2'), serial);
});
