/**
 * The spec loader and the schema view on inputs real specs contain: deep inline nesting and allOf
 * cycles (AWS IoT TwinMaker's spec overflowed the stack), Swagger 2.0, the errors that leave a group out.
 * Fast unit checks; the CLI's behaviour is in openapi-corpus.test.ts and api-reference.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DiagnosticBag } from '../../src/generator/diagnostics.ts';
import { loadSpec } from '../../src/generator/openapi/load-specs.ts';
import { generatedExample } from '../../src/generator/openapi/example.ts';
import { createSchemaContext, schemaNode } from '../../src/generator/openapi/schema-view.ts';
import type { ApiDocument, Schema } from '../../src/generator/openapi/types.ts';
import { repoRoot, tempDir } from '../helpers.ts';
import { runSize } from '../sizing.ts';

function siteWith(name: string, text: string): string {
  const dir = tempDir('openapi-loading');
  fs.mkdirSync(path.join(dir, 'specs'));
  fs.writeFileSync(path.join(dir, 'specs', name), text);
  return dir;
}

test('a schema nested 200 levels in place, and an allOf cycle, render without overflowing the stack', () => {
  let deep: Schema = { type: 'string' };
  for (let i = 0; i < 200; i++) deep = { type: 'object', properties: { inner: deep } };
  const doc = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: { A: { allOf: [{ $ref: '#/components/schemas/B' }], properties: { a: { type: 'string' } } }, B: { allOf: [{ $ref: '#/components/schemas/A' }], properties: { b: { type: 'string' } } } } } } as unknown as ApiDocument;
  const ctx = createSchemaContext(doc, (t) => t);
  const node = schemaNode(ctx, deep);
  let levels = 0;
  for (let n = node; n.properties?.length; n = n.properties[0].schema) levels++;
  assert.ok(levels >= 30 && levels < 200, `shown ${levels} levels`);
  const cyclic = schemaNode(ctx, { $ref: '#/components/schemas/A' } as Schema);
  assert.deepEqual(cyclic.properties?.map((p) => p.name).sort(), ['a', 'b']);
});

test('Swagger 2.0 is converted to OpenAPI 3.0; a spec without paths is an error; a $ref to nowhere is a warning and that part is not documented (an error when strict)', async () => {
  const swagger = siteWith('pets.yaml', "swagger: '2.0'\ninfo: {title: Pets, version: '1'}\nhost: pets.example.com\nbasePath: /v1\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      produces: [application/json]\n      responses: {'200': {description: ok, schema: {type: array, items: {type: string}}}}\n");
  const bag = new DiagnosticBag();
  const spec = await loadSpec(swagger, 'specs', 'pets', bag);
  assert.equal(bag.errors.length, 0, JSON.stringify(bag.errors));
  assert.match(String(spec?.doc.openapi), /^3\.0\./);
  assert.equal(spec?.doc.servers?.[0]?.url, '//pets.example.com/v1');
  assert.ok((spec?.doc.paths as Record<string, { get?: { responses: Record<string, { content?: object }> } }>)['/pets'].get?.responses['200'].content);

  const noPaths = siteWith('empty.yaml', 'openapi: 3.0.3\ninfo: {title: Empty, version: "1"}\n');
  const bag2 = new DiagnosticBag();
  assert.equal(await loadSpec(noPaths, 'specs', 'empty', bag2), null);
  assert.match(bag2.errors[0].message, /no paths/);

  const missing = siteWith('gone.json', JSON.stringify({ openapi: '3.0.3', info: { title: 'Gone', version: '1' }, paths: { '/x': { get: { parameters: [{ $ref: '#/components/parameters/Gone' }, { name: 'q', in: 'query', schema: { type: 'string' } }], responses: { 200: { $ref: '#/components/responses/Nope' }, 404: { description: 'no', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } } } } } } } }, null, 2));
  const bag3 = new DiagnosticBag();
  const lenient = await loadSpec(missing, 'specs', 'gone', bag3);
  assert.equal(bag3.errors.length, 0, JSON.stringify(bag3.errors));
  assert.deepEqual(bag3.warnings.filter((w) => /\$ref/.test(w.message)).map((w) => [w.line, w.message]), [
    [12, 'a $ref points to #/components/parameters/Gone, which does not exist in the spec; shown as not documented'],
    [24, 'a $ref points to #/components/responses/Nope, which does not exist in the spec; shown as not documented'],
    [31, 'a $ref points to #/components/schemas/Nope, which does not exist in the spec; shown as not documented'],
  ]);
  const get = (lenient?.doc.paths as Record<string, { get: { parameters: Array<{ name: string }>; responses: Record<string, { description: string; content?: Record<string, { schema: { description: string } }> }> } }>)['/x'].get;
  // The parameter without a name is left out; the response and the schema say they are not documented.
  assert.deepEqual(get.parameters.map((p) => p.name), ['q']);
  assert.match(get.responses['200'].description, /^Not documented: the spec's \$ref to #\/components\/responses\/Nope leads nowhere\.$/);
  assert.match(get.responses['404'].content!['application/json'].schema.description, /^Not documented/);
  const bag4 = new DiagnosticBag();
  assert.equal(await loadSpec(missing, 'specs', 'gone', bag4, { strict: true }), null);
  assert.match(bag4.errors[0].message, /a \$ref points to #\/components\/parameters\/Gone/);
});

test('a generated example reaches six objects deep through arrays (a product\'s variants\' options\' values), not four', () => {
  const doc = { openapi: '3.0.3', info: { title: 'Deep', version: '1' }, paths: {}, components: { schemas: {} as Record<string, unknown> } };
  for (let i = 0; i < 8; i++) doc.components.schemas[`L${i}`] = { type: 'object', properties: { name: { type: 'string', example: `level ${i}` }, ...(i < 7 ? { next: { type: 'array', items: { $ref: `#/components/schemas/L${i + 1}` } } } : {}) } };
  const text = JSON.stringify(generatedExample(doc as unknown as ApiDocument, { $ref: '#/components/schemas/L0' }, 'response'));
  assert.match(text, /"name":"level 5"/);
});

test('a oneOf of a named schema and `type: null` (OpenAPI 3.1) reads "Owner | null", its second shape "null", not "any | null"', () => {
  const doc = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: { Owner: { type: 'object', properties: { name: { type: 'string' } } } } } } as unknown as ApiDocument;
  const ctx = createSchemaContext(doc, (t) => t);
  const node = schemaNode(ctx, { type: 'object', properties: { owner: { oneOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] } } } as unknown as Schema);
  const owner = node.properties![0].schema;
  assert.equal(owner.typeLabel, 'Owner | null');
  assert.deepEqual(owner.alternatives?.options.map((o) => o.schema.typeLabel), ['Owner', 'null']);
  // A nullable type of its own is still "string | null".
  assert.equal(schemaNode(ctx, { type: ['string', 'null'] } as unknown as Schema).typeLabel, 'string | null');
});

test("an allOf of a $ref keeps the referenced schema's range and array items (aws-pricing's GetProducts)", () => {
  const doc = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: { Boxed: { type: 'integer', minimum: 1, maximum: 100 }, Tag: { type: 'object', properties: { name: { type: 'string' } } }, TagList: { type: 'array', items: { $ref: '#/components/schemas/Tag' } } } } } as unknown as ApiDocument;
  const ctx = createSchemaContext(doc, (t) => t);
  const node = schemaNode(ctx, { type: 'object', properties: { count: { allOf: [{ $ref: '#/components/schemas/Boxed' }], description: 'How many.' }, tags: { allOf: [{ $ref: '#/components/schemas/TagList' }] } } } as unknown as Schema);
  const [count, tags] = node.properties!.map((p) => p.schema);
  assert.deepEqual(count.constraints, ['≥ 1', '≤ 100']);
  assert.deepEqual(tags.items?.properties?.map((p) => p.name), ['name']);
});

test('schemas that reach each other through allOf parts (as Amazon Timestream Query\'s) are shown once each, the repeat marked circular, in both directions', () => {
  // In a process of its own with a time limit: the walk is synchronous, and one that never ends must fail the test, not hang the run.
  const script = `
    import { createSchemaContext, schemaNode } from ${JSON.stringify(path.join(repoRoot, 'src/generator/openapi/schema-view.ts'))};
    const ref = (name) => ({ $ref: '#/components/schemas/' + name });
    const schemas = {
      Kind: { type: 'object', properties: { scalar: { type: 'string' }, listOf: { allOf: [ref('Column')], description: 'A list.' }, seriesOf: { allOf: [ref('Column')] }, rowOf: { allOf: [ref('ColumnList')] } } },
      Column: { type: 'object', properties: { name: { type: 'string' }, kind: { allOf: [ref('Kind')] }, secret: { type: 'string', readOnly: true } } },
      ColumnList: { type: 'array', items: ref('Column') },
    };
    const doc = { openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: {}, components: { schemas } };
    const circularIn = (node) => [...(node.circular ? [node.refName] : []), ...(node.properties ?? []).flatMap((p) => circularIn(p.schema)), ...(node.items ? circularIn(node.items) : [])];
    const views = ['request', 'response'].map((direction) => {
      const kind = schemaNode(createSchemaContext(doc, (t) => t, { direction }), ref('Kind'));
      const listOf = kind.properties.find((p) => p.name === 'listOf').schema;
      return { properties: kind.properties.map((p) => p.name), circular: [...new Set(circularIn(kind))].sort(), listOf: listOf.properties.map((p) => p.name) };
    });
    console.log(JSON.stringify(views));
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 });
  assert.equal(run.signal, null, 'the schemas were shown within 30 s');
  assert.equal(run.status, 0, run.stderr);
  const [request, response] = JSON.parse(run.stdout) as Array<{ properties: string[]; circular: string[]; listOf: string[] }>;
  for (const view of [request!, response!]) {
    assert.deepEqual(view.properties, ['scalar', 'listOf', 'seriesOf', 'rowOf']);
    // Kind → listOf (Column) → kind (Kind): the cycle is marked where it closes.
    assert.ok(view.circular.includes('Kind'), JSON.stringify(view));
  }
  // A request leaves the read-only property out, a response shows it.
  assert.deepEqual(request!.listOf, ['name', 'kind']);
  assert.deepEqual(response!.listOf, ['name', 'kind', 'secret']);
});

test('a page draws at most 20,000 schema nodes, whatever the spec: the rest says it is too large to show', () => {
  const wide = (depth: number): Schema => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`p${i}`, depth ? wide(depth - 1) : { type: 'string' }])) }) as Schema;
  const doc = { openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: {} } } as unknown as ApiDocument;
  const node = schemaNode(createSchemaContext(doc, (t) => t), wide(1));
  const all = (n: ReturnType<typeof schemaNode>): Array<ReturnType<typeof schemaNode>> => [n, ...(n.properties ?? []).flatMap((p) => all(p.schema))];
  const nodes = all(node);
  assert.equal(nodes.length, 20_001, '200 × 200 properties: the budget, and one node that says why it stops');
  assert.equal(nodes.filter((n) => n.descriptionHtml === '<p>Too large to show here.</p>').length, 1);
  // A smaller one is whole.
  assert.equal(all(schemaNode(createSchemaContext(doc, (t) => t), wide(0))).length, 201);
});

test('fuzz: seeded random specs whose schemas name each other every way (allOf, oneOf, items, properties, additionalProperties) are shown and exemplified in every direction within a time limit', () => {
  const specs = runSize(15, 1000);
  const script = `
    const { createSchemaContext, schemaNode, viewKey } = await import(${JSON.stringify(path.join(repoRoot, 'src/generator/openapi/schema-view.ts'))});
    const { generatedExample } = await import(${JSON.stringify(path.join(repoRoot, 'src/generator/openapi/example.ts'))});
    let seed = 31;
    const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x7fffffff);
    const pick = (list) => list[Math.floor(rand() * list.length)];
    let shown = 0;
    for (let i = 0; i < ${specs}; i++) {
      const names = Array.from({ length: 3 + Math.floor(rand() * 12) }, (_, n) => 'S' + n);
      const ref = () => ({ $ref: '#/components/schemas/' + pick(names) });
      const schema = (depth) => {
        const r = rand();
        if (depth > 3 || r < 0.25) return rand() < 0.5 ? ref() : { type: pick(['string', 'integer', 'boolean']), readOnly: rand() < 0.2 || undefined, writeOnly: rand() < 0.1 || undefined };
        if (r < 0.45) return { allOf: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => (rand() < 0.7 ? ref() : schema(depth + 1))), description: 'd' };
        if (r < 0.55) return { oneOf: [schema(depth + 1), schema(depth + 1)] };
        if (r < 0.65) return { type: 'array', items: schema(depth + 1) };
        if (r < 0.7) return { type: 'object', additionalProperties: schema(depth + 1) };
        return { type: 'object', properties: Object.fromEntries(Array.from({ length: 1 + Math.floor(rand() * 4) }, (_, p) => ['p' + p, schema(depth + 1)])) };
      };
      const doc = { openapi: '3.0.0', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: Object.fromEntries(names.map((name) => [name, schema(0)])) } };
      for (const name of names) {
        const pointer = { $ref: '#/components/schemas/' + name };
        for (const direction of ['request', 'response', undefined]) {
          schemaNode(createSchemaContext(doc, (t) => t, direction ? { direction } : {}), pointer);
          viewKey(doc, pointer.$ref, direction);
          shown++;
        }
        generatedExample(doc, pointer, 'request');
        generatedExample(doc, pointer, 'response');
      }
    }
    console.log(shown);
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', timeout: runSize(60_000, 1_800_000) });
  assert.equal(run.signal, null, `the ${specs} specs were shown within the time limit`);
  assert.equal(run.status, 0, run.stderr);
  assert.ok(Number(run.stdout) > specs * 3 * 3, run.stdout);
});
