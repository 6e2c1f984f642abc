/**
 * Runs an MDX doc and what it imports without a bundler: each file becomes a CommonJS module
 * (MDX through compile-mdx.ts with recma-commonjs.ts, JS/JSX/TS through one esbuild transform per
 * file and thread, JSON, images, SVG and CSS directly), and a small `require` links them when the
 * doc is evaluated. One esbuild build per doc (bundle.ts) cost about 15 ms of CPU and more of
 * waiting; a doc's own compile and a transform per component file now cost a few ms, and a
 * component, partial or JSON file shared by many docs is read and compiled once per thread.
 *
 * Only relative and `@site/` imports of files inside the site root, and docsgen's provided modules,
 * are linked here; anything else (a package from the site's node_modules, a folder's package.json,
 * a file this resolver does not find, a file outside the root) returns `undefined` and the doc goes
 * through bundle.ts, which resolves like esbuild and words the errors. A doc is linked the same
 * way either way, so the two give the same HTML.
 */
import { ASSET_FILE as ASSET } from './asset-files.ts';
import { CSS_MODULE, cssModuleNames, cssModulePrefix, scopedCss } from './css-modules.ts';
import { mirroredCss } from '../mirror-css.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { ComponentType } from 'react';
import type { VFile } from 'vfile';
import { parseFrontMatter } from '../front-matter.ts';
import type { ImageAsset } from '../markdown/types.ts';
import { INLINE_LOADER, siteRelative, type BundleError, type BundleOptions, type SiteCssFile } from './bundle.ts';
import { isInsideSite } from '../site-files.ts';
import { compileMdxFile, MdxSyntaxError, type MdxFile } from './compile-mdx.ts';
import { DEFAULT_HELPER, NAMESPACE_HELPER, type ModuleImport } from './recma-commonjs.ts';
import { svgComponentModule } from './svg-module.ts';
import { cssWithPublishedUrls } from './css-urls.ts';
import { looksInteractive } from './interactive.ts';
import { PROVIDED_MODULES, PROVIDED_PREFIX, siteThemeFile } from './theme/modules.ts';

/** A doc ready to render: its content component and what its files gave. */
export interface LinkedDoc {
  Content: ComponentType;
  /** The doc module's `toc` export (its own, when it writes one: `file.data.ownToc`). */
  exportedToc: unknown;
  file: VFile;
  partials: VFile[];
  /** Its stylesheets (CSS modules scoped), site-wide. */
  globalCss: SiteCssFile[];
  images: ImageAsset[];
  dependencies: string[];
  /** Whether the doc or a file it imports looks interactive (interactive.ts): the doc then hydrates. */
  interactive: boolean;
}

/** One file as a module, compiled once per thread: its code, what it imports, and its side data. */
interface ModuleRecord {
  absPath: string;
  factory: ModuleFactory;
  imports: ModuleImport[];
  file?: VFile;
  globalCss?: SiteCssFile;
  image?: ImageAsset;
  /** The images a stylesheet names by url(), published with the page. */
  cssImages?: ImageAsset[];
  interactive?: boolean;
}

/** An import resolved: a site file by real path, or one of docsgen's provided modules. */
type ImportTarget = { absPath: string } | { provided: string };

/** One doc's modules by path, and each one's imports resolved. */
interface ModuleGraph {
  records: Map<string, ModuleRecord>;
  links: Map<string, Map<string, ImportTarget>>;
}

type ModuleFactory = (require: (spec: string) => unknown, module: { exports: Record<string, unknown> }, exports: Record<string, unknown>, importDefault: (m: unknown) => unknown, importNamespace: (m: unknown) => unknown) => void;

/** The doc cannot be linked here; bundle.ts takes it. */
class NeedsBundler extends Error {}

const JS = /\.(?:[cm]?[jt]sx?)$/i;
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];
const KEPT = 512;

/** Modules compiled in this thread, by path and text, for one build's settings (routes, base URL). */
const recordsOf = new WeakMap<BundleOptions, Map<string, Promise<ModuleRecord>>>();
/**
 * Each file already loaded in this thread for these settings, by real path and what a stat says of
 * it (times, size, inode): a partial, component or JSON file imported by a hundred docs was read and
 * SHA-1 hashed a hundred times. An edit (in watch mode, where the settings live on) changes the stat.
 */
const loadedOf = new WeakMap<BundleOptions, Map<string, Promise<ModuleRecord>>>();
/** JS/JSX/TS/SVG module code transformed to CommonJS in this thread, by loader and text. */
const transformed = new Map<string, Promise<{ code: string; imports: ModuleImport[] }>>();

/**
 * Links the doc; `undefined` when it must be bundled instead, `{ errors }` when its text cannot
 * compile (an MDX syntax error, at its line).
 */
