/**
 * MDX 1 (Docusaurus 2) gave every component element an `mdxType` prop, its name as written: a
 * Docusaurus 2 component that picks its children by `child.props.mdxType === 'Windows'` rendered
 * nothing under MDX 3, which has no such prop. For a repo read as MDX 1 (markdown.indentedCode
 * 'everywhere'), each component element written in the doc gets it back.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from '../markdown/visit.ts';

export default function remarkMdx1TypeProps() {
  return (tree: Root) => {
    const give = (node: MdxJsxFlowElement | MdxJsxTextElement) => {
      // A component (`Windows`, `Tabs.Item`); an HTML element (`div`) never had the prop.
      if (!node.name || !/^[A-Z]|\./.test(node.name)) return;
      if (node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'mdxType')) return;
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'mdxType', value: node.name });
    };
    visit(tree, 'mdxJsxFlowElement', give);
    visit(tree, 'mdxJsxTextElement', give);
  };
}
