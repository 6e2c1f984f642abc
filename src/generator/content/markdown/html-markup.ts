/**
 * HTML from a hast tree, written straight from it: the bytes hast-util-to-html writes with its
 * default settings, for the trees docsgen makes (elements in the HTML namespace, their properties,
 * text). hast-util-to-html handles every case HTML has (SVG, raw text in script and style, comments,
 * raw nodes, a dozen settings), and was a tenth of each doc's Markdown time. Anything outside those
 * trees (an svg, math, template, script or style element, a comment, a raw node, a comma-separated
 * property) makes `directMarkup` give up, and the caller uses hast-util-to-html itself. Tests compare
 * the two on every doc, API description and code block of the site.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { htmlVoidElements } from 'html-void-elements';
import { find, html as htmlSchema, type Info } from 'property-information';
import { stringify as spaces } from 'space-separated-tokens';
import { stringifyEntities } from 'stringify-entities';

/** Elements hast-util-to-html writes in another way (another namespace, raw text, a content fragment). */
const FOREIGN = new Set(['svg', 'math', 'template', 'script', 'style']);
const VOIDS = new Set(htmlVoidElements);

// What hast-util-to-html escapes with its default settings: in text, in attribute names and in
// double-quoted attribute values.
const TEXT_SUBSET = ['<', '&'];
const TEXT_ESCAPED = /[<&]/;
const NAME_SUBSET = ['\0', '\t', '\n', '\f', '\r', ' ', '"', '&', "'", '/', '<', '=', '>', '`'];
const NAME_ESCAPED = /[\0\t\n\f\r "&'/<=>`]/;
const VALUE_SUBSET = ['\0', '"', '&', "'", '`'];
const VALUE_ESCAPED = /[\0"&'`]/;

/** Property information by property name: the same lookup hast-util-to-html makes, once per name. */
const infoByProperty = new Map<string, Info>();
function infoOf(key: string): Info {
  let info = infoByProperty.get(key);
  if (!info) infoByProperty.set(key, (info = find(htmlSchema, key)));
  return info;
}

/** The HTML of a tree: written straight from it when it can be, else by hast-util-to-html. */
export function htmlOf(tree: Root | Element): string {
  return directMarkup(tree) ?? toHtml(tree);
}

/** The HTML written straight from the tree, or undefined when the tree has a node it does not write. */
export function directMarkup(tree: Root | Element): string | undefined {
  const out: string[] = [];
  const ok = tree.type === 'root' ? tree.children.every((child) => write(child, out)) : write(tree, out);
  return ok ? out.join('') : undefined;
}

/** Writes a node to `out`; false when it is one hast-util-to-html must write. */
function write(node: RootContent | ElementContent, out: string[]): boolean {
  if (node.type === 'text') {
    out.push(TEXT_ESCAPED.test(node.value) ? stringifyEntities(node.value, { subset: TEXT_SUBSET }) : node.value);
    return true;
  }
  if (node.type !== 'element') return false;
  const tag = node.tagName.toLowerCase();
  if (FOREIGN.has(tag)) return false;
  out.push('<', node.tagName);
  for (const key in node.properties) {
    const value = node.properties[key];
    if (value === null || value === undefined) continue;
    const attribute = attributeOf(key, value);
    if (attribute === undefined) return false;
    if (attribute) out.push(' ', attribute);
  }
  out.push('>');
  if (!VOIDS.has(tag)) {
    for (const child of node.children) if (!write(child, out)) return false;
    out.push('</', node.tagName, '>');
    return true;
  }
  // A void element gets a closing tag only when its children write something.
  const inner: string[] = [];
  for (const child of node.children) if (!write(child, inner)) return false;
  const content = inner.join('');
  if (content) out.push(content, '</', node.tagName, '>');
  return true;
}

/**
 * One attribute as hast-util-to-html's serializeAttribute writes it with the default settings (HTML
 * namespace, double quotes): '' to leave it out, undefined for a value it does not write here.
 */
function attributeOf(key: string, raw: unknown): string | undefined {
  const info = infoOf(key);
  if (info.commaSeparated) return undefined;
  let value = raw;
  if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
  else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
  if (value === false || (typeof value === 'number' && Number.isNaN(value))) return '';
  const name = NAME_ESCAPED.test(info.attribute) ? stringifyEntities(info.attribute, { subset: NAME_SUBSET }) : info.attribute;
  if (value === true) return name;
  if (typeof value === 'object' && !Array.isArray(value)) return undefined;
  const text = Array.isArray(value) ? spaces(value as string[]) : String(value);
  return `${name}="${VALUE_ESCAPED.test(text) ? stringifyEntities(text, { subset: VALUE_SUBSET, attribute: true }) : text}"`;
}
