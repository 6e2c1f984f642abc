/**
 * `docsgen check` and the build's link warnings, on a fixture seeded with one of each problem
 * (test/fixtures/check), on a clean site, and on a site with warnings only.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, type CliResult } from './helpers.ts';

interface JsonProblem {
  kind: string;
  severity: string;
  source: string;
  line: number | null;
  target: string;
  message: string;
  hint: string;
  page: string | null;
  pageCount: number;
}
interface JsonReport {
  ok: boolean;
  counts: { pages: number; links: number; errors: number; warnings: number; byKind: Record<string, number> };
  problems: JsonProblem[];
}

let config: string;
let build: CliResult;
let json: CliResult;
let report: JsonReport;

before(async () => {
  config = path.join(copyFixture('check'), 'site.config.ts');
  build = await runCliHosted(['build', '--config', config]);
  json = await runCliHosted(['check', '--no-build', '--json', '--config', config]);
  report = JSON.parse(json.stdout) as JsonReport;
});

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

test('the build goes on and lists each broken link, anchor, doc and image once, with file:line', () => {
  assert.equal(build.code, 0, build.stderr);
  const expected = [
    'content/intro.md:14: broken link "/guide/nope/": there is no page, redirect or file at /guide/nope/',
    'content/intro.md:16: broken anchor "./guide/setup.md#nope": the page /guide/setup/ has no heading or element with the id "nope"',
    'content/intro.md:18: broken Markdown link "./guide/gone.md"',
    'content/intro.md:22: missing image "./img/none.png"',
    'content/intro.md:28: broken anchor "#nowhere-here"',
    'content/intro.md:30: broken link "/gone-too/"',
  ];
  for (const line of expected) assert.equal(build.stderr.split(line).length - 1, 1, `once: ${line}\n${build.stderr}`);
  // The links that work (lines 6 and 10) and a link through a redirect (line 20) are not warnings.
  assert.doesNotMatch(build.stderr, /content\/intro\.md:(6|10|20):/);
  assert.match(build.stderr, /fix: link to one of its headings \(#install\)/);
});

test('check --json finds every seeded problem at its file and line, and nothing else', () => {
  assert.equal(json.code, 1, json.stderr);
  const found = report.problems.map((p) => [p.kind, p.source, p.line, p.target]);
  assert.deepEqual(found, [
    ['broken-link', 'content/intro.md', 14, '/guide/nope/'],
    ['broken-anchor', 'content/intro.md', 16, './guide/setup.md#nope'],
    ['broken-link', 'content/intro.md', 18, './guide/gone.md'],
    ['redirected-link', 'content/intro.md', 20, '/old/'],
    ['missing-image', 'content/intro.md', 22, './img/none.png'],
    ['missing-image', 'content/intro.md', 24, '/img/raw-none.png'],
    ['missing-asset', 'content/intro.md', 26, '/js/none.js'],
    ['broken-anchor', 'content/intro.md', 28, '#nowhere-here'],
    ['broken-link', 'content/intro.md', 30, '/gone-too/'], // a reference-style link: the line that shows it
    ['page-not-in-sidebar', 'content/orphan.md', null, '/orphan/'],
    ['broken-link', 'site.config.ts', 13, '/nowhere/'], // navbar
    ['redirected-link', 'site.config.ts', 16, '/old/'], // footer
    ['sidebar-entry-without-page', 'site.config.ts', 21, '/gone/'],
    ['broken-redirect', 'site.config.ts', 28, '/guide/#no-such-section'],
    ['broken-link', 'specs/pets.yaml', 8, '/pets-manual/'], // an API page's description
  ]);
  assert.equal(report.ok, false);
  assert.deepEqual({ ...report.counts, links: 0 }, {
    pages: 10,
    links: 0,
    errors: 12,
    warnings: 3,
    byKind: { 'broken-link': 5, 'broken-anchor': 2, 'missing-image': 2, 'missing-asset': 1, 'broken-redirect': 1, 'sidebar-entry-without-page': 1, 'redirected-link': 2, 'page-not-in-sidebar': 1 },
  });
  assert.ok(report.counts.links > 100);
  const navbar = report.problems.find((p) => p.target === '/nowhere/')!;
  assert.equal(navbar.pageCount, 10, 'a navbar link shows on every page, and is listed once');
  const redirected = report.problems.find((p) => p.kind === 'redirected-link')!;
  assert.equal(redirected.hint, 'link to /guide/ directly');
  for (const p of report.problems) assert.ok(p.message && p.hint && ['error', 'warning'].includes(p.severity), JSON.stringify(p));
});

test('the human report groups problems by source file, with lines, and sums them up', async () => {
  const human = await runCliHosted(['check', '--no-build', '--config', config]);
  assert.equal(human.code, 1);
  const headers = human.stdout.split('\n').filter((l) => /^\S/.test(l) && !l.startsWith('✖'));
  assert.deepEqual(headers, ['content/intro.md', 'content/orphan.md', 'site.config.ts', 'specs/pets.yaml']);
  assert.match(human.stdout, /^ +14 +error +broken link "\/guide\/nope\/": there is no page, redirect or file at \/guide\/nope\/ +broken-link$/m);
  assert.match(human.stdout, /^ +13 +error +broken link "\/nowhere\/": .* \(on 10 pages\) +broken-link$/m);
  assert.match(human.stdout, /^ +8 +error +broken link "\/pets-manual\/": .*\(on \/api\/pets\/pets-api\/\)/m);
  assert.match(human.stdout, /^ +fix: link to \/guide\/ directly$/m);
  assert.match(human.stdout, /^✖ 15 problems \(12 errors, 3 warnings\): \d+ links in 10 pages checked in \d+\.\d\d s$/m);
});

test('--fail-on sets which problems fail the check: error (default), warning or never', async () => {
  assert.equal((await runCliHosted(['check', '--no-build', '--config', config, '--fail-on', 'error'])).code, 1);
  assert.equal((await runCliHosted(['check', '--no-build', '--config', config, '--fail-on', 'warning'])).code, 1);
  const never = await runCliHosted(['check', '--no-build', '--config', config, '--fail-on', 'never', '--json']);
  assert.equal(never.code, 0);
  const neverReport = JSON.parse(never.stdout) as JsonReport;
  assert.equal(neverReport.ok, true);
  assert.equal(neverReport.problems.length, 15, 'the problems are still listed');
  const bad = await runCliHosted(['check', '--no-build', '--config', config, '--fail-on', 'sometimes']);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /'sometimes' is invalid.*error, warning, never/s);
});

test('a clean site checks clean and exits 0, building first', async () => {
  const clean = path.join(copyFixture('api'), 'site.config.ts');
  const r = await runCliHosted(['check', '--json', '--fail-on', 'warning', '--config', clean]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const clean_ = JSON.parse(r.stdout) as JsonReport;
  assert.equal(clean_.ok, true);
  assert.deepEqual(clean_.problems, []);
  assert.equal(clean_.counts.errors + clean_.counts.warnings, 0);
  assert.match(r.stderr, /built \d+ pages into/);
  const human = await runCliHosted(['check', '--no-build', '--config', clean]);
  assert.equal(human.code, 0);
  assert.match(human.stdout, /^✔ no problems: \d+ links in \d+ pages checked in \d+\.\d\d s$/m);
});

test('warnings alone pass by default and fail with --fail-on warning', async () => {
  const site = copyFixture('api');
  fs.writeFileSync(path.join(site, 'content', 'stray.md'), '---\ntitle: Stray\n---\n\nNo sidebar lists this page.\n');
  const cfg = path.join(site, 'site.config.ts');
  const r = await runCliHosted(['check', '--json', '--config', cfg]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const warned = JSON.parse(r.stdout) as JsonReport;
  assert.equal(warned.ok, true);
  assert.deepEqual(warned.problems.map((p) => [p.kind, p.severity, p.source]), [['page-not-in-sidebar', 'warning', 'content/stray.md']]);
  const strict = await runCliHosted(['check', '--no-build', '--json', '--fail-on', 'warning', '--config', cfg]);
  assert.equal(strict.code, 1);
  assert.equal((JSON.parse(strict.stdout) as JsonReport).ok, false);
});

test('--no-build on a folder with no built site is a clear error, exit 1', async () => {
  const cfg = path.join(copyFixture('api'), 'site.config.ts');
  const r = await runCliHosted(['check', '--no-build', '--config', cfg]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /dist\/\.docsgen\/check-manifest\.json: dist\/ holds no built site to check/);
  assert.match(r.stderr, /fix: run `docsgen check` without --no-build, or `docsgen build` first/);
  assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/, 'no stack trace');
});

test('a build error stops the check with the build\'s message, exit 1', async () => {
  const site = copyFixture('api');
  fs.writeFileSync(path.join(site, 'content', 'broken.md'), '---\ntitle: [unclosed\n---\n');
  const r = await runCliHosted(['check', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /the build failed with 1 error/);
  assert.match(r.stderr, /content\/broken\.md/);
});
