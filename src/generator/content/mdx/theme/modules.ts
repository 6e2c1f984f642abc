/**
 * The modules an MDX doc may import from Docusaurus (`@theme/…`, `@docusaurus/…`) and the few
 * packages docs and their components share with docsgen (React, react-dom, clsx), by specifier. An import of
 * anything else under those prefixes is an error naming it: docsgen cannot provide it.
 */
import fs from 'node:fs';
import path from 'node:path';
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
export const PROVIDED_PREFIX = /^(@theme|@theme-original|@docusaurus)\/|^(react|react\/jsx-runtime|react-dom|react-router|react-router-dom|clsx|docsgen:mdx-components)$/;

const THEME_FILE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * The site's own component for a `@theme/X` docsgen does not provide (`src/theme/LastUpdated/index.jsx`),
 * as Docusaurus resolves `@theme/` to the site's src/theme/ first; undefined when there is none.
 */
export function siteThemeFile(rootDir: string, spec: string): string | undefined {
  const name = /^@theme\/(.+)$/.exec(spec)?.[1];
  if (!name || name.split('/').includes('..')) return undefined;
  const base = path.join(rootDir, 'src', 'theme', name);
  for (const candidate of [...THEME_FILE_EXTENSIONS.map((ext) => base + ext), ...THEME_FILE_EXTENSIONS.map((ext) => path.join(base, 'index' + ext))]) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}
