/**
 * `docsgen serve` under load and under hostile clients: 5,000 requests at concurrency 50 (20,000 in
 * `npm run test:long`) are all
 * answered without a connection error or a 5xx, and slow-header (slowloris), garbage-sending and
 * never-reading clients neither stop it answering others nor keep their connections for ever.
 * Throughput and latency figures come from bench/serve-load.ts; this test asserts only outcomes.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { loadServer } from '../bench/http-load.ts';
import { copyFixture } from './helpers.ts';
import { request, startServe, type ServeProcess } from './serve-helpers.ts';
import { runSize } from './sizing.ts';

let serve: ServeProcess;
let bundlePath: string;

/** The server's limit for a request's headers here: 3 s, not its 10 s default, so the slow clients' test waits less. */
const HEADERS_TIMEOUT_MS = 3_000;

before(async () => {
  const site = copyFixture('basic');
  serve = await startServe(['--no-watch'], site, undefined, { DOCSGEN_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });
  const js = fs.readdirSync(path.join(site, 'dist', 'assets', 'js')).find((n) => n.startsWith('main.') && n.endsWith('.js'));
  assert.ok(js, 'the build wrote a main bundle');
  bundlePath = `/assets/js/${js}`;
});

after(async () => {
  await serve?.stop();
});

const REQUESTS = runSize(5_000, 20_000);

test(`${REQUESTS} requests at concurrency 50: every one answered, no connection error, no 5xx`, async () => {
  const origin = serve.url.replace(/\/$/, '');
  // Pages, an asset, a configured redirect, a trailing-slash redirect and an unknown path.
  const paths = ['/', '/guide/setup/', '/guide/advanced/deep/', bundlePath, '/old/page.html', '/guide/setup', '/no/such/page/'];
  const summary = await loadServer({ origin, paths, amount: REQUESTS, connections: 50 });
  assert.equal(summary.errors, 0, 'connection errors');
  assert.equal(summary.timeouts, 0, 'timeouts');
  assert.equal(summary.status['5xx'], 0, '5xx answers');
  const answered = summary.status['2xx'] + summary.status['3xx'] + summary.status['4xx'];
  assert.ok(answered >= REQUESTS, `answered ${answered} of ${summary.sent}`);
  // Each kind of answer was exercised, in about the share of the paths that ask for it.
  assert.ok(summary.status['2xx'] > answered * 0.5, `2xx: ${summary.status['2xx']}`);
  assert.ok(summary.status['3xx'] > answered * 0.2, `3xx: ${summary.status['3xx']}`);
  assert.ok(summary.status['4xx'] > answered * 0.1, `4xx: ${summary.status['4xx']}`);
  assert.equal(serve.child.exitCode, null, 'the server is still running');
});

/** A connection that sends a request's headers one byte at a time and never finishes them. */
function slowloris(port: number): { closed: Promise<string>; socket: net.Socket } {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  const text = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ' + 'a'.repeat(10_000);
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.writable && sent < text.length) socket.write(text[sent++]);
  }, 100);
  socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.on('error', () => undefined);
  });
  return { closed, socket };
}

test('slow, malformed and never-reading clients do not stop the server answering others', async () => {
  const slow = Array.from({ length: 100 }, () => slowloris(serve.port));
  // Clients that ask for the bundle many times over and never read a byte of the answers.
  const stalled = Array.from({ length: 10 }, () => {
    const socket = net.connect(serve.port, '127.0.0.1', () => {
      socket.pause();
      socket.write(`GET ${bundlePath} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(200));
    });
    socket.on('error', () => undefined);
    return socket;
  });
  // Garbage, over and over, on fresh connections.
  const garbage = Array.from({ length: 50 }, (_, i) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(serve.port, '127.0.0.1', () => socket.end(i % 2 ? '\x16\x03\x01garbage\r\n\r\n' : 'GET / HTTP/9.9\r\nContent-Length: x\r\n\r\n'));
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
      socket.resume();
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
  // Meanwhile well-behaved clients are answered, every one.
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => request(serve.port, i % 2 ? '/' : '/guide/setup/')));
  assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
  assert.ok(answers.every((a) => a.body.toString().includes('</html>')));
  await Promise.all(garbage);
  // The server closes connections that have not finished their headers after its limit
  // (with 408 Request Timeout), so they cannot pile up; Node's own default would keep them a minute.
  const deadline = new Promise<'kept open'>((r) => setTimeout(() => r('kept open'), HEADERS_TIMEOUT_MS + 10_000).unref());
  const slowAnswers = await Promise.race([Promise.all(slow.map((s) => s.closed)), deadline]);
  assert.notEqual(slowAnswers, 'kept open', 'slow-header connections were closed by the server');
  assert.ok(Array.isArray(slowAnswers) && slowAnswers.every((a) => a.startsWith('HTTP/1.1 408 ')), JSON.stringify(slowAnswers).slice(0, 300));
  assert.equal((await request(serve.port, '/')).status, 200);
  stalled.forEach((s) => s.destroy());
  slow.forEach((s) => s.socket.destroy());
  assert.equal(serve.child.exitCode, null, 'the server is still running');
});
