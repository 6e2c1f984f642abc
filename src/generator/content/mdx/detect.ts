/**
 * Tells MDX from plain Markdown without parsing: a `.mdx` file always is; a `.md` file is when,
 * outside fenced code, a line starts with `import`/`export`, or the text has a capitalised JSX tag
 * (`<Tabs>`, `<FAQ />`), a JSX attribute expression (`style={{`) or an expression such as
 * `{frontMatter.title}`, or a code fence marked `npm2yarn` or `tab` (@docusaurus/remark-plugin-npm2yarn
 * and docusaurus-remark-plugin-tab-blocks turn them into Tabs, which only the MDX path renders). With `htmlBlocksAsMdx` (a Docusaurus 3 repo, which
 * reads every `.md` as MDX), a line opening an HTML element (`<div class="alert">`) makes it MDX too:
 * Markdown between the tags is then read, as there; so does any `{expression}` in the text (`{1 + 1}`
 * is "2" there), but not a heading's `{#id}`, an escaped `\{` or braces in `$math$`. A `<head>` block (the page's title and metadata)
 * makes it MDX in any repo. Everything else keeps the CommonMark path, untouched.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ESM = /^(import|export)\s/;
/**
 * `<Tabs>`, `<Card title="…">`, `<Note />`, or an opening tag that goes on over the next lines
 * (`<Tabs` alone); not a type's parameters in text (`canExpand<T = any>()`, `Map<K, V>`,
 * `<S extends Schema = Base>`), which are no JSX tag.
 */
const COMPONENT_TAG = /<[A-Z][\w.]*(?:\s+[A-Za-z_:][\w:.-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*\s*(?:\/?>|$)/;
const ATTRIBUTE_EXPRESSION = /<[A-Za-z][\w.:-]*\s[^>]*=\{/;
const EXPRESSION = /\{\s*(?:frontMatter\b|toc\b|metadata\b|contentTitle\b|\/\*)/;
/** A quick test for a character every MDX construct needs, to skip most plain docs in one pass. */
const ANY_SIGN = /[<{]|^(?:import|export)\s|npm2yarn|mdx-code-block|\stab\b/m;
const NPM2YARN_FENCE = /^ {0,3}(?:`{3,}|~{3,})[^`\n]*\bnpm2yarn\b/;
/** A fence marked `tab` (docusaurus-remark-plugin-tab-blocks: ```js tab, ```Command Prompt tab, tab={…}). */
const TAB_BLOCK_FENCE = /^ {0,3}(?:`{3,}|~{3,})[^`\n]*\stab(?:=\{|\s*$)/;
const MDX_CODE_FENCE = /^ {0,3}(?:`{3,}|~{3,})\s*mdx-code-block\s*$/;

/**
 * A line that starts an HTML block as CommonMark reads it, with an element or a comment (after a
 * comment, CommonMark keeps the rest of the line as HTML: `<!-- todo --> **429**` stays literal).
 */
const HEAD_LINE = /^ {0,3}<head>/;
/** An expression as MDX reads one in text: a `{` not escaped and not a heading id's `{#`. */
const ANY_EXPRESSION = /(?:^|[^\\])\{(?!#)/;
/** Inline math (`$x^{2}$`), whose braces remark-math keeps from MDX's expressions. */
const MATH_FENCE = /^ {0,3}(\$\$)\s*$/;
const INLINE_MATH = /\$[^$\n]+\$/g;

const HTML_ELEMENT_LINE = /^ {0,3}<(?:[a-z][\w-]*(?=[\s/>]|$)|!--)/;

export function usesMdx(contentPath: string, body: string, htmlBlocksAsMdx = false): boolean {
  if (contentPath.endsWith('.mdx')) return true;
  if (!ANY_SIGN.test(body)) return false;
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    // A `$$` math block is kept from MDX like code (by remark-math, where a site uses it).
    const marker = FENCE.exec(line)?.[1] ?? MATH_FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      // npm2yarn becomes Tabs; an mdx-code-block fence holds MDX (lenient.ts unwraps it).
      if (NPM2YARN_FENCE.test(line) || TAB_BLOCK_FENCE.test(line) || MDX_CODE_FENCE.test(line)) return true;
      fence = marker;
      continue;
    }
    if (line.startsWith('    ') || line.startsWith('\t')) continue;
    // `<Target Directory\>` (its `>` escaped) is a placeholder in the text, not a component.
    const outsideCode = line.replace(/`[^`]*`/g, '').replace(/<[A-Za-z][^<>\n]*\\>/g, '');
    if (ESM.test(outsideCode) || COMPONENT_TAG.test(outsideCode) || ATTRIBUTE_EXPRESSION.test(outsideCode) || EXPRESSION.test(outsideCode)) return true;
    if (htmlBlocksAsMdx && (HTML_ELEMENT_LINE.test(line) || ANY_EXPRESSION.test(outsideCode.replace(INLINE_MATH, '')))) return true;
    // `<head>` in a doc gives the page's title and metadata in Docusaurus (remark-mdx-head.ts).
    if (HEAD_LINE.test(line)) return true;
  }
  return false;
}

/**
 * The line (1-based, in `body`) of the first HTML comment (`<!-- … -->`) outside fenced code and
 * code spans; undefined when there is none.
 */
export function firstHtmlCommentLine(body: string): number | undefined {
  let fence: string | undefined;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const marker = FENCE.exec(lines[i])?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && lines[i].trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (lines[i].replace(/(`+)[^`]*?\1/g, '').includes('<!--')) return i + 1;
  }
  return undefined;
}
