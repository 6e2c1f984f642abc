/**
 * Compiles one MDX file (a doc or a file it imports) to a JavaScript module, through docsgen's own
 * Markdown transforms: admonitions, heading ids, doc links, local images and highlighted code blocks.
 * The text is first relieved of MDX 1 leniencies (lenient.ts). Errors carry the file's own lines.
 */
import type { MagicComment } from '../../../shared/code-block/magic-comments.ts';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import type { PluggableList } from 'unified';
import type { Parent } from 'mdast';
import type { Handler, Handlers } from 'mdast-util-to-hast';
import type { MarkdownPlugin } from '../../config/schema.ts';
import remarkAdmonitions from '../markdown/remark-admonitions.ts';
import remarkAdmonitionNames, { type AdmonitionNames } from '../markdown/remark-admonition-names.ts';
import remarkRestoreUnknownDirectives from '../markdown/remark-restore-unknown-directives.ts';
import remarkHeadingIds from '../markdown/remark-heading-ids.ts';
import rehypeMarkMarkdownHeadings from './rehype-mark-markdown-headings.ts';
import remarkScriptText from './remark-script-text.ts';
import remarkMdxHead from './remark-mdx-head.ts';
import { MDX_PROVIDER } from '../../../templates/docusaurus/module-map.ts';
import remarkExcerpt from '../markdown/remark-excerpt.ts';
import remarkDocLinks from '../markdown/remark-doc-links.ts';
import remarkLocalImages from '../markdown/remark-local-images.ts';
import rehypeCodeBlocks from '../markdown/rehype-code-blocks.ts';
import rehypeCollectLinks from '../markdown/rehype-collect-links.ts';
import { normaliseAdmonitionTitles } from '../markdown/admonition-titles.ts';
import remarkGfmAsUsed, { gfmFeaturesOf } from '../markdown/remark-gfm-as-used.ts';
import { dropJsxUnderImports, rewriteMdx1Text, rewriteMdxLeniencies } from './lenient.ts';
import { warnAt } from '../markdown/types.ts';
import remarkMdx1TypeProps from './remark-mdx1-type-props.ts';
import remarkMdx1JsxText from './remark-mdx1-jsx-text.ts';
import remarkMdx1Nodes from './remark-mdx1-nodes.ts';
import remarkMdx1BareUrls from './remark-mdx1-bare-urls.ts';
import remarkMdx1BlankParagraphs from './remark-mdx1-blank-paragraphs.ts';
import remarkMdx1TableCodePipes from './remark-mdx1-table-code-pipes.ts';
import remarkMdx1JsxLinks from './remark-mdx1-jsx-links.ts';
import remarkMdx1JsxCodeBlocks from './remark-mdx1-jsx-code-blocks.ts';
import remarkMdx1TemplateLiterals from './remark-mdx1-template-literals.ts';
import remarkDocusaurusExports from './remark-docusaurus-exports.ts';
import remarkTocExport from './remark-toc-export.ts';
import remarkParseSimpleMdxBlocks from './remark-parse-simple-mdx-blocks.ts';
import recmaCommonJs from './recma-commonjs.ts';
import rehypeStaticHtml from './rehype-static-html.ts';
import rehypeExternalLinks from '../markdown/rehype-external-links.ts';
import remarkEmoji from 'remark-emoji';
import type { InteractiveLabels } from '../../config/theme-labels.ts';

export interface MdxCompileOptions {
  contentDir: string;
  /** Import aliases (config moduleAliases), absolute, inside the site: see aliases.ts. */
  aliases?: Record<string, string>;
  /** The site root: local images are read from inside it only. */
  rootDir: string;
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
  staticDirs?: string[];
  /** The site's own remark and rehype plugins (config `markdown`, a Docusaurus config's docs plugins). */
  remarkPlugins?: MarkdownPlugin[];
  rehypePlugins?: MarkdownPlugin[];
  /** markdown.mermaid: ```mermaid fences become diagrams drawn in the browser. */
  mermaid?: boolean;
  /** markdown.emoji: `:tada:` shortcodes become emoji (after heading ids, as in Docusaurus: ids keep the code's words). */
  emoji?: boolean;
  /** markdown.indentedCode 'everywhere': text indented by four spaces after a blank line is code, as MDX 1 read it (lenient.ts). */
  indentedCode?: boolean;
  /**
   * The copy button's and the heading link's words in the site's language (unset for English): an
   * MDX doc that hydrates draws them in the browser too, so its module has them, not English ones
   * the page's HTML would have put in their place.
   */
  labels?: InteractiveLabels;
  /** markdown.magicComments: the site's own magic comments in code. */
  magicComments?: MagicComment[];
  /** markdown.defaultCodeLanguage: the language of a code block without one. */
  defaultCodeLanguage?: string;
  /** markdown.admonitions: the site's own admonition names. */
  admonitions?: AdmonitionNames;
  /** Where docs are served (config docsRouteBase). */
  routeBase?: string;
  /** The locale is written right to left: the stylesheets docs and pages import are mirrored (mirror-css.ts). */
  rtl?: boolean;
}

