/**
 * Runs the lifecycle plugins (types.ts): each plugin's `loadContent` (from the build cache when it
 * gives a cache key and nothing it read changed), its `contentLoaded` into what it contributes to
 * the route table, and after the output is written its `postBuild`. An error a hook throws fails
 * the build naming the plugin and the hook; the plugin's stack trace is printed only with DEBUG.
 */
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocsgenError, type Diagnostic } from '../diagnostics.ts';
import type { SiteConfig } from '../config/schema.ts';
import { cacheKey, type BuildCache } from '../cache/build-cache.ts';
import { generatorFingerprint } from '../cache/fingerprint.ts';
import { describeRefusal, checkSiteFile, printableName } from '../content/site-files.ts';
import { loadWithinBudget } from '../parallel/watchdog.ts';
import type { Contributions, ContributedPage } from '../routes/route-table.ts';
import type { SidebarNode } from '../../shared/types.ts';
import { hrefsOf } from '../routes/url-rules.ts';
import { outputPathOfPage } from '../emit/staging.ts';
import { createSiteReader, SiteReadError } from './site-reader.ts';
import type { DocsgenPlugin, PluginActions, PluginContext, PluginPage, PluginRoute, PluginSidebarItem } from './types.ts';

/** Where the plugins run: the site, its config, and how the config file is shown in messages. */
export interface PluginSite {
  rootDir: string;
  config: SiteConfig;
  /** The config file relative to the site ("site.config.ts"), named in errors a plugin throws. */
  configShown: string;
}

/** A plugin with its content loaded, and the absolute paths its content was read from. */
export interface LoadedPlugin<Content = unknown> {
  plugin: DocsgenPlugin<Content>;
  content: Content;
  dependencies: string[];
}

/** Everything one plugin's `contentLoaded` added. */
export interface PluginContributions {
  name: string;
  pages: ContributedPage[];
  sidebarItems: SidebarNode[];
  sidebars: Array<[string, SidebarNode[]]>;
  /** Site files published as they are: `from` absolute (checked inside the site), `to` under the output. */
  copies: Array<{ from: string; to: string }>;
  /** Files the plugin wrote, `path` under the output. */
  outputs: Array<{ path: string; contents: string; plugin: string }>;
  redirects: Array<{ from: string; to: string }>;
  warnings: Diagnostic[];
  /** The API reference's category of each group, by group id: `{ type: 'api', group }` places one. */
  groupSidebars?: Record<string, SidebarNode>;
}

/** The actions built-in plugins have besides the public ones: their pages and sidebar items are made already. */
export interface BuiltInActions extends PluginActions {
  addBuiltPage(page: ContributedPage): void;
  addSidebarNodes(nodes: SidebarNode[]): void;
  /** Each API group's category by group id, for `{ type: 'api', group }` in a sidebar. */
  addGroupSidebars(groups: Record<string, SidebarNode>): void;
  /** Publishes a file the plugin checked itself (the API reference's spec download). */
  copyCheckedFile(file: { from: string; to: string }): void;
}

/** A plugin docsgen registers itself (the API reference): it gets the built-in actions. */
export interface BuiltInPlugin<Content> extends Omit<DocsgenPlugin<Content>, 'contentLoaded'> {
  builtIn: true;
  contentLoaded(args: { content: Content; actions: BuiltInActions } & PluginContext): void | Promise<void>;
}

export type AnyPlugin = DocsgenPlugin | BuiltInPlugin<never>;

const contextOf = (site: PluginSite): PluginContext => ({ siteDir: site.rootDir, config: site.config, baseUrl: site.config.baseUrl });

/**
 * Runs one hook of a plugin: the site's own code, under the time budget of site code (built-in
 * plugins are docsgen's own), its errors told as the plugin's.
 */
async function callHook<T>(plugin: { name: string; builtIn?: true }, hook: string, site: PluginSite, run: () => T | Promise<T>): Promise<T> {
  if (plugin.builtIn) return run();
  const late = { file: site.configShown, message: `the plugin "${plugin.name}" did not finish ${hook}`, hint: 'look for an endless loop, or an `await` that never settles, in the plugin' };
  try {
    return await loadWithinBudget(late, async () => run());
  } catch (error) {
    throw pluginFailure(plugin.name, hook, site, error);
  }
}

/** The DocsgenError a hook's failure becomes; the plugin's own error stays its cause (printed with DEBUG). */
function pluginFailure(name: string, hook: string, site: PluginSite, error: unknown): DocsgenError {
  if (error instanceof DocsgenError) return error;
  if (error instanceof SiteReadError) {
    return withCause(new DocsgenError({ file: error.file, message: `the plugin "${name}" could not read this file in ${hook}: it ${error.message.slice(error.file.length + 1)}`, hint: 'fix the path the plugin is given, or the file' }), error);
  }
  const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return withCause(
    new DocsgenError({ file: site.configShown, message: `the plugin "${name}" failed in ${hook}: ${first}`, hint: `fix the plugin or its options, or remove it from \`plugins\` (run with DEBUG=1 for the plugin's stack trace)` }),
    error,
  );
}

