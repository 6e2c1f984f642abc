/**
 * The site's stylesheets, minified by esbuild: `styles.[hash].css`, the theme's styles.css that every
 * page links, and `api.[hash].css`, the theme's styles-api.css that only API reference pages link
 * (a doc page does not download the API rules). A site's `customCss` files follow the theme's rules
 * in both (their `@import`s inlined, the images and fonts their `url()`s name copied under
 * assets/css/ with hashed names), so on an API page they still come after the API rules and win. A
 * customCss file, or anything it imports, whose real path is outside the site folder is an error:
 * docsgen never publishes such files.
 */
import { siteFileOfUrl } from '../content/mdx/css-urls.ts';
import fs from 'node:fs';
import { codeThemeCss } from './code-theme-css.ts';
import type { SiteConfig } from '../config/schema.ts';
import { isInstalledPackageFile } from '../content/site-files.ts';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AcceptedPlugin, Processor } from 'postcss';
import { DocsgenError } from '../diagnostics.ts';
import type { OutputFile } from '../emit/staging.ts';
import { cacheKey, type BuildCache } from '../cache/build-cache.ts';
import { generatorFingerprint } from '../cache/fingerprint.ts';
import { compileSiteSass } from '../content/site-sass.ts';
import { mirroredCss } from '../content/mirror-css.ts';

/** The stylesheets' files and the output paths of the two CSS files. */
export interface ThemeCss {
  cssPath: string;
  /** The API reference pages' stylesheet, linked after `cssPath`. */
  apiCssPath: string;
  files: OutputFile[];
  /** Every stylesheet in the site the custom CSS is made from (`@import`s included), real paths: what watch mode watches. */
  inputs: string[];
}

/** The stylesheets as the build cache keeps them (JSON): CSS as text, fonts and images in base64. */
interface StoredCss {
  cssPath: string;
  apiCssPath: string;
  files: Array<{ path: string; text?: string; base64?: string }>;
  inputs: string[];
}

/** File types a stylesheet's `url()` may name; each is copied with a hashed name. */
const ASSET_LOADERS = Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file' as const]));

/**
 * Builds the stylesheets from the theme's two files and the site's custom ones. They are kept in the
 * build cache while the theme, the custom files and everything they import are unchanged, so a
 * rebuild with nothing changed does not load esbuild.
 */
