// Builds what the package ships in lib/ (npm runs it as `prepare`: on `npm ci` in a checkout and
// before `npm pack`/`npm publish`):
// - lib/generator.cjs: the generator bundle the CLI runs (see bin/load-generator.js), so an
//   installed docsgen never bundles or transpiles at run time;
// - lib/index.js, plugin.js and theme.js: the `docsgen` (defineConfig), `docsgen/plugin` and
//   `docsgen/theme` entries (the last two types only);
// - lib/types/: their type declarations, emitted by tsc from the sources.
// DOCSGEN_SKIP_TYPES=1 leaves the declarations out (they matter only to a packed tarball).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PREBUILT, prebuildGenerator } from '../bin/load-generator.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The package's public entries, by output name (see `exports` in package.json). */
const ENTRIES = { index: 'src/index.ts', plugin: 'src/plugin.ts', theme: 'src/theme.ts' };

const started = performance.now();
fs.mkdirSync(PREBUILT, { recursive: true });
await prebuildGenerator();
await build({
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
  outdir: PREBUILT,
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
if (process.env.DOCSGEN_SKIP_TYPES !== '1') emitDeclarations();
console.error(`docsgen: built lib/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** tsc's declarations of the public entries, with `.ts` import paths made `.js` for any resolver. */
function emitDeclarations() {
  const typesDir = path.join(PREBUILT, 'types');
  fs.rmSync(typesDir, { recursive: true, force: true });
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error('tsc could not emit the type declarations (see above)');
  for (const entry of fs.readdirSync(typesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace(/(from\s+'\.{1,2}\/[^']*)\.tsx?'/g, "$1.js'").replace(/(import\('\.{1,2}\/[^']*)\.tsx?'\)/g, "$1.js')"));
  }
}