export interface MdxFile {
  /** The MDX text, padded with blank lines so that its lines are the file's. */
  text: string;
  /** Path under the content folder (for links and images). */
  contentPath: string;
  /** Path relative to the site root, for messages. */
  source: string;
  /** Set for the doc itself (not a file it imports): its variables and what only a page has. */
  page?: { frontMatter: Record<string, unknown>; title: string; titleHeading?: string };
}

/** A located compile failure, for an esbuild error or a diagnostic. */
export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {
    super(message);
  }
}

/** How a file is compiled besides the build's settings. */
export interface MdxOutput {
  /** A CommonJS module whose imports are in `file.data.imports` (link-modules.ts), not an ES module. */
  commonJs?: boolean;
  /** A doc rendered to static HTML: its plain markup is set aside, React renders a host for it (rehype-static-html.ts). */
  staticHtml?: boolean;
}

/**
 * Compiles the file; the VFile keeps what the plugins collected (headings, images, warnings…).
 * The code is an ES module, or with `commonJs` a CommonJS one whose imports are in `file.data.imports`.
 */
export async function compileMdxFile(input: MdxFile, options: MdxCompileOptions, { commonJs = false, staticHtml = false }: MdxOutput = {}): Promise<{ code: string; file: VFile }> {
  const fenced = options.indentedCode ? rewriteMdx1Text(input.text, { dollar: !options.remarkPlugins?.length, fenceIndented: true }) : input.text;
  // (MDX 1's reading, for a Docusaurus 2 repo: Docusaurus 3 refuses such a doc.)
  const underImports = options.indentedCode ? dropJsxUnderImports(fenced) : { text: fenced, dropped: [] };
  const text = rewriteMdxLeniencies(options.admonitions?.titleAfterName === false ? underImports.text : normaliseAdmonitionTitles(underImports.text));
  const file = new VFile({ value: text, path: path.join(options.contentDir, input.contentPath) });
  file.data.contentPath = input.contentPath;
  file.data.source = input.source;
  file.data.lineOffset = 0;
  file.data.warnings = [];
  file.data.excerptSource = input.text;
  for (const line of underImports.dropped) warnAt(file.data, line, 'a tag right under an import is part of the import\'s paragraph: not shown, as Docusaurus 2 (MDX 1) shows nothing there', 'put a blank line between the import and the tag to show it');
  if (input.page) file.data.mdxPage = input.page;
  if (input.page?.titleHeading !== undefined) file.data.titleHeading = input.page.titleHeading;
  try {
    const compiled = await processorFor(options, Boolean(input.page), { commonJs, staticHtml: staticHtml && Boolean(input.page) }, gfmFeaturesOf(text)).process(file);
    return { code: String(compiled.value), file };
  } catch (error) {
    // A VFileMessage: its line, or the start of its place (an unclosed tag has only a place).
    type Point = { line?: number; column?: number };
    const message = error as Point & { reason?: string; message?: string; place?: Point & { start?: Point } };
    // Some (an unclosed tag) give their place only in the text: "… (3:1-3:7)".
    const reason = message.reason ?? message.message ?? String(error);
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
    const point = message.line ? message : (message.place?.start ?? message.place ?? (inText ? { line: Number(inText[1]), column: Number(inText[2]) } : {}));
    throw new MdxSyntaxError(reason, point.line ?? undefined, point.column ?? undefined);
  }
}

type MdxProcessor = ReturnType<typeof createProcessor>;

/**
 * MDX's nodes (ESM, expressions, JSX) go from mdast to hast as they are. remark-rehype's pass-through
 * gives a deep structuredClone of each, the estree of its JavaScript included: 6% of an MDX doc's
 * render. The mdast is dropped once it is hast, so nothing else holds the nodes it shares.
 */
const asItIs: Handler = (state, node) => {
  if (!('children' in node)) return { ...node } as unknown as ReturnType<Handler>;
  const { children: _children, ...shallow } = node as Parent;
  return { ...shallow, children: state.all(node) } as unknown as ReturnType<Handler>;
};
const MDX_NODES_AS_THEY_ARE: Handlers = { mdxFlowExpression: asItIs, mdxJsxFlowElement: asItIs, mdxJsxTextElement: asItIs, mdxTextExpression: asItIs, mdxjsEsm: asItIs };

/** Processors by build settings, then by kind (a doc or an imported file, ES or CommonJS output, GFM extensions). */
const processorsOf = new WeakMap<MdxCompileOptions, Map<string, MdxProcessor>>();

