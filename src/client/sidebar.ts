/**
 * Sidebar categories start as the page's markup has them and collapse or expand only when the reader
 * asks; the reader's choice is kept for the visit (sessionStorage) and applied to every later page,
 * except that the category holding the current page always shows it. In a large sidebar, categories
 * away from the current page arrive closed and empty (`data-lazy`): opening one fills it from the
 * full sidebar, fetched once.
 */
let fullSidebar: Promise<Document> | undefined;

const STATE_KEY = 'docsgen-sidebar-state';

/** The reader's choices: category key -> collapsed. */
function readState(): Record<string, boolean> {
  try {
    return (JSON.parse(sessionStorage.getItem(STATE_KEY) ?? '{}') as Record<string, boolean>) ?? {};
  } catch {
    return {};
  }
}

function remember(item: HTMLElement, collapsed: boolean): void {
  const state = readState();
  state[categoryKey(item)] = collapsed;
  try {
    sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
}

/** A category's name in its sidebar: the sidebar's id and the labels of the category and its parents. */
function categoryKey(item: HTMLElement): string {
  const labels: string[] = [];
  for (let li: HTMLElement | null = item; li; li = li.parentElement?.closest<HTMLElement>('.menu__item--category') ?? null) {
    labels.unshift(li.querySelector(':scope > .menu__category .menu__link')?.textContent?.trim() ?? '');
  }
  return `${item.closest('[data-sidebar]')?.getAttribute('data-sidebar') ?? ''}:${labels.join(' › ')}`;
}

function setCollapsed(item: HTMLElement, collapsed: boolean): void {
  if (!collapsed && item.dataset.lazy === 'true') void fill(item);
  item.dataset.collapsed = String(collapsed);
  item.classList.toggle('menu__list-item--collapsed', collapsed);
  item.querySelector(`:scope > .menu__category ${TOGGLE}`)?.setAttribute('aria-expanded', String(!collapsed));
}

/** What opens and closes a category: its caret, or on a Docusaurus site the label of a category without a page, which carries its own (Sidebar.tsx). */
const TOGGLE = ':is(.menu__caret, .menu__link--toggle[aria-expanded])';

/** Gives each lazy category (sent without one: it cannot open without JavaScript) its caret. */
function addLazyCarets(): void {
  for (const row of document.querySelectorAll<HTMLElement>('.sidebar .menu__item--category[data-lazy] > .menu__category')) {
    if (row.querySelector(`:scope > ${TOGGLE}`)) continue;
    const caret = document.createElement('button');
    caret.type = 'button';
    caret.className = 'menu__caret';
    caret.setAttribute('aria-expanded', 'false');
    const label = row.closest<HTMLElement>('[data-toggle-label]')?.dataset.toggleLabel ?? 'Toggle the category {label}';
    caret.setAttribute('aria-label', label.replace('{label}', row.textContent?.trim() ?? ''));
    row.append(caret);
  }
}

/** Applies the reader's earlier choices to this page's sidebar (on load and after each navigation). */
export function restoreSidebarState(): void {
  addLazyCarets();
  const state = readState();
  if (!Object.keys(state).length) return;
  for (const item of document.querySelectorAll<HTMLElement>('.sidebar .menu__item--category')) {
    const collapsed = state[categoryKey(item)];
    if (collapsed === undefined) continue;
    // The category of the page being read stays open: the reader must see where they are.
    if (collapsed && item.querySelector('[aria-current="page"]')) continue;
    if (String(collapsed) !== item.dataset.collapsed) setCollapsed(item, collapsed);
  }
}

export function initSidebar(): void {
  // A hideable sidebar (Docusaurus' `hideable`): hidden for a wider page until shown again, on this
  // page and the next ones the router shows.
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('.sidebar__hide, .sidebar__show');
    if (!button) return;
    if (button.matches('.sidebar__hide')) document.documentElement.setAttribute('data-sidebar-hidden', '');
    else document.documentElement.removeAttribute('data-sidebar-hidden');
    (document.querySelector<HTMLElement>(button.matches('.sidebar__hide') ? '.sidebar__show' : '.sidebar__hide'))?.focus();
  });
  // A long category shows the entries around the page and "N more" links (to the category's page,
  // which lists them all): with JavaScript the list fills in place instead. Registered before the
  // router's listener, which leaves a handled click alone.
  document.addEventListener('click', (event) => {
    const more = (event.target as Element | null)?.closest<HTMLElement>('[data-sidebar-more]');
    const item = more?.closest<HTMLElement>('.menu__item--category');
    if (!more || !item) return;
    event.preventDefault();
    const current = item.querySelector('[aria-current="page"]')?.getAttribute('href');
    void fill(item).then(() => {
      const link = current ? item.querySelector(`:scope > ul > li > a[href="${CSS.escape(current)}"]`) : null;
      link?.setAttribute('aria-current', 'page');
      link?.classList.add('menu__link--active');
      (link as HTMLElement | null)?.focus();
    });
  });
  // A label without a link that toggles its category (Sidebar.tsx) answers the keys a button does.
  document.addEventListener('keydown', (event) => {
    const label = (event.target as Element | null)?.closest<HTMLElement>('span.menu__link--toggle[aria-expanded]');
    if (!label || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    label.click();
  });
  // One listener for every caret, including those of categories filled in later.
  document.addEventListener('click', (event) => {
    // A category without a page of its own opens from its label too, as in Docusaurus.
    // (Its label links to its first page for readers without JavaScript.)
    const target = (event.target as Element | null)?.closest('.menu__caret, .menu__link--toggle');
    const caret = target?.matches(TOGGLE) ? target : target?.parentElement?.querySelector(`:scope > ${TOGGLE}`);
    const item = caret?.closest<HTMLElement>('.menu__item--category');
    if (!target || !caret || !item) return;
    // A label's other buttons (the middle one: a new tab) follow its link.
    if (target.matches('.menu__link--toggle') && (event as MouseEvent).button !== 0) return;
    event.preventDefault();
    const collapsed = item.dataset.collapsed !== 'true';
    setCollapsed(item, collapsed);
    remember(item, collapsed);
    // autoCollapseCategories: the open categories beside the one opened close.
    if (!collapsed && item.closest('[data-auto-collapse]')) {
      for (const sibling of item.parentElement?.children ?? []) {
        if (sibling !== item && sibling instanceof HTMLElement && sibling.matches('.menu__item--category[data-collapsed="false"]') && sibling.querySelector(`:scope > .menu__category ${TOGGLE}`)) {
          setCollapsed(sibling, true);
          remember(sibling, true);
        }
      }
    }
  });
}

