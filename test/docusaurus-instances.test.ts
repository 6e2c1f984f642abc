/**
 * A Docusaurus repo with a second docs plugin instance (`community/` at /community/): its docs are
 * built by a build of their own, with their own sidebar and Markdown plugins, and join the output;
 * the navbar links into either instance from both; a versioned instance is named as not built.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileWriter, readPage, tempDir, withHomePage } from './helpers.ts';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { startServe } from './serve-helpers.ts';

const dir = withHomePage(tempDir('docusaurus-instances'));
const write = fileWriter(dir);
write(
  'docusaurus.config.js',
  [
    "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', onBrokenLinks: 'throw',",
    "  presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]],",
    "  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', remarkPlugins: [require('./shout.js')] }]],",
    "  themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' },",
    // A dropdown of both instances' docs and sidebars (a doc id both have: faq), and the default docs' version.
    "    { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'faq', label: 'Product FAQ' }, { type: 'doc', docId: 'faq', docsPluginId: 'community', label: 'Community FAQ' }, { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community docs' }, { type: 'docSidebar', sidebarId: 'main', label: 'Main docs' }] },",
    "    { type: 'docsVersion', position: 'right' }] } },",
    '};',
  ].join('\n'),
);
// A remark plugin of the community docs only: "beam" in their text is "BEAM".
write('shout.js', "module.exports = function shout() { return (tree) => { const walk = (node) => { if (node.type === 'text') node.value = node.value.replace(/beam/g, 'BEAM'); (node.children || []).forEach(walk); }; walk(tree); }; };\n");
write('sidebars.js', "module.exports = { main: ['intro', 'faq'] };\n");
write('sidebarsCommunity.js', "module.exports = { community: ['support', 'team', 'faq'] };\n");
write('docs/faq.md', '# Product FAQ\n');
write('community/faq.md', '# Community FAQ\n');
write('docs/intro.md', '# Intro\n\nA beam of light. Ask on [the support page](/community/support).\n');
write('community/support.md', '# Support\n\nAsk about any beam here. Back to [the docs](/docs/intro).\n');
write('community/team.md', '# Team\n\nThe team.\n');

test('a second docs instance is built at its route with its own sidebar and Markdown plugins; the navbar leads into each instance from both', async () => {
  // Two jobs: the docs compile on worker threads, which take each instance's Markdown plugins from the config again.
  const run = await runCliHosted(['build', '--no-cache', '--jobs', '2'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '', 'no warning: the instance is not named as skipped, and links between instances are not broken');
  assert.match(run.stdout, /other docs: community 3 pages/);
  const dist = path.join(dir, 'dist');
  const support = readPage(dist, '/community/support/');
  assert.match(support, /Ask about any BEAM here/, "the instance's own remark plugin");
  assert.match(support, /class="menu__link menu__link--active" href="\/community\/support"/);
  assert.match(support, /class="menu__link" href="\/community\/team"/, "the instance's own sidebar");
  assert.doesNotMatch(support, /menu__link[^>]*href="\/docs\/intro"/);
  assert.match(support, /<a class="navbar__link" href="\/docs\/intro">/);
  assert.match(support, /<a class="navbar__link navbar__link--active" href="\/community\/support" aria-current="page">/);
  const intro = readPage(dist, '/docs/intro/');
  assert.match(intro, /A beam of light/, "the default docs do not get the instance's plugin");
  assert.match(intro, /<a class="navbar__link navbar__link--active" href="\/docs\/intro" aria-current="page">/);
  assert.match(intro, /<a class="navbar__link" href="\/community\/support">/);
  assert.match(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/beams\.example\/community\/team<\/loc>/);
  // The dropdown's doc and sidebar items lead into their own instance from either instance's pages, and so does the docs' version.
  for (const route of ['/docs/intro/', '/community/support/']) {
    const page = readPage(dist, route);
    const menu = [...page.matchAll(/<a class="navbar__dropdown-link[^"]*" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(menu, ['Product FAQ /docs/faq', 'Community FAQ /community/faq', 'Community docs /community/support', 'Main docs /docs/intro'], route);
    assert.match(page, /<a class="navbar__link[^"]*" href="\/docs\/intro"[^>]*><span>Next<\/span>/, `${route}: the version item is the default docs'`);
  }
  assert.match(readPage(dist, '/community/support/'), /<a class="navbar__link" href="\/docs\/intro"><span>Next<\/span>/, 'not active on the other instance');
  const check = await runCliHosted(['check'], dir);
  assert.equal(check.code, 0, check.stdout + check.stderr);
});

test("a second instance at the site's root (routeBasePath '/') builds with onBrokenLinks 'throw', links into the default docs are theirs, and its navbar item is not active on their pages", async () => {
  const root = withHomePage(tempDir('docusaurus-instances-root'));
  const put = fileWriter(root);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: '/' }]], themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'doc', docId: 'welcome', docsPluginId: 'community', label: 'Community' }] } } };\n");
  put('docs/intro.md', '# Intro\n\nSee [the welcome](/welcome).\n');
  put('community/welcome.md', '# Welcome\n\nRead [the docs](/docs/intro).\n');
  const run = await runCliHosted(['build', '--no-cache'], root);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '');
  const intro = readPage(path.join(root, 'dist'), '/docs/intro/');
  assert.match(intro, /<a class="navbar__link navbar__link--active" href="\/docs\/intro" aria-current="page">/);
  assert.match(intro, /<a class="navbar__link" href="\/welcome">/, "the root instance's item is not active on the default docs' pages");
  assert.match(readPage(path.join(root, 'dist'), '/welcome/'), /<a class="navbar__link navbar__link--active" href="\/welcome" aria-current="page">/);
});

test("with trailingSlash true every link of the navbar to a page of the site ends with a slash, as Docusaurus' Link writes it (another instance's, a React page's)", async () => {
  const slash = tempDir('docusaurus-instances-slash');
  const put = fileWriter(slash);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', trailingSlash: true, presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]], themeConfig: { navbar: { items: [{ to: '/hello', label: 'Page' }, { to: '/community/coc', label: 'Community' }, { to: '/docs/intro', label: 'Docs' }, { href: '/files/beams.pdf', label: 'PDF' }] } } };\n");
  put('src/pages/index.md', '# Home\n');
  put('src/pages/hello.md', '# Hello\n');
  put('static/files/beams.pdf', '%PDF-1.4\n');
  put('docs/intro.md', '# Intro\n');
  put('community/coc.md', '# Code of conduct\n');
  const run = await runCliHosted(['build', '--no-cache'], slash);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(slash, 'dist'), '/docs/intro/');
  for (const href of ['/hello/', '/community/coc/', '/docs/intro/', '/files/beams.pdf']) assert.match(page, new RegExp(`class="navbar__link[^"]*" href="${href}"`), href);
});

test("a navbar item into another instance whose page is its index doc keeps that page's slash (/community/), as Docusaurus links it", async () => {
  const site = withHomePage(tempDir('docusaurus-instances-index'));
  const put = fileWriter(site);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]], themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'defaultSidebar', docsPluginId: 'community', label: 'Community' }, { type: 'doc', docId: 'index', docsPluginId: 'community', label: 'Home of the community' }] } } };\n");
  put('docs/intro.md', '# Intro\n');
  put('community/index.md', '# Community\n');
  put('community/team.md', '# Team\n');
  const run = await runCliHosted(['build', '--no-cache'], site);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(site, 'dist'), '/docs/intro/');
  assert.deepEqual([...page.matchAll(/class="navbar__link[^"]*" href="([^"]+)"><span>(Community|Home of the community)</g)].map((m) => m[1]), ['/community/', '/community/']);
});

test("a versioned second instance (<id>_versions.json, <id>_versioned_docs/) gets every version at its URLs, as the default docs do", async () => {
  const versioned = withHomePage(tempDir('docusaurus-instances-versioned'));
  const put = fileWriter(versioned);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'sdk', path: 'sdk', routeBasePath: 'sdk' }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', docsPluginId: 'sdk' }] } } };\n");
  put('docs/intro.md', '# Intro\n');
  put('sdk/start.md', '# Start\n\nSDK next.\n');
  put('sdk_versions.json', JSON.stringify(['1.0']));
  put('sdk_versioned_docs/version-1.0/start.md', '# Start\n\nSDK 1.0.\n');
  const run = await runCliHosted(['build', '--no-cache'], versioned);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '');
  const dist = path.join(versioned, 'dist');
  assert.match(readPage(dist, '/sdk/start/'), /SDK 1\.0/, 'the last version at the instance\'s route');
  assert.match(readPage(dist, '/sdk/next/start/'), /SDK next/);
  assert.match(readPage(dist, '/sdk/next/start/'), /class="version-banner/);
  // From the default docs' pages, the instance's versions' menu, as Docusaurus draws it there.
  assert.match(readPage(dist, '/docs/intro/'), /aria-expanded="false">1\.0<\/button><ul class="navbar__dropdown-menu dropdown__menu"><li><a class="navbar__dropdown-link dropdown__link" href="\/sdk\/next\/start">Next<\/a><\/li><li><a class="navbar__dropdown-link dropdown__link" href="\/sdk\/start">1\.0<\/a><\/li><\/ul>/, "the instance's versions from the default docs' pages");
});

test('docsgen serve serves the default docs, and says the other instance is made by the build', async () => {
  const served = await startServe([], dir);
  try {
    await served.waitFor(/the docs of \/docs\/ are served; the other docs \(\/community\/\) are built by docsgen build/);
  } finally {
    await served.stop();
  }
});

test("another docs instance's docsVersionDropdown is its versions' menu, labelled in the locale's words; no warning names the instances' translation folders", async () => {
  const dir = tempDir('instance-versions');
  const write = fileWriter(dir);
  write('docusaurus.config.js', `module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: false, versions: { '1.0': { label: 'Renderer 1' } } }, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'sdk', path: 'sdk', routeBasePath: 'sdk', sidebarPath: false }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'left' }, { type: 'docsVersionDropdown', docsPluginId: 'sdk', position: 'left' }] } } };\n`);
  write('docs/intro.md', '# Renderer\n\nNext.\n');
  write('versions.json', '["1.0"]');
  write('versioned_docs/version-1.0/intro.md', '# Renderer\n\nOne.\n');
  write('sdk/intro.md', '# SDK\n\nNext.\n');
  write('sdk_versions.json', '["2.0"]');
  write('sdk_versioned_docs/version-2.0/intro.md', '# SDK\n\nTwo.\n');
  write('i18n/fr/docusaurus-plugin-content-docs/version-1.0.json', JSON.stringify({ 'version.label': { message: 'Moteur 1' } }));
  write('i18n/fr/docusaurus-plugin-content-docs-sdk/current/intro.md', '# SDK (fr)\n\nSuivante.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /translations docsgen does not read/);
  const menus = (route: string) => {
    const html = readPage(path.join(dir, 'dist'), route);
    const nav = html.slice(html.indexOf('<nav class="navbar theme-layout-navbar navbar--fixed-top"'), html.indexOf('</nav>'));
    return [...nav.matchAll(/href="([^"]+)"[^>]*>(?:<span>)?([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`).filter((entry) => /intro/.test(entry));
  };
  // Each instance's version is its pages' plugin class and search tag, as Docusaurus names them.
  const sdkNext = readPage(path.join(dir, 'dist'), '/sdk/next/intro/');
  assert.match(sdkNext, /<html [^>]*class="docs-wrapper plugin-docs plugin-id-sdk docs-version-current docs-doc-page/);
  assert.match(sdkNext, /<meta name="docsearch:version" content="current"\/><meta name="docusaurus_tag" content="docs-sdk-current"\/>/);
  assert.match(readPage(path.join(dir, 'dist'), '/docs/intro/'), /<meta name="docsearch:version" content="1\.0"\/><meta name="docusaurus_tag" content="docs-default-1\.0"\/>/);
  // On the renderer's page, the SDK's menu: each of its versions' main doc.
  assert.deepEqual(menus('/docs/intro/'), ['Next /docs/next/intro', 'Renderer 1 /docs/intro', 'Next /sdk/next/intro', '2.0 /sdk/intro']);
  // On the SDK's French page, the renderer's menu in the locale's words.
  assert.deepEqual(menus('/fr/sdk/intro/'), ['Next /fr/docs/next/intro', 'Moteur 1 /fr/docs/intro', 'Next /fr/sdk/next/intro', '2.0 /fr/sdk/intro']);
});

after(async () => {
  assert.equal(await stopHosts(), '');
});
