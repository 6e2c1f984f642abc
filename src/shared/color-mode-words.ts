/**
 * The words of the colour-mode toggle's label, English here. The server draws the label for the
 * site's default mode; the client says the mode the reader switched to, with the words a site in
 * another language sends in the page's settings (`colorModeWords`, only when they differ).
 */
import { SITE_SETTINGS_ID, type ClientSiteSettings } from './site-settings.ts';

export interface ColorModeWords {
  /** The toggle's label: `{mode}` is the mode shown now (lightMode or darkMode). */
  colorModeToggle: string;
  lightMode: string;
  darkMode: string;
  /** The mode of a toggle that follows the system's preference (respectPrefersColorScheme) and has no choice of the reader's. */
  systemMode: string;
}

export const ENGLISH_COLOR_MODE_WORDS: ColorModeWords = {
  colorModeToggle: 'Switch between dark and light mode (currently {mode})',
  lightMode: 'light mode',
  darkMode: 'dark mode',
  systemMode: 'system mode',
};

/** The words of `labels` that a page's settings carry: none when they are English. */
export function colorModeWordsOf(labels: ColorModeWords): ColorModeWords | undefined {
  const words = { colorModeToggle: labels.colorModeToggle, lightMode: labels.lightMode, darkMode: labels.darkMode, systemMode: labels.systemMode };
  return (Object.keys(words) as Array<keyof ColorModeWords>).every((key) => words[key] === ENGLISH_COLOR_MODE_WORDS[key]) ? undefined : words;
}

/** The toggle's label for `mode` in `words`. */
export function colorModeLabel(words: ColorModeWords, mode: 'light' | 'dark' | 'system'): string {
  return words.colorModeToggle.split('{mode}').join(mode === 'dark' ? words.darkMode : mode === 'system' ? words.systemMode : words.lightMode);
}

/** The page's toggle words (from its settings), English where the site gives none. */
export function pageColorModeWords(): ColorModeWords {
  try {
    return (JSON.parse(document.getElementById(SITE_SETTINGS_ID)?.textContent ?? '{}') as ClientSiteSettings).colorModeWords ?? ENGLISH_COLOR_MODE_WORDS;
  } catch {
    return ENGLISH_COLOR_MODE_WORDS;
  }
}
