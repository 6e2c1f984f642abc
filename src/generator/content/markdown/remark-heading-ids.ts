/**
 * Gives every heading an id: an explicit `{#custom-id}` at the end of the heading wins, else
 * github-slugger's slug of its text (unique within the page). Collects the headings for the TOC.
 */
import type { Root, Heading as MdHeading } from 'mdast';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';

const CUSTOM_ID = /[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;

export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: Array<{ depth: number; id: string; text: string }> = [];
    visit(tree, 'heading', (node: MdHeading) => {
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last && last.type === 'text') {
        const m = CUSTOM_ID.exec(last.value);
        if (m) {
          id = m[1];
          last.value = last.value.slice(0, m.index);
          slugger.slug(id); // reserve it, so a later heading with the same text gets "-1"
        }
      }
      const text = toString(node).trim();
      id ??= slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      headings.push({ depth: node.depth, id, text });
    });
    file.data.headings = headings;
  };
}
