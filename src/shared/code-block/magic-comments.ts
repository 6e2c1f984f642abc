/**
 * Docusaurus' highlight comments in code: a line `// highlight-next-line` highlights the next line,
 * `// highlight-start` … `// highlight-end` the lines between; the comment lines themselves go.
 * Any comment style works (`//`, `#`, `/* … *\/`, `<!-- … -->`, `--`, `;`).
 */
const MAGIC = /^\s*(?:\/\/|#|\/\*|<!--|--|;|%)\s*highlight-(next-line|start|end)\s*(?:\*\/|-->)?\s*$/;

/** The code without its highlight comments, and the 1-based lines (of what is left) to highlight. */
export function applyMagicComments(code: string, highlighted: Set<number>): string {
  if (!code.includes('highlight-')) return code;
  const kept: string[] = [];
  let next = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') next = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      kept.push(line);
      if (next || inRange) highlighted.add(kept.length);
      next = false;
    }
  }
  return kept.join('\n');
}