function withCause(error: DocsgenError, cause: unknown): DocsgenError {
  Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}

/**
 * Loads a plugin's content. With a `cacheKey`, the content is kept in the build cache with the files
 * it was read from, and used again while the key and those files are unchanged.
 */
export async function loadPluginContent<Content>(plugin: DocsgenPlugin<Content> | BuiltInPlugin<Content>, site: PluginSite, cache?: BuildCache): Promise<LoadedPlugin<Content>> {
  const stored = plugin.cacheKey !== undefined && cache?.enabled ? { cache, key: cacheKey(await generatorFingerprint(), 'plugin-content', site.rootDir, plugin.name, plugin.cacheKey) } : undefined;
  const hit = stored && (await stored.cache.read<{ content: Content; dependencies: string[] }>(stored.key));
  if (hit) return { plugin: plugin as DocsgenPlugin<Content>, content: hit.content, dependencies: hit.dependencies };
  const { read, dependencies } = createSiteReader(site.rootDir);
  const content = plugin.loadContent ? await callHook(plugin, 'loadContent', site, () => plugin.loadContent!({ ...contextOf(site), read })) : (undefined as Content);
  const files = [...dependencies];
  if (stored) {
    try {
      stored.cache.write(stored.key, { content, dependencies: files }, files);
    } catch (error) {
      throw pluginFailure(plugin.name, 'loadContent', site, new Error(`its content could not be kept in the build cache (with a cacheKey, loadContent must return JSON): ${(error as Error).message}`));
    }
  }
  return { plugin: plugin as DocsgenPlugin<Content>, content, dependencies: files };
}

/** Runs a loaded plugin's `contentLoaded`, collecting what it adds. */
export async function contributionsOf(loaded: LoadedPlugin, site: PluginSite): Promise<PluginContributions> {
  const { plugin } = loaded;
  const out: PluginContributions = { name: plugin.name, pages: [], sidebarItems: [], sidebars: [], copies: [], outputs: [], redirects: [], warnings: [] };
  const all = createActions(plugin.name, site, out);
  // A site's plugin gets the public actions only.
  const actions: PluginActions | BuiltInActions = (plugin as AnyPlugin & { builtIn?: true }).builtIn
    ? all
    : { addPage: all.addPage, addSidebarItems: all.addSidebarItems, addSidebar: all.addSidebar, copyFile: all.copyFile, addFile: all.addFile, addRedirect: all.addRedirect, warn: all.warn };
  const hook = (plugin as AnyPlugin).contentLoaded as ((args: object) => void | Promise<void>) | undefined;
  if (hook) await callHook(plugin as AnyPlugin, 'contentLoaded', site, () => hook.call(plugin, { ...contextOf(site), content: loaded.content, actions }));
  return out;
}

/** Runs every plugin's `postBuild`, in order, once the output folder `outDir` holds the whole site. */
export async function runPostBuild(loaded: LoadedPlugin[], site: PluginSite, outDir: string, routes: PluginRoute[]): Promise<void> {
  for (const { plugin, content } of loaded) {
    if (!plugin.postBuild) continue;
    await callHook(plugin as AnyPlugin, 'postBuild', site, () => plugin.postBuild!({ ...contextOf(site), outDir, routes, content }));
  }
}

/** Merges the plugins' contributions, in plugin order, into what the route table takes. */
export function mergeContributions(all: PluginContributions[]): Contributions {
  const merged: Contributions = { pages: [], apiSidebarItems: [], files: [], redirects: [], pluginSidebarItems: new Map(), sidebars: new Map(), outputs: [] };
  for (const c of all) {
    merged.pages.push(...c.pages);
    merged.pluginSidebarItems!.set(c.name, c.sidebarItems);
    for (const [name, items] of c.sidebars) merged.sidebars!.set(name, items);
    merged.files.push(...c.copies);
    merged.outputs!.push(...c.outputs);
    merged.redirects!.push(...c.redirects);
    if (c.groupSidebars) merged.apiGroupSidebars = { ...merged.apiGroupSidebars, ...c.groupSidebars };
  }
  merged.apiSidebarItems = merged.pluginSidebarItems!.get('api-reference') ?? [];
  return merged;
}