export async function themeCss(options: { themeFile: string; apiThemeFile: string; themeExtras?: string[]; customCss: string[]; postcssPlugins?: unknown[]; rootDir: string; cache: BuildCache; configName?: string; baseUrl?: string; codeThemes?: SiteConfig['codeThemes']; layerTheme?: boolean; rtl?: boolean }): Promise<ThemeCss> {
  const { themeFile, apiThemeFile, customCss, rootDir, cache } = options;
  const postcssPlugins = options.postcssPlugins ?? [];
  const configName = options.configName ?? 'site.config.ts';
  // Extra theme files (the Docusaurus classes) go with the main stylesheet, before the site's own.
  const themeExtras = options.themeExtras ?? [];
  const realRoot = fs.realpathSync(rootDir);
  const entries = customCss.map((file) => {
    const absolute = path.resolve(rootDir, file);
    // A package's stylesheet (`require.resolve('katex/dist/katex.min.css')`) may sit in a symlinked or hoisted node_modules.
    const real = realPathInside(absolute, realRoot) ?? (isInstalledPackageFile(absolute) && fs.existsSync(absolute) ? fs.realpathSync(absolute) : undefined);
    if (!real) {
      throw new DocsgenError({
        file: configName,
        message: `customCss "${file}" ${fs.existsSync(absolute) ? 'is outside the site folder' : 'does not exist'}`,
        hint: 'name a CSS file inside the site folder, relative to site.config.ts (e.g. "src/custom.css")',
      });
    }
    return real;
  });
  const contentsKey = [themeFile, ...themeExtras, apiThemeFile, ...entries].map((f) => `${f}\0${fs.readFileSync(f, 'utf8')}`).join('\0');
  const baseUrl = options.baseUrl ?? '/';
  const layer = options.layerTheme ? THEME_LAYER : undefined;
  // Real paths, as esbuild names the files it loads.
  const mirror = options.rtl ? new Set([themeFile, ...themeExtras, apiThemeFile].map((f) => fs.realpathSync(f))) : undefined;
  const key = cacheKey(await generatorFingerprint(), 'theme-css', baseUrl, JSON.stringify(options.codeThemes ?? null), layer ?? '', mirror ? 'rtl' : '', contentsKey);
  // What PostCSS plugins make depends on more than these files (Tailwind reads every page for its
  // classes): with plugins the stylesheets are made again each build.
  const stored = postcssPlugins.length ? undefined : await cache.read<StoredCss>(key);
  if (stored) return { cssPath: stored.cssPath, apiCssPath: stored.apiCssPath, files: stored.files.map((f) => ({ path: f.path, contents: f.text ?? Buffer.from(f.base64 ?? '', 'base64') })), inputs: stored.inputs ?? [] };
  const processed = postcssPlugins.length ? await runPostcss(entries, postcssPlugins, realRoot, configName) : undefined;
  // The site's code colours go after the theme's own, before the site's CSS (made on a cache miss only: it reads the themes' package).
  const codeCss = codeThemeCss(options.codeThemes);
  const code = codeCss ? [CODE_THEME] : [];
  const main = await bundleCss('styles', [themeFile, ...themeExtras, ...code, ...entries], realRoot, baseUrl, { processed, codeCss, layered: layer ? new Set([themeFile, ...themeExtras.filter(inThemeLayer), ...code]) : undefined, themeFiles: mirror });
  const api = await bundleCss('api', [apiThemeFile, ...code, ...entries], realRoot, baseUrl, { processed, codeCss, layered: layer ? new Set([apiThemeFile, ...code]) : undefined, themeFiles: mirror });
  // Both name the same fonts and images: each is published once.
  const files = new Map([...main.files, ...api.files].map((f) => [f.path, f]));
  const inputs = [...new Set([...main.inputs, ...api.inputs, ...(processed?.dependencies ?? [])])];
  const css: ThemeCss = { cssPath: main.cssPath, apiCssPath: api.cssPath, files: [...files.values()], inputs };
  const storedFiles = css.files.map((f) => (typeof f.contents === 'string' ? { path: f.path, text: f.contents } : { path: f.path, base64: Buffer.from(f.contents).toString('base64') }));
  if (!postcssPlugins.length) cache.write(key, { cssPath: css.cssPath, apiCssPath: css.apiCssPath, files: storedFiles, inputs } satisfies StoredCss, inputs);
  return css;
}

/**
 * The cascade layer the theme's rules are in with config cssCascadeLayers, as Docusaurus' future.v4
 * puts Infima's and its theme's: the site's own CSS, outside any layer, wins over them whatever its
 * selectors' weight.
 */
const THEME_LAYER = 'docsgen';

/** How bundleCss treats the files: the PostCSS plugins' output, the code colours, the files in the theme's layer, and with `themeFiles`, a right-to-left site's: every file but those mirrored. */
interface BundleCssOptions {
  processed?: PostcssOutput;
  codeCss?: string;
  layered?: Set<string>;
  themeFiles?: Set<string>;
}

