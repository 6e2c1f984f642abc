/** Sidebar categories start expanded and collapse or expand only when the reader asks. */
export function initSidebar(): void {
  for (const caret of document.querySelectorAll<HTMLButtonElement>('.menu__caret')) {
    caret.addEventListener('click', () => {
      const item = caret.closest<HTMLElement>('.menu__item--category');
      if (!item) return;
      const collapsed = item.dataset.collapsed !== 'true';
      item.dataset.collapsed = String(collapsed);
      caret.setAttribute('aria-expanded', String(!collapsed));
    });
  }
  // Bring the current page's entry into view in a long sidebar.
  const current = document.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  current?.scrollIntoView({ block: 'center' });
}
