/**
 * Imports a Docusaurus config (docusaurus.config.js/.ts/.mjs/.cjs) or a sidebars file, whether or
 * not the repo's node_modules exist: esbuild bundles the file and what it imports from the repo;
 * the Docusaurus ecosystem's packages a config imports for values docsgen does not use (Prism
 * themes, `@docusaurus/*` helpers and types) are replaced by stubs; any other package (remark and
 * rehype plugins among them) is loaded from the repo's node_modules when installed, ES-module-only
 * packages through `import()`, else stubbed with a warning. The module runs as CommonJS so that
 * `require.resolve('./sidebars.js')` and `require('./x.json')` work as they do under Docusaurus.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { importModule } from '../import-module.ts';
import { prismThemes } from '../../render/prism-theme-data.ts';

/**
 * Packages always stubbed: configs import them for themes and types only. `@docusaurus/remark-plugin-*`
 * are Markdown plugins: loaded like any other package.
 */
const ECOSYSTEM = /^(prism-react-renderer|@docusaurus\/(?!remark-plugin-)|docusaurus-plugin-|@easyops-cn\/|@mdx-js\/)/;

/** Why a package is a stub, by stub: its name and, when it was installed but failed to load, the error. */
const stubs = new WeakMap<object, { name: string; failed?: string; path: string }>();

/**
 * A stub module: any property read is a stub again, so `themes.github` or `x.default` work, and
 * remembers the path read (`prism-react-renderer.themes.github`: which Prism theme a config chose).
 */
