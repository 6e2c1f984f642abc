/**
 * Sidebar markup, rendered once per sidebar and shared by its pages, which only mark their own entry.
 * A large sidebar (thousands of docs) is not copied whole into every page, which would make each
 * page, and the build, grow with the site: a page gets the categories on the way to its own entry
 * expanded and the others closed and empty, and the full sidebar is written once as a fragment the
 * browser loads when a reader opens one of those categories.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { SidebarCategory, SidebarNode } from '../../shared/types.ts';
import { Sidebar, SidebarEntries, ThemeClassNames, firstHrefOf, type SidebarWords } from '../../templates/Sidebar.tsx';
import { contentHash, type OutputFile } from '../emit/staging.ts';
import type { RouteTable } from '../routes/route-table.ts';

/** Entries (links and categories) above which a sidebar is windowed. */
export const LARGE_SIDEBAR_ENTRIES = 1000;
/**
 * Bytes of markup above which a sidebar is windowed, whatever its entry count: an API reference of a
 * few hundred operations already outweighs the page it sits on (48 KB of a 105 KB page on this site).
 */
export const LARGE_SIDEBAR_BYTES = 16 * 1024;
/**
 * Entries above which the open API tag of a windowed sidebar shows only those around the page,
 * with a link to the rest (GitHub's "repos" tag of 170 operations was 22 KB of each of its pages).
 */
export const LONG_CATEGORY_ENTRIES = 40;
/** Entries shown on each side of the page's own in a long category. */
const WINDOW_SPAN = 12;
/** Stands for a long category's entries in the shared window until a page puts its own in. */
const ENTRIES_SLOT = 'docsgen:sidebar-entries';

/** One sidebar's markup for any page, plus the fragment file of a windowed sidebar. */
export interface SidebarMarkup {
  /** The markup for the page at `href` (base URL included), its entry marked as current. */
  forPage(href: string): string;
  /** `forPage(href)` as the pieces it is made of: slices of the shared markup, never copied into one string. */
  piecesFor(href: string): string[];
  /** A short identity of `forPage(href)`'s markup (a hash of the shared markup, and the href), for render keys. */
  keyOf(href: string): string;
  /** The full sidebar, for the client to fill closed categories from (windowed sidebars only). */
  file?: OutputFile;
}

/**
 * Renders each sidebar once; windowed sidebars once per category their pages sit in. `words`:
 * the name of a category's open/close button in the site's language (labels.toggleCategory).
 */
export function renderSidebars(table: RouteTable, baseUrl = '/', words: SidebarWords = {}): Map<string, SidebarMarkup> {
  const out = new Map<string, SidebarMarkup>();
  for (const [name, items] of table.sidebars) {
    const full = renderToStaticMarkup(createElement(Sidebar, { items, name, ...words }));
    if (countEntries(items) <= LARGE_SIDEBAR_ENTRIES && full.length <= LARGE_SIDEBAR_BYTES) {
      out.set(name, smallSidebar(items, name, full, words));
      continue;
    }
    const file = { path: `assets/sidebars/${slug(name)}.${contentHash(full)}.html`, contents: full };
    const src = baseUrl + file.path;
    const openPath = categoriesOnTheWay(items);
    const categoryIds = numberCategories(items);
    // Pages in the same category share one window: rendering stays linear in the sidebar's size.
    const byPath = new Map<string, SidebarWindow>();
    const windowFor = (open: SidebarCategory[]) => {
      const key = open.map((c) => categoryIds.get(c)).join('/');
      let window = byPath.get(key);
      if (window === undefined) {
        window = renderWindow(items, open, name, src, words);
        byPath.set(key, window);
      }
      return window;
    };
    const markupFor = (href: string) => pageWindow(windowFor(openPath.get(href) ?? []), href);
    out.set(name, {
      forPage: (href) => markActive(markupFor(href), href),
      piecesFor: (href) => activePieces(markupFor(href), href),
      keyOf: (href) => {
        const window = windowFor(openPath.get(href) ?? []);
        return `${window.hash}\0${window.long?.hash ?? ''}\0${href}`;
      },
      file,
    });
  }
  return out;
}

