/**
 * A versioned Docusaurus repo (versions.json, versioned_docs/, versioned_sidebars/): every version is
 * built at Docusaurus' URLs (the last one at the docs' root, the current docs at /docs/next/, older
 * ones at /docs/<v>/), each with its own sidebar; the navbar's version dropdown leads to the page's
 * copy in each version; older and unreleased versions show their banner; a version that fails leaves
 * the previous output as it was.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileHashes, fileWriter, readPage, tempDir, withHomePage } from './helpers.ts';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { startServe } from './serve-helpers.ts';

const dir = withHomePage(tempDir('docusaurus-versions'));
const write = fileWriter(dir);
write(
  'docusaurus.config.js',
  [
    "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', onBrokenLinks: 'throw',",
    "  presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', versions: { current: { label: 'Next 🚧' } } } }]],",
    "  themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'main', label: 'Docs' }, { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] }] } },",
    '};',
  ].join('\n'),
);
write('src/pages/versions.md', '# Versions\n\nEvery version of Beams.\n');
write('versions.json', JSON.stringify(['2.0', '1.0']));
write('sidebars.js', "module.exports = { main: ['intro', 'beams', 'lasers'] };\n");
write('docs/intro.md', '# Intro\n\nNext text. See [beams](./beams.md) and [1.0](/docs/1.0/intro).\n');
write('docs/beams.md', '# Beams\n\nBeams as they will be.\n');
write('docs/lasers.md', '# Lasers\n\nNew in the next version.\n');
write('versioned_docs/version-2.0/intro.md', '# Intro\n\nText of 2.0. See [beams](./beams.md).\n');
write('versioned_docs/version-2.0/beams.md', '# Beams\n\nBeams in 2.0.\n');
write('versioned_sidebars/version-2.0-sidebars.json', JSON.stringify({ main: ['intro', 'beams'] }));
write('versioned_docs/version-1.0/intro.md', '# Intro\n\nText of 1.0.\n');
write('versioned_docs/version-1.0/old.md', '# Old\n\nOnly in 1.0.\n');
// 1.0's sidebar opens on another doc than the others': its own first doc is its main doc.
write('versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ main: ['old', 'intro'] }));

test('every docs version is built at its URL with its own docs and sidebar: the last at /docs/, the current docs at /docs/next/, 1.0 at /docs/1.0/', async () => {
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '', 'no warning: no version is named as skipped, a link into another version is not broken');
  assert.match(run.stdout, /other docs versions: Next 🚧 3 pages, 1\.0 2 pages/);
  const dist = path.join(dir, 'dist');
  const latest = readPage(dist, '/docs/intro/');
  assert.match(latest, /Text of 2\.0/);
  assert.match(latest, /href="\/docs\/beams">beams<\/a>/);
  assert.match(latest, /<a class="drawer__link drawer__link--active" href="\/docs\/intro" aria-current="true">2\.0<\/a>/, "the phone's menu marks the page's version, as Docusaurus' does");
  const next = readPage(dist, '/docs/next/intro/');
  assert.match(next, /Next text/);
  assert.match(next, /href="\/docs\/next\/beams">beams<\/a>/, 'a link between docs stays in the version');
  assert.match(next, /class="[^"]*menu__link[^"]*"[^>]*href="\/docs\/next\/lasers"/, "the current docs' sidebar");
  assert.match(next, /<a class="navbar__link[^"]*" href="\/docs\/next\/intro"[^>]*>/, "the navbar's docs link leads into the page's version");
  const old = readPage(dist, '/docs/1.0/old/');
  assert.match(old, /Only in 1\.0/);
  assert.doesNotMatch(old, /href="\/docs\/1\.0\/beams"/, "1.0's sidebar has no Beams");
  assert.ok(!fs.existsSync(path.join(dist, 'docs/lasers')), 'a doc of the current docs only is not in the last version');
  assert.ok(!fs.readdirSync(dist).some((name) => name.startsWith('.docsgen-parts')), 'the versions’ own builds are not published');
  const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  for (const url of ['/docs/intro', '/docs/next/lasers', '/docs/1.0/old']) assert.ok(sitemap.includes(`<loc>https://beams.example${url}</loc>`), `the sitemap lists ${url}`);
  // docs-versions.json lists every version, the current docs first, as Docusaurus orders them.
  const { versions } = JSON.parse(fs.readFileSync(path.join(dist, 'docs-versions.json'), 'utf8')) as { versions: Array<{ name: string; label: string; path: string; isLast: boolean; docs: Array<{ id: string; path: string }> }> };
  assert.deepEqual(versions.map((v) => [v.name, v.label, v.path, v.isLast]), [['current', 'Next 🚧', '/docs/next', false], ['2.0', '2.0', '/docs', true], ['1.0', '1.0', '/docs/1.0', false]]);
  assert.deepEqual(versions[2]!.docs, [{ id: 'intro', path: '/docs/1.0/intro' }, { id: 'old', path: '/docs/1.0/old' }]);
});

test("the version dropdown leads to the page's copy in each version (else the first doc of that version's own sidebar), with the site's own links after them", async () => {
  const dist = path.join(dir, 'dist');
  const cases: Array<[string, string, string[]]> = [
    ['/docs/beams/', '2.0', ['Next 🚧 /docs/next/beams', '2.0 /docs/beams *', '1.0 /docs/1.0/old', 'All versions /versions']],
    ['/docs/next/lasers/', 'Next 🚧', ['Next 🚧 /docs/next/lasers *', '2.0 /docs/intro', '1.0 /docs/1.0/old', 'All versions /versions']],
    ['/docs/1.0/old/', '1.0', ['Next 🚧 /docs/next/intro', '2.0 /docs/intro', '1.0 /docs/1.0/old *', 'All versions /versions']],
  ];
  for (const [route, label, links] of cases) {
    const page = readPage(dist, route);
    const dropdown = /<li class="navbar__item navbar__dropdown navbar__versions">([^]*?)<\/ul><\/li>/.exec(page)?.[1] ?? '';
    assert.match(dropdown, new RegExp(`aria-expanded="false">${label}</button>`), `${route}: labelled with its version`);
    assert.deepEqual([...dropdown.matchAll(/<a class="navbar__dropdown-link dropdown__link( navbar__dropdown-link--active dropdown__link--active)?" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[3]} ${m[2]}${m[1] ? ' *' : ''}`), links, route);
  }
});

test('a doc of an older version says it is no longer maintained, one of the current docs that it is unreleased, each leading to the latest version; the latest says nothing', async () => {
  const dist = path.join(dir, 'dist');
  const banner = (route: string) => /<div class="version-banner[^"]*" role="alert">([^]*?)<\/div><\/div>/.exec(readPage(dist, route))?.[1];
  assert.equal(banner('/docs/intro/'), undefined);
  const old = banner('/docs/1.0/old/') ?? '';
  assert.match(old.replace(/<[^>]+>/g, ''), /Beams 1\.0, a version no longer maintained/);
  assert.match(old, /<a href="\/docs\/intro">the latest version<\/a><\/b> \(2\.0\)/, 'a doc the latest version lacks leads to its first doc');
  const next = banner('/docs/next/beams/') ?? '';
  assert.match(next.replace(/<[^>]+>/g, ''), /Beams Next 🚧, a version not released yet/);
  assert.match(next, /<a href="\/docs\/beams">the latest version<\/a>/, "the same doc in the latest version");
});

test('a version that fails to build fails the build: exit 1 naming its file, the previous output left as it was', async () => {
  const dist = path.join(dir, 'dist');
  const before = fileHashes(dist);
  write('versioned_docs/version-1.0/old.md', '# Old\n\n<Beam value={ />\n');
  try {
    const run = await runCliHosted(['build', '--no-cache'], dir);
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, /versioned_docs\/version-1\.0\/old\.md:\d+: MDX/);
    assert.deepEqual(fileHashes(dist), before);
    assert.deepEqual(fs.readdirSync(dir).filter((name) => name.startsWith('.docsgen-') && name !== '.docsgen-cache'), []);
  } finally {
    write('versioned_docs/version-1.0/old.md', '# Old\n\nOnly in 1.0.\n');
  }
});

test('docsgen serve serves the last version, and says the others are made by the build', async () => {
  const served = await startServe([], dir);
  try {
    await served.waitFor(/the docs' last version \(2\.0\) is served; the others \(Next 🚧, 1\.0\) are built by docsgen build/);
    assert.match(await (await fetch(`${served.url.replace(/\/$/, '')}/docs/intro`)).text(), /Text of 2\.0/);
  } finally {
    await served.stop();
  }
});

test("docs served from the site's root (routeBasePath '/', a doc with slug '/'): each version's own build has no home page of its own, and needs none; its breadcrumbs lead to the site's", async () => {
  const root = tempDir('docusaurus-versions-root');
  const put = fileWriter(root);
  put('docusaurus.config.js', "module.exports = { title: 'Colors', url: 'https://colors.example', baseUrl: '/colors/', presets: [['classic', { blog: false, docs: { routeBasePath: '/', versions: { current: { label: 'Next', path: 'next' } } } }]] };\n");
  put('versions.json', JSON.stringify(['0.1']));
  put('docs/intro.md', '---\nslug: /\n---\n# Colors\n\nNext colors.\n');
  put('versioned_docs/version-0.1/intro.md', '---\nslug: /\n---\n# Colors\n\nColors of 0.1.\n');
  put('docs/guide/mixing.md', '# Mixing\n\nNext mixing.\n');
  const run = await runCliHosted(['build', '--no-cache'], root);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '');
  assert.match(readPage(path.join(root, 'dist'), '/'), /Colors of 0\.1/);
  assert.match(readPage(path.join(root, 'dist'), '/next/'), /Next colors/);
  // The other version's pages lead home through their breadcrumbs, to the site's one home page.
  assert.match(readPage(path.join(root, 'dist'), '/next/guide/mixing/'), /<a class="breadcrumbs__link[^"]*" href="\/colors\/" aria-label="Home page">/);
});

test('a versioned repo whose config gives no docs options at all serves its last version at /docs/, and each locale builds every version; docsgen check finds every page', async () => {
  const bare = withHomePage(tempDir('docusaurus-versions-bare'));
  const put = fileWriter(bare);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'localeDropdown' }] } } };\n");
  put('versions.json', JSON.stringify(['1.0']));
  put('docs/intro.md', '# Intro\n\nNext text.\n');
  put('versioned_docs/version-1.0/intro.md', '# Intro\n\nText of 1.0.\n');
  put('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '# Intro\n\nTexte suivant.\n');
  const run = await runCliHosted(['build', '--no-cache'], bare);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '', "no warning: the locale's translations of the current docs are its own build's to read");
  const dist = path.join(bare, 'dist');
  assert.match(readPage(dist, '/docs/intro/'), /Text of 1\.0/);
  assert.match(readPage(dist, '/docs/next/intro/'), /Next text/);
  assert.match(readPage(dist, '/fr/docs/intro/'), /Text of 1\.0/);
  assert.match(readPage(dist, '/fr/docs/next/intro/'), /Texte suivant/);
  // The drawer titles the menus as Docusaurus' does; a doc's versions menu is open, a page of no version's is not.
  assert.match(readPage(dist, '/docs/intro/'), /<details class="drawer__menu" open=""><summary class="drawer__link drawer__summary">Versions<\/summary>/);
  assert.match(readPage(dist, '/docs/intro/'), /<details class="drawer__menu"><summary class="drawer__link drawer__summary">Languages<\/summary>/);
  assert.match(readPage(dist, '/search/'), /<details class="drawer__menu"><summary class="drawer__link drawer__summary">Versions<\/summary>/);
  assert.match(readPage(dist, '/fr/docs/intro/'), /<summary class="drawer__link drawer__summary">Langues<\/summary>/);
  const check = await runCliHosted(['check'], bare);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.match(check.stdout + check.stderr, /no problems/);
});

test("disableVersioning builds docs/ alone; a banner the latest version's options give is shown, leading to itself", async () => {
  const site = withHomePage(tempDir('docusaurus-versions-options'));
  const put = fileWriter(site);
  const config = (docs: string) => `module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { ${docs} } }]] };\n`;
  put('versions.json', JSON.stringify(['1.0']));
  put('docs/intro.md', '# Intro\n\nNext text.\n');
  put('versioned_docs/version-1.0/intro.md', '# Intro\n\nText of 1.0.\n');
  put('docusaurus.config.js', config('disableVersioning: true'));
  const off = await runCliHosted(['build', '--no-cache'], site);
  assert.equal(off.code, 0, off.stderr);
  assert.match(readPage(path.join(site, 'dist'), '/docs/intro/'), /Next text/);
  assert.ok(!fs.existsSync(path.join(site, 'dist/docs/1.0')));
  assert.doesNotMatch(off.stdout, /other docs versions/);
  put('docusaurus.config.js', config("lastVersion: 'current', versions: { current: { label: '2.x (dev)', banner: 'unreleased' } }"));
  const own = await runCliHosted(['build', '--no-cache'], site);
  assert.equal(own.code, 0, own.stderr);
  assert.match(readPage(path.join(site, 'dist'), '/docs/intro/'), /class="version-banner[^]*?<a href="\/docs\/intro">the latest version<\/a><\/b> \(2\.x \(dev\)\)/);
});

test("docsgen check checks every version's and every locale's pages: each broken link at its file and line, links between them landing", async () => {
  const site = withHomePage(tempDir('docusaurus-versions-check'));
  const put = fileWriter(site);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', onBrokenLinks: 'warn', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'localeDropdown' }] } } };\n");
  put('versions.json', JSON.stringify(['1.0']));
  put('docs/intro.md', '# Intro\n\nNext text. [Gone](/nowhere-next), [1.0](/docs/intro).\n');
  put('versioned_docs/version-1.0/intro.md', '# Intro\n\nText of 1.0. [Next](/docs/next/intro).\n');
  put('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '# Intro\n\nTexte suivant. [Perdu](/nulle-part).\n');
  assert.equal((await runCliHosted(['build'], site)).code, 0);
  // A rebuild links every unchanged page from the output, the other versions' and locales' too.
  const pages = ['docs/intro/index.html', 'docs/next/intro/index.html', 'fr/docs/intro/index.html', 'fr/docs/next/intro/index.html'].map((file) => path.join(site, 'dist', file));
  const before = pages.map((file) => fs.statSync(file).ino);
  assert.equal((await runCliHosted(['build'], site)).code, 0);
  assert.deepEqual(pages.map((file) => fs.statSync(file).ino), before, 'the same files, linked');
  const check = await runCliHosted(['check', '--json'], site);
  const problems = (JSON.parse(check.stdout) as { problems: Array<{ kind: string; source: string; line: number | null; target: string }> }).problems;
  assert.deepEqual(problems.map((p) => `${p.kind} ${p.source}:${p.line} ${p.target}`), ['broken-link docs/intro.md:3 /nowhere-next', 'broken-link i18n/fr/docusaurus-plugin-content-docs/current/intro.md:3 /nulle-part']);
});

test("an older version's edit link names its versioned file, or the current docs' file with editCurrentVersion, as Docusaurus links them", async () => {
  const site = withHomePage(tempDir('docusaurus-versions-edit'));
  const put = fileWriter(site);
  const config = (extra: string) => `module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { editUrl: 'https://git.example/edit/main/'${extra} } }]] };\n`;
  put('versions.json', JSON.stringify(['1.0']));
  put('docs/intro.md', '# Intro\n\nNext text.\n');
  put('versioned_docs/version-1.0/intro.md', '# Intro\n\nText of 1.0.\n');
  const edit = (route: string) => /href="(https:\/\/git\.example\/[^"]+)"/.exec(readPage(path.join(site, 'dist'), route))?.[1];
  put('docusaurus.config.js', config(''));
  assert.equal((await runCliHosted(['build', '--no-cache'], site)).code, 0);
  assert.equal(edit('/docs/intro/'), 'https://git.example/edit/main/versioned_docs/version-1.0/intro.md');
  assert.equal(edit('/docs/next/intro/'), 'https://git.example/edit/main/docs/intro.md');
  put('docusaurus.config.js', config(', editCurrentVersion: true'));
  assert.equal((await runCliHosted(['build', '--no-cache'], site)).code, 0);
  assert.equal(edit('/docs/intro/'), 'https://git.example/edit/main/docs/intro.md');
  assert.equal(edit('/docs/next/intro/'), 'https://git.example/edit/main/docs/intro.md');
});

test("a generated index page leads to the same index in another version (its banner and the versions menu), as Docusaurus keys them by slug; a category's _category_ file's index too", async () => {
  const root = withHomePage(tempDir('docusaurus-versions-indexes'));
  const put = fileWriter(root);
  put('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }] } } };\n");
  put('sidebars.js', "module.exports = { main: ['intro', { type: 'category', label: 'Guide', link: { type: 'generated-index', slug: '/guide' }, items: ['guide/setup'] }, { type: 'autogenerated', dirName: 'parts' }] };\n");
  put('versions.json', JSON.stringify(['1.0']));
  for (const [folder, text] of [['docs', 'Next'], ['versioned_docs/version-1.0', 'Of 1.0']]) {
    put(`${folder}/intro.md`, `# Intro\n\n${text}.\n`);
    put(`${folder}/guide/setup.md`, `# Setup\n\n${text}.\n`);
    put(`${folder}/parts/lamps/_category_.json`, JSON.stringify({ label: 'Lamps', link: { type: 'generated-index' } }));
    put(`${folder}/parts/lamps/amber.md`, `# Amber\n\n${text}.\n`);
  }
  put('versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ main: ['intro', { type: 'category', label: 'Guide', link: { type: 'generated-index', slug: '/guide' }, items: ['guide/setup'] }, { type: 'autogenerated', dirName: 'parts' }] }));
  const run = await runCliHosted(['build', '--no-cache'], root);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(root, 'dist');
  const menu = (route: string) => [...readPage(dist, route).matchAll(/class="navbar__dropdown-link[^"]*" href="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(menu('/docs/guide/'), ['Next /docs/next/guide', '1.0 /docs/guide']);
  assert.deepEqual(menu('/docs/next/guide/'), ['Next /docs/next/guide', '1.0 /docs/guide']);
  assert.deepEqual(menu('/docs/category/lamps/'), ['Next /docs/next/category/lamps', '1.0 /docs/category/lamps']);
  assert.match(readPage(dist, '/docs/next/guide/'), /class="version-banner[^]*?<a href="\/docs\/guide">/, "the banner's latest version: the same index");
});

test("client redirects to any version's page: each is written by the build that has the page; a target in no version is still an error; a link into another version keeps its URL's slash", async () => {
  const root = withHomePage(tempDir('docusaurus-versions-redirects'));
  const put = fileWriter(root);
  const config = (redirects: string) => `module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], plugins: [['@docusaurus/plugin-client-redirects', { redirects: ${redirects} }]] };\n`;
  put('docusaurus.config.js', config("[{ from: '/old', to: '/docs/' }, { from: '/next', to: '/docs/next/lasers' }, { from: '/first', to: '/docs/old' }]"));
  put('sidebars.js', "module.exports = { main: [{ type: 'autogenerated', dirName: '.' }] };\n");
  put('versions.json', JSON.stringify(['1.0']));
  put('docs/intro.md', '---\nslug: /\n---\n# Intro\n\nNext.\n');
  put('docs/lasers.md', '# Lasers\n\nNew.\n');
  put('versioned_docs/version-1.0/intro.md', '---\nslug: /\n---\n# Intro\n\nOf 1.0.\n');
  put('versioned_docs/version-1.0/old.md', '# Old\n\nOnly in 1.0.\n');
  put('versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ main: [{ type: 'autogenerated', dirName: '.' }] }));
  const run = await runCliHosted(['build', '--no-cache'], root);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(root, 'dist');
  const target = (from: string) => /url=([^"]+)"/.exec(fs.readFileSync(path.join(dist, from, 'index.html'), 'utf8'))?.[1];
  assert.deepEqual(['old', 'next', 'first'].map(target), ['/docs/', '/docs/next/lasers', '/docs/old']);
  // A link into another version keeps the slash that version's URL keeps (a doc at `slug: /`), as Docusaurus writes it.
  assert.match(readPage(dist, '/docs/next/lasers/'), /class="version-banner[^]*?<a href="\/docs\/">/);
  put('docusaurus.config.js', config("[{ from: '/gone', to: '/docs/1.0/lasers' }]"));
  const wrong = await runCliHosted(['build', '--no-cache'], root);
  assert.equal(wrong.code, 1);
  assert.match(wrong.stderr, /redirects\[0\] sends \/gone to \/docs\/1\.0\/lasers, which is not a route of the site/);
});

after(async () => {
  assert.equal(await stopHosts(), '');
});
