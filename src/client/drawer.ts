/** Below 996px the menu button opens the navigation drawer; Esc or a click outside closes it. */
export function initDrawer(): void {
  const root = document.documentElement;
  const toggle = document.querySelector<HTMLButtonElement>('.navbar__toggle');
  const drawer = document.getElementById('doc-drawer');
  const backdrop = document.querySelector<HTMLElement>('.drawer__backdrop');
  const close = drawer?.querySelector<HTMLButtonElement>('.drawer__close');
  if (!toggle || !drawer || !backdrop) return;
  const setOpen = (open: boolean) => {
    root.toggleAttribute('data-drawer-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    backdrop.hidden = !open;
    if (open) (drawer.querySelector<HTMLElement>('a, button') ?? drawer).focus();
    else toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(!root.hasAttribute('data-drawer-open')));
  close?.addEventListener('click', () => setOpen(false));
  backdrop.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root.hasAttribute('data-drawer-open')) setOpen(false);
  });
}
