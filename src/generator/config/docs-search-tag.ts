import type { SiteConfig } from './schema.ts';

/** The docs' search tag (their pages' `docsearch:docusaurus_tag`), as Docusaurus' getDocsVersionSearchTag makes it. */
export function docsSearchTag(config: SiteConfig): string {
  return `docs-${config.docsVersion.pluginId}-${config.docsVersion.name}`;
}
