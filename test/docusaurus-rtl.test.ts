/**
 * A locale written right to left: the site's own stylesheets (customCss and what it imports, the
 * plain stylesheets and CSS modules its docs import) are mirrored, as Docusaurus' classic theme runs
 * them through rtlcss; docsgen's own theme, written for both directions, is not; the default
 * left-to-right locale keeps them as written.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileWriter, readPage, tempDir, withHomePage } from './helpers.ts';
import { runCliHosted, stopHosts } from './cli-hosts.ts';

after(stopHosts);

const dir = withHomePage(tempDir('docusaurus-rtl'));
const write = fileWriter(dir);
write(
  'docusaurus.config.js',
  [
    "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/',",
    "  i18n: { defaultLocale: 'en', locales: ['en', 'ar'] },",
    "  presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.css' } }]],",
    '};',
  ].join('\n'),
);
write('src/css/custom.css', "@import './parts.css';\n.beam-card { margin-left: 4px; text-align: left; }\n/*rtl:ignore*/\n.beam-keep { padding-left: 6px; }\n");
write('src/css/parts.css', '.beam-part { border-left: 3px solid red; }\n');
write('src/components/plain.css', '.beam-plain { float: left; }\n');
write('src/components/box.module.css', '.box { padding-right: 9px; }\n');
write('docs/intro.mdx', "# Intro\n\nimport './../src/components/plain.css';\nimport styles from '@site/src/components/box.module.css';\n\n<div className={styles.box}>Beams.</div>\n");

/** The text of every stylesheet a page links, and its inline `<style>`s. */
function stylesOf(html: string, dist: string): string {
  const linked = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => fs.readFileSync(path.join(dist, m[1]!), 'utf8'));
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  return [...linked, ...inline].join('\n');
}

test("a right-to-left locale mirrors the site's own stylesheets, not docsgen's theme", async () => {
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const en = stylesOf(readPage(dist, '/docs/intro/'), dist);
  const ar = stylesOf(readPage(dist, '/ar/docs/intro/'), dist);
  // The default locale: as written.
  assert.match(en, /\.beam-card\{margin-left:4px;text-align:left\}/);
  assert.match(en, /\.beam-part\{border-left:3px solid red\}/);
  assert.match(en, /\.beam-plain\s*\{\s*float: left;/);
  assert.match(en, /_box\s*\{\s*padding-right: 9px;/);
  // Arabic: customCss, what it imports, a doc's plain stylesheet and its CSS module, mirrored.
  assert.match(ar, /\.beam-card\{margin-right:4px;text-align:right\}/);
  assert.match(ar, /\.beam-part\{border-right:3px solid red\}/);
  assert.match(ar, /\.beam-plain\s*\{\s*float: right;/);
  assert.match(ar, /_box\s*\{\s*padding-left: 9px;/);
  assert.match(ar, /\.beam-keep\{padding-left:6px\}/, '/*rtl:ignore*/ keeps a rule as written');
  // docsgen's own theme is the same in both.
  for (const css of [en, ar]) assert.match(css, /\.search-button\{[^}]*margin-left:\.5rem/);
});
