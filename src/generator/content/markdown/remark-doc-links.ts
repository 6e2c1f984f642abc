/**
 * Rewrites relative links to Markdown files (`./setup.md#keys`) into the routes of those docs
 * (`/guide/setup/#keys`), under the site's base URL. A link to a .md file that does not exist is a
 * warning with file:line. An absolute link (`/guide/setup`) is under the base URL too, as Docusaurus'
 * and VitePress' are (`pathname:///x` is left at /x); one to a doc's route without its final slash
 * gets it, so the reader's browser is not redirected (on a site without trailing slashes every site
 * path loses it instead). A relative link to a page (`./setup`,
 * `../guide/setup`) that the browser would resolve to no doc from this page's URL, but that names a
 * doc when read from the URL without its final slash, as Docusaurus' pages have it, is that doc's
 * route: links written against a Docusaurus site keep their targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Link, Definition } from 'mdast';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';
import { warnAt } from './types.ts';
import { routeHref, urlPathOf } from '../../routes/url-rules.ts';

export interface Options {
  /** Maps a doc's path under content/ (e.g. "guide/setup.md") to its route. */
  routeOfContentPath: (contentPath: string) => string | undefined;
  /** The site's base URL ("/" unless set). */
  baseUrl?: string;
  /** Whether a route (base URL not included, e.g. "/guide/setup/") is a doc's. */
  isDocRoute?: (route: string) => boolean;
  /** Whether page URLs end with "/" (config trailingSlash); true unless set. */
  trailingSlash?: boolean;
  /** With trailingSlash false: "html" pages (x.html) lose a written final slash; "folder" pages keep it, as Docusaurus' unset keeps it. */
  pageFiles?: 'folder' | 'html';
  /** Folder pages whose URL keeps its "/" all the same (config slashRoutes). */
  slashRoutes?: readonly string[];
  /** Where docs are served (config docsRouteBase): the route of an API page a generated `.api.mdx` link names. */
  routeBase?: string;
  /** Read as Docusaurus 2 (MDX 1) read links: `code-gen.md/#templates` is the file (Docusaurus 3 leaves it broken). */
  mdx1?: boolean;
}

/** The code of a link to a Markdown file that is no doc: what config `onBrokenMarkdownLinks` decides about. */
export const BROKEN_MARKDOWN_LINK = 'broken-markdown-link';

