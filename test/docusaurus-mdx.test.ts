/**
 * Docusaurus-style MDX (test/fixtures/docusaurus): .mdx docs and .md docs that use MDX build into
 * the HTML a reader expects: imports resolved and never shown, Tabs as a tabs island, partials
 * included with their headings in the TOC, theme components in docsgen's markup; plain .md stays
 * on the Markdown path; a doc that cannot build names its file, line and import.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, copyPointedFixture, readPage, runCli, listFiles, sharedFixtureBuild } from './helpers.ts';
import { DevSite } from '../src/generator/serve/dev-site.ts';

let site: string;
let dist: string;
let result: ReturnType<typeof runCli>;

before(() => {
  // The run's one build of the unchanged fixture, shared with the files that only read it too.
  ({ site, dist, result } = sharedFixtureBuild('docusaurus', ['--no-cache']));
});

/** The page's article body, between the title and the pagination. */
function bodyOf(route: string): string {
  const html = readPage(dist, route);
  return html.slice(html.indexOf('<h1'), html.indexOf('<nav class="pagination'));
}

test('the MDX fixture builds', () => {
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /built 17 pages/);
});

test('no import or export statement, and no JSX source, leaks into any page', () => {
  for (const file of listFiles(dist).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    assert.doesNotMatch(html, /import \w+ from|export const|&lt;(Tabs|TabItem|FAQ|Highlight)|\{frontMatter|\{toc\}/, file);
  }
});

test('the leading # Title after the imports is the page title', () => {
  const html = readPage(dist, '/install/');
  assert.match(html, /<title>Install Lumagraph \| Lumagraph MDX<\/title>/);
  assert.match(html, /<h1 class="doc__title">Install Lumagraph<\/h1>/);
  assert.equal((bodyOf('/install/').match(/<h1/g) ?? []).length, 1);
});

test('Tabs and TabItem become a tabs island: labels as tabs, the first panel shown, the rest hidden, the group id kept', () => {
  const body = bodyOf('/install/');
  assert.match(body, /<div class="island" data-island="Tabs"><div class="tabs tabs-container" data-tab-group="os"[^>]*><div class="tabs__list" role="tablist">/);
  assert.match(body, /role="tab" class="tabs__tab tabs__item tabs__item--active" data-tab="mac" aria-selected="true"[^>]*>macOS<\/button>/);
  assert.match(body, /role="tab" class="tabs__tab tabs__item" data-tab="linux" aria-selected="false"[^>]*>Linux<\/button>/);
  // The panel's Markdown is rendered: a highlighted code block with its title, bold text.
  assert.match(body, /data-tab="mac"[^>]*><div class="code-block theme-code-block" data-language="bash"><div class="code-block__title">install\.sh<\/div>/);
  assert.match(body, /data-tab="linux"[^>]*hidden[^>]*><p>Use the <strong>package<\/strong>/);
});

test('components, JSON, expressions, frontMatter and toc render; MDX 1 leniencies are accepted', () => {
  const body = bodyOf('/install/');
  assert.match(body, /<span class="highlight" style="background-color:#1877F2;padding:0 4px">custom key<\/span>\.<br>/);
  assert.match(body, /Current CLI: <code>4\.2\.0<\/code>/);
  assert.match(body, /<ul class="toc-inline"><li[^>]*><a href="#pick-a-platform">Pick a platform<\/a><\/li><li[^>]*><a href="#configure-it">Configure<\/a>/);
  assert.doesNotMatch(body, /MDX 1 comment/);
  assert.match(body, /<div style="padding:4px;border:1px solid" class="boxed">Object style<\/div>/);
  assert.match(body, /<div class="legacy" style="margin-top:2px;font-size:12px">String style<\/div>/);
});

test('theme components render as their Markdown forms: Admonition, :::tip, CodeBlock, Details', () => {
  const body = bodyOf('/install/');
  assert.match(body, /<aside class="theme-admonition theme-admonition-warning admonition--warning alert alert--warning" role="note"><div class="admonition__title">Keys are secret<\/div><div class="admonition__content">Never commit <code>LUMA_KEY<\/code>/);
  assert.match(body, /<aside class="theme-admonition theme-admonition-tip admonition--tip alert alert--success" role="note"><div class="admonition__title">Quick start<\/div>/);
  assert.match(body, /<div class="code-block theme-code-block" data-language="json"><div class="code-block__title">luma\.json<\/div>.*<span class="token property">"region"<\/span>/s);
  assert.doesNotMatch(body, /docsgen-unwrap|rel="preload"/);
  assert.match(body, /<details class="alert alert--info"><summary>Why a region\?<\/summary>Data stays in the region you pick\.<\/details>/);
  // An outer admonition takes more colons, and both keep their titles.
  assert.match(body, /<aside class="theme-admonition theme-admonition-info admonition--info alert alert--info" role="note"><div class="admonition__title">Outer box<\/div><div class="admonition__content">\s*<aside class="theme-admonition theme-admonition-warning admonition--warning alert alert--warning" role="note"><div class="admonition__title">Inner box<\/div>/);
});

test('an imported image is copied under a hashed name; a doc link keeps its anchor', () => {
  const body = bodyOf('/install/');
  const src = /<img src="(\/assets\/images\/diagram\.[0-9a-f]{10}\.png)" alt="Architecture diagram"/.exec(body)?.[1];
  assert.ok(src, 'the imported image is in the page');
  assert.ok(fs.existsSync(path.join(dist, src)), `${src} is in dist/`);
  // Docusaurus 2's require() in an expression loads the same file.
  assert.match(body, new RegExp(`<img src="${src}" alt="Required diagram"`));
  // @theme/IdealImage: the same image, lazily, from what require() gave, at the column's width as the plugin draws it.
  assert.match(body, new RegExp(`<img src="${src}" alt="Ideal diagram" loading="lazy" decoding="async" style="width:100%;height:auto"/?>`));
  assert.match(body, /<a href="\/guide\/uses-mdx\/#is-it-fast">FAQ<\/a>/);
});

test('a .md doc that imports a partial includes it, with its headings in the TOC and anchors', () => {
  const html = readPage(dist, '/guide/uses-mdx/');
  const body = bodyOf('/guide/uses-mdx/');
  assert.match(body, /<h2 id="is-it-fast" class="anchor">Is it fast\?<a class="hash-link" href="#is-it-fast"/);
  assert.match(body, /<h3 id="does-it-need-javascript"/);
  assert.match(body, /<p>Only for <strong>tabs<\/strong>\.<\/p>/);
  assert.match(html, /<nav class="toc theme-doc-toc-desktop"[^>]*>.*href="#is-it-fast".*href="#does-it-need-javascript"/s);
  // The partial is not a page of its own.
  assert.ok(!listFiles(dist).some((f) => f.includes('_faq')));
});

test('plain markup renders the same whether React is given it as HTML (a static doc) or as elements (a doc that hydrates through what it imports)', () => {
  const copy = copyPointedFixture('docusaurus');
  const doc = [
    "import Counter from './_components/Counter';",
    '',
    '# Counted',
    '',
    'Counted <strong>beams</strong> and a **bold** list:',
    '',
    '- first `item`',
    '- second [link](./install.mdx)',
    '',
    '## Run it',
    '',
    '```bash',
    'lumagraph run --beams 3',
    '```',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(copy, 'docs/counted.mdx'), `${doc}<Counter label="Counted beams" />\n`);
  fs.writeFileSync(path.join(copy, 'docs/listed.mdx'), doc.replace("import Counter from './_components/Counter';\n", '').replace('# Counted', '# Listed'));
  const built = runCli(['build', '--no-cache'], copy);
  assert.equal(built.code, 0, built.stderr);
  const out = path.join(copy, 'dist');
  const article = (route: string) => {
    const html = readPage(out, route);
    return html.slice(html.indexOf('<h1'), html.indexOf('<nav class="pagination'));
  };
  const hydrated = article('/counted/');
  const still = article('/listed/');
  // The doc that imports a counter hydrates: React renders its headings' anchors, element by element.
  assert.match(hydrated, /data-island="Page"/);
  assert.doesNotMatch(still, /data-island="Page"/);
  for (const body of [hydrated, still]) {
    assert.match(body, /<p>Counted <strong>beams<\/strong> and a <strong>bold<\/strong> list:<\/p>/);
    assert.match(body, /<ul>\n<li>first <code>item<\/code><\/li>\n<li>second <a href="\/install\/">link<\/a><\/li>\n<\/ul>/);
    assert.match(body, /<h2 id="run-it" class="anchor">Run it<a class="hash-link" href="#run-it"/);
    assert.match(body, /<div class="code-block theme-code-block" data-language="bash"><div class="code-block__body"><pre class="language-bash prism-code" tabindex="0"><code class="language-bash"><span class="code-line">lumagraph run/);
    assert.doesNotMatch(body, /<span class="docsgen-unwrap"/);
  }
});

test('Link, useBaseUrl and an imported SVG component render', () => {
  const body = bodyOf('/guide/uses-mdx/');
  assert.match(body, /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10" stroke-width="2" class="logo" role="img"><defs>/);
  // Two pictures with the same ids, as drawing tools write them: an id nothing refers to is dropped
  // (no duplicate-id warning), and a gradient each refers to gets a prefix of its file's own.
  assert.doesNotMatch(body, /id="Layer_1"/);
  assert.doesNotMatch(result.stderr, /used more than once/);
  const gradients = [...body.matchAll(/<linearGradient id="([^"]+)">/g)].map((m) => m[1]);
  assert.equal(new Set(gradients).size, 2, gradients.join(' '));
  for (const id of gradients) assert.match(body, new RegExp(`fill="url\\(#${id}\\)"`));
  assert.match(body, /<a href="\/install\/">back to the install guide<\/a>/);
  assert.match(body, /<a href="\/img\/pixel\.png">pixel<\/a>/);
});

test("DocCardList in a doc that is no category's page lists its sidebar's top-level items, itself among them (as Docusaurus 3)", () => {
  const list = bodyOf('/guide/cards/').match(/<div class="cards doc-card-list" data-doc-cards="category">([^]*?)<\/div>/)?.[1] ?? '';
  const cards = [...list.matchAll(/<a class="card doc-card padding--lg theme-doc-card-container" href="([^"]+)"><h2 class="card__title doc-card__title"><span class="card__icon">📄️<\/span>([^<]+)<\/h2>/g)].map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(cards, ['Home /', 'Introduction /intro/', 'Install Lumagraph /install/', 'Frequently asked /guide/uses-mdx/', 'Guide index /guide/cards/', 'Beam playground /playground/']);
  // Its <head> goes to the page's head (a script there is left out, with a warning); its keywords too.
  const page = readPage(dist, '/guide/cards/');
  const head = page.slice(0, page.indexOf('</head>'));
  assert.match(head, /<title>Every guide of Lumagraph<\/title>/);
  assert.match(head, /<meta name="keywords" content="guide,cards"\/><meta name="robots" content="noarchive"\/><link rel="preconnect" href="https:\/\/cdn\.lumagraph\.example"\/>/);
  assert.doesNotMatch(bodyOf('/guide/cards/'), /noarchive|preconnect|console\.log/);
  assert.match(result.stderr, /docs\/guide\/cards\.mdx:\d+: <script> in <head> is not added to the page's head/);
});

test('a plain .md doc keeps the Markdown path: text that MDX would read as JSX or expressions stays text', () => {
  assert.match(bodyOf('/intro/'), /braces such as \{not an expression\} stay text here/);
});

test('the Markdown copy of an MDX doc leaves out its imports and exports', () => {
  const copy = fs.readFileSync(path.join(dist, 'install/index.md'), 'utf8');
  assert.doesNotMatch(copy, /^import |^export /m);
  assert.match(copy, /<Tabs groupId="os"/);
});

/** Builds the fixture with one extra doc; returns the CLI result. */
function buildWith(name: string, text: string): ReturnType<typeof runCli> {
  const copy = copyFixture('docusaurus');
  fs.writeFileSync(path.join(copy, 'docs', name), text);
  return runCli(['build', '--config', path.join(copy, 'site.config.ts'), '--no-cache']);
}

test('an import docsgen cannot provide, a missing file and invalid MDX are errors at file:line, exit 1', () => {
  const unknown = buildWith('bad.mdx', "# Bad\n\nimport Tabs from '@theme/Tabs';\nimport Fancy from '@theme/FancyThing';\n\n<Fancy />\n");
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /docs\/bad\.mdx:4: MDX: docsgen cannot provide the import "@theme\/FancyThing"/);
  const missing = buildWith('bad.mdx', "import Gone from './gone.jsx';\n\n<Gone />\n");
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /docs\/bad\.mdx:1: MDX: cannot find the import "\.\/gone\.jsx"/);
  const syntax = buildWith('bad.mdx', '---\ntitle: Bad\n---\n\nText.\n\n<div>{1 +}</div>\n');
  assert.equal(syntax.code, 1);
  assert.match(syntax.stderr, /docs\/bad\.mdx:7: MDX: /);
  assert.doesNotMatch(syntax.stderr, /at .*\.ts:\d+/, 'no stack trace');
});

test('Docusaurus admonition names: an old name maps to its type, an unknown one warns at its line and shows as a note', () => {
  const body = bodyOf('/intro/');
  assert.match(body, /<aside class="theme-admonition theme-admonition-info admonition--info alert alert--info" role="note"><div class="admonition__title">Heads up<\/div>/);
  assert.match(body, /<aside class="theme-admonition theme-admonition-note admonition--note alert alert--secondary" role="note"><div class="admonition__title">infoNote<\/div>/);
  assert.match(result.stderr, /docs\/intro\.md:13: unknown admonition ":::infoNote", shown as a note/);
});

test('highlight comments in code highlight their lines and are not shown', () => {
  const body = bodyOf('/intro/');
  const lines = [...body.matchAll(/<span class="code-line( code-line--highlighted theme-code-block-highlighted-line)?">(.*?)<\/span>(?=<span class="code-line|<\/code>)/g)].map((m) => `${m[1] ? '+' : ' '}${m[2].replace(/<[^>]+>/g, '')}`);
  assert.deepEqual(lines, [" const graph = new Graph();", "+graph.addNode('a');", "+graph.addNode('b');", "+graph.link('a', 'b');", ' graph.render();']);
  assert.doesNotMatch(body, /highlight-(next-line|start|end)/);
  // The language as fenced (`js`), as Docusaurus names the class.
  assert.match(body, /<pre class="language-js with-line-numbers prism-code"/);
});

test('docs conventions: number prefixes order docs and leave URLs; README and folder/folder.md are the folder page', () => {
  const files = listFiles(dist);
  for (const f of ['concepts/index.html', 'concepts/nodes/index.html', 'concepts/links/index.html', 'concepts/advanced/index.html', 'concepts/advanced/deep/index.html']) assert.ok(files.includes(f), `${f} is missing`);
  assert.ok(!files.some((f) => /\d+-|readme/i.test(f)), 'no prefix or README in a URL');
  const html = readPage(dist, '/concepts/nodes/');
  const sidebar = html.slice(html.indexOf('data-sidebar="concepts"'), html.indexOf('</nav>', html.indexOf('data-sidebar="concepts"')));
  const order = [...sidebar.matchAll(/class="menu__link[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
  // Docs are placed by their position (here from their prefix), the folder's own page too
  // (02-concepts/02-concepts.md: Docusaurus compares the names as written, prefixes included).
  assert.deepEqual(order, ['/concepts/nodes/', '/concepts/', '/concepts/links/', '/concepts/advanced/', '/concepts/advanced/deep/']);
  assert.match(sidebar, /href="\/concepts\/advanced\/">Advanced concepts<\/a>/);
  // A link to a prefixed file goes to its URL without the prefix.
  assert.match(readPage(dist, '/concepts/links/'), /<a href="\/concepts\/nodes\/">nodes<\/a>/);
});

test('front matter: pagination_label names the doc in its neighbours\' links; unlisted is built but hidden; last_update dates the page', () => {
  assert.match(bodyOf('/install/') + readPage(dist, '/install/'), /rel="next">.*<span class="pagination__label pagination-nav__label">FAQ<\/span>/s);
  const hidden = readPage(dist, '/concepts/hidden/');
  assert.match(hidden, /<meta name="robots" content="noindex, follow"\/>/);
  assert.match(hidden, /<meta property="article:modified_time" content="2024-03-05T00:00:00\.000Z"\/>/);
  assert.doesNotMatch(readPage(dist, '/concepts/nodes/'), /concepts\/hidden/);
  assert.doesNotMatch(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /concepts\/hidden/);
  assert.doesNotMatch(result.stderr, /04-hidden\.md/, 'no warning for the unlisted doc or its Docusaurus keys');
});

test('serve: a doc whose title changes is shown anew in the <DocCardList> of its folder', async () => {
  const copy = copyFixture('docusaurus');
  const { site: dev } = await DevSite.start(path.join(copy, 'site.config.ts'));
  const doc = path.join(copy, 'docs/guide/uses-mdx.md');
  fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('title: Frequently asked', 'title: Questions and answers'));
  const update = await dev.change([doc]);
  assert.ok(update.changed.includes('/guide/cards/'), `the card list's page is updated: ${update.changed.join(', ')}`);
  const cards = String(update.delta.set.find((f) => f.path === 'guide/cards/index.html')?.contents ?? '');
  assert.match(cards, /<h2 class="card__title doc-card__title"><span class="card__icon">📄️<\/span>Questions and answers<\/h2>/);
});
