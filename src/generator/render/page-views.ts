/**
 * Render: every page of the RouteTable to an HTML string with React's renderToStaticMarkup.
 * A pure function of the model; each sidebar's markup is rendered once and reused by every page.
 */
import type { ReactPageSource } from '../content/load-react-pages.ts';
import { DOC_CARDS_MARK } from '../parallel/tasks.ts';
import { docsSearchTag } from '../config/docs-search-tag.ts';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createElement } from 'react';
import type { SiteConfig } from '../config/schema.ts';
import { hasHomePage, type Page, type RouteTable } from '../routes/route-table.ts';
import type { DocTag } from '../content/doc-tags.ts';
import { hrefsOf, routeHref, routeOfHref, spacesEncoded } from '../routes/url-rules.ts';
import type { RenderedMarkdown } from '../content/markdown/pipeline.ts';

import type { CardView, HeadTag, LinkView, NavbarItemView, PageView, SiteView } from '../../templates/model.ts';
import { UNWRAPPED_BODY } from '../../templates/model.ts';
import type { SidebarNode } from '../../shared/types.ts';
import { Layout } from '../../templates/Layout.tsx';
import { firstHrefOf } from '../../templates/Sidebar.tsx';
import { CARD_ICONS, DOCUSAURUS2_CATEGORY_ICON } from '../../templates/docusaurus/card-icons.ts';
import { DocCardLinks, THEME_SLOT, type DocCardLink } from '../../templates/docusaurus/components.tsx';
import { Footer } from '../../templates/Footer.tsx';
import { Navbar } from '../../templates/Navbar.tsx';
import { themeLabelsOf } from '../config/theme-labels.ts';
import { ENGLISH_LABELS, pluralText, type ThemeLabels } from '../../templates/labels.ts';
import { DocPage } from '../../templates/DocPage.tsx';
import { BlogPage } from '../../templates/BlogPage.tsx';
import { blogPageParts } from './blog-views.ts';
import { withIslandChunk } from './island-chunk.ts';
import { dateLocaleOf } from './date-locale.ts';
import { SearchPage } from '../../templates/SearchPage.tsx';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { saysNoindex, seoViewOf } from './seo/page-seo.ts';
import type { SidebarMarkup } from './sidebar-markup.ts';
import { DocsgenError } from '../diagnostics.ts';
import { runWithinBudget } from '../parallel/watchdog.ts';

export const GENERATOR_VERSION = '0.1.0';

/** A static file's URL: a site path is served under the base URL; an absolute URL is kept. */
function siteAssetUrl(src: string, prefix: string): string {
  // A URL of its own (https:, a data: image, //host) is used as written; a site path gets the base URL.
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src) ? src : `${prefix}/${src.replace(/^\//, '')}`;
}

/** The navbar logo's URLs. */
function logoView(logo: SiteConfig['navbar']['logo'], prefix: string): SiteView['navbar']['logo'] {
  if (logo === false) return false;
  if (!logo) return undefined;
  const { width, height, className, style } = logo;
  return { src: siteAssetUrl(logo.src, prefix), srcDark: logo.srcDark === undefined ? undefined : siteAssetUrl(logo.srcDark, prefix), alt: logo.alt, look: { width, height, className, style } };
}

/**
 * A site path the config writes (a navbar `to`), under the base URL. Pages that are x.html lose a
 * final slash, which would miss them; folder pages take both, so it is kept as written, as
 * Docusaurus does with trailingSlash unset.
 */
function writtenHref(config: SiteConfig, to: string): string {
  return config.pageFiles === 'html' ? routeHref(config.baseUrl, to, config) : config.baseUrl.replace(/\/$/, '') + to;
}

/** Builds the site-wide view once per build. */
/** The site's locales with the base URL of each (the pages' paths are added per page); none for a site of one locale. */
function localesOf(config: SiteConfig): SiteView['locales'] {
  const current = config.siteLocales.find((l) => l.current) ?? config.siteLocales[0];
  // The default locale's base URL: this locale's without its own folder.
  const siteBase = current?.path ? config.baseUrl.slice(0, config.baseUrl.length - current.path.length - 1) : config.baseUrl;
  return config.siteLocales.map((l) => ({ label: l.label, base: l.path ? `${siteBase}${l.path}/` : siteBase, htmlLang: l.htmlLang, current: l === current, isDefault: !l.path }));
}

/** The navbar's locales item: labelled with the current locale's label. */
function localesItem(config: SiteConfig, item: Extract<SiteConfig['navbar']['items'][number], { type: 'locales' }>, link: (l: { label: string; to?: string; href?: string }) => LinkView): NavbarItemView {
  const locales = localesOf(config);
  return { type: 'locales', label: locales.find((l) => l.current)?.label ?? config.locale.label, position: item.position, locales, before: item.before.map(link), after: item.after.map(link) };
}