/**
 * A sidebar every page carries whole. Pages inside categories get those opened and their labels
 * marked, as Docusaurus renders them: one render per set of categories around a page, shared by the pages inside.
 */
function smallSidebar(items: SidebarNode[], name: string, full: string, words: SidebarWords): SidebarMarkup {
  const fullView = { html: full, hash: contentHash(full) };
  const onTheWay = categoriesOnTheWay(items);
  const categoryIds = numberCategories(items);
  const views = new Map<string, { html: string; hash: string }>();
  const viewFor = (href: string) => {
    const around = onTheWay.get(href) ?? [];
    if (around.length === 0) return fullView;
    const key = around.map((category) => categoryIds.get(category)).join('/');
    let view = views.get(key);
    if (view === undefined) {
      const html = renderToStaticMarkup(createElement(Sidebar, { items: opened(items, new Set(around)), name, ...words }));
      views.set(key, (view = { html, hash: contentHash(html) }));
    }
    return view;
  };
  return {
    forPage: (href) => markActive(viewFor(href).html, href),
    piecesFor: (href) => activePieces(viewFor(href).html, href),
    keyOf: (href) => `${viewFor(href).hash}\0${href}`,
  };
}

/** The tree with the categories of `open` (those around a page) expanded and marked as holding it. */
function opened(items: SidebarNode[], open: Set<SidebarCategory>): SidebarNode[] {
  return items.map((node) => (node.type === 'category' ? { ...node, ...(open.has(node) ? { collapsed: false, active: true } : {}), items: opened(node.items, open) } : node));
}

/** The markup shared by the pages of one open path; a long open category's entries are rendered one by one, for `pageWindow`. */
interface SidebarWindow {
  html: string;
  hash: string;
  long?: { before: string; after: string; entries: string[]; hrefs: string[]; hash: string; href: string; label: string };
}

function renderWindow(items: SidebarNode[], open: SidebarCategory[], name: string, src: string, words: SidebarWords): SidebarWindow {
  const last = open[open.length - 1];
  // API tags only (operations, with a method): a tag's page lists every operation, so the "N more"
  // links lead somewhere complete without JavaScript, which a docs category's own doc may not.
  const long = last?.href && last.items.length > LONG_CATEGORY_ENTRIES && last.items.every((item) => item.type === 'link' && item.method) ? last : undefined;
  const html = renderToStaticMarkup(createElement(Sidebar, { items: prune(items, new Set(open), long), name, src, ...words }));
  const window: SidebarWindow = { html, hash: contentHash(html) };
  if (!long) return window;
  const slot = html.indexOf(`href="${ENTRIES_SLOT}"`);
  const start = html.lastIndexOf('<li', slot);
  const end = html.indexOf('</li>', slot) + '</li>'.length;
  const level = open.length + 1;
  const entries = long.items.map((item) => renderToStaticMarkup(createElement(ThemeClassNames.Provider, { value: words.themeClassNames ?? false }, createElement(SidebarEntries, { items: [item], level }))));
  window.long = {
    before: html.slice(0, start),
    after: html.slice(end),
    entries,
    hrefs: long.items.map((item) => (item.type === 'link' ? item.href : '')),
    hash: contentHash(entries.join('')),
    href: long.href!,
    label: long.label,
  };
  return window;
}

/** A page's sidebar: the shared window, with the entries of a long open category around the page's own and a link to the rest on each side. */
function pageWindow(window: SidebarWindow, href: string): string {
  const long = window.long;
  if (!long) return window.html;
  const total = long.entries.length;
  const at = Math.max(0, long.hrefs.indexOf(href));
  const start = Math.max(0, Math.min(at - WINDOW_SPAN, total - 2 * WINDOW_SPAN - 1));
  const end = Math.min(total, start + 2 * WINDOW_SPAN + 1);
  // Without JavaScript the link leads to the category's page, which lists every entry; with it, the list fills in place.
  const more = (n: number) =>
    `<li class="menu__more"><a class="menu__link menu__link--more" href="${escapeAttr(long.href)}" data-sidebar-more="true" aria-label="Show all ${total} entries of ${escapeAttr(long.label)}">${n} more</a></li>`;
  return long.before + (start > 0 ? more(start) : '') + long.entries.slice(start, end).join('') + (end < total ? more(total - end) : '') + long.after;
}

