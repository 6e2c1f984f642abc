/** What an API group contributes to the site, and how groups merge (kept free of heavy imports). */
import type { Contributions, ContributedPage } from '../routes/route-table.ts';
import path from 'node:path';
import type { SidebarNode } from '../../shared/types.ts';

/** One API group's pages, its item of the API sidebar and its spec download. */
export interface ApiGroupResult {
  /** The group's id (api.groups[].id). */
  group: string;
  pages: ContributedPage[];
  sidebar: SidebarNode;
  /** The spec file, copied to the output for download. */
  file: { from: string; to: string };
  /** Absolute paths of the files the result was built from (the spec, files its $refs point to, images). */
  dependencies: string[];
  /** The group's folder (`/api/<group>/`, or its routeBase) sends readers to the group's info page. */
  redirect?: { from: string; to: string };
}

/** Merges built groups, in config order, into the route table's contributions. */
export function combineApiGroups(groups: Array<ApiGroupResult | null>): Contributions {
  const contributions: Contributions = { pages: [], apiSidebarItems: [], apiGroupSidebars: {}, files: [], redirects: [] };
  for (const group of groups) {
    if (!group) continue;
    contributions.pages.push(...group.pages);
    contributions.apiSidebarItems.push(group.sidebar);
    contributions.apiGroupSidebars![group.group] = group.sidebar;
    contributions.files.push(group.file);
    if (group.redirect) contributions.redirects!.push(group.redirect);
  }
  return contributions;
}

/** What names a group's spec file: its id, and the file when the config gives one. */
export interface SpecOfGroup {
  id: string;
  spec?: string;
}

/** The files (relative to the site root) a group's spec may be in, first found wins: its `spec`, else <specsDir>/<id>.yaml, .yml, .json. */
export function specFilesOf(specsDir: string, group: SpecOfGroup): string[] {
  return group.spec ? [group.spec] : ['yaml', 'yml', 'json'].map((ext) => path.join(specsDir, `${group.id}.${ext}`));
}

