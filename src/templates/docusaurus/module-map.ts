/**
 * The `@theme/*` and `@docusaurus/*` modules (and clsx) by specifier, as a doc imports them: the same
 * list on the server (generator/content/mdx/theme/modules.ts) and in the browser (modules.tsx), each
 * giving the components of its side that differ (the server highlights code and renders tab
 * panels to HTML; the browser keeps the server's markup).
 */
import { clsx, CodeInline, DocCard, ErrorBoundary, Head, IdealImage, Layout, MDXContent, ThemeFooter, ThemeNavbar, ThemedImage, useBaseUrl, useBrokenLinks, useColorMode, useCurrentSidebarCategory, useDoc, useDocusaurusContext, useIsBrowser, useMDXComponents, useThemeConfig } from './components.tsx';
import { ExecutionEnvironment, Redirect, RouterLink, useHistory, useLocation, withRouter } from './router.ts';
import { Interpolate, interpolate, Translate, translate } from './translate.tsx';

/** The components a side provides itself. */
export const SIDE_COMPONENTS = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'Details', 'Heading', 'TOCInline', 'DocCardList', 'Link', 'BrowserOnly'] as const;
export type SideComponents = Record<(typeof SIDE_COMPONENTS)[number], unknown>;

/** The module MDX's compile imports its content components from (its providerImportSource). */
export const MDX_PROVIDER = 'docsgen:mdx-components';

const defaultOnly = (value: unknown) => ({ __esModule: true, default: value });

export function docusaurusModules(side: SideComponents): Record<string, object> {
  const modules: Record<string, object> = {
    clsx: { __esModule: true, default: clsx, clsx },
    // What every compiled MDX file imports for its content components (compile-mdx.ts).
    [MDX_PROVIDER]: { __esModule: true, useMDXComponents },
    '@theme/Tabs': defaultOnly(side.Tabs),
    '@theme/TabItem': defaultOnly(side.TabItem),
    '@theme/Admonition': defaultOnly(side.Admonition),
    '@theme/CodeBlock': defaultOnly(side.CodeBlock),
    '@theme/Details': defaultOnly(side.Details),
    '@theme/Heading': defaultOnly(side.Heading),
    '@theme/TOCInline': defaultOnly(side.TOCInline),
    '@theme/DocCardList': defaultOnly(side.DocCardList),
    '@theme/DocCard': defaultOnly(DocCard),
    '@theme/CodeInline': defaultOnly(CodeInline),
    '@docusaurus/Link': defaultOnly(side.Link),
    '@theme/Layout': defaultOnly(Layout),
    '@theme/MDXContent': defaultOnly(MDXContent),
    // The providers Docusaurus' Layout wraps a page in: docsgen's Layout needs none, so a page that
    // wraps itself in them again (or a swizzled Layout) gets its children as they are.
    '@theme/Layout/Provider': defaultOnly(MDXContent),
    '@theme/Navbar': defaultOnly(ThemeNavbar),
    '@theme/Footer': defaultOnly(ThemeFooter),
    // What a swizzled MDXComponents spreads before its own (docsgen takes only its capitalized names;
    // `admonition` is what a swizzle maps its `Admonition` to, as Docusaurus' own map names it).
    '@theme/MDXComponents': defaultOnly({ Head, Details: side.Details, admonition: side.Admonition }),
    '@docusaurus/Head': defaultOnly(Head),
    '@docusaurus/BrowserOnly': defaultOnly(side.BrowserOnly),
    '@docusaurus/useBaseUrl': { __esModule: true, default: useBaseUrl, useBaseUrlUtils: () => ({ withBaseUrl: useBaseUrl }) },
    '@docusaurus/useDocusaurusContext': defaultOnly(useDocusaurusContext),
    '@docusaurus/useIsBrowser': defaultOnly(useIsBrowser),
    '@docusaurus/useBrokenLinks': defaultOnly(useBrokenLinks),
    '@docusaurus/ErrorBoundary': defaultOnly(ErrorBoundary),
    '@theme/ThemedImage': defaultOnly(ThemedImage),
    '@theme/IdealImage': defaultOnly(IdealImage),
    '@docusaurus/theme-common': { __esModule: true, useColorMode, useThemeConfig, useCurrentSidebarCategory },
    // Docusaurus 2's home of useDoc.
    '@docusaurus/theme-common/internal': { __esModule: true, useDoc },
    // Docusaurus 3's home of the docs' hooks.
    '@docusaurus/plugin-content-docs/client': { __esModule: true, useCurrentSidebarCategory, useDoc },
    '@docusaurus/router': { __esModule: true, useLocation, useHistory, Redirect },
    // Docusaurus' own router, which a component may import by its package's name (react-router 5's API).
    'react-router-dom': { __esModule: true, useLocation, useHistory, Redirect, withRouter, Link: RouterLink },
    'react-router': { __esModule: true, useLocation, useHistory, Redirect, withRouter },
    '@docusaurus/ExecutionEnvironment': defaultOnly(ExecutionEnvironment),
    '@docusaurus/Translate': { __esModule: true, default: Translate, translate },
    '@docusaurus/Interpolate': { __esModule: true, default: Interpolate, interpolate },
  };
  // A swizzled component wraps the original: `@theme-original/X` is docsgen's own `@theme/X`.
  for (const [name, module] of Object.entries(modules)) if (name.startsWith('@theme/')) modules[`@theme-original/${name.slice('@theme/'.length)}`] = module;
  // The same modules by the path inside @docusaurus/core that `@docusaurus/X` stands for (older docs import it so).
  for (const [name, module] of Object.entries(modules)) if (/^@docusaurus\/[A-Za-z]+$/.test(name)) modules[`@docusaurus/core/lib/client/exports/${name.slice('@docusaurus/'.length)}`] = module;
  return modules;
}
