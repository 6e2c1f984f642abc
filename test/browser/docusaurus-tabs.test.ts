/**
 * Docusaurus Tabs and islands in Chromium (test/fixtures/docusaurus): a `queryString` group takes
 * its tab from the address and writes a choice back to it; a TabItem marked `default` is shown
 * first; a src/pages React page with state hydrates (its counter counts, BrowserOnly shows its
 * children); every page hydrates with no console problem.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { sharedFixtureBuild, tempDir, withHomePage } from '../helpers.ts';
import { runCliHosted, stopHosts } from '../cli-hosts.ts';
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { collectProblems, launchBrowser, serveDist, sharedPage, type SharedPage, type StaticServer } from '../browser-helpers.ts';

let server: StaticServer;
let browser: Browser;
let dist: string;
let shared: SharedPage;

before(async () => {
  const built = sharedFixtureBuild('docusaurus', ['--no-cache']);
  assert.equal(built.result.code, 0, built.result.stderr);
  dist = built.dist;
  server = await serveDist(built.dist);
  browser = await launchBrowser();
  shared = await sharedPage(browser);
});

after(async () => {
  await browser?.close();
  await server?.close();
  assert.equal(await stopHosts(), '');
});

/**
 * Builds the site in `dir`, serves its dist/ and gives the file's shared page to `use`, reset as a
 * new page is (a new context each cost ~0.17 s of CPU): its own origin (a port of its own) keeps its
 * storage apart; 1280 by 720, Playwright's default; the listeners `use` adds are taken off after.
 */
async function inBuiltSite(dir: string, use: (page: Page, site: StaticServer) => Promise<void>): Promise<void> {
  const built = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(built.code, 0, built.stderr);
  const site = await serveDist(path.join(dir, 'dist'));
  const { page } = await shared.reset({ height: 720 });
  // (Playwright's Page is an event emitter at run time; its types leave `listeners` out.)
  const emitter = page as unknown as Pick<EventEmitter, 'listeners' | 'off'>;
  const events = ['console', 'pageerror'] as const;
  const listening = new Set(events.flatMap((event) => emitter.listeners(event)));
  try {
    await use(page, site);
  } finally {
    for (const event of events) for (const listener of emitter.listeners(event)) if (!listening.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    await site.close();
  }
}

/** The config of a repo that needs nothing more than the classic preset's docs. */
const PLAIN_CONFIG = "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] };\n";

/** The same with the site's stylesheet, src/css/custom.css. */
const CUSTOM_CSS_CONFIG = "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]] };\n";

/** A Docusaurus repo of these files (paths from its root); with a stand-in home page unless it has its own. */
function repoOf(name: string, files: Record<string, string>): string {
  const dir = files['src/pages/index.js'] ? tempDir(name) : withHomePage(tempDir(name));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('?os=linux selects the Linux tab; choosing macOS writes os=mac to the address; the default tab shows first, in the server\'s HTML too', async () => {
  // Without JavaScript the `default` tab (Yarn) is the one shown, as Docusaurus renders it.
  const install = html('install');
  const group = install.slice(install.lastIndexOf('<div class="tabs tabs-container"', install.indexOf('data-tab="yarn"')), install.indexOf('Use Yarn.') + 20);
  assert.match(group, /class="tabs__tab tabs__item tabs__item--active"[^>]*aria-selected="true"[^>]*>Yarn<\/button>/);
  assert.match(group, /aria-selected="false"[^>]*>npm<\/button>/);
  assert.match(group, /role="tabpanel"[^>]*data-tab="npm"[^>]*hidden[=>]/);
  assert.doesNotMatch(group, /role="tabpanel"[^>]*data-tab="yarn"[^>]*hidden[=>]/);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(`${server.url}/install/?os=linux`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const os = page.locator('[data-tab-group="os"]');
  await page.waitForFunction(() => document.querySelector('[data-tab-group="os"] [role="tab"][data-tab="linux"]')?.getAttribute('aria-selected') === 'true');
  assert.equal(await os.locator('[role="tabpanel"][data-tab="linux"]').isVisible(), true);
  assert.equal(await os.locator('[role="tabpanel"][data-tab="mac"]').isVisible(), false);
  await os.locator('[role="tab"][data-tab="mac"]').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('os') === 'mac');
  // Infima's names follow the choice (a site's `.tabs__item--active` rule styles the chosen tab).
  assert.deepEqual(await os.locator('.tabs__item--active').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-tab'))), ['mac']);
  assert.equal(await os.locator('[role="tab"].tabs__item').count(), await os.locator('[role="tab"]').count());
  // The group without a query string shows its `default` tab (Yarn), not the first.
  await page.waitForFunction(() => document.querySelector('[role="tab"][data-tab="yarn"]')?.getAttribute('aria-selected') === 'true');
  assert.deepEqual(problems, []);
  await context.close();
});

const html = (route: string) => fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8');

test('src/pages pages with state hydrate (React and MDX): the counters count, BrowserOnly renders its children, no mismatch', async () => {
  // The server's HTML: the page is an island with its own chunk, BrowserOnly shows its fallback.
  const counter = html('counter');
  assert.match(counter, /data-island="Page" data-module="\/assets\/js\/page-\d+\.\w+\.js"/);
  assert.match(counter, /class="page-fallback">Measuring the viewport/);
  assert.doesNotMatch(counter, /page-browser/);
  // A page with nothing interactive costs no JavaScript of its own.
  assert.doesNotMatch(html('plain'), /data-module|data-island="Page"/);
  assert.match(html('plain'), /class="plain-page"/);
  const { page, problems } = await shared.reset();
  await page.goto(`${server.url}/counter/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.page-counter').click();
  await page.locator('.page-counter').click();
  await page.waitForFunction(() => document.querySelector('.page-counter')?.textContent === 'Beams: 2');
  assert.match((await page.locator('.page-browser').textContent()) ?? '', /^Viewport \d+ px wide$/);
  assert.equal(await page.locator('.page-fallback').count(), 0);
  // The CSS module's class names (scoped, as Docusaurus scopes them) and the SVG component are the server's (hydration kept the markup).
  assert.equal(await page.locator('main[class^="m"][class$="_counterPage"] svg[class$="_logo"][role="img"]').count(), 1);
  // An MDX page under src/pages with an interactive component hydrates as an MDX doc does.
  assert.match(html('beams'), /data-island="Page" data-module="\/assets\/js\/page-\d+\.\w+\.js"/);
  await page.goto(`${server.url}/beams/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.doc-counter[data-label="Page beams"]').click();
  await page.waitForFunction(() => document.querySelector('.doc-counter[data-label="Page beams"]')?.textContent === 'Page beams: 1');
  assert.deepEqual(problems, []);
});

test('an MDX doc importing an interactive component hydrates whole: counters count (in a tab too), BrowserOnly, query-string tabs', async () => {
  const doc = html('playground');
  assert.match(doc, /data-island="Page" data-module="\/assets\/js\/doc-\d+\.\w+\.js"/);
  // The doc's chunk (bundled after the docs compile) takes React from the islands runtime, not a
  // second copy of its own (the counters below would not count with two Reacts).
  const chunk = fs.readFileSync(path.join(dist, /data-module="\/(assets\/js\/doc-\d+\.\w+\.js)"/.exec(doc)![1]), 'utf8');
  assert.match(chunk, /the islands runtime has not loaded React/);
  assert.ok(chunk.length < 40_000, `${chunk.length} bytes`);
  assert.match(doc, /class="doc-fallback">Waiting for the browser/);
  assert.doesNotMatch(doc, /doc-browser/);
  // Its tab group is part of the doc's island, not an island of its own (hydrated once).
  assert.doesNotMatch(doc, /data-island="Tabs"/);
  // Plain Markdown and MDX without interactive code load no chunk of their own.
  for (const route of ['intro', 'install', 'guide/uses-mdx', 'guide/cards']) assert.doesNotMatch(html(route), /data-module|data-island="Page"/, route);
  const { page, problems } = await shared.reset();
  await page.goto(`${server.url}/playground/?platform=mac`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const scene = page.locator('.doc-counter[data-label="Scene beams"]');
  await scene.click();
  await scene.click();
  await page.waitForFunction(() => document.querySelector('.doc-counter[data-label="Scene beams"]')?.textContent === 'Scene beams: 2');
  await page.locator('.doc-counter[data-label="Mac beams"]').click();
  await page.waitForFunction(() => document.querySelector('.doc-counter[data-label="Mac beams"]')?.textContent === 'Mac beams: 1');
  assert.match((await page.locator('.doc-browser').textContent()) ?? '', /Rendered in the browser at \/playground\//);
  // A CodeBlock first mounted in the browser (no server markup to keep) shows its code, highlighted
  // once the grammars' chunk loads.
  const watch = page.locator('.code-block[data-language="bash"]:has(.code-block__title:text-is("watch.sh"))');
  assert.equal(await watch.locator('code').textContent(), 'luma beams watch --scene "demo"');
  await watch.locator('code .token.string').waitFor();
  assert.equal(await watch.locator('code .token.string').textContent(), '"demo"');
  // The tab group still works inside the doc's island, and writes its query string.
  await page.locator('[role="tab"][data-tab="linux"]').click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('platform') === 'linux');
  assert.equal(await page.locator('[role="tabpanel"][data-tab="linux"]').isVisible(), true);
  // The server's highlighted code and heading anchors are kept.
  assert.equal(await page.locator('.markdown .code-block').count(), 4);
  assert.equal(await page.locator('h2#per-platform a.hash-link').count(), 1);
  // The headings of a partial get theirs too (the TOC lists them). A heading written as JSX stays as
  // written, as Docusaurus renders it: no id, no anchor, not in the TOC.
  assert.match(doc, /<h2 class="browser-title">In the browser<\/h2>/);
  assert.match(doc, /<h3 id="does-it-need-javascript" class="anchor">Does it need JavaScript\?<a class="hash-link"/);
  assert.match(doc, /class="toc[^]*href="#per-platform"[^]*href="#does-it-need-javascript"/);
  assert.doesNotMatch(doc, /href="#in-the-browser"/);
  assert.equal(await page.locator('h2.browser-title a.hash-link').count(), 0);
  assert.equal(await page.locator('h2#is-it-fast a.hash-link').count(), 1);
  // ThemedImage shows the image of the colour mode; useColorMode follows the reader's switch.
  const shown = () => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img.themed-image')].filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')));
  assert.deepEqual(await shown(), ['/img/logo.svg']);
  // An image given only a height keeps it, as the attribute says (nothing makes it auto).
  assert.equal(await page.locator('img.sized-logo').evaluate((img) => img.getBoundingClientRect().height), 40);
  assert.equal(await page.locator('.mode-label').textContent(), 'Viewed in light mode');
  await page.locator('.navbar .color-mode-toggle').click();
  await page.waitForFunction(() => document.querySelector('.mode-label')?.textContent === 'Viewed in dark mode');
  assert.deepEqual(await shown(), ['/img/badge.svg']);
  // @docusaurus/router: useLocation is the page's route on the server, the address bar's once
  // hydrated; history.push to a query of this page stays on it and every useLocation follows.
  assert.match(doc, /<p class="beam-filter__state">Showing <code>all<\/code> beams on (<!-- -->)?\/playground\/<\/p>/);
  assert.match(doc, /title="Only spot beams"/);
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  // The router's push announces itself with a popstate; docsgen's own router must not take that for
  // Back and fetch the page again (its server markup, "all", would replace the islands' "spot").
  const pageFetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/playground/') pageFetches.push(request.url());
  });
  await page.locator('.beam-filter__spot').click();
  await page.waitForFunction(() => document.querySelector('.beam-filter__state')?.textContent === 'Showing spot beams on /playground/');
  assert.equal(new URL(page.url()).search, '?beam=spot');
  // The component's CodeBlock shows its new code, highlighted (the server's markup showed "all").
  const filter = page.locator('.code-block:has(.code-block__title:text-is("filter.json"))');
  await page.waitForFunction(() => document.querySelector('.beam-filter code .token.string')?.textContent === '"spot"');
  assert.deepEqual(await filter.locator('code .code-line').allTextContents(), ['{', '  "beam": "spot"', '}']);
  assert.equal(await page.evaluate(() => 'stayedOnPage' in window), true, 'the page was not loaded again');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.beam-filter__state')?.textContent === 'Showing all beams on /playground/');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(pageFetches, [], 'the page was not fetched again');
  assert.deepEqual(problems, []);
});

test('a repo in Chinese: the search dialog and page speak it; a TabItem with its own attributes hydrates without a mismatch, and a group without groupId forgets its choice', async () => {
  const dir = withHomePage(tempDir('zh-site'));
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = { title: '光束', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] }, presets: [['classic', { blog: false }]] };\n");
  fs.writeFileSync(path.join(dir, 'docs/intro.mdx'), "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# 光束\n\n光束的说明。\n\n<Tabs className=\"my-tabs\">\n  <TabItem value=\"a\" label=\"甲\">一。</TabItem>\n  <TabItem value=\"b\" label=\"乙\" attributes={{ className: 'orange', 'data-x': 'y' }}>二。</TabItem>\n</Tabs>\n\n<Tabs values={[{ label: '丙', value: 'c' }, { label: '丁', value: 'd' }]}>\n  <TabItem value=\"d\">四。</TabItem>\n  <TabItem value=\"c\">三。</TabItem>\n</Tabs>\n");
  // A doc that hydrates whole (its component has state): its copy button and heading links speak the site's language in the browser too.
  fs.mkdirSync(path.join(dir, 'src/components'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/components/Counter.js'), "import React, { useState } from 'react';\nexport default function Counter() { const [n, setN] = useState(0); return <button className=\"counter\" onClick={() => setN(n + 1)}>计数 {n}</button>; }\n");
  fs.writeFileSync(path.join(dir, 'docs/counter.mdx'), "import Counter from '@site/src/components/Counter';\n\n# 计数\n\n<Counter />\n\n## 代码\n\n```js\nbeam();\n```\n");
  await inBuiltSite(dir, async (page, site) => {
    const problems = collectProblems(page);
    await page.goto(`${site.url}/docs/counter`);
    await page.click('button.counter');
    await page.waitForFunction(() => document.querySelector('button.counter')?.textContent === '计数 1');
    assert.equal(await page.locator('.code-block__copy').innerText(), '复制');
    assert.doesNotMatch((await page.getAttribute('h2 .hash-link', 'aria-label')) ?? '', /Direct link/);
    await page.goto(`${site.url}/docs/intro`);
    // The tab with its own attributes hydrates (a click makes React handle it) with no mismatch.
    await page.click('[role="tab"][data-tab="b"]');
    await page.waitForFunction(() => document.querySelector('[role="tab"][data-tab="b"]')?.getAttribute('aria-selected') === 'true');
    assert.equal(await page.getAttribute('[role="tab"][data-tab="b"]', 'class'), 'tabs__tab tabs__item tabs__item--active orange');
    assert.equal(await page.getAttribute('[role="tab"][data-tab="b"]', 'data-x'), 'y');
    // Tabs in the values' order, panels in the TabItems': hydrated as drawn, the chosen tab's panel shown.
    await page.click('[role="tab"][data-tab="d"]');
    await page.waitForFunction(() => document.querySelector('[role="tabpanel"][data-tab="d"]')?.checkVisibility());
    assert.deepEqual(await page.$$eval('[role="tab"][data-tab="c"], [role="tab"][data-tab="d"]', (tabs) => tabs.map((t) => t.textContent)), ['丙', '丁']);
    assert.deepEqual(await page.$$eval('[role="tabpanel"][data-tab="c"], [role="tabpanel"][data-tab="d"]', (panels) => panels.map((p) => `${p.textContent}${(p as HTMLElement).hidden ? '' : '*'}`)), ['四。*', '三。']);
    // A group without a groupId does not remember the choice: a reload shows its first tab again.
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    assert.equal(await page.getAttribute('[role="tab"][data-tab="a"]', 'aria-selected'), 'true');
    assert.equal(await page.locator('[role="tabpanel"][data-tab="b"]').isVisible(), false);
    await page.click('a.search-button');
    const input = page.locator('.search-modal__input');
    await input.waitFor();
    assert.equal(await input.getAttribute('placeholder'), '搜索文档');
    assert.equal(await page.locator('.search-modal__body').innerText(), '没有最近的搜索');
    await input.fill('zzqxvw');
    await page.locator('.search-state__title').waitFor();
    assert.equal(await page.locator('.search-state__title').innerText(), '没有找到“zzqxvw”的结果');
    await page.goto(`${site.url}/search?q=${encodeURIComponent('光束')}`);
    await page.locator('.search-page__summary').waitFor();
    assert.match(await page.locator('.search-page__summary').innerText(), /^“光束”：\d+ 个页面中共 \d+ 条结果$/);
    assert.deepEqual(problems, []);
  });
});

test("the repo's own styles hold as under Docusaurus: its Infima colours, its CSS modules scoped (a module's .main or .island styles nothing of docsgen's), a React page without Markdown body styles, a one-class rule over the body's and over the active sidebar link's", async () => {
  const dir = tempDir('own-styles');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('docusaurus.config.js', "const { themes } = require('prism-react-renderer');\nmodule.exports = { title: 'Styles', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { prism: { theme: themes.github, darkTheme: themes.dracula }, footer: { style: 'dark', links: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.lumagraph.example' }] }], copyright: 'Styles' } } };\n");
  write('src/css/custom.css', ":root { --ifm-color-primary: #cc0000; }\n[data-theme='dark'] { --ifm-color-primary: #00aa00; }\n.flat { padding-left: 0; }\n.footer--dark { --ifm-footer-background-color: #102030; --ifm-footer-title-color: #ffcc00; --ifm-footer-link-color: #aabbcc; }\n.menu__link--active { color: rgb(12, 34, 56); }\n");
  write('src/pages/index.module.css', '.main { max-width: 100px; }\n.island { display: block; width: 120px; height: 30px; }\n.title { font-size: 50px; }\n');
  write('src/pages/index.js', "import React from 'react';\nimport Layout from '@theme/Layout';\nimport styles from './index.module.css';\nexport default function Home() {\n  return <Layout><div className={styles.main}><h1 className={styles.title}>Home</h1><div className={styles.island}>box</div><h2>Sub</h2></div></Layout>;\n}\n");
  // A page without <Layout>: Infima's element rules reach it too.
  write('src/pages/bare.js', "import React from 'react';\nexport default function Bare() {\n  return <div><h2>Bare</h2><p>Text</p></div>;\n}\n");
  write('docs/intro.md', '# Intro\n\n<ul className="flat"><li>one</li></ul>\n\nA [link](./other.md).\n\n```html\n<div class="box">Hello</div>\n```\n');
  write('docs/other.md', '# Other\n');
  await inBuiltSite(dir, async (page, site) => {
    await page.goto(`${site.url}/`);
    const box = await page.evaluate(() => {
      const island = [...document.querySelectorAll('div')].find((d) => d.textContent === 'box')!;
      const main = document.querySelector('#main-content')!;
      return { island: [island.getBoundingClientRect().width, getComputedStyle(island).display], main: main.getBoundingClientRect().width, title: getComputedStyle(document.querySelector('h1')!).fontSize };
    });
    assert.deepEqual(box.island, [120, 'block'], "the module's .island is its own, drawn");
    assert.ok(box.main > 500, `docsgen's main keeps its width (${box.main}px)`);
    assert.equal(box.title, '50px', "the page's own heading size, no Markdown h1 over it");
    // Infima's heading: no browser margin above it, 1.5rem.
    assert.deepEqual(await page.evaluate(() => { const h2 = document.querySelector('h2')!; return [getComputedStyle(h2).marginTop, getComputedStyle(h2).fontSize]; }), ['0px', '24px']);
    await page.goto(`${site.url}/docs/intro`);
    const link = () => page.evaluate(() => getComputedStyle(document.querySelector('.markdown a[href*="other"]')!).color);
    assert.equal(await link(), 'rgb(204, 0, 0)', "the repo's --ifm-color-primary");
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.equal(await link(), 'rgb(0, 170, 0)', 'and its dark one');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('ul.flat')!).paddingLeft), '0px', 'a one-class rule of the site wins over the body list style');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.sidebar .menu__link--active')!).color), 'rgb(12, 34, 56)', "the site's rule for Docusaurus' active sidebar link");
    // An HTML tag in code is no doc tag: no pill around it.
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('pre .token.tag')!).borderTopStyle), 'none');
    // The repo's Prism themes colour the code: github's tags, and dracula's in dark mode.
    const tagColour = () => page.evaluate(() => getComputedStyle(document.querySelector('pre .token.tag')!).color);
    assert.equal(await tagColour(), 'rgb(255, 121, 198)', 'dark mode is on from the step above: dracula');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    assert.equal(await tagColour(), 'rgb(0, 0, 159)', 'github');
    // A short page's footer is at the window's foot, not below it.
    await page.goto(`${site.url}/docs/other`);
    const footer = await page.evaluate(() => [document.querySelector('footer')!.getBoundingClientRect().bottom, window.innerHeight, document.documentElement.scrollHeight]);
    assert.ok(footer[0] <= footer[1] && footer[2] <= footer[1], `footer bottom ${footer[0]}, window ${footer[1]}, page ${footer[2]}`);
    await page.goto(`${site.url}/bare`);
    assert.deepEqual(await page.evaluate(() => [getComputedStyle(document.querySelector('h2')!).marginTop, getComputedStyle(document.querySelector('h2')!).fontSize, getComputedStyle(document.querySelector('p')!).marginTop]), ['0px', '24px', '0px']);
    await page.goto(`${site.url}/docs/other`);
    // The footer in the repo's Infima footer variables.
    const look = await page.evaluate(() => [getComputedStyle(document.querySelector('footer')!).backgroundColor, getComputedStyle(document.querySelector('.footer__title')!).color, getComputedStyle(document.querySelector('.footer__link')!).color]);
    assert.deepEqual(look, ['rgb(16, 32, 48)', 'rgb(255, 204, 0)', 'rgb(170, 187, 204)']);
  });
});

