/** Navbar dropdowns open on hover (CSS) and on click or keyboard (here); Esc or a click elsewhere closes them. */
export function initDropdowns(): void {
  const closeAll = (except?: Element) => {
    for (const t of document.querySelectorAll('.navbar__dropdown-toggle')) if (t !== except) t.setAttribute('aria-expanded', 'false');
  };
  document.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest('.navbar__dropdown-toggle');
    closeAll(toggle ?? undefined);
    if (toggle) toggle.setAttribute('aria-expanded', String(toggle.getAttribute('aria-expanded') !== 'true'));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeAll();
  });
}
