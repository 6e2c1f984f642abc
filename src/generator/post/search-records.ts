/**
 * Search records: one per page and one per h2/h3 section, shaped like DocSearch's hierarchy
 * (lvl0 the part of the site, lvl1 the page, lvl2/lvl3 the headings, content the text). Docs are read
 * from their rendered Markdown, API pages from the plugin's body HTML, so records match what readers see.
 */
import { operationOf, sectionsOfApiPage, type PageSection } from '../render/search-sections.ts';
import type { Page, RouteTable } from '../routes/route-table.ts';
import type { RenderedMarkdown } from '../content/markdown/pipeline.ts';
import type { SearchRecord } from '../../shared/search.ts';
import type { SidebarNode } from '../../shared/types.ts';
import { routeHref, routeOfHref } from '../routes/url-rules.ts';

/** Sections of an operation page that repeat across operations (security, response schemas, samples): left out. */
const OPERATION_BOILERPLATE = new Set(['authorization', 'responses', 'code-samples']);

/**
 * The part of the site a page belongs to: its top sidebar category when the sidebar is split into
 * several, else the sidebar's first entry (its landing page or its one category).
 */
function partOf(page: Page, table: RouteTable, form: { baseUrl: string; trailingSlash: boolean }, fallback: string): string {
  const tree = page.sidebar ? table.sidebars.get(page.sidebar) : undefined;
  if (!tree?.length) return fallback;
  const crumbs = table.navigation.get(page.route)?.breadcrumbs ?? [];
  if (crumbs.length && tree.filter((node) => node.type === 'category').length > 1) return crumbs[0].label;
  const first = tree.flatMap((node) => (node.type === 'html' ? [] : [node]))[0];
  if (!first) return fallback;
  // A landing page's title ("Lumagraph for WordPress") says more than its sidebar label ("Overview").
  return first.type === 'link' && !first.external ? (table.byRoute.get(routeOfHref(first.href, form, table.byRoute))?.title ?? first.label) : first.label;
}

/** Inputs of record extraction. */
export interface RecordInputs {
  table: RouteTable;
  markdown: Map<string, RenderedMarkdown>;
  baseUrl: string;
  /** Whether page URLs end with "/" (config trailingSlash), and those that do all the same (slashRoutes). */
  trailingSlash?: boolean;
  slashRoutes?: readonly string[];
  /** lvl0 of pages in no sidebar. */
  siteTitle: string;
}

/** Every page's records, in route-table order. The search and not-found pages are left out. */
export function extractRecords(inputs: RecordInputs): SearchRecord[] {
  // A tag's page lists docs that are found by their own records.
  return inputs.table.pages.filter((page) => page.kind !== 'search' && page.kind !== 'not-found' && page.kind !== 'tags' && !(page.kind === 'blog' && page.blog.view !== 'post')).flatMap((page) => pageRecords(page, inputs));
}

/** The sections records are read from: a doc's rendered Markdown's, or a plugin page's (computed now if the plugin did not). */
function sectionsOf(page: Page, markdown: Map<string, RenderedMarkdown>): PageSection[] {
  if (page.kind === 'doc') return markdown.get(page.route)?.sections ?? [];
  if (page.kind === 'contributed') return page.sections ?? (page.html ? sectionsOfApiPage(page.html) : []);
  return [];
}

/** One page's record, then one per section. */
function pageRecords(page: Page, { table, markdown, baseUrl, trailingSlash = true, slashRoutes, siteTitle }: RecordInputs): SearchRecord[] {
  const url = routeHref(baseUrl, page.route, { trailingSlash, pageFiles: 'folder', slashRoutes });
  const op = page.kind === 'contributed' ? operationOf(page.html) : undefined;
  const [intro = { text: '' }, ...sections] = sectionsOf(page, markdown);
  const keywords = page.kind === 'doc' ? page.doc.frontMatter.keywords?.join(' ') : op ? `${op.method} ${op.path}` : undefined;
  const base = { lvl0: partOf(page, table, { baseUrl, trailingSlash }, siteTitle), lvl1: page.title };
  const introText = intro.text || (page.kind === 'category-index' ? categoryText(page.index.category.items, page.description) : (page.description ?? ''));
  const records: SearchRecord[] = [{ url, ...base, content: introText, ...(keywords ? { keywords } : {}), ...(op ?? {}) }];
  const anchors = new Set<string>();
  for (const s of sections) {
    // An operation's heading-only "Request" record adds nothing its parameter sections do not say.
    if (op && (OPERATION_BOILERPLATE.has(s.h2Anchor ?? '') || !s.text)) continue;
    if (!s.anchor || anchors.has(s.anchor)) continue;
    anchors.add(s.anchor);
    records.push({ url: `${url}#${s.anchor}`, ...base, ...(s.lvl2 ? { lvl2: s.lvl2 } : {}), ...(s.lvl3 ? { lvl3: s.lvl3 } : {}), content: s.text });
  }
  return records;
}

/** A generated index page has no body of its own: its description and the labels of its cards. */
function categoryText(items: SidebarNode[], description: string | undefined): string {
  return [description, ...items.map((i) => (i.type === 'html' ? '' : i.label))].filter(Boolean).join(' · ');
}
