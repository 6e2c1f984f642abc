/**
 * Real packages nobody here wrote, fetched on demand into node_modules/.cache/ (kept between runs),
 * never dependencies: the create-docusaurus package's classic template, Docusaurus 2 (2.4.3) and 3
 * (3.10.2), built unmodified with no warning (its docs, pages, blog and static files are there with
 * their titles, no MDX leaks as text); a repo's custom.scss compiled by the `sass` package
 * it installs, as docusaurus-plugin-sass does; and mermaid diagrams drawn in Chromium by the
 * `mermaid` package it installs, as @docusaurus/theme-mermaid does.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { withHomePage, readPage, repoRoot, tempDir, type CliResult } from './helpers.ts';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { collectProblems, launchBrowser, serveDist } from './browser-helpers.ts';
import fg from 'fast-glob';
import { mdxTexts, parseMdx, underShortcut } from './mdx-parse.ts';

const PACKAGES = path.join(repoRoot, 'node_modules', '.cache', 'docsgen-test-packages');
const VERSIONS = ['2.4.3', '3.10.2'] as const;
const built = new Map<string, { site: string; result: CliResult }>();

/** The package's tarball in the cache, packed from the registry the first time. */
async function packed(spec: string, file: string): Promise<string> {
  const tgz = path.join(PACKAGES, file);
  if (fs.existsSync(tgz)) return tgz;
  fs.mkdirSync(PACKAGES, { recursive: true });
  await promisify(execFile)('npm', ['pack', spec, '--pack-destination', PACKAGES, '--silent'], { timeout: 120_000 });
  assert.ok(fs.existsSync(tgz), `npm pack ${spec} gave no ${file}`);
  return tgz;
}

/** The classic template as `create-docusaurus` makes a site of it: the shared files, then the template's own. */
async function classicSite(version: string): Promise<string> {
  const tgz = await packed(`create-docusaurus@${version}`, `create-docusaurus-${version}.tgz`);
  const dir = tempDir(`create-docusaurus-${version}`);
  await promisify(execFile)('tar', ['xzf', tgz, '-C', dir]);
  const site = path.join(dir, 'site');
  fs.cpSync(path.join(dir, 'package/templates/shared'), site, { recursive: true });
  fs.cpSync(path.join(dir, 'package/templates/classic'), site, { recursive: true });
  return site;
}

/** `npm install`s the packages into a folder of the cache (once) and gives its node_modules. */
async function installed(name: string, specs: string[]): Promise<string> {
  const dir = path.join(PACKAGES, name);
  const modules = path.join(dir, 'node_modules');
  if (fs.existsSync(path.join(dir, 'installed'))) return modules;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', ...specs], { cwd: dir, timeout: 180_000 });
  fs.writeFileSync(path.join(dir, 'installed'), `${specs.join(' ')}\n`);
  return modules;
}

let sassModules: string;
let mermaidModules: string;

before(async () => {
  [sassModules, mermaidModules] = await Promise.all([installed('sass', ['sass@1.94.2']), installed('mermaid', ['mermaid@11.12.1'])]);
  const sites = await Promise.all(VERSIONS.map(classicSite));
  for (const [i, version] of VERSIONS.entries()) built.set(version, { site: sites[i], result: await runCliHosted(['build', '--no-cache'], sites[i]) });
});

test('the MDX parse shortcut gives MDX\'s own tree, positions included, for every MDX doc of both templates', async () => {
  let docs = 0;
  let shortened = 0;
  for (const version of VERSIONS) {
    const { site } = built.get(version)!;
    const before = underShortcut.shorter;
    for (const { text } of mdxTexts(fg.sync(['**/*.{md,mdx}'], { cwd: site, absolute: true, ignore: ['**/node_modules/**', 'build/**', 'dist/**'] }), site)) {
      assert.deepStrictEqual(parseMdx(text, true), parseMdx(text, false));
      docs++;
    }
    shortened += underShortcut.shorter - before;
  }
  assert.ok(docs >= 6, `only ${docs} MDX docs in the templates`);
  assert.ok(shortened >= 4, `the shortcut built blocks in only ${shortened} of them`);
});

