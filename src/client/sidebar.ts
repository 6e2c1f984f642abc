/**
 * Sidebar categories start expanded and collapse or expand only when the reader asks. In a large
 * sidebar, categories away from the current page arrive closed and empty (`data-lazy`): opening one
 * fills it from the full sidebar, fetched once.
 */
let fullSidebar: Promise<Document> | undefined;

export function initSidebar(): void {
  // One listener for every caret, including those of categories filled in later.
  document.addEventListener('click', (event) => {
    const caret = (event.target as Element | null)?.closest<HTMLButtonElement>('.menu__caret');
    const item = caret?.closest<HTMLElement>('.menu__item--category');
    if (!caret || !item) return;
    const collapsed = item.dataset.collapsed !== 'true';
    if (!collapsed && item.dataset.lazy === 'true') void fill(item);
    item.dataset.collapsed = String(collapsed);
    caret.setAttribute('aria-expanded', String(!collapsed));
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
