/** The data templates receive. Templates never read files: everything they show is in here. */
import type { Crumb, PageLink, TocItem, SidebarNode } from '../shared/types.ts';
import type { ThemeLabels } from './labels.ts';

export interface LinkView {
  label: string;
  href: string;
  external: boolean;
  /** An off-site link drawn without the arrow (config `icon: 'none'`). */
  noArrow?: true;
  /** The link's own class, which the site's CSS draws by (a Docusaurus footer item's `className`). */
  className?: string;
  /** Active on every page of this sidebar (a Docusaurus `doc` item in a dropdown). */
  activeSidebar?: string;
  /** Active on every page under this URL path (base URL included), or whose URL path the pattern matches. */
  activeBasePath?: string;
  activeBaseRegex?: string;
}

export type NavbarItemView =
  | { type: 'link'; label: string; href: string; external: boolean; position: 'left' | 'right'; activeSidebar?: string; activeBasePath?: string; activeBaseRegex?: string; className?: string; ariaLabel?: string; labelHidden?: boolean; icon?: 'github' | 'external' | 'none'; html?: string }
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: LinkView[] }
  | { type: 'html'; html: string; position: 'left' | 'right'; className?: string }
  /**
   * The site's locales: each leads to the page's copy there, `base` (that locale's base URL) then the
   * page's path below the current locale's base URL (LOCALE_PATH_MARK in the markup, see localeLinks).
   */
  | { type: 'locales'; label: string; position: 'left' | 'right'; locales: SiteLocaleView[]; before: LinkView[]; after: LinkView[] }
  /**
   * The docs' versions: each leads to the page's copy in it (`versionMark(i)` in the markup shared by
   * pages, replaced by the page's `versionHrefs[i]`), the site's own links before and after them.
   */
  | { type: 'versions'; label: string; position: 'left' | 'right'; versions: Array<{ label: string; current: boolean }>; before: LinkView[]; after: LinkView[] };

/** Stands for the page's copy in the docs' `i`th version in the markup shared by pages. */
export const versionMark = (i: number): string => `__docsgen-version-${i}__`;

/** One of a site's locales: its label, its base URL (a page's path below it is the page there), its language. */
export interface SiteLocaleView {
  label: string;
  base: string;
  htmlLang: string;
  current: boolean;
  isDefault: boolean;
}

/** Stands for the page's path in the markup shared by pages (the navbar, the drawer), replaced per page. */
export const LOCALE_PATH_MARK = '__docsgen-locale-path__';