export async function linkMdxDoc(entry: MdxFile & { absPath: string }, options: BundleOptions): Promise<LinkedDoc | { errors: BundleError[] } | undefined> {
  let doc: ModuleRecord;
  try {
    // As static HTML where the doc itself does not look interactive (rehype-static-html.ts).
    let { code, file } = await compileMdxFile(entry, options, { commonJs: true, staticHtml: true });
    doc = { absPath: entry.absPath, factory: factoryOf(code), imports: file.data.imports ?? [], file };
    const root = fs.realpathSync(options.rootDir);
    const graph: ModuleGraph = { records: new Map([[doc.absPath, doc]]), links: new Map() };
    await resolveImports(doc, graph, root, options);
    const order = inImportOrder(doc, graph);
    const interactive = looksInteractive(file.data.scriptText ?? '') || order.some((r) => r.interactive);
    if (interactive && file.data.hosted) {
      // Something it imports hydrates it: it renders as the browser will, element by element.
      ({ code, file } = await compileMdxFile(entry, options, { commonJs: true }));
      Object.assign(doc, { factory: factoryOf(code), file });
    }
    const { Content, exportedToc } = evaluate(doc, graph);
    return {
      Content,
      exportedToc,
      file,
      partials: order.flatMap((r) => (r.file ? [r.file] : [])),
      globalCss: order.flatMap((r) => (r.globalCss ? [r.globalCss] : [])),
      images: order.flatMap((r) => [...(r.image ? [r.image] : []), ...(r.cssImages ?? [])]),
      dependencies: order.map((r) => r.absPath),
      interactive,
    };
  } catch (error) {
    if (error instanceof MdxSyntaxError) return { errors: [{ file: entry.source, line: error.line, message: error.message }] };
    if (error instanceof NeedsBundler || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** Resolves and loads every module the record imports, depth first, into `records` (by path). */
async function resolveImports(record: ModuleRecord, graph: ModuleGraph, root: string, options: BundleOptions): Promise<void> {
  if (graph.links.has(record.absPath)) return;
  const links = new Map<string, ImportTarget>();
  graph.links.set(record.absPath, links);
  for (const { spec, names } of record.imports) {
    const ownTheme = PROVIDED_PREFIX.test(spec) && !(spec in PROVIDED_MODULES) ? siteThemeFile(options.rootDir, spec) : undefined;
    if (ownTheme) {
      // A component of the site's own theme folder that docsgen has none of: a site file.
      if (links.has(spec)) continue;
      const absPath = fs.realpathSync(ownTheme);
      links.set(spec, { absPath });
      let target = graph.records.get(absPath);
      if (!target) graph.records.set(absPath, (target = await loadedModule(absPath, options)));
      await resolveImports(target, graph, root, options);
      continue;
    }
    if (PROVIDED_PREFIX.test(spec)) {
      // A module or a name docsgen does not provide: bundle.ts words the error, at its line.
      if (!(spec in PROVIDED_MODULES)) throw new NeedsBundler(spec);
      if (names?.some((name) => !(name in (PROVIDED_MODULES[spec] as object)))) throw new NeedsBundler(spec);
    }
    // A file through a webpack loader (raw-loader's text, a YAML file's data): the bundler's (bundle.ts).
    if (INLINE_LOADER.test(spec)) throw new NeedsBundler(spec);
    if (links.has(spec)) continue;
    if (PROVIDED_PREFIX.test(spec)) {
      links.set(spec, { provided: spec });
      continue;
    }
    const absPath = resolveSiteFile(spec, path.dirname(record.absPath), options.rootDir, root, options.staticDirs);
    links.set(spec, { absPath });
    let target = graph.records.get(absPath);
    if (!target) graph.records.set(absPath, (target = await loadedModule(absPath, options)));
    await resolveImports(target, graph, root, options);
  }
}

/** A relative or `@site/` import as a real path inside the site root, or NeedsBundler. */
function resolveSiteFile(spec: string, fromDir: string, rootDir: string, root: string, staticDirs: string[] = []): string {
  let base: string;
  // `/static/img/x.png` is from the site root, as webpack resolves a server-relative path; `/data/x.json`
  // from a static folder first (webpack's resolve.roots, as Docusaurus sets them).
  const inStatic = siteRelative(spec) ? staticDirs.map((dir) => path.join(dir, spec.slice(1))).find((file) => fs.existsSync(file)) : undefined;
  if (inStatic) base = inStatic;
  else if (spec.startsWith('@site/') || siteRelative(spec)) base = path.join(rootDir, spec.startsWith('@site/') ? spec.slice('@site/'.length) : spec.slice(1));
  else if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') base = path.resolve(fromDir, spec);
  else throw new NeedsBundler(spec);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))];
  for (const candidate of candidates) {
    let stat: fs.Stats | undefined;
    try {
      // Without an exception for each candidate that is not there (ENOTDIR and the like still throw).
      stat = fs.statSync(candidate, { throwIfNoEntry: false });
    } catch {
      continue;
    }
    if (!stat) continue;
    if (!stat.isFile()) {
      if (stat.isDirectory() && fs.existsSync(path.join(candidate, 'package.json'))) throw new NeedsBundler(spec);
      continue;
    }
    const real = fs.realpathSync(candidate);
    if (real !== root && !real.startsWith(root + path.sep) && !isInsideSite(rootDir, real)) throw new NeedsBundler(spec);
    return real;
  }
  throw new NeedsBundler(spec);
}

