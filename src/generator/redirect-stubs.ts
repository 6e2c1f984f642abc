/** A static page at an old URL that forwards to the new one, keeping the query and hash. */
import type { SiteConfig } from './config-schema.ts';
import type { Redirect } from './routes.ts';

export function renderRedirectStub(redirect: Redirect, config: SiteConfig): string {
  const target = config.baseUrl.replace(/\/$/, '') + redirect.to;
  const canonical = config.url + target;
  const html = escapeHtml(target);
  const js = JSON.stringify(target).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(config.locale.htmlLang)}">
<head>
<meta charset="utf-8">
<title>Redirecting to ${html}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${html}">
<script>location.replace(${js}+location.search+location.hash)</script>
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
