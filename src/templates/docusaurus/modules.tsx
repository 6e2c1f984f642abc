/**
 * The `@theme/*` and `@docusaurus/*` modules (and clsx) in the browser, by specifier, for the chunk
 * of a hydrated Docusaurus page or MDX doc (generator/emit/docusaurus-client.ts maps each import
 * here). The server's are generator/content/mdx/theme/modules.ts: the same components, except
 * CodeBlock, whose highlighted markup the browser keeps as the server wrote it.
 */
import { Tabs, TabItem } from './Tabs.tsx';
import { Admonition, BrowserOnly, clsx, DocCardList, Details, Head, Heading, Layout, Link, TOCInline, useBaseUrl, useDocusaurusContext, useIsBrowser } from './components.tsx';

/** The server's highlighted code, kept as it is: React leaves a host's inner HTML alone when hydrating. */
function CodeBlock() {
  return <div className="docsgen-unwrap" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
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
};