test("a Docusaurus 2 site's React 17 library works on React 19: findDOMNode and render as react-dom had them (react-transition-group, toast libraries)", async () => {
  // A class component that finds its own node, as react-transition-group 4 does, and one that mounts a toast with ReactDOM.render.
  const dir = repoOf('legacy-react-dom', {
    'docusaurus.config.js': PLAIN_CONFIG,
    'src/components/Find.js': "import React from 'react';\nimport ReactDOM from 'react-dom';\nexport default class Find extends React.Component {\n  constructor(p) { super(p); this.state = { found: 'not yet' }; }\n  componentDidMount() { const node = ReactDOM.findDOMNode(this); this.setState({ found: node ? node.id : 'null' }); }\n  render() { return <><span id=\"find\">{this.state.found}</span></>; }\n}\n",
    'src/components/Toast.js': "import React from 'react';\nimport { render, unmountComponentAtNode } from 'react-dom';\nexport default function Toast() {\n  const show = () => { const box = document.createElement('div'); box.id = 'toast-box'; document.body.append(box); render(<p className=\"toast\">Beam saved</p>, box); };\n  const hide = () => unmountComponentAtNode(document.getElementById('toast-box'));\n  return <><button className=\"show-toast\" onClick={show}>Save</button><button className=\"hide-toast\" onClick={hide}>Hide</button></>;\n}\n",
    'docs/intro.mdx': "import Find from '@site/src/components/Find';\nimport Toast from '@site/src/components/Toast';\n\n# Intro\n\nStatus: <Find />\n\n<Toast />\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    const problems = collectProblems(page);
    await page.goto(`${site.url}/docs/intro`);
    await page.waitForFunction(() => document.querySelector('#find')?.textContent === 'find');
    await page.click('.show-toast');
    assert.equal(await page.locator('#toast-box p.toast').textContent(), 'Beam saved', 'rendered synchronously, as React 17 did');
    await page.click('.hide-toast');
    assert.equal(await page.locator('p.toast').count(), 0);
    assert.equal(await page.locator('text=This page crashed').count(), 0);
    assert.deepEqual(problems, []);
  });
});

test("a page's BrowserOnly code that needs a Node module renders its fallback on the server and runs in the browser, the module empty as webpack 5 leaves it; a /data/… import comes from static/", async () => {
  const dir = repoOf('browser-only-node', {
    'docusaurus.config.js': PLAIN_CONFIG,
    'src/lib/widget.js': "import React from 'react';\nimport fs from 'fs';\nexport default function Widget() { return <p className=\"widget\">fs is {typeof fs}</p>; }\n",
    'static/data/note.json': '{ "greeting": "Hello from static" }\n',
    'src/pages/widget.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport BrowserOnly from '@docusaurus/BrowserOnly';\nimport note from '/data/note.json';\nexport default function Page() {\n  return <Layout title=\"Widget\"><main><p className=\"note\">{note.greeting}</p><BrowserOnly fallback={<p className=\"wait\">Loading the widget…</p>}>{() => { const Widget = require('../lib/widget').default; return <Widget />; }}</BrowserOnly></main></Layout>;\n}\n",
    'docs/intro.md': '# Intro\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    const html = fs.readFileSync(path.join(dir, 'dist/widget/index.html'), 'utf8');
    assert.match(html, /<p class="note">Hello from static<\/p>/);
    assert.match(html, /Loading the widget…/);
    const problems = collectProblems(page);
    await page.goto(`${site.url}/widget/`);
    await page.waitForSelector('.widget');
    assert.equal(await page.locator('.widget').textContent(), 'fs is object');
    assert.deepEqual(problems, []);
  });
});

