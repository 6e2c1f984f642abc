/**
 * The Markdown pipeline, read top to bottom: parse (GFM, directives) -> Markdown transforms ->
 * HTML tree -> HTML transforms -> string. Built once per build and reused for every doc.
 */
import type { SiteCssFile } from '../mdx/bundle.ts';
import { JSX_AS_HTML } from './mdx-jsx-as-html.ts';
import type { MagicComment } from '../../../shared/code-block/magic-comments.ts';
import path from 'node:path';
import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import remarkParseSimpleBlocks from './remark-parse-simple-blocks.ts';
import remarkNoIndentedCode from './remark-no-indented-code.ts';
import remarkGfmAsUsed, { gfmFeaturesOf } from './remark-gfm-as-used.ts';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import type { Root } from 'hast';
import { DocsgenError, type Diagnostic } from '../../diagnostics.ts';
import { findPathologicalShape } from './input-limits.ts';
import type { MarkdownPlugin } from '../../config/schema.ts';
import type { DocIsland } from '../doc-island.ts';
import type { HeadTag } from '../../../templates/model.ts';
import { normaliseAdmonitionTitles } from './admonition-titles.ts';
import remarkUrlSites from './remark-url-sites.ts';
import remarkAdmonitions from './remark-admonitions.ts';
import remarkAdmonitionNames, { type AdmonitionNames } from './remark-admonition-names.ts';
import remarkRestoreUnknownDirectives from './remark-restore-unknown-directives.ts';
import remarkHeadingIds from './remark-heading-ids.ts';
import remarkExcerpt from './remark-excerpt.ts';
import remarkMdx1Nodes from '../mdx/remark-mdx1-nodes.ts';
import remarkMdx1BareUrls from '../mdx/remark-mdx1-bare-urls.ts';
import remarkMdx1TableCodePipes from '../mdx/remark-mdx1-table-code-pipes.ts';
import remarkMdx1BlankParagraphs from '../mdx/remark-mdx1-blank-paragraphs.ts';
import { rewriteMdx1Text } from '../mdx/lenient.ts';
import remarkDocLinks from './remark-doc-links.ts';
import remarkLocalImages from './remark-local-images.ts';
import rehypeCodeBlocks from './rehype-code-blocks.ts';
import rehypeRawWhenNeeded from './rehype-raw-when-needed.ts';
import rehypeWarnScriptUrls from './rehype-warn-script-urls.ts';
import rehypeSanitizeHtml from './rehype-sanitize-html.ts';
import rehypeHeadingAnchors from './rehype-heading-anchors.ts';
import rehypeLazyMedia from './rehype-lazy-iframes.ts';
import rehypeTaskCheckboxLabels from './rehype-task-checkbox-labels.ts';
import rehypeScrollableTables from './rehype-scrollable-tables.ts';
import rehypeExternalLinks from './rehype-external-links.ts';
import rehypeCollectLinks from './rehype-collect-links.ts';
import rehypeSearchSections from './rehype-search-sections.ts';
import rehypeStringifyDirect from './rehype-stringify-direct.ts';
import type { PageSection } from '../../render/search-sections.ts';
import { inlineScriptSources } from '../../render/inline-scripts.ts';
import { moveUrlSites, type UrlSite } from './url-sites.ts';
import type { Heading, ImageAsset, LinkRecord } from './types.ts';
import type { MdxDocExtras } from '../mdx/render-mdx.ts';
import remarkEmoji from 'remark-emoji';

export type { Heading, ImageAsset, LinkRecord } from './types.ts';

