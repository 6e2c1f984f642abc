/**
 * Stage 2, content. Takes the config; gives the docs (front matter checked, body, content path), the
 * React pages, and, through compile.ts, each doc's rendered Markdown (HTML, headings, links, images,
 * search sections, Markdown copy) from the build cache or from the worker threads. Reads only files
 * inside the site, after resolving symbolic links. markdown/ holds the unified pipeline, one
 * transform per file.
 */
export { loadDocs, type Doc } from './load-docs.ts';
export { loadContentReactPages, loadReactPages, type ReactPageSource } from './load-react-pages.ts';
export { loadCategories } from './categories.ts';
export { loadDocusaurusPages } from './docusaurus-pages.ts';
export { compile, hasMdxFiles, prestartWorkers, type Compilation, type CompiledDoc } from './compile.ts';
export { ensureThemeComponents, themeComponentFiles, themeFingerprint } from './theme-components.ts';
