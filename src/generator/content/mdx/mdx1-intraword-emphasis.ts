/**
 * MDX 1's Markdown parser (remark-parse 8, Docusaurus 2) opened `_` emphasis inside a word too, and
 * closed it at the next `_` not followed by a letter or digit: `local_domain_[x]` showed "local" then
 * "domain" in italics, `{precision}_{model}_time_{p}` italicised "{model}_time". CommonMark and MDX 3
 * never open `_` inside a word. Such spans are written as `<em>…</em>`, which both parsers read as
 * MDX 1 read the underscores; the rest of the text is as written (and line numbers are unchanged).
 */
import { mapOutsideCodeSpans, mapOutsideFences } from '../markdown/fenced-lines.ts';

/** What remark-parse 8 took whole before its emphasis rule saw a `_` in it: links' targets, tags and autolinks, bare URLs, heading ids; and math, with a plugin that reads it. */
const TAKEN_WHOLE = /(\]\([^)]*\)|<[^>\n]*>|(?:https?:\/\/|www\.)[^\s<]+|\{#[^}]*\})/;
const TAKEN_WHOLE_AND_MATH = new RegExp(`${TAKEN_WHOLE.source.slice(0, -1)}|\\$[^$\\n]+\\$)`);
const WORD = /[A-Za-z0-9_]/;
/** Where CommonMark may not open `_` emphasis that remark-parse 8 opened: after a letter, digit or punctuation mark (after a space both open it). */
const INSIDE = /[^\s_\\*]/;
const CANDIDATE = /[^\s_\\*]_[^_\s]/;

/** The text with each emphasis MDX 1 opened inside a word written as `<em>`; `math`: `$…$` spans are a plugin's, left alone. */
export function mdx1IntrawordEmphasis(text: string, { math }: { math: boolean }): string {
  if (!CANDIDATE.test(text)) return text;
  const taken = math ? TAKEN_WHOLE_AND_MATH : TAKEN_WHOLE;
  return mapOutsideFences(text, (line) => {
    // Indented code, ES module lines, a JSX tag's attribute lines, and lines without a candidate, as written.
    if (/^(?: {4}|\t)|^\s*(?:import|export)\s|^\s*[\w-]+=/.test(line) || !CANDIDATE.test(line)) return line;
    return mapOutsideCodeSpans(line, (part) =>
      part
        .split(taken)
        .map((piece, i) => (i % 2 ? piece : emphasised(piece)))
        .join(''),
    );
  });
}

/**
 * One stretch of text, read left to right as remark-parse 8 read it: each `_` that opens an emphasis
 * takes the text up to its closing `_` (so `_draft_, … _state_` are two), and of those, the ones
 * opened inside a word (or after punctuation), which CommonMark would not open, are written `<em>`.
 */
function emphasised(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '_' || text[i - 1] === '\\') continue;
    // `__` is strong emphasis's, which both parsers read alike: its run is passed over.
    if (text[i + 1] === '_') {
      while (text[i + 1] === '_') i++;
      continue;
    }
    const close = closingUnderscore(text, i);
    if (close === undefined) continue;
    if (i > 0 && INSIDE.test(text[i - 1]!)) {
      out += `${text.slice(from, i)}<em>${text.slice(i + 1, close)}</em>`;
      from = close + 1;
    }
    i = close;
  }
  return out + text.slice(from);
}

/**
 * Where remark-parse 8 closed an emphasis opened at `open`: the next `_` not followed by a word
 * character, with text before it that is not blank and not itself a `_`. A `_` followed by one goes
 * on; a table cell's `|`, a code span or a backslash escape ends the search (as written, then).
 */
function closingUnderscore(text: string, open: number): number | undefined {
  for (let j = open + 1; j < text.length; j++) {
    const c = text[j]!;
    if (c === '|' || c === '`' || c === '\\' || c === '\n') return undefined;
    if (c !== '_') continue;
    if (text[j + 1] === '_') return undefined;
    if (WORD.test(text[j + 1] ?? '')) continue;
    const inner = text.slice(open + 1, j);
    return inner.trim() && text[j - 1] !== '_' ? j : undefined;
  }
  return undefined;
}
