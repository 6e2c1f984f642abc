/**
 * Theming and a site's own files: customCss bundled (imports inlined, url() assets hashed) and
 * minified after the theme's styles, the navbar logo for light and dark mode, the static/ folder
 * published at the site's root, and `build --base-url`. One fixture build, many assertions.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, listFiles, readPage } from './helpers.ts';

let site: string;
let dist: string;
let css: string;
let home: string;

function write(file: string, text: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
}

function editConfig(find: string, replace: string): void {
  const file = path.join(site, 'site.config.ts');
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(find), `the fixture config has ${find}`);
  fs.writeFileSync(file, text.replace(find, replace));
}

before(async () => {
  site = copyFixture('basic');
  // The last @import follows other rules: Docusaurus' css-loader bundles it all the same (before the file's rules).
  // (An @import inside a comment is the comment's text: `tailwindcss` is installed nowhere here.)
  write('theme/brand.css', "/* Tailwind would be set up with: @import \"tailwindcss\"; */\n@import './fonts.css';\n:root { --c-primary: #0f766e; }\nhtml[data-theme='dark'] { --c-primary: #5eead4; }\n@import url('./cards.css');\n");
  write('theme/cards.css', '.lumagraph-cards { display: flex; }\n');
  write('theme/fonts.css', "@font-face { font-family: Brand; src: url('./brand.woff2') format('woff2'); }\n.hero { background: url('/img/hero.svg'); }\n");
  write('theme/brand.woff2', Buffer.from('wOF2 fake font bytes'));
  write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('static/img/logo-dark.svg', '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
  write('static/downloads/sample.json', '{"ok":true}\n');
  editConfig("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  customCss: ['theme/brand.css'],");
  editConfig("navbar: { title: 'Fixture',", "navbar: { title: 'Fixture', logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Fixture' },");
  const r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 0, r.stderr);
  dist = path.join(site, 'dist');
  home = readPage(dist, '/');
  const cssHref = /<link rel="stylesheet" href="\/(assets\/css\/styles\.[A-Za-z0-9]+\.css)"/.exec(home)?.[1];
  assert.ok(cssHref, 'the page links one stylesheet');
  css = fs.readFileSync(path.join(dist, cssHref), 'utf8');
});

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

test('customCss is bundled after the theme, minified, with its imports inlined and its fonts hashed', () => {
  const theme = css.indexOf('--docsgen-css');
  const custom = css.search(/:root\{--c-primary: ?#0f766e\}/);
  assert.ok(theme >= 0 && custom > theme, 'the site rule comes after the theme');
  assert.match(css, /\[data-theme=dark\]\{--c-primary: ?#5eead4\}/);
  assert.match(css, /@font-face\{font-family:Brand/, 'the import is inlined');
  const cards = css.indexOf('.lumagraph-cards{display:flex}');
  assert.ok(cards >= 0 && cards < custom, 'an @import after other rules is inlined too, before them');
  assert.doesNotMatch(css, /@import/);
  assert.ok(!/\n\s+\S/.test(css.slice(custom - 200)), 'minified');
  const font = /url\("?\.?\/?(brand\.[A-Z0-9]+\.woff2)"?\)/i.exec(css)?.[1];
  assert.ok(font, 'the font is named by its hash');
  assert.ok(fs.existsSync(path.join(dist, 'assets', 'css', font)));
  assert.match(css, /url\("?\/img\/hero\.svg"?\)/, 'a site path is left for the browser');
});

test('the navbar shows the logo, with the dark one for dark mode', () => {
  assert.match(home, /<img class="navbar__logo-img navbar__logo-img--light" src="\/img\/logo\.svg" alt="Fixture"\/>/);
  assert.match(home, /<img class="navbar__logo-img navbar__logo-img--dark" src="\/img\/logo-dark\.svg" alt="Fixture"\/>/);
  assert.doesNotMatch(home.slice(home.indexOf('navbar__brand'), home.indexOf('navbar__title')), /◆/);
});

test('static/ is published at the site root, as it is', () => {
  const files = listFiles(dist);
  for (const f of ['img/logo.svg', 'img/logo-dark.svg', 'downloads/sample.json']) assert.ok(files.includes(f), f);
  assert.equal(fs.readFileSync(path.join(dist, 'downloads/sample.json'), 'utf8'), '{"ok":true}\n');
});

test('a static file that would replace a generated one, or customCss outside the site, fails the build and keeps dist/', async () => {
  const before = fs.readFileSync(path.join(dist, 'index.html'));
  write('static/404.html', '<p>mine</p>');
  let r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /static\/404\.html: would replace \/404\.html, which the build writes itself/);
  fs.rmSync(path.join(site, 'static/404.html'));

  editConfig("customCss: ['theme/brand.css']", "customCss: ['theme/brand.css', '../outside.css']");
  fs.writeFileSync(path.join(site, '..', 'outside.css'), 'body{}');
  r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /customCss "\.\.\/outside\.css" is outside the site folder/);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
  assert.ok(fs.readFileSync(path.join(dist, 'index.html')).equals(before), 'dist/ untouched');
  editConfig("customCss: ['theme/brand.css', '../outside.css']", "customCss: ['theme/brand.css']");
});

test('build --base-url serves the same site from another path', async () => {
  const out = path.join(site, 'dist-sub');
  const r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts'), '--out', out, '--base-url', 'preview/pr-7']);
  assert.equal(r.code, 0, r.stderr);
  const page = readPage(out, '/');
  assert.match(page, /href="\/preview\/pr-7\/assets\/css\/styles\./);
  assert.match(page, /src="\/preview\/pr-7\/img\/logo\.svg"/);
  assert.match(fs.readFileSync(path.join(out, '_redirects'), 'utf8'), /^\/preview\/pr-7\/\* \/preview\/pr-7\/404\.html 404$/m);
  const bad = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts'), '--base-url', 'a b']);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /--base-url/);
});
