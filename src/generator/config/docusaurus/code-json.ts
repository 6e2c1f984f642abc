/**
 * A Docusaurus repo's own words for its theme: `i18n/<locale>/code.json` (what
 * `docusaurus write-translations` writes and a team edits), read for the keys of the theme's labels
 * docsgen draws. Each entry is `{ "message": "…" }`; the placeholders ({date}, {user}, {atDate},
 * {byUser}, {count}, {heading}, {label}, {mode}, {versionLabel}) are the same as docsgen's, and
 * plural messages ("1 item|{count} items") are kept whole: the form is chosen where the count is
 * drawn (pluralText in templates/labels.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ThemeLabels } from '../../../templates/labels.ts';

/** Docusaurus' translation ids of the words docsgen's theme shows, each the whole of one label. */
const LABEL_OF_KEY: Record<string, keyof ThemeLabels> = {
  'theme.TOCCollapsible.toggleButtonLabel': 'onThisPage',
  'theme.docs.paginator.previous': 'previous',
  'theme.docs.paginator.next': 'next',
  'theme.docs.paginator.navAriaLabel': 'docsPagesLabel',
  'theme.docs.breadcrumbs.navAriaLabel': 'breadcrumbsLabel',
  'theme.docs.breadcrumbs.home': 'homePageLabel',
  'theme.docs.sidebar.navAriaLabel': 'docsSidebar',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'collapseSidebar',
  'theme.docs.sidebar.expandButtonAriaLabel': 'expandSidebar',
  'theme.common.editThisPage': 'editThisPage',
  'theme.lastUpdated.lastUpdatedAtBy': 'lastUpdated',
  'theme.lastUpdated.atDate': 'atDate',
  'theme.lastUpdated.byUser': 'byUser',
  'theme.tags.tagsListLabel': 'tags',
  'theme.tags.tagsPageLink': 'viewAllTags',
  'theme.tags.tagsPageTitle': 'tagsTitle',
  'theme.docs.versionBadge.label': 'versionBadge',
  'theme.docs.versions.unreleasedVersionLabel': 'versionUnreleased',
  'theme.docs.versions.unmaintainedVersionLabel': 'versionUnmaintained',
  'theme.docs.versions.latestVersionSuggestionLabel': 'versionLatestSuggestion',
  'theme.docs.versions.latestVersionLinkLabel': 'versionLatestLink',
  'theme.NotFound.title': 'notFoundTitle',
  'theme.NotFound.p1': 'notFoundText',
  'theme.contentVisibility.unlistedBanner.title': 'unlistedTitle',
  'theme.contentVisibility.unlistedBanner.message': 'unlistedText',
  // Docusaurus' second sentence replaces docsgen's ("Go to the home page or search the documentation.").
  'theme.NotFound.p2': 'notFoundLinks',
  'theme.CodeBlock.copy': 'copy',
  'theme.CodeBlock.copied': 'copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'copyCodeLabel',
  'theme.common.skipToMainContent': 'skipToContent',
  'theme.SearchBar.label': 'search',
  'theme.common.headingLinkTitle': 'headingLink',
  'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel': 'toggleCategory',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'openMenu',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'closeMenu',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': 'backToMainMenu',
  'theme.navbar.mobileVersionsDropdown.label': 'drawerVersions',
  'theme.navbar.mobileLanguageDropdown.label': 'drawerLanguages',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'closeAnnouncement',
  'theme.colorToggle.ariaLabel': 'colorModeToggle',
  'theme.colorToggle.ariaLabel.mode.light': 'lightMode',
  'theme.colorToggle.ariaLabel.mode.dark': 'darkMode',
  'theme.colorToggle.ariaLabel.mode.system': 'systemMode',
  'theme.admonition.note': 'note',
  'theme.admonition.tip': 'tip',
  'theme.admonition.info': 'info',
  'theme.admonition.warning': 'warning',
  'theme.admonition.danger': 'danger',
  'theme.admonition.caution': 'caution',
  'theme.blog.post.readingTime.plurals': 'blogReadingTime',
  'theme.blog.post.readMore': 'blogReadMore',
  'theme.blog.post.readMoreLabel': 'blogReadMoreAbout',
  'theme.blog.post.paginator.newerPost': 'blogNewerPost',
  'theme.blog.post.paginator.olderPost': 'blogOlderPost',
  'theme.blog.post.paginator.navAriaLabel': 'blogPostNavigation',
  'theme.blog.paginator.newerEntries': 'blogNewerEntries',
  'theme.blog.paginator.olderEntries': 'blogOlderEntries',
  'theme.blog.paginator.navAriaLabel': 'blogListNavigation',
  'theme.blog.sidebar.navAriaLabel': 'blogRecentPostsNavigation',
  'theme.blog.archive.title': 'blogArchiveTitle',
  'theme.blog.archive.description': 'blogArchiveDescription',
  'theme.blog.authorsList.pageTitle': 'blogAuthorsTitle',
  'theme.blog.authorsList.viewAll': 'blogViewAllAuthors',
  'theme.blog.author.noPosts': 'blogAuthorNoPosts',
};

/**
 * The blog's titles made of two messages: a sentence around a plural count (`{nPosts}`), and the
 * count's forms, "One post|{count} posts" (read together, as for the docs' tag pages).
 */
const BLOG_TAG_TITLE_KEY = 'theme.blog.tagTitle';
const BLOG_AUTHOR_TITLE_KEY = 'theme.blog.author.pageTitle';
const BLOG_POSTS_KEY = 'theme.blog.post.plurals';
const ENGLISH_BLOG_TAG_TITLE = '{nPosts} tagged with "{tagName}"';
const ENGLISH_BLOG_AUTHOR_TITLE = '{authorName} - {nPosts}';
const ENGLISH_BLOG_POSTS = 'One post|{count} posts';

