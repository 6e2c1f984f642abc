/**
 * A Docusaurus repo with several locales (i18n.locales): each is built as Docusaurus builds it, a
 * site of its own under the default locale's output (`fr/`), from its translated docs and words, the
 * untranslated docs in the default language; the navbar's locale dropdown and each page's head name
 * the page's copies; a locale that fails leaves the previous output as it was.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileHashes, fileWriter, listFiles, readPage, tempDir, withHomePage } from './helpers.ts';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { startServe } from './serve-helpers.ts';

const dir = withHomePage(tempDir('docusaurus-locales'));
const write = fileWriter(dir);
write(
  'docusaurus.config.js',
  [
    "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/base/', onBrokenLinks: 'throw',",
    "  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ja'], localeConfigs: { ja: { label: '日本語 (JP)' } } },",
    "  presets: [['classic', { blog: false }]],",
    "  themeConfig: { navbar: { title: 'Beams', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'localeDropdown', position: 'right' }] } },",
    '};',
  ].join('\n'),
);
write('docs/intro.md', '---\nsidebar_position: 1\n---\n# Intro\n\nEnglish text about beams. See [the guide](./guide.md), [en français](/fr/docs/intro).\n');
write('docs/guide.md', '---\nsidebar_position: 2\n---\n# Guide\n\nEnglish guide, not translated.\n');
write('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '---\nsidebar_position: 1\n---\n# Introduction\n\nTexte français sur les faisceaux. Voir [le guide](./guide.md).\n');
write('i18n/fr/docusaurus-theme-classic/navbar.json', JSON.stringify({ 'item.label.Docs': { message: 'Documentation' } }));
write('i18n/ja/docusaurus-plugin-content-docs/current/intro.md', '---\nsidebar_position: 1\n---\n# はじめに\n\n日本語の説明。\n');
// A Markdown page and its translation.
write('src/pages/about.md', '# About\n\nAbout the beams.\n');
write('i18n/fr/docusaurus-plugin-content-pages/about.md', '# À propos\n\nÀ propos des faisceaux.\n');

test('every locale is built into its folder of dist/: its translated docs and words, the untranslated docs in the default language, its own base URL', async () => {
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /other locales: fr 6 pages in dist\/fr\/, ja 6 pages in dist\/ja\//);
  assert.doesNotMatch(run.stderr, /i18n|locale/i, 'no locale is named as skipped');
  assert.equal(run.stderr, '', 'no warning: a link into another locale is that build\'s to check');
  const dist = path.join(dir, 'dist');
  const fr = readPage(dist, '/fr/docs/intro/');
  assert.match(fr, /<html lang="fr"/);
  assert.match(fr, /<h1[^>]*>Introduction<\/h1>/);
  assert.match(fr, /Texte français sur les faisceaux/);
  assert.match(fr, /href="\/base\/fr\/docs\/guide">le guide<\/a>/, "a link between docs stays in the locale");
  assert.match(fr, /<span>Documentation<\/span>/, "the locale's navbar words");
  assert.match(fr, /Suivant/, "the theme's words in the locale's language");
  const guide = readPage(dist, '/fr/docs/guide/');
  assert.match(guide, /English guide, not translated\./, 'a doc without a translation, in the default language');
  assert.match(guide, /<html lang="fr"/);
  assert.match(readPage(dist, '/fr/about/'), /À propos des faisceaux/, "the page's translation");
  assert.match(readPage(dist, '/ja/about/'), /About the beams/, 'a page without one, in the default language');
  assert.match(readPage(dist, '/about/'), /About the beams/);
  const ja = readPage(dist, '/ja/docs/intro/');
  assert.match(ja, /<html lang="ja"/);
  assert.match(ja, /日本語の説明/);
  const en = readPage(dist, '/docs/intro/');
  assert.match(en, /<html lang="en"/);
  assert.match(en, /English text about beams/);
  assert.match(en, /href="\/base\/docs\/guide">the guide<\/a>/);
  // Hosts read the security headers at the root only: they allow every locale's inline scripts.
  const allowed = new Set(/script-src ([^;\n]*)/.exec(fs.readFileSync(path.join(dist, '_headers'), 'utf8'))?.[1]?.split(' '));
  for (const file of listFiles(dist).filter((f) => f.endsWith('.html'))) {
    for (const [, code] of fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^]*?)<\/script>/g)) {
      assert.ok(allowed.has(`'sha256-${crypto.createHash('sha256').update(code!).digest('base64')}'`), `${file}: an inline script the root _headers' CSP refuses`);
    }
  }
  // Each locale is a whole site: its search page and index, its sitemap.
  for (const locale of ['fr', 'ja']) {
    assert.ok(fs.existsSync(path.join(dist, locale, 'search/index.html')), `${locale}/search/`);
    assert.match(fs.readFileSync(path.join(dist, locale, 'sitemap.xml'), 'utf8'), new RegExp(`https://beams\\.example/base/${locale}/docs/intro`));
  }
});

test("the locale dropdown leads to the page's copy in each locale, and each page's head names its copies (hreflang, x-default the default locale's, og:locale:alternate)", async () => {
  const dist = path.join(dir, 'dist');
  for (const [route, current] of [['/docs/guide/', 'English'], ['/fr/docs/guide/', 'Français'], ['/ja/docs/guide/', '日本語 (JP)']] as const) {
    const page = readPage(dist, route);
    const dropdown = /<li class="navbar__item navbar__dropdown navbar__locales">([^]*?)<\/li><\/ul><\/li>/.exec(page)?.[1] ?? '';
    assert.match(dropdown, new RegExp(`<span>${current.replace(/[()]/g, '\\$&')}</span>`), `${route}: the current locale's label`);
    const links = [...dropdown.matchAll(/<a class="navbar__dropdown-link dropdown__link( navbar__dropdown-link--active dropdown__link--active)?" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[3]} ${m[2]}${m[1] ? ' *' : ''}`);
    assert.deepEqual(
      links,
      ['English /base/docs/guide', 'Français /base/fr/docs/guide', '日本語 (JP) /base/ja/docs/guide'].map((l) => (l.startsWith(current) ? `${l} *` : l)),
      route,
    );
    assert.deepEqual(
      [...page.matchAll(/<link rel="alternate" href="([^"]+)" hrefLang="([^"]+)"\/>/gi)].map((m) => `${m[2]} ${m[1]}`),
      ['en https://beams.example/base/docs/guide', 'fr https://beams.example/base/fr/docs/guide', 'ja https://beams.example/base/ja/docs/guide', 'x-default https://beams.example/base/docs/guide'],
      route,
    );
    // Open Graph's too: the page's language, and the others as alternates, each its html lang as Docusaurus writes it.
    const og = (property: string) => [...page.matchAll(new RegExp(`<meta property="${property}" content="([^"]+)"/>`, 'g'))].map((m) => m[1]);
    const all = ['en', 'fr', 'ja'];
    const own = all[['English', 'Français', '日本語 (JP)'].indexOf(current)]!;
    assert.deepEqual([og('og:locale'), og('og:locale:alternate')], [[own], all.filter((l) => l !== own)], route);
  }
});

test('a locale that fails to build fails the build: exit 1 naming its file, the previous output and every locale in it left as they were', async () => {
  const dist = path.join(dir, 'dist');
  const before = fileHashes(dist);
  write('i18n/fr/docusaurus-plugin-content-docs/current/guide.md', '# Guide\n\n<Beam value={ />\n');
  try {
    const run = await runCliHosted(['build', '--no-cache'], dir);
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/guide\.md:\d+: MDX/);
    assert.deepEqual(fileHashes(dist), before);
    assert.deepEqual(fs.readdirSync(dir).filter((name) => name.startsWith('.docsgen-') && name !== '.docsgen-cache'), [], 'no staging folder is left');
  } finally {
    fs.rmSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/guide.md'));
  }
});

test('docsgen migrate writes the default locale alone, and says the other locales stay with the Docusaurus config', async () => {
  const copy = tempDir('docusaurus-locales-migrate');
  fs.cpSync(dir, copy, { recursive: true, filter: (from) => !/[\\/](dist|\.docsgen-cache)$/.test(from) });
  const run = await runCliHosted(['migrate'], copy);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /the site's other locales \(fr, ja\) were not written: site\.config\.ts builds one locale, its default one/);
  const written = fs.readFileSync(path.join(copy, 'site.config.ts'), 'utf8');
  assert.doesNotMatch(written, /siteLocales|"locales"/);
  fs.rmSync(path.join(copy, 'docusaurus.config.js'));
  const built = await runCliHosted(['build', '--no-cache'], copy);
  assert.equal(built.code, 0, built.stderr);
  assert.doesNotMatch(built.stdout, /other locales/);
  assert.ok(!fs.existsSync(path.join(copy, 'dist/fr')));
});

test('docsgen serve serves the default locale, and says the others are made by the build', async () => {
  const served = await startServe([], dir);
  try {
    await served.waitFor(/the site's default locale \(en\) is served; its other locales \(fr, ja\) are built by docsgen build/);
    const page = await (await fetch(`${served.url.replace(/\/$/, '')}/base/docs/intro`)).text();
    assert.match(page, /English text about beams/);
    assert.match(page, /href="\/base\/fr\/docs\/intro"[^>]*>Français</, "the dropdown names the locales' pages as the build makes them");
  } finally {
    await served.stop();
  }
});

test("localeConfigs' path names a locale's folder of translations (its URL is its code); the locale dropdown's own links; every version's label in the locale's words", async () => {
  const site = withHomePage(tempDir('docusaurus-locales-folders'));
  const put = fileWriter(site);
  put(
    'docusaurus.config.js',
    [
      "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/',",
      "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'francais', label: 'Français' } } },",
      "  presets: [['classic', { blog: false }]],",
      "  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'localeDropdown', position: 'right', dropdownItemsBefore: [{ to: '/about-translations', label: 'About translations' }], dropdownItemsAfter: [{ href: 'https://translate.example/beams', label: 'Help translate' }] }] } },",
      '};',
    ].join('\n'),
  );
  put('src/pages/about-translations.md', '# About translations\n');
  put('versions.json', JSON.stringify(['2.0']));
  put('docs/intro.md', '# Intro\n\nNext text.\n');
  put('versioned_docs/version-2.0/intro.md', '# Intro\n\nText of 2.0.\n');
  put('i18n/francais/docusaurus-plugin-content-docs/version-2.0/intro.md', '# Intro\n\nTexte de 2.0.\n');
  put('i18n/francais/docusaurus-plugin-content-docs/current.json', JSON.stringify({ 'version.label': { message: 'Suivante' } }));
  put('i18n/francais/docusaurus-plugin-content-docs/version-2.0.json', JSON.stringify({ 'version.label': { message: '2.0 FR' } }));
  const run = await runCliHosted(['build', '--no-cache'], site);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(site, 'dist');
  assert.ok(!fs.existsSync(path.join(dist, 'francais')), 'served under its code');
  const fr = readPage(dist, '/fr/docs/intro/');
  assert.match(fr, /Texte de 2\.0/, 'from i18n/francais/');
  const menu = (page: string, kind: string) => [...(new RegExp(`navbar__${kind}">([^]*?)</ul></li>`).exec(page)?.[1] ?? '').matchAll(/href="([^"]+)"[^>]*>([^<]+)(?:<svg[^]*?<\/svg>)?<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(menu(fr, 'locales'), ['About translations /fr/about-translations', 'English /docs/intro', 'Français /fr/docs/intro', 'Help translate https://translate.example/beams']);
  for (const route of ['/fr/docs/intro/', '/fr/docs/next/intro/']) assert.deepEqual(menu(readPage(dist, route), 'versions').map((l) => l.split(' /')[0]), ['Suivante', '2.0 FR'], route);
  assert.deepEqual(menu(readPage(dist, '/docs/intro/'), 'versions').map((l) => l.split(' /')[0]), ['Next', '2.0']);
});

after(async () => {
  assert.equal(await stopHosts(), '');
});