test("a Docusaurus site's CSS finds Infima's variables in both colour modes, and a React page's content is laid out as Docusaurus' main wrapper lays it", async () => {
  // A main with auto margins and a max-width: in Docusaurus' column of flex items it takes its content's width.
  const dir = repoOf('infima-vars', {
    // Two footer columns, which a phone stacks Infima's vertical spacing times three apart (the footer's own spacing here).
    'docusaurus.config.js': CUSTOM_CSS_CONFIG.replace("presets:", "themeConfig: { footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }, { title: 'More', items: [{ label: 'Second', to: '/docs/second' }] }] } }, presets:"),
    // A site's own weight for links reaches the sidebar's, which inherit the menu's under Docusaurus.
    'src/css/custom.css': '.subtitle { color: var(--ifm-color-emphasis-600); border: 1px solid var(--ifm-color-emphasis-200); background: var(--ifm-background-surface-color, #ff0); }\na { font-weight: 700; }\n:root { --ifm-navbar-link-color: rgb(245, 246, 247); --ifm-breadcrumb-color-active: rgb(255, 0, 0); --ifm-font-weight-semibold: 600; }\n.subtitle { margin-bottom: var(--ifm-leading); }\nh1 { line-height: 2.5rem; }\npre { background: rgb(255, 0, 0); }\n.alert { border-left-width: 6px; }\n.footer { --ifm-spacing-vertical: 1.5rem; }\n',
    // A table in a React page's own markup is Infima's: cells padded and ruled.
    'src/pages/table.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Table() {\n  return <Layout title=\"Table\"><main><table><tbody><tr><td>Beam</td><td><span className=\"badge badge--primary\">New</span></td></tr></tbody></table></main></Layout>;\n}\n",
    // A hero's title takes the site's own h1 rules, as Infima's element rules let them.
    'src/pages/hero.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Hero() {\n  return <Layout title=\"Hero\"><header className=\"hero hero--primary\"><div className=\"container\"><h1 className=\"hero__title\">Beams</h1></div></header></Layout>;\n}\n",
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout title=\"Home\"><main id=\"m\" style={{ maxWidth: 1200, margin: '0 auto', padding: '2rem' }}><p className=\"subtitle shadow--md\">Beams for every scene</p><div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}><div>A</div><div>B</div></div></main></Layout>;\n}\n",
    'docs/intro.md': '# Intro\n',
    'docs/second.md': '# Second\n\n```js\nrender();\n```\n\n<details>\n<summary>More</summary>\n\nBeams.\n\n</details>\n\n:::info\n\nLenses.\n\n:::\n',
    // The page's own element stays a block inside the column: the margins of its children's text collapse through it.
    'src/pages/showcase.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Showcase() {\n  return <Layout title=\"Showcase\"><div id=\"top\" className=\"container margin-vert--lg\"><div id=\"head\"><h1>Showcase</h1><p>See the beams</p></div></div></Layout>;\n}\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/showcase/`);
    const showcase = await page.evaluate(() => {
      const [head, h1, p] = ['#head', '#head h1', '#head p'].map((selector) => document.querySelector(selector)!.getBoundingClientRect());
      return { display: getComputedStyle(document.querySelector('#top')!).display, head: head!.height, text: p!.bottom - h1!.top };
    });
    assert.deepEqual(showcase, { display: 'block', head: showcase.text, text: showcase.text });
    await page.goto(`${site.url}/table/`);
    assert.deepEqual(await page.evaluate(() => { const td = getComputedStyle(document.querySelector('td')!); return [td.paddingTop, td.borderTopWidth]; }), ['12px', '1px']);
    // An Infima badge: its padding, border and corners.
    assert.deepEqual(await page.evaluate(() => { const b = getComputedStyle(document.querySelector('.badge')!); return [b.paddingTop, b.borderTopWidth, b.borderTopLeftRadius, b.lineHeight]; }), ['4px', '1px', '6.4px', '12px']);
    await page.goto(`${site.url}/hero/`);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.hero__title')!).lineHeight), '40px');
    await page.goto(`${site.url}/docs/intro`);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.menu__link')!).fontWeight), '700');
    // The brand in the navbar links' colour, as Infima's: the site's light colour on its dark bar.
    assert.deepEqual(await page.evaluate(() => [getComputedStyle(document.querySelector('.navbar .navbar__brand')!).color, getComputedStyle(document.querySelector('.navbar .navbar__title')!).fontWeight]), ['rgb(245, 246, 247)', '700']);
    // The rest of Infima's variables: the site's breadcrumb colour, Infima's leading.
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.breadcrumbs__item--active .breadcrumbs__link')!).color), 'rgb(255, 0, 0)');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.pagination__sub')!).fontWeight), '600', "the pager's label in the site's semibold");
    await page.goto(`${site.url}/docs/second`);
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.querySelector('.code-block pre')!).backgroundColor), 'rgb(255, 0, 0)', "a code block in the Prism theme's colour, which Docusaurus writes on the <pre>, not the site's `pre` rule's");
    // A <details> is Infima's info alert, as Docusaurus' Details: the site's `.alert` rule gives it its bar, over a thin border all round.
    assert.deepEqual(await page.evaluate(() => { const d = getComputedStyle(document.querySelector('.markdown details')!); return [d.borderLeftWidth, d.borderTopWidth]; }), ['6px', '1px']);
    // So is an admonition, which carries Infima's alert classes too.
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.theme-admonition')!).borderLeftWidth), '6px');
    await page.goto(`${site.url}/`);
    const style = () => page.evaluate(() => {
      const p = getComputedStyle(document.querySelector('.subtitle')!);
      return { color: p.color, border: p.borderTopColor, background: p.backgroundColor };
    });
    assert.deepEqual(await style(), { color: 'rgb(141, 148, 158)', border: 'rgb(235, 237, 240)', background: 'rgb(255, 255, 255)' });
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.subtitle')!).marginBottom), '20px', 'var(--ifm-leading)');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.subtitle')!).boxShadow), 'rgba(0, 0, 0, 0.2) 0px 5px 40px 0px', "Infima's shadow--md");
    assert.ok((await page.locator('main#m').boundingBox())!.width < 600, 'the main takes its content\'s width');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.deepEqual(await style(), { color: 'rgb(204, 208, 213)', border: 'rgb(68, 73, 80)', background: 'rgb(36, 37, 38)' });
    await page.setViewportSize({ width: 390, height: 844 });
    assert.equal(await page.$eval('.footer__col', (el) => getComputedStyle(el).marginBottom), '72px', "a phone's footer columns Infima's vertical spacing times three apart");
  });
});

test("a Docusaurus site's doc is laid out in Docusaurus' columns: text three quarters and TOC one quarter of a 1140px container, the TOC beside the text down to 997px, sidebar links at Infima's size", async () => {
  const dir = repoOf('doc-columns', {
    'docusaurus.config.js': PLAIN_CONFIG,
    'docs/intro.md': '# Intro\n\nLumagraph renders `scenes`.\n\n## Cameras\n\n:::tip\n\nAim first.\n\n:::\n\n```js title="scene.js"\nrender();\n```\n\n## Lights and `glow()`\n\n<details>\n<summary>More</summary>\n\nText.\n\n</details>\n',
    'docs/plain.md': '# Plain\n\nNo sections here.\n\n::::warning\n\n:::info\n\nInside.\n\n:::\n\n::::\n',
    'docs/wide.md': '---\nhide_table_of_contents: true\n---\n# Wide\n\n## A section\n\nText.\n\n:::note\n\nRun it:\n\n```js\nrender();\n```\n\n:::\n',
    'docs/guide/_category_.json': '{ "label": "Guide", "link": { "type": "generated-index", "description": "Beams, step by step." } }',
    'docs/guide/one.md': '---\ndescription: How a beam of light is traced through every surface of a scene, bounce after bounce, until it fades.\n---\n# One\n',
    'docs/guide/two.md': '# Two\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    // One box ([x, width, height]) a selector, null where hidden (tsx names inner functions, which the page lacks: none here).
    const boxes = async (route: string) => {
      await page.goto(`${site.url}${route}`);
      const [text, toc, link] = await page.evaluate((selectors) =>
        selectors.map((selector) => {
          const element = document.querySelector<HTMLElement>(selector);
          if (!element?.offsetParent) return null;
          const r = element.getBoundingClientRect();
          return [Math.round(r.x), Math.round(r.width), Math.round(r.height)];
        }), ['.theme-doc-markdown', '.toc', '.menu__link']);
      return { text, toc, link };
    };
    // The figures Docusaurus 3.10's own build of this repo measures in Chromium at these widths.
    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await boxes('/docs/intro');
    assert.deepEqual([wide.text!.slice(0, 2), wide.toc!.slice(0, 2), wide.link![0], wide.link![2]], [[316, 703], [1051, 213], 8, 32]);
    // The TOC's entries where Docusaurus puts them: 1rem in from the rule, 21px lines .5rem apart.
    const tocLink = await page.evaluate(() => { const r = document.querySelector('.toc .toc__link')!.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.y), Math.round(r.height)]; });
    assert.deepEqual(tocLink, [1068, 92, 21]);
    // The current section's entry in the primary colour, the others in the TOC's.
    await page.waitForSelector('.toc .toc__link--active');
    const tocColours = await page.evaluate(() => [...document.querySelectorAll('.toc .toc__link')].map((a) => [a.classList.contains('toc__link--active'), getComputedStyle(a).color]));
    const activeColour = tocColours.find(([active]) => active)![1];
    assert.ok(tocColours.every(([active, colour]) => active || colour !== activeColour), JSON.stringify(tocColours));
    assert.equal(await page.evaluate(() => Math.round(document.querySelector('.menu__link')!.getBoundingClientRect().y)), 68, "the sidebar's first link .5rem under the navbar");
    assert.deepEqual(await page.evaluate(() => [...new Set([...document.querySelectorAll('.menu__link')].map((a) => getComputedStyle(a).fontWeight))]), ['500'], "the sidebar's links at the menu's weight, the current one and categories too");
    assert.equal((await boxes('/docs/plain')).text![1], 703, 'a doc without headings keeps its three quarters');
    assert.equal((await boxes('/docs/wide')).text![1], 948, 'hide_table_of_contents: the whole container');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.admonition__content > .code-block:last-child')!).marginBottom), '0px', "a code block that ends an admonition ends its box");
    // A generated index: three quarters too, its cards' descriptions one line each.
    assert.equal((await boxes('/docs/category/guide')).text![1], 703);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.card__description')!).whiteSpace), 'nowrap');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.doc__lead')!).fontSize), '16px');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.card__title')!).fontSize), '19.2px', "DocCard's title at 1.2rem");
    // A nested admonition has its own type's icon, not its outer one's.
    await page.goto(`${site.url}/docs/plain`);
    const icons = await page.evaluate(() => [...document.querySelectorAll('.admonition__title')].map((t) => getComputedStyle(t, '::before').maskImage));
    assert.equal(icons.length, 2);
    assert.notEqual(icons[0], icons[1]);
    // Admonitions and code blocks in Infima's look: a tinted box with only a 5px bar on its left; a code block without a border, its title in the body's font.
    await page.goto(`${site.url}/docs/intro`);
    const looks = await page.evaluate(() => {
      const tip = getComputedStyle(document.querySelector('.admonition--tip')!);
      const code = getComputedStyle(document.querySelector('.code-block')!);
      const title = getComputedStyle(document.querySelector('.code-block__title')!);
      const inline = getComputedStyle(document.querySelector('.markdown p code')!);
      const details = getComputedStyle(document.querySelector('.markdown details')!);
      const tocCode = getComputedStyle(document.querySelector('.toc code')!);
      return { tip: [tip.backgroundColor, tip.borderLeftWidth, tip.borderTopWidth], code: code.borderTopWidth, titleFont: title.fontFamily === getComputedStyle(document.body).fontFamily, inline: inline.borderTopWidth, details: [details.borderLeftWidth, details.borderTopColor], tocCode: tocCode.borderTopWidth };
    });
    assert.deepEqual(looks, { tip: ['rgb(230, 246, 230)', '5px', '0px'], code: '0px', titleFont: true, inline: '1px', details: ['1px', 'rgb(76, 179, 212)'], tocCode: '1px' });
    await page.setViewportSize({ width: 1000, height: 900 });
    const narrow = await boxes('/docs/intro');
    assert.deepEqual([narrow.text!.slice(0, 2), narrow.toc!.slice(0, 2)], [[316, 493], [841, 143]]);
    // On a phone the folded TOC is Infima's borderless pill.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/docs/intro`);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.toc-mobile')!).borderTopWidth), '0px');
  });
});

test("future.v4's cascade layers: the site's CSS wins over the theme's whatever its selectors' weight; Docusaurus' root and main-wrapper are there for its CSS; a page's own class on its <main> lays it out; Infima's colour variables colour the page; a code block's colours give way to the site's `!important` only, as Docusaurus' style attribute", async () => {
  const files = (v4: boolean) => ({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${v4 ? 'future: { v4: true }, ' : ''}presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Docs' }] }, footer: { links: [{ label: 'Beams', href: 'https://beams.example' }] } } };\n`,
    'src/css/custom.css': '.footer a { color: rgb(15, 23, 42); }\nfooter li a { line-height: 3; }\npre { color: rgb(0, 0, 255); }\n[data-theme="light"] pre.prism-code { background-color: rgb(255, 0, 0) !important; }\n#__docusaurus::before { content: "root"; }\n.main-wrapper { outline: 3px solid rgb(1, 2, 3); }\n:root { --ifm-background-color: rgb(240, 249, 255); --ifm-font-color-base: rgb(35, 42, 63); --ifm-heading-color: rgb(18, 52, 86); --ifm-menu-color-active: rgb(101, 67, 33); --ifm-navbar-height: 80px; }\n.navbar__item { font-size: 12px; font-weight: 700; }\n',
    'src/pages/index.module.css': '.hero { display: flex; justify-content: center; }\n',
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport styles from './index.module.css';\nexport default function Home() {\n  return <Layout title=\"Home\"><main id=\"m\" className={styles.hero}><p>Beams</p></main></Layout>;\n}\n",
    'docs/intro.md': '# Intro\n\n```js\nbeam();\n```\n',
  });
  const look = (page: Page) => page.evaluate(() => ({
    footerLink: getComputedStyle(document.querySelector('.footer a')!).color,
    footerLine: getComputedStyle(document.querySelector('.footer a')!).lineHeight,
    root: getComputedStyle(document.querySelector('#__docusaurus')!, '::before').content,
    wrapper: getComputedStyle(document.querySelector('.main-wrapper')!).outlineColor,
    main: getComputedStyle(document.querySelector('main#m')!).display,
  }));
  await inBuiltSite(repoOf('layers-v4', files(true)), async (page, site) => {
    await page.goto(`${site.url}/`);
    assert.deepEqual(await look(page), { footerLink: 'rgb(15, 23, 42)', footerLine: '48px', root: '"root"', wrapper: 'rgb(1, 2, 3)', main: 'flex' });
    // Infima's page, text, heading and active-link colours, as the site sets them.
    await page.goto(`${site.url}/docs/intro`);
    assert.deepEqual(await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      heading: getComputedStyle(document.querySelector('h1')!).color,
      active: getComputedStyle(document.querySelector('.menu__link[aria-current="page"]')!).color,
      navbar: [document.querySelector('.navbar')!.getBoundingClientRect().height, getComputedStyle(document.querySelector('.navbar__items .navbar__link')!).fontSize],
    })), { page: 'rgb(240, 249, 255)', text: 'rgb(35, 42, 63)', heading: 'rgb(18, 52, 86)', active: 'rgb(101, 67, 33)', navbar: [80, '12px'] });
    const code = await page.$eval('.code-block pre', (pre) => [getComputedStyle(pre).backgroundColor, getComputedStyle(pre).color]);
    assert.equal(code[0], 'rgb(255, 0, 0)', "the site's `!important` background");
    assert.notEqual(code[1], 'rgb(0, 0, 255)', "the theme's text colour over the site's plain `pre` rule");
  });
  // Without future.v4 the theme is not in a layer (as Infima is not): its one-class footer link rule
  // holds over the site's `footer li a` (its line height) and gives way to `.footer a` (its colour), as Infima's does.
  await inBuiltSite(repoOf('layers-v3', files(false)), async (page, site) => {
    await page.goto(`${site.url}/`);
    const { footerLink, footerLine } = await look(page);
    assert.deepEqual([footerLink, footerLine], ['rgb(15, 23, 42)', '32px']);
  });
});

