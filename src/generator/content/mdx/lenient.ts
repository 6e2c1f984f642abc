/**
 * MDX 1 (Docusaurus 2) accepted things MDX 3 rejects. Rewrites them, outside code, into what MDX 3
 * reads the same way, keeping every line where it was so errors and links keep their file lines:
 * HTML comments, unclosed void elements (`<br>`), `class=`/`for=`, string `style="…"`, autolinks
 * (`<https://…>`), `{#custom-id}` heading ids, a bare `<` before a digit, space, `<`, `-` (`<- here`) or punctuation (`<,`)
 * or after a word with no `>` after it (`a<b`),
 * a placeholder whose `>` is escaped (`<pid\>`),
 * and the closing tag of a void element (`<br></br>`). Also unwraps Docusaurus' ```mdx-code-block
 * fences, whose content is MDX (written so to read well on GitHub too).
 */

import { FenceTracker, mapOutsideCodeSpans, mapOutsideFences } from '../markdown/fenced-lines.ts';
import { mdx1IntrawordEmphasis } from './mdx1-intraword-emphasis.ts';
import { mdx1LiteralBraces } from './mdx1-literal-braces.ts';

const VOID = /<(br|hr|img|input|source|wbr|col|area|embed|track)\b((?:"[^"]*"|'[^']*'|\{[^{}]*\}|[^<>"'{}])*?)\s*>/gi;
const COMMENT = /<!--([\s\S]*?)-->/g;
const HTML_ATTRIBUTE = /(<[a-z][\w-]*\b(?:"[^"]*"|'[^']*'|[^<>"'])*?\s)(class|for)=/g;
const STRING_STYLE = /(<[a-z][\w-]*\b[^<>]*?\s)style="([^"]*)"/g;
const AUTOLINK = /<((?:https?|mailto|ftp):[^\s<>]+)>/g;
/** `{#id}` at a heading's end, not one escaped already (`\{#id}`, Docusaurus 3's MDX-safe form). */
const HEADING_ID = /^(#{1,6}\s.*?)(?<!\\)\{#([^\s{}]+)\}\s*$/gm;
/** A `<` that opens no tag (`a <= b`, `<-`, `13 << 2`, `(>, <, <=)`, `<.`); one already escaped (`\<`) is text as it is. */
const LONE_LT = /(?<!\\)<(?=[\d\s=<\-,.;:)(\]}+*?|&%#@'"])/g;
/** `a<b then swap`: a `<` right after a word, with no `>` after it on its line, is a comparison, not a tag. */
const WORD_LT = /(?<=[\w)\]])<(?=[A-Za-z][^<>\n]*$)/gm;
/** `<pid\>`, `<Target Directory\>`: a placeholder whose `>` is escaped is text in MDX 1, never a tag. */
const ESCAPED_PLACEHOLDER = /(?<!\\)<(?=[A-Za-z][^<>\n]*\\>)/g;
/** `<br></br>`: MDX 1 read the closing tag of a void element as nothing; MDX 3 as a tag never opened. */
const VOID_CLOSE = /<\/(?:br|hr|img|input|source|wbr|col|area|embed|track)\s*>/gi;
const MDX_CODE_BLOCK = /^( {0,3})(`{3,}|~{3,})\s*mdx-code-block\s*$/;

/**
 * MDX 1 read a paragraph that starts with `import` as code to its end: a JSX line right under the
 * import (`import {Caption} from '…'` then `<Caption />`) was a statement there, shown nowhere. MDX 3
 * refuses the paragraph. Each such line becomes an empty `export {}` (what MDX 1 showed: nothing), its
 * line kept; the lines dropped are returned, to be named.
 */
export function dropJsxUnderImports(text: string): { text: string; dropped: number[] } {
  if (!/^(?:import|export)\s/m.test(text)) return { text, dropped: [] };
  const lines = text.split('\n');
  const dropped: number[] = [];
  const fences = new FenceTracker();
  let inEsm = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fences.inside(line) || fences.open(line)) continue;
    if (line.trim() === '') inEsm = false;
    else if (/^(?:import|export)\s/.test(line)) inEsm = true;
    // A tag right under a finished import (its module's name ends the line above).
    else if (inEsm && /^\s*<[A-Za-z]/.test(line) && /['"];?\s*$/.test(lines[i - 1])) {
      lines[i] = 'export {}';
      dropped.push(i + 1);
    }
  }
  return dropped.length ? { text: lines.join('\n'), dropped } : { text, dropped };
}

/** The MDX text with the MDX-1 leniencies rewritten. */
export function rewriteMdxLeniencies(text: string): string {
  return rewriteOutsideCode(unwrapMdxCodeBlocks(text));
}

/**
 * Docusaurus' ```mdx-code-block fences: their lines are MDX, read as if the fence were not there (its
 * lines become blank, so every other line keeps its number).
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = MDX_CODE_BLOCK.exec(lines[i]);
    if (!open) continue;
    const fence = open[2];
    const close = lines.findIndex((line, j) => j > i && new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line));
    if (close === -1) continue;
    lines[i] = '';
    lines[close] = '';
    i = close;
  }
  return lines.join('\n');
}

