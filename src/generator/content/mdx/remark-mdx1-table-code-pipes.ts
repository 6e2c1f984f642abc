/**
 * `` `a \|\| b` `` in a table cell: GFM takes the backslash of each `\|` away, in code too (the
 * cell's pipes are split first), and MDX 1's Markdown parser (Docusaurus 2) kept it there, so the
 * code showed `a \|\| b`. With `markdown.indentedCode: 'everywhere'` (a Docusaurus 2 repo) such
 * code gets its text as written back; a `\|` outside code loses its backslash in both.
 */
import type { InlineCode, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from '../markdown/visit.ts';

export default function remarkMdx1TableCodePipes() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!source.includes('\\|')) return;
    visit(tree, 'tableCell', (cell) => {
      visit(cell, 'inlineCode', (node: InlineCode) => {
        const { start, end } = node.position ?? {};
        if (start?.offset === undefined || end?.offset === undefined) return;
        const written = source.slice(start.offset, end.offset);
        if (!written.includes('\\|')) return;
        // The span's text between its backtick runs, one space of padding off each side as CommonMark takes it.
        const inner = written.replace(/^(`+)([\s\S]*)\1$/, '$2').replace(/\r?\n/g, ' ');
        node.value = /^ .*[^ ].* $/.test(inner) ? inner.slice(1, -1) : inner;
      });
    });
  };
}
