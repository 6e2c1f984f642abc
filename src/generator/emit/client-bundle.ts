/** Bundles src/client/ with esbuild: minified, code-split ES modules with content-hashed names. */
import { REACT_GLOBAL, usesClassicJsx } from '../content/mdx/classic-jsx.ts';
import { LEGACY_REACT_DOM_NAMES } from '../../shared/legacy-react-dom-names.ts';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputFile } from './staging.ts';
import { PACKAGE_ROOT, packagePath } from '../package-root.ts';
import { cacheKey, type BuildCache } from '../cache/build-cache.ts';
import { generatorFingerprint } from '../cache/fingerprint.ts';
import { siteInputsOf } from '../cache/site-inputs.ts';
import { docusaurusClientPlugin, pageEntry } from './docusaurus-client.ts';
import type { DocIsland } from '../content/doc-island.ts';

const CLIENT_ENTRY = packagePath('src/client/main.ts');
const SEARCH_WORKER_ENTRY = packagePath('src/client/search/worker.ts');
const HIGHLIGHTER_ENTRY = packagePath('src/shared/code-block/highlighter.ts');
const DOCSGEN_MODULES = packagePath('node_modules');
/**
 * Where the bundle of a site without React pages is kept, for every site this installation builds:
 * it is the same for all of them. Beside the generator bundle, as its V8 code cache is (see
 * bin/load-generator.js); `npm pack` leaves the folder out.
 */
const SHARED_BUNDLES = packagePath('lib', 'client');
/** Shared bundles kept besides the current one (a checkout's edits each make a new one). */
const KEEP_SHARED = 3;

/** The bundle's files, the public URL of its entry, and of each React page's chunk by source path. */
export interface ClientBundle {
  files: OutputFile[];
  entry: string;
  pageChunks: Map<string, string>;
}

/** A React page module to bundle as an entry of its own. */
export interface PageEntry {
  absPath: string;
  /**
   * A Docusaurus page module (src/pages), hydrated inside the root the server rendered, built with
   * the browser's `@theme`/`@docusaurus` modules (docusaurus-client.ts); the site root resolves `@site/`.
   */
  docusaurus?: { rootDir: string; mdxComponents?: string; aliases?: Record<string, string> };
  /** An MDX doc that hydrates: its MDX files as ES modules, by path (absPath is the doc's). */
  mdx?: Record<string, string>;
}

/** The chunk entries of the MDX docs (and Docusaurus MDX pages) that hydrate (see DocIsland). */
export function islandDocEntries(docs: Iterable<{ island?: DocIsland }>, rootDir: string, aliases?: Record<string, string>): PageEntry[] {
  return [...docs].flatMap((md) => (md.island ? [{ absPath: md.island.docPath, docusaurus: { rootDir, ...(md.island.siteComponents ? { mdxComponents: md.island.siteComponents } : {}), ...(aliases ? { aliases } : {}) }, mdx: md.island.modules }] : []));
}

/** The site's import aliases (config moduleAliases), as the pages carry them. */
function aliasesOf(pages: PageEntry[]): { alias?: Record<string, string> } {
  const aliases = pages.find((p) => p.docusaurus?.aliases)?.docusaurus?.aliases;
  return aliases ? { alias: aliases } : {};
}

/** The site's MDX components module the hydrated docs take their unimported components from. */
function siteMdxComponentsOf(pages: PageEntry[]): string | undefined {
  return pages.find((p) => p.docusaurus?.mdxComponents)?.docusaurus?.mdxComponents;
}

/** The chunk entries of the React pages: those rendered ahead as static HTML have none, unless an MDX page hydrates. */
export function reactPageEntries(pages: Array<PageEntry & { staticHtml?: string; island?: DocIsland }>, rootDir: string, aliases?: Record<string, string>): PageEntry[] {
  return [...pages.filter((p) => p.staticHtml === undefined), ...islandDocEntries(pages, rootDir, aliases)];
}

/** A bundle as the build cache keeps it (JSON: text contents, pairs for the map). */
interface StoredBundle {
  files: Array<{ path: string; contents: string }>;
  entry: string;
  pageChunks: Array<[string, string]>;
}

/**
 * The client bundle, from the build cache while docsgen and the site's React pages (and every file
 * they import) are unchanged: esbuild took about 80 ms of each no-change rebuild of this site.
 */