/** A category card's item count, a plural message; Docusaurus 2 wrote one form under the key without `.plurals`. */
const ITEMS_KEY = 'theme.docs.DocCard.categoryDescription.plurals';
const ITEMS_KEY_V2 = 'theme.docs.DocCard.categoryDescription';
/** A tag page's title: a sentence around `{nDocsTagged}` and `{tagName}`, the first the plural message of the count. */
const TAG_TITLE_KEY = 'theme.docs.tagDocListPageTitle';
const DOCS_TAGGED_KEY = 'theme.docs.tagDocListPageTitle.nDocsTagged';
/** Docusaurus' English for the half of a tag page's title a code.json may lack. */
const ENGLISH_TAG_TITLE = '{nDocsTagged} with "{tagName}"';
const ENGLISH_DOCS_TAGGED = 'One doc tagged|{count} docs tagged';

/** Every key docsgen reads for its theme's words, in the order a warning names them. */
/** (The blog's are left out: a site may have no blog, and its words then show nowhere.) */
const THEME_KEYS = [...Object.keys(LABEL_OF_KEY).filter((key) => !key.startsWith('theme.blog.')), ITEMS_KEY, TAG_TITLE_KEY, DOCS_TAGGED_KEY];

export interface CodeJsonWords {
  /** The theme's words, by docsgen label. */
  labels: Partial<ThemeLabels>;
  /** The repo's own ids' messages (what its `<Translate id>` show). */
  translations: Record<string, string>;
  /** The file, relative to the repo, when there is one. */
  file?: string;
  /** The keys of the theme's words docsgen reads that the file does not give. */
  missingKeys: string[];
}

/** The repo's words for `locale`; none when it has no code.json (or the file is not JSON). */
export function codeJsonLabels(rootDir: string, locale: string): CodeJsonWords {
  const none = { labels: {}, translations: {}, missingKeys: [] };
  if (!/^[A-Za-z0-9_-]+$/.test(locale)) return none;
  const file = path.join(rootDir, 'i18n', locale, 'code.json');
  let entries: Record<string, unknown>;
  try {
    entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return none;
  }
  const messages = messagesOf(entries);
  const labels: Partial<ThemeLabels> = {};
  const translations: Record<string, string> = {};
  for (const [key, message] of messages) {
    const label = LABEL_OF_KEY[key];
    if (label) labels[label] = message;
    // The theme's other ids are its components' words, which docsgen draws itself.
    else if (!key.startsWith('theme.')) translations[key] = message;
  }
  // One id for both tag pages' links to every tag, the docs' and the blog's.
  const tagsLink = messages.get('theme.tags.tagsPageLink');
  if (tagsLink !== undefined) labels.blogViewAllTags = tagsLink;
  const items = messages.get(ITEMS_KEY) ?? messages.get(ITEMS_KEY_V2);
  if (items !== undefined) labels.items = items;
  const tagTitle = messages.get(TAG_TITLE_KEY);
  const docsTagged = messages.get(DOCS_TAGGED_KEY);
  if (tagTitle !== undefined || docsTagged !== undefined) labels.docsTagged = tagPageTitle(tagTitle ?? ENGLISH_TAG_TITLE, docsTagged ?? ENGLISH_DOCS_TAGGED);
  const blogTagTitle = messages.get(BLOG_TAG_TITLE_KEY);
  const authorTitle = messages.get(BLOG_AUTHOR_TITLE_KEY);
  const posts = messages.get(BLOG_POSTS_KEY);
  if (blogTagTitle !== undefined || posts !== undefined) labels.blogPostsTagged = countedTitle(blogTagTitle ?? ENGLISH_BLOG_TAG_TITLE, posts ?? ENGLISH_BLOG_POSTS);
  if (authorTitle !== undefined || posts !== undefined) labels.blogAuthorPageTitle = countedTitle(authorTitle ?? ENGLISH_BLOG_AUTHOR_TITLE, posts ?? ENGLISH_BLOG_POSTS);
  // Docusaurus 2's key gives the count as well as the `.plurals` one.
  const missingKeys = THEME_KEYS.filter((key) => !messages.has(key) && !(key === ITEMS_KEY && items !== undefined));
  return { labels, translations, file: path.relative(rootDir, file).split(path.sep).join('/'), missingKeys };
}

/** Each entry's message (`{ "message": … }`, or a bare string), by key; empty ones left out. */
function messagesOf(entries: Record<string, unknown>): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, entry] of Object.entries(entries ?? {})) {
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message.trim()) messages.set(key, message);
  }
  return messages;
}

/**
 * docsgen's one label for a tag page's title, from Docusaurus' two messages: the sentence with each
 * plural form of "N docs tagged" in it, `{tagName}` as docsgen's `{tag}`. The forms stay a plural
 * message ("One doc tagged with "{tag}"|{count} docs tagged with "{tag}"").
 */
function tagPageTitle(sentence: string, docsTagged: string): string {
  return countedTitle(sentence.split('{nDocsTagged}').join('{nPosts}'), docsTagged);
}

/** A sentence with each plural form of its count (`{nPosts}`) in it, `{tagName}` as docsgen's `{tag}`: a plural message. */
function countedTitle(sentence: string, counted: string): string {
  return counted
    .split('|')
    .map((form) => sentence.split('{nPosts}').join(form).split('{tagName}').join('{tag}'))
    .join('|');
}
