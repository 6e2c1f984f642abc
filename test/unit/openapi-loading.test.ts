/**
 * The spec loader and the schema view on inputs real specs contain: deep inline nesting and allOf
 * cycles (AWS IoT TwinMaker's spec overflowed the stack), Swagger 2.0, the errors that leave a group out.
 * Fast unit checks; the CLI's behaviour is in openapi-corpus.test.ts and api-reference.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DiagnosticBag } from '../../src/generator/diagnostics.ts';
import { loadSpec } from '../../src/generator/openapi/load-specs.ts';
import { createSchemaContext, schemaNode } from '../../src/generator/openapi/schema-view.ts';
import type { ApiDocument, Schema } from '../../src/generator/openapi/types.ts';
import { tempDir } from '../helpers.ts';

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

test('Swagger 2.0 is converted to OpenAPI 3.0; a spec without paths, or with a $ref to nowhere, is an error', async () => {
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

  const missing = siteWith('gone.json', JSON.stringify({ openapi: '3.0.3', info: { title: 'Gone', version: '1' }, paths: { '/x': { get: { responses: { 200: { $ref: '#/components/responses/Nope' } } } } } }, null, 2));
  const bag3 = new DiagnosticBag();
  assert.equal(await loadSpec(missing, 'specs', 'gone', bag3), null);
  assert.match(bag3.errors[0].message, /a \$ref points to #\/components\/responses\/Nope/);
  assert.equal(bag3.errors[0].line, 12);
});
