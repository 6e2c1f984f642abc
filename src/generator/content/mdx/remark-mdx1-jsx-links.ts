/**
 * MDX 1 (Docusaurus 2) drew the HTML elements written as JSX through the site's MDX components too:
 * an `<a href="https://…">` in a doc was Docusaurus' link, which opens another site in a new tab.
 * MDX 3 leaves such an element as written. For a repo read as MDX 1 (markdown.indentedCode
 * 'everywhere'), an `<a>` with an http(s) href and no target of its own opens in a new tab again.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

const attribute = (node: MdxJsxFlowElement | MdxJsxTextElement, name: string) => node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);

export default function remarkMdx1JsxLinks() {
  return (tree: Root) => {
    const walk = (node: RootContent | Root): void => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a') {
        const href = attribute(node, 'href')?.value;
        if (typeof href === 'string' && /^https?:\/\//.test(href) && !attribute(node, 'target')) {
          node.attributes.push({ type: 'mdxJsxAttribute', name: 'target', value: '_blank' });
          if (!attribute(node, 'rel')) node.attributes.push({ type: 'mdxJsxAttribute', name: 'rel', value: 'noopener noreferrer' });
        }
      }
      if ('children' in node) for (const child of node.children as RootContent[]) walk(child);
    };
    walk(tree);
  };
}
