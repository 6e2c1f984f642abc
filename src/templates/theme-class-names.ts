import type { SiteView } from './model.ts';

/**
 * `base`, with Docusaurus' stable class name of the element (its ThemeClassNames: `theme-doc-toc-desktop`,
 * `theme-layout-navbar`…) on a Docusaurus site, whose CSS may style the element by it.
 */
export function themeClass(site: Pick<SiteView, 'docusaurusMarkup'> | undefined, base: string, name: string): string {
  return site?.docusaurusMarkup ? `${base} ${name}` : base;
}
