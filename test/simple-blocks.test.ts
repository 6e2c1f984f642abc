/**
 * The simple-block shortcut (remark-parse-simple-blocks.ts) must give exactly the tree remark-parse
 * gives, positions included: on this site's docs and spec descriptions, on the test fixtures, on the
 * Markdown files of the installed packages, and on thousands of documents made of pieces chosen to
 * trip it (lists that go on after a blank line, fences in list items, nested containers, HTML,
 * definitions, emphasis at the edge of its rules).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import type { Root } from 'mdast';
import remarkGfmAsUsed, { ALL_GFM_FEATURES, gfmFeaturesOf } from '../src/generator/content/markdown/remark-gfm-as-used.ts';
import remarkParseSimpleBlocks from '../src/generator/content/markdown/remark-parse-simple-blocks.ts';
import remarkNoIndentedCode from '../src/generator/content/markdown/remark-no-indented-code.ts';
import { linesOf, simpleBlock } from '../src/generator/content/markdown/simple-blocks.ts';
import { isCuttable, topLevelChunks } from '../src/generator/content/markdown/top-level-chunks.ts';
import { parseFrontMatter } from '../src/generator/content/front-matter.ts';
import { normaliseAdmonitionTitles } from '../src/generator/content/markdown/admonition-titles.ts';
import { repoRoot, specTexts } from './helpers.ts';
import { LONG_RUN, runSize, sampled, sampledPerGroup } from './sizing.ts';

const processors = new Map<string, Processor>();
/**
 * remark-parse as the pipeline sets it up, with or without the shortcut; `indentedCode` false as for
 * a Docusaurus 3 repo's docs (remark-no-indented-code.ts).
 */
function parse(markdown: string, shortcut: boolean, mask = gfmFeaturesOf(markdown), indentedCode = true): Root {
  const key = `${shortcut}:${mask}:${indentedCode}`;
  let processor = processors.get(key);
  if (!processor) {
    const base = unified().use(remarkParse).use(indentedCode ? [] : [remarkNoIndentedCode]).use(remarkGfmAsUsed, mask);
    processor = (shortcut ? base.use(remarkParseSimpleBlocks, mask, { indentedCode }) : base).use(remarkDirective) as unknown as Processor;
    processors.set(key, processor);
  }
  return processor.parse(markdown) as Root;
}

function assertSameTree(markdown: string, mask?: number, indentedCode = true): void {
  assert.deepStrictEqual(parse(markdown, true, mask, indentedCode), parse(markdown, false, mask, indentedCode), `differs${indentedCode ? '' : ' without indented code'} for:\n${markdown}`);
}

/** Top-level pieces of a document, and how many of them the shortcut builds. */
function coverage(markdown: string): { chunks: number; simple: number } {
  const doc = linesOf(markdown);
  const chunks = isCuttable(markdown) ? topLevelChunks(doc.lines) : [];
  return { chunks: chunks.length, simple: chunks.filter((c) => simpleBlock(doc, c, { tables: true, tasks: true })).length };
}

test('the shortcut gives remark-parse\'s tree for the docs of this site and every doc of the test fixtures', () => {
  const siteDocs = fg.sync('content/**/*.md', { cwd: repoRoot, absolute: true });
  assert.ok(siteDocs.length > 80, `only ${siteDocs.length} docs found`);
  // The fixtures' docs, written to hold edge cases, all; of the site's, a fixed sample in `npm test`
  // (one from each folder of content/, and 12 spread over the rest), all in `npm run test:long`.
  const files = [...fg.sync('test/fixtures/**/*.md', { cwd: repoRoot, absolute: true }), ...sampledPerGroup(siteDocs, 12, String, path.dirname)];
  let chunks = 0;
  let simple = 0;
  for (const file of files) {
    const { body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), path.relative(repoRoot, file));
    assertSameTree(body);
    const c = coverage(body);
    chunks += c.chunks;
    simple += c.simple;
  }
  // The shortcut is only worth having if it takes most blocks: fail if a change makes it decline them.
  assert.ok(simple / chunks > 0.6, `the shortcut built ${simple} of ${chunks} top-level blocks`);
});

test('the shortcut gives remark-parse\'s tree for every Markdown file the installed packages ship', () => {
  // READMEs and changelogs written by hundreds of hands: HTML, reference links, nested lists, tabs.
  const all = fg.sync('node_modules/**/*.md', { cwd: repoRoot, absolute: true, followSymbolicLinks: false });
  assert.ok(all.length > 200, `only ${all.length} Markdown files in node_modules`);
  // A spread sample of 150 in `npm test`; all of them (about 100 s on a loaded machine) in `npm run test:long`.
  const files = sampled(all, 60);
  let simple = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (text.length > 400_000) continue;
    assertSameTree(normaliseAdmonitionTitles(text));
    simple += coverage(text).simple;
  }
  assert.ok(simple > (LONG_RUN ? 1000 : 300), `the shortcut built only ${simple} blocks`);
});

