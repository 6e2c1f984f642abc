/**
 * A heading written as JSX (`<h2>Scenes</h2>`, `<h3 id="limits">Limits</h3>`) becomes a Markdown
 * heading, so it gets its id, its place in the TOC and its `#` anchor as a `## Scenes` does, in a
 * hydrated doc too (whose headings React renders: post-html.ts may only set attributes there).
 * Only a heading with literal attributes (`id`, `className`/`class`) and one line of content is
 * taken; one with an expression attribute or several blocks stays JSX.
 */
import type { Root, Heading, PhrasingContent } from 'mdast';
import type { Node } from 'unist';
import { SKIP, visit } from '../markdown/visit.ts';

/** The parts of mdast-util-mdx-jsx's flow element read here. */
interface MdxJsxFlowElement extends Node {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
  children: Array<{ type: string; children?: PhrasingContent[] }>;
}

const HEADING = /^h([2-6])$/;
const PHRASING = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'break', 'mdxJsxTextElement', 'mdxTextExpression']);

export default function remarkJsxHeadings() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      const depth = HEADING.exec(node.name ?? '')?.[1];
      if (!depth || !parent || index === undefined) return;
      const properties: Record<string, string> = {};
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return;
        const name = attribute.name === 'class' ? 'className' : attribute.name;
        if (name !== 'id' && name !== 'className') return;
        properties[name] = attribute.value;
      }
      const children = phrasingOf(node);
      if (!children) return;
      const heading: Heading = { type: 'heading', depth: Number(depth) as Heading['depth'], children, position: node.position, data: { hProperties: properties } };
      parent.children.splice(index, 1, heading);
      return SKIP;
    });
  };
}

/** The element's content as one line of phrasing (MDX wraps multi-line JSX content in a paragraph). */
function phrasingOf(node: MdxJsxFlowElement): PhrasingContent[] | undefined {
  if (node.children.length === 0) return [];
  if (node.children.length === 1 && node.children[0].type === 'paragraph') return node.children[0].children;
  // One line (`<h2>Scenes</h2>`) holds phrasing as it is, though mdast's types say blocks.
  return node.children.every((child) => PHRASING.has(child.type)) ? (node.children as PhrasingContent[]) : undefined;
}