function rewriteOutsideCode(text: string): string {
  const out: string[] = [];
  let prose: string[] = [];
  const fences = new FenceTracker();
  const flush = () => {
    if (prose.length) out.push(rewriteProse(prose.join('\n')));
    prose = [];
  };
  for (const line of text.split('\n')) {
    if (fences.inside(line)) {
      out.push(line);
    } else if (fences.open(line)) {
      flush();
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  return out.join('\n');
}

function rewriteProse(text: string): string {
  const spans: string[] = [];
  const hidden = text.replace(/(`+)[^`]*?\1/g, (span) => `\u0000${spans.push(span) - 1}\u0000`);
  const rewritten = hidden
    .replace(COMMENT, (_, body: string) => `{/*${body.replace(/\*\//g, '* /')}*/}`)
    .replace(VOID_CLOSE, '')
    .replace(VOID, (_, tag: string, attributes: string) => `<${tag}${attributes.replace(/\/\s*$/, '')} />`)
    .replace(HTML_ATTRIBUTE, (_, before: string, name: string) => `${before}${name === 'class' ? 'className' : 'htmlFor'}=`)
    .replace(STRING_STYLE, (_, before: string, css: string) => `${before}style={${JSON.stringify(styleObject(css))}}`)
    .replace(AUTOLINK, (_, url: string) => `[${url}](${url})`)
    .replace(HEADING_ID, (_, heading: string, id: string) => `${heading}\\{#${id}\\}`)
    .replace(LONE_LT, '&lt;')
    .replace(WORD_LT, '&lt;')
    .replace(ESCAPED_PLACEHOLDER, '&lt;');
  return rewritten.replace(/\u0000(\d+)\u0000/g, (_, i: string) => spans[Number(i)]);
}

/** `color: red; font-size: 2em` -> { color: 'red', fontSize: '2em' }, as React takes it. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const name = property.startsWith('--') ? property : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[name] = value;
  }
  return style;
}

const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const isBlank = (line: string) => line.trim() === '';
/** Columns of leading white space, a tab to the next multiple of four (as CommonMark counts). */
function indentOf(line: string): number {
  let column = 0;
  for (const char of line) {
    if (char === ' ') column++;
    else if (char === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}
/** The line without its first four columns of indentation. */
function dedent(line: string): string {
  return line.startsWith('\t') ? line.slice(1) : line.replace(/^ {1,4}/, '');
}

/**
 * MDX 1 (Docusaurus 2) read text indented by four spaces after a blank line as a code block, as
 * CommonMark does, at the top level and inside JSX alike (`<TabItem>` followed by a blank line and an
 * indented line shows that line as code); MDX 3 reads it as text. Each such block becomes a fenced
 * one, its fences on the blank lines around it, so every line stays where it was. Left alone: text
 * indented inside a list (it continues the item, as both read it), an indented line right after
 * another (it continues a paragraph), and a block with no blank line after it for its closing fence.
 */
export function fenceIndentedCode(text: string): string {
  const lines = text.split('\n');
  const fences = new FenceTracker();
  let inList = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fences.inside(line)) continue;
    if (isBlank(line)) continue;
    const indent = indentOf(line);
    if (indent < 4) {
      fences.open(line);
      // A list goes on through lines indented into it, and lazily through text right below it.
      inList = LIST_ITEM.test(line) || (inList && (indent > 0 || !isBlank(lines[i - 1] ?? '')));
      continue;
    }
    if (inList || i === 0 || !isBlank(lines[i - 1])) continue;
    let end = i;
    while (end + 1 < lines.length && (isBlank(lines[end + 1]) || indentOf(lines[end + 1]) >= 4)) end++;
    while (isBlank(lines[end])) end--;
    if (end + 1 < lines.length && !isBlank(lines[end + 1])) continue;
    const code = lines.slice(i, end + 1).map(dedent);
    const longest = Math.max(2, ...code.map((l) => /^`*/.exec(l.trimStart())![0].length));
    const ticks = '`'.repeat(longest + 1);
    lines[i - 1] = ticks;
    lines.splice(i, code.length, ...code);
    if (end + 1 < lines.length) lines[end + 1] = ticks;
    else lines.push(ticks);
    i = end + 1;
  }
  return lines.join('\n');
}

/** A list item's start: its indent, marker and the spaces after it (their widths give the content's column). */
const ITEM_START = /^( {0,3})(\d{1,9}[.)]|[-*+])( {1,4})\S/;

/**
 * MDX 1 (Docusaurus 2) kept in a list item the lines under it indented by two spaces or more, where
 * CommonMark wants them at the item's content column (three spaces under `1. `): a fenced block and a
 * paragraph indented by two under a numbered step stayed in the step, and the next `3.` was the next
 * step. Such lines are moved to the content column (a fence with all its lines), so MDX 3 and
 * CommonMark read the item as MDX 1 did; line numbers are unchanged.
 */
export function mdx1ListContinuation(text: string): string {
  if (!/^ {0,3}\d{1,9}[.)] /m.test(text)) return text;
  const lines = text.split('\n');
  let column = 0;
  let shift = 0;
  const fences = new FenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fences.inside(line)) {
      if (shift && !isBlank(line)) lines[i] = ' '.repeat(shift) + line;
      continue;
    }
    if (isBlank(line)) continue;
    const item = ITEM_START.exec(line);
    if (item) {
      column = item[1].length + item[2].length + item[3].length;
      shift = 0;
      continue;
    }
    const indent = indentOf(line);
    // An unindented line right under the item's text goes on with it (a lazy continuation): still in the item.
    const above = lines[i - 1] ?? '';
    if (column > 0 && indent === 0 && !isBlank(above) && !/^\s*(?:`{3,}|~{3,})/.test(above) && !BLOCK_START.test(line) && !/^>/.test(line)) {
      shift = 0;
      continue;
    }
    if (column === 0 || indent === 0) {
      column = 0;
      fences.open(line);
      shift = 0;
      continue;
    }
    // Under an item: two spaces or more, short of its content column, moved there.
    shift = indent >= 2 && indent < column && !line.startsWith('\t') ? column - indent : 0;
    if (shift) lines[i] = ' '.repeat(shift) + line;
    fences.open(line.trimStart());
  }
  return lines.join('\n');
}

/**
 * MDX 1 (Docusaurus 2) read a `> quote` line right under a list item's text, unindented, as part of
 * the item; CommonMark ends the list there (five one-item lists and their quotes outside them). Such
 * quote lines are moved to the item's content column; line numbers are unchanged.
 */
/** A line that starts a block of its own, which no lazy continuation line does. */
const BLOCK_START = /^(?:#{1,6}\s|`{3,}|~{3,}|[-*_](?:\s*[-*_]){2,}\s*$|<|\||:::)/;

export function mdx1ListQuotes(text: string): string {
  if (!/^>/m.test(text) || !/^ {0,3}(?:\d{1,9}[.)]|[-*+]) /m.test(text)) return text;
  const lines = text.split('\n');
  let column = 0;
  const fences = new FenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fences.inside(line)) continue;
    const item = ITEM_START.exec(line);
    if (item) column = item[1].length + item[2].length + item[3].length;
    else if (column && line.startsWith('>')) lines[i] = ' '.repeat(column) + line;
    // The item's text goes on over unindented lines (a lazy continuation) until a blank line or a block.
    else if (isBlank(line) || (indentOf(line) === 0 && BLOCK_START.test(line))) column = 0;
    fences.open(line);
  }
  return lines.join('\n');
}

