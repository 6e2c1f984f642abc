/**
 * The `@theme/*` and `@docusaurus/*` modules (and clsx) in the browser, by specifier, for the chunk
 * of a hydrated Docusaurus page or MDX doc (generator/emit/docusaurus-client.ts maps each import
 * here). The server's are generator/content/mdx/theme/modules.ts: the same components, except
 * CodeBlock, whose highlighted markup the browser keeps as the server wrote it (the browser has no
 * highlighter).
 */
import type { ReactNode } from 'react';
import { Tabs, TabItem } from './Tabs.tsx';
import { Admonition, BrowserOnly, clsx, textOf, DocCardList, Details, Head, Heading, Layout, Link, ThemedImage, TOCInline, useBaseUrl, useColorMode, useDocusaurusContext, useIsBrowser, useThemeConfig } from './components.tsx';

/**
 * The server's highlighted code, kept as it is: React leaves a host's inner HTML alone when
 * hydrating. Mounted afresh in the browser (inside BrowserOnly's children, say), it has no server
 * markup and writes the code unhighlighted, in the code block's markup.
 */
function CodeBlock({ children, language, className, title }: { children?: ReactNode; language?: string; className?: string; title?: string }) {
  const fill = (host: HTMLDivElement | null) => {
    if (!host || host.firstChild) return;
    const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
    const block = document.createElement('div');
    block.className = 'code-block';
    block.dataset.language = lang;
    if (title) block.append(Object.assign(document.createElement('div'), { className: 'code-block__title', textContent: title }));
    const body = Object.assign(document.createElement('div'), { className: 'code-block__body' });
    const pre = Object.assign(document.createElement('pre'), { className: `language-${lang}`, tabIndex: 0 });
    pre.append(Object.assign(document.createElement('code'), { className: `language-${lang}`, textContent: textOf(children).replace(/\n$/, '') }));
    body.append(pre);
    block.append(body);
    host.append(block);
  };
  return <div className="docsgen-unwrap" ref={fill} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

const defaultOnly = (value: unknown) => ({ __esModule: true, default: value });

export const CLIENT_MODULES: Record<string, object> = {
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
