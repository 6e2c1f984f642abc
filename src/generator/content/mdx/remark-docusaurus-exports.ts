/**
 * Gives an MDX doc the variables Docusaurus docs read: `frontMatter`, `toc` (its headings, as
 * `{ value, id, level }`) and `contentTitle`, as exports appended to the module. Runs after
 * remark-heading-ids, whose headings it lists.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Expression, Program } from 'estree';

export interface Options {
  frontMatter: Record<string, unknown>;
  title: string;
}

declare module 'vfile' {
  interface DataMap {
    /** The doc's front matter and title, for these exports (set by compile-mdx.ts). */
    mdxPage: Options;
  }
}

export default function remarkDocusaurusExports() {
  return (tree: Root, file: VFile) => {
    const options = file.data.mdxPage ?? { frontMatter: {}, title: '' };
    // Each value is the heading's HTML, as Docusaurus gives it (`<code>` kept, text escaped).
    const toc = (file.data.headings ?? []).filter((h) => h.depth >= 2).map((h) => ({ value: h.html ?? h.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'), id: h.id, level: h.depth }));
    const code = [
      `export const frontMatter = ${JSON.stringify(options.frontMatter)};`,
      `export const toc = ${JSON.stringify(toc)};`,
      `export const contentTitle = ${JSON.stringify(options.title)};`,
    ].join('\n');
    const estree: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [exportConstant('frontMatter', options.frontMatter), exportConstant('toc', toc), exportConstant('contentTitle', options.title)],
    };
    tree.children.push({ type: 'mdxjsEsm', value: code, data: { estree } } as unknown as Root['children'][number]);
  };
}

/**
 * `export const name = value` as the program acorn would parse from the code above, built directly:
 * parsing it was a tenth of the transforms' time in some docs (the front matter can be long).
 */
function exportConstant(name: string, value: unknown): Program['body'][number] {
  return {
    type: 'ExportNamedDeclaration',
    declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: value === undefined ? { type: 'Identifier', name: 'undefined' } : jsonExpression(JSON.parse(JSON.stringify(value))) }] },
    specifiers: [],
    source: null,
    attributes: [],
  };
}

/** A JSON value (as JSON.parse gives it) as an expression. */
function jsonExpression(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(jsonExpression) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({ type: 'Property', key: { type: 'Literal', value: key }, value: jsonExpression(item), kind: 'init', method: false, shorthand: false, computed: false })),
    };
  }
  if (typeof value === 'number' && value < 0) return { type: 'UnaryExpression', operator: '-', prefix: true, argument: { type: 'Literal', value: -value } };
  return { type: 'Literal', value: value as string | number | boolean | null };
}
