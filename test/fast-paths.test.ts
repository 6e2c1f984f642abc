/**
 * Shortcuts the build takes for speed must give exactly what the slow path gives, on this site's own
 * content and specs: plain-text descriptions skip the Markdown pipeline; the search sections come
 * from the pipeline's tree instead of re-parsing the HTML; the Markdown copy reuses the pipeline's
 * URL positions instead of parsing the doc again; front matter is read with js-yaml, not the yaml
 * package's documents.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMarkdownRenderer } from '../src/generator/content/markdown/pipeline.ts';
import { renderPlainText } from '../src/generator/content/markdown/plain-text.ts';
import { moveUrlSites } from '../src/generator/content/markdown/url-sites.ts';
import { splitSections } from '../src/generator/render/search-sections.ts';
import { createMarkdownCopier } from '../src/generator/render/seo/markdown-copy.ts';
import { DiagnosticBag } from '../src/generator/diagnostics.ts';
import { loadDocs } from '../src/generator/content/load-docs.ts';
import { parseFrontMatter, quickYaml } from '../src/generator/content/front-matter.ts';
import { parseDocument } from 'yaml';
import { repoRoot, specTexts } from './helpers.ts';
import { LONG_RUN, sampled, sampledPerGroup } from './sizing.ts';
import { gfmFeaturesOf } from '../src/generator/content/markdown/remark-gfm-as-used.ts';

const render = createMarkdownRenderer({ contentDir: path.join(repoRoot, 'content'), baseUrl: '/', routeOfContentPath: () => '/somewhere/' });

type SiteDoc = Awaited<ReturnType<typeof loadDocs>>[number];
let siteDocs: Promise<SiteDoc[]> | undefined;
/** The site's docs, loaded once for the whole file: several checks below walk every doc. */
const docsOfSite = () => (siteDocs ??= loadDocs(repoRoot, 'content', new DiagnosticBag()));
/**
 * The docs the equivalence checks below run on: in `npm test` a fixed sample of the site's docs (one
 * from each folder of content/, and 12 spread over the rest); in `npm run test:long` every doc.
 */
const sampledDocs = async () => sampledPerGroup(await docsOfSite(), 12, (d) => d.source, (d) => path.dirname(d.source));
/**
 * The spec descriptions they run on: every one that uses a GFM extension (a few dozen, the inputs a
 * fast path is likeliest to get wrong) and an evenly spread sample of the plain rest; all in the long run.
 */
const sampledSpecTexts = () => {
  const texts = specTexts();
  return LONG_RUN ? texts : [...texts.filter((t) => gfmFeaturesOf(t) !== 0), ...sampled(texts.filter((t) => gfmFeaturesOf(t) === 0), 150)];
};
const renderedDocs = new Map<SiteDoc, ReturnType<typeof render>>();
/** A doc through the full pipeline, rendered once for the whole file (the checks only read it). */
function renderedDoc(doc: SiteDoc): ReturnType<typeof render> {
  let rendered = renderedDocs.get(doc);
  if (!rendered) renderedDocs.set(doc, (rendered = render({ markdown: doc.body, source: doc.source, contentPath: doc.contentPath, startLine: doc.bodyStartLine })));
  return rendered;
}

test('plain-text descriptions render exactly as the pipeline renders them', () => {
  let shortcut = 0;
  const texts = sampledSpecTexts();
  for (const text of texts) {
    const fast = renderPlainText(text);
    if (!fast) continue;
    shortcut++;
    const { urlSites: _unused, ...slow } = render({ markdown: text, source: 'specs/x.yaml', contentPath: '../specs/x.yaml', startLine: 1 });
    assert.deepEqual(fast, slow, JSON.stringify(text));
  }
  assert.ok(shortcut > texts.length * 0.6, `only ${shortcut} of ${texts.length} descriptions took the shortcut`);
});

