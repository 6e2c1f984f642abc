import { useEffect, useState } from 'react';
import { MoonIcon, SunIcon } from '../icons.tsx';

export interface ColorModeToggleProps {
  respectPrefersColorScheme: boolean;
  defaultMode: 'light' | 'dark';
}

const STORAGE_KEY = 'theme';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Light/dark toggle. The head script already applied the right theme before first paint; the icon is
 * chosen by CSS from <html data-theme>, so the server markup is right for every reader. After mount
 * the toggle tracks the theme, persists the reader's choice, and, when configured to respect the
 * system preference, follows it for readers who have not chosen.
 */
export function ColorModeToggle({ respectPrefersColorScheme, defaultMode }: ColorModeToggleProps) {
  const [mode, setMode] = useState<'light' | 'dark' | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    setMode(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    if (!respectPrefersColorScheme) return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      const stored = read(STORAGE_KEY);
      if (stored === 'light' || stored === 'dark') return;
      const next = query.matches ? 'dark' : 'light';
      root.setAttribute('data-theme', next);
      setMode(next);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [respectPrefersColorScheme]);

  const current = mode ?? defaultMode;
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      title="Switch between dark and light mode"
      aria-label={mode === null ? 'Switch between dark and light mode' : `Switch to ${next} mode (currently ${current} mode)`}
      onClick={() => {
        document.documentElement.setAttribute('data-theme', next);
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          /* storage unavailable: the choice lasts for this page */
        }
        setMode(next);
      }}
    >
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
