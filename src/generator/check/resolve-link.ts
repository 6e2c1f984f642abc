import type { PageAnchors } from './html-scan.ts';
import { urlPathOf } from '../routes/url-rules.ts';

/**
 * Where a link lands, judged the way a static host and a browser would: a page (and one of its ids),
 * a redirect stub, a file, or nothing. Shared by the build's warnings and `docsgen check`.
 */

/** The facts about a site that link checks need. Routes have no base URL prefix ("/guide/"). */
export interface SiteFacts {
  /** The site's base URL ("/" or "/docs/"). */
  baseUrl: string;
  /** The site's own origin ("https://docs.example.com"); absolute links to it are checked too. */
  siteUrl: string;
  /** Whether page URLs end with "/" (config trailingSlash): a relative link is read from the page's URL. */
  trailingSlash?: boolean;
  /** Pages whose URL keeps its "/" all the same (config slashRoutes). */
  slashRoutes?: readonly string[];
  routes: Set<string>;
  /** Old route -> new route (which may carry a #fragment). */
  redirects: Map<string, string>;
  /** Whether a file exists at a path under the output folder ("assets/x.png"); undefined when unknown. */
  hasFile(path: string): boolean | undefined;
  /**
   * Whether a URL path outside the base URL is a page or file of the output this site is a folder of
   * (another locale's site: "/docs/intro" from a page of "/fr/"). Unset: such a path lands nowhere.
   */
  beyondBase?(pathname: string): boolean;
  /** The ids of a page, or undefined when they are not known. */
  anchorsOf(route: string): PageAnchors | undefined;
  /** A quick yes when the page surely has the id (e.g. a heading of its Markdown); else anchorsOf decides. */
  surelyHasAnchor?(route: string, id: string): boolean;
}

/** What kind of reference a URL is, which decides the problem kind when it is broken. */
export type Reference = 'link' | 'image' | 'asset';

/** A broken or roundabout link, before it is tied to a source file. */
export interface LinkProblem {
  kind: 'broken-link' | 'broken-anchor' | 'missing-image' | 'missing-asset' | 'redirected-link';
  /** `broken link "url": detail`. */
  message: string;
  /** What is wrong, without the URL, for messages that name it differently. */
  detail: string;
  hint: string;
  /** Where a broken link lands (its path, base URL included). */
  target?: string;
}

type Landing =
  | { type: 'outside' }
  | { type: 'page'; route: string; id: string | undefined }
  | { type: 'redirect'; route: string; to: string; hash: string }
  | { type: 'file' }
  | { type: 'unknown' }
  | { type: 'missing'; path: string };

const BASE = 'https://docsgen.invalid';
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Which kind of reference an element's attribute makes. */
export function referenceOf(tag: string, attr: string): Reference {
  if (tag === 'img' || tag === 'source' || tag === 'picture' || attr === 'srcset' || attr === 'poster') return 'image';
  if (tag === 'a' || tag === 'area') return 'link';
  return 'asset';
}

/** Resolves `url`, written on the page at `fromRoute`, against the site. */
export function landingOf(url: string, fromRoute: string, site: SiteFacts): Landing {
  // A same-page anchor, the most common link of all, needs no URL parsing.
  if (url.startsWith('#')) return { type: 'page', route: fromRoute, id: url.length > 1 ? safeDecode(url.slice(1)) : undefined };
  const prefix = site.baseUrl.replace(/\/$/, '');
  let absolute = url;
  if (site.siteUrl && url.startsWith(`${site.siteUrl}/`)) {
    absolute = url.slice(site.siteUrl.length);
    // The host's other pages (https://example.com/pricing beside a site at /docs/) are not the site's.
    if (!absolute.startsWith(`${prefix}/`)) return { type: 'outside' };
  } else if (SCHEME.test(url) || url.startsWith('//')) return { type: 'outside' };
  let parsed: URL;
  try {
    parsed = new URL(absolute, BASE + prefix + urlPathOf(fromRoute, { trailingSlash: site.trailingSlash ?? true, pageFiles: 'folder', slashRoutes: site.slashRoutes }));
  } catch {
    return { type: 'missing', path: url };
  }
  const pathname = safeDecode(parsed.pathname);
  const hash = parsed.hash;
  const id = hash.length > 1 ? safeDecode(hash.slice(1)) : undefined;
  if (!pathname.startsWith(`${prefix}/`)) return site.beyondBase?.(pathname) ? { type: 'file' } : { type: 'missing', path: pathname };
  const route = pathname.slice(prefix.length);
  if (site.routes.has(route)) return { type: 'page', route, id };
  const to = site.redirects.get(route);
  if (to !== undefined) return { type: 'redirect', route, to, hash };
  const file = route.slice(1);
  const exists = site.hasFile(route.endsWith('/') ? `${file}index.html` : file);
  if (exists) return { type: 'file' };
  // A static host serves /guide as /guide/ (a redirect hop, but it lands).
  if (!route.endsWith('/') && site.routes.has(`${route}/`)) return { type: 'page', route: `${route}/`, id };
  if (exists === undefined && /\.[a-z0-9]+$/i.test(route) && !/\.mdx?$/i.test(route)) return { type: 'unknown' };
  return { type: 'missing', path: pathname };
}

