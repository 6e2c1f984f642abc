/** Bundles src/client/ with esbuild: minified, code-split ES modules with content-hashed names. */
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { OutputFile } from './emit.ts';
import { packagePath } from './package-root.ts';

const CLIENT_ENTRY = packagePath('src/client/main.ts');
const DOCSGEN_MODULES = packagePath('node_modules');

/** The bundle's files, the public URL of its entry, and of each React page's chunk by source path. */
export interface ClientBundle {
  files: OutputFile[];
  entry: string;
  pageChunks: Map<string, string>;
}

/** A React page module to bundle as an entry of its own. */
export interface PageEntry {
  absPath: string;
}

export async function bundleClient(baseUrl: string, pages: PageEntry[] = []): Promise<ClientBundle> {
  const pageNames = new Map(pages.map((p, i) => [`page-${i}`, p.absPath]));
  const result = await esbuild.build({
    entryPoints: { main: CLIENT_ENTRY, ...Object.fromEntries(pageNames) },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    write: false,
    outdir: 'assets/js',
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    metafile: true,
    legalComments: 'none',
    jsx: 'automatic',
    // React pages in a site folder resolve packages there first, then from docsgen's own dependencies.
    nodePaths: [DOCSGEN_MODULES],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const cwd = process.cwd();
  const files = result.outputFiles.map((f) => ({ path: path.relative(cwd, f.path).split(path.sep).join('/'), contents: f.contents }));
  const entry = files.find((f) => /^assets\/js\/main\.[A-Z0-9]+\.js$/i.test(f.path));
  if (!entry) throw new Error('esbuild produced no entry chunk for src/client/main.ts');
  const pageChunks = new Map<string, string>();
  for (const [name, absPath] of pageNames) {
    const chunk = files.find((f) => f.path.startsWith(`assets/js/${name}.`));
    if (chunk) pageChunks.set(absPath, baseUrl + chunk.path);
  }
  return { files, entry: baseUrl + entry.path, pageChunks };
}
