/**
 * The files of test/unit/, run one after another in this one process. Each is a file of quick
 * checks whose start (Node, tsx, and the generator's modules: 0.3-0.9 s of CPU a process) cost
 * as much as its tests: together they took about a quarter less CPU than in a process each.
 * Each file still runs alone (`node --import tsx --test test/unit/x.test.ts`); they share nothing
 * but this process, so none may leave the process changed (its folder, environment or listeners).
 */
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'unit');
const files = fs.readdirSync(folder).filter((name) => name.endsWith('.test.ts')).sort();
if (files.length === 0) throw new Error(`no test files in ${folder}`);
for (const name of files) {
  try {
    await import(path.join(folder, name));
  } catch (error) {
    // A file that cannot even load fails here, by name; the others still run.
    test(`test/unit/${name} loads`, () => {
      throw error;
    });
  }
}
