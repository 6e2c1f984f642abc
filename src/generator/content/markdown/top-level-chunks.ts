/**
 * Where a Markdown document can be cut into pieces that parse on their own to the same trees they
 * parse to in place: before a line at column 1 that follows a blank line or is an ATX heading, and
 * after such a heading, outside fenced code and directive containers. Nothing in CommonMark, GFM or
 * directives crosses such a cut except a list that goes on (its next item after a blank line),
 * fenced code, directive containers, HTML blocks and definitions (a reference anywhere finds a
 * definition anywhere).
 *
 * The scan is deliberately timid: where a line could mean something it does not track (HTML, an
 * indented fence that may sit in a list item, a fence that interrupts a paragraph, a nested
 * container), it stops cutting and leaves the rest of the document in one piece. A piece too many is
 * a wrong tree; a piece too few only costs time.
 */

/** Lines first to last (0-based, inclusive), blank lines around it left out. */
export interface Chunk {
  first: number;
  last: number;
}

/**
 * What a document must not have for any cut to be safe: carriage returns and NULs (micromark
 * normalises them), or a byte order mark, which micromark drops, so its offsets are one less than
 * the text's.
 */
const UNCUTTABLE = /\r|\0|^\uFEFF/;
/** A definition's or footnote's marks, outside fenced code: a document with one is not cut at all. */
const REFERENCES = /\]:|\[\^/;
const BLANK = /^[ \t]*$/;
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const CONTAINER_OPEN = /^(:{3,})[A-Za-z]/;
const CONTAINER_CLOSE = /^(:{3,})[ \t]*$/;
/**
 * What the scan does not follow: an HTML block start; a fence or container fence after a list
 * item's or quote's marker; an indented container fence; an indented fence with tabs. In a list
 * item, those run on over the blank lines after them up to the next line that ends the item, so the
 * piece before a cut would not parse on its own as it does in place.
 */
const UNTRACKED = /^[ \t]*(?:(?:[-*+>]|\d{1,9}[.)])[ \t]*)*<|^[ \t]*(?:(?:[-*+>]|\d{1,9}[.)])[ \t]*)+(?:`{3}|~{3}|:{3})|^[ \t]+:{3}|^ *\t[ \t]*(?:`{3}|~{3})/;
/** Fenced code indented by spaces (in a list item, usually): followed to a closing line as indented. */
const INDENTED_FENCE_OPEN = /^( +)(`{3,}|~{3,})(.*)$/;
/** A line that could close some fenced code: it is one only at the opening's indentation. */
const FENCE_LIKE = /^ *(?:`{3,}|~{3,})[ \t]*$/;

/** An ATX heading at column 1: it ends whatever came before (a paragraph, a list, a table, a quote). */
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** Whether a document can be cut at all (see UNCUTTABLE); one that cannot goes to micromark whole. */
export function isCuttable(markdown: string): boolean {
  return !UNCUTTABLE.test(markdown);
}

/**
 * The document's lines as pieces, in order; one piece when it has no safe cut. Check isCuttable first.
 * `indentedCode`: whether the parser reads indented code (CommonMark does; MDX and a Docusaurus 3
 * doc do not, and then a fence's closing line may be indented by any number of spaces).
 */
