/** What MDX docs and React pages see of the config as `useDocusaurusContext().siteConfig`. */
import type { SiteConfig } from '../../config/schema.ts';
import type { MdxSiteContext } from '../../../templates/docusaurus/context.ts';

export function mdxSiteConfigOf(config: SiteConfig): MdxSiteContext['siteConfig'] {
  const { title, tagline, url, baseUrl, trailingSlash, customFields } = config;
  return { title, tagline, url, baseUrl, trailingSlash, customFields, themeConfig: { colorMode: { ...config.colorMode }, prism: { magicComments: config.markdown.magicComments } } };
}
