/**
 * A doc's description when front matter gives none, as Docusaurus makes it: the first line of its
 * source that says something (passed over: blank lines, the `# ` title, imports and exports to the next blank line, comments,
 * fenced code, admonition fences, tables, JSX tags left empty), with the Markdown taken out (a
 * heading's marks, a quote's `>`, emphasis, code marks, links and images but their text, tags, expressions).
 */
import { linesOutsideCode } from './lines-outside-code.ts';

/** Characters a doc's description keeps: Docusaurus keeps the whole line; a guard against a page on one line. */
export const DOC_EXCERPT_LENGTH = 1000;

export function sourceExcerpt(body: string): string | undefined {
  // The end of the comment a line is inside (HTML's, or MDX's `{/* */}`), if any.
  let closing: string | undefined;
  // Inside an import or export, which goes on to the next blank line (`export const Tag = () => (` …).
  let inDeclaration = false;
  for (const raw of linesOutsideCode(body)) {
    let line = raw.trim();
    if (!line) inDeclaration = false;
    else if (!closing && (inDeclaration || /^(import|export)\s/.test(line))) {
      inDeclaration = true;
      continue;
    }
    // A comment is no text: one over several lines is passed over whole.
    if (closing) {
      if (!line.includes(closing)) continue;
      line = line.slice(line.indexOf(closing) + closing.length).trim();
      closing = undefined;
    }
    line = line.replace(/<!--.*?-->|\{\/\*.*?\*\/\}/g, '').trim();
    for (const [open, close] of [['<!--', '-->'], ['{/*', '*/}']] as const) {
      if (line.includes(open)) {
        closing = close;
        line = line.slice(0, line.indexOf(open)).trim();
      }
    }
    if (!line || /^(#\s|#$|import\s|export\s|:::|---|\|)/.test(line)) continue;
    const text = line
      .replace(/^#{2,6}\s+(.*?)\s*#*$/, '$1')
      .replace(/^(>\s*)+/, '')
      .replace(/<[^>]*>/g, '')
      // A heading's `{#id}` is no text, nor the first `{name}` (Docusaurus' rule for ids takes it);
      // other braces are (`[uiSchema={}]`), as Docusaurus keeps them.
      .replace(/\{#*[\w-]+\}/, '')
      .replace(/\\?\{#[^\s{}]+\\?\}/g, '')
      // An emoji's short name (`:tada:`), as Docusaurus takes them out.
      .replace(/\s?:[\w+-]+:(?!\/\/)/g, '')
      // Emphasis marks first, in Docusaurus' order (before code marks: `**/*.rs` in code loses its stars there too).
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      // Strikethrough too, as Docusaurus' excerpt takes it out.
      .replace(/~~(\S.*?\S|\S)~~/g, '$1')
      // An image stands for its alt text, as Docusaurus writes it (an image without one says nothing).
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
      .replace(/\\$/, '')
      .trim();
    if (text) return excerptOfParagraph(text, DOC_EXCERPT_LENGTH);
  }
  return undefined;
}

/** A paragraph's text on one line, cut at a word boundary with "…" past `max` characters (200). */
export function excerptOfParagraph(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 3).replace(/\s+\S*$/, '')}…` : line;
}
