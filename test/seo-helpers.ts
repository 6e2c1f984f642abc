/**
 * Reading built pages as a browser would (parse5, the HTML parser of the spec): their JSON-LD
 * blocks, every script element, meta tags and the visible breadcrumbs.
 */
import assert from 'node:assert/strict';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A schema.org node as found in a page (loosely typed: the test checks the values). */
export type JsonLdNode = { '@type': string; '@id'?: string; [key: string]: unknown };

export interface ParsedPage {
  /** Every script element, with its type and text. */
  scripts: Array<{ type: string | undefined; text: string }>;
  /** The nodes of every JSON-LD block, each block's @graph flattened. */
  jsonLd: JsonLdNode[];
  /** Number of JSON-LD blocks. */
  blocks: number;
  title: string;
  meta: (key: string) => string | undefined;
  /** The visible breadcrumbs after the home link: label and href (undefined when not a link). */
  breadcrumbs: Array<{ label: string; href: string | undefined }> | undefined;
  hasMain: boolean;
}

function elements(node: Node, out: Element[] = []): Element[] {
  if ('tagName' in node) out.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elements(child, out);
  if ('content' in node && node.content) elements(node.content as Node, out);
  return out;
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (node: Node): string =>
  'value' in node && node.nodeName === '#text' ? node.value : 'childNodes' in node ? node.childNodes.map(text).join('') : '';

/** Parses a page and returns what the tests look at. JSON that does not parse fails the test. */
export function parsePage(html: string, file: string): ParsedPage {
  const all = elements(parse(html));
  const scripts = all.filter((e) => e.tagName === 'script').map((e) => ({ type: attr(e, 'type'), text: text(e) }));
  const jsonLd: JsonLdNode[] = [];
  let blocks = 0;
  for (const script of scripts.filter((s) => s.type === 'application/ld+json')) {
    blocks++;
    let data: { '@context'?: string; '@graph'?: JsonLdNode[] };
    try {
      data = JSON.parse(script.text) as typeof data;
    } catch (error) {
      assert.fail(`${file}: a JSON-LD block does not parse (${(error as Error).message}): ${script.text.slice(0, 200)}`);
    }
    assert.equal(data['@context'], 'https://schema.org', `${file}: @context`);
    jsonLd.push(...(data['@graph'] ?? []));
  }
  const crumbsNav = all.find((e) => e.tagName === 'nav' && attr(e, 'class') === 'breadcrumbs');
  const breadcrumbs = crumbsNav
    ? elements(crumbsNav)
        .filter((e) => e.tagName === 'li')
        .slice(1)
        .map((li) => {
          const link = elements(li).find((e) => e.tagName === 'a');
          return { label: text(li), href: link ? attr(link, 'href') : undefined };
        })
    : undefined;
  const metas = all.filter((e) => e.tagName === 'meta');
  return {
    scripts,
    jsonLd,
    blocks,
    title: text(all.find((e) => e.tagName === 'title') ?? all[0]),
    meta: (key) => {
      const m = metas.find((e) => attr(e, 'property') === key || attr(e, 'name') === key);
      return m ? attr(m, 'content') : undefined;
    },
    breadcrumbs,
    hasMain: all.some((e) => e.tagName === 'main'),
  };
}

/** The first node of a type, failing the test when there is none. */
export function nodeOf(page: ParsedPage, type: string, file: string): JsonLdNode {
  const node = page.jsonLd.find((n) => n['@type'] === type);
  assert.ok(node, `${file}: no ${type} in its JSON-LD (has ${page.jsonLd.map((n) => n['@type']).join(', ')})`);
  return node;
}

/**
 * The BreadcrumbList must follow the visible trail: home, each linked crumb, then the page itself
 * (the last visible crumb, which is not a link). Label-only crumbs have no URL and are left out.
 */
export function assertBreadcrumbsMatch(page: ParsedPage, origin: string, canonical: string, file: string): void {
  assert.ok(page.breadcrumbs, `${file}: no visible breadcrumbs`);
  const list = nodeOf(page, 'BreadcrumbList', file);
  const items = list.itemListElement as Array<{ '@type': string; position: number; name: string; item: string }>;
  const visible = page.breadcrumbs.slice(0, -1).filter((c) => c.href !== undefined);
  const current = page.breadcrumbs.at(-1)!;
  const expected = [
    { name: 'Home', item: `${origin}/` },
    ...visible.map((c) => ({ name: c.label, item: origin + c.href })),
    { name: current.label, item: canonical },
  ];
  assert.deepEqual(
    items.map((i) => ({ name: i.name, item: i.item })),
    expected,
    `${file}: BreadcrumbList differs from the visible breadcrumbs`,
  );
  items.forEach((item, i) => {
    assert.equal(item['@type'], 'ListItem');
    assert.equal(item.position, i + 1);
  });
}
