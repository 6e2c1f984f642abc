/**
 * Sass for a site's custom CSS (`custom.scss`, as docusaurus-plugin-sass builds it): compiled with
 * the `sass` package the site itself installs, never one of docsgen's. Every file a stylesheet loads
 * must be inside the site folder, as for plain CSS.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of the `sass` package's API used here (sass >= 1.45). */
interface SassApi {
  compile(file: string, options?: { style?: 'expanded' | 'compressed'; loadPaths?: string[] }): { css: string; loadedUrls: URL[] };
}

/** The site's `sass` package, or undefined when the site has none installed. */
export function siteSass(rootDir: string): SassApi | undefined {
  try {
    const sass = createRequire(path.join(rootDir, 'package.json'))('sass') as Partial<SassApi>;
    return typeof sass.compile === 'function' ? (sass as SassApi) : undefined;
  } catch {
    return undefined;
  }
}

/** A Sass file as CSS, and the files it loaded (real paths); an error names what is wrong. */
export function compileSass(sass: SassApi, file: string, rootDir: string): { css: string; loaded: string[] } {
  // `~package/…` (webpack's sass-loader) and bare packages resolve from the site's node_modules.
  const result = sass.compile(file, { style: 'expanded', loadPaths: [path.join(rootDir, 'node_modules')] });
  const loaded = result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url));
  return { css: result.css, loaded };
}
