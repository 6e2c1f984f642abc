/**
 * A Docusaurus repo's own plugins: a function in `plugins` (`async function tailwind() { return {
 * name, configurePostCss } }`) or a module of the repo named by path (`'./plugins/tailwind.js'`).
 * docsgen calls each one as Docusaurus would, and keeps what its `configurePostCss` adds (the
 * PostCSS plugins, Tailwind's most often, that make the site's CSS) and the import aliases its
 * `configureWebpack` sets (`resolve.alias`). Its other hooks (pages, head tags, the rest of webpack's
 * settings…) are not run; those are named in the config's one warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurusModule } from './import-config.ts';

type Obj = Record<string, unknown>;

/** What docsgen did with one of the repo's own plugins. */
export interface OwnPlugin {
  /** How the warning names it: "the plugin function tailwindPlugin", "./plugins/tw.js". */
  label: string;
  /** Its hooks docsgen does not run (empty: everything it does, docsgen does). */
  notRun: string[];
  /** Why it could not be used at all, when it could not. */
  failed?: string;
}

/** Hooks that only name or describe a plugin: nothing is lost when they are not called. */
const HARMLESS_HOOKS = new Set(['name', 'configurePostCss', 'getPathsToWatch', 'getTypeScriptThemePath', 'getSwizzleComponentList', 'getDefaultCodeTranslationMessages', 'options', 'version']);

/**
 * Calls the repo's plugin functions and plugin modules in `plugins`, by index; returns the PostCSS
 * plugins their `configurePostCss` hooks add, in order, and what each plugin does that docsgen does not.
 */