test('the shortcut gives remark-parse\'s tree for the descriptions in the specs', () => {
  let simple = 0;
  // Every description that uses a GFM extension and a fixed, evenly spread sample of the rest in
  // `npm test`; all of them in `npm run test:long`.
  const texts = specTexts();
  const picked = LONG_RUN ? texts : [...texts.filter((t) => gfmFeaturesOf(t) !== 0), ...sampled(texts.filter((t) => gfmFeaturesOf(t) === 0), 200)];
  for (const text of picked) {
    assertSameTree(text);
    simple += coverage(text).simple;
  }
  assert.ok(simple > 300, `the shortcut built only ${simple} description blocks`);
});

/** Blocks and inline pieces at the edges of what the shortcut models, and well past them. */
const BLOCKS = [
  'A plain paragraph of text.',
  'Two lines\nof one paragraph.',
  'Trailing spaces make a break  \nhere.',
  'A backslash break\\\nhere.',
  '  Indented paragraph text.',
  'Tab\tinside text.',
  '# Heading',
  '## Heading with `code` and **strong**',
  '### Closed heading ###',
  '#### C#',
  '#NoSpace',
  '##   Spaced   heading',
  'Setext heading\n===',
  'Setext two\n---',
  '---',
  '***',
  '* * *',
  '- one\n- two',
  '- one\n\n- two',
  '* star\n* star two',
  '+ plus',
  '- dash\n* star',
  '1. first\n2. second',
  '3. third\n4. fourth',
  '1) paren\n2) paren',
  '1. dot\n2) paren',
  '01. zero',
  '1234567890. too long',
  '- [ ] task\n- [x] done',
  '- [link](./a.md) item',
  '- item\n  continued',
  '- item\n\n  second paragraph',
  '- item\n\n      indented code',
  '  - indented item',
  '- nested\n  - child',
  '- item\n  ```js\n  code\n  ```',
  '1. step\n\n   ```bash\n   run\n   ```',
  '- lazy\ncontinuation',
  '> quote\n> more',
  '> quote\nlazy',
  '> - list in quote',
  '```\ncode\n```',
  '```js\nconst a = 1;\n\n  indented\n```',
  '```python title="x.py"\nprint(1)\n```',
  '```js  two spaces\nx\n```',
  '```js \nx\n```',
  '````\n```\nnested fence\n```\n````',
  '~~~\ntilde\n~~~',
  '```\nunclosed fence',
  '```\ncode\n```\nafter fence',
  '```\n```',
  '```\ncode\n  ```',
  '```\ncode\n   ```',
  '```\ncode\n    ```\nmore\n```',
  '~~~\n     ~~~~\n~~~',
  '```\n.EXAMPLE\n    ```ps\n    $x = 1\n    ```\n\n    Description line\n```\n\nAfter.',
  ':::note\n\n```\nx\n    ```\n```\n\n:::',
  '```\ntab\tin code\n```',
  '```\ntrailing space   \n```',
  '``` `x`\nnot a fence',
  '```info&amp;\nx\n```',
  '    indented code',
  '    ```\n    fence in indented code',
  ':::note\nAdmonition body.\n:::',
  ':::tip[Custom title]\nBody with **strong**.\n\nSecond paragraph.\n:::',
  '::::note\nOuter\n\n:::tip\nInner\n:::\n\n::::',
  ':::note\nNested\n:::tip\nInner\n:::\n:::',
  ':::note\n```\n:::\n```\n:::',
  ':::',
  ':::note broken [title',
  '::leaf[text]',
  'A :text[directive] here.',
  'At 07:00 sharp.',
  'Note: spaced colon.',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  'a | b\n--|--\n1 | 2',
  'One column\n:-',
  '<div>\nhtml\n</div>',
  '<!-- comment\n\nstill comment -->',
  '<details>\n<summary>More</summary>\n\nBody\n\n</details>',
  'Inline <b>html</b>.',
  '[ref]: https://example.com',
  'See [ref].',
  'A footnote[^1].',
  '[^1]: The note.',
  'Visit www.example.com today.',
  'Mail help@example.com.',
  'Go to https://example.com now.',
  'Fish &amp; chips.',
  'An escaped \\* star.',
  'A ~~struck~~ word.',
  '![image](./a.png)',
  'Text with a non\u00a0breaking space.',
  'Ünïcödé text, 日本語.',
  'Numbers 3.5 and 2024.',
  '2. starts like a list',
  '=== not a heading',
  '"Quoted" start.',
  '(Parenthesised) start.',
  '| a | b |\n| :- | -: |\n| `c` | d |',
  '| a |\n| :-: |\n| [x](y) |',
  '| a | b |\n| - | - |\n| 1 |',
  '| a | b |\n| - | - |\n| 1 | 2 | 3 |',
  '|a|b|\n|-|-|\n|1|2|',
  '| a |  |\n| - | - |\n| 1 | 2 |',
  '| a | b |\n|---|---|\n| `x|y` | z |',
  '| string[] | x |\n| - | - |\n| [a] | _none_ |',
  '| a |\n| - |\ntext line',
  '| a |\n| - |\n\n| b |',
  '- a\n  - b\n  - c\n- d',
  '1. a\n   1. b\n   2. c',
  '1. a\n   2. b',
  '- a\n   - b',
  '- a\n  - b\n    - c',
  '- a\n  * b\n- c',
  '- a\n  1. b',
  ':::tip\n\nPara with `code`.\n\n- a\n- b\n\n:::',
  ':::note\n\n```js\nx\n```\n\n:::',
  ':::note\n:::',
  ':::note\n\n# Heading\n\n:::',
  ':::note\n\n    indented\n\n:::',
  ':::Note\nCapital name.\n:::',
  ':::note\nx\n::::',
  'Text\n# Heading right after',
  '# Heading\nText right after',
  '- item\n# heading',
  '# Heading\n- item\n\n2. next',
  '    code\n# heading\n2. item',
  '1. Step:\n   ```bash\n   run\n   ```\n2. Next',
  '- a\n\n  ```\n  x\n\n  y\n  ```',
  '- a\n\n  ```\n  x\n ```',
  '- a\n\n  ```\n  x',
  '- a\n\n    ```\n    x\n    ```',
  'para\n    ```\n    x\n    ```',
  '   ```\n   top indented 3\n   ```',
  '  ~~~\n  x\n  ~~~~',
  '- a\n\n  ```\n  x\n  ```\n\n  more text',
  '1. a\n\n   ```js\n   x\n   ```\n\n2. b\n\n   ```\n   y\n   ```',
  '> a\n>\n>   ```\n>   x\n>   ```',
  ':::tip[Roll out first]\nBody.\n:::',
  ':::tip[`code` **b**]\n\nBody.\n\n:::',
  ':::tip[ spaced ]\nx\n:::',
  ':::tip[a]{#id}\nx\n:::',
  ':::tip[]\nx\n:::',
  ':::tip[see [x](y)]\nx\n:::',
  '| | a |\n|---|---|\n| b |  |',
  '**To connect:**',
  '- [ ] Task with [a link](./a.md).\n- [x] Done **b**\n  - [ ] nested\n- [X] upper',
  '1. [ ] ordered task\n2. [x] two',
  '- [ ]  two spaces\n- [ ]\n- [x]x',
  '- [ ] *a*, **b**; `c`: d',
  '- [ ] `code` first\n- [x] [link](x) first\n- [ ] **strong** first',
  '**a,** **b;** **c:** *d:* x',
  'Time:10 and a:b and x:[y] and z:*w*',
  'Word:é and word:日本',
];

