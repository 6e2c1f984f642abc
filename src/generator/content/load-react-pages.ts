/**
 * React pages: each `content/**\/*.tsx` module is a page whose default export is its component
 * (like a Docusaurus page). An optional `export const frontMatter = {...}` takes the same keys as a
 * Markdown doc's front matter. The page is server-rendered and hydrated from a chunk of its own.
 */
import type { HeadTag } from '../../templates/model.ts';
import type { SiteCssFile } from './mdx/bundle.ts';
import type { TocItem } from '../../shared/types.ts';
import path from 'node:path';
import type { ComponentType } from 'react';
import { DocsgenError, type DiagnosticBag } from '../diagnostics.ts';
import { loadWithinBudget } from '../parallel/watchdog.ts';
import { frontMatterSchema } from './front-matter.ts';
import { normaliseRoute, type ContentSource } from './load-docs.ts';
import { listContentFiles } from './content-files.ts';
import { importTypeScript, locatedError } from '../config/import-typescript.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { DocIsland } from './doc-island.ts';
import type { SiteConfig } from '../config/schema.ts';

/** A React page module, imported and checked. */
export interface ReactPageSource extends ContentSource {
  Component: ComponentType;
  /** Set for a page rendered ahead to static HTML (a Docusaurus page): no client chunk, no hydration. */
  staticHtml?: string;
  /** A Docusaurus React page's `<Link>` hrefs: the links whose breaking fails a build under onBrokenLinks 'throw'. */
  linkedHrefs?: string[];
  /**
   * A Docusaurus page rendered ahead that hydrates (its files look interactive): the island's markup
   * and its props (the site context the server used); `docusaurus` names the site root its chunk
   * resolves `@site/` from (emit/docusaurus-client.ts).
   */
  prerendered?: { html: string; props: object };
  /** A Docusaurus page whose Layout gives no title: its document title is the site's alone. */
  untitled?: true;
  docusaurus?: { rootDir: string };
  /** A Docusaurus MDX page that hydrates (its `staticHtml` names the chunk as a doc's does). */
  island?: DocIsland;
  /** Class of the page's article: "doc__article--page" for a full-width Docusaurus React page. */
  articleClass?: string;
  /** A Docusaurus page that draws itself without `<Layout>`: its markup alone, no navbar or footer, as there. */
  bare?: true;
  /** A Markdown page's headings, for its table of contents (as a doc's). */
  headings?: TocItem[];
  /** The image files a Docusaurus page imports or requires (`require('@site/static/img/x.png').default`), published with it. */
  images?: Array<{ absPath: string; publicPath: string }>;
  /** What a Docusaurus page's `<Head>` (or a Markdown page's `<head>`) adds to its head. */
  head?: HeadTag[];
  /** The plain stylesheets a Docusaurus page's files import: site-wide (emit/component-css.ts). */
  globalCss?: SiteCssFile[];
  /** A Docusaurus page's `<Layout wrapperClassName>`: on the element that holds its content. */
  wrapperClass?: string;
}

/**
 * The content folder's React pages (`content/playground.tsx`). A Docusaurus repo has none there: a
 * `.tsx` beside its docs is a module they import (its pages are src/pages', docusaurus-pages.ts).
 */
export async function loadContentReactPages(rootDir: string, config: Pick<SiteConfig, 'contentDir' | 'pagesDir'>, bag: DiagnosticBag, cache?: BuildCache): Promise<ReactPageSource[]> {
  return config.pagesDir !== undefined ? [] : loadReactPages(rootDir, config.contentDir, bag, cache);
}

export async function loadReactPages(rootDir: string, contentDir: string, bag: DiagnosticBag, cache?: BuildCache): Promise<ReactPageSource[]> {
  const base = path.join(rootDir, contentDir);
  const files = listContentFiles(rootDir, base, '.tsx', bag, false);
  const pages: ReactPageSource[] = [];
  for (const contentPath of files) {
    const absPath = path.join(base, contentPath);
    const source = path.relative(rootDir, absPath).split(path.sep).join('/');
    let mod: { default?: unknown; frontMatter?: unknown };
    try {
      const late = { file: source, message: 'the page module did not finish loading', hint: 'look for an endless loop, or an `await` that never settles, at the top level of the module or a module it imports' };
      mod = (await loadWithinBudget(late, (watched) => importTypeScript(absPath, cache, watched))) as typeof mod;
    } catch (error) {
      if (error instanceof DocsgenError) {
        error.diagnostics.forEach((d) => bag.error(d));
        continue;
      }
      const located = locatedError(error);
      const message = located?.text ?? (error as Error).message.split('\n')[0];
      bag.error({ file: source, line: located?.line, message: `the page module could not be loaded: ${message}`, hint: 'fix the syntax or import error in the module' });
      continue;
    }
    if (typeof mod.default !== 'function') {
      bag.error({
        file: source,
        message: 'the page component has no default export',
        hint: 'export the page component as the default export: `export default function MyPage() { … }`',
      });
      continue;
    }
    const parsed = frontMatterSchema.safeParse(mod.frontMatter ?? {});
    if (!parsed.success) {
      bag.error({ file: source, message: `frontMatter: ${parsed.error.issues.map((i) => `"${i.path.join('.')}" ${i.message}`).join('; ')}`, hint: 'give each frontMatter key a value of the right type' });
      continue;
    }
    const fm = parsed.data;
    if (fm.draft) continue;
    const withoutExt = contentPath.replace(/\.tsx$/, '');
    const name = path.posix.basename(withoutExt);
    const dir = path.posix.dirname(withoutExt) === '.' ? '' : path.posix.dirname(withoutExt);
    const route = normaliseRoute(fm.slug ? (fm.slug.startsWith('/') ? fm.slug : `/${dir}/${fm.slug}`) : `/${name === 'index' ? dir : withoutExt}`);
    pages.push({
      source,
      absPath,
      contentPath,
      route,
      title: fm.title ?? name.replace(/[-_]/g, ' '),
      description: fm.description,
      frontMatter: fm,
      Component: mod.default as ComponentType,
    });
  }
  return pages;
}
