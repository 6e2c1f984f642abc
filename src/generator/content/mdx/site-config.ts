/** What MDX docs and React pages see of the config as `useDocusaurusContext().siteConfig`. */
import type { SiteConfig } from '../../config/schema.ts';
import type { MdxSiteContext } from '../../../templates/docusaurus/context.ts';

export function mdxSiteConfigOf(config: SiteConfig): MdxSiteContext['siteConfig'] {
  const { title, tagline, url, baseUrl, customFields } = config;
  // Docusaurus' value: true, false (x.html pages), or unset (folder pages without the slash).
  const trailingSlash = config.trailingSlash ? true : config.pageFiles === 'html' ? false : undefined;
  const i18n = { defaultLocale: config.locale.code, locales: [config.locale.code] };
  const codeTranslations = Object.keys(config.translations).length ? { codeTranslations: config.translations } : {};
  // A Docusaurus repo's own themeConfig (siteFields), with the colour mode and magic comments docsgen uses.
  const own = (config.siteFields.themeConfig ?? {}) as Record<string, unknown>;
  const themeConfig = { ...own, colorMode: { ...(own.colorMode as object | undefined), ...config.colorMode }, prism: { ...(own.prism as object | undefined), magicComments: config.markdown.magicComments, ...(config.markdown.defaultCodeLanguage ? { defaultLanguage: config.markdown.defaultCodeLanguage } : {}) } };
  return { ...config.siteFields, title, tagline, url, baseUrl, trailingSlash, customFields, themeConfig, i18n, ...codeTranslations };
}
