/**
 * Security headers for the deployed site: `X-Content-Type-Options`, `Referrer-Policy` and a
 * Content-Security-Policy that the site's own pages pass. Inline scripts are allowed by their
 * SHA-256 hashes, taken from the built pages themselves (so a script a doc writes in raw HTML is
 * allowed too), never by 'unsafe-inline'; third-party origins come from the config (scripts,
 * stylesheets, analytics, hosted search). Inline styles stay allowed: docs' raw HTML uses `style`.
 */
import crypto from 'node:crypto';
import type { SiteConfig } from '../config-schema.ts';

/** Script types a browser runs (anything else, such as JSON data blocks, is inert). */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source ('sha256-…') of every inline, executable script in `html`. */
export function inlineScriptSources(html: string, into: Set<string> = new Set()): Set<string> {
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!EXECUTABLE_TYPE.test((type?.[2] ?? type?.[3] ?? type?.[4] ?? '').trim())) continue;
    into.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return into;
}

/** The origin of an absolute URL ("https://fonts.example.com"), for a CSP source list. */
function originOf(url: string): string {
  return new URL(url).origin;
}

/** The Content-Security-Policy for the site, allowing its inline scripts by `scriptSources`. */
export function contentSecurityPolicy(config: SiteConfig, scriptSources: Iterable<string>): string {
  const scripts = new Set(["'self'", ...[...scriptSources].sort()]);
  const styles = new Set(["'self'", "'unsafe-inline'"]);
  const connect = new Set(["'self'"]);
  for (const s of config.scripts) scripts.add(originOf(s.src));
  for (const s of config.stylesheets) styles.add(originOf(s.href));
  if (config.analytics?.gtag) {
    scripts.add('https://www.googletagmanager.com');
    for (const origin of ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']) connect.add(origin);
  }
  const hosted = config.search.hosted;
  if (hosted) {
    connect.add(hosted.host ? originOf(hosted.host) : `https://${hosted.appId}-dsn.algolia.net`);
    // Algolia's client falls back to these hosts when the first one does not answer.
    if (!hosted.host) connect.add('https://*.algolia.net').add('https://*.algolianet.com');
  }
  const directives: Array<[string, Iterable<string>]> = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', styles],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['frame-src', ["'self'", 'https:']],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...sources].join(' ')}`).join('; ');
}

/** Every header docsgen asks the host to send with the site's responses. */
export function securityHeaders(config: SiteConfig, scriptSources: Iterable<string>): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': contentSecurityPolicy(config, scriptSources),
  };
}
