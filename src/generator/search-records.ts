/**
 * Search records: one per page and one per h2/h3 section, shaped like DocSearch's hierarchy
 * (lvl0 the part of the site, lvl1 the page, lvl2/lvl3 the headings, content the text). Docs are read
 * from their rendered Markdown, API pages from the plugin's body HTML, so records match what readers see.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes } from 'hast';
import type { Page, RouteTable } from './routes.ts';
import type { RenderedMarkdown } from './markdown/pipeline.ts';
import type { SearchRecord } from '../shared/search.ts';
import type { SidebarNode } from '../shared/types.ts';

/** A slice of a page: the intro (no heading) or one h2/h3 section. */
export interface PageSection {
  anchor?: string;
  /** Anchor of the h2 the section is in (its own, for an h2). */
  h2Anchor?: string;
  lvl2?: string;
  lvl3?: string;
  text: string;
}

/** Elements whose text is not prose: code blocks, controls, graphics, in-page navigation. */
const SKIPPED = new Set(['pre', 'script', 'style', 'button', 'svg', 'template', 'nav', 'form', 'select', 'textarea']);
/** Markup not worth searching: "#" links, version badges, the endpoint line (kept as method and path), schema types, flags, examples, the samples panel. */
const SKIPPED_CLASSES = ['hash-link', 'api-info__meta', 'api-op__endpoint', 'api-op__aside', 'schema__type', 'schema__flag', 'schema__facts', 'schema__keyword'];
/** Elements that end a run of text, so words on either side do not run together. */
const BLOCK = new Set(['p', 'li', 'td', 'th', 'div', 'span', 'section', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'tr', 'blockquote', 'aside', 'summary', 'br', 'figcaption']);
/** Sections of an operation page that repeat across operations (security, response schemas, samples): left out. */
const OPERATION_BOILERPLATE = new Set(['authorization', 'responses', 'code-samples']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const classesOf = (el: Element): string[] => (Array.isArray(el.properties.className) ? el.properties.className.map(String) : []);
const skipped = (el: Element) => SKIPPED.has(el.tagName) || classesOf(el).some((c) => SKIPPED_CLASSES.includes(c));

/** The visible text of an element, without "#" heading links or code blocks. */
function textOf(node: Nodes, out: string[] = []): string[] {
  if (node.type === 'text') out.push(node.value);
  else if (node.type === 'element' && skipped(node)) return out;
  if (node.type === 'element' || node.type === 'root') {
    for (const child of node.children) textOf(child, out);
    if (node.type === 'element' && BLOCK.has(node.tagName)) out.push(' ');
  }
  return out;
}

/** Splits body HTML into its intro and one section per h2/h3 that has an id (headings inside the body, at any depth). */
export function splitSections(html: string): PageSection[] {
  const sections: Array<PageSection & { parts: string[] }> = [{ text: '', parts: [] }];
  let lvl2: string | undefined;
  let h2Anchor: string | undefined;
  const walk = (node: Nodes) => {
    if (node.type === 'text') sections[sections.length - 1].parts.push(node.value);
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (skipped(node)) return;
      const id = node.properties.id;
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof id === 'string') {
        const heading = squash(textOf(node).join(''));
        if (node.tagName === 'h2') [lvl2, h2Anchor] = [heading, id];
        sections.push(node.tagName === 'h2' ? { anchor: id, h2Anchor, lvl2, text: '', parts: [] } : { anchor: id, h2Anchor, lvl2, lvl3: heading, text: '', parts: [] });
        return;
      }
    }
    const block = node.type === 'element' && BLOCK.has(node.tagName);
    if (block) sections[sections.length - 1].parts.push(' ');
    for (const child of node.children) walk(child);
    if (block) sections[sections.length - 1].parts.push(' ');
  };
  walk(fromHtml(html, { fragment: true }));
  return sections.map(({ parts, ...s }) => ({ ...s, text: squash(parts.join('')) }));
}