/** Site-wide settings every page shares. */
export interface SiteView {
  title: string;
  url: string;
  baseUrl: string;
  /** The search page's URL ("/search/", or "/search" on a site without trailing slashes). */
  searchHref: string;
  /** The search manifest's URL where it is not in the search page's folder (post/search-index.ts). */
  searchManifest?: string;
  productName: string;
  /** Between the page's title and the site's in the document title. */
  titleDelimiter: string;
  /** "Beams | Beams" for a page titled as the site (Docusaurus 2). */
  repeatSiteTitle?: true;
  /** The only code grammars the site colours (config codeLanguages with codeLanguagesOnly). */
  codeGrammars?: string[];
  /** Whether docs show their breadcrumbs. */
  breadcrumbs: boolean;
  /** Opening a sidebar category closes the others beside it. */
  autoCollapseCategories: boolean;
  /** A button hides the sidebar for a wider page, another shows it again. */
  sidebarHideable: boolean;
  siteVersion: string;
  generatorVersion: string;
  /** The site's locale code (config locale.code): its plural rules choose a plural label's form. */
  locale: string;
  /** The site's locales when it has several (each page names its copies in its head); else none. */
  locales: SiteLocaleView[];
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** `logo` false: no mark at all (undefined: docsgen's ◆). */
  /** `brandHref`: where the logo and title lead (the home page unless the config says). */
  navbar: { title: string; items: NavbarItemView[]; logo: { src: string; srcDark: string | undefined; alt: string; look?: LogoLook } | false | undefined; style?: 'dark' | 'primary'; hideOnScroll?: boolean; brandHref: string };
  footer: { groups: Array<{ title: string; items: Array<LinkView | { html: string }> }>; copyright: string; style: 'dark' | 'light'; showEmpty?: true; logo?: { src: string; alt: string; href?: string; width?: number | string; height?: number | string } };
  announcementBar: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string } | undefined;
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /** What an unknown path shows: the not-found page, or ("home") the home page, which 404.html forwards to. */
  unknownPaths: 'home' | 'not-found';
  /** Hashed asset URLs; `apiCss` is linked by API reference pages only. */
  /** `mermaid`: the URL of the site's mermaid browser build, when a page has a diagram. */
  /** `componentCss`: the plain stylesheets the site's pages and docs import, on every page after the theme's (emit/component-css.ts). */
  assets: { css: string; apiCss?: string; componentCss?: string; js: string | undefined; favicon: string; mermaid?: string };
  /** A Docusaurus site: its pages have Docusaurus' root element and main wrapper ids, which its CSS may select. */
  docusaurusMarkup?: true;
  /** A Docusaurus 2 repo (MDX 1's reading): its theme's few own metrics, such as an h2's room under the title (`data-docusaurus="2"`). */
  docusaurus2?: true;
  /** The suffix of the keys the site keeps in the reader's browser (config storageNamespace), when it has one. */
  storageNamespace?: string;
  /** Extra `<head>` tags: third-party stylesheets and scripts from config. */
  stylesheets: Array<{ href: string; integrity?: string; crossorigin?: 'anonymous' | 'use-credentials' }>;
  scripts: Array<{ src: string; async: boolean; defer?: boolean; attributes?: Record<string, string> }>;
  /** Config `headTags`: tags added to every page's head as written. */
  headTags: Array<{ tagName: 'link' | 'meta' | 'script' | 'style' | 'noscript'; attributes: Record<string, string | boolean>; innerHTML?: string }>;
  /** The search metadata of the docs' pages (Docusaurus' and DocSearch's meta tags): the language, the docs' tag and version. */
  docsearch: { language: string; docsTag: string; version: string };
  /** Google Analytics settings, when configured. */
  gtag: { trackingId: string; anonymizeIP: boolean } | undefined;
  /** Every page asks search engines not to index it (config noIndex). */
  noIndex?: boolean;
  /** No base URL check on the pages (config baseUrlBanner false). */
  noBaseUrlBanner?: boolean;
  gtm?: { containerId: string };
  /** The diagrams' mermaid themes by colour mode (config markdown.mermaidThemes). */
  mermaidThemes?: { light: string; dark: string };
  /** The docs version built; `badge`: whether its docs show "Version: …" above their title. */
  docsVersion: { name: string; label: string; path: string; badge: boolean };
  /** The theme's words in the site's language (config/theme-labels.ts). */
  labels: ThemeLabels;
}

/** A card on a generated index page. */
export interface CardView {
  label: string;
  href: string;
  description: string | undefined;
  /** Number of items, for a card that stands for a category. */
  count: number | undefined;
  /** Docusaurus' icon before the label (config cardIcons), and whether it is text before a space (Docusaurus 2). */
  icon?: string;
  iconSpaced?: boolean;
}

/** Everything that differs per page. */
/** What the site's config says of its logo image's look (Docusaurus' navbar.logo width, height, className, style). */
export interface LogoLook {
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: Record<string, string | number>;
}

