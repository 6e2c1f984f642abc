/** Navbar dropdowns open on hover (CSS) and on click or keyboard (here); Esc closes them. */
export function initDropdowns(): void {
  const toggles = document.querySelectorAll<HTMLButtonElement>('.navbar__dropdown-toggle');
  const closeAll = () => toggles.forEach((t) => t.setAttribute('aria-expanded', 'false'));
  for (const toggle of toggles) {
    toggle.addEventListener('click', (event) => {
      event.stopPropagation();
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      closeAll();
      toggle.setAttribute('aria-expanded', String(open));
    });
  }
  document.addEventListener('click', closeAll);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeAll();
  });
}
