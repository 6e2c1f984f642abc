/**
 * The MDX parser, with the simple blocks of a doc (see ../markdown/simple-blocks.ts: paragraphs,
 * headings, lists, fenced code, tables, admonitions of plain text) built directly, as Markdown docs
 * have them: micromark with MDX's extensions reads every character through a state machine, and
 * parsing was over half of an MDX doc's compile.
 *
 * The doc is cut into top-level pieces (../markdown/top-level-chunks.ts). A piece is simple when
 * simpleBlock builds it and MDX could not read it otherwise: no `{` or `}` (expressions), no line
 * starting `import `/`export ` (ESM) and no JSX around it (JSX tags and braces are counted from the
 * top). A JSX element whose tags stand alone on their lines, around simple blocks, is built too
 * (jsx-flow-blocks.ts). The other pieces alone are parsed by the processor's parser in one pass,
 * and its positions moved back to the doc's lines; the built blocks then take their places among
 * its top-level nodes.
 *
 * Where the cut was wrong for MDX (a JSX element or an expression around a simple piece, a list
 * that goes on after one), some top-level node of that parse reaches over a built piece, or the
 * other pieces do not parse alone: the whole doc is then parsed as it is. So the tree, and any
 * error, are those of the whole doc's parse.
 */
import type { Processor } from 'unified';
import type { Root, RootContent } from 'mdast';
import { isCuttable, topLevelChunks, type Chunk } from '../markdown/top-level-chunks.ts';
import { linesOf, simpleBlock, type Lines, type SimpleBlockOptions } from '../markdown/simple-blocks.ts';
import { hasGfmFeature } from '../markdown/remark-gfm-as-used.ts';
import { jsxFlowBlock } from './jsx-flow-blocks.ts';

/** A JSX tag at a line's start (after list or quote markers), which top-level-chunks does not follow. */
const LEADING_TAG = /^([ \t]*(?:(?:[-*+>]|\d{1,9}[.)])[ \t]*)*)</;
const FENCE = /^(?:`{3,}|~{3,})/;
/** What only MDX reads in a piece: an expression's brace, or ESM at a line's start. */
const MDX_ONLY = /[{}]|^(?:import|export)\s/m;
const CODE_SPAN = /`[^`\n]+`/g;
const TAG_OPEN = /<(?=[A-Za-z>])/g;
const TAG_CLOSE = /<\/|\/>/g;
const BRACE_OPEN = /\{/g;
const BRACE_CLOSE = /\}/g;

/** `gfmFeatures`: the GFM extensions the processor parses with (remark-gfm-as-used's mask). */
export default function remarkParseSimpleMdxBlocks(this: Processor, gfmFeatures: number): void {
  // MDX reads no indented code: a fence's closing line may be indented any amount.
  const options: SimpleBlockOptions = { tables: hasGfmFeature(gfmFeatures, 'table'), tasks: hasGfmFeature(gfmFeatures, 'task list'), indentedCode: false };
  const parse = this.parser;
  if (!parse) throw new Error('remark-parse-simple-mdx-blocks needs remark-parse before it');
  this.parser = (document, file) => {
    if (!isCuttable(document)) return parse(document, file);
    const doc = linesOf(document);
    // JSX tags at a line's start read as text to the cutter: MDX has no HTML blocks to follow.
    const chunks = topLevelChunks(doc.lines.map((line) => line.replace(LEADING_TAG, '$1x')), { indentedCode: false });
    const blocks = simpleBlocksOutsideJsx(doc, chunks, options);
    if (!blocks.some(Boolean)) return parse(document, file);
    const rest = withoutSimpleBlocks(doc, chunks, blocks);
    let tree: Root;
    try {
      tree = parse(rest.text, file) as Root;
    } catch {
      return parse(document, file);
    }
    placeInDocument(tree, rest.lineOf, doc);
    const merged = withSimpleBlocks(tree, doc, chunks, blocks);
    return merged ?? parse(document, file);
  };
}

/**
 * The simple block of each piece, or undefined where MDX reads it (or JSX or an expression is open
 * around it). A JSX element built here (jsx-flow-blocks.ts) is the block of each piece it spans.
 */
function simpleBlocksOutsideJsx(doc: Lines, chunks: Chunk[], options: SimpleBlockOptions): (RootContent | undefined)[] {
  const depth = { tags: 0, braces: 0 };
  const blocks: (RootContent | undefined)[] = [];
  const contentBlock = (chunk: Chunk): RootContent | undefined => {
    const inside = { tags: 0, braces: 0 };
    const prose = countOpenJsx(doc.lines.slice(chunk.first, chunk.last + 1), inside);
    return inside.tags || inside.braces || MDX_ONLY.test(prose) ? undefined : simpleBlock(doc, chunk, options);
  };
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i];
    const outside = depth.tags === 0 && depth.braces === 0;
    // ESM runs on to a blank line: a heading right under an import is part of it, not a piece.
    const afterMdx = i > 0 && !blocks[i - 1] && chunks[i - 1].last + 1 === chunk.first;
    const element = outside && !afterMdx && doc.lines[chunk.first].trimStart().startsWith('<') ? jsxFlowBlock(doc, chunks, i, contentBlock) : undefined;
    if (element) {
      while (i < element.last) blocks.push(element.node), i++;
      blocks.push(element.node);
      continue;
    }
    const prose = countOpenJsx(doc.lines.slice(chunk.first, chunk.last + 1), depth);
    blocks.push(!outside || afterMdx || MDX_ONLY.test(prose) ? undefined : simpleBlock(doc, chunk, options));
  }
  return blocks;
}

