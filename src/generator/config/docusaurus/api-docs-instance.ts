/**
 * An openapi-docs plugin whose docs a second docs instance serves (`docsPluginId: 'api'` naming a
 * `@docusaurus/plugin-content-docs` of its own, routeBasePath 'api', folder docs-api/), as repos do
 * to keep the API apart. docsgen builds one docs folder, but such an instance holds nothing but the
 * plugin's generated files, which docsgen renders itself: what it adds is its sidebars file, which
 * wraps the generated sidebar (a category with a generated index at /api/category/pets). Its
 * sidebars join the site's, their generated indexes under the instance's routeBasePath.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SidebarItemConfig } from '../schema.ts';
import type { OpenApiDocsGroup } from './openapi-docs.ts';

type Obj = Record<string, unknown>;

const DOCS_PLUGIN = '@docusaurus/plugin-content-docs';

/** A docs instance that only serves an API group's generated docs. */
export interface ApiDocsInstance {
  /** Its place in `plugins`. */
  index: number;
  id: string;
  /** Its sidebars file, relative to the site root, if it has one. */
  sidebarPath?: string;
  /** "/api/": where its generated indexes are served. */
  routeBase: string;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The docs instances (not the main one) whose only docs are the generated files of the API groups they serve. */
export function apiDocsInstances(raw: Obj, rootDir: string, groups: OpenApiDocsGroup[], mainDocsPlugin: number | undefined): ApiDocsInstance[] {
  const plugins = Array.isArray(raw.plugins) ? raw.plugins : [];
  return plugins.flatMap((entry, index): ApiDocsInstance[] => {
    if (index === mainDocsPlugin || !Array.isArray(entry) || entry[0] !== DOCS_PLUGIN || !isObj(entry[1])) return [];
    const options = entry[1];
    const id = typeof options.id === 'string' ? options.id : 'default';
    const served = groups.filter((g) => g.docsPluginId === id);
    const folder = typeof options.path === 'string' ? options.path.replace(/^\.\//, '').replace(/\/+$/, '') : 'docs';
    if (!served.length || !onlyGeneratedDocs(path.join(rootDir, folder))) return [];
    const routeBase = `/${(typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
    return [{ index, id, routeBase, ...(typeof options.sidebarPath === 'string' ? { sidebarPath: options.sidebarPath } : {}) }];
  });
}

/** Whether a folder's docs are all the plugin's generated files (`*.api.mdx`, `*.info.mdx`…), or it has none. */
function onlyGeneratedDocs(dir: string): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return true;
  }
  return entries.every((e) => !e.isFile() || !/\.mdx?$/.test(e.name) || /\.(api|info|tag|schema)\.mdx$/.test(e.name));
}

/** The instance's sidebars with their generated indexes served under its routeBasePath. */
export function underInstance(sidebars: Record<string, SidebarItemConfig[]>, routeBase: string): Record<string, SidebarItemConfig[]> {
  const moved = (items: SidebarItemConfig[]): SidebarItemConfig[] =>
    items.map((item) => {
      if (typeof item !== 'object' || item.type !== 'category') return item;
      const link = item.link?.type === 'generated-index' ? { link: { ...item.link, routeBase } } : {};
      return { ...item, ...link, items: moved(item.items) };
    });
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, moved(items)]));
}