/** One stylesheet: the files in order (those of `layered` in the theme's layer), bundled and minified as `<name>.[hash].css`. */
async function bundleCss(name: string, sources: string[], realRoot: string, baseUrl: string, { processed, codeCss = '', layered, themeFiles }: BundleCssOptions): Promise<{ cssPath: string; files: OutputFile[]; inputs: string[] }> {
  const directed = async (file: string, css: string) => (themeFiles && !themeFiles.has(file) ? await mirroredCss(css) : css);
  const esbuild = await import('esbuild');
  const sassInputs: string[] = [];
  const themeDir = path.dirname(sources[0]!);
  const result = await esbuild.build({
    stdin: { contents: sources.map((f) => `@import ${JSON.stringify(f)}${layered?.has(f) ? ` layer(${THEME_LAYER})` : ''};`).join('\n'), loader: 'css', resolveDir: realRoot, sourcefile: `${name}.css` },
    // Output and metafile paths relative to the site, not to the folder esbuild's service started in
    // (a process that builds several sites, as the test suite's CLI host, changes folder between them).
    absWorkingDir: realRoot,
    bundle: true,
    minify: true,
    write: false,
    outdir: 'assets/css',
    entryNames: `${name}.[hash]`,
    assetNames: '[name].[hash]',
    loader: ASSET_LOADERS,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'site-files-only',
        setup(build) {
          // A stylesheet (a customCss file as the site's PostCSS plugins made it) with its @imports
          // first: one after other rules is bundled, as Docusaurus' css-loader takes it, not left as a URL.
          build.onLoad({ filter: /\.css$/i, namespace: 'file' }, async (args) => {
            const css = processed?.css.get(args.path) ?? fs.readFileSync(args.path, 'utf8');
            return { contents: importsFirst(await directed(args.path, css)), loader: 'css', resolveDir: path.dirname(args.path) };
          });
          // Sass (custom.scss): compiled by the site's own `sass` package (site-sass.ts).
          build.onLoad({ filter: /\.s[ac]ss$/i }, async (args) => {
            const compiled = compileSiteSass(args.path, realRoot);
            if ('error' in compiled) return { errors: [{ text: compiled.error }] };
            sassInputs.push(...compiled.loaded);
            return { contents: await directed(args.path, compiled.css), loader: 'css', resolveDir: path.dirname(args.path), watchFiles: compiled.loaded };
          });
          // The site's code colours (render/code-theme-css.ts), made from its config, not a file.
          build.onResolve({ filter: /^docsgen:code-theme\.css$/ }, () => ({ path: 'code-theme.css', namespace: 'docsgen-code-theme' }));
          build.onLoad({ filter: /.*/, namespace: 'docsgen-code-theme' }, () => ({ contents: codeCss, loader: 'css' }));
          build.onResolve({ filter: /.*/ }, async (args) => {
            if (args.pluginData === 'package') return undefined;
            if (/^(https?:)?\/\//.test(args.path) || args.path.startsWith('data:')) return { path: args.path, external: true };
            // A site path in url() (`/img/bg.png`, from static/) is served under the base URL, as
            // Docusaurus resolves it (`/keradb/img/bg.png`).
            // One that names a file from the site's root (`/static/fonts/x.ttf`), or `@site/…`, is that
            // file, copied with a hashed name, as webpack resolves it for Docusaurus.
            if (args.kind === 'url-token' && (args.path.startsWith('/') || args.path.startsWith('@site/'))) {
              const named = realPathInside(siteFileOfUrl(args.path.split(/[?#]/)[0]!, args.importer, realRoot), realRoot);
              if (named && fs.statSync(named).isFile()) return { path: named };
              if (args.path.startsWith('@site/')) return { errors: [{ text: `"${args.path}" names no file in the site folder` }] };
              if (args.path.startsWith('/')) return { path: args.path.startsWith(baseUrl) ? args.path : baseUrl + args.path.slice(1), external: true };
            }
            // A package's stylesheet (`@import "tailwindcss/theme.css"`), from the site's node_modules.
            if (/^(@[\w.-]+\/)?[\w.-]+(\/|$)/.test(args.path) && !args.path.startsWith('.')) {
              const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'package' });
              const real = found.errors.length ? undefined : (realPathInside(found.path, realRoot) ?? (isInstalledPackageFile(found.path) ? fs.realpathSync(found.path) : undefined));
              if (real) return { path: real };
              if (found.errors.length) return { errors: [{ text: `"${args.path}" names a package stylesheet that is not installed in the site's node_modules (run npm install there)` }] };
            }
            const resolved = path.resolve(args.resolveDir, args.path.split(/[?#]/)[0]!);
            // A package's file: one a package's stylesheet imports, or a customCss entry (checked by themeCss).
            const fromPackage = (isInstalledPackageFile(args.importer) || sources.includes(resolved)) && isInstalledPackageFile(resolved) && fs.existsSync(resolved);
            const real = realPathInside(resolved, realRoot) ?? realPathInside(resolved, themeDir) ?? (fromPackage ? fs.realpathSync(resolved) : undefined);
            if (!real) return { errors: [{ text: `"${args.path}" is outside the site folder or does not exist` }] };
            return { path: real };
          });
        },
      },
    ],
  }).catch((error: { errors?: Array<{ text: string; location?: { file: string; line: number } | null }> }) => {
    const first = error.errors?.[0];
    if (!first) throw error;
    throw new DocsgenError({
      file: first.location ? path.relative(realRoot, path.resolve(realRoot, first.location.file)) || first.location.file : 'site.config.ts',
      line: first.location?.line,
      message: `the custom CSS could not be bundled: ${first.text}`,
      hint: 'fix the CSS or the path it names; files must be inside the site folder',
    });
  });
  const files = result.outputFiles.map((f) => ({ path: path.relative(realRoot, f.path).split(path.sep).join('/'), contents: f.path.endsWith('.css') ? importsFirst(f.text) : f.contents }));
  const css = files.find((f) => f.path.endsWith('.css'));
  if (!css) throw new Error('esbuild produced no stylesheet');
  // The metafile names inputs relative to esbuild's working folder (the site's), the list of
  // @imports above as `<name>.css` in the site folder.
  const stdin = path.join(realRoot, `${name}.css`);
  const inputs = Object.keys(result.metafile.inputs)
    .map((f) => path.resolve(realRoot, f))
    .filter((f) => f.startsWith(realRoot + path.sep) && !f.includes('docsgen-code-theme:') && (f !== stdin || sources.includes(f)));
  // A Sass file's partials (`@use 'variables'`) are inputs too: watch mode rebuilds when one changes.
  return { cssPath: css.path, files: [css, ...files.filter((f) => f !== css)], inputs: [...new Set([...inputs, ...sassInputs])] };
}

/**
 * The stylesheet with its remaining `@import`s (another site's, a web font's) first: a browser
 * ignores one that follows other rules, as a custom.css that imports a font after its Tailwind
 * directives has it, and Docusaurus' bundle puts them first too.
 */
function importsFirst(css: string): string {
  const imports: string[] = [];
  // (An @import inside a comment, `/* set up with @import "tailwindcss"; */`, is the comment's text.)
  const rest = css.replace(/\/\*[^]*?\*\/|@import\s*(?:url\((?:"[^"]*"|'[^']*'|[^)]*)\)|"[^"]*"|'[^']*')[^;{}]*;\n?/g, (rule) => (rule.startsWith('/*') ? rule : (imports.push(rule.trim()), '')));
  if (!imports.length) return css;
  const charset = /^@charset\s*"[^"]*";/.exec(rest)?.[0] ?? '';
  return charset + imports.join('') + rest.slice(charset.length);
}

/** The customCss files as PostCSS plugins made them, and the files those plugins read. */
interface PostcssOutput {
  css: Map<string, string>;
  dependencies: string[];
}

/**
 * Runs the site's PostCSS plugins over each plain CSS customCss file (as Docusaurus runs its
 * plugins' over its CSS), with the `postcss` package the site installs beside them.
 */
async function runPostcss(entries: string[], plugins: unknown[], realRoot: string, configName: string): Promise<PostcssOutput> {
  const postcss = sitePostcss(realRoot, configName);
  const out: PostcssOutput = { css: new Map(), dependencies: [] };
  for (const file of entries.filter((f) => /\.css$/i.test(f))) {
    const shown = path.relative(realRoot, file).split(path.sep).join('/');
    try {
      const result = await postcss(plugins as AcceptedPlugin[]).process(fs.readFileSync(file, 'utf8'), { from: file });
      out.css.set(file, result.css);
      for (const message of result.messages) {
        if (message.type === 'dependency' && typeof message.file === 'string' && realPathInside(message.file, realRoot)) out.dependencies.push(message.file);
      }
    } catch (error) {
      const e = error as { message?: string; line?: number; file?: string; reason?: string };
      throw new DocsgenError({
        file: e.file && realPathInside(e.file, realRoot) ? path.relative(realRoot, e.file) : shown,
        line: e.line,
        message: `the PostCSS plugins failed on ${shown}: ${e.reason ?? e.message ?? String(error)}`,
        hint: "fix the CSS, or the PostCSS plugins (config postcssPlugins; a Docusaurus plugin's configurePostCss)",
      });
    }
  }
  return out;
}

/** The `postcss` function, typed by docsgen's own copy of the package (the site's runs). */
type PostcssRunner = (plugins: AcceptedPlugin[]) => Processor;

/** The site's own `postcss` package: its plugins are made for it. */
function sitePostcss(realRoot: string, configName: string): PostcssRunner {
  let module: { default?: PostcssRunner } & PostcssRunner;
  try {
    // postcss is a CommonJS package; required as its plugins require it.
    module = createRequire(path.join(realRoot, 'package.json'))('postcss') as typeof module;
  } catch {
    throw new DocsgenError({ file: configName, message: 'the site has PostCSS plugins but no postcss package in its node_modules', hint: 'run `npm install postcss` in the site folder (Docusaurus installs it with its own packages)' });
  }
  return module.default ?? module;
}

/** What the stylesheets import for the site's code colours. */
const CODE_THEME = 'docsgen:code-theme.css';

/** The theme's own stylesheets, one after the other. */
export function themeStyles(themeFiles: string[]): string {
  return themeFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

/** The theme's stylesheet of Docusaurus' layout and utility classes (container, row, col--4, hero, button--lg…). */
export const DOCUSAURUS_CLASSES_CSS = 'src/templates/docusaurus-classes.css';
/** The rules standing for the style attributes Docusaurus writes, never in the theme's layer (see the file). */
export const DOCUSAURUS_INLINE_CSS = 'src/templates/docusaurus-inline-styles.css';

/** The theme's stylesheets for a site: Docusaurus' classes and style attributes for a Docusaurus site. */
export function themeExtrasOf(config: { pagesDir?: string }, configFile: string, packagePath: (file: string) => string): string[] {
  return wantsDocusaurusClasses(config, configFile) ? [packagePath(DOCUSAURUS_CLASSES_CSS), packagePath(DOCUSAURUS_INLINE_CSS)] : [];
}

/** Whether a theme file's rules go in the theme's cascade layer (those standing for style attributes do not). */
export function inThemeLayer(file: string): boolean {
  return !file.endsWith(path.basename(DOCUSAURUS_INLINE_CSS));
}

/**
 * Whether a site gets the Docusaurus classes: read from a docusaurus.config.* (its MDX and pages are
 * written for them), or with a Docusaurus pages folder (its React pages are).
 */
export function wantsDocusaurusClasses(config: { pagesDir?: string }, configFile: string): boolean {
  return config.pagesDir !== undefined || path.basename(configFile).startsWith('docusaurus.config');
}

/** The real path of `file` (symlinks resolved) when it exists inside `realRoot`, else undefined. */
function realPathInside(file: string, realRoot: string): string | undefined {
  try {
    const real = fs.realpathSync(file);
    return real.startsWith(realRoot + path.sep) ? real : undefined;
  } catch {
    return undefined;
  }
}
