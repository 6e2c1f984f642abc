/**
 * Renders a synthetic OpenAPI spec of N operations (default 1,000) through docsgen and reports the
 * wall time, the time of the specs stage, and peak memory.
 *   node --import tsx bench/api-spec.ts [N]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const N = Number(process.argv[2] ?? 1000);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-api-bench-'));
fs.mkdirSync(path.join(site, 'content'));
fs.mkdirSync(path.join(site, 'specs'));
fs.writeFileSync(path.join(site, 'package.json'), '{ "private": true, "type": "module" }\n');
fs.writeFileSync(path.join(site, 'content/intro.md'), '---\ntitle: Intro\nslug: /\n---\n\nThe synthetic API.\n');
fs.writeFileSync(
  path.join(site, 'site.config.ts'),
  `import { defineConfig } from '${root}/src/generator/config/define-config.ts';
export default defineConfig({
  title: 'API bench', url: 'https://bench.example.com', product: { name: 'Bench', slug: 'bench' }, version: '1.0.0',
  navbar: { title: 'Bench', items: [] }, footer: { links: [], copyright: '' },
  sidebars: { docs: ['intro'], api: [{ type: 'category', label: 'API', link: { type: 'generated-index', slug: 'api' }, items: [{ type: 'api' }] }] },
  api: { sidebar: 'api', groups: [{ id: 'bench' }] },
});
`,
);

// A spec with 50 tags, each resource with list/create/get/update/delete, sharing component schemas.
const tags = Array.from({ length: Math.ceil(N / 5) }, (_, i) => `Resource ${i}`);
const lines: string[] = [
  'openapi: 3.0.3',
  'info: {title: Bench API, version: 1.0.0, description: "A synthetic API for benchmarks."}',
  'servers: [{url: https://api.bench.example}]',
  'tags:',
  ...tags.map((t) => `  - {name: '${t}', description: 'Operations on ${t}.'}`),
  'paths:',
];
let ops = 0;
tags.forEach((tag, i) => {
  const base = `/resources-${i}`;
  const op = (method: string, id: string, summary: string, extra = '') => {
    if (ops >= N) return;
    ops++;
    lines.push(`    ${method}:`, `      operationId: ${id}${i}`, `      summary: ${summary} ${i}`, `      tags: ['${tag}']`, extra, `      responses: {'200': {description: OK, content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}, '400': {$ref: '#/components/responses/Error'}}`);
  };
  lines.push(`  ${base}:`);
  op('get', 'list', 'List resources', "      parameters: [{$ref: '#/components/parameters/Limit'}]");
  op('post', 'create', 'Create a resource', "      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}");
  lines.push(`  ${base}/{id}:`, "    parameters: [{name: id, in: path, required: true, schema: {type: string}}]");
  op('get', 'get', 'Get a resource');
  op('patch', 'update', 'Update a resource', "      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}");
  op('delete', 'delete', 'Delete a resource');
});
lines.push(
  'components:',
  '  parameters:',
  '    Limit: {name: limit, in: query, schema: {type: integer, default: 20}}',
  '  responses:',
  "    Error: {description: Bad request, content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}",
  '  schemas:',
  '    Error: {type: object, properties: {error: {type: object, properties: {code: {type: string}, message: {type: string}}}}}',
  "    Item: {type: object, required: [name], properties: {id: {type: string, readOnly: true}, name: {type: string, example: Tent}, tags: {type: array, items: {type: string}}, owner: {$ref: '#/components/schemas/Owner'}, parent: {$ref: '#/components/schemas/Item'}}}",
  '    Owner: {type: object, properties: {id: {type: string}, email: {type: string, format: email}}}',
);
fs.writeFileSync(path.join(site, 'specs/bench.yaml'), `${lines.filter(Boolean).join('\n')}\n`);

const hasTime = fs.existsSync('/usr/bin/time');
const cmd = hasTime ? '/usr/bin/time' : process.execPath;
const args = [...(hasTime ? ['-v', process.execPath] : []), path.join(root, 'bin/docsgen.js'), 'build', '--config', path.join(site, 'site.config.ts')];
const started = performance.now();
const r = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const wall = (performance.now() - started) / 1000;
if (r.status !== 0) {
  console.error(r.stdout, r.stderr);
  process.exit(1);
}
const specsMs = /specs (\d+) ms/.exec(r.stdout)?.[1];
const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1];
console.log(`synthetic spec: ${ops} operations, ${tags.length} tags`);
console.log(`wall ${wall.toFixed(2)} s · specs stage ${specsMs} ms · peak RSS ${rss ? `${Math.round(Number(rss) / 1024)} MB` : 'n/a (install the "time" package)'}`);
console.log(r.stdout.split('\n')[0]);
