/**
 * The MDX parser's simple-block shortcut (content/mdx/remark-parse-simple-mdx-blocks.ts) must give
 * exactly the tree, or the error, MDX's own parse gives: on the MDX docs of the Docusaurus fixtures
 * and on documents made of pieces chosen to trip it (JSX and expressions around simple blocks, lists
 * that go on, ESM, text that looks like ESM).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fg from 'fast-glob';
import { repoRoot } from './helpers.ts';
import { runSize } from './sizing.ts';
import { mdxTexts, parseMdx as parse, underShortcut } from './mdx-parse.ts';

function assertSame(text: string): void {
  assert.deepStrictEqual(parse(text, true), parse(text, false), `differs for:\n${text}`);
}

test('the MDX shortcut gives MDX\'s tree for every MDX doc of the Docusaurus fixtures', () => {
  const docs = mdxTexts(fg.sync(['test/fixtures/docusaurus*/**/*.{md,mdx}'], { cwd: repoRoot, absolute: true }), repoRoot);
  for (const { text } of docs) assertSame(text);
  assert.ok(docs.length >= 5, `only ${docs.length} MDX docs found`);
  assert.ok(underShortcut.shorter >= 3, `the shortcut built blocks in only ${underShortcut.shorter} docs`);
});

/** Pieces at the edges of what the shortcut may build around, and MDX that must keep it away. */
const PIECES = [
  'A plain paragraph of text.',
  'Two lines\nof one paragraph.',
  '## Heading with `code` and **strong**',
  '- one\n- two',
  '- three',
  '1. first\n2. second',
  '- item {props.x}',
  '```bash\nnpm install {x} <y>\n```',
  '```js {1,3}\nconst a = 1;\n```',
  ':::tip\nKeep it small.\n:::',
  ':::note\nimport x from \'y\'\n:::',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '> quote',
  "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';",
  'export const answer = 42;',
  'export function Box({ children }) {\n  return <div>{children}</div>;\n}',
  'Text with {answer} inside.',
  'A `<code>` span and `{braces}`.',
  '<Callout kind="info">Inline **JSX**.</Callout>',
  '<Shared />',
  '{/* a comment */}',
  'Paragraph\n<div>text</div>',
  '  Indented text.',
  '- list\n\n  continued {x}',
  '  ```bash\n  indented fence\n  ```',
  // MDX reads no indented code: a fence line indented by four spaces closes the code.
  '```\n.EXAMPLE\n    ```ps\n    $x = 1\n    ```\n\n    Description line\n```',
  // Tags alone on their lines, which the shortcut builds (jsx-flow-blocks.ts), and near misses.
  '<Shared />',
  '  <Card title="Setup" href=\'/docs/setup\' data-kind="guide" wide />',
  '<Card title="A &amp; B" />',
  '<Card title={title} />',
  '<Foo.Bar label="x" />',
  '<Card />  <Card />',
  '<br/>',
];
/** Openings and closings put around other pieces, as in Docusaurus docs. */
const WRAPPERS: [string, string][] = [
  ['<div>', '</div>'],
  ['<details>\n<summary>More</summary>', '</details>'],
  ['<Tabs>\n  <TabItem value="a" label="A">', '  </TabItem>\n</Tabs>'],
  ['{/*', '*/}'],
  ['<>', '</>'],
  ['- item', '  more of the item'],
  ['<Tabs groupId="os" queryString>\n  <TabItem value="mac" label="macOS" default>\n', '\n  </TabItem>\n</Tabs>'],
  ['<Tabs>\n<TabItem value="b">\n\n```bash\nrun\n```\n</TabItem>\n<TabItem value="c">', '</TabItem>\n</Tabs>'],
  ['<Admonition type="tip" title=\'Tip\'>', '</Admonition>'],
  ['<Columns>\n  <Column>', '  </Column>\n</Columns>'],
  ['<Foo.Bar>', '</Foo.Bar>'],
  ['<details>', '</details> trailing text'],
];
/** Pieces MDX rejects, or that are only half of something. */
const BROKEN = ['<Card title="Unclosed">', '<Outer>\n\ntext\n\n</Inner>', 'import the thing before use.', 'export these values first.', '{', '}', '<div>', '</Tabs>', '<Foo\n  bar="1"', '/>'];

