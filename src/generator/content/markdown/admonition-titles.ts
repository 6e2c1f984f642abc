/**
 * `:::tip Title` is Docusaurus' admonition syntax, but remark-directive only accepts `:::tip[Title]`.
 * Rewrite the first form into the second before parsing, line for line (so line numbers hold),
 * and never inside fenced code.
 */
/**
 * Any admonition name (an unknown one is a warning later, shown as a note with its title), after
 * three colons or more: an outer admonition takes more (`::::info Outer` around `:::warning`).
 */
const OPENER = /^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+([^{\s].*?)[ \t]*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function normaliseAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (f) {
        if (fence === null) fence = f[1][0].repeat(f[1].length);
        else if (line.trim().startsWith(fence)) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const m = OPENER.exec(line);
      if (!m) return line;
      return `${m[1]}[${balancedLabel(m[2])}]`;
    })
    .join('\n');
}

/**
 * A title as remark-directive's label takes it: its balanced brackets stay (a link, `[Beams](/beams)`,
 * stays a link), an unbalanced one is escaped.
 */
function balancedLabel(title: string): string {
  const chars = [...title];
  const open: number[] = [];
  const escape = new Set<number>();
  chars.forEach((char, i) => {
    if (i > 0 && chars[i - 1] === '\\') return;
    if (char === '[') open.push(i);
    else if (char === ']' && open.pop() === undefined) escape.add(i);
  });
  open.forEach((i) => escape.add(i));
  return chars.map((char, i) => (escape.has(i) ? `\\${char}` : char)).join('');
}
