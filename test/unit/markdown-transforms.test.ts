import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createMarkdownRenderer } from '../../src/generator/content/markdown/pipeline.ts';
import { normaliseAdmonitionTitles } from '../../src/generator/content/markdown/admonition-titles.ts';
import { parseCodeMeta, splitLines } from '../../src/generator/content/markdown/rehype-code-blocks.ts';
import { tempDir } from '../helpers.ts';
import { titleHeadingOf } from '../../src/generator/content/title-heading.ts';
import { fenceIndentedCode } from '../../src/generator/content/mdx/lenient.ts';

const contentDir = tempDir('md');
fs.mkdirSync(path.join(contentDir, 'guide'), { recursive: true });
fs.writeFileSync(path.join(contentDir, 'guide', 'diagram.png'), Buffer.from([137, 80, 78, 71, 1, 2, 3]));
const routes: Record<string, string> = { 'guide/setup.md': '/guide/setup/', 'guide/index.md': '/guide/', 'intro.md': '/' };
const render = createMarkdownRenderer({ contentDir, baseUrl: '/', routeOfContentPath: (p) => routes[p] });
const md = (markdown: string, contentPath = 'guide/page.md', startLine = 1) =>
  render({ markdown, source: `content/${contentPath}`, contentPath, startLine });

test('admonitions: every type, default titles, and both title syntaxes; a title with a link keeps it', () => {
  for (const type of ['note', 'tip', 'info', 'caution', 'warning', 'danger']) {
    const { html } = md(`:::${type}\nBody text.\n:::\n`);
    assert.match(html, new RegExp(`<aside class="theme-admonition theme-admonition-${type} admonition--${type}" role="note">`));
    assert.match(html, /<div class="admonition__title">[A-Z][a-z]+<\/div>/);
    assert.match(html, /<p>Body text.<\/p>/);
  }
  assert.match(md(':::tip Save time\nUse it.\n:::\n').html, /<div class="admonition__title">Save time<\/div>/);
  assert.match(md(':::danger[Do **not** do this]\nReally.\n:::\n').html, /<div class="admonition__title">Do <strong>not<\/strong> do this<\/div>/);
  // Empty brackets leave the default title, as Docusaurus reads them.
  assert.match(md(':::caution[]\nCareful.\n:::\n').html, /<div class="admonition__title">Caution<\/div><div class="admonition__content">\n?<p>Careful\.<\/p>/);
  // Docusaurus' older names look like their types and keep their own name as the title.
  assert.match(md(':::important\nKeep it secret.\n:::\n').html, /<aside class="theme-admonition theme-admonition-info admonition--info" role="note"><div class="admonition__title">Important<\/div>/);
  assert.match(md(':::success\nDone.\n:::\n').html, /<aside class="theme-admonition theme-admonition-tip admonition--tip" role="note"><div class="admonition__title">Success<\/div>/);
  assert.match(md(':::secondary Aside\nQuiet.\n:::\n').html, /<aside class="theme-admonition theme-admonition-note admonition--note" role="note"><div class="admonition__title">Aside<\/div>/);
  // A title with a link, first or later, keeps it a link; an odd bracket is text; `[Plain]` after a space is the title as written.
  assert.match(md(':::tip [Beams](https://lumagraph.example) in title\nBody.\n:::\n').html, /<div class="admonition__title"><a href="https:\/\/lumagraph\.example"[^>]*>Beams<\/a> in title<\/div>/);
  assert.match(md(':::note See [the guide](https://lumagraph.example/guide) first\nBody.\n:::\n').html, /<div class="admonition__title">See <a href="https:\/\/lumagraph\.example\/guide"[^>]*>the guide<\/a> first<\/div>/);
  assert.match(md(':::note Odd ] then [ brackets\nBody.\n:::\n').html, /<div class="admonition__title">Odd \] then \[ brackets<\/div>/);
  assert.match(md(':::tip [Plain]\nBody.\n:::\n').html, /<div class="admonition__title">\[Plain\]<\/div>/);
});

