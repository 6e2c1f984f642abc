/**
 * Navbar dropdowns: hover opens them (CSS); a click on the toggle opens and closes them; Esc closes
 * them (focus returns to the toggle when it was in the menu); focus leaving a menu (Tab past its last
 * item) or a click elsewhere closes it. A menu closed while the pointer is on it stays closed until
 * the pointer leaves.
 */
const TOGGLE = '.navbar__dropdown-toggle';

function setOpen(toggle: Element, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const item = toggle.closest<HTMLElement>('.navbar__dropdown');
  if (item) item.toggleAttribute('data-dismissed', !open);
}

function closeAll(except?: Element): void {
  for (const t of document.querySelectorAll(TOGGLE)) if (t !== except && t.getAttribute('aria-expanded') === 'true') setOpen(t, false);
}

export function initDropdowns(): void {
  // Focus no longer opens a menu by CSS alone: the toggle's state decides (see styles.css).
  document.documentElement.setAttribute('data-dropdowns', 'js');
  document.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest(TOGGLE);
    closeAll(toggle ?? undefined);
    if (toggle) setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const inside = (document.activeElement as Element | null)?.closest('.navbar__dropdown');
    const toggle = inside?.querySelector<HTMLElement>(TOGGLE);
    if (toggle) setOpen(toggle, false);
    closeAll();
    if (toggle && document.activeElement !== toggle) toggle.focus();
  });
  document.addEventListener('focusout', (event) => {
    const item = (event.target as Element).closest('.navbar__dropdown');
    const next = event.relatedTarget as Node | null;
    const toggle = item?.querySelector(TOGGLE);
    if (item && toggle && (!next || !item.contains(next)) && toggle.getAttribute('aria-expanded') === 'true') setOpen(toggle, false);
  });
  document.addEventListener(
    'mouseout',
    (event) => {
      const item = (event.target as Element).closest?.('.navbar__dropdown');
      if (item && !item.contains(event.relatedTarget as Node | null)) item.removeAttribute('data-dismissed');
    },
    { passive: true },
  );
}
