/**
 * The 15 OpenAPI specifications: each is valid under swagger-parser, describes at least the operations
 * and tags of test/acceptance/api-groups.txt, and follows the API team's shared conventions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { parse } from 'yaml';
import { repoRoot } from './helpers.ts';

const groups = fs
  .readFileSync(path.join(repoRoot, 'test/acceptance/api-groups.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => {
    const [group, ops, tags] = l.split('\t');
    return { group, minOps: Number(ops), minTags: Number(tags) };
  });

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw YAML in a test

function load(group: string): Json {
  return parse(fs.readFileSync(path.join(repoRoot, 'specs', `${group}.yaml`), 'utf8')) as Json;
}

function operations(spec: Json): Json[] {
  return Object.values(spec.paths ?? {}).flatMap((item) => METHODS.filter((m) => (item as Json)[m]).map((m) => (item as Json)[m] as Json));
}

test('there is one spec per API group, and no other', () => {
  const files = fs.readdirSync(path.join(repoRoot, 'specs')).sort();
  assert.deepEqual(files, groups.map((g) => `${g.group}.yaml`).sort());
});

for (const { group, minOps, minTags } of groups) {
  test(`${group}: valid, at least ${minOps} operations and ${minTags} tags, documented`, async () => {
    await SwaggerParser.validate(path.join(repoRoot, 'specs', `${group}.yaml`));
    const spec = load(group);
    const ops = operations(spec);
    const tags = new Set(ops.flatMap((o) => o.tags ?? []));
    assert.ok(ops.length >= minOps, `${ops.length} operations`);
    assert.ok(tags.size >= minTags, `${tags.size} tags`);
    const version = ['agent', 'content-evaluations', 'image-to-text'].includes(group) ? /^3\.1\./ : /^3\.0\./;
    assert.match(String(spec.openapi), version);
    assert.match(spec.info.title, / API$/);
    assert.ok(spec.info.description.length > 200, 'info.description explains the API');
    assert.equal(spec.servers[0].url, 'https://api.lumagraph.dev');
    const declared = new Set((spec.tags ?? []).map((t: Json) => t.name));
    for (const tag of tags) assert.ok(declared.has(tag), `tag ${tag} is declared with a description`);
    const ids = ops.map((o) => o.operationId);
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    for (const op of ops) {
      assert.ok(op.operationId && op.summary && op.description, `${op.operationId}: id, summary and description`);
      assert.ok(op.responses['401'] && op.responses['429'], `${op.operationId}: 401 and 429 documented`);
    }
    assert.equal(spec.components.securitySchemes.ApiKey.type, 'apiKey');
    // One error shape and one pagination style across the API.
    assert.deepEqual(Object.keys(spec.components.schemas.Error.properties.error.properties).sort(), ['code', 'details', 'message']);
    assert.equal(spec.components.parameters.Limit.schema.maximum, 100);
    assert.equal(spec.components.parameters.Limit.schema.default, 20);
  });
}

test('manager: HTTP Basic and OAuth 2.0 authorization code besides the key; content-generation: OAuth 2.0', () => {
  const manager = load('manager').components.securitySchemes;
  assert.equal(manager.BasicAuth.scheme, 'basic');
  assert.ok(manager.OAuth2.flows.authorizationCode.authorizationUrl);
  assert.ok(load('content-generation').components.securitySchemes.OAuth2.flows.authorizationCode);
});

test('manager covers every area of the product', () => {
  const tags = (load('manager').tags as Json[]).map((t) => String(t.name).toLowerCase()).join(' | ');
  for (const area of ['accounts', 'authors', 'tokens', 'merchants', 'search console', 'oauth clients', 'limits', 'consumption', 'web pages', 'vector search', 'imports', 'redeem codes']) {
    assert.ok(tags.includes(area), `manager has no tag about ${area}`);
  }
});

test('a few superseded operations are deprecated, and variant payloads use oneOf', () => {
  const all = groups.flatMap(({ group }) => operations(load(group)));
  assert.ok(all.filter((o) => o.deprecated).length >= 3);
  const text = groups.map(({ group }) => fs.readFileSync(path.join(repoRoot, 'specs', `${group}.yaml`), 'utf8')).join('\n');
  assert.ok((text.match(/oneOf:/g) ?? []).length >= 5);
  assert.ok((text.match(/discriminator:/g) ?? []).length >= 3);
});
