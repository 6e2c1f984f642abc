// Types of dependency-patches.js, for the test that checks the patches.
import type { Plugin } from 'esbuild';

export interface DependencyPatch {
  /** What the patch does. */
  name: string;
  /** The file it applies to, under node_modules (with forward slashes). */
  file: string;
  /** Each `find` must occur exactly once in the file; the patch is applied whole or not at all. */
  edits: Array<{ find: string; replace: string }>;
}

export const DEPENDENCY_PATCHES: DependencyPatch[];
export function patchSource(file: string, text: string): string;
export function dependencyPatchesPlugin(): Plugin;
