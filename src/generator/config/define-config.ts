/**
 * What a site's config imports: the config's types and `defineConfig`. Types only besides that, so
 * the bundled config carries none of docsgen's code (validation lives in validate-config.ts).
 */
import type { SiteConfigInput } from './schema.ts';

export type { SiteConfig, SiteConfigInput } from './schema.ts';

/** Typed helper for `site.config.ts`: returns its argument, so editors check and complete it. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
