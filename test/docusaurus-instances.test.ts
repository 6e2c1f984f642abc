/**
 * A Docusaurus repo with a second docs plugin instance (`community/` at /community/): its docs are
 * built by a build of their own, with their own sidebar and Markdown plugins, and join the output;
 * the navbar links into either instance from both; a versioned instance is named as not built.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileWriter, readPage, runCli, tempDir, withHomePage } from './helpers.ts';
import { startServe } from './serve-helpers.ts';

const dir = withHomePage(tempDir('docusaurus-instances'));
const write = fileWriter(dir);
write(
  'docusaurus.config.js',
  [
    "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', onBrokenLinks: 'throw',",
    "  presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]],",
    "  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', remarkPlugins: [require('./shout.js')] }]],",
    "  themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community' }] } },",
    '};',
  ].join('\n'),
);
// A remark plugin of the community docs only: "beam" in their text is "BEAM".
write('shout.js', "module.exports = function shout() { return (tree) => { const walk = (node) => { if (node.type === 'text') node.value = node.value.replace(/beam/g, 'BEAM'); (node.children || []).forEach(walk); }; walk(tree); }; };\n");
write('sidebars.js', "module.exports = { main: ['intro'] };\n");
write('sidebarsCommunity.js', "module.exports = { community: ['support', 'team'] };\n");
write('docs/intro.md', '# Intro\n\nA beam of light. Ask on [the support page](/community/support).\n');
write('community/support.md', '# Support\n\nAsk about any beam here. Back to [the docs](/docs/intro).\n');
write('community/team.md', '# Team\n\nThe team.\n');

test('a second docs instance is built at its route with its own sidebar and Markdown plugins; the navbar leads into each instance from both', () => {
  // Two jobs: the docs compile on worker threads, which take each instance's Markdown plugins from the config again.
  const run = runCli(['build', '--no-cache', '--jobs', '2'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '', 'no warning: the instance is not named as skipped, and links between instances are not broken');
  assert.match(run.stdout, /other docs: community 2 pages/);
  const dist = path.join(dir, 'dist');
  const support = readPage(dist, '/community/support/');
  assert.match(support, /Ask about any BEAM here/, "the instance's own remark plugin");
  assert.match(support, /class="menu__link menu__link--active" href="\/community\/support"/);
  assert.match(support, /class="menu__link" href="\/community\/team"/, "the instance's own sidebar");
  assert.doesNotMatch(support, /menu__link[^>]*href="\/docs\/intro"/);
  assert.match(support, /<a class="navbar__link" href="\/docs\/intro">/);
  assert.match(support, /<a class="navbar__link navbar__link--active" href="\/community\/support">/);
  const intro = readPage(dist, '/docs/intro/');
  assert.match(intro, /A beam of light/, "the default docs do not get the instance's plugin");
  assert.match(intro, /<a class="navbar__link navbar__link--active" href="\/docs\/intro">/);
  assert.match(intro, /<a class="navbar__link" href="\/community\/support">/);
  assert.match(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/beams\.example\/community\/team<\/loc>/);
  const check = runCli(['check'], dir);
  assert.equal(check.code, 0, check.stdout + check.stderr);
});

test('a versioned second instance (versions-<id>.json) is named as not built, and the rest builds', () => {
  const versioned = withHomePage(tempDir('docusaurus-instances-versioned'));
  const put = fileWriter(versioned);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'sdk', path: 'sdk', routeBasePath: 'sdk' }]] };\n");
  put('docs/intro.md', '# Intro\n');
  put('sdk/start.md', '# Start\n');
  put('versions-sdk.json', JSON.stringify(['1.0']));
  const run = runCli(['build', '--no-cache'], versioned);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /plugins\[0\] \(@docusaurus\/plugin-content-docs "sdk": its docs in sdk\/ are not built: its versions \(versions-sdk\.json\) are not followed\)/);
  assert.ok(!fs.existsSync(path.join(versioned, 'dist/sdk')));
  assert.ok(fs.existsSync(path.join(versioned, 'dist/docs/intro/index.html')));
});

test('docsgen serve serves the default docs, and says the other instance is made by the build', async () => {
  const served = await startServe([], dir);
  try {
    await served.waitFor(/the docs of \/docs\/ are served; the other docs \(\/community\/\) are built by docsgen build/);
  } finally {
    await served.stop();
  }
});