/** Settings shared by every doc of one build. */
export interface MarkdownOptions {
  /** Absolute path of the content folder. */
  contentDir: string;
  /** Absolute path of the site folder, outside which nothing is read; default: the content folder's parent. */
  rootDir?: string;
  baseUrl: string;
  /** Whether page URLs end with "/" (config trailingSlash); true unless set. */
  trailingSlash?: boolean;
  /** With trailingSlash false: whether pages are x.html ("html") or x/index.html ("folder"). */
  pageFiles?: 'folder' | 'html';
  /** Folder pages whose URL keeps its "/" all the same (config slashRoutes). */
  slashRoutes?: readonly string[];
  routeOfContentPath: (contentPath: string) => string | undefined;
  /** Whether a route (base URL not included) is a doc's: an absolute link to it gets its final slash. */
  isDocRoute?: (route: string) => boolean;
  /** markdown.sanitize: drop scripts, event handlers and script URLs from the HTML (default false). */
  sanitize?: boolean;
  /** markdown.mermaid: ```mermaid fences become diagrams drawn in the browser. */
  mermaid?: boolean;
  /** markdown.emoji: `:tada:` shortcodes become emoji (after heading ids, as in Docusaurus: ids keep the code's words). */
  emoji?: boolean;
  /** Text indented by four spaces is a code block, as CommonMark reads it (default true; see markdown.indentedCode). */
  indentedCode?: boolean;
  /**
   * Read as MDX 1 (Docusaurus 2) read every doc (markdown.indentedCode 'everywhere'): bare URLs are
   * links only with a dot in their host; lines indented by two under a numbered item stay in it.
   */
  mdx1?: boolean;
  /** markdown.magicComments: the site's own magic comments in code. */
  magicComments?: MagicComment[];
  /** markdown.defaultCodeLanguage: the language of a code block without one. */
  defaultCodeLanguage?: string;
  /** markdown.admonitions: the site's own admonition names. */
  admonitions?: AdmonitionNames;
  /** Where docs are served (config docsRouteBase). */
  routeBase?: string;
  /** The site's remark plugins, run after docsgen's own Markdown transforms (admonitions, directives). */
  remarkPlugins?: MarkdownPlugin[];
  /** The site's rehype plugins, run after code highlighting and raw HTML, before headings and links are collected. */
  rehypePlugins?: MarkdownPlugin[];
  /** Absolute static folders, where a `/…` image may be. */
  staticDirs?: string[];
}

/** One doc's Markdown, identified for messages and link resolution. */
export interface MarkdownInput {
  markdown: string;
  /** Path relative to the site root, for messages. */
  source: string;
  /** Path under content/, to resolve relative links and images. */
  contentPath: string;
  /** 1-based file line where `markdown` starts. */
  startLine: number;
  /** The page title's leading `# Title`, taken out of `markdown`: what it takes among the heading ids (see title-heading.ts). */
  titleHeading?: string;
  /** Set for an MDX doc, which renders through content/mdx/ instead of this pipeline. */
  mdx?: MdxDocExtras;
}

/** What rendering one doc produces. */
export interface RenderedMarkdown {
  html: string;
  /** Set for an MDX doc that hydrates in the browser. */
  island?: DocIsland;
  headings: Heading[];
  /** The page's table of contents where the doc writes its own (an MDX `export const toc`), in place of its headings'. */
  toc?: Heading[];
  excerpt: string;
  images: ImageAsset[];
  /** Every URL the doc links to or loads, with its source line, for link checks. */
  links: LinkRecord[];
  /** The searchable text by h2/h3 section, for the search index. */
  sections: PageSection[];
  warnings: Diagnostic[];
  /** Set when the doc cannot be built (an MDX doc that does not compile): the build fails with them. */
  errors?: Diagnostic[];
  /** Files the render read besides the doc (images…), for the build cache. */
  dependencies: string[];
  /** CSP hash sources of the inline scripts in the doc's raw HTML, when it has any. */
  inlineScripts?: string[];
  /** What an MDX doc's `<head>` adds to the page's head. */
  head?: HeadTag[];
  /** The plain stylesheets an MDX doc's files import: site-wide, in the components stylesheet (emit/component-css.ts). */
  globalCss?: SiteCssFile[];
  /**
   * Where the input writes its relative URLs (offsets into `markdown` as given), for the doc's
   * Markdown copy. Absent when one is on a line normalised before parsing (an admonition title).
   */
  urlSites?: UrlSite[];
}

/**
 * Renders one doc. `async` renders it with `process` instead of `processSync`: the site's plugins
 * may work asynchronously (@docusaurus/remark-plugin-npm2yarn does), which processSync refuses.
 */
