/**
 * The RouteTable: one model of every page, sidebar and redirect, built before anything renders.
 * Duplicate routes, sidebar items naming missing docs and redirects to missing routes fail here.
 */
import { pluralText } from '../../templates/labels.ts';
import { themeLabelsOf } from '../config/theme-labels.ts';
import type { CategoryMeta } from '../content/categories.ts';
import type { PageSection } from '../render/search-sections.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import type { Doc } from '../content/load-docs.ts';
import type { DocTag, DocTags } from '../content/doc-tags.ts';
import type { Blog, BlogView } from '../blog/types.ts';
import type { ReactPageSource } from '../content/load-react-pages.ts';
import { numberPrefixParserOf } from '../content/doc-path.ts';
import { resolveSidebars, type GeneratedIndex } from './sidebars.ts';
import { apiFoldersOf } from './api-folders.ts';
import { checkNames } from './name-checks.ts';
import { hrefsOf, pageFileOf, routeOfHref, urlPathOf } from './url-rules.ts';
import type { SidebarNode, Crumb, PageLink, TocItem } from '../../shared/types.ts';

interface PageBase {
  route: string;
  title: string;
  description: string | undefined;
  /** Name of the sidebar the page displays, if any. */
  sidebar: string | undefined;
  /** Source file relative to the site root, for messages and edit links. */
  source: string | undefined;
  /** When the page last changed and first appeared (ISO 8601, from git), set by page-dates.ts. */
  dates?: { modified: string; created: string };
}

export interface DocPage extends PageBase {
  kind: 'doc';
  doc: Doc;
  /** Its `tags`, each with its page. */
  tags?: Array<{ label: string; route: string }>;
  /** Its last change as a reader may be shown it: front matter `last_update`, else git's (never a fallback date). */
  lastUpdate?: { date?: string; author?: string };
}
export interface CategoryIndexPage extends PageBase {
  kind: 'category-index';
  index: GeneratedIndex;
}
export interface SearchPage extends PageBase {
  kind: 'search';
}
/** The not-found page's route (written as 404.html). */
const NOT_FOUND_ROUTE = '/404/';
export interface NotFoundPage extends PageBase {
  kind: 'not-found';
  /** The site's own 404 page (a Docusaurus repo's src/pages/404.js), drawn instead of docsgen's. */
  react?: ReactPageSource;
}
/** A page contributed by a plugin (the API reference, a site's plugin), whose body the plugin renders itself. */
export interface ContributedPage extends PageBase {
  kind: 'contributed';
  /** The plugin that added it (a site's plugin), for messages. */
  plugin?: string;
  /** Body markup, rendered by the plugin's own templates. */
  html: string;
  toc: TocItem[];
  /** Extra class on the article, for wider layouts. */
  articleClass?: string;
  /** The body's searchable text by h2/h3 section; computed from `html` by the search step when absent. */
  sections?: PageSection[];
  /** For API reference pages: what the page documents, its group's info page and spec download. */
  api?: { kind: 'info' | 'tag' | 'operation' | 'schema'; infoRoute: string; download: string };
  /** Files the page loads on demand (e.g. the code samples a reader has not chosen), paths relative to the output. */
  files?: Array<{ path: string; contents: string }>;
}

/** The page of one of the docs' tags (its docs), or of them all (see content/doc-tags.ts). */
export interface TagsPage extends PageBase {
  kind: 'tags';
  /** The tag whose docs the page lists; absent on the page of every tag. */
  tag?: DocTag;
  /** Every tag (the page of them all lists them by first letter). */
  tags: DocTag[];
  /** The page of every tag. */
  indexRoute: string;
}

/** A page of the blog (blog/blog-pages.ts): a post, a list of posts, the tags, the archive or the authors. */
export interface BlogPage extends PageBase {
  kind: 'blog';
  blog: BlogView;
  /** The recent posts beside the page. */
  recent: Blog['sidebar'];
  /** Its blog's options. */
  settings: Blog['settings'];
}

/** A React page from content/*.tsx, hydrated from its own chunk. */
export interface ReactPage extends PageBase {
  kind: 'react';
  react: ReactPageSource;
}

export type Page = DocPage | CategoryIndexPage | SearchPage | NotFoundPage | ContributedPage | ReactPage | TagsPage | BlogPage;

/** An old URL that forwards to a route. `file` is where the stub is written under dist/. */
export interface Redirect {
  from: string;
  to: string;
  file: string;
}

/** Where a page sits in its sidebar. */
export interface PageNavigation {
  breadcrumbs: Crumb[];
  /** The page's own label in its sidebar (its last breadcrumb, as Docusaurus names it). */
  label?: string;
  prev: PageLink | undefined;
  next: PageLink | undefined;
}

