/**
 * Imports a site's own TypeScript module (site.config.ts, a React page) without a TypeScript loader
 * in the process: esbuild bundles its relative imports with the automatic JSX transform, whatever
 * tsconfig the site has; packages stay external, React resolved to docsgen's own copy so a page and
 * the renderer share one instance. The result is imported from a file named by its code, in a private
 * temporary folder, so an edited module (watch mode) is imported afresh and an unchanged one from
 * Node's cache. With a
 * build cache, the bundled code is kept there while the module and the files it bundles are unchanged,
 * and esbuild is not even loaded: on a no-change rebuild it was some 100 ms.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importModule } from './import-module.ts';
import { writePrivateFile } from './private-temp.ts';
import { packagePath } from '../package-root.ts';
import { cacheKey, type BuildCache } from '../cache/build-cache.ts';
import { generatorFingerprint } from '../cache/fingerprint.ts';
import { siteInputsOf } from '../cache/site-inputs.ts';

const docsgenRequire = createRequire(packagePath('package.json'));
/**
 * Packages a module must share with docsgen's renderer: one React instance, or hooks break; and
 * docsgen itself, so a config's `import { defineConfig } from 'docsgen'` names the running docsgen
 * (installed in the site, run by `npx`, or this repository through the package's own name).
 */
const SHARED = /^(react|react-dom|docsgen)(\/.*)?$/;

/** Where esbuild located a syntax or import error, as its failures report it. */
export interface LocatedError {
  text: string;
  line: number | undefined;
}

/** The first located error of an esbuild failure, or undefined for any other error. */
export function locatedError(error: unknown): LocatedError | undefined {
  const first = (error as { errors?: Array<{ text: string; location?: { line: number } | null }> }).errors?.[0];
  return first ? { text: first.text, line: first.location?.line } : undefined;
}

/** Bundles and imports the module at `absPath`. Throws esbuild's failure (see locatedError) or the module's own error. */
export async function importTypeScript(absPath: string, cache?: BuildCache, beforeRun?: () => Promise<void>): Promise<unknown> {
  const stored = cache?.enabled ? { cache, key: cacheKey(await generatorFingerprint(), 'module-bundle', absPath) } : undefined;
  let code = stored && (await stored.cache.read<string>(stored.key));
  if (code === undefined) {
    const bundled = await bundleModule(absPath);
    code = bundled.code;
    stored?.cache.write(stored.key, code, bundled.inputs);
  }
  // A private folder of this process (see private-temp.ts), never a shared name under the temp folder.
  const file = await writePrivateFile(`${crypto.createHash('sha256').update(absPath).update(code).digest('hex').slice(0, 16)}.mjs`, code);
  await beforeRun?.();
  return importModule(pathToFileURL(file).href);
}

/**
 * The module bundled as one ES module, and the site's files it read or resolved to (see
 * siteInputsOf): packages by their entry file, as an upgrade that moves it makes the path stale.
 */
async function bundleModule(absPath: string): Promise<{ code: string; inputs: string[] }> {
  const esbuild = await import('esbuild');
  const moduleRequire = createRequire(absPath);
  const externals = new Set<string>();
  const result = await esbuild.build({
    entryPoints: [absPath],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            let resolved: string;
            try {
              resolved = SHARED.test(args.path) ? docsgenRequire.resolve(args.path) : moduleRequire.resolve(args.path);
            } catch {
              resolved = docsgenRequire.resolve(args.path);
            }
            if (path.isAbsolute(resolved)) externals.add(resolved);
            return { path: pathToFileURL(resolved).href, external: true };
          });
        },
      },
    ],
  });
  return { code: result.outputFiles[0].text, inputs: siteInputsOf(result.metafile, externals) };
}