test('text with any Markdown, HTML or autolink meaning takes the pipeline', () => {
  const markdownish = [
    '1. First',
    '- item',
    '+ item',
    '# Heading',
    '> quote',
    'Use *emphasis*',
    'Use _this_',
    'A `code` span',
    'See [docs](x)',
    'Visit www.lumagraph.dev today',
    'Mail help@lumagraph.dev',
    'Go to https://lumagraph.dev',
    'A <b>bold</b> move',
    'Fish &amp; chips',
    'a | b',
    'Two\n\nparagraphs',
    ' leading space',
    'trailing space ',
    'A ~~strike~~',
    'Escaped \\* star',
    '2024 was a year',
  ];
  for (const text of markdownish) assert.equal(renderPlainText(text), undefined, JSON.stringify(text));
  assert.ok(renderPlainText('The account the request acts for, as returned by the accounts list.'));
});

test('search sections from the pipeline tree equal those split from the HTML, for the docs', async () => {
  assert.ok((await docsOfSite()).length >= 80);
  const docs = await sampledDocs();
  for (const doc of docs) {
    const rendered = renderedDoc(doc);
    assert.deepEqual(rendered.sections, splitSections(rendered.html), doc.source);
  }
});

test('Markdown copies from the pipeline URL positions equal those from a fresh parse, for the docs', async () => {
  const docs = await sampledDocs();
  const copy = createMarkdownCopier({ contentDir: path.join(repoRoot, 'content'), origin: 'https://docs.example.com', hrefOfContentPath: (p) => `/${p.replace(/\.mdx?$/, '')}/` });
  let reused = 0;
  let rewritten = 0;
  for (const doc of docs) {
    const rendered = renderedDoc(doc);
    const input = { body: doc.body, contentPath: doc.contentPath, pageUrl: `https://docs.example.com/${doc.contentPath}/`, images: rendered.images };
    const fresh = copy(input);
    if (fresh !== doc.body) rewritten++;
    if (!rendered.urlSites) continue;
    reused++;
    assert.equal(copy({ ...input, sites: rendered.urlSites }), fresh, doc.source);
  }
  assert.ok(reused > docs.length * 0.9, `positions reused for ${reused} of ${docs.length} docs`);
  assert.ok(rewritten > docs.length / 2, `${rewritten} of ${docs.length} docs had URLs to rewrite`);
});

test('URL positions move across rewritten admonition lines, and give up on a site in one', () => {
  const original = ':::tip Read this\nSee [a](./a.md).\n:::\n[b](./b.md)';
  const parsed = ':::tip[Read this]\nSee [a](./a.md).\n:::\n[b](./b.md)';
  const sites = [
    { kind: 'link' as const, url: './a.md', at: parsed.indexOf('./a.md') },
    { kind: 'link' as const, url: './b.md', at: parsed.indexOf('./b.md') },
  ];
  assert.deepEqual(
    moveUrlSites(sites, parsed, original)?.map((s) => s.at),
    [original.indexOf('./a.md'), original.indexOf('./b.md')],
  );
  const inTitle = [{ kind: 'link' as const, url: './c.md', at: 12 }];
  assert.equal(moveUrlSites(inTitle, ':::tip[See [c](./c.md)]', ':::tip See [c](./c.md)'), undefined);
  assert.equal(moveUrlSites(sites, 'one line', 'two\nlines'), undefined);
});

