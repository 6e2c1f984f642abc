/** Where a Docusaurus site's config is; kept apart so a docsgen site never loads the Docusaurus loader. */
import fs from 'node:fs';
import path from 'node:path';

export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.mjs', 'docusaurus.config.js', 'docusaurus.config.cjs'];

/** The Docusaurus config in this folder, if any. */
export function findDocusaurusConfig(dir: string): string | undefined {
  return DOCUSAURUS_CONFIG_NAMES.map((name) => path.join(dir, name)).find((file) => fs.existsSync(file));
}
