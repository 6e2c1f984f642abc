/**
 * A Docusaurus repo's own words for its theme: `i18n/<locale>/code.json` (what
 * `docusaurus write-translations` writes and a team edits), read for the keys of the theme's labels
 * docsgen draws. Each entry is `{ "message": "…" }`; the placeholders ({date}, {user}, {atDate},
 * {byUser}, {count}) are the same as docsgen's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ThemeLabels } from '../../../templates/labels.ts';

/** Docusaurus' translation ids of the words docsgen's theme shows. */
const LABEL_OF_KEY: Record<string, keyof ThemeLabels> = {
  'theme.TOCCollapsible.toggleButtonLabel': 'onThisPage',
  'theme.docs.paginator.previous': 'previous',
  'theme.docs.paginator.next': 'next',
  'theme.common.editThisPage': 'editThisPage',
  'theme.lastUpdated.lastUpdatedAtBy': 'lastUpdated',
  'theme.lastUpdated.atDate': 'atDate',
  'theme.lastUpdated.byUser': 'byUser',
  'theme.tags.tagsListLabel': 'tags',
  'theme.tags.tagsPageLink': 'viewAllTags',
  'theme.NotFound.title': 'notFoundTitle',
  'theme.NotFound.p1': 'notFoundText',
  'theme.CodeBlock.copy': 'copy',
  'theme.CodeBlock.copied': 'copied',
  'theme.common.skipToMainContent': 'skipToContent',
  'theme.SearchBar.label': 'search',
  'theme.common.headingLinkTitle': 'headingLink',
  'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel': 'toggleCategory',
  'theme.admonition.note': 'note',
  'theme.admonition.tip': 'tip',
  'theme.admonition.info': 'info',
  'theme.admonition.warning': 'warning',
  'theme.admonition.danger': 'danger',
  'theme.admonition.caution': 'caution',
};

/**
 * The repo's words for `locale`: the theme's, by docsgen label, and its own ids' messages (what its
 * `<Translate id>` show); empty when it has none (or the file is not JSON).
 */
export function codeJsonLabels(rootDir: string, locale: string): { labels: Partial<ThemeLabels>; translations: Record<string, string>; file?: string } {
  if (!/^[A-Za-z0-9_-]+$/.test(locale)) return { labels: {}, translations: {} };
  const file = path.join(rootDir, 'i18n', locale, 'code.json');
  let entries: Record<string, unknown>;
  try {
    entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return { labels: {}, translations: {} };
  }
  const labels: Partial<ThemeLabels> = {};
  const translations: Record<string, string> = {};
  for (const [key, entry] of Object.entries(entries ?? {})) {
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
    if (typeof message !== 'string' || !message.trim()) continue;
    const label = LABEL_OF_KEY[key];
    if (label) labels[label] = message;
    // The theme's other ids are its components' words, which docsgen draws itself.
    else if (!key.startsWith('theme.')) translations[key] = message;
    // "1 item|{count} items": the first form for one, the last for more.
    if (key === 'theme.docs.DocCard.categoryDescription.plurals') {
      const forms = message.split('|');
      labels.oneItem = forms[0].replace('{count}', '1');
      labels.items = forms[forms.length - 1];
    }
  }
  return { labels, translations, file: path.relative(rootDir, file).split(path.sep).join('/') };
}