export function topLevelChunks(lines: string[], { indentedCode = true }: { indentedCode?: boolean } = {}): Chunk[] {
  const nonBlank = (from: number, to: number): Chunk | undefined => {
    while (from <= to && BLANK.test(lines[from])) from++;
    while (to >= from && BLANK.test(lines[to])) to--;
    return from <= to ? { first: from, last: to } : undefined;
  };
  const whole = nonBlank(0, lines.length - 1);
  if (!whole) return [];

  const chunks: Chunk[] = [];
  let start = whole.first;
  // Where the scan stops following the document: the rest is one piece, or the whole document is,
  // if the rest may hold a definition (the scan no longer knows what is fenced code there).
  const rest = (from: number): Chunk[] => {
    for (let i = from; i <= whole.last; i++) if (REFERENCES.test(lines[i])) return [whole];
    return [...chunks, nonBlank(start, whole.last)!];
  };
  // The line that closes the fenced code being read, if any.
  let fence: RegExp | undefined;
  let container = 0;
  let afterBlank = true;
  // Whether the piece being read may end inside a list, which a list item after a blank line continues.
  let mayEndInList = false;
  // The last line read that is not blank (or is in fenced code).
  let previousLine = whole.first;
  // Fenced code opened indented by spaces, while it is being read: its indentation and closing line.
  let indented: { depth: number; close: RegExp } | undefined;
  for (let i = whole.first; i <= whole.last; i++) {
    const line = lines[i];
    if (indented) {
      if (BLANK.test(line)) continue;
      previousLine = i;
      const depth = line.length - line.trimStart().length;
      // A line left of the opening ends the list item (and the code) or is code: which, the scan
      // cannot tell without the item's indentation; nor whether a fence line elsewhere closes it.
      if (depth < indented.depth || /^ *\t/.test(line) || (FENCE_LIKE.test(line) && (depth !== indented.depth || !indented.close.test(line.slice(depth))))) {
        return rest(i);
      }
      if (FENCE_LIKE.test(line)) indented = undefined;
      continue;
    }
    if (fence) {
      previousLine = i;
      if (fence.test(line)) fence = undefined;
      // Where indented code is off (MDX; a Docusaurus 3 doc) a closing line indented by four spaces or
      // more closes the code too: the scan leaves the rest to micromark.
      else if (!indentedCode && FENCE_LIKE.test(line)) return rest(i);
      // Whether a container's closing fence inside code closes the container is not tracked here.
      else if (container && /^ {0,3}:{3}/.test(line)) return rest(i);
      afterBlank = false;
      continue;
    }
    if (BLANK.test(line)) {
      afterBlank = true;
      continue;
    }
    if (REFERENCES.test(line)) return [whole];
    if (UNTRACKED.test(line)) return rest(i);
    // micromark carries one thing over a blank line after indented code: what follows is read as if
    // it interrupted a paragraph ("2. a" is then text, not a list). So a piece whose last line is
    // indented as code is not cut after.
    const endsIndented = /^(?: {0,3}\t| {4})/.test(lines[previousLine]);
    const heading = ATX_HEADING.test(line);
    if ((afterBlank || heading) && !container && i > start && !/^[ \t]/.test(line) && !endsIndented && !(mayEndInList && LIST_ITEM.test(line))) {
      chunks.push(nonBlank(start, i - 1)!);
      start = i;
      mayEndInList = false;
    }
    previousLine = i;
    if (LIST_ITEM.test(line)) mayEndInList = true;
    const openIndented = INDENTED_FENCE_OPEN.exec(line);
    if (openIndented) {
      if (openIndented[2][0] === '`' && openIndented[3].includes('`')) return rest(i);
      indented = { depth: openIndented[1].length, close: closingFence(openIndented[2]) };
      afterBlank = false;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) {
      // An opener right after text may interrupt a paragraph, or be a table's row; an info string
      // with a backtick makes "```" inline code instead.
      if (!afterBlank || (open[1][0] === '`' && open[2].includes('`'))) return rest(i);
      fence = closingFence(open[1]);
    } else if (line.startsWith(':::')) {
      const opener = CONTAINER_OPEN.exec(line);
      const closer = CONTAINER_CLOSE.exec(line);
      if (opener && !container && afterBlank) container = opener[1].length;
      else if (closer && container && closer[1].length >= container) container = 0;
      else return rest(i);
    }
    // A heading is one line: the next one starts afresh, as after a blank line.
    afterBlank = heading && !container;
  }
  chunks.push(nonBlank(start, whole.last)!);
  return chunks;
}

/** What closes fenced code opened with `opening` (three or more backticks or tildes). */
export function closingFence(opening: string): RegExp {
  return new RegExp(`^ {0,3}\\${opening[0]}{${opening.length},}[ \\t]*$`);
}
