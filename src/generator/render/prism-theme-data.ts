/**
 * prism-react-renderer's code themes by name ('github', 'dracula'), from docsgen's own copy of the
 * package. Loading the package runs Prism and its grammars (40-60 ms), which a Docusaurus site's
 * build paid on its main thread only to read two themes; the generator bundle has the themes as
 * data instead (bin/load-generator.js, prismThemesPlugin). Run from the sources, the package is read.
 */
import { createRequire } from 'node:module';

export type PrismThemes = Record<string, Record<string, unknown> | undefined>;

export function prismThemes(): PrismThemes {
  return (createRequire(import.meta.url)('prism-react-renderer') as { themes: PrismThemes }).themes;
}
