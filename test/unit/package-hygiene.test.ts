/**
 * Every package the code imports is declared in package.json, where a user's install will find it:
 * the generator's (src/, bin/) among the dependencies, the tests' and benchmarks' among either list.
 * Nothing may resolve by accident because another package hoisted it. And every dependency declared
 * is imported somewhere, so the install carries nothing dead.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import fg from 'fast-glob';
import { repoRoot } from '../helpers.ts';

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const runtime = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
const all = new Set([...runtime, ...Object.keys(pkg.devDependencies ?? {})]);
const builtins = new Set(builtinModules);

interface Imported {
  name: string;
  /** Only types are imported (`import type`): the compiled JavaScript never loads it. */
  typeOnly: boolean;
}

/** `@theme/Tabs`, `@site/docs/x.json`: aliases content/mdx resolves for MDX docs (no package has these names). */
const DOCUSAURUS_MODULES = /^@(theme|site|generated)\//;

/** The packages a source file imports: static and dynamic imports, re-exports, require() and `import type`. */
function importedPackages(file: string): Imported[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = [
    ...[...text.matchAll(/^\s*(import|export)(\s+type)?\s[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map((m) => ({ specifier: m[3], typeOnly: Boolean(m[2]) })),
    ...[...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm), ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g), ...text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({ specifier: m[1], typeOnly: false })),
  ];
  return found
    .filter(({ specifier: s }) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:') && !s.startsWith('#'))
    // Modules docsgen's MDX provides itself (MDX samples in tests import them): no package to declare.
    .filter(({ specifier: s }) => !DOCUSAURUS_MODULES.test(s))
    .map(({ specifier: s, typeOnly }) => ({ name: s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0], typeOnly }))
    .filter(({ name }) => !builtins.has(name) && name !== pkg.name);
}

/** Where a type-only import's types come from: the package itself, or its DefinitelyTyped package. */
function typesDeclared(name: string): boolean {
  return all.has(name) || all.has(`@types/${name.replace(/^@(.+)\/(.+)$/, '$1__$2')}`);
}

/** Each package imported by the files, with the first file importing it and whether every import is of types only. */
function importsOf(patterns: string[]): Map<string, { file: string; typeOnly: boolean }> {
  const byPackage = new Map<string, { file: string; typeOnly: boolean }>();
  for (const file of fg.sync(patterns, { cwd: repoRoot, absolute: true, ignore: ['**/node_modules/**', 'test/fixtures/**'] })) {
    for (const { name, typeOnly } of importedPackages(file)) {
      const seen = byPackage.get(name);
      byPackage.set(name, { file: seen?.file ?? path.relative(repoRoot, file), typeOnly: (seen?.typeOnly ?? true) && typeOnly });
    }
  }
  return byPackage;
}

const GENERATOR = ['src/**/*.{ts,tsx,mts,mjs,js}', 'bin/**/*.{js,mjs,ts}'];
/** Code an installed docsgen bundles on the user's machine (the client, for every site build), or loads as it is. */
const BUNDLED_AT_RUN_TIME = ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'src/templates/islands/**/*.tsx', 'bin/**/*.js'];
const TOOLING = ['test/**/*.{ts,tsx,mjs,js}', 'bench/**/*.{ts,tsx,mjs,js}', 'scripts/**/*.{ts,mjs,js}', '*.ts'];

/** The packages the generator bundle leaves out (bin/load-generator.js): an install must carry them. */
function externalOfBundle(): string[] {
  const loader = fs.readFileSync(path.join(repoRoot, 'bin/load-generator.js'), 'utf8');
  const list = /const EXTERNAL = \[([^\]]*)\]/.exec(loader);
  assert.ok(list, 'bin/load-generator.js names the packages its bundle leaves out (EXTERNAL)');
  return [...list[1].matchAll(/'([^'*]+?)(?:\/\*)?'/g)].map((m) => m[1]).filter((name, i, all) => all.indexOf(name) === i);
}

test('every package the generator imports is declared (not hoisted by accident)', () => {
  const missing = [...importsOf(GENERATOR)].filter(([name, { typeOnly }]) => (typeOnly ? !typesDeclared(name) : !all.has(name)));
  assert.deepEqual(missing.map(([name, { file }]) => `${name} (imported by ${file})`), [], 'declare these in package.json');
});

test('what an installed docsgen loads or bundles at run time is a dependency, not a devDependency', () => {
  // tsx runs the generator from its sources in a checkout only; an install runs lib/'s bundle.
  const external = externalOfBundle().filter((name) => name !== 'tsx');
  const atRunTime = [...importsOf(BUNDLED_AT_RUN_TIME)].filter(([, { typeOnly }]) => !typeOnly).map(([name]) => name);
  const missing = [...new Set([...external, ...atRunTime])].filter((name) => name !== 'tsx' && !runtime.has(name));
  assert.deepEqual(missing, [], 'move these to "dependencies"');
});

test('every package the tests, benchmarks and scripts import is declared', () => {
  const missing = [...importsOf(TOOLING)].filter(([name, { typeOnly }]) => (typeOnly ? !typesDeclared(name) : !all.has(name)));
  assert.deepEqual(missing.map(([name, { file }]) => `${name} (imported by ${file})`), [], 'declare these in "devDependencies"');
});

test('every dependency is imported somewhere (a type package by the imports of its module)', () => {
  const used = new Set(importsOf([...GENERATOR, ...TOOLING]).keys());
  // Packages used by name outside an import: the type checker, the test runner's loader, a CLI.
  const usedOtherwise = new Set(['typescript', 'tsx', 'playwright-core']);
  const unused = [...all].filter((name) => {
    if (used.has(name) || usedOtherwise.has(name)) return false;
    if (name.startsWith('@types/')) {
      const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
      return !used.has(typed) && typed !== 'node';
    }
    return true;
  });
  assert.deepEqual(unused, [], 'remove these from package.json, or import them');
});
