/**
 * MDX 1 (Docusaurus 2) evaluated `{…}` only inside JSX: in a Markdown paragraph, list, table or
 * heading the braces were text (`Set the value to {foo}`, `## Options {object}`, `{/* note *\/}`
 * shown as written). MDX 3 evaluates them everywhere, so such text fails ("foo is not defined") or
 * shows something else. Each brace of Markdown text is escaped; left alone are JSX blocks (a block
 * that starts with a tag, up to the next blank line, as MDX 1 read one), import/export blocks, the
 * attributes of an inline tag, code spans, fenced code and, where a remark plugin may read math,
 * `$…$` spans and `$$` blocks. Lines keep their numbers.
 */
import { FenceTracker } from '../markdown/fenced-lines.ts';

/** A line that starts a JSX block: a tag, a closing tag or a fragment at its start. */
const JSX_START = /^\s{0,3}<(?:[A-Za-z/]|>)/;
const ESM_START = /^(?:import|export)\b/;
/** An inline tag with its attributes (braces in them kept: `<img src={url} />`), or a code span, or a `$…$` span. */
const KEPT = /<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^<>{}"']|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*)?\s*\/?>|(`+)[^`]*?\1/g;
const KEPT_WITH_MATH = new RegExp(`${KEPT.source}|\\$[^$\\n]+\\$`, 'g');
/** A tag opened at the end of a line, its attributes going on below: `<img` or `<Card title="A"`. */
const UNCLOSED_TAG = /<[A-Za-z][\w.:-]*(?:\s+(?:[^<>{}"']|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*)?\s*$/;
/** The line that ends such a tag: a `>` outside its attribute values. */
const TAG_END = /^(?:[^>{}"']|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*>/;

export function mdx1LiteralBraces(text: string, { math }: { math: boolean }): string {
  if (!/[{}]/.test(text)) return text;
  const lines = text.split('\n');
  const fences = new FenceTracker();
  // 'tag': the attributes of an inline tag that goes on over the next lines (`<img` then `  width={500}`).
  let block: 'jsx' | 'esm' | 'math' | 'tag' | undefined;
  let previousBlank = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const blank = line.trim() === '';
    // A fence at any indent: one under a list item is indented as deep as the item's text.
    const trimmed = line.trimStart();
    if (fences.inside(trimmed) || fences.open(trimmed)) {
      previousBlank = false;
      continue;
    }
    if (block === 'math') {
      if (line.trim().startsWith('$$')) block = undefined;
    } else if (block === 'tag' && !blank) {
      if (TAG_END.test(line)) block = undefined;
    } else if (blank) {
      block = undefined;
    } else if (previousBlank && JSX_START.test(line)) {
      block = 'jsx';
    } else if (previousBlank && ESM_START.test(line)) {
      block = 'esm';
    } else if (math && line.trim().startsWith('$$')) {
      if (!/^\s*\$\$.*\$\$\s*$/.test(line) || line.trim() === '$$') block = 'math';
    } else if (block === undefined) {
      const open = UNCLOSED_TAG.exec(line);
      lines[i] = open ? escapeBraces(line.slice(0, open.index), math) + line.slice(open.index) : escapeBraces(line, math);
      if (open) block = 'tag';
    }
    previousBlank = blank;
  }
  return lines.join('\n');
}

/** The line's braces outside tags, code spans (and math) escaped; an escaped one stays as it is. */
function escapeBraces(line: string, math: boolean): string {
  if (!/[{}]/.test(line)) return line;
  const kept = math ? KEPT_WITH_MATH : KEPT;
  let out = '';
  let last = 0;
  for (const match of line.matchAll(kept)) {
    out += escapeText(line.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + escapeText(line.slice(last));
}

function escapeText(text: string): string {
  return text.replace(/(?<!\\)[{}]/g, '\\$&');
}
