import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../src/generator/config/validate-config.ts';
import { createSiteView } from '../../src/generator/render/page-views.ts';
import { DocsgenError } from '../../src/generator/diagnostics.ts';
import { parseFrontMatter } from '../../src/generator/content/front-matter.ts';

const minimal = {
  title: 'Docs',
  url: 'https://docs.example.com',
  product: { name: 'Ex', slug: 'ex' },
  version: '1.0.0',
  navbar: { title: 'Ex', items: [] },
  footer: { links: [], copyright: '© Ex' },
  sidebars: {},
};

function configErrors(raw: unknown): string[] {
  try {
    validateConfig(raw);
  } catch (error) {
    assert.ok(error instanceof DocsgenError);
    return error.diagnostics.map((d) => d.message);
  }
  assert.fail('expected the config to be rejected');
}

test('config: defaults are filled in', () => {
  const config = validateConfig(minimal);
  assert.equal(config.baseUrl, '/');
  assert.equal(config.colorMode.defaultMode, 'light');
  assert.equal(config.colorMode.respectPrefersColorScheme, false);
  assert.equal(config.tableOfContents.maxHeadingLevel, 3);
  assert.equal(config.locale.direction, 'ltr');
});

test('config: an unknown key is named', () => {
  assert.deepEqual(configErrors({ ...minimal, titel: 'x' }), ['unknown key "titel" in the config']);
  assert.match(configErrors({ ...minimal, navbar: { ...minimal.navbar, colour: 1 } })[0], /unknown key "colour" in "navbar"/);
});

test('config: a wrong type names the key and what was expected', () => {
  const [message] = configErrors({ ...minimal, version: 29 });
  assert.match(message, /"version": .*expected string/);
});

test('config: a missing field is named', () => {
  const { title: _t, ...rest } = minimal;
  assert.deepEqual(configErrors(rest), ['missing required key "title" (expected string)']);
});

test('config: a bad URL is rejected', () => {
  assert.match(configErrors({ ...minimal, url: 'docs.example.com' })[0], /"url": must be an absolute http\(s\) URL/);
  assert.match(configErrors({ ...minimal, url: 'https://docs.example.com/' })[0], /must not end with "\/"/);
});

test('config: labels replace the theme\'s words; an unknown label is named; a French site gets French words and admonition titles', () => {
  const own = validateConfig({ ...minimal, labels: { onThisPage: 'Contents' } });
  assert.equal(createSiteView(own, { css: '', js: undefined, favicon: '' }).labels.onThisPage, 'Contents');
  assert.deepEqual(own.markdown.admonitions.titles, {}, 'English titles need none');
  assert.match(configErrors({ ...minimal, labels: { onThisPag: 'x' } }).join('\n'), /"labels": unknown label "onThisPag" \(did you mean "onThisPage"\?\); the labels are onThisPage, previous/);
  const french = validateConfig({ ...minimal, locale: { code: 'fr-CA' } });
  const labels = createSiteView(french, { css: '', js: undefined, favicon: '' }).labels;
  assert.equal(labels.onThisPage, 'Sur cette page');
  assert.equal(labels.next, 'Suivant');
  assert.equal(french.markdown.admonitions.titles.note, 'Remarque');
  assert.equal(validateConfig({ ...minimal, locale: { code: 'fr' }, markdown: { admonitions: { titles: { note: 'Nota bene' } } } }).markdown.admonitions.titles.note, 'Nota bene', "the site's own title wins");
});

test('front matter: parsed and typed, body line recorded', () => {
  const r = parseFrontMatter('---\ntitle: Hello\nsidebar_position: 2\nkeywords: [a, b]\n---\n\nBody', 'content/a.md');
  assert.deepEqual(r.errors, []);
  assert.equal(r.frontMatter.title, 'Hello');
  assert.deepEqual(r.frontMatter.keywords, ['a', 'b']);
  assert.equal(r.bodyStartLine, 6);
  assert.equal(r.body.trim(), 'Body');
});

test('front matter: malformed YAML is an error at the right line', () => {
  const r = parseFrontMatter('---\ntitle: Hello\ndescription: [unclosed\nsidebar_position: 1\n---\nBody', 'content/a.md');
  assert.equal(r.errors.length >= 1, true);
  assert.equal(r.errors[0].file, 'content/a.md');
  assert.ok((r.errors[0].line ?? 0) >= 3, `line ${r.errors[0].line}`);
  assert.match(r.errors[0].message, /invalid YAML in front matter/);
});

test('front matter: a wrong type is an error naming the key and its line', () => {
  const r = parseFrontMatter('---\ntitle: Hello\nsidebar_position: first\n---\n', 'content/a.md');
  assert.equal(r.errors[0].line, 3);
  assert.match(r.errors[0].message, /"sidebar_position" expected number/);
});

test('front matter: unknown keys warn with their line', () => {
  const r = parseFrontMatter('---\ntitle: Hello\nauthor: Ann\n---\n', 'content/a.md');
  assert.deepEqual(r.errors, []);
  assert.equal(r.warnings[0].line, 3);
  assert.match(r.warnings[0].message, /unknown front matter key "author"/);
});

test('front matter: an unclosed block is an error', () => {
  const r = parseFrontMatter('---\ntitle: Hello\n', 'content/a.md');
  assert.match(r.errors[0].message, /never closed/);
});

test('front matter yes/no and numbers written as strings ("true", "3") are taken as Docusaurus takes them; other strings stay errors', () => {
  const r = parseFrontMatter('---\ndraft: "true"\nhide_title: "False"\nhide_table_of_contents: "true"\nunlisted: "false"\nsidebar_position: "3"\ntoc_max_heading_level: "4"\n---\nBody', 'blog/a.md');
  assert.deepEqual(r.errors, []);
  assert.deepEqual([r.frontMatter.draft, r.frontMatter.hide_title, r.frontMatter.hide_table_of_contents, r.frontMatter.unlisted, r.frontMatter.sidebar_position, r.frontMatter.toc_max_heading_level], [true, false, true, false, 3, 4]);
  const bad = parseFrontMatter('---\ndraft: "yes please"\n---\nBody', 'blog/b.md');
  assert.match(bad.errors[0]?.message ?? '', /front matter "draft" expected boolean/);
});
