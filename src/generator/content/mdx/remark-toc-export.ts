/**
 * Gives every MDX file (a doc or a partial it imports) the `toc` export Docusaurus 3 gives it: its
 * headings below h1 as `{ value, id, level }` (the value as HTML: `<code>` kept, text escaped), in
 * document order, with the `toc` of each Markdown partial rendered as `<Partial />` spread in where
 * the partial stands, so `<TOCInline toc={toc} />` lists the partial's headings too. A file that
 * exports its own `toc` keeps it, and its page's table of contents is that export (render-mdx.ts reads
 * it), as Docusaurus' doc, blog post and Markdown page take the module's `toc`. Runs after
 * remark-heading-ids, whose headings it lists.
 */
import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Expression, ImportDeclaration, Program, SpreadElement } from 'estree';
import type { TocItem } from '../../../shared/types.ts';
import { visit } from '../markdown/visit.ts';
import { escapeHtml } from '../toc-html.ts';
import { exportConstant, spreadOrNothing, valueExpression } from './estree-values.ts';

interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: Program };
}

const MARKDOWN_FILE = /\.mdx?$/i;

declare module 'vfile' {
  interface DataMap {
    /** The file exports a `toc` of its own (remark-toc-export.ts): the page's TOC is that export. */
    ownToc: boolean;
  }
}

export default function remarkTocExport() {
  return (tree: Root, file: VFile) => {
    const esm = tree.children.filter((node): node is Root['children'][number] & EsmNode => node.type === 'mdxjsEsm');
    if (esm.some((node) => exportsToc(node.data?.estree))) {
      file.data.ownToc = true;
      return;
    }
    const partials = markdownDefaultImports(esm);
    const entries = headingEntries(file.data.headings ?? []);
    const items: Array<Expression | SpreadElement> = [];
    const code: string[] = [];
    visit(tree, (node) => {
      if (node.type === 'heading' && (node as Heading).depth >= 2) {
        const item = entries.take((node as Heading).data?.hProperties?.id);
        if (item) {
          items.push(valueExpression(item));
          code.push(JSON.stringify(item));
        }
      } else if (node.type === 'mdxJsxFlowElement') {
        const name = (node as { name?: string | null }).name;
        const declaration = name ? partials.get(name) : undefined;
        if (declaration) {
          const slice = tocSliceName(declaration, name!);
          items.push(spreadOrNothing(slice));
          code.push(`...(${slice} ?? [])`);
        }
      }
    });
    const estree: Program = { type: 'Program', sourceType: 'module', body: [exportConstant('toc', { type: 'ArrayExpression', elements: items })] };
    tree.children.push({ type: 'mdxjsEsm', value: `export const toc = [${code.join(', ')}];`, data: { estree } } as unknown as Root['children'][number]);
  };
}

/** The TOC entries of the file's headings, taken in order by id (a site's plugin may add headings remark-heading-ids never saw). */
function headingEntries(headings: TocItem[]) {
  const byId = new Map<string, Array<{ value: string; id: string; level: number }>>();
  for (const h of headings) {
    if (h.depth < 2) continue;
    const entry = { value: h.html ?? escapeHtml(h.text), id: h.id, level: h.depth };
    const list = byId.get(h.id);
    if (list) list.push(entry);
    else byId.set(h.id, [entry]);
  }
  return { take: (id: unknown) => (typeof id === 'string' ? byId.get(id)?.shift() : undefined) };
}

/** Whether the module's own code exports a `toc`. */
function exportsToc(program: Program | undefined): boolean {
  return (program?.body ?? []).some(
    (statement) =>
      statement.type === 'ExportNamedDeclaration' &&
      ((statement.declaration?.type === 'VariableDeclaration' && statement.declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === 'toc')) ||
        statement.specifiers.some((s) => s.exported.type === 'Identifier' && s.exported.name === 'toc')),
  );
}

/** The default imports of Markdown files (`import Partial from './_partial.mdx'`), by local name. */
function markdownDefaultImports(esm: EsmNode[]): Map<string, ImportDeclaration> {
  const imports = new Map<string, ImportDeclaration>();
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !MARKDOWN_FILE.test(statement.source.value.split('?')[0]!)) continue;
      const defaultImport = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      if (defaultImport) imports.set(defaultImport.local.name, statement);
    }
  }
  return imports;
}

/** The local name of the partial's `toc`, imported beside its default export once. */
function tocSliceName(declaration: ImportDeclaration, component: string): string {
  const name = `__docsgenToc_${component}`;
  if (!declaration.specifiers.some((s) => s.local.name === name)) {
    declaration.specifiers.push({ type: 'ImportSpecifier', imported: { type: 'Identifier', name: 'toc' }, local: { type: 'Identifier', name } });
  }
  return name;
}