/** A table's delimiter row: `| --- | :-: |`, `---|---`. */
const TABLE_DELIMITER_ROW = /^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

/**
 * MDX 1 (remark-parse 8) did not let a table interrupt a paragraph: a table right under a line of
 * text, with no blank line between, showed as that paragraph's text, pipes and all, where GFM's
 * tables in CommonMark and MDX 3 start one. The delimiter row's pipes are escaped there, so no table
 * starts and its lines read as text, as they did; line numbers are unchanged.
 */
export function mdx1TablesUnderText(text: string): string {
  if (!/\n {0,3}\|?\s*:?-+:?\s*\|/.test(text)) return text;
  const lines = text.split('\n');
  const fences = new FenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fences.inside(line) || fences.open(line)) continue;
    const above = lines[i - 1];
    if (above === undefined || !line.includes('|') || !TABLE_DELIMITER_ROW.test(lines[i + 1] ?? '')) continue;
    // The header row continues a paragraph: the line above it is text, not a block of its own.
    if (isBlank(above) || indentOf(above) > 0 || BLOCK_START.test(above) || ITEM_START.test(above) || /^(?:import|export)\s|^>|^=+\s*$/.test(above)) continue;
    lines[i + 1] = lines[i + 1]!.replace(/\|/g, '\\|');
    i++;
  }
  return lines.join('\n');
}

