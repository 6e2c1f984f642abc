/**
 * Mermaid diagrams (```mermaid fences, with `markdown.mermaid`) are drawn in the browser by the
 * `mermaid` package the site installs (a Docusaurus repo has it through @docusaurus/theme-mermaid):
 * its browser build, `dist/mermaid.esm.min.mjs` and the chunks it imports, is published under
 * assets/mermaid/<version>/ and loaded only by pages with a diagram. docsgen bundles none of it.
 */
import fs from 'node:fs';
import { isInstalledPackageFile } from '../content/site-files.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DocsgenError } from '../diagnostics.ts';

/**
 * The files to publish and the entry's path under the site root. They are published as `.js`, their
 * imports of one another renamed to match: some static hosts and upload tools serve `.mjs` as
 * application/octet-stream, which a browser refuses to run as a module.
 */
export interface MermaidAssets {
  entry: string;
  files: Array<{ path: string; contents: string }>;
}

/** The site's mermaid package folder, or undefined when none is installed. */
export function siteMermaidDir(rootDir: string): string | undefined {
  try {
    return path.dirname(createRequire(path.join(rootDir, 'package.json')).resolve('mermaid/package.json'));
  } catch {
    return undefined;
  }
}

/** The browser build of the site's mermaid, or an error saying what to install. */
export function mermaidAssets(rootDir: string, configFile: string): MermaidAssets {
  const found = siteMermaidDir(rootDir);
  // Published files come from inside the site folder, symbolic links resolved, or from the package
  // the site installed (a symlinked or hoisted node_modules puts it elsewhere).
  const realRoot = fs.realpathSync(rootDir);
  const dir = found && fs.realpathSync(found);
  if (dir && !dir.startsWith(realRoot + path.sep) && !isInstalledPackageFile(dir)) {
    throw new DocsgenError({ file: configFile, message: `the site's mermaid package is outside the site folder (${dir})`, hint: 'install mermaid into the site\'s own node_modules' });
  }
  const entry = dir && path.join(dir, 'dist', 'mermaid.esm.min.mjs');
  if (!dir || !entry || !fs.existsSync(entry)) {
    throw new DocsgenError({ file: configFile, message: 'markdown.mermaid is on, and the site has no mermaid package with its browser build (dist/mermaid.esm.min.mjs)', hint: 'npm install mermaid in the site (version 10 or newer), or turn markdown.mermaid off' });
  }
  const version = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? 'current';
  const base = `assets/mermaid/${version.replace(/[^\w.-]/g, '_')}`;
  const chunks = path.join(dir, 'dist', 'chunks', 'mermaid.esm.min');
  const names = fs.existsSync(chunks) ? fs.readdirSync(chunks).filter((name) => name.endsWith('.mjs')) : [];
  const asJs = (from: string, to: string) => ({ path: to.replace(/\.mjs$/, '.js'), contents: fs.readFileSync(from, 'utf8').replace(/(["'])(\.{1,2}\/[^"'\s]*?)\.mjs\1/g, '$1$2.js$1') });
  return {
    entry: `${base}/mermaid.esm.min.js`,
    files: [asJs(entry, `${base}/mermaid.esm.min.mjs`), ...names.map((name) => asJs(path.join(chunks, name), `${base}/chunks/mermaid.esm.min/${name}`))],
  };
}
