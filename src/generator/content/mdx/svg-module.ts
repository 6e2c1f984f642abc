/**
 * An imported SVG file as a React component (as Docusaurus' SVGR loader gives): the root `<svg>`'s
 * attributes become props the caller can override (className, role, width…), the rest is inlined.
 * Its ids are cleaned up as SVGR's optimizer (svgo) does for Docusaurus: one nothing refers to is
 * dropped (a drawing tool's "Path_40" on every shape: the create-docusaurus template's three
 * pictures on one page repeated a hundred of them), and one that is referred to gets a prefix of
 * the file's own, so two pictures on a page never take each other's gradients.
 */
import crypto from 'node:crypto';

const ROOT = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/i;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ID = /(\s)id\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Where an id is named: url(#x), href="#x", aria-labelledby="x y", begin="x.end". */
const REFERENCE = /url\(\s*['"]?#([^'")\s]+)|href\s*=\s*["']#([^"']+)["']|aria-(?:labelledby|describedby)\s*=\s*["']([^"']+)["']|(?:begin|end)\s*=\s*["']([^"']+)["']/g;

/** The JavaScript module source of the component. */
export function svgComponentModule(svg: string): string {
  const match = ROOT.exec(svg.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[\s\S]*?>|<!--[\s\S]*?-->/gi, '').trim());
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of (match?.[1] ?? '').matchAll(ATTRIBUTE)) attributes[reactName(name)] = double ?? single ?? '';
  const inner = cleanUpIds(match?.[2] ?? '', svg);
  return [
    'import { createElement } from "react";',
    `const attributes = ${JSON.stringify(attributes)};`,
    `const inner = ${JSON.stringify(inner)};`,
    'export default function Svg({ title, ...props }) {',
    '  return createElement("svg", { ...attributes, ...props, dangerouslySetInnerHTML: { __html: (title ? `<title>${String(title).replace(/</g, "&lt;")}</title>` : "") + inner } });',
    '}',
  ].join('\n');
}

/** `stroke-width` -> `strokeWidth`, `class` -> `className`, `xmlns:xlink` -> `xmlnsXlink`. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Drops the ids nothing refers to and prefixes the others (see the top); left alone where a stylesheet or script may name them. */
function cleanUpIds(inner: string, file: string): string {
  if (/<(style|script)\b/i.test(inner)) return inner;
  const referred = new Set<string>();
  for (const [, url, href, aria, timing] of inner.matchAll(REFERENCE)) {
    for (const name of [url, href, ...(aria ?? '').split(/\s+/), ...(timing ?? '').split(';').map((t) => t.trim().split('.')[0])]) if (name) referred.add(name);
  }
  const defined = new Set([...inner.matchAll(ID)].map((m) => m[2] ?? m[3] ?? ''));
  const prefix = `svg${crypto.createHash('sha256').update(file).digest('hex').slice(0, 6)}-`;
  // A name the file does not define points outside it (aria-labelledby to the page): kept as it is.
  const renamed = (name: string) => (referred.has(name) && defined.has(name) ? prefix + name : name);
  return inner
    .replace(ID, (_, space: string, double?: string, single?: string) => {
      const name = double ?? single ?? '';
      return referred.has(name) ? `${space}id="${prefix}${name}"` : '';
    })
    .replace(REFERENCE, (whole: string, url?: string, href?: string, aria?: string, timing?: string) => {
      if (url) return whole.replace(`#${url}`, `#${renamed(url)}`);
      if (href) return whole.replace(`#${href}`, `#${renamed(href)}`);
      if (aria) return whole.replace(aria, aria.split(/(\s+)/).map((part) => (/\s/.test(part) || !part ? part : renamed(part))).join(''));
      if (timing) return whole.replace(timing, timing.replace(/(^|;\s*)([^.;\s]+)(?=\.)/g, (_m, lead: string, name: string) => lead + renamed(name)));
      return whole;
    });
}
