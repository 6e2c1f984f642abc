/**
 * docsgen's own code sample targets (Dart, Rust, the Postman CLI), added to httpsnippet: the request
 * they write is the operation's (method, URL with its query, headers, body), quoted for each language.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateSamples, type SampleChoice, type SampleRequest } from '../../src/generator/openapi/samples.ts';

const choices: SampleChoice[] = [{ language: 'dart' }, { language: 'rust' }, { language: 'postman-cli' }];
const request = (body: SampleRequest['body'], contentType?: string): SampleRequest => ({
  method: 'post',
  url: 'https://api.lumagraph.example/v2/scenes',
  query: [{ name: 'preview', value: 'low res' }],
  headers: [{ name: 'Authorization', value: 'Bearer <token>' }, ...(contentType ? [{ name: 'Content-Type', value: contentType }] : [])],
  body,
  response: 'json',
});
const byLanguage = (r: SampleRequest) => {
  const { samples, failures } = generateSamples(r, choices);
  assert.deepEqual(failures, []);
  return Object.fromEntries(samples.map((s) => [s.id, s.code]));
};

test('a JSON body: Dart encodes a map (its $ escaped), Rust parses a raw string long enough for the text, the Postman CLI sends it quoted for the shell', () => {
  const code = byLanguage(request({ mimeType: 'application/json', json: { name: "Ada's $beam", tag: 'a"#b' } }, 'application/json'));
  assert.match(code.dart, /var request = http\.Request\('POST', Uri\.parse\('https:\/\/api\.lumagraph\.example\/v2\/scenes\?preview=low%20res'\)\);/);
  assert.match(code.dart, /"name": "Ada's \\\$beam"/);
  assert.match(code.dart, /'Authorization': 'Bearer <token>'/);
  assert.match(code.rust, /client\.request\(reqwest::Method::POST, "https:\/\/api\.lumagraph\.example\/v2\/scenes\?preview=low%20res"\)/);
  assert.match(code.rust, /serde_json::from_str\(r##"\{/, 'the text holds "#: two hashes');
  assert.match(code.rust, /headers\.insert\("Content-Type", "application\/json"\.parse\(\)\?\);/);
  assert.equal(
    code['postman-cli'],
    "postman request POST 'https://api.lumagraph.example/v2/scenes?preview=low%20res' \\\n  --header 'Authorization: Bearer <token>' \\\n  --header 'Content-Type: application/json' \\\n  --body '{\"name\":\"Ada'\\''s $beam\",\"tag\":\"a\\\"#b\"}'",
  );
});

test('a multipart body: fields and files, without the Content-Type header whose boundary each client writes itself', () => {
  const code = byLanguage(request({ mimeType: 'multipart/form-data', params: [{ name: 'title', value: 'Lobby' }, { name: 'model', fileName: 'lobby.glb', contentType: 'model/gltf-binary' }] }, 'multipart/form-data'));
  assert.match(code.dart, /http\.MultipartRequest\('POST'/);
  assert.match(code.dart, /request\.files\.add\(await http\.MultipartFile\.fromPath\('model', 'lobby\.glb'\)\);/);
  assert.match(code.rust, /\.text\("title", "Lobby"\)\n\s+\.file\("model", "lobby\.glb"\)\.await\?;/);
  assert.match(code['postman-cli'], /--form 'title=Lobby' \\\n  --form 'model=@lobby\.glb'$/);
  for (const sample of Object.values(code)) assert.doesNotMatch(sample, /multipart\/form-data/i);
});

test('a form body and no body', () => {
  const form = byLanguage(request({ mimeType: 'application/x-www-form-urlencoded', params: [{ name: 'grant_type', value: 'client credentials' }] }, 'application/x-www-form-urlencoded'));
  assert.match(form.dart, /request\.bodyFields = \{\n\s+'grant_type': 'client credentials'\n\s+\};/);
  assert.match(form.rust, /let params = \[\("grant_type", "client credentials"\)\];/);
  assert.match(form['postman-cli'], /--body 'grant_type=client\+credentials'$/);
  const none = byLanguage({ ...request(undefined), method: 'get' });
  assert.doesNotMatch(none.dart, /request\.body/);
  assert.match(none.rust, /reqwest::Method::GET/);
  assert.doesNotMatch(none['postman-cli'], /--body/);
});

test("each language's sample is made from the request as given: a multipart body converted for curl first leaves Go's boundary and PowerShell's sample as they are alone", () => {
  const upload = request({ mimeType: 'multipart/form-data', params: [{ name: 'image', fileName: 'image.bin', contentType: 'application/octet-stream' }] }, 'multipart/form-data');
  const alone = (language: SampleChoice['language']) => generateSamples(upload, [{ language }]).samples[0]?.code;
  const { samples, failures } = generateSamples(upload, [{ language: 'curl' }, { language: 'nodejs' }, { language: 'python' }, { language: 'go' }, { language: 'powershell' }]);
  assert.deepEqual(failures, []);
  const code = Object.fromEntries(samples.map((s) => [s.id, s.code]));
  assert.equal(code.go, alone('go'));
  assert.match(code.go, /boundary=/);
  assert.equal(code.powershell, alone('powershell'));
});
