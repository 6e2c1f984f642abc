/**
 * The words the theme itself shows (not the site's content): headings of the TOC, pagination, the
 * edit link, the 404 page and so on. English here; config/theme-labels.ts has the other languages and
 * applies a site's own wording. `{name}` marks where a value goes.
 */
import { ENGLISH_SEARCH_WORDS, type SearchWords } from '../shared/search-words.ts';
import { ENGLISH_COLOR_MODE_WORDS, type ColorModeWords } from '../shared/color-mode-words.ts';
import { ENGLISH_BLOG_LABELS, type BlogLabels } from './blog-labels.ts';

export interface ThemeLabels extends SearchWords, ColorModeWords, BlogLabels {
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
  /**
   * A category's card without a description: its number of items. A plural message, as Docusaurus
   * writes them: one form per plural category of the language, in the order zero, one, two, few,
   * many, other (those the language has), separated by "|"; see pluralText.
   */
  items: string;
  notFoundTitle: string;
  notFoundText: string;
  /** The banner of an unlisted doc (front matter `unlisted: true`): its title and text. */
  unlistedTitle: string;
  unlistedText: string;
  /** The 404 page's second paragraph, "Go to the {home} or {search}.": `home` and `search` are links. */
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
  /** The page of every tag, and a tag's page: `{tag}` its name, `{count}` its docs (a plural message, as `items`). */
  tagsTitle: string;
  docsTagged: string;
  /** Above the title of a doc of a versioned site: `{versionLabel}` the version's label. */
  versionBadge: string;
  /** The banner of a docs version not released yet, of one no longer maintained, and its link to the latest version. */
  versionUnreleased: string;
  versionUnmaintained: string;
  versionLatestSuggestion: string;
  versionLatestLink: string;
  /** Names screen readers give to the theme's landmarks and buttons. */
  breadcrumbsLabel: string;
  homePageLabel: string;
  /** Screen-reader names of the navbar, the drawer, a docs sidebar, and a table's scrolling region (`{name}`: its caption or headers). */
  mainNavigation: string;
  /** The buttons that hide and show a hideable sidebar (Docusaurus' `hideable`). */
  collapseSidebar: string;
  expandSidebar: string;
  siteNavigation: string;
  docsSidebar: string;
  table: string;
  namedTable: string;
  docsPagesLabel: string;
  openMenu: string;
  closeMenu: string;
  /** The drawer's button from a page's sidebar to the navbar's links (Docusaurus' secondary menu). */
  backToMainMenu: string;
  /** The drawer's titles of the versions' and the locales' menus (the navbar's show the current one). */
  drawerVersions: string;
  drawerLanguages: string;
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
  items: '1 item|{count} items',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'We could not find what you were looking for. The page may have moved when the documentation was reorganised.',
  unlistedTitle: 'Unlisted page',
  unlistedText: 'This page is not listed: search engines do not index it, and only readers with a direct link can reach it.',
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
  docsTagged: 'One doc tagged with "{tag}"|{count} docs tagged with "{tag}"',
  versionBadge: 'Version: {versionLabel}',
  versionUnreleased: 'You are reading the documentation of {siteTitle} {versionLabel}, a version not released yet.',
  versionUnmaintained: 'You are reading the documentation of {siteTitle} {versionLabel}, a version no longer maintained.',
  versionLatestSuggestion: 'The documentation of the current release is in {latestVersionLink} ({versionLabel}).',
  versionLatestLink: 'the latest version',
  breadcrumbsLabel: 'Breadcrumbs',
  homePageLabel: 'Home page',
  mainNavigation: 'Main',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  siteNavigation: 'Navigation',
  docsSidebar: 'Docs sidebar',
  table: 'Table',
  namedTable: 'Table: {name}',
  docsPagesLabel: 'Docs pages',
  openMenu: 'Open the navigation menu',
  closeMenu: 'Close the navigation menu',
  backToMainMenu: '← Back to main menu',
  drawerVersions: 'Versions',
  drawerLanguages: 'Languages',
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
  ...ENGLISH_COLOR_MODE_WORDS,
  ...ENGLISH_BLOG_LABELS,
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

/** CLDR's plural categories, smallest numbers first: the order of a plural message's forms. */
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

/** The locale's plural rules; English's for a code Intl does not take. */
function pluralRulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * A plural message ("1 item|{count} items"; Polish "1 element|{count} elementy|{count} elementów")
 * for `count`: the form of the count's plural category in `locale`, the forms being in the order of
 * PLURAL_CATEGORIES restricted to the language's categories (Intl gives them in no fixed order). A
 * message with fewer forms gives its last for the later categories; one form serves every count.
 */
export function pluralText(message: string, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const forms = message.split('|');
  const rules = pluralRulesOf(locale);
  const categories: string[] = PLURAL_CATEGORIES.filter((category) => rules.resolvedOptions().pluralCategories.includes(category));
  const index = Math.max(0, categories.indexOf(rules.select(count)));
  return labelText(forms[Math.min(index, forms.length - 1)], { count, ...values });
}
