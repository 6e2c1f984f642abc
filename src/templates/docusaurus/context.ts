/**
 * What the `@docusaurus/*` hooks and `@theme/*` components read: the site config and the doc or
 * page being rendered. The same context on the server (render-mdx.ts) and in the browser, where a
 * hydrated page or doc gets the values the server used (serialised into its island's `data-props`).
 */
import type { HeadTag } from '../model.ts';
import { createContext, useContext } from 'react';
import type { MagicComment } from '../../shared/code-block/magic-comments.ts';

/** A doc listed by `<DocCardList />`: the other docs of the folder. */
export interface DocCard {
  title: string;
  route: string;
  /** The page's URL (base URL, the site's URL form), when the build knows it. */
  href?: string;
  description?: string;
}

/** The doc being rendered, as Docusaurus' `useDoc()` gives it (unset for a page or a blog post). */
export interface DocData {
  id: string;
  title: string;
  description: string;
  /** Its file as Docusaurus names it: `@site/docs/guide/setup.md`. */
  source: string;
  sourceDirName: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
  /** Its headings as its `toc` export lists them. */
  toc: Array<{ value: string; id: string; level: number }>;
}

export interface MdxSiteContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    trailingSlash?: boolean;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
    /** The one locale docsgen builds, as Docusaurus' `siteConfig.i18n` gives it. */
    i18n?: { defaultLocale: string; locales: string[] };
    /** The site's messages by id (config `translations`), for `<Translate id>`; not part of what the hook returns. */
    codeTranslations?: Record<string, string>;
  };
  /** The doc's path under content/, to give each tab group an id of its own. */
  contentPath: string;
  /** The page's URL path, base URL included: what `useLocation()` says while rendering. */
  pathname: string;
  docCards: DocCard[];
  /** The descriptions of the docs a `<DocCardList items>` names by `docId`, by id. */
  docDescriptions?: Record<string, string>;
  /** Counts the tab groups of the page as they render, and those of each groupId (static docs only). */
  tabGroups: { count: number; byGroupId?: Map<string, number> };
  /** What `<Layout title description>` of a page said, read once the page is rendered (server only). */
  page?: {
    title?: string;
    description?: string;
    layout?: boolean;
    headTags?: HeadTag[];
    wrapperClassName?: string;
    /** The hrefs its `<Link>`s wrote (and useBrokenLinks().collectLink collected): those Docusaurus checks. */
    links?: string[];
  };
  /**
   * Set when the content is hydrated in the browser: the components render what the client renders
   * too (tab panels as React children, heading anchors), and `tabPrefix` starts own tab group ids.
   */
  island?: { tabPrefix: string };
  /** `<Admonition>` titles by type in the site's language (config markdown.admonitions.titles). */
  admonitionTitles?: Record<string, string>;
  /** A heading link's name in the site's language ("Direct link to {heading}"), when not English. */
  headingLink?: string;
  /**
   * The site's own MDX components (src/theme/MDXComponents): every MDX file of the page gets them,
   * the partials it imports too, as under Docusaurus' MDXProvider. Not serialised: an island has its own.
   */
  mdxComponents?: Record<string, unknown>;
  /** The doc, for `useDoc()`. */
  doc?: DocData;
}

/** What a hydrated island's `data-props` carries: the context without its server-only parts. */
export type IslandContext = Pick<MdxSiteContext, 'siteConfig' | 'contentPath' | 'pathname' | 'docCards' | 'docDescriptions' | 'island' | 'admonitionTitles' | 'headingLink' | 'doc'>;

export const SiteContext = createContext<MdxSiteContext>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', trailingSlash: true, customFields: {}, themeConfig: {} },
  contentPath: '',
  pathname: '/',
  docCards: [],
  tabGroups: { count: 0 },
});

export function useSiteContext(): MdxSiteContext {
  return useContext(SiteContext);
}

/** The site's own magic comments (Docusaurus' `themeConfig.prism.magicComments`), for a CodeBlock component's code. */
/** The language of a code block without one (Docusaurus' `prism.defaultLanguage`). */
export function useDefaultCodeLanguage(): string | undefined {
  const prism = useSiteContext().siteConfig.themeConfig.prism as { defaultLanguage?: string } | undefined;
  return prism?.defaultLanguage;
}

export function useMagicComments(): MagicComment[] {
  const prism = useSiteContext().siteConfig.themeConfig.prism as { magicComments?: MagicComment[] } | undefined;
  return prism?.magicComments ?? [];
}

/**
 * A `<Link to>` under the base URL, as Docusaurus' Link writes it: with trailingSlash false
 * "/guide/setup/" is "/base/guide/setup"; unset, as written. `generated` (a route docsgen made, as
 * a DocCardList card's) loses the slash unless trailingSlash is true.
 */
export function linkHref(siteConfig: MdxSiteContext['siteConfig'], url: string | undefined, generated = false): string {
  const href = withBaseUrl(siteConfig.baseUrl, url);
  // trailingSlash true: a page's path gets its final slash (not a file's), as Docusaurus' Link adds it.
  if (siteConfig.trailingSlash === true && href.startsWith('/')) {
    const at = href.search(/[?#]/);
    const path = at === -1 ? href : href.slice(0, at);
    if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) return `${path}/${href.slice(path.length)}`;
  }
  const strip = generated ? siteConfig.trailingSlash !== true : siteConfig.trailingSlash === false;
  if (!strip || !href.startsWith('/')) return href;
  const at = href.search(/[?#]/);
  const path = at === -1 ? href : href.slice(0, at);
  return path.length > 1 && path.endsWith('/') && path !== siteConfig.baseUrl ? path.slice(0, -1) + href.slice(path.length) : href;
}

/** `useBaseUrl('/img/x.png')` -> `/base/img/x.png`; full URLs and anchors are left alone. */
export function withBaseUrl(baseUrl: string, url: string | undefined): string {
  if (!url) return url ?? '';
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  if (url.startsWith(baseUrl)) return url;
  return baseUrl + url.replace(/^\//, '');
}
