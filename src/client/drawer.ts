/**
 * Below 996px the menu button opens the navigation drawer: the page's sidebar, with a button back to
 * the navbar's links, or those links where the page has no sidebar. Esc, the
 * close button or a click outside closes it; focus moves into the drawer and back to the button.
 * Delegated on the document, so it keeps working after instant navigation swaps the markup.
 */
const root = document.documentElement;

function setOpen(open: boolean): void {
  const toggle = document.querySelector<HTMLButtonElement>('.navbar__toggle');
  const drawer = document.getElementById('doc-drawer');
  const backdrop = document.querySelector<HTMLElement>('.drawer__backdrop');
  if (!toggle || !drawer) return;
  root.toggleAttribute('data-drawer-open', open);
  // Each opening starts on the page's sidebar (where it has one), as Docusaurus' drawer does.
  root.removeAttribute('data-drawer-main');
  toggle.setAttribute('aria-expanded', String(open));
  if (backdrop) backdrop.hidden = !open;
  if (open) {
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    drawer.querySelector<HTMLElement>('.drawer__close')?.focus();
  } else {
    drawer.removeAttribute('role');
    drawer.removeAttribute('aria-modal');
    toggle.focus();
  }
}

/** The drawer's navbar links in place of the page's sidebar; `focus`, on the first of them. */
function showMainMenu(focus: boolean): void {
  root.setAttribute('data-drawer-main', '');
  if (focus) document.querySelector<HTMLElement>('#doc-drawer .drawer__nav a[href], #doc-drawer .drawer__nav summary')?.focus();
}

export function initDrawer(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('.navbar__toggle')) setOpen(!root.hasAttribute('data-drawer-open'));
    else if (target.closest('.drawer__close') || target.closest('.drawer__backdrop')) setOpen(false);
    // From the keyboard (a click of no pointer), focus follows to the links; a tap leaves none drawn.
    else if (target.closest('.drawer__back')) showMainMenu(event.detail === 0);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root.hasAttribute('data-drawer-open')) setOpen(false);
    // Keep Tab inside the open drawer.
    if (event.key === 'Tab' && root.hasAttribute('data-drawer-open')) {
      const drawer = document.getElementById('doc-drawer');
      const focusable = drawer ? Array.from(drawer.querySelectorAll<HTMLElement>('a[href], button')).filter((el) => el.offsetParent !== null) : [];
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  });
}
