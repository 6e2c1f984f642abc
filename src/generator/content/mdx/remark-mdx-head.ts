/**
 * Docusaurus' `<head>` in an MDX doc (`<head><title>…</title><meta name="keywords" … /></head>`):
 * its title, meta and link tags go to the page's head (file.data.headTags), not into its content.
 * A tag whose attributes are expressions, or another kind of tag, is left out with a warning.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from '../markdown/visit.ts';
import { warnAt } from '../markdown/types.ts';
import type { HeadTag } from '../../../templates/model.ts';

declare module 'vfile' {
  interface DataMap {
    /** What the doc's `<head>` gives the page's head (remark-mdx-head.ts). */
    headTags: HeadTag[];
  }
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: JsxNode[];
  position?: { start: { line: number } };
}

const HEAD_TAGS = new Set(['title', 'meta', 'link']);

export default function remarkMdxHead() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxJsxFlowElement', (node: JsxNode, index, parent) => {
      if (node.name !== 'head' || !parent || index === undefined) return;
      const tags = (file.data.headTags ??= []);
      for (const child of elementsIn(node)) {
        const tag = headTagOf(child);
        if (tag) tags.push(tag);
        else warnAt(file.data, child.position?.start.line, `<${child.name ?? 'fragment'}> in <head> is not added to the page's head`, 'use <title>, <meta> or <link> with plain attributes (no {…} expressions)');
      }
      (parent.children as unknown[]).splice(index, 1);
      return [SKIP, index];
    });
  };
}

/** The JSX elements inside `<head>`, through the paragraphs MDX wraps inline ones in. */
function elementsIn(node: JsxNode): JsxNode[] {
  return (node.children ?? []).flatMap((child) => (child.type === 'paragraph' ? elementsIn(child) : /^mdxJsx(Flow|Text)Element$/.test(child.type) ? [child] : []));
}

function headTagOf(node: JsxNode): HeadTag | undefined {
  if (!node.name || !HEAD_TAGS.has(node.name)) return undefined;
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || (attribute.value !== null && typeof attribute.value !== 'string')) return undefined;
    attributes[attribute.name] = attribute.value ?? '';
  }
  const tag = node.name as HeadTag['tag'];
  return tag === 'title' ? { tag, attributes: {}, text: toString(node as never) } : { tag, attributes };
}
