/**
 * Bundles one MDX doc with everything it imports (components, partials, JSON, images, SVG, CSS)
 * into a CommonJS module, with esbuild. Imports resolve inside the site root only (after symlinks);
 * `@site/` is the site root; `@theme/…`, `@docusaurus/…`, React and clsx come from docsgen
 * (theme/modules.ts). Nothing is fetched; a failed import is an error at its file and line.
 */
import { ASSET_FILE as ASSET } from './asset-files.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { CSS_MODULE, cssModulePrefix, cssModuleSource, scopedCss } from './css-modules.ts';
import { isInsideSite, isInstalledPackageFile } from '../site-files.ts';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { VFile } from 'vfile';
import { parseFrontMatter } from '../front-matter.ts';
import type { ImageAsset } from '../markdown/types.ts';
import { compileMdxFile, MdxSyntaxError, type MdxCompileOptions, type MdxFile } from './compile-mdx.ts';
import { PROVIDED_MODULES, PROVIDED_PREFIX, siteThemeFile } from './theme/modules.ts';
import { svgComponentModule } from './svg-module.ts';
import { compileSiteSass } from '../site-sass.ts';
import { isComputingNodeModule, isNodeModule, REFUSED_NODE_PREFIX } from './node-builtins.ts';
import { INLINE_LOADER, LOADER_NAMESPACES, inlineLoaderOf, loaderModule, loaderNamespace, unknownLoaderError, type LoaderKind } from './inline-loaders.ts';
import { cssWithPublishedUrls } from './css-urls.ts';
import { mirroredCss } from '../mirror-css.ts';
import { assetPublicPath } from './asset-path.ts';
import { REACT_GLOBAL, usesClassicJsx } from './classic-jsx.ts';

export type BundleOptions = MdxCompileOptions;

export interface MdxBundle {
  code: string;
  /** The doc's own compile, with what its plugins collected. */
  file: VFile;
  /** Files the doc imports, compiled partials included (with their plugin data). */
  partials: VFile[];
  /** Stylesheets imported (CSS modules scoped to their class names), in import order: site-wide, as Docusaurus bundles them into one. */
  globalCss: SiteCssFile[];
  images: ImageAsset[];
  /** Absolute paths of every file read. */
  dependencies: string[];
  /** Of the dependencies, the files imported as text (webpack's raw-loader): no code of theirs runs. */
  textImports: string[];
}

/** A plain stylesheet a page or doc imports (its path from the site root, its text): the site's component CSS. */
export interface SiteCssFile {
  file: string;
  css: string;
}

/** A located build failure, as a diagnostic wants it. */
export interface BundleError {
  file: string;
  line?: number;
  message: string;
}


/** Partials compiled in this thread for one build's settings (routes, base URL), by path and text. */
const compiledPartialsOf = new WeakMap<BundleOptions, Map<string, { code: string; file: VFile }>>();
const PARTIALS_KEPT = 512;