export function createSiteView(config: SiteConfig, assets: SiteView['assets'], options: { docusaurusMarkup?: boolean; searchManifest?: string } = {}): SiteView {
  const prefix = config.baseUrl.replace(/\/$/, '');
  const link = (l: { label: string; to?: string; href?: string; icon?: string; className?: string; activeSidebar?: string; activeBasePath?: string; activeBaseRegex?: string }): LinkView =>
    l.href
      ? { label: l.label, href: l.href, external: !l.href.startsWith('#'), ...(l.icon === 'none' ? { noArrow: true as const } : {}), ...(l.className ? { className: l.className } : {}) }
      : {
          label: l.label,
          href: writtenHref(config, l.to ?? '/'),
          external: false,
          ...(l.className ? { className: l.className } : {}),
          ...(l.activeSidebar ? { activeSidebar: l.activeSidebar } : {}),
          ...(l.activeBasePath !== undefined ? { activeBasePath: config.baseUrl + l.activeBasePath.replace(/^\//, '') } : {}),
          ...(l.activeBaseRegex !== undefined ? { activeBaseRegex: l.activeBaseRegex } : {}),
        };
  const items: NavbarItemView[] = config.navbar.items.map((item) =>
    item.type === 'locales'
      ? localesItem(config, item, link)
      : item.type === 'versions'
      ? { type: 'versions', label: config.docsVersions.find((v) => v.current)?.label ?? config.docsVersion.label, position: item.position, versions: config.docsVersions.map((v) => ({ label: v.label, current: v.current })), before: item.before.map(link), after: item.after.map(link) }
      : item.type === 'html'
      ? { type: 'html', html: item.value, position: item.position, ...(item.className ? { className: item.className } : {}) }
      : item.type === 'dropdown'
      ? { type: 'dropdown', label: item.label, position: item.position, items: item.items.map(link) }
      : { type: 'link', position: item.position, ...link(item), ...(item.className ? { className: item.className } : {}), ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}), ...(item.labelHidden ? { labelHidden: true } : {}), ...(item.icon ? { icon: item.icon } : {}), ...(item.html ? { html: item.html } : {}) },
  );
  return {
    ...(options.docusaurusMarkup ? { docusaurusMarkup: true as const } : {}),
    ...(options.docusaurusMarkup && config.markdown.indentedCode === 'everywhere' ? { docusaurus2: true as const } : {}),
    ...(config.storageNamespace ? { storageNamespace: config.storageNamespace } : {}),
    title: config.title,
    url: config.url,
    baseUrl: config.baseUrl,
    searchHref: routeHref(config.baseUrl, '/search/', config),
    ...(options.searchManifest ? { searchManifest: options.searchManifest } : {}),
    productName: config.product.name,
    titleDelimiter: config.titleDelimiter,
    ...(config.repeatSiteTitle ? { repeatSiteTitle: true as const } : {}),
    ...(config.codeLanguagesOnly ? { codeGrammars: config.codeLanguages } : {}),
    breadcrumbs: config.breadcrumbs,
    autoCollapseCategories: config.sidebarCategories.autoCollapse,
    sidebarHideable: config.sidebarCategories.hideable,
    siteVersion: config.version,
    generatorVersion: GENERATOR_VERSION,
    locale: config.locale.code,
    locales: localesOf(config),
    htmlLang: config.locale.htmlLang,
    direction: config.locale.direction,
    navbar: { title: config.navbar.title, items, logo: logoView(config.navbar.logo, prefix), ...(config.navbar.style ? { style: config.navbar.style } : {}), ...(config.navbar.hideOnScroll ? { hideOnScroll: true } : {}), brandHref: config.navbar.brandHref ? (config.navbar.brandHref.startsWith('/') ? writtenHref(config, config.navbar.brandHref) : config.navbar.brandHref) : config.baseUrl },
    footer: { groups: config.footer.links.map((g) => ({ title: g.title, items: g.items.map((item) => ('html' in item ? { html: item.html } : link(item))) })), copyright: config.footer.copyright, style: config.footer.style, ...(config.footer.showEmpty ? { showEmpty: true as const } : {}), ...(config.footer.logo ? { logo: { ...config.footer.logo, src: siteAssetUrl(config.footer.logo.src, prefix), ...(config.footer.logo.href ? { href: config.footer.logo.href.startsWith('/') ? writtenHref(config, config.footer.logo.href) : config.footer.logo.href } : {}) } } : {}) },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    unknownPaths: config.unknownPaths,
    assets,
    stylesheets: config.stylesheets,
    // A site path of the static folder is served under the base URL.
    scripts: config.scripts.map((s) => (s.src.startsWith('/') ? { ...s, src: siteAssetUrl(s.src, prefix) } : s)),
    headTags: config.headTags,
    docsearch: { language: config.locale.code, docsTag: docsSearchTag(config), version: config.docsVersion.name },
    gtag: config.analytics?.gtag,
    ...(config.noIndex ? { noIndex: true } : {}),
    ...(config.baseUrlBanner ? {} : { noBaseUrlBanner: true }),
    ...(config.analytics?.googleTagManager ? { gtm: config.analytics.googleTagManager } : {}),
    ...(config.markdown.mermaidThemes ? { mermaidThemes: config.markdown.mermaidThemes } : {}),
    docsVersion: { name: config.docsVersion.name, label: config.docsVersion.label, path: config.baseUrl, badge: config.docsVersion.badge },
    labels: themeLabelsOf(config),
  };
}

/** Inputs of page rendering. */
export interface RenderContext {
  config: SiteConfig;
  site: SiteView;
  table: RouteTable;
  /** Rendered Markdown per doc route. */
  markdown: Map<string, RenderedMarkdown>;
  /** Public URL of each React page's chunk, by the module's absolute path. */
  pageChunks: Map<string, string>;
  /** The site's home page is another build's (this one builds a docs version or instance beside it). */
  homeElsewhere?: boolean;
}

export { renderSidebars, markActive } from './sidebar-markup.ts';
import { escapeAttr } from './sidebar-markup.ts';
import { compareText } from '../text-order.ts';

/** The page's copy in each of the docs' versions: the same doc where the version has it, else the version's main doc, as Docusaurus' dropdown leads. */
function versionHrefsOf(page: Page, config: SiteConfig, hrefOf: (route: string) => string): string[] {
  const id = versionKeyOf(page, config);
  return config.docsVersions.map((v) => hrefOf(v.current ? (id !== undefined ? page.route : v.route) : ((id !== undefined ? v.docRoutes[id] : undefined) ?? v.route)));
}

/**
 * What names the page in every version's `docRoutes`: a doc's id, a generated index's slug under
 * its version ("/category/guide"), as Docusaurus matches them across versions.
 */
function versionKeyOf(page: Page, config: SiteConfig): string | undefined {
  if (page.kind === 'doc') return page.doc.id;
  const base = config.docsVersions.find((v) => v.current)?.base;
  if (page.kind !== 'category-index' || base === undefined || !page.route.startsWith(base)) return undefined;
  return `/${page.route.slice(base.length).replace(/\/+$/, '')}`;
}

/** The banner of a doc (or generated index) of a version that is not the latest. */
function versionBannerOf(page: Page, config: SiteConfig, hrefOf: (route: string) => string): Pick<PageView, 'versionBanner'> {
  const latest = config.docsVersions.find((v) => v.latest);
  const kind = config.docsVersion.banner;
  // (The latest version's own banner, when its options give one, leads to itself.)
  if (kind === 'none' || !latest || (page.kind !== 'doc' && page.kind !== 'category-index')) return {};
  const key = versionKeyOf(page, config);
  const same = key === undefined ? undefined : latest.docRoutes[key];
  return { versionBanner: { kind, latestLabel: latest.label, latestHref: hrefOf(same ?? latest.route) } };
}

/** Builds the page view model: everything the templates need for one page. */
export function createPageView(page: Page, ctx: RenderContext, sidebarMarkup: Map<string, SidebarMarkup>): PageView {
  const { config, table } = ctx;
  const hrefOf = hrefsOf(config);
  const href = hrefOf(page.route);
  // (A React page that took a doc's route does not take its place in the sidebar's order.)
  const nav = page.kind === 'react' ? undefined : table.navigation.get(page.route);
  const blog = page.kind === 'blog' ? blogPageParts(page, config, ctx.site.labels, ctx.pageChunks, ctx.site.docusaurusMarkup) : undefined;
  const sidebarHtml = blog ? blog.sidebarHtml : page.sidebar ? sidebarMarkup.get(page.sidebar)?.forPage(href) : undefined;
  // A React page, or the site's own 404 page drawn as one.
  const react = page.kind === 'react' || page.kind === 'not-found' ? page.react : undefined;
  const md = page.kind === 'doc' ? ctx.markdown.get(page.route) : undefined;
  const fm = page.kind === 'doc' ? page.doc.frontMatter : undefined;
  const tocMin = fm?.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel;
  const tocMax = fm?.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel;
  const toc = blog
    ? blog.toc
    : page.kind === 'contributed'
      ? page.toc
      : react
        ? (react.headings ?? [])
        : fm?.hide_table_of_contents
        ? []
        : (md?.toc ?? md?.headings ?? []).filter((h) => h.depth >= tocMin && h.depth <= tocMax);
  // A generated index without a description of its own is described by its title (in the site's language, not a sentence in English).
  const description = page.description ?? md?.excerpt ?? (page.kind === 'category-index' ? page.title : config.tagline || config.title);
  const canonical = config.url + spacesEncoded(href);
  // A doc with no text to describe it (its body JSX alone) has no description on a Docusaurus site, as there.
  const metaDescription = description || (ctx.site.docusaurusMarkup ? '' : page.title);
  const contentHtml = withInfimaClasses(inSiteWords(blog ? blog.contentHtml : page.kind === 'contributed' ? page.html : react ? withThemeSlots(reactPageHtml(react, ctx), page.route, ctx) : md ? withCategoryCards(withIslandChunk(md.html, md, ctx.pageChunks), page, ctx) : '', ctx.site.labels), ctx.site);
  return {
    kind: page.kind,
    route: page.route,
    title: page.title,
    description: metaDescription,
    canonical,
    ...(config.docsVersions.length > 1 ? { versionHrefs: versionHrefsOf(page, config, hrefOf) } : {}),
    ...versionBannerOf(page, config, hrefOf),
    noindex: saysNoindex(page),
    ...(page.kind === 'react' && page.react.untitled ? { untitled: true as const } : {}),
    sidebarHtml: sidebarHtml || undefined,
    ...(page.sidebar ? { sidebar: page.sidebar } : {}),
    breadcrumbs: nav?.breadcrumbs ?? [],
    homeLink: hasHomePage(table) || ctx.homeElsewhere === true,
    ...(nav?.label && nav.label !== page.title ? { crumbLabel: nav.label } : {}),
    prev: nav?.prev,
    next: nav?.next,
    toc,
    contentHtml,
    // A React page that draws its own <main> (a Docusaurus home page does) is not put inside another.
    ...(react && /<main[\s>]/.test(contentHtml) ? { ownMain: true } : {}),
    cards: page.kind === 'category-index' ? cardsOf(page.index.category.items, table, config) : page.kind === 'tags' && page.tag ? taggedDocCards(page.tag, table, hrefOf) : [],
    ...tagViewsOf(page, hrefOf),
    ...(page.kind === 'category-index' && page.index.description ? { lead: page.index.description } : {}),
    // A tag's description (tags.yml) under its page's title, as Docusaurus shows it.
    ...(page.kind === 'tags' && page.tag?.description ? { lead: page.tag.description } : {}),
    ...lastUpdateViewOf(page, config),
    editUrl: page.kind === 'doc' ? editUrlOf(page, config) : undefined,
    hideTitle: blog ? true : react ? (react.frontMatter.hide_title ?? true) : (fm?.hide_title ?? false),
    ...(page.kind === 'doc' && page.doc.titleHeading !== undefined ? { titleFromHeading: true as const } : {}),
    ...(fm?.hide_table_of_contents ? { tocHidden: true as const } : {}),
    articleClass: page.kind === 'contributed' ? page.articleClass : react ? react.articleClass : undefined,
    seo: seoViewOf({ config, page, canonical, description: metaDescription, breadcrumbs: nav?.breadcrumbs ?? [], ...(nav?.label && nav.label !== page.title ? { crumbLabel: nav.label } : {}) }),
    ...(blog ? (blog.headTags.length ? { headTags: blog.headTags } : {}) : headTagsOf(md?.head ?? react?.head, fm?.keywords ?? (page.kind === 'category-index' ? page.index.keywords : undefined))),
    ...htmlClassOf(page, config),
    search: searchMetaOf(page, config),
    ...(react?.bare ? { bare: true as const } : {}),
    ...(page.kind === 'not-found' && react ? { ownNotFound: true as const } : {}),
    ...(page.kind === 'doc' && page.doc.frontMatter.unlisted ? { unlisted: true as const } : {}),
    ...(react?.wrapperClass ? { wrapperClass: react.wrapperClass } : {}),
  };
}

/** The tags a doc adds to its head: its MDX `<head>`'s, and its keywords as Docusaurus gives them. */
function headTagsOf(head: HeadTag[] | undefined, keywords: string[] | undefined): { headTags?: HeadTag[] } {
  const tags = [...(keywords?.length ? [{ tag: 'meta' as const, attributes: { name: 'keywords', content: keywords.join(',') } }] : []), ...(head ?? [])];
  return tags.length ? { headTags: tags } : {};
}

export { withIslandChunk };

/** A React page's server markup inside the island the client hydrates from the page's chunk. */
function reactPageHtml(react: ReactPageSource, ctx: RenderContext): string {
  if (react.staticHtml !== undefined) return withIslandChunk(react.staticHtml, react, ctx.pageChunks);
  const chunk = ctx.pageChunks.get(react.absPath) ?? '';
  const ready = react.prerendered;
  if (ready) return `<div class="island" data-island="Page" data-module="${escapeAttr(chunk)}" data-props="${escapeAttr(JSON.stringify(ready.props))}">${ready.html}</div>`;
  const source = react.source;
  const late = { file: source, message: 'the page component did not finish rendering', hint: 'look for an endless loop in the component or the code it runs while rendering' };
  let body: string;
  try {
    body = runWithinBudget(late, () => renderToString(createElement(react.Component)));
  } catch (error) {
    // The component's own error, named with its page: the message alone does not say which page.
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new DocsgenError({ file: source, message: `the page component threw an error while rendering: ${message}`, hint: 'fix the component (run with DEBUG=1 for the stack trace), or guard what it reads' });
  }
  return `<div class="island" data-island="Page" data-module="${escapeAttr(chunk)}">${body}</div>`;
}

function cardsOf(items: SidebarNode[], table: RouteTable, config: SiteConfig, icons: SiteConfig['cardIcons'] = config.cardIcons): CardView[] {
  // Docusaurus 3 takes an emoji that starts a label as the card's icon (Docusaurus 2 shows both).
  const labelled = (label: string, fallback: string): Pick<CardView, 'label' | 'icon' | 'iconSpaced'> => {
    if (!icons) return { label };
    if (icons === 'spaced') return { label, icon: fallback === CARD_ICONS.category ? DOCUSAURUS2_CATEGORY_ICON : fallback, iconSpaced: true };
    const lead = leadingEmoji(label);
    return lead ? { label: lead.rest, icon: lead.emoji } : { label, icon: fallback };
  };
  return items.flatMap((item) => (item.type === 'html' ? [] : [item])).map((item) => {
    if (item.type === 'link') {
      const target = item.external ? undefined : table.byRoute.get(routeOfHref(item.href, config, table.byRoute));
      return { href: item.href, description: item.description ?? target?.description, count: undefined, ...labelled(item.label, item.external ? CARD_ICONS.link : CARD_ICONS.doc) };
    }
    // As Docusaurus' category card: the category's own description (sidebars or _category_), else
    // its number of items; neither its generated index's description nor its doc's.
    const firstHref = item.href ?? firstHrefOf(item.items) ?? '#';
    return { href: firstHref, description: item.description, count: item.items.length, ...labelled(item.label, CARD_ICONS.category) };
  });
}

// Both made on first use, not when this module loads: creating a Segmenter loads ICU's
// break-iterator data (7 ms), and V8 parses the RGI_Emoji set as the RegExp is made (10 ms), both
// in every build's start-up (a profile of the MDX bench); only a category card's label needs them.
let graphemes: Intl.Segmenter | undefined;
// One whole emoji (flags, skin tones and ZWJ sequences too; not a digit). The `v` flag is Node 20's.
let oneEmoji: RegExp | undefined;

/** The emoji a label starts with, and the rest of the label trimmed. */
function leadingEmoji(label: string): { emoji: string; rest: string } | undefined {
  // A label that starts with ASCII starts with no emoji, unless it is a keycap (`#️⃣`, `1️⃣`).
  if (label.charCodeAt(0) < 0x80 && !/^[#*0-9][\uFE0F\u20E3]/.test(label)) return undefined;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  oneEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  const first = graphemes.segment(label)[Symbol.iterator]().next().value?.segment;
  return first && oneEmoji.test(first) ? { emoji: first, rest: label.slice(first.length).trim() } : undefined;
}

/** Where an MDX doc's `<DocCardList />` lists the current category (templates/docusaurus/components.tsx). */
const CATEGORY_CARDS = /(<div class="cards doc-card-list" data-doc-cards="category">)[^]*?(<\/div>)/g;

/**
 * `<DocCardList />` lists the items of the page's sidebar category as its sidebar has them, as
 * Docusaurus' does: docs, categories with their item counts, links (categoryCardsOf).
 */
export function withCategoryCards(html: string, page: Page, ctx: RenderContext): string {
  if (!html.includes(DOC_CARDS_MARK)) return html;
  const cards = categoryCardsOf(page, ctx);
  if (!cards) return html;
  const inner = renderToStaticMarkup(createElement(DocCardLinks, { cards }));
  return html.replace(CATEGORY_CARDS, (_, open: string, close: string) => open + inner + close);
}

/**
 * The cards `<DocCardList />` shows on a doc, as Docusaurus 3's (useCurrentSidebarSiblings): the items of
 * the deepest sidebar category holding the page (or whose page it is), else its sidebar's top-level
 * items; the page itself among them. A doc in no sidebar keeps the docs of its folder (undefined).
 */
export function categoryCardsOf(page: Page, ctx: RenderContext): DocCardLink[] | undefined {
  if (page.kind !== 'doc' || !page.sidebar) return undefined;
  const siblings = siblingsByPage(ctx).get(`${page.sidebar}\0${page.route}`);
  if (!siblings) return undefined;
  const labels = ctx.site.labels;
  return cardsOf(siblings, ctx.table, ctx.config, ctx.config.cardIcons === 'spaced' ? 'spaced' : true).map((card) => ({
    href: card.href,
    title: card.label,
    icon: card.icon ?? CARD_ICONS.doc,
    ...(card.iconSpaced ? { iconSpaced: true } : {}),
    description: card.description ?? (card.count === undefined ? ctx.markdown.get(routeOfHref(card.href, ctx.config, ctx.table.byRoute))?.excerpt : pluralText(labels.items, card.count, ctx.config.locale.code)),
  }));
}

const siblingIndexes = new WeakMap<RouteTable, Map<string, SidebarNode[]>>();

/** The items `<DocCardList />` lists on each page of a sidebar, by sidebar and the page's route. */
function siblingsByPage(ctx: RenderContext): Map<string, SidebarNode[]> {
  let index = siblingIndexes.get(ctx.table);
  if (index) return index;
  index = new Map();
  const note = (sidebar: string, href: string, items: SidebarNode[]) => {
    // The first place a page is met is the one its sidebar shows as active (as Docusaurus').
    const key = `${sidebar}\0${routeOfHref(href, ctx.config, ctx.table.byRoute)}`;
    if (!index!.has(key)) index!.set(key, items);
  };
  const walk = (sidebar: string, items: SidebarNode[]) => {
    for (const item of items) {
      if (item.type === 'link' && !item.external) note(sidebar, item.href, items);
      if (item.type !== 'category') continue;
      // A category's own page lists the category's items; its items, the deeper ones first.
      walk(sidebar, item.items);
      if (item.href) note(sidebar, item.href, item.items);
    }
  };
  for (const [name, items] of ctx.table.sidebars) walk(name, items);
  siblingIndexes.set(ctx.table, index);
  return index;
}

/**
 * A doc's edit link: its front matter's `custom_edit_url` (null: none), else its own (editUrls), else the site's editUrl and its
 * source path (of a localized copy, the doc it stands in for, unless localizedDocs.editLocalized).
 */
function editUrlOf(page: Extract<Page, { kind: 'doc' }>, config: SiteConfig): string | undefined {
  const custom = page.doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const source = config.localizedDocs?.editLocalized ? page.source : (page.doc.translationOf ?? page.source);
  if (source && config.editUrls?.[source]) return config.editUrls[source];
  return config.editUrl ? `${config.editUrl.replace(/\/$/, '')}/${source}` : undefined;
}

/** Code blocks' copy buttons are made with the content, in English: here they take the site's word. */
const COPY_BUTTON_TEXT = 'aria-label="Copy code to clipboard" title="Copy">Copy</button>';
/** So are headings' "#" links' names: the heading's text (already escaped) is kept. */
/** A table's scrolling region and its English name (rehype-scrollable-tables.ts). */
const TABLE_REGION = /(<div class="table-scroll" tabindex="0" role="region" aria-label=")Table(?:: ([^"]*))?"/g;
const HEADING_LINK = /(<a class="hash-link" href="[^"]*" aria-label=")Direct link to ([^"]*)"/g;

/** The Infima alert an admonition type is drawn as, as Docusaurus' theme gives it (another name: info). */
const ALERT_OF_ADMONITION: Record<string, string> = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', caution: 'warning', danger: 'danger' };

/**
 * A Docusaurus site's `<details>` and admonitions with Infima's alert classes, as its Details and
 * Admonition draw them (`alert alert--info`), which the site's own `.alert` rules restyle
 * (docusaurus-classes.css draws the rest).
 */
export function withInfimaClasses(html: string, site: Pick<SiteView, 'docusaurusMarkup'>): string {
  if (!site.docusaurusMarkup) return html;
  if (html.includes('<details')) {
    html = html.replace(/<details(?=[\s>])([^>]*)>/g, (tag, attributes: string) => {
      if (/\sclass="[^"]*\balert\b/.test(attributes)) return tag;
      return /\sclass="/.test(attributes) ? `<details${attributes.replace(/\sclass="/, ' class="alert alert--info ')}>` : `<details class="alert alert--info"${attributes}>`;
    });
  }
  if (!html.includes('class="theme-admonition ')) return html;
  // The alert of its look (`admonition--danger`), which a name kept for the theme class (Docusaurus 2's `warning`) may not say.
  return html.replace(/class="theme-admonition theme-admonition-([\w-]+)((?: [^"]*)?)"/g, (tag, type: string, rest: string) => {
    if (/\balert\b/.test(rest)) return tag;
    const look = /\badmonition--([\w-]+)/.exec(rest)?.[1] ?? type;
    return `class="theme-admonition theme-admonition-${type}${rest} alert alert--${ALERT_OF_ADMONITION[look] ?? ALERT_OF_ADMONITION[type] ?? 'info'}"`;
  });
}

export function inSiteWords(html: string, labels: ThemeLabels): string {
  const text = (value: string) => escapeAttr(value).replace(/</g, '&lt;');
  if (labels.headingLink !== ENGLISH_LABELS.headingLink && html.includes('class="hash-link"')) {
    const [before, after = ''] = text(labels.headingLink).split('{heading}');
    html = html.replace(HEADING_LINK, (_, start: string, heading: string) => `${start}${before}${heading}${after}"`);
  }
  if ((labels.table !== ENGLISH_LABELS.table || labels.namedTable !== ENGLISH_LABELS.namedTable) && html.includes('class="table-scroll"')) {
    // The Markdown pipeline names a table's region in English ("Table: Setting, Default"): in the site's words here.
    html = html.replace(TABLE_REGION, (_, start: string, name: string | undefined) => `${start}${name === undefined ? text(labels.table) : text(labels.namedTable).replace('{name}', () => name)}"`);
  }
  if ((labels.copy === ENGLISH_LABELS.copy && labels.copyCodeLabel === ENGLISH_LABELS.copyCodeLabel) || !html.includes(COPY_BUTTON_TEXT)) return html;
  return html.replaceAll(COPY_BUTTON_TEXT, `aria-label="${text(labels.copyCodeLabel)}" title="${text(labels.copy)}">${text(labels.copy)}</button>`);
}


/** What "Last updated" shows under a doc, as the config asks (Docusaurus' "Nov 26, 2026", in UTC). */
function lastUpdateViewOf(page: Page, config: SiteConfig): Pick<PageView, 'lastUpdate'> {
  if (page.kind !== 'doc' || !page.lastUpdate) return {};
  const { time, author } = config.showLastUpdate;
  const iso = time ? page.lastUpdate.date : undefined;
  const by = author ? page.lastUpdate.author : undefined;
  if (!iso && !by) return {};
  const text = iso ? new Date(iso).toLocaleDateString(dateLocaleOf(config.locale.code), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : undefined;
  return { lastUpdate: { ...(iso && text ? { date: { iso, text } } : {}), ...(by ? { author: by } : {}) } };
}

/** A tag's docs as cards: title and description, by title. */
function taggedDocCards(tag: DocTag, table: RouteTable, href: (route: string) => string): CardView[] {
  return tag.docs.map((doc) => ({ label: doc.title, href: href(doc.route), description: table.byRoute.get(doc.route)?.description, count: undefined }));
}

/** A doc's tag links; the page of every tag's letters; a tag page's link to the page of them all. */
function tagViewsOf(page: Page, href: (route: string) => string): Pick<PageView, 'tagLinks' | 'tagLetters' | 'allTagsHref'> {
  if (page.kind === 'doc') return page.tags ? { tagLinks: page.tags.map((tag) => ({ label: tag.label, href: href(tag.route) })) } : {};
  if (page.kind !== 'tags') return {};
  if (page.tag) return { allTagsHref: href(page.indexRoute) };
  // By first letter, as Docusaurus lists them; the tags are sorted by label already.
  const letters = new Map<string, Array<{ label: string; href: string; count: number }>>();
  for (const tag of page.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    const group = letters.get(letter) ?? [];
    if (!group.length) letters.set(letter, group);
    group.push({ label: tag.label, href: href(tag.route), count: tag.docs.length });
  }
  return { tagLetters: [...letters].sort(([a], [b]) => compareText(a, b)).map(([letter, tags]) => ({ letter, tags })) };
}

/** Renders one page to a complete HTML document. */
export function renderPage(page: Page, ctx: RenderContext, sidebarMarkup: Map<string, SidebarMarkup>): string {
  return renderPageHtml(page, createPageView(page, ctx, sidebarMarkup), ctx);
}

/** A page's complete HTML from its view: renderPagePieces's pieces, joined. */
export function renderPageHtml(page: Pick<Page, 'kind'>, view: PageView, ctx: Pick<RenderContext, 'site'>): string {
  return piecesOfShell(renderPageView(page, slottedView(view), ctx), view).join('');
}

/** What renderPagePieces renders in the place of the sidebar and of the body (no page holds a NUL). */
const SIDEBAR_SLOT = '\0docsgen:sidebar\0';
const CONTENT_SLOT = '\0docsgen:content\0';

/**
 * A page's HTML as pieces that join into exactly what renderPageView gives: the shell React renders
 * around two slots, and the sidebar's markup and the body in their place. Those two are most of a
 * page (on an API page, 64 KB and 49 KB of its 125 KB), and are strings made once already (the
 * sidebar for all its pages, the body in a compile thread). Joined into one string, every page's
 * 100-odd KB was copied once more, and widened to two bytes a character where any piece had one
 * outside Latin-1: 0.11-0.15 s of this site's main thread, where the page writer took the string.
 * The page writer takes the pieces instead (see staged-pages.ts).
 */
export function renderPagePieces(page: Page, view: PageView, ctx: RenderContext, sidebarPieces?: string[]): string[] {
  return piecesOfShell(renderPageView(page, slottedView(view), ctx), view, sidebarPieces);
}

/** The view a page's shell is rendered from: the slots in the place of its sidebar and its body. */
export function slottedView(view: PageView): PageView {
  return { ...view, sidebarHtml: view.sidebarHtml && SIDEBAR_SLOT, contentHtml: CONTENT_SLOT };
}

/** A page's pieces: its shell (rendered from slottedView, here or on another thread) cut at the slots, the sidebar and body in their place. */
export function piecesOfShell(shell: string, view: PageView, sidebarPieces?: string[]): string[] {
  // A Docusaurus site's body goes in without the element it was rendered in (templates/DocPage.tsx).
  const unwrapped = `<${UNWRAPPED_BODY}>${CONTENT_SLOT}</${UNWRAPPED_BODY}>`;
  const fills = new Map<string, string[]>([[shell.includes(unwrapped) ? unwrapped : CONTENT_SLOT, [view.contentHtml]]]);
  if (view.sidebarHtml) fills.set(SIDEBAR_SLOT, sidebarPieces ?? [view.sidebarHtml]);
  const slots = [...fills.keys()].map((slot) => ({ slot, at: shell.indexOf(slot) })).filter((s) => s.at !== -1).sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const { slot, at } of slots) {
    pieces.push(shell.slice(from, at), ...fills.get(slot)!);
    from = at + slot.length;
  }
  pieces.push(shell.slice(from));
  return pieces;
}

/**
 * Renders a page's shell from its view model (made by createPageView); needs nothing else, so another
 * thread can. Its body is whole only cut at the slots (renderPageHtml, piecesOfShell).
 */
export function renderPageView(page: Pick<Page, 'kind'>, view: PageView, { site }: Pick<RenderContext, 'site'>): string {
  const body =
    page.kind === 'search'
      ? createElement(SearchPage, { site, page: view })
      : page.kind === 'not-found' && !view.ownNotFound
        ? createElement(NotFoundPage, { site })
        : page.kind === 'blog'
          ? createElement(BlogPage, { site, page: view })
          : createElement(DocPage, { site, page: view });
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(Layout, { site, page: view, children: body }))}`;
}

/**
 * The classes Docusaurus puts on a page's `<html>`, which a site's CSS may select a page by
 * (`.docs-doc-id-lint\/analyzers table`, `.plugin-pages h1`).
 */
function htmlClassOf(page: Page, config: SiteConfig): { htmlClass?: string } {
  const docs = `docs-wrapper plugin-docs plugin-id-${config.docsVersion.pluginId} docs-version-${config.docsVersion.name}`;
  if (page.kind === 'doc') return { htmlClass: `${docs} docs-doc-page docs-doc-id-${page.doc.id}` };
  if (page.kind === 'category-index') return { htmlClass: `${docs} docs-generated-index-page` };
  if (page.kind === 'react') return { htmlClass: 'plugin-pages plugin-id-default' };
  // Docusaurus' blog classes, which a site's CSS may select a blog page by.
  if (page.kind === 'blog') return { htmlClass: `blog-wrapper plugin-blog plugin-id-default ${BLOG_PAGE_CLASSES[page.blog.view]}` };
  return {};
}

/**
 * A page's search tag and whether it carries the docs' version, as Docusaurus' SearchMetadata marks
 * them (DocSearch filters its results by them): the docs' pages and API pages the docs' tag, tag pages
 * and blog lists their own, every other page "default".
 */
function searchMetaOf(page: Page, config: SiteConfig): PageView['search'] {
  if (page.kind === 'doc' || page.kind === 'category-index' || page.kind === 'contributed') return { tag: docsSearchTag(config), ofDocsVersion: true };
  if (page.kind === 'tags') return { tag: page.tag ? 'doc_tag_doc_list' : 'doc_tags_list', ofDocsVersion: true };
  if (page.kind === 'blog') {
    const view = page.blog;
    const tag = view.view === 'tags' ? 'blog_tags_list' : view.view === 'authors' ? 'blog_authors_list' : view.view !== 'list' ? 'default' : view.tag ? 'blog_tags_posts' : view.author ? 'blog_authors_posts' : 'blog_posts_list';
    return { tag, ofDocsVersion: false };
  }
  return { tag: 'default', ofDocsVersion: false };
}

const BLOG_PAGE_CLASSES = { post: 'blog-post-page', list: 'blog-list-page', tags: 'blog-tags-list-page', archive: 'blog-archive-page', authors: 'blog-authors-list-page' } as const;

const THEME_SLOTS = new RegExp(`<div ${THEME_SLOT}="(navbar|footer)"></div>`, 'g');

/** A page's `@theme/Navbar` and `@theme/Footer` boxes with the site's navbar and footer in them. */
function withThemeSlots(html: string, route: string, ctx: RenderContext): string {
  if (!html.includes(THEME_SLOT)) return html;
  return html.replace(THEME_SLOTS, (_, name: string) => {
    const inner = name === 'footer' ? createElement(Footer, { site: ctx.site }) : createElement(Navbar, { site: ctx.site, activeRoute: route });
    return `<div ${THEME_SLOT}="${name}">${renderToStaticMarkup(inner)}</div>`;
  });
}
