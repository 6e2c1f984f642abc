import { MoonIcon, SunIcon } from './icons.tsx';

export interface ColorModeToggleProps {
  respectPrefersColorScheme: boolean;
}

/**
 * Light/dark toggle, rendered on the server only: the head script applies the right theme before
 * first paint, CSS picks the icon from <html data-theme>, and the client's color-mode.ts switches and
 * remembers the reader's choice (and, with `data-follow-system`, follows the system's preference for
 * readers who have not chosen). No React runs in the browser for it, so React never loads for it.
 */
export function ColorModeToggle({ respectPrefersColorScheme }: ColorModeToggleProps) {
  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      title="Switch between dark and light mode"
      aria-label="Switch between dark and light mode"
      data-follow-system={respectPrefersColorScheme ? '' : undefined}
    >
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
