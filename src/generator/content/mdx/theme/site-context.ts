/** What the `@docusaurus/*` hooks read while one MDX doc renders on the server. */
import { createContext, useContext } from 'react';

/** A doc listed by `<DocCardList />`: the other docs of the folder. */
export interface DocCard {
  title: string;
  route: string;
  description?: string;
}

export interface MdxSiteContext {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown>; themeConfig: Record<string, unknown> };
  /** The doc's path under content/, to give each tab group an id of its own. */
  contentPath: string;
  docCards: DocCard[];
  /** Counts the tab groups of the page as they render. */
  tabGroups: { count: number };
  /** What `<Layout title description>` of a page said, read once the page is rendered. */
  page?: { title?: string; description?: string };
}

export const SiteContext = createContext<MdxSiteContext>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {} },
  contentPath: '',
  docCards: [],
  tabGroups: { count: 0 },
});

export function useSiteContext(): MdxSiteContext {
  return useContext(SiteContext);
}

/** `useBaseUrl('/img/x.png')` -> `/base/img/x.png`; full URLs and anchors are left alone. */
export function withBaseUrl(baseUrl: string, url: string | undefined): string {
  if (!url) return url ?? '';
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  if (url.startsWith(baseUrl)) return url;
  return baseUrl + url.replace(/^\//, '');
}
