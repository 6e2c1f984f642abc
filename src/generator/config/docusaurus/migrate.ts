/**
 * `docsgen migrate`: writes the site.config.ts equivalent to a Docusaurus site's config (and its
 * sidebars file), for teams that switch for good. Never overwrites an existing site.config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError, type Diagnostic } from '../../diagnostics.ts';
import { validateConfig } from '../validate-config.ts';
import { findDocusaurusConfig, loadDocusaurusConfig } from './load.ts';

export async function migrateDocusaurusSite(siteDir: string): Promise<{ written: string; warnings: Diagnostic[] }> {
  const target = path.join(siteDir, 'site.config.ts');
  if (fs.existsSync(target)) throw new DocsgenError({ file: 'site.config.ts', message: 'the file already exists and was left as it is', hint: 'move it away to migrate again' });
  const source = findDocusaurusConfig(siteDir);
  if (!source) throw new DocsgenError({ file: 'docusaurus.config.js', message: 'there is no Docusaurus config in this folder', hint: 'run docsgen migrate in the folder of docusaurus.config.js/.ts' });
  const { raw, warnings } = await loadDocusaurusConfig(source);
  validateConfig(raw, path.basename(source));
  // Plugin functions cannot be written as JSON: the new config names them for the writer to import.
  // The rest of `markdown` (mermaid, indentedCode) is written.
  const markdown = (raw as { markdown?: { remarkPlugins?: unknown[]; rehypePlugins?: unknown[] } }).markdown;
  const plugins = [...(markdown?.remarkPlugins ?? []), ...(markdown?.rehypePlugins ?? [])].length;
  if (markdown) {
    delete markdown.remarkPlugins;
    delete markdown.rehypePlugins;
    if (Object.keys(markdown).length === 0) delete (raw as { markdown?: unknown }).markdown;
  }
  // A function cannot be written as JSON either: named, for the writer to copy across.
  const own = raw as { numberPrefixParser?: unknown };
  if (typeof own.numberPrefixParser === 'function') {
    delete own.numberPrefixParser;
    warnings.push({ file: 'site.config.ts', message: `the docs' numberPrefixParser function of ${path.basename(source)} was not written: until it is, number prefixes are read by Docusaurus' default rule`, hint: 'copy the function into site.config.ts as numberPrefixParser' });
  }
  if (plugins) warnings.push({ file: 'site.config.ts', message: `the docs' ${plugins} remark/rehype plugin(s) of ${path.basename(source)} were not written`, hint: 'import them in site.config.ts and list them under markdown.remarkPlugins / markdown.rehypePlugins' });
  const text = [
    `// Written by \`docsgen migrate\` from ${path.basename(source)}: docsgen reads this file from now on.`,
    '// Its keys are described by the SiteConfig type (src/generator/config/schema.ts in docsgen).',
    '',
    `export default ${JSON.stringify(raw, null, 2)};`,
    '',
  ].join('\n');
  fs.writeFileSync(target, text, { flag: 'wx' });
  return { written: target, warnings };
}
