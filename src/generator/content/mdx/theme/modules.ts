/**
 * The modules an MDX doc may import from Docusaurus (`@theme/…`, `@docusaurus/…`) and the few
 * packages docs and their components share with docsgen (React, clsx), by specifier. An import of
 * anything else under those prefixes is an error naming it: docsgen cannot provide it.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { Tabs, TabItem } from './tabs.tsx';
import { Admonition, BrowserOnly, CodeBlock, Details, DocCardList, Heading, Link, TOCInline } from './blocks.tsx';
import { useSiteContext, withBaseUrl } from './site-context.ts';

function useBaseUrl(url: string, options?: { absolute?: boolean }): string {
  const { siteConfig } = useSiteContext();
  const path = withBaseUrl(siteConfig.baseUrl, url);
  return options?.absolute && path.startsWith('/') ? siteConfig.url.replace(/\/$/, '') + path : path;
}

function useDocusaurusContext() {
  const { siteConfig } = useSiteContext();
  return { siteConfig, siteMetadata: { docusaurusVersion: 'docsgen' }, i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } };
}

/** `@theme/Layout` of a page: docsgen draws the page around it; its title and description are kept. */
function Layout({ title, description, children }: { title?: string; description?: string; children?: React.ReactNode }) {
  const site = useSiteContext();
  if (site.page) Object.assign(site.page, { ...(title ? { title } : {}), ...(description ? { description } : {}) });
  return React.createElement(React.Fragment, null, children);
}

/** `@docusaurus/Head`: docsgen writes the head itself. */
function Head() {
  return null;
}

function useIsBrowser(): boolean {
  return false;
}

/** clsx: joins the truthy class names of strings, arrays and `{ name: condition }` objects. */
function clsx(...inputs: unknown[]): string {
  const out: string[] = [];
  const add = (value: unknown) => {
    if (!value) return;
    if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
    else if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'object') for (const [name, on] of Object.entries(value)) if (on) out.push(name);
  };
  inputs.forEach(add);
  return out.join(' ');
}

const defaultOnly = (value: unknown) => ({ __esModule: true, default: value });

export const PROVIDED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  clsx: { __esModule: true, default: clsx, clsx },
  '@theme/Tabs': defaultOnly(Tabs),
  '@theme/TabItem': defaultOnly(TabItem),
  '@theme/Admonition': defaultOnly(Admonition),
  '@theme/CodeBlock': defaultOnly(CodeBlock),
  '@theme/Details': defaultOnly(Details),
  '@theme/Heading': defaultOnly(Heading),
  '@theme/TOCInline': defaultOnly(TOCInline),
  '@theme/DocCardList': defaultOnly(DocCardList),
  '@docusaurus/Link': defaultOnly(Link),
  '@theme/Layout': defaultOnly(Layout),
  '@docusaurus/Head': defaultOnly(Head),
  '@docusaurus/BrowserOnly': defaultOnly(BrowserOnly),
  '@docusaurus/useBaseUrl': { __esModule: true, default: useBaseUrl, useBaseUrlUtils: () => ({ withBaseUrl: useBaseUrl }) },
  '@docusaurus/useDocusaurusContext': defaultOnly(useDocusaurusContext),
  '@docusaurus/useIsBrowser': defaultOnly(useIsBrowser),
};

/** Specifiers that must come from PROVIDED_MODULES, never from the site's own node_modules. */
export const PROVIDED_PREFIX = /^(@theme|@theme-original|@docusaurus)\/|^(react|react\/jsx-runtime|react-dom|clsx)$/;