export interface RouteTable {
  pages: Page[];
  byRoute: Map<string, Page>;
  sidebars: Map<string, SidebarNode[]>;
  redirects: Redirect[];
  navigation: Map<string, PageNavigation>;
}

/** Whether the site has a home page ("/" is a page, or a redirect to one): its logo and breadcrumbs lead there. */
export function hasHomePage(table: Pick<RouteTable, 'byRoute' | 'redirects'>): boolean {
  return table.byRoute.has('/') || table.redirects.some((r) => r.from === '/');
}

/** Pages and sidebar items a plugin adds before the table is built. */
export interface Contributions {
  pages: ContributedPage[];
  apiSidebarItems: SidebarNode[];
  /** Each API group's category by group id, for `{ type: 'api', group }` sidebar items. */
  apiGroupSidebars?: Record<string, SidebarNode>;
  /** Files to copy into the output as they are (e.g. spec downloads), `to` relative to it. */
  files: Array<{ from: string; to: string }>;
  /** Redirects a plugin adds (e.g. an API group's folder to its info page); a page or a configured redirect at `from` wins. */
  redirects?: Array<{ from: string; to: string }>;
  /** Sidebar items by plugin name, placed where a sidebar has `{ type: 'plugin', name }`. */
  pluginSidebarItems?: Map<string, SidebarNode[]>;
  /** Whole sidebars plugins add, by name. */
  sidebars?: Map<string, SidebarNode[]>;
  /** Files plugins write into the output, `path` relative to it. */
  outputs?: Array<{ path: string; contents: string; plugin?: string }>;
}

export interface RouteTableInputs {
  config: SiteConfig;
  configFile: string;
  /** Where the sidebars were written when not in the config (a Docusaurus repo's sidebars.js): their problems are named there. */
  sidebarsFile?: string;
  docs: Doc[];
  reactPages?: ReactPageSource[];
  contributions: Contributions;
  bag: DiagnosticBag;
  /** `_category_.json` metadata by folder (content/categories.ts). */
  categories?: Map<string, CategoryMeta>;
  /** The docs' tags (content/doc-tags.ts). */
  docTags?: DocTags;
  /** The blogs' pages (blog/load-blog.ts). */
  blogs?: Blog[];
}