for (const version of VERSIONS) {
  test(`create-docusaurus ${version}'s classic template builds unmodified, with no warning: docs, pages, the blog, static files`, async () => {
    const { site, result } = built.get(version)!;
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /\(no warnings\)/, result.stderr);
    const dist = path.join(site, 'dist');
    // The blog: its posts newest first, each cut at its truncate marker; each post's page; the tags, the archive and the feeds.
    const list = readPage(dist, '/blog/');
    assert.deepEqual([...list.matchAll(/<h2 class="blog-post__title"><a href="\/blog\/([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`), ['welcome Welcome', 'mdx-blog-post MDX Blog Post', 'long-blog-post Long Blog Post', 'first-blog-post First Blog Post']);
    assert.doesNotMatch(list, /Lorem ipsum dolor sit amet, consectetur adipiscing elit\. Pellentesque elementum dignissim ultricies\. Fusce rhoncus ipsum tempor eros aliquam consequat\. Lorem ipsum dolor sit amet<\/p>\s*<p>Lorem/, 'the long post is cut at its marker');
    // Docusaurus 2 words its blog in Title Case ("Read More", "Newer Post"), 3 in sentence case.
    const two = version.startsWith('2.');
    assert.match(list, new RegExp(`aria-label="Read more about Long Blog Post"><b>${two ? 'Read More' : 'Read more'}</b>`));
    const long = readPage(dist, '/blog/long-blog-post/');
    assert.match(long, /<h1 class="blog-post__title">Long Blog Post<\/h1><div class="blog-post__info"><time dateTime="2019-05-29T00:00:00\.000Z">May 29, 2019<\/time> · 3 min read<\/div>/);
    assert.match(long, new RegExp(`blog-author__name-text">${version.startsWith('2.') ? 'Endilie Yacop Sucipto' : 'Yangshun Tay'}<`));
    // An author's own URL (2's template has no authors' pages) opens in a new tab, as Docusaurus links it; their page here does not.
    assert.match(long, two ? /<a href="https:\/\/github\.com\/[^"]+" target="_blank" rel="noopener noreferrer"><span class="blog-author__name-text">/ : /<a href="\/blog\/authors\/yangshun"><span class="blog-author__name-text">/);
    // Docusaurus 3's template defines its tags in tags.yml; 2's are labelled as written.
    assert.match(long, new RegExp(`<a class="tag" rel="tag" href="/blog/tags/hello"[^>]*>${version.startsWith('2.') ? 'hello' : 'Hello'}</a>`));
    assert.match(long, new RegExp(`<span class="pagination__sub pagination-nav__sublabel">${two ? 'Newer Post' : 'Newer post'}</span><span class="pagination__label pagination-nav__label">MDX Blog Post</span>`));
    assert.match(long, /<nav class="blog-sidebar" aria-label="Blog recent posts navigation">/);
    // An author's links titled by their platforms' names, each with its mark (another a globe), as Docusaurus draws them.
    if (!two) {
      const socials = [...readPage(dist, '/blog/welcome/').matchAll(/title="([^"]+)" aria-label="[^"]+"><svg[^>]*class="social-icon social-icon--([a-z]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
      assert.deepEqual(socials.slice(0, 4), ['X x', 'LinkedIn linkedin', 'GitHub github', 'newsletter other']);
    }
    assert.match(long, /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss\.xml" title="My Site RSS Feed"\/>/);
    assert.match(readPage(dist, '/blog/tags/hello/'), /<h1>2 posts tagged with &quot;[Hh]ello&quot;<\/h1>[^]*<a href="\/blog\/tags">View All Tags<\/a>/);
    // Docusaurus 3's archive: newest year first, the oldest post first within it; 2's the other way round, each post's year in its date.
    const archive = [...readPage(dist, '/blog/archive/').matchAll(/<li><a href="\/blog\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
    assert.deepEqual(archive, version.startsWith('2.') ? ['May 29, 2019 - Long Blog Post', 'May 28, 2019 - First Blog Post', 'August 26, 2021 - Welcome', 'August 1, 2021 - MDX Blog Post'] : ['August 1 - MDX Blog Post', 'August 26 - Welcome', 'May 28 - First Blog Post', 'May 29 - Long Blog Post']);
    assert.equal(fs.readFileSync(path.join(dist, 'blog/rss.xml'), 'utf8').match(/<item>/g)?.length, 4);
    assert.match(fs.readFileSync(path.join(dist, 'blog/atom.xml'), 'utf8'), /<entry>\s*<title type="html"><!\[CDATA\[Welcome\]\]><\/title>/);
    // Docusaurus 3.5 added the authors' pages; 3's feeds have the browser stylesheet its config asks for.
    assert.equal(fs.existsSync(path.join(dist, 'blog/authors/index.html')), version.startsWith('3.'));
    assert.equal(fs.existsSync(path.join(dist, 'blog/rss.xsl')), version.startsWith('3.'));
    const docs = ['intro', 'tutorial-basics/create-a-document', 'tutorial-basics/markdown-features', 'tutorial-extras/manage-docs-versions'];
    for (const doc of docs) assert.ok(fs.existsSync(path.join(dist, 'docs', doc, 'index.html')), `/docs/${doc}/`);
    assert.ok(fs.existsSync(path.join(dist, 'docs/category/tutorial---basics/index.html')), 'the generated index of _category_.json');
    assert.ok(fs.existsSync(path.join(dist, 'img/docusaurus.png')), 'static/ is published');
    const features = readPage(dist, '/docs/tutorial-basics/markdown-features/');
    assert.match(features, /<title>Markdown Features \| My Site<\/title>/);
    // Docusaurus' search metadata (what DocSearch's crawler reads): a doc's version and tag, a blog list's and a page's tags.
    assert.match(features, /<meta name="docusaurus_locale" content="en"\/><meta name="docsearch:language" content="en"\/><meta name="docusaurus_version" content="current"\/><meta name="docsearch:version" content="current"\/><meta name="docusaurus_tag" content="docs-default-current"\/><meta name="docsearch:docusaurus_tag" content="docs-default-current"\/>/);
    assert.match(readPage(dist, '/blog/'), /<meta name="docusaurus_tag" content="blog_posts_list"\/>/);
    assert.match(readPage(dist, '/blog/tags/'), /<meta name="docusaurus_tag" content="blog_tags_list"\/>/);
    const landing = readPage(dist, '/');
    assert.match(landing, /<meta name="docusaurus_tag" content="default"\/>/);
    assert.doesNotMatch(landing, /docusaurus_version/);
    // The label of the category it is in is marked as holding it, as Docusaurus marks it; on the category's own page, once.
    assert.match(features, /class="menu__link menu__link--category menu__link--sublist menu__link--active" href="\/docs\/category\/tutorial---basics">Tutorial - Basics<\/a>/);
    assert.match(features, /class="menu__link menu__link--category menu__link--sublist" href="\/docs\/category\/tutorial---extras">/);
    assert.match(readPage(dist, '/docs/category/tutorial---basics/'), /class="menu__link menu__link--category menu__link--sublist menu__link--active" href="\/docs\/category\/tutorial---basics" aria-current="page">/);
    assert.match(features, /<h1 class="doc__title">Markdown Features<\/h1>/);
    assert.match(features, /<aside class="theme-admonition theme-admonition-tip admonition--tip alert alert--success" role="note"><div class="admonition__title">My tip<\/div>/);
    assert.match(features, /<div class="code-block__title">src\/components\/HelloDocusaurus\.js<\/div>/);
    // Outside its code examples, no MDX source shows as text.
    const article = features.slice(features.indexOf('<article'), features.indexOf('</article>')).replace(/<pre[^]*?<\/pre>|<code>[^]*?<\/code>/g, '');
    assert.doesNotMatch(article, /\bimport \w+ from|export const|:::|\{\/\*/, 'no MDX source shows as text');
    // Docusaurus 3's `## Headings {/* #my-heading-id */}` keeps its id.
    if (version.startsWith('3.')) assert.match(features, /<h2 id="my-heading-id" class="anchor">Headings<a class="hash-link" href="#my-heading-id"/);
    // The page shows its two admonitions. Docusaurus 2 (MDX 1) shows the syntax before them,
    // indented by four spaces, as code (Docusaurus 3's template writes it in a fence).
    assert.equal(features.match(/<aside class="theme-admonition /g)?.length, 2, 'two admonitions, not the syntax examples too');
    if (version.startsWith('2.')) assert.match(features, /<pre class="language-text prism-code"[^>]*><code class="language-text"><span class="code-line">:::tip My tip</);
    // Heading ids are Docusaurus': the title's `# Deploy your site` counts, so the later heading of
    // the same text is "-1" (a link written against the Docusaurus site reaches it).
    const deploy = readPage(dist, '/docs/tutorial-basics/deploy-your-site/');
    assert.deepEqual([...deploy.matchAll(/<h[2-6] id="([^"]+)"/g)].map((m) => m[1]), ['build-your-site', 'deploy-your-site-1']);
    // The home page is the template's React page, with its Layout title and the site's tagline.
    const home = readPage(dist, '/');
    assert.match(home, /<title>Hello from My Site \| My Site<\/title>|<title>Hello from My Site<\/title>/);
    assert.match(home, /Dinosaurs are cool/);
    // It draws its own <main>: the page keeps one main landmark, the skip link's target around it.
    assert.equal(home.match(/<main[\s>]/g)?.length, 1, 'one <main>');
    assert.match(home, /<div id="main-content" class="main" tabindex="-1">/);
    assert.match(home, /href="\/docs\/intro\/?"/);
    assert.match(readPage(dist, '/markdown-page/'), /<h1[^>]*>Markdown page example<\/h1>/);
  });
}

test('a repo\'s custom.scss (docusaurus-plugin-sass) is compiled by the sass package it installs; without one it is named and left out', async () => {
  const dir = tempDir('sass-site');
  withHomePage(dir);
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.mkdirSync(path.join(dir, 'src/css'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs/intro.mdx'), '# Intro\n\nBeams.\n');
  fs.writeFileSync(path.join(dir, 'docs/_Box.jsx'), "import styles from './box.module.scss';\nexport default function Box({ children }) { return <div className={styles.box}>{children}</div>; }\n");
  fs.writeFileSync(path.join(dir, 'docs/box.module.scss'), '$edge: 3px;\n.box { border: $edge solid; p { margin: 0; } }\n');
  fs.writeFileSync(path.join(dir, 'src/css/_colors.scss'), '$beam: #123456;\n');
  fs.writeFileSync(path.join(dir, 'src/css/custom.scss'), "@use 'colors';\n.hero {\n  .title { color: colors.$beam; }\n}\n");
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', plugins: ['docusaurus-plugin-sass'],\n" +
      "  presets: [['classic', { blog: false, theme: { customCss: require.resolve('./src/css/custom.scss') } }]] };\n",
  );
  // Without the package: the stylesheet is named and left out; a component's Sass module fails its doc, saying what to install.
  const without = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(without.code, 0, without.stderr);
  assert.match(without.stderr, /- theme\.customCss src\/css\/custom\.scss \(Sass, and the repo's node_modules has no `sass` package to compile it: npm install\)/);
  fs.writeFileSync(path.join(dir, 'docs/intro.mdx'), "import Box from './_Box';\n\n# Intro\n\n<Box>Beams.</Box>\n");
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /docs\/_Box\.jsx:1: docs\/box\.module\.scss is Sass, and the site has no `sass` package to compile it: run npm install --save-dev sass in the site\n {4}fix: install the package in the site/);
  fs.symlinkSync(sassModules, path.join(dir, 'node_modules'));
  const built = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(built.code, 0, built.stderr);
  assert.doesNotMatch(built.stderr, /sass/i, 'neither the plugin nor the stylesheet is skipped');
  const cssDir = path.join(dir, 'dist/assets/css');
  const css = fs.readdirSync(cssDir).filter((f) => f.startsWith('styles.')).map((f) => fs.readFileSync(path.join(cssDir, f), 'utf8')).join('');
  assert.match(css, /\.hero \.title\{color:#123456\}/);
  const intro = readPage(path.join(dir, 'dist'), '/docs/intro/');
  // A Sass module's names are scoped as a CSS module's.
  const box = /<div class="(m[0-9a-f]{6}_box)">Beams\.<\/div>/.exec(intro)?.[1];
  assert.ok(box, 'the module\'s scoped class');
  const components = fs.readdirSync(cssDir).filter((f) => f.startsWith('components.')).map((f) => fs.readFileSync(path.join(cssDir, f), 'utf8')).join('');
  assert.match(components, new RegExp(`\\.${box} \\{\\s*border: 3px solid;\\s*\\}\\s*\\.${box} p \\{\\s*margin: 0;\\s*\\}`));
});

test('mermaid fences (@docusaurus/theme-mermaid) are drawn by the repo\'s mermaid, in the colour mode; without it they stay code, named', async () => {
  const dir = tempDir('mermaid-site');
  withHomePage(dir);
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/flow.md'), '# Flow\n\n```mermaid\ngraph LR;\n  Source-->Lens;\n```\n\n```js\nconst beam = 1;\n```\n');
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'], themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' } } }, presets: [['classic', { blog: false }]] };\n",
  );
  const without = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(without.code, 0, without.stderr);
  assert.match(without.stderr, /- themes\[0\] \(@docusaurus\/theme-mermaid: mermaid diagrams are shown as code, as the repo's node_modules has no mermaid package: npm install\)/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/flow/'), /<div class="code-block theme-code-block" data-language="mermaid">/);
  // The package as npm installs it, inside the repo (its browser build is published from there).
  fs.cpSync(path.join(mermaidModules, 'mermaid'), path.join(dir, 'node_modules/mermaid'), { recursive: true, filter: (file) => !file.includes(`${path.sep}src${path.sep}`) && !file.endsWith('.map') });
  const built = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(built.code, 0, built.stderr);
  assert.doesNotMatch(built.stderr, /mermaid/);
  const dist = path.join(dir, 'dist');
  const html = readPage(dist, '/docs/flow/');
  assert.match(html, /<div class="mermaid-diagram"><pre class="mermaid">graph LR;\n {2}Source--(>|&gt;)Lens;<\/pre><\/div>/);
  assert.match(html, /"mermaid":"\/assets\/mermaid\/11\.12\.1\/mermaid\.esm\.min\.js","mermaidThemes":\{"light":"neutral","dark":"forest"\}/);
  assert.ok(fs.readdirSync(path.join(dist, 'assets/mermaid/11.12.1/chunks/mermaid.esm.min')).every((f) => f.endsWith('.js')), 'published as .js');
  // Built again from the build cache, where a doc's HTML is read only to render its page: still drawn.
  assert.equal((await runCliHosted(['build'], dir)).code, 0);
  const warm = await runCliHosted(['build'], dir);
  assert.equal(warm.code, 0, warm.stderr);
  assert.match(warm.stdout + warm.stderr, /docs and API groups: 1 from the cache/);
  assert.match(readPage(dist, '/docs/flow/'), /"mermaid":"\/assets\/mermaid\/11\.12\.1\/mermaid\.esm\.min\.js"/);
  assert.ok(fs.existsSync(path.join(dist, 'assets/mermaid/11.12.1/mermaid.esm.min.js')));
  // A page without a diagram does not load it; this one draws it, and again in dark mode.
  const server = await serveDist(dist);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/docs/flow/`);
    await page.waitForSelector('pre.mermaid svg .node', { timeout: 20_000 });
    assert.equal(await page.locator('pre.mermaid svg .node').count(), 2);
    // At the start of its line, as Docusaurus' container leaves a diagram.
    assert.equal(await page.$eval('pre.mermaid svg', (svg) => Math.round(svg.getBoundingClientRect().x - svg.closest('.markdown')!.getBoundingClientRect().x)), 0);
    const fill = () => page.evaluate(() => getComputedStyle(document.querySelector('pre.mermaid svg .node rect, pre.mermaid svg .node polygon')!).fill);
    const light = await fill();
    // In the repo's themeConfig.mermaid themes: neutral's grey, not the default theme's lavender (#ececff).
    assert.notEqual(light, 'rgb(236, 236, 255)');
    await page.locator('.color-mode-toggle').first().click();
    await page.waitForFunction((before) => {
      const node = document.querySelector('pre.mermaid svg .node rect, pre.mermaid svg .node polygon');
      return node !== null && getComputedStyle(node).fill !== before;
    }, light);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

test("the classic template looks as Infima draws it: on a phone a 3rem bold hero title, the button's label on one line, an outline button an outline, hero text black in dark mode; the blog's columns; cards two to a row; the site's h1 rule sizes titles; aligned table columns and h4-h6 apart; a token the Prism theme leaves uncoloured is plain", async () => {
  const { site, result } = built.get('3.10.2')!;
  assert.equal(result.code, 0, result.stderr);
  const server = await serveDist(path.join(site, 'dist'));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const problems = collectProblems(page);
    await page.goto(`${server.url}/`);
    const look = () =>
      page.evaluate(() => {
        const title = getComputedStyle(document.querySelector('.hero__title')!);
        const button = getComputedStyle(document.querySelector('.hero .button--lg')!);
        const inner = parseFloat(button.height) - (button.boxSizing === 'border-box' ? parseFloat(button.paddingTop) + parseFloat(button.paddingBottom) + parseFloat(button.borderTopWidth) + parseFloat(button.borderBottomWidth) : 0);
        return { size: title.fontSize, weight: title.fontWeight, color: title.color, buttonLines: Math.round(inner / parseFloat(button.lineHeight)) };
      });
    assert.deepEqual(await look(), { size: '48px', weight: '700', color: 'rgb(255, 255, 255)', buttonLines: 1 });
    // The Docusaurus 2 template's "Get Started" (outline, secondary) on the hero: see-through, not filled grey.
    const outlineBackground = await page.evaluate(() => {
      const button = Object.assign(document.createElement('a'), { className: 'button button--outline button--secondary button--lg', textContent: 'Get Started' });
      document.querySelector('.hero .container')!.append(button);
      return getComputedStyle(button).backgroundColor;
    });
    assert.equal(outlineBackground, 'rgba(0, 0, 0, 0)');
    // Infima's classes on a page's own elements: a paragraph hero title keeps a paragraph's weight,
    // button--lg pads a .button only, an alert is Infima's (its bar, corners, dark text, no margin).
    const own = await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p class="hero__title" id="p-title">Beams</p><div class="button--lg" id="bare-lg">star</div><div class="alert alert--warning" id="warn">Hot lens</div><a class="button button--secondary" id="second">More</a>');
      const warn = getComputedStyle(document.getElementById('warn')!);
      return { titleWeight: getComputedStyle(document.getElementById('p-title')!).fontWeight, barePadding: getComputedStyle(document.getElementById('bare-lg')!).paddingLeft, alert: [warn.color, warn.borderLeftWidth, warn.borderTopLeftRadius, warn.marginBottom].join(' ') };
    });
    assert.deepEqual(own, { titleWeight: '400', barePadding: '0px', alert: 'rgb(77, 56, 0) 5px 6.4px 0px' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.equal((await look()).color, 'rgb(0, 0, 0)');
    // Infima's secondary button is the same light grey in dark mode.
    assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('second')!).backgroundColor), 'rgb(235, 237, 240)');
    // The blog as Docusaurus' BlogLayout lays it out at 1280px: a centred 1140px container, the
    // recent posts in its first quarter, the posts' text 633px wide (its col--7), as measured there.
    // (A page of its own: the posts' author photos are on github.com, which the test does not reach.)
    const blogPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await blogPage.route(/^https:\/\/github\.com\//, (route) => void route.fulfill({ status: 204 }));
    await blogPage.goto(`${server.url}/blog`);
    const blog = await blogPage.evaluate(() => {
      const [sidebar, text] = ['.sidebar', 'article p'].map((selector) => document.querySelector(selector)!.getBoundingClientRect());
      return { sidebar: [sidebar.x, sidebar.width], text: [text.x, text.width] };
    });
    assert.deepEqual(blog, { sidebar: [70, 285], text: [371, 633] });
    // On a phone its first post's title 2rem under the navbar, as Infima's margin-vert--lg.
    await blogPage.setViewportSize({ width: 390, height: 800 });
    assert.equal(await blogPage.evaluate(() => Math.round(document.querySelector('article h2')!.getBoundingClientRect().y - document.querySelector('.navbar')!.getBoundingClientRect().bottom)), 32);
    await blogPage.close();
    await page.setViewportSize({ width: 1280, height: 800 });
    // A generated index's cards are two to a row on a wide screen, as Docusaurus' col--6.
    await page.goto(`${server.url}/docs/category/tutorial---basics`);
    assert.equal((await page.evaluate(() => getComputedStyle(document.querySelector('.cards')!).gridTemplateColumns)).split(' ').length, 2);
    // 2rem under the description, as Docusaurus' margin-top--lg article: the first card 264px down, as on its build.
    assert.equal(await page.$eval('.card', (card) => Math.round(card.getBoundingClientRect().top)), 264);
    // A site's own `h1 { … }` (its custom CSS comes after the theme's) sizes the doc title, as over Infima.
    await page.goto(`${server.url}/docs/intro`);
    // A doc's title and headings at Docusaurus' sizes: 3rem, then 2rem and 1.5rem.
    assert.deepEqual(await page.evaluate(() => ['h1', '.markdown h2', '.markdown h3'].map((s) => getComputedStyle(document.querySelector(s)!).fontSize)), ['48px', '32px', '24px']);
    await page.addStyleTag({ content: 'h1 { font-size: 4rem; }' });
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize), '64px');
    // Markdown's `:---:` and `---:` columns (the align attribute), and headings of each level a size apart.
    const doc = await page.evaluate(() => {
      const markdown = document.querySelector('.markdown')!;
      markdown.insertAdjacentHTML('beforeend', '<table><tbody><tr><td>a</td><td align="center">b</td><td align="right">c</td></tr></tbody></table><h4>four</h4><h5>five</h5><h6>six</h6>');
      const cells = [...markdown.querySelectorAll('table:last-of-type td')].map((td) => getComputedStyle(td).textAlign);
      const sizes = ['h4', 'h5', 'h6'].map((tag) => parseFloat(getComputedStyle(markdown.querySelector(`${tag}:last-of-type`)!).fontSize));
      return { cells, sizes };
    });
    assert.deepEqual(doc.cells, ['left', 'center', 'right']);
    // Lists, table cells and the footer's columns at Infima's metrics.
    const metrics = await page.evaluate(() => {
      const markdown = document.querySelector('.markdown')!;
      markdown.insertAdjacentHTML('beforeend', '<ul id="loose"><li><p>Beams</p><ul id="nested"><li>Prisms</li></ul></li></ul>');
      const list = getComputedStyle(document.getElementById('loose')!);
      return {
        listIndent: list.paddingLeft,
        paragraph: getComputedStyle(document.querySelector('#loose > li > p')!).marginTop,
        nested: getComputedStyle(document.getElementById('nested')!).marginTop,
        cell: getComputedStyle(markdown.querySelector('table:last-of-type td')!).verticalAlign,
        footerColumn: getComputedStyle(document.querySelector('.footer__col')!).paddingLeft,
      };
    });
    assert.deepEqual(metrics, { listIndent: '32px', paragraph: '16px', nested: '0px', cell: 'middle', footerColumn: '16px' });
    // A <details>' summary has Docusaurus' own arrow (no list marker), turned down when open; a highlighted line is its faint grey.
    const details = await page.evaluate(() => {
      document.querySelector('.markdown')!.insertAdjacentHTML('beforeend', '<details id="probe-details"><summary>More</summary><p>Beams.</p></details><div class="code-block"><pre><code><span class="code-line code-line--highlighted" id="probe-line">a</span></code></pre></div>');
      const summary = document.querySelector('#probe-details > summary')!;
      const closed = getComputedStyle(summary, '::before').transform;
      (document.getElementById('probe-details') as HTMLDetailsElement).open = true;
      return { marker: getComputedStyle(summary).listStyleType, arrow: getComputedStyle(summary, '::before').content, turns: closed !== getComputedStyle(summary, '::before').transform, line: getComputedStyle(document.getElementById('probe-line')!).backgroundColor };
    });
    // (in dark mode here: Docusaurus' darker grey)
    assert.deepEqual(details, { marker: 'none', arrow: '""', turns: true, line: 'rgba(0, 0, 0, 0.3)' });
    // A token type the Prism theme leaves uncoloured (dracula's \`property\`, in dark mode) is the code's plain colour, not docsgen's own light-mode one.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const tokens = await page.evaluate(() => {
      const markdown = document.querySelector('.markdown')!;
      markdown.insertAdjacentHTML('beforeend', '<div class="code-block" data-language="json"><pre class="language-json"><code id="probe-code" class="language-json"><span class="code-line"><span class="token property">"name"</span></span></code></pre></div>');
      const code = document.getElementById('probe-code')!;
      return { property: getComputedStyle(code.querySelector('.token.property')!).color, plain: getComputedStyle(code).color };
    });
    assert.equal(tokens.property, tokens.plain);
    assert.deepEqual(doc.sizes, [16, 14, 13.6], 'h4-h6 at Infima\'s sizes, a step apart');
    // A post's pager draws its arrows, as Infima does ("« …", "… »"); in a page of its own (the post's avatars are off-site).
    const postPage = await browser.newPage();
    await postPage.goto(`${server.url}/blog/mdx-blog-post`);
    const arrows = await postPage.evaluate(() => ['prev', 'next'].map((side) => {
      const label = document.querySelector(`.blog-pager .pagination-nav__link--${side} .pagination-nav__label`);
      return label ? getComputedStyle(label, side === 'prev' ? '::before' : '::after').content : 'none';
    }));
    assert.deepEqual(arrows, ['"« "', '" »"']);
    // Its title at Docusaurus' 3rem, its tags outlined chips with Infima's corners in the link colour.
    const post = await postPage.evaluate(() => {
      const tag = getComputedStyle(document.querySelector('a.tag')!);
      return { title: getComputedStyle(document.querySelector('.blog-post__title')!).fontSize, tagRadius: tag.borderTopLeftRadius, tagColour: tag.color === getComputedStyle(Object.assign(document.body.appendChild(document.createElement('a')), { href: '/x' })).color };
    });
    assert.deepEqual(post, { title: '48px', tagRadius: '6.4px', tagColour: true });
    // The blog's pages as Docusaurus 3.10's own build of the template lays them out (measured there at
    // 1280px): the post's edit link on a row of its own under its tags; listed posts 5rem apart; the
    // tags' and authors' pages titled at 2rem; an author's photo 5.4rem in the list; on an author's
    // page the first post under a rule, 343px down.
    await postPage.setViewportSize({ width: 1280, height: 900 });
    // The Markdown page as Docusaurus' MDXPage lays it: its text two thirds of the window, centred, 2rem down, its h1 at Infima's 2rem.
    await postPage.goto(`${server.url}/markdown-page`);
    assert.deepEqual(await postPage.$eval('article', (a) => { const r = a.getBoundingClientRect(); const pad = parseFloat(getComputedStyle(a).paddingLeft); const h = a.querySelector('h1')!; return [Math.round(r.x + pad), Math.round(r.width - 2 * pad), Math.round(h.getBoundingClientRect().y), getComputedStyle(h).fontSize]; }), [229, 821, 92, '32px']);
    // On a short post the recent posts stay in view at the page's end, as Docusaurus' sticky list.
    await postPage.setViewportSize({ width: 1280, height: 700 });
    await postPage.goto(`${server.url}/blog/first-blog-post`);
    await postPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    assert.equal(await postPage.$eval('.blog-sidebar', (nav) => Math.round(nav.getBoundingClientRect().top)), 92);
    await postPage.setViewportSize({ width: 1280, height: 900 });
    await postPage.goto(`${server.url}/blog/welcome`);
    const footer = await postPage.evaluate(() => [document.querySelector('.blog-post__footer .doc__tags')!, document.querySelector('.blog-post__footer .doc__edit')!].map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, top: r.top, bottom: r.bottom })));
    assert.ok(footer[1].left === footer[0].left && footer[1].top > footer[0].bottom, `the edit link under the tags: ${JSON.stringify(footer)}`);
    // Its tags are inline links, as Infima's: their row 26px high, as Docusaurus' (an inline-block's is 34px).
    assert.deepEqual(await postPage.$eval('.blog-post__footer a.tag', (el) => [getComputedStyle(el).display, Math.round(el.parentElement!.getBoundingClientRect().height)]), ['inline', 26]);
    await postPage.goto(`${server.url}/blog`);
    const gaps = await postPage.$$eval('article.blog-post', (all) => all.slice(1).map((el, i) => el.getBoundingClientRect().top - all[i].getBoundingClientRect().bottom));
    assert.deepEqual(gaps, [80, 80, 80]);
    // The recent posts' years 1.6rem apart from what is above them, as Docusaurus' sidebar (the first 151px down).
    assert.equal(await postPage.$eval('.blog-sidebar__year', (el) => Math.round(el.getBoundingClientRect().top + scrollY)), 151);
    // Its posts .7rem apart, the first under its year too (measured on Docusaurus' build: 186.8, 221.7, 307.3px down).
    assert.deepEqual(await postPage.$$eval('.blog-sidebar__item', (all) => all.slice(0, 3).map((li) => Math.round((li.getBoundingClientRect().top + scrollY) * 10) / 10)), [186.8, 221.7, 307.3]);
    // A post's text 1rem under its authors: the first post's first paragraph where Docusaurus has it (281px down).
    assert.equal(await postPage.$eval('article.blog-post .markdown > p', (el) => Math.round(el.getBoundingClientRect().top + scrollY)), 281);
    await postPage.goto(`${server.url}/blog/authors`);
    assert.deepEqual(await postPage.evaluate(() => [getComputedStyle(document.querySelector('.blog__main h1')!).fontSize, document.querySelector('.blog-author__photo')!.getBoundingClientRect().width, getComputedStyle(document.querySelector('.blog-author__name a')!).textDecorationLine]), ['32px', 86.390625, 'none']);
    // Each author where Docusaurus draws them: in Infima's list indent, their details spread over the photo's height.
    assert.deepEqual(await postPage.evaluate(() => [...document.querySelectorAll('.blog-authors h2')].map((h) => [Math.round(h.getBoundingClientRect().x), Math.round(h.getBoundingClientRect().y + scrollY)])), [[505, 166], [505, 284]]);
    await postPage.goto(`${server.url}/blog/authors/all-sebastien-lorber-articles`);
    const firstPost = await postPage.$eval('article.blog-post', (el) => el.getBoundingClientRect().top + scrollY);
    assert.ok(Math.abs(firstPost - 343) <= 2, `the first post ${firstPost}px down`);
    await postPage.goto(`${server.url}/blog/tags`);
    assert.deepEqual(await postPage.evaluate(() => [getComputedStyle(document.querySelector('.blog__main h1')!).fontSize, Math.round(document.querySelector('.tag-index > article > hr')!.getBoundingClientRect().height)]), ['32px', 1]);
    // The archive opens on Infima's primary hero across the window, the years under it in columns.
    await postPage.goto(`${server.url}/blog/archive`);
    const archive = await postPage.evaluate(() => ({
      boxes: [document.querySelector('.hero')!, ...document.querySelectorAll('.blog-archive h3')].map((el) => ['left', 'top', 'width', 'height'].map((side) => Math.round(el.getBoundingClientRect()[side as 'left']))),
      sideways: document.documentElement.scrollWidth,
    }));
    assert.deepEqual(archive, { boxes: [[0, 60, 1280, 264], [86, 388, 348, 25], [466, 388, 348, 25]], sideways: 1280 });
    // On a phone Infima's hero has no side padding of its own.
    await postPage.setViewportSize({ width: 390, height: 800 });
    assert.equal(await postPage.$eval('.hero', (el) => getComputedStyle(el).padding), '64px 0px');
    // Right under the navbar there too, the years one above another, where Docusaurus has them.
    assert.deepEqual(await postPage.evaluate(() => [document.querySelector('.hero')!, ...document.querySelectorAll('.blog-archive h3')].map((el) => Math.round(el.getBoundingClientRect().y + scrollY))), [60, 388, 561]);
    await postPage.close();
    // A bare <pre><code> (a component's own, not a fenced block) is Infima's code box; its code no inline-code chip.
    const bare = await page.evaluate(() => {
      document.querySelector('.markdown')!.insertAdjacentHTML('beforeend', '<pre id="bare-pre"><code>npm run beams</code></pre>');
      const pre = getComputedStyle(document.getElementById('bare-pre')!);
      const code = getComputedStyle(document.querySelector('#bare-pre code')!);
      return { padding: pre.paddingTop, radius: pre.borderTopLeftRadius, filled: pre.backgroundColor !== 'rgba(0, 0, 0, 0)', codeBackground: code.backgroundColor, codeBorder: code.borderTopWidth };
    });
    assert.deepEqual(bare, { padding: '16px', radius: '6.4px', filled: true, codeBackground: 'rgba(0, 0, 0, 0)', codeBorder: '0px' });
    // Where Docusaurus has them (measured on its build of the template): the crumbs with Infima's
    // chevrons between them, the navbar's links, a heading a link jumps to, the phone's folded TOC.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/docs/tutorial-basics/markdown-features`);
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.breadcrumbs__item')].map((li) => Math.round(li.getBoundingClientRect().x))), [316, 378, 523]);
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.navbar__items .navbar__link')].slice(0, 2).map((a) => Math.round(a.getBoundingClientRect().x))), [139, 222]);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop), '68px');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('.toc-mobile summary').click();
    const toc = await page.evaluate(() => {
      const top = document.querySelector('.toc-mobile')!.getBoundingClientRect().y;
      return [...document.querySelectorAll('.toc-mobile li > a')].slice(0, 5).map((a) => [Math.round(a.getBoundingClientRect().x), Math.round(a.getBoundingClientRect().y - top)]);
    });
    assert.deepEqual(toc, [[29, 43], [29, 75], [50, 106], [29, 137], [29, 168]]);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

after(async () => {
  assert.equal(await stopHosts(), '');
});