/** A route as the route table takes it: "/" or "/a/b/", nothing that could leave the output folder. */
const ROUTE = /^\/(?:[^/\\?#\s\0]+\/)*$/;
/** A file path under the output folder: relative, forward slashes, no "." or ".." segment. */
const OUTPUT_PATH = /^(?!\/)(?:(?!\.\.?(?:\/|$))[^/\\\0]+\/)*(?!\.\.?$)[^/\\\0]+$/;

function createActions(name: string, site: PluginSite, out: PluginContributions): BuiltInActions {
  const prefix = site.config.baseUrl.replace(/\/$/, '');
  const fail = (message: string): never => {
    throw new Error(message);
  };
  const checkRoute = (route: unknown, what: string) => {
    if (typeof route !== 'string' || !ROUTE.test(route) || route.split('/').some((s) => s === '.' || s === '..')) fail(`${what} ${JSON.stringify(route)} is not a route: give a site path without the base URL that starts and ends with "/", such as "/changelog/"`);
  };
  const checkOutputPath = (file: unknown, what: string) => {
    if (typeof file !== 'string' || !OUTPUT_PATH.test(file)) fail(`${what} ${JSON.stringify(file)} is not a path inside the output folder: give a relative path such as "changelog/feed.json"`);
  };
  const toNode = (item: PluginSidebarItem): SidebarNode => {
    if (item.type === 'link') {
      const external = /^https?:\/\//.test(item.href);
      if (!external) checkRoute(item.href.split(/[?#]/)[0], 'the sidebar link');
      return { type: 'link', label: String(item.label), href: external ? item.href : prefix + item.href, external };
    }
    if (item.type === 'category') {
      if (item.href !== undefined) checkRoute(item.href, 'the sidebar category link');
      return { type: 'category', label: String(item.label), ...(item.href ? { href: prefix + item.href } : {}), collapsed: item.collapsed ?? false, items: (item.items ?? []).map(toNode) };
    }
    return fail(`a sidebar item must have type "link" or "category", not ${JSON.stringify((item as { type?: unknown }).type)}`);
  };
  return {
    addPage<Props extends object>(page: PluginPage<Props>) {
      checkRoute(page.route, 'the page route');
      if (typeof page.title !== 'string' || !page.title) fail(`the page ${page.route} has no title`);
      if ((page.html === undefined) === (page.component === undefined)) fail(`the page ${page.route} needs its body as \`html\` or as a \`component\` (one of the two)`);
      const html = page.html ?? renderToStaticMarkup(createElement(page.component as FunctionComponent<Props>, page.props ?? ({} as Props)));
      out.pages.push({
        kind: 'contributed',
        route: page.route,
        title: page.title,
        description: page.description,
        sidebar: page.sidebar,
        source: page.source,
        plugin: name,
        html: String(html),
        toc: page.toc ?? [],
        ...(page.wide ? { articleClass: 'doc__article--wide' } : {}),
      });
    },
    addSidebarItems(items) {
      out.sidebarItems.push(...items.map(toNode));
    },
    addSidebar(sidebar, items) {
      if (typeof sidebar !== 'string' || !sidebar) fail('a sidebar needs a name');
      if (sidebar in site.config.sidebars || out.sidebars.some(([n]) => n === sidebar)) fail(`the sidebar "${sidebar}" exists already; give the plugin's sidebar another name`);
      out.sidebars.push([sidebar, items.map(toNode)]);
    },
    copyFile({ from, to }) {
      checkOutputPath(to, 'the copy destination');
      if (typeof from !== 'string' || path.isAbsolute(from)) fail(`the file to copy ${JSON.stringify(from)} must be a path relative to the site folder`);
      const checked = checkSiteFile(site.rootDir, path.resolve(site.rootDir, from));
      if (!checked.ok) throw new SiteReadError(printableName(from), describeRefusal(checked.reason));
      out.copies.push({ from: checked.realPath, to });
    },
    addFile({ path: file, contents }) {
      checkOutputPath(file, 'the file');
      out.outputs.push({ path: file, contents: String(contents), plugin: name });
    },
    addRedirect({ from, to }) {
      checkRoute(from, 'the redirect source');
      checkRoute(to.split(/[?#]/)[0], 'the redirect target');
      out.redirects.push({ from, to });
    },
    warn(message, where) {
      out.warnings.push({ file: where?.file ?? site.configShown, message: `the plugin "${name}": ${message}`, ...(where?.hint ? { hint: where.hint } : {}) });
    },
    addBuiltPage(page) {
      out.pages.push(page);
    },
    addSidebarNodes(nodes) {
      out.sidebarItems.push(...nodes);
    },
    addGroupSidebars(groups) {
      out.groupSidebars = { ...out.groupSidebars, ...groups };
    },
    copyCheckedFile(file) {
      out.copies.push(file);
    },
  };
}

/** The routes `postBuild` is told about: every page of the table, with its file and URL path. */
export function pluginRoutes(pages: Array<{ route: string; title: string; kind: string }>, config: SiteConfig): PluginRoute[] {
  const href = hrefsOf(config);
  return pages.map((p) => ({ route: p.route, path: href(p.route), title: p.title, file: outputPathOfPage(p, config) }));
}