function stubOf(name: string, failed?: string, path = name): unknown {
  const children = new Map<string, unknown>();
  const child = (key: string) => children.get(key) ?? children.set(key, stubOf(name, failed, key === 'default' ? path : `${path}.${key}`)).get(key);
  // A Prism theme the config reads into (`{ ...themes.github, styles: [...themes.github.styles, mine] }`)
  // is the theme's data, from docsgen's own copy of the package, loaded only then.
  const theme = /^prism-react-renderer\.themes\.(\w+)$/.exec(path)?.[1];
  const data = () => (theme ? prismThemes()[theme] : undefined);
  const target = function stub() {};
  const stub: object = new Proxy(target, {
    get: (_, key) => (key === '__esModule' ? false : key === Symbol.toPrimitive ? () => '' : typeof key === 'string' ? (theme && (key === 'plain' || key === 'styles') && data() ? data()![key] : child(key)) : stub),
    apply: () => stub,
    ownKeys: () => [...(data() ? Object.keys(data()!) : []), ...Reflect.ownKeys(target)],
    getOwnPropertyDescriptor: (_, key) => {
      const own = data();
      return typeof key === 'string' && own && key in own ? { value: own[key], enumerable: true, configurable: true, writable: true } : Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  stubs.set(stub, { name, failed, path });
  return stub;
}
const STUB_PREFIX = 'docsgen-stub:';

/** The package each loaded module (and its default export) came from, for messages. */
const packageNames = new WeakMap<object, string>();

/** The package a value was loaded from (a package's module or its default export), else undefined. */
export function packageOf(value: unknown): string | undefined {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) ? packageNames.get(value) : undefined;
}

/** The package a value stands in for when it is (part of) a stubbed package, else undefined. */
export function stubbedPackage(value: unknown): { name: string; failed?: string; path: string } | undefined {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) ? stubs.get(value) : undefined;
}

export interface ImportedModule {
  value: unknown;
  /** Packages that were not installed and were replaced by stubs. */
  stubbed: string[];
  /** Packages that were installed but failed to load (replaced by stubs), with the error. */
  failed: Array<{ name: string; message: string }>;
}

/** The marker item a stood-in API sidebar file exports; map-sidebars.ts makes it `{ type: 'api', group }`. */
export const API_GROUP_MARKER = '__docsgen_api_group__';

/**
 * Files the module may import that docsgen stands in for: absolute paths without their extension
 * (".../docs/petstore/sidebar") to the API group whose sidebar they are.
 */
export type ApiSidebarFiles = Map<string, string>;

/**
 * The module that stands in for an API group's generated sidebar (`base`: its path without the
 * extension). Without the file, or without the generated docs beside it, it is the group's info doc
 * then the rest, as the plugin's generated sidebar lists them (a sidebars file that slices the list,
 * `.slice(1)`, gets the same parts). With them, it is the file's own export, each sidebar's items
 * for the generated docs (`*.api.mdx`, `*.info.mdx`, `*.tag.mdx`, `schemas/*.schema.mdx`) made
 * those parts, and the repo's own items among them (an `index` doc it added) kept where they are.
 */
function apiSidebarStandIn(group: string, base: string): string {
  const file = ['.ts', '.js', '.cjs', '.mjs'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  const generated = (dir: string, pattern: RegExp) => {
    try {
      return fs.readdirSync(dir).flatMap((name) => pattern.exec(name)?.slice(1, 3) ?? []);
    } catch {
      return [];
    }
  };
  const files = [...generated(path.dirname(base), /^(.+)\.(api|info|tag)\.mdx$/), ...generated(path.join(path.dirname(base), 'schemas'), /^(.+)\.(schema)\.mdx$/)];
  const ids = files.filter((_, i) => i % 2 === 0);
  const info = ids.filter((_, i) => files[i * 2 + 1] === 'info');
  const marker = (part: string) => `{ type: ${JSON.stringify(API_GROUP_MARKER)}, group: ${JSON.stringify(group)}, part: '${part}' }`;
  if (!file || ids.length === 0) return `const items = [${marker('info')}, ${marker('rest')}];\nitems.default = items;\nmodule.exports = items;\n`;
  return `const own = require(${JSON.stringify(file)});
const exported = own && own.__esModule ? own.default : own;
const generated = new Set(${JSON.stringify(ids)}), info = new Set(${JSON.stringify(info)});
const idOf = (item) => typeof item === 'string' ? item : item && (item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string' ? item.id : undefined;
const isGenerated = (item) => {
  const id = idOf(item);
  if (id !== undefined) return generated.has(id.split('/').pop());
  return Boolean(item && item.type === 'category' && Array.isArray(item.items) && item.items.length && item.items.every(isGenerated));
};
const standIn = (items) => {
  const out = [];
  let rest = false;
  for (const item of items) {
    if (!isGenerated(item)) out.push(item);
    else if (info.has(String(idOf(item)).split('/').pop())) out.push(${marker('info')});
    else if (!rest) { rest = true; out.push(${marker('rest')}); }
  }
  return out;
};
const value = Array.isArray(exported) ? standIn(exported) : Object.fromEntries(Object.entries(exported || {}).map(([name, items]) => [name, Array.isArray(items) ? standIn(items) : items]));
Object.defineProperty(value, 'default', { value, enumerable: false });
module.exports = value;
`;
}

export async function importDocusaurusModule(absPath: string, apiSidebars: ApiSidebarFiles = new Map(), options: { callExport?: boolean } = {}): Promise<ImportedModule> {
  // A JSON file (a versioned sidebars file) is data: read as such.
  if (absPath.endsWith('.json')) return { value: JSON.parse(await fs.promises.readFile(absPath, 'utf8')) as unknown, stubbed: [], failed: [] };
  const siteRequire = createRequire(absPath);
  const stubbed: string[] = [];
  /** The packages the module imports, by resolved path: their names as the module wrote them. */
  const packages = new Map<string, string>();
  const result = await esbuild.build({
    entryPoints: [absPath],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    loader: { '.js': 'jsx' },
    // The repo's own modules are ES modules bundled as CommonJS, where `import.meta` is empty: a
    // remark plugin of the repo's taking its folder from `import.meta.url` failed to load. Each module
    // gets its own (see the onLoad below).
    define: { 'import.meta': IMPORT_META },
    // A dynamic import of an ES-module-only package (remark-math, say) in a CommonJS config becomes a
    // require() of the module loaded below: the code runs through `new Function`, which has no import().
    supported: { 'dynamic-import': false },
    plugins: [
      {
        name: 'docusaurus-config-packages',
        setup(build) {
          // docusaurus-plugin-openapi-docs' generated sidebar slice, which may not have been generated.
          build.onResolve({ filter: /^\.|^\// }, (args) => {
            // The stand-in's own import of the generated file, below: the file itself.
            if (args.namespace === 'docsgen-api-sidebar') return undefined;
            const base = path.resolve(args.resolveDir, args.path).replace(/\.(ts|js|cjs|mjs)$/, '');
            const group = apiSidebars.get(base);
            return group === undefined ? undefined : { path: group, namespace: 'docsgen-api-sidebar', pluginData: base };
          });
          build.onLoad({ filter: /.*/, namespace: 'docsgen-api-sidebar' }, (args) => ({ contents: apiSidebarStandIn(args.path, String(args.pluginData)), loader: 'js', resolveDir: path.dirname(String(args.pluginData)) }));
          build.onLoad({ filter: /\.(?:[cm]?[jt]sx?)$/ }, async (args) => {
            if (args.path.split(path.sep).includes('node_modules')) return undefined;
            const source = await fs.promises.readFile(args.path, 'utf8');
            const meta = { url: pathToFileURL(args.path).href, filename: args.path, dirname: path.dirname(args.path) };
            // A module the config requires is bundled into it: its `__dirname` must stay its own folder
            // (a plugin's `path.resolve(__dirname, '../src')`), unless it declares the name itself.
            const own = (['__dirname', '__filename'] as const).filter((name) => source.includes(name) && !new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`).test(source));
            const locals = own.map((name) => `var ${name} = ${JSON.stringify(name === '__dirname' ? meta.dirname : meta.filename)};`).join('');
            // On the first line, so that every line keeps its number in esbuild's messages.
            return { contents: `var ${IMPORT_META} = ${JSON.stringify(meta)};${locals}${source}`, loader: loaderOf(args.path) };
          });
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            if (ECOSYSTEM.test(args.path)) return { path: STUB_PREFIX + args.path, external: true };
            if (args.pluginData === RESOLVING) return undefined;
            // esbuild's resolver, from the importing file's folder: the package's `import` or `require` export as the statement asks.
            const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: RESOLVING });
            if (resolved.errors.length || !resolved.path) {
              stubbed.push(args.path);
              return { path: STUB_PREFIX + args.path, external: true };
            }
            packages.set(resolved.path, args.path);
            return { path: resolved.path, external: true };
          });
        },
      },
    ],
  });
  const failed: ImportedModule['failed'] = [];
  const loaded = new Map<string, unknown>();
  for (const [file, name] of packages) {
    // A stylesheet or image the config names by `require.resolve` is a path, not code to load.
    if (!/\.(?:[cm]?[jt]sx?|json|node)$/.test(file)) continue;
    try {
      const value = await loadPackage(file, siteRequire);
      for (const part of [value, (value as { default?: unknown } | null)?.default]) if ((typeof part === 'function' || (typeof part === 'object' && part !== null)) && !packageNames.has(part)) packageNames.set(part, name);
      loaded.set(file, value);
    } catch (error) {
      const message = (error as Error).message?.split('\n')[0] ?? String(error);
      failed.push({ name, message });
      loaded.set(file, stubOf(name, message));
    }
  }
  const stubbedModules = new Map<string, unknown>();
  const stubFor = (name: string) => stubbedModules.get(name) ?? stubbedModules.set(name, stubOf(name)).get(name);
  const module: { exports: Record<string, unknown> } = { exports: {} };
  // `require.resolve('@easyops-cn/docusaurus-search-local')` of a stubbed package (a theme named by
  // its path, as configs often do) is its name: the config's plugin list then names it.
  const resolve = (spec: string) => (spec.startsWith(STUB_PREFIX) ? spec.slice(STUB_PREFIX.length) : spec.startsWith('.') ? path.resolve(path.dirname(absPath), spec) : siteRequire.resolve(spec));
  const require = Object.assign((spec: string): unknown => (spec.startsWith(STUB_PREFIX) ? stubFor(spec.slice(STUB_PREFIX.length)) : loaded.has(spec) ? loaded.get(spec) : siteRequire(spec)), { resolve });
  new Function('require', 'module', 'exports', '__filename', '__dirname', result.outputFiles[0].text)(require, module, module.exports, absPath, path.dirname(absPath));
  let value: unknown = 'default' in module.exports ? module.exports.default : module.exports;
  // A config may be a function (sync or async) returning the config (a plugin module's function is called by its caller).
  if (typeof value === 'function' && options.callExport !== false) value = await (value as () => unknown)();
  // Or the promise of one (`export default getConfig()` of an async function), which Docusaurus awaits.
  if (isThenable(value)) value = await value;
  return { value, stubbed, failed };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** The name `import.meta` stands for in each of the repo's modules (a variable of its own, made by the onLoad hook). */
const IMPORT_META = '__docsgenImportMeta';

/** esbuild's loader for a module of the repo: TypeScript as such, JavaScript with JSX allowed (as `.js` configs are). */
function loaderOf(file: string): esbuild.Loader {
  if (/\.[cm]?tsx$/.test(file)) return 'tsx';
  if (/\.[cm]?ts$/.test(file)) return 'ts';
  return 'jsx';
}

/** Marks esbuild's own resolution of a package name, so the plugin's onResolve lets it through. */
const RESOLVING = Symbol('resolving');

/**
 * A package's module as the bundled CommonJS code expects it: a CommonJS file required; an ES module
 * imported, its namespace marked `__esModule` so that `import x from` gives its default export.
 */
async function loadPackage(file: string, siteRequire: NodeJS.Require): Promise<unknown> {
  if (!isEsModule(file)) return siteRequire(file);
  const namespace = (await importModule(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.freeze({ ...namespace, __esModule: true });
}

/** Whether Node reads the file as an ES module: `.mjs`, or `.js` in a package of `"type": "module"`. */
function isEsModule(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module';
      } catch {
        return false;
      }
    }
    if (path.dirname(dir) === dir) return false;
  }
}
