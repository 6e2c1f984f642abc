/**
 * A navbar marked `navbar--hideable` (config navbar.hideOnScroll) slides away while the reader
 * scrolls down past its height and comes back as soon as they scroll up, or reach the top, as
 * Docusaurus' hideable navbar does; never while the mobile drawer is open.
 */
export function initNavbarScroll(): void {
  const navbar = document.querySelector<HTMLElement>('.navbar--hideable');
  if (!navbar) return;
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const now = window.scrollY;
      const open = document.documentElement.hasAttribute('data-drawer-open');
      const hide = !open && now > navbar.offsetHeight && now > last;
      navbar.classList.toggle('navbar--hidden', hide);
      last = now;
    },
    { passive: true },
  );
}
