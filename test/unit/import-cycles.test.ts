/**
 * The sources import one another without circles: a module in a circle can be read (or run) before
 * the module it needs has finished loading, and a circle between two stage folders means the
 * pipeline no longer reads top to bottom. Type-only imports are left out: they vanish at run time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../helpers.ts';

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
/** `import … from './x'`, `export … from './x'` and `import './x'`, but not `import type`. */
const RELATIVE_IMPORT = /^\s*(import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE_EXTENSIONS.includes(path.extname(e.name)) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The run-time imports of each source file, as absolute paths of other source files. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const [, , specifier] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = path.resolve(path.dirname(file), specifier);
      const target = [base, ...SOURCE_EXTENSIONS.map((e) => base + e), path.join(base, 'index.ts')].find((c) => known.has(c));
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan), or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.map((f) => path.relative(repoRoot, f)).sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('no source file is part of an import circle', () => {
  const files = sourceFiles(path.join(repoRoot, 'src'));
  assert.ok(files.length > 100, `source files: ${files.length}`);
  const graph = importGraph(files);
  // The scan sees the imports that matter: the build's orchestration reaches every stage.
  assert.ok((graph.get(path.join(repoRoot, 'src/generator/build.ts')) ?? []).length >= 5, 'build.ts imports found');
  assert.deepEqual(circles(graph), []);
});

test('the circle check finds a circle when there is one', () => {
  const a = path.join(repoRoot, 'a.ts');
  const b = path.join(repoRoot, 'b.ts');
  const c = path.join(repoRoot, 'c.ts');
  assert.deepEqual(circles(new Map([[a, [b]], [b, [a, c]], [c, []]])), [['a.ts', 'b.ts']]);
  assert.deepEqual(circles(new Map([[a, [b]], [b, [c]], [c, []]])), []);
});
