/**
 * Imports a Docusaurus config (docusaurus.config.js/.ts/.mjs/.cjs) or a sidebars file, whether or
 * not the repo's node_modules exist: esbuild bundles the file and what it imports from the repo;
 * the Docusaurus ecosystem's packages a config imports for values docsgen does not use (Prism
 * themes, `@docusaurus/*` helpers and types) are replaced by stubs; any other package is required
 * from the repo when installed, else stubbed with a warning. The module runs as CommonJS so that
 * `require.resolve('./sidebars.js')` and `require('./x.json')` work as they do under Docusaurus.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** Packages always stubbed: configs import them for themes and types only. */
const ECOSYSTEM = /^(prism-react-renderer|@docusaurus\/|docusaurus-plugin-|@easyops-cn\/|remark-|rehype-|@mdx-js\/)/;

/** A stub module: any property read is the stub again, so `themes.github` or `x.default` work. */
const STUB: unknown = new Proxy(function stub() {}, {
  get: (_, key) => (key === '__esModule' ? false : key === Symbol.toPrimitive ? () => '' : STUB),
  apply: () => STUB,
});
const STUB_PREFIX = 'docsgen-stub:';

/** Whether a value is (part of) a stubbed package: a plugin function docsgen cannot run. */
export function isStub(value: unknown): boolean {
  return value === STUB;
}

export interface ImportedModule {
  value: unknown;
  /** Packages that were not installed and were replaced by stubs. */
  stubbed: string[];
}

/** The marker item a stood-in API sidebar file exports; map-sidebars.ts makes it `{ type: 'api', group }`. */
export const API_GROUP_MARKER = '__docsgen_api_group__';

/**
 * Files the module may import that docsgen stands in for: absolute paths without their extension
 * (".../docs/petstore/sidebar") to the API group whose sidebar they are.
 */
export type ApiSidebarFiles = Map<string, string>;

export async function importDocusaurusModule(absPath: string, apiSidebars: ApiSidebarFiles = new Map()): Promise<ImportedModule> {
  const siteRequire = createRequire(absPath);
  const stubbed: string[] = [];
  const result = await esbuild.build({
    entryPoints: [absPath],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    loader: { '.js': 'jsx' },
    plugins: [
      {
        name: 'docusaurus-config-packages',
        setup(build) {
          // docusaurus-plugin-openapi-docs' generated sidebar slice, which may not have been generated.
          build.onResolve({ filter: /^\.|^\// }, (args) => {
            const group = apiSidebars.get(path.resolve(args.resolveDir, args.path).replace(/\.(ts|js|cjs|mjs)$/, ''));
            return group === undefined ? undefined : { path: group, namespace: 'docsgen-api-sidebar' };
          });
          build.onLoad({ filter: /.*/, namespace: 'docsgen-api-sidebar' }, (args) => ({
            contents: `const items = [{ type: ${JSON.stringify(API_GROUP_MARKER)}, group: ${JSON.stringify(args.path)} }];\nitems.default = items;\nmodule.exports = items;\n`,
            loader: 'js',
          }));
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            if (ECOSYSTEM.test(args.path)) return { path: STUB_PREFIX + args.path, external: true };
            try {
              return { path: siteRequire.resolve(args.path), external: true };
            } catch {
              stubbed.push(args.path);
              return { path: STUB_PREFIX + args.path, external: true };
            }
          });
        },
      },
    ],
  });
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const require = Object.assign((spec: string): unknown => (spec.startsWith(STUB_PREFIX) ? STUB : siteRequire(spec)), { resolve: (spec: string) => (spec.startsWith('.') ? path.resolve(path.dirname(absPath), spec) : siteRequire.resolve(spec)) });
  new Function('require', 'module', 'exports', '__filename', '__dirname', result.outputFiles[0].text)(require, module, module.exports, absPath, path.dirname(absPath));
  let value: unknown = 'default' in module.exports ? module.exports.default : module.exports;
  // A config may be a function (sync or async) returning the config.
  if (typeof value === 'function') value = await (value as () => unknown)();
  return { value, stubbed };
}
