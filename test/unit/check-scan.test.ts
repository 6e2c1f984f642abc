/** The pieces `docsgen check` is made of: reading a page's links and ids, and judging where a link lands. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RegionCache, scanHtml, scanPage } from '../../src/generator/check/html-scan.ts';
import { findLinkProblem, type SiteFacts } from '../../src/generator/check/resolve-link.ts';

test('scanHtml reads href, src, srcset and poster (entities decoded), ids, a[name] and heading ids', () => {
  const page = scanHtml(
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"><script>var s = \'<a href="/in-script/">\';</script></head><body>' +
      '<h2 id="intro">Intro</h2><a name="legacy"></a><div id="box"></div>' +
      '<a href="/search/?q=a&amp;b=c">x</a><img src="/i.png" srcset="/i-1x.png 1x, /i-2x.png 2x"><video poster="/p.jpg"></video>' +
      '<!-- <a href="/in-comment/"> --><A HREF="/upper/">u</A></body></html>',
  );
  assert.deepEqual(page.links.map((l) => `${l.tag}/${l.attr} ${l.url}`), [
    'link/href /a.css',
    'a/href /search/?q=a&b=c',
    'img/src /i.png',
    'img/srcset /i-1x.png',
    'img/srcset /i-2x.png',
    'video/poster /p.jpg',
    'a/href /upper/',
  ]);
  assert.deepEqual([...page.ids], ['intro', 'legacy', 'box']);
  assert.deepEqual(page.headings, ['intro']);
});

test('scanPage reuses the scan of a repeated sidebar and gives the same result as a full scan', () => {
  const sidebar = (current: string) =>
    `<nav class="sidebar__nav menu" aria-label="docs sidebar" data-sidebar="docs"><ul>${['/a/', '/b/', '/c/']
      .map((href) => `<li><a class="menu__link" href="${href}"${href === current ? ' aria-current="page"' : ''}>${href}</a></li>`)
      .join('')}</ul></nav>`;
  const page = (route: string) => `<html><body><aside>${sidebar(route)}</aside><main><h2 id="x-${route[1]}">H</h2><a href="/other${route}">o</a></main></body></html>`;
  const cache = new RegionCache();
  for (const route of ['/a/', '/b/', '/c/']) {
    const html = page(route);
    assert.deepEqual(scanPage(Buffer.from(html), cache), scanHtml(html), route);
  }
  // A page whose sidebar differs (another entry) is not served the cached scan.
  const other = page('/a/').replace('href="/c/"', 'href="/d/"');
  assert.deepEqual(scanPage(Buffer.from(other), cache), scanHtml(other));
});

const site: SiteFacts = {
  baseUrl: '/',
  siteUrl: 'https://docs.example.com',
  routes: new Set(['/', '/guide/', '/guide/setup/']),
  redirects: new Map([['/old/', '/guide/setup/#install']]),
  hasFile: (file) => ['assets/logo.png', 'specs/shop.yaml'].includes(file),
  anchorsOf: (route) => (route === '/guide/setup/' ? { ids: new Set(['install', 'main-content']), headings: ['install', 'configure-keys'] } : { ids: new Set(), headings: [] }),
};
const kindOf = (url: string, from = '/guide/', reference: 'link' | 'image' | 'asset' = 'link') => findLinkProblem(url, reference, from, site)?.kind ?? 'ok';

test('links land like a browser and a static host would have them', () => {
  assert.equal(kindOf('./setup/'), 'ok', 'relative to the page URL');
  assert.equal(kindOf('../setup/#install', '/guide/setup/'), 'ok');
  assert.equal(kindOf('../guide/setup/', '/guide/setup/'), 'broken-link', 'resolves to /guide/guide/setup/');
  assert.equal(kindOf('/guide/setup'), 'ok', 'no trailing slash: the host adds it');
  assert.equal(kindOf('/guide/setup/?tab=1#install'), 'ok');
  assert.equal(kindOf('/specs/shop.yaml'), 'ok', 'a file of the output');
  assert.equal(kindOf('https://elsewhere.example/nope/'), 'ok', 'other sites are not checked');
  assert.equal(kindOf('mailto:team@example.com'), 'ok');
  assert.equal(kindOf('#top'), 'ok');
  assert.equal(kindOf('/nope/'), 'broken-link');
  assert.equal(kindOf('https://docs.example.com/nope/'), 'broken-link', 'absolute links to the site itself are checked');
  assert.equal(kindOf('/guide/setup/#nope'), 'broken-anchor');
  assert.equal(kindOf('#install', '/guide/setup/'), 'ok');
  assert.equal(kindOf('/old/'), 'redirected-link');
  assert.equal(kindOf('/assets/none.png', '/', 'image'), 'missing-image');
  assert.equal(kindOf('/assets/logo.png', '/', 'image'), 'ok');
  assert.equal(kindOf('/js/none.js', '/', 'asset'), 'missing-asset');
});

test('a problem says what is wrong and how to fix it', () => {
  const anchor = findLinkProblem('/guide/setup/#configure', 'link', '/', site, './setup.md#configure')!;
  assert.equal(anchor.message, 'broken anchor "./setup.md#configure": the page /guide/setup/ has no heading or element with the id "configure"');
  assert.equal(anchor.hint, 'link to one of its headings (#configure-keys, #install), or give a heading the explicit id {#configure}');
  const redirected = findLinkProblem('/old/', 'link', '/', site)!;
  assert.equal(redirected.message, 'link "/old/": it goes through a redirect to /guide/setup/#install');
  assert.equal(redirected.hint, 'link to /guide/setup/#install directly');
});
