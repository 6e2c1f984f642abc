/**
 * The root of a hydrated Docusaurus page or MDX doc, the same on the server and in the browser: the
 * content inside the site context the server used (the island's `data-props` carries it). Nothing
 * here adds markup or forks the tree, so `useId` gives the server's ids.
 */
import type { ComponentType } from 'react';
import { SiteContext, type IslandContext } from './context.ts';
import { setCodeTranslations } from './translate.tsx';
import { ISLAND_MDX_COMPONENTS } from './components.tsx';

/** An MDX file's content (given its components), or a page (given the site's config, as Docusaurus gives `props.config`). */
type Content = ComponentType<{ components?: Record<string, unknown>; config?: unknown }>;

/**
 * The components a site's MDX components module gives every doc (Docusaurus' swizzled
 * MDXComponents): its capitalized names; the HTML elements' are docsgen's own.
 */
export function ownMdxComponents(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter(([name, component]) => /^[A-Z]/.test(name) && component != null));
}

/**
 * A page module's component, or with `mdx`, a compiled doc's content with the island's heading
 * anchors and the site's MDX components.
 */
export function hydratedRoot(Content: Content, mdx: boolean, siteComponents: Record<string, unknown> = {}): ComponentType<{ context: IslandContext }> {
  return function HydratedRoot({ context }) {
    setCodeTranslations(context.siteConfig.codeTranslations);
    return (
      <SiteContext.Provider value={{ ...context, tabGroups: { count: 0 }, ...(mdx ? { mdxComponents: siteComponents } : {}) }}>
        <Content {...(mdx ? { components: { ...siteComponents, ...ISLAND_MDX_COMPONENTS } } : { config: context.siteConfig })} />
      </SiteContext.Provider>
    );
  };
}