test('parsing with only the GFM extensions a text uses, and tables tried only where one can start, gives the tree full GFM gives', async () => {
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkGfmAsUsed, gfmFeaturesOf, ALL_GFM_FEATURES } = await import('../src/generator/content/markdown/remark-gfm-as-used.ts');
  const full = unified().use(remarkParse).use(remarkGfm);
  const parserFor = new Map<number, ReturnType<typeof unified>>();
  const asUsed = (text: string) => {
    const mask = gfmFeaturesOf(text);
    if (!parserFor.has(mask)) parserFor.set(mask, unified().use(remarkParse).use(remarkGfmAsUsed, mask) as unknown as ReturnType<typeof unified>);
    return { mask, tree: parserFor.get(mask)!.parse(text) };
  };
  const crafted = [
    'Visit www.example.com or https://example.com/a?b=c, or WWW.EXAMPLE.COM.',
    'Mail ops@example.com, mailto:ops@example.com or xmpp:bot@example.com/x.',
    'A footnote[^1].\n\n[^1]: The note.',
    '~one~ and ~~two~~ tildes, and a fence:\n\n~~~\ncode\n~~~',
    '| a | b |\n| - | - |\n| 1 | 2 |\n\nno | pipe table | here',
    '- [ ] open\n- [x] done\n- [X] done too\n- [\t] tab',
    'Nothing GFM here: brackets [a], carets ^, at-less text, colons: and dots.',
    // Autolink literals are also found in text after escapes and character references are decoded.
    'Escaped: ops\\@example.com, http\\://example.com, www\\.example.com.',
    'Referenced: ops&#64;example.com, ops&commat;example.com, www&#46;example.com, http&colon;//example.com.',
    "Code that imports '@scope/pkg' and a handle like @someone are not emails.",
    // Tables, which are tried only on lines followed by a possible delimiter row (gfm-table-where-possible.ts).
    'a\n:-',
    'a b\n:-:\nc d\n\nnot\n-',
    'A paragraph line\nhead | x\n- | -\nbody | row\nbody without pipes\n\nafter',
    '> | a |\n> | - |\n> | b |\nlazy | line',
    '- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n- a\nb | c\n- | -',
    'a | b\r\n- | -\r\n1 | 2\r\n\r\nc | d\r- | -\r3 | 4',
    'head a | b\n\n- | -\n\nx | y\nnot a delimiter row\n| - | - |\n\na | b\n| --- |:---:| --- |',
    '```\na | b\n- | -\n```\n\n    a | b\n    - | -\n\n a | b\n - | -\n\na\t|\tb\n-\t|\t-',
    '|a|\n|-|\n|b|\n|c|\n\n| last | table |\n| :- | -: |\n| at | end |',
  ];
  const docs = (await sampledDocs()).map((d) => d.body);
  const masks = new Set<number>();
  for (const text of [...crafted, ...docs, ...sampledSpecTexts()]) {
    const { mask, tree } = asUsed(text);
    masks.add(mask);
    assert.deepEqual(tree, full.parse(text), `same tree for:\n${text.slice(0, 200)}`);
  }
  // The check means something only if texts without some extensions were parsed without them.
  assert.ok([...masks].some((m) => m !== ALL_GFM_FEATURES) && masks.has(0), `masks seen: ${[...masks].join(', ')}`);
  assert.equal(gfmFeaturesOf(crafted[6]), 0);
  assert.equal(gfmFeaturesOf(crafted[0]), 1);
  assert.equal(gfmFeaturesOf(crafted[9]), 0, 'an "@" with no address before it does not call for autolinks');
  // A one-column table needs no pipe.
  assert.equal(gfmFeaturesOf(crafted[10]), 1 << 3);
});

test('sections split by the fast tokenizer equal those of a full HTML5 parse (parse5), on the docs and API pages', async () => {
  const { fromHtml } = await import('hast-util-from-html');
  const { sectionsOfTree } = await import('../src/generator/render/search-sections.ts');
  const { loadConfig } = await import('../src/generator/config/load-config.ts');
  const { loadApiGroup } = await import('../src/generator/openapi/index.ts');
  const { config } = await loadConfig(path.join(repoRoot, 'site.config.ts'));
  const bodies: string[] = [];
  // Every page of a fixed, evenly spread sample of the API groups (each has an info, tag and
  // operation pages); every group in the long run.
  const groups = sampled(config.api!.groups, 5, (g) => g.id);
  for (const { id } of groups) {
    const group = await loadApiGroup({ config, rootDir: repoRoot, bag: new DiagnosticBag(), renderMarkdown: render }, id);
    bodies.push(...group!.pages.map((p) => p.html));
  }
  assert.ok(bodies.length >= groups.length * 6, `API pages: ${bodies.length}`);
  const apiPages = bodies.length;
  for (const doc of await sampledDocs()) {
    bodies.push(renderedDoc(doc).html);
  }
  let anchored = 0;
  for (const html of bodies) {
    const sections = splitSections(html);
    assert.deepEqual(sections, sectionsOfTree(fromHtml(html, { fragment: true })), html.slice(0, 120));
    anchored += sections.filter((s) => s.anchor && s.text).length;
  }
  // The comparison covers real sections, not empty splits.
  assert.ok(anchored > (LONG_RUN ? 1000 : bodies.length * 3), `sections with an anchor and text: ${anchored} in ${bodies.length} pages (${apiPages} API pages)`);
});

