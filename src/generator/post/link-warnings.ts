/**
 * Post-build step: every link and image of every doc is checked against the finished site (routes,
 * redirects, the ids in each target page's final HTML), and so is every navbar and footer link of the
 * config (on every page: Docusaurus fails a build for one). Broken ones are warnings with file:line;
 * the build goes on. A link to a file is checked against what the build publishes (the site's static
 * files, the theme's); one to a file a later step writes is left to `docsgen check`, which sees dist/.
 */
import { hasHomePage, isBuiltElsewhere } from '../routes/route-table.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { findLinkProblem, referenceOf, type SiteFacts } from '../check/resolve-link.ts';
import { scanHtml, type PageAnchors } from '../check/html-scan.ts';
import type { PostBuildContext, PostBuildStep } from './index.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { LinkRecord } from '../content/markdown/types.ts';

/** The code of a link to no page: what config `onBrokenLinks` decides about (build.ts). */
export const BROKEN_LINK = 'broken-link';
/** The code of a link to a page without its anchor: what config `onBrokenAnchors` decides about. */
export const BROKEN_ANCHOR = 'broken-anchor';

/** The policy code of a link problem, if a config setting decides about it. */
function codeOf(kind: string, policed: boolean): { code?: string } {
  if (kind === 'broken-anchor') return { code: BROKEN_ANCHOR };
  return kind === 'broken-link' && policed ? { code: BROKEN_LINK } : {};
}

export const linkWarningsStep: PostBuildStep = {
  name: 'links',
  readsPages: true,
  run(ctx) {
    const site = siteFactsOf(ctx);
    const prefix = ctx.config.baseUrl.replace(/\/$/, '');
    const unbuiltPartOf = (target: string | undefined) => (target === undefined ? undefined : ctx.config.unbuiltRoutes.find((route) => `${target}/`.startsWith(prefix + route)));
    const intoUnbuilt = (target: string | undefined) => unbuiltPartOf(target) !== undefined;
    // The longest route the link is under decides: the last version's docs at /docs/ hold another
    // version's /docs/1.0/, and an instance at the site's root ("/") holds the default docs' /docs/.
    const builtElsewhere = (target: string | undefined) => target !== undefined && target.startsWith(prefix) && isBuiltElsewhere(target.slice(prefix.length), ctx.config);
    // A link into a part docsgen does not build (the blog, another version or locale) says so: the
    // page is there on the Docusaurus site, not missing.
    const told = (problem: { kind: string; message: string; hint: string; target?: string }) => {
      const part = problem.kind === 'broken-link' ? unbuiltPartOf(problem.target) : undefined;
      return part === undefined ? problem : { ...problem, message: problem.message.replace(/: there is no page.*$/, `: it is under ${prefix}${part}, a part of the site docsgen does not build (named above)`), hint: 'none needed if the page exists on the Docusaurus site; docsgen builds the rest' };
    };
    const warnings: Diagnostic[] = [];
    const intoOwnSite: Diagnostic[] = [];
    const checkLinks = (route: string, source: string, links: LinkRecord[]) => {
      for (const link of links) {
        // A link the Markdown step named already (a missing .md file or image) is named once; but
        // under onBrokenLinks 'throw' it also fails the build, as the link Docusaurus leaves does.
        if (link.reported && ctx.config.onBrokenLinks !== 'throw') continue;
        const found = findLinkProblem(link.url, referenceOf(link.tag, link.attr), route, site, link.written);
        // A link into another build of the site (another locale) is that build's to check.
        if (found?.kind === 'broken-link' && builtElsewhere(found.target)) continue;
        const problem = found && told(found);
        // A link through a redirect still lands; `docsgen check` lists those.
        if (!problem || problem.kind === 'redirected-link') continue;
        // A full URL into the site is still named, but stops no build: Docusaurus checks none; nor
        // does a link into pages docsgen does not build (a Docusaurus blog).
        const fullUrl = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(link.url);
        const policed = problem.kind === 'broken-link' && !fullUrl && !intoUnbuilt(problem.target);
        const warning: Diagnostic = { file: source, line: link.line, message: problem.message, hint: problem.hint, ...codeOf(problem.kind, policed) };
        (fullUrl && problem.kind !== 'broken-anchor' ? intoOwnSite : warnings).push(warning);
      }
    };
    for (const [route, rendered] of ctx.markdown) checkLinks(route, ctx.table.byRoute.get(route)?.source ?? route, rendered.links);
    // The blog's posts, on their own pages (their lists show the same links, cut shorter).
    for (const page of ctx.table.pages) if (page.kind === 'blog' && page.blog.view === 'post') checkLinks(page.route, page.blog.post.source, page.blog.post.body.links);
    // Full URLs of the site's own host that lead to no page or file here: another part of that site
    // may serve them (uploads, a blog), and Docusaurus checks none. A few are named; many, summed up.
    if (intoOwnSite.length > 3) {
      const first = intoOwnSite[0];
      warnings.push({ file: first.file, line: first.line, message: `${intoOwnSite.length} links and images are full URLs of the site's own address (${ctx.config.url}) that lead to no page or file in this build; the first: ${first.message}`, hint: 'none needed if another part of that site serves them; write a site path (/docs/…) for docsgen to check a link' });
    } else warnings.push(...intoOwnSite);
    // A Docusaurus React page's own links (`<Link to>`), from the markup it was rendered to, as
    // Docusaurus checks every page's.
    for (const page of ctx.table.pages) {
      if (page.kind !== 'react') continue;
      const html = page.react.staticHtml ?? page.react.prerendered?.html;
      if (!html) continue;
      for (const link of scanHtml(html).links) {
        if (link.tag !== 'a' || link.attr !== 'href') continue;
        const found = findLinkProblem(link.url, 'link', page.route, site);
        // A link into another build of the site (another locale) is that build's to check.
        if (found?.kind === 'broken-link' && builtElsewhere(found.target)) continue;
        const problem = found && told(found);
        if (!problem || problem.kind === 'redirected-link' || problem.kind === 'broken-anchor') continue;
        if (problem.kind === 'broken-link' && builtElsewhere(problem.target)) continue;
        // Only a `<Link>`'s href fails the build under 'throw', as Docusaurus checks only those: a
        // plain <a> (`<a href="/x">`, "team@example.com") is a warning. (A Markdown page's links are
        // all site paths written as Markdown links, which Docusaurus makes Links.)
        const linked = page.react.linkedHrefs ? page.react.linkedHrefs.includes(link.url) : link.url.startsWith('/') && !link.url.startsWith('//');
        const policed = problem.kind === 'broken-link' && linked && !intoUnbuilt(problem.target);
        warnings.push({ file: page.source ?? page.route, message: problem.message, hint: problem.hint, ...(policed ? { code: BROKEN_LINK } : {}) });
      }
    }
    for (const { where, label, to } of configLinks(ctx.config)) {
      const problem = findLinkProblem(prefix + to, 'link', '/', site, to);
      if (!problem || problem.kind === 'redirected-link' || (problem.kind === 'broken-link' && builtElsewhere(problem.target))) continue;
      warnings.push({ file: ctx.configShown ?? 'site.config.ts', message: `${where} "${label}": ${problem.message}`, hint: `fix its "to", or add the page (the link is on every page)`, ...codeOf(problem.kind, !intoUnbuilt(problem.target)) });
    }
    // The navbar's title and logo lead to the home page, on every page. With the docs served from
    // "/" (routeBasePath '/') Docusaurus 2 took "/" for a page whether or not a doc is there, and 3.10
    // names it: a warning then, which onBrokenLinks does not make an error.
    // (A docs version's own build has no home page: the site's is the main build's.)
    if (!hasHomePage(ctx.table) && !ctx.config.navbar.brandHref && !builtElsewhere(ctx.config.baseUrl)) {
      warnings.push({
        file: ctx.configShown ?? 'site.config.ts',
        message: `the navbar's title and logo link to the home page "${ctx.config.baseUrl}", which is no page: broken link "${ctx.config.baseUrl}"`,
        hint: 'add a home page (a doc with slug "/", or src/pages/index for a Docusaurus site), or a redirect from "/"',
        ...(ctx.config.docsRouteBase !== '/' ? { code: BROKEN_LINK } : {}),
      });
    }
    return { files: [], warnings };
  },
};

