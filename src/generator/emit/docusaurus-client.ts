/**
 * The esbuild plugin that builds the browser chunk of a hydrated Docusaurus page (src/pages) or MDX
 * doc from the same files the server rendered, with the browser's versions of what the server
 * provides: `@theme/*`, `@docusaurus/*` and clsx from src/templates/docusaurus/modules.tsx, React
 * always docsgen's own (one React for the page and the islands runtime), `@site/` paths, CSS modules
 * with the class names as written (as the server renders them), SVG files as components, images at
 * the server's public paths. The chunk's entry wraps the content in the root the server rendered
 * (src/templates/docusaurus/hydrated.tsx).
 */
import { ASSET_FILE as ASSET } from '../content/mdx/asset-files.ts';
import { CSS_MODULE, cssModulePrefix, cssModuleSource } from '../content/mdx/css-modules.ts';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { packagePath, PACKAGE_ROOT } from '../package-root.ts';
import { svgComponentModule } from '../content/mdx/svg-module.ts';
import { assetPublicPath } from '../content/mdx/asset-path.ts';
import { INLINE_LOADER, inlineLoaderOf, loaderModule, loaderNamespace, unknownLoaderError, type LoaderKind } from '../content/mdx/inline-loaders.ts';

/** Node's `timers` in the browser: its own timer functions, setImmediate as a zero-delay timeout. */
const BROWSER_TIMERS = 'module.exports = { setTimeout, clearTimeout, setInterval, clearInterval, setImmediate: (fn, ...args) => setTimeout(fn, 0, ...args), clearImmediate: clearTimeout };';
import { docusaurusModules, SIDE_COMPONENTS, type SideComponents } from '../../templates/docusaurus/module-map.ts';

const CLIENT_MODULES = packagePath('src/templates/docusaurus/modules.tsx');
const HYDRATED_ROOT = packagePath('src/templates/docusaurus/hydrated.tsx');
const PROVIDED = /^(@theme|@theme-original|@docusaurus)\/|^(react-router|react-router-dom|clsx|docsgen:mdx-components)$/;
const REACT = /^(react|react-dom)(\/.*)?$/;

/** The provided modules' exports besides their default (the one list, templates/docusaurus/module-map.ts). */
function namedExports(): Record<string, string[]> {
  const sides = Object.fromEntries(SIDE_COMPONENTS.map((name) => [name, null])) as SideComponents;
  return Object.fromEntries(Object.entries(docusaurusModules(sides)).map(([spec, exports]) => [spec, Object.keys(exports).filter((name) => name !== 'default' && name !== '__esModule')]));
}

/** The entry point of a Docusaurus page module's chunk, or with `mdx`, of an MDX doc's. */
export const pageEntry = (absPath: string, mdx = false): string => `docsgen-${mdx ? 'mdx' : 'page'}:${absPath}`;

/**
 * `mdxModules`: the MDX docs and the MDX files they import, compiled to ES modules by the render
 * (render-mdx.ts `esModulesOf`), by path.
 */