test('admonition title rewriting leaves fenced code untouched and keeps line count', () => {
  const source = '```text\n:::tip Not a title\n```\n:::tip Real title\nx\n:::';
  const out = normaliseAdmonitionTitles(source);
  assert.equal(out.split('\n').length, source.split('\n').length);
  assert.match(out, /```text\n:::tip Not a title\n```/);
  assert.match(out, /:::tip\[Real title\]/);
  // More colons (an outer admonition), and a name docsgen does not know (a warning later), keep their titles.
  assert.equal(normaliseAdmonitionTitles('::::info Outer\n:::infoNote Inner\nx\n:::\n::::'), '::::info[Outer]\n:::infoNote[Inner]\nx\n:::\n::::');
});

test('unknown text directives are restored as the text the writer typed', () => {
  const { html } = md('Use a 16:9 ratio and key:value pairs at 10:30.');
  assert.match(html, /16:9 ratio and key:value pairs at 10:30/);
});

test('heading ids: github-slugger slugs, duplicates numbered, explicit {#id} wins', () => {
  const { html, headings } = md('## Install it\n\n## Install it\n\n### Configure `keys` {#keys}\n');
  assert.deepEqual(headings.map((h) => h.id), ['install-it', 'install-it-1', 'keys']);
  assert.equal(headings[2].text, 'Configure keys');
  assert.match(html, /<h3 id="keys" class="anchor">Configure <code>keys<\/code><a class="hash-link" href="#keys"/);
  assert.doesNotMatch(html, /\{#keys\}/);
});

test('the page title\'s `# Title`, taken out of the doc, keeps its heading id: a later heading of its text is "-1", as on Docusaurus and GitHub', () => {
  const withTitle = render({ markdown: '\n## Deploy\n\n## Deploy\n', source: 'content/a.md', contentPath: 'a.md', startLine: 2, titleHeading: 'Deploy' });
  assert.deepEqual(withTitle.headings.map((h) => h.id), ['deploy-1', 'deploy-2']);
  assert.deepEqual(md('## Deploy\n').headings.map((h) => h.id), ['deploy']);
  // The title is the heading's text: its own {#id} (or MDX's comment form) is what it reserves.
  assert.deepEqual(titleHeadingOf('Deploy **your** site {#dep}'), { title: 'Deploy your site', formatted: true, slugOf: 'dep' });
  assert.deepEqual(titleHeadingOf('Ship it {/* #ship */}'), { title: 'Ship it', formatted: false, slugOf: 'ship' });
  assert.deepEqual(titleHeadingOf('1. Install `beamctl`'), { title: '1. Install beamctl', formatted: true, slugOf: '1. Install beamctl' });
  assert.deepEqual(titleHeadingOf('Q&A: a < b'), { title: 'Q&A: a < b', formatted: false, slugOf: 'Q&A: a < b' });
  assert.deepEqual(titleHeadingOf('\\# Title'), { title: '# Title', formatted: false, slugOf: '# Title' }, 'an escape is no markup');
  // As Docusaurus titles a page from its source: code spans unwrapped, the rest as written; the id from the text.
  assert.deepEqual(titleHeadingOf('Deploy **your** `site` {#dep}', { asWritten: true }), { title: 'Deploy **your** site', formatted: true, slugOf: 'dep' });
  assert.deepEqual(titleHeadingOf('<u>Under</u> line', { asWritten: true }), { title: '<u>Under</u> line', formatted: true, slugOf: 'Under line' });
});

test('MDX 1 indented code: a block after a blank line becomes a fenced one on the lines around it; list items, paragraph lines and fences are left alone', () => {
  const source = ['Intro.', '', '    :::tip Shown', '    ```js', '', '    x', '', 'Para.', '    lazy', '', '- item', '', '    more of the item', '', '<Tabs>', '  <TabItem value="a">', '', '    in a tab', '', '  </TabItem>', '</Tabs>', '', '```', '', '    in a fence', '', '```', '', '    last'].join('\n');
  const out = fenceIndentedCode(source).split('\n');
  assert.deepEqual(out.slice(0, 8), ['Intro.', '````', ':::tip Shown', '```js', '', 'x', '````', 'Para.'], 'four backticks: the code holds three');
  assert.deepEqual(out.slice(8, 13), ['    lazy', '', '- item', '', '    more of the item']);
  assert.deepEqual(out.slice(16, 19), ['```', 'in a tab', '```']);
  assert.deepEqual(out.slice(22, 27), ['```', '', '    in a fence', '', '```']);
  assert.deepEqual(out.slice(27), ['```', 'last', '```'], 'a block at the end is closed on a line of its own');
  assert.equal(out.length, source.split('\n').length + 1);
});

test('heading anchors: each heading carries a direct link', () => {
  const { html } = md('## Set up\n');
  assert.match(html, /<a class="hash-link" href="#set-up" aria-label="Direct link to Set up">#<\/a>/);
});

test('code blocks: highlighted, titled, highlighted lines, copy button', () => {
  const { html } = md('```php title="functions.php" {2}\n<?php\nadd_filter( \'x\', \'y\' );\n```\n');
  assert.match(html, /<div class="code-block__title">functions\.php<\/div>/);
  assert.match(html, /<pre class="language-php prism-code"/);
  assert.match(html, /<span class="token function">add_filter<\/span>/);
  const lines = html.match(/<span class="code-line[^"]*"/g) ?? [];
  assert.deepEqual(lines, ['<span class="code-line"', '<span class="code-line code-line--highlighted theme-code-block-highlighted-line"']);
  assert.match(html, /<button type="button" class="code-block__copy" aria-label="Copy code to clipboard"/);
});

test('code blocks: every promised grammar highlights', () => {
  const samples: Record<string, string> = {
    bash: 'curl -X GET "$URL"',
    shell: 'echo hi',
    json: '{"a": 1}',
    js: 'const a = 1;',
    ts: 'let a: number = 1;',
    jsx: 'const a = <div />;',
    tsx: 'const a: JSX.Element = <div />;',
    yaml: 'a: 1',
    html: '<div class="x"></div>',
    css: 'a { color: red; }',
    graphql: 'query { entity(id: 1) { name } }',
    sql: 'SELECT * FROM entities;',
    python: 'def f():\n    return 1',
    ruby: 'def f\n  1\nend',
    php: '<?php echo 1;',
  };
  for (const [lang, code] of Object.entries(samples)) {
    const { html } = md(`\`\`\`${lang}\n${code}\n\`\`\`\n`);
    assert.match(html, /<span class="token /, `${lang} should be highlighted`);
  }
});

test('code meta parsing and line splitting', () => {
  assert.deepEqual([...parseCodeMeta('title="a b.js" {1,3-5} showLineNumbers').highlighted], [1, 3, 4, 5]);
  assert.equal(parseCodeMeta("title='x.py'").title, 'x.py');
  const lines = splitLines([{ type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: 'a\nb' }] }]);
  assert.equal(lines.length, 2);
});

test('relative .md links become routes; anchors are kept; missing targets warn with file:line', () => {
  const out = md('Intro\n\nSee [setup](./setup.md#install) and [home](../intro.md) and [gone](./gone.md).', 'guide/page.md', 6);
  assert.match(out.html, /<a href="\/guide\/setup\/#install">setup<\/a>/);
  assert.match(out.html, /<a href="\/">home<\/a>/);
  assert.equal(out.warnings.length, 1);
  assert.equal(out.warnings[0].file, 'content/guide/page.md');
  assert.equal(out.warnings[0].line, 8);
  assert.match(out.warnings[0].message, /broken Markdown link "\.\/gone\.md"/);
});

test('local images get content-hashed public paths; missing images warn', () => {
  const out = md('![Diagram](./diagram.png)\n\n![Missing](./missing.png)');
  assert.match(out.html, /<img src="\/assets\/images\/diagram\.[0-9a-f]{10}\.png" alt="Diagram"/);
  assert.equal(out.images.length, 1);
  assert.equal(out.warnings.length, 1);
  assert.match(out.warnings[0].message, /missing image "\.\/missing\.png"/);
});

test('raw HTML passes through; iframes load lazily; external links open safely', () => {
  const { html } = md('<iframe src="https://player.example/v/1" title="Demo"></iframe>\n\n[site](https://lumagraph.dev)');
  assert.match(html, /<iframe src="https:\/\/player\.example\/v\/1" title="Demo" loading="lazy"><\/iframe>/);
  assert.match(html, /<a href="https:\/\/lumagraph\.dev" target="_blank" rel="noopener noreferrer">site<\/a>/);
});

test('GFM: tables, task lists, strikethrough, autolinks, footnotes', () => {
  const { html } = md('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ www.example.com\n\nText[^1]\n\n[^1]: Note.');
  // A table scrolls in a focusable, named region; a task's checkbox is labelled by its text.
  assert.match(html, /<div class="table-scroll" tabindex="0" role="region" aria-label="Table: a, b"><table>/);
  assert.match(html, /<input type="checkbox" checked disabled aria-label="done">/);
  assert.match(html, /<del>old<\/del>/);
  assert.match(html, /<a href="http:\/\/www\.example\.com"/);
  assert.match(html, /data-footnote-ref/);
});

test('excerpt: the first line that says something, without its Markdown, as Docusaurus takes it', () => {
  assert.equal(md('# Title\n\nFirst **bold** [paragraph](./x.md).\nIts second line.\n\nSecond.').excerpt, 'First bold paragraph.');
  assert.equal(md('## Objet\n\nText.').excerpt, 'Objet', 'a heading after the title is text');
  assert.equal(md('<!-- a note\nover lines -->\n> In short: beams.\n').excerpt, 'In short: beams.', 'comments pass, a quote counts');
  assert.equal(md('Priorite : P1\\\nMaturite : reviewed\n').excerpt, 'Priorite : P1', 'a hard break ends the line');
});

test('under a base URL, doc links and absolute links are under it (pathname:// is not), a doc route gets its final slash', () => {
  const based = createMarkdownRenderer({ contentDir, baseUrl: '/base/', routeOfContentPath: (p) => routes[p], isDocRoute: (r) => Object.values(routes).includes(r) });
  const { html } = based({
    markdown: '[a](./setup.md#keys) [b](/guide/setup) [c](/guide/setup?x=1#keys) [d](/base/guide/setup/) [e](/img/plan.pdf) [f](pathname:///legacy/) [g](https://x.example/guide/setup)\n',
    source: 'content/guide/page.md',
    contentPath: 'guide/page.md',
    startLine: 1,
  });
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(hrefs, ['/base/guide/setup/#keys', '/base/guide/setup/', '/base/guide/setup/?x=1#keys', '/base/guide/setup/', '/base/img/plan.pdf', '/legacy/', 'https://x.example/guide/setup']);
});

test('a folder\'s own page, as Docusaurus decides it: index, README or the folder\'s name as written, prefixes included, in any case', async () => {
  const { docPathOf, docAddress } = await import('../../src/generator/content/doc-path.ts');
  const index = (p: string) => docPathOf(p).folderIndex;
  assert.deepEqual(['guides/index.md', 'guides/README.md', 'guides/guides.md', 'Guides/guides.mdx', '02-concepts/02-concepts.md'].map(index), [true, true, true, true, true]);
  // Equal only once their prefixes are left out: ordinary docs (6_guide/1_guide.md is /guide/guide/).
  assert.deepEqual(['6_guide/1_guide.md', '2_x/01-index.md', '02-concepts/concepts.md'].map(index), [false, false, false]);
  assert.equal(docAddress('6_guide/1_guide.md', {}).localRoute, '/guide/guide');
  assert.equal(docAddress('tutorial/01-setup.md', { id: '01-setup' }).localRoute, '/tutorial/01-setup');
});
