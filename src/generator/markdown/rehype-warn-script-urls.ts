/**
 * A `javascript:` (or `vbscript:`) URL in a doc runs code when clicked: a warning with file:line,
 * whether the link is written in Markdown or raw HTML. Browsers ignore ASCII whitespace and control
 * characters inside the scheme, so "java\tscript:" counts too.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { warnAt } from './types.ts';
import { visit } from './visit.ts';

const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'poster', 'data', 'xLinkHref'];

/** Whether a URL would run script when followed. */
export function isScriptUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^(javascript|vbscript):/i.test(url.replace(/[\x00-\x20\x7f]/g, ''));
}

export default function rehypeWarnScriptUrls({ sanitizing }: { sanitizing: boolean }) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element) => {
      for (const property of URL_PROPERTIES) {
        const value = node.properties[property];
        if (typeof value !== 'string' || !isScriptUrl(value)) continue;
        const line = (node.position?.start as { line?: number } | undefined)?.line;
        const shown = value.length > 60 ? `${value.slice(0, 57)}…` : value;
        warnAt(
          file.data,
          line,
          `${sanitizing ? 'removed ' : ''}a script URL in <${node.tagName} ${property === 'xLinkHref' ? 'xlink:href' : property.toLowerCase()}="${shown}">: it runs code in the reader's browser`,
          sanitizing ? 'link to a page or an https:// URL instead' : 'link to a page or an https:// URL instead, or set markdown.sanitize: true in site.config.ts to drop such URLs',
        );
      }
    });
  };
}
