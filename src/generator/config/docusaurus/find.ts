/** Where a Docusaurus site's config is; kept apart so a docsgen site never loads the Docusaurus loader. */
import fs from 'node:fs';
import path from 'node:path';

export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.mjs', 'docusaurus.config.js', 'docusaurus.config.cjs'];

/**
 * Whether a config file passed by name is a Docusaurus config: one of its names, or a variant of
 * them (`docusaurus.config.prod.ts`, `docusaurus.staging.config.js`) that a repo keeps beside it.
 */
export function isDocusaurusConfigName(name: string): boolean {
  return DOCUSAURUS_CONFIG_NAMES.includes(name) || /^docusaurus\.([\w-]+\.)*config(\.[\w-]+)*\.(ts|mts|cts|js|mjs|cjs)$/.test(name);
}

/** The Docusaurus config in this folder, if any. */
export function findDocusaurusConfig(dir: string): string | undefined {
  return DOCUSAURUS_CONFIG_NAMES.map((name) => path.join(dir, name)).find((file) => fs.existsSync(file));
}
