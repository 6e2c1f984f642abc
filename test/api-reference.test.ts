import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { copyFixture, readPage } from './helpers.ts';
import { kebabCase, slugify } from '../src/generator/openapi/index.ts';

let site: string;
let dist: string;
before(async () => {
  site = copyFixture('api');
  dist = path.join(site, 'dist');
  const r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 0, r.stderr);
});

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

/** Text of one code-sample tab panel, tags stripped: from the page, or from the file a tab loads on demand. */
function sample(html: string, tab: string): string {
  const open = new RegExp(`<div role="tabpanel"[^>]*data-tab="${tab}"[^>]*>`).exec(html);
  assert.ok(open, `no ${tab} tab`);
  const src = /data-src="([^"]+)"/.exec(open[0])?.[1];
  const panel = src
    ? (JSON.parse(fs.readFileSync(path.join(dist, src), 'utf8')) as Record<string, string>)[tab]
    : html.slice(open.index + open[0].length, html.indexOf('</div></div></div>', open.index));
  return panel
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('slugs: operationId in kebab case, else summary, else method and path', () => {
  assert.equal(kebabCase('createGenerationJob'), 'create-generation-job');
  assert.equal(kebabCase('getURLInfo'), 'get-url-info');
  assert.equal(slugify('GraphQL API'), 'graphql-api');
  assert.equal(slugify('Image to Text API'), 'image-to-text-api');
  assert.ok(fs.existsSync(path.join(dist, 'api/shop/create-product/index.html')));
  assert.ok(fs.existsSync(path.join(dist, 'api/modern/read-a-note/index.html')), 'summary slug');
  assert.ok(fs.existsSync(path.join(dist, 'api/modern/put-notes-id/index.html')), 'method and path slug');
});

test('info page: version, description, servers, every security scheme, contact, licence, download', () => {
  const html = readPage(dist, '/api/shop/shop-api/');
  assert.match(html, /<title>Shop API \| API Fixture<\/title>/);
  assert.match(html, /Version 2\.1\.0/);
  assert.match(html, /The Shop API manages <strong>products<\/strong>/);
  assert.match(html, /<code>https:\/\/api\.shop\.example<\/code> — Production/);
  assert.match(html, /ApiKey <span class="schema__type">API key in header &quot;Authorization&quot;<\/span>/);
  assert.match(html, /BasicAuth <span class="schema__type">HTTP Basic<\/span>/);
  assert.match(html, /OAuth2 <span class="schema__type">OAuth 2\.0<\/span>/);
  assert.match(html, /Authorization code flow/);
  assert.match(html, /https:\/\/auth\.shop\.example\/token/);
  assert.match(html, /<code>catalog:write<\/code><\/td><td>Change the catalogue/);
  assert.match(html, /mailto:support@shop\.example/);
  assert.match(html, /Licence: <a href="https:\/\/shop\.example\/terms">Proprietary<\/a>/);
  assert.match(html, /href="\/specs\/shop\.yaml" download="shop\.yaml"/);
  assert.equal(fs.readFileSync(path.join(dist, 'specs/shop.yaml'), 'utf8'), fs.readFileSync(path.join(site, 'specs/shop.yaml'), 'utf8'));
});