/** Method and path of an API operation page, read from its endpoint line. */
export function operationOf(html: string): { method: string; path: string } | undefined {
  const m = /class="method-badge[^"]*">([A-Z]+)<\/span><code class="api-op__url">([^<]+)<\/code>/.exec(html);
  if (!m) return undefined;
  const url = m[2].replace(/&amp;/g, '&');
  return { method: m[1], path: url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '') || '/' };
}

/**
 * The part of the site a page belongs to: its top sidebar category when the sidebar is split into
 * several, else the sidebar's first entry (its landing page or its one category).
 */
function partOf(page: Page, table: RouteTable, prefix: string, fallback: string): string {
  const tree = page.sidebar ? table.sidebars.get(page.sidebar) : undefined;
  if (!tree?.length) return fallback;
  const crumbs = table.navigation.get(page.route)?.breadcrumbs ?? [];
  if (crumbs.length && tree.filter((node) => node.type === 'category').length > 1) return crumbs[0].label;
  const first = tree[0];
  // A landing page's title ("Lumagraph for WordPress") says more than its sidebar label ("Overview").
  return first.type === 'link' && !first.external ? (table.byRoute.get(first.href.slice(prefix.length))?.title ?? first.label) : first.label;
}

/** Inputs of record extraction. */
export interface RecordInputs {
  table: RouteTable;
  markdown: Map<string, RenderedMarkdown>;
  baseUrl: string;
  /** lvl0 of pages in no sidebar. */
  siteTitle: string;
}

/** Every page's records, in route-table order. The search and not-found pages are left out. */
export function extractRecords(inputs: RecordInputs): SearchRecord[] {
  return inputs.table.pages.filter((page) => page.kind !== 'search' && page.kind !== 'not-found').flatMap((page) => pageRecords(page, inputs));
}

/** The body HTML records are read from: a doc's rendered Markdown or a plugin page's markup. */
function bodyOf(page: Page, markdown: Map<string, RenderedMarkdown>): string {
  return page.kind === 'doc' ? (markdown.get(page.route)?.html ?? '') : page.kind === 'contributed' ? page.html : '';
}

/** One page's record, then one per section. */
function pageRecords(page: Page, { table, markdown, baseUrl, siteTitle }: RecordInputs): SearchRecord[] {
  const prefix = baseUrl.replace(/\/$/, '');
  const html = bodyOf(page, markdown);
  const op = page.kind === 'contributed' ? operationOf(html) : undefined;
  // Everything from an operation's responses on is left out, so it is not parsed either (most of its markup).
  const cut = op ? html.indexOf('<h2 id="responses"') : -1;
  const [intro, ...sections] = html ? splitSections(cut === -1 ? html : html.slice(0, cut)) : [{ text: '' }];
  const keywords = page.kind === 'doc' ? page.doc.frontMatter.keywords?.join(' ') : op ? `${op.method} ${op.path}` : undefined;
  const base = { lvl0: partOf(page, table, prefix, siteTitle), lvl1: page.title };
  const introText = intro.text || (page.kind === 'category-index' ? categoryText(page.index.category.items, page.description) : (page.description ?? ''));
  const records: SearchRecord[] = [{ url: prefix + page.route, ...base, content: introText, ...(keywords ? { keywords } : {}), ...(op ?? {}) }];
  const anchors = new Set<string>();
  for (const s of sections) {
    // An operation's heading-only "Request" record adds nothing its parameter sections do not say.
    if (op && (OPERATION_BOILERPLATE.has(s.h2Anchor ?? '') || !s.text)) continue;
    if (!s.anchor || anchors.has(s.anchor)) continue;
    anchors.add(s.anchor);
    records.push({ url: `${prefix}${page.route}#${s.anchor}`, ...base, ...(s.lvl2 ? { lvl2: s.lvl2 } : {}), ...(s.lvl3 ? { lvl3: s.lvl3 } : {}), content: s.text });
  }
  return records;
}

/** A generated index page has no body of its own: its description and the labels of its cards. */
function categoryText(items: SidebarNode[], description: string | undefined): string {
  return [description, ...items.map((i) => i.label)].filter(Boolean).join(' · ');
}
