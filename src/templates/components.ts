/**
 * Overridable template components. A site replaces one with a file `theme/<Name>.tsx` whose default
 * export renders it; the override receives the component's props and `Original`, the built-in
 * component, so it can wrap it rather than rewrite it. Each built-in is declared with
 * `overridable(name, Component)`; the build sets the site's overrides before rendering
 * (generator/content/theme-components.ts), in the main thread and in each worker thread.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { PageView, SiteView } from './model.ts';
import type { InfoView, OperationView, SchemaPageView, TagView } from './api/model.ts';

/** The props of each overridable component, by name. */
export interface OverridableProps {
  /** The top bar: brand, links, colour-mode toggle, search button. */
  Navbar: { site: SiteView; activeRoute: string; activeSidebar?: string; /** The page's URL below the base URL, for its links to the same page in the site's other locales. */ localePath?: string; /** The page's copy in each docs version, for the navbar's versions item. */ versionHrefs?: string[] };
  /** The site footer, the same on every page. */
  Footer: { site: SiteView };
  /** A documentation page's main column and table of contents. */
  DocPage: { site: SiteView; page: PageView };
  /** The breadcrumbs above a doc's title. */
  DocBreadcrumbs: { site: SiteView; page: PageView };
  /** The previous and next links under a doc (`site` for its words; English without it). */
  DocPagination: { page: PageView; site?: SiteView };
  /** The 404 page's body. */
  NotFoundPage: { site: SiteView };
  /** An API group's overview page body. */
  ApiInfo: { info: InfoView };
  /** An API tag page body. */
  ApiTag: { tag: TagView };
  /** An API operation page body. */
  ApiOperation: { op: OperationView };
  /** An API schema page body (a group with `schemas`). */
  ApiSchema: { schema: SchemaPageView };
}

export type ComponentName = keyof OverridableProps;

/** The names a site may override, for messages and docs. */
export const COMPONENT_NAMES: readonly ComponentName[] = ['Navbar', 'Footer', 'DocPage', 'DocBreadcrumbs', 'DocPagination', 'NotFoundPage', 'ApiInfo', 'ApiTag', 'ApiOperation', 'ApiSchema'];

/** What an override receives: the component's props, and the built-in component as `Original`. */
export type OverrideProps<N extends ComponentName> = OverridableProps[N] & { Original: ComponentType<OverridableProps[N]> };

const overrides = new Map<ComponentName, ComponentType<never>>();

/** Replaces the overrides in effect (a build sets them before it renders; none restores the built-ins). */
export function setComponentOverrides(components: ReadonlyMap<ComponentName, ComponentType<never>>): void {
  overrides.clear();
  for (const [name, component] of components) overrides.set(name, component);
}

/** The built-in `Component` under `name`: it renders the site's override of it when there is one. */
export function overridable<N extends ComponentName>(name: N, Component: ComponentType<OverridableProps[N]>): (props: OverridableProps[N]) => ReactElement {
  const Overridable = (props: OverridableProps[N]): ReactElement => {
    const override = overrides.get(name) as ComponentType<object> | undefined;
    return override ? createElement(override, { ...props, Original: Component } as object) : createElement(Component as ComponentType<object>, props as object);
  };
  Overridable.displayName = name;
  return Overridable;
}
