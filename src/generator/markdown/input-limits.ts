/**
 * Shapes of Markdown that no writer means and that make the parser crawl or overflow its stack:
 * containers nested hundreds deep (block quotes, lists, `:::` directives) and paragraphs with
 * thousands of emphasis markers or link brackets (micromark matches them in quadratic time: 32 KB of
 * `*a` took 20 s). One linear pass over the text finds them before parsing, so the doc fails at
 * once with its line instead of hanging the build or crashing it with no file named.
 */

/** A shape past a limit, with its 1-based line in the text given. */
export interface ShapeProblem {
  line: number;
  message: string;
  hint: string;
}

/** Block quotes and list items opened on one line, and list nesting by indentation (levels). */
export const MAX_NESTING = 256;
/** Indentation in columns: list levels nest by indentation, two to four columns each. */
export const MAX_INDENT = 512;
/** `:::` containers open at once. */
export const MAX_CONTAINERS = 64;
/** Runs of `*` or `_` in one paragraph (each may open or close emphasis). */
export const MAX_EMPHASIS_RUNS = 5000;
/** `[` in one paragraph (each may open a link). */
export const MAX_BRACKETS = 10000;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CONTAINER_MARKER = /^[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;
const DIRECTIVE_OPEN = /^[ \t]*:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^[ \t]*:{3,}[ \t]*$/;

/** The first shape in `text` past a limit, or undefined. */
export function findPathologicalShape(text: string): ShapeProblem | undefined {
  const lines = text.split(/\r\n|\r|\n/);
  let fence: string | undefined;
  let containers = 0;
  let paragraph = { start: 0, runs: 0, brackets: 0 };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const line = i + 1;
    // Container markers come first on a line: strip them (counting) to see what the line holds.
    let rest = raw;
    let depth = 0;
    for (let m = CONTAINER_MARKER.exec(rest); m && depth <= MAX_NESTING; m = CONTAINER_MARKER.exec(rest)) {
      depth++;
      rest = rest.slice(m[0].length);
    }
    if (depth > MAX_NESTING) {
      return { line, message: `block quotes and list items are nested more than ${MAX_NESTING} deep on this line`, hint: 'flatten the nesting; no reader follows more than a few levels' };
    }
    const fenceMatch = FENCE.exec(rest);
    if (fence !== undefined) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const indent = columnsOfIndent(raw);
    if (indent > MAX_INDENT) {
      return { line, message: `this line is indented ${indent} columns: lists nested this deep take the Markdown parser tens of seconds or more`, hint: `keep list nesting to a few levels (under ${MAX_INDENT} columns of indentation)` };
    }
    if (DIRECTIVE_OPEN.test(rest)) {
      if (++containers > MAX_CONTAINERS) {
        return { line, message: `more than ${MAX_CONTAINERS} ":::" containers are open at this line`, hint: 'close each ":::" container with a line of ":::", and nest only a few' };
      }
    } else if (DIRECTIVE_CLOSE.test(rest) && containers > 0) containers--;
    if (rest.trim() === '') {
      paragraph = { start: 0, runs: 0, brackets: 0 };
      continue;
    }
    if (paragraph.start === 0) paragraph.start = line;
    paragraph.runs += countRuns(rest);
    paragraph.brackets += countChar(rest, 91);
    if (paragraph.runs > MAX_EMPHASIS_RUNS) {
      return {
        line: paragraph.start,
        message: `this paragraph has more than ${MAX_EMPHASIS_RUNS} runs of "*" or "_": matching them as emphasis takes the Markdown parser tens of seconds or more`,
        hint: 'escape the markers that are not emphasis (\\* and \\_), put the text in a code block, or split the paragraph',
      };
    }
    if (paragraph.brackets > MAX_BRACKETS) {
      return {
        line: paragraph.start,
        message: `this paragraph has more than ${MAX_BRACKETS} "[": matching them as links takes the Markdown parser tens of seconds or more`,
        hint: 'escape the brackets that are not links (\\[), put the text in a code block, or split the paragraph',
      };
    }
  }
  return undefined;
}

function columnsOfIndent(line: string): number {
  let columns = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 32) columns++;
    else if (c === 9) columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/** Runs of "*" or "_" (a run of either opens or closes emphasis as one). */
function countRuns(text: string): number {
  let runs = 0;
  let previous = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === 42 || c === 95) && c !== previous) runs++;
    previous = c;
  }
  return runs;
}

function countChar(text: string, code: number): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === code) n++;
  return n;
}
