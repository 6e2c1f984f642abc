/**
 * The HTML of a code block element (codeBlockElement's tree: a few wrapper elements, one span per
 * line and per Prism token, text), written straight from the tree. hast-util-to-html looks up every
 * property in the HTML schema and runs every text through its entity encoder: on API pages, whose
 * code samples are made one block at a time, that was half of each block's cost. Any element,
 * property or node outside that shape goes to hast-util-to-html itself; a test checks the two give
 * the same HTML for every code block of the site.
 */
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { stringifyEntities } from 'stringify-entities';

/** The properties a code block's elements carry, and their attribute names. */
const ATTRIBUTES: Record<string, string> = {
  className: 'class',
  tabIndex: 'tabindex',
  dataLanguage: 'data-language',
  ariaLabel: 'aria-label',
  type: 'type',
  title: 'title',
};
const ELEMENTS = new Set(['div', 'pre', 'code', 'span', 'button']);

// What hast-util-to-html escapes, with its default settings: in text, and in double-quoted values.
const TEXT_SUBSET = ['<', '&'];
const TEXT_ESCAPED = /[<&]/;
const VALUE_SUBSET = ['\0', '"', '&', "'", '`'];
const VALUE_ESCAPED = /[\0"&'`]/;

export function codeBlockMarkup(node: Element): string {
  return directMarkup(node) ?? toHtml(node);
}

/** The HTML written straight from the tree, or undefined when the tree is not of a code block's shape. */
export function directMarkup(node: Element): string | undefined {
  const out: string[] = [];
  return write(node, out) ? out.join('') : undefined;
}

/** Writes a node to `out`; false when it is not of a code block's shape. */
function write(node: ElementContent, out: string[]): boolean {
  if (node.type === 'text') {
    out.push(TEXT_ESCAPED.test(node.value) ? stringifyEntities(node.value, { subset: TEXT_SUBSET }) : node.value);
    return true;
  }
  if (node.type !== 'element' || !ELEMENTS.has(node.tagName)) return false;
  out.push('<', node.tagName);
  for (const [key, value] of Object.entries(node.properties)) {
    const name = ATTRIBUTES[key];
    if (name === undefined) return false;
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'boolean' || (typeof value === 'number' && Number.isNaN(value))) return false;
    // A list (className) as space-separated-tokens writes it: joined, then trimmed.
    const text = Array.isArray(value) ? value.join(' ').trim() : String(value);
    out.push(' ', name, '="', VALUE_ESCAPED.test(text) ? stringifyEntities(text, { subset: VALUE_SUBSET, attribute: true }) : text, '"');
  }
  out.push('>');
  for (const child of node.children) if (!write(child, out)) return false;
  out.push('</', node.tagName, '>');
  return true;
}
