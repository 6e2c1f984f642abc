/**
 * Writing responses for `docsgen serve`: content types, gzip, ETag and 304, and caching that is
 * long-lived for hashed assets only.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentType } from 'mime-types';
import { IMMUTABLE_CACHE, isHashedAsset, REVALIDATE_CACHE } from '../routes/url-rules.ts';

const gzip = promisify(zlib.gzip);

/** Compressing tiny bodies costs more than it saves. */
const MIN_GZIP_BYTES = 256;

/** Gzipped bodies by ETag, so an unchanged file is compressed once. */
const gzipCache = new Map<string, Buffer>();
const GZIP_CACHE_ENTRIES = 500;

/** A body ready to send, with what the headers need to know about it. */
export interface Body {
  bytes: Buffer;
  /** Site path it is served at (for the cache rule), e.g. "/assets/js/main.X.js". */
  localPath: string;
  /** File name whose extension gives the content type. */
  fileName: string;
  status: number;
}

/** The Content-Type of a file name, by extension. */
export function typeOf(fileName: string): string {
  return contentType(path.extname(fileName)) || 'application/octet-stream';
}

/** Sends a file body with content type, ETag/304, gzip when accepted, and the cache rule. */
export async function sendBody(req: IncomingMessage, res: ServerResponse, body: Body): Promise<void> {
  const type = typeOf(body.fileName);
  const compressible = isCompressible(type) && body.bytes.length >= MIN_GZIP_BYTES;
  const useGzip = compressible && acceptsGzip(req.headers['accept-encoding']);
  const hash = crypto.createHash('sha1').update(body.bytes).digest('base64url').slice(0, 22);
  const etag = `"${hash}${useGzip ? '-gz' : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': body.status === 200 && isHashedAsset(body.localPath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
    'X-Content-Type-Options': 'nosniff',
  };
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (body.status === 200) {
    headers.ETag = etag;
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return;
    }
  }
  let bytes = body.bytes;
  if (useGzip) {
    bytes = gzipCache.get(etag) ?? (await gzip(body.bytes));
    remember(etag, bytes);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(bytes.length);
  res.writeHead(body.status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** Sends a redirect. Not cached by the browser, so a changed redirect takes effect at once. */
export function sendRedirect(req: IncomingMessage, res: ServerResponse, status: number, location: string): void {
  const text = `Redirecting to ${location}\n`;
  res.writeHead(status, {
    Location: location,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': REVALIDATE_CACHE,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Sends a short plain-text answer (400, 404, 405, 500, 503). */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  const body = `${text}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function isCompressible(type: string): boolean {
  return /^text\/|[/+](json|javascript|xml|yaml)\b|^image\/svg\+xml/.test(type);
}

/** True when Accept-Encoding allows gzip (explicitly, or through "*"), honouring q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (coding) weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const gzipWeight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*');
  return gzipWeight !== undefined && gzipWeight > 0;
}

/** If-None-Match against an ETag: "*" or any listed tag, compared weakly as RFC 9110 asks. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function remember(etag: string, bytes: Buffer): void {
  gzipCache.delete(etag);
  gzipCache.set(etag, bytes);
  if (gzipCache.size > GZIP_CACHE_ENTRIES) gzipCache.delete(gzipCache.keys().next().value as string);
}
