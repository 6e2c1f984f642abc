/**
 * A bare URL in the text is a link when its host has a dot (`https://lumagraph.example/beams`), not
 * when it has none (`http://localhost:3000/`), as MDX 1's Markdown parser (Docusaurus 2) linked them:
 * with `markdown.indentedCode: 'everywhere'` (a Docusaurus 2 repo), such a link is its text again.
 * Links written as links (`<http://localhost>`, `[x](http://localhost)`) stay links.
 */
import type { Root, Link, PhrasingContent } from 'mdast';
import type { Parent } from 'unist';
import type { VFile } from 'vfile';
import { SKIP, visit } from '../markdown/visit.ts';

export default function remarkMdx1BareUrls() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, 'link', (node: Link, index: number | undefined, parent: Parent | undefined) => {
      if (!parent || index === undefined || !isBareUrl(node, source)) return;
      let host: string;
      try {
        host = new URL(node.url).hostname;
      } catch {
        // Not a URL a browser takes (`https://api-host:port`): its host as written.
        host = /^[a-z][\w+.-]*:\/\/([^/?#:]*)/i.exec(node.url)?.[1] ?? '';
      }
      if (host.includes('.') || host.startsWith('[')) return;
      (parent.children as PhrasingContent[]).splice(index, 1, ...node.children);
      return SKIP;
    });
  };
}

/** A link GFM made of a bare URL: its text is its URL, and the source there is not `<` or `[`. */
function isBareUrl(node: Link, source: string): boolean {
  const text = node.children.length === 1 && node.children[0].type === 'text' ? node.children[0].value : undefined;
  if (text === undefined || (text !== node.url && `http://${text}` !== node.url)) return false;
  const start = node.position?.start.offset;
  return start !== undefined && source[start] !== '<' && source[start] !== '[';
}