/**
 * The problem with a URL, if it has one. `url` is as it is on the page at `fromRoute`; `written` is
 * how the source wrote it, when the build rewrote it (a .md link), for the message.
 */
export function findLinkProblem(url: string, reference: Reference, fromRoute: string, site: SiteFacts, written = url): LinkProblem | undefined {
  if (url === '#' || url.startsWith('#:~:')) return undefined;
  const landing = landingOf(url, fromRoute, site);
  const prefix = site.baseUrl.replace(/\/$/, '');
  const problem = (kind: LinkProblem['kind'], label: string, detail: string, hint: string): LinkProblem => ({ kind, message: `${label} "${written}": ${detail}`, detail, hint });
  switch (landing.type) {
    case 'outside':
    case 'file':
    case 'unknown':
      return undefined;
    case 'missing':
      if (reference === 'image') return problem('missing-image', 'missing image', `there is no file at ${landing.path}`, 'fix the path, or add the image');
      if (reference === 'asset') return problem('missing-asset', 'missing file', `there is no file at ${landing.path}`, 'fix the path, or add the file');
      if (/\.mdx?$/i.test(landing.path)) {
        return problem('broken-link', 'broken link', 'it names no existing doc, so it was not turned into a page link', "check the file name; a relative link to an existing .md file becomes that doc's route");
      }
      return { ...problem('broken-link', 'broken link', `there is no page, redirect or file at ${landing.path}`, 'link to an existing page, or add the page or a redirect'), target: landing.path };
    case 'redirect': {
      const [toRoute, toHash = ''] = landing.to.split('#');
      const final = prefix + toRoute + (landing.hash || (toHash ? `#${toHash}` : ''));
      return problem('redirected-link', 'link', `it goes through a redirect to ${final}`, `link to ${final} directly`);
    }
    case 'page': {
      if (landing.id === undefined || landing.id === 'top' || reference !== 'link') return undefined;
      if (site.surelyHasAnchor?.(landing.route, landing.id)) return undefined;
      const anchors = site.anchorsOf(landing.route);
      if (!anchors || anchors.ids.has(landing.id)) return undefined;
      return problem(
        'broken-anchor',
        'broken anchor',
        `the page ${prefix + landing.route} has no heading or element with the id "${landing.id}"`,
        `link to one of its headings${headingSample(anchors.headings, landing.id)}, or give a heading the explicit id {#${landing.id}}`,
      );
    }
  }
}

/** A few of the page's heading ids, those sharing a word with the broken one first, for the hint. */
function headingSample(headings: string[], wanted: string): string {
  const words = new Set(wanted.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2));
  const all = [...new Set(headings)].filter(Boolean);
  const near = all.filter((id) => id.toLowerCase().split(/[^a-z0-9]+/).some((w) => words.has(w)));
  const shown = [...new Set([...near, ...all])].slice(0, 5).map((id) => `#${id}`);
  return shown.length ? ` (${shown.join(', ')}${all.length > shown.length ? ', …' : ''})` : '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