test("Infima's rules a site's pages lean on: .text--secondary in the secondary colour, a bare outline button in the hero's text colour, a bare button without border, a dark footer's links in the secondary colour and its copyright as the site sets it, --ifm-navbar-link-color defined", async () => {
  const dir = repoOf('infima-rules', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { footer: { style: 'dark', links: [{ label: 'Beams', href: 'https://beams.example' }], copyright: 'Lumagraph' } } };\n",
    'src/css/custom.css': ':root { --ifm-color-secondary: rgb(247, 223, 192); }\n.hero--primary { --ifm-hero-background-color: rgb(50, 93, 135); }\n.footer__copyright { color: rgb(255, 255, 255); }\n.icon::before { content: ""; display: block; width: 4px; height: 4px; background-color: var(--ifm-navbar-link-color); }\n',
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nimport CodeBlock from '@theme/CodeBlock';\nexport default function Home() {\n  return <Layout title=\"Home\"><CodeBlock language=\"js\">beam();</CodeBlock><header className=\"hero hero--primary\"><h1 className=\"hero__title text--secondary\">Beams</h1><a id=\"outline\" className=\"button button--outline button--lg\" href=\"/docs/intro\">Read</a><a id=\"bare\" className=\"button button--lg\" href=\"/docs/intro\">More</a><span className=\"icon\" /></header><div id=\"card\" className=\"card\"><div className=\"card__header\"><h3>Beams</h3></div><div className=\"card__body\">Light.</div></div></Layout>;\n}\n",
    'src/pages/centered.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Centered() {\n  return <Layout title=\"Centered\"><header id=\"centered\" style={{ marginTop: 'auto', marginBottom: 'auto' }}>Beams</header></Layout>;\n}\n",
    'docs/intro.md': '# Intro\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    // A short React page's `margin: auto` centres it between navbar and footer, as Docusaurus' main wrapper does.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/centered`);
    assert.ok(parseFloat(await page.evaluate(() => getComputedStyle(document.querySelector('#centered')!).marginTop)) > 100, 'centred vertically');
    await page.goto(`${site.url}/`);
    // Each selector's computed style (tsx names inner functions, which the page lacks: none here).
    const styles = await page.evaluate((pairs) => pairs.map(([selector, pseudo]) => getComputedStyle(document.querySelector(selector)!, pseudo || undefined)).map((c) => ({ color: c.color, border: c.borderTopWidth, background: c.backgroundColor, weight: c.fontWeight, marginBottom: c.marginBottom })), [['.hero__title', ''], ['#outline', ''], ['header.hero', ''], ['#bare', ''], ['.footer__link', ''], ['.footer__copyright', ''], ['.icon', '::before'], ['#card', ''], ['.code-block', '']]);
    const look = { secondary: styles[0].color, outline: [styles[1].color, styles[2].color], bare: [styles[3].border, styles[3].weight], footerLink: styles[4].color, copyright: styles[5].color, icon: styles[6].background !== 'rgba(0, 0, 0, 0)', card: styles[7].border, codeBlock: styles[8].marginBottom, hero: styles[2].background };
    assert.deepEqual(look, { secondary: 'rgb(247, 223, 192)', outline: [look.outline[1], look.outline[1]], bare: ['0px', '700'], footerLink: 'rgb(247, 223, 192)', copyright: 'rgb(255, 255, 255)', icon: true, card: '0px', codeBlock: '20px', hero: 'rgb(50, 93, 135)' });
  });
});

test("a right-to-left site mirrors the sidebar's border and nested indent, the TOC's rule and the room the breadcrumbs leave the copy button, as Docusaurus mirrors its own", async () => {
  const dir = repoOf('rtl-site', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'ar', locales: ['ar'] }, presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
    'sidebars.js': "module.exports = { s: ['intro', { type: 'category', label: 'فئة', collapsed: false, items: ['nested'] }] };\n",
    'docs/intro.md': '# مقدمة\n\n## أول\n\nنص.\n\n- بند\n\n> اقتباس\n\n## ثان\n\nنص.\n',
    'docs/nested.md': '# داخلي\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/docs/intro`);
    const sides = await page.evaluate(() => {
      const sidebar = getComputedStyle(document.querySelector('aside.sidebar')!);
      const nested = getComputedStyle(document.querySelector('.menu__list .menu__list')!);
      const toc = getComputedStyle(document.querySelector('.toc > .toc__list')!);
      const crumbs = getComputedStyle(document.querySelector('.breadcrumbs')!);
      return { dir: document.documentElement.dir, sidebar: [sidebar.borderLeftWidth, sidebar.borderRightWidth], nested: [nested.paddingLeft, nested.paddingRight !== '0px'], toc: [toc.borderLeftWidth, toc.borderRightWidth], crumbs: [crumbs.paddingRight, crumbs.paddingLeft !== '0px'] };
    });
    assert.deepEqual(sides, { dir: 'rtl', sidebar: ['1px', '0px'], nested: ['0px', true], toc: ['0px', '1px'], crumbs: ['0px', true] });
    // A list indented and a quote's bar on the start side, the right.
    const text = await page.evaluate(() => {
      const list = getComputedStyle(document.querySelector('article .markdown > ul')!);
      const quote = getComputedStyle(document.querySelector('article blockquote')!);
      return { list: [list.paddingLeft, list.paddingRight], quote: [quote.borderLeftWidth, quote.borderRightWidth] };
    });
    assert.deepEqual(text, { list: ['0px', '32px'], quote: ['0px', '2px'] });
    // On a phone the drawer comes in from the right, beside the menu button.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('.navbar__toggle').click();
    await page.waitForSelector('html[data-drawer-open]');
    await page.waitForTimeout(250);
    const drawer = await page.$eval('aside.sidebar', (el) => Math.round(el.getBoundingClientRect().right));
    assert.equal(drawer, 390);
  });
});

test("autoCollapseCategories: opening a sidebar category closes the open one beside it; Infima's carets: a grey chevron after a page-less category's label (which toggles it) or in a 44px button beside a linked one's, down when open and right when closed, restyled by the site's CSS", async () => {
  const dir = repoOf('auto-collapse', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' }, theme: { customCss: './custom.css' } }]], themeConfig: { docs: { sidebar: { autoCollapseCategories: true } } } };\n",
    'sidebars.js': "module.exports = { main: ['intro', { type: 'category', label: 'Beams', collapsed: false, items: ['beams/a'] }, { type: 'category', label: 'Scenes', items: ['scenes/b'] }, { type: 'category', label: 'Linked', link: { type: 'doc', id: 'scenes/c' }, items: ['beams/d'] }] };\n",
    'custom.css': '.theme-doc-sidebar-item-category-level-1 .menu__link--sublist-caret::after { opacity: 0.4; }\n',
    'docs/intro.md': '# Intro\n',
    'docs/beams/a.md': '# A\n',
    'docs/beams/d.md': '# D\n',
    'docs/scenes/b.md': '# B\n',
    'docs/scenes/c.md': '# C\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.goto(`${site.url}/docs/intro`);
    await page.waitForSelector('html[data-js]');
    const category = (label: string) => `.sidebar .menu__item--category:has(> .menu__category > .menu__link:text-is("${label}"))`;
    const state = (label: string) => page.locator(category(label)).getAttribute('data-collapsed');
    const caret = (label: string) =>
      page.locator(category(label)).evaluate((li) => {
        const button = li.querySelector(':scope > .menu__category > .menu__caret');
        const mark = getComputedStyle(button ?? li.querySelector(':scope > .menu__category > .menu__link')!, button ? '::before' : '::after');
        return { button: button ? Math.round(button.getBoundingClientRect().width) : 0, size: mark.width, icon: mark.backgroundImage.includes('rgba(0,0,0,0.5)'), transform: mark.transform, opacity: mark.opacity, collapsedClass: li.classList.contains('menu__list-item--collapsed') };
      });
    assert.equal(await state('Beams'), 'false');
    assert.deepEqual(await caret('Beams'), { button: 0, size: '20px', icon: true, transform: 'matrix(-1, 0, 0, -1, 0, 0)', opacity: '0.4', collapsedClass: false }, 'an open page-less category: its chevron after its label, pointing down, the site\'s opacity');
    assert.deepEqual(await caret('Scenes'), { button: 0, size: '20px', icon: true, transform: 'matrix(0, 1, -1, 0, 0, 0)', opacity: '0.4', collapsedClass: true }, 'a closed one: pointing right');
    assert.deepEqual(await caret('Linked'), { button: 44, size: '20px', icon: true, transform: 'matrix(0, 1, -1, 0, 0, 0)', opacity: '1', collapsedClass: true }, 'a linked category: its chevron in a button');
    assert.equal(await page.locator(`${category('Linked')} > .menu__category`).evaluate((row) => getComputedStyle(row).borderRadius), '4px', "the row rounded as Infima's collapsible");
    const before = page.url();
    await page.locator(`${category('Scenes')} > .menu__category > .menu__link`).click();
    assert.equal(await state('Scenes'), 'false');
    assert.equal(await state('Beams'), 'true', 'the other closed');
    assert.deepEqual([(await caret('Scenes')).collapsedClass, (await caret('Beams')).collapsedClass], [false, true], "Infima's collapsed class follows");
    assert.equal(await page.locator(`${category('Scenes')} > .menu__category > .menu__link`).getAttribute('aria-expanded'), 'true');
    assert.equal(page.url(), before, 'the label opened its category, not its first page');
  });
});

test("a hideable sidebar (Docusaurus' hideable): its foot's button hides it for a wider page, the page edge's button shows it again", async () => {
  const dir = repoOf('hideable', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { docs: { sidebar: { hideable: true } } } };\n",
    'docs/intro.md': '# Intro\n\nBeams.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    await page.waitForSelector('html[data-hydrated="true"], html[data-js]');
    const main = () => page.locator('#main-content').boundingBox();
    const before = (await main())!.width;
    await page.click('.sidebar__hide');
    assert.equal(await page.locator('.sidebar').isVisible(), false);
    assert.ok((await main())!.width > before, 'the page is wider');
    await page.click('.sidebar__show');
    assert.equal(await page.locator('.sidebar').isVisible(), true);
    assert.equal(await page.getAttribute('.sidebar__hide', 'aria-label'), 'Collapse sidebar');
  });
});

