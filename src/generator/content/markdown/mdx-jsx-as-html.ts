/**
 * JSX elements a site's remark plugin puts into a Markdown doc (a playground's `<div
 * className="demo" dangerouslySetInnerHTML={{ __html }} />`, a `<br />`): Docusaurus reads every
 * .md as MDX, where they render; docsgen's Markdown path draws them as the HTML they stand for. An
 * attribute is read when its value is written out (a string, a number, an object of those): a class,
 * `style={{ marginTop: 8 }}`, `dangerouslySetInnerHTML={{ __html: '…' }}` as the element's HTML.
 * One whose value is code that would have to run is left out.
 */
import type { Element, ElementContent, Properties } from 'hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { State } from 'mdast-util-to-hast';
import { h } from 'hastscript';

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** remark-rehype handlers for the JSX nodes. */
export const JSX_AS_HTML = { mdxJsxFlowElement: jsxAsHtml, mdxJsxTextElement: jsxAsHtml };

function jsxAsHtml(state: State, node: JsxNode): ElementContent | ElementContent[] {
  // A plugin may leave out what the MDX parser always gives (children, attributes).
  const children = node.children ? (state.all(node as never) as ElementContent[]) : [];
  // A fragment (`<>…</>`) or a component, which only MDX can render: its content alone.
  if (!node.name || /^[A-Z]|\./.test(node.name)) return children;
  const properties: Properties = {};
  let innerHtml: string | undefined;
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = attribute.value === null || attribute.value === undefined ? true : typeof attribute.value === 'string' ? attribute.value : literalOf(attribute.value.data?.estree);
    if (value === undefined) continue;
    if (attribute.name === 'dangerouslySetInnerHTML') {
      const html = typeof value === 'object' && value !== null ? (value as { __html?: unknown }).__html : undefined;
      if (typeof html === 'string') innerHtml = html;
    } else if (attribute.name === 'style' && typeof value === 'object' && value !== null) properties.style = cssOf(value as Record<string, unknown>);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') properties[attribute.name === 'className' ? 'class' : attribute.name === 'htmlFor' ? 'for' : attribute.name] = value;
  }
  const element = h(node.name, properties) as Element;
  element.children = innerHtml === undefined ? children : [{ type: 'raw', value: innerHtml } as unknown as ElementContent];
  state.patch(node as never, element);
  return element;
}

/** The value an estree expression writes out (a literal, a template without expressions, an object or array of those); undefined for code. */
function literalOf(program: unknown): unknown {
  const statement = (program as { body?: Array<{ type: string; expression?: unknown }> } | undefined)?.body?.[0];
  return statement?.type === 'ExpressionStatement' ? valueOf(statement.expression) : undefined;
}

function valueOf(node: unknown): unknown {
  const n = node as { type?: string; value?: unknown; raw?: unknown; quasis?: Array<{ value: { cooked: string } }>; expressions?: unknown[]; properties?: unknown[]; elements?: unknown[]; operator?: string; argument?: unknown };
  switch (n?.type) {
    case 'Literal':
      // MDX prints a literal from its `raw` source: a plugin's `raw: '`<b>…</b>`'` is a template there.
      return typeof n.raw === 'string' && /^`[^`]*`$/.test(n.raw) && !n.raw.includes('${') ? n.raw.slice(1, -1) : n.value;
    case 'TemplateLiteral':
      return n.expressions?.length ? undefined : n.quasis?.map((q) => q.value.cooked).join('');
    case 'UnaryExpression':
      return n.operator === '-' && typeof valueOf(n.argument) === 'number' ? -(valueOf(n.argument) as number) : undefined;
    case 'ArrayExpression': {
      const items = (n.elements ?? []).map(valueOf);
      return items.includes(undefined) ? undefined : items;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of (n.properties ?? []) as Array<{ type: string; computed?: boolean; key: { type: string; name?: string; value?: unknown }; value: unknown }>) {
        if (property.type !== 'Property' || property.computed) return undefined;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.value;
        const value = valueOf(property.value);
        if (typeof key !== 'string' || value === undefined) return undefined;
        out[key] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** Properties React leaves without a unit. */
const UNITLESS = new Set(['opacity', 'zIndex', 'fontWeight', 'lineHeight', 'flex', 'flexGrow', 'flexShrink', 'order', 'zoom', 'gridRow', 'gridColumn', 'columnCount', 'tabSize', 'orphans', 'widows']);

/** A React style object as CSS text (`marginTop: 8` is `margin-top:8px`). */
function cssOf(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => `${key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof value === 'number' && value !== 0 && !UNITLESS.has(key) ? `${value}px` : String(value)}`)
    .join(';');
}
