/**
 * Nothing lost, reproducible, and inert: a build killed with SIGKILL leaves the previous dist/ as it
 * was; two clean builds of the same input are byte-identical; hostile titles, descriptions and headings
 * come out escaped everywhere; a seeded fuzz of Markdown and front matter never crashes the pipeline.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cliPath, copyFixture, listFiles, readPage, repoRoot, runCli, sharedSiteBuild, tempDir } from './helpers.ts';
import { createMarkdownRenderer } from '../src/generator/content/markdown/pipeline.ts';
import { parseFrontMatter } from '../src/generator/content/front-matter.ts';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { runSize } from './sizing.ts';

function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]));
}

test('two clean builds at different times into different folders are byte-identical', async () => {
  // The first is the run's shared build of the site (into dist/, made earlier or just now); the
  // second is built here into a new folder of another name, so it links nothing from the first.
  const shared = sharedSiteBuild();
  assert.equal(shared.result.code, 0, shared.result.stderr);
  const a = shared.dist;
  const b = path.join(tempDir('repro-b'), 'site-output');
  const sinceFirst = Date.now() - fs.statSync(path.join(a, 'index.html')).mtimeMs;
  if (sinceFirst < 1100) await new Promise((r) => setTimeout(r, 1100 - sinceFirst));
  assert.equal(runCli(['build', '--out', b]).code, 0);
  const ha = hashes(a);
  const hb = hashes(b);
  assert.ok(Object.keys(ha).length > 400);
  assert.deepEqual(Object.keys(hb), Object.keys(ha));
  const differing = Object.keys(ha).filter((f) => ha[f] !== hb[f]);
  assert.deepEqual(differing, []);
});

test('a build killed with SIGKILL midway leaves the previous dist/ untouched', async () => {
  // The previous dist/: a copy of the run's shared build of the site (docsgen's marker and all).
  const shared = sharedSiteBuild();
  assert.equal(shared.result.code, 0, shared.result.stderr);
  const out = path.join(tempDir('sigkill'), 'dist');
  fs.cpSync(shared.dist, out, { recursive: true });
  const before = hashes(out);
  // Kill the next build of the real site once it is writing its staging folder.
  const child = spawn(process.execPath, [cliPath, 'build', '--out', out], { cwd: repoRoot, stdio: 'ignore' });
  const exited = new Promise((r) => child.on('exit', r));
  const parent = path.dirname(out);
  const killedWhile = await new Promise<string>((resolve) => {
    const poll = setInterval(() => {
      const staging = fs.readdirSync(parent).find((n) => n.startsWith('.docsgen-staging-'));
      if (staging) {
        clearInterval(poll);
        child.kill('SIGKILL');
        resolve(staging);
      }
    }, 2);
    child.on('exit', () => {
      clearInterval(poll);
      resolve('');
    });
  });
  await exited;
  assert.ok(killedWhile, 'the build was killed while it wrote its staging folder');
  assert.deepEqual(hashes(out), before);
  // The next build cleans up what the killed one left behind and succeeds.
  assert.equal(runCli(['build', '--out', out]).code, 0);
  assert.deepEqual(fs.readdirSync(parent).filter((n) => n.startsWith('.docsgen-') && n !== '.docsgen-cache'), []);
  assert.deepEqual(hashes(out), before, 'the next build writes the same site');
});

test('hostile titles, descriptions and headings are escaped in title, meta, sidebar, TOC and settings', () => {
  const site = copyFixture('basic');
  const hostile = `</script><script>alert(1)</script> & "quotes" 'single' <b>bold</b> 🚀 مرحبا`;
  fs.writeFileSync(
    path.join(site, 'content/guide/hostile.md'),
    `---\ntitle: ${JSON.stringify(hostile)}\ndescription: ${JSON.stringify(`Desc ${hostile}`)}\nsidebar_position: 9\n---\n\n## ${hostile.replace(/</g, '\\<')}\n\nText.\n`,
  );
  const r = runCli(['build', '--config', path.join(site, 'site.config.ts')]);
  assert.equal(r.code, 0, r.stderr);
  const html = readPage(path.join(site, 'dist'), '/guide/hostile/');
  // Parsed as a browser parses it: no script element carries the payload, no element an event handler.
  for (const el of elements(html)) {
    const type = el.attrs.find((a) => a.name === 'type')?.value ?? '';
    if (el.nodeName === 'script' && /json/.test(type)) JSON.parse(textOf(el)); // data blocks: inert, and valid JSON
    else if (el.nodeName === 'script') assert.doesNotMatch(textOf(el), /alert\(1\)/, 'an executable script holds the payload');
    for (const attr of el.attrs) assert.doesNotMatch(attr.name, /^on/i, `event handler attribute on <${el.nodeName}>`);
  }
  assert.match(html, /<title>&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;quotes&quot; &#x27;single&#x27; &lt;b&gt;bold&lt;\/b&gt; 🚀 مرحبا \| Fixture Docs<\/title>/);
  assert.match(html, /<meta name="description" content="Desc &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;quotes&quot;/);
  // Every inline script body is free of a premature "</script" (settings JSON, boot scripts).
  for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) assert.doesNotMatch(body, /<\/script|<!--/i);
  // The sidebar entry and the TOC entry on another page show the text, escaped.
  const other = readPage(path.join(site, 'dist'), '/guide/setup/');
  assert.match(other, /href="\/guide\/hostile\/">&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &quot;quotes&quot;/);
  assert.match(html, /class="toc__link table-of-contents__link" href="#[^"]+">&lt;\/script&gt;&lt;script&gt;alert\(1\)/);
});

/** mulberry32: a small seeded generator, so a failing input can be reproduced from its seed. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '# ', '## ', '### ', '- ', '1. ', '> ', '```', '```js title="a.js" {1-2}\n', '~~~', ':::', ':::tip', ':::danger[Title]', ':::note Title\n', ':::unknown',
  '|', '| a | b |\n|---|---|\n', '[', ']', '(', ')', '[x](./a.md)', '[y](../b.md#c)', '![i](./img.png)', '<div>', '</div>', '<iframe src="x">', '<script>', '{#id}',
  '*', '**', '_', '`', '\\', '&amp;', '&', '<', '>', '"', "'", '\n', '\n\n', '    ', '\t', 'word', 'ünïcødé', '🚀', '\u202e', '\u0000', '[^1]', '[^1]: note',
  '- [ ] task', 'http://example.com', '---', '***', ':a:', 'key:value', '$$', '%', '{', '}',
];

// 800 seeds in `npm test`, 3,000 in `npm run test:long`; the first 800 are the same in both.
const FUZZ_SEEDS = runSize(200, 3000);

test(`fuzz: ${FUZZ_SEEDS} seeded random Markdown and front matter inputs never crash the pipeline`, () => {
  const render = createMarkdownRenderer({ contentDir: tempDir('fuzz'), baseUrl: '/', routeOfContentPath: (p) => (p === 'a.md' ? '/a/' : undefined) });
  for (let seed = 1; seed <= FUZZ_SEEDS; seed++) {
    const next = rng(seed);
    const length = 1 + Math.floor(next() * 60);
    let body = '';
    for (let i = 0; i < length; i++) body += PIECES[Math.floor(next() * PIECES.length)];
    const fmLines = ['title: T', 'sidebar_position: x', 'keywords: [a, b', 'slug: /a b', 'description: "x', 'draft: yes', 'unknown: 1', 'toc_max_heading_level: 9', '- list', ': colon'];
    const fm = Array.from({ length: Math.floor(next() * 4) }, () => fmLines[Math.floor(next() * fmLines.length)]).join('\n');
    const source = next() < 0.7 ? `---\n${fm}\n---\n${body}` : body;
    try {
      const split = parseFrontMatter(source, 'content/fuzz.md');
      for (const d of [...split.errors, ...split.warnings]) assert.ok(d.file && d.message, `diagnostics are complete (seed ${seed})`);
      const out = render({ markdown: split.body, source: 'content/fuzz.md', contentPath: 'fuzz.md', startLine: split.bodyStartLine });
      assert.equal(typeof out.html, 'string');
    } catch (error) {
      assert.fail(`seed ${seed} crashed the pipeline: ${(error as Error).stack}\ninput: ${JSON.stringify(source)}`);
    }
  }
});

type Element = DefaultTreeAdapterMap['element'];

/** Every element of an HTML document, parsed with parse5 (the HTML standard's algorithm). */
function elements(html: string): Element[] {
  const out: Element[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if ('tagName' in child) {
        out.push(child);
        walk(child.nodeName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
      }
    }
  };
  walk(parse(html));
  return out;
}

function textOf(el: Element): string {
  return el.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
}
