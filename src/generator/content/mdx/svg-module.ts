/**
 * An imported SVG file as a React component (as Docusaurus' SVGR loader gives): the root `<svg>`'s
 * attributes become props the caller can override (className, role, width…), the rest is inlined.
 */

const ROOT = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/i;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The JavaScript module source of the component. */
export function svgComponentModule(svg: string): string {
  const match = ROOT.exec(svg.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[\s\S]*?>|<!--[\s\S]*?-->/gi, '').trim());
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of (match?.[1] ?? '').matchAll(ATTRIBUTE)) attributes[reactName(name)] = double ?? single ?? '';
  const inner = match?.[2] ?? '';
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
