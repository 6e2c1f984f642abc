/** A static page at an old URL that forwards to the new one, keeping the query and hash. */
import type { SiteConfig } from '../config/schema.ts';
import type { Redirect } from '../routes/route-table.ts';
import { routeHref } from '../routes/url-rules.ts';

/**
 * Forwards to the refresh tag's URL with the query and hash. The same on every stub: the site's
 * Content-Security-Policy allows it by one hash (see post/security-headers.ts).
 */
const FORWARD_SCRIPT = `location.replace(document.querySelector('meta[http-equiv="refresh"]').content.replace(/^0; url=/,'')+location.search+location.hash)`;

export function renderRedirectStub(redirect: Redirect, config: SiteConfig): string {
  const target = routeHref(config.baseUrl, redirect.to, config);
  const canonical = config.url + target;
  const html = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(config.locale.htmlLang)}">
<head>
<meta charset="utf-8">
<title>Redirecting to ${html}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${html}">
<script>${FORWARD_SCRIPT}</script>
</head>
<body>
<p>This page has moved to <a href="${html}">${html}</a>.</p>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
