/** The URL rules shared by `docsgen serve` and the host configs, and the request-path parser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanPathOf, isHashedAsset } from '../../src/generator/routes/url-rules.ts';
import { parseTarget } from '../../src/generator/serve/resolve.ts';

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