const INLINE = [
  'plain words', '`code`', '`a*b`', '`[x]`', '` spaced `', '``double``', '`a`b`', '`unclosed', '**strong**', '*em*', '_em_', '__strong__',
  '***both***', '**a*', '*a**', 'a*b*c', 'a_b_c', 'snake_case', '2 * 3', '**x**.', '**x**a', 'a**x**', '(**x**)', '"*x*"', '**`x`**',
  '*`x`*.', '**x.**', '**x.**a', '*x* *y*', '**x** **y**', '**multi\nline**', '[link](./a.md)', '[`code`](./b.md#x)', '[a](b c)',
  '[a](<b>)', '[a](b "title")', '[a]', '[a] (b)', '[](x)', '[a](x)[b](y)', '[a][b]', '[**a**](x)', '**[a](x)**', 'a [b](c) d',
  '[a\nb](c)', '[a](b)c', '!important', '!', 'under_score_', '_x_.', '_x_a', 'x_y_', '*(x)*', '* lonely', 'end *', '{#custom-id}',
  'a > b', 'a = b', 'C#', '50%', 'it\'s', '"quote"', '&', '<', '\\', '~', '|', 'www', 'x:y', ': z', 'string[]', '[ ]', '[x]',
  '[a b]', '[`c`]', '[a] [b]', 'x[]', '[*a*]', '[a](b)[c]', '`https://x.com`', '`a@b.c`', '`<tag>`', '`a|b`', '`~x~`',
  '`C:\\path`', '`&amp;`', '`:name`', '[site](https://example.com/a?b=c&d=e)', '[site](https://example.com/a_b*c)',
  '[mail](mailto:a@b.c)', '[x](a:b)', '[www](https://x)', '[x](<a b>)', '`x` http', '[a](b) www', '`` ` ``', '`a` `b`',
  '`<a>`', '`a <b`', 'c>', '`<http://x.y`', 'z>`', '`<a href="`', '">`', '<b>`x`</b>', '`x`<br>',
];

