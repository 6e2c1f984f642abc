/** What the `@docusaurus/*` hooks read while one MDX doc renders: shared with the browser (src/templates/docusaurus/context.ts). */
export { SiteContext, useSiteContext, withBaseUrl, type DocCard, type DocData, type MdxSiteContext, type IslandContext } from '../../../../templates/docusaurus/context.ts';