/** The file's module, loaded again only when a stat says the file changed (else loadModule). */
function loadedModule(absPath: string, options: BundleOptions): Promise<ModuleRecord> {
  let loaded = loadedOf.get(options);
  if (!loaded) loadedOf.set(options, (loaded = new Map()));
  const stat = fs.statSync(absPath, { bigint: true });
  const key = `${absPath}\0${stat.mtimeNs}\0${stat.ctimeNs}\0${stat.size}\0${stat.ino}`;
  let pending = loaded.get(key);
  if (!pending) {
    if (loaded.size >= KEPT) loaded.clear();
    loaded.set(key, (pending = loadModule(absPath, options)));
    pending.catch(() => loaded!.delete(key));
  }
  return pending;
}

/** Loads one site file as a module: compiled once per thread for the same text and settings. */
async function loadModule(absPath: string, options: BundleOptions): Promise<ModuleRecord> {
  const bytes = fs.readFileSync(absPath);
  let records = recordsOf.get(options);
  if (!records) recordsOf.set(options, (records = new Map()));
  const key = `${absPath}\0${crypto.createHash('sha1').update(bytes).digest('hex')}`;
  let pending = records.get(key);
  if (!pending) {
    if (records.size >= KEPT) records.clear();
    records.set(key, (pending = compileModule(absPath, bytes, options)));
    pending.catch(() => records!.delete(key));
  }
  return pending;
}

async function compileModule(absPath: string, bytes: Buffer, options: BundleOptions): Promise<ModuleRecord> {
  const record = (factory: ModuleFactory, extra: Partial<ModuleRecord> = {}): ModuleRecord => ({ absPath, factory, imports: [], ...extra });
  const relative = path.relative(options.rootDir, absPath).split(path.sep).join('/');
  if (/\.mdx?$/i.test(absPath)) {
    const raw = bytes.toString('utf8');
    const split = parseFrontMatter(raw.replace(/^\uFEFF/, ''), relative);
    const text = '\n'.repeat(split.bodyStartLine - 1) + split.body;
    const contentPath = path.relative(options.contentDir, absPath).split(path.sep).join('/');
    const { code, file } = await compileMdxFile({ text, contentPath, source: relative }, options, { commonJs: true });
    return record(factoryOf(code), { file, imports: file.data.imports ?? [], interactive: looksInteractive(file.data.scriptText ?? '') });
  }
  if (/\.json$/i.test(absPath)) {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return record((_require, module) => {
      module.exports = structuredClone(value) as Record<string, unknown>;
    });
  }
  if (ASSET.test(absPath)) {
    const publicPath = assetPublicPath(options.baseUrl, absPath, bytes);
    return record((_require, _module, exports) => Object.assign(exports, { __esModule: true, default: publicPath }), { image: { absPath, publicPath } });
  }
  if (/\.css$/i.test(absPath)) {
    const prefix = CSS_MODULE.test(absPath) ? cssModulePrefix(absPath, options.rootDir) : undefined;
    const names = prefix ? cssModuleNames(prefix) : undefined;
    const exports = (_require: unknown, _module: unknown, target: Record<string, unknown>) => Object.assign(target, { __esModule: true, ...(names ? { default: names } : {}) });
    const cssImages: ImageAsset[] = [];
    const read = bytes.toString('utf8');
    const text = cssWithPublishedUrls(options.rtl ? await mirroredCss(read) : read, absPath, options.rootDir, options.baseUrl, cssImages);
    return record(exports, { globalCss: { file: relative, css: prefix ? await scopedCss(text, prefix) : text }, cssImages });
  }
  const svg = /\.svg$/i.test(absPath);
  if (!svg && !JS.test(absPath)) throw new NeedsBundler(absPath);
  const source = svg ? svgComponentModule(bytes.toString('utf8')) : bytes.toString('utf8');
  const { code, imports } = await transformToCommonJs(source, svg ? 'js' : loaderOf(absPath), relative);
  return record(factoryOf(code), { imports, interactive: !svg && looksInteractive(source) });
}

