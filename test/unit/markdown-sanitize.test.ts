/**
 * markdown.sanitize: off by default (raw HTML kept as written, trusted repos); on, it drops scripts,
 * styles, on* handlers and script URLs and keeps what docs need. A `javascript:` link is a warning
 * with file:line either way.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { createMarkdownRenderer } from '../../src/generator/content/markdown/pipeline.ts';
import { copyFixture, readPage, runCli } from '../helpers.ts';

const UNSAFE = `# Title

[click](javascript:alert(1)) and [ok](https://example.com/docs)

<div class="callout" style="color: red" data-kind="x" onclick="alert(2)" id="keep-me">Raw <b>bold</b> <a href=" JaVaScRiPt:alert(3)">x</a></div>

<script>alert(4)</script>

<img src="https://example.com/a.png" onerror="alert(5)" alt="diagram" width="40">

<details><summary>More</summary>Hidden part</details>

<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>

<style>body { display: none }</style>

<svg viewBox="0 0 10 10" onload="alert(6)"><path d="M0 0h10"/></svg>

<a href="mailto:support@lumagraph.example">Mail</a> <a href="/guide/">Guide</a> <a href="#keep-me">Here</a>

\`\`\`js title="a.js"
const a = '<script>alert(7)</script>';
\`\`\`

:::tip Hello
Text with a note[^1].
:::

[^1]: The note.

## Second {#custom-id}
`;

const render = (sanitize: boolean) =>
  createMarkdownRenderer({ contentDir: '/nonexistent', baseUrl: '/', routeOfContentPath: () => undefined, sanitize })({ markdown: UNSAFE, source: 'content/unsafe.md', contentPath: 'unsafe.md', startLine: 1 });

type Element = DefaultTreeAdapterMap['element'];
function elements(html: string): Element[] {
  const out: Element[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) if ('tagName' in child) out.push(child), walk(child);
  };
  walk(parse(html));
  return out;
}

/** Scripts, event handlers and script URLs, as a browser would find them. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const el of elements(html)) {
    if (el.nodeName === 'script' || el.nodeName === 'style') found.push(`<${el.nodeName}>`);
    for (const attr of el.attrs) {
      if (/^on/i.test(attr.name)) found.push(`${el.nodeName} ${attr.name}`);
      if (/^(javascript|vbscript):/i.test(attr.value.replace(/[\x00-\x20]/g, ''))) found.push(`${el.nodeName} ${attr.name}=${attr.value}`);
    }
  }
  return found;
}

test('off by default: raw HTML is kept as written, and script URLs are warnings with file:line', () => {
  const r = render(false);
  assert.ok(dangers(r.html).length >= 5, 'raw HTML is passed through as written');
  assert.deepEqual(
    r.warnings.map((w) => `${w.file}:${w.line}`),
    ['content/unsafe.md:3', 'content/unsafe.md:5'],
  );
  assert.match(r.warnings[0].message, /a script URL in <a href="javascript:alert\(1\)">/);
  assert.match(r.warnings[0].hint ?? '', /markdown\.sanitize: true/);
});

test('on: scripts, styles, on* handlers and script URLs are gone; what docs need is kept', () => {
  const r = render(true);
  assert.deepEqual(dangers(r.html), []);
  assert.doesNotMatch(r.html, /alert\([1-6]\)/);
  assert.equal(r.warnings.length, 2);
  assert.match(r.warnings[1].message, /^removed a script URL/);
  // Kept: classes, inline styles, data attributes and ids as written, details, iframes, media, svg.
  assert.match(r.html, /<div class="callout" style="color: red" data-kind="x" id="keep-me">Raw <b>bold<\/b>/);
  assert.match(r.html, /<details><summary>More<\/summary>Hidden part<\/details>/);
  assert.match(r.html, /<iframe src="https:\/\/www\.youtube\.com\/embed\/abc" width="560" height="315" allowfullscreen/);
  assert.match(r.html, /<img src="https:\/\/example\.com\/a\.png" alt="diagram" width="40"/);
  assert.match(r.html, /<svg viewBox="0 0 10 10"><path d="M0 0h10"><\/path><\/svg>/);
  assert.match(r.html, /<a href="mailto:support@lumagraph\.example">Mail<\/a> <a href="\/guide\/">Guide<\/a> <a href="#keep-me">Here<\/a>/);
  assert.match(r.html, /<a href="https:\/\/example\.com\/docs" target="_blank" rel="noopener noreferrer">ok<\/a>/);
  // docsgen's own markup is untouched: code blocks (the code shown as text), admonitions, footnotes, heading anchors.
  const plain = render(false).html;
  for (const piece of [/<div class="code-block theme-code-block"[\s\S]*?<\/button><\/div><\/div>/, /<aside class="theme-admonition theme-admonition-tip admonition--tip"[\s\S]*?<\/aside>/, /<section data-footnotes[\s\S]*<\/section>/, /<h2 id="custom-id"[^]*?<\/h2>/]) {
    assert.equal(r.html.match(piece)?.[0], plain.match(piece)?.[0], String(piece));
  }
  assert.match(r.html, /&#x3C;script>alert\(7\)&#x3C;\/script>|&lt;script&gt;alert\(7\)/);
});

test('markdown.sanitize in site.config.ts applies to the built pages', () => {
  const site = copyFixture('basic');
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('defineConfig({', 'defineConfig({\n  markdown: { sanitize: true },'));
  fs.writeFileSync(path.join(site, 'content/guide/unsafe.md'), `---\ntitle: Unsafe\n---\n\n${UNSAFE.replace('# Title\n', '')}`);
  const r = runCli(['build', '--config', config]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /⚠ content\/guide\/unsafe\.md:6: removed a script URL in <a href="javascript:alert\(1\)">/);
  const html = readPage(path.join(site, 'dist'), '/guide/unsafe/');
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  assert.ok(article.includes('keep-me'), 'the doc body is in the page');
  assert.deepEqual(dangers(article), []);
});
