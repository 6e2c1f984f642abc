/**
 * What a cached bundle must be checked against: the files of the site an esbuild build read (its
 * metafile inputs) and the packages it left external. docsgen's own sources and dependencies are
 * left out, as the generator fingerprint in every cache key already covers them.
 */
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { packagePath } from '../package-root.ts';

const OWN_FILES = [packagePath('src') + path.sep, packagePath('node_modules') + path.sep];

/** Absolute paths of the site's inputs of a build (metafile paths are relative to the working folder). */
export function siteInputsOf(metafile: Metafile, externals: Iterable<string> = []): string[] {
  const cwd = process.cwd();
  const read = Object.keys(metafile.inputs)
    // Inputs of other namespaces than files carry a "ns:" prefix.
    .filter((input) => !/^[a-z-]+:/.test(input))
    .map((input) => path.resolve(cwd, input));
  return [...read, ...externals].filter((file) => !OWN_FILES.some((dir) => file.startsWith(dir)));
}
