/**
 * The generator bundle patches a few packages for speed (bin/dependency-patches.js). Each patch must
 * still apply to the installed version (else it is silently left out, and the speed with it), and the
 * patched package must give exactly what the published one gives.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { fromMarkdown as publishedFromMarkdown } from 'mdast-util-from-markdown';
import { toHast as publishedToHast } from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { unified } from 'unified';
import * as identifierName from 'estree-util-is-identifier-name';
import remarkGfmAsUsed from '../src/generator/content/markdown/remark-gfm-as-used.ts';
import { DEPENDENCY_PATCHES, dependencyPatchesPlugin, patchSource } from '../bin/dependency-patches.js';
import { repoRoot, specTexts } from './helpers.ts';
import { sampled } from './sizing.ts';

test('each dependency patch finds its text exactly once in the installed package', () => {
  assert.ok(DEPENDENCY_PATCHES.length >= 1);
  for (const patch of DEPENDENCY_PATCHES) {
    const files = [path.join(repoRoot, 'node_modules', patch.file)].filter((f) => fs.existsSync(f));
    assert.equal(files.length, 1, `${patch.name}: ${patch.file} is not installed`);
    const text = fs.readFileSync(files[0], 'utf8');
    const patched = patchSource(files[0], text);
    for (const edit of patch.edits) {
      assert.equal(text.split(edit.find).length - 1, 1, `${patch.name}: its text is not in ${files[0]} exactly once (the package changed)`);
      assert.ok(patched.includes(edit.replace), `${patch.name} was not applied`);
    }
  }
  // A file the patch is not for is left as it is; so is one where any edit's text is missing: the
  // other edits would leave the code broken.
  const [first, second] = DEPENDENCY_PATCHES[0].edits;
  const both = `${first.find}\n${second.find}`;
  assert.notEqual(patchSource('/x/mdast-util-from-markdown/lib/index.js', both), both);
  assert.equal(patchSource('/x/other/lib/index.js', both), both);
  assert.equal(patchSource('/x/mdast-util-from-markdown/lib/index.js', first.find), first.find);
  assert.equal(patchSource('/x/mdast-util-from-markdown/lib/index.js', second.find), second.find);
});

test('the patched mdast-util-from-markdown, micromark-util-subtokenize, micromark, mdast-util-to-hast and unist-util-visit-parents give the same trees as the published ones, on every doc and spec of the site', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-patched-'));
  const entry = path.join(dir, 'entry.js');
  // The syntax extensions come from the bundle too: GFM autolink literals walk the tree with unist-util-visit-parents.
  const gfm = JSON.stringify(path.join(repoRoot, 'src/generator/content/markdown/remark-gfm-as-used.ts'));
  fs.writeFileSync(
    entry,
    `export { fromMarkdown } from 'mdast-util-from-markdown';\nexport { toHast } from 'mdast-util-to-hast';\nexport { unified } from 'unified';\nexport { default as remarkDirective } from 'remark-directive';\nexport { default as remarkGfmAsUsed } from ${gfm};\n`,
  );
  const outfile = path.join(dir, 'patched.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, format: 'esm', platform: 'node', nodePaths: [path.join(repoRoot, 'node_modules')], plugins: [dependencyPatchesPlugin()], logLevel: 'silent' });
  const bundled = fs.readFileSync(outfile, 'utf8');
  assert.match(bundled, /handlerContext\.sliceSerialize = /, 'the bundle holds the patched mdast-util-from-markdown');
  assert.match(bundled, /while \(jumps\.has\(/, 'the bundle holds the patched micromark-util-subtokenize');
  assert.match(bundled, /combinedByList\.get\(/, 'the bundle holds the patched micromark');
  assert.match(bundled, /walkInOrder\(tree, function/, 'the bundle holds the patched mdast-util-to-hast');
  assert.match(bundled, /function visitParents\(/, 'the bundle holds unist-util-visit-parents');
  assert.doesNotMatch(bundled, /Object\.defineProperty\(visit\d*, "name"/, 'the bundle holds the patched unist-util-visit-parents');
  const patched = (await import(pathToFileURL(outfile).href)) as {
    fromMarkdown: typeof publishedFromMarkdown;
    toHast: typeof publishedToHast;
    unified: typeof unified;
    remarkDirective: typeof remarkDirective;
    remarkGfmAsUsed: typeof remarkGfmAsUsed;
  };
  const { fromMarkdown: patchedFromMarkdown, toHast: patchedToHast } = patched;

  // The syntax extensions of the Markdown pipeline: every GFM one, and directives.
  const data = unified().use(remarkGfmAsUsed).use(remarkDirective).freeze().data();
  const options = { extensions: data.micromarkExtensions, mdastExtensions: data.fromMarkdownExtensions };
  const patchedData = patched.unified().use(patched.remarkGfmAsUsed).use(patched.remarkDirective).freeze().data();
  const patchedOptions = { extensions: patchedData.micromarkExtensions, mdastExtensions: patchedData.fromMarkdownExtensions };
  const descriptions = new Set(specTexts());
  const docs = (fs.readdirSync(path.join(repoRoot, 'content'), { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
  // Nesting that makes subtokenize fill in stretches within stretches, and a reference before its definition.
  const crafted = [
    '[a] and [b][a]\n\n> - item [a] *em*\n>   more `code`\n>\n>   > nested\nlazy\n\n[a]: /x "t"',
    '- [ ] task\n  1. one\n  2. two **strong _em_**\n\n     | t | u |\n     | - | - |\n     | 1 | 2 |\n\n* a\n\n  b\n* c',
    ':::tip[Title *em*]\n- a\n  > b [c](/d)\n:::\n\n```js\ncode\n```',
    // The first of two definitions with one label wins, for links and footnotes alike.
    '[a] and [b][a], a note[^n] and [^m].\n\n> [a]: /one\n\n[A]: /two "second"\n\n[^n]: First note.\n[^N]: Second note.\n\n- [^m]: In a list.',
  ];
  assert.ok(docs.length >= 80 && descriptions.size >= 500, `${docs.length} docs, ${descriptions.size} descriptions`);
  // A spread sample of docs and descriptions in `npm test`; every one in `npm run test:long`.
  const texts = [...sampled(docs, 15).map((f) => fs.readFileSync(path.join(repoRoot, 'content', f), 'utf8')), ...sampled([...descriptions], 100), ...crafted];
  for (const text of texts) {
    const tree = publishedFromMarkdown(text, options);
    // A copy for the published toHast (a clone costs a fraction of a parse), in case the patched one changes the tree it is given.
    const copy = structuredClone(tree);
    assert.deepEqual(patchedFromMarkdown(text, patchedOptions), tree);
    assert.deepEqual(patchedToHast(tree, { allowDangerousHtml: true }), publishedToHast(copy, { allowDangerousHtml: true }));
  }
  // The combined constructs are kept per list of extensions: a list changed in place is combined anew.
  const table = '| a |\n| - |\n| 1 |';
  const list: NonNullable<typeof options.extensions> = [];
  assert.equal(patchedFromMarkdown(table, { extensions: list }).children[0].type, 'paragraph');
  list.push(gfmTable());
  assert.deepEqual(patchedFromMarkdown(table, { extensions: list, mdastExtensions: [gfmTableFromMarkdown()] }), publishedFromMarkdown(table, { extensions: list, mdastExtensions: [gfmTableFromMarkdown()] }));
  assert.equal(patchedFromMarkdown(table, { extensions: list, mdastExtensions: [gfmTableFromMarkdown()] }).children[0].type, 'table');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the patched @redocly/openapi-core judges examples exactly as the published one, on specs of the site and on a spec edited between two lints', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-patched-redocly-'));
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(entry, "export { lintFromString, createConfig, BaseResolver } from '@redocly/openapi-core';\n");
  const outfile = path.join(dir, 'patched.mjs');
  // Ajv and its formats are CommonJS: the ES module bundle gets a require of its own.
  const banner = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";
  await build({ entryPoints: [entry], outfile, bundle: true, format: 'esm', platform: 'node', nodePaths: [path.join(repoRoot, 'node_modules')], plugins: [dependencyPatchesPlugin()], logLevel: 'silent', banner: { js: banner } });
  assert.match(fs.readFileSync(outfile, 'utf8'), /ajvsOfSource\.get\(/, 'the bundle holds the patched example validators');
  type Redocly = typeof import('@redocly/openapi-core');
  const patched = (await import(pathToFileURL(outfile).href)) as Redocly;
  const published = await import('@redocly/openapi-core');
  const rules = {
    'no-invalid-media-type-examples': { severity: 'warn', allowAdditionalProperties: true },
    'no-invalid-parameter-examples': 'warn',
    'no-invalid-schema-examples': { severity: 'warn', allowAdditionalProperties: true },
    'no-unresolved-refs': 'off',
  };
  const linters = await Promise.all(
    [published, patched].map(async (lib) => {
      const config = await lib.createConfig({ extends: [], rules } as never);
      class NoRead extends lib.BaseResolver {
        override async loadExternalRef(ref: string): Promise<never> {
          throw new Error(ref);
        }
      }
      return async (source: string, absoluteRef: string) =>
        (await lib.lintFromString({ source, absoluteRef, config, externalRefResolver: new NoRead() })).map((p) => `${p.ruleId} ${p.message} ${p.location[0]?.pointer}`);
    }),
  );
  // One inline schema with a $ref in two places (a valid and a wrong example), one parameter and
  // one schema example against the same schema (closed and open to extra properties), in 3.0 and 3.1.
  const crafted = (version: string, type: string) => `openapi: ${version}
info: {title: T, version: '1'}
paths:
  /a/{id}:
    parameters: [{name: id, in: path, required: true, schema: {$ref: '#/components/schemas/Id'}, example: 'x7'}]
    get:
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {id: {$ref: '#/components/schemas/Id'}}}, example: {id: 7}}}}
        '404': {description: no, content: {application/json: {schema: {type: object, properties: {id: {$ref: '#/components/schemas/Id'}}}, example: {id: 'seven', extra: true}}}}
components:
  schemas:
    Id: {type: ${type}, example: 'x7'}
    Pair: {type: object, properties: {a: {$ref: '#/components/schemas/Id'}}, example: {a: 1, b: 2}}
`;
  // A spread sample of the site's specs in `npm test` (the lint of each is seconds on a busy machine); every one in `npm run test:long`.
  const cases: Array<[string, string]> = sampled(fs.readdirSync(path.join(repoRoot, 'specs')), 4).map((f) => [path.join(repoRoot, 'specs', f), fs.readFileSync(path.join(repoRoot, 'specs', f), 'utf8')]);
  // The same file linted again after an edit (watch mode): nothing compiled for the old text is used.
  for (const version of ['3.0.3', '3.1.0']) for (const type of ['integer', 'string', 'integer']) cases.push([path.join(dir, `crafted-${version}.yaml`), crafted(version, type)]);
  let problems = 0;
  for (const [absPath, text] of cases) {
    const expected = await linters[0](text, absPath);
    assert.deepEqual(await linters[1](text, absPath), expected, absPath);
    problems += expected.length;
  }
  // The comparison covers examples that fail, in several ways.
  assert.ok(problems >= 15, `problems found: ${problems}`);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the patched estree-util-is-identifier-name answers as the published one, for every code point and for names', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-patched-'));
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(entry, "export { start, cont, name } from 'estree-util-is-identifier-name';\n");
  const outfile = path.join(dir, 'patched.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, format: 'esm', platform: 'node', nodePaths: [path.join(repoRoot, 'node_modules')], plugins: [dependencyPatchesPlugin()], logLevel: 'silent' });
  assert.match(fs.readFileSync(outfile, 'utf8'), /function asciiStart\(/, 'the bundle holds the patched estree-util-is-identifier-name');
  const patched = (await import(pathToFileURL(outfile).href)) as typeof identifierName;
  for (let code = 1; code <= 0x10ffff; code += code < 0x3000 ? 1 : 97) {
    assert.equal(patched.start(code), identifierName.start(code), `start(${code})`);
    assert.equal(patched.cont(code), identifierName.cont(code), `cont(${code})`);
    assert.equal(patched.cont(code, { jsx: true }), identifierName.cont(code, { jsx: true }), `cont(${code}, jsx)`);
  }
  for (const value of [null, undefined] as unknown as number[]) {
    assert.equal(patched.start(value), identifierName.start(value));
    assert.equal(patched.cont(value), identifierName.cont(value));
  }
  for (const name of ['a', 'Tabs', '_components', '$x', 'a1', '1a', 'data-id', 'aria-label', '-a', 'a-', 'a b', '', 'é', 'xé', 'a\u200c', 'ünïcode', '日本', 'a.b', 'a:b', '$', '_']) {
    assert.equal(patched.name(name), identifierName.name(name), `name(${JSON.stringify(name)})`);
    assert.equal(patched.name(name, { jsx: true }), identifierName.name(name, { jsx: true }), `name(${JSON.stringify(name)}, jsx)`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
