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
  /** What the heading takes among the doc's heading ids: its own `{#id}`, or its text (to be slugged). */
  slugOf: string;
}

const CUSTOM_ID = /[ \t]*(?:\{#([^\s{}]+)\}|\{\/\*\s*#([^\s{}*/]+)\s*\*\/\})[ \t]*$/;
/** Characters that can make inline Markdown (emphasis, code, links, HTML, escapes, entities). */
const MARKUP = /[*_`[\]<>&\\]/;

/** The title and reserved id of a leading heading's text (the part after `# `). */
export function titleHeadingOf(headingText: string): TitleHeading {
  const custom = CUSTOM_ID.exec(headingText);
  const text = custom ? headingText.slice(0, custom.index) : headingText;
  // Parsed only when it can hold markup (most titles are plain words), and as the heading it is:
  // "1. Install" alone would be a list.
  const title = MARKUP.test(text) ? toString(fromMarkdown(`# ${text}`), { includeHtml: false }).trim() || text : text;
  return { title, slugOf: custom ? (custom[1] ?? custom[2]) : title };
}