/** Bundles an MDX doc (its text given), or with `module`, a JS/TS page module read from its file. */
export async function bundleMdxDoc(entry: MdxFile & { absPath: string; module?: boolean }, options: BundleOptions): Promise<MdxBundle | { errors: BundleError[] }> {
  const root = fs.realpathSync(options.rootDir);
  const sources = new Map<string, string>([[entry.absPath, entry.text]]);
  const partials: VFile[] = [];
  const globalCss: SiteCssFile[] = [];
  const images: ImageAsset[] = [];
  let docFile: VFile | undefined;
  // Imports of files outside the site folder, left out of the page (docsgen never reads there), each named.
  const leftOut: Diagnostic[] = [];
  const relative = (abs: string) => path.relative(options.rootDir, abs).split(path.sep).join('/');

  const plugin: esbuild.Plugin = {
    name: 'docsgen-mdx',
    setup(build) {
      build.onResolve({ filter: /^docsgen-doc$/ }, () => ({ path: entry.absPath, namespace: 'docsgen-doc' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-doc' }, async () => {
        try {
          const { code, file } = await compileMdxFile(entry, options);
          docFile = file;
          return { contents: code, loader: 'js', resolveDir: path.dirname(entry.absPath) };
        } catch (error) {
          return syntaxErrorOf(error, entry.source);
        }
      });
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'inner' || args.kind === 'entry-point') return undefined;
        const where = locate(sources, args.importer, args.path, relative);
        const loaded = inlineLoaderOf(args.path);
        if (loaded) {
          if (!loaded.kind) return { errors: [{ text: unknownLoaderError(loaded.loader, args.path), location: where }] };
          const found = await resolveSiteImport(build, loaded.target, args, options.rootDir, root, options.staticDirs);
          return typeof found === 'string' ? { path: found, namespace: loaderNamespace(loaded.kind) } : { errors: [{ text: `${found.error.replace(/"$/, '')}" (through ${loaded.loader})`, location: where }] };
        }
        if (PROVIDED_PREFIX.test(args.path)) {
          if (args.path in PROVIDED_MODULES) {
            // An ES module of a `"type": "module"` package takes a CommonJS module's whole exports as
            // its default (Node's rule, which esbuild follows): docsgen's modules come through an ES one.
            const esModule = (PROVIDED_MODULES[args.path] as { __esModule?: boolean }).__esModule;
            return esModule && args.namespace !== 'docsgen-provided' ? { path: args.path, namespace: 'docsgen-provided' } : { path: args.path, external: true };
          }
          // A component of the site's own theme folder that docsgen has none of (src/theme/LastUpdated).
          const own = siteThemeFile(options.rootDir, args.path);
          if (own) return { path: own };
          return { errors: [{ text: `docsgen cannot provide the import "${args.path}"`, location: where }] };
        }
        // A package's Node build may use Node's own modules, as under Docusaurus' server build.
        // One that would reach outside the site fails only when used (code inside BrowserOnly never is).
        if (isNodeModule(args.path)) return { path: isComputingNodeModule(args.path) ? args.path : `${REFUSED_NODE_PREFIX}${args.path}?at=${where ? `${where.file}:${where.line}` : relative(args.importer)}`, external: true };
        const found = await resolveSiteImport(build, args.path, args, options.rootDir, root, options.staticDirs);
        if (typeof found !== 'string' && found.outside) {
          // As a component that draws nothing: Docusaurus would show the file (a repo's README), docsgen may not read it.
          leftOut.push({ file: where?.file ?? entry.source, ...(where?.line ? { line: where.line } : {}), message: `the import "${args.path}" is a file outside the site folder, which docsgen never reads: it is left out of the page`, hint: 'copy the file into the site folder and import it from there' });
          return { path: args.path, namespace: OUTSIDE_NAMESPACE };
        }
        return typeof found === 'string' ? { path: found } : { errors: [{ text: found.error, location: where }] };
      });
      // (CommonJS, so that any name imported from it is there, as undefined, and nothing fails to link.)
      build.onLoad({ filter: /.*/, namespace: OUTSIDE_NAMESPACE }, () => ({ contents: 'module.exports = { __esModule: true, default: function LeftOut() { return null; }, toc: [] };\n', loader: 'js' }));
      // webpack's inline loaders: `!!raw-loader!./file.js` (Docusaurus docs show a component's source
      // so) gives the file's text, `js-yaml-loader!./people.yml` its data (inline-loaders.ts).
      for (const kind of ['text', 'yaml', 'json', 'url'] as LoaderKind[]) {
        build.onLoad({ filter: /.*/, namespace: loaderNamespace(kind) }, async (args) => {
          try {
            return { contents: await loaderModule(kind, args.path, options.baseUrl, images), loader: 'js', watchFiles: [args.path] };
          } catch (error) {
            return { errors: [{ text: `${relative(args.path)} could not be read as ${kind}: ${(error as Error).message.split('\n')[0]}` }] };
          }
        });
      }
      build.onLoad({ filter: /.*/, namespace: 'docsgen-provided' }, (args) => {
        const names = Object.keys(PROVIDED_MODULES[args.path] as object).filter((name) => name !== 'default' && name !== '__esModule');
        const contents = [`const provided = require(${JSON.stringify(args.path)});`, 'export default provided.default;', ...names.map((name) => `export const ${name} = provided.${name};`)].join('\n');
        return { contents, loader: 'js' };
      });
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const raw = await fs.promises.readFile(args.path, 'utf8');
        sources.set(args.path, raw);
        const split = parseFrontMatter(raw.replace(/^\uFEFF/, ''), relative(args.path));
        const text = '\n'.repeat(split.bodyStartLine - 1) + split.body;
        const contentPath = path.relative(options.contentDir, args.path).split(path.sep).join('/');
        try {
          // A partial imported by many docs is compiled once per thread (per text and settings).
          const key = `${args.path}\0${text}`;
          let compiledPartials = compiledPartialsOf.get(options);
          if (!compiledPartials) compiledPartialsOf.set(options, (compiledPartials = new Map()));
          let compiled = compiledPartials.get(key);
          if (!compiled) {
            if (compiledPartials.size >= PARTIALS_KEPT) compiledPartials.clear();
            compiledPartials.set(key, (compiled = await compileMdxFile({ text, contentPath, source: relative(args.path) }, options)));
          }
          partials.push(compiled.file);
          return { contents: compiled.code, loader: 'js' };
        } catch (error) {
          return syntaxErrorOf(error, relative(args.path));
        }
      });
      build.onLoad({ filter: ASSET }, (args) => {
        const bytes = fs.readFileSync(args.path);
        const publicPath = assetPublicPath(options.baseUrl, args.path, bytes);
        images.push({ absPath: args.path, publicPath });
        return { contents: `export default ${JSON.stringify(publicPath)};`, loader: 'js' };
      });
      build.onLoad({ filter: /\.svg$/i }, (args) => ({ contents: svgComponentModule(fs.readFileSync(args.path, 'utf8')), loader: 'js' }));
      build.onLoad({ filter: /\.(css|s[ac]ss)$/i }, async (args) => {
        // A component's Sass (docusaurus-plugin-sass): compiled by the site's own `sass` package.
        const compiled = /\.s[ac]ss$/i.test(args.path) ? compileSiteSass(args.path, options.rootDir) : undefined;
        if (compiled && 'error' in compiled) return { errors: [{ text: compiled.error }] };
        const read = compiled?.css ?? fs.readFileSync(args.path, 'utf8');
        const text = cssWithPublishedUrls(options.rtl ? await mirroredCss(read) : read, args.path, options.rootDir, options.baseUrl, images);
        const prefix = CSS_MODULE.test(args.path) ? cssModulePrefix(args.path, options.rootDir) : undefined;
        globalCss.push({ file: relative(args.path), css: prefix ? await scopedCss(text, prefix) : text });
        const contents = prefix ? cssModuleSource(prefix) : 'export {};';
        return { contents, loader: 'js', watchFiles: compiled?.loaded };
      });
    },
  };

  try {
    const result = await esbuild.build({
      entryPoints: [entry.module ? entry.absPath : 'docsgen-doc'],
      absWorkingDir: options.rootDir,
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      ...(usesClassicJsx(options.rootDir) ? { inject: [REACT_GLOBAL] } : {}),
      // A doc in a docs folder beside the site's (../docs) imports the site's packages, as webpack's
      // resolve.modules gives Docusaurus them.
      nodePaths: [path.join(options.rootDir, 'node_modules')],
      loader: { '.js': 'jsx' },
      logLevel: 'silent',
      metafile: true,
      ...(options.aliases ? { alias: options.aliases } : {}),
      plugins: [plugin],
    });
    // docsgen's own injected module is no input of the site's.
    const inputs = Object.keys(result.metafile.inputs).filter((p) => !/^docsgen-(doc|provided|outside):/.test(p) && path.resolve(options.rootDir, p) !== REACT_GLOBAL);
    const dependencies = inputs.map((p) => path.resolve(options.rootDir, p.replace(LOADER_NAMESPACES, '')));
    const textImports = inputs.filter((p) => LOADER_NAMESPACES.test(p)).map((p) => path.resolve(options.rootDir, p.replace(LOADER_NAMESPACES, '')));
    const file = docFile ?? new VFile();
    if (leftOut.length) (file.data.warnings ??= []).push(...leftOut);
    return { code: result.outputFiles[0].text, file, partials, globalCss, images, dependencies, textImports };
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    return {
      errors: failure.errors.map((e) => {
        const file = e.location?.file ? relativeName(e.location.file, options.rootDir) : entry.source;
        const missing = MISSING_EXPORT.exec(e.text);
        // esbuild places a missing name in the compiled code of an MDX file: the import's line is the source's.
        const line = missing && /\.mdx?$/.test(file) ? locate(sources, (e.location?.file ?? '').replace(/^docsgen-doc:/, ''), missing[1], relative)?.line : e.location?.line;
        return { file, line: line || undefined, message: missing ? missingExportMessage(missing[1], missing[2]) : e.text };
      }),
    };
  }
}

