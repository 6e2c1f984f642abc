/**
 * The site's component stylesheet: every plain stylesheet (not a CSS module) a React page or an MDX
 * doc imports (`import './features.css'`), once each, in the order first met, published as one file
 * that every page links after the theme's. Docusaurus bundles them into its one stylesheet, so a
 * component's `p { … }` rule styles every page there, not only the page that imports it.
 */
import type { SiteCssFile } from '../content/mdx/bundle.ts';
import { contentHash, type OutputFile } from './staging.ts';

/** The stylesheet file, or undefined when nothing imports plain CSS. */
export function componentStylesheet(imports: Iterable<readonly SiteCssFile[] | undefined>): OutputFile | undefined {
  const byFile = new Map<string, string>();
  for (const list of imports) for (const { file, css } of list ?? []) if (!byFile.has(file)) byFile.set(file, css);
  if (!byFile.size) return undefined;
  const contents = [...byFile].map(([file, css]) => `/* ${file.replace(/\*\//g, '* /')} */\n${css}`).join('\n');
  return { path: `assets/css/components.${contentHash(contents)}.css`, contents };
}
