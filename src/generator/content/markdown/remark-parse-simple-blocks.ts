/**
 * remark-parse, with the simple blocks of a document (see simple-blocks.ts) built directly instead.
 * The document is cut at top-level boundaries (see top-level-chunks.ts); each run of pieces that are
 * not simple is parsed by the processor's parser as before, on its own, and its positions moved to
 * where the run is in the document. Use it after the plugins that wrap the parser (GFM's): they then
 * see each run as a document of its own.
 */
import type { Processor } from 'unified';
import type { Nodes, Root, RootContent } from 'mdast';
import { isCuttable, topLevelChunks } from './top-level-chunks.ts';
import { linesOf, simpleBlock, type Lines, type SimpleBlockOptions } from './simple-blocks.ts';
import { hasGfmFeature } from './remark-gfm-as-used.ts';

/** `gfmFeatures`: the GFM extensions the processor parses with, the mask given to remark-gfm-as-used. */
export default function remarkParseSimpleBlocks(this: Processor, gfmFeatures: number, { indentedCode = true }: { indentedCode?: boolean } = {}): void {
  // Tables and task items are built only where the parser would see them.
  const options: SimpleBlockOptions = { tables: hasGfmFeature(gfmFeatures, 'table'), tasks: hasGfmFeature(gfmFeatures, 'task list'), indentedCode };
  const parse = this.parser;
  if (!parse) throw new Error('remark-parse-simple-blocks needs remark-parse before it');
  this.parser = (document, file) => {
    if (!isCuttable(document)) return parse(document, file);
    const doc = linesOf(document);
    const chunks = topLevelChunks(doc.lines, { indentedCode });
    const blocks = chunks.map((chunk) => simpleBlock(doc, chunk, options));
    if (!blocks.some(Boolean)) return parse(document, file);

    const children: RootContent[] = [];
    for (let i = 0; i < chunks.length; i++) {
      const block = blocks[i];
      if (block) {
        children.push(block);
        continue;
      }
      let last = i;
      while (last + 1 < chunks.length && !blocks[last + 1]) last++;
      // The last run takes the document's end too: fenced code left open there runs to it.
      const end = last === chunks.length - 1 ? document.length : doc.starts[chunks[last].last] + doc.lines[chunks[last].last].length;
      children.push(...parseInPlace(parse, doc, chunks[i].first, end, file));
      i = last;
    }
    const end = doc.lines.length - 1;
    const root: Root = {
      type: 'root',
      children,
      position: { start: { line: 1, column: 1, offset: 0 }, end: { line: end + 1, column: doc.lines[end].length + 1, offset: document.length } },
    };
    return root;
  };
}

/** The top-level nodes of the text from line `first` to offset `end`, parsed on their own, with their document positions. */
function parseInPlace(parse: NonNullable<Processor['parser']>, doc: Lines, first: number, end: number, file: Parameters<NonNullable<Processor['parser']>>[1]): RootContent[] {
  const from = doc.starts[first];
  const tree = parse(doc.text.slice(from, end), file) as Root;
  // Runs start at a line's start, so columns stay as they are.
  const move = (node: Nodes) => {
    if (node.position) {
      node.position.start.line += first;
      node.position.start.offset! += from;
      node.position.end.line += first;
      node.position.end.offset! += from;
    }
    if ('children' in node) for (const child of node.children) move(child);
  };
  for (const child of tree.children) move(child);
  return tree.children;
}
