// Loads docsgen's generator as one esbuild bundle of src/ and of the packages it uses, built on first
// use and again whenever a source file or the lockfile changes. Through tsx, every start transformed
// and resolved a hundred TypeScript modules in the main thread and again in each worker: about 0.6 s
// of every build. The unified, micromark and OpenAPI packages are another few hundred small modules,
// which cost each build thread about 0.3 s more to resolve and load one by one than as a bundle.
// DOCSGEN_FROM_SOURCE=1 runs the sources through tsx.
//
// The package's `prepare` script (scripts/build-package.js, run by `npm ci` and `npm pack`) makes
// the bundle ahead of time in lib/, with the key of the sources it was made from. An installed
// package (no tsconfig.json: the tarball carries none) always runs lib/'s bundle and never bundles
// at run time; a checkout of the repository runs it while the sources are those it was made from,
// and bundles edited sources on first use into node_modules/.cache/.
//
// The bundle is one CommonJS file, compiled with V8's code cache: V8 otherwise parses the bundle's
// 3 MB and compiles each function to bytecode the first time it runs, in the main thread and again
// in each worker (about 0.2 s of each thread's time in a build of this repo's site). The first build
// after the bundle is made keeps the bytecode of every function it ran beside the bundle
// (`generator.cjs.<node options>.v8cache`); later starts of any thread take it from there. ES
// modules have no code cache on Node 20 (Node 22's `module.enableCompileCache()` gives them one).
import { isAscii } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { dependencyPatchesPlugin } from './dependency-patches.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'docsgen-generator');
const BUNDLE = 'generator.cjs';
/** The bundle `prepare` made, and the key of the sources it was made from. */
export const PREBUILT = path.join(ROOT, 'lib');
const PREBUILT_KEY = path.join(PREBUILT, 'generator.key');
/** A checkout of the repository can bundle its sources; an installed package has only lib/. */
const CAN_BUNDLE = fs.existsSync(path.join(ROOT, 'tsconfig.json'));

/** The bundle's entry points: the CLI, a build worker thread, and watch mode's build thread. */
const ENTRIES = {
  cli: 'src/cli.ts',
  worker: 'src/generator/parallel/worker.ts',
  'build-worker': 'src/generator/serve/build-worker.ts',
};
/**
 * Packages loaded from node_modules rather than bundled. React and React DOM: a site's React pages
 * import them from there, and a second copy inside the bundle would not see their hooks. esbuild: it
 * runs a native binary. tsx: it registers loader hooks of its own. rtlcss (and the PostCSS it brings):
 * only a right-to-left site's build loads it, and inside the bundle its 200 KB slowed every start.
 */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'tsx', 'tsx/*', 'rtlcss'];
/** The sources are ES modules: `import.meta` becomes this object, made from the bundle's own file. */
const IMPORT_META = 'var __docsgenImportMeta = { url: require("node:url").pathToFileURL(__filename).href, resolve: (specifier) => require("node:url").pathToFileURL(require.resolve(specifier)).href };';
/**
 * The CommonJS wrapper the bundle is run in, written into the bundle file itself (its first and last
 * characters) rather than joined to the file's text at load: V8 then compiles the text as it was
 * read (an external Latin-1 string) instead of first copying the joined 6 MB into one flat string,
 * in each thread, before it even looks up the code cache (6,200 of a cold build's 63,000 page
 * faults, and 12 MB of copying, at the start of both threads).
 */
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname, __docsgenImport) {';
const WRAPPER_END = '\n})';
/** Bundles kept besides the current one, for processes (a running `docsgen serve`) still using them. */
const KEEP = 3;

/** Whether the generator should run from its TypeScript sources through tsx. */
export const fromSource = process.env.DOCSGEN_FROM_SOURCE === '1';

/**
 * Imports one entry of the generator: from the bundle, or from the sources through tsx.
 * `beforeLoad` is given the bundle's file before this thread loads it (see early-workers.js).
 */
export async function importGenerator(entry, beforeLoad) {
  const dir = fromSource ? undefined : await generatorBundle().catch(() => undefined);
  if (dir) {
    beforeLoad?.(path.join(dir, BUNDLE));
    return importFromBundle(path.join(dir, BUNDLE), entry);
  }
  // Asked for, or the bundle cannot be written (a read-only install): run the sources through tsx.
  // The bundle must live inside docsgen's folder, where its package imports resolve.
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
  return import(pathToFileURL(path.join(ROOT, ENTRIES[entry])).href);
}

/** One entry of the bundle `file` (a worker thread names the bundle its parent runs). */
export function importFromBundle(file, entry) {
  return loadBundle(file, entry === 'worker' ? 'worker' : 'main').entries[entry]();
}

/** The folder of an up-to-date bundle, built now when the sources changed since the last one. */
export async function generatorBundle() {
  if (!CAN_BUNDLE) return PREBUILT;
  const key = sourceKey();
  if (readKey(PREBUILT_KEY) === key && fs.existsSync(path.join(PREBUILT, BUNDLE))) return PREBUILT;
  const dir = path.join(CACHE, key);
  if (fs.existsSync(path.join(dir, BUNDLE))) return dir;
  // Built beside its final place, then renamed: concurrent starts never see half a bundle.
  const staging = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await bundleGenerator(staging);
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    // Another process finished the same bundle first: use theirs.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, BUNDLE))) throw error;
  }
  pruneOldBundles(key);
  return dir;
}

