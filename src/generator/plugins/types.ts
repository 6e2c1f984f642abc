/**
 * The lifecycle plugin API (`docsgen/plugin`). A plugin follows the build's own pipeline, as a
 * Docusaurus plugin does: `loadContent` reads its inputs (files inside the site only, through the
 * reader it is given), `contentLoaded` turns them into pages and sidebar items before the route table
 * is built, and `postBuild` runs once every page is written, before the new output replaces dist/.
 * The API reference is a plugin of this kind too (openapi/plugin.ts).
 */
import type { SiteConfig } from '../config/schema.ts';

/** Reads files of the site: paths are relative to the site folder, and must stay inside it (symlinks resolved). */
export interface SiteReader {
  /** The file's text (UTF-8). Throws for a file outside the site, missing, or not a regular file. */
  readText(relativePath: string): string;
  /** The file parsed as JSON; a syntax error names the file. */
  readJson<T = unknown>(relativePath: string): T;
  /** Whether the path is a regular file inside the site. */
  exists(relativePath: string): boolean;
}

/** What every hook is given about the site. */
export interface PluginContext {
  /** Absolute path of the site folder (where site.config.ts is). */
  siteDir: string;
  /** The validated config, every default filled in. */
  config: SiteConfig;
  /** The site's base URL ("/" or "/docs/"): routes are written without it, links with it. */
  baseUrl: string;
}

/** What `loadContent` is given: the context and the only way it should read the site's files. */
export interface LoadContext extends PluginContext {
  /** Every file read through it is a dependency of the plugin's content (build cache, dev server). */
  read: SiteReader;
}

/** A heading of a plugin page's table of contents. */
export interface PluginTocItem {
  depth: number;
  id: string;
  text: string;
}

/** A page a plugin adds: rendered through the site's layout (navbar, sidebar, footer, search). */
export interface PluginPage<Props extends object = Record<string, never>> {
  /** The page's route without the base URL, starting and ending with "/": "/changelog/". */
  route: string;
  title: string;
  /** For the meta description, search results and cards. */
  description?: string;
  /** The name of the sidebar the page shows (one of config.sidebars, or one the plugin adds). */
  sidebar?: string;
  /** The body, as HTML (give this or `component`). Headings with ids make search sections. */
  html?: string;
  /** The body, as a React component rendered to static HTML at build time (no client-side hydration). */
  component?: (props: Props) => unknown;
  /** Props of `component`. */
  props?: Props;
  /** The table of contents shown beside the body. */
  toc?: PluginTocItem[];
  /** A wide body, without the reading-width limit (as the API operation pages have). */
  wide?: boolean;
  /** The site file the page is made from (relative to the site), for messages. */
  source?: string;
}

/** A sidebar entry a plugin adds; `href` is a site path ("/changelog/") or an absolute URL. */
export type PluginSidebarItem =
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: PluginSidebarItem[]; href?: string; collapsed?: boolean };

/** What `contentLoaded` can contribute to the site. */
export interface PluginActions {
  /** Adds a page. Two sources of one route fail the build, naming both. */
  addPage<Props extends object>(page: PluginPage<Props>): void;
  /**
   * Adds sidebar items, placed where a sidebar of the config has `{ type: 'plugin', name: '<plugin name>' }`
   * (the built-in API reference's items go where `{ type: 'api' }` is).
   */
  addSidebarItems(items: PluginSidebarItem[]): void;
  /** Adds a whole sidebar (pages show it through their `sidebar`); its name must not be one of the config's. */
  addSidebar(name: string, items: PluginSidebarItem[]): void;
  /** Publishes a file of the site as it is: `from` relative to the site (inside it), `to` relative to the output. */
  copyFile(file: { from: string; to: string }): void;
  /** Writes a file into the output: `path` relative to it ("changelog/feed.json"). */
  addFile(file: { path: string; contents: string }): void;
  /** Sends an old URL to a route (both without the base URL); a page or a configured redirect at `from` wins. */
  addRedirect(redirect: { from: string; to: string }): void;
  /** Reports a warning in the build's summary. */
  warn(message: string, where?: { file?: string; hint?: string }): void;
}

/** A built page, as `postBuild` is told about it. */
export interface PluginRoute {
  /** The route without the base URL: "/changelog/". */
  route: string;
  /** The page's URL path, base URL included: "/docs/changelog/". */
  path: string;
  title: string;
  /** The page's file, relative to `outDir`: "changelog/index.html". */
  file: string;
}

/** A docsgen plugin. `Content` is what `loadContent` returns and the later hooks receive. */
export interface DocsgenPlugin<Content = unknown> {
  /** A unique name: it is in error messages and in `{ type: 'plugin', name }` sidebar items. */
  name: string;
  /** Reads the plugin's inputs. Runs once per build (again in the dev server when a watched file changes). */
  loadContent?(context: LoadContext): Content | Promise<Content>;
  /** Contributes pages, sidebar items and files from the content. */
  contentLoaded?(args: { content: Content; actions: PluginActions } & PluginContext): void | Promise<void>;
  /**
   * Runs once every page and file is written, before the new output replaces the previous one:
   * `outDir` is that new output's folder. A file it adds goes out with the site; it should add
   * files, not edit pages (an unchanged page is a hard link to the previous build's file).
   */
  postBuild?(args: { outDir: string; routes: PluginRoute[]; content: Content } & PluginContext): void | Promise<void>;
  /** Files and folders (relative to the site) whose changes the dev server reloads this plugin for, besides the files it read. */
  watchPaths?: string[];
  /**
   * Set it to let the build cache keep `loadContent`'s result (which must then be JSON) between
   * builds: it is used again while this key and every file read through `read` are unchanged. Put
   * in it whatever else the content depends on (the plugin's version and options).
   */
  cacheKey?: string;
}
