/**
 * Sidebar categories start expanded and collapse or expand only when the reader clicks their caret
 * (never automatically). Delegated, so it keeps working after instant navigation.
 */
export function initSidebar(): void {
  document.addEventListener('click', (event) => {
    const caret = (event.target as Element).closest<HTMLButtonElement>('.menu__caret');
    const item = caret?.closest<HTMLElement>('.menu__item--category');
    if (!caret || !item) return;
    const collapsed = item.dataset.collapsed !== 'true';
    item.dataset.collapsed = String(collapsed);
    caret.setAttribute('aria-expanded', String(!collapsed));
  });
}

/** Brings the current page's entry into view in a long sidebar. */
export function revealCurrentSidebarItem(): void {
  const current = document.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  const scroller = document.querySelector<HTMLElement>('.sidebar__scroll');
  if (!current || !scroller) return;
  const top = current.offsetTop - scroller.clientHeight / 2;
  if (current.offsetTop < scroller.scrollTop || current.offsetTop > scroller.scrollTop + scroller.clientHeight - 40) scroller.scrollTop = Math.max(0, top);
}