test('tag page: description and operations with method badges', () => {
  const html = readPage(dist, '/api/shop/products/');
  assert.match(html, /Products in the catalogue\./);
  assert.match(html, /<span class="method-badge method-badge--get">GET<\/span><code class="api-op-list__path">\/products<\/code><span class="api-op-list__summary">List products/);
  assert.match(html, /method-badge--delete">DELETE<\/span><code class="api-op-list__path">\/products\/\{product_id\}<\/code><span class="api-op-list__summary">Delete a product<span class="schema__flag schema__flag--deprecated">deprecated/);
});

test('operation page: method, full URL, parameters grouped by location with their details and constraints', () => {
  const html = readPage(dist, '/api/shop/list-products/');
  assert.match(html, /<title>List products \| API Fixture<\/title>/);
  assert.match(html, /method-badge--get">GET<\/span><code class="api-op__url">https:\/\/api\.shop\.example\/products<\/code>/);
  for (const heading of ['Query parameters', 'Header parameters', 'Cookie parameters']) assert.match(html, new RegExp(`>${heading}</h3>`));
  assert.match(html, /<code class="schema__name">status<\/code> <span class="schema__type">Status<\/span><span class="schema__flag schema__flag--required">required/);
  assert.match(html, /one of<\/span> <code>&quot;active&quot;<\/code><code>&quot;archived&quot;<\/code>/);
  assert.match(html, /default<\/span> <code>20<\/code>/);
  // A parameter's constraints, as a body property's: `limit` is 1 to 100.
  assert.match(html, /schema__name">limit<\/code>[^]*?constraint<\/span> <code>≥ 1<\/code><\/span><span class="schema__fact"><span class="schema__keyword">constraint<\/span> <code>≤ 100<\/code>/);
  assert.match(html, /X-Request-Id<\/code> <span class="schema__type">string&lt;uuid&gt;/);
  assert.match(html, /X-Total-Count<\/code> <span class="schema__type">integer/);
  assert.match(html, /next_cursor<\/code> <span class="schema__type">string \| null/);
});

test('request body per media type; allOf merged; required, read-only, write-only, additionalProperties', () => {
  const html = readPage(dist, '/api/shop/create-product/');
  assert.match(html, /content type<\/span> <code>application\/json<\/code>/);
  assert.match(html, /content type<\/span> <code>application\/x-www-form-urlencoded<\/code>/);
  assert.match(html, /<code class="schema__name">name<\/code> <span class="schema__type">string<\/span><span class="schema__flag schema__flag--required">required/);
  assert.match(html, /min length 1/);
  assert.match(html, /secret_note<\/code> <span class="schema__type">string<\/span><span class="schema__flag">write-only/);
  assert.match(html, /additional properties/);
  const response = readPage(dist, '/api/shop/get-product/');
  assert.match(response, /<code class="schema__name">id<\/code> <span class="schema__type">string<\/span><span class="schema__flag schema__flag--required">required<\/span><span class="schema__flag">read-only/);
  assert.match(response, /created_at<\/code> <span class="schema__type">string&lt;date-time&gt;/);
});

test('security requirements and a deprecation notice', () => {
  const create = readPage(dist, '/api/shop/create-product/');
  assert.match(create, /<code>OAuth2<\/code> \(OAuth 2\.0\) with scopes <code>catalog:write<\/code>/);
  assert.match(create, /or <\/span><span><code>BasicAuth<\/code> \(HTTP Basic\)/);
  const del = readPage(dist, '/api/shop/delete-product/');
  assert.match(del, /admonition--caution[^>]*><div class="admonition__title">Deprecated/);
});

test('oneOf as alternatives with the discriminator; a circular $ref is marked; a reused schema is shown once; read-only fields stay out of requests, write-only ones out of responses', () => {
  const html = readPage(dist, '/api/shop/create-order/');
  assert.match(html, /One of these shapes, chosen by <code>method<\/code>/);
  assert.match(html, /<summary>CardPayment<\/summary>/);
  assert.match(html, /<summary>InvoicePayment<\/summary>/);
  // Category sits three levels down: its body is the group's shared file, loaded when opened, where the cycle is marked.
  assert.match(html, /<div class="on-demand" data-src="\/assets\/api-schemas\/shop\/category\.html#s">/);
  assert.match(fs.readFileSync(path.join(dist, 'assets/api-schemas/shop/category.html'), 'utf8'), /Circular reference to <code>Category<\/code>/);
  // Order is the request body and the response; Product in it has read-only and write-only fields,
  // so the request shows them without the read-only ones and the response without the write-only
  // ones (as Redoc and openapi-docs): two bodies. Payment reads the same both ways: in full once, then linked.
  const [request, response] = [html.slice(0, html.indexOf('id="responses"')), html.slice(html.indexOf('id="responses"'))];
  assert.match(request, /id="schema-order"/);
  assert.match(response, /id="schema-order-1"/);
  assert.match(response, /Same <code>Payment<\/code> schema as <a href="#schema-payment">shown above<\/a>/);
  assert.ok(request.includes('<code class="schema__name">secret_note</code>') && !request.includes('<code class="schema__name">created_at</code>'), 'no read-only field in the request');
  assert.ok(response.includes('<code class="schema__name">created_at</code>') && !response.includes('<code class="schema__name">secret_note</code>'), 'no write-only field in the response');
  // Product is shown in full as billing_product; two levels down in the lines' items it links to its
  // shared body, one per direction.
  assert.equal(html.match(/id="schema-product"/g)?.length, 1);
  assert.match(request, /<div class="on-demand" data-src="\/assets\/api-schemas\/shop\/product-request\.html#s">/);
  assert.match(response, /<div class="on-demand" data-src="\/assets\/api-schemas\/shop\/product-response\.html#s">/);
  assert.doesNotMatch(fs.readFileSync(path.join(dist, 'assets/api-schemas/shop/product-request.html'), 'utf8'), /created_at/);
  assert.match(html, /Each item:/);
});

test('3.1 type arrays with null are shown as nullable types', () => {
  const html = readPage(dist, '/api/modern/read-a-note/');
  assert.match(html, /<code class="schema__name">title<\/code> <span class="schema__type">string \| null/);
  assert.match(html, /score<\/code> <span class="schema__type">number \| null/);
});

test('code samples: curl, Python (requests), Node.js and PHP, the first selected, bodies as objects', () => {
  const html = readPage(dist, '/api/shop/create-product/');
  const aside = html.slice(html.indexOf('<aside class="api-op__aside"'));
  const tabs = [...aside.matchAll(/role="tab"[^>]*data-tab="([^"]+)" aria-selected="(true|false)"/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(tabs, [['curl', 'true'], ['python', 'false'], ['nodejs', 'false'], ['php', 'false']]);
  const curl = sample(html, 'curl');
  assert.match(curl, /curl --request POST \\\s+--url https:\/\/api\.shop\.example\/products \\/);
  assert.match(curl, /--header 'Authorization: Bearer <access-token>'/);
  assert.match(curl, /--data '\{\s*"name": "Trail tent",\s*"price": 249\.5/);
  assert.doesNotMatch(curl, /"id"/, 'read-only fields stay out of request bodies');
  const python = sample(html, 'python');
  assert.match(python, /import requests/);
  assert.match(python, /payload = \{\s*"name": "Trail tent",/);
  assert.match(python, /requests\.post\(url, json=payload, headers=headers\)/);
  assert.match(python, /print\(response\.json\(\)\)/);
  const node = sample(html, 'nodejs');
  assert.match(node, /body: JSON\.stringify\(\{\s*name: 'Trail tent',\s*price: 249\.5/, 'Node.js sends an object, not a JSON string literal');
  assert.match(node, /fetch\(url, options\)/);
  const php = sample(html, 'php');
  assert.match(php, /GuzzleHttp\\Client/);
  assert.match(php, /'json' => \[\s*'name' => 'Trail tent',\s*'price' => 249\.5,/, 'PHP sends an array through Guzzle\'s json option');
  assert.doesNotMatch(php, /'body' => '\{/);
  const get = readPage(dist, '/api/shop/get-product/');
  assert.match(sample(get, 'curl'), /curl --request GET\s+\\\s+--url https:\/\/api\.shop\.example\/products\/prd_123\s+\\\s+--header 'Authorization: Key <your-key>'/);
  assert.match(sample(readPage(dist, '/api/shop/list-products/'), 'curl'), /products\?limit=20&status=active/);
});

test('x-codeSamples in the spec replace the generated samples', () => {
  const html = readPage(dist, '/api/shop/create-order/');
  assert.match(sample(html, 'curl'), /--data @order\.json/);
  assert.match(sample(html, 'ruby'), /Shop::Order\.create/);
});

test('responses: status, description and a generated example', () => {
  const html = readPage(dist, '/api/shop/create-product/');
  assert.match(html, /<span class="api-response__status">201<\/span>/);
  assert.match(html, /<span class="api-response__status">400<\/span>/);
  assert.match(html, /Response example/);
});

test('the API sidebar: a category per group, a category per tag linked to its page (in its x-tagGroups group), method badges', () => {
  const html = readPage(dist, '/api/shop/get-product/');
  assert.match(html, /data-sidebar="api"/);
  assert.match(html, /<a class="menu__link menu__link--category menu__link--sublist menu__link--active" href="\/category\/api\/">API<\/a>/);
  assert.match(html, /<a class="menu__link menu__link--category menu__link--sublist menu__link--active" href="\/api\/shop\/shop-api\/">Shop API<\/a>/, 'a group links to its info page');
  assert.match(html, /<a class="menu__link menu__link--category menu__link--sublist menu__link--active" href="\/api\/shop\/products\/">Products<\/a>/);
  assert.match(html, /<a class="menu__link menu__link--active" href="\/api\/shop\/get-product\/" aria-current="page" data-method="get">Get a product<\/a>/);
  assert.match(html, /href="\/api\/shop\/delete-product\/" data-method="del">Delete a product</);
  // tagGroups: the spec's x-tagGroups hold their tags' categories (Catalogue: Products); a tag in no group (Orders) follows them.
  const nav = html.slice(html.indexOf('>Shop API</a>'));
  const order = ['>Introduction<', '>Catalogue<', 'href="/api/shop/products/">Products<', 'href="/api/shop/orders/">Orders<', '>Schemas<'].map((label) => nav.indexOf(label));
  assert.ok(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])), order.join(' '));
  const index = readPage(dist, '/category/api/');
  assert.match(index, /<a class="card" href="\/api\/shop\/shop-api\/"><h2 class="card__title">Shop API<\/h2>/);
});

test('a spec violation is a warning naming the file, the line, the cause and the pointer; api.strict and docsgen check make it an error', async () => {
  const bad = copyFixture('api');
  const spec = path.join(bad, 'specs/shop.yaml');
  fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace("      operationId: listProducts\n", "      operationId: listProducts\n      deprecated: 12\n"));
  const config = path.join(bad, 'site.config.ts');
  const r = await runCliHosted(['build', '--config', config]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /⚠ specs\/shop\.yaml:\d+: not valid OpenAPI: Expected type `boolean` but got `integer` at #\/paths\/~1products\/get\/deprecated/);
  assert.ok(fs.existsSync(path.join(bad, 'dist/api/shop/list-products/index.html')), 'the operation is still rendered');

  const checked = await runCliHosted(['check', '--config', config]);
  assert.equal(checked.code, 1, checked.stderr);
  assert.match(checked.stderr, /✖ specs\/shop\.yaml:\d+: not valid OpenAPI/);

  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("sidebar: 'api',", "sidebar: 'api',\n    strict: true,"));
  const strict = await runCliHosted(['build', '--config', config]);
  assert.equal(strict.code, 1);
  assert.match(strict.stderr, /✖ specs\/shop\.yaml:\d+: not valid OpenAPI: Expected type `boolean`/);
  assert.doesNotMatch(strict.stderr, /\n\s+at .+:\d+:\d+/);
});

test('operations are listed in the order the spec writes their methods, as Redoc and docusaurus-plugin-openapi-docs list them', async () => {
  const site = copyFixture('api');
  const spec = path.join(site, 'specs/shop.yaml');
  // /products/{product_id} written with delete before get.
  const lines = fs.readFileSync(spec, 'utf8').split('\n');
  const get = lines.findIndex((l, i) => i > 89 && l === '    get:');
  const del = lines.findIndex((l, i) => i > get && l === '    delete:');
  const end = lines.findIndex((l, i) => i > del && /^  \//.test(l));
  const reordered = [...lines.slice(0, get), ...lines.slice(del, end), ...lines.slice(get, del), ...lines.slice(end)];
  fs.writeFileSync(spec, reordered.join('\n'));
  const r = await runCliHosted(['build', '--config', path.join(site, 'site.config.ts'), '--no-cache']);
  assert.equal(r.code, 0, r.stderr);
  const nav = /<nav class="sidebar__nav menu"[^]*?<\/nav>/.exec(readPage(path.join(site, 'dist'), '/api/shop/list-products/'))![0];
  const products = [...nav.matchAll(/href="\/api\/shop\/([^/"]+)\/"[^>]*data-method="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`).slice(0, 4);
  assert.deepEqual(products, ['get list-products', 'post create-product', 'del delete-product', 'get get-product']);
});

test('a spec that cannot be read leaves its group out (exit 1, the docs still built); a missing $ref and a duplicate operationId are warnings, their pages built', async () => {
  const bad = copyFixture('api');
  const spec = path.join(bad, 'specs/shop.yaml');
  const original = fs.readFileSync(spec, 'utf8');
  fs.writeFileSync(spec, original.replace("schema: {$ref: '#/components/schemas/Order'}\n      responses:", "schema: {$ref: '#/components/schemas/Nope'}\n      responses:"));
  const missingRef = await runCliHosted(['build', '--config', path.join(bad, 'site.config.ts')]);
  assert.equal(missingRef.code, 0, missingRef.stderr);
  assert.match(missingRef.stderr, /⚠ specs\/shop\.yaml:\d+: a \$ref points to #\/components\/schemas\/Nope, which does not exist in the spec; shown as not documented/);
  assert.match(readPage(path.join(bad, 'dist'), '/api/shop/create-order/'), /Not documented: the spec's \$ref to #\/components\/schemas\/Nope leads nowhere\./);

  fs.writeFileSync(spec, `${original}\npaths: [\n`);
  const r = await runCliHosted(['build', '--config', path.join(bad, 'site.config.ts')]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /✖ specs\/shop\.yaml:\d+: the spec is not valid YAML or JSON/);
  assert.match(r.stderr, /the API groups of these spec files were left out/);
  assert.ok(fs.existsSync(path.join(bad, 'dist/index.html')), 'the docs are built');
  assert.equal(fs.existsSync(path.join(bad, 'dist/api/shop')), false);

  const dup = copyFixture('api');
  const dupSpec = path.join(dup, 'specs/shop.yaml');
  fs.writeFileSync(dupSpec, fs.readFileSync(dupSpec, 'utf8').replace('operationId: getProduct', 'operationId: listProducts'));
  const r2 = await runCliHosted(['build', '--config', path.join(dup, 'site.config.ts')]);
  assert.equal(r2.code, 0, r2.stderr);
  assert.match(r2.stderr, /⚠ specs\/shop\.yaml:\d+: OpenAPI check operation-operationId-unique: Every operation must have a unique `operationId`/);
  assert.ok(fs.existsSync(path.join(dup, 'dist/api/shop/list-products/index.html')));
  assert.ok(fs.existsSync(path.join(dup, 'dist/api/shop/list-products-2/index.html')));
});

test("a group with schemas: a page per schema under schemas/ (its name in kebab case), its fields, example and the operations naming it; a Schemas category", () => {
  const product = readPage(dist, '/api/shop/schemas/product-input/');
  assert.match(product, /<h1[^>]*>ProductInput<\/h1>/);
  assert.match(product, /<code>ProductInput<\/code> <span class="schema__type">object<\/span>/);
  assert.match(product, /<code class="schema__name">price<\/code>/);
  assert.match(product, /<h2 id="example" class="anchor">Example<\/h2>/);
  assert.match(product, /&quot;Trail tent&quot;|"Trail tent"/);
  // A schema that contains itself is marked, not expanded forever.
  assert.match(readPage(dist, '/api/shop/schemas/category/'), /circular/i);
  // Used by: the operations whose request or responses name the schema themselves.
  const used = product.slice(product.indexOf('id="used-by"'));
  assert.match(used, /href="\/api\/shop\/create-product\/"/);
  assert.doesNotMatch(used, /href="\/api\/shop\/get-product\/"/, 'Product (not ProductInput) is what it returns');
  const html = readPage(dist, '/api/shop/get-product/');
  assert.match(html, /<button[^>]*>Schemas<\/button>|>Schemas</);
  assert.match(html, /<a class="menu__link" href="\/api\/shop\/schemas\/order\/">Order<\/a>/);
  // The other group has none.
  assert.equal(fs.existsSync(path.join(dist, 'api/modern/schemas')), false);
});

test('api.samples chooses the code samples: languages in tab order, a client and a label; a client a language lacks is a config error naming the clients', async () => {
  const copy = copyFixture('api');
  const config = path.join(copy, 'site.config.ts');
  const original = fs.readFileSync(config, 'utf8');
  fs.writeFileSync(config, original.replace("authPlaceholders: { ApiKey: 'Key <your-key>' },", "authPlaceholders: { ApiKey: 'Key <your-key>' },\n    samples: ['go', { language: 'nodejs', client: 'axios', label: 'Axios' }, 'csharp'],"));
  const built = await runCliHosted(['build', '--config', config]);
  assert.equal(built.code, 0, built.stderr);
  const html = readPage(path.join(copy, 'dist'), '/api/shop/create-product/');
  const tabs = [...html.slice(html.indexOf('id="code-samples"')).matchAll(/role="tab"[^>]*data-tab="([^"]+)"[^>]*>([^<]+)</g)].map((m) => `${m[1]}=${m[2]}`);
  assert.deepEqual(tabs, ['go=Go', 'nodejs-axios=Axios', 'csharp=C#']);
  assert.match(html, /<span class="token keyword">package<\/span> main/);
  fs.writeFileSync(config, original.replace("authPlaceholders: { ApiKey: 'Key <your-key>' },", "authPlaceholders: { ApiKey: 'Key <your-key>' },\n    samples: [{ language: 'go', client: 'resty' }],"));
  const failed = await runCliHosted(['build', '--config', config]);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /site\.config\.ts: "api\.samples\[0\]\.client": go samples have the clients native\n/);
});

/** The api fixture with its modern group's spec written as `lines` (and `files` beside it, under specs/), built: its dist. */
async function builtWithModernSpec(lines: string[], files: Record<string, string> = {}): Promise<string> {
  const copy = copyFixture('api');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(copy, 'specs', file)), { recursive: true });
    fs.writeFileSync(path.join(copy, 'specs', file), text);
  }
  fs.writeFileSync(path.join(copy, 'specs/modern.yaml'), [...lines, ''].join('\n'));
  const built = await runCliHosted(['build', '--config', path.join(copy, 'site.config.ts')]);
  assert.equal(built.code, 0, built.stderr);
  return path.join(copy, 'dist');
}

test("a spec's schemas in other files keep their names once bundled: the file's name, or their key in a file of schemas", async () => {
  const dist = await builtWithModernSpec(
    [
      'openapi: 3.0.3',
      "info: { title: Modern API, version: '1' }",
      'paths:',
      '  /notes:',
      '    post:',
      '      operationId: createNote',
      '      summary: Create a note',
      "      requestBody: { content: { application/json: { schema: { $ref: 'schemas/Note.yaml' } } } }",
      '      responses:',
      "        '201': { description: Created, content: { application/json: { schema: { $ref: 'schemas/Note.yaml' } } } }",
      "        '400': { description: Bad request, content: { application/json: { schema: { oneOf: [{ $ref: 'schemas/errors.yaml#/GeneralError' }, { $ref: 'schemas/errors.yaml#/FieldError' }] } } } }",
    ],
    {
      'schemas/Note.yaml': 'type: object\nrequired: [text]\nproperties:\n  text: { type: string }\n',
      'schemas/errors.yaml': 'GeneralError:\n  type: object\n  properties: { message: { type: string } }\nFieldError:\n  type: object\n  properties: { field: { type: string } }\n',
    },
  );
  const html = readPage(dist, '/api/modern/create-note/');
  // The request (where bundling put the schema) and the response (a $ref to that place) both say Note.
  assert.equal(html.match(/<span class="schema__keyword">schema<\/span> <span class="schema__type">Note<\/span>/g)?.length, 2, 'Note twice');
  assert.match(html, /<span class="schema__type">GeneralError \| FieldError<\/span>/);
  assert.match(html, /<summary>GeneralError<\/summary>/);
  assert.doesNotMatch(html, /schema__type">schema</);
});

test("an operation's callbacks: each request the API sends back, at its URL expression, with the body it sends and the answers it expects", async () => {
  const dist = await builtWithModernSpec([
    'openapi: 3.0.3',
    "info: { title: Modern API, version: '1' }",
    'paths:',
    '  /subscriptions:',
    '    post:',
    '      operationId: subscribe',
    '      summary: Subscribe to beam events',
    "      requestBody: { content: { application/json: { schema: { type: object, properties: { url: { type: string } } } } } }",
    "      responses: { '201': { description: Subscribed } }",
    '      callbacks:',
    '        onBeam:',
    "          '{$request.body#/url}':",
    '            post:',
    '              summary: Beam event',
    '              description: Sent when a beam changes colour.',
    "              requestBody: { content: { application/json: { schema: { type: object, properties: { colour: { type: string, enum: [red, green] } } } } } }",
    "              responses: { '200': { description: Received by the subscriber } }",
  ]);
  const html = readPage(dist, '/api/modern/subscribe/');
  const callbacks = html.slice(html.indexOf('<h2 id="callbacks"'), html.indexOf('</section>', html.indexOf('<h2 id="callbacks"')));
  assert.match(callbacks, /<h3 class="api-callback__name">onBeam: Beam event<\/h3><p class="api-op__endpoint"><span class="method-badge method-badge--post">POST<\/span><code class="api-op__url">\{\$request\.body#\/url\}<\/code><\/p>/);
  assert.match(callbacks, /Sent when a beam changes colour\./);
  assert.match(callbacks, /<code class="schema__name">colour<\/code>/);
  assert.match(callbacks, /Received by the subscriber/);
});

test('a media type with several named examples shows each in a tab, by its summary', async () => {
  const dist = await builtWithModernSpec([
    'openapi: 3.0.3',
    "info: { title: Modern API, version: '1' }",
    'paths:',
    '  /beams:',
    '    post:',
    '      operationId: createBeam',
    '      summary: Create a beam',
    '      requestBody:',
    '        content:',
    '          application/json:',
    '            schema: { type: object, properties: { colour: { type: string } } }',
    '            examples:',
    '              red: { summary: A red beam, value: { colour: red } }',
    '              green: { value: { colour: green } }',
    "      responses: { '201': { description: Created } }",
  ]);
  const html = readPage(dist, '/api/modern/create-beam/');
  const tabs = [...html.matchAll(/role="tab"[^>]*data-tab="(example-\d)"[^>]*>([^<]+)</g)].map((m) => `${m[1]}=${m[2]}`);
  assert.deepEqual(tabs, ['example-0=A red beam', 'example-1=green']);
  assert.match(html, /&quot;green&quot;|"green"/);
});

test('real-spec details of round twenty-one: an array of listed values shows them, one named example is titled by its summary, an allOf that annotates a $ref keeps its name and example, array parameters are serialized by their style in samples', async () => {
  const dist = await builtWithModernSpec([
    'openapi: 3.0.3',
    "info: { title: Modern API, version: '1' }",
    'servers: [{ url: https://api.lumagraph.example }]',
    "tags: [{ name: beams, description: '![A lit beam](https://img.lumagraph.example/beam.png) Beams light the scene. More here.' }]",
    'paths:',
    '  /beams/{keys}:',
    '    get:',
    '      operationId: getBeams',
    '      summary: Get beams',
    '      tags: [beams]',
    '      parameters:',
    '        - { name: keys, in: path, required: true, schema: { type: array, items: { type: string } }, example: [b1, b2] }',
    '        - { name: color, in: query, required: true, schema: { type: array, items: { type: string, enum: [red, green] } }, example: [red, green] }',
    '      responses:',
    "        '200':",
    '          description: OK',
    '          headers:',
    '            Retry-After:',
    '              description: When to ask again.',
    '              schema: { type: string }',
    '              examples:',
    "                seconds: { summary: In seconds, value: '120' }",
    "                date: { value: 'Fri, 31 Dec 2027 23:59:59 GMT' }",
    '          content:',
    '            application/json:',
    "              schema: { $ref: '#/components/schemas/Beam' }",
    '              examples:',
    '                lit: { summary: A lit beam, value: { sides: [left], lens: wide } }',
    'components:',
    '  schemas:',
    '    Lens: { type: string, enum: [wide, narrow], default: narrow }',
    '    Beam:',
    '      type: object',
    '      properties:',
    '        sides: { type: array, items: { type: string, enum: [left, right] } }',
    "        lens: { allOf: [{ $ref: '#/components/schemas/Lens' }, { description: The lens fitted. }], example: wide }",
  ]);
  const html = readPage(dist, '/api/modern/get-beams/');
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
  assert.match(text, /color string\[\] required one of "red" "green"/);
  assert.match(text, /sides string\[\] one of "left" "right"/);
  assert.match(text, /lens Lens The lens fitted\. one of "wide" "narrow" default "narrow" example "wide"/);
  assert.match(html, /<div class="code-block__title">A lit beam<\/div>/);
  const curl = sample(html, 'curl');
  assert.match(curl, /https:\/\/api\.lumagraph\.example\/beams\/b1%2Cb2\?color=red&amp;color=green|https:\/\/api\.lumagraph\.example\/beams\/b1%2Cb2\?color=red&color=green/);
  // A response header's named examples, by their summaries.
  assert.match(text, /Retry-After string When to ask again\. example \(In seconds\) 120 example \(date\) Fri, 31 Dec 2027 23:59:59 GMT/);
  // A tag's description that starts with an image: its first sentence without it.
  const info = readPage(dist, '/api/modern/modern-api/').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  assert.match(info, /Beams light the scene\./);
  assert.doesNotMatch(info, /!A lit beam|!\[/);
});
