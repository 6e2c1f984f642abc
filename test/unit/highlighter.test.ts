/**
 * Code highlighting registers Prism grammars as docs first ask for them. What a block looks like
 * must not depend on which languages earlier docs used: each case runs in a fresh process, in an
 * order that changed the output when grammars were registered one by one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../helpers.ts';

const HIGHLIGHTER = pathToFileURL(path.join(repoRoot, 'src/shared/code-block/highlighter.ts')).href;
const run = promisify(execFile);

/** Highlights each [lang, code] in order in a new process; the HTML of each, and the grammars registered at the end. */
async function highlightInOrder(blocks: Array<[string, string]>): Promise<{ html: string[]; registered: string[] }> {
  const script = `
    const { grammarFor, highlight } = await import(${JSON.stringify(HIGHLIGHTER)});
    const { toHtml } = await import('hast-util-to-html');
    const { refractor } = await import('refractor/core');
    const html = ${JSON.stringify(blocks)}.map(([lang, code]) => toHtml(highlight(code, grammarFor(lang))));
    console.log(JSON.stringify({ html, registered: refractor.listLanguages() }));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot });
  return JSON.parse(stdout) as { html: string[]; registered: string[] };
}

const TSX = 'const a = <A style={{ a: 1 }}>x</A>;';

test('a grammar is the same whichever grammars earlier blocks used; unused ones are not registered', async () => {
  const [tsxAlone, tsxAfterJsx, markdownAlone, htmlAfterCss] = await Promise.all([
    highlightInOrder([['bash', 'echo "a\\n"'], ['tsx', TSX]]),
    highlightInOrder([['jsx', '<a onClick={f}>x</a>'], ['tsx', TSX]]),
    highlightInOrder([['md', '# T\n\n```js\nconst a = 1;\n```\n']]),
    highlightInOrder([['css', 'a { color: red }'], ['html', '<p style="color: red" onclick="go()"><script>let x = 1;</script></p>']]),
  ]);
  // tsx copies jsx when registered: a jsx block highlighted first (Prism changes a grammar as it
  // uses it) must not change it. In tsx, an object key inside an attribute is plain text.
  assert.equal(tsxAfterJsx.html[1], tsxAlone.html[1]);
  assert.match(tsxAlone.html[1], /<span class="token punctuation">\{<\/span> a<span class="token operator">:<\/span>/);
  // markup's hook titles the entities of every grammar, bash's too.
  assert.match(tsxAlone.html[0], /<span class="token entity" title="\\n">/);
  // A bash block alone does not register the others.
  assert.ok(!tsxAlone.registered.includes('python') && tsxAlone.registered.includes('bash'), tsxAlone.registered.join(' '));
  // Markdown highlights its fences with every grammar, as when all were registered at start.
  assert.match(markdownAlone.html[0], /<span class="token keyword">const<\/span>/);
  // css before markup still gives markup its style attribute and script rules.
  assert.match(htmlAfterCss.html[1], /language-css/);
  assert.match(htmlAfterCss.html[1], /language-javascript/);
});

test("TOML is highlighted with Prism's own TOML grammar (its tables, keys and strings), not INI's", async () => {
  const { html } = await highlightInOrder([['toml', '[dependencies]\ntetra = "0.6"']]);
  assert.match(html[0], /<span class="token table class-name">dependencies<\/span>/);
  assert.match(html[0], /<span class="token key property">tetra<\/span>/);
  assert.match(html[0], /<span class="token string">"0\.6"<\/span>/);
});