export { INLINE_LOADER };

/** The namespace of an import outside the site folder, which docsgen leaves out (a module that draws nothing). */
const OUTSIDE_NAMESPACE = 'docsgen-outside';

/** An import written from the site root (`/static/img/x.png`): webpack's resolve.roots, which Docusaurus builds with, take it so. */
export function siteRelative(spec: string): boolean {
  return spec.startsWith('/') && !spec.startsWith('//');
}

/**
 * A relative, `@site/` or package import as a real path inside the site root, or what is wrong with
 * it. A path from the root (`/data/note.json`) is looked up in the static folders first, then the
 * site's, as webpack's resolve.roots has Docusaurus look it up.
 */
async function resolveSiteImport(build: esbuild.PluginBuild, wanted: string, args: esbuild.OnResolveArgs, rootDir: string, root: string, staticDirs: string[] = []): Promise<string | { error: string; outside?: true }> {
  const fromSite = wanted.startsWith('@site/') || siteRelative(wanted);
  const spec = fromSite ? `./${wanted.startsWith('@site/') ? wanted.slice('@site/'.length) : wanted.slice(1)}` : wanted;
  const inStatic = siteRelative(wanted) ? staticDirs.find((dir) => fs.existsSync(path.join(dir, spec))) : undefined;
  const result = await build.resolve(spec, { kind: args.kind, resolveDir: inStatic ?? (fromSite ? rootDir : args.resolveDir), importer: args.importer, pluginData: 'inner' });
  if (result.errors.length || !result.path) return { error: `cannot find the import "${args.path}"` };
  if (result.external) return { error: `docsgen cannot provide the import "${args.path}"` };
  const real = fs.realpathSync(result.path);
  // A package the site imports (or a package's own import) may live outside the site root.
  const packageImport = (!fromSite && !wanted.startsWith('.') && !path.isAbsolute(wanted)) || isInstalledPackageFile(args.importer);
  if (real !== root && !real.startsWith(root + path.sep) && !isInsideSite(rootDir, real) && !(packageImport && isInstalledPackageFile(real))) return { error: `the import "${args.path}" is outside the site root`, outside: true };
  return real;
}