test("a versioned repo's older or unreleased doc: its banner above the breadcrumbs, the copy button below it, not over it, its link in its text colour; the version badge Infima's light pill; the version dropdown leads to the same doc in another version", async () => {
  const dir = repoOf('versions-site', {
    'docusaurus.config.js': "module.exports = { title: 'Beams', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }] } } };\n",
    'versions.json': JSON.stringify(['1.0']),
    'docs/intro.md': '# Intro\n\n## Beams\n\nNext text.\n',
    'versioned_docs/version-1.0/intro.md': '# Intro\n\n## Beams\n\nText of 1.0.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/docs/next/intro`);
    const button = page.locator('.copy-markdown');
    await button.waitFor();
    const [banner, copy, crumbs] = await Promise.all([page.locator('.version-banner').boundingBox(), button.boundingBox(), page.locator('.breadcrumbs').boundingBox()]);
    assert.ok(banner && copy && crumbs);
    assert.ok(crumbs.y >= banner.y + banner.height, 'the breadcrumbs below the banner');
    assert.ok(copy.y >= banner.y + banner.height, `the copy button (top ${copy.y}) below the banner (bottom ${banner.y + banner.height})`);
    // Infima's looks: the banner's link in its text colour, underlined; the version badge a light pill in dark mode too.
    const link = await page.$eval('.version-banner a', (a) => ({ color: getComputedStyle(a).color, text: getComputedStyle(a.closest('.version-banner')!).color, line: getComputedStyle(a).textDecorationLine }));
    assert.deepEqual([link.color, link.line], [link.text, 'underline']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.deepEqual(await page.$eval('.theme-doc-version-badge', (b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]), ['rgb(235, 237, 240)', 'rgb(0, 0, 0)']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await page.hover('.navbar__versions');
    // The menu as Infima's dropdown, as Docusaurus draws it (measured on its build): 10rem, white, no border, links at .875rem, the page's version in the link colour.
    const menu = await page.$eval('.navbar__versions .dropdown__menu', (ul) => ({ box: [Math.round(ul.getBoundingClientRect().width), getComputedStyle(ul).backgroundColor, getComputedStyle(ul).borderTopWidth], links: [...ul.querySelectorAll('a')].map((a) => [getComputedStyle(a).fontSize, getComputedStyle(a).padding, getComputedStyle(a).color]) }));
    assert.deepEqual(menu.box, [160, 'rgb(255, 255, 255)', '0px']);
    assert.deepEqual(menu.links[0], ['14px', '4px 8px', 'rgb(53, 120, 229)']);
    await page.click('.navbar__versions a:text("1.0")');
    await page.waitForURL(/\/docs\/intro$/);
    assert.match(await page.locator('.doc__body, article').first().innerText(), /Text of 1\.0/);
    assert.equal(await page.locator('.version-banner').count(), 0, 'the latest version has no banner');
    // On a phone the drawer's menu links are Infima's menu links, the page's version in the active colour.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.navbar__toggle').click();
    await page.locator('.drawer__back').click();
    const drawerLinks = await page.$$eval('.drawer__submenu .drawer__link', (links) => links.map((a) => { const s = getComputedStyle(a); return [a.textContent, s.fontSize, s.fontWeight, s.color]; }));
    assert.deepEqual(drawerLinks, [['Next', '16px', '500', 'rgb(96, 103, 112)'], ['1.0', '16px', '500', 'rgb(53, 120, 229)']]);
    // Its group's chevron: Infima's menu icon at the row's end, pointing down while open.
    const chevron = await page.$eval('.drawer__summary', (summary) => { const after = getComputedStyle(summary, '::after'); return [after.width, after.backgroundImage.includes('svg'), after.transform]; });
    assert.deepEqual(chevron, ['20px', true, 'matrix(-1, 0, 0, -1, 0, 0)']);
    // Its links a quarter rem apart, as Infima's menu items.
    assert.deepEqual(await page.$$eval('.drawer__submenu > li', (items) => items.map((li) => getComputedStyle(li).marginTop)), ['0px', '4px']);
    assert.deepEqual(problems, []);
  });
});

test("a dark navbar's phone drawer is drawn on the navbar's colour (its white title readable), 83vw wide over Infima's backdrop; an external navbar link's icon is Docusaurus' 13.5px one on the text's baseline", async () => {
  const dir = repoOf('navbar-drawer', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { navbar: { title: 'Beams', logo: { alt: 'Beams', src: 'img/logo.svg', className: 'my-logo' }, items: [{ href: 'https://git.example/beams', label: 'Source', position: 'right' }, { type: 'dropdown', label: 'More', position: 'left', items: [{ to: '/docs/intro', label: 'Intro' }, { href: 'https://translate.example/beams', label: 'Help us translate the beam guides' }] }] } } };\n",
    'src/css/custom.css': ':root { --ifm-navbar-background-color: #1e3a8a; --ifm-navbar-link-color: #ffffff; }\n.my-logo { width: 15em; height: auto; }\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="120" height="32" fill="#fff"/></svg>',
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    const icon = await page.$eval('.navbar .navbar__link .icon--external', (svg) => {
      const link = svg.closest('a')!.getBoundingClientRect();
      const box = svg.getBoundingClientRect();
      return { size: [box.width, box.height], top: box.y - link.y, gap: box.x - link.x, opacity: getComputedStyle(svg).opacity };
    });
    assert.deepEqual(icon.size, [13.5, 13.5]);
    // The logo 2rem high, Infima's, over the site's own `height: auto` for its class.
    assert.deepEqual(await page.$eval('.navbar__brand img', (img) => [Math.round(img.getBoundingClientRect().width), Math.round(img.getBoundingClientRect().height)]), [240, 32]);
    assert.equal(icon.opacity, '1');
    assert.ok(icon.top > 7 && icon.top < 10, `the icon on the text's baseline, ${icon.top}px below the link's top (Docusaurus: 8.5)`);
    // A dropdown's links on one line each (Infima's nowrap), an off-site one with its icon.
    const external = await page.$eval('.navbar__dropdown-link[href^="https://translate"]', (a) => ({ icon: a.querySelectorAll('.icon--external').length, height: Math.round(a.getBoundingClientRect().height), intro: Math.round(document.querySelector('.navbar__dropdown-link')!.getBoundingClientRect().height) }));
    assert.deepEqual([external.icon, external.height], [1, external.intro]);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('.navbar__toggle').click();
    await page.waitForSelector('html[data-drawer-open]');
    await page.waitForTimeout(250);
    // Its close button Infima's thin 21px cross at the header's end.
    assert.deepEqual(await page.$eval('.drawer__close', (b) => { const r = b.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height), b.querySelectorAll('svg').length]; }), [21, 21, 1]);
    // The back button .2rem above the sidebar's first link, as Infima's.
    assert.equal(await page.evaluate(() => Math.round((document.querySelector('.sidebar__scroll .menu__link')!.getBoundingClientRect().y - document.querySelector('.drawer__back')!.getBoundingClientRect().bottom) * 10) / 10), 11.2);
    // The colour-mode toggle 1rem after the brand, as Infima's brand margin leaves it.
    assert.equal(await page.evaluate(() => Math.round(document.querySelector('.drawer__header .color-mode-toggle')!.getBoundingClientRect().x - document.querySelector('.drawer__header .navbar__brand')!.getBoundingClientRect().right)), 16);
    const drawer = await page.evaluate(() => {
      const aside = document.querySelector('aside.sidebar')!;
      return { background: getComputedStyle(aside).backgroundColor, header: getComputedStyle(document.querySelector('.drawer__header')!).backgroundColor, width: Math.round(aside.getBoundingClientRect().width), title: getComputedStyle(document.querySelector('.drawer__header .navbar__title')!).color, backdrop: getComputedStyle(document.querySelector('.drawer__backdrop')!).backgroundColor };
    });
    assert.deepEqual(drawer, { background: 'rgb(30, 58, 138)', header: 'rgb(30, 58, 138)', width: 324, title: 'rgb(255, 255, 255)', backdrop: 'rgba(0, 0, 0, 0.6)' });
  });
});

test("a Docusaurus 2 repo's h2 right under the title: 2 leadings below the doc's own heading, the title's margin below a front matter title (in a header of its own, as Docusaurus 2 draws it)", async () => {
  const dir = repoOf('docusaurus2-h2', {
    'docusaurus.config.js': PLAIN_CONFIG,
    'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3', '@docusaurus/preset-classic': '2.4.3' } }),
    'docs/own.md': '# Own title\n\n## First part\n\nText.\n',
    'docs/given.md': '---\ntitle: Given title\n---\n\n## First part\n\nText.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const gap = async (route: string) => {
      await page.goto(`${site.url}${route}`);
      return page.evaluate(() => Math.round(document.querySelector('article h2')!.getBoundingClientRect().y - document.querySelector('article h1')!.getBoundingClientRect().bottom));
    };
    assert.equal(await gap('/docs/own'), 40);
    assert.equal(await gap('/docs/given'), 25);
    assert.equal(await page.locator('article .markdown > header > h1').count(), 1);
  });
});

test("Infima's spacing under a second h1 of the body, Docusaurus' 20px pencil before \"Edit this page\"", async () => {
  const dir = repoOf('edit-pencil', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { editUrl: 'https://git.example/beams/edit/main/' } }]] };\n",
    'docs/intro.md': '# Intro\n\nSome text.\n\n# Second heading one\n\nMore text.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/docs/intro`);
    const second = await page.$eval('article .markdown > h1:not(:first-child)', (h) => Math.round(h.nextElementSibling!.getBoundingClientRect().y - h.getBoundingClientRect().bottom));
    assert.equal(second, 16, "Infima's heading margin under an h1 that is not the first");
    const pencil = await page.$eval('.theme-edit-this-page svg', (svg) => { const s = getComputedStyle(svg); return [svg.getBoundingClientRect().width, s.marginRight, s.verticalAlign]; });
    assert.deepEqual(pencil, [20, '4.8px', 'sub']);
  });
});

test("a Prism theme draws a code block's comments as it says: github's italic, dracula's upright (not docsgen's own italic)", async () => {
  const dir = repoOf('prism-comments', {
    'docusaurus.config.js': "const { themes } = require('prism-react-renderer');\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { prism: { theme: themes.github, darkTheme: themes.dracula } } };\n",
    'docs/intro.md': '# Intro\n\n```js\n// aim first\nbeam();\n```\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.goto(`${site.url}/docs/intro`);
    const comment = () => page.$eval('.code-block .token.comment', (el) => getComputedStyle(el).fontStyle);
    assert.equal(await comment(), 'italic', "github's");
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.equal(await comment(), 'normal', "dracula's");
  });
});

test("a short doc beside a long sidebar: the page as tall as the sidebar's window-high column, the footer below the fold, the sidebar's last entries in view, as Docusaurus lays it out", async () => {
  const files: Record<string, string> = {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { footer: { links: [{ label: 'Beams', href: 'https://beams.example' }] } } };\n",
    'docs/intro.md': '---\nsidebar_position: 0\n---\n# Intro\n\nA short page.\n',
  };
  for (let i = 1; i <= 24; i++) files[`docs/page-${String(i).padStart(2, '0')}.md`] = `# Page ${i}\n\nText.\n`;
  await inBuiltSite(repoOf('long-sidebar', files), async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/docs/intro`);
    assert.deepEqual(await page.evaluate(() => [Math.round(document.querySelector('footer.footer')!.getBoundingClientRect().y), Math.round(document.querySelector('aside.sidebar')!.getBoundingClientRect().bottom)]), [900, 900]);
  });
});

test("Infima's measures Docusaurus' templates lean on: the footer logo at most 30rem and half lit, a hydrated doc's last block without its margin, a Markdown page's first heading at its top, a phone doc 2rem above the pager's end", async () => {
  const dir = repoOf('template-measures', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { footer: { style: 'dark', links: [{ label: 'Beams', href: 'https://beams.example' }], logo: { alt: 'Beams', src: '/img/wide.svg', href: 'https://beams.example' } } } };\n",
    'static/img/wide.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 200"><rect width="1000" height="200" fill="#888"/></svg>',
    'docs/island.mdx': "export const Highlight = ({ children }) => <span onClick={() => alert(children)}>{children}</span>;\n\n# Island\n\nThis is <Highlight>green</Highlight>.\n",
    'docs/plain.md': '# Plain\n\nThis is green.\n',
    'src/pages/notes.md': '## Notes\n\nA page.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const pagerGap = () => page.evaluate(() => Math.round(document.querySelector('.pagination-nav')!.getBoundingClientRect().y - document.querySelector('article .markdown p:last-of-type')!.getBoundingClientRect().bottom));
    await page.goto(`${site.url}/docs/plain`);
    const plain = await pagerGap();
    await page.goto(`${site.url}/docs/island`);
    await page.waitForSelector('html[data-js]');
    assert.equal(await pagerGap(), plain, 'the same room under the last paragraph, hydrated or not');
    assert.deepEqual(await page.$eval('footer img', (img) => [Math.round(img.getBoundingClientRect().width), getComputedStyle(img.closest('a')!).opacity]), [480, '0.5']);
    await page.goto(`${site.url}/notes`);
    assert.equal(await page.$eval('main h2', (h) => getComputedStyle(h).marginTop), '0px');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/docs/plain`);
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.doc')!).paddingBottom), '32px');
  });
});

test('nested Tabs: once hydrated, each group keeps its own tabs and panels (the outer one none of the inner ones)', async () => {
  const dir = repoOf('nested-tabs', {
    'docusaurus.config.js': PLAIN_CONFIG,
    'docs/intro.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Intro\n\n<Tabs>\n<TabItem value=\"cli\" label=\"CLI\">\n\n<Tabs>\n<TabItem value=\"npm\" label=\"npm\">\n\nnpm install lumagraph\n\n</TabItem>\n<TabItem value=\"yarn\" label=\"Yarn\">\n\nyarn add lumagraph\n\n</TabItem>\n</Tabs>\n\n</TabItem>\n<TabItem value=\"manual\" label=\"Manual\">\n\nDownload the archive.\n\n</TabItem>\n</Tabs>\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    const problems = collectProblems(page);
    await page.goto(`${site.url}/docs/intro`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const groups = await page.$$eval('.tabs-container', (all) => all.map((group) => Array.from(group.querySelectorAll(':scope > [role="tablist"] > [role="tab"]'), (tab) => tab.textContent)));
    assert.deepEqual(groups, [['CLI', 'Manual'], ['npm', 'Yarn']]);
    assert.equal(await page.locator('.tabs-container').count(), 2, 'no group is made twice');
    await page.getByRole('tab', { name: 'Manual' }).click();
    assert.equal(await page.getByText('Download the archive.').isVisible(), true);
    assert.deepEqual(problems, []);
  });
});

test("a React page's own `.cards .card` and a link in its text look as the site's CSS says: docsgen's card and running-text link rules give way", async () => {
  const dir = repoOf('own-cards', {
    'docusaurus.config.js': CUSTOM_CSS_CONFIG,
    'docs/intro.md': '# Intro\n',
    'src/css/custom.css': '.cards { display: flex; gap: 20px; }\n.card { padding: 1.2rem; border-radius: 10px; }\n',
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout title=\"Home\"><main><div className=\"cards\"><div className=\"card\" id=\"own-card\">Beams</div></div><p>See <a id=\"own-link\" href=\"/docs/intro\">the intro</a>.</p></main></Layout>;\n}\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.goto(`${site.url}/`);
    const look = await page.evaluate(() => {
      const card = getComputedStyle(document.getElementById('own-card')!);
      // A site that sets no --docusaurus-highlighted-code-line-bg: Docusaurus' own band (its CodeBlock/Line default, rgb(72 77 91)).
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div class="code-block"><pre><code><span class="code-line code-line--highlighted" id="own-line">a</span></code></pre></div>');
      return { padding: card.paddingTop, radius: card.borderTopLeftRadius, link: getComputedStyle(document.getElementById('own-link')!).textDecorationLine, line: getComputedStyle(document.getElementById('own-line')!).backgroundColor };
    });
    assert.deepEqual(look, { padding: '19.2px', radius: '10px', link: 'none', line: 'rgb(72, 77, 91)' });
  });
});

test('navbar.hideOnScroll: the navbar slides away while the reader scrolls down and comes back when they scroll up', async () => {
  const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} about beams and prisms.\n`).join('\n');
  const dir = repoOf('hide-on-scroll', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { title: 'Beams', hideOnScroll: true } } };\n",
    'docs/intro.md': `# Intro\n\n${long}`,
  });
  await inBuiltSite(dir, async (page, site) => {
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${site.url}/docs/intro`);
    const navbarBottom = () => page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    assert.ok((await navbarBottom()) > 0, 'shown at the top');
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom <= 0);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().top >= 0);
    assert.deepEqual(problems, []);
  });
});

test("showLineNumbers: Docusaurus' gutter, as wide as the last number, its numbers faint, in view while the code scrolls sideways, outside a highlighted line's colour; a CodeBlock drawn in the browser in the repo's Prism's grammars", async () => {
  const lines = ['import lumagraph', `g = lumagraph.Graph(label="${'a long label '.repeat(12)}")`, ...Array.from({ length: 10 }, (_, i) => `g.add(${i})`)];
  const dir = repoOf('line-numbers', {
    'docusaurus.config.js': PLAIN_CONFIG,
    'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.2' } }),
    'docs/drawn.mdx': "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport CodeBlock from '@theme/CodeBlock';\n\n# Drawn\n\n<BrowserOnly>{() => <div><CodeBlock language=\"js\">{'const beam = \"on\";'}</CodeBlock><CodeBlock language=\"bash\">{'echo \"on\"'}</CodeBlock></div>}</BrowserOnly>\n",
    'docs/intro.md': `# Intro\n\n\`\`\`python showLineNumbers=98 {2}\n${lines.join('\n')}\n\`\`\`\n\n\`\`\`js showLineNumbers\nconst a = 1;\n\`\`\`\n`,
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`${site.url}/docs/intro`);
    const gutter = (block: number, line: number) =>
      page.evaluate(([b, l]) => {
        const pre = document.querySelectorAll('pre.with-line-numbers')[b]!;
        const row = pre.querySelectorAll('.code-line')[l]!;
        const number = getComputedStyle(row, '::before');
        const probe = Object.assign(document.createElement('span'), { textContent: '0' });
        row.append(probe);
        const digit = probe.getBoundingClientRect().width;
        probe.remove();
        return { width: parseFloat(number.width), digit, color: number.color, background: number.backgroundColor, position: number.position, left: number.left };
      }, [block, line] as const);
    const wide = await gutter(0, 0);
    // Three digits (98 to 109) plus the padding either side, as Docusaurus' table cell fits them.
    assert.ok(Math.abs(wide.width - (3 * wide.digit + 32)) < 2, JSON.stringify(wide));
    const narrow = await gutter(1, 0);
    assert.ok(Math.abs(narrow.width - (narrow.digit + 32)) < 2, `one digit: ${JSON.stringify(narrow)}`);
    assert.match(wide.color, /color\(srgb [\d.]+ [\d.]+ [\d.]+ \/ 0\.4\)/, 'faint numbers');
    assert.match((await gutter(0, 1)).color, /\/ 0\.8\)/, 'a highlighted line\'s number less faint');
    assert.deepEqual([wide.position, wide.left], ['sticky', '0px'], 'in view while the line scrolls under it');
    const highlighted = await gutter(0, 1);
    assert.equal(highlighted.background, wide.background, 'the gutter keeps the code\'s background on a highlighted line');
    // A CodeBlock first drawn in the browser keeps to the repo's Prism's grammars, as the server's code does.
    await page.goto(`${site.url}/docs/drawn`);
    await page.locator('.code-block[data-language="js"] code .token.string').waitFor();
    assert.equal(await page.locator('.code-block[data-language="bash"] code').textContent(), 'echo "on"');
    assert.equal(await page.locator('.code-block[data-language="bash"] code .token').count(), 0, 'plain, as the server leaves bash under Docusaurus 3');
  });
});