/** The files docusaurus-plugin-openapi-docs generates (`checkout.api.mdx`): docsgen makes their pages from the specs. */
const GENERATED_API_DOC = /\.(?:api|info|tag|schema)\.mdx$/;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export default function remarkDocLinks(options: Options) {
  return (tree: Root, file: VFile) => {
    const from = file.data.source ?? '';
    // The doc's path under content/, set by the pipeline.
    const contentPath = file.data.contentPath ?? '';
    const dir = path.posix.dirname(contentPath);
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const url = link.url;
      if (url?.startsWith('pathname://')) {
        link.url = url.slice('pathname://'.length);
        return;
      }
      // A Markdown file named from the docs folder or the site (`/docs/guide/setup.md`) is looked up as
      // Docusaurus does, before an absolute link is taken as a site path.
      if (url?.startsWith('/') && !url.startsWith('//') && !/\.mdx?(#|$)/.test(url)) {
        const absolute = underBase(url, options);
        if (absolute !== url) {
          link.url = absolute;
          (file.data.rewrittenUrls ??= new Map()).set(link.url, url);
        }
        return;
      }
      if (!url || SCHEME.test(url) || url.startsWith('#')) return;
      const hashAt = url.indexOf('#');
      // `code-gen.md/#templates`: a Markdown file with a slash before its anchor, which Docusaurus 2 resolved as the file.
      const written = decodeURI(hashAt >= 0 ? url.slice(0, hashAt) : url);
      const target = options.mdx1 ? written.replace(/(\.mdx?)\/$/, '$1') : written;
      const hash = hashAt >= 0 ? url.slice(hashAt) : '';
      if (!/\.mdx?$/.test(target)) {
        const page = pageLinkWithoutSlash(target, contentPath, options);
        // A file that is not beside the doc (which is published with it, remark-local-images.ts) is
        // the site path it names from the page's URL, as Docusaurus' Link writes it: a static file,
        // or a broken link the link check names.
        const resolved = page !== undefined ? hrefOf(page + hash, options) : fileNotBesideDoc(target, file) ? resolvedFromPage(url, contentPath, options, true) : resolvedFromPage(url, contentPath, options);
        if (resolved !== undefined && resolved !== url) {
          link.url = resolved;
          (file.data.rewrittenUrls ??= new Map()).set(link.url, url);
        }
        return;
      }
      // The docs folder as the site names it ("docs/"): the doc's source without its content path.
      const contentRoot = contentPath && from.endsWith(contentPath) ? from.slice(0, from.length - contentPath.length) : '';
      const candidates = markdownCandidates(target, dir, contentRoot);
      const resolved = candidates[0] ?? target;
      // A generated API doc's file (which the repo may not even have) is the page docsgen renders for
      // it, at the plugin's route; the finished site's link check says if there is none.
      const route =
        candidates.map((candidate) => options.routeOfContentPath(candidate)).find((found) => found !== undefined) ??
        (GENERATED_API_DOC.test(resolved) ? `${options.routeBase ?? '/'}${resolved.replace(GENERATED_API_DOC, '')}/` : undefined);
      if (route === undefined) {
        (file.data.reportedUrls ??= new Set()).add(url);
        // Named from the site's folder (docs/…), as the file that links is.
        warnAt(file.data, link.position?.start.line, `broken Markdown link "${url}": no doc at ${contentRoot}${resolved}`, `check the file name, or link to one of the existing docs (linked from ${from})`, BROKEN_MARKDOWN_LINK);
        // Written as the path it leads to from the page, as Docusaurus writes it (the same place a browser finds).
        const fromPage = resolvedFromPage(url, contentPath, options, true);
        if (fromPage !== undefined && fromPage !== url) {
          link.url = fromPage;
          (file.data.rewrittenUrls ??= new Map()).set(link.url, url);
        }
        return;
      }
      link.url = hrefOf(route + hash, options);
      // Docusaurus 2 replaced `code-gen.md` alone: the slash written after it stays (`/docs/code-gen/#x`).
      if (target !== written) link.url = link.url.replace(/^([^#?]*?)\/?(?=[#?]|$)/, '$1/');
      (file.data.rewrittenUrls ??= new Map()).set(link.url, url);
    });
  };
}

/** Whether a relative link names a file (not a page) that is not there beside the doc. */
function fileNotBesideDoc(target: string, file: VFile): boolean {
  if (!file.path || target.startsWith('/') || !/\.[a-z0-9]+$/i.test(target) || /\.html?$/i.test(target)) return false;
  return !fs.existsSync(path.resolve(path.dirname(file.path), target));
}

/** A route's href under the base URL, in the site's URL form. */
function hrefOf(route: string, options: Options): string {
  return routeHref(options.baseUrl ?? '/', route, { trailingSlash: options.trailingSlash ?? true, pageFiles: options.pageFiles ?? 'folder', slashRoutes: options.slashRoutes });
}

/** An absolute site path under the base URL, with a doc route's final slash. */
function underBase(url: string, options: Options): string {
  const base = options.baseUrl ?? '/';
  const at = url.search(/[?#]/);
  let pathPart = at === -1 ? url : url.slice(0, at);
  const rest = at === -1 ? '' : url.slice(at);
  const within = base !== '/' && (pathPart + '/').startsWith(base);
  const route = within ? `/${pathPart.slice(base.length)}` : pathPart;
  if (options.trailingSlash === false) {
    // "/guide/setup/" would miss "guide/setup.html": as Docusaurus' Link does with trailingSlash
    // false, every site path but the home page loses it. Folder pages take both, as written.
    if (options.pageFiles === 'html' && route.length > 1 && route.endsWith('/')) pathPart = pathPart.slice(0, -1);
  } else if (!route.endsWith('/') && !/\.[a-z0-9]+$/i.test(route) && options.isDocRoute?.(`${route}/`)) pathPart = `${pathPart}/`;
  return (within || base === '/' ? pathPart : base + pathPart.slice(1)) + rest;
}

/**
 * The doc route a relative page link names when read as Docusaurus' pages read it (from the page's
 * URL without its final slash: `./b` from `/docs/a/x` is `/docs/a/b`), when the browser, reading it
 * from docsgen's `/docs/a/x/`, would find no doc. Undefined for every other link (a file, a query,
 * one that already works).
 */
function pageLinkWithoutSlash(target: string, contentPath: string | undefined, options: Options): string | undefined {
  if (!options.isDocRoute || !contentPath || target === '' || target.startsWith('?') || /\.[a-z0-9]+$/i.test(target)) return undefined;
  const own = options.routeOfContentPath(contentPath);
  if (!own) return undefined;
  const resolve = (from: string) => new URL(target.split('?')[0], `http://site${from}`).pathname;
  const withSlash = (route: string) => (route.endsWith('/') ? route : `${route}/`);
  // Pages without a final slash resolve it so in the browser too, but a host may add the slash
  // (GitHub Pages does, for a folder's index.html): the link is written whole.
  if (options.trailingSlash !== false && options.isDocRoute(withSlash(resolve(own)))) return undefined;
  const route = withSlash(resolve(own.replace(/\/$/, '') || '/'));
  return options.isDocRoute(route) ? route : undefined;
}

/**
 * A relative link to a page (`./category/sub/`, `../guide`) as a site path, read from the page's own
 * URL as Docusaurus' Link resolves it when it builds: a host that serves the page at another form of
 * its URL (GitHub Pages adds the final slash to a folder's page) cannot send it elsewhere. Files
 * (a name with an extension), queries and links that only leave the folder's root are left as written.
 */
function resolvedFromPage(url: string, contentPath: string | undefined, options: Options, file = false): string | undefined {
  if (!contentPath || url.startsWith('?') || url.startsWith('/') || (!file && /\.[a-z0-9]+(?=[?#]|$)/i.test(url.split('#')[0]))) return undefined;
  const own = options.routeOfContentPath(contentPath);
  if (!own) return undefined;
  const form = { trailingSlash: options.trailingSlash ?? true, pageFiles: options.pageFiles ?? 'folder', slashRoutes: options.slashRoutes };
  const base = (options.baseUrl ?? '/').replace(/\/$/, '');
  const page = new URL(base + urlPathOf(own, form), 'http://site');
  const resolved = new URL(url, page);
  if (!resolved.pathname.startsWith(`${base}/`)) return undefined;
  // With trailingSlash true every page's URL ends with "/", as Docusaurus writes such a link (not a file's).
  const pathname = options.trailingSlash === true && !file && !resolved.pathname.endsWith('/') ? `${resolved.pathname}/` : resolved.pathname;
  return pathname + resolved.search + resolved.hash;
}

/**
 * The content paths a Markdown link may name, in Docusaurus' order of trying them: `./x.md` and
 * `../x.md` from the doc's folder only; `/x.md` from the docs folder, then the site's root (where
 * `/docs/x.md` names the docs folder's `x.md`); a bare `x.md` from the doc's folder, then both.
 * `@site/docs/x.md` is the site's path. `contentRoot` is the docs folder from the site ("docs/").
 */
function markdownCandidates(target: string, dir: string, contentRoot: string): string[] {
  const fromSite = (sitePath: string) => (contentRoot && sitePath.startsWith(contentRoot) ? [sitePath.slice(contentRoot.length)] : []);
  if (target.startsWith('@site/')) return fromSite(path.posix.normalize(target.slice('@site/'.length)));
  const fromDir = path.posix.normalize(path.posix.join(dir, target));
  if (target.startsWith('./') || target.startsWith('../')) return [fromDir];
  const rooted = path.posix.normalize(target.replace(/^\/+/, ''));
  const fromRoots = [rooted, ...fromSite(rooted)];
  return target.startsWith('/') ? fromRoots : [fromDir, ...fromRoots];
}
