import { MoonIcon, SunIcon, SystemModeIcon } from './icons.tsx';
import { colorModeLabel, type ColorModeWords } from '../shared/color-mode-words.ts';

export interface ColorModeToggleProps {
  respectPrefersColorScheme: boolean;
  /** The site's default mode: the one the label names until the client knows the reader's. */
  defaultMode: 'light' | 'dark';
  /** The label's words in the site's language (the site's labels). */
  words: ColorModeWords;
  /** Infima's `clean-btn` too (a Docusaurus site's CSS styles its bare buttons by it). */
  clean?: boolean;
}

/**
 * Light/dark toggle (with `respectPrefersColorScheme`, light/dark/the system's, as Docusaurus 3.10's), rendered on the server only: the head script applies the right theme before
 * first paint, CSS picks the icon from <html data-theme>, and the client's color-mode.ts switches and
 * remembers the reader's choice (and, with `data-follow-system`, follows the system's preference for
 * readers who have not chosen). No React runs in the browser for it, so React never loads for it.
 */
export function ColorModeToggle({ respectPrefersColorScheme, defaultMode, words, clean = false }: ColorModeToggleProps) {
  const label = colorModeLabel(words, defaultMode);
  return (
    <button
      type="button"
      className={clean ? 'navbar__icon-button color-mode-toggle clean-btn' : 'navbar__icon-button color-mode-toggle'}
      title={label}
      aria-label={label}
      data-follow-system={respectPrefersColorScheme ? '' : undefined}
    >
      <SunIcon />
      <MoonIcon />
      {respectPrefersColorScheme ? <SystemModeIcon /> : null}
    </button>
  );
}
