/**
 * Line-by-line rewrites of Markdown text that leave code alone: fenced blocks (``` or ~~~, closed by
 * a fence of the same kind at least as long) pass through as written, and so do code spans within a
 * line. Line numbers never change.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text with each line outside fenced code (its fence lines too) given to `rewrite`. */
export function mapOutsideFences(text: string, rewrite: (line: string) => string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return rewrite(line);
    })
    .join('\n');
}

/** The line with its parts outside code spans (`` `x` ``) given to `rewrite`. */
export function mapOutsideCodeSpans(line: string, rewrite: (part: string) => string): string {
  return line
    .split(/(`+[^`]*?`+)/)
    .map((part, i) => (i % 2 ? part : rewrite(part)))
    .join('');
}