export function docusaurusClientPlugin(rootDir: string, baseUrl: string, mdxModules: Map<string, string>, highlighterUrl?: string, mdxComponents?: string): esbuild.Plugin {
  return {
    name: 'docsgen-docusaurus-client',
    setup(build) {
      const namedExportsOf = namedExports();
      // The grammars CodeBlock loads in the browser: the shared chunk, made once (client-bundle.ts sharedHighlighter).
      if (highlighterUrl) build.onResolve({ filter: /[\\/]code-block[\\/]highlighter\.ts$/ }, () => ({ path: highlighterUrl, external: true }));
      build.onResolve({ filter: /^docsgen-(page|mdx):/ }, (args) => {
        const [, kind, file] = /^docsgen-(page|mdx):(.*)$/s.exec(args.path)!;
        return { path: file, namespace: `docsgen-${kind}` };
      });
      for (const kind of ['page', 'mdx']) {
        // A doc takes the site's MDX components too (config mdxComponents), as the server gave them.
        const siteComponents = kind === 'mdx' && mdxComponents;
        build.onLoad({ filter: /.*/, namespace: `docsgen-${kind}` }, (args) => ({
          contents: [
            `import Content from ${JSON.stringify(args.path)};`,
            `import { hydratedRoot, ownMdxComponents } from ${JSON.stringify(HYDRATED_ROOT)};`,
            ...(siteComponents ? [`import siteComponents from ${JSON.stringify(siteComponents)};`] : []),
            `export default hydratedRoot(Content, ${kind === 'mdx'}${siteComponents ? ', ownMdxComponents(siteComponents)' : ''});`,
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        }));
      }
      build.onResolve({ filter: /\.mdx?$/i }, (args) => {
        const file = path.resolve(args.resolveDir, args.path.startsWith('@site/') ? path.join(rootDir, args.path.slice('@site/'.length)) : args.path);
        const real = fs.existsSync(file) ? fs.realpathSync(file) : file;
        if (mdxModules.has(real)) return { path: real, namespace: 'docsgen-mdx-file' };
        if (mdxModules.has(file)) return { path: file, namespace: 'docsgen-mdx-file' };
        return { errors: [{ text: `the MDX file "${args.path}" was not compiled for the browser` }] };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-mdx-file' }, (args) => ({ contents: mdxModules.get(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      // webpack's inline loaders (`!!raw-loader!./file`, `yaml-loader!./x.yml`), as the server read them (bundle.ts).
      build.onResolve({ filter: INLINE_LOADER }, async (args) => {
        const { loader, kind, target } = inlineLoaderOf(args.path)!;
        if (!kind) return { errors: [{ text: unknownLoaderError(loader, args.path) }] };
        const spec = target.startsWith('@site/') ? `./${target.slice('@site/'.length)}` : target;
        const found = await build.resolve(spec, { kind: args.kind, resolveDir: target.startsWith('@site/') ? rootDir : args.resolveDir, importer: args.importer });
        return found.errors.length ? { errors: found.errors } : { path: found.path, namespace: loaderNamespace(kind) };
      });
      for (const kind of ['text', 'yaml', 'json', 'url'] as LoaderKind[]) {
        build.onLoad({ filter: /.*/, namespace: loaderNamespace(kind) }, async (args) => ({ contents: await loaderModule(kind, args.path, baseUrl), loader: 'js' }));
      }
      build.onResolve({ filter: PROVIDED }, (args) => ({ path: args.path, namespace: 'docsgen-theme' }));
      // An ES module, not CommonJS: a `"type": "module"` site's files would take a CommonJS module's
      // whole exports as its default (Node's rule, which esbuild follows).
      build.onLoad({ filter: /.*/, namespace: 'docsgen-theme' }, (args) => ({
        contents: [
          `import { CLIENT_MODULES } from ${JSON.stringify(CLIENT_MODULES)};`,
          `const provided = CLIENT_MODULES[${JSON.stringify(args.path)}];`,
          `if (!provided) throw new Error(${JSON.stringify(`docsgen cannot provide the import "${args.path}"`)});`,
          'export default provided.default;',
          ...(namedExportsOf[args.path] ?? []).map((name) => `export const ${name} = provided.${name};`),
        ].join('\n'),
        loader: 'js',
        resolveDir: PACKAGE_ROOT,
      }));
      // One React: the site's own copy (another version, or a second instance) would break hooks.
      build.onResolve({ filter: REACT }, async (args) => {
        if (args.pluginData === 'docsgen-react') return undefined;
        return build.resolve(args.path, { kind: args.kind, resolveDir: PACKAGE_ROOT, pluginData: 'docsgen-react' });
      });
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: rootDir, importer: args.importer }));
      // A path from the root (`/data/note.json`): from static/ first, then the site's folder, as the server resolved it (bundle.ts).
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        const spec = `.${args.path}`;
        const dir = [path.join(rootDir, 'static'), rootDir].find((d) => fs.existsSync(path.join(d, spec.split(/[?#]/)[0]!)));
        return dir ? build.resolve(spec, { kind: args.kind, resolveDir: dir, importer: args.importer }) : undefined;
      });
      // Node's own modules are empty in the browser, as webpack 5 leaves them (a site's `fallback: { fs: false }`),
      // unless the site installs a package of that name for it (`buffer`, `events`): code that needs Node
      // runs only where Node is (BrowserOnly keeps it from the server render).
      build.onResolve({ filter: /^[a-z_:/]+$/ }, async (args) => {
        if (!isBuiltin(args.path) || args.pluginData === 'docsgen-node') return undefined;
        const installed = args.path.startsWith('node:') ? undefined : await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'docsgen-node' });
        return installed && !installed.errors.length ? installed : { path: args.path, namespace: 'docsgen-node-empty' };
      });
      // `timers` is the browser's own timers (xml2js takes setImmediate from it), as Node's polyfills give it.
      build.onLoad({ filter: /.*/, namespace: 'docsgen-node-empty' }, (args) => ({ contents: args.path.replace(/^node:/, '') === 'timers' ? BROWSER_TIMERS : 'module.exports = {};', loader: 'js' }));
      build.onLoad({ filter: /\.(css|s[ac]ss)$/i }, (args) => ({
        // The server inlined the stylesheet (Sass compiled); a CSS module's names are scoped as there.
        contents: CSS_MODULE.test(args.path) ? cssModuleSource(cssModulePrefix(args.path, rootDir)) : 'export {};',
        loader: 'js',
      }));
      build.onLoad({ filter: /\.svg$/i }, async (args) => ({ contents: svgComponentModule(await fs.promises.readFile(args.path, 'utf8')), loader: 'js', resolveDir: PACKAGE_ROOT }));
      build.onLoad({ filter: ASSET }, async (args) => ({ contents: `export default ${JSON.stringify(assetPublicPath(baseUrl, args.path, await fs.promises.readFile(args.path)))};`, loader: 'js' }));
    },
  };
}
