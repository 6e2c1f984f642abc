/**
 * Line-by-line rewrites of Markdown text that leave code alone: fenced blocks (``` or ~~~, closed by
 * a fence of the same kind at least as long) pass through as written, and so do code spans within a
 * line. Line numbers never change.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Follows fenced code down a text's lines, for rewrites that walk them in a loop of their own:
 * `inside(line)` says whether a line belongs to an open block (its closing fence too, which closes
 * it), `open(line)` opens one when the line is a fence.
 */
export class FenceTracker {
  private fence: string | undefined;

  inside(line: string): boolean {
    if (!this.fence) return false;
    const marker = FENCE.exec(line)?.[1];
    if (marker && marker[0] === this.fence[0] && marker.length >= this.fence.length && line.trim() === marker) this.fence = undefined;
    return true;
  }

  open(line: string): boolean {
    this.fence = FENCE.exec(line)?.[1];
    return this.fence !== undefined;
  }
}

/** The text with each line outside fenced code (its fence lines too) given to `rewrite`. */
export function mapOutsideFences(text: string, rewrite: (line: string) => string): string {
  const fences = new FenceTracker();
  return text
    .split('\n')
    .map((line) => (fences.inside(line) || fences.open(line) ? line : rewrite(line)))
    .join('\n');
}

/** The line with its parts outside code spans (`` `x` ``) given to `rewrite`. */
export function mapOutsideCodeSpans(line: string, rewrite: (part: string) => string): string {
  return line
    .split(/(`+[^`]*?`+)/)
    .map((part, i) => (i % 2 ? part : rewrite(part)))
    .join('');
}
