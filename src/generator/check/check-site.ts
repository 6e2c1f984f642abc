/**
 * `docsgen check`: reads a built site (every page's HTML plus the check manifest) and finds broken
 * links, anchors, images and files, redirect problems, links through redirects, pages in no sidebar
 * and sidebar entries with no page. Each problem is tied to the file (and line) to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RegionCache, scanPage, type ScannedPage } from './html-scan.ts';
import { MANIFEST_PATH, readManifest, type CheckManifest, type ManifestPage } from './manifest.ts';
import { ProblemList, type Problem } from './problems.ts';
import { findLinkProblem, referenceOf, type LinkProblem, type Reference, type SiteFacts } from './resolve-link.ts';
import { SourceLines } from './source-lines.ts';
import { routeOfHref } from '../routes/url-rules.ts';
import { compareText } from '../text-order.ts';

export interface CheckOptions {
  /** Absolute folder of the site (where site.config.ts is). */
  rootDir: string;
  /** Absolute output folder to check. */
  outDir: string;
  /** The config file, relative to rootDir: the source of navbar, footer, sidebar and redirect links. */
  configFile: string;
  /** For a locale's site in a folder of the output: whether a path outside its base URL is a page or file of the whole output. */
  beyondBase?: (pathname: string) => boolean;
}

export interface CheckReport {
  problems: Problem[];
  /** Pages read. */
  pages: number;
  /** URLs checked. */
  links: number;
  ms: number;
}

/** What every check needs: the manifest, the site's facts, where to put problems, how to find lines. */
interface CheckContext {
  manifest: CheckManifest;
  site: SiteFacts;
  prefix: string;
  configFile: string;
  shownOutDir: string;
  lines: SourceLines;
  problems: ProblemList;
}