export type MarkdownRenderer = ((input: MarkdownInput) => RenderedMarkdown) & { async: (input: MarkdownInput) => Promise<RenderedMarkdown> };

/**
 * Returns a function that renders one doc. Its processor is built once per set of GFM extensions
 * docs use (see remark-gfm-as-used.ts), a handful per site, and reused.
 */
export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  const processors = new Map<number, ReturnType<typeof createProcessor>>();
  const processorFor = (gfmFeatures: number) => {
    let processor = processors.get(gfmFeatures);
    if (!processor) processors.set(gfmFeatures, (processor = createProcessor(options, gfmFeatures)));
    return processor;
  };
  const sitePlugins = (options.remarkPlugins?.length ?? 0) + (options.rehypePlugins?.length ?? 0) > 0;
  const prepare = (input: MarkdownInput) => {
    const shape = findPathologicalShape(input.markdown);
    if (shape) throw new DocsgenError({ file: input.source, line: input.startLine - 1 + shape.line, message: shape.message, hint: shape.hint });
    const { text, file } = fileOf(input, options);
    return { text, file, processor: processorFor(gfmFeaturesOf(text)) };
  };
  const render = (input: MarkdownInput): RenderedMarkdown => {
    const { text, file, processor } = prepare(input);
    return renderedOf(input, text, file, renderOrExplain(input, () => String(processor.processSync(file)), sitePlugins));
  };
  return Object.assign(render, {
    async: async (input: MarkdownInput): Promise<RenderedMarkdown> => {
      const { text, file, processor } = prepare(input);
      let html = '';
      try {
        html = String(await processor.process(file));
      } catch (error) {
        renderOrExplain(input, () => { throw error; }, sitePlugins);
      }
      return renderedOf(input, text, file, html);
    },
  });
}

/** What the render left in the file's data, with its HTML. */
function renderedOf(input: MarkdownInput, text: string, file: VFile, html: string): RenderedMarkdown {
  return {
    html,
    headings: file.data.headings ?? [],
    excerpt: file.data.excerpt ?? '',
    images: file.data.images ?? [],
    links: file.data.links ?? [],
    sections: file.data.sections ?? [],
    warnings: file.data.warnings ?? [],
    dependencies: file.data.dependencies ?? [],
    ...(html.includes('<script') ? { inlineScripts: [...inlineScriptSources(html)] } : {}),
    ...withUrlSites(file.data.urlSites && moveUrlSites(file.data.urlSites, text, input.markdown)),
  };
}

/**
 * Runs the render; a stack overflow (nesting past what the parser's recursion takes) names the doc
 * instead, and so does any other failure when the site has Markdown plugins (theirs, most likely).
 */
function renderOrExplain(input: MarkdownInput, render: () => string, sitePlugins = false): string {
  try {
    return render();
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      throw new DocsgenError({
        file: input.source,
        line: input.startLine,
        message: 'the Markdown is nested too deeply to render (block quotes, lists, containers or HTML elements inside one another)',
        hint: 'flatten the nesting to a few levels',
      });
    }
    if (sitePlugins && !(error instanceof DocsgenError)) {
      throw new DocsgenError({
        file: input.source,
        message: `the doc could not be rendered: ${String((error as Error).message ?? error).split('\n')[0]}`,
        hint: 'the site\'s remark/rehype plugins run on every doc: fix the doc or the plugin that failed, or remove that plugin',
      });
    }
    throw error;
  }
}

/** The file a doc is processed as, and its text (admonition titles normalised). */
function fileOf(input: MarkdownInput, options: MarkdownOptions): { text: string; file: VFile } {
  const written = options.mdx1 ? rewriteMdx1Text(input.markdown, { dollar: !options.remarkPlugins?.length, fenceIndented: false }) : input.markdown;
  const text = options.admonitions?.titleAfterName === false ? written : normaliseAdmonitionTitles(written);
  const file = new VFile({ value: text, path: path.join(options.contentDir, input.contentPath) });
  file.data.contentPath = input.contentPath;
  file.data.source = input.source;
  file.data.lineOffset = input.startLine - 1;
  file.data.warnings = [];
  if (input.titleHeading !== undefined) file.data.titleHeading = input.titleHeading;
  return { text, file };
}

