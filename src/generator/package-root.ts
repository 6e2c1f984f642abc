/**
 * Where docsgen's own files are. The generator runs from its sources (through tsx, in tests) and
 * from the bundle bin/load-generator.js writes under node_modules/.cache/, so paths to templates,
 * the client and the worker entries are found from the package root, not from a module's own URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Whether this code runs from the generator bundle rather than from the TypeScript sources. */
export const RUNS_BUNDLED = !import.meta.url.endsWith('.ts');

/** The file of the running bundle, when bundled (see bin/load-generator.js). */
export const BUNDLE_FILE: string | undefined = RUNS_BUNDLED ? fileURLToPath(import.meta.url) : undefined;

/** docsgen's package folder: the nearest folder above this module with docsgen's package.json. */
export const PACKAGE_ROOT = findPackageRoot(HERE);

/** A path inside docsgen's package folder. */
export function packagePath(...parts: string[]): string {
  return path.join(PACKAGE_ROOT, ...parts);
}

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name === 'docsgen') return dir;
    } catch {
      // no package.json here: keep walking up
    }
    if (path.dirname(dir) === dir) throw new Error(`docsgen's package.json was not found above ${start}`);
  }
}