/** Makes the bundle in lib/ (the package's `prepare` script), with the key of its sources. */
export async function prebuildGenerator() {
  const staging = `${PREBUILT}/.generator-${process.pid}`;
  await bundleGenerator(staging);
  for (const name of fs.readdirSync(PREBUILT)) if (name.startsWith(`${BUNDLE}`)) fs.rmSync(path.join(PREBUILT, name));
  for (const name of fs.readdirSync(staging)) fs.renameSync(path.join(staging, name), path.join(PREBUILT, name));
  fs.rmSync(staging, { recursive: true, force: true });
  fs.writeFileSync(PREBUILT_KEY, `${sourceKey()}\n`);
}

function readKey(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Bundles the generator's entries into `outDir`/generator.cjs, with its source map. */
async function bundleGenerator(outDir) {
  const { build } = await import('esbuild');
  await build({
    // One bundle exporting each entry as a function that evaluates it when first called, so a worker
    // thread never runs the CLI's top level, nor the CLI the worker's.
    stdin: {
      contents: `export const entries = {\n${Object.entries(ENTRIES)
        .map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`./${file}`)}),`)
        .join('\n')}\n};\n`,
      resolveDir: ROOT,
      sourcefile: 'generator-entries.js',
      loader: 'js',
    },
    outfile: path.join(outDir, BUNDLE),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: WRAPPER_START + IMPORT_META },
    footer: { js: WRAPPER_END },
    define: { 'import.meta': '__docsgenImportMeta' },
    jsx: 'automatic',
    // No comments and no indentation: esbuild escapes every other non-ASCII character, so the bundle
    // is ASCII, read as Latin-1 (a copy) rather than decoded as UTF-8 (15 ms a thread), and a third
    // smaller (3.0 MB); V8's code cache of it is half the size. Names are kept; the source map gives
    // any position back.
    minifyWhitespace: true,
    sourcemap: 'linked',
    logLevel: 'silent',
    // A script compiled by vm has no import(): the packages' own (esbuild, a built-in module) become
    // require(), and the site's ES modules are imported through the loader (importModulePlugin).
    supported: { 'dynamic-import': false },
    plugins: [dependencyPatchesPlugin(), importModulePlugin(), prismThemesPlugin()],
  });
}

/**
 * Swaps src/generator/render/prism-theme-data.ts for prism-react-renderer's themes as data: the
 * package itself runs Prism and its grammars as it loads (40-60 ms), to give two themes. A JSON
 * string, parsed when asked for, costs the bundle's other readers nothing.
 */
function prismThemesPlugin() {
  return {
    name: 'docsgen-prism-themes',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]generator[\\/]render[\\/]prism-theme-data\.ts$/ }, () => {
        const { themes } = createRequire(path.join(ROOT, 'package.json'))('prism-react-renderer');
        return { contents: `export const prismThemes = () => JSON.parse(${JSON.stringify(JSON.stringify(themes))});`, loader: 'js' };
      });
    },
  };
}

/** The `import()` the bundle's src/generator/config/import-module.ts calls: a script compiled by vm has none. */
const importModule = (url) => import(url);

/** Swaps src/generator/config/import-module.ts for a module that imports through this loader. */
function importModulePlugin() {
  return {
    name: 'docsgen-import-module',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]generator[\\/]config[\\/]import-module\.ts$/ }, () => ({
        contents: 'export const importModule = (url) => __docsgenImport(url);',
        loader: 'js',
      }));
    },
  };
}

/** Bundles loaded in this thread, by file. */
const loaded = new Map();

/**
 * Compiles and runs the bundle `file` as a CommonJS module, with the code cache beside it when one
 * was made by the same Node and V8 flags (V8 checks both, and rejects a cache that does not match).
 */
function loadBundle(file, role = 'main') {
  const known = loaded.get(file);
  if (known) return known.exports;
  const bytes = fs.readFileSync(file);
  // ASCII (see generatorBundle): taken as Latin-1, a plain copy, instead of decoded as UTF-8.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  // A worker thread runs other code than the main thread (the docs' compile): a cache of its own.
  const cacheFile = codeCacheFile(file, process.execArgv, role);
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    // no cache yet: this thread compiles as it goes, and the build saves a cache at its end
  }
  // The bundle is the wrapper function's text (WRAPPER_START); one made otherwise is wrapped here.
  const script = new vm.Script(source.startsWith(WRAPPER_START) ? source : `${WRAPPER_START}${source}${WRAPPER_END}`, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} };
  // Called as Node calls a CommonJS module's wrapper: `this` is the module's exports.
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), importModule);
  loaded.set(file, { exports: module.exports, script, cacheFile, cached: cachedData !== undefined && !script.cachedDataRejected });
  if (role === 'worker') globalThis[SAVE_WORKER_CACHE] = saveWorkerCodeCache;
  return module.exports;
}

/** The name of the worker thread's hook that keeps its code cache (the worker calls it, see parallel/worker.ts). */
const SAVE_WORKER_CACHE = '__docsgenSaveWorkerCodeCache';

/**
 * A worker's code cache, once its build's docs are compiled: kept when it has none yet, or when
 * this build compiled MDX docs and the cache was made by one that compiled none (its MDX code
 * would otherwise be compiled again in every build).
 */
function saveWorkerCodeCache(mdx) {
  for (const bundle of loaded.values()) {
    const mdxMark = `${bundle.cacheFile}.mdx`;
    if (bundle.cached && !(mdx && !fs.existsSync(mdxMark))) continue;
    try {
      const staging = `${bundle.cacheFile}.tmp-${process.pid}-${Date.now()}`;
      fs.writeFileSync(staging, bundle.script.createCachedData());
      fs.renameSync(staging, bundle.cacheFile);
      if (mdx) fs.writeFileSync(mdxMark, '');
      bundle.cached = true;
    } catch {
      // a read-only install: every start compiles as it goes
    }
  }
}

/**
 * Keeps the bytecode of every function the loaded bundle has run so far, for later starts, unless
 * a cache this thread could use is there already. Called once a command's work is done, so the
 * cache holds what a build runs. Failing to write it only costs the next start some time.
 */
export function saveCodeCache() {
  for (const bundle of loaded.values()) {
    if (bundle.cached) continue;
    try {
      const staging = `${bundle.cacheFile}.tmp-${process.pid}`;
      fs.writeFileSync(staging, bundle.script.createCachedData());
      fs.renameSync(staging, bundle.cacheFile);
      bundle.cached = true;
    } catch {
      // a read-only install: every start compiles as it goes
    }
  }
}

/**
 * Where the code cache of the bundle `file` is kept for a process started with `execArgv`. V8 takes
 * a code cache only from a process with the same V8 version and flags, so each set of flags (a
 * profiler's, a test's) keeps its own, rather than each replacing the other's in turn.
 */
export function codeCacheFile(file, execArgv = process.execArgv, role = 'main') {
  const flags = crypto.createHash('sha256').update(`${process.version}\0${process.arch}\0${execArgv.join('\0')}`).digest('hex').slice(0, 12);
  return role === 'worker' ? `${file}.${flags}.worker.v8cache` : `${file}.${flags}.v8cache`;
}

/**
 * A key of everything the bundle is made of: each source file's path, size and modification time,
 * the lockfile, the loader, its dependency patches and early-workers.js (the bundle holds it too), and the Node version. Stat calls only, so
 * checking costs a few milliseconds.
 */
function sourceKey() {
  const hash = crypto.createHash('sha256').update(`${process.version}\0${ROOT}\0`);
  const files = fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of [...files, path.join(ROOT, 'package-lock.json'), path.join(ROOT, 'tsconfig.json'), fileURLToPath(import.meta.url), fileURLToPath(new URL('./dependency-patches.js', import.meta.url)), fileURLToPath(new URL('./early-workers.js', import.meta.url))]) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(ROOT, file)}\0${stat?.size ?? -1}\0${stat?.mtimeMs ?? -1}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

function pruneOldBundles(current) {
  const others = fs
    .readdirSync(CACHE, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== current)
    .map((e) => ({ name: e.name, dir: path.join(CACHE, e.name), mtime: fs.statSync(path.join(CACHE, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  // Half-built bundles of starts that were killed: any still being written is seconds old.
  const abandoned = others.filter((o) => o.name.includes('.tmp-') && Date.now() - o.mtime > 60 * 60 * 1000);
  const older = others.filter((o) => !o.name.includes('.tmp-')).slice(KEEP);
  for (const old of [...abandoned, ...older]) fs.rmSync(old.dir, { recursive: true, force: true });
}