test('the cached OpenAPI schema validators judge specs exactly as a fresh Ajv compile does, and a damaged cache file is replaced', async () => {
  const SwaggerParser = (await import('@apidevtools/swagger-parser')).default;
  const { compileValidator, loadValidator, validatorCacheFile } = await import('../src/generator/openapi/validate-schema.ts');
  const specs: Array<Record<string, unknown>> = [];
  for (const file of fs.readdirSync(path.join(repoRoot, 'specs')).sort()) {
    const doc = (await SwaggerParser.dereference(path.join(repoRoot, 'specs', file), { dereference: { circular: 'ignore' } })) as unknown as Record<string, unknown>;
    specs.push(doc);
    // The same spec broken in a few ways a writer might: a missing field, wrong types, an unknown key.
    const broken = structuredClone(doc);
    delete (broken.info as Record<string, unknown>).version;
    (broken.info as Record<string, unknown>).title = 42;
    broken.paths = { ...(broken.paths as object), '/not-a-path-item': 12 };
    broken['x-ok'] = true;
    broken.unknownTopLevel = {};
    specs.push(broken);
  }
  assert.deepEqual(new Set(specs.map((s) => String(s.openapi).slice(0, 3))), new Set(['3.0', '3.1']), 'both schema versions are covered');
  let invalid = 0;
  for (const version of ['3.0', '3.1'] as const) {
    const fresh = compileValidator(version);
    // The first call may compile and write the cache file; the second must read it back.
    for (const cached of [loadValidator(version), loadValidator(version)]) {
      for (const spec of specs.filter((s) => String(s.openapi).startsWith(version))) {
        const verdict = fresh(spec);
        assert.equal(cached(spec), verdict);
        assert.deepEqual(cached.errors ?? null, fresh.errors ?? null);
        if (!verdict) invalid++;
      }
    }
    const file = validatorCacheFile(version);
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, 'module.exports = (');
    const repaired = loadValidator(version);
    assert.equal(fs.readFileSync(file, 'utf8'), good, 'the damaged file was written again');
    const broken = specs.find((s) => String(s.openapi).startsWith(version) && !fresh(s))!;
    assert.equal(repaired(broken), false);
    assert.deepEqual(repaired.errors, fresh.errors);
  }
  assert.ok(invalid >= 30, `broken specs judged: ${invalid}`);
});

test('code blocks from codeBlockHtml\'s store are the ones a fresh render gives, for repeats and near-repeats', async () => {
  const { codeBlockHtml, codeBlockElement } = await import('../src/generator/content/markdown/rehype-code-blocks.ts');
  const { toHtml } = await import('hast-util-to-html');
  const code = '{\n  "error": "not_found",\n  "message": "No entity with this id"\n}';
  const calls: Array<[string, string | undefined, string | undefined]> = [
    [code, 'json', 'Example'],
    [code, 'json', undefined],
    [code, 'JSON', 'Example'],
    [code, undefined, 'Example'],
    [code, '', 'Example'],
    [code, 'undefined', 'Example'],
    [code, 'json', 'Example\u0000json'],
    [`${code} `, 'json', 'Example'],
    ['curl https://api.lumagraph.dev/v1/entities', 'bash', undefined],
  ];
  for (const round of [1, 2]) {
    for (const [text, lang, title] of calls) {
      const fresh = toHtml(codeBlockElement(text, lang, { title, highlighted: new Set(), showLineNumbers: false }));
      assert.equal(codeBlockHtml(text, lang, title), fresh, `round ${round}: ${JSON.stringify([lang, title])}`);
    }
  }
});

