/**
 * React pages: each `content/**\/*.tsx` module is a page whose default export is its component
 * (like a Docusaurus page). An optional `export const frontMatter = {...}` takes the same keys as a
 * Markdown doc's front matter. The page is server-rendered and hydrated from a chunk of its own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import type { ComponentType } from 'react';
import type { DiagnosticBag } from '../diagnostics.ts';
import { frontMatterSchema, type FrontMatter } from './front-matter.ts';
import { normaliseRoute, PRIVATE } from './load-docs.ts';

/** A React page module, imported and checked. */
export interface ReactPageSource {
  /** Path relative to the site root, for messages. */
  source: string;
  absPath: string;
  /** Path under content/, e.g. "tools/playground.tsx". */
  contentPath: string;
  route: string;
  title: string;
  description: string | undefined;
  frontMatter: FrontMatter;
  Component: ComponentType;
}

export async function loadReactPages(rootDir: string, contentDir: string, bag: DiagnosticBag): Promise<ReactPageSource[]> {
  const base = path.join(rootDir, contentDir);
  const files = (await fg('**/*.tsx', { cwd: base, onlyFiles: true, ignore: PRIVATE })).sort();
  const pages: ReactPageSource[] = [];
  for (const contentPath of files) {
    const absPath = path.join(base, contentPath);
    const source = path.relative(rootDir, absPath).split(path.sep).join('/');
    let mod: { default?: unknown; frontMatter?: unknown };
    try {
      mod = (await importPage(absPath)) as typeof mod;
    } catch (error) {
      const located = (error as { errors?: Array<{ text: string; location?: { line: number } }> }).errors?.[0];
      const message = located?.text ?? (error as Error).message.split('\n')[0];
      bag.error({ file: source, line: located?.location?.line, message: `the page module could not be loaded: ${message}`, hint: 'fix the syntax or import error in the module' });
      continue;
    }
    if (typeof mod.default !== 'function') {
      bag.error({
        file: source,
        message: 'the page component has no default export',
        hint: 'export the page component as the default export: `export default function MyPage() { … }`',
      });
      continue;
    }
    const parsed = frontMatterSchema.safeParse(mod.frontMatter ?? {});
    if (!parsed.success) {
      bag.error({ file: source, message: `frontMatter: ${parsed.error.issues.map((i) => `"${i.path.join('.')}" ${i.message}`).join('; ')}`, hint: 'give each frontMatter key a value of the right type' });
      continue;
    }
    const fm = parsed.data;
    if (fm.draft) continue;
    const withoutExt = contentPath.replace(/\.tsx$/, '');
    const name = path.posix.basename(withoutExt);
    const dir = path.posix.dirname(withoutExt) === '.' ? '' : path.posix.dirname(withoutExt);
    const route = normaliseRoute(fm.slug ? (fm.slug.startsWith('/') ? fm.slug : `/${dir}/${fm.slug}`) : `/${name === 'index' ? dir : withoutExt}`);
    pages.push({
      source,
      absPath,
      contentPath,
      route,
      title: fm.title ?? name.replace(/[-_]/g, ' '),
      description: fm.description,
      frontMatter: fm,
      Component: mod.default as ComponentType,
    });
  }
  return pages;
}

const docsgenRequire = createRequire(import.meta.url);
/** Packages the page must share with docsgen's renderer: one React instance, or hooks break. */
const SHARED = /^(react|react-dom)(\/.*)?$/;

/**
 * Imports a page module for server rendering, compiled by esbuild with the same automatic JSX
 * transform as the client bundle (whatever tsconfig the site has). Relative imports are bundled;
 * packages stay external, React resolved to docsgen's own copy.
 */
async function importPage(absPath: string): Promise<unknown> {
  const pageRequire = createRequire(absPath);
  const result = await esbuild.build({
    entryPoints: [absPath],
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            let resolved: string;
            try {
              resolved = SHARED.test(args.path) ? docsgenRequire.resolve(args.path) : pageRequire.resolve(args.path);
            } catch {
              resolved = docsgenRequire.resolve(args.path);
            }
            return { path: pathToFileURL(resolved).href, external: true };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0].text;
  const file = path.join(os.tmpdir(), 'docsgen-pages', `${crypto.createHash('sha256').update(absPath).update(code).digest('hex').slice(0, 16)}.mjs`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, code);
  return import(pathToFileURL(file).href);
}
