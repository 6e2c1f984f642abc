/**
 * MDX 1 (Docusaurus 2) drew a `<pre>` written as JSX through the site's MDX components, whose `pre`
 * is Docusaurus' CodeBlock: `<pre><code className="language-bash">npm i</code></pre>` showed as a
 * highlighted code block with its copy button. MDX 3 leaves it a bare `<pre>`. For a repo read as
 * MDX 1 (markdown.indentedCode 'everywhere'), such a block (a `<pre>` holding one `<code>` of text)
 * becomes the fenced code block it stood for, in its language.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';

export default function remarkMdx1JsxCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const walk = (node: Root | RootContent): void => {
      if (!('children' in node)) return;
      const children = node.children as RootContent[];
      children.forEach((child, index) => {
        const block = child.type === 'mdxJsxFlowElement' && child.name === 'pre' ? codeBlockOf(child, source) : undefined;
        if (block) children[index] = block;
        else walk(child);
      });
    };
    walk(tree);
  };
}

/** The code block a JSX `<pre><code className="language-x">…</code></pre>` stands for; undefined for any other `<pre>`. */
function codeBlockOf(pre: MdxJsxFlowElement, source: string): Code | undefined {
  if (pre.attributes.length) return undefined;
  const inner = pre.children as RootContent[];
  // The `<code>` alone, or alone in the paragraph MDX made of the line.
  const only = inner.length === 1 && inner[0]!.type === 'paragraph' && inner[0]!.children.length === 1 ? inner[0]!.children[0] : inner[0];
  if (inner.length !== 1 || !only || (only.type !== 'mdxJsxTextElement' && only.type !== 'mdxJsxFlowElement') || only.name !== 'code') return undefined;
  const attributes = only.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
  if (attributes.length !== only.attributes.length || attributes.some((a) => a.name !== 'className' || typeof a.value !== 'string')) return undefined;
  // Its text only: an element or expression inside is drawn as written, not as code.
  if (holdsJsx(only.children as RootContent[])) return undefined;
  const lang = /(?:^|\s)language-([\w+#-]+)/.exec(String(attributes[0]?.value ?? ''))?.[1] ?? null;
  // The code as written between the tags (its lines and indents, which MDX read as paragraphs), else its text.
  const start = only.position?.start.offset;
  const end = only.position?.end.offset;
  const written = start !== undefined && end !== undefined ? /^<code\b[^>]*>([^]*)<\/code\s*>$/.exec(source.slice(start, end))?.[1] : undefined;
  return { type: 'code', lang, meta: null, value: (written ?? toString(only)).replace(/^\n+|\s+$/g, ''), ...(pre.position ? { position: pre.position } : {}) };
}

function holdsJsx(nodes: RootContent[]): boolean {
  return nodes.some((node) => node.type.startsWith('mdx') || ('children' in node && holdsJsx(node.children as RootContent[])));
}
