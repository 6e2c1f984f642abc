/**
 * `docsgen serve --no-watch` over HTTP: every URL rule (trailing slash, .html and /index forms,
 * redirects, unknown paths per setting), content types, gzip, ETag/304, caching, and safety:
 * nothing outside dist/ is readable and malformed requests get 400, never a crash.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { copyFixture, runCli } from './helpers.ts';
import { rawRequest, request, startServe, type ServeProcess } from './serve-helpers.ts';

const SECRET = 'TOP-SECRET-OUTSIDE-DIST';
let notFoundSite: string;
let notFound: ServeProcess;
let home: ServeProcess;

before(async () => {
  notFoundSite = copyFixture('basic');
  fs.writeFileSync(path.join(notFoundSite, 'secret.txt'), SECRET);
  const homeSite = copyFixture('basic');
  const config = path.join(homeSite, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('redirects: [', "unknownPaths: 'home',\n  redirects: ["));
  // --no-watch builds once when there is no dist/ yet, then serves it as it is.
  [notFound, home] = await Promise.all([startServe(['--no-watch'], notFoundSite), startServe(['--no-watch'], homeSite)]);
  // A file that is not content-hashed, under /assets/, must not be cached for long.
  fs.mkdirSync(path.join(notFoundSite, 'dist', 'assets', 'images'), { recursive: true });
  fs.writeFileSync(path.join(notFoundSite, 'dist', 'assets', 'images', 'logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
});

after(async () => {
  await Promise.all([notFound?.stop(), home?.stop()]);
});

const get = (p: string, headers: Record<string, string> = {}) => request(notFound.port, p, { headers });

test('it says where it serves, on 127.0.0.1 by default, after building the missing dist/', async () => {
  assert.match(notFound.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  await notFound.waitFor(/not watching for changes \(--no-watch\)/);
  // Warnings go to stderr, a pipe of its own: under load they can arrive after the stdout lines.
  await notFound.waitFor(/1 warning:\n⚠ content\/guide\/setup\.md:27: broken Markdown link/, 10_000);
  assert.match(notFound.output(), /no built site in dist\/ yet: building it first\n/);
  assert.match(notFound.output(), /✔ built 8 pages in \d+\.\d\d s\n/);
  assert.match(notFound.output(), /1 warning:\n⚠ content\/guide\/setup\.md:27: broken Markdown link/);
});

test('pages answer 200 at their trailing-slash path, as UTF-8 HTML', async () => {
  for (const route of ['/', '/guide/', '/guide/setup/', '/guide/advanced/deep/', '/category/extras/', '/search/']) {
    const res = await get(route);
    assert.equal(res.status, 200, route);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', route);
    assert.match(res.body.toString(), /<!DOCTYPE html>/, route);
  }
  assert.match((await get('/guide/setup/')).body.toString(), /<title>Set up &lt;Fixture&gt;/);
});

test('a path without its trailing slash gets a 301 to it, keeping the query', async () => {
  for (const [from, to] of [
    ['/guide', '/guide/'],
    ['/guide/setup', '/guide/setup/'],
    ['/guide/advanced/deep?tab=2', '/guide/advanced/deep/?tab=2'],
  ]) {
    const res = await get(from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.location, to, from);
  }
});

test('/x.html, /x/index and /x/index.html get a 301 to /x/', async () => {
  for (const [from, to] of [
    ['/guide/setup.html', '/guide/setup/'],
    ['/guide/setup/index', '/guide/setup/'],
    ['/guide/setup/index.html', '/guide/setup/'],
    ['/guide/advanced/deep.html?q=1', '/guide/advanced/deep/?q=1'],
    ['/index.html', '/'],
    ['/index', '/'],
  ]) {
    const res = await get(from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.location, to, from);
  }
});

test('configured redirects are a 301 from every form of the old URL, keeping the query', async () => {
  for (const [from, to] of [
    ['/old/page.html', '/guide/setup/'],
    ['/old/page.html?utm=x', '/guide/setup/?utm=x'],
    ['/old-folder/', '/'],
    ['/old-folder', '/'],
    ['/old-folder/index.html', '/'],
  ]) {
    const res = await get(from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.location, to, from);
  }
});

test('unknown paths: the not-found page with status 404 (unknownPaths: "not-found")', async () => {
  for (const p of ['/nope/', '/nope', '/guide/nope.html', '/assets/js/missing.js']) {
    const res = await get(p);
    assert.equal(res.status, 404, p);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(res.body.toString(), /<title>Page Not Found \| Fixture Docs<\/title>/, p);
  }
});

test('unknown paths: a redirect to the home page (unknownPaths: "home"); real pages still answer', async () => {
  for (const p of ['/nope/', '/nope', '/guide/nope.html']) {
    const res = await request(home.port, p);
    assert.equal(res.status, 302, p);
    assert.equal(res.headers.location, '/', p);
  }
  assert.equal((await request(home.port, '/guide/setup/')).status, 200);
  assert.equal((await request(home.port, '/old/page.html')).headers.location, '/guide/setup/');
});

test('content types by extension', async () => {
  const html = (await get('/')).body.toString();
  const css = /href="(\/assets\/css\/[^"]+\.css)"/.exec(html)![1];
  const js = /src="(\/assets\/js\/[^"]+\.js)"/.exec(html)![1];
  assert.equal((await get(css)).headers['content-type'], 'text/css; charset=utf-8');
  assert.equal((await get(js)).headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal((await get('/staticwebapp.config.json')).headers['content-type'], 'application/json; charset=utf-8');
  assert.equal((await get('/assets/images/logo.png')).headers['content-type'], 'image/png');
});

test('gzip when the client accepts it, identity otherwise, with Vary', async () => {
  const plain = await get('/guide/setup/');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'Accept-Encoding');
  const gz = await get('/guide/setup/', { 'Accept-Encoding': 'gzip, deflate, br' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gz.headers.vary, 'Accept-Encoding');
  assert.ok(gz.body.length < plain.body.length);
  assert.equal(zlib.gunzipSync(gz.body).toString(), plain.body.toString());
  assert.equal((await get('/guide/setup/', { 'Accept-Encoding': 'gzip;q=0, identity' })).headers['content-encoding'], undefined);
  assert.equal((await get('/assets/images/logo.png', { 'Accept-Encoding': 'gzip' })).headers['content-encoding'], undefined);
});

test('ETag and 304 Not Modified, per encoding', async () => {
  const first = await get('/guide/');
  const etag = first.headers.etag!;
  assert.match(etag, /^"[\w-]+"$/);
  const again = await get('/guide/', { 'If-None-Match': etag });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.etag, etag);
  assert.equal((await get('/guide/', { 'If-None-Match': '"something-else"' })).status, 200);
  const gz = await get('/guide/', { 'Accept-Encoding': 'gzip' });
  assert.notEqual(gz.headers.etag, etag);
  assert.equal((await get('/guide/', { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag! })).status, 304);
});

test('long-lived Cache-Control for hashed assets under /assets/ only', async () => {
  const html = (await get('/')).body.toString();
  for (const asset of [/href="(\/assets\/css\/[^"]+)"/.exec(html)![1], /src="(\/assets\/js\/[^"]+)"/.exec(html)![1]]) {
    assert.equal((await get(asset)).headers['cache-control'], 'public, max-age=31536000, immutable', asset);
  }
  for (const p of ['/', '/guide/setup/', '/assets/images/logo.png', '/_redirects', '/nope/']) {
    assert.equal((await get(p)).headers['cache-control'], 'no-cache', p);
  }
});

test('HEAD has the headers of GET and no body; other methods get 405', async () => {
  const head = await request(notFound.port, '/guide/setup/', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(head.headers['content-length'], (await get('/guide/setup/')).headers['content-length']);
  const post = await request(notFound.port, '/guide/setup/', { method: 'POST' });
  assert.equal(post.status, 405);
  assert.equal(post.headers.allow, 'GET, HEAD');
});

test('no request reads outside dist/: dot segments, encoded dots and slashes, backslashes, NUL bytes get 400', async () => {
  const attacks = [
    '/../secret.txt',
    '/guide/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/secret.txt',
    '/guide/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%2fsecret.txt',
    '/%2fetc%2fpasswd',
    '/..%5csecret.txt',
    '/guide\\..\\..\\secret.txt',
    '/%00',
    '/guide/setup%00.html',
    '/%2e/secret.txt',
    '/bad%zzescape',
    '/%',
    '//evil.example/',
    '/guide//setup/',
  ];
  for (const p of attacks) {
    const res = await get(p);
    assert.equal(res.status, 400, p);
    assert.ok(!res.body.toString().includes(SECRET), p);
    assert.equal(res.headers.location, undefined, p);
  }
  // Raw bytes Node's client would refuse to send: a NUL byte and a space in the request line.
  for (const line of ['GET /\0/secret.txt HTTP/1.1', 'GET /a b HTTP/1.1']) {
    const answer = await rawRequest(notFound.port, `${line}\r\nHost: x\r\n\r\n`);
    assert.match(answer, /^HTTP\/1\.1 400 /, JSON.stringify(line));
    assert.ok(!answer.includes(SECRET));
  }
});

test('symbolic links inside dist/ that lead out of it are 404; one to a file inside dist/ is served', async () => {
  const dist = path.join(notFoundSite, 'dist');
  fs.symlinkSync(path.join(notFoundSite, 'secret.txt'), path.join(dist, 'leak.txt'));
  fs.symlinkSync('/etc/passwd', path.join(dist, 'passwd.txt'));
  fs.symlinkSync('/proc/self/environ', path.join(dist, 'environ'));
  fs.symlinkSync(notFoundSite, path.join(dist, 'project'));
  fs.symlinkSync(path.join(dist, 'guide'), path.join(dist, 'guide-alias'));
  for (const p of ['/leak.txt', '/passwd.txt', '/environ', '/project/secret.txt', '/project/', '/project/content/intro.md', '/project']) {
    const res = await get(p);
    assert.equal(res.status, 404, p);
    const body = res.body.toString();
    assert.ok(!body.includes(SECRET) && !body.includes('root:x:0:0'), `${p} leaked a file from outside dist/`);
  }
  // A link that stays inside dist/ is an ordinary file or folder of the site.
  assert.equal((await get('/guide-alias/setup/')).status, 200);
});

test('a 500 answer never shows the internal error; the terminal gets it', async () => {
  const { startServer } = await import('../src/generator/serve/server.ts');
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.join(' '));
  const server = await startServer({
    root: path.join(notFoundSite, 'dist'),
    host: '127.0.0.1',
    port: 0,
    rules: () => {
      throw new Error(`EACCES: permission denied, open '${notFoundSite}/dist/private.html'`);
    },
  });
  try {
    const res = await request(Number(new URL(server.url).port), '/guide/');
    assert.equal(res.status, 500);
    assert.doesNotMatch(res.body.toString(), /EACCES|private\.html|\/tmp\//);
    assert.match(res.body.toString(), /500 Internal Server Error/);
    assert.ok(logged.some((line) => line.includes("EACCES: permission denied") && line.includes('/guide/')), logged.join('\n'));
  } finally {
    console.error = original;
    await server.close();
  }
});

test('malformed HTTP gets 400 and the server keeps serving', async () => {
  for (const junk of ['\x16\x03\x01\x02\x00garbage\r\n\r\n', 'NOT-HTTP\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n', 'GET http://other.example/ HTTP/1.1\r\nHost: x\r\n\r\n']) {
    const answer = await rawRequest(notFound.port, junk);
    assert.match(answer, /^HTTP\/1\.1 400 /, JSON.stringify(junk));
  }
  assert.equal((await get('/')).status, 200);
  assert.equal(notFound.child.exitCode, null);
});

test('a port in use is a clear error with exit code 1', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  try {
    const result = runCli(['serve', '--no-watch', '--port', String(port), '--config', path.join(notFoundSite, 'site.config.ts')]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, new RegExp(`cannot serve on 127\\.0\\.0\\.1:${port}: the port is in use`));
    assert.match(result.stderr, /fix: .*--port <number>/);
    assert.doesNotMatch(result.stderr, /\n\s+at /);
  } finally {
    blocker.close();
  }
});

test('a bad --port is a clear error with exit code 1', () => {
  const result = runCli(['serve', '--port', 'eighty', '--config', path.join(notFoundSite, 'site.config.ts')]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /option '-p, --port <number>' argument 'eighty' is invalid\. expected a port number/);
});

test('without watch mode nothing is injected into pages', async () => {
  assert.doesNotMatch((await get('/guide/setup/')).body.toString(), /__docsgen/);
  assert.equal((await get('/__docsgen/events')).status, 404);
});
