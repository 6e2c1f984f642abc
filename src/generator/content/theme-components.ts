/**
 * A site's component overrides: each `theme/<Name>.tsx` (Name one of COMPONENT_NAMES) default-exports
 * a React component that replaces the template component of that name. Files and folders in theme/
 * starting with `_`, and files that are not .tsx/.jsx, are the overrides' own helpers and styles.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { DocsgenError } from '../diagnostics.ts';
import { importTypeScript, locatedError } from '../config/import-typescript.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { COMPONENT_NAMES, setComponentOverrides, type ComponentName } from '../../templates/components.ts';

/** The folder of overrides, beside site.config.ts. */
export const THEME_DIR = 'theme';

/** The override files of a site (absolute paths, sorted); an unknown component name is an error. */
export function themeComponentFiles(rootDir: string): string[] {
  const dir = path.join(rootDir, THEME_DIR);
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && /\.[jt]sx$/.test(e.name) && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
  const unknown = files.filter((name) => !COMPONENT_NAMES.includes(name.replace(/\.[jt]sx$/, '') as ComponentName));
  if (unknown.length) {
    throw new DocsgenError(
      unknown.map((name) => ({
        file: `${THEME_DIR}/${name}`,
        message: `there is no template component named "${name.replace(/\.[jt]sx$/, '')}" to override`,
        hint: `name the file after one of ${COMPONENT_NAMES.join(', ')}; start a helper's name with "_"`,
      })),
    );
  }
  return files.map((name) => path.join(dir, name));
}

/**
 * A hash of every script under theme/ (overrides and their helpers), for the build cache and page
 * reuse keys: an edited override re-renders what it shows.
 */
export function themeFingerprint(rootDir: string): string {
  const dir = path.join(rootDir, THEME_DIR);
  const hash = crypto.createHash('sha256');
  if (!fs.existsSync(dir)) return '';
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.[cm]?[jt]sx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(path.relative(dir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Imports the override files and puts them in effect in this thread (none: the built-ins). */
export async function useThemeComponents(files: string[], rootDir: string, cache?: BuildCache): Promise<void> {
  const components = new Map<ComponentName, ComponentType<never>>();
  for (const file of files) {
    const shown = path.relative(rootDir, file).split(path.sep).join('/');
    let exported: unknown;
    try {
      exported = ((await importTypeScript(file, cache)) as { default?: unknown }).default;
    } catch (error) {
      const located = locatedError(error);
      throw new DocsgenError({ file: shown, line: located?.line, message: `the component could not be loaded: ${located?.text ?? (error as Error).message.split('\n')[0]}`, hint: 'fix the error; the file must `export default function Name(props) {...}`' });
    }
    if (typeof exported !== 'function') {
      throw new DocsgenError({ file: shown, message: 'the override has no default export that is a component', hint: 'add `export default function Name(props: OverrideProps<"Name">) {...}`' });
    }
    components.set(path.basename(file).replace(/\.[jt]sx$/, '') as ComponentName, exported as ComponentType<never>);
  }
  setComponentOverrides(components);
}

/** The overrides in effect in this thread, by their files and fingerprint. */
let inEffect: string | undefined;

/**
 * Puts the overrides in effect unless this thread already has them (the main thread loads them
 * before rendering; a worker thread on its first API group).
 */
export async function ensureThemeComponents(files: string[], rootDir: string, fingerprint: string, cache?: BuildCache): Promise<void> {
  const key = `${files.join('\0')}\0${fingerprint}`;
  if (inEffect === key) return;
  await useThemeComponents(files, rootDir, cache);
  inEffect = key;
}
