/**
 * Docusaurus' magic comments in code: a line `// highlight-next-line` highlights the next line,
 * `// highlight-start` … `// highlight-end` the lines between; the comment lines themselves go.
 * Any comment style works (`//`, `#`, `/* … *\/`, `<!-- … -->`, `--`, `;`). A site may add its own
 * (Docusaurus' `prism.magicComments`: `{ className: 'error-line', line: 'This will error' }`),
 * which give the lines they mark a class of their own.
 */

/** A site's own magic comment: the class it gives, and its next-line and start/end directives. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

const MAGIC = /^\s*(?:\/\/|#|\/\*|<!--|--|;|%)\s*highlight-(next-line|start|end)\s*(?:\*\/|-->)?\s*$/;
const COMMENT = /^\s*(?:\/\/|#|\/\*|<!--|--|;|%)\s*(.*?)\s*(?:\*\/|-->)?\s*$/;

/**
 * The code without its magic comments; the 1-based lines (of what is left) to highlight go into
 * `highlighted`, and those a site's own comment marks into `lineClasses`.
 */
export function applyMagicComments(code: string, highlighted: Set<number>, custom: MagicComment[] = [], lineClasses?: Map<number, string[]>): string {
  const own = custom.filter((c) => [c.line, c.block?.start, c.block?.end].some((directive) => directive && code.includes(directive)));
  if (!code.includes('highlight-') && !own.length) return code;
  const kept: string[] = [];
  let next = false;
  let inRange = false;
  const nextOwn = new Set<MagicComment>();
  const inOwn = new Set<MagicComment>();
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    const directive = own.length ? COMMENT.exec(line)?.[1] : undefined;
    const mine = directive === undefined ? undefined : own.find((c) => c.line === directive || c.block?.start === directive || c.block?.end === directive);
    if (magic === 'next-line') next = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else if (mine) {
      if (mine.line === directive) nextOwn.add(mine);
      else if (mine.block?.start === directive) inOwn.add(mine);
      else inOwn.delete(mine);
    } else {
      kept.push(line);
      if (next || inRange) highlighted.add(kept.length);
      const classes = [...new Set([...nextOwn, ...inOwn])].map((c) => c.className);
      if (classes.length) lineClasses?.set(kept.length, classes);
      next = false;
      nextOwn.clear();
    }
  }
  return kept.join('\n');
}