/**
 * Adds the JSX tags and braces a piece opens (less those it closes) to `depth`, outside fenced code
 * and code spans; returns that text. A count gone wrong costs no more than a parse of the whole doc.
 */
function countOpenJsx(lines: string[], depth: { tags: number; braces: number }): string {
  const prose: string[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const marker = FENCE.exec(line.trimStart())?.[0];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    prose.push(line.replace(CODE_SPAN, ''));
  }
  const text = prose.join('\n');
  depth.tags = Math.max(0, depth.tags + count(text, TAG_OPEN) - count(text, TAG_CLOSE));
  depth.braces = Math.max(0, depth.braces + count(text, BRACE_OPEN) - count(text, BRACE_CLOSE));
  return text;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * The doc's other pieces, for micromark: each simple piece and each run of blank lines becomes one
 * empty line. micromark reads a blank line, even one of spaces, through several states per
 * character and line (about 15 µs a line before its code is warm): the simple pieces blanked to
 * spaces cost as much again as the doc's JSX, expressions and ESM. One blank line or several, and
 * a piece that was there or not, mean the same to CommonMark and MDX outside fenced code, which a
 * piece never cuts. `lineOf[n]` is the doc's line (1-based) of the text's line n.
 */
function withoutSimpleBlocks(doc: Lines, chunks: Chunk[], blocks: (RootContent | undefined)[]): { text: string; lineOf: Int32Array } {
  const lines: string[] = [];
  const lineOf: number[] = [0];
  let lastKept = -1;
  chunks.forEach((chunk, i) => {
    if (blocks[i]) return;
    if (lines.length > 0 && chunk.first > lastKept + 1) {
      lines.push('');
      lineOf.push(lastKept + 2);
    }
    for (let line = chunk.first; line <= chunk.last; line++) {
      lines.push(doc.lines[line]);
      lineOf.push(line + 1);
    }
    lastKept = chunk.last;
  });
  return { text: lines.join('\n'), lineOf: Int32Array.from(lineOf) };
}

/** A point as micromark (column 1-based) or acorn (column 0-based) gives it. */
interface Point {
  line: number;
  column: number;
  offset?: number;
}

/**
 * Moves every position in the tree of withoutSimpleBlocks' text to the doc's lines: the mdast
 * nodes' and their attributes', and those of the estree of their JavaScript (`loc`, `start`, `end`,
 * `range`). Pieces are whole lines, so a column stays as it is. The root spans the whole doc.
 */
function placeInDocument(tree: Root, lineOf: Int32Array, doc: Lines): void {
  // acorn gives a node and its first child the same point object: each is moved once.
  const placed = new WeakSet<Point>();
  const place = (point: Point, base: number): number => {
    if (!placed.has(point)) {
      placed.add(point);
      point.line = lineOf[point.line];
      if (point.offset !== undefined) point.offset = doc.starts[point.line - 1] + point.column - base;
    }
    return doc.starts[point.line - 1] + point.column - base;
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown> & { position?: { start: Point; end: Point }; loc?: { start: Point; end: Point }; range?: [number, number] };
    for (const key in node) {
      if (key === 'position' || key === 'loc' || key === 'range') continue;
      const child = node[key];
      if (child !== null && typeof child === 'object') visit(child);
    }
    if (node.position) {
      place(node.position.start, 1);
      place(node.position.end, 1);
    }
    if (node.loc && typeof node.start === 'number') {
      const start = place(node.loc.start, 0);
      const end = place(node.loc.end, 0);
      node.start = start;
      node.end = end;
      if (node.range) node.range = [start, end];
    }
  };
  visit(tree.children);
  const last = doc.lines.length;
  tree.position = { start: { line: 1, column: 1, offset: 0 }, end: { line: last, column: doc.lines[last - 1].length + 1, offset: doc.text.length } };
}

/**
 * The tree of the other pieces with the simple blocks in their places, or undefined when one of
 * its top-level nodes reaches over a simple piece (the cut did not hold for MDX).
 */
function withSimpleBlocks(tree: Root, doc: Lines, chunks: Chunk[], blocks: (RootContent | undefined)[]): Root | undefined {
  // Built lines before each line (1-based, as positions count), to test a node's span in one step.
  const builtBefore = new Int32Array(doc.lines.length + 2);
  const built = new Uint8Array(doc.lines.length + 1);
  chunks.forEach((chunk, i) => {
    if (blocks[i]) for (let line = chunk.first; line <= chunk.last; line++) built[line + 1] = 1;
  });
  for (let line = 1; line <= doc.lines.length + 1; line++) builtBefore[line] = builtBefore[line - 1] + (built[line - 1] ?? 0);
  const children: RootContent[] = [];
  let next = 0;
  // A JSX element is the block of each piece it spans: it takes one place.
  const simple = blocks.filter((block, i): block is RootContent => block !== undefined && block !== blocks[i - 1]);
  for (const node of tree.children) {
    const position = node.position;
    if (!position) return undefined;
    if (builtBefore[position.end.line + 1] - builtBefore[position.start.line] !== 0) return undefined;
    while (next < simple.length && simple[next].position!.start.offset! < position.start.offset!) children.push(simple[next++]);
    children.push(node);
  }
  children.push(...simple.slice(next));
  tree.children = children;
  return tree;
}
