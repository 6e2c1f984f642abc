/**
 * Gives an MDX doc the variables Docusaurus docs read: `frontMatter`, `toc` (its headings, as
 * `{ value, id, level }`) and `contentTitle`, as exports appended to the module. Runs after
 * remark-heading-ids, whose headings it lists.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { parse } from 'acorn';
import type { Program } from 'estree';

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
    const toc = (file.data.headings ?? []).filter((h) => h.depth >= 2).map((h) => ({ value: h.text, id: h.id, level: h.depth }));
    const code = [
      `export const frontMatter = ${JSON.stringify(options.frontMatter)};`,
      `export const toc = ${JSON.stringify(toc)};`,
      `export const contentTitle = ${JSON.stringify(options.title)};`,
    ].join('\n');
    const estree = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
    tree.children.push({ type: 'mdxjsEsm', value: code, data: { estree } } as unknown as Root['children'][number]);
  };
}