/** An MDX compile failure as esbuild's error, at its line in the file. */
function syntaxErrorOf(error: unknown, file: string): esbuild.OnLoadResult {
  if (!(error instanceof MdxSyntaxError)) throw error;
  return { errors: [{ text: error.message, location: { file, line: error.line ?? 0, column: Math.max(0, (error.column ?? 1) - 1) } }] };
}

/** Where an import is written: the line of its specifier in the importer's source. */
function locate(sources: Map<string, string>, importer: string, spec: string, relative: (abs: string) => string): esbuild.PartialMessage['location'] {
  const text = sources.get(importer) ?? (fs.existsSync(importer) ? fs.readFileSync(importer, 'utf8') : '');
  const at = Math.max(text.indexOf(`'${spec}'`), text.indexOf(`"${spec}"`));
  const line = at < 0 ? 0 : text.slice(0, at).split('\n').length;
  return { file: importer.startsWith('/') ? relative(importer) : importer, line, column: 0, lineText: text.split('\n')[line - 1] ?? '' };
}

function relativeName(file: string, rootDir: string): string {
  const name = file.replace(/^docsgen-doc:/, '');
  return path.isAbsolute(name) ? path.relative(rootDir, name).split(path.sep).join('/') : name;
}

const MISSING_EXPORT = /^No matching export in "docsgen-provided:([^"]+)" for import "([^"]+)"$/;

/** A name a provided module lacks, as docsgen says it, with what the module has. */
function missingExportMessage(spec: string, name: string): string {
  const module = PROVIDED_MODULES[spec] as Record<string, unknown>;
  const names = Object.keys(module).filter((n) => n !== '__esModule' && (n !== 'default' || module.default !== undefined));
  return `docsgen cannot provide the import "${name}" of "${spec}" (it provides ${names.map((n) => (n === 'default' ? 'its default export' : n)).join(', ')})`;
}