/** The config's internal links: navbar items (dropdowns' too) and footer items, named for messages. */
function configLinks(config: SiteConfig): Array<{ where: string; label: string; to: string }> {
  const links: Array<{ where: string; label: string; to: string }> = [];
  config.navbar.items.forEach((item, i) => {
    if (item.type === 'html') return;
    if (item.type === 'versions' || item.type === 'locales') return [...item.before, ...item.after].forEach((sub, j) => 'to' in sub && sub.to && links.push({ where: `navbar.items[${i}] (its own links)`, label: sub.label, to: sub.to }));
    if (item.type === 'dropdown') item.items.forEach((sub, j) => 'to' in sub && sub.to && links.push({ where: `navbar.items[${i}].items[${j}]`, label: sub.label, to: sub.to }));
    else if (item.to) links.push({ where: `navbar.items[${i}]`, label: item.label, to: item.to });
  });
  config.footer.links.forEach((group, i) => group.items.forEach((item, j) => 'to' in item && item.to && links.push({ where: `footer.links[${i}].items[${j}]`, label: item.label, to: item.to })));
  if (config.navbar.brandHref?.startsWith('/')) links.push({ where: 'navbar.brandHref', label: config.navbar.title || 'logo', to: config.navbar.brandHref });
  return links;
}

/** The site as the build knows it: routes, redirects, the images it copies, ids read on demand. */
function siteFactsOf(ctx: PostBuildContext): SiteFacts {
  // Output files by route; a page's HTML is read (maybe from disk) only when a link points into it.
  const fileOfRoute = new Map<string, string>();
  for (const file of ctx.pages.keys()) fileOfRoute.set(ctx.routeOfPath.get(file) ?? file, file);
  const images = new Set<string>();
  for (const md of ctx.markdown.values()) for (const img of md.images) images.add(img.publicPath.slice(ctx.config.baseUrl.length));
  for (const page of ctx.table.pages) if (page.kind === 'blog' && page.blog.view === 'post') for (const img of page.blog.post.body.images) images.add(img.publicPath.slice(ctx.config.baseUrl.length));
  const anchors = new Map<string, PageAnchors>();
  return {
    baseUrl: ctx.config.baseUrl,
    siteUrl: ctx.config.url,
    trailingSlash: ctx.config.trailingSlash,
    slashRoutes: ctx.config.slashRoutes,
    routes: new Set(ctx.table.byRoute.keys()),
    redirects: new Map(ctx.table.redirects.map((r) => [r.from, r.to])),
    hasFile: (path) => (images.has(path) ? true : ctx.publishes?.(path)),
    // Most anchors name a heading of the target doc: known without reading its page.
    surelyHasAnchor: (route, id) => ctx.markdown.get(route)?.headings.some((h) => h.id === id) ?? false,
    anchorsOf(route) {
      if (!anchors.has(route)) {
        const file = fileOfRoute.get(route);
        const html = file === undefined ? undefined : ctx.pages.get(file);
        if (html === undefined) return undefined;
        // Only the anchors are kept; the page's links are not needed here.
        const { ids, headings } = scanHtml(html);
        anchors.set(route, { ids, headings });
      }
      return anchors.get(route);
    },
  };
}
