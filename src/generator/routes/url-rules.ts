/**
 * The URL rules a deployed site follows, in one place for `docsgen serve` and the host configs:
 * a page's URL in the site's form (below: with or without its final "/"), the other forms of it
 * (`.html`, `/index`, the slash) redirect there, configured
 * redirects are permanent, unknown paths go home or get the not-found page, and only hashed assets
 * may be cached for long.
 */

/** Status of a configured redirect and of every normalisation (permanent). */
export const REDIRECT_STATUS = 301;

/**
 * Status of the unknown-path redirect to the home page: temporary, because a path unknown today
 * may become a page tomorrow, and browsers keep a 301 for good.
 */
export const UNKNOWN_PATH_STATUS = 302;

/** Cache-Control of a content-hashed asset: its name changes whenever its bytes do. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Cache-Control of everything else: always revalidate (cheap, thanks to ETags). */
export const REVALIDATE_CACHE = 'no-cache';

/** True for a file under /assets/ whose name carries a content hash, e.g. `main.HVYPIJVD.js`. */
export function isHashedAsset(localPath: string): boolean {
  return /^\/assets\/(?:[^/]+\/)*[^/]+\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/.test(localPath);
}

/**
 * The clean page path of a `.html` or `/index` form: `/x.html`, `/x/index` and `/x/index.html`
 * all give `/x/`, and `/index.html` and `/index` give `/`. Undefined for any other path.
 */
export function cleanPathOf(localPath: string): string | undefined {
  const match = /^(.*?)(?:\/index(?:\.html)?|\.html)$/.exec(localPath);
  if (!match) return undefined;
  return `${match[1]}/`;
}

/**
 * A site path as written where a space would end it (a URL in the canonical link, a field of the
 * host's rules): a doc folder's space is %20 there (routes keep it, as Docusaurus does; name-checks.ts).
 */
export function spacesEncoded(path: string): string {
  return path.replaceAll(' ', '%20');
}

/**
 * How page URLs and files are written (Docusaurus' `trailingSlash`). Routes inside docsgen always
 * end with "/" ("/guide/setup/"); only the site's URLs and files follow the form:
 * - `trailingSlash: true`: URL "/guide/setup/", file "guide/setup/index.html" (docsgen's default);
 * - `trailingSlash: false`, `pageFiles: 'folder'`: URL "/guide/setup", same file (Docusaurus with
 *   `trailingSlash` unset);
 * - `trailingSlash: false`, `pageFiles: 'html'`: URL "/guide/setup", file "guide/setup.html"
 *   (Docusaurus' `trailingSlash: false`).
 * The home page is "/" and "index.html" in every form.
 */
export interface UrlForm {
  trailingSlash: boolean;
  pageFiles: 'folder' | 'html';
  /** Folder pages whose URL keeps its "/" all the same (config slashRoutes). */
  slashRoutes?: readonly string[];
}

/** The URL path of a route in the site's form: "/guide/setup/" -> "/guide/setup" without trailing slashes. */
export function urlPathOf(route: string, form: UrlForm): string {
  if (form.trailingSlash || route === '/' || !route.endsWith('/')) return route;
  return form.pageFiles === 'folder' && form.slashRoutes?.length && slashRouteSet(form.slashRoutes).has(route) ? route : route.slice(0, -1);
}

/** The routes as a set, made once per list (a site's hrefs are many, its slash routes a few hundred at most). */
const slashRouteSets = new WeakMap<readonly string[], Set<string>>();
function slashRouteSet(routes: readonly string[]): Set<string> {
  let set = slashRouteSets.get(routes);
  if (!set) slashRouteSets.set(routes, (set = new Set(routes)));
  return set;
}

/** A route's page file under the output folder: "/a/b/" -> "a/b/index.html" (or "a/b.html"). */
export function pageFileOf(route: string, form: UrlForm): string {
  if (route === '/') return 'index.html';
  if (!route.endsWith('/')) return route.slice(1);
  return form.pageFiles === 'html' && !form.trailingSlash ? `${route.slice(1, -1)}.html` : `${route.slice(1)}index.html`;
}

/**
 * The file of a doc's Markdown copy, beside its page: `guide/setup/index.md`, or with x.html pages
 * `guide/setup.md` (a `guide/setup/` folder beside `guide/setup.html` would make static hosts
 * answer /guide/setup with that folder).
 */
export function markdownFileOf(route: string, form: UrlForm): string {
  return pageFileOf(route, form).replace(/\.html$/, '.md');
}

/**
 * The href of a route: base URL, URL path in the site's form, then a "#fragment" or "?query" the
 * route may carry ("/guide/#setup").
 */
export function routeHref(baseUrl: string, route: string, form: UrlForm): string {
  const at = route.search(/[?#]/);
  const path = at === -1 ? route : route.slice(0, at);
  return baseUrl.replace(/\/$/, '') + urlPathOf(path, form) + (at === -1 ? '' : route.slice(at));
}

/** A function from route to href for one site: `hrefs(config)("/guide/")` is "/base/guide" or "/base/guide/". */
export function hrefsOf(config: UrlForm & { baseUrl: string }): (route: string) => string {
  return (route) => routeHref(config.baseUrl, route, config);
}

/** The route of a page file: "a/b/index.html" and "a/b.html" -> "/a/b/"; "index.html" -> "/". */
export function routeOfPageFile(file: string): string {
  return `/${file.replace(/(?:^|\/)index\.html$|\.html$/, (m) => (m.startsWith('/') ? '/' : m === 'index.html' ? '' : '/'))}`;
}

/**
 * The route an internal href names: the base URL taken off and, for a site without trailing
 * slashes, the "/" put back ("/base/guide" -> "/guide/"). A path with a file extension is kept,
 * unless `routes` has it as a page (a doc whose id ends in a version, "/changelog/v1.1.0").
 */
export function routeOfHref(href: string, config: { baseUrl: string; trailingSlash: boolean }, routes?: { has(route: string): boolean }): string {
  const prefix = config.baseUrl.replace(/\/$/, '');
  const path = href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
  if (config.trailingSlash || path.endsWith('/')) return path;
  return /\.[a-z0-9]+$/i.test(path) && !routes?.has(`${path}/`) ? path : `${path}/`;
}
