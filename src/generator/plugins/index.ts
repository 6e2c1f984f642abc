/**
 * Lifecycle plugins, beside the pipeline: a plugin's content loads with the content stage, its
 * contributions (pages, sidebar items, files, redirects) go into the route table with the API
 * reference's (itself a built-in plugin, openapi/plugin.ts), and its post-build hook runs once the
 * output is written, before it replaces dist/. The public types are in types.ts (`docsgen/plugin`).
 */
import path from 'node:path';
import type { BuildCache } from '../cache/build-cache.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import type { Contributions } from '../routes/route-table.ts';
import { contributionsOf, loadPluginContent, mergeContributions, type AnyPlugin, type LoadedPlugin, type PluginSite } from './run-plugins.ts';

export { loadPluginContent, runPostBuild, pluginRoutes, type LoadedPlugin, type PluginSite, type BuiltInPlugin } from './run-plugins.ts';
export type { DocsgenPlugin } from './types.ts';

/** Loads each of the site's plugins' content, one plugin after another, in config order. */
export async function loadSitePlugins(site: PluginSite, cache: BuildCache | undefined): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const plugin of site.config.plugins) loaded.push(await loadPluginContent(plugin, site, cache));
  return loaded;
}

/** Runs every loaded plugin's `contentLoaded`, in order, into the route table's contributions; their warnings go to `bag`. */
export async function contributePlugins(loaded: LoadedPlugin[], site: PluginSite, bag: DiagnosticBag): Promise<Contributions> {
  const all = [];
  for (const plugin of loaded) {
    const contributed = await contributionsOf(plugin, site);
    contributed.warnings.forEach((w) => bag.warn(w));
    all.push(contributed);
  }
  return mergeContributions(all);
}

/** The absolute paths a plugin's dev-server reload follows: the files it read and its `watchPaths` (those inside the site). */
export function pluginWatchPaths(rootDir: string, plugin: AnyPlugin, dependencies: string[] = []): string[] {
  const watched = (plugin.watchPaths ?? []).map((p) => path.resolve(rootDir, p)).filter((p) => !path.relative(rootDir, p).startsWith('..'));
  return [...dependencies, ...watched];
}