/**
 * The MDX processor for these settings, made once per thread and reused for every file: making one
 * (MDX's own plugins and ours attached, then frozen) cost about 1 ms a doc, a sixth of a compile.
 * The plugins keep no state between files (the page's own values come in `file.data.mdxPage`).
 * GFM's extensions are only those the text can use, as for Markdown docs (remark-gfm-as-used.ts):
 * with all five, autolink literals and tables were tried at every letter and line of every doc.
 */
function processorFor(options: MdxCompileOptions, page: boolean, { commonJs, staticHtml }: Required<MdxOutput>, gfmFeatures: number): MdxProcessor {
  let processors = processorsOf.get(options);
  if (!processors) processorsOf.set(options, (processors = new Map()));
  const kind = `${page}:${commonJs}:${staticHtml}:${gfmFeatures}`;
  let processor = processors.get(kind);
  if (processor) return processor;
  const remarkPlugins: PluggableList = [
    [remarkGfmAsUsed, gfmFeatures],
    // The site's remark plugins may add syntax (remark-math's `$…$`) that simple blocks do not know:
    // with them, every block goes to micromark (as in the Markdown pipeline).
    ...((options.remarkPlugins?.length ? [] : [[remarkParseSimpleMdxBlocks, gfmFeatures]]) as PluggableList),
    remarkDirective,
    [remarkAdmonitionNames, options.admonitions],
    remarkAdmonitions,
    remarkRestoreUnknownDirectives,
    remarkScriptText,
    ...((options.indentedCode ? [remarkMdx1TemplateLiterals, remarkMdx1TypeProps, remarkMdx1JsxText, remarkMdx1BareUrls, remarkMdx1TableCodePipes, remarkMdx1BlankParagraphs, remarkMdx1JsxLinks, remarkMdx1JsxCodeBlocks] : []) as PluggableList),
    // Docusaurus 2 turned `:rocket:` into its emoji before slugging headings (`emoji--in-heading`), 3 after.
    ...((options.emoji && options.indentedCode ? [remarkEmoji] : []) as PluggableList),
    [remarkHeadingIds, { mdx1: options.indentedCode }],
    ...((options.emoji && !options.indentedCode ? [remarkEmoji] : []) as PluggableList),
    [remarkDocLinks, { routeOfContentPath: options.routeOfContentPath, baseUrl: options.baseUrl, trailingSlash: options.trailingSlash, pageFiles: options.pageFiles, slashRoutes: options.slashRoutes, isDocRoute: options.isDocRoute, routeBase: options.routeBase, mdx1: options.indentedCode }],
    ...((options.remarkPlugins ?? []) as PluggableList),
    // What a site's plugin written for MDX 1 adds (npm2yarn's Tabs), as MDX 3's nodes.
    ...((options.remarkPlugins?.length ? [[remarkMdx1Nodes, { esm: true }]] : []) as PluggableList),
    [remarkLocalImages, { contentDir: options.contentDir, rootDir: options.rootDir, baseUrl: options.baseUrl, staticDirs: options.staticDirs }],
  ];
  // Every MDX file exports its `toc`: a doc spreads in those of the partials it renders.
  remarkPlugins.push(remarkTocExport);
  if (page) remarkPlugins.push(remarkExcerpt, remarkDocusaurusExports, remarkMdxHead);
  // External Markdown links open a new tab, as Docusaurus' Link opens them; an `<a>` written as JSX
  // (an element here only when it came from Markdown) is left as written, as there.
  // The site's rehype plugins see code blocks as Docusaurus' do, unhighlighted (its theme highlights
  // them in the browser): one that draws them (rehype-expressive-code) draws them before docsgen would.
  const rehypePlugins: PluggableList = [rehypeMarkMarkdownHeadings, ...((options.rehypePlugins ?? []) as PluggableList), [rehypeCodeBlocks, { mermaid: options.mermaid === true, magicComments: options.magicComments, defaultLanguage: options.defaultCodeLanguage, ...(options.labels ? { copyLabels: { text: options.labels.copy, ariaLabel: options.labels.copyCodeLabel } } : {}) }], rehypeExternalLinks];
  if (page) rehypePlugins.push(rehypeCollectLinks);
  if (staticHtml) rehypePlugins.push(rehypeStaticHtml);
  const recmaPlugins: PluggableList = commonJs ? [recmaCommonJs] : [];
  processor = createProcessor({ format: 'mdx', outputFormat: 'program', jsxImportSource: 'react', providerImportSource: MDX_PROVIDER, remarkPlugins, rehypePlugins, recmaPlugins, remarkRehypeOptions: { handlers: MDX_NODES_AS_THEY_ARE } });
  processor.freeze();
  processors.set(kind, processor);
  return processor;
}
