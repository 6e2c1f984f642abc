/**
 * A Docusaurus 2 style repo (test/fixtures/docusaurus-site: CommonJS docusaurus.config.js requiring
 * Prism themes that are not installed, sidebars.js with a require()d file, _category_.json, a
 * blog, src/pages, static/) builds with `docsgen build` run in its folder, with no site.config.ts:
 * routes under /docs/, navbar, footer, announcement bar, colour mode, redirects, custom CSS, static
 * files and pages as configured; what is skipped is named in one warning.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, readPage, listFiles, repoRoot, tempDir, withHomePage, type CliResult } from './helpers.ts';
import { loadDocusaurusConfig } from '../src/generator/config/docusaurus/load.ts';
import { validateConfig } from '../src/generator/config/validate-config.ts';
import { wantsDocusaurusClasses } from '../src/generator/render/theme-css.ts';
import { loadConfig } from '../src/generator/config/load-config.ts';
import { DevSite } from '../src/generator/serve/dev-site.ts';
import { createMarkdownRenderer } from '../src/generator/content/markdown/pipeline.ts';
import { DocsgenError } from '../src/generator/diagnostics.ts';
import { usesMdx } from '../src/generator/content/mdx/detect.ts';
import type { SiteFile } from '../src/generator/serve/dev-render.ts';
import { watchSources } from '../src/generator/serve/watch.ts';
import { customCssPaths, isCustomCssChange } from '../src/generator/serve/style-paths.ts';
import { contextForWorkers, createTaskRunner } from '../src/generator/parallel/tasks.ts';

/**
 * Writes files under `dir`, making their folders. A repo gets a home page with its config, as one
 * Docusaurus builds has (the navbar's logo links there; without one, Docusaurus' onBrokenLinks stops
 * the build, and so does docsgen's, see 'a repo without a home page').
 */
function writerIn(dir: string, options: { homePage?: boolean } = {}): (file: string, text: string) => void {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  return (file, text) => {
    // The repo's own home page replaces the stand-in.
    if (/^src\/pages\/index\./.test(file)) fs.rmSync(path.join(dir, 'src/pages/index.md'), { force: true });
    write(file, text);
    if (options.homePage !== false && /^docusaurus\.config\./.test(file)) withHomePage(dir);
  };
}

let site: string;
let dist: string;
let result: CliResult;

before(async () => {
  site = copyFixture('docusaurus-site');
  dist = path.join(site, 'dist');
  // Run in the site folder with no --config, as a Docusaurus user would. With the build cache: the
  // dev site of the serve test then takes its compiled docs from it, without a worker pool.
  result = await runCliHosted(['build'], site);
});

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

test('the repo builds from docusaurus.config.js; one warning names every skipped setting', () => {
  assert.equal(result.code, 0, result.stderr);
  // The docs, pages and API pages, and the blog's post, list and archive.
  assert.match(result.stdout, /built 19 pages and 2 redirects/);
  const warnings = result.stderr.match(/⚠/g) ?? [];
  assert.equal(warnings.length, 1, result.stderr);
  assert.match(result.stderr, /docusaurus\.config\.js: read as a Docusaurus config; skipped:/);
  assert.doesNotMatch(result.stderr, /blog/, 'the blog is built, not skipped');
  // Docusaurus' default onBrokenLinks 'throw' holds.
  assert.doesNotMatch(result.stderr, /onBrokenLinks/);
  // A locales dropdown of one locale is drawn by Docusaurus with that one entry; docsgen leaves it out, unnamed.
  assert.doesNotMatch(result.stderr, /localeDropdown/);
  // docusaurus-plugin-sass is not skipped: docsgen compiles Sass with the repo's own sass package.
  assert.doesNotMatch(result.stderr, /docusaurus-plugin-sass/);
  assert.doesNotMatch(result.stderr, /sidebar keys docsgen does not draw/, "a category's collapsible: false is followed");
  assert.doesNotMatch(result.stderr, /html item/, "the footer's html item is drawn");
  assert.doesNotMatch(result.stderr, /additionalLanguages/, "haskell comes from Prism's own grammars");
  assert.match(result.stderr, /- plugins\[2\]\.config\.billing\.specPath \(a URL: docsgen never fetches the network/);
  assert.doesNotMatch(result.stderr, /themes|docusaurus-plugin-openapi-docs\)/, 'the openapi-docs plugin and theme are built, not skipped');
  // Markdown plugin packages: remark-math not installed (docsgen's own stands in), two for remark 12 that fail or do nothing under unified 11; no stack trace, the build goes on.
  assert.doesNotMatch(result.stderr, /remark-math/);
  assert.match(result.stderr, /- presets\.classic\.docs\.remarkPlugins\[2\] \(remark-lumagraph-legacy: failed when run by unified 11: Cannot read properties of undefined \(reading 'prototype'\)\)\n/);
  assert.match(result.stderr, /- presets\.classic\.docs\.remarkPlugins\[3\] \(remark-lumagraph-quiet-legacy: does nothing under unified 11: it adds no transform and no syntax \(a plugin for remark 12 \/ MDX 1\?\)\)\n/);
  assert.doesNotMatch(result.stderr, /characters left out|packages not installed|    at /, 'the list is whole, and names each package once');
});

test('remark/rehype plugin packages of the repo (ES-module-only through import(), CommonJS with options, asynchronous) run on .md and .mdx docs, not on API descriptions', () => {
  const intro = readPage(dist, '/docs/');
  assert.match(intro, /<p>The renderer is <span class="lumagraph-badge lumagraph-badge--beta">beta<\/span> this quarter\.<\/p>/);
  assert.match(intro, /<h2 id="status" data-lumagraph="yes"/);
  const mdx = readPage(dist, '/docs/guides/second/');
  assert.match(mdx, /<p>Tabs are <span class="lumagraph-badge lumagraph-badge--new">new<\/span> in MDX docs too\.<\/p>/);
  assert.match(mdx, /<h2 id="next" data-lumagraph="yes"/);
  // As docusaurus-theme-openapi-docs renders descriptions without the docs' plugins.
  const api = readPage(dist, '/docs/render-api/lumagraph-render-api/');
  assert.match(api, /<h2 id="limits"[^>]*>Limits[^]*A \[\[badge\|beta\]\] API/);
  assert.doesNotMatch(api, /data-lumagraph|lumagraph-badge/);
  // @docusaurus/remark-plugin-npm2yarn makes Tabs of a fence marked npm2yarn: such a .md doc takes the MDX path.
  assert.equal(usesMdx('guide.md', 'Install:\n\n```bash npm2yarn\nnpm install lumagraph\n```\n'), true);
  assert.equal(usesMdx('guide.md', 'Install:\n\n```bash\nnpm install lumagraph # npm2yarn\n```\n'), false);
  // docusaurus-remark-plugin-tab-blocks' fences: a meta word `tab` (or `tab={…}`), not a file name with it.
  assert.equal(usesMdx('guide.md', 'Config:\n\n```js tab\nmodule.exports = {};\n```\n'), true);
  assert.equal(usesMdx('guide.md', 'Run:\n\n```Command Prompt tab\nset X=1\n```\n'), true);
  assert.equal(usesMdx('guide.md', 'Config:\n\n```json tab={"label":"JSON"}\n{}\n```\n'), true);
  assert.equal(usesMdx('guide.md', 'Config:\n\n```js title="tab.js"\nmodule.exports = {};\n```\n\nPress the tab key.\n'), false);
});

test('a worker thread gets the same Markdown plugins: it imports the Docusaurus config again', async () => {
  const loaded = await loadConfig(path.join(site, 'docusaurus.config.js'));
  const context = contextForWorkers({ rootDir: loaded.rootDir, config: loaded.config, configFile: loaded.configFile, routes: [['intro.md', '/docs/']] });
  assert.equal(context.config.markdown.remarkPlugins.length, 0, 'functions are not sent to the worker');
  const [doc] = await createTaskRunner(context)('markdown', [{ markdown: '## Plan\n\nStill [[badge|alpha]].\n', source: 'docs/intro.md', contentPath: 'intro.md', startLine: 1 }]);
  assert.match(doc.html, /<h2 id="plan" data-lumagraph="yes"[^]*<p>Still <span class="lumagraph-badge lumagraph-badge--alpha">alpha<\/span>\.<\/p>/);
});

test('docusaurus-plugin-openapi-docs: the spec is an API group at the plugin\'s URLs, in the sidebar the repo requires from its outputDir', () => {
  const files = listFiles(dist);
  // The plugin's ids: info from the title, tags and operationIds in lodash kebab case, under <routeBasePath>/<outputDir in docs>/.
  for (const route of ['lumagraph-render-api', 'list-scenes', 'create-scene', 'delete-scene', 'get-o-auth-2-token', 'notes']) {
    assert.ok(files.includes(`docs/render-api/${route}/index.html`), `docs/render-api/${route}/ is missing`);
  }
  // Without `categoryLinkSource` the plugin generates no tag docs: no page docusaurus did not have.
  for (const route of ['scenes', 'o-auth-2-tokens', 'other-operations']) assert.ok(!files.includes(`docs/render-api/${route}/index.html`), `docs/render-api/${route}/ is extra`);
  // Nor a page (a redirect) at the group's folder, which the plugin leaves unserved.
  assert.ok(!files.includes('docs/render-api/index.html'), 'docs/render-api/ is extra');
  assert.ok(!files.some((f) => f.startsWith('api/')), 'no page under docsgen\'s own /api/');
  const html = readPage(dist, '/docs/render-api/list-scenes/');
  assert.match(html, /<h1 class="doc__title">List scenes<\/h1>/);
  assert.match(html, /method-badge--get">GET<\/span><code class="api-op__url">https:\/\/render\.lumagraph\.example\/v2\/scenes</);
  assert.doesNotMatch(html, /MethodEndpoint|ApiTabs/, 'the stale generated .api.mdx is not built');
  // The plugin offers the spec for download only with its downloadUrl, which this config does not set.
  assert.doesNotMatch(readPage(dist, '/docs/render-api/lumagraph-render-api/'), /api-info__download/);
  // sidebars.js required docs/render-api/sidebar.js, which was never generated: the group's items stand in for it.
  const sidebar = html.slice(html.indexOf('data-sidebar="apiSidebar"'), html.indexOf('</nav>', html.indexOf('data-sidebar="apiSidebar"')));
  const links = [...sidebar.matchAll(/class="menu__link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
  // As the plugin's generated sidebar: the info doc as "Introduction", a tag by its x-displayName, the
  // operations without a tag last under "UNTAGGED". Without `categoryLinkSource` (this config) the
  // tag categories link nothing.
  assert.deepEqual(links, [
    'Overview /docs/render-api/lumagraph-render-api/',
    'Render API /docs/category/render-api/',
    'Introduction /docs/render-api/lumagraph-render-api/',
    'List scenes /docs/render-api/list-scenes/',
    'Create a scene /docs/render-api/create-scene/',
    'Delete a scene /docs/render-api/delete-scene/',
    'Get an access token /docs/render-api/get-o-auth-2-token/',
    'Check the service /docs/render-api/get-health/',
    'Render API notes /docs/render-api/notes/',
  ]);
  // Docusaurus' categories start collapsed; the page's own are open.
  // A category without a page leads to its first page, as Docusaurus draws it (a toggle with JavaScript).
  const states = [...sidebar.matchAll(/menu__item--category[^"]*" data-collapsed="(\w+)"><div class="menu__category menu__list-item-collapsible"><a class="menu__link menu__link--category( menu__link--toggle)? menu__link--sublist(?: menu__link--sublist-caret)?(?: menu__link--active)?"(?: aria-expanded="\w+")?(?: role="button")? href="([^"]+)">([^<]+)</g)].map((m) => `${m[4]} ${m[2] ? 'toggle' : 'page'} ${m[3]} ${m[1]}`);
  assert.deepEqual(states, [
    'Render API page /docs/category/render-api/ false',
    'Scenes toggle /docs/render-api/list-scenes/ false',
    'Access tokens toggle /docs/render-api/get-o-auth-2-token/ true',
    'UNTAGGED toggle /docs/render-api/get-health/ true',
  ]);
  assert.match(readPage(dist, '/docs/category/render-api/'), /<h1[^>]*>Lumagraph Render API<\/h1>/);
  assert.ok(fs.existsSync(path.join(dist, 'specs/render.yaml')), 'the spec is published for download');
});

test('docs are served under routeBasePath /docs/, slug "/" is its root, number prefixes are left out', () => {
  const files = listFiles(dist);
  for (const f of ['index.html', 'about/index.html', 'docs/index.html', 'docs/guides/first/index.html', 'docs/guides/second/index.html', 'docs/category/all-guides/index.html']) {
    assert.ok(files.includes(f), `${f} is missing`);
  }
  for (const f of ['blog/index.html', 'blog/2024/01/01/hello/index.html', 'blog/archive/index.html', 'blog/rss.xml', 'blog/atom.xml']) assert.ok(files.includes(f), `the blog's ${f} is missing`);
});

test('sidebars.js: items, the generated index with its leading-slash slug, and the require()d items', () => {
  const html = readPage(dist, '/docs/guides/second/');
  const sidebar = html.slice(html.indexOf('data-sidebar="guideSidebar"'), html.indexOf('</nav>', html.indexOf('data-sidebar="guideSidebar"')));
  const links = [...sidebar.matchAll(/class="menu__link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(links, ['Welcome /docs/', 'Guides /docs/category/all-guides/', 'First guide /docs/guides/first/', 'Second /docs/guides/second/', 'Status page https://status.lumagraph.example']);
  // The MDX doc's tabs render.
  assert.match(html, /data-island="Tabs".*>Alpha<\/button>.*>Beta<\/button>/s);
  // The generated index shows its description under its title, as Docusaurus does.
  assert.match(readPage(dist, '/docs/category/all-guides/'), /<h1 class="doc__title">Guides<\/h1><p class="doc__lead">Every guide to Lumagraph, first to last\.<\/p>/);
});

test('sidebar className and customProps (sidebars.js, _category_.json, front matter) and html items are drawn', () => {
  const html = readPage(dist, '/docs/guides/second/');
  const sidebar = html.slice(html.indexOf('data-sidebar="guideSidebar"'), html.indexOf('</nav>', html.indexOf('data-sidebar="guideSidebar"')));
  // An html item, with defaultStyle and className.
  assert.match(sidebar, /<li class="menu__html menu__html--default sidebar-title"><strong>Read on<\/strong><\/li>/);
  // className on a category's li; on a link's li with customProps as data-* attributes.
  assert.match(sidebar, /<li class="menu__item menu__item--category theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item guides" data-collapsed="false">/);
  assert.match(sidebar, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item status-link" data-badge="live" data-sort-order="2"><a class="menu__link" href="https:\/\/status\.lumagraph\.example"/);
  // Front matter sidebar_class_name and sidebar_custom_props.
  assert.match(sidebar, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item first-doc" data-level="beginner"><a class="menu__link" href="\/docs\/guides\/first\/">/);
  // _category_.json className and customProps, in an autogenerated sidebar.
  const notes = readPage(dist, '/docs/render-api/notes/');
  assert.match(notes, /<li class="menu__item menu__item--category theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__list-item--collapsed guides-folder" data-collapsed="true" data-icon="book"><div class="menu__category menu__list-item-collapsible"><a class="menu__link menu__link--category menu__link--toggle menu__link--sublist menu__link--sublist-caret" aria-expanded="false" role="button" href="\/docs\/guides\/first\/">All the guides</);
  // A folder without a label is named as it is, and open on its own page, as Docusaurus draws it;
  // the openapi-docs plugin's files of that folder come first (its info doc) in it.
  assert.match(notes, /data-collapsed="false"><div class="menu__category menu__list-item-collapsible"><a class="menu__link menu__link--category menu__link--toggle menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true" role="button" href="\/docs\/render-api\/lumagraph-render-api\/">render-api<\/a><\/div>/, "a page-less category's label is its toggle, Infima's caret drawn after it");
});

test('themeConfig: navbar (docSidebar, doc, dropdown, the blog link), footer, announcement bar, colour mode, favicon, edit URL', () => {
  const html = readPage(dist, '/docs/guides/first/');
  const navbar = html.slice(html.indexOf('<nav class="navbar theme-layout-navbar navbar--fixed-top"'), html.indexOf('</nav>', html.indexOf('<nav class="navbar theme-layout-navbar navbar--fixed-top"')));
  assert.match(navbar, /href="\/docs\/" aria-current="page"><span>Guides<\/span>/);
  assert.match(navbar, /href="\/docs\/guides\/second\/"><span>Tabs page<\/span>/);
  assert.match(navbar, /aria-haspopup="true"[^>]*>More<\/button>.*href="\/about\/"[^>]*>About<.*href="https:\/\/status\.lumagraph\.example"/s);
  assert.match(navbar, /<a class="navbar__link" href="\/blog\/"><span>Blog<\/span><\/a>/);
  assert.match(html, /<div class="footer__title">Docs<\/div><ul class="footer__items"><li><a class="footer__link footer__link-item" href="\/docs\/">Start<\/a><\/li><li class="footer__item"><b>raw<\/b><\/li><\/ul>/);
  // HTML, as Docusaurus takes it: the entity and the link are drawn, not shown as text.
  assert.match(html, /<div class="footer__copyright">Copyright &copy; Lumagraph\. <a href="https:\/\/status\.lumagraph\.example">Status<\/a><\/div>/);
  assert.match(html, /<div class="announcement theme-announcement-bar" data-announcement-id="v2"(?: style="[^"]*")? role="banner"><div class="announcement__content">Lumagraph 2 is out<\/div>/, "Docusaurus' banner role, which a site's CSS may select");
  assert.match(html, /data-theme="dark"/);
  assert.match(html, /<link rel="icon" href="\/img\/favicon\.svg"/);
  assert.match(navbar, /<img class="navbar__logo-img" src="\/img\/favicon\.svg" alt="Lumagraph logo"\/>/);
  assert.match(html, /<meta property="og:image" content="https:\/\/docs\.lumagraph\.example\/img\/social-card\.png"\/>/);
  assert.match(html, /<title>First guide \| Lumagraph Docs<\/title>/);
  assert.match(html, /href="https:\/\/github\.com\/lumagraph\/docs\/edit\/main\/docs\/guides\/01-first\.md"/);
});

test('code blocks: title=, showLineNumbers, highlight comments, a Prism additionalLanguages grammar; tableOfContents levels', () => {
  const html = readPage(dist, '/docs/guides/first/');
  assert.match(html, /<div class="code-block theme-code-block" data-language="rust"><div class="code-block__title">src\/beam\.rs<\/div>/);
  assert.match(html, /<pre class="language-rust with-line-numbers prism-code"/);
  assert.match(html, /<span class="code-line code-line--highlighted theme-code-block-highlighted-line">    <span class="token keyword">let<\/span>/);
  assert.doesNotMatch(html, /highlight-next-line/);
  // themeConfig.tableOfContents.maxHeadingLevel: 4 lists the h4.
  const toc = html.slice(html.indexOf('<nav class="toc theme-doc-toc-desktop"'), html.indexOf('</nav>', html.indexOf('<nav class="toc theme-doc-toc-desktop"')));
  assert.match(toc, /href="#beams"/);
  assert.match(toc, /href="#wavelength"/);
});

test('client redirects, static files and custom CSS', () => {
  assert.match(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'), /^\/old-intro \/docs\/ 301$/m);
  assert.ok(fs.existsSync(path.join(dist, 'img/favicon.svg')));
  // customCss is bundled and minified after the theme's styles.
  const css = listFiles(dist).find((f) => /^assets\/css\/styles\.[0-9A-Za-z]+\.css$/.test(f));
  assert.ok(css, 'the stylesheet is published');
  const styles = fs.readFileSync(path.join(dist, css), 'utf8');
  assert.match(styles, /\.hero-lumagraph\{color:#639\}/);
  // Docusaurus' layout and utility classes (Infima's names) have rules, before the site's own CSS.
  for (const rule of [/\.container\{/, /\.row\{display:flex/, /\.col--4\{flex:0 0 33\.3333%/, /\.hero--primary\{/, /\.hero__title[,{]/, /\.button:where\(\.button--lg\)\{/, /\.button--secondary\{/, /\.text--center\{text-align:center\}/, /\.padding-horiz--md\{padding-left:1rem!important;padding-right:1rem!important\}/]) {
    assert.match(styles, rule);
  }
  assert.ok(styles.indexOf('.hero--primary{') < styles.indexOf('.hero-lumagraph{'), 'the site CSS comes after');
  assert.equal(wantsDocusaurusClasses({}, '/site/site.config.ts'), false, 'a docsgen site without a pages folder does not get them');
});

test('serve: the dev site links customCss; an edit to it, to an .mdx doc or to a partial it imports updates the pages', async () => {
  const custom = path.join(site, 'src/css/custom.css');
  const { site: dev, update } = await DevSite.start(path.join(site, 'docusaurus.config.js'));
  const stylesheet = (files: SiteFile[]) => files.find((f) => /^assets\/css\/styles\.[0-9A-Za-z]+\.css$/.test(f.path));
  const pageOf = (files: SiteFile[], file: string) => String(files.find((f) => f.path === file)?.contents ?? '');
  const first = stylesheet(update.delta.set);
  assert.ok(first, 'the dev site publishes the stylesheet');
  assert.match(String(first.contents), /\.hero-lumagraph\{color:#639\}/);
  assert.match(pageOf(update.delta.set, 'docs/index.html'), new RegExp(`<link rel="stylesheet" href="/${first.path.replace(/\./g, '\\.')}"`));
  // The watcher reports the customCss file, outside the docs folder, and a file it imports.
  const imported = path.join(site, 'src/css/_vars.css');
  const targets = { rootDir: site, contentDir: path.join(site, 'docs'), specsDir: path.join(site, 'specs'), configFile: path.join(site, 'docusaurus.config.js'), outDir: path.join(site, 'dist'), styleFiles: customCssPaths(site, ['./src/css/custom.css']) };
  const reported: Array<{ shown: string; fresh: boolean }> = [];
  const watcher = watchSources(targets, (file, shown, fresh) => reported.push({ shown, fresh }));
  await new Promise<void>((resolve) => void watcher.on('ready', () => resolve()));
  const seen = new Promise<void>((resolve) => void watcher.on('all', () => reported.length >= 2 && resolve()));
  fs.writeFileSync(custom, "@import './_vars.css';\n.hero-lumagraph { color: teal; }\n");
  fs.writeFileSync(imported, ':root { --lumagraph-accent: gold; }\n');
  await seen;
  await watcher.close();
  assert.deepEqual(reported.slice(0, 2).map((r) => r.shown).sort(), ['src/css/_vars.css', 'src/css/custom.css']);
  assert.ok(reported.every((r) => !r.fresh), 'applied to the site in memory, no fresh worker');
  const restyled = await dev.change([custom, imported]);
  const second = stylesheet(restyled.delta.set);
  assert.ok(second && second.path !== first.path, 'a new stylesheet');
  assert.match(String(second.contents), /\.hero-lumagraph\{color:teal\}/);
  assert.match(String(second.contents), /--lumagraph-accent: gold/);
  assert.ok(restyled.delta.remove.includes(first.path), 'the old one is gone');
  assert.equal(restyled.reload, true, 'open pages reload');
  assert.ok(pageOf(restyled.delta.set, 'docs/index.html').includes(`href="/${second.path}"`), 'pages link the new stylesheet');
  assert.equal(isCustomCssChange(site, ['./src/css/custom.css'], path.join(site, 'src/css/readme.md')), false, 'only stylesheets of the folder');
  // A stylesheet @imported from another folder: the update names it for the watcher to add, and an edit to it restyles.
  const brand = path.join(site, 'styles/brand.css');
  fs.mkdirSync(path.dirname(brand));
  fs.writeFileSync(brand, '.brand-mark { color: navy; }\n');
  fs.writeFileSync(custom, "@import './_vars.css';\n@import '../../styles/brand.css';\n.hero-lumagraph { color: teal; }\n");
  const branded = await dev.change([custom]);
  assert.ok(branded.styleFiles.includes(fs.realpathSync(brand)), `the imported stylesheet is to be watched: ${branded.styleFiles.join(', ')}`);
  fs.writeFileSync(brand, '.brand-mark { color: maroon; }\n');
  const rebranded = await dev.change([fs.realpathSync(brand)]);
  assert.equal(rebranded.reload, true, 'open pages reload');
  assert.match(String(stylesheet(rebranded.delta.set)?.contents), /\.brand-mark\{color:maroon\}/);
  // An .mdx doc is a doc: compiled again, its page updated in place.
  const mdx = path.join(site, 'docs/guides/02-second.mdx');
  fs.appendFileSync(mdx, '\nAn edit made while serving.\n');
  const edited = await dev.change([mdx]);
  assert.match(edited.work, /^1 doc compiled, /);
  assert.ok(edited.changed.includes('/docs/guides/second/'));
  assert.equal(edited.reload, false);
  const secondPage = pageOf(edited.delta.set, 'docs/guides/second/index.html');
  assert.match(secondPage, /<p>An edit made while serving\.<\/p>/);
  // Compiled as MDX again, not as Markdown: tabs, no import line.
  assert.match(secondPage, /class="tabs/);
  assert.doesNotMatch(secondPage, /import Rollout|&lt;Tabs|<tabs>/);
  // A partial it imports: the docs that import it are compiled again.
  const partial = path.join(site, 'docs/guides/_rollout.mdx');
  assert.match(pageOf(update.delta.set, 'docs/guides/second/index.html'), /<li>The rollout note comes from a partial\.<\/li>/);
  fs.writeFileSync(partial, '- The rollout note, edited.\n');
  const partialEdit = await dev.change([partial]);
  assert.deepEqual(partialEdit.changed, ['/docs/guides/second/']);
  assert.match(pageOf(partialEdit.delta.set, 'docs/guides/second/index.html'), /<li>The rollout note, edited\.<\/li>/);
});

test('src/pages: a React page with Layout, Link and useDocusaurusContext, and a Markdown page', () => {
  const home = readPage(dist, '/');
  assert.match(home, /<title>Home of light \| Lumagraph Docs<\/title>/);
  assert.match(home, /<meta name="description" content="The Lumagraph home page"\/>/);
  assert.match(home, /<header class="hero-lumagraph"><h1>Lumagraph Docs<\/h1><p>Graphs of light<\/p><a href="\/docs\/">Read the docs<\/a><\/header>/);
  assert.doesNotMatch(home, /data-island="Page"/, 'a Docusaurus page is static');
  assert.match(home, /<article class="doc__article doc__article--page">/, 'a React page takes the full width');
  assert.doesNotMatch(readPage(dist, '/about/'), /doc__article--page/, 'a Markdown page keeps the doc column');
  const about = readPage(dist, '/about/');
  assert.match(about, /<title>About Lumagraph \| Lumagraph Docs<\/title>/);
  // Its `# About` is the body's h1, with no id, as Docusaurus draws an h1.
  assert.match(about, /<h1>About<\/h1>/);
  // Its sections make a table of contents, as a Markdown page's do under Docusaurus.
  assert.deepEqual([...about.slice(about.indexOf('<nav class="toc theme-doc-toc-desktop"')).matchAll(/class="toc__link table-of-contents__link" href="([^"]+)"/g)].map((m) => m[1]), ['#mission', '#team']);
});

test("@docusaurus/Head in a React page and an MDX doc adds its title, meta, link and script elements to the page's head, its html and body classes to those elements; Layout's wrapperClassName is on the content; the site's CSP allows the scripts' origins", async () => {
  const dir = tempDir('head-component');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('src/pages/index.js', "import React from 'react';\nimport Head from '@docusaurus/Head';\nimport Layout from '@theme/Layout';\nexport default function Home() {\n  return (\n    <Layout title=\"Home\" wrapperClassName=\"home-wrapper\">\n      <Head>\n        <html className=\"home-html\" />\n        <body className=\"home-body\" />\n        <link rel=\"stylesheet\" href=\"https://cdn.lumagraph.example/icons.css\" />\n        <script src=\"https://cdn.lumagraph.example/widget.js\" async></script>\n        <meta name=\"theme-color\" content=\"#0b5\" />\n      </Head>\n      <main><h1>Beams</h1><a href=\"/docs/intro\">Docs</a></main>\n    </Layout>\n  );\n}\n");
  write('docs/intro.mdx', "import Head from '@docusaurus/Head';\n\n# Intro\n\n<Head>\n  <title>Custom intro title</title>\n  <meta name=\"robots\" content=\"noarchive\" />\n</Head>\n\nText.\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const home = readPage(path.join(dir, 'dist'), '/');
  const head = home.slice(0, home.indexOf('</head>'));
  assert.match(head, /<link rel="stylesheet" href="https:\/\/cdn\.lumagraph\.example\/icons\.css"\/>/);
  assert.match(head, /<script src="https:\/\/cdn\.lumagraph\.example\/widget\.js" async=""><\/script>/);
  assert.match(head, /<meta name="theme-color" content="#0b5"\/>/);
  assert.doesNotMatch(home.slice(home.indexOf('</head>')), /widget\.js/, 'not in the body');
  // `<html className>` and `<body className>` in Head, and Layout's wrapperClassName, as Docusaurus puts them.
  assert.match(home, /<html [^>]*class="plugin-pages plugin-id-default home-html"/);
  assert.match(home, /<body class="page-kind--react home-body">/);
  assert.match(home, /<div id="main-content" class="main home-wrapper"|<main id="main-content" class="main home-wrapper"/);
  assert.doesNotMatch(head, /<html class|<body/);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<title>Custom intro title<\/title>/);
  assert.match(intro.slice(0, intro.indexOf('</head>')), /<meta name="robots" content="noarchive"\/>/);
  assert.match(fs.readFileSync(path.join(dir, 'dist/_headers'), 'utf8'), /script-src 'self'[^;]* https:\/\/cdn\.lumagraph\.example/);
});

test("a stylesheet a page's or doc's component imports is site-wide (one components stylesheet linked on every page, its url()s published), as Docusaurus bundles it; a CSS module's names scoped there", async () => {
  const dir = tempDir('component-css');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/beams/', presets: [['classic', { blog: false }]] };\n");
  write('src/components/features.css', ".features p { color: rgb(90, 90, 90); }\nh3 { font-size: 19px; background: url('../img/dot.png'); }\n");
  write('src/components/Features.js', "import React from 'react';\nimport './features.css';\nimport styles from './card.module.css';\nexport default function Features() { return <section className={'features ' + styles.card}><p>Fast beams</p></section>; }\n");
  // A module's own element rule reaches every page, as in Docusaurus' one stylesheet.
  write('src/components/card.module.css', '.card { border: 1px solid teal; }\nmain { margin-top: 82px; }\n');
  write('src/components/Note.js', "import React from 'react';\nimport './note.css';\nexport default function Note({ children }) { return <p className=\"note\">{children}</p>; }\n");
  write('src/components/note.css', '.note { font-style: italic; }\n');
  fs.mkdirSync(path.join(dir, 'src/img'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/img/dot.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Features from '@site/src/components/Features';\nexport default function Home() { return <Layout title=\"Home\"><main><Features /><a href=\"/beams/docs/intro\">Docs</a></main></Layout>; }\n");
  write('docs/intro.mdx', "import Note from '@site/src/components/Note';\n\n# Intro\n\n<Note>Mind the lens.</Note>\n");
  write('docs/plain.md', '# Plain\n\nText.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const sheet = /<link rel="stylesheet" href="\/beams\/(assets\/css\/components\.[0-9a-f]+\.css)"\/>/.exec(readPage(dist, '/docs/plain/'))?.[1];
  assert.ok(sheet, 'a doc that imports nothing links it too');
  const css = fs.readFileSync(path.join(dist, sheet), 'utf8');
  assert.match(css, /\.features p \{ color: rgb\(90, 90, 90\); \}/);
  assert.match(css, /\.note \{ font-style: italic; \}/);
  assert.match(css, /\.m[0-9a-f]{6}_card \{\s*border: 1px solid teal;\s*\}\s*main \{\s*margin-top: 82px;/, 'the CSS module, scoped, in it');
  const dot = /url\("\/beams\/(assets\/images\/dot\.[0-9a-f]+\.png)"\)/.exec(css)?.[1];
  assert.ok(dot && fs.existsSync(path.join(dist, dot)), css);
  for (const route of ['/', '/docs/intro/']) {
    const page = readPage(dist, route);
    assert.ok(page.includes(`href="/beams/${sheet}"`), route);
    assert.doesNotMatch(page, /font-style: italic|rgb\(90, 90, 90\)/, `${route}: not inline`);
  }
  assert.doesNotMatch(readPage(dist, '/'), /<style>|teal/, 'no stylesheet inline');
  assert.match(readPage(dist, '/'), /<section class="features m[0-9a-f]{6}_card">/);
  // While serving: one address, whose text follows the docs and pages.
  const { update } = await DevSite.start(path.join(dir, 'docusaurus.config.js'));
  assert.match(String(update.delta.set.find((f) => f.path === 'assets/css/components.css')?.contents), /\.features p \{[^}]*\}[\s\S]*\.note \{/);
  assert.match(String(update.delta.set.find((f) => f.path === 'docs/plain/index.html')?.contents), /<link rel="stylesheet" href="\/beams\/assets\/css\/components\.css"\/>/);
});

test("a repo's own src/pages/404.js is the not-found page (404.html), drawn in the site's layout instead of docsgen's, as Docusaurus makes it", async () => {
  const dir = tempDir('own-404');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n\nText.\n');
  write('src/pages/index.md', '# Home\n\n[Intro](/docs/intro).\n');
  write('src/pages/404.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function NotFound() {\n  return <Layout title=\"Lost beam\"><main className=\"lost\"><h1>No beam here</h1><p>This beam was moved.</p></main></Layout>;\n}\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = fs.readFileSync(path.join(dir, 'dist/404.html'), 'utf8');
  assert.match(page, /<title>Lost beam \| T<\/title>/);
  assert.match(page, /<main class="lost"><h1>No beam here<\/h1><p>This beam was moved\.<\/p><\/main>/);
  assert.doesNotMatch(page, /not-found-search|breadcrumbs/, "docsgen's own 404 body is not drawn");
  assert.doesNotMatch(page, /rel="canonical"/);
  assert.ok(!fs.existsSync(path.join(dir, 'dist/404/index.html')));
  assert.doesNotMatch(fs.readFileSync(path.join(dir, 'dist/sitemap.xml'), 'utf8'), /404/);
});

test("a category whose page is also its first entry (its index doc, labelled Overview) has both its label and that entry current on the page, as Docusaurus marks them", async () => {
  const dir = tempDir('category-page-entry');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { s: ['intro', { type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/guide-index' }, items: [{ type: 'autogenerated', dirName: 'guide' }] }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/guide/index.md', '---\nid: guide-index\nsidebar_label: Overview\nsidebar_position: 0\n---\n# Guide\n');
  write('docs/guide/01-a.md', '# Step A\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(dir, 'dist'), '/docs/guide/');
  const sidebar = page.slice(page.indexOf('<nav class="sidebar__nav'), page.indexOf('</nav>', page.indexOf('<nav class="sidebar__nav')));
  assert.deepEqual([...sidebar.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)/g)].map((m) => m[1]), ['Guide', 'Overview']);
  const a = readPage(path.join(dir, 'dist'), '/docs/guide/a/');
  const start = a.indexOf('<nav class="sidebar__nav');
  assert.equal(a.slice(start, a.indexOf('</nav>', start)).match(/aria-current="page"/g)?.length, 1, 'another page marks its own entry alone');
});

test("a page or doc imports @theme/X of the site's own src/theme/ where docsgen has no X, and useBrokenLinks, ErrorBoundary, CodeInline and DocCard; MDXComponents/A is named as skipped, an empty theme folder is not", async () => {
  const dir = tempDir('own-theme-imports');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('src/theme/LastUpdated/index.jsx', "import React from 'react';\nexport default function LastUpdated({ when }) { return <p className=\"last-updated\">Updated {when}</p>; }\n");
  write('src/theme/MDXComponents/A.js', "import React from 'react';\nexport default function A(props) { return <a {...props} className=\"ext\" />; }\n");
  fs.mkdirSync(path.join(dir, 'src/theme/Empty'), { recursive: true });
  write('src/components/EnvVar.jsx', "import React from 'react';\nimport useBrokenLinks from '@docusaurus/useBrokenLinks';\nimport ErrorBoundary from '@docusaurus/ErrorBoundary';\nimport CodeInline from '@theme/CodeInline';\nexport default function EnvVar({ name }) {\n  useBrokenLinks().collectAnchor(name);\n  return <ErrorBoundary fallback={() => <p>broken</p>}><span id={name}><CodeInline>{name}</CodeInline></span></ErrorBoundary>;\n}\n");
  write('src/pages/index.jsx', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport LastUpdated from '@theme/LastUpdated';\nexport default function Home() { return <Layout title=\"Home\"><main><LastUpdated when=\"today\" /><a href=\"/docs/env\">Env</a></main></Layout>; }\n");
  write('docs/env.mdx', "import EnvVar from '@site/src/components/EnvVar';\nimport DocCard from '@theme/DocCard';\nimport LastUpdated from '@theme/LastUpdated';\n\n# Env\n\n<EnvVar name=\"APP_URL\" />\n\n<DocCard item={{ type: 'link', label: 'Env again', href: '/docs/env', description: 'The variables.' }} />\n\n<LastUpdated when=\"yesterday\" />\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /swizzled components in src\/theme\/: LastUpdated, MDXComponents\/A \(/);
  assert.doesNotMatch(run.stderr, /Empty/);
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<p class="last-updated">Updated <!-- -->today<\/p>|<p class="last-updated">Updated today<\/p>/);
  const env = readPage(path.join(dir, 'dist'), '/docs/env/');
  assert.match(env, /<span id="APP_URL"><code>APP_URL<\/code><\/span>/);
  assert.match(env, /<a class="card doc-card padding--lg theme-doc-card-container" href="\/docs\/env">.*Env again<\/h2><p class="card__description doc-card__description">The variables\.<\/p><\/a>/s);
  assert.match(env, /<p class="last-updated">Updated (<!-- -->)?yesterday<\/p>/);
});

test("Docusaurus 3.10's future.experimental_vcs, markdown.preprocessor, anchors.maintainCase and ssrTemplate are named as skipped", async () => {
  const dir = tempDir('experimental-vcs');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', future: { v4: true, experimental_vcs: { getFileLastUpdateInfo: async () => ({ timestamp: 0, author: 'Ana' }) } }, markdown: { preprocessor: ({ fileContent }) => fileContent.replace('BEAM', 'beam'), anchors: { maintainCase: true } }, ssrTemplate: '<html><body><%~ it.appHtml %></body></html>', presets: [['classic', { blog: false, docs: { showLastUpdateTime: true } }]] };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /- future\.experimental_vcs \(docsgen takes last-update dates and authors from git, or a doc's last_update front matter\)/);
  assert.match(run.stderr, /- markdown\.preprocessor \(a function over each file's text: not run; docs are read as written\)\n\s+- markdown\.anchors\.maintainCase \(heading ids are lower case\)/);
  assert.match(run.stderr, /- ssrTemplate \(docsgen writes its own page shell\)/);
});

test("a navbar item of type html is the site's own markup, in the bar and in the phone's drawer, as Docusaurus draws it; one in a dropdown is named as skipped", async () => {
  const dir = tempDir('navbar-html');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'html', position: 'left', value: '<a href=\"/swagger.html\" class=\"api-link\">API <b>Reference</b></a>', className: 'api-item' }, { type: 'html', position: 'right', value: '<span class=\"badge\">v2</span>' }, { type: 'dropdown', label: 'More', items: [{ label: 'Intro', to: '/docs/intro' }, { type: 'html', value: '<hr/>' }] }] } } };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /- themeConfig\.navbar\.items\[2\]\.items\[1\] \(type "html" in a dropdown: docsgen's dropdowns hold links\)/);
  assert.doesNotMatch(run.stderr, /navbar\.items\[[01]\]/);
  const page = readPage(path.join(dir, 'dist'), '/docs/intro/');
  const navbar = page.slice(page.indexOf('<nav class="navbar'), page.indexOf('</nav>', page.indexOf('<nav class="navbar')));
  assert.match(navbar, /<ul class="navbar__items theme-layout-navbar-left"><li class="navbar__item api-item"><a href="\/swagger\.html" class="api-link">API <b>Reference<\/b><\/a><\/li><li class="navbar__item navbar__dropdown">/);
  assert.match(navbar, /<ul class="navbar__items navbar__items--right theme-layout-navbar-right"><li class="navbar__item"><span class="badge">v2<\/span><\/li><\/ul>/);
  assert.match(page, /<ul class="drawer__nav"><li class="drawer__html api-item"><a href="\/swagger\.html" class="api-link">API <b>Reference<\/b><\/a><\/li>/);
});

test("a site's remark plugin reads the doc's file by its absolute path (file.path, file.dirname), as Docusaurus gives it: remark-code-import's snippets beside the doc are found", async () => {
  const dir = tempDir('plugin-file-path');
  const write = writerIn(dir);
  write('plugins/include.js', "const fs = require('fs');\nconst path = require('path');\nmodule.exports = () => (tree, file) => {\n  const visit = (node) => {\n    if (node.type === 'code' && node.meta && node.meta.startsWith('file=')) node.value = fs.readFileSync(path.resolve(file.dirname, node.meta.slice(5)), 'utf8').trim();\n    (node.children || []).forEach(visit);\n  };\n  visit(tree);\n};\n");
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { remarkPlugins: [require('./plugins/include.js')] } }]] };\n");
  write('docs/guides/snippets/hello.js', "console.log('beam');\n");
  write('docs/guides/plain.md', '# Plain\n\n```js file=./snippets/hello.js\n```\n');
  write('docs/guides/rich.mdx', '# Rich\n\n```js file=./snippets/hello.js\n```\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  for (const route of ['/docs/guides/plain/', '/docs/guides/rich/']) {
    assert.match(readPage(path.join(dir, 'dist'), route).replace(/<[^>]+>/g, ''), /console\.log\(&#x27;beam&#x27;\)|console\.log\('beam'\)/, route);
  }
});

test("a stylesheet's url() of a file from the site's root (/static/fonts/x.ttf) or @site/ is that file, published, as webpack resolves it for Docusaurus; a served path stays under the base URL", async () => {
  const dir = tempDir('css-site-urls');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/sub/', presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n");
  write('src/css/custom.css', '@font-face { font-family: "A"; src: url("/static/fonts/beam.ttf") format("truetype"); }\n@font-face { font-family: "B"; src: url("/fonts/beam.ttf") format("truetype"); }\n');
  write('static/fonts/beam.ttf', 'not really a font');
  fs.mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static/img/hero.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
  write('src/pages/styles.module.css', ".site { background-image: url('@site/static/img/hero.png'); }\n.served { background-image: url('/img/hero.png'); }\n");
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport styles from './styles.module.css';\nexport default function Home() { return <Layout><main className={styles.site + ' ' + styles.served}><a href=\"/sub/docs/intro\">Docs</a></main></Layout>; }\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const sheet = fs.readdirSync(path.join(dist, 'assets/css')).find((f) => /^styles\..*\.css$/.test(f))!;
  const css = fs.readFileSync(path.join(dist, 'assets/css', sheet), 'utf8');
  const font = /url\("?\.\/(beam\.[\w-]+\.ttf)"?\)/.exec(css)?.[1];
  assert.ok(font && fs.existsSync(path.join(dist, 'assets/css', font)), css.slice(-300));
  assert.match(css, /url\("?\/sub\/fonts\/beam\.ttf"?\)/, 'a served path stays one');
  // The CSS module, in the site's components stylesheet.
  const modules = componentStylesheetOf(dist);
  const image = /url\("?\/sub\/(assets\/images\/hero\.[0-9a-f]+\.png)"?\)/.exec(modules)?.[1];
  assert.ok(image && fs.existsSync(path.join(dist, image)), modules);
  assert.match(modules, /url\("?\/sub\/img\/hero\.png"?\)/);
});

test("Tabs written with values={[…]} show their tabs in the values' order and their panels in the TabItems', a value with no TabItem an empty tab, as Docusaurus does", async () => {
  const dir = tempDir('tabs-values-order');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]] };\n");
  const tabs = "<Tabs defaultValue=\"main\" values={[{ label: 'Mainnet', value: 'main' }, { label: 'Testnet', value: 'test' }, { label: 'Ropsten', value: 'ropsten' }]}>\n<TabItem value=\"test\">\n\n## Setup\n\nTestnet beams.\n\n</TabItem>\n<TabItem value=\"main\">\n\n## Setup\n\nMainnet beams.\n\n</TabItem>\n</Tabs>\n";
  write('docs/networks.mdx', `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Networks\n\n${tabs}`);
  // The same group in a doc that hydrates (a component with state): drawn by the doc's island.
  write('src/components/Counter.jsx', "import React, { useState } from 'react';\nexport default function Counter() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; }\n");
  write('docs/live.mdx', `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Counter from '@site/src/components/Counter';\n\n# Live\n\n<Counter />\n\n${tabs}`);
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  for (const route of ['/docs/networks/', '/docs/live/']) {
    const page = readPage(path.join(dir, 'dist'), route);
    assert.deepEqual([...page.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((m) => `${m[2]}${m[1] === 'true' ? '*' : ''}`), ['Mainnet*', 'Testnet', 'Ropsten'], route);
    // Panels as the TabItems are written, so the second "Setup" (the main tab's) is setup-1 as in Docusaurus.
    assert.deepEqual([...page.matchAll(/role="tabpanel"[^>]*data-tab="(\w+)"/g)].map((m) => m[1]), ['test', 'main', 'ropsten'], route);
    assert.match(page, /role="tabpanel"[^>]*data-tab="main"[^>]*><h2[^>]*id="setup-1"[^]*?<p>Mainnet beams\.<\/p>/, route);
    assert.match(page, /role="tabpanel"[^>]*data-tab="test"[^>]*hidden[^>]*><h2[^>]*id="setup"/, route);
    assert.match(page, /role="tabpanel"[^>]*data-tab="ropsten"[^>]*hidden[^>]*><\/div>/, route);
  }
  assert.match(readPage(path.join(dir, 'dist'), '/docs/live/'), /data-island="[^"]*"/, 'the second doc hydrates');
});

test("navbar.logo.href is where the logo and title lead (in the bar and the phone's drawer), as Docusaurus sends them; then no home page is needed", async () => {
  const dir = tempDir('navbar-logo-href');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/sub/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { title: 'Beams', logo: { src: 'img/logo.svg', href: '/docs/intro' } } } };\n");
  write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /home page/);
  const page = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.equal(page.match(/<a class="navbar__brand" href="\/sub\/docs\/intro">/g)?.length, 2, 'the bar and the drawer');
});

test("the classic preset's sitemap: false writes no sitemap.xml, and robots.txt names none, as Docusaurus writes none", async () => {
  const dir = tempDir('sitemap-off');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, sitemap: false }]] };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.ok(!fs.existsSync(path.join(dir, 'dist/sitemap.xml')));
  assert.doesNotMatch(fs.readFileSync(path.join(dir, 'dist/robots.txt'), 'utf8'), /Sitemap/);
});

test("the sitemap follows the sitemap plugin's options at Docusaurus' defaults: no lastmod unless asked (then a date, for pages with a file), changefreq weekly, priority 0.5, ignorePatterns, filename; a createSitemapItems function named as not run", async () => {
  const dir = tempDir('sitemap-options');
  const write = writerIn(dir);
  write('sidebars.js', "module.exports = { main: [{ type: 'category', label: 'Guide', link: { type: 'generated-index' }, items: ['intro', 'secret'] }] };\n");
  // A date of its own (front matter), as the repo is not in git here.
  write('docs/intro.md', '---\nlast_update:\n  date: 2024-01-02\n---\n# Intro\n');
  write('docs/secret.md', '# Secret\n');
  const config = (sitemap: string) => write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' }${sitemap} }]] };\n`);
  config('');
  let run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const plain = fs.readFileSync(path.join(dir, 'dist/sitemap.xml'), 'utf8');
  assert.match(plain, /<loc>https:\/\/t\.example\/docs\/intro<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority>/);
  assert.doesNotMatch(plain, /lastmod/);
  // A generated index without a description is described by its title, no English sentence on a site in any language.
  assert.match(readPage(path.join(dir, 'dist'), '/docs/category/guide/'), /<meta name="description" content="Guide"\/>/);
  config(", sitemap: { lastmod: 'date', changefreq: 'monthly', priority: null, ignorePatterns: ['/docs/sec*'], filename: 'map.xml', createSitemapItems: async ({ defaultCreateSitemapItems, ...rest }) => defaultCreateSitemapItems(rest) }");
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /presets\.classic\.sitemap\.createSitemapItems \(a function that is not run/);
  const asked = fs.readFileSync(path.join(dir, 'dist/map.xml'), 'utf8');
  assert.match(asked, /<loc>https:\/\/t\.example\/docs\/intro<\/loc><lastmod>2024-01-02<\/lastmod><changefreq>monthly<\/changefreq><\/url>/);
  assert.match(asked, /<loc>https:\/\/t\.example\/docs\/category\/guide<\/loc><changefreq>/, 'a generated index has no file, so no lastmod');
  assert.doesNotMatch(asked, /secret|priority/);
  assert.match(fs.readFileSync(path.join(dir, 'dist/robots.txt'), 'utf8'), /Sitemap: https:\/\/t\.example\/map\.xml/);
});

test("a docsVersionDropdown of a site with one version is a link to its main doc labelled with the version's label, as Docusaurus draws it; a docsVersion item too", async () => {
  const dir = tempDir('version-link');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { versions: { current: { label: 'Edge' } } } }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }, { type: 'docsVersion', label: 'Docs home' }] } } };\n");
  write('docs/intro.md', '---\nsidebar_position: 1\n---\n# Intro\n');
  write('docs/more.md', '# More\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /docsVersion|docs versions/, 'the current version\'s own options name no other version');
  const more = readPage(path.join(dir, 'dist'), '/docs/more/');
  assert.match(more, /<a class="navbar__link navbar__link--active" href="\/docs\/intro" aria-current="page"><span>Edge<\/span>/);
  assert.match(more, /<a class="navbar__link navbar__link--active" href="\/docs\/intro" aria-current="page"><span>Docs home<\/span>/);
  // The version's metadata names that main doc.
  assert.match(fs.readFileSync(path.join(dir, 'dist/docs-versions.json'), 'utf8'), /"mainDocId":\s*"intro"/);
  // Its one version is at the docs' path, as Docusaurus' version metadata gives it.
  assert.match(fs.readFileSync(path.join(dir, 'dist/docs-versions.json'), 'utf8'), /"path": "\/docs"/);
  // Links of its own around the version keep it a dropdown.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', dropdownActiveClassDisabled: true, dropdownItemsAfter: [{ to: '/docs/more', label: 'All versions' }] }] } } };\n");
  const again = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(again.code, 0, again.stderr);
  const page = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(page, /<button type="button" class="navbar__link navbar__dropdown-toggle[^"]*" aria-haspopup="true" aria-expanded="false">Next<\/button>/);
  assert.match(page, /<a[^>]* href="\/docs\/intro"[^>]*>Next<\/a>[^]*?<a[^>]* href="\/docs\/more"[^>]*>All versions<\/a>/);
  // dropdownActiveClassDisabled: the lone version's link is never marked, under a base URL too (its link to the docs' root matched every page).
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/base/', presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', dropdownActiveClassDisabled: true }] } } };\n");
  write('docs/intro.md', '---\nslug: /\nsidebar_position: 1\n---\n# Intro\n');
  const based = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(based.code, 0, based.stderr);
  for (const route of ['/', '/more/']) assert.match(readPage(path.join(dir, 'dist'), route), /<a class="navbar__link" href="\/base\/"><span>Next<\/span>/);
});

test("client-redirects' createRedirects makes a redirect page from each path it gives a page's path, unless a page or redirect is there", async () => {
  const dir = tempDir('create-redirects');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]], plugins: [['@docusaurus/plugin-client-redirects', { createRedirects: (existing) => existing === '/' ? undefined : ['/docs' + existing, existing === '/intro' ? '/setup' : undefined] }]] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/guide.md', '# Guide\n');
  write('docs/setup.md', '# Setup\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /createRedirects/);
  const dist = path.join(dir, 'dist');
  assert.match(fs.readFileSync(path.join(dist, 'docs/guide/index.html'), 'utf8'), /url=\/guide/);
  assert.match(fs.readFileSync(path.join(dist, 'docs/setup/index.html'), 'utf8'), /url=\/setup/);
  assert.match(readPage(dist, '/setup/'), /<h1[^>]*>Setup<\/h1>/, 'a page is never replaced by a redirect');
  assert.match(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'), /^\/docs\/guide\s+\/guide\s+301$/m);
});

test("navbar links with html show that markup (an icon's SVG, bold text), as Docusaurus draws them; a Prism theme spread from prism-react-renderer's (its styles extended) keeps its colours", async () => {
  const dir = tempDir('navbar-html');
  const write = writerIn(dir);
  write('docusaurus.config.js', `const { themes } = require('prism-react-renderer');
module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]],
  themeConfig: {
    navbar: { items: [
      { href: 'https://github.com/lumagraph/beams', position: 'right', 'aria-label': 'GitHub repository', html: '<svg width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="currentColor"/></svg>' },
      { href: 'https://lumagraph.example', position: 'right', html: '<b>Bold beams</b>' },
    ] },
    prism: { theme: { ...themes.github, styles: [...themes.github.styles, { types: ['beam'], style: { color: '#123456' } }] } },
  } };\n`);
  write('docs/intro.md', '# Intro\n\n```js\nconst a = "string";\n```\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /prism|navbar/);
  const dist = path.join(dir, 'dist');
  const page = readPage(dist, '/docs/intro/');
  assert.match(page, /<a class="navbar__link" href="https:\/\/github\.com\/lumagraph\/beams" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"><svg width="24"/);
  assert.match(page, /<a class="navbar__link" href="https:\/\/lumagraph\.example" target="_blank" rel="noopener noreferrer"><b>Bold beams<\/b><\/a>/);
  const css = fs.readdirSync(path.join(dist, 'assets/css')).map((f) => fs.readFileSync(path.join(dist, 'assets/css', f), 'utf8')).join('');
  assert.match(css, /#e3116c/i, "GitHub's string colour");
  assert.match(css, /#123456/);
});

test("a doc whose id ends like a version (changelog/v1.1.0) is a page like any: its pagination and breadcrumbs are there, as on Docusaurus", async () => {
  const dir = tempDir('dotted-id');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { s: ['intro', { type: 'category', label: 'Changelog', items: ['changelog/v1.1.0', 'changelog/v1.0.0'] }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/changelog/v1.1.0.md', '# Version 1.1.0\n');
  write('docs/changelog/v1.0.0.md', '# Version 1.0.0\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(dir, 'dist'), '/docs/changelog/v1.1.0/');
  assert.match(page, /pagination__link--prev[^"]*" href="\/docs\/intro"/);
  assert.match(page, /pagination__link--next[^"]*" href="\/docs\/changelog\/v1\.0\.0"/);
  assert.match(page, /class="breadcrumbs__item"><span class="breadcrumbs__link">Changelog<\/span>/);
});

test("a relative <Link to> leads from the page's own URL, as the router resolves it; a /path gets the base URL; a navbar item's activeBasePath and activeBaseRegex say where it is active, a doc item its sidebar's pages", async () => {
  const dir = tempDir('relative-link');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/base/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ to: '/docs/guide/intro', label: 'Docs', activeBasePath: 'docs' }, { to: '/docs/guide/setup', label: 'Setup', activeBaseRegex: '/setup$' }] } } };\n");
  write('docs/guide/intro.mdx', "import Link from '@docusaurus/Link';\n\n# Intro\n\nSee <Link to=\"setup\">the setup</Link> and <Link to=\"/docs/guide/setup\">again</Link>.\n");
  write('docs/guide/setup.md', '# Setup\n');
  write('docs/other.md', '# Other\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /broken link/);
  const dist = path.join(dir, 'dist');
  const intro = readPage(dist, '/docs/guide/intro/');
  assert.match(intro, /<a href="\/base\/docs\/guide\/setup">the setup<\/a> and <a href="\/base\/docs\/guide\/setup">again<\/a>/);
  // "Docs" is active on every doc (activeBasePath), "Setup" only on the setup page (activeBaseRegex), as Docusaurus marks them.
  const active = (page: string) => [...page.matchAll(/<a class="navbar__link navbar__link--active" href="[^"]*" aria-current="page"><span>([^<]+)<\/span>/g)].map((m) => m[1]);
  assert.deepEqual(active(readPage(dist, '/docs/other/')), ['Docs']);
  assert.deepEqual(active(readPage(dist, '/docs/guide/setup/')), ['Docs', 'Setup']);
  // A doc item is active on its sidebar's pages only: a doc at the docs' root is no parent of another sidebar's docs.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/base/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { items: [{ type: 'doc', docId: 'home', label: 'Home' }, { to: '/docs/api/one', label: 'API' }] } } };\n");
  write('sidebars.js', "module.exports = { docs: ['home', 'guide/intro', 'guide/setup', 'other'], apiSidebar: ['api/one'] };\n");
  write('docs/home.md', '---\nslug: /\n---\n# Home\n');
  write('docs/api/one.md', '# One\n');
  const sidebars = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(sidebars.code, 0, sidebars.stderr);
  assert.deepEqual(active(readPage(dist, '/docs/api/one/')), ['API']);
  assert.deepEqual(active(readPage(dist, '/docs/other/')), ['Home']);
});

test("a Docusaurus repo's two docs of one route (quickstart.md beside quickstart/quickstart.md) build with a warning, as Docusaurus' onDuplicateRoutes 'warn' does; 'throw' fails", async () => {
  const dir = tempDir('duplicate-routes');
  const write = writerIn(dir);
  const config = (extra: string) => write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${extra}presets: [['classic', { blog: false }]] };\n`);
  config('');
  write('docs/quickstart.md', '# Quickstart\n\nThe short way.\n');
  write('docs/quickstart/quickstart.md', '# Quickstart in depth\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /⚠ docs\/quickstart\/quickstart\.md: two sources make the route \/docs\/quickstart\/: docs\/quickstart\.md and docs\/quickstart\/quickstart\.md; the first is built, the second left out/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/quickstart/'), /The short way\./);
  config("onDuplicateRoutes: 'throw', ");
  const thrown = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(thrown.code, 1);
  assert.match(thrown.stderr, /✖ docs\/quickstart\/quickstart\.md: two sources make the route \/docs\/quickstart\//);
});

test("a navbar item with items and no type is a dropdown, as Docusaurus takes it; the docs' root README without a title is titled README", async () => {
  const dir = tempDir('untyped-dropdown');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { routeBasePath: '/core' } }]], themeConfig: { navbar: { items: [{ label: 'Resources', position: 'left', items: [{ to: '/core/', label: 'Readme' }, { href: 'https://github.com/lumagraph', label: 'GitHub' }] }] } } };\n");
  write('docs/README.md', 'Lumagraph renders scenes.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(dir, 'dist'), '/core/');
  assert.match(page, /<li class="navbar__item navbar__dropdown"><button type="button" class="navbar__link navbar__dropdown-toggle[^"]*"[^>]*>Resources<\/button>/);
  assert.match(page, /<title>README \| T<\/title>/);
});

test("a sidebar's ref item links its doc without making it the sidebar's: the doc's page shows none, paging skips it, no in-no-sidebar warning", async () => {
  const dir = tempDir('sidebar-ref');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['a', { type: 'ref', id: 'b', label: 'Bee' }, 'c'] };\n");
  for (const name of ['a', 'b', 'c']) write(`docs/${name}.md`, `# Doc ${name.toUpperCase()}\n`);
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /in no sidebar/);
  const dist = path.join(dir, 'dist');
  const a = readPage(dist, '/docs/a/');
  assert.match(a, /<a class="menu__link" href="\/docs\/b">Bee<\/a>/);
  assert.match(a, /class="pagination__link pagination__link--next[^"]*" href="\/docs\/c"/);
  assert.match(readPage(dist, '/docs/c/'), /class="pagination__link pagination__link--prev[^"]*" href="\/docs\/a"/);
  const b = readPage(dist, '/docs/b/');
  assert.doesNotMatch(b, /data-sidebar="main"|class="pagination__link/);
  // As Docusaurus' DocPaginator: the pager's nav all the same, empty (its 3rem above the footer).
  assert.match(b, /<nav class="pagination pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><\/nav>/);
});

test("a list nested among a sidebar's items ([require('./docs/api/sidebar.js')]) is flattened into its place, as Docusaurus reads it", async () => {
  const dir = tempDir('sidebar-nested-list');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro', [require('./more.js'), [['deep']]]] };\n");
  write('more.js', "module.exports = ['setup', { type: 'category', label: 'Beams', items: ['beams'] }];\n");
  for (const name of ['intro', 'setup', 'beams', 'deep']) write(`docs/${name}.md`, `# ${name}\n`);
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(dir, 'dist'), '/docs/intro/');
  const sidebar = page.slice(page.indexOf('<nav class="sidebar__nav'), page.indexOf('</nav>', page.indexOf('<nav class="sidebar__nav')));
  assert.deepEqual([...sidebar.matchAll(/<a class="menu__link(?: menu__link--active)?" href="([^"]+)"/g)].map((m) => m[1]), ['/docs/intro', '/docs/setup', '/docs/beams', '/docs/deep']);
});

test("a site whose only content is an API group whose spec does not parse names the spec's error (the empty sitemap hid it)", async () => {
  const dir = tempDir('only-bad-spec');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: false } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: 'openapi/beams.yaml', outputDir: 'docs/beams' } } }]] };\n");
  fs.mkdirSync(path.join(dir, 'docs'));
  write('openapi/beams.yaml', "openapi: 3.0.3\ninfo: { title: Beams, version: '1'\npaths: {}\n");
  // No page of its own at all: no home page either.
  fs.rmSync(path.join(dir, 'src'), { recursive: true, force: true });
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.doesNotMatch(run.stderr, /ended the stream/);
  assert.match(run.stderr, /openapi\/beams\.yaml/);
});

test("openapi-docs repos of round twenty-two: <token> in a description is text, an operation without responses has no empty section, an undeclared path parameter is :name in samples, a page is described by its description's first line; every example of a parameter or a 3.1 property is shown", async () => {
  const dir = tempDir('openapi-round-22');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: 'openapi/beams.yaml', outputDir: 'docs/beams' } } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro', { type: 'category', label: 'Beams', link: { type: 'generated-index', slug: '/category/beams' }, items: require('./docs/beams/sidebar.js') }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('openapi/beams.yaml', [
    'openapi: 3.0.3',
    "info: { title: Beams API, version: '1', description: 'The Beams API sends beams of light over JSONPatch (RFC 6902). It is made for studios of every size and for the lasers they keep.' }",
    "servers: [{ url: 'https://api.beams.example' }]",
    'paths:',
    '  /users/{userId}/ban:',
    '    post:',
    '      operationId: banUser',
    '      summary: Ban a user',
    '      description: |-',
    '        Marks the user as banned. Send `Authorization: Bearer <token>` with a <b>List<Beam></b> of reasons.',
    '        The ban lasts a day.',
    '  /beams:',
    '    get:',
    '      operationId: listBeams',
    '      summary: List beams',
    '      parameters:',
    '        - name: tone',
    '          in: query',
    '          schema: { type: string }',
    '          examples: { warm: { summary: Warm beams, value: warm }, cold: { value: cold } }',
    "      responses: { '200': { description: OK, content: { application/json: { schema: { type: object, properties: { planet: { type: string, examples: [Mars, Jupiter] } } } } } } }",
    '',
  ].join('\n'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(dir, 'dist'), '/docs/beams/ban-user/');
  const body = page.slice(page.indexOf('<main'));
  assert.match(body, /Send <code>Authorization: Bearer (&lt;|&#x3C;)token(&gt;|>)<\/code> with a <b>List(&lt;|&#x3C;)Beam(&gt;|>)<\/b> of reasons\./);
  assert.doesNotMatch(body, /id="responses"/);
  // The spec lacks the field: the fix is to add it.
  assert.match(run.stderr, /The field `responses` must be present[^\n]*\n\s+fix: add that field/);
  assert.match(body.replace(/<[^>]+>/g, ''), /https:\/\/api\.beams\.example\/users\/:userId\/ban/);
  assert.doesNotMatch(body, /%7BuserId%7D/);
  // Every named example of a parameter, and every value of a 3.1 property's examples list.
  const filter = readPage(path.join(dir, 'dist'), '/docs/beams/list-beams/');
  assert.match(filter, /example \(Warm beams\)<\/span> <code>warm<\/code>.*example \(cold\)<\/span> <code>cold<\/code>/s);
  assert.match(filter, /<span class="schema__keyword">example<\/span> <code>&quot;Mars&quot;<\/code>.*<code>&quot;Jupiter&quot;<\/code>/s);
  // Its description (meta, and the card a generated index gives it) is the first line, whole.
  assert.match(page, /<meta name="description" content="Marks the user as banned\. Send Authorization: Bearer &lt;token&gt; with a List&lt;Beam&gt; of reasons\."\/>/);
  // The info page's card: the spec's whole description, as the plugin's info doc has it.
  const index = readPage(path.join(dir, 'dist'), '/docs/category/beams/');
  const card = /href="\/docs\/beams\/beams-api"[^]*?<\/a>/.exec(index.slice(index.indexOf('<main')))?.[0] ?? '';
  assert.match(card, /<p class="card__description">The Beams API sends beams of light over JSONPatch \(RFC 6902\)\. It is made for studios of every size and for the lasers they keep\.<\/p>/, card);
});

test("without languageTabs, a repo on docusaurus-theme-openapi-docs before 4.1 gets that release's nine default code samples, curl first", async () => {
  const dir = tempDir('openapi-theme-2');
  const write = writerIn(dir);
  write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3', 'docusaurus-plugin-openapi-docs': '2.0.2', 'docusaurus-theme-openapi-docs': '2.0.2' } }));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: 'openapi/beams.yaml', outputDir: 'docs/beams' } } }]], themes: ['docusaurus-theme-openapi-docs'] };\n");
  write('docs/intro.md', '# Intro\n');
  write('openapi/beams.yaml', "openapi: 3.0.3\ninfo: { title: Beams API, version: '1' }\nservers: [{ url: 'https://api.beams.example' }]\npaths:\n  /beams:\n    get:\n      operationId: listBeams\n      summary: List beams\n      responses: { '200': { description: OK } }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/beams/list-beams/');
  assert.deepEqual([...html.matchAll(/role="tab"[^>]*data-tab="([^"]+)"/g)].map((m) => m[1]), ['curl', 'python', 'go', 'nodejs-axios', 'ruby', 'csharp', 'php-curl', 'java', 'powershell']);
});

test("openapi-docs' page of a webhook without summary or operationId is named and titled by the webhook's key, as the plugin writes it; showExtensions is named as skipped", async () => {
  const dir = tempDir('openapi-webhook-key');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: 'openapi/beams.yaml', outputDir: 'docs/beams', showExtensions: true } } }]] };\n");
  write('docs/intro.md', '# Intro\n\nSee [the new beam](/docs/beams/new-beam).\n');
  write('openapi/beams.yaml', "openapi: 3.1.0\ninfo: { title: Beams API, version: '1' }\npaths: {}\nwebhooks:\n  newBeam:\n    post:\n      requestBody: { content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } } }\n      responses: { '200': { description: OK } }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /neither a summary nor an operationId|broken link "\/docs\/beams\/new-beam"/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/beams/new-beam/'), /<h1 class="doc__title">newBeam<\/h1>/);
  assert.match(run.stderr, /- plugins\[0\]\.config\.beams\.showExtensions \(the operations' x- extensions are not shown\)/);
});

test("a Docusaurus 2 repo's .md with a type's parameters in text (canExpand<T = any>()) stays Markdown, as MDX 1 showed it; a folder of its index page alone is that page's sidebar entry; a description keeps its braces", async () => {
  const dir = tempDir('real-repos-round-22');
  const write = writerIn(dir);
  write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3' } }));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]] };\n");
  write('docs/utils.md', '# Utilities\n\n- [uiSchema={}]: the uiSchema of the form, an object\n\n### canExpand<T = any>()\n\nReturns `UiSchema<T, S, F>` when it can.\n\n### getWidget<S extends StrictSchema = Schema>()\n\n- { blob: Blob, name: string }: the blob and its name\n');
  write('docs/media/_category_.json', '{ "label": "Media and talks", "position": 2 }');
  write('docs/media/index.md', '# Media\n\nTalks about beams.\n');
  // A category file's doc link by the doc's own id in its folder ("index" in 03-accounts/ is accounts/index), as Docusaurus finds it.
  write('docs/03-accounts/_category_.json', '{ "label": "Accounts", "link": { "type": "doc", "id": "index" } }');
  write('docs/03-accounts/index.md', '# Accounts\n\nWho holds the beams.\n');
  write('docs/03-accounts/roles.md', '# Roles\n\nWho may aim them.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const utils = readPage(path.join(dir, 'dist'), '/docs/utils/');
  assert.match(utils, /<a class="menu__link menu__link--category menu__link--sublist" href="\/docs\/accounts\/?">Accounts<\/a>/);
  assert.match(utils, /<h3 id="canexpandt--any"[^>]*>canExpand&#x3C;T = any>\(\)|<h3 id="canexpandt--any"[^>]*>canExpand&lt;T = any&gt;\(\)/);
  assert.match(utils, /<meta name="description" content="- \[uiSchema=\{\}\]: the uiSchema of the form, an object"\/>/, 'as Docusaurus 2 writes it');
  const sidebar = utils.slice(utils.indexOf('<nav class="sidebar__nav'), utils.indexOf('</nav>', utils.indexOf('<nav class="sidebar__nav')));
  assert.match(sidebar, /<a class="menu__link" href="\/docs\/media\/">Media and talks<\/a>|<a class="menu__link" href="\/docs\/media">Media and talks<\/a>/);
  assert.doesNotMatch(sidebar, /Media and talks<\/a><button/, 'no category to open');
});

test('the pages plugin\'s options: `pages: false` builds no src/pages, `pages.path` reads another folder, as Docusaurus does', async () => {
  const dir = tempDir('pages-options');
  const write = writerIn(dir);
  write('docs/intro.md', '# Intro\n\nText.\n');
  write('src/pages/index.md', '# Old home\n\n[Intro](/docs/intro).\n');
  write('website-pages/index.md', '# Home\n\n[Intro](/docs/intro).\n');
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, pages: false }]] };\n");
  const off = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(off.code, 0, off.stderr);
  assert.ok(!fs.existsSync(path.join(dir, 'dist/index.html')), 'no page from src/pages');
  assert.doesNotMatch(off.stderr, /skipped/);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, pages: { path: 'website-pages' } }]] };\n");
  const moved = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(moved.code, 0, moved.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<h1>Home<\/h1>/);
  // The plugin on its own, beside `pages: false`, is read the same way.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, pages: false }]], plugins: [['@docusaurus/plugin-content-pages', { path: 'website-pages' }]] };\n");
  const plugin = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(plugin.code, 0, plugin.stderr);
  assert.doesNotMatch(plugin.stderr, /plugin-content-pages/);
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<h1>Home<\/h1>/);
});

test('a sidebars item of the wrong shape is an error naming its key', async () => {
  const copy = copyFixture('docusaurus-site');
  fs.writeFileSync(path.join(copy, 'sidebar-extra.js'), "module.exports = [{ type: 'category', items: [] }];\n");
  const bad = await runCliHosted(['build', '--no-cache'], copy);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /sidebars\.js: sidebars "guideSidebar\[3\]\.label" must be a non-empty string/);
});

test('docsgen migrate writes an equivalent site.config.ts, which builds the same pages, and never overwrites it', async () => {
  const copy = copyFixture('docusaurus-site');
  fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ name: 'lumagraph-docs', version: '2.1.0', private: true, dependencies: { '@docusaurus/core': '^2.4.0' } }));
  const first = await runCliHosted(['migrate'], copy);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /wrote site\.config\.ts/);
  // The remark and rehype plugins (functions) are left to the writer; the rest of `markdown` is written.
  assert.match(fs.readFileSync(path.join(copy, 'site.config.ts'), 'utf8'), /"markdown": \{\s*"indentedCode": "everywhere",\s*"headingTitles": "as-written",\s*"emoji": true,\s*"admonitions": \{[^}]*"aliasTitles": "look",\s*"keywordTitles": "look"\s*\}\s*\}/);
  fs.rmSync(path.join(copy, 'docusaurus.config.js'));
  const built = await runCliHosted(['build', '--no-cache'], copy);
  assert.equal(built.code, 0, built.stderr);
  assert.match(built.stdout, /built 19 pages and 2 redirects .*\(no warnings\)/);
  assert.deepEqual(listFiles(path.join(copy, 'dist')).filter((f) => f.endsWith('.html')), listFiles(dist).filter((f) => f.endsWith('.html')));
  const again = await runCliHosted(['migrate'], copy);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /site\.config\.ts: the file already exists and was left as it is/);
});

test('a Docusaurus 3 style repo (docusaurus.config.ts, sidebars.ts importing the openapi-docs 5 sidebar.ts) maps to the same routes, in process', async () => {
  const dir = path.join(repoRoot, 'test/fixtures/docusaurus3-site');
  const { raw, warnings } = await loadDocusaurusConfig(path.join(dir, 'docusaurus.config.ts'));
  // Future flags, markdown hooks, docItemComponent, themeConfig.metadata and the openapi theme need no warning.
  assert.deepEqual(warnings.map((w) => w.message), []);
  const config = validateConfig(raw, 'docusaurus.config.ts');
  assert.equal(config.baseUrl, '/lumagraph/');
  assert.equal(config.docsRouteBase, '/reference/');
  assert.deepEqual(config.contentExclude, ['drafts/**', 'api/render/**/*.{api,info,tag,schema}.mdx']);
  const { samples, ...api } = config.api!;
  assert.deepEqual(api, {
    sidebar: 'reference',
    groups: [{ id: 'render', spec: 'specs/render.yaml', routeBase: '/reference/api/render/', tagLinks: 'tag-page', downloadLink: false, schemas: false, tagGroups: false }],
    slugs: 'docusaurus-openapi',
    strict: false,
    customSamples: 'merge',
  });
  // No languageTabs: the theme's default code samples, all 21, in its order.
  assert.deepEqual(samples?.slice(0, 4), [{ language: 'csharp', client: 'httpclient' }, { language: 'curl' }, { language: 'dart' }, { language: 'go' }]);
  assert.equal(samples?.length, 21);
  // `import renderSidebar from './docs/api/render/sidebar'` (never generated) is the group's items.
  assert.deepEqual(config.sidebars.reference, [
    'intro',
    { type: 'category', label: 'Render API', link: { type: 'doc', id: 'api/render/lumagraph-render-api' }, customProps: { badge: 'v2' }, items: [{ type: 'api', group: 'render', part: 'info' }, { type: 'api', group: 'render', part: 'rest' }] },
  ]);
  // A navbar doc item may name a generated doc of the API group: its page.
  assert.deepEqual(config.navbar.items, [
    // In the repo's URL form: trailingSlash unset, no final slash.
    { type: 'link', label: 'Reference', to: '/reference/intro', position: 'left', activeSidebar: 'reference' },
    { type: 'link', label: 'Scenes', to: '/reference/api/render/list-scenes', position: 'right' },
  ]);
  // The repo's own remark plugin runs; remark-math (not installed, stubbed) is docsgen's own.
  assert.equal(config.markdown.remarkPlugins.length, 2);
  assert.equal((config.markdown.remarkPlugins[0] as () => unknown).name, 'beamWords');
  assert.equal([config.markdown.remarkPlugins[1]].flat()[0], (await import('remark-math')).default);
});

test('openapi-docs sidebarOptions: categoryLinkSource (none, tag, auto, info), sidebarCollapsed and sidebarCollapsible per spec', async () => {
  const dir = tempDir('oad-sidebar-options');
  fs.mkdirSync(path.join(dir, 'openapi'));
  // With a tag the spec does not declare (Beta) besides its declared two.
  const yaml = fs.readFileSync(path.join(repoRoot, 'test/fixtures/docusaurus-site/openapi/render.yaml'), 'utf8');
  fs.writeFileSync(path.join(dir, 'openapi/render.yaml'), yaml.replace('      tags: [Scenes]\n', '      tags: [Scenes, Beta]\n'));
  const spec = (name: string, sidebarOptions: object) => `${name}: { specPath: 'openapi/render.yaml', outputDir: 'docs/${name}', sidebarOptions: ${JSON.stringify(sidebarOptions)} }`;
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]],\n` +
      `plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { ${[
        spec('plain', {}),
        spec('tagged', { categoryLinkSource: 'tag', sidebarCollapsed: false }),
        spec('auto', { categoryLinkSource: 'auto', sidebarCollapsible: false, sidebarCollapsed: true }),
        spec('info', { categoryLinkSource: 'info' }),
      ].join(', ')} } }]] };\n`,
  );
  const { raw, warnings } = await loadDocusaurusConfig(path.join(dir, 'docusaurus.config.js'));
  assert.doesNotMatch(warnings[0]?.message ?? '', /categoryLinkSource/, "'info' is followed");
  const config = validateConfig(raw, 'docusaurus.config.js');
  assert.deepEqual(
    config.api!.groups.map((g) => [g.id, g.tagLinks, g.tagRouteBase, g.collapsed]),
    [
      ['plain', 'none', undefined, undefined],
      ['tagged', 'tag-page', undefined, false],
      // The plugin's generated index: /category/<outputDir under docs>/<tag> under the docs' route.
      ['auto', 'tag-page', '/docs/category/auto/', false],
      ['info', 'info', undefined, undefined],
    ],
  );
  const { loadApiGroup } = await import('../src/generator/openapi/index.ts');
  const { DiagnosticBag } = await import('../src/generator/diagnostics.ts');
  const render = createMarkdownRenderer({ contentDir: path.join(dir, 'docs'), baseUrl: '/', routeOfContentPath: () => undefined });
  const categories = async (id: string) => {
    const group = await loadApiGroup({ config, rootDir: dir, bag: new DiagnosticBag(), renderMarkdown: render }, id);
    const sidebar = group!.sidebar;
    const items = sidebar.type === 'category' ? sidebar.items.flatMap((i) => (i.type === 'category' ? [i] : [])) : [];
    return { routes: group!.pages.map((p) => p.route), titles: new Map(group!.pages.map((p) => [p.route, p.title])), tags: items.map((i) => `${i.label} ${i.href ?? '-'} ${i.collapsed}`) };
  };
  // Docusaurus' categories start collapsed (sidebarCollapsed unset: the docs' default).
  const plain = await categories('plain');
  assert.deepEqual(plain.tags, ['Scenes - true', 'Access tokens - true', 'Beta - true', 'UNTAGGED - true']);
  // No categoryLinkSource: the plugin makes no tag docs, so neither does docsgen (same routes).
  assert.deepEqual(plain.routes.filter((r) => /\/(scenes|o-auth-2-tokens|other-operations|untagged)\/$/.test(r)), []);
  const tagged = await categories('tagged');
  assert.deepEqual(tagged.tags, ['Scenes /docs/tagged/scenes false', 'Access tokens /docs/tagged/o-auth-2-tokens false', 'Beta - false', 'UNTAGGED - false']);
  // Tag docs for declared tags; none for a tag the spec does not declare, nor for UNTAGGED: their categories link nothing.
  assert.ok(tagged.routes.includes('/docs/tagged/scenes/'), tagged.routes.join(' '));
  // A tag doc is titled by the tag's x-displayName, as its sidebar label is.
  assert.equal(tagged.titles.get('/docs/tagged/o-auth-2-tokens/'), 'Access tokens');
  assert.deepEqual(tagged.routes.filter((r) => /other-operations|untagged|\/beta\/$/.test(r)), []);
  const auto = await categories('auto');
  assert.deepEqual(auto.tags, ['Scenes /docs/category/auto/scenes false', 'Access tokens /docs/category/auto/o-auth-2-tokens false', 'Beta - false', 'UNTAGGED - false']);
  assert.ok(auto.routes.includes('/docs/category/auto/scenes/') && auto.routes.includes('/docs/auto/list-scenes/'), auto.routes.join(' '));
  // 'info': every tag category leads to the info page, which is no item of its own.
  const info = await categories('info');
  const infoPage = info.routes[0].replace(/\/$/, '');
  assert.deepEqual(info.tags, ['Scenes', 'Access tokens', 'Beta', 'UNTAGGED'].map((t) => `${t} ${infoPage} true`));
  const group = await loadApiGroup({ config, rootDir: dir, bag: new DiagnosticBag(), renderMarkdown: render }, 'info');
  assert.ok(group!.sidebar.type === 'category' && group!.sidebar.items.every((i) => i.type === 'category'), 'no Introduction item');
});

test("a site's rehype plugin that draws code blocks gets them unhighlighted, as under Docusaurus, and what it draws is kept (Markdown and MDX docs)", async () => {
  const dir = tempDir('rehype-code-frame');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { rehypePlugins: [require('./plugins/frame.js')] } }]] };\n");
  // Stands in for rehype-expressive-code: each block in a frame, its lines as elements.
  write('plugins/frame.js', "module.exports = function frame() {\n  return (tree) => {\n    const walk = (node) => (node.children || []).forEach((child, i) => {\n      const code = child.tagName === 'pre' && child.children[0];\n      if (!code || code.tagName !== 'code') return walk(child);\n      const text = code.children.map((c) => c.value || '').join('').replace(/\\n$/, '');\n      code.children = text.split('\\n').map((line) => ({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [{ type: 'text', value: line }] }));\n      node.children[i] = { type: 'element', tagName: 'figure', properties: { className: ['frame'] }, children: [child] };\n    });\n    walk(tree);\n  };\n};\n");
  write('docs/plain.md', '# Plain\n\n```js\nconst a = 1;\nconst b = 2;\n```\n');
  write('docs/rich.mdx', '# Rich\n\nexport const x = 1;\n\n```js\nconst a = 1;\n```\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.match(readPage(dist, '/docs/plain/'), /<figure class="frame"><pre><code class="language-js"><span class="line">const a = 1;<\/span><span class="line">const b = 2;<\/span><\/code><\/pre><\/figure>/);
  assert.match(readPage(dist, '/docs/rich/'), /<figure class="frame"><pre><code class="language-js"><span class="line">const a = 1;<\/span><\/code><\/pre><\/figure>/);
});

test('a Markdown plugin that fails on one doc fails the build naming that doc, not with a bare message', () => {
  const failOnBoom = () => (tree: unknown, file: { value: unknown }) => {
    if (String(file.value).includes('boom')) throw new Error('the plugin cannot handle this');
  };
  const render = createMarkdownRenderer({ contentDir: path.join(site, 'docs'), baseUrl: '/', routeOfContentPath: () => undefined, rehypePlugins: [failOnBoom] });
  assert.match(render({ markdown: 'Fine.\n', source: 'docs/a.md', contentPath: 'a.md', startLine: 1 }).html, /<p>Fine\.<\/p>/);
  assert.throws(
    () => render({ markdown: 'A boom here.\n', source: 'docs/b.md', contentPath: 'b.md', startLine: 1 }),
    (error: unknown) => error instanceof DocsgenError && /^docs\/b\.md: the doc could not be rendered: the plugin cannot handle this\n/.test(error.message),
  );
});

/** remark-math@6 and rehype-katex@7 from npm, installed outside the repo (CI has none: the test is skipped). */
const REAL_PLUGINS = '/work/cache/ds-gaps-plugins/node_modules';

test(
  'real packages: remark-math 6 and rehype-katex 7 from the repo\'s node_modules render math',
  { skip: !fs.existsSync(path.join(REAL_PLUGINS, 'rehype-katex')) && `needs remark-math@6 and rehype-katex@7 in ${REAL_PLUGINS} (npm install remark-math@6.0.0 rehype-katex@7.0.1 in its parent)` },
  async () => {
    const dir = copyFixture('docusaurus3-site');
    fs.symlinkSync(REAL_PLUGINS, path.join(dir, 'node_modules'));
    const configFile = path.join(dir, 'docusaurus.config.ts');
    const text = fs.readFileSync(configFile, 'utf8');
    fs.writeFileSync(configFile, text.replace("import remarkMath from 'remark-math';", "import remarkMath from 'remark-math';\nimport rehypeKatex from 'rehype-katex';").replace('remarkPlugins: [', 'rehypePlugins: [rehypeKatex],\n          remarkPlugins: ['));
    const loaded = await loadConfig(configFile);
    assert.doesNotMatch(loaded.warnings?.[0]?.message ?? '', /remark-math|rehype-katex/, 'both are run, neither skipped');
    const [doc] = await createTaskRunner(contextForWorkers({ rootDir: loaded.rootDir, config: loaded.config, configFile, routes: [['intro.md', '/reference/intro/']] }))('markdown', [
      { markdown: 'Energy is $$E = mc^2$$ here.\n\n$$\n\\int_0^1 x\\,dx\n$$\n', source: 'docs/intro.md', contentPath: 'intro.md', startLine: 1 },
    ]);
    assert.match(doc.html, /<p>Energy is <span class="katex">[^]*<\/span> here\.<\/p>/);
    assert.match(doc.html, /<span class="katex-display">[^]*<mo>∫<\/mo>/);
    assert.doesNotMatch(doc.html, /code-block/, 'display math is not a code block');
  },
);

test('a link to a file docusaurus-plugin-openapi-docs generates (list-scenes.api.mdx) is its API page, which docsgen renders; one to no page is the finished site\'s broken link, named from docs/: an error with onBrokenLinks \'throw\', else a warning', async () => {
  const dir = copyFixture('docusaurus3-site');
  fs.appendFileSync(path.join(dir, 'docs', 'intro.md'), '\nSee [scenes](./api/render/list-scenes.api.mdx), [gone](./api/render/gone.api.mdx) and [missing](./missing.md).\n');
  // The repo says onBrokenLinks: 'throw', as Docusaurus' default: the build fails on the link to no page, naming it.
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1, failed.stderr);
  assert.match(failed.stderr, /✖ docs\/intro\.md:\d+: broken link "\.\/api\/render\/gone\.api\.mdx": there is no page[^\n]*\n\s+fix: [^\n]*onBrokenLinks is 'throw'/);
  assert.ok(!fs.existsSync(path.join(dir, 'dist')), 'nothing was written');
  const config = path.join(dir, 'docusaurus.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/reference/intro/'), /<a href="\/lumagraph\/reference\/api\/render\/list-scenes">scenes<\/a>/);
  assert.match(run.stderr, /docs\/intro\.md:\d+: broken link "\.\/api\/render\/gone\.api\.mdx"/);
  assert.match(run.stderr, /docs\/intro\.md:\d+: broken Markdown link "\.\/missing\.md": no doc at docs\/missing\.md/);
  assert.doesNotMatch(run.stderr, /list-scenes/);
});

test('an API page a repo\'s own sidebar lists by its doc id shows that sidebar, with its neighbours there; the others show the API group\'s', async () => {
  const dir = copyFixture('docusaurus3-site');
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), "const sidebars = { reference: ['intro', { type: 'category', label: 'Scenes', items: ['api/render/list-scenes', 'api/render/create-scene'] }] };\nexport default sidebars;\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const facts = (route: string) => {
    const page = readPage(path.join(dir, 'dist'), route);
    return [/data-sidebar="([^"]+)"/.exec(page)?.[1], ...['prev', 'next'].map((side) => new RegExp(`pagination-nav__link--${side}" href="([^"]+)"`).exec(page)?.[1])];
  };
  assert.deepEqual(facts('/reference/api/render/list-scenes/'), ['reference', '/lumagraph/reference/intro', '/lumagraph/reference/api/render/create-scene']);
  assert.equal(facts('/reference/api/render/delete-scene/')[0], 'api');
});

test('docs from @docusaurus/plugin-content-docs when the preset turns its own off; a second docs instance is built beside them (config otherDocs)', async () => {
  const dir = tempDir('docs-plugin');
  fs.mkdirSync(path.join(dir, 'guides'));
  fs.writeFileSync(path.join(dir, 'guides', 'start.md'), '# Start\n\nBeams first.\n');
  fs.writeFileSync(path.join(dir, 'sidebars.js'), "module.exports = { guides: ['start'] };\n");
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['@docusaurus/preset-classic', { docs: false, blog: false }]],\n` +
      `themeConfig: { navbar: { items: [{ to: '/guides/start', label: 'Start' }, { to: '/guides/start#beams', label: 'Beams' }, { to: '/elsewhere', label: 'Other' }] } },\n` +
      `plugins: [['@docusaurus/plugin-content-docs', { path: 'guides', routeBasePath: 'guides', sidebarPath: require.resolve('./sidebars.js') }], ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]] };\n`,
  );
  const { raw, warnings } = await loadDocusaurusConfig(path.join(dir, 'docusaurus.config.js'));
  const config = validateConfig(raw, 'docusaurus.config.js');
  assert.equal(config.contentDir, 'guides');
  assert.equal(config.docsRouteBase, '/guides/');
  assert.deepEqual(config.sidebars, { guides: ['start'] });
  // A navbar `to` stays as written where trailingSlash is unset (Docusaurus' Link adds the slash to a doc's only when it is true).
  assert.deepEqual(config.navbar.items.map((i) => ('to' in i ? i.to : '')), ['/guides/start', '/guides/start#beams', '/elsewhere']);
  assert.deepEqual(config.otherDocs, [{ id: 'community', routeBase: '/community/' }]);
  assert.deepEqual(warnings, [], 'no instance is named as skipped');
});

test("a fence-like line indented by four spaces inside fenced code: it ends the code under Docusaurus 3 (MDX 3 reads no indented code, .md docs too) and is code under Docusaurus 2", async () => {
  const doc = ['# Examples', '', '```', '.EXAMPLE', '    ```ps', '    $x = 1', '    ```', '', '    Description line', '```', '', 'After.', ''].join('\n');
  const pages = await Promise.all(
    ['2.4.3', '3.10.2'].map(async (version) => {
      const dir = tempDir(`docusaurus-fence-${version}`);
      withHomePage(dir);
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(path.join(dir, 'docs', 'in-mdx.mdx'), doc);
      fs.writeFileSync(path.join(dir, 'docs', 'in-md.md'), doc);
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: { '@docusaurus/core': version, '@docusaurus/preset-classic': version } }));
      fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
      const run = await runCliHosted(['build', '--no-cache'], dir);
      assert.equal(run.code, 0, run.stderr);
      return ['/docs/in-mdx/', '/docs/in-md/'].map((route) => {
        const page = readPage(path.join(dir, 'dist'), route);
        const body = page.slice(page.indexOf('<div class="markdown theme-doc-markdown">'), page.indexOf('</article>'));
        return { blocks: (body.match(/<pre/g) ?? []).length, description: /<p>Description line<\/p>/.test(body), after: /<p>After\.<\/p>/.test(body) };
      });
    }),
  );
  for (const page of pages[0]) assert.deepEqual(page, { blocks: 1, description: false, after: true }, 'Docusaurus 2: one block, the indented fence in it');
  for (const page of pages[1]) assert.deepEqual(page, { blocks: 2, description: true, after: false }, 'Docusaurus 3: the indented fence ends the block, the closing one opens another');
});

test('the repo\'s Docusaurus version decides what indented text is: code under 2 (MDX 1), text under 3 (MDX 3, .md docs too); a title heading reads as Docusaurus reads it; :::important is titled as each titles it; emoji shortcodes', async () => {
  const doc = [
    '---',
    'title: Beam setup',
    '---',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '# Setting up beams',
    '',
    'The syntax:',
    '',
    '    :::tip Aim first',
    '    Point the beam.',
    '    :::',
    '',
    '<Tabs>',
    '  <TabItem value="cli" label="CLI">',
    '',
    '    beamctl aim',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    '- a list',
    '',
    '    goes on',
    '',
    '## Setting up beams',
    '',
  ].join('\n');
  const sites = await Promise.all(
    ['2.4.3', '3.10.2'].map(async (version) => {
      const dir = tempDir(`docusaurus-${version}`);
      withHomePage(dir);
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.writeFileSync(path.join(dir, 'docs', 'setup.mdx'), doc);
      fs.writeFileSync(path.join(dir, 'docs', 'status.md'), '# Status\n\nRun:\n\n    beamctl status\n\n<div className="alert">\n<div>\nTip: set `BEAM_HOME` first.\n</div>\n</div>\n\n:::important\n\nKeep the lens clean.\n\n:::\n\nDone :tada:\n\nThen kill <Process Id\\>.\n\n:::warning\n\nHot lens.\n\n:::\n');
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: { '@docusaurus/core': version, '@docusaurus/preset-classic': version } }));
      fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
      const run = await runCliHosted(['build', '--no-cache'], dir);
      assert.equal(run.code, 0, run.stderr);
      const status = readPage(path.join(dir, 'dist'), '/docs/status/');
      return [readPage(path.join(dir, 'dist'), '/docs/setup/'), status.slice(status.indexOf('<div class="markdown theme-doc-markdown">'), status.indexOf('</article>'))];
    }),
  );
  // A plain .md doc: CommonMark's code block under Docusaurus 2, a paragraph under 3 (MDX 3 reads its .md docs).
  assert.match(sites[0][1], /<code class="language-text"><span class="code-line">beamctl status<\/span>/);
  assert.match(sites[1][1], /<p>beamctl status<\/p>/);
  // `:::important` takes the info look; Docusaurus 2 titles it so ("Info"), Docusaurus 3 with its name.
  // (Docusaurus 2's theme class keeps the name written: theme-admonition-important, -warning.)
  assert.match(sites[0][1], /<aside class="theme-admonition theme-admonition-important admonition--info alert alert--info" role="note"><div class="admonition__title">Info<\/div>/);
  assert.match(sites[1][1], /<aside class="theme-admonition theme-admonition-info admonition--info alert alert--info" role="note"><div class="admonition__title">Important<\/div>/);
  // `:::warning` is danger in Docusaurus 2's theme, a look of its own in 3's.
  assert.match(sites[0][1], /<aside class="theme-admonition theme-admonition-warning admonition--danger alert alert--danger" role="note"><div class="admonition__title">Danger<\/div>/);
  assert.match(sites[1][1], /<aside class="theme-admonition theme-admonition-warning admonition--warning alert alert--warning" role="note"><div class="admonition__title">Warning<\/div>/);
  // Both turn `:tada:` into the emoji (remark-emoji in their MDX loader).
  for (const [, status] of sites) assert.match(status, /<p>Done 🎉<\/p>/);
  // A placeholder whose `>` is escaped is text in both (MDX 1 read it so; it is no component).
  for (const [, status] of sites) assert.match(status, /<p>Then kill (?:&lt;|&#x3C;)Process Id(?:>|&gt;)\.<\/p>/);
  // Markdown between a .md doc's HTML tags: as written under Docusaurus 2 (an HTML block), read under 3 (MDX).
  assert.match(sites[0][1], /Tip: set `BEAM_HOME` first\./);
  assert.match(sites[1][1], /<div class="alert"><div><p>Tip: set <code>BEAM_HOME<\/code> first\.<\/p><\/div><\/div>/);
  const [two, three] = sites.map(([page]) => page.slice(page.indexOf('<div class="markdown theme-doc-markdown">'), page.indexOf('</article>')));
  assert.match(two, /<code class="language-text"><span class="code-line">:::tip Aim first<\/span><span class="code-line">Point the beam\.<\/span>/);
  assert.match(two, /role="tabpanel"[^>]*>[^]*?<code class="language-text"><span class="code-line">beamctl aim<\/span>/);
  assert.doesNotMatch(two, /<aside class="admonition/);
  // Docusaurus 3 reads the same lines as text: an admonition, and a paragraph in the tab.
  assert.doesNotMatch(three, /<pre/);
  assert.match(three, /<aside class="theme-admonition theme-admonition-tip admonition--tip alert alert--success" role="note"><div class="admonition__title">Aim first<\/div>/);
  assert.match(three, /role="tabpanel"[^>]*><p>beamctl aim<\/p>/);
  for (const page of [two, three]) {
    // Inside a list the indented line goes on with the item, in both.
    assert.match(page, /<li>\s*<p>a list<\/p>\s*<p>goes on<\/p>\s*<\/li>/);
    // Front matter titles the page and its `# ` heading stays, as the page's one h1; the later
    // heading of its text is "-1".
    assert.deepEqual([...page.matchAll(/<h1[^>]*>([^<]*)/g)].map((m) => m[1]), ['Setting up beams']);
    assert.match(page, /<h2 id="setting-up-beams-1"/);
  }
  // Docusaurus 3 with `markdown.format: 'detect'` reads .md docs as CommonMark: its code blocks stay.
  const detect = tempDir('docusaurus-detect');
  fs.writeFileSync(path.join(detect, 'package.json'), JSON.stringify({ private: true, dependencies: { '@docusaurus/core': '^3.9.0' } }));
  fs.writeFileSync(path.join(detect, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', markdown: { format: 'detect' }, presets: [['classic', { blog: false }]] };\n");
  const indentedCode = async () => validateConfig((await loadDocusaurusConfig(path.join(detect, 'docusaurus.config.js'))).raw, 'docusaurus.config.js').markdown.indentedCode;
  assert.equal(await indentedCode(), 'markdown');
  fs.writeFileSync(path.join(detect, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  assert.equal(await indentedCode(), 'nowhere');
});

test('doc tags: a page per tag and one of them all at Docusaurus\' URLs, the tags under each doc, tags.yml (a tag\'s description on its page) and its undefined-tag warning; custom_edit_url', async () => {
  const dir = tempDir('doc-tags');
  withHomePage(dir);
  fs.mkdirSync(path.join(dir, 'docs'));
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, 'docs', file), text);
  write('prisms.md', "---\ndescription: How prisms split beams.\ntags: [Getting Started, beams, { label: 'C++ API', permalink: '/cpp' }]\ncustom_edit_url: https://edit.example/prisms\n---\n\n# Prisms\n\nSplit light.\n");
  write('aiming.md', '---\ntags: [beams]\ncustom_edit_url: null\n---\n\n# Aiming\n\nPoint first.\n');
  write('plain.md', '# Plain\n\nNo tags.\n');
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { editUrl: 'https://git.example/site/' } }]] };\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const page = (route: string) => readPage(dist, route);
  // Docusaurus' URLs: the label in kebab case, or the tag's own permalink.
  const beams = page('/docs/tags/beams/');
  assert.match(beams, /<title>2 docs tagged with &quot;beams&quot; \| T<\/title>/);
  // Each as Docusaurus' theme lists them: its title a linked heading, its description under it.
  assert.deepEqual([...beams.matchAll(/<article class="margin-vert--lg"><a href="([^"]+)"><h2>([^<]+)/g)].map((m) => `${m[2]} ${m[1]}`), ['Aiming /docs/aiming', 'Prisms /docs/prisms'], 'its docs, by title');
  assert.match(beams, /<h2>Prisms<\/h2><\/a><p>How prisms split beams\.<\/p>/);
  // Docusaurus 3's words on a docs tag page (its blog's tag page says "View All Tags").
  assert.match(beams, /<a href="\/docs\/tags">View all tags<\/a>/);
  assert.match(page('/docs/tags/cpp/'), /<h1 class="doc__title">One doc tagged with &quot;C\+\+ API&quot;<\/h1>/);
  assert.ok(fs.existsSync(path.join(dist, 'docs/tags/getting-started/index.html')));
  const all = page('/docs/tags/');
  assert.deepEqual([...all.matchAll(/<h2 id="([A-Z])">\1<a class="hash-link" href="#\1"/g)].map((m) => m[1]), ['B', 'C', 'G'], 'each letter with its # link, as Docusaurus draws it');
  assert.match(all, /<a class="tag" rel="tag" href="\/docs\/tags\/beams">beams<span class="tag__count">2<\/span><\/a>/);
  // Under a doc: its tags in its front matter's order; its own edit link, or none.
  const prisms = page('/docs/prisms/');
  assert.deepEqual([...prisms.matchAll(/<a class="tag" rel="tag" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => m[1]), ['/docs/tags/getting-started', '/docs/tags/beams', '/docs/tags/cpp']);
  assert.match(prisms, /<a class="doc__edit theme-edit-this-page" href="https:\/\/edit\.example\/prisms"/);
  assert.doesNotMatch(page('/docs/aiming/'), /doc__edit/);
  assert.match(page('/docs/plain/'), /<a class="doc__edit theme-edit-this-page" href="https:\/\/git\.example\/site\/docs\/plain\.md"/);
  assert.doesNotMatch(page('/docs/plain/'), /class="doc__tags"/);

  // tags.yml names the tags: its label, permalink and description; a tag it does not name warns.
  fs.writeFileSync(path.join(dir, 'docs', 'tags.yml'), 'beams:\n  label: Light beams\n  permalink: /light\n  description: Everything about beams.\nGetting Started:\n');
  const withFile = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(withFile.code, 0, withFile.stderr);
  assert.match(withFile.stderr, /docs\/prisms\.md:2: the tag "C\+\+ API" is not defined in docs\/tags\.yml/);
  assert.doesNotMatch(withFile.stderr, /the tag "(beams|Getting Started)"/);
  const light = page('/docs/tags/light/');
  assert.match(light, /<h1 class="doc__title">2 docs tagged with &quot;Light beams&quot;<\/h1>/);
  assert.match(light, /<meta name="description" content="Everything about beams\."\/>/);
  assert.match(light, /<\/h1><p class="doc__lead">Everything about beams\.<\/p><p class="tags__all">/, 'its description under the title, as Docusaurus shows it');
  assert.ok(fs.existsSync(path.join(dist, 'docs/tags/getting-started/index.html')), 'a key with no entry: its name capitalised and in kebab case');
  // Docusaurus' onInlineTags: 'throw' makes it an error.
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { onInlineTags: 'throw', tagsBasePath: 'topics' } }]] };\n");
  const strict = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(strict.code, 1);
  assert.match(strict.stderr, /docs\/prisms\.md:2: the tag "C\+\+ API" is not defined in docs\/tags\.yml/);
});

test('useCurrentSidebarCategory (theme-common in Docusaurus 2, plugin-content-docs/client in 3) gives a category doc the docs DocCardList lists; customFields reach a doc', async () => {
  const dir = tempDir('sidebar-category-hook');
  withHomePage(dir);
  for (const [folder, from] of [['guide', '@docusaurus/theme-common'], ['tools', '@docusaurus/plugin-content-docs/client']]) {
    fs.mkdirSync(path.join(dir, 'docs', folder), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', folder, `${folder}.mdx`), `---\ntitle: All ${folder}\n---\nimport DocCardList from '@theme/DocCardList';\nimport { useCurrentSidebarCategory } from '${from}';\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n`);
    fs.writeFileSync(path.join(dir, 'docs', folder, 'first.md'), `---\ndescription: The first of ${folder}.\n---\n# First ${folder}\n\nText.\n`);
    fs.writeFileSync(path.join(dir, 'docs', folder, 'second.md'), `# Second ${folder}\n\nText.\n`);
  }
  fs.writeFileSync(path.join(dir, 'docs', 'endpoint.mdx'), "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport const Endpoint = () => <code>{useDocusaurusContext().siteConfig.customFields.apiUrl}</code>;\n\n# Endpoint\n\nCall <Endpoint />.\n");
  // useDoc (plugin-content-docs/client in Docusaurus 3, theme-common/internal in 2): the doc's metadata, front matter and TOC.
  fs.mkdirSync(path.join(dir, 'src', 'components'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'components', 'DocInfo.js'), "import React from 'react';\nimport { useDoc } from '@docusaurus/plugin-content-docs/client';\nexport default function DocInfo() {\n  const { metadata, frontMatter, toc } = useDoc();\n  return <p className=\"doc-info\">{metadata.id} | {metadata.title} | {metadata.description} | {metadata.permalink} | {metadata.source} | {frontMatter.owner} | {toc.map((t) => t.id).join(',')}</p>;\n}\n");
  // A page whose Layout description is JSX: written as Docusaurus writes it, not a crash.
  fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'pages', 'showcase.js'), "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Showcase() {\n  return <Layout title=\"Showcase\" description={<>See the beams</>}><main><h1>Showcase</h1></main></Layout>;\n}\n");
  // A page written against react-router-dom (Docusaurus' own router): its Redirect forwards, withRouter gives the location.
  fs.writeFileSync(path.join(dir, 'src', 'pages', 'old.js'), "import React from 'react';\nimport { Redirect } from 'react-router-dom';\nexport default function Old() {\n  return <Redirect to=\"/docs/guide\" />;\n}\n");
  fs.writeFileSync(path.join(dir, 'src', 'pages', 'where.js'), "import React from 'react';\nimport Layout from '@theme/Layout';\nimport { withRouter } from 'react-router';\nconst Where = withRouter(({ location }) => <p className=\"where\">{location.pathname}</p>);\nexport default function Page() {\n  return <Layout title=\"Where\"><Where /></Layout>;\n}\n");
  fs.mkdirSync(path.join(dir, 'docs', 'teams'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', 'teams', '03-ownership.mdx'), "---\nowner: Beam team\n---\nimport DocInfo from '@site/src/components/DocInfo';\nimport { useDoc } from '@docusaurus/theme-common/internal';\nexport const Title = () => <em>{useDoc().metadata.title}</em>;\n\n# Who owns beams\n\nThe beams team keeps them.\n\n<DocInfo />\n\n<Title />\n\n## Contacts\n\n## Hours\n");
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/base/', customFields: { apiUrl: 'https://api.lumagraph.example', sign: () => 1 }, presets: [['classic', { blog: false }]] };\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/endpoint/'), /<p>Call <code>https:\/\/api\.lumagraph\.example<\/code>\.<\/p>/);
  assert.match(run.stderr, /- customFields sign \(functions: a page gets undefined\)/);
  const ownership = readPage(path.join(dir, 'dist'), '/docs/teams/ownership/');
  assert.match(ownership, /<p class="doc-info">teams\/ownership \| Who owns beams \| The beams team keeps them\. \| \/base\/docs\/teams\/ownership \| @site\/docs\/teams\/03-ownership\.mdx \| Beam team \| contacts,hours<\/p>/);
  assert.match(ownership, /<em>Who owns beams<\/em>/);
  assert.match(readPage(path.join(dir, 'dist'), '/showcase/'), /<meta name="description" content="\[object Object\]"\/>/);
  assert.match(readPage(path.join(dir, 'dist'), '/old/'), /<meta http-equiv="refresh" content="0; url=\/base\/docs\/guide"\/?>/);
  assert.match(readPage(path.join(dir, 'dist'), '/where/'), /<p class="where">\/base\/where\/?<\/p>/);
  for (const folder of ['guide', 'tools']) {
    const page = readPage(path.join(dir, 'dist'), `/docs/${folder}/`);
    const cards = [...page.matchAll(/<a class="card doc-card padding--lg theme-doc-card-container" href="([^"]+)"><h2 class="card__title doc-card__title"><span class="card__icon">📄️<\/span>([^<]+)<\/h2>/g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(cards, [`First ${folder} /base/docs/${folder}/first`, `Second ${folder} /base/docs/${folder}/second`]);
    assert.match(page, new RegExp(`<p class="card__description doc-card__description">The first of ${folder}\\.</p>`));
  }
});

test("a locale's translated post without a date in its name or front matter is dated by its own file's first commit, as Docusaurus dates it", async () => {
  const dir = tempDir('blog-locale-dates');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore' } }]] };\n");
  write('blog/hello.md', '# Hello\n\nBeams.\n');
  const commit = (date: string) => {
    const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada Beam', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada Beam', GIT_COMMITTER_EMAIL: 'ada@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
    for (const args of [['init', '-q'], ['add', '-A'], ['commit', '-q', '-m', date]]) {
      const r = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd: dir, env, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
    }
  };
  commit('2021-09-20T10:00:00Z');
  write('i18n/fr/docusaurus-plugin-content-blog/hello.md', '# Bonjour\n\nDes faisceaux.\n');
  commit('2023-01-10T10:00:00Z');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/blog/hello/'), /<time dateTime="2021-09-20T10:00:00(?:\.000)?Z"/);
  assert.match(readPage(path.join(dir, 'dist'), '/fr/blog/hello/'), /<time dateTime="2023-01-10T10:00:00(?:\.000)?Z"/);
});

test('showLastUpdateTime and showLastUpdateAuthor: "Last updated on … by …" from git or last_update, nothing for a file git does not know; docs options docsgen does not follow are named', async () => {
  const dir = tempDir('last-update');
  withHomePage(dir);
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'committed.md'), '# Committed\n\nIn git.\n');
  fs.writeFileSync(path.join(dir, 'docs', 'dated.md'), '---\nlast_update:\n  date: 2024-01-02\n  author: Grace Prism\n---\n# Dated\n\nBy hand.\n');
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false, docs: { showLastUpdateTime: true, showLastUpdateAuthor: true, recmaPlugins: [], breadcrumbs: false, include: ['**/*.md'], docLayoutComponent: '@theme/MyLayout' } }]] };\n");
  // A translated doc is dated by its own file's commits.
  fs.mkdirSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/committed.md'), '# Validé\n\nDans git.\n');
  const date = '2025-03-04T05:06:07Z';
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada Beam', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada Beam', GIT_COMMITTER_EMAIL: 'ada@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  for (const args of [['init', '-q'], ['add', '-A'], ['commit', '-q', '-m', 'docs']]) {
    const r = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd: dir, env, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  }
  fs.writeFileSync(path.join(dir, 'docs', 'fresh.md'), '# Fresh\n\nNot committed.\n');
  fs.writeFileSync(path.join(dir, 'docs', 'left-out.mdx'), '# Left out\n\nNot included.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const lastUpdate = (route: string) => /<span class="doc__last-update theme-last-updated">(.*?)<\/span>/.exec(readPage(path.join(dir, 'dist'), route))?.[1];
  assert.equal(lastUpdate('/docs/committed/'), 'Last updated on <b><time dateTime="2025-03-04T05:06:07Z" itemProp="dateModified">Mar 4, 2025</time></b> by <b>Ada Beam</b>');
  assert.equal(lastUpdate('/docs/dated/'), 'Last updated on <b><time dateTime="2024-01-02T00:00:00.000Z" itemProp="dateModified">Jan 2, 2024</time></b> by <b>Grace Prism</b>');
  assert.match(lastUpdate('/fr/docs/committed/') ?? '', /<time dateTime="2025-03-04T05:06:07Z" itemProp="dateModified">4 mars 2025<\/time><\/b> par <b>Ada Beam<\/b>$/);
  assert.equal(lastUpdate('/docs/fresh/'), undefined);
  for (const named of ['presets.classic.docs.recmaPlugins (not run', 'presets.classic.docs.docLayoutComponent (docsgen draws its own pages)']) {
    assert.ok(run.stderr.includes(named), `the warning names ${named}: ${run.stderr}`);
  }
  assert.doesNotMatch(run.stderr, /showLastUpdate|breadcrumbs|include/);
  // `include: ['**/*.md']` is followed: an .mdx file is no doc.
  assert.ok(fs.existsSync(path.join(dir, 'dist/docs/committed/index.html')));
  assert.ok(!fs.existsSync(path.join(dir, 'dist/docs/left-out')));
  // `breadcrumbs: false` is followed: no doc has them.
  assert.doesNotMatch(readPage(path.join(dir, 'dist'), '/docs/committed/'), /class="breadcrumbs[ "]/);
});

test('numberPrefixParser: false keeps prefixes in ids, URLs and labels; a function reads them its way; an autogenerated sidebar is in Docusaurus\' order (position, then the file name as written)', async () => {
  const write = (dir: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const docs = (dir: string) => {
    write(dir, 'docs/01-intro.md', '# Welcome\n\nSee [the upgrade](./1.2-upgrade.md) and [the notes](./2024-01-release-notes.md).\n');
    write(dir, 'docs/02-beams/01-spot.md', '# Spot\n\nNarrow.\n');
    write(dir, 'docs/02-beams/02-flood.md', '# Flood\n\nWide.\n');
    // Unpositioned docs come after the positioned ones, by file name, not by title.
    write(dir, 'docs/faq.md', '# Questions\n\nAsked.\n');
    write(dir, 'docs/api.md', '# Reference\n\nCalls.\n');
    // A date or a version is not a number prefix, as in Docusaurus.
    write(dir, 'docs/1.2-upgrade.md', '# Upgrade\n\nSteps.\n');
    write(dir, 'docs/2024-01-release-notes.md', '# Notes\n\nChanges.\n');
  };
  const sidebar = (dir: string, route: string) =>
    [...(/<nav class="sidebar__nav menu"[^]*?<\/nav>/.exec(readPage(path.join(dir, 'dist'), route))?.[0] ?? '').matchAll(/<(?:a|span) class="menu__link[^"]*"(?: href="([^"]*)")?[^>]*>([^<]+)</g)].map((m) => `${m[2]}${m[1] ? ` ${m[1]}` : ''}`);
  const parsed = tempDir('prefixes-default');
  withHomePage(parsed);
  docs(parsed);
  write(parsed, 'docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: {} }]] };\n");
  let run = await runCliHosted(['build', '--no-cache'], parsed);
  assert.equal(run.code, 0, run.stderr);
  for (const route of ['/docs/intro', '/docs/beams/spot', '/docs/1.2-upgrade', '/docs/2024-01-release-notes', '/docs/faq', '/docs/api']) assert.ok(fs.existsSync(path.join(parsed, 'dist', route, 'index.html')), route);
  const order = sidebar(parsed, '/docs/intro/').join(' | ');
  assert.match(order, /^Welcome \/docs\/intro \| beams.* \| Spot \/docs\/beams\/spot \| Flood \/docs\/beams\/flood \| Upgrade \/docs\/1\.2-upgrade \| Notes \/docs\/2024-01-release-notes \| Reference \/docs\/api \| Questions \/docs\/faq$/, order);
  assert.match(readPage(path.join(parsed, 'dist'), '/docs/intro/'), /href="\/docs\/1\.2-upgrade">the upgrade<\/a>/);

  const kept = tempDir('prefixes-kept');
  withHomePage(kept);
  docs(kept);
  write(kept, 'docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { numberPrefixParser: false } }]] };\n");
  run = await runCliHosted(['build', '--no-cache'], kept);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /numberPrefixParser/);
  for (const route of ['/docs/01-intro', '/docs/02-beams/01-spot', '/docs/02-beams/02-flood']) assert.ok(fs.existsSync(path.join(kept, 'dist', route, 'index.html')), route);
  assert.ok(!fs.existsSync(path.join(kept, 'dist', 'docs', 'intro')));
  const keptOrder = sidebar(kept, '/docs/01-intro/').join(' | ');
  // No positions now: every item by its name as written ("01-intro.md" < "02-beams" < "1.2-…" < "2024-…" < "api.md").
  assert.match(keptOrder, /^Welcome \/docs\/01-intro \| 02-beams.* \| Spot \/docs\/02-beams\/01-spot \| Flood \/docs\/02-beams\/02-flood \| Upgrade .* \| Notes .* \| Reference .* \| Questions .*$/, keptOrder);

  const own = tempDir('prefixes-own');
  withHomePage(own);
  docs(own);
  write(own, 'docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { numberPrefixParser: (name) => { const m = /^(\\d+)-(.*)$/.exec(name); return m ? { filename: m[2], numberPrefix: 100 - Number(m[1]) } : { filename: name }; } } }]] };\n");
  run = await runCliHosted(['build', '--no-cache'], own);
  assert.equal(run.code, 0, run.stderr);
  // Its numbers order the items backwards; "2024-01-…" is "01-release-notes" at -1924 by its rule,
  // and "1.2-upgrade" has no prefix.
  for (const route of ['/docs/intro', '/docs/beams/spot', '/docs/01-release-notes', '/docs/1.2-upgrade']) assert.ok(fs.existsSync(path.join(own, 'dist', route, 'index.html')), route);
  assert.equal(sidebar(own, '/docs/intro/').join(' | '), 'Notes /docs/01-release-notes | beams | Flood /docs/beams/flood | Spot /docs/beams/spot | Welcome /docs/intro | Upgrade /docs/1.2-upgrade | Reference /docs/api | Questions /docs/faq');

  // migrate cannot write the function, and says so.
  const migrated = await runCliHosted(['migrate'], own);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(migrated.stderr, /numberPrefixParser function of docusaurus\.config\.js was not written/);
  fs.rmSync(path.join(own, 'site.config.ts'));
  write(own, 'docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { numberPrefixParser: (name) => name } }]] };\n");
  run = await runCliHosted(['build', '--no-cache'], own);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /numberPrefixParser\("01-intro\.md"|numberPrefixParser\("[^"]+"\) returned "[^"]+", not \{ filename, numberPrefix \}/);
  assert.doesNotMatch(run.stderr, /\n\s+at /);
});

test('admonitions.keywords: a declared name is an admonition of the info look, classed with its name and titled as the Info Docusaurus falls back to, in Markdown and MDX; extendDefaults: false leaves the standard names unknown', async () => {
  const dir = tempDir('admonition-keywords');
  withHomePage(dir);
  fs.mkdirSync(path.join(dir, 'docs'));
  const body = ':::userstory\n\nAs a lighting designer I aim beams.\n\n:::\n\n:::userstory[Story 2]\n\nSecond.\n\n:::\n\n:::tip\n\nStandard.\n\n:::\n\n:::other\n\nUndeclared.\n\n:::\n';
  fs.writeFileSync(path.join(dir, 'docs', 'plain.md'), `# Plain\n\n${body}`);
  fs.writeFileSync(path.join(dir, 'docs', 'rich.mdx'), `export const x = 1;\n\n# Rich\n\n${body}`);
  const config = (admonitions: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { admonitions: ${admonitions} } }]] };\n`;
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), config("{ keywords: ['userstory'], extendDefaults: true }"));
  let run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const asides = (route: string) => [...readPage(path.join(dir, 'dist'), route).matchAll(/<aside class="([^"]+)"[^>]*><div class="admonition__title">([^<]*)</g)].map((m) => `${m[1]}: ${m[2]}`);
  for (const route of ['/docs/plain/', '/docs/rich/']) {
    assert.deepEqual(asides(route), ['theme-admonition theme-admonition-userstory admonition--info admonition--userstory alert alert--info: Info', 'theme-admonition theme-admonition-userstory admonition--info admonition--userstory alert alert--info: Story 2', 'theme-admonition theme-admonition-tip admonition--tip alert alert--success: Tip', 'theme-admonition theme-admonition-note admonition--note alert alert--secondary: other'], route);
  }
  assert.doesNotMatch(run.stderr, /":::userstory"|docs\.admonitions/);
  assert.match(run.stderr, /docs\/plain\.md:\d+: unknown admonition ":::other"/);
  assert.match(run.stderr, /docs\/rich\.mdx:\d+: unknown admonition ":::other"/);

  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), config("{ keywords: ['userstory'], extendDefaults: false, tag: '+++' }"));
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /docs\/plain\.md:\d+: unknown admonition ":::tip", shown as a note/);
  assert.match(run.stderr, /presets\.classic\.docs\.admonitions\.tag \(not read\)/);
  assert.equal(asides('/docs/plain/')[0], 'theme-admonition theme-admonition-userstory admonition--info admonition--userstory alert alert--info: Info');
  // With the admonition types swizzled, a keyword has a component of its own: titled by its name.
  fs.mkdirSync(path.join(dir, 'src/theme/Admonition'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/theme/Admonition/Types.js'), "import DefaultTypes from '@theme-original/Admonition/Types';\nexport default { ...DefaultTypes, userstory: DefaultTypes.info };\n");
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), config("{ keywords: ['userstory'], extendDefaults: true }"));
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(asides('/docs/plain/')[0], 'theme-admonition theme-admonition-userstory admonition--info admonition--userstory alert alert--info: Userstory');
  fs.rmSync(path.join(dir, 'src/theme'), { recursive: true });

  // future.v4 turns MDX 1's `:::info Title` off, as Docusaurus 3 does: text, while `:::info[Title]` titles.
  fs.writeFileSync(path.join(dir, 'docs', 'plain.md'), '# Plain\n\n:::info Using Portainer?\n\nSee the guide.\n\n:::\n\n:::info[Bracketed]\n\nKept.\n\n:::\n');
  fs.writeFileSync(path.join(dir, 'docs', 'rich.mdx'), 'export const x = 1;\n\n# Rich\n\n:::info Using Portainer?\n\nSee the guide.\n\n:::\n\n:::info[Bracketed]\n\nKept.\n\n:::\n');
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', future: { v4: true }, presets: [['classic', { blog: false }]] };\n");
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  for (const route of ['/docs/plain/', '/docs/rich/']) {
    assert.deepEqual(asides(route), ['theme-admonition theme-admonition-info admonition--info alert alert--info: Bracketed'], route);
    assert.match(readPage(path.join(dir, 'dist'), route), /<p>:::info Using Portainer\?<\/p>/, route);
  }
});

test('sidebarItemsGenerator: the repo\'s function makes each autogenerated item\'s items, from Docusaurus\' arguments and its default generator; a failing one is an error naming it', async () => {
  const dir = tempDir('items-generator');
  const write = writerIn(dir);
  write('docs/intro.md', '---\nsidebar_position: 1\n---\n# Intro\n\nStart.\n');
  write('docs/beams/index.md', '# All beams\n\nThe folder page.\n');
  write('docs/beams/02-flood.md', '# Flood\n\nWide.\n');
  write('docs/beams/01-spot.md', '---\nsidebar_label: Spot beam\n---\n# Spot\n\nNarrow.\n');
  write('docs/labs/lab-one.md', '# Lab one\n\nTry.\n');
  write('docs/labs/lab-one-solution.md', '# Lab one solution\n\nAnswer.\n');
  write('docs/labs/_category_.json', '{ "label": "Labs", "position": 2 }');
  write('sidebars.js', "module.exports = { main: [{ type: 'autogenerated', dirName: '.' }], labs: [{ type: 'category', label: 'Only labs', items: [{ type: 'autogenerated', dirName: 'labs' }] }] };\n");
  // As real repos write it: the default items, with solutions filtered out and categories reversed.
  const generator = `async function ({ defaultSidebarItemsGenerator, ...args }) {
    const spot = args.docs.find((d) => d.id === 'beams/spot');
    require('fs').appendFileSync(require('path').join(__dirname, 'seen.txt'), [args.item.dirName, args.docs.length, Object.keys(args.categoriesMetadata).join(','), args.numberPrefixParser('03-x').filename, args.isCategoryIndex({ fileName: 'README', extension: '.md', directories: ['x'] }), spot.source, spot.sourceDirName, spot.sidebarPosition, spot.title, spot.frontMatter.sidebar_label, args.version.contentPath === require('path').join(__dirname, 'docs')].join(' ') + '\\n');
    const items = await defaultSidebarItemsGenerator(args);
    const drop = (list) => list.filter((i) => !(i.type === 'doc' && i.id.endsWith('-solution'))).map((i) => (i.type === 'category' ? { ...i, items: drop(i.items).reverse() } : i));
    return drop(items);
  }`;
  const config = (fn: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', sidebarItemsGenerator: ${fn} } }]] };\n`;
  write('docusaurus.config.js', config(generator));
  let run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /sidebarItemsGenerator|sidebar keys/);
  // Called once per autogenerated item, with Docusaurus' arguments.
  assert.equal(fs.readFileSync(path.join(dir, 'seen.txt'), 'utf8'), '. 6 labs x true @site/docs/beams/01-spot.md beams 1 Spot Spot beam true\nlabs 6 labs x true @site/docs/beams/01-spot.md beams 1 Spot Spot beam true\n');
  const sidebar = (route: string) =>
    [...(/<nav class="sidebar__nav menu"[^]*?<\/nav>/.exec(readPage(path.join(dir, 'dist'), route))?.[0] ?? '').matchAll(/<(?:a|span) class="menu__link[^"]*"(?: href="([^"]*)")?[^>]*>([^<]+)</g)].map((m) => `${m[2]}${m[1] ? ` ${m[1]}` : ''}`).join(' | ');
  // Default items: intro (position 1), Labs (2), then the beams folder (its index doc's title and page); spot
  // and flood reversed by the function; the solution gone.
  assert.equal(sidebar('/docs/intro/'), 'Intro /docs/intro | Labs | Lab one /docs/labs/lab-one | All beams /docs/beams/ | Flood /docs/beams/flood | Spot beam /docs/beams/spot');
  assert.equal(sidebar('/docs/labs/lab-one/'), 'Only labs | Lab one /docs/labs/lab-one');
  // The solution is still a page, in no sidebar.
  assert.ok(fs.existsSync(path.join(dir, 'dist/docs/labs/lab-one-solution/index.html')));
  // migrate writes what the function made, and says the lists are now fixed.
  const migrated = await runCliHosted(['migrate'], dir);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(migrated.stderr, /sidebarItemsGenerator made from today's docs were written as fixed lists/);
  const written = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
  assert.match(written, /"labs\/lab-one"/);
  assert.doesNotMatch(written, /lab-one-solution/);
  fs.rmSync(path.join(dir, 'site.config.ts'));

  write('docusaurus.config.js', config("(args) => { throw new Error('no beams here'); }"));
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /docusaurus\.config\.js: presets\.classic\.docs\.sidebarItemsGenerator failed for main\[0\] \(dirName "\."\): no beams here/);
  write('docusaurus.config.js', config('() => ({ items: [] })'));
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /sidebarItemsGenerator returned object for main\[0\], not a list of sidebar items/);
  assert.doesNotMatch(run.stderr, /\n\s+at /);
});

test('configs of real repos load: a theme named by require.resolve of a package docsgen stands in for, a title in French with no projectName; docs beside the site folder (../docs) are read, docs outside its repository are a clear error', async () => {
  const dir = tempDir('real-configs');
  fs.mkdirSync(path.join(dir, 'website', 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'website', 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  withHomePage(path.join(dir, 'website'));
  fs.writeFileSync(path.join(dir, 'website', 'docusaurus.config.js'), "module.exports = { title: 'Introduction à AWS', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], themes: [[require.resolve('@easyops-cn/docusaurus-search-local'), { hashed: true }]], themeConfig: { navbar: { items: [{ to: '/schema', label: 'Schema' }, { to: '/docs/intro', label: 'Intro' }] }, footer: { links: [{ title: 'More', items: [{ label: 'Start', to: '/docs/intro' }] }] } } };\n");
  let run = await runCliHosted(['build', '--no-cache'], path.join(dir, 'website'));
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'website', 'dist'), '/docs/intro/'), /<title>Intro \| Introduction à AWS<\/title>/);
  // A module of the repo's that the config imports reads import.meta.url (its folder), as ES modules do.
  fs.mkdirSync(path.join(dir, 'website', 'plugins'));
  fs.writeFileSync(path.join(dir, 'website', 'plugins', 'remark-source.mjs'), "import { basename, dirname } from 'node:path';\nimport { fileURLToPath } from 'node:url';\nexport const folder = basename(dirname(fileURLToPath(import.meta.url)));\nexport default function remarkSource() { return () => {}; }\n");
  fs.writeFileSync(path.join(dir, 'website', 'docusaurus.config.ts'), "import remarkSource, { folder } from './plugins/remark-source.mjs';\nexport default { title: `From ${folder}`, url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { remarkPlugins: [remarkSource] } }]] };\n");
  const fromModule = await runCliHosted(['build', '--no-cache', '--config', 'docusaurus.config.ts', '--out', 'dist-ts'], path.join(dir, 'website'));
  assert.equal(fromModule.code, 0, fromModule.stderr);
  assert.match(fs.readFileSync(path.join(dir, 'website', 'dist-ts', '404.html'), 'utf8'), /<title>Page Not Found \| From plugins<\/title>/);
  fs.rmSync(path.join(dir, 'website', 'docusaurus.config.ts'));
  // A navbar link to no page is a warning naming the item (with onBrokenLinks: 'warn'); the others are fine.
  assert.match(run.stderr, /docusaurus\.config\.js: navbar\.items\[0\] "Schema": broken link "\/schema"/);
  assert.equal(run.stderr.match(/broken link/g)?.length, 1, run.stderr);
  // The docs beside the site, as in a repo whose site lives in website/ (Jest's, ent's): part of the
  // site, a package they import found in the site's node_modules, as webpack's resolve.modules finds it.
  fs.renameSync(path.join(dir, 'website', 'docs'), path.join(dir, 'docs'));
  fs.mkdirSync(path.join(dir, 'website', 'node_modules', 'beam-badge'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'website', 'node_modules', 'beam-badge', 'package.json'), '{ "name": "beam-badge", "main": "index.js" }');
  fs.writeFileSync(path.join(dir, 'website', 'node_modules', 'beam-badge', 'index.js'), "const React = require('react');\nmodule.exports = function Badge() { return React.createElement('span', { className: 'beam-badge' }, 'beam'); };\n");
  fs.writeFileSync(path.join(dir, 'docs', 'badge.mdx'), "import Badge from 'beam-badge';\n\n# Badge\n\n<Badge />\n");
  fs.writeFileSync(path.join(dir, 'website', 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { path: '../docs' } }]] };\n");
  run = await runCliHosted(['build', '--no-cache'], path.join(dir, 'website'));
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'website', 'dist'), '/docs/badge/'), /<span class="beam-badge">beam<\/span>/);
  // Docs outside the site's repository are refused before anything is read.
  fs.mkdirSync(path.join(dir, '..', `${path.basename(dir)}-elsewhere`), { recursive: true });
  fs.writeFileSync(path.join(dir, 'website', 'docusaurus.config.js'), `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { path: '../../${path.basename(dir)}-elsewhere' } }]] };\n`);
  run = await runCliHosted(['build', '--no-cache'], path.join(dir, 'website'));
  assert.equal(run.code, 1);
  assert.match(run.stderr, /docusaurus\.config\.js: presets\.classic\.docs\.path "[^"]*-elsewhere" is outside the site's repository/);
  assert.doesNotMatch(run.stderr, /symbolic link/);
});

test('more real repos\' constructs: a typeless category link, <br></br> and "<-" (MDX 1), mdx-code-block fences, imports from /static, an external footer `to`, inline HTML in a heading, two Tabs of one groupId, a comment before text, the host\'s other pages', async () => {
  const dir = tempDir('real-constructs-2');
  const write = writerIn(dir);
  write('package.json', JSON.stringify({ private: true, dependencies: { '@docusaurus/core': '3.10.2' } }));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://beams.example', baseUrl: '/docs/', presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]], themeConfig: { footer: { links: [{ title: 'More', items: [{ label: 'Dashboard', to: 'https://dashboard.beams.example/' }] }] } } };\n");
  write('docs/limits/_category_.json', '{ "label": "Limits", "link": { "description": "Limits of the beams." } }');
  write('docs/limits/rates.md', '# Rates\n\n<!-- TODO: verify --> The API allows **429** retries.\n\nSee [pricing](https://beams.example/pricing) and [intro](https://beams.example/docs/intro/).\n');
  write('docs/intro.mdx', "# Intro\n\nLine one<br></br>line two, the arrow (fee) <- shown.\n\n```mdx-code-block\nimport Logo from '/static/img/logo.png';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<img src={Logo} alt=\"logo\" />\n```\n\n## Price impact <a href=\"#impact\" id=\"impact\"></a>\n\n<Tabs groupId=\"lang\">\n  <TabItem value=\"js\" label=\"JS\">\n\nOne.\n\n  </TabItem>\n</Tabs>\n\n<Tabs groupId=\"lang\">\n  <TabItem value=\"js\" label=\"JS\">\n\nTwo.\n\n  </TabItem>\n</Tabs>\n");
  // Markdown links as Docusaurus resolves them: from the site's root, the docs folder's, or the doc's folder.
  write('docs/links.md', '# Links\n\n[site root](/docs/limits/rates.md), [docs root](/limits/rates.md), [bare](limits/rates.md#x), [aliased](@site/docs/intro.mdx).\n');
  // A 1x1 PNG.
  fs.mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static/img/logo.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /docs\/limits\/_category_\.json: "link" has no "type", so the category links nothing/);
  assert.doesNotMatch(run.stderr, /duplicate|pricing|intro\//, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/intro/');
  assert.match(intro, /Line one<br\/?>line two, the arrow \(fee\) (&lt;|&#x3C;)- shown\./);
  assert.match(intro, /<img src="[^"]*logo[^"]*" alt="logo"/);
  assert.doesNotMatch(intro, /mdx-code-block|import Logo/);
  assert.match(intro, /<h2 id="price-impact-" class="anchor">Price impact <a href="#impact" id="impact"><\/a>/);
  assert.deepEqual([...intro.matchAll(/id="(tabs-lang[\w-]*-tab-js)"/g)].map((m) => m[1]), ['tabs-lang-tab-js', 'tabs-lang-2-tab-js']);
  assert.match(intro, /<a class="footer__link footer__link-item" href="https:\/\/dashboard\.beams\.example\/"/);
  assert.match(readPage(path.join(dir, 'dist'), '/links/'), /<a href="\/docs\/limits\/rates">site root<\/a>, <a href="\/docs\/limits\/rates">docs root<\/a>, <a href="\/docs\/limits\/rates#x">bare<\/a>, <a href="\/docs\/intro">aliased<\/a>/);
  // The comment goes, in the text and in the description made from it.
  const rates = readPage(path.join(dir, 'dist'), '/limits/rates/');
  assert.match(rates, /<p> ?The API allows <strong>429<\/strong> retries\.<\/p>/);
  assert.doesNotMatch(rates, /TODO: verify/, "a writer's HTML comment is not published, as MDX leaves it out");
  assert.match(rates, /<meta name="description" content="The API allows 429 retries\."/);
});

test('a problem of a Docusaurus repo\'s sidebars is named in its sidebars file', async () => {
  const dir = tempDir('sidebars-file');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  fs.writeFileSync(path.join(dir, 'sidebars.js'), "module.exports = { main: ['intro', 'api/orders/order-status'] };\n");
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /✖ sidebars\.js: sidebars\.main\[1\][^\n]*api\/orders\/order-status/);
});

test('constructs of real Docusaurus repos: a folder name with a space, an explicit id (number prefix kept), titleDelimiter, a JSX heading beside a Markdown one, <Redirect>', async () => {
  const dir = tempDir('real-constructs');
  const write = writerIn(dir);
  write('docs/Getting started/first steps.md', '# First steps\n\nAim the beam.\n');
  write('docs/tutorial/01-setup.md', '---\nid: 01-setup\n---\n# Setup\n\nInstall.\n');
  write('docs/renamed.md', '---\nid: prisms\n---\n# Prisms\n\nSee [setup](./tutorial/01-setup.md) and [first steps](<./Getting started/first steps.md>).\n');
  write('docs/cards.md', "import Card from '@site/src/components/Card';\nimport Heading from '@theme/Heading';\n\n# Cards\n\n<Card />\n\n<div className=\"card\">\n  <h4>Setup</h4>\n</div>\n\n## Setup\n\nSee [setup](#setup).\n\n<Heading as=\"h3\" id=\"own\">Own</Heading>\n");
  write('docs/moved.mdx', "import { Redirect } from '@docusaurus/router';\n\n<Redirect to=\"/docs/prisms\" />\n");
  write('src/components/Card.jsx', "export default function Card() { return <div className=\"card\"><h3>Inside a component</h3></div>; }\n");
  write('docs/errors.md', '# Errors\n\n```js\nconst name = null;\n// This will error\nname.toUpperCase();\n// highlight-next-line\nok();\n```\n');
  // A front matter title beside another "# " heading: that h1 shows, with no id (Docusaurus' Heading
  // draws none on an h1), its slug still counted. A doc titled as the site is titled as the site alone.
  write('docs/api-overview.md', '---\ntitle: Overview\n---\n# API Overview\n\nText.\n\n## API Overview\n');
  write('docs/named-as-site.md', '# T\n\nThe product.\n');
  // A repo's own front matter key on many docs (decision records' status) is one warning, not one a doc.
  for (const n of [1, 2, 3]) write(`docs/adr/000${n}-decision-${n}.md`, `---\nstatus: accepted\n---\n# Decision ${n}\n\nDecided.\n`);
  // A relative page link as Docusaurus resolves it (from /docs/eject/from-canine, no final slash):
  // the sibling page, in Markdown and MDX; `./child` is /docs/eject/child there too (no page: named),
  // whatever form of the URL a host serves.
  write('docs/eject/from-canine.md', '# From\n\nSee [portainer](./with-portainer#steps), [up](../prisms) and [kept](./child).\n');
  write('docs/eject/with-portainer.mdx', 'export const x = 1;\n\n# With\n\nBack to [from](./from-canine).\n\n## Steps\n');
  write('docs/eject/from-canine/child.md', '# Child\n\nA page under the other.\n');
  // The same comments in the code of a <CodeBlock> component (Docusaurus' reads them from themeConfig.prism).
  write('docs/component-code.mdx', "import CodeBlock from '@theme/CodeBlock';\n\n# Component code\n\n<CodeBlock language=\"js\">{`const beam = null;\n// This will error\nbeam.aim();`}</CodeBlock>\n");
  // "./child" leads nowhere, here and under Docusaurus: the repo builds with broken links.
  write('docusaurus.config.js', "module.exports = { title: 'T', titleDelimiter: '·', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], themeConfig: { prism: { magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }, { className: 'code-block-error-line', line: 'This will error' }] } } };\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  // A space stays in the folder and the link, as Docusaurus keeps it; the sitemap and the host's rules write it %20.
  assert.ok(fs.existsSync(path.join(dist, 'docs/Getting started/first steps/index.html')));
  const prisms = readPage(dist, '/docs/prisms/');
  assert.match(prisms, /<a href="\/docs\/tutorial\/01-setup">setup<\/a> and <a href="\/docs\/Getting%20started\/first%20steps">first steps<\/a>/);
  assert.match(prisms, /<a class="menu__link" href="\/docs\/Getting started\/first steps">First steps<\/a>/);
  // Its stylesheet is its own, however many sites the process built before (the CLI host builds many).
  assert.match(prisms, /<link rel="stylesheet" href="\/assets\/css\/styles\.[A-Z0-9]+\.css"\/>/);
  assert.match(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/t\.example\/docs\/Getting%20started\/first%20steps<\/loc>/);
  assert.match(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'), /^\/docs\/Getting%20started\/first%20steps \/docs\/Getting%20started\/first%20steps\/index\.html 200$/m);
  assert.match(readPage(dist, '/docs/Getting started/first steps/'), /<link rel="canonical" href="https:\/\/t\.example\/docs\/Getting%20started\/first%20steps"\/>/);
  // An explicit id is the doc's address, number prefix and all.
  assert.ok(fs.existsSync(path.join(dist, 'docs/tutorial/01-setup/index.html')));
  assert.match(prisms, /<title>Prisms · T<\/title>/);
  // Headings written as JSX (in the doc, in a component) stay as written: the Markdown heading keeps #setup.
  const cards = readPage(dist, '/docs/cards/');
  assert.match(cards, /<h4>Setup<\/h4>/);
  assert.match(cards, /<h3>Inside a component<\/h3>/);
  assert.match(cards, /<h2 id="setup" class="anchor">Setup<a class="hash-link" href="#setup"/);
  // @theme/Heading draws its own "#" link, as Docusaurus', and stays out of the TOC like any JSX heading.
  assert.match(cards, /<h3 id="own" class="anchor">Own<a class="hash-link" href="#own"/);
  assert.deepEqual([...cards.slice(cards.indexOf('<nav class="toc theme-doc-toc-desktop"')).matchAll(/class="toc__link table-of-contents__link" href="([^"]+)"/g)].map((m) => m[1]), ['#setup']);
  // prism.magicComments: the site's own comment goes, and its line gets the class; the highlight one still works.
  const errors = readPage(dist, '/docs/errors/');
  assert.doesNotMatch(errors, /This will error/);
  assert.match(errors, /<span class="code-line code-block-error-line">name/);
  assert.match(errors, /<span class="code-line code-line--highlighted theme-code-block-highlighted-line"><span class="token function">ok</);
  assert.match(readPage(dist, '/docs/eject/from-canine/'), /<a href="\/docs\/eject\/with-portainer#steps">portainer<\/a>, <a href="\/docs\/prisms">up<\/a> and <a href="\/docs\/eject\/child">kept<\/a>/);
  assert.match(run.stderr, /docs\/eject\/from-canine\.md:3: broken link "\.\/child"/);
  assert.match(readPage(dist, '/docs/eject/with-portainer/'), /<a href="\/docs\/eject\/from-canine">from<\/a>/);
  assert.equal(run.stderr.match(/unknown front matter key "status"/g)?.length, 1, run.stderr);
  assert.match(run.stderr, /docs\/adr\/0001-decision-1\.md:2: unknown front matter key "status": docsgen shows it nowhere \(an MDX doc's code can still read it as frontMatter\.status\) \(in 3 docs; this is the first\)/);
  const overview = readPage(dist, '/docs/api-overview/');
  assert.match(overview, /<h1>API Overview<\/h1>/);
  assert.match(overview, /<h2 id="api-overview-1" class="anchor">API Overview</);
  assert.match(overview, /<title>Overview · T<\/title>/);
  assert.match(readPage(dist, '/docs/named-as-site/'), /<title>T<\/title>/);
  const componentCode = readPage(dist, '/docs/component-code/');
  assert.doesNotMatch(componentCode, /This will error/);
  assert.match(componentCode, /<span class="code-line code-block-error-line">beam/);
  // A doc that moved forwards by itself, with no JavaScript, and says where to.
  assert.match(readPage(dist, '/docs/moved/'), /<meta http-equiv="refresh" content="0; url=\/docs\/prisms"\/?><p class="redirect-notice">This page has moved to <a href="\/docs\/prisms">/);
});

test('trailingSlash: false writes guide/setup.html and links to /docs/guide/setup everywhere; unset keeps folders, links pages so and keeps written slashes; `docsgen check` finds nothing broken', async () => {
  const dir = tempDir('trailing-slash-false');
  const write = writerIn(dir);
  const config = (trailingSlash: string) =>
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${trailingSlash} presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old', to: '/docs/guide/setup' }] }]], themeConfig: { navbar: { items: [{ to: '/docs/guide/setup/', label: 'Setup' }] } } };\n`;
  write('docusaurus.config.js', config('trailingSlash: false,'));
  // A relative page link as written for Docusaurus' URLs: from /docs/intro, "guide/setup" is /docs/guide/setup.
  write('docs/intro.md', '---\nsidebar_position: 1\n---\n# Intro\n\nRead [setup](./guide/setup.md#keys), the [setup page](guide/setup) and the [guide](/docs/category/guide/).\n');
  write('docs/guide/_category_.json', '{ "label": "Guide", "link": { "type": "generated-index" } }');
  write('docs/guide/setup.md', '# Setup\n\n## Keys\n\nBack to the [intro](../intro.md).\n');
  write('src/pages/index.md', '# Home\n\nSee the [intro](/docs/intro).\n');
  // A folder's index doc: its folder's URL in Docusaurus when trailingSlash is unset ("/docs/faq/").
  write('docs/faq/faq.md', '# FAQ\n\nAsk.\n');
  write('docs/cards.mdx', "import DocCardList from '@theme/DocCardList';\n\n# Cards\n\n<DocCardList />\n");
  let run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const files = listFiles(dist);
  for (const file of ['docs/intro.html', 'docs/guide/setup.html', 'docs/category/guide.html', 'search.html', 'old.html', 'index.html']) assert.ok(files.includes(file), `${file} is missing`);
  assert.ok(!files.includes('docs/intro/index.html'));
  // The Markdown copy sits beside the page as intro.md: a docs/intro/ folder would make static hosts answer /docs/intro with it.
  assert.ok(files.includes('docs/intro.md') && !files.some((f) => f.startsWith('docs/intro/')), files.filter((f) => f.startsWith('docs/intro')).join(' '));
  const intro = fs.readFileSync(path.join(dist, 'docs/intro.html'), 'utf8');
  assert.match(intro, /<link rel="alternate" type="text\/markdown" href="https:\/\/t\.example\/docs\/intro\.md"\/>|data-markdown-url="\/docs\/intro\.md"/);
  assert.match(intro, /<a href="\/docs\/guide\/setup#keys">setup<\/a>, the <a href="\/docs\/guide\/setup">setup page<\/a> and the <a href="\/docs\/category\/guide">guide<\/a>/);
  assert.match(intro, /<link rel="canonical" href="https:\/\/t\.example\/docs\/intro"\/>/);
  const sidebarLinks = [...intro.matchAll(/class="menu__link[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(sidebarLinks, ['/docs/intro', '/docs/cards', '/docs/faq', '/docs/category/guide', '/docs/guide/setup']);
  assert.match(intro, /<a class="navbar__link" href="\/docs\/guide\/setup"><span>Setup<\/span>/);
  assert.match(intro, /<a class="search-button" href="\/search"/);
  assert.match(intro, /pagination-nav__link--next" href="\/docs\/cards"/);
  assert.match(fs.readFileSync(path.join(dist, 'docs/guide/setup.html'), 'utf8'), /<a href="\/docs\/intro">intro<\/a>/);
  assert.match(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/t\.example\/docs\/guide\/setup<\/loc>/);
  assert.match(fs.readFileSync(path.join(dist, 'old.html'), 'utf8'), /<meta http-equiv="refresh" content="0; url=\/docs\/guide\/setup">/);
  const redirects = fs.readFileSync(path.join(dist, '_redirects'), 'utf8');
  // No "/x/ -> /x" rule: Netlify's and Cloudflare's matching ignores the final slash, so it would loop.
  assert.doesNotMatch(redirects, /^\/docs\/guide\/setup\/ /m);
  assert.match(redirects, /^\/docs\/guide\/setup\.html \/docs\/guide\/setup 301!$/m);
  assert.equal(JSON.parse(fs.readFileSync(path.join(dist, 'staticwebapp.config.json'), 'utf8')).trailingSlash, 'never');
  const checked = await runCliHosted(['check', '--no-build'], dir);
  assert.equal(checked.code, 0, checked.stdout + checked.stderr);

  // Unset: the same links, each page a folder's index.html.
  write('docusaurus.config.js', config(''));
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.ok(fs.existsSync(path.join(dist, 'docs/intro/index.html')) && !fs.existsSync(path.join(dist, 'docs/intro.html')));
  // Written site paths keep their slash (a folder page takes both), as Docusaurus keeps them unset.
  const unsetIntro = readPage(dist, '/docs/intro/');
  assert.match(unsetIntro, /<a href="\/docs\/guide\/setup#keys">setup<\/a>, the <a href="\/docs\/guide\/setup">setup page<\/a> and the <a href="\/docs\/category\/guide\/">guide<\/a>/);
  assert.match(unsetIntro, /<a class="navbar__link" href="\/docs\/guide\/setup\/"><span>Setup<\/span>/);
  assert.match(unsetIntro, /<link rel="canonical" href="https:\/\/t\.example\/docs\/intro"\/>/);
  assert.deepEqual([...unsetIntro.matchAll(/class="menu__link[^"]*" href="([^"]+)"/g)].map((m) => m[1]), ['/docs/intro', '/docs/cards', '/docs/faq/', '/docs/category/guide', '/docs/guide/setup']);
  // A top-level doc's <DocCardList /> lists its sidebar's top-level items, itself among them (Docusaurus 3).
  assert.deepEqual([...readPage(dist, '/docs/cards/').matchAll(/class="card doc-card padding--lg theme-doc-card-container" href="([^"]+)"/g)].map((m) => m[1]), ['/docs/intro', '/docs/cards', '/docs/faq/', '/docs/category/guide']);
  assert.match(readPage(dist, '/docs/faq/'), /<link rel="canonical" href="https:\/\/t\.example\/docs\/faq\/"\/>/);
  assert.doesNotMatch(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'), /^\/docs\/faq /m, 'the folder serves /docs/faq/ itself');
  assert.match(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'), /^\/docs\/guide\/setup \/docs\/guide\/setup\/index\.html 200$/m);
});

test('constructs of a third round of real repos: a footer href "#", the repo\'s own static/robots.txt, i18n.defaultLocale pt-BR, a doc navbar item without trailingSlash, src/theme/MDXComponents, the repo\'s static/_redirects, image sizes, headTags, a <head> in a .md doc', async () => {
  const dir = tempDir('real-constructs-3');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR'] }, headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example', crossorigin: 'anonymous' } }, { tagName: 'title', attributes: {}, innerHTML: 'X' }], presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Início' }] }, footer: { links: [{ title: 'Grupo', items: [{ label: 'QQ', href: '#' }] }] } } };\n");
  write('docs/intro.md', '# Início\n\nOlá.\n');
  write('static/robots.txt', 'User-agent: *\nDisallow: /private/\n');
  write('static/_redirects', '/old-docs/* /docs/:splat 301\n');
  // A swizzled MDXComponents gives every doc components it does not import; one of them is interactive.
  write('src/theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport Keycap from '@site/src/components/Keycap';\nimport Counter from '@site/src/components/Counter';\n\nexport default { ...MDXComponents, Keycap, Counter, a: () => null };\n");
  write('src/components/Keycap.js', "export default function Keycap({ children }) {\n  return <kbd className=\"keycap\">{children}</kbd>;\n}\n");
  write('src/components/Counter.js', "import { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Pressed {n}</button>;\n}\n");
  write('docs/keys.mdx', '# Keys\n\nHold <Keycap>Shift</Keycap> and read [the intro](./intro.md).\n');
  write('docs/count.mdx', '# Count\n\n<Counter />\n');
  // A local image gets its size, as Docusaurus 3 gives it (the page keeps its place while it loads).
  write('docs/shape.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 497 451"><rect width="10" height="10"/></svg>');
  write('docs/shapes.md', '# Shapes\n\n![a shape](./shape.svg)\n');
  // A `<head>` in a .md doc (Docusaurus 2 reads .md as MDX): the page's title and description, once each.
  write('docs/headed.md', '# Headed\n\n<head>\n  <title>Headed page</title>\n  <meta name="description" content="Its own description."/>\n</head>\n\nBody.\n');
  // A TabItem's className, an external Markdown link and one written as JSX, code fenced as `ts`, as Docusaurus draws them.
  write('docs/more.mdx', "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# More\n\n<Tabs>\n  <TabItem value=\"a\" label=\"A\" className=\"markdown\">\n\nOne.\n\n  </TabItem>\n</Tabs>\n\nSee [site](https://beams.example/) and <a href=\"https://beams.example/raw\">raw</a>.\n\n```ts\nconst a = 1;\n```\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.equal(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /private/\n', "the repo's robots.txt, as Docusaurus copies it");
  const intro = readPage(dist, '/docs/intro/');
  assert.match(intro, /<html lang="pt-BR"/);
  // Docusaurus' classes on the page's <html>, which a site's CSS selects a doc by.
  assert.match(intro, /<html lang="pt-BR" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro"/);
  assert.match(intro, /<meta property="og:locale" content="pt_BR"\/>/);
  assert.match(intro, /<a class="footer__link footer__link-item" href="#">QQ<\/a>/);
  assert.match(intro, /<a class="navbar__link[^"]*" href="\/docs\/intro"[^>]*><span>Início<\/span>/);
  assert.match(intro.slice(0, intro.indexOf('</head>')), /<link rel="preconnect" href="https:\/\/fonts\.example" crossorigin="anonymous"\/>/);
  assert.match(run.stderr, /- headTags\[1\] \(a <title> tag\)\n/);
  // docsgen has the theme's words in Portuguese: nothing to warn about.
  assert.doesNotMatch(run.stderr, /defaultLocale/);
  assert.match(readPage(dist, '/docs/keys/'), /<span class="pagination__sub pagination-nav__sublabel">Anterior<\/span>/);
  assert.doesNotMatch(run.stderr, /broken link/);
  // Its capitalized components are used; its replacement of <a> is not (docsgen draws links itself).
  assert.match(readPage(dist, '/docs/keys/'), /<p>Hold <kbd class="keycap">Shift<\/kbd> and read <a href="\/docs\/intro">the intro<\/a>\.<\/p>/);
  assert.match(readPage(dist, '/docs/count/'), /<div class="island" data-island="Page"[^>]*><button>Pressed <!-- -->0<\/button>/);
  assert.doesNotMatch(run.stderr, /swizzled/);
  assert.match(readPage(dist, '/docs/shapes/'), /<img src="\/assets\/images\/shape\.[0-9a-f]+\.svg" alt="a shape" width="497" height="451"/);
  const headed = readPage(dist, '/docs/headed/');
  assert.deepEqual([...headed.matchAll(/<title>([^<]*)<\/title>|<meta name="description" content="([^"]*)"/g)].map((m) => m[1] ?? m[2]), ['Headed page', 'Its own description.']);
  assert.doesNotMatch(headed.slice(headed.indexOf('</head>')), /Headed page/);
  const more = readPage(dist, '/docs/more/');
  assert.match(more, /role="tabpanel" class="tabs__panel markdown" data-tab="a"/);
  assert.match(more, /<a href="https:\/\/beams\.example\/" target="_blank" rel="noopener noreferrer">site<\/a> and <a href="https:\/\/beams\.example\/raw">raw<\/a>/);
  assert.match(more, /<pre class="language-ts prism-code" tabindex="0"><code class="language-ts">/);
  // The repo's own _redirects rules come first in the one the build writes, then docsgen's.
  const redirects = fs.readFileSync(path.join(dist, '_redirects'), 'utf8');
  assert.match(redirects, /^# The site's own rules \(static\/_redirects\), first\n\/old-docs\/\* \/docs\/:splat 301\n/);
  assert.match(redirects, /^\/\* \/404\.html 404$/m);
});

test('onBrokenMarkdownLinks (Docusaurus 3.9\'s markdown.hooks or the older top-level key): \'throw\' fails the build naming the link, \'ignore\' says nothing', async () => {
  const dir = tempDir('broken-md-links');
  const write = writerIn(dir);
  write('docs/intro.md', '# Intro\n\nSee [the guide](./guide.md).\n');
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } }, presets: [['classic', { blog: false }]] };\n");
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1, failed.stderr);
  assert.match(failed.stderr, /✖ docs\/intro\.md:3: broken Markdown link "\.\/guide\.md": no doc at docs\/guide\.md\n\s+fix: [^\n]*onBrokenMarkdownLinks is 'throw'/);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenMarkdownLinks: 'ignore', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]] };\n");
  const quiet = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(quiet.code, 0, quiet.stderr);
  assert.doesNotMatch(quiet.stderr, /broken Markdown link/);
  // With the default 'warn' the Markdown link is a warning; the link it leaves is still broken, and
  // onBrokenLinks' default 'throw' fails the build on it, as Docusaurus fails.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  const thrown = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(thrown.code, 1, thrown.stderr);
  assert.match(thrown.stderr, /⚠ docs\/intro\.md:3: broken Markdown link "\.\/guide\.md"/);
  assert.match(thrown.stderr, /✖ docs\/intro\.md:3: broken link "[^"]*guide[^"]*"/);
});

test('more of the third round, each as a user meets it: hide_title keeps the body\'s heading, -c with a docusaurus.*.config name, raw-loader text in a hydrated doc, a package stylesheet, the repo\'s own host files, onBrokenLinks \'ignore\'', async () => {
  const dir = tempDir('real-constructs-4');
  const write = writerIn(dir);
  const config = (extra: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${extra} presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n`;
  write('docusaurus.config.prod.js', config("onBrokenLinks: 'ignore',"));
  write('docs/api.md', '---\ntitle: createBeam\nhide_title: true\n---\n\n# createBeam\n\nMakes a beam. See [nowhere](/nowhere).\n');
  // Text imported with raw-loader is shown, never run: `onClick={` in it makes nothing interactive;
  // beside an interactive component it reaches the browser's chunk too.
  write('examples/handler.ts', 'export const button = { onClick: () => {} };\n');
  write('docs/example.mdx', "import source from '!!raw-loader!../examples/handler.ts';\n\n# Example\n\n<pre>{source}</pre>\n");
  write('src/components/Counter.js', "import { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Pressed {n}</button>;\n}\n");
  write('docs/live.mdx', "import source from '!!raw-loader!../examples/handler.ts';\nimport Counter from '@site/src/components/Counter';\n\n# Live\n\n<Counter />\n\n<pre>{source}</pre>\n");
  write('node_modules/beam-theme/package.json', '{ "name": "beam-theme", "version": "1.0.0" }');
  write('node_modules/beam-theme/theme.css', ':root { --beam-width: 3px; }\n');
  write('src/css/custom.css', '@import "beam-theme/theme.css";\n.beam { width: var(--beam-width); }\n');
  write('static/_headers', '/docs/*\n  X-Beam: on\n');
  write('static/staticwebapp.config.json', '{ "routes": [] }\n');
  const run = await runCliHosted(['build', '--no-cache', '-c', 'docusaurus.config.prod.js'], dir);
  assert.equal(run.code, 0, run.stderr);
  // Read as a Docusaurus config (a docsgen config would need product, version…): its docs are under /docs/.
  assert.ok(fs.existsSync(path.join(dir, 'dist/docs/api/index.html')));
  assert.doesNotMatch(run.stderr, /broken link/);
  const dist = path.join(dir, 'dist');
  assert.deepEqual([...readPage(dist, '/docs/api/').matchAll(/<h1[^>]*>([^<]*)/g)].map((m) => m[1]), ['createBeam']);
  const example = readPage(dist, '/docs/example/');
  assert.match(example, /<pre>export const button = \{ onClick: \(\) =(?:>|&gt;) \{\} \};\n<\/pre>/);
  assert.doesNotMatch(example, /data-island/);
  assert.match(readPage(dist, '/docs/live/'), /<div class="island" data-island="Page"[^>]*><button>Pressed <!-- -->0<\/button>/);
  const css = fs.readdirSync(path.join(dist, 'assets/css')).filter((f) => f.startsWith('styles.')).map((f) => fs.readFileSync(path.join(dist, 'assets/css', f), 'utf8')).join('');
  assert.match(css, /--beam-width:\s*3px/);
  assert.match(fs.readFileSync(path.join(dist, '_headers'), 'utf8'), /^# The site's own rules \(static\/_headers\), first\n\/docs\/\*\n  X-Beam: on\n/);
  assert.equal(fs.readFileSync(path.join(dist, 'staticwebapp.config.json'), 'utf8'), '{ "routes": [] }\n');
  assert.match(run.stderr, /static\/staticwebapp\.config\.json: the site's own Azure Static Web Apps config is published instead of docsgen's/);
  // A package stylesheet that is not installed is an error that says so.
  write('src/css/custom.css', '@import "beam-missing/theme.css";\n');
  const missing = await runCliHosted(['build', '--no-cache', '-c', 'docusaurus.config.prod.js'], dir);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /src\/css\/custom\.css:1: the custom CSS could not be bundled: "beam-missing\/theme\.css" names a package stylesheet that is not installed in the site's node_modules/);
});

test('the theme speaks the site\'s language: i18n.defaultLocale zh-Hans, the repo\'s i18n/zh-Hans/code.json over docsgen\'s words; a language docsgen lacks is named', async () => {
  const dir = tempDir('theme-words');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] }, presets: [['classic', { blog: false, docs: { editUrl: 'https://git.example/edit/', showLastUpdateAuthor: true, showLastUpdateTime: true } }]] };\n");
  write('docs/intro.md', '---\nlast_update:\n  date: 2026-11-20\n  author: Ada\n---\n# 开始\n\n## 安装\n\n:::note\n\n内容。\n\n:::\n\n:::tip[自己的标题]\n\n保留。\n\n:::\n\n```js\nconst a = 1;\n```\n\n| 名称 | 值 |\n| --- | --- |\n| a | 1 |\n');
  write('docs/second.mdx', "import Admonition from '@theme/Admonition';\n\n# 第二\n\n<Admonition type=\"warning\">小心。</Admonition>\n");
  write('docs/group/one.md', '# 一\n');
  write('docs/group/two.md', '# 二\n');
  write('docs/group/_category_.json', JSON.stringify({ label: '组', link: { type: 'generated-index' } }));
  // The team's own words win over docsgen's (Docusaurus reads this file the same way).
  write('i18n/zh-Hans/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: '下一篇', description: 'x' }, 'theme.CodeBlock.copy': { message: '拷贝' }, 'homepage.hero': { message: '光束，{count} 次' }, 'homepage.cta': { message: '开始' } }));
  // The repo's own ids: <Translate id> and translate({ id }) give code.json's message, in a page and a doc.
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Translate, { translate } from '@docusaurus/Translate';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Home() {\n  const { i18n } = useDocusaurusContext();\n  return <Layout title={translate({ id: 'homepage.cta', message: 'Start' })}><h1 className=\"hero\"><Translate id=\"homepage.hero\" values={{ count: 3 }}>{'Beams, {count} times'}</Translate></h1><p className=\"locale\">{i18n.currentLocale}</p><p className=\"plain\"><Translate id=\"homepage.missing\">Kept as written</Translate></p></Layout>;\n}\n");
  write('docs/third.mdx', "import Translate from '@docusaurus/Translate';\n\n# 第三\n\n<Translate id=\"homepage.cta\">Start</Translate>\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /defaultLocale/, 'nothing to warn about');
  const dist = path.join(dir, 'dist');
  const intro = readPage(dist, '/docs/intro/');
  assert.match(intro, /<p class="toc__title">本页内容<\/p>/);
  assert.match(intro, /<span class="pagination__sub pagination-nav__sublabel">下一篇<\/span>/, "code.json's word");
  assert.match(intro, /<a class="skip-link" href="#main-content">跳到主要内容<\/a>/);
  assert.match(intro, /<span class="search-button__placeholder">搜索<\/span>/);
  assert.match(intro, /<\/svg>编辑此页<\/a>/);
  // The parts of "last updated" in the language's order: by whom, then when.
  assert.match(intro, /<span class="doc__last-update theme-last-updated">最后由 <b>Ada<\/b> 于 <b><time dateTime="2026-11-20[^"]*" itemProp="dateModified">2026年11月20日<\/time><\/b> 更新<\/span>/);
  assert.match(intro, /<div class="admonition__title">备注<\/div>/, 'a :::note without a title');
  assert.match(intro, /<div class="admonition__title">自己的标题<\/div>/, 'its own title is kept');
  assert.match(intro, /title="拷贝">拷贝<\/button>/, 'the copy button');
  assert.match(intro, /<a class="hash-link" href="#安装" aria-label="安装的直接链接">/, "a heading's # link");
  assert.match(intro, /<button type="button" class="menu__caret" aria-expanded="[a-z]+" aria-label="展开或折叠“组”分类"><\/button>/, "a category's button");
  assert.match(intro, /data-toggle-label="展开或折叠“{label}”分类"/, 'for the buttons the browser adds');
  // Screen readers hear the navbar, the drawer, the sidebar and a table's region named in the language too.
  assert.match(intro, /<nav class="navbar theme-layout-navbar navbar--fixed-top" aria-label="主导航">/);
  assert.match(intro, /id="doc-drawer" aria-label="导航"/);
  assert.match(intro, /<nav class="sidebar__nav menu" aria-label="文档侧边栏"/);
  assert.match(intro, /<div class="table-scroll" tabindex="0" role="region" aria-label="表格：名称, 值">/);
  assert.match(readPage(dist, '/docs/second/'), /<div class="admonition__title">注意<\/div>/, '<Admonition type="warning"> in MDX, in the words Chinese docs use (caution is 警告)');
  const home = readPage(dist, '/');
  assert.match(home, /<h1 class="hero">光束，3 次<\/h1>/, "<Translate id> gives code.json's message, its values filled");
  assert.match(home, /<title>开始 \| T<\/title>/, 'translate({ id }) too');
  assert.match(home, /<p class="locale">zh-Hans<\/p>/, 'useDocusaurusContext().i18n.currentLocale');
  assert.match(home, /<p class="plain">Kept as written<\/p>/, 'an id code.json lacks: the message as written');
  assert.match(readPage(dist, '/docs/third/'), /<p>开始<\/p>|>开始</, 'in an MDX doc');
  const notFound = fs.readFileSync(path.join(dist, '404.html'), 'utf8');
  assert.match(notFound, /<h1 class="doc__title">找不到页面<\/h1>/);
  assert.match(notFound, /前往<a href="\/">首页<\/a>，或<a href="\/search">搜索文档<\/a>。/);
  // A language docsgen has no words for: named, with the way out.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'nl', locales: ['nl'] }, presets: [['classic', { blog: false }]] };\n");
  const dutch = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(dutch.code, 0, dutch.stderr);
  assert.match(dutch.stderr, /- i18n\.defaultLocale "nl": docsgen has no words of this language for its theme, so "On this page", "Previous", "Next", … are in English \(give them in i18n\/nl\/code\.json, as for Docusaurus\)\n/);
  assert.match(readPage(dist, '/docs/intro/'), /<p class="toc__title">On this page<\/p>/);
});

test('the default locale\'s translation files apply as in Docusaurus: i18n/<locale>/ navbar.json, footer.json, the docs\' current.json and localized docs; other folders there are named', async () => {
  const dir = tempDir('locale-files');
  const write = writerIn(dir);
  write('docusaurus.config.js', [
    "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'fr', locales: ['fr'] },",
    "  presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', editUrl: 'https://git.example/edit/' } }]],",
    '  themeConfig: {',
    "    navbar: { title: 'Site', logo: { alt: 'Logo', src: 'img/logo.svg' }, items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { type: 'dropdown', label: 'More', items: [{ label: 'Elsewhere', href: 'https://else.example' }] }] },",
    "    footer: { links: [{ title: 'Community', items: [{ label: 'Chat', href: 'https://chat.example' }] }], copyright: 'Copyright T' },",
    '  },',
    '};',
  ].join('\n'));
  write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('sidebars.js', "module.exports = { main: ['intro', { type: 'doc', id: 'guide', label: 'The guide' }, { type: 'link', label: 'Home site', href: 'https://t.example' }, { type: 'category', label: 'Topics', link: { type: 'generated-index', title: 'All topics', description: 'Every topic' }, items: ['topics/one'] }, { type: 'autogenerated', dirName: 'auto' }] };\n");
  write('docs/intro.md', '# Intro in English\n\nEnglish text.\n');
  write('docs/guide.md', '# Guide\n');
  write('docs/topics/one.md', '# One\n');
  write('docs/auto/deep/x.md', '# X\n');
  write('docs/auto/deep/_category_.json', JSON.stringify({ label: 'Deep', link: { type: 'generated-index' } }));
  const msg = (message: string) => ({ message, description: 'as write-translations writes it' });
  write('i18n/fr/docusaurus-theme-classic/navbar.json', JSON.stringify({ title: msg('Le site'), 'logo.alt': msg('Le logo'), 'item.label.Docs': msg('Documentation'), 'item.label.More': msg('Plus'), 'item.label.Elsewhere': msg('Ailleurs') }));
  write('i18n/fr/docusaurus-theme-classic/footer.json', JSON.stringify({ 'link.title.Community': msg('Communauté'), 'link.item.label.Chat': msg('Discussion'), copyright: msg('<p>Droits T</p>') }));
  write('i18n/fr/docusaurus-plugin-content-docs/current.json', JSON.stringify({
    'version.label': msg('Prochaine'),
    'sidebar.main.category.Topics': msg('Sujets'),
    'sidebar.main.category.Topics.link.generated-index.title': msg('Tous les sujets'),
    'sidebar.main.category.Topics.link.generated-index.description': msg('Chaque sujet'),
    'sidebar.main.link.Home site': msg('Accueil'),
    'sidebar.main.doc.The guide': msg('Le guide'),
    'sidebar.main.category.Deep': msg('Profond'),
    'sidebar.gone.category.Topics': msg('Ignoré'),
  }));
  write('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '# Introduction en français\n\nTexte français.\n');
  write('i18n/fr/docusaurus-plugin-content-docs/current/extra.md', '# Not a doc of docs/\n');
  write('i18n/fr/docusaurus-plugin-content-blog/options.json', '{}');
  write('i18n/fr/docusaurus-plugin-content-pages/index.md', '# Accueil\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const intro = readPage(dist, '/docs/intro/');
  assert.match(intro, /<h1 class="doc__title">Introduction en français<\/h1>/, 'the localized copy replaces docs/intro.md');
  assert.match(intro, /Texte français/);
  assert.doesNotMatch(intro, /English text/);
  assert.match(intro, /href="https:\/\/git\.example\/edit\/docs\/intro\.md"/, 'its edit link names the doc it stands in for (editLocalizedFiles is off)');
  assert.match(intro, /<span class="navbar__title">Le site<\/span>/);
  assert.match(intro, /alt="Le logo"/);
  assert.match(intro, /<span>Documentation<\/span>/);
  assert.match(intro, />Plus</, "a dropdown's label");
  assert.match(intro, />Ailleurs</, "a dropdown's item");
  assert.match(intro, /<div class="footer__title">Communauté<\/div>/);
  assert.match(intro, />Discussion(<svg[^]*?<\/svg>)?<\/a>/);
  // A copyright that is a paragraph of its own stays inside the copyright's element (a <p> may hold no <p>).
  assert.match(intro, /<div class="footer__copyright"><p>Droits T<\/p><\/div>/);
  assert.doesNotMatch(intro, />(Site|Docs|More|Elsewhere|Community|Chat|Copyright T)</, 'no word of the config is left');
  // The sidebar: categories, a link, a doc item's own label, a folder's _category_ label.
  assert.match(intro, /href="\/docs\/category\/topics">Sujets<\/a>/, "a category's label; its generated index keeps the slug of the label as written");
  assert.match(intro, />Le guide<\/a>/);
  // An external sidebar link has the ↗ icon, as Docusaurus draws it.
  assert.match(intro, /target="_blank" rel="noopener noreferrer">Accueil<svg [^>]*class="icon icon--external"/);
  assert.match(intro, /href="\/docs\/category\/deep">Profond<\/a>/);
  assert.doesNotMatch(intro, />(Topics|The guide|Home site|Deep)</);
  const topics = readPage(dist, '/docs/category/topics/');
  assert.match(topics, /<h1 class="doc__title">Tous les sujets<\/h1>/, "the generated index's title");
  assert.match(topics, /Chaque sujet/, 'and description');
  assert.match(readPage(dist, '/docs/category/deep/'), /<h1 class="doc__title">Profond<\/h1>/, 'without a title of its own, the translated label');
  assert.equal(fs.existsSync(path.join(dist, 'docs/extra')), false, 'a localized file with no doc in docs/ is no page, as in Docusaurus');
  assert.match(fs.readFileSync(path.join(dist, 'docs-versions.json'), 'utf8'), /"label": "Prochaine"/, 'version.label');
  assert.match(run.stderr, /- i18n\/fr\/: docusaurus-plugin-content-blog\/ \(translations docsgen does not read\)\n/);
  assert.doesNotMatch(run.stderr, /navbar\.json|footer\.json|current\.json/, 'the files it reads are not named');
  // A localized copy leading out of the site is refused, as a doc would be.
  const outside = tempDir('locale-files-outside');
  fs.writeFileSync(path.join(outside, 'secret.md'), '# Secret\n');
  fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/guide.md'));
  const refused = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(refused.code, 1, refused.stderr);
  assert.match(refused.stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/guide\.md: this localized copy of docs\/guide\.md is outside the site folder/);
});

test("the rest of code.json's theme words: the tags pages' titles, the 404 page's second sentence, the names screen readers give the breadcrumbs, the pagination and the colour-mode toggle, Docusaurus 2's category count", async () => {
  const dir = tempDir('theme-words-more');
  const write = writerIn(dir);
  const config = (locale: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: '${locale}', locales: ['${locale}'] }, presets: [['classic', { blog: false }]] };\n`;
  write('docusaurus.config.js', config('tr'));
  write('docs/intro.md', '---\ntags: [kurulum, ortak]\n---\n# Giriş\n\nMetin.\n');
  write('docs/second.md', '---\ntags: [ortak]\n---\n# İkinci\n');
  write('docs/group/_category_.json', JSON.stringify({ label: 'Grup', link: { type: 'generated-index' } }));
  write('docs/group/one.md', '# Bir\n');
  write('docs/group/sub/two.md', '# İki\n');
  write('docs/group/sub/three.md', '# Üç\n');
  // As `docusaurus write-translations` writes them; the category count under Docusaurus 2's key.
  const message = (text: string) => ({ message: text, description: 'x' });
  write('i18n/tr/code.json', JSON.stringify({
    'theme.tags.tagsPageTitle': message('Etiketler'),
    'theme.docs.tagDocListPageTitle': message('"{tagName}" ile etiketlenmiş {nDocsTagged}'),
    'theme.docs.tagDocListPageTitle.nDocsTagged': message('Bir doküman etiketlendi|{count} doküman etiketlendi'),
    'theme.NotFound.p2': message('Lütfen sitenin sahibine yazın.'),
    'theme.docs.breadcrumbs.navAriaLabel': message('Gezinti yolu'),
    'theme.docs.breadcrumbs.home': message('Ana sayfa'),
    'theme.docs.paginator.navAriaLabel': message('Dokümanlar sayfası'),
    'theme.colorToggle.ariaLabel': message('Karanlık ve aydınlık mod arasında geçiş yapın (şu anda {mode})'),
    'theme.colorToggle.ariaLabel.mode.light': message('Aydınlık mod'),
    'theme.colorToggle.ariaLabel.mode.dark': message('Karanlık mod'),
    'theme.docs.DocCard.categoryDescription': message('{count} öğe'),
  }));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const tags = readPage(dist, '/docs/tags/');
  assert.match(tags, /<title>Etiketler \| T<\/title>/);
  assert.match(tags, /<h1 class="doc__title">Etiketler<\/h1>/);
  assert.match(readPage(dist, '/docs/tags/kurulum/'), /<h1 class="doc__title">&quot;kurulum&quot; ile etiketlenmiş Bir doküman etiketlendi<\/h1>/);
  assert.match(readPage(dist, '/docs/tags/ortak/'), /<h1 class="doc__title">&quot;ortak&quot; ile etiketlenmiş 2 doküman etiketlendi<\/h1>/);
  const notFound = fs.readFileSync(path.join(dist, '404.html'), 'utf8');
  assert.match(notFound, /<p>Lütfen sitenin sahibine yazın\.<\/p>/, "Docusaurus' second sentence");
  assert.doesNotMatch(notFound, /Go to the/, "in place of docsgen's");
  const intro = readPage(dist, '/docs/intro/');
  assert.match(intro, /<nav class="breadcrumbs theme-doc-breadcrumbs" aria-label="Gezinti yolu">/);
  assert.match(intro, /<a class="breadcrumbs__link" href="\/" aria-label="Ana sayfa">/);
  assert.match(intro, /<nav class="pagination pagination-nav docusaurus-mt-lg" aria-label="Dokümanlar sayfası">/);
  assert.match(intro, /class="navbar__icon-button color-mode-toggle clean-btn" title="Karanlık ve aydınlık mod arasında geçiş yapın \(şu anda Aydınlık mod\)" aria-label="Karanlık ve aydınlık mod arasında geçiş yapın \(şu anda Aydınlık mod\)"/, 'the default mode named');
  assert.match(intro, /"colorModeWords":\{"colorModeToggle":"Karanlık ve aydınlık mod arasında geçiş yapın \(şu anda \{mode\}\)","lightMode":"Aydınlık mod","darkMode":"Karanlık mod","systemMode":"system mode"\}/, 'for the label the client sets after a switch');
  assert.match(readPage(dist, '/docs/category/grup/'), /<p class="card__description">2 öğe<\/p>/, "a subcategory's card");
  // Without code.json: docsgen's words for the toggle in its languages; English sends the client none.
  fs.rmSync(path.join(dir, 'i18n'), { recursive: true });
  write('docusaurus.config.js', config('de'));
  const german = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(german.code, 0, german.stderr);
  assert.match(readPage(dist, '/docs/intro/'), /aria-label="Zwischen dunklem und hellem Modus wechseln \(derzeit heller Modus\)"/);
  write('docusaurus.config.js', config('en'));
  const english = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(english.code, 0, english.stderr);
  const englishIntro = readPage(dist, '/docs/intro/');
  assert.match(englishIntro, /aria-label="Switch between dark and light mode \(currently light mode\)"/);
  assert.doesNotMatch(englishIntro, /colorModeWords/);
});

test('plural forms of the site\'s language: a category card\'s count and a tag page\'s title take the form Intl.PluralRules gives the count (Polish "3 elementy", "5 elementów"), from code.json or docsgen\'s words', async () => {
  const dir = tempDir('plural-forms');
  const write = writerIn(dir);
  const config = (locale: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: '${locale}', locales: ['${locale}'] }, presets: [['classic', { blog: false }]] };\n`;
  write('docusaurus.config.js', config('pl'));
  write('docs/kat/_category_.json', JSON.stringify({ label: 'Kategoria', link: { type: 'generated-index' } }));
  write('docs/kat/one/a.md', '---\ntags: [trzy]\n---\n# A\n');
  for (const name of ['a', 'b', 'c']) write(`docs/kat/three/${name}.md`, `---\ntags: [trzy]\n---\n# ${name}\n`);
  for (const name of ['a', 'b', 'c', 'd', 'e']) write(`docs/kat/five/${name}.md`, `# ${name}\n`);
  write('docs/kat/twentytwo/_category_.json', JSON.stringify({ label: 'twentytwo' }));
  for (let i = 0; i < 22; i++) write(`docs/kat/twentytwo/d${i}.md`, `# D${i}\n`);
  // Docusaurus' Polish: one, few, many (and other) forms.
  write('i18n/pl/code.json', JSON.stringify({
    'theme.docs.DocCard.categoryDescription.plurals': { message: '1 element|{count} elementy|{count} elementów' },
    'theme.docs.tagDocListPageTitle.nDocsTagged': { message: 'Jeden dokument oznaczony|{count} dokumenty oznaczone|{count} dokumentów oznaczonych' },
    'theme.docs.tagDocListPageTitle': { message: '{nDocsTagged} tagiem "{tagName}"' },
  }));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const counts = () => [...readPage(dist, '/docs/category/kategoria/').matchAll(/<h2 class="card__title">(?:<span class="card__icon">[^<]*<\/span>)?([^<]+)<\/h2><p class="card__description">([^<]*)<\/p>/g)].map((m) => `${m[1]}: ${m[2]}`);
  assert.deepEqual(counts(), ['five: 5 elementów', 'one: 1 element', 'three: 3 elementy', 'twentytwo: 22 elementy']);
  assert.match(readPage(dist, '/docs/tags/trzy/'), /<h1 class="doc__title">4 dokumenty oznaczone tagiem &quot;trzy&quot;<\/h1>/);
  // docsgen's own words of a language with such forms (Russian).
  fs.rmSync(path.join(dir, 'i18n'), { recursive: true });
  write('docusaurus.config.js', config('ru'));
  const russian = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(russian.code, 0, russian.stderr);
  assert.deepEqual(counts(), ['five: 5 элементов', 'one: 1 элемент', 'three: 3 элемента', 'twentytwo: 22 элемента']);
  assert.match(readPage(dist, '/docs/tags/trzy/'), /<h1 class="doc__title">4 документа с тегом «trzy»<\/h1>/);
});

test('a code.json with only some of the theme\'s words, in a language docsgen has no words of: the warning names the keys whose words stay English', async () => {
  const dir = tempDir('partial-code-json');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'pl', locales: ['pl'] }, presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Wstęp\n\n## Sekcja\n\n:::note\n\nTreść.\n\n:::\n\n:::tip\n\nWskazówka.\n\n:::\n');
  write('i18n/pl/code.json', JSON.stringify({ 'theme.admonition.note': { message: 'Notatka' }, 'theme.docs.DocCard.categoryDescription.plurals': { message: '1 element|{count} elementy|{count} elementów' } }));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const warning = /- i18n\.defaultLocale "pl": docsgen has no words of this language for its theme, and i18n\/pl\/code\.json gives only some, so the words of these keys stay in English \(give them there, as for Docusaurus\):\n((?: {8}\S[^\n]*\n)+)/.exec(run.stderr);
  assert.ok(warning, run.stderr);
  // Keys of one prefix are written together: "theme.admonition.{tip, info}".
  const keys = warning[1].trim().split(/,\s*(?![^{]*\})|\n\s*/).flatMap((group) => {
    const [, prefix, names] = /^(.*)\.\{(.*)\}$/.exec(group.trim()) ?? [];
    return prefix ? names.split(', ').map((name) => `${prefix}.${name}`) : [group.trim()];
  });
  for (const key of ['theme.TOCCollapsible.toggleButtonLabel', 'theme.docs.paginator.next', 'theme.admonition.tip', 'theme.common.skipToMainContent', 'theme.tags.tagsPageTitle', 'theme.docs.tagDocListPageTitle.nDocsTagged']) assert.ok(keys.includes(key), key);
  assert.ok(!keys.includes('theme.admonition.note') && !keys.includes('theme.docs.DocCard.categoryDescription.plurals'), 'not the keys it gives');
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<div class="admonition__title">Notatka<\/div>/);
  assert.match(intro, /<div class="admonition__title">Tip<\/div>/);
});

test('a versioned repo\'s docs show "Version: 1.0" above their title as Docusaurus does, in the site\'s language (code.json\'s words, else docsgen\'s); none with one version or badge: false', async () => {
  const dir = tempDir('version-badge');
  const write = writerIn(dir);
  const config = (locale: string, docs = '') => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: '${locale}', locales: ['${locale}'] }, presets: [['classic', { blog: false, docs: { ${docs} } }]] };\n`;
  write('docusaurus.config.js', config('tr'));
  write('docs/intro.md', '---\nslug: /\n---\n# Giriş\n\nNext.\n');
  write('versions.json', JSON.stringify(['1.0']));
  write('versioned_docs/version-1.0/intro.md', '---\nslug: /\n---\n# Giriş\n\n## Bölüm\n\nSürüm 1.0.\n');
  write('versioned_docs/version-1.0/group/_category_.json', JSON.stringify({ label: 'Grup', link: { type: 'generated-index' } }));
  write('versioned_docs/version-1.0/group/one.md', '# Bir\n');
  write('i18n/tr/code.json', JSON.stringify({ 'theme.docs.versionBadge.label': { message: 'Versiyon: {versionLabel}' } }));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const badge = /<span class="theme-doc-version-badge badge badge--secondary">([^<]*)<\/span>/;
  const intro = readPage(dist, '/docs/');
  assert.equal(badge.exec(intro)?.[1], 'Versiyon: 1.0');
  assert.ok(intro.indexOf('theme-doc-version-badge') < intro.indexOf('<h1 class="doc__title">'), 'above the title');
  assert.equal(badge.exec(readPage(dist, '/docs/category/grup/'))?.[1], 'Versiyon: 1.0', 'a generated index too');
  // docsgen's words of the language, and English.
  fs.rmSync(path.join(dir, 'i18n'), { recursive: true });
  write('docusaurus.config.js', config('fr'));
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  assert.equal(badge.exec(readPage(dist, '/docs/'))?.[1], 'Version : 1.0');
  write('docusaurus.config.js', config('en', "versions: { '1.0': { label: 'v1 (stable)' } }"));
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  assert.equal(badge.exec(readPage(dist, '/docs/'))?.[1], 'Version: v1 (stable)');
  // Docusaurus' versions[v].badge: false turns it off; one version in all (the current docs left out) has none.
  write('docusaurus.config.js', config('en', "versions: { '1.0': { badge: false } }"));
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  assert.doesNotMatch(readPage(dist, '/docs/'), /theme-doc-version-badge/);
  write('docusaurus.config.js', config('en', 'includeCurrentVersion: false'));
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  assert.doesNotMatch(readPage(dist, '/docs/'), /theme-doc-version-badge/);
  // A repo without versions: none.
  fs.rmSync(path.join(dir, 'versions.json'));
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  assert.match(readPage(dist, '/docs/'), /Next\./);
  assert.doesNotMatch(readPage(dist, '/docs/'), /theme-doc-version-badge/);
});

test('the repo\'s own plugins are called as Docusaurus calls them: the PostCSS plugins their configurePostCss adds (Tailwind\'s, most often) make the custom CSS; their other hooks are named', async () => {
  const dir = tempDir('postcss-plugins');
  const write = writerIn(dir);
  // The site's own postcss (real, from docsgen's dev dependencies), as a Docusaurus repo has it installed.
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(repoRoot, 'node_modules/postcss'), path.join(dir, 'node_modules/postcss'));
  write('docusaurus.config.js', [
    'module.exports = {',
    "  title: 'T', url: 'https://t.example', baseUrl: '/',",
    "  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],",
    '  plugins: [',
    '    async function utilityClasses() {',
    "      return { name: 'utility-classes', configurePostCss(options) { options.plugins.push(require('./plugins/utilities.js')); return options; } };",
    '    },',
    "    './plugins/brand',",
    "    function pagesPlugin() { return { name: 'pages', configurePostCss: (o) => o, contentLoaded() {} }; },",
    '  ],',
    '};',
  ].join('\n'));
  // Stands in for Tailwind: an at-rule the plugin replaces with the rules of the classes.
  write('plugins/utilities.js', "module.exports = { postcssPlugin: 'utilities', AtRule: { utilities(atRule, { postcss }) { atRule.replaceWith(postcss.rule({ selector: '.flex' }).append({ prop: 'display', value: 'flex' })); } } };\n");
  write('plugins/brand.js', "module.exports = function brand() {\n  return { name: 'brand', configurePostCss(options) { options.plugins.push({ postcssPlugin: 'brand', Declaration: { color(decl) { if (decl.value === 'brand') decl.value = '#123456'; } } }); return options; } };\n};\n");
  write('src/css/custom.css', '@utilities;\n.hero { color: brand; }\n');
  write('docs/intro.md', '# Intro\n\nHello.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const cssFile = /<link rel="stylesheet" href="\/(assets\/css\/styles\.[A-Z0-9]+\.css)"/.exec(readPage(dist, '/docs/intro'.concat('/')))?.[1];
  assert.ok(cssFile, 'the page links its stylesheet');
  const css = fs.readFileSync(path.join(dist, cssFile), 'utf8');
  assert.ok(css.includes('.flex{display:flex}'), "the function plugin's PostCSS plugin ran");
  assert.ok(css.includes('.hero{color:#123456}'), "the plugin module's (named by path) too");
  assert.ok(!/@utilities|color:brand/.test(css), 'nothing left unprocessed');
  assert.match(run.stderr, /- plugins\[2\] \(the plugin function pagesPlugin: docsgen follows its configurePostCss and configureWebpack's resolve.alias only, not contentLoaded\)\n/);
  assert.doesNotMatch(run.stderr, /plugins\[[01]\]/, 'the two whose only hook is configurePostCss are fully followed');
  // Without the postcss package (the same repo, not installed): a clear error, and the previous dist/ stays.
  const bare = tempDir('postcss-missing');
  fs.cpSync(dir, bare, { recursive: true, filter: (file) => !file.includes(`${path.sep}node_modules`) });
  const missing = await runCliHosted(['build', '--no-cache'], bare);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /docusaurus\.config\.js: the site has PostCSS plugins but no postcss package in its node_modules\n.*npm install postcss/);
  assert.doesNotMatch(missing.stderr, /    at /, 'no stack trace');
  assert.ok(fs.existsSync(path.join(bare, 'dist', cssFile)), 'the previous build is kept');  // future.v4 puts the theme in a cascade layer; a plugin that sets its own list of PostCSS plugins
  // (`options.plugins = [tailwind]`) drops Docusaurus' layering plugin with the others: no layer then.
  const layered = async (hook: string) => {
    write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', future: { v4: true }, presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]], plugins: [() => ({ name: 'tailwind', configurePostCss(options) { ${hook} return options; } })] };\n`);
    const built = await runCliHosted(['build', '--no-cache'], dir);
    assert.equal(built.code, 0, built.stderr);
    const file = /<link rel="stylesheet" href="\/(assets\/css\/styles\.[A-Z0-9]+\.css)"/.exec(readPage(dist, '/docs/intro/'))?.[1];
    return fs.readFileSync(path.join(dist, file!), 'utf8').includes('@layer docsgen');
  };
  assert.equal(await layered("options.plugins.push(require('./plugins/utilities.js'));"), true, 'pushed: the theme in its layer');
  assert.equal(await layered("options.plugins = [require('./plugins/utilities.js')];"), false, 'replaced: unlayered, as Infima stays under Docusaurus');
});

test('constructs of a tenth round of real repos: tel: and mail: links, a full URL into the site, DocCardList descriptions, Tabs className and TabItem attributes, {2} beside a magic comment, an unlisted doc (its banner), an untitled doc, a blog without its folder, a repo without a home page', async () => {
  const dir = tempDir('real-constructs-10');
  const write = writerIn(dir, { homePage: false });
  const config = (blog: string, brokenLinks = '') =>
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${brokenLinks} presets: [['classic', { blog: ${blog} }]], themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }, { href: 'tel:0746059748', label: 'Call' }] }, footer: { links: [{ title: 'Contact', items: [{ label: 'Mail', href: 'mail:team@t.example' }, { label: 'Mailto', href: 'mailto:team@t.example' }] }] } } };\n`;
  write('docusaurus.config.js', config('false'));
  write('docs/intro.md', '---\nslug: /start\n---\n# Intro\n\nSee [pricing](https://t.example/pricing).\n\n```js {2}\nconst a = 1;\nconst b = 2;\n// highlight-next-line\nconst c = 3;\n```\n');
  write('docs/proj/README.mdx', "import DocCardList from '@theme/DocCardList';\n\n# Projects\n\n<DocCardList />\n");
  write('docs/proj/alpha.md', '# Alpha\n\nThe first <b>project</b>, with [a link](../intro.md).\nA second line of the same paragraph.\n');
  write('docs/proj/my_other-doc.md', 'Text with no heading.\n');
  write('docs/proj/hidden.md', '---\nunlisted: true\n---\n# Hidden\n\nOnly by link.\n');
  write('docs/group/_category_.json', JSON.stringify({ label: 'Group', link: { type: 'generated-index' } }));
  write('docs/group/one.md', '# One\n\nThe one.\n');
  write('docs/group/sub/two.md', '# Two\n\nThe two.\n');
  write('docs/tabs.mdx', "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Tabs\n\n<Tabs className=\"my-tabs\">\n  <TabItem value=\"a\" label=\"A\">One.</TabItem>\n  <TabItem value=\"b\" label=\"B\" attributes={{ className: 'orange', 'data-x': 'y' }}>Two.</TabItem>\n</Tabs>\n");
  // No home page, onBrokenLinks 'throw' by default: the navbar's logo links to "/", which is no page.
  const noHome = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(noHome.code, 1, noHome.stderr);
  assert.match(noHome.stderr, /docusaurus\.config\.js: the navbar's title and logo link to the home page "\/", which is no page: broken link "\/"\n/);
  assert.doesNotMatch(noHome.stderr, /✖ [^\n]*pricing/, 'a full URL into the site stops no build (Docusaurus checks none)');
  // A blog on (its folder missing) makes its empty list page, as Docusaurus' does; a link to no page
  // elsewhere still fails the build.
  write('docusaurus.config.js', config('{ showReadingTime: true }'));
  const stillNoHome = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(stillNoHome.code, 1, stillNoHome.stderr);
  assert.match(stillNoHome.stderr, /broken link "\/"/);
  // With broken links as warnings the site builds; its breadcrumbs have no home link to give.
  write('docusaurus.config.js', config('{ showReadingTime: true }', "onBrokenLinks: 'warn',"));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /docs\/intro\.md:6: broken link "https:\/\/t\.example\/pricing"/, 'still named');
  assert.doesNotMatch(run.stderr, /blog/, 'the blog is built, not named as skipped');
  const dist = path.join(dir, 'dist');
  const intro = readPage(dist, '/docs/start/');
  assert.doesNotMatch(intro, /aria-label="Home page"/);
  assert.match(intro, /<a class="navbar__link" href="\/blog"><span>Blog<\/span>/, "the blog's navbar link leads to its list page");
  const list = readPage(dist, '/blog/');
  assert.match(list, /<title>Blog \| T<\/title>/);
  assert.doesNotMatch(list, /<article class="blog-post">/, 'no post to list');
  assert.match(intro, /<a class="navbar__link" href="tel:0746059748" target="_blank" rel="noopener noreferrer"><span>Call<\/span>/);
  assert.match(intro, /href="mail:team@t\.example"/);
  assert.match(intro, /href="mailto:team@t\.example"/);
  // `{2}` is the highlight: the magic comment stays a line of code, as Docusaurus reads it.
  const lines = [...intro.matchAll(/<span class="code-line( code-line--highlighted theme-code-block-highlighted-line)?">/g)].map((m) => Boolean(m[1]));
  assert.deepEqual(lines, [false, true, false, false]);
  assert.match(intro, /highlight-next-line/);
  const projects = readPage(dist, '/docs/proj/');
  assert.match(projects, /<a class="card doc-card padding--lg theme-doc-card-container" href="\/docs\/proj\/alpha"><h2 class="card__title doc-card__title"><span class="card__icon">📄️<\/span>Alpha<\/h2><p class="card__description doc-card__description">The first project, with a link\.<\/p><\/a>/);
  assert.match(projects, /<h2 class="card__title doc-card__title"><span class="card__icon">📄️<\/span>my_other-doc<\/h2><p class="card__description doc-card__description">Text with no heading\.<\/p>/, 'titled by its file name as written');
  assert.doesNotMatch(projects, /Hidden/, 'an unlisted doc is no card');
  const hidden = readPage(dist, '/docs/proj/hidden/');
  assert.match(hidden, /<aside class="sidebar theme-doc-sidebar-container" id="doc-drawer"/, 'an unlisted doc shows the sidebar it would be in');
  assert.doesNotMatch(hidden.slice(hidden.indexOf('sidebar__nav')), /href="\/docs\/proj\/hidden"/, 'without itself');
  assert.match(hidden, /<aside class="theme-admonition theme-admonition-caution admonition--caution theme-unlisted-banner" role="note"><div class="admonition__title">Unlisted page<\/div><div class="admonition__content"><p>This page is not listed: search engines do not index it, and only readers with a direct link can reach it\.<\/p><\/div><\/aside>/, 'its reader is told it is unlisted');
  // A generated index's cards carry Docusaurus' icons: a doc's, a category's.
  const group = readPage(dist, '/docs/category/group/');
  assert.deepEqual([...group.matchAll(/<h2 class="card__title"><span class="card__icon">([^<]+)<\/span>([^<]+)<\/h2>/g)].map((m) => `${m[1]} ${m[2]}`), ['📄️ One', '🗃 sub']);
  const tabs = readPage(dist, '/docs/tabs/');
  assert.match(tabs, /<div class="tabs__list my-tabs" role="tablist">/);
  assert.match(tabs, /<button data-x="y" type="button" role="tab" class="tabs__tab tabs__item orange" data-tab="b"/);
});

test('constructs of an eleventh round of real repos: a "# " heading after a component, a relative link to a category page, react-dom in components, a configureWebpack alias (static and hydrated), a quote as the description, tag pages in Chinese', async () => {
  const dir = tempDir('real-constructs-11');
  const write = writerIn(dir);
  write(
    'docusaurus.config.js',
    "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] }, presets: [['classic', { blog: false }]], plugins: ['./plugins/alias.js'] };\n",
  );
  // A local plugin whose only hook sets an import alias, as shadcn-style repos do.
  write('plugins/alias.js', "const path = require('path');\nmodule.exports = function aliases() {\n  return { name: 'aliases', configureWebpack() { return { resolve: { alias: { '@': path.resolve(__dirname, '../src') } } }; } };\n};\n");
  write('src/components/Back.js', "import { flushSync } from 'react-dom';\nexport default function Back() {\n  return <a className=\"back\" href=\"/docs/intro\">Back ({typeof flushSync})</a>;\n}\n");
  write('src/components/Clicker.js', "import { useState } from 'react';\nimport { createPortal } from 'react-dom';\nexport default function Clicker() {\n  const [n, setN] = useState(0);\n  return <button className=\"clicker\" onClick={() => setN(n + 1)}>Clicked {n} {typeof createPortal}</button>;\n}\n");
  write('docs/intro.mdx', "---\ntags: [光束]\n---\nimport Back from '@/components/Back';\nimport Clicker from '@/components/Clicker';\n\n<Back />\n\n# 组件之后的标题\n\n> 一句话摘要：光束的说明。\n\n正文。See [the group](./category/group/).\n\n<Clicker />\n");
  write('docs/group/_category_.json', JSON.stringify({ label: 'Group', link: { type: 'generated-index' } }));
  write('docs/group/one.md', '---\ntags: [光束]\n---\n# One\n\nThe one.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /plugins\[0\]|cannot provide/, 'the alias plugin is followed whole');
  const dist = path.join(dir, 'dist');
  const intro = readPage(dist, '/docs/intro/');
  // The heading written after the component is the page's only h1; the page is titled by its file name.
  assert.deepEqual([...intro.matchAll(/<h1[^>]*>([^<]*)</g)].map((m) => m[1]), ['组件之后的标题']);
  assert.match(intro, /<title>intro \| T<\/title>/);
  assert.match(intro, /<meta name="description" content="一句话摘要：光束的说明。"\/>/, 'the quote is the first line');
  assert.match(intro, /<a class="back" href="\/docs\/intro">Back \(<!-- -->function<!-- -->\)<\/a>|<a class="back" href="\/docs\/intro">Back \(function\)<\/a>/);
  assert.match(intro, /See <a href="\/docs\/category\/group\/">the group<\/a>/, 'read from the page URL /docs/intro, as Docusaurus resolves it');
  // The interactive component came through the alias in the browser's chunk too.
  const chunk = /data-island="Page" data-module="(\/assets\/js\/doc-chunk[^"]+|\/assets\/js\/doc-[^"]+)"/.exec(intro)?.[1];
  assert.ok(chunk, 'the doc hydrates');
  assert.match(fs.readFileSync(path.join(dist, chunk), 'utf8'), /Clicked/);
  assert.match(readPage(dist, '/docs/tags/'), /<title>标签 \| T<\/title>/);
  assert.match(readPage(dist, '/docs/tags/光束/'), /<h1 class="doc__title">2 篇文档带有标签「光束」<\/h1>/);
});

test('serve with PostCSS plugins: a doc that uses a new class gets it in a new stylesheet, as Tailwind scans the pages', async () => {
  const dir = tempDir('postcss-serve');
  const write = writerIn(dir);
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(repoRoot, 'node_modules/postcss'), path.join(dir, 'node_modules/postcss'));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]], plugins: [function scan() { return { name: 'scan', configurePostCss(o) { o.plugins.push(require('./plugins/scan.js')); return o; } }; }] };\n");
  // Stands in for Tailwind: a rule for each `u-<colour>` class the docs use.
  write('plugins/scan.js', "const fs = require('fs');\nconst path = require('path');\nmodule.exports = { postcssPlugin: 'scan', Once(root, { postcss }) {\n  const dir = path.join(__dirname, '../docs');\n  const used = new Set(fs.readdirSync(dir).flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').match(/u-[a-z]+/g) ?? []));\n  for (const name of used) root.append(postcss.rule({ selector: `.${name}` }).append({ prop: 'color', value: name.slice(2) }));\n} };\n");
  write('src/css/custom.css', '.base { margin: 0; }\n');
  write('docs/intro.md', '# Intro\n\n<p className="u-red">Red.</p>\n');
  const { site: dev, update } = await DevSite.start(path.join(dir, 'docusaurus.config.js'));
  const stylesheet = (files: SiteFile[]) => files.find((f) => /^assets\/css\/styles\.[0-9A-Za-z]+\.css$/.test(f.path));
  const first = stylesheet(update.delta.set);
  assert.ok(first && String(first.contents).includes('.u-red{color:red}'), 'the first stylesheet has the class the doc uses');
  write('docs/intro.md', '# Intro\n\n<p className="u-red">Red.</p>\n\n<p className="u-blue">Blue.</p>\n');
  const changed = await dev.change([path.join(dir, 'docs/intro.md')]);
  const second = stylesheet(changed.delta.set);
  assert.ok(second && second.path !== first.path && String(second.contents).includes('.u-blue{color:'), `a new stylesheet with the new class: ${second?.path} ${String(second?.contents ?? '').slice(-60)}`);
  assert.equal(changed.reload, true, 'open pages load it');
  // An edit that uses no new class makes the same stylesheet: the pages update in place.
  write('docs/intro.md', '# Intro\n\n<p className="u-red">Red!</p>\n\n<p className="u-blue">Blue.</p>\n');
  const same = await dev.change([path.join(dir, 'docs/intro.md')]);
  assert.equal(same.reload, false);
});

test('constructs of a twelfth round of real repos: sidebar link items are no pages of the pagination, the last breadcrumb is the sidebar label, descriptions as Docusaurus takes them', async () => {
  const dir = tempDir('real-constructs-12');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['a', { type: 'link', label: 'Absolute internal link', href: '/docs/b' }, { type: 'category', label: 'Cat', items: ['b'] }, \"Heron's_formula\"] };\n");
  write('docs/a.md', '# A\n\n## Objet\n\nText.\n');
  write('src/pages/about.md', '# About us\n\nWho we are.\n');
  // A file name with an apostrophe (a real repo's Heron's_formula.md) is a page, as Docusaurus builds it.
  write("docs/Heron's_formula.md", "# Heron's formula\n\nThe area of a triangle.\n");
  write('docs/b.md', '---\nsidebar_label: Short label\n---\n# Long page title\n\n1. Alpha\n2. Beta\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const a = readPage(dist, '/docs/a/');
  assert.match(a, /<a class="pagination__link pagination__link--next pagination-nav__link pagination-nav__link--next" href="\/docs\/b" rel="next"><span class="pagination__sub pagination-nav__sublabel">Next<\/span><span class="pagination__label pagination-nav__label">Short label<\/span>/, 'the link item is passed over');
  assert.match(a, /<meta name="description" content="Objet"\/>/, 'a heading after the title is the first line');
  const b = readPage(dist, '/docs/b/');
  assert.match(b, /<span class="breadcrumbs__link" aria-current="page">Short label<\/span>/);
  assert.match(b, /"name":"Short label","item":"https:\/\/t\.example\/docs\/b"/, 'the JSON-LD trail says the same');
  assert.match(b, /<title>Long page title \| T<\/title>/);
  assert.match(b, /<meta name="description" content="1\. Alpha"\/>/);
  const heron = readPage(dist, "/docs/Heron's_formula/");
  assert.match(heron, /<a class="menu__link menu__link--active" href="\/docs\/Heron&#x27;s_formula" aria-current="page">Heron&#x27;s formula<\/a>/);
  assert.match(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/t\.example\/docs\/Heron's_formula<\/loc>/);
  const about = readPage(dist, '/about/');
  assert.match(about, /About us/);
  assert.doesNotMatch(about, /class="breadcrumbs[ "]/, 'a page of src/pages has none');
});

test('a versioned repo: its last version is built at the docs\' root from versioned_docs and versioned_sidebars, the others at theirs; lastVersion current puts docs/ there', async () => {
  const dir = tempDir('versions');
  const write = writerIn(dir);
  const config = (docs: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: require.resolve('./sidebars.js')${docs} } }]] };\n`;
  write('docusaurus.config.js', config(''));
  write('sidebars.js', "module.exports = { docs: ['intro', 'draft-only'] };\n");
  write('docs/intro.md', '# Intro\n\nUnreleased text.\n');
  write('docs/draft-only.md', '# Draft only\n\nNot released yet.\n');
  write('versions.json', JSON.stringify(['1.0', '0.9']));
  write('versioned_docs/version-1.0/intro.md', '# Intro\n\nReleased 1.0 text.\n');
  write('versioned_docs/version-1.0/released-only.md', '# Released only\n\nIn 1.0.\n');
  write('versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ docs: ['intro', { type: 'category', label: 'More', items: ['released-only'] }] }));
  write('versioned_docs/version-0.9/intro.md', '# Intro\n\nOld.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.match(readPage(dist, '/docs/intro/'), /Released 1\.0 text\./, 'Docusaurus serves the last version at /docs/');
  assert.match(readPage(dist, '/docs/released-only/'), /<a class="menu__link menu__link--category menu__link--toggle menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true" role="button" href="\/docs\/released-only"[^>]*>More<\/a>/, "the version's own sidebar");
  assert.ok(!fs.existsSync(path.join(dist, 'docs/draft-only')), 'the unreleased docs are not at the docs\' root');
  assert.match(readPage(dist, '/docs/next/draft-only/'), /Not released yet\./, 'the current docs are at /docs/next/');
  assert.match(readPage(dist, '/docs/0.9/intro/'), /Old\./);
  assert.doesNotMatch(run.stderr, /docs versions/);
  // lastVersion: 'current' serves docs/ there instead, and 1.0 at /docs/1.0/.
  write('docusaurus.config.js', config(", lastVersion: 'current'"));
  const current = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(current.code, 0, current.stderr);
  assert.match(readPage(dist, '/docs/intro/'), /Unreleased text\./);
  assert.match(readPage(dist, '/docs/1.0/intro/'), /Released 1\.0 text\./);
  assert.ok(!fs.existsSync(path.join(dist, 'docs/next')));
  assert.doesNotMatch(current.stderr, /docs versions/);
  // A versioned sidebars file as Docusaurus 1 and early 2 wrote it (version-1.0-docs, version-1.0/intro) reads as Docusaurus 2 reads it.
  write('docusaurus.config.js', config(''));
  write('versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ 'version-1.0-docs': ['version-1.0/intro', { type: 'category', label: 'More', items: [{ type: 'doc', id: 'version-1.0/released-only' }] }] }));
  const legacy = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(legacy.code, 0, legacy.stderr);
  assert.doesNotMatch(legacy.stderr, /in no sidebar/);
  assert.match(readPage(dist, '/docs/released-only/'), /role="button" href="\/docs\/released-only"[^>]*>More<\/a>/);
});

test('a swizzled MDXComponents as real repos write it: @theme-original components, Admonition from the original map, element replacements named', async () => {
  const dir = tempDir('mdx-components-swizzle');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('src/theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport CodeBlock from '@theme-original/CodeBlock';\nimport DocCardList from '@theme-original/DocCardList';\n\nexport default {\n  ...MDXComponents,\n  CodeBlock,\n  DocCardList,\n  Admonition: MDXComponents.admonition,\n  a: (props) => <a {...props} className=\"ext-link\" />,\n};\n");
  write('docs/intro.mdx', '# Intro\n\n<CodeBlock language="js">const a = 1;</CodeBlock>\n\n<Admonition type="tip" title="Hint">Body text</Admonition>\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<div class="code-block theme-code-block" data-language="js">/);
  assert.match(intro, /<aside class="theme-admonition theme-admonition-tip admonition--tip alert alert--success" role="note"><div class="admonition__title">Hint<\/div>/);
  assert.match(run.stderr, /- src\/theme\/MDXComponents\.js: its replacements of HTML elements \(a\) are not used \(docsgen draws those elements itself; its capitalized components are used\)\n/);
});

test("a web font @imported after other rules of the custom CSS comes first in the stylesheet, and its origin is in the security policy's style-src", async () => {
  const dir = tempDir('css-import-font');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n");
  write('src/css/custom.css', ":root { --brand: teal; }\n@import url('https://fonts.example/css2?family=Inter&display=swap');\n");
  write('docs/intro.md', '# Intro\n\nText.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const cssFile = /<link rel="stylesheet" href="\/(assets\/css\/styles\.[A-Z0-9]+\.css)"/.exec(readPage(dist, '/docs/intro/'))?.[1];
  assert.ok(cssFile);
  const css = fs.readFileSync(path.join(dist, cssFile), 'utf8');
  assert.match(css, /^@import ?(?:url\()?"?https:\/\/fonts\.example\/css2\?family=Inter&display=swap"?\)?;/, css.slice(0, 120));
  assert.equal(css.match(/@import/g)?.length, 1);
  assert.match(fs.readFileSync(path.join(dist, '_headers'), 'utf8'), /style-src 'self' 'unsafe-inline' https:\/\/fonts\.example;/);
});

test("routeBasePath '' serves the docs at the site's root, as '/' does, the openapi-docs plugin's pages too", async () => {
  const dir = tempDir('route-base-empty');
  const write = writerIn(dir, { homePage: false });
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { routeBasePath: '', sidebarPath: false } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { render: { specPath: 'openapi/render.yaml', outputDir: 'docs/render' } } }]] };\n");
  write('docs/index.md', '---\nslug: /\n---\n# Home\n\nHello.\n');
  write('docs/other.md', '# Other\n');
  write('openapi/render.yaml', fs.readFileSync(path.join(repoRoot, 'test/fixtures/docusaurus-site/openapi/render.yaml'), 'utf8'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const files = listFiles(path.join(dir, 'dist'));
  for (const f of ['index.html', 'other/index.html', 'render/list-scenes/index.html']) assert.ok(files.includes(f), `${f} is missing: ${files.filter((x) => x.endsWith('.html')).join(' ')}`);
  assert.ok(!files.some((f) => f.startsWith('docs/')), 'nothing under /docs/');
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<h1 class="doc__title">Home<\/h1>/);
});

test("<DocCardList /> on a category's page lists the category as its sidebar has it: docs, subcategories with their item counts (with or without a page of their own), links", async () => {
  const dir = tempDir('doc-card-categories');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/cards/index.mdx', "# Cards\n\nimport DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n");
  write('docs/cards/a.md', '---\nsidebar_position: 1\n---\n# A\n\nThe first doc.\n');
  write('docs/cards/with-index/index.md', '# With index\n\nIndex doc text.\n');
  write('docs/cards/with-index/x.md', '# X\n');
  write('docs/cards/no-index/y.md', '# Y\n');
  write('docs/cards/no-index/z.mdx', "import DocCardList from '@theme/DocCardList';\n\n# Z\n\nThe last doc.\n\n<DocCardList />\n");
  write('docs/plain.mdx', "# Plain\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/cards/');
  const cards = [...html.matchAll(/<a class="card doc-card padding--lg theme-doc-card-container" href="([^"]+)"><h2 class="card__title doc-card__title"><span class="card__icon">([^<]+)<\/span>([^<]+)<\/h2>(?:<p class="card__description doc-card__description">([^<]*)<\/p>)?/g)].map((m) => `${m[1]} ${m[2]} ${m[3]} | ${m[4] ?? ''}`);
  assert.deepEqual(cards, ['/docs/cards/a 📄️ A | The first doc.', '/docs/cards/no-index/y 🗃 no-index | 2 items', '/docs/cards/with-index/ 🗃 With index | 1 item']);
  // A doc in a category lists the deepest category holding it, itself among them; a top-level doc, the
  // sidebar's top-level items (Docusaurus 3's useCurrentSidebarSiblings).
  const hrefs = (route: string) => [...readPage(path.join(dir, 'dist'), route).matchAll(/<a class="card doc-card padding--lg theme-doc-card-container" href="([^"]+)">/g)].map((m) => m[1]);
  assert.deepEqual(hrefs('/docs/cards/no-index/z/'), ['/docs/cards/no-index/y', '/docs/cards/no-index/z']);
  assert.deepEqual(hrefs('/docs/plain/'), ['/docs/cards/', '/docs/plain']);
});

test('the site\'s MDX components (src/theme/MDXComponents) reach the partials a doc imports, and a page\'s <MDXContent>; a partial\'s interactive one hydrates the doc', async () => {
  const dir = tempDir('global-components');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('src/components/Accordion.js', "import React, { useState } from 'react';\nexport default function Accordion({ title, children }) {\n  const [open, setOpen] = useState(false);\n  return <div className=\"accordion\"><button onClick={() => setOpen(!open)}>{title}</button>{open ? children : null}</div>;\n}\n");
  write('src/theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport Accordion from '@site/src/components/Accordion';\nexport default { ...MDXComponents, Accordion };\n");
  write('docs/_parts/questions.mdx', '## Questions\n\n<Accordion title="Why beams?">Because.</Accordion>\n');
  write('docs/faq.mdx', "import Questions from './_parts/questions.mdx';\n\n# FAQ\n\n<Questions />\n");
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport MDXContent from '@theme/MDXContent';\nimport Questions from '@site/docs/_parts/questions.mdx';\nexport default function Home() {\n  return <Layout><MDXContent><Questions /></MDXContent></Layout>;\n}\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const faq = readPage(path.join(dir, 'dist'), '/docs/faq/');
  assert.match(faq, /<div class="accordion"><button>Why beams\?<\/button><\/div>/, 'the partial draws the global component');
  assert.match(faq, /data-island="Page"/, 'which is interactive: the doc hydrates');
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<div class="accordion"><button>Why beams\?<\/button><\/div>/, 'in the page too');
});

test("a folder's own page (foo/foo.md, index.md) stays one of its category's items when _category_ gives the category another link (a generated index, a doc)", async () => {
  const dir = tempDir('index-doc-item');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/foo/_category_.json', JSON.stringify({ label: 'Foo', link: { type: 'generated-index', description: 'Foo notes' } }));
  write('docs/foo/foo.md', '---\nid: foo-notes\ntitle: Foo Notes\n---\n\nFoo body.\n');
  write('docs/foo/other.md', '# Other\n');
  write('docs/bar/_category_.json', JSON.stringify({ label: 'Bar', link: { type: 'doc', id: 'bar/setup' } }));
  write('docs/bar/index.md', '# Bar home\n');
  write('docs/bar/setup.md', '# Setup\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /in no sidebar/);
  const html = readPage(path.join(dir, 'dist'), '/docs/intro/');
  const links = [...html.matchAll(/class="menu__link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(links, ['Bar /docs/bar/setup', 'Bar home /docs/bar/', 'Foo /docs/category/foo', 'Foo Notes /docs/foo/', 'Other /docs/foo/other', 'Intro /docs/intro']);
});

test("an autogenerated sidebar over docusaurus-plugin-openapi-docs' outputDir lists the API group's docs as the plugin's files: Introduction, then operations and tag docs by file name", async () => {
  const dir = tempDir('autogenerated-api');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { render: { specPath: 'openapi/render.yaml', outputDir: 'docs/reference/render', sidebarOptions: { categoryLinkSource: 'tag' } } } }]] };\n");
  write('sidebars.js', "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('openapi/render.yaml', fs.readFileSync(path.join(repoRoot, 'test/fixtures/docusaurus-site/openapi/render.yaml'), 'utf8'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const links = (route: string, sidebar: string) => {
    const html = readPage(path.join(dir, 'dist'), route);
    const nav = html.slice(html.indexOf(`data-sidebar="${sidebar}"`), html.indexOf('</nav>', html.indexOf(`data-sidebar="${sidebar}"`)));
    return [...nav.matchAll(/class="menu__link[^"]*"(?: aria-expanded="\w+")?(?: role="button")? href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
  };
  const flat = ['Introduction /docs/reference/render/lumagraph-render-api', 'Check the service /docs/reference/render/get-health', 'List scenes /docs/reference/render/list-scenes'];
  // The whole docs folder: the API's folders are categories, as the plugin's files made them; in
  // the outputDir, its files, flat, the info doc first, then by file name.
  const docs = links('/docs/intro/', 'docs');
  assert.deepEqual(docs.slice(0, 4), ['Intro /docs/intro', 'reference /docs/reference/render/lumagraph-render-api', 'render /docs/reference/render/lumagraph-render-api', ...flat.slice(0, 1)]);
  assert.deepEqual(docs.slice(4).map((l) => l.split(' /')[0]), ['Create a scene', 'Delete a scene', 'Check the service', 'Get an access token', 'List scenes', 'Access tokens', 'Scenes'], 'create-scene.api.mdx … list-scenes.api.mdx, o-auth-2-tokens.tag.mdx, scenes.tag.mdx');
  assert.ok(docs.includes(flat[1]) && docs.includes(flat[2]) && docs.includes('Scenes /docs/reference/render/scenes'), docs.join('\n'));
  // The API pages show that sidebar too.
  assert.deepEqual(links('/docs/reference/render/list-scenes/', 'docs'), docs);
});

test("a link to a file the site does not publish is a broken link, as Docusaurus' check finds it; one to a static file is not", async () => {
  const dir = tempDir('file-links');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { blog: false }]] };\n");
  write('static/files/manual.pdf', '%PDF-1.4\n');
  write('docs/intro.md', '# Intro\n\nThe [manual](/files/manual.pdf) and a [thumbnail](img/missing.png).\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /docs\/intro\.md:3: broken link "img\/missing\.png": there is no page, redirect or file at \/docs\/img\/missing\.png/);
  assert.doesNotMatch(run.stderr, /manual\.pdf/);
});

test("constructs of round seventeen: a page's require()d images are published, its broken <Link> is named, no ◆ without a logo, a docSidebar item is active (aria-current, in the drawer too) on its sidebar's pages under a base URL, customCss url(/img/…) under the base URL", async () => {
  const dir = tempDir('round-17');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/base/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' }, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { navbar: { title: 'T', items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { type: 'doc', docId: 'intro', label: 'Start' }, { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { href: 'https://else.example', label: 'Elsewhere' }] }] }, footer: { copyright: 'T' } } };\n");
  write('sidebars.js', "module.exports = { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n");
  write('src/css/custom.css', ".hero--primary { background-image: url('/img/bg.png'); }\n");
  write('static/img/bg.png', 'png');
  write('static/img/logo.png', 'png');
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nexport default function Home() {\n  return <Layout><img src={require('@site/static/img/logo.png').default} alt=\"logo\" /><Link to=\"/docs/missing\">Start</Link><Link to=\"/docs/intro\">Intro</Link></Layout>;\n}\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/other.md', '# Other\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /src\/pages\/index\.js: broken link "\/base\/docs\/missing": there is no page, redirect or file at \/base\/docs\/missing/);
  assert.doesNotMatch(run.stderr, /broken link "\/base\/docs\/intro"/);
  const dist = path.join(dir, 'dist');
  const logo = /<img src="\/base\/(assets\/images\/logo\.[0-9a-f]{10}\.png)" alt="logo"/.exec(readPage(dist, '/'))?.[1];
  assert.ok(logo && fs.existsSync(path.join(dist, logo)), `the required image is published (${logo})`);
  const other = readPage(dist, '/docs/other/');
  assert.doesNotMatch(other, /◆/, 'no mark stands for a logo the repo does not have');
  assert.match(other, /<footer class="footer footer--pale theme-layout-footer">/, "Docusaurus' footer is light unless the repo says dark (and carries no footer--light, as there)");
  assert.match(other, /<a class="navbar__link navbar__link--active" href="\/base\/docs\/intro" aria-current="page"><span>Docs<\/span>/, "the sidebar's item is active on another of its pages");
  assert.match(other, /<a class="navbar__link navbar__link--active" href="\/base\/docs\/intro" aria-current="page"><span>Start<\/span>/, "so is a doc item, on the pages of its doc's sidebar");
  assert.match(other, /<button type="button" class="navbar__link navbar__dropdown-toggle navbar__link--active"[^>]*>More<\/button><ul class="navbar__dropdown-menu dropdown__menu"><li><a class="navbar__dropdown-link dropdown__link navbar__dropdown-link--active dropdown__link--active" href="\/base\/docs\/intro" aria-current="page">Intro<\/a><\/li><li><a class="navbar__dropdown-link dropdown__link" href="https:\/\/else\.example"/, 'and a dropdown holding one');
  assert.match(other, /<a class="drawer__link drawer__link--active" href="\/base\/docs\/intro" aria-current="page">Docs<\/a>/, "the phone drawer's item marked for screen readers as the bar's");
  assert.doesNotMatch(readPage(dist, '/'), /navbar__link--active|aria-current="page"/, 'none of them on the home page');
  const cssFile = /<link rel="stylesheet" href="\/base\/(assets\/css\/styles\.[^"]+)"/.exec(other)![1];
  assert.match(fs.readFileSync(path.join(dist, cssFile), 'utf8'), /url\(\/base\/img\/bg\.png\)/);
});

test("a package the site installed may live outside it (a symlinked node_modules, a workspace's hoisted one); a doc's own import outside the site is never read: left out of the page and named", async () => {
  const store = tempDir('package-store');
  fs.mkdirSync(path.join(store, 'node_modules/tiny-pkg'), { recursive: true });
  fs.writeFileSync(path.join(store, 'node_modules/tiny-pkg/package.json'), '{ "name": "tiny-pkg", "main": "index.js" }\n');
  fs.writeFileSync(path.join(store, 'node_modules/tiny-pkg/index.js'), "exports.hello = () => 'hello from tiny-pkg';\n");
  fs.writeFileSync(path.join(store, 'secret.js'), "export const secret = 'outside';\n");
  const dir = tempDir('linked-packages');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport { hello } from 'tiny-pkg';\nexport default function Home() {\n  return <Layout><p className=\"from-package\">{hello()}</p></Layout>;\n}\n");
  write('docs/intro.mdx', "import { hello } from 'tiny-pkg';\n\n# Intro\n\n{hello()}\n");
  fs.symlinkSync(path.join(store, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<p class="from-package">hello from tiny-pkg<\/p>/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /hello from tiny-pkg/);
  write('docs/intro.mdx', `import { secret } from '${path.relative(path.join(dir, 'docs'), path.join(store, 'secret.js'))}';\n\n# Intro\n\n{secret}\n`);
  // A file outside the site folder is never read: left out of the page, named at its import's line (Docusaurus would show it).
  const leftOut = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(leftOut.code, 0, leftOut.stderr);
  assert.match(leftOut.stderr, /⚠ docs\/intro\.mdx:1: the import "[^"]*secret\.js" is a file outside the site folder, which docsgen never reads: it is left out of the page\n\s+fix: copy the file into the site folder and import it from there/);
  assert.doesNotMatch(readPage(path.join(dir, 'dist'), '/docs/intro/'), /outside/);
  // A repo's README imported by a doc of its website/ folder, as many Docusaurus repos do.
  fs.writeFileSync(path.join(path.dirname(dir), 'README.md'), '# Beams\n\nThe repository readme.\n');
  write('docs/about-repo.mdx', "import Readme from '../../README.md';\n\n# Readme\n\n<Readme />\n");
  const readme = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(readme.code, 0, readme.stderr);
  assert.match(readme.stderr, /⚠ docs\/about-repo\.mdx:1: the import "\.\.\/\.\.\/README\.md" is a file outside the site folder/);
  assert.doesNotMatch(readPage(path.join(dir, 'dist'), '/docs/about-repo/'), /repository readme/);
});

test("Meta's internaldocs preset (docusaurus-plugin-internaldocs-fb) is read as the classic preset it wraps", async () => {
  const dir = tempDir('internaldocs-preset');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [[require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), { blog: false, docs: { routeBasePath: 'guide', editUrl: 'https://git.example/edit/' } }]] };\n");
  write('docs/intro.md', '# Intro\n');
  const { raw, warnings } = await loadDocusaurusConfig(path.join(dir, 'docusaurus.config.js'));
  assert.doesNotMatch(warnings[0]?.message ?? '', /presets\[0\]/);
  const config = validateConfig(raw, 'docusaurus.config.js');
  assert.equal(config.docsRouteBase, '/guide/');
  assert.equal(config.editUrl, 'https://git.example/edit');
});

test('an MDX doc\'s footnotes are no section of its table of contents', async () => {
  const dir = tempDir('mdx-footnotes');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/notes.mdx', '---\ntitle: Notes\n---\n\nText with a footnote[^a].\n\n[^a]: Footnote body.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/notes/');
  assert.match(html, /Footnote body\./);
  assert.doesNotMatch(html, /class="toc/, 'no table of contents: the doc has no heading');
});

test('the previous/next link to a doc a category links names the doc (its title), not the category', async () => {
  const dir = tempDir('pager-category-doc');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro', { type: 'category', label: 'Cat', link: { type: 'doc', id: 'cat/index' }, items: ['cat/a'] }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/cat/index.md', '---\ntitle: Cat index\n---\n\nCards.\n');
  write('docs/cat/a.md', '# A\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /pagination-nav__link--next" href="\/docs\/cat\/" rel="next"><span class="pagination__sub pagination-nav__sublabel">Next<\/span><span class="pagination__label pagination-nav__label">Cat index<\/span>/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/cat/a/'), /pagination-nav__link--prev" href="\/docs\/cat\/" rel="prev"><span class="pagination__sub pagination-nav__sublabel">Previous<\/span><span class="pagination__label pagination-nav__label">Cat index<\/span>/);
});

test('trailingSlash: true gives a relative page link and a <Link to> their final slash, as Docusaurus writes them; a file keeps its name', async () => {
  const dir = tempDir('trailing-slash-true');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', trailingSlash: true, presets: [['classic', { blog: false }]] };\n");
  write('docs/guide/index.md', '# Guide\n\nSee [other](./other) and [intro](../intro).\n');
  write('docs/guide/other.md', '# Other\n');
  write('docs/intro.md', '# Intro\n');
  write('static/files/a.pdf', '%PDF');
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport Link from '@docusaurus/Link';\nexport default function Home() {\n  return <Layout><Link className=\"start\" to=\"/docs/intro\">Start</Link><Link className=\"pdf\" to=\"/files/a.pdf\">PDF</Link></Layout>;\n}\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.match(readPage(dist, '/docs/guide/'), /<a href="\/docs\/guide\/other\/">other<\/a> and <a href="\/docs\/intro\/">intro<\/a>/);
  const home = readPage(dist, '/');
  assert.match(home, /<a href="\/docs\/intro\/" class="start">/);
  assert.match(home, /<a href="\/files\/a\.pdf" class="pdf">/);
});

test("Docusaurus 2's math plugins (remark-math 3, which does nothing under unified 11, and rehype-katex 5) are stood in for by docsgen's own: the formulas are drawn", async () => {
  const dir = tempDir('old-math');
  const write = writerIn(dir);
  write('node_modules/remark-math/package.json', '{ "name": "remark-math", "version": "3.0.1", "main": "index.js" }\n');
  // remark-math 3 hooked into remark-parse 8's tokenizers, which unified 11 no longer has.
  write('node_modules/remark-math/index.js', 'module.exports = function math() { const parser = this.Parser; if (parser && parser.prototype) parser.prototype.inlineMethods = []; };\n');
  // rehype-katex 5 runs, but finds none of the nodes remark-math 6 makes.
  write('node_modules/rehype-katex/package.json', '{ "name": "rehype-katex", "version": "5.0.0", "main": "index.js" }\n');
  write('node_modules/rehype-katex/index.js', 'module.exports = function katex() { return () => {}; };\n');
  const [math, katex] = [JSON.stringify('remark-math'), JSON.stringify('rehype-katex')];
  write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', stylesheets: [{ href: 'https://cdn.example.com/katex.min.css', type: 'text/css', integrity: 'sha384-beams', crossorigin: 'anonymous' }, '/katex/local.css'], presets: [['classic', { blog: false, docs: { remarkPlugins: [require(${math})], rehypePlugins: [[require(${katex}), { strict: false }]] } }]] };\n`);
  write('docs/intro.md', '# Intro\n\nEnergy: $E = mc^2$.\n\n$$\n\\sum_{i=1}^n i\n$$\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /remark-math|rehype-katex/, 'nothing to report: the formulas are drawn');
  const html = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(html, /Energy: <span class="katex"><span class="katex-mathml"><math /);
  assert.match(html, /<span class="katex-display">/);
  assert.doesNotMatch(html.slice(html.indexOf('<main')), /\$E = mc\^2\$/);
  // The KaTeX stylesheet keeps its integrity hash.
  assert.match(html, /<link rel="stylesheet" href="https:\/\/cdn\.example\.com\/katex\.min\.css" integrity="sha384-beams" crossorigin="anonymous" media="print" data-async-stylesheet=""\/>/);
  // One of the site's own (its static folder's), linked as written, as Docusaurus links it, before the page shows.
  assert.match(html, /<link rel="stylesheet" href="\/katex\/local\.css"\/>/);
});

test("a Docusaurus 2 repo's component that picks its children by MDX 1's mdxType prop draws them; text in a JSX block without blank lines is JSX text; a template literal in an indented component keeps its lines' spaces; a broken .md link is written as the path it leads to", async () => {
  const { dir, write } = docusaurus2Repo('mdx1-type');
  write('src/components/OsTabs.js', "import React from 'react';\nexport function Windows({ children }) { return <>{children}</>; }\nexport function Mac({ children }) { return <>{children}</>; }\nexport default function OsTabs({ children }) {\n  const picked = [];\n  React.Children.forEach(children, (child) => {\n    if (React.isValidElement(child) && child.props.mdxType === 'Windows') picked.push(<section key=\"w\" className=\"os-windows\">{child}</section>);\n    if (React.isValidElement(child) && child.props.mdxType === 'Mac') picked.push(<section key=\"m\" className=\"os-mac\">{child}</section>);\n  });\n  return <div className=\"os-tabs\">{picked}</div>;\n}\n");
  write('docs/install.mdx', "import OsTabs, { Windows, Mac } from '@site/src/components/OsTabs';\n\n# Install\n\n<OsTabs>\n<Windows>\n\nRun `setup.exe`.\n\n</Windows>\n<Mac>\n\nRun `brew install beam`.\n\n</Mac>\n</OsTabs>\n");
  // A component that spreads its props onto the page, in a JSX block written without blank lines.
  // Headings with HTML inside bold are slugged with their tags, as Docusaurus 2 slugged them; at the top level, without.
  write('docs/dialects.md', '# Dialects\n\n## CockroachDB **(<ins>preview</ins>)**\n\n## Plain <ins>ins</ins> tag\n');
  write('docs/dialects-mdx.mdx', '# Dialects in MDX\n\n## TiDB **(<ins>preview</ins>)**\n\n## Link [<code>c</code>](#x) here\n');
  // Lines indented by two under a numbered step stay in it, as MDX 1 read them (CommonMark wants three).
  write('docs/steps.md', '# Steps\n\n1. First step.\n\n2. Write the file:\n  ```text\n  id: beams\n  ```\n  Where `id` names it.\n3. Third step.\n');
  // ...and after an unindented line that goes on with the item's text (a lazy continuation).
  write('docs/lazy.md', '# Lazy\n\n1. First line of the step,\nits lazy second line.\n  ```\n  beam on\n  ```\n\n2. Second step.\n');
  // Text right after an opening tag (no blank line) is the tag's JSX block in MDX 1: as written.
  write('docs/raw.mdx', "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Raw\n\n<Tabs>\n<TabItem value=\"a\" label=\"A\">\nAdd `ci.yaml` with **bold** text:\n\n```yaml\nname: CI\n```\n\n</TabItem>\n</Tabs>\n\n<details>\n<summary>Sum</summary>\nInside: `code` and **bold**.\n</details>\n\nSee [the badge](./badge.mdx/#badge).\n");
  // A template literal in an indented component keeps its lines' spaces, as MDX 1 handed the block to Babel as written.
  write('docs/literal.mdx', "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport CodeBlock from '@theme/CodeBlock';\n\n# Literal\n\n<Tabs>\n  <TabItem value=\"py\" label=\"Python\">\n    <CodeBlock language=\"text\">\n      {`def beam():\n        if on:\n            return \\`1\\`\n    done`}\n    </CodeBlock>\n    <CodeBlock language=\"text\" title={`a\n      b`}>x</CodeBlock>\n  </TabItem>\n</Tabs>\n");
  write('docs/badge.mdx', "export const Badge = ({ children, ...rest }) => <span className=\"badge-face\" {...rest}>{children}</span>\n\n# Badge\n\n<div style={{ display: 'flex' }}>\n  <Badge data-x=\"one\">\n    beam **on**\n    &amp; off\n  </Badge>\n</div>\n\nSee [the setup](./setup.mdx).\n");
  // The broken link fails a build under the default onBrokenLinks 'throw', as in Docusaurus: this repo builds with broken links as warnings.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]] };\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/install/');
  assert.match(html, /<section class="os-windows"><p>Run <code>setup\.exe<\/code>\.<\/p><\/section><section class="os-mac">/);
  // As MDX 1 drew it: no paragraph, `**` as written, lines joined; no mdxType on the page.
  const badge = readPage(path.join(dir, 'dist'), '/docs/badge/');
  assert.match(badge, /<span class="badge-face" data-x="one">beam \*\*on\*\* (?:&amp;|&#x26;) off<\/span>/);
  assert.doesNotMatch(badge, /mdxtype/i);
  const literal = readPage(path.join(dir, 'dist'), '/docs/literal/');
  const codeLines = [...literal.matchAll(/<span class="code-line">([^<]*)<\/span>/g)].map((m) => m[1]);
  assert.deepEqual(codeLines.slice(0, 4), ['def beam():', '        if on:', '            return `1`', '    done']);
  assert.match(literal, /<div class="code-block__title">a\n {6}b<\/div>/);
  const raw = readPage(path.join(dir, 'dist'), '/docs/raw/');
  assert.match(raw, /Add `ci\.yaml` with \*\*bold\*\* text:/);
  assert.match(raw, /<summary>Sum<\/summary>Inside: `code` and \*\*bold\*\*\./);
  const dialects = readPage(path.join(dir, 'dist'), '/docs/dialects/');
  assert.match(dialects, /<h2 id="cockroachdb-inspreviewins"/);
  assert.match(dialects, /<h2 id="plain-ins-tag"/);
  const dialectsMdx = readPage(path.join(dir, 'dist'), '/docs/dialects-mdx/');
  assert.match(dialectsMdx, /<h2 id="tidb-inspreviewins"/);
  assert.match(dialectsMdx, /<h2 id="link-codeccode-here"/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/lazy/'), /<ol>\s*<li>\s*<p>First line of the step,\s*its lazy second line\.<\/p>\s*<div class="code-block[^]*?beam on[^]*?<\/li>\s*<li>\s*<p>Second step\.<\/p>\s*<\/li>\s*<\/ol>/);
  const steps = readPage(path.join(dir, 'dist'), '/docs/steps/');
  assert.match(steps, /<li>\s*<p>Write the file:<\/p>\s*<div class="code-block theme-code-block"[^]*?id: beams[^]*?<p>Where <code>id<\/code> names it\.<\/p>\s*<\/li>\s*<li>\s*<p>Third step\.<\/p>/);
  // A Markdown file with a slash before its anchor is the file, as Docusaurus 2 resolved it.
  assert.match(raw, /<a href="\/docs\/badge\/#badge">the badge<\/a>/);
  assert.match(badge, /<a href="\/docs\/setup\.mdx">the setup<\/a>/);
  assert.equal(run.stderr.split('\n').filter((line) => line.startsWith('⚠') && line.includes('setup.mdx')).length, 1, 'the broken link is named once');
});

test("a Docusaurus 2 repo's MDX text as MDX 1 showed it: braces in Markdown are text (evaluated in JSX only), `<<` and `a<b` are text, `\\|` in table code keeps its backslash; a later \"# \" heading shows below the page's title; a JSX <a> to another site opens a new tab", async () => {
  const { dir, write } = docusaurus2Repo('mdx1-text');
  write('docs/braces.mdx', "export const v = 'X1';\n\n# Braces\n\nSet the value to {foo}; pass {\"a\": 1}; use {{name}} and `{bar}`.\n\n- item {v}\n\n| col |\n| --- |\n| {v} |\n\n## Options {object}\n\n<div className=\"jsx\">{v}</div>\n\nShift: 13 << 2, and if a<b then swap.\n\n- Comparisons (>, <, <=, >=).\n\n| Op | Example |\n| -- | ------- |\n| OR | `1 \\|\\| 0 = 1` |\n\n- In a step:\n\n    ```c\n    int main() {\n    }\n    ```\n");
  write('docs/plain.md', '# Plain\n\n| Op | Example |\n| -- | ------- |\n| OR | `1 \\|\\| 0` \\|\\| |\n');
  // A <pre><code className="language-…"> written as JSX: Docusaurus 2's CodeBlock (MDX 1 drew it through the site's components).
  write('docs/jsxpre.mdx', '# JSX pre\n\n<div>\n<pre><code className="language-bash">npm install beams</code></pre>\n</div>\n\n<pre><code className="language-bash">\ncurl https://beams.example \\\n  --data a\n\necho done\n</code></pre>\n\n<pre className="raw"><code>kept as written</code></pre>\n');
  // A tag right under a line of text whose attributes go on over the next lines: expressions there.
  write('docs/diagram.mdx', '# Diagram\n\nThe process, drawn {here}:\n<img\n  width={500}\n  alt="Diagram"\n  src="/img/x.svg"\n/>\n\nAfter {it}.\n');
  // A "# " heading after some text: Docusaurus 2 showed the page's title above it too.
  write('docs/later.mdx', '---\ntitle: Introduction to Beams\n---\n\n<center>logo</center>\n\n# Beams\n\nWatch <a href="https://lessons.example/beams">the lesson</a>.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/braces/');
  assert.match(html, /<p>Set the value to \{foo\}; pass \{(?:"|&quot;)a(?:"|&quot;): 1\}; use \{\{name\}\} and <code>\{bar\}<\/code>\.<\/p>/);
  assert.match(html, /<li>item \{v\}<\/li>/);
  assert.match(html, /<td>\{v\}<\/td>/);
  assert.match(html, /<h2 id="options-object"[^>]*>Options \{object\}/);
  assert.match(html, /<div class="jsx">X1<\/div>/);
  assert.match(html, /Shift: 13 (?:&lt;|&#x3C;){2} 2, and if a(?:&lt;|&#x3C;)b then swap\./);
  assert.match(html, /<li>Comparisons \((?:&gt;|>), (?:&lt;|&#x3C;), (?:&lt;|&#x3C;)=, (?:&gt;|>)=\)\.<\/li>/, 'a `<` before punctuation opens no tag');
  assert.match(html, /<td><code>1 \\\|\\\| 0 = 1<\/code><\/td>/);
  assert.match(html.replace(/<[^>]+>/g, ''), /int main\(\) \{\s*\}/, 'code under a list item keeps its braces');
  assert.match(readPage(path.join(dir, 'dist'), '/docs/plain/'), /<td><code>1 \\\|\\\| 0<\/code> \|\|<\/td>/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/diagram/'), /The process, drawn \{here\}:<\/p>\s*<img width="500" alt="Diagram" src="\/img\/x\.svg"[^>]*>\s*<p>After \{it\}\./);
  const jsxPre = readPage(path.join(dir, 'dist'), '/docs/jsxpre/');
  const blocks = [...jsxPre.matchAll(/<div class="code-block theme-code-block" data-language="bash">[^]*?<\/pre>/g)].map((m) => m[0].split(/<span class="code-line[^"]*">/).slice(1).map((line) => line.replace(/<[^>]+>/g, '').replace(/\n$/, '')).join('\n'));
  assert.deepEqual(blocks, ['npm install beams', 'curl https://beams.example \\\n  --data a\n\necho done']);
  assert.match(jsxPre, /<pre class="raw"><code>kept as written<\/code><\/pre>/, 'a <pre> of its own attributes stays as written');
  const later = readPage(path.join(dir, 'dist'), '/docs/later/');
  assert.match(later, /<h1 class="doc__title">Introduction to Beams<\/h1>[^]*<h1[^>]*>Beams/);
  // An <a> written as JSX was Docusaurus 2's link: another site opens in a new tab.
  assert.match(later, /<a href="https:\/\/lessons\.example\/beams" target="_blank" rel="noopener noreferrer">the lesson<\/a>/);
});

test("a Docusaurus 2 repo's underscores and tables as MDX 1 read them: `_` emphasis opened inside a word, a table right under a line of text is that text", async () => {
  const { dir, write } = docusaurus2Repo('mdx1-underscores');
  const text = [
    '# Metrics',
    '',
    'gpu-hpcg/local_domain_[x|y|z] and ort/{precision}_{model}_time_{percentile}; snake_case_name stays, `code_span_ x` stays.',
    '',
    'See [the_file_](https://beams.example/a_b_/c) or https://beams.example/x_y_/z.',
    '',
    'A temporary _draft_, a copy of the _current_state_. Escaped: a\\_b_ c.',
    '',
    'Levels:',
    '| Level | Mode |',
    '| ----- | ---- |',
    '| O1 | fast_path_ |',
    '',
    '| Name | Unit |',
    '| ---- | ---- |',
    '| local_domain_[x] | none |',
    '',
  ].join('\n');
  write('docs/plain.md', text);
  write('docs/rich.mdx', `import Tabs from '@theme/Tabs';\n\n${text}`);
  // A Docusaurus 2 alpha's navbar: `links`, the items' old name.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { links: [{ to: 'docs/plain', label: 'Plain text' }, { href: '/docs/rich', label: 'Rich text' }] } } };\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /- themeConfig\.navbar\.links \(the old name of navbar\.items, which Docusaurus 2 and 3 refuse: read as the items; rename it items\)/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/plain/'), /<a class="navbar__link[^"]*" href="\/docs\/plain" aria-current="page"><span>Plain text<\/span><\/a>/);
  // An item of the site's own `href` (not `to`) is a plain link, never marked active, as Docusaurus draws it.
  assert.match(readPage(path.join(dir, 'dist'), '/docs/rich/'), /<a class="navbar__link" href="\/docs\/rich"><span>Rich text<\/span><\/a>/);
  for (const route of ['/docs/plain/', '/docs/rich/']) {
    const html = readPage(path.join(dir, 'dist'), route);
    assert.match(html, /gpu-hpcg\/local<em>domain<\/em>\[x\|y\|z\] and ort\/\{precision\}<em>\{model\}_time<\/em>\{percentile\}; snake_case_name stays, <code>code_span_ x<\/code> stays\./, route);
    assert.match(html, /<a href="https:\/\/beams\.example\/a_b_\/c"[^>]*>the<em>file<\/em><\/a>/, route);
    assert.match(html, />https:\/\/beams\.example\/x_y_\/z<\/a>/, route);
    assert.match(html, /A temporary <em>draft<\/em>, a copy of the <em>current_state<\/em>\. Escaped: a_b_ c\./, `${route}: emphasis opened after a space is read left to right`);
    assert.match(html, /<p>Levels:\s*\| Level \| Mode \|\s*\| ----- \| ---- \|\s*\| O1 \| fast<em>path<\/em> \|<\/p>/, `${route}: no table under the text`);
    assert.match(html, /<td>local<em>domain<\/em>\[x\]<\/td>/, `${route}: a table after a blank line is one`);
  }
});

test('a failed build still says what the config skipped: often the reason of the failure', async () => {
  const dir = tempDir('failed-with-warnings');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'throw', presets: [['some-company-preset', { blog: false }]], themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }] } } };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /⚠ docusaurus\.config\.js: read as a Docusaurus config; skipped:\n {4}- presets\[0\] \(some-company-preset\)[^]*✖ the build failed with \d errors?; no output was written:\n✖ docusaurus\.config\.js: navbar\.items\[0\] "Blog": broken link "\/blog"/);
});

test("two generated indexes of the same label: the first in sidebar order gets the plain slug, the next '-1', as Docusaurus gives them (not in the folders' order)", async () => {
  const dir = tempDir('index-slug-order');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/z-first/_category_.json', JSON.stringify({ label: 'Shop', position: 1, link: { type: 'generated-index', description: 'First in the sidebar.' } }));
  write('docs/z-first/one.md', '# One\n');
  write('docs/a-second/_category_.json', JSON.stringify({ label: 'Shop', position: 2, link: { type: 'generated-index', description: 'Second in the sidebar.' } }));
  write('docs/a-second/two.md', '# Two\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/category/shop/'), /First in the sidebar\./);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/category/shop-1/'), /Second in the sidebar\./);
});

test("settings docsgen does not follow are named: a colour mode key Docusaurus refuses, a locale's own url and baseUrl, an untranslated locale", async () => {
  const dir = tempDir('named-settings');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { url: 'https://fr.t.example', baseUrl: '/', translate: false } } }, presets: [['classic', { blog: false }]], themeConfig: { colorMode: { defaultColorMode: 'dark' } } };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /- themeConfig\.colorMode\.defaultColorMode \(not a Docusaurus option, which Docusaurus refuses: its keys are defaultMode, disableSwitch and respectPrefersColorScheme\)/);
  assert.match(run.stderr, /- i18n\.localeConfigs\.fr\.url and baseUrl \(docsgen builds every locale under the site's url and baseUrl, at \/fr\/\)/);
  assert.match(run.stderr, /- i18n\.localeConfigs\.fr\.translate: false/);
});

test("a blog at routeBasePath 'news': onBrokenLinks 'throw' checks links into it, a link to a post builds and one to no post fails", async () => {
  const dir = tempDir('blog-links');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: { routeBasePath: 'news' } }]] };\n");
  // A number among the tags is its text, as Docusaurus reads it (`1.0` is the tag "1").
  write('blog/2026-11-01-hello.md', '---\ntags: [beams, 1.0]\n---\n# Hello\n');
  write('docs/intro.md', '# Intro\n\nRead [the news](/news/2026/11/01/hello) and [the old news](/news/hello).\n');
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /✖ docs\/intro\.md:3: broken link "\/news\/hello"/);
  assert.doesNotMatch(failed.stderr, /broken link "\/news\/2026/, 'the post is a page');
  write('docs/intro.md', '# Intro\n\nRead [the news](/news/2026/11/01/hello).\n');
  const built = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(built.code, 0, built.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/news/2026/11/01/hello/'), /<h1 class="blog-post__title">Hello<\/h1>/);
  assert.match(readPage(path.join(dir, 'dist'), '/news/tags/1/'), /Hello/);
  // Docusaurus 3 takes a post's first heading when it is an h1, after an intro and the truncate
  // marker too (the title's, or left out under a front matter title); the next h1 stays.
  write('blog/2026-11-02-late.md', '---\ntitle: Post title\n---\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n\n# First section\n\nText.\n\n### Sub\n\n# Second section\n');
  write('blog/2026-11-03-untitled.md', 'Intro.\n\n```md\n# Not a heading\n```\n\n# Its title\n\nText.\n');
  write('blog/2026-11-04-h2.md', '---\ntitle: Deeper\n---\n\nIntro.\n\n## A part\n\n# Kept\n');
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  const headings = (route: string) => [...readPage(path.join(dir, 'dist'), route).matchAll(/<h([1-3])[^>]*>([^<]+)</g)].map((m) => `h${m[1]} ${m[2]}`);
  assert.deepEqual(headings('/news/2026/11/02/late/'), ['h1 Post title', 'h3 Sub', 'h1 Second section']);
  assert.deepEqual(headings('/news/2026/11/03/untitled/'), ['h1 Its title']);
  assert.deepEqual(headings('/news/2026/11/04/h2/'), ['h1 Deeper', 'h2 A part', 'h1 Kept'], 'a first heading that is no h1: nothing taken');
});

test('constructs of round nineteen: an icon link in the navbar (className, aria-label, no label), a GitHub link with the off-site arrow, showLineNumbers=5, no footer band without a footer', async () => {
  const dir = tempDir('round-19');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { title: 'T', items: [{ href: 'https://github.com/x/y', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' }, { href: 'https://github.com/x/z', label: 'GitHub', position: 'right' }, { href: 'https://discord.gg/beams', position: 'right', className: 'header-discord-link' }] } } };\n");
  write('docs/intro.md', '# Intro\n\n```js showLineNumbers=5\nconst a = 1;\nconst b = 2;\n```\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(html, /<a class="navbar__link header-github-link" href="https:\/\/github\.com\/x\/y" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"><\/a>/, 'the site\'s CSS draws it');
  // Without an aria-label too: kept, named for screen readers by its host.
  assert.match(html, /<a class="navbar__link header-discord-link" href="https:\/\/discord\.gg\/beams" aria-label="discord\.gg" target="_blank" rel="noopener noreferrer"><\/a>/);
  // In the drawer too: no text (the site's CSS draws the icon), its name for screen readers.
  assert.match(html, /<a class="drawer__link header-github-link" href="https:\/\/github\.com\/x\/y" target="_blank" rel="noopener noreferrer" aria-label="GitHub repository"><\/a>/);
  // A link labelled GitHub is a label and the off-site arrow, as Docusaurus draws it (not docsgen's GitHub mark).
  const github = /<a class="navbar__link" href="https:\/\/github\.com\/x\/z"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? '';
  assert.match(github, /^<span>GitHub<\/span><svg/);
  assert.doesNotMatch(github, /<svg[^>]*>.*<svg/, 'one mark only');
  assert.match(html, /<pre class="language-js with-line-numbers prism-code" tabindex="0"><code class="language-js" style="counter-reset:line 4;--line-digits:1">/, 'numbered from 5, a column of one digit');
  assert.doesNotMatch(html, /<footer/, 'no footer configured: none drawn');
});

test("a sidebars file that slices openapi-docs' generated sidebar (.slice(1): without its Introduction) gets the same items", async () => {
  const dir = tempDir('sliced-api-sidebar');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { render: { specPath: 'openapi/render.yaml', outputDir: 'docs/render' } } }]] };\n");
  write('sidebars.js', "const api = require('./docs/render/sidebar.js');\nmodule.exports = { main: ['intro'], api: [{ type: 'category', label: 'Endpoints', items: api.slice(1) }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('openapi/render.yaml', fs.readFileSync(path.join(repoRoot, 'test/fixtures/docusaurus-site/openapi/render.yaml'), 'utf8'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/render/list-scenes/');
  const nav = html.slice(html.indexOf('data-sidebar="api"'), html.indexOf('</nav>', html.indexOf('data-sidebar="api"')));
  const labels = [...nav.matchAll(/class="menu__link[^"]*"(?: aria-expanded="\w+")?(?: role="button")? href="[^"]+"[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.equal(labels[0], 'Endpoints');
  assert.ok(!labels.includes('Introduction') && labels.includes('Scenes') && labels.includes('List scenes'), labels.join(' | '));
});

test("an operation's own parameters come before its path's, as docusaurus-plugin-openapi-docs lists them", async () => {
  const dir = tempDir('parameter-order');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] } }, plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { items: { specPath: 'openapi/items.yaml', outputDir: 'docs/items', downloadUrl: 'https://raw.example.com/items.yaml' } } }]] };\n");
  write('sidebars.js', "module.exports = { docs: ['intro'], api: require('./docs/items/sidebar.js') };\n");
  write('docs/intro.md', '# Intro\n');
  write('openapi/items.yaml', "openapi: 3.1.0\ninfo: { title: Items, version: '1', x-logo: { url: 'https://cdn.example.com/logo.png', altText: Items logo }, license: { name: Lumagraph Open Licence, identifier: MIT-0 } }\ntags:\n  - { name: items, x-displayName: Stock items }\npaths:\n  /items:\n    parameters:\n      - { name: X-Path-Level, in: header, schema: { type: string } }\n    get:\n      operationId: listItems\n      summary: List items\n      tags: [items]\n      parameters:\n        - { name: X-Op-Level, in: header, schema: { type: string } }\n      responses:\n        '200': { description: OK }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/items/list-items/');
  assert.ok(html.indexOf('X-Op-Level') > 0 && html.indexOf('X-Op-Level') < html.indexOf('X-Path-Level'), 'X-Op-Level first');
  // Without a description, the plugin's page describes the operation by its summary.
  assert.match(html, /<div class="api-op__description"><p>List items<\/p>/);
  assert.match(html, /<meta name="description" content="List items"\/>/);
  // The info page: the spec's x-logo, the plugin's downloadUrl, tags by their display names.
  const info = readPage(path.join(dir, 'dist'), '/docs/items/items/');
  assert.match(info, /<img class="api-info__logo openapi__logo" src="https:\/\/cdn\.example\.com\/logo\.png" alt="Items logo"\/>/);
  assert.match(info, /class="api-info__download" href="https:\/\/raw\.example\.com\/items\.yaml"/);
  assert.match(info, />Stock items</);
  // A navbar link to the generated sidebar leads to its first page, the info page (its folder has none).
  assert.match(info, /<a class="navbar__link navbar__link--active" href="\/docs\/items\/items" aria-current="page"><span>API<\/span>/);
  // OpenAPI 3.1's licence identifier is an SPDX id: linked to its SPDX page.
  assert.match(info, /<a href="https:\/\/spdx\.org\/licenses\/MIT-0\.html">Lumagraph Open Licence<\/a>/);
});

test('a sidebar category with collapsible: false is a heading whose items always show, as Docusaurus draws it', async () => {
  const dir = tempDir('not-collapsible');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro', { type: 'category', label: 'Endpoints', collapsible: false, collapsed: true, items: ['a', 'b'] }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/a.md', '# A\n');
  write('docs/b.md', '# B\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /collapsible/, 'followed, not skipped');
  const html = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(html, /<li class="menu__item menu__item--category theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item" data-collapsed="false"><div class="menu__category menu__list-item-collapsible"><span class="menu__link menu__link--category menu__link--sublist">Endpoints<\/span><\/div><ul class="menu__list menu__list--level-2"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link" href="\/docs\/a">A<\/a>/);
  // On a page inside it, its label is marked as holding the page (Docusaurus' menu__link--active), once.
  const inside = readPage(path.join(dir, 'dist'), '/docs/b/');
  assert.match(inside, /<span class="menu__link menu__link--category menu__link--sublist menu__link--active">Endpoints<\/span>[^]*<a class="menu__link menu__link--active" href="\/docs\/b" aria-current="page">B<\/a>/);
  // The docs option sidebarCollapsible: false makes every category so, unless its own says otherwise.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', sidebarCollapsible: false } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro', { type: 'category', label: 'Fixed', items: ['a'] }, { type: 'category', label: 'Toggled', collapsible: true, items: ['b'] }] };\n");
  const all = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(all.code, 0, all.stderr);
  assert.doesNotMatch(all.stderr, /sidebarCollapsible/, 'followed, not named as skipped');
  const page = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(page, /<span class="menu__link menu__link--category menu__link--sublist">Fixed<\/span><\/div>/);
  assert.match(page, /aria-expanded="true" role="button" href="\/docs\/b">Toggled<\/a><\/div>/);
  // Docusaurus 2's first releases said so in themeConfig.sidebarCollapsible.
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { sidebarCollapsible: false } };\n");
  const early = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(early.code, 0, early.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /<span class="menu__link menu__link--category menu__link--sublist">Fixed<\/span><\/div>/);
});

test("openapi-docs' showSchemas: a page per schema at the plugin's URL (its title, else its key), listed under Schemas in the generated sidebar and in a schemas folder of an autogenerated one", async () => {
  const dir = tempDir('show-schemas');
  const write = writerIn(dir);
  const config = (sidebarPath: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: '${sidebarPath}' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: 'openapi/beams.yaml', outputDir: 'docs/beams', showSchemas: true } } }]] };\n`;
  write('docusaurus.config.js', config('./sidebars.js'));
  write('sidebars.js', "module.exports = { main: ['intro'], api: require('./docs/beams/sidebar.js') };\n");
  write('sidebars-auto.js', "module.exports = { main: [{ type: 'autogenerated', dirName: '.' }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('src/pages/index.md', '# Home\n');
  write('openapi/beams.yaml', [
    'openapi: 3.0.3',
    "info: { title: Beams API, version: '1' }",
    'tags: [{ name: beams }]',
    'paths:',
    '  /beams:',
    '    get:',
    '      operationId: listBeams',
    '      summary: List beams',
    '      tags: [beams]',
    "      responses: { '200': { description: OK, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Beam' } } } } } }",
    'components:',
    '  schemas:',
    '    Beam:',
    '      title: Light Beam',
    '      description: A beam of light in a scene.',
    '      type: object',
    "      properties: { id: { type: string, example: bm_1 }, colour: { $ref: '#/components/schemas/Colour' } }",
    '    Colour: { type: string, enum: [red, green] }',
    '',
  ].join('\n'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /showSchemas/, 'followed, not named as skipped');
  const beam = readPage(path.join(dir, 'dist'), '/docs/beams/schemas/light-beam/');
  assert.match(beam, /<h1[^>]*>Light Beam<\/h1>/);
  assert.match(beam, /<code>Beam<\/code> <span class="schema__type">object<\/span>/);
  assert.match(beam, /A beam of light in a scene\./);
  assert.match(beam, /<code class="schema__name">colour<\/code>/);
  assert.match(beam, /<h2 id="used-by" class="anchor">Used by<\/h2><ul class="api-op-list"><li><a class="api-op-list__link" href="\/docs\/beams\/list-beams">/);
  // A schema without a title is named by its key, as the plugin names it.
  assert.match(readPage(path.join(dir, 'dist'), '/docs/beams/schemas/colour/'), /<h1[^>]*>Colour<\/h1>/);
  const labels = (html: string) => {
    const nav = html.slice(html.indexOf('<nav class="sidebar'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar')));
    return [...nav.matchAll(/class="menu__link[^"]*"(?: aria-expanded="\w+")?(?: role="button")?(?: aria-expanded="\w+")? href="[^"]+"[^>]*>([^<]+)</g)].map((m) => m[1]);
  };
  assert.deepEqual(labels(beam), ['Introduction', 'beams', 'List beams', 'Schemas', 'Light Beam', 'Colour']);
  // An autogenerated sidebar over the docs lists the plugin's files: schemas/ is a folder, its docs by file name.
  write('docusaurus.config.js', config('./sidebars-auto.js'));
  const auto = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(auto.code, 0, auto.stderr);
  assert.deepEqual(labels(readPage(path.join(dir, 'dist'), '/docs/intro/')), ['beams', 'Introduction', 'List beams', 'schemas', 'Colour', 'Light Beam', 'Intro']);
});

test("openapi-docs' groupPathsBy 'tagGroup': the generated sidebar is a category per x-tagGroups entry, each as the plugin makes it (its Introduction and untagged operations too)", async () => {
  const dir = tempDir('tag-groups');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: 'openapi/beams.yaml', outputDir: 'docs/beams', sidebarOptions: { groupPathsBy: 'tagGroup' } } } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro'], api: require('./docs/beams/sidebar.js') };\n");
  write('docs/intro.md', '# Intro\n');
  write('src/pages/index.md', '# Home\n');
  const op = (path: string, id: string, summary: string, tag?: string) => [`  ${path}:`, '    get:', `      operationId: ${id}`, `      summary: ${summary}`, ...(tag ? [`      tags: [${tag}]`] : []), "      responses: { '200': { description: OK } }"];
  write('openapi/beams.yaml', [
    'openapi: 3.0.3',
    "info: { title: Beams API, version: '1' }",
    'tags: [{ name: beams }, { name: scenes, x-displayName: Scene graph }, { name: admin }]',
    'x-tagGroups:',
    '  - { name: Lighting, tags: [scenes, beams] }',
    '  - { name: Operations, tags: [admin] }',
    'paths:',
    ...op('/beams', 'listBeams', 'List beams', 'beams'),
    ...op('/scenes', 'listScenes', 'List scenes', 'scenes'),
    ...op('/purge', 'purge', 'Purge caches', 'admin'),
    ...op('/ping', 'ping', 'Ping'),
    '',
  ].join('\n'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /groupPathsBy/, 'followed, not named as skipped');
  const html = readPage(path.join(dir, 'dist'), '/docs/beams/purge/');
  const nav = html.slice(html.indexOf('<nav class="sidebar'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar')));
  const labels = [...nav.matchAll(/class="menu__link[^"]*"(?: aria-expanded="\w+")?(?: role="button")?(?: aria-expanded="\w+")? href="[^"]+"[^>]*>([^<]+)</g)].map((m) => m[1]);
  // A group's tags in the spec's tag order (beams before scenes), as the plugin lists them.
  assert.deepEqual(labels, ['Lighting', 'Introduction', 'beams', 'List beams', 'Scene graph', 'List scenes', 'UNTAGGED', 'Ping', 'Operations', 'Introduction', 'admin', 'Purge caches', 'UNTAGGED', 'Ping']);
});

test('a pt-PT site gets European Portuguese words, a pt-BR site Brazilian ones', async () => {
  for (const [locale, skip, next] of [['pt-PT', 'Saltar para o conteúdo principal', 'Próxima'], ['pt-BR', 'Pular para o conteúdo principal', 'Próximo']]) {
    const dir = tempDir(`words-${locale}`);
    const write = writerIn(dir);
    write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: '${locale}', locales: ['${locale}'] }, presets: [['classic', { blog: false }]] };\n`);
    write('docs/a.md', '---\nsidebar_position: 1\n---\n# A\n');
    write('docs/b.md', '---\nsidebar_position: 2\n---\n# B\n');
    write('src/pages/index.md', '# Início\n');
    const run = await runCliHosted(['build', '--no-cache'], dir);
    assert.equal(run.code, 0, run.stderr);
    const html = readPage(path.join(dir, 'dist'), '/docs/a/');
    assert.match(html, new RegExp(`class="skip-link"[^>]*>${skip}<`), locale);
    assert.match(html, new RegExp(`<span class="pagination__sub pagination-nav__sublabel">${next}</span>`), locale);
  }
});

test('constructs of round twenty: a baseUrl without its slashes, a card whose label starts with an emoji, a category card with its own description or its count', async () => {
  const dir = tempDir('round-20');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/sub', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { prism: { additionalLanguages: ['haskell', 'lua', 'nosuchlang'] } } };\n");
  write('sidebars.js', "module.exports = { main: [{ type: 'category', label: 'Cat', link: { type: 'generated-index', description: 'All about cats.' }, items: ['cat/what', { type: 'category', label: 'Sub', link: { type: 'generated-index', description: 'Shown on its own page only.' }, items: ['cat/inner'] }, { type: 'category', label: 'Own', description: 'Its own words.', items: ['cat/own'] }, { type: 'link', label: 'Elsewhere', href: 'https://example.com', description: 'Off the site.' }] }] };\n");
  write('docs/cat/what.md', '# 🤔 What is it?\n\nA doc whose title starts with an emoji.\n');
  write('docs/cat/inner.md', '# Inner\n\n```haskell\n-- a beam\nmain = putStrLn "on"\n```\n');
  write('docs/cat/own.md', '# Own\n\n```lua\nlocal beam = "on"\n```\n');
  write('src/pages/index.md', '# Home\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /description/, 'a sidebar item description is read, not skipped');
  // prism.additionalLanguages: grammars docsgen lacks come from Prism's set; a name Prism does not know is named.
  assert.match(run.stderr, /- themeConfig\.prism\.additionalLanguages nosuchlang \(no such Prism grammar: shown without highlighting\)\n/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/cat/inner/'), /<span class="token comment">-- a beam<\/span>/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/cat/own/'), /<span class="token keyword">local<\/span>/);
  const index = readPage(path.join(dir, 'dist'), '/docs/category/cat/');
  const cards = [...index.matchAll(/<a class="card[^"]*" href="([^"]+)"><h2[^>]*>(.*?)<\/h2>(?:<p[^>]*>([^<]*)<\/p>)?/g)].map((m) => [m[1], m[2].replace(/<[^>]+>/g, '|'), m[3] ?? '']);
  assert.deepEqual(cards, [
    ['/sub/docs/cat/what', '|🤔|What is it?', 'A doc whose title starts with an emoji.'],
    ['/sub/docs/category/sub', '|🗃|Sub', '1 item'],
    ['/sub/docs/cat/own', '|🗃|Own', 'Its own words.'],
    ['https://example.com', '|🔗|Elsewhere', 'Off the site.'],
  ]);
});

test("webpack's inline loaders docs use: js-yaml-loader's data (in a site MDX component too), file-loader's published URL; another loader is an error naming it", async () => {
  const dir = tempDir('inline-loaders');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('src/components/names.yml', 'a: Alice\nb: Bob\n');
  write('src/components/Who.js', "import names from 'js-yaml-loader!./names.yml';\nexport default function Who({ id }) {\n  return <b className=\"who\">{names[id]}</b>;\n}\n");
  write('src/theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport Who from '@site/src/components/Who';\nexport default { ...MDXComponents, Who };\n");
  write('docs/guide.pdf', '%PDF-1.4 beams\n');
  write('docs/intro.mdx', "import guide from 'file-loader!./guide.pdf';\nimport people from '!!yaml-loader!@site/src/components/names.yml';\n\n# Intro\n\nWritten by <Who id=\"a\" /> and {people.b}. <a href={guide}>The guide</a>.\n");
  write('src/pages/index.md', '# Home\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(html, /Written by <b class="who">Alice<\/b> and Bob\./);
  const pdf = /<a href="(\/assets\/[^"]+\.pdf)">The guide<\/a>/.exec(html)?.[1];
  assert.ok(pdf, 'a published URL');
  assert.equal(fs.readFileSync(path.join(dir, 'dist', pdf), 'utf8'), '%PDF-1.4 beams\n');
  write('docs/intro.mdx', "import styles from 'css-loader!./x.css';\n\n# Intro\n");
  write('docs/x.css', '.a { color: red; }\n');
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /docs\/intro\.mdx:1: .*the webpack loader "css-loader" \(in "css-loader!\.\/x\.css"\) is not one docsgen reads: it reads raw-loader, yaml-loader/);
});

test("constructs of round twenty (Docusaurus 2): a navbar doc item naming a generated index by its URL, a package's stylesheet by require.resolve from a symlinked node_modules, its category card's icon", async () => {
  const dir = tempDir('round-20-ds2');
  const write = writerIn(dir);
  // The site's node_modules is a link to a folder elsewhere (a CI cache, pnpm).
  const store = path.join(tempDir('round-20-store'), 'node_modules');
  fs.mkdirSync(path.join(store, 'beam-styles/dist'), { recursive: true });
  fs.writeFileSync(path.join(store, 'beam-styles/package.json'), '{ "name": "beam-styles", "version": "1.0.0" }\n');
  fs.writeFileSync(path.join(store, 'beam-styles/dist/beams.css'), '.beam-glow { color: #ffd700; }\n');
  fs.symlinkSync(store, path.join(dir, 'node_modules'));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, theme: { customCss: [require.resolve('beam-styles/dist/beams.css')] } }]], themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'doc', docId: '/category/guides', label: 'Guides index' }] } } };\n");
  write('sidebars.js', "module.exports = { main: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guide', { type: 'category', label: 'More', items: ['more'] }] }] };\n");
  write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3' } }));
  write('docs/intro.md', '# Intro\n');
  write('docs/guide.md', '# Guide\n');
  write('docs/more.md', '# More\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /failed to load|does not exist/, 'the stylesheet is a path, not a package to load');
  const html = readPage(path.join(dir, 'dist'), '/guide/');
  assert.match(html, /<a class="navbar__link[^"]*" href="\/category\/guides"><span>Guides index<\/span>/);
  // Docusaurus 2's cards: the icon and a space before the title, its category box drawn as an emoji.
  assert.match(readPage(path.join(dir, 'dist'), '/category/guides/'), /<h2 class="card__title">🗃️ More<\/h2><p class="card__description">1 items<\/p>/, "and its count as Docusaurus 2 words it");
  const css = fs.readdirSync(path.join(dir, 'dist/assets/css')).map((f) => fs.readFileSync(path.join(dir, 'dist/assets/css', f), 'utf8')).join('\n');
  assert.match(css, /\.beam-glow\{color:(gold|#ffd700)\}/);
});

test("a package's Node build may use Node's computing modules while pages render (uuid's crypto); one that reads files is an error naming the module when used, not when only imported (BrowserOnly)", async () => {
  const dir = tempDir('node-builtins');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('node_modules/beam-id/package.json', JSON.stringify({ name: 'beam-id', version: '1.0.0', exports: { '.': { node: './node.js', default: './browser.js' } } }));
  // `timers` too: xml2js takes setImmediate from it (Docusaurus' node polyfills give it).
  write('node_modules/beam-id/node.js', "const { createHash } = require('node:crypto');\nconst { EventEmitter } = require('events');\nconst { setImmediate } = require('timers');\nmodule.exports = (s) => (new EventEmitter(), typeof setImmediate === 'function' && createHash('sha256').update(s).digest('hex').slice(0, 8));\n");
  write('node_modules/beam-id/browser.js', 'module.exports = (s) => s;\n');
  write('node_modules/beam-disk/package.json', JSON.stringify({ name: 'beam-disk', version: '1.0.0', main: 'index.js' }));
  write('node_modules/beam-disk/index.js', "const fs = require('fs');\nmodule.exports = () => fs.readFileSync('/etc/hostname', 'utf8');\n");
  write('docs/intro.mdx', "import beamId from 'beam-id';\n\n# Intro\n\nBeam <code>{beamId('beam')}</code>.\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /Beam <code>[0-9a-f]{8}<\/code>\./);
  write('docs/intro.mdx', "import hostname from 'beam-disk';\n\n# Intro\n\n{hostname()}\n");
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1);
  // Refused when used while the page renders, naming where it was imported.
  assert.match(failed.stderr, /docs\/intro\.mdx: MDX: the page could not be rendered: the Node module "fs" \(imported at node_modules\/beam-disk\/index\.js:1\) is not given to components while pages render/);
  // Imported but never used on the server (inside BrowserOnly, as Docusaurus' server build never runs it): the page builds.
  write('docs/intro.mdx', "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport hostname from 'beam-disk';\n\n# Intro\n\n<BrowserOnly fallback={<p>Reading the host…</p>}>{() => <p>{hostname()}</p>}</BrowserOnly>\n");
  const lazy = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(lazy.code, 0, lazy.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /Reading the host…/);
});

test("openapi-docs' languageTabs choose the code samples (languages, order, variants); a language docsgen writes none in is named; x-codeSamples come first in their language's tabs, the rest after", async () => {
  const dir = tempDir('language-tabs');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: 'openapi/beams.yaml', outputDir: 'docs/beams' } } }]], themes: ['docusaurus-theme-openapi-docs'], themeConfig: { languageTabs: [{ highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests' }, { highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'axios' }, { highlight: 'bash', language: 'shell', variant: 'wget' }, { highlight: 'dart', language: 'dart', logoClass: 'dart' }, { highlight: 'elixir', language: 'elixir', logoClass: 'elixir' }, { highlight: 'go', language: 'go', logoClass: 'go' }] } };\n");
  write('docs/intro.md', '# Intro\n');
  write('openapi/beams.yaml', "openapi: 3.0.3\ninfo: { title: Beams API, version: '1' }\nservers: [{ url: 'https://api.beams.example' }]\npaths:\n  /beams:\n    get:\n      operationId: listBeams\n      summary: List beams\n      responses: { '200': { description: OK } }\n    post:\n      operationId: addBeam\n      summary: Add a beam\n      x-codeSamples:\n        - { lang: C#, label: C#, source: 'var beam = client.Beams.Add();' }\n        - { lang: Python, label: Python SDK, source: 'lumagraph.beams.add()' }\n      responses: { '201': { description: Added } }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /- themeConfig\.languageTabs: elixir \(docsgen writes no samples in it\)\n/);
  const add = readPage(path.join(dir, 'dist'), '/docs/beams/add-beam/');
  const addTabs = [...add.matchAll(/role="tab"[^>]*data-tab="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[1]}=${m[2]}`);
  assert.deepEqual(addTabs, ['python-spec=Python SDK', 'python=Python', 'nodejs-axios=Node.js', 'wget=Wget', 'dart=Dart', 'go=Go', 'csharp=C#']);
  assert.match(add.replace(/<[^>]+>/g, ''), /lumagraph\.beams\.add\(\)/, "the spec's sample is the first tab's, in the page");
  const html = readPage(path.join(dir, 'dist'), '/docs/beams/list-beams/');
  const tabs = [...html.matchAll(/role="tab"[^>]*data-tab="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[1]}=${m[2]}`);
  assert.deepEqual(tabs, ['python=Python', 'nodejs-axios=Node.js', 'wget=Wget', 'dart=Dart', 'go=Go']);
  // The first sample is in the page; Axios' is in the file the others load from.
  assert.match(html, /<span class="token keyword">import<\/span> requests/);
  const file = /data-src="\/docs\/beams\/list-beams\/(samples\.[0-9a-f]+\.json)"/.exec(html)?.[1];
  assert.ok(file);
  const later = JSON.parse(fs.readFileSync(path.join(dir, 'dist/docs/beams/list-beams', file), 'utf8')) as Record<string, string>;
  assert.match(later['nodejs-axios'].replace(/<[^>]+>/g, ''), /import axios from 'axios'/);
  assert.match(later.go.replace(/<[^>]+>/g, ''), /package main/);
  // Dart is docsgen's own target beside httpsnippet's.
  assert.match(later.dart.replace(/<[^>]+>/g, ''), /var request = http\.Request\('GET', Uri\.parse\('https:\/\/api\.beams\.example\/beams'\)\);/);
});

test("openapi-docs repos of round twenty: a config key with an underscore, operations' descriptions on their tag's page, no invented info description, an operation with neither summary nor operationId named", async () => {
  const dir = tempDir('openapi-round-20');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { checkout_api: { specPath: 'openapi/checkout.yaml', outputDir: 'docs/checkout', sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag' } } } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro', { type: 'category', label: 'Checkout', link: { type: 'generated-index' }, items: require('./docs/checkout/sidebar.js') }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('openapi/checkout.yaml', [
    'openapi: 3.0.3',
    "info: { title: Checkout API, version: '1' }",
    'tags: [{ name: payments }]',
    'paths:',
    '  /payments:',
    '    post:',
    '      operationId: createPayment',
    '      summary: Create a payment',
    '      description: |-',
    '        Starts a payment for a basket. The basket is locked until it ends.',
    '        Refunds are made from the payment page.',
    '      tags: [payments]',
    "      responses: { '201': { description: Created } }",
    '  /health:',
    '    get:',
    "      responses: { '200': { description: OK } }",
    '',
  ].join('\n'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /openapi\/checkout\.yaml:15: the operation GET \/health has neither a summary nor an operationId: docusaurus-plugin-openapi-docs writes no page for it; docsgen serves it at \/docs\/checkout\/get-health\//);
  const tag = readPage(path.join(dir, 'dist'), '/docs/checkout/payments/');
  // The description's first line, as the plugin's tag page shows it.
  assert.match(tag, /<span class="api-op-list__summary">Create a payment<\/span><span class="api-op-list__description">Starts a payment for a basket\. The basket is locked until it ends\.<\/span>/);
  // The info page's card in the category's generated index says nothing the spec does not.
  const index = readPage(path.join(dir, 'dist'), '/docs/category/checkout/');
  const card = /<a class="card[^"]*" href="\/docs\/checkout\/checkout-api">(.*?)<\/a>/.exec(index)?.[1] ?? '';
  assert.equal(card, '<h2 class="card__title"><span class="card__icon">📄️</span>Introduction</h2>');
});

test("docs served from '/' with no page there: the navbar's home link is named, as Docusaurus 3.10 names it, without stopping the build (Docusaurus 2 took '/' for a page)", async () => {
  const dir = tempDir('root-docs-no-home');
  const write = writerIn(dir, { homePage: false });
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]] };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /⚠ docusaurus\.config\.js: the navbar's title and logo link to the home page "\/", which is no page: broken link "\/"\n/);
});

test("openapi-docs served by a docs instance of its own (docsPluginId, routeBasePath 'api'): its sidebars file joins the site's, its generated index at /api/category/…, nothing named as skipped", async () => {
  const dir = tempDir('api-docs-instance');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'openapi', docsPluginId: 'docs-api', config: { pets: { specPath: 'pets.yaml', outputDir: 'docs-api', sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag' } } } }], ['@docusaurus/plugin-content-docs', { id: 'docs-api', path: 'docs-api', routeBasePath: 'api', sidebarPath: './sidebarsApi.js' }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro'] };\n");
  write('sidebarsApi.js', "const apiSidebar = require('./docs-api/sidebar.js');\nmodule.exports = { api: [{ type: 'category', label: 'Pets', link: { type: 'generated-index', title: 'Pets API', description: 'All the endpoints' }, items: apiSidebar }] };\n");
  write('docs/intro.md', '# Intro\n');
  // What gen-api-docs wrote: docsgen renders the group itself.
  write('docs-api/pets-api.info.mdx', '---\nid: pets-api\n---\n');
  write('pets.yaml', "openapi: 3.0.3\ninfo: { title: Pets API, version: '1' }\ntags: [{ name: pets }]\npaths:\n  /pets:\n    post:\n      operationId: createPet\n      summary: Create a pet\n      tags: [pets]\n      responses: { '201': { description: Created } }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /plugin-content-docs/, 'the instance is built, as the API group');
  const index = readPage(path.join(dir, 'dist'), '/api/category/pets/');
  assert.match(index, /<h1[^>]*>Pets API<\/h1>/);
  assert.match(index, /All the endpoints/);
  const info = readPage(path.join(dir, 'dist'), '/api/pets-api/');
  assert.match(info, /<a class="menu__link menu__link--category menu__link--sublist menu__link--active" href="\/api\/category\/pets">Pets<\/a>/);
  assert.match(info, /class="pagination__link pagination__link--prev pagination-nav__link pagination-nav__link--prev" href="\/api\/category\/pets"/);
});

test("openapi-docs files in a docs instance's folder are served there whatever docsPluginId says; its sidebarPath may be the generated sidebar itself, the repo's own items in it kept", async () => {
  const dir = tempDir('api-instance-generated-sidebar');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'openapi', docsPluginId: 'classic', config: { pets: { specPath: 'pets.yaml', outputDir: 'api', sidebarOptions: { groupPathsBy: 'tag' } } } }], ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api', sidebarPath: './api/sidebar.ts' }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro'] };\n");
  write('docs/intro.md', '# Intro\n');
  // What gen-api-docs wrote, and the sidebar it wrote with the repo's own page added at its top.
  write('api/pets-api.info.mdx', '---\nid: pets-api\n---\n');
  write('api/create-pet.api.mdx', '---\nid: create-pet\n---\n');
  write('api/sidebar.ts', 'import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";\nconst sidebar: SidebarsConfig = { apisidebar: ["index", { type: "doc", id: "pets-api" }, { type: "category", label: "pets", items: [{ type: "doc", id: "create-pet", label: "Create a pet", className: "api-method post" }] }] };\nexport default sidebar;\n');
  write('api/index.mdx', '---\ntitle: API Reference\n---\n\nEvery endpoint of the pets service.\n');
  write('pets.yaml', "openapi: 3.0.3\ninfo: { title: Pets API, version: '1' }\ntags: [{ name: pets }]\npaths:\n  /pets:\n    post:\n      operationId: createPet\n      summary: Create a pet\n      tags: [pets]\n      responses: { '201': { description: Created } }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /no sidebar/);
  const dist = path.join(dir, 'dist');
  assert.ok(!fs.existsSync(path.join(dist, 'docs/pets-api')), 'not under the preset\'s docs');
  const sidebarOf = (route: string) => [...readPage(dist, route).matchAll(/<a class="menu__link[^"]*"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
  assert.deepEqual(sidebarOf('/api/'), ['API Reference', 'Introduction', 'pets', 'Create a pet']);
  const info = readPage(dist, '/api/pets-api/');
  assert.deepEqual(sidebarOf('/api/pets-api/'), ['API Reference', 'Introduction', 'pets', 'Create a pet']);
  assert.match(info, /pagination-nav__link--prev" href="\/api\/"/);
  assert.match(readPage(dist, '/api/create-pet/'), /<h1[^>]*>Create a pet<\/h1>/);
});

test("Infima's class names a site's CSS styles are on docsgen's markup (the doc body, the sidebar, the pager, the footer's columns and links); a doc in no sidebar has no breadcrumbs", async () => {
  const dir = tempDir('infima-classes');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'A', to: '/docs/a' }] }] } } };\n");
  write('sidebars.js', "module.exports = { main: ['a', 'b'] };\n");
  write('docs/a.md', '# A\n\nFirst.\n\n## Part\n');
  write('docs/b.md', '# B\n');
  write('docs/alone.md', '# Alone\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const a = readPage(path.join(dir, 'dist'), '/docs/a/');
  assert.match(a, /<aside class="sidebar theme-doc-sidebar-container" id="doc-drawer"/);
  // The body's blocks are the markdown element's own children, as Docusaurus': a site's `.markdown > p` reaches them.
  assert.match(a, /<div class="markdown theme-doc-markdown"><h1 class="doc__title">A<\/h1><p>First\.<\/p>\s*<h2 id="part"/);
  // One language: named all the same, as Docusaurus names it (hreflang and x-default, og:locale as its html lang).
  assert.match(a, /<meta property="og:locale" content="en"\/>/);
  assert.match(a, /<link rel="alternate" href="https:\/\/t\.example\/docs\/a" hrefLang="en"\/><link rel="alternate" href="https:\/\/t\.example\/docs\/a" hrefLang="x-default"\/>/);
  // Docusaurus' stable class names (its ThemeClassNames), which a site's CSS styles.
  for (const name of ['theme-layout-navbar', 'theme-layout-navbar-left', 'theme-layout-navbar-right', 'theme-layout-main', 'theme-doc-sidebar-menu', 'theme-doc-sidebar-item-link-level-1', 'theme-doc-toc-desktop', 'theme-doc-toc-mobile', 'theme-doc-breadcrumbs', 'theme-layout-footer', 'theme-layout-footer-column']) {
    assert.match(a, new RegExp(`class="[^"]*\\b${name}\\b`), name);
  }
  assert.match(a, /<a class="pagination__link pagination__link--next pagination-nav__link pagination-nav__link--next" href="\/docs\/b" rel="next"><span class="pagination__sub pagination-nav__sublabel">Next<\/span><span class="pagination__label pagination-nav__label">B<\/span>/);
  // The pager itself is Infima's pagination-nav too: a site's `.pagination-nav { … }` reaches it.
  assert.match(a, /<nav class="pagination pagination-nav docusaurus-mt-lg" aria-label="Docs pages">/);
  assert.match(a, /<footer class="footer footer--dark theme-layout-footer"><div class="footer__inner"><div class="footer__groups footer__links"><div class="footer__group footer__col theme-layout-footer-column"><div class="footer__title">Docs<\/div><ul class="footer__items"><li><a class="footer__link footer__link-item" href="\/docs\/a">A<\/a>/);
  assert.match(a, /<nav class="breadcrumbs theme-doc-breadcrumbs"/);
  assert.doesNotMatch(readPage(path.join(dir, 'dist'), '/docs/alone/'), /<nav class="breadcrumbs theme-doc-breadcrumbs"/, 'as Docusaurus: a doc in no sidebar has none');
});

test("JSX a repo's remark plugin puts into a .md doc is drawn as the HTML it stands for (a class, a style, dangerouslySetInnerHTML, a bare <br>), as Docusaurus' MDX draws it", async () => {
  const dir = tempDir('remark-jsx-nodes');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { remarkPlugins: [require('./src/remark/playground.js')] } }]] };\n");
  // As a real repo's playground plugin writes them: an html fence becomes a live demo above it.
  write('src/remark/playground.js', [
    'module.exports = function playground() {',
    '  return (tree) => {',
    "    const walk = (parent) => parent.children.forEach((node, i) => {",
    "      if (node.type !== 'code' || node.lang !== 'html' || node.done) return;",
    '      node.done = true;',
    "      const object = { type: 'ObjectExpression', properties: [{ type: 'Property', kind: 'init', key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: '`' + node.value + '`', raw: '`' + node.value + '`' } }] };",
    "      const style = { type: 'ObjectExpression', properties: [{ type: 'Property', kind: 'init', key: { type: 'Identifier', name: 'marginTop' }, value: { type: 'Literal', value: 8, raw: '8' } }] };",
    "      const expression = (e) => ({ type: 'mdxJsxAttributeValueExpression', data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression: e }] } } });",
    "      parent.children.splice(i, 0, { type: 'mdxJsxFlowElement', name: 'div', attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'demo-box' }, { type: 'mdxJsxAttribute', name: 'style', value: expression(style) }, { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: expression(object) }], children: [] }, { type: 'mdxJsxFlowElement', name: 'br' });",
    '    });',
    '    walk(tree);',
    '  };',
    '};',
    '',
  ].join('\n'));
  write('docs/intro.md', '# Intro\n\n```html\n<b>Bold beam</b>\n```\n\nAfter.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(html, /<div class="demo-box" style="margin-top:8px"><b>Bold beam<\/b><\/div>\n?<br>/);
});

test("themeConfig of round twenty: navbar.style 'dark' colours the bar, the footer's html items are drawn (a column of them keeps its title), the footer's logo shows", async () => {
  const dir = tempDir('navbar-footer-style');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { title: 'T', style: 'dark' }, footer: { logo: { alt: 'Beams logo', src: 'img/beams.svg', href: 'https://beams.example', width: 160 }, links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }, { title: 'Community', items: [{ html: '<a class=\"star-button\" href=\"https://github.com/x/y\">Star</a>' }] }], copyright: '© Beams' } } };\n");
  write('static/img/beams.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /html item/, 'drawn, not skipped');
  const html = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(html, /<nav class="navbar navbar--dark theme-layout-navbar navbar--fixed-top"/);
  assert.match(html, /<div class="footer__title">Community<\/div><ul class="footer__items"><li class="footer__item"><a class="star-button" href="https:\/\/github\.com\/x\/y">Star<\/a><\/li><\/ul>/);
  assert.match(html, /<div class="footer__logo-row"><a href="https:\/\/beams\.example" target="_blank" rel="noopener noreferrer"><img class="footer__logo" src="\/img\/beams\.svg" alt="Beams logo" width="160" loading="lazy"\/><\/a><\/div><div class="footer__copyright">© Beams<\/div>/);
});

test("onBrokenAnchors: 'throw' fails the build on a link to a heading a page does not have, as Docusaurus does; unset, it is a warning", async () => {
  const dir = tempDir('broken-anchors');
  const write = writerIn(dir);
  const config = (anchors: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${anchors} presets: [['classic', { blog: false }]] };\n`;
  write('docusaurus.config.js', config(''));
  write('docs/intro.md', '# Intro\n\nSee [the beams](./guide.md#no-such-heading).\n');
  write('docs/guide.md', '# Guide\n\n## Beams\n');
  const warned = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(warned.code, 0, warned.stderr);
  assert.match(warned.stderr, /⚠ docs\/intro\.md:3: broken anchor/);
  write('docusaurus.config.js', config("onBrokenAnchors: 'throw',"));
  const thrown = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(thrown.code, 1);
  assert.match(thrown.stderr, /✖ docs\/intro\.md:3: broken anchor[^\n]*\n[^\n]*onBrokenAnchors is 'throw': set it to 'warn' to build with broken anchors/);
});

test("config read from where real repos put it: the classic theme's own customCss, the gtag plugin's entry, themeConfig.gtag of Docusaurus 2's betas, the retired analytics plugin named as such, a path in url dropped with a word, the whole themeConfig in siteConfig", async () => {
  const dir = tempDir('config-places');
  const write = writerIn(dir);
  write('docusaurus.config.js', `module.exports = {
  title: 'T', url: 'https://t.example/sub/', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', { blog: false }]],
  themes: [['@docusaurus/theme-classic', { customCss: require.resolve('./src/css/custom.css') }]],
  plugins: [['@docusaurus/plugin-google-gtag', { trackingID: 'G-BEAM42' }], ['@docusaurus/plugin-google-analytics', { trackingID: 'UA-1-1' }]],
  themeConfig: { navbar: { title: 'Beams' }, footer: { copyright: 'Lumagraph ©' }, tableOfContents: { maxHeadingLevel: 4 } },
};\n`);
  write('src/css/custom.css', ':root { --ifm-color-primary: #c200c2; }\n');
  write('src/pages/ctx.js', "import React from 'react';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Ctx() {\n  const { siteConfig } = useDocusaurusContext();\n  return <p id=\"ctx\">{siteConfig.themeConfig.navbar.title} | {siteConfig.themeConfig.footer.copyright} | {siteConfig.themeConfig.tableOfContents.maxHeadingLevel}</p>;\n}\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /themes\[0\]|plugin-google-gtag|does not build the pages of plugins/);
  assert.match(run.stderr, /- plugins\[1\] \(@docusaurus\/plugin-google-analytics: Universal Analytics is retired; use gtag\)/);
  assert.match(run.stderr, /- url's path "\/sub" \(a sub-path belongs in baseUrl/);
  const dist = path.join(dir, 'dist');
  const css = fs.readdirSync(path.join(dist, 'assets/css')).map((f) => fs.readFileSync(path.join(dist, 'assets/css', f), 'utf8')).join('');
  assert.match(css, /#c200c2/);
  const intro = readPage(dist, '/docs/intro/');
  assert.match(intro, /G-BEAM42/);
  assert.match(intro, /<link rel="canonical" href="https:\/\/t\.example\/docs\/intro"/);
  assert.match(readPage(dist, '/ctx/'), /<p id="ctx">Beams \| Lumagraph © \| 4<\/p>/);
  // Docusaurus 2's alphas and first betas read gtag from themeConfig.
  fs.rmSync(path.join(dir, 'src/pages/ctx.js'));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { gtag: { trackingID: 'G-ALPHA7' } } };\n");
  const alpha = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(alpha.code, 0, alpha.stderr);
  assert.match(readPage(dist, '/docs/intro/'), /G-ALPHA7/);
});

test("a docSidebar navbar item with an href leads there, as Docusaurus' link takes it; the gtag plugin's anonymizeIP is off unless set", async () => {
  const dir = tempDir('navbar-href-gtag');
  const write = writerIn(dir);
  const config = (gtag: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' }, gtag: { trackingID: 'G-BEAMS'${gtag} } }]], themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { type: 'docSidebar', sidebarId: 'tutorialSidebar', href: '/pricing', label: 'Pricing' }] } } };\n`;
  write('docusaurus.config.js', config(''));
  write('sidebars.js', "module.exports = { tutorialSidebar: ['intro'] };\n");
  write('docs/intro.md', '# Intro\n');
  write('src/pages/pricing.md', '# Pricing\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<a class="navbar__link navbar__link--active" href="\/docs\/intro" aria-current="page"><span>Docs<\/span>/);
  assert.match(intro, /<a class="navbar__link" href="\/pricing"><span>Pricing<\/span>/, 'the href, not the sidebar; not active on its pages');
  assert.match(intro, /"gtag":\{"trackingId":"G-BEAMS","anonymizeIP":false\}/);
  write('docusaurus.config.js', config(', anonymizeIP: true'));
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /"gtag":\{"trackingId":"G-BEAMS","anonymizeIP":true\}/);
});

test("the classic preset's googleTagManager loads its container on every page (Content-Security-Policy lets it), as Docusaurus' plugin does", async () => {
  const dir = tempDir('gtm');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, googleTagManager: { containerId: 'GTM-TH6VNCW' } }]] };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /googleTagManager/, 'followed, not skipped');
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /"gtm":\{"containerId":"GTM-TH6VNCW"\}/);
  assert.match(fs.readFileSync(path.join(dir, 'dist/_headers'), 'utf8'), /script-src[^;\n]*https:\/\/www\.googletagmanager\.com/);
});

test("openapi-docs in a monorepo: a specPath beside the site's folder (in its repository) is read, one outside it refused; a server URL with a placeholder no variable fills is shown as written; two API keys get a placeholder each", async () => {
  const dir = tempDir('openapi-beside');
  const write = writerIn(dir);
  const config = (specPath: string) => write('website/docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: false } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { beams: { specPath: '${specPath}', outputDir: 'docs/beams' } } }]] };\n`);
  config('../api/openapi.yaml');
  write('website/docs/intro.md', '# Intro\n');
  // Two API keys sent together (a key and a secret): each its own placeholder in the samples.
  write('api/openapi.yaml', "openapi: 3.0.3\ninfo: { title: Beams, version: '1.0' }\nservers: [{ url: '{{host}}' }]\nsecurity: [{ key: [], secret: [] }]\ncomponents:\n  securitySchemes:\n    key: { type: apiKey, in: header, name: Api-Key }\n    secret: { type: apiKey, in: header, name: Secret-Key }\npaths:\n  /api/v1/ping:\n    get: { operationId: ping, summary: Ping, responses: { '200': { description: OK } } }\n");
  let run = await runCliHosted(['build', '--no-cache'], path.join(dir, 'website'));
  assert.equal(run.code, 0, run.stderr);
  const ping = readPage(path.join(dir, 'website', 'dist'), '/docs/beams/ping/');
  assert.match(ping, /\{\{host\}\}\/api\/v1\/ping/);
  assert.doesNotMatch(ping, /%7B%7Bhost/);
  const text = ping.replace(/<[^>]+>/g, '');
  assert.match(text, /"Api-Key", "(?:&lt;|&#x3C;)Api-Key>"/);
  assert.match(text, /"Secret-Key", "(?:&lt;|&#x3C;)Secret-Key>"/);
  // A spec outside the site's repository stays refused.
  const elsewhere = path.join(dir, '..', `${path.basename(dir)}-specs`);
  fs.mkdirSync(elsewhere, { recursive: true });
  fs.copyFileSync(path.join(dir, 'api/openapi.yaml'), path.join(elsewhere, 'openapi.yaml'));
  config(`../../${path.basename(elsewhere)}/openapi.yaml`);
  run = await runCliHosted(['build', '--no-cache'], path.join(dir, 'website'));
  assert.equal(run.code, 1);
  assert.match(run.stderr, /openapi\.yaml: the spec file is outside the site folder/);
});

test("openapi-docs versions: each version is a group of its own at the plugin's URLs, its sidebar file (gen-api-docs:version's) stood in for", async () => {
  const dir = tempDir('openapi-versions');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['docusaurus-plugin-openapi-docs', { id: 'openapi', docsPluginId: 'classic', config: { ver: { specPath: 'specs/v2.yaml', outputDir: 'docs/ver', sidebarOptions: { groupPathsBy: 'tag' }, version: '2.0.0', versions: { '1.0.0': { specPath: 'specs/v1.yaml', outputDir: 'docs/ver/1.0.0', label: 'v1.0.0' } } } } }]] };\n");
  write('sidebars.js', "module.exports = { verSidebar: require('./docs/ver/sidebar.js'), ver1Sidebar: require('./docs/ver/1.0.0/sidebar.js') };\n");
  write('docs/intro.md', '# Intro\n');
  const spec = (version: string, summary: string) => `openapi: 3.0.3\ninfo: { title: Versioned API, version: '${version}' }\npaths:\n  /things:\n    get: { operationId: list-things, summary: ${summary}, tags: [Things], responses: { '200': { description: OK } } }\n`;
  write('specs/v2.yaml', spec('2.0.0', 'List things'));
  write('specs/v1.yaml', spec('1.0.0', 'List things v1'));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /versions/, 'built, not skipped');
  const v1 = readPage(path.join(dir, 'dist'), '/docs/ver/1.0.0/list-things/');
  assert.match(v1, /<h1[^>]*>List things v1<\/h1>/);
  assert.match(v1, /data-sidebar="ver1Sidebar"/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/ver/list-things/'), /<h1[^>]*>List things<\/h1>/);
});

test("an <a> written in a JSX expression (a component's prop) is MDX's mapped anchor: its relative href resolved against the page, as Docusaurus' Link writes it; one in the body stays as written", async () => {
  const dir = tempDir('jsx-prop-anchor');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/editor/overview.mdx', "export const List = ({ items }) => <ul className=\"beam-list\">{items.map((it, i) => <li key={i}>{it}</li>)}</ul>;\n\n# Overview\n\n<List items={[<>See <a href=\"./viewport\">the viewport</a></>]} />\n\nbody: <a href=\"./viewport\">as written</a>\n");
  write('docs/editor/viewport.md', '# Viewport\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/editor/overview/');
  assert.match(html, /<ul class="beam-list"><li>See <a href="\/docs\/editor\/viewport">the viewport<\/a><\/li><\/ul>/);
  assert.match(html, /body: <a href="\.\/viewport">as written<\/a>/);
});

test("constructs of the last round: an Arabic site is right to left without saying so and in Arabic words, a description taken from an image's alt text, the footer's off-site arrow, a Markdown page's own description", async () => {
  const dir = tempDir('last-round');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'ar', locales: ['ar'] }, presets: [['classic', { blog: false }]], themeConfig: { footer: { links: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.beams.example' }, { label: 'Docs', to: '/docs/brands' }] }] } } };\n");
  write('docs/brands.md', '# Brands\n\n![Brand logos](/img/brands.png)\n\nAdd the logos of your brands.\n');
  write('static/img/brands.png', 'png');
  write('src/pages/notes.md', '# Notes\n\nYou need no React to write a page.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const brands = readPage(path.join(dir, 'dist'), '/docs/brands/');
  assert.match(brands, /<html lang="ar" dir="rtl"/);
  // docsgen has Arabic words for its theme (plural forms by Arabic's six categories).
  assert.doesNotMatch(run.stderr, /defaultLocale/);
  assert.match(brands, /<a class="skip-link" href="#main-content">انتقل إلى المحتوى الرئيسي<\/a>/);
  assert.match(brands, /<meta name="description" content="Brand logos"\/>/);
  assert.match(brands, /<a class="footer__link footer__link-item" href="https:\/\/forum\.beams\.example" target="_blank" rel="noopener noreferrer">Forum<svg[^>]*class="icon icon--external"/);
  assert.match(brands, /<a class="footer__link footer__link-item" href="\/docs\/brands">Docs<\/a>/);
  assert.match(readPage(path.join(dir, 'dist'), '/notes/'), /<meta name="description" content="You need no React to write a page\."\/>/);
});

test('a tsconfig.json with "jsx": "react" (the classic runtime) builds pages and docs that never import React, as Docusaurus does', async () => {
  const dir = tempDir('tsconfig-jsx-react');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('tsconfig.json', '{ "compilerOptions": { "jsx": "react" } }\n');
  write('src/components/Counter.tsx', "import { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Beams: {n}</button>;\n}\n");
  write('src/pages/index.tsx', "import Layout from '@theme/Layout';\nimport Counter from '@site/src/components/Counter';\nexport default function Home(): JSX.Element {\n  return <Layout title=\"Home\"><header className=\"hero hero--primary\"><h1 className=\"hero__title\">Lumagraph</h1><Counter /></header></Layout>;\n}\n");
  write('docs/intro.mdx', "import Counter from '@site/src/components/Counter';\n\n# Intro\n\n<Counter />\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<h1 class="hero__title">Lumagraph<\/h1><button>Beams: <!-- -->0<\/button>/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /<button>Beams: <!-- -->0<\/button>/);
});

test("constructs of round twenty-one: a config exported as a promise, an editUrl function, a page wrapped in @theme/Layout/Provider, siteConfig's organizationName and projectName", async () => {
  const dir = tempDir('round-21');
  const write = writerIn(dir);
  write('docusaurus.config.js', "async function getConfig() {\n  return { title: 'Promised', url: 'https://t.example', baseUrl: '/', organizationName: 'lumagraph', projectName: 'beams', plugins: [function webpackOnly() { return { name: 'webpack-only', configureWebpack() { return { resolve: { fallback: { path: false } } }; } }; }, function searchIndex() { return { name: 'search-index', configureWebpack(config) { if (!config.resolve.alias['@generated']) throw new Error('no @generated'); throw new Error('needs the whole webpack config'); } }; }], scripts: ['/js/buttons.js'], themeConfig: { navbar: { title: 'Beams', logo: { src: 'img/logo.svg' } }, footer: { logo: { src: 'data:image/png;base64,iVBORw0KGgo=', alt: 'Lumagraph' } } }, presets: [['classic', { blog: false, docs: { routeBasePath: 'guide', editUrl: ({ versionDocsDirPath, docPath, permalink }) => `https://github.com/lumagraph/beams/edit/main/website/${versionDocsDirPath}/${docPath}?from=${permalink}` } }]] };\n}\nmodule.exports = getConfig();\n");
  write('docs/intro.md', '# Intro\n');
  write('static/js/buttons.js', 'document.documentElement.dataset.buttons = "on";\n');
  write('docs/gallery.md', '# Gallery\n\n![a](https://t.example/uploads/a.png)\n![b](https://t.example/uploads/b.png)\n![c](https://t.example/uploads/c.png)\n\nSee [the post](https://t.example/blog/beams).\n');
  write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
  // BrowserOnly by its path inside @docusaurus/core, as older pages import it.
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport LayoutProvider from '@theme/Layout/Provider';\nimport BrowserOnly from '@docusaurus/core/lib/client/exports/BrowserOnly';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Home() {\n  const { siteConfig } = useDocusaurusContext();\n  return <LayoutProvider><Layout title=\"Home\"><a href={`https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`}>Source</a><BrowserOnly fallback={<span>Loading beams</span>}>{() => <span>Beams</span>}</BrowserOnly></Layout></LayoutProvider>;\n}\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/guide/intro/'), /<title>Intro \| Promised<\/title>/);
  // An editUrl function gives each doc its edit link, called as Docusaurus calls it.
  assert.match(readPage(path.join(dir, 'dist'), '/guide/intro/'), /href="https:\/\/github\.com\/lumagraph\/beams\/edit\/main\/website\/docs\/intro\.md\?from=\/guide\/intro"/);
  assert.doesNotMatch(run.stderr, /editUrl/);
  // The site's own script from its static folder; a data: footer logo as written; the navbar logo in
  // Infima's navbar__logo box.
  const intro = readPage(path.join(dir, 'dist'), '/guide/intro/');
  // A script given as a string is a plain <script src>, as Docusaurus writes it (no async, no defer).
  assert.match(intro, /<script src="\/js\/buttons\.js"><\/script>/);
  assert.match(intro, /<img class="footer__logo" src="data:image\/png;base64,iVBORw0KGgo=" alt="Lumagraph"/);
  // A logo without alt beside the navbar's title is decorative, as Docusaurus draws it.
  assert.match(intro, /<span class="navbar__logo navbar__logo--image"><img class="navbar__logo-img" src="\/img\/logo\.svg" alt=""\/><\/span>/);
  // Full URLs of the site's own address that lead nowhere here: many are summed up in one warning.
  assert.match(run.stderr, /⚠ docs\/gallery\.md:3: 4 links and images are full URLs of the site's own address \(https:\/\/t\.example\) that lead to no page or file in this build; the first: missing image "https:\/\/t\.example\/uploads\/a\.png"/);
  assert.doesNotMatch(run.stderr, /uploads\/b\.png/);
  // A plugin without pages leaves onBrokenLinks' 'throw' as it is (its links are all checked).
  assert.match(run.stderr, /- plugins\[0\] \(the plugin function webpackOnly: [^\n]*not configureWebpack\)/);
  // A configureWebpack hook that fails on docsgen's stand-in config is named as not followed; the plugin itself ran.
  assert.match(run.stderr, /- plugins\[1\] \(the plugin function searchIndex: [^\n]*not configureWebpack\)/);
  assert.doesNotMatch(run.stderr, /onBrokenLinks/);
  assert.match(readPage(path.join(dir, 'dist'), '/'), /<a href="https:\/\/github\.com\/lumagraph\/beams">Source<\/a><span>Loading beams<\/span>/);
});

test("a remark plugin written for MDX 1 (npm2yarn 2's jsx and import nodes) gives tabs in an MDX doc, its content in a Markdown one, and never its source as text", async () => {
  const dir = tempDir('mdx1-plugin-nodes');
  const write = writerIn(dir);
  // As Docusaurus 2's npm2yarn writes its Tabs: a tag per node, the code between them as siblings, one import node.
  write('plugins/beam-tabs.js', "module.exports = () => (root) => {\n  const visit = (node) => {\n    if (!node.children) return;\n    node.children = node.children.flatMap((child) => {\n      visit(child);\n      if (child.type !== 'code' || child.meta !== 'beam-tabs') return [child];\n      const item = (value, code) => [{ type: 'jsx', value: `<TabItem value=\"${value}\" label=\"${value.toUpperCase()}\">` }, { type: 'code', lang: child.lang, value: code }, { type: 'jsx', value: '</TabItem>' }];\n      return [{ type: 'jsx', value: '<Tabs groupId=\"beam\">' }, ...item('cli', child.value), ...item('api', 'POST /beams'), { type: 'jsx', value: '</Tabs>' }];\n    });\n  };\n  visit(root);\n  root.children.unshift({ type: 'import', value: \"import Tabs from '@theme/Tabs';\\nimport TabItem from '@theme/TabItem';\" });\n};\n");
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { remarkPlugins: [require('./plugins/beam-tabs.js')] } }]] };\n");
  // The doc imports Tabs itself: the plugin's import adds TabItem only.
  write('docs/mdx-doc.mdx', "import Tabs from '@theme/Tabs';\n\n# In MDX\n\n```bash beam-tabs\nbeam create\n```\n");
  write('docs/plain-doc.md', '# In Markdown\n\nText.\n\n```bash beam-tabs\nbeam list\n```\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const mdx = readPage(path.join(dir, 'dist'), '/docs/mdx-doc/');
  assert.match(mdx, /<div class="tabs tabs-container" data-tab-group="beam"[^>]*><div class="tabs__list" role="tablist"><button[^>]*>CLI<\/button><button[^>]*>API<\/button><\/div>/);
  assert.match(mdx, /POST \/beams/);
  const plain = readPage(path.join(dir, 'dist'), '/docs/plain-doc/');
  assert.match(plain, /beam list/);
  for (const html of [mdx, plain]) assert.doesNotMatch(html.slice(html.indexOf('<main')), /&lt;\/?Tab|import Tab/);
});

test('an escaped less-than (\\<) is a "<" in an MDX doc, and a <noscript> keeps its link as markup', async () => {
  const dir = tempDir('escapes-noscript');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/paths.mdx', '# Paths\n\nMaps test\\<->snapshot paths; a <= b.\n\n<noscript>\n  <a href="https://video.example/beams">Watch the beams video</a>\n</noscript>\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/docs/paths/');
  assert.match(html, /Maps test(&#x3C;|&lt;)-(>|&gt;)snapshot paths; a (&#x3C;|&lt;)= b\./);
  assert.match(html, /<noscript><a href="https:\/\/video\.example\/beams">Watch the beams video<\/a><\/noscript>/);
});

test("a page's CSS module names images by url(): a relative one is published as the page's images are, a site path is under the base URL", async () => {
  const dir = tempDir('css-module-urls');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/beams/', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n');
  fs.mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'test/fixtures/docusaurus/docs/img/diagram.png'), path.join(dir, 'static/img/hero.png'));
  write('src/pages/index.module.css', '.hero { background-image: url("../../static/img/hero.png"); }\n.logo { background: url(/img/hero.png) no-repeat; }\n.icon { background: url(data:image/gif;base64,R0lGODlhAQABAAAAACw=); }\n');
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport styles from './index.module.css';\nexport default function Home() {\n  return <Layout title=\"Home\"><div className={styles.hero}>Beams</div></Layout>;\n}\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const home = componentStylesheetOf(path.join(dir, 'dist'));
  const published = /background-image: ?url\("?\/beams\/(assets\/images\/hero\.[0-9a-f]+\.png)"?\)/.exec(home)?.[1];
  assert.ok(published, home);
  assert.ok(fs.existsSync(path.join(dir, 'dist', published)), `${published} is published`);
  assert.match(home, /url\("?\/beams\/img\/hero\.png"?\) no-repeat/);
  assert.match(home, /url\("?data:image\/gif;base64,R0lGODlhAQABAAAAACw="?\)/);
});

test("a heading's inline code and bold show in its table-of-contents entry and in TOCInline, as Docusaurus draws the heading's HTML", async () => {
  const dir = tempDir('toc-html');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/flags.md', '# Flags\n\n## The `--cache` flag & **more**\n\nText.\n\n## [Linked](https://lumagraph.example) heading\n\nMore.\n');
  write('docs/calls.mdx', "import TOCInline from '@theme/TOCInline';\n\n# Calls\n\n<TOCInline toc={toc} />\n\n## Call `beam()` <em>now</em>\n\nText.\n");
  // A component, an expression and an image in a heading: the entry is read from the source, as Docusaurus reads it.
  write('docs/badges.mdx', "export const Badge = ({ children, label }) => <span className=\"badge\">{label}: {children}</span>;\n\n# Badges\n\n## Stream <Badge label=\"status\">beta</Badge>\n\nText.\n\n## Limit {2 * 50} calls\n\nText.\n\n## Logo <img src=\"/img/x.png\" alt=\"x\" /> here\n\nText.\n");
  write('static/img/x.png', 'png');
  // h3s before the first h2: side by side at the top, as Docusaurus nests them; an h3 after an h2 under it.
  write('docs/leading.md', '# Leading\n\n### First\n\nA.\n\n### Second\n\nB.\n\n## Then\n\nC.\n\n### Under\n\nD.\n');
  // A setext title (`Title` over `===`) is the doc's title too, as Docusaurus takes it: one h1, its <title>.
  write('docs/license.md', 'Beam License\n============\n\nVersion 2.0, January 2026\n\n## Terms\n\nText.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const flags = readPage(path.join(dir, 'dist'), '/docs/flags/');
  assert.match(flags, /class="toc__link table-of-contents__link" href="#the---cache-flag--more">The <code>--cache<\/code> flag &amp; <strong>more<\/strong><\/a>/);
  assert.match(flags, /class="toc__link table-of-contents__link" href="#linked-heading">Linked heading<\/a>/, 'a link is its text');
  const calls = readPage(path.join(dir, 'dist'), '/docs/calls/');
  assert.match(calls, /<ul class="toc-inline"><li[^>]*><a href="#call-beam-now">Call <code>beam\(\)<\/code> <em>now<\/em><\/a><\/li><\/ul>/);
  assert.match(calls, /class="toc__link table-of-contents__link" href="#call-beam-now">Call <code>beam\(\)<\/code> <em>now<\/em><\/a>/);
  const badges = readPage(path.join(dir, 'dist'), '/docs/badges/');
  assert.match(badges, /<h2[^>]*>Stream <span class="badge">status: beta<\/span>/, 'the heading renders the component');
  const entries = [...badges.slice(badges.indexOf('<nav class="toc theme-doc-toc-desktop"')).matchAll(/class="toc__link table-of-contents__link" href="#[^"]+">([^]*?)<\/a>/g)].map((m) => m[1]);
  assert.deepEqual(entries, ['Stream beta', 'Limit 2 * 50 calls', 'Logo  here']);
  const license = readPage(path.join(dir, 'dist'), '/docs/license/');
  assert.match(license, /<title>Beam License \| T<\/title>/);
  assert.deepEqual([...license.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]), ['Beam License']);
  assert.match(license, /<meta name="description" content="Version 2\.0, January 2026"\/>/);
  const leading = readPage(path.join(dir, 'dist'), '/docs/leading/');
  const toc = leading.slice(leading.indexOf('<nav class="toc theme-doc-toc-desktop"'), leading.indexOf('</nav>', leading.indexOf('<nav class="toc theme-doc-toc-desktop"')));
  assert.equal(toc.replace(/<a [^>]*>([^<]*)<\/a>/g, '$1').replace(/ class="[^"]*"/g, '').replace(/^[^]*?<ul>/, '<ul>'), '<ul><li>First</li><li>Second</li><li>Then<ul><li>Under</li></ul></li></ul>');
  // Only the top list is Infima's table-of-contents (a site's rule for it draws one bar), as Docusaurus draws it.
  assert.match(toc, /<ul class="toc__list table-of-contents[^"]*">[^]*<ul class="toc__list"><li>/);
});

test("an explicit heading id with accented letters ({#qué-puede-hacer}, \\{#café}, {/* #dos-é */}) is the heading's id in Markdown and MDX, as Docusaurus takes it; links to it resolve", async () => {
  const dir = tempDir('heading-ids-accents');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('src/pages/index.md', '# Home\n\n[Roles](/docs/roles#qué-puede-hacer), [menu](/docs/menu#café), [two](/docs/menu#dos-é).\n');
  write('docs/roles.md', '# Roles\n\n## ✅ Qué puede hacer cada rol {#qué-puede-hacer}\n\nText.\n');
  write('docs/menu.mdx', '# Menu\n\n## Café \\{#café}\n\nText.\n\n## Two {/* #dos-é */}\n\nMore.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /broken/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/roles/'), /<h2 id="qué-puede-hacer"[^>]*>✅ Qué puede hacer cada rol</);
  const menu = readPage(path.join(dir, 'dist'), '/docs/menu/');
  assert.match(menu, /<h2 id="café"[^>]*>Café</);
  assert.match(menu, /<h2 id="dos-é"[^>]*>Two</);
  assert.doesNotMatch(menu, /\{#/);
});

test("TOCInline and `toc` list an imported partial's headings where the partial stands, as Docusaurus 3 spreads them in; a doc's, post's or page's own `export const toc` is kept, and is its table of contents", async () => {
  const dir = tempDir('toc-partials');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {}]] };\n");
  write('blog/2026-01-05-beams.mdx', "---\ntitle: Beams\n---\nexport const toc = [{ value: 'From the export', id: 'from-the-export', level: 2 }];\n\nIntro.\n\n## Written in the post\n\nText.\n");
  write('src/pages/notes.mdx', "export const toc = [{ value: 'Page export', id: 'page-export', level: 2 }];\n\n# Notes\n\n## Written on the page\n\nText.\n");
  write('docs/_setup.mdx', '## Install the lens\n\nText.\n\n### On Linux\n\nMore.\n');
  write('docs/guide.mdx', "import TOCInline from '@theme/TOCInline';\nimport Setup from './_setup.mdx';\n\n# Guide\n\n<TOCInline toc={toc} />\n\nIds: {toc.map((t) => t.id).join(' ')}.\n\n## Before you start\n\n<Setup />\n\n## Next steps\n\nDone.\n");
  write('docs/own.mdx', "export const toc = [{ value: 'Chosen <code>one</code>', id: 'chosen', level: 2 }, { value: 'Deep', id: 'deep', level: 3 }, { value: 'Too deep', id: 'too-deep', level: 5 }];\n\n# Own\n\nIds: {toc.map((t) => t.id).join(' ')}.\n\n## Written\n\nText.\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const guide = readPage(path.join(dir, 'dist'), '/docs/guide/');
  assert.match(guide, /Ids: before-you-start install-the-lens on-linux next-steps\./);
  assert.match(guide, /<ul class="toc-inline"><li[^>]*><a href="#before-you-start">Before you start<\/a><\/li><li[^>]*><a href="#install-the-lens">Install the lens<\/a><\/li><li style="margin-left:1rem"><a href="#on-linux">On Linux<\/a><\/li><li[^>]*><a href="#next-steps">Next steps<\/a><\/li><\/ul>/);
  const own = readPage(path.join(dir, 'dist'), '/docs/own/');
  assert.match(own, /Ids: chosen deep too-deep\./);
  // The page's TOC (beside the text and folded above it) is the export, its value as HTML, filtered by the TOC's levels.
  const tocLinks = (html: string) => [...html.matchAll(/<nav class="[^"]*theme-doc-toc-desktop[^"]*"[^>]*>([^]*?)<\/nav>/g)].flatMap((m) => [...m[1]!.matchAll(/<a class="toc__link[^"]*" href="#([^"]+)">(.*?)<\/a>/g)].map((a) => `${a[1]} ${a[2]}`));
  assert.deepEqual(tocLinks(own), ['chosen Chosen <code>one</code>', 'deep Deep']);
  assert.deepEqual(tocLinks(readPage(path.join(dir, 'dist'), '/blog/2026/01/05/beams/')), ['from-the-export From the export']);
  assert.deepEqual(tocLinks(readPage(path.join(dir, 'dist'), '/notes/')), ['page-export Page export']);
  assert.deepEqual(tocLinks(guide).slice(0, 2), ['before-you-start Before you start', 'install-the-lens Install the lens'], 'without an export of its own, the headings');
});

/** A Docusaurus 2 repo (its package.json says 2.4.3) with the classic preset, its docs to be written. */
/** The text of the site's components stylesheet (the stylesheets its pages and docs import, CSS modules scoped). */
function componentStylesheetOf(dist: string): string {
  const sheet = fs.readdirSync(path.join(dist, 'assets/css')).find((f) => /^components\..*\.css$/.test(f));
  assert.ok(sheet, 'a components stylesheet is published');
  return fs.readFileSync(path.join(dist, 'assets/css', sheet), 'utf8');
}

function docusaurus2Repo(name: string): { dir: string; write: (file: string, text: string) => void } {
  const dir = tempDir(name);
  const write = writerIn(dir);
  write('package.json', JSON.stringify({ name: 'site', private: true, dependencies: { '@docusaurus/core': '2.4.3', '@docusaurus/preset-classic': '2.4.3' } }));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  return { dir, write };
}

/** A Docusaurus 2 repo whose docs/plain.md and docs/mdx.mdx hold `text` under a title, built: each page's HTML from its <main>, by route. */
async function docusaurus2Pages(name: string, text: string): Promise<Array<[string, string]>> {
  const { dir, write } = docusaurus2Repo(name);
  write('docs/plain.md', `# Plain\n\n${text}`);
  write('docs/mdx.mdx', `# MDX\n\n${text}`);
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  return ['/docs/plain/', '/docs/mdx/'].map((route) => {
    const page = readPage(path.join(dir, 'dist'), route);
    return [route, page.slice(page.indexOf('<main'))];
  });
}

test("a Docusaurus 2 repo's bare URLs are links when their host has a dot, as MDX 1 read them (http://localhost:3000 stays text); written links stay links", async () => {
  const text = 'Open http://localhost:3000/ to see it, or https://lumagraph.example/beams; also <http://localhost:4000> and [the server](http://localhost:5000). Set https://api-host:port there.\n';
  for (const [route, html] of await docusaurus2Pages('mdx1-bare-urls', text)) {
    assert.match(html, /<p>Open http:\/\/localhost:3000\/ to see it/, route);
    assert.match(html, /<a href="https:\/\/lumagraph\.example\/beams"[^>]*>https:\/\/lumagraph\.example\/beams<\/a>/, route);
    assert.match(html, /<a href="http:\/\/localhost:4000"[^>]*>http:\/\/localhost:4000<\/a>/, route);
    assert.match(html, /<a href="http:\/\/localhost:5000"[^>]*>the server<\/a>/, route);
    // Not a URL at all (the port is a word): text, as its host has no dot.
    assert.match(html, /Set https:\/\/api-host:port there\./, route);
  }
});

test("a Docusaurus 2 repo's `> quote` line right under a list item's text stays in the item, as MDX 1 read it; the list goes on; `:::<br/>` closes an admonition", async () => {
  const text = '- **beams**: the list of beams.\n> Useful in production.\n\n- **lenses**: the list of lenses,\nwritten over two lines.\n> Useful for FAILED and\n> RECOVERED states.\n\nAfter the list.\n\n> A quote of its own.\n\n:::tip\n\nA tip.\n\n:::<br/><br/>\n\nAfter the tip.\n';
  for (const [route, main] of await docusaurus2Pages('mdx1-list-quotes', text)) {
    const html = main.replace(/\s+/g, ' ');
    assert.equal(html.match(/<ul>/g)?.length, 1, route);
    assert.match(html, /<li> <p><strong>beams<\/strong>: the list of beams\.<\/p> <blockquote> <p>Useful in production\.<\/p> <\/blockquote> <\/li>/, route);
    // Its text goes on over an unindented line (a lazy continuation) before the quote.
    assert.match(html, /<li> <p><strong>lenses<\/strong>: the list of lenses, written over two lines\.<\/p> <blockquote> <p>Useful for FAILED and RECOVERED states\.<\/p> <\/blockquote> <\/li>/, route);
    assert.match(html, /<\/ul> <p>After the list\.<\/p> <blockquote> <p>A quote of its own\.<\/p> <\/blockquote>/, route);
    // `:::<br/><br/>` closed the tip in MDX 1: what follows is outside it.
    assert.match(html, /A tip\.<\/p> ?<\/div> ?<\/aside> ?<p>After the tip\.<\/p>/, route);
  }
});

test("a Docusaurus 2 repo's backslash before punctuation MDX 1 does not escape (\\$1600, \\@) stays shown, as there; \\* and \\_ still escape; code keeps its text; HTML comments are not published; an emoji shortcode in a heading is slugged as its emoji", async () => {
  const text = '<!-- Do not edit this file: generated. -->\n\nIt costs \\$1600 at \\@beams, \\*not bold\\* and \\_plain\\_; run `echo \\$HOME`.\n\n```sh\necho \\$PATH\n```\n';
  for (const [route, html] of await docusaurus2Pages('mdx1-escapes', `${text}\n## Beams :rocket: away\n`)) {
    // The emoji came before the slug in Docusaurus 2: its id has no "rocket".
    assert.match(html, /<h2 id="beams--away"[^>]*>Beams 🚀 away/, route);
    assert.match(html, /<p>It costs \\\$1600 at \\@beams, \*not bold\* and _plain_; run <code>echo \\\$HOME<\/code>\.<\/p>/, route);
    assert.match(html.replace(/<[^>]+>/g, ''), /echo \\\$PATH/, route);
    assert.doesNotMatch(html.replace(/<[^>]+>/g, ''), /\\\\/, `${route}: no doubled backslash`);
    assert.doesNotMatch(html, /Do not edit/, `${route}: a writer's HTML comment is not published, as MDX leaves it out`);
  }
});

test("a navbar docSidebar item links its sidebar's first page: a leading category's generated index, as Docusaurus does", async () => {
  const dir = tempDir('navbar-generated-index');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'guides', label: 'Guides' }, { type: 'docSidebar', sidebarId: 'more', label: 'More' }] } } };\n");
  write('sidebars.js', "module.exports = { docs: ['intro'], guides: [{ type: 'category', label: 'Beam guides', link: { type: 'generated-index', slug: '/category/beam-guides' }, items: ['setup'] }], more: [{ type: 'category', label: 'Lens notes', link: { type: 'generated-index' }, items: ['notes'] }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('docs/setup.md', '# Setup\n');
  write('docs/notes.md', '# Notes\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<a class="navbar__link" href="\/docs\/category\/beam-guides"><span>Guides<\/span>/);
  assert.match(intro, /<a class="navbar__link" href="\/docs\/category\/lens-notes"><span>More<\/span>/);
});

test("a page without <Layout> is its own markup alone, as Docusaurus serves it: its @theme/Navbar and @theme/Footer are the site's, and it gets the site's config as props.config", async () => {
  const dir = tempDir('bare-page');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', tagline: 'Beams for all', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { title: 'Lumagraph' }, footer: { copyright: 'Lumagraph footer' } } };\n");
  write('docs/intro.md', '# Intro\n');
  write('src/pages/index.js', "import React, { useState } from 'react';\nimport LayoutProvider from '@theme/Layout/Provider';\nimport Footer from '@theme/Footer';\nexport default function Home(props) {\n  const [n, setN] = useState(0);\n  return <LayoutProvider><header className=\"own-nav\">Own nav</header><p>{props.config.tagline}</p><button onClick={() => setN(n + 1)}>Beams {n}</button><Footer /></LayoutProvider>;\n}\n");
  write('src/pages/framed.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Framed() {\n  return <Layout title=\"Framed\"><p>In the frame</p></Layout>;\n}\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const home = readPage(path.join(dir, 'dist'), '/');
  const body = home.slice(home.indexOf('<body'));
  assert.doesNotMatch(body, /<nav class="navbar/, "no site navbar: the page's own");
  assert.match(body, /<header class="own-nav">Own nav<\/header><p>Beams for all<\/p>/);
  assert.match(body, /<div data-docsgen-slot="footer"><footer class="footer[^"]*"[^>]*>.*Lumagraph footer/s);
  assert.equal((body.match(/<footer/g) ?? []).length, 1, 'one footer: the one the page placed');
  assert.match(readPage(path.join(dir, 'dist'), '/framed/'), /<nav class="navbar[^]*In the frame/);
});

test("a site.config.ts whose contentDir is beside its folder ('../docs', in its repository) builds; one outside the repository is refused", async () => {
  const dir = tempDir('native-content-beside');
  const site = path.join(dir, 'site');
  const fixture = copyFixture('basic');
  fs.cpSync(fixture, site, { recursive: true });
  fs.renameSync(path.join(site, 'content'), path.join(dir, 'docs'));
  const config = path.join(site, 'site.config.ts');
  const text = fs.readFileSync(config, 'utf8').replace("import { defineConfig } from '../../../src/", `import { defineConfig } from '${repoRoot}/src/`);
  fs.writeFileSync(config, text.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  contentDir: '../docs',"));
  const run = await runCliHosted(['build', '--no-cache'], site);
  assert.equal(run.code, 0, run.stderr);
  assert.ok(fs.existsSync(path.join(site, 'dist', 'guide')), 'the docs beside the site are built');
  fs.writeFileSync(config, text.replace("title: 'Fixture Docs',", `title: 'Fixture Docs',\n  contentDir: '../../${path.basename(dir)}-nowhere',`));
  fs.mkdirSync(path.join(dir, '..', `${path.basename(dir)}-nowhere`), { recursive: true });
  const refused = await runCliHosted(['build', '--no-cache'], site);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /site\.config\.ts: contentDir "[^"]*-nowhere" is outside the site's repository/);
});

test('in a Docusaurus 3 repo a .md doc\'s `{expression}` is evaluated, as MDX does there; a heading id, an escaped brace and math stay text; an undefined name fails with its line', async () => {
  const dir = copyFixture('docusaurus3-site');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'lumagraph-reference', dependencies: { '@docusaurus/core': '^3.9.0' } }));
  const doc = path.join(dir, 'docs', 'braces.md');
  fs.writeFileSync(doc, '# Braces\n\n## Sums {#sums}\n\nTwo is {1 + 1}, joined {"lum" + "agraph"}; `{kept}` and \\{escaped} stay, as does $x^{2}$.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const html = readPage(path.join(dir, 'dist'), '/reference/braces/');
  assert.match(html, /<h2 id="sums"[^>]*>Sums/);
  assert.match(html, /Two is 2, joined lumagraph; <code>\{kept\}<\/code> and \{escaped\} stay/);
  // A Docusaurus 2 repo (MDX 1) shows the braces as written: the plain path.
  assert.equal(usesMdx('braces.md', 'Two is {1 + 1}.\n', false), false);
  fs.appendFileSync(doc, '\nThe limit is {sceneLimit}.\n');
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /✖ docs\/braces\.md:7: MDX: the page could not be rendered: sceneLimit is not defined\n\s+fix: [^\n]*escape it as \\\{ \\\} to show it as written/);
  // A page whose component throws: the hint is about the component, not MDX's braces.
  fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'pages', 'broken.js'), "import React from 'react';\nexport default function Broken() {\n  throw new Error('Invariant failed');\n}\n");
  const broken = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(broken.code, 1);
  assert.match(broken.stderr, /✖ src\/pages\/broken\.js: the page could not be rendered: Invariant failed\n\s+fix: a component threw while the page rendered: fix it, or guard what it reads \(run with DEBUG=1 for the stack trace\)/);
});

test('a description skips an export to the next blank line and a `{name}`, and drops emoji short names, as Docusaurus\' excerpt; <DocCardList items> draws categories, links and docs by docId as their cards', async () => {
  const dir = tempDir('excerpts');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: {} }]] };\n");
  write('docs/colours.mdx', '# Colours\n\nexport const Highlight = ({children, color}) => (\n  <span style={{backgroundColor: color}}>{children}</span>\n);\n\n<Highlight color="#25c2a0">Beam green</Highlight> and plain text.\n');
  write('docs/answer.mdx', '# Answer\n\nexport const answer = 42;\n\nThe answer is {answer} for every scene.\n');
  write('docs/party.md', '# Party\n\n:tada: Scenes render twice as fast.\n');
  // Emphasis marks go before code marks, in Docusaurus' order: `**/*.rs` loses its stars there too.
  write('docs/globs.md', '# Globs\n\nUse `**` to match across folders (e.g. `**/*.rs` finds Rust files).\n');
  // A doc whose body is JSX alone has nothing to describe it: no description, as Docusaurus writes none.
  write('docs/only-jsx.mdx', '# Only JSX\n\n<div className="beam"></div>\n');
  write('docs/cards.mdx', "# Cards\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList items={[{type: 'link', label: 'Answer', href: '/docs/answer', docId: 'answer'}, {type: 'category', label: 'Palette', href: '/docs/colours', items: [{}, {}]}, {type: 'link', label: 'Status', href: 'https://status.lumagraph.example'}]} />\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const description = (route: string) => /<meta name="description" content="([^"]*)"/.exec(readPage(path.join(dir, 'dist'), route))?.[1];
  assert.equal(description('/docs/colours/'), 'Beam green and plain text.');
  assert.equal(description('/docs/answer/'), 'The answer is for every scene.');
  assert.equal(description('/docs/globs/'), 'Use ` to match across folders (e.g. /*.rs` finds Rust files).');
  assert.equal(description('/docs/only-jsx/'), undefined);
  assert.doesNotMatch(readPage(path.join(dir, 'dist'), '/docs/only-jsx/'), /og:description|"description"/);
  assert.equal(description('/docs/party/'), 'Scenes render twice as fast.');
  const cards = [...readPage(path.join(dir, 'dist'), '/docs/cards/').matchAll(/<a class="card doc-card padding--lg theme-doc-card-container" href="([^"]+)"><h2 class="card__title doc-card__title"><span class="card__icon">([^<]+)<\/span>([^<]+)<\/h2>(?:<p class="card__description doc-card__description">([^<]*)<\/p>)?/g)].map((m) => m.slice(1).join(' | '));
  // A doc named by docId says that doc's description.
  assert.deepEqual(cards, ['/docs/answer | 📄️ | Answer | The answer is for every scene.', '/docs/colours | 🗃 | Palette | 2 items', 'https://status.lumagraph.example | 🔗 | Status | ']);
});

test("navbar.logo's width, height, className and style go on the logo's image, as Docusaurus draws it", async () => {
  const dir = tempDir('logo-look');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], themeConfig: { navbar: { title: 'Beams', logo: { alt: 'Beams', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: '32', className: 'brand-round', style: { borderRadius: '50%', opacity: 0.9 } } } } };\n");
  write('docs/intro.md', '# Intro\n');
  write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('static/img/logo-dark.svg', '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<img class="navbar__logo-img navbar__logo-img--light brand-round" src="\/img\/logo\.svg" alt="Beams" width="32" height="32" style="border-radius:50%;opacity:0\.9"\/>/);
  assert.match(intro, /<img class="navbar__logo-img navbar__logo-img--dark brand-round" src="\/img\/logo-dark\.svg" alt="Beams" width="32" height="32" style="border-radius:50%;opacity:0\.9"\/>/);
});

test('config scripts load as Docusaurus writes them: an object with its own attributes (defer, type), a string a plain <script src>', async () => {
  const dir = tempDir('script-modes');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], scripts: [{ src: '/js/late.js', defer: true }, '/js/early.js', { src: 'https://stats.example/s.js', async: true, 'data-domain': 'beams.example' }] };\n");
  write('docs/intro.md', '# Intro\n');
  write('static/js/late.js', 'window.late = 1;\n');
  write('static/js/early.js', 'window.early = 1;\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<script src="\/js\/late\.js" defer=""><\/script><script src="\/js\/early\.js"><\/script>/);
  assert.match(intro, /<script data-domain="beams\.example" src="https:\/\/stats\.example\/s\.js" async=""><\/script>/);
});

test("prism.defaultLanguage: a code block without a language, in .md and .mdx (a fence, a <CodeBlock>), is highlighted as that language", async () => {
  const dir = tempDir('default-code-language');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], themeConfig: { prism: { defaultLanguage: 'bash', additionalLanguages: ['bash'] } } };\n");
  write('docs/plain.md', '# Plain\n\n```\nexport BEAMS=on\n```\n');
  write('docs/rich.mdx', "import CodeBlock from '@theme/CodeBlock';\n\n# Rich\n\n```\nexport BEAMS=on\n```\n\n<CodeBlock>{'export PRISMS=on'}</CodeBlock>\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.match(readPage(dist, '/docs/plain/'), /<div class="code-block theme-code-block" data-language="bash">[^]*<span class="token builtin class-name">export<\/span>/);
  const rich = readPage(dist, '/docs/rich/');
  assert.equal(rich.match(/data-language="bash"/g)?.length, 2, rich.slice(rich.indexOf('<article'), rich.indexOf('</article>')));
});

test("a navbar or footer `to` that already starts with the base URL gets it once, as Docusaurus' useBaseUrl reads it; an off-site `to` has no external arrow (an `href` has)", async () => {
  const dir = tempDir('to-with-base');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/docs/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ to: '/docs/docs/intro', label: 'Docs' }, { to: 'https://status.lumagraph.example', label: 'Status' }, { href: 'https://github.com/lumagraph', label: 'GitHub', className: 'header-github-link' }] }, footer: { links: [{ title: 'More', items: [{ to: '/docs/docs/intro', label: 'Intro' }, { to: 'https://status.lumagraph.example', label: 'Uptime' }, { href: 'https://github.com/lumagraph', label: 'Source', className: 'footer-github-link' }] }] } } };\n");
  write('docs/intro.md', '# Intro\n');
  write('src/pages/index.md', '# Home\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<a class="navbar__link[^"]*" href="\/docs\/docs\/intro"[^>]*><span>Docs<\/span><\/a>/);
  assert.match(intro, /<a class="footer__link footer__link-item" href="\/docs\/docs\/intro">Intro<\/a>/);
  assert.doesNotMatch(intro, /\/docs\/docs\/docs\//);
  assert.match(intro, /href="https:\/\/status\.lumagraph\.example"[^>]*><span>Status<\/span><\/a>/);
  assert.match(intro, /href="https:\/\/github\.com\/lumagraph"[^>]*><span>GitHub<\/span><svg[^>]*icon--external/);
  assert.match(intro, /<a class="footer__link footer__link-item" href="https:\/\/status\.lumagraph\.example" target="_blank" rel="noopener noreferrer">Uptime<\/a>/);
  // A footer item's className, and a navbar item's in the phone's drawer, for the site's CSS.
  assert.match(intro, /<a class="footer__link footer__link-item footer-github-link" href="https:\/\/github\.com\/lumagraph"/);
  assert.match(intro, /<a class="drawer__link header-github-link" href="https:\/\/github\.com\/lumagraph"/);
});

test('noIndex: every page asks search engines not to index it, and no sitemap is written, as Docusaurus does for a staging site; baseUrlIssueBanner: false leaves the base URL check out', async () => {
  const dir = tempDir('no-index');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', noIndex: true, baseUrlIssueBanner: false, onBrokenLinks: 'warn', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.equal(readPage(dist, '/docs/intro/').match(/<meta name="robots"[^>]*>/g)?.join(' '), '<meta name="robots" content="noindex, nofollow"/>');
  assert.match(readPage(dist, '/search/'), /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.ok(!fs.existsSync(path.join(dist, 'sitemap.xml')));
  assert.doesNotMatch(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8'), /Sitemap:/);
  // baseUrlIssueBanner: false: no base URL check on the pages.
  assert.doesNotMatch(readPage(dist, '/docs/intro/'), /base-url-banner/);
});

test('a front matter id with a space builds, as Docusaurus takes any id without a slash; one with a slash is refused with what it may not hold', async () => {
  const dir = tempDir('id-space');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { s: ['intro', 'Screenshot tour'] };\n");
  write('docs/intro.md', '# Intro\n\nSee [the tour](tour.md).\n');
  write('docs/tour.md', '---\nid: Screenshot tour\n---\n# Tour\n\nBeams on screen.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/Screenshot tour/'), /<h1 class="doc__title">Tour<\/h1>/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /<a href="\/docs\/Screenshot%20tour">the tour<\/a>/);
  write('docs/tour.md', '---\nid: screens/tour\n---\n# Tour\n');
  const refused = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /docs\/tour\.md:2: front matter "id" must not contain "\/", "\\", "\?", "#" or "%"\n\s+fix: [^\n]*id/);
});

test("a Docusaurus 2 repo's tag right under an import (one paragraph) shows nothing, as MDX 1 read it, and is named; after a blank line it shows; a bare < in the description is escaped once", async () => {
  const dir = tempDir('import-then-tag');
  const write = writerIn(dir);
  write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3' } }));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]] };\n");
  write('src/components/Caption.js', "import React from 'react';\nexport function Caption({ text }) { return <p className=\"caption\">{text}</p>; }\n");
  write('docs/intro.md', "# Intro\n\nText before, with a < b.\n\nimport {Caption} from '@site/src/components/Caption'\n<Caption text=\"Under the import\"/>\n\nText after.\n\n<Caption text=\"Shown caption\"/>\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.deepEqual([...intro.matchAll(/class="caption">([^<]*)/g)].map((m) => m[1]), ['Shown caption']);
  // Its description is the text as written: a bare < escaped once in the meta tag.
  assert.match(intro, /<meta name="description" content="Text before, with a &lt; b\."\/>/);
  assert.match(run.stderr, /⚠ docs\/intro\.md:6: a tag right under an import is part of the import's paragraph: not shown, as Docusaurus 2 \(MDX 1\) shows nothing there\n\s+fix: put a blank line between the import and the tag to show it/);
});

test("a local search theme's highlightSearchTermsOnTargetPage is named: docsgen's own search stands for the theme, without marking the words on the page it opens", async () => {
  const dir = tempDir('search-local-highlight');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], themes: [['@easyops-cn/docusaurus-search-local', { hashed: true, highlightSearchTermsOnTargetPage: true }]] };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /- themes\[0\] \(@easyops-cn\/docusaurus-search-local: highlightSearchTermsOnTargetPage: docsgen's search does not mark the words on the page it opens\)/);
});

test('a Docusaurus 2 repo without a blog/ folder has no blog, as Docusaurus 2 makes none (Docusaurus 3 makes its empty list page)', async () => {
  const dir = tempDir('ds2-no-blog');
  const write = writerIn(dir);
  write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3' } }));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', {}]] };\n");
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.ok(!fs.existsSync(path.join(dir, 'dist', 'blog')));
  assert.doesNotMatch(fs.readFileSync(path.join(dir, 'dist', 'sitemap.xml'), 'utf8'), /\/blog/);
  write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.2' } }));
  const three = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(three.code, 0, three.stderr);
  assert.ok(fs.existsSync(path.join(dir, 'dist', 'blog', 'index.html')));
});

test("constructs of round twenty-six: a relative slug climbs out of the doc's folder, a React page wins its route over a doc, a Docusaurus 2 page titled as the site is 'T | T', an Admonition's own icon replaces the type's", async () => {
  const dir = tempDir('round-26');
  const write = writerIn(dir);
  write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3' } }));
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]] };\n");
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout><h1>The React home page</h1></Layout>;\n}\n");
  write('docs/intro.md', '---\nslug: /\n---\n# Intro\n\nThe doc at the root.\n');
  write('docs/sub/flat.md', '---\nslug: ../flat-page\n---\n# Flat\n\nUp one folder.\n');
  write('docs/sub/here.md', '---\nslug: ./here-page/\n---\n# Here\n\nIn its folder.\n');
  write('docs/spaced.md', '&nbsp;\n\n# Spaced\n\nRoom above, as MDX 1 trimmed it away.\n');
  write('docs/t.mdx', "---\ntitle: T\n---\nimport Admonition from '@theme/Admonition';\n\n<Admonition type=\"tip\" icon=\"📥\" title=\"Download\">\n\nGet it.\n\n</Admonition>\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.match(readPage(dist, '/flat-page/'), /<h1[^>]*>Flat<\/h1>/, 'docs/sub/ + ../flat-page');
  assert.match(readPage(dist, '/sub/here-page/'), /<h1[^>]*>Here<\/h1>/);
  assert.match(readPage(dist, '/'), /<h1>The React home page<\/h1>/, 'as Docusaurus serves it');
  assert.match(run.stderr, /two sources make the route \/: docs\/intro\.md and src\/pages\/index\.js; the React page is built, the doc left out, as in Docusaurus/);
  const t = readPage(dist, '/t/');
  assert.match(t, /<title>T \| T<\/title>/, "Docusaurus 2's title");
  assert.match(readPage(dist, '/'), /<title>T<\/title>/, 'a Layout without a title: the site title alone, in Docusaurus 2 too');
  const spaced = readPage(dist, '/spaced/');
  assert.doesNotMatch(spaced, /<p>(\u00a0|&nbsp;|&#xA0;|\s)*<\/p>/i, "a paragraph of a no-break space is left out, as MDX 1 trimmed it");
  assert.match(spaced, /Room above/);
  assert.match(t, /<aside class="theme-admonition theme-admonition-tip admonition--tip admonition--own-icon alert alert--success" role="note"><div class="admonition__title"><span class="admonition__icon">📥<\/span>Download<\/div>/);
});

test('an absolute slug with a ".." part, or a space, is refused with what is wrong in it', async () => {
  const dir = tempDir('bad-slugs');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/a.md', '---\nslug: /guide/../setup\n---\n# A\n');
  write('docs/b.md', '---\nslug: my page\n---\n# B\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /docs\/a\.md:2: invalid slug "\/guide\/\.\.\/setup": an absolute slug cannot hold "\." or "\.\." parts/);
  assert.match(run.stderr, /docs\/b\.md:2: invalid slug "my page": it contains a space/);
});

test("a Docusaurus repo's code is coloured in its Prism's grammars: Docusaurus 3 leaves bash plain unless additionalLanguages adds it and colours kotlin; Docusaurus 2 colours scss and bash, not kotlin", async () => {
  const fences = '# Code\n\n```bash\necho "lit" > beams.txt\n```\n\n```kotlin\nval graph = Graph()\n```\n\n```scss\n.beam { .glow { color: red; } }\n```\n';
  const tokensIn = (html: string, lang: string) => (new RegExp(`<code class="language-${lang}">(.*?)</code>`).exec(html)?.[1].match(/class="token/g) ?? []).length;
  const built = async (name: string, packageJson: object | undefined, prism: string) => {
    const dir = tempDir(name);
    const write = writerIn(dir);
    if (packageJson) write('package.json', JSON.stringify(packageJson));
    write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { prism: ${prism} } };\n`);
    write('docs/intro.md', fences);
    const run = await runCliHosted(['build', '--no-cache'], dir);
    assert.equal(run.code, 0, run.stderr);
    return readPage(path.join(dir, 'dist'), '/docs/intro/');
  };
  const v3 = await built('prism-3', { dependencies: { '@docusaurus/core': '3.10.2' } }, '{}');
  assert.deepEqual([tokensIn(v3, 'bash'), tokensIn(v3, 'scss')], [0, 0], 'plain, as Docusaurus 3 shows them');
  assert.ok(tokensIn(v3, 'kotlin') > 0);
  const added = await built('prism-3-bash', { dependencies: { '@docusaurus/core': '3.10.2' } }, "{ additionalLanguages: ['bash', 'scss'] }");
  assert.ok(tokensIn(added, 'bash') > 0 && tokensIn(added, 'scss') > 0, 'added: coloured');
  const v2 = await built('prism-2', { dependencies: { '@docusaurus/core': '2.4.3' } }, '{}');
  assert.ok(tokensIn(v2, 'bash') > 0 && tokensIn(v2, 'scss') > 0);
  assert.equal(tokensIn(v2, 'kotlin'), 0);
});

test("a footer mailto: link with a name and spaces builds, as Docusaurus takes it; a link that is wrong names its href and what it must be, not 'none of the allowed shapes'", async () => {
  const dir = tempDir('mailto-space');
  const write = writerIn(dir);
  const config = (href: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { footer: { links: [{ title: 'Help', items: [{ label: 'Contact', href: ${JSON.stringify(href)} }] }] } } };\n`;
  write('docusaurus.config.js', config('mailto:Lumagraph Team <team@lumagraph.example>?subject=Docs question'));
  write('docs/intro.md', '# Intro\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /href="mailto:Lumagraph Team &lt;team@lumagraph\.example&gt;\?subject=Docs question"/);
  write('docusaurus.config.js', config('javascript:alert(1)'));
  const bad = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /"footer\.links\[0\]\.items\[0\]\.href": must be an absolute http\(s\) URL, a "mailto:"\/"tel:" link, or start with "#"/);
  assert.doesNotMatch(bad.stderr, /none of the allowed shapes/);
});

test("themeConfig.metadata: every page's meta tags, the site's twitter:card and twitter:title in place of docsgen's; a page's own description and keywords over the site's, a generated index's keywords and image from its link", async () => {
  const dir = tempDir('theme-metadata');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', plugins: ['@lumagraph/docusaurus-plugin-beacon'], presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { metadata: [{ name: 'keywords', content: 'beams, lamps' }, { name: 'twitter:card', content: 'summary' }, { name: 'description', content: 'The whole site.' }, { property: 'og:site_name', content: 'Beams site' }, { name: 'twitter:title', content: 'Beams, the site' }] } };\n");
  write('sidebars.js', "module.exports = { main: ['intro', 'own', { type: 'category', label: 'Guide', link: { type: 'generated-index', keywords: ['guide', 'beams'], image: '/img/guide.png' }, items: ['guide/one'] }, { type: 'autogenerated', dirName: 'parts' }] };\n");
  write('docs/intro.md', '# Intro\n\nAbout beams.\n');
  write('docs/own.md', '---\nkeywords: [prisms, lenses]\n---\n# Own\n\nAbout prisms.\n');
  write('docs/guide/one.md', '# One\n\nFirst.\n');
  write('docs/parts/lamps/_category_.json', JSON.stringify({ label: 'Lamps', link: { type: 'generated-index', keywords: ['lamps'], image: 'https://cdn.example/lamps.png' } }));
  write('docs/parts/lamps/amber.md', '# Amber\n\nWarm.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /metadata/, 'followed, not named as skipped');
  // A plugin docsgen does not run may add pages, or only a script tag: the warning says "may".
  assert.match(run.stderr, /onBrokenLinks: 'throw' \(a broken link is a warning: docsgen does not build the pages plugins\[0\] may add, so links there cannot be checked\)/);
  const dist = path.join(dir, 'dist');
  const metas = (route: string, name: string) => [...readPage(dist, route).matchAll(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
  assert.deepEqual(metas('/docs/intro/', 'twitter:card'), ['summary']);
  assert.deepEqual(metas('/docs/intro/', 'keywords'), ['beams, lamps']);
  assert.deepEqual(metas('/docs/intro/', 'description'), ['About beams.']);
  assert.deepEqual(metas('/docs/intro/', 'og:site_name'), ['Beams site']);
  // Docusaurus writes no twitter:title of its own: the site's is the only one.
  assert.deepEqual(metas('/docs/intro/', 'twitter:title'), ['Beams, the site']);
  // Joined as Docusaurus joins them.
  assert.deepEqual(metas('/docs/own/', 'keywords'), ['prisms,lenses']);
  assert.deepEqual([metas('/docs/category/guide/', 'keywords'), metas('/docs/category/guide/', 'og:image')], [['guide,beams'], ['https://t.example/img/guide.png']]);
  assert.deepEqual([metas('/docs/category/lamps/', 'keywords'), metas('/docs/category/lamps/', 'og:image')], [['lamps'], ['https://cdn.example/lamps.png']]);
});

test("a sidebar category of no items that links a doc is that doc's entry under the category's label (in the sidebar and the pager), as Docusaurus makes it", async () => {
  const dir = tempDir('empty-category');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { s: ['intro', { type: 'category', label: '1. Alpha', className: 'step', link: { type: 'doc', id: 'alpha' }, items: [] }] };\n");
  write('docs/intro.md', '# Intro\n\nFirst.\n');
  write('docs/alpha.md', '# Alpha doc\n\nSecond.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  assert.match(intro, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item step"><a class="menu__link" href="\/docs\/alpha">1\. Alpha<\/a><\/li>/);
  assert.doesNotMatch(intro, /menu__link--category/, 'no category, no caret');
  assert.match(intro, /pagination__label[^>]*>1\. Alpha</);
});

test("a React page's plain <a> to no page (a site path, an address without mailto:) is a broken-link warning, not an error under onBrokenLinks 'throw'; a broken <Link> still fails", async () => {
  const dir = tempDir('page-bare-href');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n');
  write('src/pages/index.js', "import React from 'react';\nexport default function Home() {\n  return <main>Write to <a href=\"team@lumagraph.example\">team@lumagraph.example</a>, or read <a href=\"/docs/gone\">the old guide</a>.</main>;\n}\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /⚠ src\/pages\/index\.js: broken link "team@lumagraph\.example"/);
  assert.match(run.stderr, /⚠ src\/pages\/index\.js: broken link "\/docs\/gone"/);
  write('src/pages/index.js', "import React from 'react';\nimport Link from '@docusaurus/Link';\nexport default function Home() {\n  return <main><Link to=\"/docs/nowhere\">Nowhere</Link></main>;\n}\n");
  const broken = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(broken.code, 1);
  assert.match(broken.stderr, /✖ src\/pages\/index\.js: broken link "\/docs\/nowhere"/);
});

test("future.v4 (MDX without HTML comments): a doc's or post's <!-- comment --> is named at its line, as Docusaurus fails on it, and left out; one in code is not; without v4 nothing is said", async () => {
  const dir = tempDir('v4-html-comments');
  const write = writerIn(dir);
  const config = (future: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${future} presets: [['classic', { blog: { onUntruncatedBlogPosts: 'ignore' } }]] };\n`;
  write('package.json', '{ "dependencies": { "@docusaurus/core": "^3.10.0" } }\n');
  write('docusaurus.config.js', config('future: { v4: true },'));
  write('docs/intro.md', '# Intro\n\nText.\n\n```html\n<!-- in code: fine -->\n```\n\nSee `<!-- this -->` too.\n\n<!-- a note for writers -->\n\nMore.\n');
  write('blog/2026-01-02-first.md', '---\ntitle: First\n---\nOpening.\n\n<!-- truncate -->\n\nRest.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /⚠ docs\/intro\.md:11: an HTML comment \(<!-- … -->\), which this site's MDX refuses \(future\.v4, or markdown\.mdx1Compat\.comments false\): Docusaurus fails to build on it/);
  assert.match(run.stderr, /⚠ blog\/2026-01-02-first\.md:6: an HTML comment/);
  assert.doesNotMatch(readPage(path.join(dir, 'dist'), '/docs/intro/'), /a note for writers/);
  write('docusaurus.config.js', config(''));
  const plain = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(plain.code, 0, plain.stderr);
  assert.doesNotMatch(plain.stderr, /HTML comment/);
});

test("a site's own src/pages/search page takes /search quietly; with trailingSlash false (search.html) no search/ folder is written beside it: the search manifest moves under assets/, and the search button names it", async () => {
  const dir = tempDir('own-search-page');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', trailingSlash: false, presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.md', '# Intro\n\nBeams.\n');
  write('src/pages/search.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Search() { return <Layout title=\"Find\"><main className=\"own-search\">Our search</main></Layout>; }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /two sources make the route/);
  const dist = path.join(dir, 'dist');
  assert.match(fs.readFileSync(path.join(dist, 'search.html'), 'utf8'), /class="own-search"/);
  assert.equal(fs.existsSync(path.join(dist, 'search')), false, 'no search/ folder beside search.html');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'assets/search/manifest.json'), 'utf8')) as { index: string };
  assert.ok(fs.existsSync(path.join(dist, manifest.index)), manifest.index);
  assert.match(fs.readFileSync(path.join(dist, 'docs/intro.html'), 'utf8'), /<a class="search-button" href="\/search" data-manifest="\/assets\/search\/manifest\.json"/);
});

test("a relative link to a file not beside the doc is the site path it names from the page's URL, as Docusaurus' Link writes it: a static file's is served, a missing one named", async () => {
  const dir = tempDir('relative-file-links');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]] };\n");
  write('docs/sub/page.md', '# Page\n\nThe [data](other.json), the [plan](plan.txt) and the [old deck](gone.pdf).\n');
  write('docs/sub/plan.txt', 'A plan.\n');
  write('static/docs/sub/other.json', '{}\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(dir, 'dist'), '/docs/sub/page/');
  assert.match(page, /href="\/docs\/sub\/other\.json">data</);
  assert.match(page, /href="\/assets\/files\/plan\.[0-9a-f]{10}\.txt">plan</, 'a file beside the doc is published with it');
  assert.match(page, /href="\/docs\/sub\/gone\.pdf">old deck</);
  assert.match(run.stderr, /⚠ docs\/sub\/page\.md:3: broken link "gone\.pdf": there is no page, redirect or file at \/docs\/sub\/gone\.pdf/);
  assert.doesNotMatch(run.stderr, /other\.json/);
});

test("a doc in no sidebar gets the neighbours its pagination_prev/next name; a React page that took a doc's route gets none of the doc's", async () => {
  const dir = tempDir('pager-edges');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { routeBasePath: '/', sidebarPath: './sidebars.js' } }]] };\n");
  write('sidebars.js', "module.exports = { main: ['intro', 'second'] };\n");
  write('docs/intro.md', '---\nslug: /\n---\n# Intro\n');
  write('docs/second.md', '# Second\n');
  write('docs/orphan.md', '---\npagination_prev: intro\npagination_next: second\n---\n# Orphan\n');
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><main>Home</main></Layout>; }\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  assert.doesNotMatch(readPage(dist, '/'), /class="pagination__link/);
  const orphan = readPage(dist, '/orphan/');
  assert.match(orphan, /pagination-nav__link--prev" href="\/" rel="prev">.*?Intro/);
  assert.match(orphan, /pagination-nav__link--next" href="\/second" rel="next">.*?Second/);
});

test("a .tsx module beside the docs is a component they import, not a page: it builds, as under Docusaurus", async () => {
  const dir = tempDir('tsx-in-docs');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.mdx', "import { Install } from './parts/Install';\n\n# Intro\n\n<Install />\n");
  write('docs/parts/Install.tsx', "import React from 'react';\nimport CodeBlock from '@theme/CodeBlock';\nexport function Install() { return <CodeBlock language=\"bash\" title=\"install.sh\">npm install lumagraph</CodeBlock>; }\n");
  write('docs/parts/Unused.tsx', "export const unused = 1;\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /<div class="code-block__title">install\.sh<\/div>/);
  assert.equal(fs.existsSync(path.join(dir, 'dist/docs/parts')), false, 'no page of the modules');
});

test("a doc's <Link to> to no page is a broken link at its line, as Docusaurus checks a Link (it fails the build under onBrokenLinks 'throw'); one to a page is fine", async () => {
  const dir = tempDir('doc-link-component');
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/intro.mdx', "import Link from '@docusaurus/Link';\n\n# Intro\n\nSee <Link to=\"/docs/setup\">the setup</Link>.\n\nAnd <Link to=\"/docs/nowhere\">the old page</Link>.\n");
  write('docs/setup.md', '# Setup\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /✖ docs\/intro\.mdx:7: broken link "\/docs\/nowhere": there is no page, redirect or file at \/docs\/nowhere/);
  assert.doesNotMatch(run.stderr, /docs\/setup"/);
});

test("a navbar docSidebar item leads to its autogenerated sidebar's first entry in Docusaurus' order, a folder's generated index or a later doc by position", async () => {
  const dir = tempDir('navbar-first-entry');
  const write = writerIn(dir);
  const config = "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }] } } };\n";
  write('docusaurus.config.js', config);
  write('sidebars.js', "module.exports = { main: [{ type: 'autogenerated', dirName: '.' }] };\n");
  write('docs/zintro.md', '# Intro\n');
  write('docs/guide/_category_.json', '{ "label": "Guide", "link": { "type": "generated-index" } }\n');
  write('docs/guide/page.md', '# Page\n');
  let run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const docsLink = () => /href="([^"]+)"[^>]*>Docs</.exec(readPage(path.join(dir, 'dist'), '/docs/zintro/'))?.[1];
  assert.equal(docsLink(), '/docs/category/guide');
  // A doc placed first by its position comes before the folder.
  write('docs/zintro.md', '---\nsidebar_position: 1\n---\n# Intro\n');
  write('docs/guide/_category_.json', '{ "label": "Guide", "position": 2, "link": { "type": "generated-index" } }\n');
  run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(docsLink(), '/docs/zintro');
});

test("an MDX doc's `# ` heading after an export titles nothing (Docusaurus reads a title after imports only): the page is titled by its id, the heading shows where it is", async () => {
  const dir = withHomePage(tempDir('export-before-title'));
  const write = writerIn(dir);
  write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write('docs/services.mdx', "export const services = [{ name: 'beams' }];\n\n# Every service\n\nServices: {services.length}.\n");
  write('docs/imported.mdx', "import Tabs from '@theme/Tabs';\n\n# After an import\n\nText.\n");
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const services = readPage(dist, '/docs/services/');
  assert.match(services, /<title>services \| T<\/title>/);
  assert.match(services, /<h1[^>]*>Every service<\/h1>/);
  assert.equal(services.match(/<h1/g)?.length, 1, 'no title above the heading');
  assert.match(services, /aria-current="page">services<\/a>/);
  assert.match(readPage(dist, '/docs/imported/'), /<title>After an import \| T<\/title>/);
});
