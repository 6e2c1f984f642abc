/**
 * The words the theme itself shows (not the site's content): headings of the TOC, pagination, the
 * edit link, the 404 page and so on. English here; config/theme-labels.ts has the other languages and
 * applies a site's own wording. `{name}` marks where a value goes.
 */
import { ENGLISH_SEARCH_WORDS, type SearchWords } from '../shared/search-words.ts';

export interface ThemeLabels extends SearchWords {
  onThisPage: string;
  previous: string;
  next: string;
  editThisPage: string;
  /** "Last updated{atDate}{byUser}": the order of the parts differs between languages. */
  lastUpdated: string;
  atDate: string;
  byUser: string;
  tags: string;
  viewAllTags: string;
  /** A category's card without a description: its number of items. */
  oneItem: string;
  items: string;
  notFoundTitle: string;
  notFoundText: string;
  /** "Go to the {home} or {search}.": `home` and `search` are links. */
  notFoundLinks: string;
  homePage: string;
  searchTheDocs: string;
  search: string;
  skipToContent: string;
  copy: string;
  copied: string;
  copyPageAsMarkdown: string;
  /** The search page's lead paragraph. */
  searchIntro: string;
  /** The page of every tag, and a tag's page: `{tag}` its name, `{count}` its docs. */
  tagsTitle: string;
  oneDocTagged: string;
  docsTagged: string;
  /** Names screen readers give to the theme's landmarks and buttons. */
  breadcrumbsLabel: string;
  homePageLabel: string;
  docsPagesLabel: string;
  openMenu: string;
  closeMenu: string;
  closeAnnouncement: string;
  copyCodeLabel: string;
  /** A heading's "#" link: `{heading}` its text. */
  headingLink: string;
  /** A sidebar category's open/close button: `{label}` its label. */
  toggleCategory: string;
  /** Admonition titles, by type. */
  note: string;
  tip: string;
  info: string;
  warning: string;
  danger: string;
  caution: string;
}

export const ENGLISH_LABELS: ThemeLabels = {
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  editThisPage: 'Edit this page',
  lastUpdated: 'Last updated{atDate}{byUser}',
  atDate: ' on {date}',
  byUser: ' by {user}',
  tags: 'Tags:',
  viewAllTags: 'View all tags',
  oneItem: '1 item',
  items: '{count} items',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'We could not find what you were looking for. The page may have moved when the documentation was reorganised.',
  notFoundLinks: 'Go to the {home} or {search}.',
  homePage: 'home page',
  searchTheDocs: 'search the documentation',
  search: 'Search',
  skipToContent: 'Skip to main content',
  copy: 'Copy',
  copied: 'Copied',
  copyPageAsMarkdown: 'Copy page as Markdown',
  searchIntro:
    'Search every page and section of this documentation, the API reference included. Results appear as you type, grouped by page, with the words you searched for highlighted; each word also matches as the start of a longer one, and a small typo still finds its page. Press / or Ctrl+K on any page to search without leaving it.',
  tagsTitle: 'Tags',
  oneDocTagged: 'One doc tagged with "{tag}"',
  docsTagged: '{count} docs tagged with "{tag}"',
  breadcrumbsLabel: 'Breadcrumbs',
  homePageLabel: 'Home page',
  docsPagesLabel: 'Docs pages',
  openMenu: 'Open the navigation menu',
  closeMenu: 'Close the navigation menu',
  closeAnnouncement: 'Close the announcement',
  copyCodeLabel: 'Copy code to clipboard',
  headingLink: 'Direct link to {heading}',
  toggleCategory: 'Toggle the category {label}',
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  ...ENGLISH_SEARCH_WORDS,
};

/**
 * A label with its `{name}` places filled: strings as text, other values (elements) as they are.
 * Returns the pieces in order, for a template to render.
 */
export function fillLabel<T>(label: string, values: Record<string, T>): Array<string | T> {
  return label.split(/(\{\w+\})/).filter(Boolean).map((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name !== undefined && name in values ? values[name] : piece;
  });
}

/** A label with its `{name}` places replaced by text. */
export function labelText(label: string, values: Record<string, string | number>): string {
  return fillLabel(label, values).map(String).join('');
}
