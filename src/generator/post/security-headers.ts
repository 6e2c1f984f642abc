/**
 * Security headers for the deployed site: `X-Content-Type-Options`, `Referrer-Policy` and a
 * Content-Security-Policy that the site's own pages pass. Inline scripts are allowed by their
 * SHA-256 hashes, taken from the built pages themselves (so a script a doc writes in raw HTML is
 * allowed too), never by 'unsafe-inline'; third-party origins come from the config (scripts,
 * stylesheets, analytics, hosted search). Inline styles stay allowed: docs' raw HTML uses `style`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';

/** The origin of an absolute URL ("https://fonts.example.com"), for a CSP source list. */
function originOf(url: string): string {
  return new URL(url).origin;
}

/** The Content-Security-Policy for the site, allowing its inline scripts by `scriptSources`. */
export function contentSecurityPolicy(config: SiteConfig, scriptSources: Iterable<string>, styleOrigins: Iterable<string> = []): string {
  const scripts = new Set(["'self'", ...[...scriptSources].sort()]);
  const styles = new Set(["'self'", "'unsafe-inline'", ...styleOrigins]);
  const connect = new Set(["'self'"]);
  // The site's own scripts ("/js/x.js") are 'self'.
  for (const s of config.scripts) if (/^https?:\/\//.test(s.src)) scripts.add(originOf(s.src));
  // The site's own stylesheets ("/katex/katex.min.css") are 'self'.
  for (const s of config.stylesheets) if (/^https?:\/\//.test(s.href)) styles.add(originOf(s.href));
  // The config's head tags: a script or a stylesheet of another site.
  for (const tag of config.headTags) {
    const url = tag.tagName === 'script' ? tag.attributes.src : tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? tag.attributes.href : undefined;
    if (typeof url === 'string' && /^https?:\/\//.test(url)) (tag.tagName === 'script' ? scripts : styles).add(originOf(url));
  }
  if (config.analytics?.gtag || config.analytics?.googleTagManager) {
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
export function securityHeaders(config: SiteConfig, scriptSources: Iterable<string>, styleOrigins: Iterable<string> = []): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': contentSecurityPolicy(config, scriptSources, styleOrigins),
  };
}

/** The origins of the stylesheets the site's customCss files `@import` from other sites (a web font's). */
export function importedStyleOrigins(rootDir: string, customCss: string[]): string[] {
  const origins = new Set<string>();
  for (const file of customCss) {
    let text: string;
    try {
      text = fs.readFileSync(path.resolve(rootDir, file), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/@import\s+(?:url\(\s*)?["']?(https?:\/\/[^"')\s]+)/g)) {
      try {
        origins.add(originOf(m[1]));
      } catch {
        // not a URL: nothing to allow
      }
    }
  }
  return [...origins].sort();
}