export async function bundleClientCached(cache: BuildCache, baseUrl: string, pages: PageEntry[] = []): Promise<ClientBundle> {
  if (pages.length === 0) return atBaseUrl(await sharedClientBundle(), baseUrl);
  const key = cacheKey(await generatorFingerprint(), 'client-bundle', baseUrl, ...pages.map((p) => (p.docusaurus ? `docusaurus:${p.docusaurus.rootDir}:${p.docusaurus.mdxComponents ?? ''}:${JSON.stringify(p.docusaurus.aliases ?? {})}:` : '') + p.absPath + (p.mdx ? `:${JSON.stringify(p.mdx)}` : '')));
  const stored = await cache.read<StoredBundle>(key);
  if (stored) return { files: stored.files, entry: stored.entry, pageChunks: new Map(stored.pageChunks) };
  const { bundle, inputs } = await buildClient(baseUrl, pages);
  const decoder = new TextDecoder();
  const files = bundle.files.map((f) => ({ path: f.path, contents: typeof f.contents === 'string' ? f.contents : decoder.decode(f.contents) }));
  cache.write(key, { files, entry: bundle.entry, pageChunks: [...bundle.pageChunks] } satisfies StoredBundle, inputs);
  return bundle;
}

/**
 * The chunks of the MDX docs that hydrate, known once the docs are compiled: a small bundle of their
 * own beside the client bundle, which is not made again. Their React is the islands runtime's (it
 * hands it over, see SHARED_REACT), so the chunks carry neither React nor the runtime: the
 * create-docusaurus template's second whole bundle held its build up by about 0.2 s.
 */
