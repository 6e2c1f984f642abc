/**
 * The input-safety pieces on their own (the bad-input corpus checks them through the CLI): the
 * Markdown shape limits let real documents through, the content walk, message shortening, cycles.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { findPathologicalShape } from '../../src/generator/content/markdown/input-limits.ts';
import { walkSiteFiles, lineOfInvalidUtf8 } from '../../src/generator/content/site-files.ts';
import { formatDiagnostic } from '../../src/generator/diagnostics.ts';
import { findCycle } from '../../src/generator/config/validate-config.ts';
import { checkAliasExpansion } from '../../src/generator/openapi/confined-resolver.ts';
import { duplicateJsonKeys } from '../../src/generator/openapi/duplicate-json-keys.ts';
import { loadWithinBudget } from '../../src/generator/parallel/watchdog.ts';
import { repoRoot, tempDir } from '../helpers.ts';

test('the shape limits pass every doc of this site and the deep-but-fine cases', () => {
  const docs = fs.readdirSync(path.join(repoRoot, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
  assert.ok(docs.length > 10);
  for (const doc of docs) assert.equal(findPathologicalShape(fs.readFileSync(path.join(repoRoot, 'content', doc), 'utf8')), undefined, doc);
  const list200 = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
  assert.equal(findPathologicalShape(`${list200}\n\n${'>'.repeat(200)} deepest`), undefined);
  // Stars in a code block are not emphasis; separate paragraphs are counted apart.
  assert.equal(findPathologicalShape(`\`\`\`c\n${'/* x */\n'.repeat(20000)}\`\`\`\n`), undefined);
  assert.equal(findPathologicalShape(Array.from({ length: 100 }, () => '*a* '.repeat(200)).join('\n\n')), undefined);
  assert.equal(findPathologicalShape(':::note\n:::tip\ntext\n:::\n:::\n'.repeat(500)), undefined);
});

test('the shape limits name the line of each pathological shape', () => {
  assert.equal(findPathologicalShape(`intro\n\n${'*a'.repeat(6000)}`)?.line, 3);
  assert.equal(findPathologicalShape(`${'[a]('.repeat(10001)}`)?.line, 1);
  assert.equal(findPathologicalShape(`x\n${'> - '.repeat(200)}`)?.line, 2);
  assert.equal(findPathologicalShape(':::note\n'.repeat(100))?.line, 65);
  assert.match(findPathologicalShape(Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- l`).join('\n'))?.message ?? '', /indented \d+ columns/);
});

test('the content walk follows links inside the site once, and refuses links out of it', () => {
  const site = tempDir('walk');
  fs.mkdirSync(path.join(site, 'content/guide'), { recursive: true });
  fs.writeFileSync(path.join(site, 'content/guide/a.md'), '# A\n');
  fs.writeFileSync(path.join(site, 'content/_partial.md'), 'private\n');
  fs.symlinkSync('.', path.join(site, 'content/guide/loop'));
  fs.symlinkSync('a.md', path.join(site, 'content/guide/b.md'));
  fs.symlinkSync('/etc', path.join(site, 'content/etc'));
  const refused: string[] = [];
  const files = walkSiteFiles({ base: path.join(site, 'content'), rootDir: site, accept: (n) => n.endsWith('.md'), refuse: (rel, problem) => refused.push(`${rel} ${problem}`) });
  assert.deepEqual(files, ['guide/a.md', 'guide/b.md']);
  assert.deepEqual(refused.sort(), ['etc outside', 'guide/loop loop']);
});

test('messages never carry control characters in file names, nor pages of library text', () => {
  const text = formatDiagnostic({ file: 'content/a\nb.md', line: 3, message: `chain ${'#/a/b/'.repeat(2000)} end`, hint: 'fix it' });
  assert.match(text, /^content\/a\uFFFDb\.md:3: chain/);
  assert.ok(text.length < 800, String(text.length));
  assert.match(text, /characters left out.* end\n {4}fix: fix it$/);
});

test('a config value that contains itself is found, a shared one is not a cycle', () => {
  const shared = { type: 'doc', id: 'intro' };
  assert.equal(findCycle({ sidebars: { a: [shared], b: [shared] } }), undefined);
  const loop: { items: unknown[] } = { items: [] };
  loop.items.push({ nested: loop });
  assert.equal(findCycle({ sidebars: { main: ['x', loop] } }), 'sidebars.main[1].items[0].nested');
});

test('invalid UTF-8 is found at its line; an alias bomb at its first anchor', () => {
  assert.equal(lineOfInvalidUtf8(Buffer.from('a\nb\nCaf\xe9\n', 'latin1')), 3);
  assert.equal(lineOfInvalidUtf8(Buffer.from('a\nCafé\n')), undefined);
  const bomb = ['openapi: 3.0.3', 'x-a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]', ...'bcdefg'.split('').map((c, i) => `x-${c}: &${c} [${`*${'abcdefg'[i]}, `.repeat(10)}]`)].join('\n');
  assert.equal(checkAliasExpansion(bomb, 'specs/x.yaml')?.line, 2);
  assert.equal(checkAliasExpansion('openapi: 3.0.3\nx-a: &a {k: 1}\nx-b: *a\n', 'specs/x.yaml'), undefined);
});

test('duplicate keys in a JSON spec are found per object, at the second one', () => {
  const text = '{\n "a": {"x": 1, "y": "\\"x\\": 2"},\n "b": {"x": [{"x": 1}, {"x": 2}]},\n "a": 3\n}';
  assert.deepEqual(
    duplicateJsonKeys(text, 'specs/x.json').map((d) => [d.line, d.message.slice(0, 20)]),
    [[4, 'the key "a" appears ']],
  );
});

test('a module whose load budget runs out while it is still bundling never runs its code', async () => {
  // On a busy machine the budget can end before esbuild does: the build then fails, and a config
  // that loops forever must not start once the failure is reported (it hung the process, spinning).
  // The budget is given, not set through DOCSGEN_LOAD_TIMEOUT_MS: this process runs the other unit
  // files' builds too, and one of them loading its config meanwhile would get 20 ms.
  let ran = false;
  const loading = loadWithinBudget(
    { file: 'site.config.ts', message: 'the config file did not finish loading' },
    async (watched) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await watched();
      ran = true;
    },
    20,
  );
  await assert.rejects(loading, /the config file did not finish loading within 0\.02 s/);
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(ran, false, "the module's code ran after its budget had failed the build");
});
