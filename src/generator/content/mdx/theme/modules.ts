/**
 * The modules an MDX doc may import from Docusaurus (`@theme/…`, `@docusaurus/…`) and the few
 * packages docs and their components share with docsgen (React, clsx), by specifier. An import of
 * anything else under those prefixes is an error naming it: docsgen cannot provide it.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { Tabs, TabItem } from './tabs.tsx';
import { Admonition, BrowserOnly, CodeBlock, Details, DocCardList, Heading, Link, TOCInline } from './blocks.tsx';
import { clsx, Head, Layout, ThemedImage, useBaseUrl, useColorMode, useDocusaurusContext, useIsBrowser, useThemeConfig } from '../../../../templates/docusaurus/components.tsx';

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
  '@theme/ThemedImage': defaultOnly(ThemedImage),
  '@docusaurus/theme-common': { __esModule: true, useColorMode, useThemeConfig },
};

/** Specifiers that must come from PROVIDED_MODULES, never from the site's own node_modules. */
export const PROVIDED_PREFIX = /^(@theme|@theme-original|@docusaurus)\/|^(react|react\/jsx-runtime|react-dom|clsx)$/;
