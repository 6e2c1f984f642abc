/** Site settings the server embeds in every page (`<script type="application/json" id="docsgen-settings">`). */
export interface ClientSiteSettings {
  baseUrl: string;
  /** Google Analytics 4 (gtag.js); absent when not configured, and then nothing loads. */
  gtag?: { trackingId: string; anonymizeIP: boolean };
  /** Google Tag Manager's container; absent when not configured. */
  gtm?: { containerId: string };
  /** The URL of the site's mermaid browser build (client/mermaid.ts), when the site has diagrams. */
  mermaid?: string;
  /** The mermaid themes of light and dark mode, when the site chose its own. */
  mermaidThemes?: { light: string; dark: string };
  /** The documentation version this page belongs to, remembered as the reader's preferred version. */
  docsVersion: { name: string; label: string; path: string };
  /** What a copy button says once it copied, when the site's language is not English. */
  copied?: string;
  /** The search interface's words that differ from English (shared/search-words.ts). */
  searchWords?: Partial<import('./search-words.ts').SearchWords>;
  /** The colour-mode toggle's words, when the site's are not English (shared/color-mode-words.ts). */
  colorModeWords?: import('./color-mode-words.ts').ColorModeWords;
  /** The only code grammars the site colours (a Docusaurus repo's Prism set), for a code block drawn in the browser. */
  codeGrammars?: string[];
}

export const SITE_SETTINGS_ID = 'docsgen-settings';

/** The page's settings, in the browser (its `#docsgen-settings` element); undefined without them or when they do not parse. */
export function readPageSettings(): ClientSiteSettings | undefined {
  const text = document.getElementById(SITE_SETTINGS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as ClientSiteSettings) : undefined;
  } catch {
    return undefined;
  }
}
/**
 * A key as the site keeps it in the reader's browser: with the site's namespace (`<html
 * data-storage-namespace>`, config storageNamespace), as Docusaurus' storage slots are kept.
 */
export function storageKey(name: string): string {
  return typeof document === 'undefined' ? name : name + (document.documentElement.dataset.storageNamespace ?? '');
}
/** localStorage key of the preferred docs version (the docs plugin id is "default"). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
/** localStorage key of the announcement bar the reader dismissed (its id). */
export const ANNOUNCEMENT_STORAGE_KEY = 'docsgen-announcement-dismiss';
