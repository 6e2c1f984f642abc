/**
 * MDX 1 (Docusaurus 2) handed a JSX block to Babel as written, so a multi-line template literal
 * inside an indented component kept every space of its lines:
 *
 *     <TabItem value="py">
 *       <CodeBlock language="python">{`def beam():
 *         return 1`}</CodeBlock>
 *
 * MDX 3 takes the block's indentation off each line of an expression first, template literals
 * included, and the example above loses two spaces of its body (Python that no longer runs). For a
 * repo read as MDX 1, each template literal's text is put back as the source has it: the expression's
 * syntax tree keeps where each piece starts and ends in the document, and the text between is the
 * written one.
 */
import { Parser } from 'acorn';
import type { Root } from 'mdast';
import type { Node as EstreeNode, Program, TemplateElement } from 'estree';
import type { VFile } from 'vfile';
import { visit } from '../markdown/visit.ts';

interface ExpressionNode {
  type: string;
  data?: { estree?: Program | null };
  attributes?: Array<{ type: string; value?: unknown }>;
}

const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression']);
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

export default function remarkMdx1TemplateLiterals() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    visit(tree, (node: ExpressionNode) => {
      if (EXPRESSIONS.has(node.type)) restoreTemplates(node.data?.estree, text);
      else if (JSX.has(node.type)) {
        for (const attribute of node.attributes ?? []) {
          // `{...spread}` and `a={value}` both carry their expression's tree.
          const holder = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : attribute.value;
          if (holder && typeof holder === 'object') restoreTemplates((holder as ExpressionNode).data?.estree, text);
        }
      }
    });
  };
}

/** Gives each multi-line piece of a template literal in `program` its text as written in `text`. */
function restoreTemplates(program: Program | null | undefined, text: string): void {
  if (!program) return;
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const element = node as EstreeNode & { start?: number; end?: number };
    if (element.type === 'TemplateElement') return restore(element as TemplateElement & { start?: number; end?: number }, text);
    for (const [key, value] of Object.entries(element)) if (key !== 'loc' && key !== 'range' && key !== 'comments') walk(value);
  };
  walk(program.body);
}

function restore(element: TemplateElement & { start?: number; end?: number }, text: string): void {
  if (element.start === undefined || element.end === undefined || !element.value.raw.includes('\n')) return;
  const written = text.slice(element.start, element.end);
  // Only where MDX took indentation off: the same text but for spaces at the starts of lines.
  if (written === element.value.raw || written.replace(/\n[ \t]*/g, '\n') !== element.value.raw.replace(/\n[ \t]*/g, '\n')) return;
  const cooked = cook(written);
  if (cooked === undefined) return;
  element.value = { raw: written, cooked };
}

/** The string a template literal's text means (its escapes read), as JavaScript reads it. */
function cook(raw: string): string | undefined {
  try {
    const expression = Parser.parseExpressionAt(`\`${raw}\``, 0, { ecmaVersion: 'latest' }) as unknown as { type: string; quasis?: TemplateElement[] };
    const cooked = expression.type === 'TemplateLiteral' && expression.quasis?.length === 1 ? expression.quasis[0]!.value.cooked : undefined;
    return cooked ?? undefined;
  } catch {
    return undefined;
  }
}