test("Infima's type where a site leans on it: only the first h1 at 3rem, headings in the heading font when the site sets the body's, long tab labels and a hero's long word wrap on a phone", async () => {
  const dir = repoOf('infima-type', {
    'docusaurus.config.js': CUSTOM_CSS_CONFIG,
    // (.admonition: a rule written for Docusaurus 2's alpha markup, which its later releases no longer match.)
    'src/css/custom.css': "body { font-family: 'Courier New', monospace; }\n.admonition { color: black; border-left: 6px solid teal; }\n",
    'docs/guide/_category_.json': JSON.stringify({ label: 'Guide', link: { type: 'generated-index' } }),
    'docs/guide/one.md': '# One\n\nThe first.\n',
    'docs/hidden-h1.md': '---\nhide_title: true\n---\n# Its own h1\n\n## Right under it\n\nText.\n',
    'docs/styled.mdx': "import styles from './styled.module.css';\n\n# Styled\n\n## Right under the title\n\n<div className={styles.box}>Boxed.</div>\n",
    'docs/styled.module.css': '.box { border: 1px solid; }\n',
    'docs/hidden-h2.md': '---\nhide_title: true\n---\n## No title above\n\nText.\n\n:::tip\n\nUse beams.\n\n:::\n',
    'docs/intro.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Intro\n\nText.\n\n# A second h1\n\n## An h2\n\n<Tabs>\n<TabItem value=\"Run as a Plugin on the Server\">One</TabItem>\n<TabItem value=\"Standalone Application\">Two</TabItem>\n<TabItem value=\"Browser Extension\">Three</TabItem>\n</Tabs>\n",
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() {\n  return <Layout><header className=\"hero hero--primary\"><div className=\"container\"><h1 className=\"hero__title\">PipelineDocumentationSiteOfLumagraph</h1></div></header></Layout>;\n}\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`${site.url}/docs/intro`);
    const sizes = await page.$$eval('article h1, article h2', (all) => all.map((h) => parseFloat(getComputedStyle(h).fontSize)));
    assert.deepEqual(sizes, [48, 32, 32], 'the title 3rem, a later h1 2rem as the h2');
    const fonts = await page.$$eval('article h1, article h2', (all) => all.map((el) => getComputedStyle(el).fontFamily));
    assert.ok(fonts.length === 3 && fonts.every((f) => !/Courier/.test(f)), `headings keep the heading font: ${fonts}`);
    assert.match(await page.$eval('article p', (p) => getComputedStyle(p).fontFamily), /Courier/, 'the text takes the site\'s');
    // The first block's room as Docusaurus': none under a title (a body's own h1 is one), a heading's rhythm where no title is shown,
    // below the breadcrumbs' own margin (not merged with it).
    const firstH2 = async (route: string) => {
      await page.goto(`${site.url}${route}`);
      return page.evaluate(() => {
        const h2 = document.querySelector('article h2')!;
        return { margin: getComputedStyle(h2).marginTop, below: h2.getBoundingClientRect().top - document.querySelector('.breadcrumbs')!.getBoundingClientRect().bottom };
      });
    };
    assert.equal((await firstH2('/docs/hidden-h1')).margin, '0px');
    assert.equal((await firstH2('/docs/styled')).margin, '0px', "under the title, after its CSS module's styles too");
    await page.goto(`${site.url}/docs/category/guide`);
    assert.deepEqual(await page.$eval('.card__icon', (el) => [getComputedStyle(el).fontSize, getComputedStyle(el).marginRight]), ['25.6px', '9.6px'], "Docusaurus 3.10's card icon");
    const untitled = await firstH2('/docs/hidden-h2');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.notEqual(await page.$eval('.theme-admonition', (el) => getComputedStyle(el).color), 'rgb(0, 0, 0)', "the site's .admonition rule reaches no admonition, as under Docusaurus");
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    assert.equal(untitled.margin, '40px');
    assert.ok(untitled.below > 50, `the breadcrumbs' margin and the h2's both: ${untitled.below}px`);
    await page.goto(`${site.url}/docs/intro`);
    await page.setViewportSize({ width: 390, height: 800 });
    // Infima's phone look: the folded TOC a slim pill with its chevron at the right, previous and next side by side.
    const folded = await page.$eval('.toc-mobile summary', (el) => ({ height: el.getBoundingClientRect().height, marker: getComputedStyle(el).listStyleType, after: getComputedStyle(el, '::after').width }));
    assert.deepEqual([Math.round(folded.height), folded.marker, folded.after], [33, 'none', '20px']);
    // The Copy page button an icon at the breadcrumbs' end, named by its words, the title not pushed down.
    const copy = page.getByRole('button', { name: 'Copy page as Markdown' });
    const [copyBox, crumbs, title] = [await copy.boundingBox(), await page.locator('.breadcrumbs').boundingBox(), await page.locator('article h1').first().boundingBox()];
    assert.ok(copyBox && crumbs && title);
    assert.deepEqual([copyBox.width, copyBox.height], [32, 32]);
    assert.ok(copyBox.y < crumbs.y + crumbs.height && title.y > copyBox.y + copyBox.height + 40, `beside the breadcrumbs: ${JSON.stringify({ copyBox, crumbs, title })}`);
    const menu = await page.locator('.navbar__toggle').boundingBox();
    assert.deepEqual([menu?.width, menu?.height], [30, 30], "Infima's bare 30px menu button");
    // The colour-mode toggle is in the drawer's header on a phone, not in the bar, and works there.
    assert.equal(await page.isVisible('.navbar__inner > .color-mode-toggle'), false);
    await page.click('.navbar__toggle');
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.click('.drawer__header .color-mode-toggle');
    assert.notEqual(await page.evaluate(() => document.documentElement.dataset.theme), before, 'the drawer\'s toggle switches the mode');
    await page.keyboard.press('Escape');
    await page.goto(`${site.url}/docs/hidden-h1`);
    assert.equal((await page.$eval('.pagination', (el) => getComputedStyle(el).gridTemplateColumns)).split(' ').length, 2, 'two columns');
    await page.goto(`${site.url}/docs/intro`);
    const list = await page.$eval('[role="tablist"]', (el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    assert.ok(list.scroll <= list.client, `every tab fits the phone: ${JSON.stringify(list)}`);
    await page.goto(`${site.url}/`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the hero's long word breaks instead of widening the page (${width}px)`);
  });
});

test("Infima's metrics a reader sees: a table head on the stripe colour, 1.25rem under a top-level bulleted list, a flush task list (a nested one indented), the site's menu colour, admonition and details colours and sidebar width, the sidebar beside the doc under a column .main-wrapper, 8-column tabs in code, white tab labels in dark mode, footer columns 3rem apart on a phone, the site's --ifm-font-size-base, a doc in no sidebar beside the hidden sidebar's strip", async () => {
  const dir = repoOf('infima-metrics', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' }, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }, { title: 'More', items: [{ label: 'Alone', to: '/docs/alone' }] }] } } };\n",
    'sidebars.js': "module.exports = { main: ['intro', { type: 'category', label: 'More', link: { type: 'generated-index' }, items: ['second'] }] };\n",
    'docs/second.md': '---\ntags: [beams]\n---\n# Second\n\nNext to it.\n',
    // (.main-wrapper as a column: an old template's habit, which must leave the sidebar beside the doc.)
    'src/css/custom.css': '.main-wrapper { display: flex; flex-direction: column; }\n:root { --ifm-menu-color: rgb(1, 2, 3); --ifm-color-warning-dark: rgb(9, 8, 7); --ifm-color-info-contrast-background: rgb(217, 211, 242); --doc-sidebar-width: 250px !important; }\n@media (max-width: 996px) { :root { --ifm-font-size-base: 15px; } }\n',
    'docs/intro.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Intro\n\n| Name | Kind |\n| --- | --- |\n| beam | light |\n\n- one\n- two\n\nAfter the list.\n\n- [ ] a task\n  - [ ] a step of it\n\n:::warning\n\nCareful.\n\n:::\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n\n<Tabs>\n<TabItem value=\"a\" label=\"First\">One</TabItem>\n<TabItem value=\"b\" label=\"Second\">Two</TabItem>\n</Tabs>\n\n```go\nfunc main() {\n\tbeam()\n}\n```\n",
    'docs/alone.md': '---\ndisplayed_sidebar: null\n---\n# Alone\n\nIn no sidebar.\n',
    'docs/cards.mdx': "---\ndisplayed_sidebar: main\n---\n# Cards\n\nimport DocCardList from '@theme/DocCardList';\n\n## All pages\n\n<DocCardList />\n",
    'src/pages/markdown-page.md': '# A page\n\nOf its own.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A doc's DocCardList as Docusaurus' row (measured on its build): the heading's margin above it, 2rem under each row, the last one too.
    await page.goto(`${site.url}/docs/cards`);
    const cards = await page.evaluate(() => {
      const heading = document.querySelector('.markdown h2')!;
      const all = [...document.querySelectorAll('.markdown .card')].map((card) => card.getBoundingClientRect());
      const footer = document.querySelector('.pagination-nav')!.getBoundingClientRect();
      return { above: Math.round(all[0].top - heading.getBoundingClientRect().bottom), rows: Math.round(all[2].top - all[0].bottom), below: Math.round(footer.top - all[all.length - 1].bottom) };
    });
    assert.deepEqual(cards, { above: 20, rows: 32, below: 80 });
    await page.goto(`${site.url}/docs/intro`);
    assert.equal(await page.$eval('article thead', (el) => getComputedStyle(el).backgroundColor), 'rgba(0, 0, 0, 0.03)');
    assert.equal(await page.$eval('article table', (table) => Math.round(table.closest('.markdown > *')!.nextElementSibling!.getBoundingClientRect().y - table.getBoundingClientRect().bottom)), 16, "the list Infima's 1rem below a table");
    assert.equal(await page.$eval('article .markdown > ul', (el) => getComputedStyle(el).marginBottom), '20px', "a top-level bulleted list a paragraph's leading below, as Docusaurus' .markdown > ul");
    assert.equal(await page.$eval('article pre', (el) => getComputedStyle(el).tabSize), '8', "a tab indents the browser's 8 columns");
    // Tabs side by side with no gap, the group a paragraph's leading above what follows.
    assert.deepEqual(await page.$eval('.tabs-container', (el) => [getComputedStyle(el.querySelector('[role="tablist"]')!).columnGap, getComputedStyle(el).marginBottom]), ['0px', '20px']);
    assert.equal(await page.$eval('.contains-task-list', (el) => getComputedStyle(el).paddingLeft), '0px', "a task list flush, as Infima's");
    assert.equal(await page.$eval('.contains-task-list .contains-task-list', (el) => getComputedStyle(el).paddingLeft), '32px', 'one nested in its item indented, as any list');
    assert.equal(await page.$eval('.menu__link:not([aria-current])', (el) => getComputedStyle(el).color), 'rgb(1, 2, 3)', "the site's --ifm-menu-color");
    // The site's Infima colours and sidebar width, as Docusaurus reads them.
    assert.equal(await page.$eval('.admonition--warning', (el) => getComputedStyle(el).borderLeftColor), 'rgb(9, 8, 7)');
    assert.equal(await page.$eval('article details', (el) => getComputedStyle(el).backgroundColor), 'rgb(217, 211, 242)');
    const [sidebar, article] = [await page.locator('aside.theme-doc-sidebar-container').boundingBox(), await page.locator('article').boundingBox()];
    assert.equal(sidebar?.width, 250);
    assert.ok(sidebar && article && article.x >= sidebar.x + sidebar.width - 1 && article.y < sidebar.y + 100, `the doc beside the sidebar, not below it: ${JSON.stringify({ sidebar, article })}`);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.equal(await page.$eval('[role="tab"][aria-selected="false"]', (el) => getComputedStyle(el).color), 'rgb(255, 255, 255)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    // A category holding the page in Infima's primary colour (over the site's menu colour); on its own page, its row on the hover wash.
    await page.goto(`${site.url}/docs/second`);
    assert.equal(await page.$eval('.menu__link--sublist', (el) => getComputedStyle(el).color), 'rgb(53, 120, 229)');
    await page.goto(`${site.url}/docs/category/more`);
    assert.equal(await page.$eval('.menu__list-item-collapsible', (el) => getComputedStyle(el).backgroundColor), 'rgba(0, 0, 0, 0.05)');
    await page.goto(`${site.url}/docs/alone`);
    const main = await page.locator('main').boundingBox();
    assert.equal(main?.width, 1280 - 30, 'the 30px strip of the hidden sidebar');
    // Not on a React or Markdown page, which have no sidebar to hide: their hero fills the window.
    await page.goto(`${site.url}/markdown-page`);
    assert.equal((await page.locator('main').boundingBox())?.width, 1280, 'a page of src/pages is the whole width');
    // Its text is its article's own (no `.markdown` there): the last paragraph keeps its margin above the footer.
    assert.equal(await page.$eval('article p:last-of-type', (p) => getComputedStyle(p).marginBottom), '20px');
    // A docs tag page in the container's middle two thirds, its title Infima's 2rem h1, as Docusaurus lays it out.
    await page.goto(`${site.url}/docs/tags/beams`);
    assert.deepEqual(await page.$eval('main h1', (h) => { const r = h.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.width), getComputedStyle(h).fontSize]; }), [276, 728, '32px']);
    await page.setViewportSize({ width: 390, height: 800 });
    // The site's base size on a phone: the text 15px, Infima's rem sizes with it (the footer columns' 3rem).
    assert.equal(await page.$eval('article p', (el) => getComputedStyle(el).fontSize), '15px');
    assert.equal(await page.$eval('.footer__col', (el) => getComputedStyle(el).marginBottom), '45px');
    // A generated index keeps its 3rem title on a phone (a doc's shrinks to 2rem): 45px of the site's 15px.
    await page.goto(`${site.url}/docs/category/more`);
    assert.equal(await page.$eval('h1', (el) => getComputedStyle(el).fontSize), '45px');
    // Infima's phone footer: no side padding of its own, a column's 1rem in; titles divs, as there.
    assert.equal(await page.$eval('.footer__link', (el) => Math.round(el.getBoundingClientRect().left)), 15);
    assert.equal(await page.$eval('.footer__title', (el) => el.tagName), 'DIV');
  });
});

test("a site's Infima variables and rules reach docsgen's markup as Docusaurus': its line height, button corners, sidebar link colour over a category's, code it wraps, a copyright-only footer, a list's last margin kept above the pager", async () => {
  const dir = repoOf('infima-site-rules', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' }, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { navbar: { title: 'Lumagraph Beam Management Reference Documentation' }, footer: { copyright: 'Copyright Beams.' }, announcementBar: { id: 'beams', content: 'Beams <a href=\"/docs/intro\">are here</a>' } } };\n",
    'sidebars.js': "module.exports = { main: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/setup'] }] };\n",
    'src/css/custom.css': ':root { --ifm-line-height-base: 1.3; --ifm-button-border-radius: 20px 0; --ifm-heading-color: rgb(192, 0, 0); }\n.card { padding: 0.8rem; }\n.clean-btn { color: rgb(1, 2, 3); }\n.theme-code-block code { white-space: pre-wrap; word-break: break-word; }\n.menu__link { color: rgb(0, 128, 0); }\n.menu__link--active { background-color: rgb(255, 0, 0) !important; }\n',
    'docs/intro.md': '# Intro\n\n- one\n\n  More of one.\n',
    'docs/long.md': `# Long\n\n${'Opening words.\n\n'.repeat(14)}${[1, 2, 3].map((n) => `## Section ${n}\n\n${'Words of the section.\n\n'.repeat(30)}`).join('')}`,
    'docs/guides/setup.md': '# Setup\n\nText[^1]. Press <kbd>Ctrl</kbd>, then read [the guide](/docs/intro).\n\n> Quoted.\n\n:::tip[Use `npm ci` here]\n\nBody of [its guide](/docs/intro).\n\n:::\n\n```js\nconst aVeryLongNameThatTheSiteWrapsBecauseItsCssSaysSo = \'' + 'beam '.repeat(60) + "';\n```\n\n[^1]: A note.\n",
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><h3 className=\"own-h3\">Beams</h3><a className=\"button button--primary\" href=\"/docs/intro\">Start</a></Layout>; }\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.url}/docs/guides/setup`);
    assert.equal(await page.$eval('article p', (el) => getComputedStyle(el).lineHeight), '20.8px', "the site's --ifm-line-height-base");
    const category = await page.$eval('.menu__link--sublist', (el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    assert.deepEqual(category, ['rgb(0, 128, 0)', 'rgba(0, 0, 0, 0)'], "the site's .menu__link colour; no active wash on a category");
    assert.equal(await page.$eval('.menu__link[aria-current="page"]', (el) => getComputedStyle(el).backgroundColor), 'rgb(255, 0, 0)');
    // A link in the text as Infima draws it: not underlined (in an admonition, underlined).
    assert.deepEqual(await page.$$eval('article .markdown a:not([class], [data-footnote-ref], [data-footnote-backref])', (links) => links.map((a) => `${a.textContent} ${getComputedStyle(a).textDecorationLine}`)), ['the guide none', 'its guide underline']);
    // Infima's element rules: a key cap, a quote's last block flush, an admonition title's code as written.
    const infima = await page.evaluate(() => ({
      kbd: getComputedStyle(document.querySelector('kbd')!).borderTopWidth,
      quote: getComputedStyle(document.querySelector('blockquote > :last-child')!).marginBottom,
      titleCode: getComputedStyle(document.querySelector('.admonition__title code')!).textTransform,
    }));
    assert.deepEqual(infima, { kbd: '1px', quote: '0px', titleCode: 'none' });
    // Footnotes as Docusaurus 3 shows them: no rule, the text's size, a 1.5rem heading.
    assert.deepEqual(await page.$eval('.footnotes', (el) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).fontSize, getComputedStyle(el.querySelector('h2')!).fontSize]), ['0px', '16px', '24px']);
    const code = await page.$eval('article pre', (pre) => ({ scrolls: pre.scrollWidth > pre.clientWidth, lines: Math.round(pre.querySelector('code')!.getBoundingClientRect().height / parseFloat(getComputedStyle(pre).lineHeight)) }));
    assert.ok(!code.scrolls && code.lines > 2, `the site's pre-wrap wraps the long line: ${JSON.stringify(code)}`);
    const footer = await page.$eval('footer', (el) => ({ border: getComputedStyle(el).borderTopWidth, colour: getComputedStyle(el).color, copyright: getComputedStyle(el.querySelector('.footer__copyright')!).color, groups: el.querySelectorAll('.footer__links').length }));
    assert.deepEqual(footer, { border: '0px', colour: footer.colour, copyright: footer.colour, groups: 0 }, 'a copyright-only footer: no rule, the copyright in its colour, no empty row');
    // The TOC marks the section as Docusaurus does: none while the first heading is in the window's
    // lower half; a heading once it is in the top half; the one before while the next is lower.
    await page.goto(`${site.url}/docs/long`);
    const marked = async (top: number) => {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
      return page.evaluate(() => document.querySelector('.toc .toc__link--active')?.textContent ?? null);
    };
    const sectionTop = (n: number) => page.evaluate((i) => document.getElementById(`section-${i}`)!.getBoundingClientRect().top + scrollY, n);
    assert.equal(await marked(0), null);
    assert.equal(await marked((await sectionTop(2)) - 300), 'Section 2');
    assert.equal(await marked((await sectionTop(2)) - 700), 'Section 1');
    await page.goto(`${site.url}/docs/intro`);
    const gap = await page.evaluate(() => document.querySelector('.pagination-nav')!.getBoundingClientRect().top - document.querySelector('.markdown > ul')!.getBoundingClientRect().bottom);
    assert.equal(gap, 68, "the list's last paragraph keeps its 20px inside the doc, above the pager's 3rem");
    // The pager's arrow is Infima's ::after, not text (a site's `content: none` drops it there).
    assert.deepEqual(await page.$eval('.pagination-nav__link--next .pagination-nav__label', (el) => [el.textContent, getComputedStyle(el, '::after').content]), ['Guides', '" »"']);
    // A doc card keeps Infima's 2rem padding (padding--lg) whatever the site's `.card` says.
    await page.goto(`${site.url}/docs/category/guides`);
    assert.equal(await page.$eval('a.card', (el) => getComputedStyle(el).paddingTop), '32px');
    await page.goto(site.url);
    assert.equal(await page.$eval('.button', (el) => getComputedStyle(el).borderRadius), '20px 0px', "the site's --ifm-button-border-radius");
    // Docusaurus' announcement bar where the config gives no colours: white, black text, 30px, its text at 85%, links in the text's weight.
    assert.deepEqual(await page.$eval('.announcement', (bar) => [getComputedStyle(bar).backgroundColor, getComputedStyle(bar).color, bar.getBoundingClientRect().height, getComputedStyle(bar.querySelector('.announcement__content')!).fontSize, getComputedStyle(bar.querySelector('a')!).fontWeight, getComputedStyle(bar).paddingLeft]), ['rgb(255, 255, 255)', 'rgb(0, 0, 0)', 30, '13.6px', '400', '50px'], "the close button's 50px of room on each side");
    assert.equal(await page.$eval('.own-h3', (el) => getComputedStyle(el).color), 'rgb(192, 0, 0)', "every heading in the site's --ifm-heading-color");
    // On a phone: a long site title cut short in the drawer's header (the drawer not scrolled sideways),
    // no "Back to main menu" where the navbar has no items, and no menu button on a page with nothing to open.
    await page.setViewportSize({ width: 390, height: 800 });
    assert.equal(await page.locator('.navbar__toggle').isVisible(), false, 'no menu on the home page: no items, no sidebar');
    assert.equal(await page.$eval('.announcement', (bar) => getComputedStyle(bar).paddingLeft), '30px', "the close button's 30px on a phone");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, "the bar's long title cut short: the page no wider than the phone");
    assert.equal(await page.$eval('.footer__copyright', (el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft)), 16, "the copyright 1rem in, as in Infima's container");
    // The bare buttons carry Infima's clean-btn, which the site's CSS colours.
    assert.deepEqual(await page.$$eval('.navbar__toggle, .drawer__close, .drawer__header .color-mode-toggle', (all) => all.map((b) => getComputedStyle(b).color)), ['rgb(1, 2, 3)', 'rgb(1, 2, 3)', 'rgb(1, 2, 3)']);
    await page.goto(`${site.url}/docs/intro`);
    await page.locator('.navbar__toggle').click();
    await page.waitForSelector('html[data-drawer-open]');
    const drawer = await page.$eval('aside.sidebar', (el) => ({ scrolled: el.scrollLeft, header: el.querySelector('.drawer__header')!.scrollWidth <= el.clientWidth, back: el.querySelectorAll('.drawer__back').length }));
    assert.deepEqual(drawer, { scrolled: 0, header: true, back: 0 });
    // A doc in no sidebar (no breadcrumbs): the copy button an icon at the end of the folded TOC that opens it, not a row above it.
    await page.goto(`${site.url}/docs/long`);
    await page.waitForSelector('.copy-markdown:not([hidden])');
    const [toc, copy] = await page.$$eval('article .toc-mobile, article .copy-markdown', (all) => all.map((el) => Math.round(el.getBoundingClientRect().top)));
    assert.equal(copy, toc);
  });
});

test("Infima's knobs a site turns reach docsgen's markup as Docusaurus': heading weight, inline code padding, quote bar and colour, list indent, table head, rule, admonition bar, sidebar link padding, footer padding, pager corners", async () => {
  const dir = repoOf('infima-knobs', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', editUrl: 'https://git.example/beams/' }, theme: { customCss: './src/css/custom.css' } }]], themeConfig: { footer: { copyright: 'Beams.' } } };\n",
    'sidebars.js': "module.exports = { main: ['intro', 'next'] };\n",
    'src/css/custom.css': ':root { --ifm-heading-font-weight: 300; --ifm-code-padding-horizontal: 1rem; --ifm-blockquote-border-color: rgb(255, 0, 0); --ifm-blockquote-color: rgb(0, 128, 0); --ifm-list-left-padding: 4rem; --ifm-table-head-background: rgb(255, 255, 0); --ifm-hr-background-color: rgb(255, 0, 0); --ifm-hr-height: 6px; --ifm-alert-border-left-width: 12px; --ifm-menu-link-padding-vertical: 1rem; --ifm-footer-padding-vertical: 5rem; --ifm-pagination-nav-border-radius: 0; --ifm-container-width: 700px; --ifm-spacing-horizontal: 3rem; --ifm-heading-line-height: 2; }\n.theme-code-block code { background-color: rgb(255, 200, 200); }\n.theme-doc-sidebar-item-link { font-size: 0.8rem; }\n.probe-link { border: 3px solid var(--ifm-link-color); font-family: var(--ifm-font-family-monospace); }\n[data-theme=\'dark\'] { --ifm-code-background: rgb(255, 0, 0); }\n',
    'docs/intro.md': '# Intro\n\n## Part\n\nSome `code`, <span class="probe-link">a probe</span>.\n\n<div class="box"><h3>Boxed</h3><p>In a box.</p></div>\n\n> Quoted.\n\n- one\n\n| A |\n| - |\n| b |\n\n---\n\n:::note\n\nNoted.\n\n:::\n\n```js\nconst beam = 1;\n```\n',
    'docs/next.md': '# Next\n',
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><header className=\"hero\"><div className=\"container\"><h1 className=\"hero__title\">Beams</h1></div></header></Layout>; }\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.goto(site.url);
    // Infima's container and hero title follow the site's width, spacing and heading line height.
    assert.deepEqual(await page.$eval('.hero .container', (el) => [getComputedStyle(el).maxWidth, getComputedStyle(el).paddingLeft, getComputedStyle(el.querySelector('h1')!).lineHeight]), ['700px', '48px', '96px']);
    await page.goto(`${site.url}/docs/intro`);
    const probes: Array<[string, string]> = [
      ['.box > h3', 'font-size'], ['.box > h3', 'margin-top'], ['.probe-link', 'border-top-color'], ['.menu__link', 'font-size'], ['article h2', 'font-weight'], ['article p code', 'padding-left'], ['article blockquote', 'border-left-color'], ['article blockquote', 'color'],
      ['article .markdown > ul', 'padding-left'], ['article thead th', 'background-color'], ['article hr', 'height'], ['article hr', 'background-color'],
      ['.theme-admonition', 'border-left-width'], ['.menu__link', 'padding-top'], ['footer.footer', 'padding-top'], ['.pagination__link', 'border-top-left-radius'],
    ];
    const look = await page.evaluate((all) => all.map(([selector, property]) => getComputedStyle(document.querySelector(selector)!).getPropertyValue(property)), probes);
    assert.deepEqual(look, ['20px', '0px', 'rgb(53, 120, 229)', '12.8px', '300', '16px', 'rgb(255, 0, 0)', 'rgb(0, 128, 0)', '64px', 'rgb(255, 255, 0)', '6px', 'rgb(255, 0, 0)', '12px', '16px', '80px', '0px']);
    // A code block's room is its code element's, as Docusaurus pads its lines: the site's code colour fills the block.
    assert.equal(await page.$eval('article pre', (pre) => pre.getBoundingClientRect().height - pre.querySelector('code')!.getBoundingClientRect().height), 0);
    // "Edit this page" 3rem under the doc's last block, as Docusaurus' doc footer.
    assert.equal(await page.evaluate(() => document.querySelector('.doc__edit')!.getBoundingClientRect().top - document.querySelector('article .markdown > :last-child')!.getBoundingClientRect().bottom), 48);
    // Infima sets its dark code background on html[data-theme='dark']: a site's one-attribute dark rule loses to it, as there.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.equal(await page.$eval('article p code', (el) => getComputedStyle(el).backgroundColor), 'rgba(255, 255, 255, 0.1)');
  });
});

