/**
 * A doc's leading `# Title` as the page title, taken the way Docusaurus takes it: its `{#id}` (or
 * MDX's `{/* #id *\/}`) left out, and its inline Markdown read as plain text (`# The **beam** API`
 * titles the page "The beam API", not "The **beam** API").
 *
 * The heading is taken out of the body (the page shows the title itself), yet it keeps its place
 * among the doc's heading ids: Docusaurus and GitHub slug every heading of a doc, the first one
 * included, so under `# Deploy` a `## Deploy` is `#deploy-1`. `slugOf` is what the heading id
 * plugins reserve for it, so links written against those sites keep working.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

export interface TitleHeading {
  /** The page title: the heading's text, without its id. */
  title: string;
  /** The heading has inline markup (`**beam**`, `` `code` ``, `<u>`): the page shows the heading itself, formatted. */
  formatted: boolean;
  /** What the heading takes among the doc's heading ids: its own `{#id}`, or its text (to be slugged). */
  slugOf: string;
}

const CUSTOM_ID = /[ \t]*(?:\{#([^\s{}]+)\}|\{\/\*\s*#([^\s{}*/]+)\s*\*\/\})[ \t]*$/;
/** Characters that can make inline Markdown (emphasis, code, links, HTML, escapes, entities). */
const MARKUP = /[*_`[\]<>&\\]/;

/**
 * The title and reserved id of a leading heading's text (the part after `# `). `asWritten`: the title
 * as Docusaurus takes it from the source, its code spans unwrapped and the rest as written
 * (`The **beam** API`, `<u>Under</u> line`); its id is still made from the text.
 */
export function titleHeadingOf(headingText: string, { asWritten = false }: { asWritten?: boolean } = {}): TitleHeading {
  const custom = CUSTOM_ID.exec(headingText);
  const text = custom ? headingText.slice(0, custom.index) : headingText;
  // Parsed only when it can hold markup (most titles are plain words), and as the heading it is:
  // "1. Install" alone would be a list.
  const tree = MARKUP.test(text) ? fromMarkdown(`# ${text}`) : undefined;
  const plain = tree ? toString(tree, { includeHtml: false }).trim() || text : text;
  const title = asWritten ? text.replace(/`([^`]*)`/g, '$1').trim() : plain;
  // Markup, not only escapes or entities (`\# Title`, `Q&amp;A`): something the page draws formatted.
  const heading = tree?.children[0];
  const formatted = heading?.type === 'heading' && heading.children.some((node) => node.type !== 'text');
  return { title, formatted, slugOf: custom ? (custom[1] ?? custom[2]) : plain };
}

/**
 * A Markdown doc's leading heading, `# Title` or the setext `Title` over a line of `=`, as
 * Docusaurus takes either for the doc's title: the match (its lines, to take out of the body) and
 * the heading's text in group 1.
 */
export function leadingMarkdownHeading(body: string): RegExpExecArray | null {
  return /^\s*#[ \t]+(.+?)[ \t]*#*[ \t]*(\r?\n|$)/.exec(body) ?? /^\s*([^\s#>|`~<-][^\n]*?)[ \t]*\r?\n=+[ \t]*(\r?\n|$)/.exec(body);
}
