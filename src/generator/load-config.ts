/** Loads `site.config.ts`: imports the module and validates its default export. */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError, type Diagnostic } from './diagnostics.ts';
import { DOCUSAURUS_CONFIG_NAMES, findDocusaurusConfig } from './config/docusaurus/find.ts';
import type { SiteConfig } from './config-schema.ts';
import { validateConfig } from './validate-config.ts';
import { importTypeScript, locatedError } from './import-typescript.ts';
import type { BuildCache } from './cache/build-cache.ts';

/** A loaded config with the folder that relative paths in it are resolved against. */
export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configFile: string;
  /** Absolute folder of the site (the config file's folder). */
  rootDir: string;
  /** What reading the config found worth telling (a Docusaurus config's skipped settings). */
  warnings?: Diagnostic[];
}

/** Imports the config module (its bundled code from `cache` when unchanged) and validates its default export. */
export async function loadConfig(configPath: string, cache?: BuildCache): Promise<LoadedConfig> {
  let configFile = path.resolve(configPath);
  // A Docusaurus site without site.config.ts is read from its docusaurus.config.* (config/docusaurus/).
  if (!fs.existsSync(configFile) && path.basename(configFile) === 'site.config.ts') configFile = findDocusaurusConfig(path.dirname(configFile)) ?? configFile;
  // Like content files, the config is named relative to the site root (its own folder).
  const shown = path.basename(configFile);
  if (DOCUSAURUS_CONFIG_NAMES.includes(shown) && fs.existsSync(configFile)) {
    const { loadDocusaurusConfig } = await import('./config/docusaurus/load.ts');
    const { raw, warnings } = await loadDocusaurusConfig(configFile);
    return { config: validateConfig(raw, shown), configFile, rootDir: path.dirname(configFile), warnings };
  }
  if (!fs.existsSync(configFile)) {
    throw new DocsgenError({
      file: shown,
      message: 'the config file does not exist',
      hint: 'run docsgen in the site folder, or pass --config path/to/site.config.ts',
    });
  }
  let exported: unknown;
  try {
    exported = ((await importTypeScript(configFile, cache)) as { default?: unknown }).default;
  } catch (error) {
    // esbuild reports syntax and import errors with a location: use its line and text.
    const located = locatedError(error);
    throw new DocsgenError({
      file: shown,
      line: located?.line,
      message: `the config file could not be loaded: ${located?.text ?? (error as Error).message.split('\n')[0]}`,
      hint: /^Could not resolve/.test(located?.text ?? '')
        ? 'fix the import path, or install the package it names'
        : 'fix the syntax error; the file must `export default defineConfig({...})`',
    });
  }
  if (exported === undefined) {
    throw new DocsgenError({ file: shown, message: 'the config file has no default export', hint: 'add `export default defineConfig({...})`' });
  }
  return { config: validateConfig(exported, shown), configFile, rootDir: path.dirname(configFile) };
}
