/**
 * The executor that spreads a build's tasks over worker threads and the main thread: each result
 * must be its own task's, whichever thread ran it (a worker holds two tasks at once and the main
 * thread takes them from the other end of the queue), and a failing task fails alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createInProcessExecutor, createWorkerPool } from '../src/generator/parallel/pool.ts';
import type { CompileContext } from '../src/generator/parallel/tasks.ts';
import type { MarkdownInput } from '../src/generator/content/markdown/pipeline.ts';
import type { SearchRecord } from '../src/shared/search.ts';
import { loadConfig } from '../src/generator/config/load-config.ts';
import { openBuildCache } from '../src/generator/cache/build-cache.ts';
import { copyFixture } from './helpers.ts';

async function fixtureContext(): Promise<CompileContext> {
  const site = copyFixture('basic');
  const { config, rootDir } = await loadConfig(path.join(site, 'site.config.ts'), openBuildCache({ dir: path.join(site, '.docsgen-cache'), enabled: false }));
  return { rootDir, config, routes: [['guide/setup.md', '/guide/setup/']] };
}

const doc = (i: number): MarkdownInput => ({
  markdown: `# Part ${i}\n\nA paragraph about part ${i}, with \`code ${i}\` and a [link](./setup.md).\n\n\`\`\`js\nconst part = ${i};\n\`\`\`\n`,
  source: `content/guide/part-${i}.md`,
  contentPath: `guide/part-${i}.md`,
  startLine: 1,
});

const record = (i: number): SearchRecord => ({ url: `/guide/part-${i}/`, lvl0: 'Guide', lvl1: `Part ${i}`, content: `Text of part ${i} about entities and graphs.` }) as SearchRecord;

test('one worker and the main thread together give every task its own result, the same as one thread alone', async () => {
  const context = await fixtureContext();
  const pool = createWorkerPool(1);
  const executor = pool.use(context, { alsoHere: true });
  try {
    assert.equal(executor.threads, 2);
    const inputs = Array.from({ length: 12 }, (_, i) => [doc(2 * i), doc(2 * i + 1)]);
    // Queued at once, as a build does: the worker takes from the front, this thread from the end.
    const results = await Promise.all([...inputs.map((batch) => executor.run('markdown', batch)), executor.run('search-index', [record(1), record(2)])]);
    const alone = createInProcessExecutor(context);
    for (const [i, batch] of inputs.entries()) {
      assert.deepEqual(results[i], await alone.run('markdown', batch), `batch ${i}`);
      assert.match(String((results[i] as Array<{ html: string }>)[1].html), new RegExp(`<h1>Part ${2 * i + 1}</h1>`));
    }
    assert.deepEqual(results.at(-1), await alone.run('search-index', [record(1), record(2)]));
  } finally {
    await pool.close();
  }
});

test('a task that fails in the pool fails alone, in a worker or in the main thread', async () => {
  const pool = createWorkerPool(1);
  const executor = pool.use(await fixtureContext(), { alsoHere: true });
  try {
    const broken = [null] as unknown as SearchRecord[];
    const runs = [executor.run('search-index', [record(1)]), executor.run('search-index', broken), executor.run('search-index', broken), executor.run('search-index', [record(2)])];
    const settled = await Promise.allSettled(runs);
    assert.deepEqual(settled.map((s) => s.status), ['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    // The pool still works after its failures.
    const after = await executor.run('search-index', [record(3)]);
    assert.ok(Buffer.from(after).toString('utf8').includes('/guide/part-3/'));
  } finally {
    await pool.close();
  }
});
