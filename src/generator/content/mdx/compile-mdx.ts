/**
 * Compiles one MDX file (a doc or a file it imports) to a JavaScript module, through docsgen's own
 * Markdown transforms: admonitions, heading ids, doc links, local images and highlighted code blocks.
 * The text is first relieved of MDX 1 leniencies (lenient.ts). Errors carry the file's own lines.
 */
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import type { PluggableList } from 'unified';
import remarkAdmonitions from '../markdown/remark-admonitions.ts';
import remarkAdmonitionNames from '../markdown/remark-admonition-names.ts';
import remarkRestoreUnknownDirectives from '../markdown/remark-restore-unknown-directives.ts';
import remarkHeadingIds from '../markdown/remark-heading-ids.ts';
import remarkExcerpt from '../markdown/remark-excerpt.ts';
import remarkDocLinks from '../markdown/remark-doc-links.ts';
import remarkLocalImages from '../markdown/remark-local-images.ts';
import rehypeCodeBlocks from '../markdown/rehype-code-blocks.ts';
import rehypeCollectLinks from '../markdown/rehype-collect-links.ts';
import { normaliseAdmonitionTitles } from '../markdown/admonition-titles.ts';
import { rewriteMdxLeniencies } from './lenient.ts';
import remarkDocusaurusExports from './remark-docusaurus-exports.ts';

export interface MdxCompileOptions {
  /** The site root: local images are read only inside it. */
  rootDir: string;
  contentDir: string;
  baseUrl: string;
  routeOfContentPath: (contentPath: string) => string | undefined;
  staticDirs?: string[];
}

export interface MdxFile {
  /** The MDX text, padded with blank lines so that its lines are the file's. */
  text: string;
  /** Path under the content folder (for links and images). */
  contentPath: string;
  /** Path relative to the site root, for messages. */
  source: string;
  /** Set for the doc itself (not a file it imports): its variables and what only a page has. */
  page?: { frontMatter: Record<string, unknown>; title: string };
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

/** Compiles the file; the VFile keeps what the plugins collected (headings, images, warnings…). */
export async function compileMdxFile(input: MdxFile, options: MdxCompileOptions): Promise<{ code: string; file: VFile }> {
  const text = rewriteMdxLeniencies(normaliseAdmonitionTitles(input.text));
  const file = new VFile({ value: text, path: input.contentPath });
  file.data.source = input.source;
  file.data.lineOffset = 0;
  file.data.warnings = [];
  const remarkPlugins: PluggableList = [
    remarkGfm,
    remarkDirective,
    remarkAdmonitionNames,
    remarkAdmonitions,
    remarkRestoreUnknownDirectives,
    remarkHeadingIds,
    [remarkDocLinks, { routeOfContentPath: options.routeOfContentPath }],
    [remarkLocalImages, { rootDir: options.rootDir, contentDir: options.contentDir, baseUrl: options.baseUrl, staticDirs: options.staticDirs }],
  ];
  if (input.page) remarkPlugins.push(remarkExcerpt, [remarkDocusaurusExports, input.page]);
  const rehypePlugins: PluggableList = [rehypeCodeBlocks];
  if (input.page) rehypePlugins.push(rehypeCollectLinks);
  try {
    const compiled = await compile(file, { format: 'mdx', outputFormat: 'program', jsxImportSource: 'react', remarkPlugins, rehypePlugins });
    return { code: String(compiled), file };
  } catch (error) {
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    throw new MdxSyntaxError(place.reason ?? place.message ?? String(error), place.line ?? undefined, place.column ?? undefined);
  }
}
