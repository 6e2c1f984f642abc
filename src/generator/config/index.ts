/**
 * Stage 1, config. Takes the path of a site's config (site.config.ts, or a Docusaurus config where
 * there is none); gives the validated SiteConfig with every default filled in, the site's root
 * folder, and the config's warnings. TypeScript configs are bundled with esbuild into a private
 * folder and imported under a time limit; validation is the zod schema in schema.ts.
 */
export { loadConfig } from './load-config.ts';
export { isDocusaurusConfigName } from './docusaurus/find.ts';
export { defineConfig } from './define-config.ts';
export type { SiteConfig, SiteConfigInput } from './schema.ts';
