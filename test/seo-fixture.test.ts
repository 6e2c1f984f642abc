/**
 * Search-engine and machine-readable outputs of a fixture with hostile titles (`</script>`, `<!--`)
 * and a git history with known dates: sitemap.xml, robots.txt, meta tags, JSON-LD on every page,
 * Markdown copies, llms.txt, llms-full.txt, and two builds being byte-identical.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { copyFixture, listFiles, readPage, repoRoot, runCli } from './helpers.ts';
import { assertBreadcrumbsMatch, nodeOf, parsePage, type ParsedPage } from './seo-helpers.ts';

const ORIGIN = 'https://seo.example.com';
const FIRST = '2024-01-02T03:04:05Z';
const SECOND = '2024-06-01T12:00:00Z';

let site: string;
let dist: string;
let again: string;

function git(args: string[], date = FIRST): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const r = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd: site, env, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
}

before(() => {
  site = copyFixture('seo');
  // History: everything at FIRST, then other.md changed at SECOND, then fresh.md never committed.
  git(['init', '-q']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'first']);
  fs.appendFileSync(path.join(site, 'content/guide/other.md'), '\nA later edit.\n');
  git(['commit', '-q', '-am', 'second'], SECOND);
  fs.writeFileSync(path.join(site, 'content/guide/fresh.md'), '---\ntitle: Fresh\ndescription: Not committed yet.\nsidebar_position: 9\n---\n\nNew.\n');
  dist = path.join(site, 'dist');
  again = path.join(site, 'dist-again');
  for (const out of [dist, again]) {
    const r = runCli(['build', '--config', path.join(site, 'site.config.ts'), '--out', out]);
    assert.equal(r.code, 0, r.stderr);
  }
});

const file = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8');
const page = (route: string): ParsedPage => parsePage(readPage(dist, route), route);

test('sitemap.xml lists every canonical route, not redirects, 404 or search, with lastmod from git', () => {
  const xml = file('sitemap.xml');
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1].slice(ORIGIN.length), m[2]]);
  assert.equal(entries.length, (xml.match(/<url>/g) ?? []).length, 'every <url> has a <loc> and a <lastmod>');
  const first = FIRST.replace('Z', '.000Z');
  const second = SECOND.replace('Z', '.000Z');
  assert.deepEqual(Object.fromEntries(entries), {
    '/': first,
    '/api/notes/list-notes/': first,
    '/api/notes/notes/': first,
    '/api/notes/notes-api-script/': first,
    '/category/api/': first,
    // A generated index changes when a page it lists changes.
    '/category/more/': second,
    '/guide/': first,
    // Not committed: the newest commit's date, never the build time.
    '/guide/fresh/': second,
    '/guide/links/': first,
    '/guide/other/': second,
    '/legacy/old-manual/': first,
  });
});

test('robots.txt allows crawling and points to the sitemap', () => {
  assert.equal(file('robots.txt').split('\n').filter((l) => !l.startsWith('#')).join('\n'), `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
});

test('two builds of the same input are byte-identical', () => {
  const files = listFiles(dist);
  assert.deepEqual(listFiles(again), files);
  for (const f of files) assert.ok(fs.readFileSync(path.join(dist, f)).equals(fs.readFileSync(path.join(again, f))), `${f} differs between builds`);
});

test('every JSON-LD block on every page parses, and no title breaks out of its script element', () => {
  let blocks = 0;
  for (const f of listFiles(dist).filter((f) => f.endsWith('.html'))) {
    const html = file(f);
    const parsed = parsePage(html, f);
    blocks += parsed.blocks;
    assert.ok(parsed.blocks <= 1, `${f} has ${parsed.blocks} JSON-LD blocks`);
    // A title that escaped its JSON-LD block would start a script element of its own.
    for (const s of parsed.scripts.filter((s) => s.type !== 'application/ld+json')) assert.doesNotMatch(s.text, /alert\(/, `${f}: a title became a script`);
    // Redirect stubs (configured ones under old/, and /api/<group>/ to the group's info page) are not pages.
    if (f === '404.html' || f.startsWith('old/') || /^api\/[^/]+\/index\.html$/.test(f)) continue;
    assert.equal(parsed.blocks, 1, `${f} has no JSON-LD`);
    assert.ok(parsed.hasMain, `${f}: the document after the head was swallowed`);
    // The raw block holds no "<" at all, so neither </script> nor <!-- can occur in it.
    const raw = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)![1];
    assert.doesNotMatch(raw, /</, f);
  }
  assert.equal(blocks, 12);
  const home = page('/');
  assert.equal(nodeOf(home, 'TechArticle', '/').headline, 'Home </script><script>alert(1)</script>');
  assert.equal(home.title, 'Home </script><script>alert(1)</script> | SEO </script> Fixture <!--');
  const guide = nodeOf(page('/guide/'), 'TechArticle', '/guide/');
  assert.equal(guide.headline, 'Guide <!-- not a comment --> & "quotes"');
  assert.equal(guide.description, 'Start here: it says </script> and <!-- and \u2028 too.');
  assert.equal(guide.keywords, 'guide, </script>');
  assert.equal(nodeOf(page('/api/notes/list-notes/'), 'APIReference', 'op').headline, 'List notes </script><script>alert(2)</script>');
});

test('the home page has the WebSite with a SearchAction to /search/?q=', () => {
  const site = nodeOf(page('/'), 'WebSite', '/');
  assert.equal(site['@id'], `${ORIGIN}/#website`);
  assert.equal(site.name, 'SEO </script> Fixture <!--');
  assert.deepEqual(site.potentialAction, {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search/?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  });
  assert.equal(page('/guide/').jsonLd.find((n) => n['@type'] === 'WebSite'), undefined, 'only the home page describes the WebSite');
});

test('docs are TechArticles with headline, description, dates and a publisher in the same graph', () => {
  const parsed = page('/guide/other/');
  const article = nodeOf(parsed, 'TechArticle', 'other');
  assert.equal(article.headline, 'Other page');
  assert.equal(article.description, 'Another page of the guide.');
  assert.equal(article.dateModified, SECOND);
  assert.equal(article.datePublished, FIRST);
  assert.equal(article.url, `${ORIGIN}/guide/other/`);
  assert.equal(article.mainEntityOfPage, `${ORIGIN}/guide/other/`);
  assert.deepEqual(article.publisher, { '@id': 'https://fixture.example/#organization' });
  const publisher = nodeOf(parsed, 'Organization', 'other');
  assert.equal(publisher['@id'], 'https://fixture.example/#organization');
  assert.equal(publisher.name, 'Fixture Inc. </script>');
  assert.deepEqual(publisher.logo, { '@type': 'ImageObject', url: 'https://fixture.example/logo.png' });
  assert.deepEqual(publisher.sameAs, ['https://github.com/fixture']);
});

test('API pages are APIReferences about the WebAPI of their group; index pages are CollectionPages', () => {
  const info = page('/api/notes/notes-api-script/');
  const api = nodeOf(info, 'WebAPI', 'info');
  assert.equal(api['@id'], `${ORIGIN}/api/notes/notes-api-script/#api`);
  assert.equal(api.name, 'Notes API </script><!--');
  const op = nodeOf(page('/api/notes/list-notes/'), 'APIReference', 'op');
  assert.deepEqual(op.about, { '@id': api['@id'] });
  assert.equal(op.description, 'Lists every note. Second sentence.');
  assert.equal(op.dateModified, FIRST);
  assert.ok(op.publisher);
  assert.equal(nodeOf(page('/category/more/'), 'CollectionPage', 'more').name, 'More');
  assert.equal(nodeOf(page('/search/'), 'SearchResultsPage', 'search').url, `${ORIGIN}/search/`);
});

test('BreadcrumbList matches the visible breadcrumbs on every page that shows them', () => {
  let checked = 0;
  for (const f of listFiles(dist).filter((f) => f.endsWith('index.html') && !f.startsWith('old/'))) {
    const parsed = parsePage(file(f), f);
    // The home doc shows its crumb after the home icon, as Docusaurus does; a trail of one place (the
    // home page itself) is no BreadcrumbList.
    if (!parsed.breadcrumbs || f === 'index.html') continue;
    assertBreadcrumbsMatch(parsed, ORIGIN, `${ORIGIN}/${f.replace(/index\.html$/, '')}`, f);
    checked++;
  }
  assert.equal(checked, 10);
  assert.deepEqual(page('/').breadcrumbs?.map((c) => c.label), ['Home </script><script>alert(1)</script>']);
  // The legacy category is a label without a page: shown, but not in the structured trail.
  const legacy = page('/legacy/old-manual/');
  assert.deepEqual(legacy.breadcrumbs?.map((c) => c.label), ['Legacy </script> pages', 'Old manual']);
});

test('meta description, canonical, Open Graph and Twitter card tags', () => {
  const links = page('/guide/links/');
  assert.equal(links.meta('description'), 'Every kind of link, for the Markdown copy.');
  assert.equal(links.meta('og:type'), 'article');
  assert.equal(links.meta('og:locale'), 'en_US');
  assert.equal(links.meta('og:url'), `${ORIGIN}/guide/links/`);
  assert.equal(links.meta('og:image'), `${ORIGIN}/img/links-card.png`, 'front matter image, a site path');
  assert.equal(links.meta('og:image:alt'), 'Links');
  assert.equal(links.meta('article:modified_time'), FIRST);
  assert.equal(links.meta('article:published_time'), FIRST);
  assert.equal(links.meta('twitter:card'), 'summary_large_image');
  assert.equal(links.meta('twitter:site'), '@fixture');
  assert.equal(links.meta('twitter:title'), 'Links | SEO </script> Fixture <!--');
  assert.equal(links.meta('twitter:description'), 'Every kind of link, for the Markdown copy.');
  assert.equal(links.meta('twitter:image'), `${ORIGIN}/img/links-card.png`);
  const home = page('/');
  assert.equal(home.meta('og:type'), 'website');
  assert.equal(home.meta('og:image'), 'https://fixture.example/card.png', 'the site image');
  assert.equal(home.meta('article:modified_time'), undefined);
  assert.match(readPage(dist, '/guide/links/'), /<link rel="canonical" href="https:\/\/seo\.example\.com\/guide\/links\/"\/>/);
  assert.match(readPage(dist, '/guide/links/'), /<link rel="alternate" type="text\/markdown" href="https:\/\/seo\.example\.com\/guide\/links\/index\.md"\/>/);
  assert.equal(page('/search/').meta('robots'), 'noindex, follow');
  // The 404 page is answered with status 404, never indexed: it needs no noindex (and stays out of the sitemap).
  assert.equal(parsePage(file('404.html'), '404').meta('robots'), undefined);
});

test("each doc's Markdown is published beside it, front matter stripped, title as H1, links absolute", () => {
  const copies = listFiles(dist).filter((f) => f.endsWith('.md'));
  assert.deepEqual(copies, ['guide/fresh/index.md', 'guide/index.md', 'guide/links/index.md', 'guide/other/index.md', 'index.md', 'legacy/old-manual/index.md']);
  assert.equal(file('guide/other/index.md'), '# Other page\n\nAn ordinary page.\n\n## Details\n\nNothing more.\n\nA later edit.\n');
  const links = file('guide/links/index.md');
  assert.equal(
    links,
    `# Links

Every kind of link, for the Markdown copy.

- A sibling doc: [other](${ORIGIN}/guide/other/#details) and a parent: [home](${ORIGIN}/).
- A route: [the guide](${ORIGIN}/guide/), an anchor: [below](${ORIGIN}/guide/links/#a-section), a relative page: [up](${ORIGIN}/guide/).
- External: [example](https://example.com/x?y=1), a mail: <mailto:a@example.com>.
- A reference: [ref link][ref], and a footnote.[^note]
- An image: ![a picture](${ORIGIN}/${listFiles(dist).find((f) => f.startsWith('assets/images/pic.'))} "Picture title")

[ref]: ${ORIGIN}/guide/other/

[^note]: A footnote, not a definition [with a link](${ORIGIN}/guide/other/).

## A section

\`\`\`md
[not a link to rewrite](./other.md)
\`\`\`

Inline code stays too: \`[x](./other.md)\`.
`,
  );
});

test('llms.txt: H1 site name, blockquote summary, H2 sections of "- [Title](url): description" lines', () => {
  const lines = file('llms.txt').split('\n');
  assert.equal(lines[0], '# SEO </script> Fixture <!--');
  assert.equal(lines[1], '');
  assert.equal(lines[2], '> A fixture whose <b>summary</b> & titles try to break out: </script><!--');
  const firstSection = lines.indexOf('## Main');
  assert.ok(firstSection > 0);
  for (const line of lines.slice(firstSection)) {
    assert.match(line, /^$|^## \S.*$|^- \[(?:[^\]\\]|\\.)+\]\(https:\/\/[^\s)]+\)(?:: \S.*)?$/, `not llms.txt syntax: ${line}`);
  }
  assert.deepEqual(lines.filter((l) => l.startsWith('## ')), ['## Main', '## API reference', '## Optional']);
  const entries = lines.filter((l) => l.startsWith('- ['));
  assert.deepEqual(entries.slice(0, 6), [
    `- [Home </script><script>alert(1)</script>](${ORIGIN}/index.md): The home page of a fixture with a </script> in its title.`,
    `- [Guide <!-- not a comment --> & "quotes"](${ORIGIN}/guide/index.md): Start here: it says </script> and <!-- and too.`,
    `- [Links](${ORIGIN}/guide/links/index.md): Every kind of link, for the Markdown copy.`,
    `- [Other page](${ORIGIN}/guide/other/index.md): Another page of the guide.`,
    `- [Fresh](${ORIGIN}/guide/fresh/index.md): Not committed yet.`,
    `- [Old manual](${ORIGIN}/legacy/old-manual/index.md): A legacy page under a category that has no page of its own.`,
  ]);
  assert.ok(entries.includes(`- [Notes API </script><!--: OpenAPI description](${ORIGIN}/specs/notes.yaml): the spec of every operation, for tools`));
  assert.equal(entries.at(-1), `- [Notes API </script><!--: List notes </script><script>alert(2)</script>](${ORIGIN}/api/notes/list-notes/): Lists every note. Second sentence.`);
  // Every linked Markdown copy exists.
  for (const [, url] of file('llms.txt').matchAll(/\]\((https:[^)]+\.md)\)/g)) assert.ok(fs.existsSync(path.join(dist, url.slice(ORIGIN.length))), url);
});

test('llms-full.txt holds every doc as Markdown, with its URL', () => {
  const full = file('llms-full.txt');
  assert.ok(full.startsWith('# SEO </script> Fixture <!--\n\n> A fixture whose'));
  assert.doesNotMatch(full, /^title:/m, 'no front matter');
  const docs = full.split('\n---\n\n').slice(1);
  assert.equal(docs.length, 6);
  assert.equal(docs[3], `# Other page\n\nSource: ${ORIGIN}/guide/other/\n\nAn ordinary page.\n\n## Details\n\nNothing more.\n\nA later edit.\n`);
  assert.ok(full.includes(`[other](${ORIGIN}/guide/other/#details)`));
});

test('an image in front matter beside the doc is published and shared; one that is not there fails the build with the file', () => {
  const site = copyFixture('seo');
  const doc = path.join(site, 'content/guide/other.md');
  fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('sidebar_position: 3', 'sidebar_position: 3\nimage: ./card.png'));
  const missing = runCli(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /content\/guide\/other\.md:2: front matter "image" names \.\/card\.png, but there is no such file/);
  fs.copyFileSync(path.join(repoRoot, 'test/fixtures/check/content/img/logo.png'), path.join(site, 'content/guide/card.png'));
  const built = runCli(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(built.code, 0, built.stderr);
  const image = /<meta property="og:image" content="https:\/\/[^"]+?\/(assets\/images\/card\.[0-9a-f]+\.png)"\/>/.exec(readPage(path.join(site, 'dist'), '/guide/other/'));
  assert.ok(image, 'og:image names the published file');
  assert.ok(fs.existsSync(path.join(site, 'dist', image[1])), 'and it is published');
  fs.rmSync(site, { recursive: true, force: true });
});

test('"Copy page as Markdown": on doc pages only, hidden without JavaScript', () => {
  assert.match(readPage(dist, '/guide/links/'), /<button type="button" class="copy-markdown" data-markdown-url="\/guide\/links\/index\.md" hidden="">Copy page as Markdown<\/button>/);
  assert.doesNotMatch(readPage(dist, '/api/notes/list-notes/'), /copy-markdown/);
  assert.doesNotMatch(readPage(dist, '/category/more/'), /copy-markdown/);
});

let server: http.Server | undefined;
let browser: Browser | undefined;
after(async () => {
  await browser?.close();
  server?.close();
});

/** Serves dist/ on 127.0.0.1 at a free port. */
async function serve(root: string): Promise<string> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.md': 'text/markdown; charset=utf-8' };
  server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, url.endsWith('/') ? `${url}index.html` : url);
    if (!file.startsWith(root) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

test('the button copies the page\'s Markdown to the clipboard in the browser', async () => {
  const base = await serve(dist);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const tab = await context.newPage();
  await tab.goto(`${base}/guide/links/`);
  const button = tab.locator('.copy-markdown');
  assert.ok(await button.isVisible(), 'the client shows the button');
  await button.click();
  await tab.waitForFunction(() => document.querySelector('.copy-markdown')?.textContent === 'Copied');
  assert.equal(await tab.evaluate(() => navigator.clipboard.readText()), file('guide/links/index.md'));

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${base}/guide/links/`);
  assert.equal(await plain.locator('.copy-markdown').isVisible(), false, 'without JavaScript the button cannot work, so it stays hidden');
});
