/**
 * MDX 1 (Docusaurus 2) read a JSX block written without blank lines as JSX through and through: the
 * text inside its elements was JSX text, not Markdown: no paragraph around it (whose margins moved a
 * badge's glyph off its centre), `**` as written, its lines joined by a space. MDX 3 reads that text
 * as Markdown. For a repo read as MDX 1 (markdown.indentedCode 'everywhere'), the paragraphs of an
 * element whose lines hold no blank one become that text again.
 */
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from '../markdown/visit.ts';

/** Markdown that JSX text shows as written: text and its emphasis, code and line breaks. */
const TEXT_LIKE = new Set(['text', 'emphasis', 'strong', 'inlineCode', 'delete', 'break']);

export default function remarkMdx1JsxText() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const lines = source.split('\n');
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      const start = node.position?.start.line;
      const end = node.position?.end.line;
      if (!start || !end || end === start) return;
      // MDX 1's JSX block runs from the opening tag to the first blank line: a paragraph that ends
      // before one (right after `<TabItem value="a">`, or in an element without blank lines) is its text.
      node.children = node.children.flatMap((child) => {
        const last = child.position?.end.line;
        return child.type === 'paragraph' && last !== undefined && !hasBlankLine(lines, start, last + 1) ? (asJsxText(child, source) as unknown as MdxJsxFlowElement['children']) : [child];
      });
    });
  };
}

function hasBlankLine(lines: string[], start: number, end: number): boolean {
  for (let line = start; line < end - 1; line++) if (/^[ \t]*$/.test(lines[line] ?? '')) return true;
  return false;
}

/**
 * A paragraph as JSX text: its source with JSX's whitespace rule, without the paragraph; beside
 * elements or expressions in it (`<summary>Sum</summary>` then text), each run of text is so.
 */
function asJsxText(paragraph: Paragraph, source: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const [from, to] = [run[0]?.position?.start.offset, run[run.length - 1]?.position?.end.offset];
    if (run.length) out.push(...(from === undefined || to === undefined ? run : [{ type: 'text' as const, value: jsxText(decodeEntities(source.slice(from, to))) }]));
    run = [];
  };
  for (const child of paragraph.children) {
    if (allTextLike([child])) run.push(child);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

function allTextLike(nodes: PhrasingContent[]): boolean {
  return nodes.every((node) => TEXT_LIKE.has(node.type) && (!('children' in node) || allTextLike(node.children as PhrasingContent[])));
}

/** JSX's rule for text: each line trimmed where it meets another, empty lines dropped, the rest joined by a space. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r?\n/);
  return lines
    .map((line, i) => {
      let text = line;
      if (i > 0) text = text.replace(/^[ \t]+/, '');
      if (i < lines.length - 1) text = text.replace(/[ \t]+$/, '');
      return text;
    })
    .filter(Boolean)
    .join(' ');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The character references JSX text reads (`&amp;`, `&#169;`, `&#x2014;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}
