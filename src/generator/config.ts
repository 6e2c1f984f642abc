/** Load and validate `site.config.ts`. */
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { DocsgenError } from './diagnostics.ts';
import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './config-schema.ts';

export type { SiteConfig, SiteConfigInput } from './config-schema.ts';

/** Typed helper for `site.config.ts`: returns its argument, so editors check and complete it. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

/** A loaded config with the folder that relative paths in it are resolved against. */
export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configFile: string;
  /** Absolute folder of the site (the config file's folder). */
  rootDir: string;
}

/** Imports the config module and validates its default export. */
export async function loadConfig(configPath: string): Promise<LoadedConfig> {
  const configFile = path.resolve(configPath);
  // Like content files, the config is named relative to the site root (its own folder).
  const shown = path.basename(configFile);
  if (!fs.existsSync(configFile)) {
    throw new DocsgenError({
      file: shown,
      message: 'the config file does not exist',
      hint: 'run docsgen in the site folder, or pass --config path/to/site.config.ts',
    });
  }
  let exported: unknown;
  try {
    // A query string busts Node's module cache, so watch mode sees edits to the config.
    const mod = (await import(`${pathToFileURL(configFile).href}?t=${fs.statSync(configFile).mtimeMs}`)) as {
      default?: unknown;
    };
    exported = mod.default;
  } catch (error) {
    // esbuild (through tsx) reports syntax errors with a location: use its line and text.
    const first = (error as { errors?: Array<{ text: string; location?: { line: number } }> }).errors?.[0];
    throw new DocsgenError({
      file: shown,
      line: first?.location?.line,
      message: `the config file could not be loaded: ${first?.text ?? (error as Error).message.split('\n')[0]}`,
      hint: 'fix the syntax error; the file must `export default defineConfig({...})`',
    });
  }
  if (exported === undefined) {
    throw new DocsgenError({ file: shown, message: 'the config file has no default export', hint: 'add `export default defineConfig({...})`' });
  }
  return { config: validateConfig(exported, shown), configFile, rootDir: path.dirname(configFile) };
}

/** Validates a raw config object; errors name the key and what was expected. */
export function validateConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new DocsgenError(result.error.issues.map((issue) => describeIssue(issue, file)));
}

function describeIssue(issue: z.core.$ZodIssue, file: string) {
  const key = issue.path.length ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : '(root)';
  if (issue.code === 'unrecognized_keys') {
    const where = key === '(root)' ? 'the config' : `"${key}"`;
    return {
      file,
      message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} in ${where}`,
      hint: 'remove it or check its spelling against the SiteConfig type',
    };
  }
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return { file, message: `missing required key "${key}" (expected ${issue.expected})`, hint: `add "${key}" to the config` };
  }
  if (issue.code === 'invalid_union') {
    return { file, message: `"${key}" has an invalid value: it matches none of the allowed shapes`, hint: 'compare it with the SiteConfig type' };
  }
  return { file, message: `"${key}": ${issue.message.replace(/^Invalid input: /, '')}`, hint: `give "${key}" a valid value` };
}
