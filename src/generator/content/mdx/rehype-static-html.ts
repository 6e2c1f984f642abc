/**
 * Hands React the ready HTML of a doc's plain markup: the children of each element that holds no
 * MDX (no JSX, expression or ESM below it) become one `<span class="docsgen-unwrap">` host with
 * that HTML, written as Markdown docs write theirs (html-markup.ts). post-html.ts takes the host
 * away again, so the page's HTML is the same. A highlighted code block is a few hundred elements:
 * as JSX, MDX turned each into JavaScript (estree, then text, then compiled again) and React
 * rendered each one, most of an MDX doc's compile and render.
 *
 * Only for a doc that renders to static HTML: a doc that hydrates must render the same elements
 * in the browser (its hosts would stay, and its headings need their anchors from React), and its
 * MDX content components (useMDXComponents) are only given in islands. The element itself stays
 * JSX, so a component sees its children's elements as before (Tabs its TabItems, Details its
 * summary). Elements whose content the HTML parser treats apart (tables, pre, raw text, SVG and
 * MathML) keep theirs as JSX.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { htmlOf } from '../markdown/html-markup.ts';
import { looksInteractive } from './interactive.ts';

declare module 'vfile' {
  interface DataMap {
    /** Set when rehype-static-html.ts gave the doc's markup to React as HTML: the doc must not hydrate as it is. */
    staticHtml: boolean;
  }
}

/** Where a host element would be moved or read apart by an HTML parser, or the markup is not HTML. */
const KEEP_AS_JSX = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'caption', 'select', 'optgroup', 'datalist', 'pre', 'textarea', 'listing', 'script', 'style', 'template', 'noscript', 'title', 'iframe', 'svg', 'math', 'head', 'html', 'body']);

export default function rehypeStaticHtml() {
  return (tree: Root, file: VFile) => {
    if (looksInteractive(file.data.scriptText ?? '')) return;
    file.data.staticHtml = true;
    hostPlainMarkup(tree.children);
  };
}

/** Replaces the children of each plain element among `nodes` (and below JSX) by a host of their HTML. */
function hostPlainMarkup(nodes: Array<RootContent | ElementContent>): void {
  for (const node of nodes) {
    if (!('children' in node)) continue;
    if (node.type === 'element' && isPlain(node)) {
      if (!KEEP_AS_JSX.has(node.tagName) && node.children.some((child) => child.type === 'element')) node.children = [host(htmlOf({ type: 'root', children: node.children }))];
      continue;
    }
    hostPlainMarkup(node.children as ElementContent[]);
  }
}

/** Whether the element and all below it are HTML elements, text and comments, and none of SVG or MathML. */
function isPlain(node: Element): boolean {
  if (node.tagName === 'svg' || node.tagName === 'math') return false;
  for (const child of node.children) {
    if (child.type === 'element') {
      if (!isPlain(child)) return false;
    } else if (child.type !== 'text' && child.type !== 'comment') return false;
  }
  return true;
}

/** `<span className="docsgen-unwrap" dangerouslySetInnerHTML={{ __html: html }} />`, as MDX's JSX. */
function host(html: string): ElementContent {
  const element: MdxJsxTextElementHast = {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: 'docsgen-unwrap' },
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              comments: [],
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {
                    type: 'ObjectExpression',
                    properties: [{ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html } }],
                  },
                },
              ],
            },
          },
        },
      },
    ],
    children: [],
    // JSX the doc could have written: MDX gives it as it is, not through the content components.
    data: { _mdxExplicitJsx: true },
  };
  return element as unknown as ElementContent;
}