/**
 * Punctuation MDX 1's Markdown parser (remark-parse 8, GitHub mode) does not take a backslash
 * before: `\$1600` shows as written there, where CommonMark and MDX 3 drop the backslash.
 */
const MDX1_UNESCAPED = /(?<!\\)\\(["$%&',/:;=?@^])/g;
const MDX1_UNESCAPED_BUT_DOLLAR = /(?<!\\)\\(["%&',/:;=?@^])/g;

/**
 * A Docusaurus 2 repo's text with each backslash MDX 1 showed kept (`\$` -> `\\$`), outside fenced
 * and indented code and code spans, so both parsers show it as Docusaurus 2 did. `dollar: false`
 * leaves `\$` alone: a site's remark plugins may read math, where `\$` is a dollar (remark-math's own escape).
 */
export function mdx1Escapes(text: string, { dollar }: { dollar: boolean }): string {
  const unescaped = dollar ? MDX1_UNESCAPED : MDX1_UNESCAPED_BUT_DOLLAR;
  if (!/\\["$%&',/:;=?@^]/.test(text)) return text;
  return mapOutsideFences(text, (line) => (/^(?: {4}|\t)/.test(line) || !line.includes('\\') ? line : mapOutsideCodeSpans(line, (part) => part.replace(unescaped, '\\\\$1'))));
}

/** `:::<br/><br/>`: MDX 1's admonitions closed on a fence followed by line breaks, which CommonMark's directives do not. */
const FENCE_WITH_BREAKS = /^( {0,3}:{3,})(?:\s*<br\s*\/?>)+\s*$/gm;

const FENCE_LINE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/**
 * Fenced code whose lines include one that looks like its closing fence indented by four spaces or
 * more: MDX 1 kept such a line as code (CommonMark's rule); MDX 3, which reads no indented code,
 * ends the code there. The block's own fences are made longer than any such line, so MDX 3 reads it
 * as MDX 1 did. Line numbers do not change.
 */
export function mdx1IndentedFenceLines(text: string): string {
  if (!/^ {4,}(?:`{3,}|~{3,})[ \t]*$/m.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_LINE.exec(lines[i]);
    // (Backticks after a backtick fence make it inline code, no fence.)
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) continue;
    const [, indent, marker, info] = open;
    const closer = new RegExp(`^ {0,3}\\${marker[0]}{${marker.length},}[ \\t]*$`);
    const indentedCloser = new RegExp(`^ {4,}(\\${marker[0]}{${marker.length},})[ \\t]*$`);
    let end = i + 1;
    let longest = 0;
    for (; end < lines.length && !closer.test(lines[end]); end++) longest = Math.max(longest, indentedCloser.exec(lines[end])?.[1].length ?? 0);
    if (longest) {
      const longer = marker[0].repeat(longest + 1);
      lines[i] = indent + longer + info;
      if (end < lines.length) lines[end] = lines[end].replace(marker[0] === '`' ? /`+/ : /~+/, longer);
    }
    i = end;
  }
  return lines.join('\n');
}

/**
 * A Docusaurus 2 repo's text as MDX 1 read it, for CommonMark (`fenceIndented` false) and MDX 3
 * (true: indented code becomes fences first): list continuations and quotes kept in their items,
 * admonition fences closed, backslashes MDX 1 kept shown (`dollar`: see mdx1Escapes).
 */
export function rewriteMdx1Text(text: string, { dollar, fenceIndented }: { dollar: boolean; fenceIndented: boolean }): string {
  const listed = mdx1IntrawordEmphasis(mdx1TablesUnderText(mdx1ListQuotes(mdx1ListContinuation(text))), { math: !dollar });
  const closed = listed.includes(':::') ? listed.replace(FENCE_WITH_BREAKS, '$1') : listed;
  // MDX 3 alone reads braces as JavaScript: its text gets MDX 1's literal ones (a remark plugin may read math: its spans kept).
  const mdx = fenceIndented ? mdx1LiteralBraces(fenceIndentedCode(mdx1IndentedFenceLines(closed)), { math: !dollar }) : closed;
  return mdx1Escapes(mdx, { dollar });
}