/** The HTML tree the pipeline makes of a doc, before it is written out (for tests of the writer). */
export function markdownTreeOf(options: MarkdownOptions, input: MarkdownInput): Root {
  const { text, file } = fileOf(input, options);
  const processor = createProcessor(options, gfmFeaturesOf(text));
  return processor.runSync(processor.parse(file), file) as Root;
}

/** The whole pipeline, with the GFM extensions in the `gfmFeatures` mask. */
function createProcessor(options: MarkdownOptions, gfmFeatures: number) {
  return unified()
    .use(remarkParse)
    .use(options.indentedCode === false ? [remarkNoIndentedCode] : [])
    .use(options.mdx1 ? [remarkMdx1BareUrls, remarkMdx1TableCodePipes, remarkMdx1BlankParagraphs] : [])
    .use(remarkGfmAsUsed, gfmFeatures)
    // The site's remark plugins may add syntax (remark-math's `$…$`) that the fast path's simple
    // blocks do not know: with them, every block goes to micromark.
    .use(options.remarkPlugins?.length ? [] : [[remarkParseSimpleBlocks, gfmFeatures, { indentedCode: options.indentedCode !== false }]])
    .use(remarkDirective)
    .use(remarkUrlSites)
    .use(remarkAdmonitionNames, options.admonitions)
    .use(remarkAdmonitions)
    .use(remarkRestoreUnknownDirectives)
    .use((options.remarkPlugins ?? []) as PluggableList)
    // What a site's plugin written for MDX 1 adds: its elements as MDX 3's (drawn as HTML), its ES code dropped.
    .use(options.remarkPlugins?.length ? [[remarkMdx1Nodes, { esm: false }]] : [])
    // Docusaurus 2 turned `:rocket:` into its emoji before slugging headings (`emoji--in-heading`), 3 after.
    .use(options.emoji && options.mdx1 ? [remarkEmoji] : [])
    .use(remarkHeadingIds, { mdx1: options.mdx1 })
    .use(options.emoji && !options.mdx1 ? [remarkEmoji] : [])
    .use(remarkExcerpt)
    .use(remarkDocLinks, { routeOfContentPath: options.routeOfContentPath, baseUrl: options.baseUrl, trailingSlash: options.trailingSlash, pageFiles: options.pageFiles, slashRoutes: options.slashRoutes, isDocRoute: options.isDocRoute, routeBase: options.routeBase, mdx1: options.mdx1 })
    .use(remarkLocalImages, { contentDir: options.contentDir, rootDir: options.rootDir ?? path.dirname(options.contentDir), baseUrl: options.baseUrl, staticDirs: options.staticDirs })
    // JSX a site's remark plugin adds (mdx-jsx-as-html.ts) is drawn as the HTML it stands for.
    .use(remarkRehype, { allowDangerousHtml: true, handlers: JSX_AS_HTML as never })
    // The site's rehype plugins see code blocks unhighlighted, as under Docusaurus (see compile-mdx.ts).
    .use((options.rehypePlugins ?? []) as PluggableList)
    // Code blocks go before the raw pass, which drops the fence meta it does not know about.
    .use(rehypeCodeBlocks, { mermaid: options.mermaid === true, magicComments: options.magicComments, defaultLanguage: options.defaultCodeLanguage })
    .use(rehypeRawWhenNeeded)
    .use(rehypeWarnScriptUrls, { sanitizing: options.sanitize === true })
    .use(options.sanitize ? [rehypeSanitizeHtml] : [])
    .use(rehypeHeadingAnchors)
    .use(rehypeLazyMedia)
    .use(rehypeTaskCheckboxLabels)
    .use(rehypeScrollableTables)
    .use(rehypeExternalLinks)
    .use(rehypeCollectLinks)
    .use(rehypeSearchSections)
    .use(rehypeStringify)
    .use(rehypeStringifyDirect);
}

/** The urlSites property, left out when there are none to give. */
function withUrlSites(urlSites: UrlSite[] | undefined): { urlSites?: UrlSite[] } {
  return urlSites ? { urlSites } : {};
}
