/** Loads `site.config.ts`: imports the module and validates its default export. */
import { addSiteFolder } from '../content/site-files.ts';
import { checkContentFolder, foldersBesideSite } from './content-folder.ts';
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError, type Diagnostic } from '../diagnostics.ts';
import { loadWithinBudget } from '../parallel/watchdog.ts';
import { lineOfInvalidUtf8 } from '../content/site-files.ts';
import { findDocusaurusConfig, isDocusaurusConfigName } from './docusaurus/find.ts';
import type { SiteConfig } from './schema.ts';
import { validateConfig } from './validate-config.ts';
import { importTypeScript, locatedError } from './import-typescript.ts';
import type { BuildCache } from '../cache/build-cache.ts';

/** A loaded config with the folder that relative paths in it are resolved against. */
export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configFile: string;
  /** Absolute folder of the site (the config file's folder). */
  rootDir: string;
  /** What reading the config found worth telling (a Docusaurus config's skipped settings). */
  warnings?: Diagnostic[];
  /**
   * The sidebars were made from the docs while the config loaded (a Docusaurus repo's
   * sidebarItemsGenerator): a doc or `_category_` file changed is a change of the config.
   */
  sidebarsFromDocs?: boolean;
  /** The file the sidebars were read from, as messages name it (a Docusaurus repo's sidebars.js). */
  sidebarsFile?: string;
}

/** Imports the config module (its bundled code from `cache` when unchanged) and validates its default export. */
/**
 * `locale`: of a Docusaurus repo with several locales, the one to build (default: its default locale);
 * `docsVersion`: of a versioned one, the docs version to build (default: its last version);
 * `docsInstance`: the docs plugin instance whose docs the build is of (default: the default instance).
 */
export async function loadConfig(configPath: string, cache?: BuildCache, options: { locale?: string; docsVersion?: string; docsInstance?: string } = {}): Promise<LoadedConfig> {
  let configFile = path.resolve(configPath);
  // A Docusaurus site without site.config.ts is read from its docusaurus.config.* (config/docusaurus/).
  if (!fs.existsSync(configFile) && path.basename(configFile) === 'site.config.ts') configFile = findDocusaurusConfig(path.dirname(configFile)) ?? configFile;
  // Like content files, the config is named relative to the site root (its own folder).
  const shown = path.basename(configFile);
  if (isDocusaurusConfigName(shown) && fs.existsSync(configFile)) {
    const { loadDocusaurusConfig } = await import('./docusaurus/load.ts');
    const { raw, warnings, sidebarsFromDocs, sidebarsFile } = await loadDocusaurusConfig(configFile, options.locale, options.docsVersion, options.docsInstance);
    const config = validateConfig(raw, shown);
    // A docs folder beside the site's folder ('../docs', checked in load.ts) is part of the site, and so is a spec's folder there.
    addSiteFolder(path.dirname(configFile), path.join(path.dirname(configFile), config.contentDir));
    for (const folder of foldersBesideSite(path.dirname(configFile), config)) addSiteFolder(path.dirname(configFile), folder);
    return { config, configFile, rootDir: path.dirname(configFile), warnings, ...(sidebarsFromDocs ? { sidebarsFromDocs } : {}), ...(sidebarsFile ? { sidebarsFile } : {}) };
  }
  if (!fs.existsSync(configFile)) {
    throw new DocsgenError({
      file: shown,
      message: shown === 'site.config.ts' ? `there is no site.config.ts, nor a docusaurus.config.(js|ts|mjs), in ${path.dirname(configFile)}` : 'the config file does not exist',
      hint: 'run docsgen in the site folder, or pass --config path/to/site.config.ts (or a docusaurus.config.js); docsgen init writes a new site',
    });
  }
  if (!fs.statSync(configFile).isFile()) {
    throw new DocsgenError({ file: shown, message: 'the config file is not a regular file (a folder, a named pipe or a device)', hint: 'pass --config the path of the site.config.ts file' });
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(configFile);
  } catch (error) {
    throw new DocsgenError(describeLoadFailure(error, shown));
  }
  const badLine = lineOfInvalidUtf8(bytes);
  if (badLine !== undefined) {
    throw new DocsgenError({ file: shown, line: badLine, message: 'the config file is not valid UTF-8 text', hint: 'save it with UTF-8 encoding in your editor' });
  }
  let exported: unknown;
  try {
    const load = (watched: () => Promise<void>) => importTypeScript(configFile, cache, watched) as Promise<{ default?: unknown }>;
    exported = (await loadWithinBudget({ file: shown, message: 'the config file did not finish loading', hint: 'look for an endless loop, or an `await` that never settles, in the config or a module it imports' }, load)).default;
  } catch (error) {
    if (error instanceof DocsgenError) throw error;
    throw new DocsgenError(describeLoadFailure(error, shown));
  }
  if (exported === undefined) {
    throw new DocsgenError({ file: shown, message: 'the config file has no default export', hint: 'add `export default defineConfig({...})`' });
  }
  const config = validateConfig(exported, shown);
  // A contentDir beside the site's folder ('../docs', in the site's repository) is part of the site.
  const rootDir = path.dirname(configFile);
  const contentDir = path.resolve(rootDir, config.contentDir);
  if (path.relative(rootDir, contentDir).startsWith('..')) {
    checkContentFolder(config.contentDir, rootDir, shown, 'contentDir');
    addSiteFolder(rootDir, contentDir);
  }
  for (const folder of foldersBesideSite(rootDir, config)) addSiteFolder(rootDir, folder);
  return { config, configFile, rootDir };
}

/**
 * Why the config could not be loaded, told apart: a syntax error, an import of a file or package
 * that is not there, a file docsgen may not read, or an error the config threw while it ran.
 */
function describeLoadFailure(error: unknown, shown: string): Diagnostic {
  // esbuild reports syntax and import errors with a location: use its line and text.
  const located = locatedError(error);
  if (located) {
    const unresolved = /^Could not resolve|Cannot find (module|package)/.test(located.text);
    return {
      file: shown,
      line: located.line,
      message: `the config file could not be loaded: ${located.text}`,
      hint: unresolved ? 'fix the import path, or install the package it names' : 'fix the syntax error; the file must `export default defineConfig({...})`',
    };
  }
  const err = error as NodeJS.ErrnoException;
  const first = String(err?.message ?? error).split('\n')[0];
  if (err?.code === 'EACCES' || err?.code === 'EPERM') {
    return { file: shown, message: `the config file could not be loaded: permission denied (${first})`, hint: 'make the file (and the folders above it) readable by the user running docsgen' };
  }
  if (err?.code === 'ERR_MODULE_NOT_FOUND' || err?.code === 'MODULE_NOT_FOUND') {
    const name = /Cannot find (?:package|module) '([^']+)'/.exec(first)?.[1];
    return { file: shown, message: `the config file could not be loaded: it imports ${name ? `"${name}", which is not installed` : 'a module that is not installed'}`, hint: 'install the package (npm install), or remove the import' };
  }
  return {
    file: shown,
    message: `the config file threw an error while it ran: ${first}`,
    hint: 'fix the code that throws (run with DEBUG=1 for the stack trace); the file must `export default defineConfig({...})`',
  };
}
