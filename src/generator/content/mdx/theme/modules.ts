/**
 * The modules an MDX doc may import from Docusaurus (`@theme/…`, `@docusaurus/…`) and the few
 * packages docs and their components share with docsgen (React, react-dom, clsx), by specifier. An import of
 * anything else under those prefixes is an error naming it: docsgen cannot provide it.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { Tabs, TabItem } from './tabs.tsx';
import { Admonition, BrowserOnly, CodeBlock, Details, DocCardList, Heading, Link, TOCInline } from './blocks.tsx';
import { docusaurusModules } from '../../../../templates/docusaurus/module-map.ts';

export const PROVIDED_MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  // Components that portal or flush (Radix, shadcn) import react-dom: the page's one copy.
  'react-dom': ReactDom,
  ...docusaurusModules({ Tabs, TabItem, Admonition, CodeBlock, Details, Heading, TOCInline, DocCardList, Link, BrowserOnly }),
};

/** Specifiers that must come from PROVIDED_MODULES, never from the site's own node_modules. */
export const PROVIDED_PREFIX = /^(@theme|@theme-original|@docusaurus)\/|^(react|react\/jsx-runtime|react-dom|clsx|docsgen:mdx-components)$/;
