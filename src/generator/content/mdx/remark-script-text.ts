/**
 * The parts of an MDX file that run (its imports and exports, `{…}` expressions, JSX tag names and
 * attributes), as one text for interactive.ts to read: prose and code examples never make a doc
 * hydrate, only what the doc does (`<Counter />`'s file, `onClick={…}`, `{useColorMode()…}`).
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from '../markdown/visit.ts';

declare module 'vfile' {
  interface DataMap {
    /** What of the file runs, as source text (remark-script-text.ts). */
    scriptText: string;
  }
}

interface ScriptNode {
  type: string;
  value?: unknown;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
}

const SCRIPT_NODES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement']);

export default function remarkScriptText() {
  return (tree: Root, file: VFile) => {
    const parts: string[] = [];
    visit(tree, (node: ScriptNode) => {
      if (!SCRIPT_NODES.has(node.type)) return;
      if (typeof node.value === 'string') parts.push(node.value);
      if (node.name) parts.push(`<${node.name}`);
      for (const attribute of node.attributes ?? []) {
        const value = attribute.value as { value?: unknown } | string | null | undefined;
        const text = typeof value === 'string' ? JSON.stringify(value) : typeof value?.value === 'string' ? `{${value.value}}` : '';
        parts.push(attribute.type === 'mdxJsxAttribute' ? `${attribute.name}=${text}` : text);
      }
    });
    file.data.scriptText = parts.join('\n');
  };
}