test('the MDX shortcut leaves alone what MDX reads on over a cut', () => {
  for (const text of [
    // ESM runs on to a blank line, over a heading.
    'export const a = 1;\n## Heading\n\nText.',
    "import x from 'y';\n# Title\n\nText.",
    // A JSX element or an expression around simple blocks.
    '<div>\n\nInside.\n\n## Inside too\n\n</div>\n\nAfter.',
    '{/*\n\nCommented out.\n\n*/}\n\nAfter.',
    '<Tabs>\n  <TabItem value="a">\n\n```bash\nrun\n```\n\n  </TabItem>\n</Tabs>\n\n## After',
    // A list that goes on after a simple piece would be one list.
    '- a {x}\n\n- b\n\nText.',
    // Tags that stand alone on their lines, around a list that the closing tag's indentation continues.
    '<Tabs>\n  <TabItem value="a">\n\n- one\n- two\n\n  </TabItem>\n</Tabs>',
    '<Tabs>\n  <TabItem value="a">\n\n```bash\nrun\n```\n  </TabItem>\n</Tabs>\n\n## After',
    // Text that starts like ESM is an error in MDX, not a paragraph.
    'Intro.\n\nimport the thing first.\n\nAfter.',
  ]) {
    assertSame(text);
  }
});

test('tags alone on their lines are built by the shortcut, not read by micromark', () => {
  const doc = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    'Intro with {props.x}.',
    '',
    '<Tabs groupId="os" queryString>',
    '  <TabItem value="mac" label="macOS" default>',
    '',
    '```bash',
    'brew install lumagraph',
    '```',
    '  </TabItem>',
    "  <TabItem value='linux' label=\"Linux\">",
    '',
    'Run the installer.',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    '<Shared />',
  ].join('\n');
  underShortcut.texts.length = 0;
  assertSame(doc);
  const read = underShortcut.texts[0];
  assert.match(read, /import Tabs/);
  assert.match(read, /\{props\.x\}/);
  assert.doesNotMatch(read, /<Tabs|<TabItem|<Shared|brew install/);
});

/** A small deterministic generator, so a failure names a document that comes back. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function pieces(next: () => number, depth: number): string[] {
  const roll = next();
  if (roll < 0.05) return [BROKEN[Math.floor(next() * BROKEN.length)]];
  if (roll < 0.3 && depth < 2) {
    const [open, close] = WRAPPERS[Math.floor(next() * WRAPPERS.length)];
    return [open, ...Array.from({ length: 1 + Math.floor(next() * 3) }, () => pieces(next, depth + 1)).flat(), close];
  }
  return [PIECES[Math.floor(next() * PIECES.length)]];
}

test('the MDX shortcut gives MDX\'s tree or error for documents of tricky pieces', () => {
  const next = random(7);
  const count = runSize(150, 20000);
  let parsed = 0;
  const shorterBefore = underShortcut.shorter;
  for (let i = 0; i < count; i++) {
    const parts = Array.from({ length: 2 + Math.floor(next() * 5) }, () => pieces(next, 0)).flat();
    const text = parts.map((piece, k) => (k === 0 ? '' : next() < 0.85 ? '\n\n' : '\n') + piece).join('');
    const shortcut = parse(text, true);
    assert.deepStrictEqual(shortcut, parse(text, false), `differs for:\n${text}`);
    if (shortcut.tree) parsed++;
  }
  // Most documents must parse, or the comparison above says little.
  assert.ok(parsed > count / 2, `only ${parsed} of ${count} documents parse`);
  // And the shortcut must have built blocks in many of them, or it was not tested.
  assert.ok(underShortcut.shorter - shorterBefore > count / 4, `the shortcut built blocks in only ${underShortcut.shorter - shorterBefore} of ${count} documents`);
});
