/**
 * webpack's inline loaders in an import (`!!raw-loader!./Beam.js`, `js-yaml-loader!./people.yml`):
 * Docusaurus runs them through webpack; docsgen reads the loaders docs use itself, with the same
 * result for the importing code. Any other loader is an error naming it.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import { assetPublicPath } from './asset-path.ts';

/** An import that goes through inline loaders: `!!raw-loader!x`, `yaml-loader?opts!x`. */
export const INLINE_LOADER = /^!*((?:[\w@.-]+\/)?[\w.-]+-loader)(?:\?[^!]*)?!(.+)$/;

/** What a loader makes of the file: its text, its YAML or JSON as data, or its published URL. */
export type LoaderKind = 'text' | 'yaml' | 'json' | 'url';

const KNOWN: Record<string, LoaderKind> = {
  'raw-loader': 'text',
  'yaml-loader': 'yaml',
  'js-yaml-loader': 'yaml',
  'json-loader': 'json',
  'file-loader': 'url',
  'url-loader': 'url',
};

/** The loader of an import and the file it loads; `kind` is undefined for a loader docsgen does not read. */
export function inlineLoaderOf(spec: string): { loader: string; kind: LoaderKind | undefined; target: string } | undefined {
  const match = INLINE_LOADER.exec(spec);
  if (!match) return undefined;
  return { loader: match[1], kind: KNOWN[match[1]], target: match[2] };
}

/** The error for a loader docsgen does not read. */
export function unknownLoaderError(loader: string, spec: string): string {
  return `the webpack loader "${loader}" (in "${spec}") is not one docsgen reads: it reads ${Object.keys(KNOWN).join(', ')}`;
}

/** The esbuild namespace of a file loaded through a loader of this kind. */
export const loaderNamespace = (kind: LoaderKind) => `docsgen-${kind}-loader`;

/** Namespaces of the loaded files: their code never runs. */
export const LOADER_NAMESPACES = /^docsgen-(text|yaml|json|url)-loader:/;

/**
 * The module a loaded file becomes (its default export). YAML is parsed with aliases bounded, as
 * every parse in a build is. `images` collects a file-loader's file, to be published.
 */
export async function loaderModule(kind: LoaderKind, absPath: string, baseUrl: string, images?: Array<{ absPath: string; publicPath: string }>): Promise<string> {
  if (kind === 'url') {
    const publicPath = assetPublicPath(baseUrl, absPath, await fs.promises.readFile(absPath));
    images?.push({ absPath, publicPath });
    return `export default ${JSON.stringify(publicPath)};`;
  }
  const text = await fs.promises.readFile(absPath, 'utf8');
  if (kind === 'text') return `export default ${JSON.stringify(text)};`;
  const data: unknown = kind === 'json' ? JSON.parse(text) : YAML.parse(text, { maxAliasCount: 100 });
  return `export default ${JSON.stringify(data ?? null)};`;
}
