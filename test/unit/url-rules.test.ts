/** The URL rules shared by `docsgen serve` and the host configs, and the request-path parser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanPathOf, isHashedAsset, pageFileOf, routeHref, routeOfHref, routeOfPageFile, type UrlForm } from '../../src/generator/routes/url-rules.ts';
import { parseTarget, resolve, type SiteRules } from '../../src/generator/serve/resolve.ts';

test('hashed assets are the content-hashed files under /assets/, and only those', () => {
  for (const p of ['/assets/css/styles.5b682f59f7.css', '/assets/js/main.HVYPIJVD.js', '/assets/js/chunk.ABCDEFGH.js', '/assets/images/logo.0123456789.png']) {
    assert.equal(isHashedAsset(p), true, p);
  }
  for (const p of ['/assets/images/logo.png', '/assets/js/main.js', '/assets/v1.2.js', '/main.HVYPIJVD.js', '/guide/styles.5b682f59f7.css', '/assets/']) {
    assert.equal(isHashedAsset(p), false, p);
  }
});

test('the clean path of .html and /index forms', () => {
  assert.equal(cleanPathOf('/guide/setup.html'), '/guide/setup/');
  assert.equal(cleanPathOf('/guide/setup/index'), '/guide/setup/');
  assert.equal(cleanPathOf('/guide/setup/index.html'), '/guide/setup/');
  assert.equal(cleanPathOf('/index.html'), '/');
  assert.equal(cleanPathOf('/index'), '/');
  assert.equal(cleanPathOf('/guide/setup/'), undefined);
  assert.equal(cleanPathOf('/guide/indexes'), undefined);
  assert.equal(cleanPathOf('/assets/a.js'), undefined);
});

test('request paths are decoded, and hostile or malformed ones are refused', () => {
  assert.deepEqual(parseTarget('/guide/set%20up/?q=a%2Fb'), { path: '/guide/set up/', query: '?q=a%2Fb' });
  assert.deepEqual(parseTarget('/'), { path: '/', query: '' });
  for (const bad of ['guide/', 'http://x/', '/../a', '/a/..', '/%2e%2e/a', '/a%2fb', '/a%5cb', '/a\\b', '/a%00', '/a\0', '/%zz', '//x', '/a//b', '/a b', '/a#b', '/.']) {
    assert.ok('error' in parseTarget(bad), bad);
  }
});

const SLASH: UrlForm = { trailingSlash: true, pageFiles: 'folder' };
const FOLDER: UrlForm = { trailingSlash: false, pageFiles: 'folder' };
const HTML: UrlForm = { trailingSlash: false, pageFiles: 'html' };

test('a route\'s href and file in each URL form (Docusaurus\' trailingSlash true, unset, false)', () => {
  assert.deepEqual([SLASH, FOLDER, HTML].map((form) => routeHref('/base/', '/guide/setup/#keys', form)), ['/base/guide/setup/#keys', '/base/guide/setup#keys', '/base/guide/setup#keys']);
  assert.deepEqual([SLASH, FOLDER, HTML].map((form) => pageFileOf('/guide/setup/', form)), ['guide/setup/index.html', 'guide/setup/index.html', 'guide/setup.html']);
  // The home page is "/" and index.html in every form.
  assert.deepEqual([SLASH, FOLDER, HTML].map((form) => [routeHref('/base/', '/', form), pageFileOf('/', form)]), Array(3).fill(['/base/', 'index.html']));
  assert.equal(routeOfHref('/base/guide/setup', { baseUrl: '/base/', trailingSlash: false }), '/guide/setup/');
  assert.equal(routeOfHref('/base/files/a.pdf', { baseUrl: '/base/', trailingSlash: false }), '/files/a.pdf');
  assert.deepEqual(['guide/setup/index.html', 'guide/setup.html', 'index.html'].map(routeOfPageFile), ['/guide/setup/', '/guide/setup/', '/']);
});

test('docsgen serve answers each page at its URL and sends its other forms there', async () => {
  const files = new Set(['index.html', 'guide/setup.html', 'guide/setup/samples.json', 'api/index.html', '404.html']);
  const lookup = async (p: string) => (files.has(p) ? ('file' as const) : [...files].some((f) => f.startsWith(`${p}/`)) ? ('dir' as const) : undefined);
  const rules = (form: UrlForm): SiteRules => ({ baseUrl: '/', redirects: new Map(), unknownPaths: 'not-found', ...form });
  const answer = async (form: UrlForm, path: string) => {
    const r = await resolve({ path, query: '' }, rules(form), lookup);
    return r.kind === 'file' ? `${r.status} ${r.file}` : r.kind === 'redirect' ? `${r.status} -> ${r.location}` : 'missing';
  };
  const expected: Array<[UrlForm, string, string]> = [
    // pageFiles "html" (Docusaurus' trailingSlash: false).
    [HTML, '/guide/setup', '200 guide/setup.html'],
    [HTML, '/guide/setup/', '301 -> /guide/setup'],
    [HTML, '/guide/setup.html', '301 -> /guide/setup'],
    [HTML, '/guide/setup/samples.json', '200 guide/setup/samples.json'],
    [HTML, '/', '200 index.html'],
    [HTML, '/nothing', '404 404.html'],
    // A folder's index.html, served without the slash (Docusaurus' trailingSlash unset).
    [FOLDER, '/api', '200 api/index.html'],
    [FOLDER, '/api/', '301 -> /api'],
    [FOLDER, '/api/index.html', '301 -> /api'],
    // And with trailing slashes, as before.
    [SLASH, '/api', '301 -> /api/'],
    [SLASH, '/api/', '200 api/index.html'],
    [SLASH, '/', '200 index.html'],
  ];
  for (const [form, path, answerWanted] of expected) assert.equal(await answer(form, path), answerWanted, `${path} with ${JSON.stringify(form)}`);
});
