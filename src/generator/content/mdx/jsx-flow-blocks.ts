/**
 * JSX elements built without micromark, for remark-parse-simple-mdx-blocks.ts: an element whose
 * tags each stand alone on a line (`<Tabs groupId="os">`, `  <TabItem value="mac" label="macOS">`,
 * `</Tabs>`, `<Shared />`), whose attributes are plain strings or bare names, and whose content is
 * such elements and simple blocks. That is how Docusaurus docs write Tabs, and micromark spent
 * about 0.4 ms a doc, before its code was warm, reading those lines through MDX's JSX states.
 *
 * MDX reads each such tag as a block of its own and gathers what lies between an opening tag and
 * its closing tag as the element's children, read as it would be at the top of the doc: so the
 * content's simple blocks are those simpleBlock builds. Anything else (an expression, an entity in
 * a value, a tag sharing its line with text or another tag, a closing tag that does not match)
 * leaves the element to micromark, which gives its tree or its error.
 */
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { closingFence, type Chunk } from '../markdown/top-level-chunks.ts';
import type { Lines } from '../markdown/simple-blocks.ts';

/** A tag alone on its line: indentation, `/` of a closing tag, name, attributes, `/` of a self-closing one. */
const TAG_LINE = /^( *)<(\/?)([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)((?: +[A-Za-z_][A-Za-z0-9_-]*(?:="[^"&{}<>\\]*"|='[^'&{}<>\\]*')?)*) *(\/?)> *$/;
const BLANK = /^[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;
const ATTRIBUTE = / +([A-Za-z_][A-Za-z0-9_-]*)(?:="([^"]*)"|='([^']*)')?/y;

interface TagLine {
  closing: boolean;
  selfClosing: boolean;
  name: string;
  /** Column (1-based) of `<` and after `>`. */
  start: number;
  end: number;
  attributes: MdxJsxAttribute[];
}

/**
 * The JSX element that starts with chunk `i`, with the index of the chunk it ends (it must end one),
 * or undefined. Read line by line: a piece may hold a closing tag right after fenced code.
 */
export function jsxFlowBlock(doc: Lines, chunks: Chunk[], i: number, contentBlock: (lines: Chunk) => RootContent | undefined): { node: MdxJsxFlowElement; last: number } | undefined {
  const open: MdxJsxFlowElement[] = [];
  let root: MdxJsxFlowElement | undefined;
  for (let line = chunks[i].first; line < doc.lines.length; line++) {
    const text = doc.lines[line];
    if (BLANK.test(text)) continue;
    const tag = tagLine(doc, line);
    if (!tag) {
      const lines = contentLines(doc, line);
      const block = open.length > 0 && lines ? contentBlock(lines) : undefined;
      if (!block || (block.type === 'list' && listGoesOn(doc, lines!.last))) return undefined;
      open[open.length - 1].children.push(block as MdxJsxFlowElement['children'][number]);
      line = lines!.last;
      continue;
    }
    if (tag.closing) {
      const element = open.pop();
      if (!element || element.name !== tag.name) return undefined;
      element.position!.end = point(doc, line, tag.end);
    } else {
      const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: tag.name, attributes: tag.attributes, children: [], position: { start: point(doc, line, tag.start), end: point(doc, line, tag.end) } };
      if (open.length > 0) open[open.length - 1].children.push(element);
      else root = element;
      if (!tag.selfClosing) open.push(element);
    }
    if (open.length === 0) {
      const last = chunks.findIndex((chunk) => chunk.last === line);
      return last >= i ? { node: root!, last } : undefined;
    }
  }
  return undefined;
}

/**
 * The lines of the block starting at `first`: fenced code to its closing line, anything else to
 * the next blank line. Text right before a tag is left to micromark (MDX may read on into the tag).
 */
function contentLines(doc: Lines, first: number): Chunk | undefined {
  const fence = FENCE.exec(doc.lines[first]);
  if (fence) {
    const close = closingFence(fence[1]);
    for (let line = first + 1; line < doc.lines.length; line++) if (close.test(doc.lines[line])) return { first, last: line };
    return undefined;
  }
  let last = first;
  while (last + 1 < doc.lines.length && !BLANK.test(doc.lines[last + 1])) {
    if (TAG_LINE.test(doc.lines[last + 1])) return undefined;
    last++;
  }
  return { first, last };
}

/**
 * Whether the next line that is not blank may go on with the list: an item (of the same list, after
 * a blank line), or an indented line (of its last item, a closing tag too).
 */
function listGoesOn(doc: Lines, last: number): boolean {
  let line = last + 1;
  while (line < doc.lines.length && BLANK.test(doc.lines[line])) line++;
  return line < doc.lines.length && /^(?:[ \t]|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))/.test(doc.lines[line]);
}

/** The line read as a tag alone on it, or undefined. */
function tagLine(doc: Lines, line: number): TagLine | undefined {
  const text = doc.lines[line];
  const match = TAG_LINE.exec(text);
  if (!match) return undefined;
  const [, indent, slash, name, attributeText, selfClosing] = match;
  if (slash && (attributeText || selfClosing)) return undefined;
  const start = indent.length + 1;
  return { closing: Boolean(slash), selfClosing: Boolean(selfClosing), name, start, end: text.trimEnd().length + 1, attributes: attributesOf(doc, line, attributeText, start + 1 + name.length) };
}

/** The attributes of a tag, `column` being where their text starts on the line. */
function attributesOf(doc: Lines, line: number, text: string, column: number): MdxJsxAttribute[] {
  const attributes: MdxJsxAttribute[] = [];
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(text); match; match = ATTRIBUTE.exec(text)) {
    const nameColumn = column + match.index + match[0].length - match[0].trimStart().length;
    attributes.push({
      type: 'mdxJsxAttribute',
      name: match[1],
      value: match[2] ?? match[3] ?? null,
      position: { start: point(doc, line, nameColumn), end: point(doc, line, column + ATTRIBUTE.lastIndex) },
    });
  }
  return attributes;
}

function point(doc: Lines, line: number, column: number): { line: number; column: number; offset: number } {
  return { line: line + 1, column, offset: doc.starts[line] + column - 1 };
}