export interface PageView {
  kind: 'doc' | 'category-index' | 'search' | 'not-found' | 'contributed' | 'react' | 'tags' | 'blog';
  /** A Docusaurus page without `<Layout>`: the body holds its markup alone (no navbar, sidebar or footer). */
  bare?: true;
  /** The site's own 404 page (a Docusaurus repo's src/pages/404.js): drawn as a React page, not as docsgen's. */
  /** A doc of front matter `unlisted: true`: its page says so (and is not indexed). */
  unlisted?: true;
  ownNotFound?: true;
  /** A React page's `<Layout wrapperClassName>`: on the element that holds the page's content. */
  wrapperClass?: string;
  /** The classes of the page's `<html>`, as Docusaurus names a doc's or a page's (a site's CSS selects by them). */
  htmlClass?: string;
  /** The page's search tag (`docusaurus_tag`), and whether it is a page of the docs' version (`docusaurus_version`), as Docusaurus marks them. */
  search: { tag: string; ofDocsVersion: boolean };
  route: string;
  /** The page's title (the document title adds the site title after a vertical bar). */
  title: string;
  /** A page that gives no title of its own (a Docusaurus page's bare Layout): the document title is the site's. */
  untitled?: true;
  description: string;
  canonical: string;
  /** A doc of a version other than the latest: its banner, with the page's copy in the latest version (else that version's main doc). */
  versionBanner?: { kind: 'unreleased' | 'unmaintained'; latestLabel: string; latestHref: string };
  /** Where the page is in each of the docs' versions (the same doc, else the version's main doc): the navbar's `versions` item's links. */
  versionHrefs?: string[];
  noindex: boolean;
  /** Pre-rendered sidebar markup with the current entry marked, or undefined for no sidebar. */
  sidebarHtml: string | undefined;
  /** The name of the sidebar the page shows, for the navbar item that stands for it. */
  sidebar?: string;
  breadcrumbs: Crumb[];
  /** Whether the breadcrumbs start at the home page: a site without one has none to link, as in Docusaurus. */
  homeLink: boolean;
  /** The page's label in its sidebar, its last breadcrumb (Docusaurus' sidebar_label), when it differs from the title. */
  crumbLabel?: string;
  prev: PageLink | undefined;
  next: PageLink | undefined;
  toc: TocItem[];
  /** Rendered body HTML (Markdown output or a plugin's markup). */
  contentHtml: string;
  cards: CardView[];
  editUrl: string | undefined;
  hideTitle: boolean;
  /** The title is a doc's own leading `# ` heading, not its front matter's (Docusaurus 2 draws the two apart). */
  titleFromHeading?: true;
  /** Front matter hide_table_of_contents: the page has no TOC column at all (a doc merely without headings keeps its text's width). */
  tocHidden?: true;
  /** Extra class on the article, for page kinds that need wider layouts. */
  articleClass?: string;
  /** "Last updated on … by …" under a doc: the date (ISO 8601 and as shown) and the author, each when shown. */
  lastUpdate?: { date?: { iso: string; text: string }; author?: string };
  /** The text under the title of a generated index page: its category's `description`, as Docusaurus shows it. */
  lead?: string;
  /** A doc's tags, each linking to its page. */
  tagLinks?: Array<{ label: string; href: string }>;
  /** The page of every tag: the tags by first letter, each with its count of docs. */
  tagLetters?: Array<{ letter: string; tags: Array<{ label: string; href: string; count: number }> }>;
  /** A tag's page: the page of every tag. */
  allTagsHref?: string;
  /** The body has its own <main> (a React page's): the layout wraps it in a plain element, as one main landmark. */
  ownMain?: true;
  seo: SeoView;
  /** Tags the page adds to its head (an MDX doc's `<head>`, front matter keywords). */
  headTags?: HeadTag[];
}

/** A tag a page adds to its head; a `title` replaces the document title; a script's or style's `text` is its body. */
export interface HeadTag {
  /** `html` and `body`: their `className` goes on the page's own element (`<Head><html className>`). */
  tag: 'title' | 'meta' | 'link' | 'script' | 'style' | 'html' | 'body';
  attributes: Record<string, string>;
  text?: string;
}

/** Search-engine, social and machine-readable metadata of a page. */
export interface SeoView {
  ogType: 'website' | 'article';
  /** og:locale, e.g. "en_US". */
  locale: string | undefined;
  /** og:locale:alternate: the site's other languages ("fr_FR"). */
  localeAlternates?: string[];
  /** Absolute URL of the sharing image, and its alt text. */
  image: { url: string; alt: string } | undefined;
  /** ISO 8601 dates of the last change and first publication. */
  modified: string | undefined;
  published: string | undefined;
  /** The site's X (Twitter) handle, for twitter:site. */
  twitterSite: string | undefined;
  /** The page's JSON-LD, serialised and escaped for a script element. */
  jsonLd: string | undefined;
  /** URL of the page's Markdown copy (docs only). */
  markdownHref: string | undefined;
}

export type { SidebarNode };

/**
 * The element a Docusaurus site's doc body is rendered in, which the page writer drops, leaving its
 * contents (render/page-views.ts piecesOfShell): React cannot set HTML without an element.
 */
export const UNWRAPPED_BODY = 'docsgen-body';