/** Checks a built site and returns every problem, sorted by source file and line. */
export function checkSite(options: CheckOptions): CheckReport {
  const started = performance.now();
  const shownOutDir = path.relative(options.rootDir, options.outDir).split(path.sep).join('/') || '.';
  const manifest = readManifest(options.outDir, shownOutDir);
  const files = new Set(
    (fs.readdirSync(options.outDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((e) => e.isFile())
      .map((e) => path.relative(options.outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );
  const scanned = new Map<string, ScannedPage>();
  const regions = new RegionCache();
  for (const page of manifest.pages) {
    scanned.set(page.route, files.has(page.file) ? scanPage(fs.readFileSync(path.join(options.outDir, page.file)), regions) : { links: [], ids: new Set(), headings: [] });
  }
  const ctx: CheckContext = {
    manifest,
    prefix: manifest.baseUrl.replace(/\/$/, ''),
    configFile: options.configFile,
    shownOutDir,
    lines: new SourceLines(options.rootDir, manifest.baseUrl),
    problems: new ProblemList(),
    site: {
      baseUrl: manifest.baseUrl,
      siteUrl: manifest.siteUrl,
      trailingSlash: manifest.trailingSlash,
      slashRoutes: manifest.slashRoutes,
      // Pages another build of the site wrote into the same output (a docs version's, a locale's) are pages too.
      routes: new Set([...manifest.pages.map((p) => p.route), ...pageRoutesOf(files, new Set(manifest.redirects.map((r) => r.from)))]),
      redirects: new Map(manifest.redirects.map((r) => [r.from, r.to])),
      hasFile: (file) => files.has(file),
      ...(options.beyondBase ? { beyondBase: options.beyondBase } : {}),
      anchorsOf: (route) => scanned.get(route),
    },
  };
  checkSidebars(ctx);
  checkRedirects(ctx, files);
  checkSidebarCoverage(ctx);
  let links = 0;
  const memo: Memo = { link: new Map(), image: new Map(), asset: new Map() };
  for (const page of manifest.pages) links += checkPage(ctx, page, scanned.get(page.route)!, memo, files.has(page.file));
  // A Docusaurus repo's other locales are sites of their own in folders of the output, each with its manifest.
  let pages = manifest.pages.length;
  const problems = ctx.problems.sorted();
  // A link from a locale's page to another locale's (its dropdown) lands if that page is in the output.
  const prefix = manifest.baseUrl.replace(/\/$/, '');
  const beyondBase = (pathname: string) => {
    if (!pathname.startsWith(`${prefix}/`)) return false;
    const route = pathname.slice(prefix.length);
    return ctx.site.routes.has(route) || ctx.site.routes.has(`${route}/`) || files.has(route.slice(1)) || files.has(`${route.slice(1).replace(/\/?$/, '/')}index.html`);
  };
  for (const folder of localeFolders(options.outDir)) {
    const locale = checkSite({ ...options, outDir: path.join(options.outDir, folder), beyondBase });
    problems.push(...locale.problems);
    pages += locale.pages;
    links += locale.links;
  }
  return { problems: problems.sort(bySourceAndLine), pages, links, ms: performance.now() - started };
}

/** The folders of the output that hold a site of their own (another locale's): each has a check manifest. */
function localeFolders(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && fs.existsSync(path.join(outDir, entry.name, MANIFEST_PATH)))
    .map((entry) => entry.name);
}

function bySourceAndLine(a: Problem, b: Problem): number {
  return compareText(a.source, b.source) || (a.line ?? 0) - (b.line ?? 0) || compareText(a.target, b.target);
}

/** Sidebar entries must land on a page; they are written in the config. */
function checkSidebars(ctx: CheckContext): void {
  for (const [name, entries] of Object.entries(ctx.manifest.sidebars)) {
    for (const entry of entries) {
      if (entry.external) continue;
      const problem = findLinkProblem(entry.href, 'link', '/', ctx.site);
      if (!problem) continue;
      const noPage = problem.kind === 'broken-link';
      ctx.problems.add({
        kind: noPage ? 'sidebar-entry-without-page' : problem.kind,
        source: ctx.configFile,
        line: ctx.lines.lineOf(ctx.configFile, entry.href) ?? ctx.lines.lineOf(ctx.configFile, entry.label) ?? null,
        target: entry.href,
        message: noPage ? `sidebar entry "${entry.label}" of the sidebar "${name}" links to ${entry.href}, which is no page of the site` : problem.message,
        hint: noPage ? 'point the entry at an existing doc or page, or remove it' : problem.hint,
        page: null,
      });
    }
  }
}

/** Each redirect must have its stub and land on a page (and its anchor). */
function checkRedirects(ctx: CheckContext, files: Set<string>): void {
  for (const redirect of ctx.manifest.redirects) {
    const target = ctx.prefix + redirect.to;
    const problem = findLinkProblem(target, 'link', '/', ctx.site);
    const stubMissing = !files.has(redirect.file);
    if (!problem && !stubMissing) continue;
    const what = stubMissing ? `its stub ${ctx.shownOutDir}/${redirect.file} is missing` : problem!.detail;
    ctx.problems.add({
      kind: 'broken-redirect',
      source: ctx.configFile,
      line: ctx.lines.lineOf(ctx.configFile, redirect.from) ?? null,
      target,
      message: `broken redirect from ${ctx.prefix + redirect.from} to ${target}: ${what}`,
      hint: stubMissing ? 'rebuild the site' : 'point the redirect at an existing page',
      page: null,
    });
  }
}

/** Pages no sidebar links to can only be found through other links (unless their front matter says so). */
function checkSidebarCoverage(ctx: CheckContext): void {
  const linked = new Set<string>();
  for (const entries of Object.values(ctx.manifest.sidebars)) {
    for (const e of entries) if (!e.external && e.href.startsWith(`${ctx.prefix}/`)) linked.add(routeOfHref(e.href.split('#')[0], { baseUrl: ctx.manifest.baseUrl, trailingSlash: ctx.manifest.trailingSlash ?? true }));
  }
  for (const page of ctx.manifest.pages) {
    // The blog's pages are reached through its lists and recent posts, not the docs' sidebars.
    if (page.kind === 'search' || page.kind === 'not-found' || page.kind === 'blog' || page.sidebarChosen || linked.has(page.route)) continue;
    ctx.problems.add({
      kind: 'page-not-in-sidebar',
      source: page.source ?? ctx.configFile,
      line: null,
      target: ctx.prefix + page.route,
      message: `the page ${ctx.prefix + page.route} is in no sidebar, so readers reach it only through links`,
      hint: 'add it to a sidebar in the site config, or set displayed_sidebar in its front matter',
      page: page.route,
    });
  }
}

/** Checks every URL of one page and returns how many it checked. */
function checkPage(ctx: CheckContext, page: ManifestPage, scanned: ScannedPage, memo: Memo, exists: boolean): number {
  if (!exists) {
    ctx.problems.add({ kind: 'broken-link', source: page.source ?? ctx.configFile, line: null, target: ctx.prefix + page.route, message: `the page ${ctx.prefix + page.route} is missing from ${ctx.shownOutDir}/`, hint: 'rebuild the site', page: page.route });
    return 0;
  }
  // URLs written in the doc's Markdown are checked with their lines; the rest of the page
  // (navbar, sidebar, footer, generated API markup) is traced to the config or the spec.
  const written = new Set<string>();
  for (const link of page.links) {
    written.add(link.url);
    const problem = findLinkProblem(link.url, referenceOf(link.tag, link.attr), page.route, ctx.site, link.written);
    if (problem) ctx.problems.add({ ...problem, source: page.source ?? ctx.configFile, line: link.line, target: link.written ?? link.url, page: page.route });
  }
  let checked = page.links.length;
  for (const link of scanned.links) {
    if (written.has(link.url)) continue;
    checked++;
    const reference = referenceOf(link.tag, link.attr);
    const problem = cachedProblem(ctx, memo, link.url, reference, page.route);
    if (!problem) continue;
    ctx.problems.add({ ...problem, ...locate(ctx, page, link.url), target: link.url, page: page.route });
  }
  return checked;
}

type Memo = Record<Reference, Map<string, LinkProblem | undefined>>;

/** Root-relative URLs land in the same place from every page, so their verdict is computed once. */
function cachedProblem(ctx: CheckContext, memo: Memo, url: string, reference: Reference, route: string): LinkProblem | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return findLinkProblem(url, reference, route, ctx.site);
  const known = memo[reference];
  if (!known.has(url)) known.set(url, findLinkProblem(url, reference, route, ctx.site));
  return known.get(url);
}

/** The file (and line) a URL outside a doc's Markdown comes from: the config, else the page's spec or doc. */
function locate(ctx: CheckContext, page: ManifestPage, url: string): { source: string; line: number | null } {
  const configLine = ctx.lines.lineOf(ctx.configFile, url);
  if (configLine !== undefined) return { source: ctx.configFile, line: configLine };
  if (page.source) return { source: page.source, line: page.kind === 'doc' ? null : (ctx.lines.lineOf(page.source, url) ?? null) };
  return { source: `${ctx.shownOutDir}/${page.file}`, line: null };
}

/**
 * The routes of the HTML pages among the output's files ("docs/1.0/intro/index.html" and
 * "docs/1.0/intro.html" are /docs/1.0/intro/), but the redirects' stubs: a link to one is a link through a redirect.
 */
function pageRoutesOf(files: Set<string>, redirected: Set<string>): string[] {
  return [...files]
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '/')}`.replace(/\/+$/, '/'))
    .filter((route) => !redirected.has(route));
}