export async function ownPlugins(raw: Obj, rootDir: string, configFile: string): Promise<{ postcssPlugins: unknown[]; aliases: Record<string, string>; plugins: Map<number, OwnPlugin>; replacesPostcssPlugins: boolean }> {
  const postcssPlugins: unknown[] = [];
  let replacesPostcssPlugins = false;
  const aliases: Record<string, string> = {};
  const plugins = new Map<number, OwnPlugin>();
  const entries = Array.isArray(raw.plugins) ? (raw.plugins as unknown[]) : [];
  for (const [index, entry] of entries.entries()) {
    const [target, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    const found = await pluginFunction(target, rootDir);
    if (!found) continue;
    const { fn, label } = found;
    try {
      const plugin = (await fn(loadContext(raw, rootDir, configFile), options ?? {})) as Obj | null | undefined;
      const hooks = plugin && typeof plugin === 'object' ? Object.keys(plugin).filter((key) => plugin[key] !== undefined) : [];
      if (plugin && typeof plugin.configurePostCss === 'function') {
        // Given Docusaurus' own plugins (here a stand-in), as Docusaurus calls it: a hook that sets
        // `plugins = [tailwind]` instead of pushing onto them drops Docusaurus' cascade layers too.
        const made = plugin.configurePostCss({ plugins: [DOCUSAURUS_POSTCSS_PLUGINS] }) as { plugins?: unknown[] } | undefined;
        const list = Array.isArray(made?.plugins) ? made.plugins : [];
        if (!list.includes(DOCUSAURUS_POSTCSS_PLUGINS)) replacesPostcssPlugins = true;
        postcssPlugins.push(...list.filter((p) => p !== DOCUSAURUS_POSTCSS_PLUGINS));
      }
      const webpackFollowed = plugin && typeof plugin.configureWebpack === 'function' ? webpackAliases(plugin.configureWebpack as WebpackHook, rootDir, aliases) : false;
      plugins.set(index, { label, notRun: hooks.filter((hook) => !HARMLESS_HOOKS.has(hook) && !(hook === 'configureWebpack' && webpackFollowed)) });
    } catch (error) {
      plugins.set(index, { label, notRun: [], failed: error instanceof Error ? error.message : String(error) });
    }
  }
  return { postcssPlugins, aliases, plugins, replacesPostcssPlugins };
}

/** Stands for Docusaurus' own PostCSS plugins in the options a `configurePostCss` hook is given. */
const DOCUSAURUS_POSTCSS_PLUGINS = Object.freeze({ postcssPlugin: 'docusaurus-own-plugins' });

type WebpackHook = (config: Obj, isServer: boolean, utils: Obj, content: unknown) => unknown;

/**
 * The import aliases a `configureWebpack` hook sets (`resolve.alias`, returned or written into the
 * config it gets), as paths relative to the site folder, into `aliases`. True when that is all the
 * hook does, so nothing of it is lost.
 */
function webpackAliases(hook: WebpackHook, rootDir: string, aliases: Record<string, string>): boolean {
  // Docusaurus' own aliases are in the config a hook gets (a search plugin reads '@generated').
  const own: Record<string, string> = { '@site': rootDir, '@generated': path.join(rootDir, '.docusaurus') };
  const config: Obj = { resolve: { alias: { ...own } }, module: { rules: [] }, plugins: [] };
  const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack' } };
  let made: Obj | undefined;
  try {
    made = hook(config, false, utils, undefined) as Obj | undefined;
  } catch {
    // A hook that needs more of webpack's config than this: not followed, and named as such.
    return false;
  }
  const found = { ...((config.resolve as Obj).alias as Obj), ...(((made?.resolve as Obj | undefined)?.alias as Obj | undefined) ?? {}) };
  for (const [name, target] of Object.entries(found)) {
    if (typeof target === 'string' && own[name] !== target) aliases[name.replace(/\$$/, '')] = path.relative(rootDir, path.resolve(rootDir, target)) || '.';
  }
  const madeKeys = made && typeof made === 'object' ? Object.keys(made).filter((key) => key !== 'mergeStrategy') : [];
  const resolveKeys = made?.resolve && typeof made.resolve === 'object' ? Object.keys(made.resolve as Obj) : [];
  return madeKeys.every((key) => key === 'resolve') && resolveKeys.every((key) => key === 'alias');
}

/** The plugin function a `plugins` entry stands for: itself, or the default export of a module of the repo named by path. */
async function pluginFunction(target: unknown, rootDir: string): Promise<{ fn: (...args: unknown[]) => unknown; label: string } | undefined> {
  if (typeof target === 'function') return { fn: target as (...args: unknown[]) => unknown, label: target.name ? `the plugin function ${target.name}` : 'a plugin function' };
  if (typeof target !== 'string' || !(target.startsWith('.') || path.isAbsolute(target))) return undefined;
  const file = resolveModule(path.resolve(rootDir, target));
  const root = fs.realpathSync(rootDir);
  if (!file || !(fs.realpathSync(file) + path.sep).startsWith(root + path.sep)) return undefined;
  const fn = (await importDocusaurusModule(file, new Map(), { callExport: false })).value;
  return typeof fn === 'function' ? { fn: fn as (...args: unknown[]) => unknown, label: path.relative(rootDir, file).split(path.sep).join('/') } : undefined;
}

/** A module path as Node would find it: the file, or with an extension, or a folder's index. */
function resolveModule(base: string): string | undefined {
  const candidates = [base, ...['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts'].flatMap((ext) => [base + ext, path.join(base, `index${ext}`)])];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The parts of Docusaurus' LoadContext a plugin's setup reads (its folder, config, locale). */
function loadContext(raw: Obj, rootDir: string, configFile: string): Obj {
  const i18n = (raw.i18n && typeof raw.i18n === 'object' ? raw.i18n : {}) as Obj;
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  return {
    siteDir: rootDir,
    siteConfig: raw,
    siteConfigPath: configFile,
    generatedFilesDir: path.join(rootDir, '.docusaurus'),
    outDir: path.join(rootDir, 'build'),
    baseUrl: typeof raw.baseUrl === 'string' ? raw.baseUrl : '/',
    i18n: { defaultLocale, locales: Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale], currentLocale: defaultLocale, path: 'i18n', localeConfigs: {} },
    localizationDir: path.join(rootDir, 'i18n', defaultLocale),
    codeTranslations: {},
  };
}
