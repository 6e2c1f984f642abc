/**
 * Stage 3, routes. Takes the docs, the React pages and what the API reference contributes; gives the
 * route table, the one model of every page, sidebar and redirect of the site, with each page's dates
 * from git. URL rules (trailing slashes, redirects) shared with `serve` and the host configs live here.
 */
export { buildRouteTable, hasHomePage, type Contributions, type RouteTable } from './route-table.ts';
export { datedSources, readGitDates } from './git-dates.ts';
export { assignPageDates } from './page-dates.ts';
