/**
 * The mdast of the simplest, and by far the commonest, Markdown blocks, built straight from the
 * text: a paragraph, an ATX heading, a tight list of one-line items (GFM tasks too, and one level
 * of nested items), fenced code, a GFM table, and a directive container (an admonition) without attributes
 * that holds only such blocks. Their inline content may only be text, code spans, `*`/`_` emphasis
 * and `**`/`__` strong around text, `[text](url)` links, and brackets that are text. micromark reads
 * every character through a state machine, and parsing was some 60% of a doc's build; these blocks
 * cost a few regular expressions.
 *
 * Each builder gives exactly the tree remark-parse gives, positions included, or undefined. They are
 * deliberately narrow: any character that could mean something they do not model (HTML, entities,
 * escapes, GFM autolinks and strikethrough, text directives, images, hard breaks, tabs, unusual
 * delimiter runs) makes them decline, and the block goes to micromark. The test suite compares both
 * on this site's docs and specs and on thousands of generated documents of tricky pieces.
 */
import type { BlockContent, Code, Heading, List, ListItem, Paragraph, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { Point, Position } from 'unist';
import type { ContainerDirective } from 'mdast-util-directive';
import { closingFence, topLevelChunks, type Chunk } from './top-level-chunks.ts';

/** A document split into lines, with where each line starts. */
export interface Lines {
  text: string;
  lines: string[];
  /** Offset of each line's first character. */
  starts: number[];
}

export function linesOf(text: string): Lines {
  const lines = text.split('\n');
  const starts = new Array<number>(lines.length);
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    starts[i] = offset;
    offset += lines[i].length + 1;
  }
  return { text, lines, starts };
}

/**
 * Characters no simple block has outside code spans and link destinations (see the module comment),
 * GFM autolink literals, and a definition's or footnote's "]:" and "[^" (a document with one is
 * never cut, so a block without them has no reference that could resolve: its other brackets are
 * text).
 */
const NEVER = /[\\<&~|@\t]|!\[|:[^\s\p{P}\p{S}]|www\.|https?:|\]:|\[\^/iu;
/**
 * Code spans and link destinations, whose characters mean nothing more: micromark reads a code span
 * from its first backtick to the next, an HTML tag or autolink starting inside it included. Where a
 * block has backticks or brackets this pattern would pair otherwise, the inline scan below declines
 * it anyway.
 */
const LITERAL_SPANS = /`[^`\n]+`|\]\([^()\s<>\\&`]*\)/g;

