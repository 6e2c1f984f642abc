/**
 * The leading `# Title` of an MDX doc, which may come after its imports and exports: returned as a
 * match (`[0]` the heading line with its line break, `[1]` the title) so the loader can take it out
 * as it does for Markdown, or null.
 */
const HEADING = /^#[ \t]+(.+?)[ \t]*#*[ \t]*(\r?\n|$)/;

/** Calls `onLine` with each line and whether it belongs to a top-level import or export statement. */
function scanStatements(body: string, onLine: (line: string, offset: number, isEsm: boolean) => boolean | void): void {
  let offset = 0;
  let inStatement = false;
  let fence: string | undefined;
  while (offset < body.length) {
    const end = body.indexOf('\n', offset);
    const line = body.slice(offset, end < 0 ? body.length : end + 1);
    const trimmed = line.trim();
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    let isEsm = inStatement;
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker && !inStatement) {
      fence = marker;
    } else if (inStatement) {
      // A multi-line import ends at its `from '…'` (or a bare `;`); an export at a blank line.
      if (/\bfrom\s*['"][^'"]+['"];?$|^['"][^'"]+['"];?$/.test(trimmed) || trimmed === '') inStatement = false;
    } else if (/^(import|export)\s/.test(line)) {
      isEsm = true;
      inStatement = !/(\bfrom\s*['"][^'"]+['"]|^import\s+['"][^'"]+['"]);?\s*$/.test(trimmed) && !/;\s*$/.test(trimmed);
    }
    if (onLine(line, offset, isEsm) === false) return;
    offset += line.length;
  }
}

export function leadingMdxHeading(body: string): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  scanStatements(body, (line, offset, isEsm) => {
    if (isEsm || line.trim() === '') return true;
    found = HEADING.exec(body.slice(offset));
    if (found) found.index = offset;
    return false;
  });
  return found;
}

/**
 * Whether the doc's text opens on a `# ` heading once its leading import blocks are passed over, as
 * Docusaurus reads a content title (parseMarkdownContentTitle): a block that starts with `import`
 * runs to the next blank line, exports in it too; a block that starts with `export` stops the search.
 */
export function titledAfterImports(body: string): boolean {
  const rest = body.trim().replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  return /^#[ \t]+\S/.test(rest);
}

/** The MDX text without its top-level import and export statements (for the doc's Markdown copy). */
export function withoutEsm(body: string): string {
  const kept: string[] = [];
  scanStatements(body, (line, _offset, isEsm) => {
    if (!isEsm) kept.push(line);
  });
  return kept.join('').replace(/^\s*\n/, '');
}