test("the navbar's menu and colour-mode buttons take the text colour the site gives the body, in both modes, as Docusaurus' clean buttons inherit it; the toggle a 2rem circle", async () => {
  const dir = repoOf('navbar-button-colour', {
    'docusaurus.config.js': CUSTOM_CSS_CONFIG,
    'src/css/custom.css': 'body { color: rgb(204, 0, 0); }\n',
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    const toggle = () => page.$eval('.navbar__inner > .color-mode-toggle', (b) => [getComputedStyle(b).color, b.getBoundingClientRect().width, b.getBoundingClientRect().height]);
    assert.deepEqual(await toggle(), ['rgb(204, 0, 0)', 32, 32]);
    await page.locator('.navbar__inner > .color-mode-toggle').click();
    await page.waitForSelector('html[data-theme="dark"]');
    assert.deepEqual(await toggle(), ['rgb(204, 0, 0)', 32, 32], 'the site\'s colour in dark mode too');
    await page.setViewportSize({ width: 390, height: 800 });
    assert.equal(await page.$eval('.navbar__toggle', (b) => getComputedStyle(b).color), 'rgb(204, 0, 0)');
  });
});

test("a config's empty footer is Docusaurus' empty dark band; a doc's last update smaller, italic, its date bold, at the row's end on a wide screen", async () => {
  const dir = repoOf('empty-footer-last-update', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { showLastUpdateTime: true } }]], themeConfig: { footer: { style: 'dark', links: [] } } };\n",
    'docs/intro.md': '---\nlast_update:\n  date: 2026-03-26\n---\n# Intro\n\nText.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    assert.deepEqual(await page.$eval('footer.footer', (f) => [Math.round(f.getBoundingClientRect().height), getComputedStyle(f).backgroundColor]), [64, 'rgb(48, 56, 70)']);
    const lastUpdate = await page.$eval('.theme-last-updated', (el) => {
      const article = el.closest('article')!.querySelector('.markdown')!.getBoundingClientRect();
      return [getComputedStyle(el).fontSize, getComputedStyle(el).fontStyle, getComputedStyle(el.querySelector('b')!).fontWeight, Math.round(article.right - el.getBoundingClientRect().right)];
    });
    assert.deepEqual(lastUpdate, ['13.3333px', 'italic', '700', 0]);
  });
});

