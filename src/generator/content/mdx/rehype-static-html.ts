/**
 * Keeps React away from a doc's plain markup: the children of each element that holds no MDX (no
 * JSX, expression or ESM below it) are set aside in `file.data.hosted`, and an empty
 * `<span class="docsgen-unwrap" data-hosted="n">` takes their place. post-html.ts puts them back in
 * the tree it reads from React's HTML, so the page is the same. A highlighted code block is a few
 * hundred elements: as JSX, MDX turned each into JavaScript (estree, then text, then compiled
 * again), React wrote each one, and post-html.ts read each one back.
 *
 * Only for a doc that renders to static HTML: a doc that hydrates must render the same elements
 * in the browser, and its MDX content components (useMDXComponents) are only given in islands. The
 * element itself stays JSX, so a component sees its children's elements as before (Tabs its
 * TabItems, Details its summary). Elements whose content the HTML parser treats apart (tables, pre,
 * raw text, SVG and MathML) keep theirs as JSX.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { looksInteractive } from './interactive.ts';

declare module 'vfile' {
  interface DataMap {
    /** The markup set aside for each host, by its `data-hosted` number: the doc must not hydrate as it is. */
    hosted: ElementContent[][];
  }
}

/** Where a host element would be moved or read apart by an HTML parser, or the markup is not HTML. */
const KEEP_AS_JSX = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'caption', 'select', 'optgroup', 'datalist', 'pre', 'textarea', 'listing', 'script', 'style', 'template', 'noscript', 'title', 'iframe', 'svg', 'math', 'head', 'html', 'body']);

export default function rehypeStaticHtml() {
  return (tree: Root, file: VFile) => {
    if (looksInteractive(file.data.scriptText ?? '')) return;
    const hosted: ElementContent[][] = [];
    hostPlainMarkup(tree.children, hosted);
    file.data.hosted = hosted;
  };
}

/** Sets aside the children of each plain element among `nodes` (and below JSX) into `hosted`, a host in their place. */
function hostPlainMarkup(nodes: Array<RootContent | ElementContent>, hosted: ElementContent[][]): void {
  for (const node of nodes) {
    if (!('children' in node)) continue;
    if (node.type === 'element' && isPlain(node)) {
      if (!KEEP_AS_JSX.has(node.tagName) && node.children.some((child) => child.type === 'element')) {
        hosted.push(node.children);
        node.children = [host(hosted.length - 1)];
      }
      continue;
    }
    hostPlainMarkup(node.children as ElementContent[], hosted);
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

/** `<span className="docsgen-unwrap" data-hosted="n" />`, as MDX's JSX. */
function host(n: number): ElementContent {
  const element: MdxJsxTextElementHast = {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: 'docsgen-unwrap' },
      { type: 'mdxJsxAttribute', name: 'data-hosted', value: String(n) },
    ],
    children: [],
    // JSX the doc could have written: MDX gives it as it is, not through the content components.
    data: { _mdxExplicitJsx: true },
  };
  return element as unknown as ElementContent;
}
