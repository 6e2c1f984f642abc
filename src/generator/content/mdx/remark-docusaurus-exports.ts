/**
 * Gives an MDX doc the variables Docusaurus docs read besides `toc` (remark-toc-export.ts):
 * `frontMatter` and `contentTitle`, as exports appended to the module.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Program } from 'estree';
import { exportConstant, valueExpression } from './estree-values.ts';

export interface Options {
  frontMatter: Record<string, unknown>;
  title: string;
}

declare module 'vfile' {
  interface DataMap {
    /** The doc's front matter and title, for these exports (set by compile-mdx.ts). */
    mdxPage: Options;
  }
}

export default function remarkDocusaurusExports() {
  return (tree: Root, file: VFile) => {
    const options = file.data.mdxPage ?? { frontMatter: {}, title: '' };
    const code = [`export const frontMatter = ${JSON.stringify(options.frontMatter)};`, `export const contentTitle = ${JSON.stringify(options.title)};`].join('\n');
    const estree: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [exportConstant('frontMatter', valueExpression(options.frontMatter)), exportConstant('contentTitle', valueExpression(options.title))],
    };
    tree.children.push({ type: 'mdxjsEsm', value: code, data: { estree } } as unknown as Root['children'][number]);
  };
}
