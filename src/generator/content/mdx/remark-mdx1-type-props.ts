/**
 * MDX 1 (Docusaurus 2) gave every component element an `mdxType` prop, its name as written: a
 * Docusaurus 2 component that picks its children by `child.props.mdxType === 'Windows'` rendered
 * nothing under MDX 3, which has no such prop. For a repo read as MDX 1 (markdown.indentedCode
 * 'everywhere'), each component element written inside another component gets it back. MDX 1 took
 * the prop away again before the element rendered; here it would reach a component that spreads its
 * props onto the page (`<span {...rest}>` drew `mdxtype="Box"`), so an element that no component
 * holds, whose prop nothing could read, goes without.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

const isJsx = (node: RootContent | Root): node is MdxJsxFlowElement | MdxJsxTextElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** A component (`Windows`, `Tabs.Item`); an HTML element (`div`) never had the prop. */
const isComponent = (name: string | null | undefined): name is string => Boolean(name && /^[A-Z]|\./.test(name));

export default function remarkMdx1TypeProps() {
  return (tree: Root) => {
    // `heldByComponent`: the nearest JSX element around the node is a component's.
    const walk = (node: RootContent | Root, heldByComponent: boolean): void => {
      let held = heldByComponent;
      if (isJsx(node)) {
        if (heldByComponent && isComponent(node.name) && !node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'mdxType')) {
          node.attributes.push({ type: 'mdxJsxAttribute', name: 'mdxType', value: node.name });
        }
        held = isComponent(node.name);
      }
      if ('children' in node) for (const child of node.children as RootContent[]) walk(child, held);
    };
    walk(tree, false);
  };
}
