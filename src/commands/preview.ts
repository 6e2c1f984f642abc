/**
 * `docsgen preview`: serves a built dist/ exactly as a static host that reads the `_redirects` file
 * the build wrote would (Netlify's rules): the first rule that matches a path applies, an existing
 * file wins over a rule unless its status ends in "!", a 200 rule rewrites, a 404 rule answers with
 * its target file and status 404, and 301/302 rules redirect. No rebuilds and no live reload: what
 * you see is what you would deploy.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { DocsgenError } from '../generator/diagnostics.ts';
import { parseTarget, encodePath } from '../generator/serve/resolve.ts';
import { sendBody, sendRedirect, sendText } from '../generator/serve/respond.ts';

/** One line of `_redirects`: `from to status[!]`. */
export interface HostRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** What the host answers for a path: a file with a status, or a redirect. */
export type HostAnswer = { status: number; file: string } | { status: number; location: string };

/** The rules of a `_redirects` file, in order; comments and blank lines are skipped. */
export function parseRedirectsFile(text: string): HostRule[] {
  return text.split('\n').flatMap((raw) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [from, to, code = '301'] = line.split(/\s+/);
    if (!from || !to) return [];
    return [{ from, to, status: Number.parseInt(code, 10), force: code.endsWith('!') }];
  });
}

/** The rule's target for `requestPath` (placeholders and splat filled in), or undefined when it does not match. */
function matchRule(rule: HostRule, requestPath: string): string | undefined {
  // Netlify matches with or without the trailing slash.
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  const names: string[] = [];
  const source = norm(rule.from)
    .split(/(:[A-Za-z]\w*|\*)/)
    .map((part) => {
      if (part === '*') return names.push('splat') && '(.*)';
      if (part.startsWith(':')) return names.push(part.slice(1)) && '([^/]+)';
      return part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&');
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(norm(requestPath));
  if (!m) return undefined;
  return rule.to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => (names.includes(name) ? m[names.indexOf(name) + 1] : whole));
}

/** The answer for a site path, given the rules and a test of which site paths are files. */
export async function answerFor(rules: HostRule[], requestPath: string, isFile: (sitePath: string) => Promise<string | undefined>): Promise<HostAnswer> {
  const existing = await isFile(requestPath);
  for (const rule of rules) {
    const to = matchRule(rule, requestPath);
    if (to === undefined) continue;
    if (existing && !rule.force) return { status: 200, file: existing };
    if (rule.status === 200 || rule.status === 404) return { status: rule.status, file: (await isFile(to)) ?? to };
    return { status: rule.status, location: to };
  }
  return existing ? { status: 200, file: existing } : { status: 404, file: '' };
}

export interface PreviewOptions {
  outDir: string;
  port: number;
  host: string;
}

/** Starts the preview server; resolves once it listens. */
export async function startPreview(options: PreviewOptions): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = path.resolve(options.outDir);
  const redirectsFile = path.join(outDir, '_redirects');
  const text = await fs.readFile(redirectsFile, 'utf8').catch(() => undefined);
  if (text === undefined) {
    throw new DocsgenError({
      file: path.relative(process.cwd(), redirectsFile) || redirectsFile,
      message: 'there is no built site to preview (no _redirects file in the output folder)',
      hint: 'run `docsgen build` first, or pass --out to the folder it built',
    });
  }
  const rules = parseRedirectsFile(text);
  // The site's base URL, from the unknown-path rule the build writes last (`<baseUrl>* <baseUrl>404.html 404`).
  const catchAll = rules.findLast((r) => r.from.endsWith('*'));
  const baseUrl = catchAll ? catchAll.from.slice(0, -1) : '/';
  const isFile = async (sitePath: string): Promise<string | undefined> => {
    if (!sitePath.startsWith(baseUrl) && `${sitePath}/` !== baseUrl) return undefined;
    const inSite = sitePath.slice(baseUrl.length);
    const relative = inSite === '' || inSite.endsWith('/') ? `${inSite}index.html` : inSite;
    // As Netlify and Cloudflare Pages do, "/x" is also x.html (a site built with pageFiles "html").
    for (const candidate of /\/?[^/.]+$/.test(relative) ? [relative, `${relative}.html`] : [relative]) {
      const stat = await fs.stat(path.join(outDir, candidate)).catch(() => undefined);
      if (stat?.isFile()) return candidate;
    }
    return undefined;
  };

  const server = http.createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      const target = parseTarget(req.url ?? '/');
      if ('error' in target) return sendText(req, res, 400, `Bad request: ${target.error}`);
      const answer = await answerFor(rules, target.path, isFile);
      if ('location' in answer) return sendRedirect(req, res, answer.status, encodePath(answer.location) + target.query);
      const file = answer.file || (await isFile(`${baseUrl}404.html`));
      if (!file) return sendText(req, res, 404, 'Not found');
      const bytes = await fs.readFile(path.join(outDir, file));
      await sendBody(req, res, { bytes, localPath: `/${file}`, fileName: file, status: answer.status });
    } catch (error) {
      if (!res.headersSent) sendText(req, res, 500, `Internal error: ${(error as Error).message}`);
    }
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new DocsgenError({ file: 'preview', message: `port ${options.port} is in use`, hint: 'pass another --port, or --port 0 for a free one' })
          : error,
      ),
    );
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${shownHost}:${port}${baseUrl}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
