/**
 * The HTML of every page kind passes html-validate (recommended rules, the few below turned off for
 * deliberate choices), on the runtime fixture (home, doc, API operation, info and tag pages, the API
 * category, search, 404, a React page) and on this repository's own Lumagraph site (real content:
 * tables, task lists, admonitions, code tabs, large schemas). The build's duplicate-id check names a
 * page with an id used twice.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { sharedFixtureBuild, sharedSiteBuild } from './helpers.ts';
import { duplicateIds, duplicateIdsStep } from '../src/generator/post/duplicate-ids.ts';
import type { PostBuildContext } from '../src/generator/post/index.ts';

/** html-validate's recommended rules, less those that conflict with deliberate choices. */
const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Void elements: React writes them self-closed (<meta/>), the Markdown serialiser open (<br>); both are valid HTML.
    'void-style': 'off',
    // React writes boolean and empty attributes as hidden="" and open="": valid HTML, the same as the bare attribute.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes a few attribute names in camelCase (charSet, autoComplete); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // A title's length is the author's choice (the site title is appended to each page's); it is SEO advice, not validity.
    'long-title': 'off',
    'prefer-native-element': [
      'error',
      {
        // The navbar's search control is a link to /search/ (it works without JavaScript) that the script
        // turns into the search dialog's opener, hence role="button". A wide table's scrolling wrapper is
        // <div role="region" tabindex="0" aria-label> (the WAI pattern): a <section> would start an outline section.
        exclude: ['button', 'region'],
      },
    ],
  },
};

const validator = new HtmlValidate(CONFIG);
let fixture: string;
let site: string;

before(() => {
  const built = sharedFixtureBuild('runtime');
  assert.equal(built.result.code, 0, built.result.stderr);
  fixture = built.dist;
  const shared = sharedSiteBuild();
  assert.equal(shared.result.code, 0, shared.result.stderr);
  site = shared.dist;
});

/** Every problem html-validate reports in a built page, one line each. */
async function problems(dist: string, file: string): Promise<string[]> {
  const html = fs.readFileSync(path.join(dist, file), 'utf8');
  const report = await validator.validateString(html, file);
  return report.results.flatMap((r) => r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
}

const FIXTURE_PAGES: Record<string, string> = {
  home: 'index.html',
  doc: 'guide/one/index.html',
  'API operation': 'api/notes/create-note/index.html',
  'API info': 'api/notes/notes-api/index.html',
  'API tag': 'api/notes/notes/index.html',
  'API category': 'category/api/index.html',
  search: 'search/index.html',
  '404': '404.html',
  'React page': 'playground/index.html',
};

const SITE_PAGES: Record<string, string> = {
  home: 'index.html',
  doc: 'wordpress-plugin/getting-started/index.html',
  'doc with a wide table and a task list': 'looker-studio-connector/introduction/index.html',
  'doc with a long table': 'product-knowledge-graph-builder/feed-specifications/index.html',
  'API operation': 'api/content-evaluations/create-content-evaluation/index.html',
  'API info': 'api/content-evaluations/content-evaluations-api/index.html',
  'API category': 'category/api/index.html',
  search: 'search/index.html',
  '404': '404.html',
};

test('every page kind of the runtime fixture is valid HTML', async () => {
  for (const [kind, file] of Object.entries(FIXTURE_PAGES)) {
    assert.ok(fs.existsSync(path.join(fixture, file)), `${kind}: ${file} is built`);
    assert.deepEqual(await problems(fixture, file), [], kind);
  }
});

test('every page kind of the Lumagraph site is valid HTML', async () => {
  for (const [kind, file] of Object.entries(SITE_PAGES)) {
    if (!fs.existsSync(path.join(site, file))) continue;
    assert.deepEqual(await problems(site, file), [], kind);
  }
  assert.ok(Object.values(SITE_PAGES).filter((f) => fs.existsSync(path.join(site, f))).length >= 7, 'the pages are there');
});

test('no page of either site has an id twice (the build would have warned)', () => {
  assert.doesNotMatch(sharedSiteBuild().result.stderr, /used more than once/);
  for (const file of Object.values(FIXTURE_PAGES)) assert.deepEqual(duplicateIds(fs.readFileSync(path.join(fixture, file), 'utf8')), [], file);
});

test('the duplicate-id check finds an id twice in markup, and ignores scripts, comments and text', () => {
  const html = [
    '<h2 id="setup">Setup</h2><p>Write id="setup" in the tag.</p>',
    '<script>const s = \'<div id="setup">\';</script><!-- <p id="setup"> -->',
    '<div class="x" id="setup"></div><span id="other"></span><a id="other" href="#"></a>',
  ].join('');
  assert.deepEqual(duplicateIds(html), ['setup', 'other']);
  assert.deepEqual(duplicateIds('<p id="a">id="a"</p><p data-x=">" id="b"></p>'), []);
});

test('the build warns about a page with an id twice, naming its source and the ids; an unchanged page keeps the last answer', async () => {
  const stored = new Map<string, unknown>();
  const cache = { read: async (key: string) => stored.get(key), write: (key: string, value: unknown) => void stored.set(key, value) };
  const context = (pages: Map<string, string>, unchanged: string[] = []) =>
    ({
      pages,
      routeOfPath: new Map([['guide/index.html', '/guide/']]),
      table: { byRoute: new Map([['/guide/', { source: 'content/guide.md' }]]) },
      cache,
      unchangedPage: (file: string) => unchanged.includes(file),
    }) as unknown as PostBuildContext;
  const twice = '<h2 id="setup">Setup</h2><div id="setup"></div><p id="tip"></p><p id="tip"></p>';
  const pages = new Map([
    ['guide/index.html', twice],
    ['other/index.html', '<p id="a"></p>'],
  ]);
  const first = await duplicateIdsStep.run(context(pages));
  assert.deepEqual(
    first.warnings.map((w) => [w.file, w.message]),
    [['content/guide.md', 'guide/index.html has ids used more than once: "setup", "tip"']],
  );
  // A page linked unchanged from the last build is not read again: the last build's answer stands.
  const linked = new Map([['guide/index.html', '']]);
  const again = await duplicateIdsStep.run(context(linked, ['guide/index.html']));
  assert.equal(again.warnings.length, 1);
});
