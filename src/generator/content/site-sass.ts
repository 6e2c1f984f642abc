/**
 * Sass for a site's custom CSS (`custom.scss`, as docusaurus-plugin-sass builds it) and its
 * components' `.module.scss`: compiled with the `sass` package the site itself installs, never one
 * of docsgen's. Every file a stylesheet loads must be inside the site folder, as for plain CSS.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of the `sass` package's API used here (sass >= 1.45). */
interface SassApi {
  compile(file: string, options?: { style?: 'expanded' | 'compressed'; loadPaths?: string[] }): { css: string; loadedUrls: URL[] };
}

/** The site's `sass` package, or undefined when the site has none installed. */
function siteSass(rootDir: string): SassApi | undefined {
  try {
    const sass = createRequire(path.join(rootDir, 'package.json'))('sass') as Partial<SassApi>;
    return typeof sass.compile === 'function' ? (sass as SassApi) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Sass file as CSS and the files it loaded (real paths, for watch mode), or what is wrong: no
 * `sass` package in the site, a Sass error, a file loaded from outside the site folder.
 */
export function compileSiteSass(file: string, rootDir: string): { css: string; loaded: string[] } | { error: string } {
  const shown = path.relative(rootDir, file).split(path.sep).join('/');
  const sass = siteSass(rootDir);
  if (!sass) return { error: `${shown} is Sass, and the site has no \`sass\` package to compile it: run npm install --save-dev sass in the site` };
  let result: { css: string; loadedUrls: URL[] };
  try {
    // `~package/…` (webpack's sass-loader) and bare packages resolve from the site's node_modules.
    result = sass.compile(file, { style: 'expanded', loadPaths: [path.join(rootDir, 'node_modules')] });
  } catch (error) {
    return { error: `Sass: ${(error as Error).message.split('\n')[0]}` };
  }
  const loaded = result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fs.realpathSync(fileURLToPath(url)));
  const root = fs.realpathSync(rootDir);
  const outside = loaded.find((f) => f !== root && !f.startsWith(root + path.sep));
  if (outside) return { error: `"${outside}" (loaded by ${shown}) is outside the site folder` };
  return { css: result.css, loaded };
}