/** Whether a line has a character NEVER names, outside code spans and link destinations. */
function hasNever(line: string, never: RegExp): boolean {
  return never.test(line.includes('`') || line.includes('](') ? line.replace(LITERAL_SPANS, ']') : line);
}
/** How a line of paragraph text may start without starting another block. */
const TEXT_LINE_START = /^(?:[A-Za-z("']|\d(?!\d{0,8}[.)])|`(?!``)|\[(?![ xX]\])|[*_]{1,2}[A-Za-z0-9`])/;
const TRAILING_SPACE = /[ \t]$/;
const HEADING = /^(#{1,6}) +/;
const BULLET = /^([-*+]) /;
const ORDERED = /^(\d{1,9})([.)]) /;
const TASK = /^\[([ xX])\] (?=\S)/;
const FENCE_OPEN = /^(`{3,}|~{3,})(?:([^\s`\\&]+)(?: ([^\s`\\&](?:[^`\\&\t]*[^\s`\\&])?))?)?$/;

/** What the processor parses besides CommonMark and directives. */
export interface SimpleBlockOptions {
  /** GFM tables are on. */
  tables: boolean;
  /** GFM task list items are on. */
  tasks: boolean;
  /** The parser reads indented code (see topLevelChunks); default true. */
  indentedCode?: boolean;
}

/** The one block a chunk holds, when it is simple; undefined sends it to micromark. */
export function simpleBlock(doc: Lines, chunk: Chunk, options: SimpleBlockOptions): BlockContent | undefined {
  const first = doc.lines[chunk.first];
  if (FENCE_OPEN.test(first)) return fencedCode(doc, chunk, options);
  if (first.startsWith(':::')) return container(doc, chunk, options);
  if (first[0] === '|') return options.tables ? table(doc, chunk) : undefined;
  for (let i = chunk.first; i <= chunk.last; i++) if (hasNever(doc.lines[i], NEVER)) return undefined;
  if (first[0] === '#') return chunk.first === chunk.last ? heading(doc, chunk.first) : undefined;
  if (BULLET.test(first) || ORDERED.test(first)) return list(doc, chunk.first, chunk.last, 0, false, options);
  return paragraph(doc, chunk.first, chunk.last, 0);
}

function point(doc: Lines, line: number, column: number): Point {
  return { line: line + 1, column: column + 1, offset: doc.starts[line] + column };
}

function span(doc: Lines, line: number, startColumn: number, endLine: number, endColumn: number): Position {
  return { start: point(doc, line, startColumn), end: point(doc, endLine, endColumn) };
}

/** Paragraph lines `first`..`last`, the first one's text starting at `column`. */
function paragraph(doc: Lines, first: number, last: number, column: number): Paragraph | undefined {
  for (let i = first; i <= last; i++) {
    const line = i === first ? doc.lines[i].slice(column) : doc.lines[i];
    if (!TEXT_LINE_START.test(line) || TRAILING_SPACE.test(line)) return undefined;
  }
  const from = doc.starts[first] + column;
  const to = doc.starts[last] + doc.lines[last].length;
  const children = inlines(doc, from, to, true);
  if (!children) return undefined;
  return { type: 'paragraph', children, position: span(doc, first, column, last, doc.lines[last].length) };
}

function heading(doc: Lines, index: number): Heading | undefined {
  const line = doc.lines[index];
  const marks = HEADING.exec(line);
  // A closing run of "#" (after a space) is not part of the text; such headings are left to micromark.
  if (!marks || TRAILING_SPACE.test(line) || line.endsWith('#') || marks[0].length === line.length) return undefined;
  const children = inlines(doc, doc.starts[index] + marks[0].length, doc.starts[index] + line.length, true);
  if (!children) return undefined;
  return { type: 'heading', depth: marks[1].length as Heading['depth'], children, position: span(doc, index, 0, index, line.length) };
}

/**
 * A tight list whose items start at column `indent`, one line each, all with the same bullet or the
 * same ordered delimiter; an item may hold one nested list of either kind (`nested` is set there).
 */
function list(doc: Lines, first: number, last: number, indent: number, nested: boolean, options: SimpleBlockOptions): List | undefined {
  const margin = ' '.repeat(indent);
  const head = doc.lines[first].slice(indent);
  const ordered = ORDERED.exec(head);
  const bullet = BULLET.exec(head);
  // A nested list interrupts its item's paragraph, which an ordered list may only do from 1.
  if ((!ordered && !bullet) || (nested && ordered && ordered[1] !== '1')) return undefined;
  const items: ListItem[] = [];
  let i = first;
  while (i <= last) {
    const line = doc.lines[i];
    if (!line.startsWith(margin)) return undefined;
    const marker = ordered ? ORDERED.exec(line.slice(indent)) : BULLET.exec(line.slice(indent));
    if (!marker || (ordered ? marker[2] !== ordered[2] : marker[1] !== bullet![1])) return undefined;
    // A GFM task ("[ ]" or "[x]" and a space) comes before the item's text. The paragraph then
    // starts after it, unless the text opens with code, emphasis or a link: mdast-util-gfm-task-list-item
    // moves the start only past a leading text node, so it stays on the "[".
    const column = indent + marker[0].length;
    const task = options.tasks ? TASK.exec(line.slice(column)) : null;
    const body = paragraph(doc, i, i, column + (task ? 4 : 0));
    if (!body) return undefined;
    if (task && body.children[0].type !== 'text') body.position!.start = point(doc, i, column);
    const children: ListItem['children'] = [body];
    // Lines indented to this item's text are its nested list.
    const inner = ' '.repeat(indent + marker[0].length);
    let end = i;
    while (end < last && doc.lines[end + 1].startsWith(inner)) end++;
    if (end > i) {
      const sub = nested ? undefined : list(doc, i + 1, end, inner.length, true, options);
      if (!sub) return undefined;
      children.push(sub);
    }
    items.push({ type: 'listItem', spread: false, checked: task ? task[1] !== ' ' : null, children, position: span(doc, i, indent, end, doc.lines[end].length) });
    i = end + 1;
  }
  return {
    type: 'list',
    ordered: Boolean(ordered),
    start: ordered ? Number(ordered[1]) : null,
    spread: false,
    children: items,
    position: span(doc, first, indent, last, doc.lines[last].length),
  };
}

const DELIMITER_ROW = /^\|(?: *:?-+:? *\|)+$/;
/** NEVER, less the pipe: in a table row pipes only part cells. */
const NEVER_IN_ROW = /[\\<&~@\t]|!\[|:[^\s\p{P}\p{S}]|www\.|https?:|\]:|\[\^/iu;

/** A GFM table whose rows start and end with a pipe, with the same number of cells each. */
function table(doc: Lines, chunk: Chunk): Table | undefined {
  const delimiter = doc.lines[chunk.first + 1];
  if (chunk.last === chunk.first || !DELIMITER_ROW.test(delimiter)) return undefined;
  const align = delimiter
    .slice(1, -1)
    .split('|')
    .map((cell): Table['align'] extends (infer A)[] | null | undefined ? A : never => {
      const c = cell.trim();
      return c[0] === ':' ? (c.endsWith(':') ? 'center' : 'left') : c.endsWith(':') ? 'right' : null;
    });
  const rows: TableRow[] = [];
  for (let i = chunk.first; i <= chunk.last; i++) {
    if (i === chunk.first + 1) continue;
    const line = doc.lines[i];
    if (line.length < 2 || line[0] !== '|' || line[line.length - 1] !== '|' || hasNever(line, NEVER_IN_ROW)) return undefined;
    const pipes: number[] = [];
    for (let c = line.indexOf('|'); c >= 0; c = line.indexOf('|', c + 1)) pipes.push(c);
    if (pipes.length - 1 !== align.length) return undefined;
    const cells: TableCell[] = [];
    for (let k = 0; k + 1 < pipes.length; k++) {
      let from = pipes[k] + 1;
      let to = pipes[k + 1];
      while (from < to && line[from] === ' ') from++;
      while (to > from && line[to - 1] === ' ') to--;
      const children = from === to ? [] : inlines(doc, doc.starts[i] + from, doc.starts[i] + to, true);
      if (!children) return undefined;
      // A cell runs from its pipe to the next; the last one takes the closing pipe too.
      const end = k + 2 === pipes.length ? line.length : pipes[k + 1];
      cells.push({ type: 'tableCell', children, position: span(doc, i, pipes[k], i, end) });
    }
    rows.push({ type: 'tableRow', children: cells, position: span(doc, i, 0, i, line.length) });
  }
  return { type: 'table', align, children: rows, position: span(doc, chunk.first, 0, chunk.last, doc.lines[chunk.last].length) };
}

const CONTAINER_OPEN = /^:::([a-z]+)(?:\[([^[\]]+)\])?$/;

/**
 * A directive container (`:::note` … `:::`) without attributes, holding simple blocks only. A label
 * (`:::note[Title]`, as admonition titles are written by then) becomes its first paragraph.
 */
function container(doc: Lines, chunk: Chunk, options: SimpleBlockOptions): ContainerDirective | undefined {
  const opening = doc.lines[chunk.first];
  const open = CONTAINER_OPEN.exec(opening);
  if (!open || chunk.last === chunk.first || doc.lines[chunk.last] !== ':::') return undefined;
  const children: RootContent[] = [];
  if (open[2] !== undefined) {
    const from = doc.starts[chunk.first] + 4 + open[1].length;
    const label = open[2];
    if (hasNever(label, NEVER) || label.trim() !== label) return undefined;
    const content = inlines(doc, from, from + label.length, true);
    if (!content) return undefined;
    children.push({ type: 'paragraph', data: { directiveLabel: true }, children: content, position: span(doc, chunk.first, from - 1 - doc.starts[chunk.first], chunk.first, opening.length) });
  }
  const inside = doc.lines.slice(chunk.first + 1, chunk.last);
  // The first line of colons closes the container, even one that looks inside fenced code.
  if (inside.some((line) => /^[ \t]*:::/.test(line))) return undefined;
  for (const piece of topLevelChunks(inside, { indentedCode: options.indentedCode })) {
    const at = { first: chunk.first + 1 + piece.first, last: chunk.first + 1 + piece.last };
    const block = simpleBlock(doc, at, options);
    if (!block) return undefined;
    children.push(block);
  }
  return { type: 'containerDirective', name: open[1], attributes: {}, children: children as ContainerDirective['children'], position: span(doc, chunk.first, 0, chunk.last, 3) };
}

/** Fenced code from its opening line to a closing line that ends the chunk. */
function fencedCode(doc: Lines, chunk: Chunk, options: SimpleBlockOptions): Code | undefined {
  const open = FENCE_OPEN.exec(doc.lines[chunk.first])!;
  const closer = closingFence(open[1]);
  // Without indented code, a closing line may be indented any amount (see topLevelChunks).
  const innerCloser = options.indentedCode === false ? new RegExp(`^ *\\${open[1][0]}{${open[1].length},}[ \\t]*$`) : closer;
  const end = doc.lines[chunk.last];
  if (chunk.last === chunk.first || !closer.test(end) || end.startsWith(' ') || TRAILING_SPACE.test(end)) return undefined;
  for (let i = chunk.first + 1; i < chunk.last; i++) if (innerCloser.test(doc.lines[i])) return undefined;
  const value = chunk.last === chunk.first + 1 ? '' : doc.text.slice(doc.starts[chunk.first + 1], doc.starts[chunk.last] - 1);
  return { type: 'code', lang: open[2] ?? null, meta: open[3] ?? null, value, position: span(doc, chunk.first, 0, chunk.last, end.length) };
}

/** Where the backtick closing a code span opened at `open` is, before `to`; -1 if there is none. */
function codeSpanEnd(text: string, open: number, to: number): number {
  const close = text.indexOf('`', open + 1);
  return close < to ? close : -1;
}

const WORD = /[A-Za-z0-9]/;
const LITERAL_BRACKETED = /^[^[\]`*_\n]*$/;
/** What may follow a closing delimiter run after a letter or digit (a space, a line end, punctuation). */
const AFTER_CLOSER = /[ \n.,;:!?)'"-]/;
/** What may precede a closing delimiter run that is not a letter or digit: it must then end a word. */
const PUNCTUATION_BEFORE_CLOSER = /[`.!?)'":;,]/;

/**
 * The inline content of text[from..to): text, code spans and, when `nested` allows, emphasis, strong
 * and links (whose own content is text and code spans only).
 */
function inlines(doc: Lines, from: number, to: number, nested: boolean): PhrasingContent[] | undefined {
  const { text } = doc;
  const out: PhrasingContent[] = [];
  let textStart = from;
  const flush = (end: number) => {
    if (end > textStart) out.push({ type: 'text', value: text.slice(textStart, end), position: positionOf(doc, textStart, end) });
  };
  let i = from;
  while (i < to) {
    const c = text[i];
    if (c === '`') {
      const close = codeSpanEnd(text, i, to);
      if (close < 0) return undefined;
      const value = text.slice(i + 1, close);
      if (!value || value.includes('\n') || value[0] === ' ' || value[value.length - 1] === ' ' || text[close + 1] === '`') return undefined;
      flush(i);
      out.push({ type: 'inlineCode', value, position: positionOf(doc, i, close + 1) });
      i = textStart = close + 1;
    } else if (c === '*' || c === '_') {
      if (!nested) return undefined;
      const run = text[i + 1] === c ? 2 : 1;
      const before = i === from ? ' ' : text[i - 1];
      const after = text[i + run];
      const opens = (before === ' ' || before === '\n') ? after !== undefined && /[A-Za-z0-9`"'(]/.test(after) : /[("']/.test(before) && WORD.test(after ?? '');
      if (!opens || i + run >= to) return undefined;
      const close = closingRun(text, i + run, to, c, run);
      if (close < 0) return undefined;
      const children = inlines(doc, i + run, close, false);
      if (!children) return undefined;
      flush(i);
      const position = positionOf(doc, i, close + run);
      out.push(run === 2 ? { type: 'strong', children, position } : { type: 'emphasis', children, position });
      i = textStart = close + run;
    } else if (c === '[') {
      if (i > from && text[i - 1] === ']') return undefined;
      const link = nested ? linkAt(doc, i, to) : undefined;
      if (link) {
        flush(i);
        out.push(link.node);
        i = textStart = link.end;
        continue;
      }
      // Brackets around plain text, not followed by a link's "(" or a reference's "[", are text.
      const close = text.indexOf(']', i + 1);
      if (close < 0 || close >= to || !LITERAL_BRACKETED.test(text.slice(i + 1, close)) || text[close + 1] === '(' || text[close + 1] === '[') return undefined;
      i = close + 1;
    } else if (c === ']') {
      return undefined;
    } else {
      i++;
    }
  }
  flush(to);
  return out;
}

/**
 * Where the run of `run` × `mark` that closes emphasis opened before `from` starts, or -1. It must be
 * the first such mark after `from` (outside code spans), of the same length, and only able to close.
 */
function closingRun(text: string, from: number, to: number, mark: string, run: number): number {
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === '`') {
      i = codeSpanEnd(text, i, to);
      if (i < 0) return -1;
      continue;
    }
    if (c === '\n') return -1;
    if (c !== mark) continue;
    if (text.slice(i, i + run) !== mark.repeat(run) || text[i + run] === mark) return -1;
    const before = text[i - 1];
    const after = i + run < to ? text[i + run] : ' ';
    if (WORD.test(before)) return AFTER_CLOSER.test(after) ? i : -1;
    return PUNCTUATION_BEFORE_CLOSER.test(before) && (after === ' ' || after === '\n') ? i : -1;
  }
  return -1;
}

const DESTINATION = /^[\w\-./#?=%+,:@~!$*';]+$/;

/** A `[text](destination)` link starting at `start`, on one line, without a title. */
function linkAt(doc: Lines, start: number, to: number): { node: PhrasingContent; end: number } | undefined {
  const { text } = doc;
  let i = start + 1;
  while (i < to && text[i] !== ']') {
    const c = text[i];
    if (c === '[' || c === '\n' || c === '*' || c === '_') return undefined;
    if (c === '`') {
      i = codeSpanEnd(text, i, to);
      if (i < 0) return undefined;
    }
    i++;
  }
  if (i >= to || i === start + 1 || text[i + 1] !== '(') return undefined;
  const labelEnd = i;
  // The destination is on the label's line: look no further (many "[" with no ")" stay linear).
  const lineEnd = text.indexOf('\n', labelEnd);
  const destinationEnd = text.indexOf(')', labelEnd + 2);
  if (destinationEnd < 0 || destinationEnd >= to || (lineEnd >= 0 && destinationEnd > lineEnd)) return undefined;
  const url = text.slice(labelEnd + 2, destinationEnd);
  if (!DESTINATION.test(url)) return undefined;
  const children = inlines(doc, start + 1, labelEnd, false);
  if (!children) return undefined;
  return { node: { type: 'link', title: null, url, children, position: positionOf(doc, start, destinationEnd + 1) }, end: destinationEnd + 1 };
}

/** The position of text[from..to), by line. */
function positionOf(doc: Lines, from: number, to: number): Position {
  return { start: pointAt(doc, from), end: pointAt(doc, to) };
}

function pointAt(doc: Lines, offset: number): Point {
  // Binary search for the line holding `offset`.
  let low = 0;
  let high = doc.starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (doc.starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - doc.starts[low] + 1, offset };
}
