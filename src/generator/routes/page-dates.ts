/**
 * Page dates: each page gets the git dates of its source file (a doc, or the spec of an API page).
 * A generated index page has no file of its own; it changes when the config or a page it lists does.
 */
import type { GitDates, FileDates } from './git-dates.ts';
import type { RouteTable } from './route-table.ts';
import { sidebarHrefs } from '../render/seo/sidebar-hrefs.ts';

/** Sets `page.dates` on every page of the table that has a source or lists pages. */
export function assignPageDates(table: RouteTable, git: GitDates, configSource: string, baseUrl: string): void {
  const datesOf = (source: string): FileDates | undefined =>
    git.files.get(source) ?? (git.fallback ? { modified: git.fallback, created: git.fallback } : undefined);
  for (const page of table.pages) {
    if (page.source) page.dates = datesOf(page.source);
    // Front matter last_update.date (Docusaurus) wins over git's date.
    const written = page.kind === 'doc' ? page.doc.frontMatter.last_update?.date : undefined;
    const date = written === undefined ? undefined : new Date(written);
    const modified = date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
    if (modified) page.dates = { modified, created: page.dates && page.dates.created < modified ? page.dates.created : modified };
    if (page.kind === 'doc') {
      // What "Last updated" shows: a date git or the doc gives, never the fallback of a file git does not know.
      const known = page.source ? git.files.get(page.source) : undefined;
      const lastUpdate = { date: modified ?? known?.modified, author: page.doc.frontMatter.last_update?.author ?? known?.author };
      if (lastUpdate.date || lastUpdate.author) page.lastUpdate = lastUpdate;
    }
  }
  const prefix = baseUrl.replace(/\/$/, '');
  for (const page of table.pages) {
    if (page.kind !== 'category-index') continue;
    const listed = sidebarHrefs(page.index.category.items).map((href) => table.byRoute.get(href.slice(prefix.length))?.dates);
    page.dates = newest([datesOf(configSource), ...listed]);
  }
}

/** The latest `modified` and the earliest `created` of several pages' dates. */
function newest(all: Array<FileDates | undefined>): FileDates | undefined {
  const known = all.filter((d): d is FileDates => d !== undefined);
  if (!known.length) return undefined;
  // ISO 8601 dates in UTC compare correctly as strings.
  return {
    modified: known.map((d) => d.modified).sort().at(-1)!,
    created: known.map((d) => d.created).sort()[0],
  };
}
