/**
 * `docsgen/plugin`: types for the plugins a site adds in `site.config.ts`.
 *
 * - Lifecycle plugins (`plugins: [...]`): a `DocsgenPlugin` reads its inputs in `loadContent`,
 *   adds pages, sidebar items and files in `contentLoaded`, and runs `postBuild` once the output is
 *   written; the built-in API reference is one. See docs/plugins.md.
 * - Markdown plugins: `markdown.remarkPlugins` run on each doc's Markdown tree (mdast) after
 *   docsgen's own transforms (admonitions, directives), `markdown.rehypePlugins` on its HTML tree
 *   (hast) after code highlighting, before heading ids, links and search text are collected. Any
 *   unified plugin from npm works as well as a site's own.
 */
import type { Root as MdastRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';

export type { MarkdownPlugin } from './generator/config/schema.ts';
export type { DocsgenPlugin, LoadContext, PluginContext, SiteReader, PluginActions, PluginPage, PluginSidebarItem, PluginTocItem, PluginRoute } from './generator/plugins/types.ts';

/** The file a plugin's transform receives: the doc's path under content/, and unified's data. */
export interface PluginFile {
  path: string;
  data: Record<string, unknown>;
}

/** A remark plugin: called once per pipeline with its options; returns the transform of each doc's Markdown tree. */
export type RemarkPlugin<Options = void> = (options: Options) => ((tree: MdastRoot, file: PluginFile) => void) | void;

/** A rehype plugin: called once per pipeline with its options; returns the transform of each doc's HTML tree. */
export type RehypePlugin<Options = void> = (options: Options) => ((tree: HastRoot, file: PluginFile) => void) | void;
