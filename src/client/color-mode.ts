/**
 * The colour-mode toggle (markup: templates/ColorModeToggle.tsx). The head script has already applied
 * the stored, system or default theme; this switches it on a click and remembers the choice, keeps
 * the button's label naming the mode shown, and, when the toggle carries `data-follow-system`,
 * follows the system's preference while the reader has not chosen, a third state a click returns to. Clicks are delegated, so the
 * toggle of a navbar swapped in by instant navigation works too.
 */
import { colorModeLabel, pageColorModeWords } from '../shared/color-mode-words.ts';
import { storageKey } from '../shared/site-settings.ts';

const STORAGE_KEY = storageKey('theme');
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

/** Whether the page's toggle follows the system's preference until the reader chooses (respectPrefersColorScheme). */
const followsSystem = (): boolean => document.querySelector(`${TOGGLE}[data-follow-system]`) !== null;

/** The mode the toggle names: the system's while the reader has not chosen (with data-follow-system), else the one shown. */
const choice = (): 'light' | 'dark' | 'system' => (root.getAttribute('data-theme-choice') === 'system' ? 'system' : current());

/** Names on each toggle the mode shown now, in the site's language (call after navigation swaps the navbar in). */
export function labelColorModeToggles(): void {
  const label = colorModeLabel(pageColorModeWords(), choice());
  for (const button of document.querySelectorAll(TOGGLE)) {
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
  }
}

const systemMode = (): 'light' | 'dark' => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/** Shows a mode: the reader's (stored), or the system's (nothing stored, the toggle's third state). */
function apply(mode: 'light' | 'dark' | 'system'): void {
  try {
    if (mode === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
  if (mode === 'system') root.setAttribute('data-theme-choice', 'system');
  else root.removeAttribute('data-theme-choice');
  root.setAttribute('data-theme', mode === 'system' ? systemMode() : mode);
  labelColorModeToggles();
}

/**
 * The next mode on a click: light and dark in turn; following the system, as Docusaurus 3.10 does,
 * the system's, then light, then dark, then the system's again.
 */
function nextMode(): 'light' | 'dark' | 'system' {
  const now = choice();
  if (!followsSystem()) return now === 'dark' ? 'light' : 'dark';
  return now === 'system' ? 'light' : now === 'light' ? 'dark' : 'system';
}

export function initColorMode(): void {
  labelColorModeToggles();
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.(TOGGLE)) return;
    apply(nextMode());
  });
  if (!followsSystem()) return;
  const query = matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', () => {
    const chosen = stored();
    if (chosen !== 'light' && chosen !== 'dark') {
      root.setAttribute('data-theme', query.matches ? 'dark' : 'light');
      labelColorModeToggles();
    }
  });
}
