/** What an API group contributes to the site, and how groups merge (kept free of heavy imports). */
import type { Contributions, ContributedPage } from '../routes.ts';
import type { SidebarNode } from '../../shared/types.ts';

/** One API group's pages, its item of the API sidebar and its spec download. */
export interface ApiGroupResult {
  pages: ContributedPage[];
  sidebar: SidebarNode;
  /** The spec file, copied to the output for download. */
  file: { from: string; to: string };
  /** Absolute paths of the files the result was built from (the spec, files its $refs point to, images). */
  dependencies: string[];
  /** `/api/<group>/` sends readers to the group's info page. */
  redirect?: { from: string; to: string };
}

/** Merges built groups, in config order, into the route table's contributions. */
export function combineApiGroups(groups: Array<ApiGroupResult | null>): Contributions {
  const contributions: Contributions = { pages: [], apiSidebarItems: [], files: [], redirects: [] };
  for (const group of groups) {
    if (!group) continue;
    contributions.pages.push(...group.pages);
    contributions.apiSidebarItems.push(group.sidebar);
    contributions.files.push(group.file);
    if (group.redirect) contributions.redirects!.push(group.redirect);
  }
  return contributions;
}
