/**
 * What `docsgen serve` answers for a request path, before any file is read: a file of the site, a
 * redirect (configured, trailing slash, `.html` and `/index` forms), the unknown-path rule, or a
 * 400 for a path that is malformed or tries to leave the site folder.
 */
import { cleanPathOf, pageFileOf, REDIRECT_STATUS, UNKNOWN_PATH_STATUS, urlPathOf, type UrlForm } from '../routes/url-rules.ts';
import type { SiteConfig } from '../config/schema.ts';

/** The parts of the site config that decide how URLs answer. */
export interface SiteRules extends UrlForm {
  baseUrl: string;
  /** Old path -> target, as in site.config.ts `redirects`. */
  redirects: Map<string, string>;
  unknownPaths: 'home' | 'not-found';
}

/** SiteRules in a form that can be posted between threads. */
export interface RulesData extends UrlForm {
  baseUrl: string;
  redirects: Array<[string, string]>;
  unknownPaths: 'home' | 'not-found';
}

/** The URL rules of a config, as RulesData. */
export function rulesDataOf(config: SiteConfig): RulesData {
  const { baseUrl, unknownPaths, trailingSlash, pageFiles, slashRoutes } = config;
  return { baseUrl, redirects: config.redirects.map((r) => [r.from, r.to]), unknownPaths, trailingSlash, pageFiles, slashRoutes };
}

/** A request target split into its decoded path and its raw query ("" or "?..."). */
export interface ParsedTarget {
  path: string;
  query: string;
}

/** The answer to a request path: a file of the site, a redirect, or nothing at all. */
export type Resolution =
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'missing' };

/** What exists at a path relative to the site folder. */
export type Lookup = (relativePath: string) => Promise<'file' | 'dir' | undefined>;

/**
 * Parses and checks a request target. Rejects anything that could name a file outside the site
 * folder or that no browser sends: dot segments, encoded slashes, backslashes, control characters,
 * NUL bytes, empty segments ("//", which would also make an open redirect) and bad %-escapes.
 */
export function parseTarget(target: string): ParsedTarget | { error: string } {
  if (!target.startsWith('/')) return { error: 'the request target must be a path starting with "/"' };
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q);
  if (/[\x00-\x20\x7f\\#]/.test(rawPath)) return { error: 'the path has a space, a control character, a backslash or a "#"' };
  const raw = rawPath.slice(1).split('/');
  const segments: string[] = [];
  for (const [i, part] of raw.entries()) {
    if (part === '' && i < raw.length - 1) return { error: 'the path has an empty segment ("//")' };
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { error: 'the path has a malformed %-escape' };
    }
    if (segment === '.' || segment === '..') return { error: 'the path has a "." or ".." segment' };
    if (/[/\\\x00-\x1f\x7f]/.test(segment)) return { error: 'the path has an encoded slash, backslash or control character' };
    segments.push(segment);
  }
  return { path: `/${segments.join('/')}`, query };
}

/** Percent-encodes a decoded site path for a Location header. */
export function encodePath(decoded: string): string {
  return decoded.split('/').map(encodeURIComponent).join('/');
}

/** Applies the URL rules to a parsed path, looking up files as it goes. */
export async function resolve(target: ParsedTarget, rules: SiteRules, lookup: Lookup): Promise<Resolution> {
  const base = rules.baseUrl;
  const prefix = base.slice(0, -1);
  const redirect = (to: string, keepQuery = true): Resolution => ({
    kind: 'redirect',
    location: prefix + to + (keepQuery && !to.includes('?') ? target.query : ''),
    status: REDIRECT_STATUS,
  });
  if (target.path === prefix && prefix) return redirect('/');
  if (!target.path.startsWith(base)) return unknown(rules, lookup);
  const local = target.path.slice(prefix.length);
  const clean = cleanPathOf(local);

  // Configured redirects win over files (their stubs are files), in every form of the old path.
  for (const candidate of [local, local.endsWith('/') ? undefined : `${local}/`, clean]) {
    const to = candidate === undefined ? undefined : rules.redirects.get(candidate);
    if (to !== undefined) return redirect(to);
  }
  // A page is served at its URL (routes/url-rules.ts); its other forms redirect there.
  const page = async (route: string): Promise<Resolution | undefined> => {
    const file = pageFileOf(route, rules);
    if ((await lookup(file)) !== 'file') return undefined;
    const url = urlPathOf(route, rules);
    return url === local ? { kind: 'file', file, status: 200 } : redirect(encodePath(url));
  };
  if (local.endsWith('/')) return (await page(local)) ?? unknown(rules, lookup);
  const cleanPage = clean === undefined ? undefined : await page(clean);
  if (cleanPage) return cleanPage;
  if ((await lookup(local.slice(1))) === 'file') return { kind: 'file', file: local.slice(1), status: 200 };
  return (await page(`${local}/`)) ?? unknown(rules, lookup);
}

/** The unknown-path rule: the home page, or the not-found page with status 404. */
async function unknown(rules: SiteRules, lookup: Lookup): Promise<Resolution> {
  if (rules.unknownPaths === 'home') return { kind: 'redirect', location: rules.baseUrl, status: UNKNOWN_PATH_STATUS };
  if ((await lookup('404.html')) === 'file') return { kind: 'file', file: '404.html', status: 404 };
  return { kind: 'missing' };
}
