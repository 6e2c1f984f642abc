/**
 * The `docsgen` package's entry: what a site's `site.config.ts` imports. `defineConfig` returns its
 * argument; it is there so editors check and complete the config against these types.
 */
export { defineConfig } from './generator/config/define-config.ts';
export type { SiteConfig, SiteConfigInput, SidebarItemConfig, NavbarItem, FooterLink } from './generator/config/schema.ts';
