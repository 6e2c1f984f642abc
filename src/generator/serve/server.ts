/**
 * The HTTP server of `docsgen serve` (node:http): parses and checks each request, applies the URL
 * rules, and reads the answer from the site source at request time: the output folder (a rebuild
 * swaps it by renaming), or in watch mode the dev server's site in memory.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { RESERVED_PREFIX, type LiveReload } from './live-reload.ts';
import { parseTarget, resolve, type Lookup, type ParsedTarget, type SiteRules } from './resolve.ts';
import { sendBody, sendRedirect, sendText } from './respond.ts';
import { folderSource, type SiteSource } from './site-files.ts';

/** What the server needs: where the site is, where to listen, its URL rules and, in watch mode, live reload. */
export interface ServerOptions {
  /** The output folder (dist/), read when no `site` is given. */
  root: string;
  /** Where the site is read from instead of `root` (watch mode: the site in memory). */
  site?: SiteSource;
  host: string;
  port: number;
  /** The current URL rules (they change when the config does). */
  rules(): SiteRules;
  /** Present in watch mode only: live reload and the error overlay. */
  live?: LiveReload;
}

/** A listening server. */
export interface RunningServer {
  /** The address the server answers on, e.g. "http://127.0.0.1:3000/". */
  url: string;
  close(): Promise<void>;
}

/** While a rebuild swaps dist/, it is missing for a moment: wait this long before answering 503. */
const SWAP_WAIT_MS = 1000;
const SWAP_POLL_MS = 20;

/**
 * Slow or stalled clients must not hold the server: a client gets this long to send its request
 * headers, and a whole request this long, before its connection is closed. An idle keep-alive
 * connection is closed after KEEP_ALIVE_MS. Node checks these every CHECK_INTERVAL_MS.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The headers' limit: DOCSGEN_HEADERS_TIMEOUT_MS where set (a proxy that holds requests longer; the tests' shorter wait), else HEADERS_TIMEOUT_MS. */
function headersTimeoutMs(): number {
  const fromEnv = Number(process.env.DOCSGEN_HEADERS_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 && fromEnv < REQUEST_TIMEOUT_MS ? fromEnv : HEADERS_TIMEOUT_MS;
}
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_MS = 5_000;
const CHECK_INTERVAL_MS = 2_000;

/** Starts listening; rejects with the listen error (e.g. EADDRINUSE) if the port cannot be used. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = http.createServer(
    { headersTimeout: headersTimeoutMs(), requestTimeout: REQUEST_TIMEOUT_MS, keepAliveTimeout: KEEP_ALIVE_MS, connectionsCheckingInterval: CHECK_INTERVAL_MS },
    (req, res) => {
      handle(req, res, options).catch((error: unknown) => {
        // The reason goes to the terminal, never to the client: it may name files and folders.
        console.error(`✖ serve: ${req.method} ${JSON.stringify(req.url)} failed: ${(error as Error).message}`);
        if (!res.headersSent) sendText(req, res, 500, '500 Internal Server Error: the server could not read this file (the terminal shows why)');
        else res.destroy();
      });
    },
  );
  // Requests Node's HTTP parser cannot read get a 400 (a client too slow to send its request a 408)
  // and a closed connection, never a crash.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        options.live?.close();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, options: ServerOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, '405 Method Not Allowed: this server only answers GET and HEAD', { Allow: 'GET, HEAD' });
    return;
  }
  const target = parseTarget(req.url ?? '');
  if ('error' in target) {
    sendText(req, res, 400, `400 Bad Request: ${target.error}`);
    return;
  }
  if (options.live && target.path.startsWith(RESERVED_PREFIX) && options.live.handle(req, res, target.path)) return;
  for (let waited = 0; ; waited += SWAP_POLL_MS) {
    if (await answer(req, res, target, options)) return;
    if (waited >= SWAP_WAIT_MS) break;
    await sleep(SWAP_POLL_MS);
  }
  if (options.live) {
    // The page shows the build error and reloads itself once a build succeeds.
    const page = options.live.inject('<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>No site built yet</title><body><p>No site has been built yet.</p></body></html>');
    await sendBody(req, res, { bytes: Buffer.from(page), localPath: '/', fileName: 'index.html', status: 503 });
    return;
  }
  sendText(req, res, 503, '503 Service Unavailable: there is no built site yet', { 'Retry-After': '1' });
}

/** Answers from the current dist/; false when dist/ or the resolved file vanished mid-swap. */
async function answer(req: IncomingMessage, res: ServerResponse, target: ParsedTarget, options: ServerOptions): Promise<boolean> {
  const site = options.site ?? folderSource(options.root);
  if (!(await site.ready())) return false;
  const resolution = await resolve(target, options.rules(), site.lookup);
  if (resolution.kind === 'redirect') {
    sendRedirect(req, res, resolution.status, resolution.location);
    return true;
  }
  if (resolution.kind === 'missing') {
    sendText(req, res, 404, '404 Not Found');
    return true;
  }
  let bytes = await site.read(resolution.file);
  if (!bytes) return false;
  if (options.live && resolution.file.endsWith('.html')) bytes = Buffer.from(options.live.inject(bytes.toString('utf8')));
  const localPath = resolution.status === 200 ? `/${resolution.file}` : '/404.html';
  await sendBody(req, res, { bytes, localPath, fileName: resolution.file, status: resolution.status });
  return true;
}
