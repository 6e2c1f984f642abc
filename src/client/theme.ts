import { storage } from './storage.ts';

/** The navbar toggle flips light/dark and remembers the reader's choice. */
export function initTheme(): void {
  const root = document.documentElement;
  for (const button of document.querySelectorAll<HTMLButtonElement>('.color-mode-toggle')) {
    button.addEventListener('click', () => {
      const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      storage.set('theme', next);
    });
  }
}