/** What comes right before the href of a category label that only opens its category (templates/Sidebar.tsx). */
const TOGGLE_BEFORE_HREF = 'role="button" ';

/** Marks the current page's entry in pre-rendered sidebar markup (string work, not a re-render). */
export function markActive(sidebarHtml: string, href: string): string {
  return activePieces(sidebarHtml, href).join('');
}

/**
 * The pieces markActive joins: the markup up to each of the page's links, its marks, and the rest.
 * Every link to the page is marked, as Docusaurus marks them: a category whose page is also its
 * first entry ("Overview") has both its label and that entry current. The mark is `aria-current`
 * and Docusaurus' `menu__link--active` class, which a site's CSS styles.
 */
export function activePieces(sidebarHtml: string, href: string): string[] {
  const needle = `href="${escapeAttr(href)}"`;
  const pieces: string[] = [];
  let from = 0;
  for (let at = sidebarHtml.indexOf(needle); at !== -1; at = sidebarHtml.indexOf(needle, at + needle.length)) {
    // A category's label that leads to its first page is not that page's entry.
    if (sidebarHtml.endsWith(TOGGLE_BEFORE_HREF, at)) continue;
    const end = at + needle.length;
    // The link's class attribute comes before its href (Sidebar.tsx writes `<a class="menu__link…" href`).
    const classStart = sidebarHtml.lastIndexOf(' class="', at);
    const classEnd = sidebarHtml.indexOf('"', classStart + ' class="'.length);
    const marked = sidebarHtml.slice(classStart, classEnd).includes(' menu__link--active');
    if (classStart > sidebarHtml.lastIndexOf('<', at) && classEnd < at && !marked) pieces.push(sidebarHtml.slice(from, classEnd), ' menu__link--active', sidebarHtml.slice(classEnd, end), ' aria-current="page"');
    else pieces.push(sidebarHtml.slice(from, end), ' aria-current="page"');
    from = end;
  }
  pieces.push(sidebarHtml.slice(from));
  return pieces;
}

function countEntries(items: SidebarNode[]): number {
  return items.reduce((n, item) => n + 1 + (item.type === 'category' ? countEntries(item.items) : 0), 0);
}

/** For every internal href: the categories that contain it, outermost first (a category's own page opens it too). */
function categoriesOnTheWay(items: SidebarNode[]): Map<string, SidebarCategory[]> {
  const out = new Map<string, SidebarCategory[]>();
  const walk = (nodes: SidebarNode[], ancestors: SidebarCategory[]) => {
    for (const node of nodes) {
      if (node.type === 'html') continue;
      if (node.type === 'link') {
        if (!out.has(node.href)) out.set(node.href, ancestors);
        continue;
      }
      const inside = [...ancestors, node];
      if (node.href && !out.has(node.href)) out.set(node.href, inside);
      walk(node.items, inside);
    }
  };
  walk(items, []);
  return out;
}

function numberCategories(items: SidebarNode[]): Map<SidebarCategory, number> {
  const ids = new Map<SidebarCategory, number>();
  const walk = (nodes: SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'category') continue;
      ids.set(node, ids.size);
      walk(node.items);
    }
  };
  walk(items);
  return ids;
}

/**
 * The tree with every category outside `open` closed and emptied (`lazy`: the client fills it), and
 * the entries of `long` replaced by one slot each page fills with its own.
 */
function prune(items: SidebarNode[], open: Set<SidebarCategory>, long?: SidebarCategory): SidebarNode[] {
  return items.map((node) => {
    if (node.type !== 'category') return node;
    if (node === long) return { ...node, active: true, items: [{ type: 'link', label: '', href: ENTRIES_SLOT, external: false }] };
    if (open.has(node) || node.collapsible === false) return { ...node, collapsed: false, ...(open.has(node) ? { active: true } : {}), items: prune(node.items, open, long) };
    return node.items.length ? { ...node, items: [], collapsed: true, lazy: true, firstHref: node.href ? undefined : firstHrefOf(node.items) } : node;
  });
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}

/** Escapes a value for a double-quoted HTML attribute, as React writes it (so a needle finds React's markup). */
export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
