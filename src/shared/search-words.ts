/**
 * The words of the search dialog and the search page, English here. A site in another language
 * sends its own in the page's settings (`searchWords`, only those that differ); the client reads
 * them with `searchWords()`. The server's are in templates/labels.ts, which includes these.
 */
import { SITE_SETTINGS_ID, type ClientSiteSettings } from './site-settings.ts';

export interface SearchWords {
  searchPlaceholder: string;
  searchTheDocsTitle: string;
  searching: string;
  /** `No results for "{query}"`: the query is drawn in bold where `{query}` is. */
  noResults: string;
  trySearching: string;
  searchFailed: string;
  checkNetwork: string;
  seeAllResults: string;
  recentSearches: string;
  noRecentSearches: string;
  toSelect: string;
  toNavigate: string;
  toClose: string;
  typeToSearch: string;
  /** The search page's count: `{total}`, `{pages}` and `{query}` (English adds its plural endings itself). */
  resultsSummary: string;
  /** Its button: `{count}` pages more. */
  showMore: string;
}

export const ENGLISH_SEARCH_WORDS: SearchWords = {
  searchPlaceholder: 'Search the docs',
  searchTheDocsTitle: 'Search the documentation',
  searching: 'Searching…',
  noResults: 'No results for "{query}"',
  trySearching: 'Try searching for',
  searchFailed: 'Unable to fetch results',
  checkNetwork: 'You might want to check your network connection.',
  seeAllResults: 'See all results',
  recentSearches: 'Recent',
  noRecentSearches: 'No recent searches',
  toSelect: 'to select',
  toNavigate: 'to navigate',
  toClose: 'to close',
  typeToSearch: 'Type a word or two to search the documentation.',
  resultsSummary: '{total} results on {pages} pages for "{query}"',
  showMore: 'Show {count} more pages of results',
};

let words: SearchWords | undefined;

/** The page's search words (read once from its settings), English where the site gives none. */
export function searchWords(): SearchWords {
  if (words) return words;
  let own: Partial<SearchWords> = {};
  try {
    own = (JSON.parse(document.getElementById(SITE_SETTINGS_ID)?.textContent ?? '{}') as ClientSiteSettings).searchWords ?? {};
  } catch {
    // no settings: English
  }
  return (words = { ...ENGLISH_SEARCH_WORDS, ...own });
}
