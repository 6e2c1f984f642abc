// Loads docsgen's generator as one esbuild bundle of src/ and of the packages it uses, built on first
// use and again whenever a source file or the lockfile changes. Through tsx, every start transformed
// and resolved a hundred TypeScript modules in the main thread and again in each worker: about 0.6 s
// of every build. The unified, micromark and OpenAPI packages are another few hundred small modules,
// which cost each build thread about 0.3 s more to resolve and load one by one than as a bundle.
// DOCSGEN_FROM_SOURCE=1 runs the sources through tsx.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dependencyPatchesPlugin } from './dependency-patches.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'docsgen-generator');

/** The bundle's entry points: the CLI, a build worker thread, and watch mode's build thread. */
const ENTRIES = {
  cli: 'src/cli.ts',
  worker: 'src/generator/parallel/worker.ts',
  'build-worker': 'src/generator/serve/build-worker.ts',
};
/**
 * Packages loaded from node_modules rather than bundled. React and React DOM: a site's React pages
 * import them from there, and a second copy inside the bundle would not see their hooks. esbuild: it
 * runs a native binary. tsx: it registers loader hooks of its own.
 */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'tsx', 'tsx/*'];
/**
 * Bundled CommonJS packages (swagger-parser, Ajv, httpsnippet) call `require` for Node's built-in
 * modules; an ES module has none of its own, so each file of the bundle makes one.
 */
const REQUIRE_BANNER = "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);";
/** Bundles kept besides the current one, for processes (a running `docsgen serve`) still using them. */
const KEEP = 3;

/** Whether the generator should run from its TypeScript sources through tsx. */
export const fromSource = process.env.DOCSGEN_FROM_SOURCE === '1';

/** Imports one entry of the generator: from the bundle, or from the sources through tsx. */
export async function importGenerator(entry) {
  const dir = fromSource ? undefined : await generatorBundle().catch(() => undefined);
  if (dir) return import(pathToFileURL(path.join(dir, `${entry}.js`)).href);
  // Asked for, or the bundle cannot be written (a read-only install): run the sources through tsx.
  // The bundle must live inside docsgen's folder, where its package imports resolve.
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: path.join(ROOT, 'tsconfig.json') });
  return import(pathToFileURL(path.join(ROOT, ENTRIES[entry])).href);
}

/** The folder of an up-to-date bundle, built now when the sources changed since the last one. */
export async function generatorBundle() {
  const key = sourceKey();
  const dir = path.join(CACHE, key);
  if (fs.existsSync(path.join(dir, 'cli.js'))) return dir;
  const { build } = await import('esbuild');
  // Built beside its final place, then renamed: concurrent starts never see half a bundle.
  const staging = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: REQUIRE_BANNER },
    jsx: 'automatic',
    // Entries and chunks side by side, so a module finds the worker entry next to itself.
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'silent',
    plugins: [dependencyPatchesPlugin()],
  });
  try {
    fs.renameSync(staging, dir);
  } catch (error) {
    // Another process finished the same bundle first: use theirs.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, 'cli.js'))) throw error;
  }
  pruneOldBundles(key);
  return dir;
}

/**
 * A key of everything the bundle is made of: each source file's path, size and modification time,
 * the lockfile, the loader and its dependency patches, and the Node version. Stat calls only, so
 * checking costs a few milliseconds.
 */
function sourceKey() {
  const hash = crypto.createHash('sha256').update(`${process.version}\0${ROOT}\0`);
  const files = fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of [...files, path.join(ROOT, 'package-lock.json'), path.join(ROOT, 'tsconfig.json'), fileURLToPath(import.meta.url), fileURLToPath(new URL('./dependency-patches.js', import.meta.url))]) {
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
