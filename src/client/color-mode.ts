/**
 * The colour-mode toggle (markup: templates/ColorModeToggle.tsx). The head script has already applied
 * the stored, system or default theme; this switches it on a click and remembers the choice, keeps
 * the button's label naming the mode shown, and, when the toggle carries `data-follow-system`,
 * follows the system's preference while the reader has not chosen. Clicks are delegated, so the
 * toggle of a navbar swapped in by instant navigation works too.
 */
import { colorModeLabel, pageColorModeWords } from '../shared/color-mode-words.ts';

const STORAGE_KEY = 'theme';
const TOGGLE = '.color-mode-toggle';
const root = document.documentElement;

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const current = (): 'light' | 'dark' => (root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** Names on each toggle the mode shown now, in the site's language (call after navigation swaps the navbar in). */
export function labelColorModeToggles(): void {
  const label = colorModeLabel(pageColorModeWords(), current());
  for (const button of document.querySelectorAll(TOGGLE)) {
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
  }
}

function apply(mode: 'light' | 'dark'): void {
  root.setAttribute('data-theme', mode);
  labelColorModeToggles();
}

export function initColorMode(): void {
  labelColorModeToggles();
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(TOGGLE)) return;
    const next = current() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      /* storage unavailable: the choice lasts for this page */
    }
    apply(next);
  });
  if (!document.querySelector(`${TOGGLE}[data-follow-system]`)) return;
  const query = matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', () => {
    const choice = stored();
    if (choice !== 'light' && choice !== 'dark') apply(query.matches ? 'dark' : 'light');
  });
}
