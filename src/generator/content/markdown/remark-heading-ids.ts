/**
 * Gives every heading below h1 an id: an explicit `{#custom-id}` at the end of the heading (in MDX, a comment holding `#custom-id`) wins, else
 * github-slugger's slug of its text (unique within the page, the page title's `# Title` counted as
 * Docusaurus and GitHub count it). Collects the headings for the TOC.
 * An id given to two headings (explicit ids written twice, or one that repeats an earlier slug) is
 * a warning at the second: a link to it reaches only the first.
 */
import type { Root, Heading as MdHeading } from 'mdast';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';
import { warnAt } from './types.ts';
import { tocHtmlOfMdast } from '../toc-html.ts';
import type { TocItem } from '../../../shared/types.ts';

/** Any letters, as Docusaurus takes them (`{#qué-puede-hacer}`): no spaces or braces. */
const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;
const COMMENT_ID = /^\s*\/\*\s*#([^\s{}*/]+)\s*\*\/\s*$/;

/** `mdx1`: slugs as Docusaurus 2 (MDX 1) made them (mdx1SlugText). */
export default function remarkHeadingIds(options: { mdx1?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const source = options.mdx1 ? String(file.value) : '';
    const slugger = new GithubSlugger();
    // The title's heading, taken out of the text, keeps its id: "## Deploy" under "# Deploy" is "deploy-1".
    if (file.data.titleHeading !== undefined) slugger.slug(file.data.titleHeading);
    const headings: TocItem[] = [];
    /** The lines of the headings of each id, to warn about one given twice. */
    const linesOfId = new Map<string, Array<number | undefined>>();
    visit(tree, 'heading', (node: MdHeading) => {
      let id: string | undefined;
      const last = node.children[node.children.length - 1] as MdHeading['children'][number] | { type: 'mdxTextExpression'; value: string } | undefined;
      if (last && last.type === 'text') {
        const m = CUSTOM_ID.exec(last.value);
        if (m) {
          id = m[1];
          last.value = last.value.slice(0, m.index);
          slugger.slug(id); // reserve it, so a later heading with the same text gets "-1"
        }
      } else if (last && last.type === 'mdxTextExpression') {
        // Docusaurus 3's MDX-safe form: `## Title {/* #custom-id */}` (a comment, which renders nothing).
        const m = COMMENT_ID.exec(last.value);
        if (m) {
          id = m[1];
          node.children.pop();
          const before = node.children[node.children.length - 1];
          if (before?.type === 'text') before.value = before.value.replace(/[ \t]+$/, '');
          slugger.slug(id);
        }
      }
      // Its text without inline HTML (`## Price impact <a id="impact"></a>`), slugged as it is, as
      // Docusaurus slugs it: the space before such a tag is a final "-" there too.
      const words = toString(node, { includeHtml: false });
      const text = words.trim();
      const slugged = options.mdx1 ? mdx1SlugText(node, source) : words;
      // An id a site's remark plugin gave the heading is kept as an explicit id is.
      const given = node.data?.hProperties?.id;
      if (id === undefined && typeof given === 'string' && given) slugger.slug((id = given));
      id ??= slugger.slug(slugged);
      // An h1 in the text takes its slug but shows no id, as Docusaurus' Heading draws an h1: the
      // page's one title-level heading is not a section to link to.
      if (node.depth === 1) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      const toc = tocHtmlOfMdast(node.children);
      headings.push({ depth: node.depth, id, text, ...(toc ? { html: toc.html } : {}), ...(toc?.written ? { written: true } : {}) });
      const lines = linesOfId.get(id);
      if (lines) lines.push(node.position?.start.line);
      else linesOfId.set(id, [node.position?.start.line]);
    });
    file.data.headings = headings;
    warnDuplicateIds(file, linesOfId);
  };
}

/** One warning per id used by more than one heading (20,000 headings with one id make one warning). */
function warnDuplicateIds(file: VFile, linesOfId: Map<string, Array<number | undefined>>): void {
  for (const [id, lines] of linesOfId) {
    if (lines.length < 2) continue;
    const first = lines[0] === undefined ? '' : ` (first at line ${lines[0] + ((file.data as { lineOffset?: number }).lineOffset ?? 0)})`;
    warnAt(file.data, lines[1], `the heading id "${id}" is given to ${lines.length} headings of this doc${first}; a link to #${id} reaches only the first`, 'give each heading its own {#id}, or remove the repeated {#id} so the heading gets one made from its text');
  }
}

type Inline = MdHeading['children'][number] | { type: 'mdxJsxTextElement'; children: Inline[]; position?: MdHeading['position'] };

/**
 * A heading's text as Docusaurus 2 slugged it: its own inline HTML or JSX tags left out (their text
 * kept), but those inside bold, emphasis or a link kept as written, tags and all, as MDX 1's
 * to-string gave them (`CockroachDB **(<ins>preview</ins>)**` is `cockroachdb-inspreviewins`).
 */
function mdx1SlugText(node: MdHeading, source: string): string {
  const written = (child: Inline): string => {
    const [from, to] = [child.position?.start.offset, child.position?.end.offset];
    if (child.type === 'mdxJsxTextElement') return from !== undefined && to !== undefined ? source.slice(from, to) : child.children.map(written).join('');
    if (child.type === 'text' || child.type === 'inlineCode' || child.type === 'html') return child.value;
    return 'children' in child ? (child.children as Inline[]).map(written).join('') : '';
  };
  return (node.children as Inline[])
    .map((child) => (child.type === 'html' ? '' : child.type === 'mdxJsxTextElement' ? child.children.map(written).join('') : written(child)))
    .join('');
}