function loaderOf(absPath: string): esbuild.Loader {
  const ext = path.extname(absPath).toLowerCase();
  return ext === '.ts' || ext === '.mts' || ext === '.cts' ? 'ts' : ext === '.tsx' ? 'tsx' : 'jsx';
}

/**
 * The names a component file imports from docsgen's provided modules (`import { useLocation } from
 * '@docusaurus/router'`), read from its text: esbuild's CommonJS output no longer lists them.
 */
function namedProvidedImports(source: string): ModuleImport[] {
  return [...source.matchAll(/^\s*import\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm)]
    .filter((m) => PROVIDED_PREFIX.test(m[2]))
    .map((m) => ({ spec: m[2], names: m[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter((name) => name && name !== 'default' && !name.startsWith('type ')) }));
}

/** esbuild's transform of one file to CommonJS, once per thread for the same text. */
function transformToCommonJs(source: string, loader: esbuild.Loader, sourcefile: string): Promise<{ code: string; imports: ModuleImport[] }> {
  const key = `${loader}\0${source}`;
  let pending = transformed.get(key);
  if (!pending) {
    if (transformed.size >= KEPT) transformed.clear();
    pending = esbuild.transform(source, { loader, format: 'cjs', jsx: 'automatic', target: 'node20', platform: 'node', sourcefile, logLevel: 'silent' }).then((result) => ({
      code: result.code,
      imports: [...result.code.matchAll(/\brequire\("((?:[^"\\]|\\.)*)"\)/g)].map((m) => ({ spec: JSON.parse(`"${m[1]}"`) as string })).concat(namedProvidedImports(source)),
    }));
    transformed.set(key, pending);
    pending.catch(() => transformed.delete(key));
  }
  return pending.catch(() => {
    throw new NeedsBundler(sourcefile); // bundle.ts reports the syntax error at its line
  });
}

/** The compiled code as a function of (require, module, exports, helpers); a syntax error throws SyntaxError. */
function factoryOf(code: string): ModuleFactory {
  return new Function('require', 'module', 'exports', DEFAULT_HELPER, NAMESPACE_HELPER, code) as ModuleFactory;
}

/** The files in the order the doc first imports them, depth first (CSS order follows it). */
function inImportOrder(doc: ModuleRecord, graph: ModuleGraph): ModuleRecord[] {
  const order: ModuleRecord[] = [];
  const seen = new Set<string>([doc.absPath]);
  const visit = (record: ModuleRecord) => {
    for (const target of graph.links.get(record.absPath)!.values()) {
      if (!('absPath' in target) || seen.has(target.absPath)) continue;
      seen.add(target.absPath);
      const next = graph.records.get(target.absPath)!;
      visit(next);
      order.push(next);
    }
  };
  visit(doc);
  return order;
}

const importDefault = (m: unknown) => ((m as { __esModule?: boolean } | null)?.__esModule ? (m as { default: unknown }).default : m);
const importNamespace = (m: unknown) => ((m as { __esModule?: boolean } | null)?.__esModule ? m : Object.assign(Object.create(null), m as object, { default: m }));

/** Runs the doc's module and those it imports (each once, fresh for this doc), and returns its content. */
function evaluate(doc: ModuleRecord, graph: ModuleGraph): { Content: ComponentType; exportedToc: unknown } {
  const instances = new Map<string, { exports: Record<string, unknown> }>();
  const run = (record: ModuleRecord): { exports: Record<string, unknown> } => {
    const module = { exports: {} as Record<string, unknown> };
    instances.set(record.absPath, module);
    const require = (spec: string): unknown => {
      const target = graph.links.get(record.absPath)!.get(spec);
      if (!target) throw new Error(`docsgen cannot provide the import "${spec}"`);
      if ('provided' in target) return PROVIDED_MODULES[target.provided];
      const instance = instances.get(target.absPath) ?? run(graph.records.get(target.absPath)!);
      return instance.exports;
    };
    record.factory(require, module, module.exports, importDefault, importNamespace);
    return module;
  };
  const { exports } = run(doc);
  if (typeof exports.default !== 'function') throw new Error('the compiled document has no content');
  return { Content: exports.default as ComponentType, exportedToc: exports.toc };
}

/** The same content-hashed public path Markdown images get (remark-local-images.ts). */
function assetPublicPath(baseUrl: string, absPath: string, bytes: Buffer): string {
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const ext = path.extname(absPath).toLowerCase();
  const name = path.basename(absPath, path.extname(absPath)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return `${baseUrl}assets/images/${name}.${hash}${ext}`;
}