test('doc HTML written straight from the tree is the HTML hast-util-to-html writes, for the docs and API descriptions of the site', async () => {
  const { markdownTreeOf } = await import('../src/generator/content/markdown/pipeline.ts');
  const { directMarkup } = await import('../src/generator/content/markdown/html-markup.ts');
  const { toHtml } = await import('hast-util-to-html');
  const options = { contentDir: path.join(repoRoot, 'content'), baseUrl: '/', routeOfContentPath: (p: string) => (p.endsWith('.md') ? `/docs/${p.replace(/\.mdx?$/, '')}/` : undefined) };
  const inputs = (await sampledDocs()).map((d) => ({ markdown: d.body, source: d.source, contentPath: d.contentPath, startLine: d.bodyStartLine }));
  for (const text of new Set(sampledSpecTexts())) inputs.push({ markdown: text, source: 'specs/x.yaml', contentPath: '../specs/x.yaml', startLine: 1 });
  const crafted = [
    '- [ ] open\n- [x] done\n\n1. one\n2. two\n\n5. five\n\n| a | b |\n| :- | -: |\n| 1 | 2 |',
    'Text[^1] with ~~strike~~, <kbd>Ctrl</kbd> and <abbr title="a &quot;b&quot; c">ab</abbr>.\n\n[^1]: The note, with [a link](https://example.com/?a=1&b="2").',
    '<details open>\n<summary>More</summary>\n\nHidden *text* & <br> things.\n\n</details>\n\n<iframe src="https://example.com/embed" width="560"></iframe>\n\n![An image](https://example.com/x.png "Its title")',
    ':::tip[A title]\nAn admonition with `code` & <em>html</em>.\n:::\n\n## A heading {#custom-id}\n\n---\n\nLine one  \nline two\n\n<!-- a comment -->',
    '<svg width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>\n\n<script>let a = 1 < 2;</script>',
    '<input type="checkbox" checked disabled> <button hidden>x</button> <video controls autoplay muted src="v.mp4"></video> <a download href="f.zip">f</a>',
  ];
  for (const markdown of crafted) inputs.push({ markdown, source: 'content/crafted.md', contentPath: 'crafted.md', startLine: 1 });
  let direct = 0;
  for (const input of inputs) {
    const tree = markdownTreeOf(options, input);
    const written = directMarkup(tree);
    if (written === undefined) continue;
    direct++;
    assert.equal(written, toHtml(tree), `${input.source}: ${JSON.stringify(input.markdown.slice(0, 120))}`);
  }
  // The check means something only if the straight path is the one most docs take.
  assert.ok(direct >= inputs.length - 10, `written straight: ${direct} of ${inputs.length}`);
});

test('code blocks written straight from their tree are the HTML hast-util-to-html writes, for the fenced blocks and API samples of the site', async () => {
  const { codeBlockElement, parseCodeMeta } = await import('../src/generator/content/markdown/rehype-code-blocks.ts');
  const { directMarkup } = await import('../src/generator/content/markdown/html-markup.ts');
  const { generateSamples } = await import('../src/generator/openapi/samples.ts');
  const { toHtml } = await import('hast-util-to-html');
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { visit } = await import('unist-util-visit');
  const blocks: Array<{ code: string; lang?: string; meta?: string }> = [];
  for (const text of [...(await sampledDocs()).map((d) => d.body), ...sampledSpecTexts()]) {
    visit(unified().use(remarkParse).parse(text), 'code', (node) => {
      blocks.push({ code: node.value, lang: node.lang ?? undefined, meta: node.meta ?? undefined });
    });
  }
  const request = { method: 'post', url: 'https://api.lumagraph.dev/v1/entities', query: [{ name: 'q', value: "it's <b>" }], headers: [{ name: 'Authorization', value: 'Bearer <token>' }], body: { mimeType: 'application/json', json: { name: "Ben & Jerry's", tag: '<b>' } }, response: 'json' as const };
  for (const sample of generateSamples(request).samples) blocks.push({ code: sample.code, lang: sample.language });
  blocks.push(
    { code: '<p title="a &amp; b">x &lt; y & `z` \'q\'</p>\n&copy; &#169;', lang: 'html', meta: 'title="Tom & \'Jerry\' \"quoted\"" {1} showLineNumbers' },
    { code: 'a\u0000b < c & d\n\n\nend', lang: 'not-a-language', meta: 'title=`tick`' },
    { code: '', lang: undefined },
    // A fence's language lands in attribute values (class, data-language).
    { code: 'x', lang: 'a\'b`c"d&e\u0000f' },
    { code: 'emoji 🎉 and ünïcödé\n', lang: 'js', meta: '{1-2}' },
  );
  assert.ok(blocks.length >= 100, `code blocks: ${blocks.length}`);
  let direct = 0;
  for (const { code, lang, meta } of blocks) {
    const element = codeBlockElement(code, lang, parseCodeMeta(meta));
    const written = directMarkup(element);
    if (written === undefined) continue;
    direct++;
    assert.equal(written, toHtml(element), JSON.stringify([lang, code.slice(0, 80)]));
  }
  // The check means something only if the straight path is the one taken.
  assert.ok(direct === blocks.length, `written straight: ${direct} of ${blocks.length}`);
});

