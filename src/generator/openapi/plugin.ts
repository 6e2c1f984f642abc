/**
 * The API reference as a lifecycle plugin (plugins/types.ts), registered by the build before the
 * site's own plugins. Its content is the API groups, built by the compile stage (from the build
 * cache, or on the worker threads beside the docs, content/compile.ts): the plugin's `loadContent`
 * awaits them, and `contentLoaded` adds their pages, the items `{ type: 'api' }` places in a
 * sidebar, the spec downloads and the group folders' redirects.
 */
import type { BuiltInPlugin } from '../plugins/run-plugins.ts';
import type { Contributions } from '../routes/route-table.ts';

/** The built-in plugin's name: `{ type: 'api' }` places its sidebar items. */
export const API_REFERENCE_PLUGIN = 'api-reference';

/** The API reference plugin, whose content is the merged API groups once `groups` settles. */
export function apiReferencePlugin(groups: () => Promise<Contributions>): BuiltInPlugin<Contributions> {
  return {
    name: API_REFERENCE_PLUGIN,
    builtIn: true,
    loadContent: groups,
    contentLoaded({ content, actions }) {
      for (const page of content.pages) actions.addBuiltPage(page);
      actions.addSidebarNodes(content.apiSidebarItems);
      if (content.apiGroupSidebars) actions.addGroupSidebars(content.apiGroupSidebars);
      for (const file of content.files) actions.copyCheckedFile(file);
      for (const redirect of content.redirects ?? []) actions.addRedirect(redirect);
    },
  };
}
