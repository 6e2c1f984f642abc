/**
 * Docusaurus pages (`src/pages/`): React modules (`index.js`) and Markdown/MDX pages, each at the
 * route of its path (`index` is its folder's). They are rendered here, once, with docsgen's React and
 * the provided @theme/@docusaurus modules: to static HTML, or, for a React page whose files look
 * interactive, to the markup its own chunk hydrates in the browser (as content/*.tsx pages do); a
 * Markdown/MDX page hydrates as an MDX doc does (render-mdx.ts).
 */
import { sourceExcerpt } from './markdown/source-excerpt.ts';
import { siteAliases } from './mdx/aliases.ts';
import type { TocItem } from '../../shared/types.ts';
import path from 'node:path';
import fs from 'node:fs';
import fg from 'fast-glob';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { SiteConfig } from '../config/schema.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import { parseFrontMatter } from './front-matter.ts';
import { readSiteFile } from './site-files.ts';
import { normaliseRoute } from './load-docs.ts';
import type { ReactPageSource } from './load-react-pages.ts';
import { leadingMdxHeading } from './mdx/leading-heading.ts';
import { mdxSiteConfigOf } from './mdx/site-config.ts';
import { interactiveLabelsOf, withLabels } from '../config/theme-labels.ts';
import type { MdxRenderOptions } from './mdx/render-mdx.ts';

const IGNORED = ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts', '**/*.css'];

/** How a Markdown page outside the docs (a Docusaurus page, a blog post) renders: as an MDX doc, with the site's settings. */
export function pageRenderOptions(rootDir: string, config: SiteConfig): MdxRenderOptions {
  return {
    rootDir,
    contentDir: path.join(rootDir, config.contentDir),
    baseUrl: config.baseUrl,
    routeOfContentPath: () => undefined,
    staticDirs: config.staticDirectories.map((d) => path.join(rootDir, d)),
    indentedCode: config.markdown.indentedCode === 'everywhere',
    magicComments: config.markdown.magicComments,
    defaultCodeLanguage: config.markdown.defaultCodeLanguage,
    emoji: config.markdown.emoji,
    admonitions: config.markdown.admonitions,
    ...withLabels(interactiveLabelsOf(config)),
    trailingSlash: config.trailingSlash,
    pageFiles: config.pageFiles,
    slashRoutes: config.slashRoutes,
    rtl: config.locale.direction === 'rtl',
    siteConfig: mdxSiteConfigOf(config),
    ...(config.mdxComponents ? { mdxComponents: path.join(rootDir, config.mdxComponents) } : {}),
    aliases: siteAliases(rootDir, config.moduleAliases),
  };
}