test('a self-contained spec is taken as parsed, and equals what swagger-parser\'s bundle() gives; any other goes through bundle()', async () => {
  const { parseSelfContained } = await import('../src/generator/openapi/load-specs.ts');
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const specsDir = path.join(repoRoot, 'specs');
  let taken = 0;
  for (const file of fs.readdirSync(specsDir)) {
    const absPath = path.join(specsDir, file);
    const fast = parseSelfContained(absPath, fs.readFileSync(absPath, 'utf8'));
    if (!fast) continue;
    taken++;
    assert.deepEqual(fast, await new SwaggerParser().bundle(absPath), file);
  }
  assert.equal(taken, fs.readdirSync(specsDir).length, 'every spec of the site is self-contained');

  // Each of these needs bundle(): its result differs from the file as parsed, or it is an error.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-self-contained-'));
  const spec = (schemas: string, version = '3.0.3') =>
    `openapi: ${version}\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/A'}\ncomponents:\n  schemas:\n${schemas}`;
  fs.writeFileSync(path.join(dir, 'shared.yaml'), 'Thing: {type: string}\n');
  const cases: Record<string, string> = {
    'plain.yaml': spec('    A: {type: object, properties: {b: {$ref: "#/components/schemas/B"}}}\n    B: {type: string}\n'),
    'external.yaml': spec('    A: {$ref: "shared.yaml#/Thing"}\n'),
    'chained.yaml': spec('    A: {$ref: "#/components/schemas/B"}\n    B: {type: string}\n'),
    'through-a-ref.yaml': spec('    A: {type: object, properties: {b: {$ref: "#/components/schemas/C/properties/x"}}}\n    C: {$ref: "#/components/schemas/D"}\n    D: {type: object, properties: {x: {type: string}}}\n'),
    'missing.yaml': spec('    B: {type: string}\n'),
    'escaped.yaml': spec('    A: {$ref: "#/components/schemas/B%20C"}\n    B C: {type: string}\n'),
    'not-yaml.yaml': spec('    A: {type: [string\n'),
    'swagger-version.yaml': spec('    A: {type: string}\n', '2.0'),
  };
  // The same in JSON, which bundle() reads with JSON.parse.
  const { default: yamlParser } = await import('js-yaml');
  const asJson = (text: string) => JSON.stringify(yamlParser.load(text, { schema: yamlParser.JSON_SCHEMA }), null, 1);
  Object.assign(cases, { 'plain.json': asJson(cases['plain.yaml']), 'external.json': asJson(cases['external.yaml']), 'chained.json': asJson(cases['chained.yaml']), 'not-json.json': '{"openapi": "3.0.3",' });
  for (const [name, text] of Object.entries(cases)) {
    const absPath = path.join(dir, name);
    fs.writeFileSync(absPath, text);
    const fast = parseSelfContained(absPath, text);
    if (name === 'plain.yaml' || name === 'plain.json') {
      assert.ok(fast, `${name}: a spec with plain local $refs is self-contained`);
      assert.deepEqual(fast, await new SwaggerParser().bundle(absPath));
    } else assert.equal(fast, undefined, `${name} goes through bundle()`);
  }
  // The three that bundle() changes rather than refuses: the fast path would have given a different document.
  const { default: jsYaml } = await import('js-yaml');
  for (const name of ['external.yaml', 'chained.yaml', 'through-a-ref.yaml']) {
    const absPath = path.join(dir, name);
    assert.notDeepEqual(await new SwaggerParser().bundle(absPath), jsYaml.load(cases[name], { schema: jsYaml.JSON_SCHEMA }), name);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('front matter read by js-yaml has the values the yaml package gives, for every doc and for YAML 1.2 core edge cases; on an error, the yaml package speaks', () => {
  // NaN and the infinities do not survive JSON.stringify: they are compared by name.
  const shown = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? `number:${v}` : v));
  const docs = (fs.readdirSync(path.join(repoRoot, 'content'), { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
  const frontMatters = docs.map((f) => /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(repoRoot, 'content', f), 'utf8'))?.[1]).filter((t) => t !== undefined);
  assert.ok(frontMatters.length >= 80, `${frontMatters.length} front matters`);
  const edgeCases = [
    'n: 0b101', 'n: -0x1F', 'n: 0x1F', 'n: 0o17', 'n: 017', 'n: +12', 'n: -0', 'n: 1_000', 'n: 99999999999999999999', 'n: 0x', 'n: 00',
    'n: 1.', 'n: .5', 'n: +.5', 'n: -.5e3', 'n: 1e3', 'n: 12e', 'n: 1:30', 'n: -.inf', 'n: +.INF', 'n: .NaN', 'n: .nan', 'n: .Nan',
    'b: yes', 'b: True', 'b: TRUE', 'b: tRue', 'x: ~', 'x:', 'x: Null', 'x: NULL', 'd: 2024-01-02', 'd: 2024-01-02T10:00:00Z',
    'k: [a, b, "c"]', 'k:\n  - a\n  - 2', 's: "a\\tb\\u00e9"', "s: 'it''s'", 's: >\n  folded\n  text\n', 's: |-\n  lit\n  eral\n',
    'a: &x 1\nb: *x', '<<: {a: 1}', 'title: a #c', 'title: "#no"', 'a: !!str 1', 'a: !!int "1"', 'a: {b: {c: [1, {d: e}]}}',
    '"quoted key": v', 'sidebar_position: 2.50', 'title: Hello\u00a0world', '# only a comment', '',
  ];
  for (const text of [...frontMatters, ...edgeCases]) {
    const quick = quickYaml(text);
    const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
    assert.equal(doc.errors.length, 0, text);
    // js-yaml may decline (a tag it does not know): the yaml package then reads the value.
    if (quick.ok) assert.equal(shown(quick.value ?? null), shown(doc.toJS()), text);
  }
  // The tricky numbers are not left to a fallback: js-yaml reads them itself.
  for (const text of ['n: 0b101', 'n: -0x1F', 'n: +.5', 'n: 0o17', 'n: -.inf']) assert.ok(quickYaml(text).ok, text);
  // Broken YAML is reported with the yaml package's message and line, as before.
  const broken = parseFrontMatter('---\ntitle: Fine\nkeywords: [a, b\nslug: /x/\n---\nBody\n', 'content/broken.md');
  assert.equal(broken.errors.length, 1);
  assert.match(broken.errors[0].message, /^invalid YAML in front matter: /);
  assert.equal(broken.errors[0].line, 3);
  const duplicate = parseFrontMatter('---\ntitle: A\ntitle: B\n---\n', 'content/dup.md');
  assert.match(duplicate.errors[0]?.message ?? '', /invalid YAML in front matter: Map keys must be unique/);
  // An unknown key's warning still names its line, read from the full parse.
  const unknown = parseFrontMatter('---\ntitle: A\n\nsidebar: x\n---\n', 'content/unknown.md');
  assert.deepEqual(unknown.warnings.map((w) => [w.line, w.message]), [[4, 'unknown front matter key "sidebar": docsgen shows it nowhere (an MDX doc\'s code can still read it as frontMatter.sidebar)']]);
});