test("an admonition's title as Infima's heading (its row 26.9px, a long one wrapping under the icon); tabs that end an admonition end its box, as Docusaurus draws them", async () => {
  const dir = repoOf('tabs-last-in-admonition', {
    'docusaurus.config.js': PLAIN_CONFIG,
    'docs/intro.mdx': "# Intro\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n:::caution Beams\n\nText before the tabs.\n\n<Tabs>\n<TabItem value=\"a\" label=\"A\">Tab A.</TabItem>\n<TabItem value=\"b\" label=\"B\">Tab B.</TabItem>\n</Tabs>\n\n:::\n\nAfter.\n\n:::tip Please read this section very carefully before you go on with the beams\n\nBody.\n\n:::\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    // (Measured on Docusaurus 3.10's build: a one-line title 26.9px high; the long one's second line starts under the icon.)
    const titles = await page.$$eval('.admonition__title', (all) => all.map((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      const lines = [...range.getClientRects()];
      return [Math.round(title.getBoundingClientRect().height * 10) / 10, lines.length > 1 ? Math.round(lines[lines.length - 1].x - title.getBoundingClientRect().x) : null];
    }));
    assert.deepEqual(titles, [[26.9, null], [61.9, 0]]);
    await page.setViewportSize({ width: 1280, height: 800 });
    const gap = await page.$eval('.theme-admonition .tabs-container', (tabs) => {
      const content = tabs.closest('.admonition__content')!;
      return [getComputedStyle(tabs).marginBottom, Math.round(content.getBoundingClientRect().bottom - tabs.getBoundingClientRect().bottom)];
    });
    assert.deepEqual(gap, ['0px', 0]);
  });
});

test("a doc in no sidebar (no breadcrumbs): its folded TOC at the article's top, the copy button's icon at the TOC's end, the title the article's whole width; headings at the tablet's sizes down to 577px, as Docusaurus", async () => {
  const dir = repoOf('doc-without-breadcrumbs', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
    'sidebars.js': "module.exports = { main: ['intro'] };\n",
    'docs/intro.md': '# Intro\n',
    'docs/lonely.md': '# A doc in no sidebar with a rather long title here\n\nText.\n\n## First\n\nOne.\n\n## Second\n\nTwo.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${site.url}/docs/lonely`);
    await page.waitForSelector('.copy-markdown:not([hidden])');
    const phone = await page.evaluate(() => {
      const [article, toc, button, title] = ['article', '.toc-mobile', '.copy-markdown', 'article h1'].map((selector) => document.querySelector(selector)!.getBoundingClientRect());
      return { tocTop: toc.top - article.top, buttonTop: button.top - toc.top, buttonEnd: Math.round(article.right - button.right), titleWidth: Math.round(title.width - article.width) };
    });
    assert.deepEqual(phone, { tocTop: 0, buttonTop: 0, buttonEnd: 0, titleWidth: 0 });
    await page.setViewportSize({ width: 800, height: 800 });
    assert.deepEqual(await page.$$eval('article h1, article .markdown > h2', (all) => all.map((h) => getComputedStyle(h).fontSize)), ['48px', '32px', '32px']);
  });
});

test("future.v4's storage namespace: the colour mode and a tab group's choice are kept under Docusaurus' keys for the site (theme-722), and read back from there", async () => {
  const dir = repoOf('storage-namespace', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', future: { v4: true }, presets: [['classic', { blog: false }]] };\n",
    'docs/intro.mdx': "# Intro\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\">\n<TabItem value=\"linux\" label=\"Linux\">Linux.</TabItem>\n<TabItem value=\"mac\" label=\"macOS\">Mac.</TabItem>\n</Tabs>\n",
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    await page.locator('.navbar__inner > .color-mode-toggle').click();
    await page.waitForSelector('html[data-theme="dark"]');
    await page.locator('.tabs__tab:text("macOS")').click();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    assert.deepEqual([stored['theme-722'], stored['docusaurus.tab.os-722'], stored.theme, stored['docusaurus.tab.os']], ['dark', 'mac', undefined, undefined]);
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.waitForSelector('.tabs__tab[aria-selected="true"]:text("macOS")');
  });
});

test("a footer of a logo and a copyright as Docusaurus' footer bottom: Infima's 1rem above the logo, .5rem between it and the copyright (measured on its build: 155px)", async () => {
  const dir = repoOf('footer-logo-only', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { footer: { links: [], copyright: 'Made by the beam team', logo: { src: 'img/logo.svg' } } } };\n",
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#c00"/></svg>',
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    const footer = await page.$eval('footer', (f) => {
      const top = f.getBoundingClientRect().top;
      return [Math.round(f.getBoundingClientRect().height), Math.round(f.querySelector('img')!.getBoundingClientRect().top - top), Math.round(f.querySelector('.footer__copyright')!.getBoundingClientRect().top - top)];
    });
    assert.deepEqual(footer, [155, 48, 96]);
  });
});

test("Infima's rules a plain config leans on: a dark navbar's title and links light, an image never wider than its box, the drawer's main menu without a rule under it", async () => {
  const dir = repoOf('infima-plain-rules', {
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { title: 'Beams', style: 'dark', items: [{ href: 'https://git.example/beams', label: 'Source', position: 'right' }] } } };\n",
    'static/img/wide.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="3200" height="100"><rect width="3200" height="100" fill="#c00"/></svg>',
    'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><main><img src=\"/img/wide.svg\" width={3200} alt=\"Wide\" /></main></Layout>; }\n",
    'docs/intro.md': '# Intro\n\nText.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/`);
    assert.deepEqual(await page.evaluate(() => ['.navbar__title', '.navbar__items--right .navbar__link'].map((s) => getComputedStyle(document.querySelector(s)!).color)), ['rgb(245, 246, 247)', 'rgb(245, 246, 247)']);
    assert.deepEqual(await page.evaluate(() => [Math.round(document.querySelector('main img')!.getBoundingClientRect().width), document.documentElement.scrollWidth]), [1280, 1280]);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('.navbar__toggle').click();
    await page.waitForSelector('html[data-drawer-open]');
    assert.equal(await page.$eval('.drawer__nav', (ul) => getComputedStyle(ul).borderBottomWidth), '0px');
  });
});

test("the current sidebar link's background weighs as Infima's: a site's one-class rule gives way to it, its two-class dark-mode rule wins; a site's `.menu` padding is the docs menu's, its `.navbar` padding the bar's, its #__docusaurus a box (measured on Docusaurus' build)", async () => {
  const dir = repoOf('menu-active-weight', {
    'docusaurus.config.js': CUSTOM_CSS_CONFIG,
    'src/css/custom.css': ".menu__link--active { background: rgb(1, 2, 3); }\n[data-theme='dark'] .menu__link--active { background: rgb(4, 5, 6); }\n.menu { padding: 1rem 0.25rem; }\n.navbar { padding: 0 3rem; }\n#__docusaurus { position: relative; z-index: 0; }\n",
    'docs/intro.md': '# Intro\n\nText.\n',
    'docs/more.md': '# More\n\nText.\n',
  });
  await inBuiltSite(dir, async (page, site) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/docs/intro`);
    assert.equal(await page.$eval('.menu__link--active', (a) => getComputedStyle(a).backgroundColor), 'rgba(0, 0, 0, 0.05)');
    // Docusaurus 3.10's first link sits at (4, 76) under this rule: the navbar's 60px and the menu's 1rem above it, .25rem beside it.
    assert.deepEqual(await page.$eval('.menu__link', (a) => [Math.round(a.getBoundingClientRect().left), Math.round(a.getBoundingClientRect().top)]), [4, 76]);
    // A site's `.navbar { padding }` is the bar's, as Infima's: the brand 3rem from the edge (Docusaurus 3.10.2's classic template: 48px).
    assert.equal(await page.$eval('.navbar__brand', (a) => Math.round(a.getBoundingClientRect().left)), 48);
    // #__docusaurus is a box a site's CSS can stack on: the page's column, at least the window's height.
    assert.deepEqual(await page.$eval('#__docusaurus', (root) => { const box = root.getBoundingClientRect(); return [getComputedStyle(root).zIndex, box.left, box.top, box.width, box.height >= 800]; }), ['0', 0, 0, 1280, true]);
    await page.locator('.navbar__inner > .color-mode-toggle').click();
    await page.waitForSelector('html[data-theme="dark"]');
    assert.equal(await page.$eval('.menu__link--active', (a) => getComputedStyle(a).backgroundColor), 'rgb(4, 5, 6)');
  });
});