export async function loadDocusaurusPages(rootDir: string, config: SiteConfig, bag: DiagnosticBag): Promise<ReactPageSource[]> {
  if (!config.pagesDir) return [];
  const base = path.join(rootDir, config.pagesDir);
  if (!fs.existsSync(base)) return [];
  const { renderMdxDoc, renderPageModule } = await import('./mdx/render-mdx.ts');
  const { title } = config;
  const options = pageRenderOptions(rootDir, config);
  const pages: ReactPageSource[] = [];
  for (const rel of (await fg('**/*.{js,jsx,ts,tsx,md,mdx}', { cwd: base, onlyFiles: true, ignore: IGNORED, followSymbolicLinks: false })).sort()) {
    const absPath = path.join(base, rel);
    const source = path.relative(rootDir, absPath).split(path.sep).join('/');
    const withoutExt = rel.replace(/\.[^.]+$/, '');
    const route = normaliseRoute(`/${path.posix.basename(withoutExt) === 'index' ? path.posix.dirname(withoutExt).replace(/^\.$/, '') : withoutExt}`);
    let html: string;
    let hydrated: ReactPageSource['prerendered'];
    let island: ReactPageSource['island'];
    let pageTitle: string | undefined;
    let description: string | undefined;
    let headings: TocItem[] | undefined;
    let hideToc = false;
    let bare = false;
    let images: ReactPageSource['images'] = [];
    let head: ReactPageSource['head'];
    let globalCss: ReactPageSource['globalCss'];
    let wrapperClass: string | undefined;
    let linkedHrefs: string[] | undefined;
    if (/\.mdx?$/.test(rel)) {
      // The page's copy in the site's language, when the locale has one (read as a doc's copy is: inside the site only).
      const copy = config.localizedPages ? readSiteFile(rootDir, path.join(rootDir, config.localizedPages, rel)) : undefined;
      if (copy && !copy.ok && copy.reason !== 'missing') bag.error({ file: path.posix.join(config.localizedPages!, rel), message: `the page's translation is not read: ${copy.reason === 'outside' ? 'it is outside the site folder once symlinks are resolved' : copy.reason === 'unreadable' ? 'it cannot be read' : 'it is not a regular file'}`, hint: 'put the translation inside the site folder' });
      const split = parseFrontMatter(copy?.ok ? copy.bytes.toString('utf8') : fs.readFileSync(absPath, 'utf8'), copy?.ok ? path.posix.join(config.localizedPages!, rel) : source);
      // A Markdown page's `# Heading` stays in its content; it names the page when front matter does not.
      pageTitle = split.frontMatter.title ?? leadingMdxHeading(split.body)?.[1];
      const contentPath = path.relative(options.contentDir, absPath).split(path.sep).join('/');
      const input = { markdown: split.body, source, contentPath, startLine: split.bodyStartLine };
      const rendered = await renderMdxDoc(input, { frontMatter: split.rawFrontMatter ?? {}, title: pageTitle ?? '', docCards: [], route }, options);
      rendered.errors?.forEach((e) => bag.error(e));
      rendered.warnings.forEach((w) => bag.warn(w));
      html = rendered.html;
      island = rendered.island;
      images = rendered.images;
      head = rendered.head;
      globalCss = rendered.globalCss;
      // Its front matter's, else its first line that says something, as Docusaurus describes a Markdown page.
      description = split.frontMatter.description ?? sourceExcerpt(split.body);
      // Its headings make a table of contents, as Docusaurus gives a Markdown page one.
      headings = (rendered.toc ?? rendered.headings).filter((h) => h.depth >= (split.frontMatter.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel) && h.depth <= (split.frontMatter.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel));
      hideToc = split.frontMatter.hide_table_of_contents === true;
    } else {
      const rendered = await renderPageModule(absPath, source, route, options);
      rendered.errors?.forEach((e) => bag.error(e));
      html = rendered.html;
      images = rendered.images;
      if (rendered.hydrated) hydrated = { html: rendered.html, props: { context: rendered.hydrated.context } };
      pageTitle = rendered.title;
      description = rendered.description;
      bare = !rendered.errors?.length && rendered.layout !== true;
      head = rendered.headTags;
      globalCss = rendered.globalCss;
      wrapperClass = rendered.wrapperClassName;
      linkedHrefs = rendered.links;
    }
    const Component: ComponentType = () => createElement('div', { className: 'docusaurus-page', dangerouslySetInnerHTML: { __html: html } });
    pages.push({ source, absPath, contentPath: source, route, title: pageTitle ?? title, ...(pageTitle?.trim() ? {} : { untitled: true as const }), description, frontMatter: { hide_title: true, displayed_sidebar: null }, Component, ...(hydrated ? { prerendered: hydrated, docusaurus: { rootDir, ...(options.aliases ? { aliases: options.aliases } : {}) } } : { staticHtml: html }), ...(island ? { island } : {}), ...(headings && !hideToc ? { headings } : {}), ...(images?.length ? { images } : {}), ...(head?.length ? { head } : {}), ...(globalCss?.length ? { globalCss } : {}), ...(wrapperClass ? { wrapperClass } : {}), ...(linkedHrefs ? { linkedHrefs } : {}), articleClass: /\.mdx?$/.test(rel) ? 'doc__article--mdx-page' : 'doc__article--page', ...(bare ? { bare: true as const } : {}) });
  }
  return pages;
}