/** A small seeded generator, so a failure names a document that can be made again. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function inlineText(next: () => number): string {
  const words: string[] = [];
  const n = 1 + Math.floor(next() * 6);
  for (let i = 0; i < n; i++) words.push(INLINE[Math.floor(next() * INLINE.length)]);
  return words.join(next() < 0.8 ? ' ' : '');
}

/** Pieces that leave the rest of a document cuttable (no HTML, definitions or footnotes). */
const CUTTABLE_BLOCKS = BLOCKS.filter((b) => !/<|\]:|\[\^/.test(b));

function randomDocument(next: () => number): string {
  const parts: string[] = [];
  const pool = next() < 0.5 ? BLOCKS : CUTTABLE_BLOCKS;
  const n = 1 + Math.floor(next() * 10);
  for (let i = 0; i < n; i++) {
    const r = next();
    if (r < 0.45) parts.push(pool[Math.floor(next() * pool.length)]);
    else if (r < 0.7) parts.push(inlineText(next));
    else if (r < 0.8) parts.push(`${'#'.repeat(1 + Math.floor(next() * 3))} ${inlineText(next)}`);
    else if (r < 0.9) parts.push(`${next() < 0.5 ? '-' : '1.'} ${inlineText(next)}`);
    else parts.push(`${inlineText(next)}\n${inlineText(next)}`);
    const sep = next();
    parts.push(sep < 0.6 ? '\n\n' : sep < 0.8 ? '\n' : sep < 0.9 ? '\n\n\n' : '\n \n');
  }
  return (next() < 0.2 ? '\n' : '') + parts.join('').replace(/\n+$/, next() < 0.5 ? '\n' : '');
}

// SIMPLE_BLOCKS_SEED and SIMPLE_BLOCKS_DOCS try other documents, for a longer search by hand.
const SEED = Number(process.env.SIMPLE_BLOCKS_SEED ?? 20261122);
const DOCS = Number(process.env.SIMPLE_BLOCKS_DOCS ?? runSize(200, 3000));

test(`the shortcut gives remark-parse's tree for ${DOCS} documents of tricky pieces`, () => {
  const next = random(SEED);
  let simple = 0;
  for (let i = 0; i < DOCS; i++) {
    const markdown = randomDocument(next);
    assertSameTree(markdown);
    // Also with every GFM extension on, as the API descriptions are parsed in some builds.
    if (i % 4 === 0) assertSameTree(markdown, ALL_GFM_FEATURES);
    // And as a Docusaurus 3 repo's docs are read: no indented code, so a fence may close indented.
    if (i % 4 === 1) assertSameTree(markdown, undefined, false);
    simple += coverage(markdown).simple;
  }
  assert.ok(simple > DOCS / 3, `the shortcut built only ${simple} blocks`);
});

test('each piece alone, and each after a paragraph and before a list item, gives remark-parse\'s tree', () => {
  for (const piece of [...BLOCKS, ...INLINE]) {
    assertSameTree(piece);
    assertSameTree(piece, undefined, false);
    assertSameTree(`Intro.\n\n${piece}\n\n- item after`);
    assertSameTree(`- item before\n\n${piece}\n\n1. item after`);
  }
});

test('a reference finds its definition across any cut, even past a part the scan does not follow', () => {
  for (const markdown of [
    'See [ref].\n\n[ref]: https://example.com',
    'See [ref].\n\nMore.\n\n<div>\n\n</div>\n\n[ref]: https://example.com',
    'See [ref].\n\nMore.\n\n- a\n  - ```\n  x\n  ```\n\n[ref]: https://example.com',
    'Note[^1].\n\nMore.\n\n<br>\n\n[^1]: Text.',
    'See [ref].\n\n```\n[ref]: in code\n```',
  ]) {
    assertSameTree(markdown);
  }
  assert.equal((parse('See [ref].\n\nMore.\n\n<div>\n\n</div>\n\n[ref]: /x', true).children[0] as { children: Array<{ type: string }> }).children[1].type, 'linkReference');
});

test('a document with a byte order mark, a carriage return or a NUL gets remark-parse\'s tree', () => {
  for (const markdown of ['\uFEFF# Title\n\nText with [a link](./x.md).\n\n- a\n- b', 'One.\r\n\r\nTwo.\r\n', 'One.\n\nT\0wo.\n\nThree.']) {
    assertSameTree(markdown);
  }
});

test('a list that goes on after a blank line stays one list', () => {
  const tree = parse('- one\n\n- two\n\nText.', true);
  assert.equal(tree.children[0].type, 'list');
  assert.equal((tree.children[0] as { children: unknown[] }).children.length, 2);
  assert.equal((tree.children[0] as { spread?: boolean }).spread, true);
});