export async function bundleDocIslands(cache: BuildCache, baseUrl: string, docs: PageEntry[]): Promise<ClientBundle> {
  const key = cacheKey(await generatorFingerprint(), 'doc-islands', baseUrl, ...docs.map((p) => `${p.docusaurus?.rootDir ?? ''}:${p.docusaurus?.mdxComponents ?? ''}:${JSON.stringify(p.docusaurus?.aliases ?? {})}:${p.absPath}:${JSON.stringify(p.mdx ?? {})}`));
  const stored = await cache.read<StoredBundle>(key);
  if (stored) return { files: stored.files, entry: stored.entry, pageChunks: new Map(stored.pageChunks) };
  const esbuild = await import('esbuild');
  const workingDir = process.cwd();
  const mdxModules = new Map(docs.flatMap((p) => Object.entries(p.mdx ?? {})));
  const siteRoot = docs.find((p) => p.docusaurus)?.docusaurus?.rootDir ?? workingDir;
  const highlighter = await sharedHighlighter();
  const result = await esbuild.build({
    ...browserChunks(workingDir, 'doc-chunk.[hash]'),
    entryPoints: Object.fromEntries(docs.map((p, i) => [`doc-${i}`, pageEntry(p.absPath, true)])),
    loader: { '.js': 'jsx' },
    nodePaths: [DOCSGEN_MODULES, path.join(siteRoot, 'node_modules')],
    ...(usesClassicJsx(siteRoot) ? { inject: [REACT_GLOBAL] } : {}),
    ...aliasesOf(docs),
    plugins: [sharedReactPlugin(), docusaurusClientPlugin(siteRoot, baseUrl, mdxModules, baseUrl + highlighter.path, siteMdxComponentsOf(docs))],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const decoder = new TextDecoder();
  const files = [...result.outputFiles.map((f) => ({ path: path.relative(workingDir, f.path).split(path.sep).join('/'), contents: decoder.decode(f.contents) })), highlighter];
  const pageChunks = new Map<string, string>();
  docs.forEach((p, i) => {
    const chunk = files.find((f) => f.path.startsWith(`assets/js/doc-${i}.`));
    if (chunk) pageChunks.set(p.absPath, baseUrl + chunk.path);
  });
  cache.write(key, { files, entry: '', pageChunks: [...pageChunks] } satisfies StoredBundle, siteInputsOf(result.metafile));
  return { files, entry: '', pageChunks };
}

/** The client bundle with the chunks of the MDX docs that hydrate, bundled on their own (see bundleDocIslands). */
export async function withDocIslands(client: Promise<ClientBundle>, docs: Promise<ClientBundle>): Promise<ClientBundle> {
  const [main, islands] = await Promise.all([client, docs]);
  return { files: [...main.files, ...islands.files], entry: main.entry, pageChunks: new Map([...main.pageChunks, ...islands.pageChunks]) };
}

/** What the client builds share: minified, code-split ES modules with content-hashed names under assets/js/. */
function browserChunks(workingDir: string, chunkNames = 'chunk.[hash]'): import('esbuild').BuildOptions & { write: false; metafile: true } {
  return {
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    write: false,
    outdir: 'assets/js',
    absWorkingDir: workingDir,
    entryNames: '[name].[hash]',
    chunkNames,
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
  };
}

/** The React modules the islands runtime hands to the doc chunks (src/client/runtime/islands.tsx). */
const SHARED_REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Makes the doc chunks' React imports read the runtime's React: one React for the page, or hooks break. */
function sharedReactPlugin(): import('esbuild').Plugin {
  const docsgenRequire = createRequire(packagePath('package.json'));
  return {
    name: 'docsgen-shared-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => (SHARED_REACT.includes(args.path) ? { path: args.path, namespace: 'docsgen-shared-react' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-shared-react' }, (args) => {
        // The names the module exports, read from docsgen's own copy (the one the runtime bundles).
        const own = Object.keys(docsgenRequire(args.path) as object).filter((name) => name !== 'default' && IDENTIFIER.test(name));
        // react-dom's APIs React 19 removed come from the runtime's copy (client/runtime/legacy-react-dom.ts).
        const names = args.path === 'react-dom' ? [...new Set([...own, ...LEGACY_REACT_DOM_NAMES])] : own;
        return {
          contents: [
            `const shared = globalThis.__docsgenReact && globalThis.__docsgenReact[${JSON.stringify(args.path)}];`,
            `if (!shared) throw new Error('the islands runtime has not loaded React');`,
            'export default shared.default ?? shared;',
            ...(names.length ? [`export const { ${names.join(', ')} } = shared;`] : []),
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}

/** A bundle made for the site root, at a site's base URL (the files' paths carry none). */
function atBaseUrl(bundle: StoredBundle, baseUrl: string): ClientBundle {
  return { files: bundle.files, entry: baseUrl + bundle.entry, pageChunks: new Map() };
}

let sharedBundle: Promise<StoredBundle> | undefined;

/**
 * The bundle of docsgen's client alone (a site with no React pages of its own): it depends on
 * nothing but docsgen's code, so it is made once per installation and version, not once per site.
 * esbuild took 0.15-0.3 s of CPU of every cold build, beside the Markdown workers (see
 * docs/performance.md). Made with docsgen's folder as esbuild's working folder, so its bytes and
 * names do not depend on where the site is.
 */
function sharedClientBundle(): Promise<StoredBundle> {
  sharedBundle ??= (async () => {
    const file = path.join(SHARED_BUNDLES, `${(await generatorFingerprint()).slice(0, 24)}.json`);
    try {
      return JSON.parse(await fs.promises.readFile(file, 'utf8')) as StoredBundle;
    } catch {
      // not made yet by this version (or unreadable): made now, and kept for the next build
    }
    const { bundle } = await buildClient('/', [], PACKAGE_ROOT);
    const decoder = new TextDecoder();
    const stored: StoredBundle = {
      files: bundle.files.map((f) => ({ path: f.path, contents: typeof f.contents === 'string' ? f.contents : decoder.decode(f.contents) })),
      entry: bundle.entry.slice(1),
      pageChunks: [],
    };
    keepSharedFile(file, stored);
    return stored;
  })();
  // A failed bundle is not remembered: the next build (in `serve`) tries again.
  sharedBundle.catch(() => (sharedBundle = undefined));
  return sharedBundle;
}

let highlighterChunk: Promise<{ path: string; contents: string }> | undefined;

/**
 * The grammars a CodeBlock drawn in the browser loads (templates/docusaurus/code-block-dom.ts): one
 * ES module the same for every site, made once per docsgen version and kept beside the shared
 * bundle. Bundled with each site's chunks instead, refractor's thirty grammars cost a build with
 * hydrated pages 40-50 ms of esbuild after the docs compile.
 */
function sharedHighlighter(): Promise<{ path: string; contents: string }> {
  highlighterChunk ??= (async () => {
    const file = path.join(SHARED_BUNDLES, `highlighter-${(await generatorFingerprint()).slice(0, 24)}.json`);
    try {
      return JSON.parse(await fs.promises.readFile(file, 'utf8')) as { path: string; contents: string };
    } catch {
      // not made yet by this version: made now
    }
    const esbuild = await import('esbuild');
    const result = await esbuild.build({ ...browserChunks(PACKAGE_ROOT, 'chunk.[hash]'), entryPoints: { highlighter: HIGHLIGHTER_ENTRY }, splitting: false, logLevel: 'silent' });
    const chunk = { path: path.relative(PACKAGE_ROOT, result.outputFiles[0].path).split(path.sep).join('/'), contents: result.outputFiles[0].text };
    keepSharedFile(file, chunk);
    return chunk;
  })();
  highlighterChunk.catch(() => (highlighterChunk = undefined));
  return highlighterChunk;
}

/**
 * Writes a shared file (whole or not at all: concurrent builds may race), and drops the old ones of
 * its kind (the bundles, or the highlighter chunks).
 */
function keepSharedFile(file: string, value: StoredBundle | { path: string; contents: string }): void {
  const kind = (name: string) => name.startsWith('highlighter-');
  try {
    fs.mkdirSync(SHARED_BUNDLES, { recursive: true });
    const staging = `${file}.tmp-${process.pid}-${Date.now()}`;
    fs.writeFileSync(staging, JSON.stringify(value));
    fs.renameSync(staging, file);
    const older = fs
      .readdirSync(SHARED_BUNDLES)
      .filter((name) => name.endsWith('.json') && path.join(SHARED_BUNDLES, name) !== file && kind(name) === kind(path.basename(file)))
      .map((name) => ({ file: path.join(SHARED_BUNDLES, name), mtime: fs.statSync(path.join(SHARED_BUNDLES, name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime)
      .slice(KEEP_SHARED);
    for (const old of older) fs.rmSync(old.file, { force: true });
  } catch {
    // a read-only installation: every cold build bundles the client again
  }
}

/**
 * The bundle, and the site's files it was made from (see siteInputsOf). `workingDir`: esbuild's
 * working folder, whose paths to the sources the chunks' hashes depend on.
 */
async function buildClient(baseUrl: string, pages: PageEntry[], workingDir = process.cwd()): Promise<{ bundle: ClientBundle; inputs: string[] }> {
  // Loaded only when the bundle is made: a rebuild with nothing changed never needs it.
  const esbuild = await import('esbuild');
  const pageNames = new Map(pages.map((p, i) => [`page-${i}`, p.absPath]));
  const entryOf = (p: PageEntry) => (p.docusaurus ? pageEntry(p.absPath, Boolean(p.mdx)) : p.absPath);
  const mdxModules = new Map(pages.flatMap((p) => Object.entries(p.mdx ?? {})));
  const siteRoot = pages.find((p) => p.docusaurus)?.docusaurus?.rootDir ?? workingDir;
  const highlighter = pages.some((p) => p.docusaurus) ? await sharedHighlighter() : undefined;
  // The search worker is a script of its own (a worker cannot share the page's chunks in every
  // browser): built first, so the main bundle can name its hashed file.
  const worker = await esbuild.build({
    ...browserChunks(workingDir),
    entryPoints: { 'search-worker': SEARCH_WORKER_ENTRY },
    format: 'iife',
    splitting: false,
    logLevel: 'silent',
  });
  const workerFile = worker.outputFiles[0];
  const result = await esbuild.build({
    ...browserChunks(workingDir),
    entryPoints: { main: CLIENT_ENTRY, ...Object.fromEntries(pages.map((p, i) => [`page-${i}`, entryOf(p)])) },
    // Docusaurus pages and components are JSX in .js files.
    ...(pages.some((p) => p.docusaurus) ? { loader: { '.js': 'jsx' } as const } : {}),
    // React pages in a site folder resolve packages there first, then from docsgen's own dependencies.
    nodePaths: [DOCSGEN_MODULES],
    ...(pages.some((p) => p.docusaurus) && usesClassicJsx(siteRoot) ? { inject: [REACT_GLOBAL] } : {}),
    ...aliasesOf(pages),
    plugins: pages.length ? [docusaurusClientPlugin(siteRoot, baseUrl, mdxModules, highlighter && baseUrl + highlighter.path, siteMdxComponentsOf(pages))] : [],
    define: { 'process.env.NODE_ENV': '"production"', __DOCSGEN_SEARCH_WORKER__: JSON.stringify(`./${path.basename(workerFile.path)}`) },
    logLevel: 'silent',
  });
  const files = [...result.outputFiles, workerFile].map((f) => ({ path: path.relative(workingDir, f.path).split(path.sep).join('/'), contents: f.contents as string | Uint8Array }));
  if (highlighter) files.push(highlighter);
  const entry = files.find((f) => /^assets\/js\/main\.[A-Z0-9]+\.js$/i.test(f.path));
  if (!entry) throw new Error('esbuild produced no entry chunk for src/client/main.ts');
  const pageChunks = new Map<string, string>();
  for (const [name, absPath] of pageNames) {
    const chunk = files.find((f) => f.path.startsWith(`assets/js/${name}.`));
    if (chunk) pageChunks.set(absPath, baseUrl + chunk.path);
  }
  return { bundle: { files, entry: baseUrl + entry.path, pageChunks }, inputs: siteInputsOf(result.metafile) };
}