/** Replaces a lazy category's empty list with its items from the full sidebar. */
async function fill(item: HTMLElement): Promise<void> {
  const nav = item.closest<HTMLElement>('[data-sidebar-src]');
  const src = nav?.dataset.sidebarSrc;
  if (!nav || !src) return;
  fullSidebar ??= fetch(src)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${src}`))))
    .then((html) => new DOMParser().parseFromString(html, 'text/html'));
  try {
    const full = await fullSidebar;
    // The same category in the full sidebar, found by its position among its siblings at each level.
    let match: Element | null = full.querySelector('.sidebar__nav');
    for (const index of positionOf(item, nav)) match = match?.querySelector(':scope > ul')?.children[index] ?? null;
    const list = match?.querySelector(':scope > ul');
    if (!list) return;
    const empty = item.querySelector(':scope > ul');
    if (empty) empty.replaceWith(document.importNode(list, true));
    else item.append(document.importNode(list, true));
    delete item.dataset.lazy;
  } catch {
    fullSidebar = undefined; // try again on the next click
  }
}

/** Indexes of `item` and its ancestor items among their siblings, outermost first. */
function positionOf(item: HTMLElement, nav: HTMLElement): number[] {
  const path: number[] = [];
  for (let li: HTMLElement | null = item; li && li !== nav; li = li.parentElement?.closest<HTMLElement>('li, [data-sidebar-src]') ?? null) {
    if (li.tagName !== 'LI') break;
    path.unshift(Array.prototype.indexOf.call(li.parentElement!.children, li));
  }
  return path;
}

/** Brings the current page's entry into view in a long sidebar (on load and after each navigation). */
export function revealCurrentSidebarItem(): void {
  const current = document.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  const scroller = document.querySelector<HTMLElement>('.sidebar__scroll');
  if (!current || !scroller) return;
  const top = current.offsetTop - scroller.clientHeight / 2;
  if (current.offsetTop < scroller.scrollTop || current.offsetTop > scroller.scrollTop + scroller.clientHeight - 40) scroller.scrollTop = Math.max(0, top);
}
