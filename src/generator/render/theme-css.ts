/**
 * The site's stylesheet: the theme's styles.css, then the site's `customCss` files (so a site's rules
 * and CSS custom properties win), bundled by esbuild (their `@import`s inlined, the images and fonts
 * their `url()`s name copied under assets/css/ with hashed names) and minified. Without customCss the
 * theme's file is published as it is and esbuild is not loaded. A customCss file, or anything it
 * imports, whose real path is outside the site folder is an error: docsgen never publishes such files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../diagnostics.ts';
import type { OutputFile } from '../emit/staging.ts';
import { cacheKey, type BuildCache } from '../cache/build-cache.ts';
import { generatorFingerprint } from '../cache/fingerprint.ts';

/** The stylesheet's files (the CSS first) and the CSS file's path in the output. */
export interface ThemeCss {
  cssPath: string;
  files: OutputFile[];
}

/** The stylesheet as the build cache keeps it (JSON): the CSS as text, fonts and images in base64. */
interface StoredCss {
  cssPath: string;
  files: Array<{ path: string; text?: string; base64?: string }>;
}

/** File types a stylesheet's `url()` may name; each is copied with a hashed name. */
const ASSET_LOADERS = Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file' as const]));

/**
 * Builds the stylesheet. `hash` names the plain theme file as the build always has. The bundle is
 * kept in the build cache while the theme, the custom files and everything they import are unchanged.
 */
export async function themeCss(options: { themeFile: string; themeExtras?: string[]; customCss: string[]; rootDir: string; cache: BuildCache; hash: (text: string) => string }): Promise<ThemeCss> {
  const { themeFile, customCss, rootDir, cache } = options;
  const themeFiles = [themeFile, ...(options.themeExtras ?? [])];
  if (customCss.length === 0) {
    const styles = themeStyles(themeFiles);
    const cssPath = `assets/css/styles.${options.hash(styles)}.css`;
    return { cssPath, files: [{ path: cssPath, contents: styles }] };
  }
  const realRoot = fs.realpathSync(rootDir);
  const entries = customCss.map((file) => {
    const absolute = path.resolve(rootDir, file);
    const real = realPathInside(absolute, realRoot);
    if (!real) {
      throw new DocsgenError({
        file: 'site.config.ts',
        message: `customCss "${file}" ${fs.existsSync(absolute) ? 'is outside the site folder' : 'does not exist'}`,
        hint: 'name a CSS file inside the site folder, relative to site.config.ts (e.g. "src/custom.css")',
      });
    }
    return real;
  });
  const contentsKey = [...themeFiles, ...entries].map((f) => `${f}\0${fs.readFileSync(f, 'utf8')}`).join('\0');
  const key = cacheKey(await generatorFingerprint(), 'theme-css', contentsKey);
  const stored = await cache.read<StoredCss>(key);
  if (stored) return { cssPath: stored.cssPath, files: stored.files.map((f) => ({ path: f.path, contents: f.text ?? Buffer.from(f.base64 ?? '', 'base64') })) };
  const result = await bundleCss(themeFiles, entries, realRoot);
  const files = result.css.files.map((f) => (typeof f.contents === 'string' ? { path: f.path, text: f.contents } : { path: f.path, base64: Buffer.from(f.contents).toString('base64') }));
  cache.write(key, { cssPath: result.css.cssPath, files } satisfies StoredCss, result.inputs);
  return result.css;
}

async function bundleCss(themeFiles: string[], entries: string[], realRoot: string): Promise<{ css: ThemeCss; inputs: string[] }> {
  const esbuild = await import('esbuild');
  const themeDir = path.dirname(themeFiles[0]);
  const result = await esbuild.build({
    stdin: { contents: [...themeFiles, ...entries].map((f) => `@import ${JSON.stringify(f)};`).join('\n'), loader: 'css', resolveDir: realRoot, sourcefile: 'styles.css' },
    bundle: true,
    minify: true,
    write: false,
    outdir: 'assets/css',
    entryNames: 'styles.[hash]',
    assetNames: '[name].[hash]',
    loader: ASSET_LOADERS,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'site-files-only',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (/^(https?:)?\/\//.test(args.path) || args.path.startsWith('data:')) return { path: args.path, external: true };
            // A site path in url() (`/img/bg.png`, from static/) is left as the browser will request it.
            if (args.kind === 'url-token' && args.path.startsWith('/')) return { path: args.path, external: true };
            const resolved = path.resolve(args.resolveDir, args.path.split(/[?#]/)[0]!);
            const real = realPathInside(resolved, realRoot) ?? realPathInside(resolved, themeDir);
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
  const cwd = process.cwd();
  const files = result.outputFiles.map((f) => ({ path: path.relative(cwd, f.path).split(path.sep).join('/'), contents: f.path.endsWith('.css') ? f.text : f.contents }));
  const css = files.find((f) => f.path.endsWith('.css'));
  if (!css) throw new Error('esbuild produced no stylesheet');
  const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(realRoot, f)).filter((f) => f.startsWith(realRoot + path.sep));
  return { css: { cssPath: css.path, files: [css, ...files.filter((f) => f !== css)] }, inputs };
}

/** The theme's own stylesheets, one after the other. */
export function themeStyles(themeFiles: string[]): string {
  return themeFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

/** The theme's stylesheet of Docusaurus' layout and utility classes (container, row, col--4, hero, button--lg…). */
export const DOCUSAURUS_CLASSES_CSS = 'src/templates/docusaurus-classes.css';

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