export function buildRouteTable({ config, configFile, sidebarsFile, docs, reactPages = [], contributions, bag, categories, docTags, blogs = [] }: RouteTableInputs): RouteTable {
  const href = hrefsOf(config);
  const { trees, generatedIndexes, sidebarOfRoute, sidebarOfUnlisted, referenced } = resolveSidebars({
    declared: config.sidebars,
    docs,
    apiItems: contributions.apiSidebarItems,
    apiGroups: contributions.apiGroupSidebars,
    // Where docusaurus-plugin-openapi-docs' generated docs were, for a sidebar that autogenerates over them.
    ...(config.api?.slugs === 'docusaurus-openapi'
      ? { apiFolders: apiFoldersOf(config.api.groups.map((g) => ({ routeBase: g.routeBase ?? `/api/${g.id}/`, sidebar: contributions.apiGroupSidebars?.[g.id] })), config.docsRouteBase) }
      : {}),
    contributed: new Map(contributions.pages.map((p) => [p.route, { title: p.title }])),
    pluginItems: contributions.pluginSidebarItems,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    slashRoutes: config.slashRoutes,
    configFile: sidebarsFile ?? configFile,
    bag,
    categories,
    routeBase: config.docsRouteBase,
    contentDir: config.contentDir,
    categoryDefaults: config.sidebarCategories,
    numberPrefixes: numberPrefixParserOf(config.numberPrefixParser, configFile),
    words: config.sidebarLabels,
  });

  for (const [name, items] of contributions.sidebars ?? []) trees.set(name, items);
  checkNames({ config, configFile, docs, reactPages, bag });
  const pages: Page[] = [];
  for (const doc of docs) {
    const displayed = doc.frontMatter.displayed_sidebar;
    let sidebar = displayed === null ? undefined : (displayed ?? sidebarOfRoute.get(href(doc.route)) ?? sidebarOfUnlisted.get(href(doc.route)));
    if (displayed && !trees.has(displayed)) {
      bag.error({ file: doc.source, line: 2, message: `displayed_sidebar "${displayed}" is not a sidebar`, hint: `use one of: ${[...trees.keys()].join(', ')}` });
      sidebar = undefined;
    }
    // A site with no sidebar at all (a Docusaurus config's `sidebarPath: false`) means it.
    if (displayed === undefined && sidebar === undefined && !doc.frontMatter.unlisted && !referenced.has(href(doc.route)) && trees.size > 0) {
      const where = /(^|[\\/])docusaurus\.[^\\/]*$/.test(configFile ?? '') ? 'the sidebars file (docs.sidebarPath)' : 'site.config.ts';
      bag.warn({ file: doc.source, message: 'this doc is in no sidebar, so readers can only reach it by a link', hint: `add it to a sidebar in ${where}, or set displayed_sidebar` });
    }
    const tags = docTags?.tagsOf.get(doc)?.map((tag) => ({ label: tag.label, route: tag.route }));
    pages.push({ kind: 'doc', route: doc.route, title: doc.title, description: doc.description, sidebar, source: doc.source, doc, ...(tags ? { tags } : {}) });
  }
  // The blog's pages come before the site's own pages: a blog at "/" is the home page, as in Docusaurus.
  for (const blog of blogs) for (const page of blog.pages) pages.push({ kind: 'blog', route: page.route, title: page.title, description: page.description, sidebar: undefined, source: page.source, blog: page.content, recent: blog.sidebar, settings: blog.settings });
  // The site's own 404 page (src/pages/404.js) is the not-found page, as Docusaurus makes it.
  const ownNotFound = reactPages.find((react) => react.route === NOT_FOUND_ROUTE);
  for (const react of reactPages) {
    if (react === ownNotFound) continue;
    const displayed = react.frontMatter.displayed_sidebar ?? undefined;
    if (displayed && !trees.has(displayed)) bag.error({ file: react.source, message: `displayed_sidebar "${displayed}" is not a sidebar`, hint: `use one of: ${[...trees.keys()].join(', ')}` });
    pages.push({ kind: 'react', route: react.route, title: react.title, description: react.description, sidebar: displayed && trees.has(displayed) ? displayed : undefined, source: react.source, react });
  }
  for (const index of generatedIndexes) {
    pages.push({ kind: 'category-index', route: index.route, title: index.title, description: index.description, sidebar: index.sidebar, source: undefined, index });
  }
  // A contributed page listed in a sidebar belongs to that sidebar (an API group placed in a Docusaurus sidebar).
  pages.push(...contributions.pages.map((page) => ({ ...page, sidebar: sidebarOfRoute.get(href(page.route)) ?? page.sidebar })));
  const words = themeLabelsOf(config);
  if (docTags) {
    pages.push({ kind: 'tags', route: docTags.indexRoute, title: words.tagsTitle, description: `Every tag of the ${config.title} docs.`, sidebar: undefined, source: undefined, tags: docTags.tags, indexRoute: docTags.indexRoute });
    for (const tag of docTags.tags) {
      // Docusaurus' wording: "One doc tagged with …", "2 docs tagged with …", in the language's plural forms.
      const title = pluralText(words.docsTagged, tag.docs.length, config.locale.code, { tag: tag.label });
      pages.push({ kind: 'tags', route: tag.route, title, description: tag.description ?? `${title}.`, sidebar: undefined, source: undefined, tag, tags: docTags.tags, indexRoute: docTags.indexRoute });
    }
  }
  pages.push({ kind: 'search', route: '/search/', title: words.searchTheDocsTitle, description: `Search the ${config.title}.`, sidebar: undefined, source: undefined });
  pages.push({ kind: 'not-found', route: NOT_FOUND_ROUTE, title: ownNotFound?.title ?? words.notFoundTitle, description: ownNotFound?.description ?? 'The page you are looking for does not exist.', sidebar: undefined, source: ownNotFound?.source, ...(ownNotFound ? { react: ownNotFound } : {}) });

  const byRoute = new Map<string, Page>();
  for (const page of pages) {
    const existing = byRoute.get(page.route);
    // The site's own /search page (a Docusaurus src/pages/search.js) takes the place of docsgen's, unsaid.
    if (existing?.kind === 'react' && page.kind === 'search') continue;
    if (existing) {
      // (Docusaurus builds both, one over the other's file: with its 'warn' the first is kept, but a
      // React page over a doc, as its router tries the pages' routes before the docs' nested ones.)
      const pageWins = page.kind === 'react' && DOCS_PLUGIN_KINDS.has(existing.kind);
      const duplicate = {
        file: page.source ?? configFile,
        message: `two sources make the route ${page.route}: ${sourceOf(existing)} and ${sourceOf(page)}${config.onDuplicateRoutes === 'throw' ? '' : pageWins ? '; the React page is built, the doc left out, as in Docusaurus' : `; the first is built, the second left out`}`,
        hint: 'rename one file, or give one a different `slug` (or `id`) in its front matter',
      };
      if (config.onDuplicateRoutes === 'throw') bag.error(duplicate);
      else if (config.onDuplicateRoutes !== 'ignore') bag.warn(duplicate);
      if (pageWins) byRoute.set(page.route, page);
      continue;
    }
    byRoute.set(page.route, page);
  }

  const redirects: Redirect[] = [];
  for (const [i, written] of config.redirects.entries()) {
    // "/guide/setup" names the page "/guide/setup/", as a Docusaurus redirect writes it.
    const pathOfTo = written.to.split(/[?#]/)[0];
    const target = byRoute.has(pathOfTo) || !byRoute.has(`${pathOfTo}/`) ? pathOfTo : `${pathOfTo}/`;
    const rule = { from: written.from, to: target + written.to.slice(pathOfTo.length) };
    // A page of another docs version or instance is that build's: it writes the redirect.
    if (!byRoute.has(target) && isBuiltElsewhere(target, config)) continue;
    if (!byRoute.has(target)) {
      bag.error({ file: configFile, message: `redirects[${i}] sends ${rule.from} to ${rule.to}, which is not a route of the site`, hint: 'point it at an existing page, or add the page' });
      continue;
    }
    if (byRoute.has(rule.from)) {
      bag.error({ file: configFile, message: `redirects[${i}] starts at ${rule.from}, which is a page of the site`, hint: 'remove the redirect or move the page' });
      continue;
    }
    redirects.push({ from: rule.from, to: rule.to, file: stubFileOf(rule.from, config) });
  }
  redirects.push(...createdRedirects(config, byRoute, redirects, bag, configFile));
  for (const rule of contributions.redirects ?? []) {
    if (byRoute.has(rule.from) || redirects.some((r) => r.from === rule.from) || !byRoute.has(rule.to)) continue;
    redirects.push({ from: rule.from, to: rule.to, file: stubFileOf(rule.from, config) });
  }

  return { pages: [...byRoute.values()], byRoute, sidebars: trees, redirects, navigation: computeNavigation(trees, config, docs, byRoute) };
}

/**
 * Whether a route is another build's (another docs version, instance or locale built beside this
 * one): the longest part of the site it is under decides, so the last version's docs at /docs/ hold
 * another version's /docs/1.0/, and this build's own docs under a longer base stay its own.
 */
export function isBuiltElsewhere(route: string, config: Pick<SiteConfig, 'builtElsewhere' | 'docsRouteBase'>): boolean {
  const under = (base: string) => `${route}/`.startsWith(base);
  const elsewhere = config.builtElsewhere.filter(under).sort((a, b) => b.length - a.length)[0];
  return elsewhere !== undefined && !(under(config.docsRouteBase) && config.docsRouteBase.length >= elsewhere.length);
}

/** The pages the docs plugin makes: a React page at one of their routes is the one shown. */
const DOCS_PLUGIN_KINDS = new Set<Page['kind']>(['doc', 'category-index', 'tags']);

/**
 * The redirects the config's createRedirects makes, to each page from the paths it gives for the
 * page's URL path; a path that is a page or a redirect already is left out, as Docusaurus leaves it.
 */
function createdRedirects(config: SiteConfig, byRoute: Map<string, Page>, taken: Redirect[], bag: DiagnosticBag, configFile: string): Redirect[] {
  if (!config.createRedirects) return [];
  const made: Redirect[] = [];
  const used = new Set(taken.map((r) => r.from));
  for (const page of byRoute.values()) {
    if (page.kind === 'search' || page.kind === 'not-found') continue;
    let given: unknown;
    try {
      given = config.createRedirects(urlPathOf(page.route, config));
    } catch (error) {
      bag.error({ file: configFile, message: `createRedirects threw for ${urlPathOf(page.route, config)}: ${(error as Error).message ?? String(error)}`, hint: 'make the function return a path, a list of paths, or undefined for every page path' });
      return made;
    }
    for (const from of [given].flat()) {
      if (typeof from !== 'string' || !from.startsWith('/')) continue;
      const route = from.endsWith('/') ? from : `${from}/`;
      if (byRoute.has(route) || byRoute.has(from) || used.has(from) || used.has(route)) continue;
      used.add(from);
      made.push({ from, to: page.route, file: stubFileOf(from, config) });
    }
  }
  return made;
}

/**
 * The file of a redirect stub: a page's file for "/old/" and also for "/old" (a file named "old"
 * would be downloaded, not shown); "/old.html" as it is.
 */
function stubFileOf(from: string, config: SiteConfig): string {
  return pageFileOf(from.endsWith('/') || /\.[a-z0-9]+$/i.test(from) ? from : `${from}/`, config);
}

/** What made a page, for messages: its file, the plugin that added it, or what generated it. */
function sourceOf(page: Page): string {
  if (page.kind === 'contributed' && page.plugin) return `the plugin "${page.plugin}"${page.source ? ` (from ${page.source})` : ''}`;
  return page.source ?? `the generated ${page.kind} page`;
}

/** Breadcrumbs and prev/next for every route a sidebar links, computed once per sidebar. */
function computeNavigation(trees: Map<string, SidebarNode[]>, config: SiteConfig, docs: Doc[], routes: Map<string, Page>): Map<string, PageNavigation> {
  const href = hrefsOf(config);
  const result = new Map<string, PageNavigation>();
  for (const tree of trees.values()) {
    const order: PageLink[] = [];
    const crumbsOf = new Map<string, Crumb[]>();
    const walk = (nodes: SidebarNode[], ancestors: Crumb[]) => {
      for (const node of nodes) {
        if (node.type === 'html') continue;
        if (node.type === 'link') {
          if (node.external || node.linkItem) continue;
          order.push({ label: node.label, href: node.href });
          if (!crumbsOf.has(node.href)) crumbsOf.set(node.href, ancestors);
        } else {
          if (node.href) {
            order.push({ label: node.label, href: node.href });
            if (!crumbsOf.has(node.href)) crumbsOf.set(node.href, ancestors);
          }
          walk(node.items, [...ancestors, { label: node.label, href: node.href }]);
        }
      }
    };
    walk(tree, []);
    // As Docusaurus pages through a sidebar: a page listed twice takes the neighbours of its first
    // place, and its second place is the neighbour of the pages beside it (a category and the doc it
    // links, side by side, are one place).
    const firstPlace = new Map<string, number>();
    order.forEach((link, i) => firstPlace.has(link.href) || firstPlace.set(link.href, i));
    // A page in several sidebars takes its place in the last, the one it shows (sidebars.ts).
    for (const [link, i] of firstPlace) {
      let before = i - 1;
      while (before >= 0 && order[before].href === link) before--;
      let after = i + 1;
      while (after < order.length && order[after].href === link) after++;
      result.set(routeOfHref(link, config, routes), { breadcrumbs: crumbsOf.get(link) ?? [], label: order[i].label, prev: order[before], next: order[after] });
    }
  }
  // Front matter pagination_label names a doc in its neighbours' previous/next links; a doc a
  // category links is named as a doc (its sidebar_label, or its title), not by the category's label,
  // as Docusaurus names it there.
  const categoryDocs = new Set<string>();
  const collectCategoryDocs = (nodes: SidebarNode[]) => nodes.forEach((node) => node.type === 'category' && (node.href && categoryDocs.add(node.href), collectCategoryDocs(node.items)));
  for (const tree of trees.values()) collectCategoryDocs(tree);
  const paginationLabels = new Map(
    docs.flatMap((d) => {
      const label = d.frontMatter.pagination_label ?? (categoryDocs.has(href(d.route)) ? (d.frontMatter.sidebar_label ?? d.title) : undefined);
      return label ? [[href(d.route), label] as const] : [];
    }),
  );
  if (paginationLabels.size) {
    for (const nav of result.values()) {
      if (nav.prev && paginationLabels.has(nav.prev.href)) nav.prev = { ...nav.prev, label: paginationLabels.get(nav.prev.href)! };
      if (nav.next && paginationLabels.has(nav.next.href)) nav.next = { ...nav.next, label: paginationLabels.get(nav.next.href)! };
    }
  }
  // Front matter pagination_prev / pagination_next (a doc id, or null to hide) override the sidebar order.
  const byId = new Map(docs.map((d) => [d.id, d]));
  for (const doc of docs) {
    const { pagination_prev: prev, pagination_next: next } = doc.frontMatter;
    // A doc in no sidebar has neighbours only where its front matter names them, as in Docusaurus.
    if (!result.has(doc.route) && (prev || next)) result.set(doc.route, { breadcrumbs: [], prev: undefined, next: undefined });
    const nav = result.get(doc.route);
    if (!nav) continue;
    if (prev === null) nav.prev = undefined;
    else if (prev && byId.get(prev)) nav.prev = { label: byId.get(prev)!.frontMatter.pagination_label ?? byId.get(prev)!.title, href: href(byId.get(prev)!.route) };
    if (next === null) nav.next = undefined;
    else if (next && byId.get(next)) nav.next = { label: byId.get(next)!.frontMatter.pagination_label ?? byId.get(next)!.title, href: href(byId.get(next)!.route) };
  }
  return result;
}
