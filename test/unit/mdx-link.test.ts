/**
 * MDX docs linked without a bundler (content/mdx/link-modules.ts) render exactly what the esbuild
 * bundle of the same doc renders, for every import and export form; a doc importing a package
 * from node_modules still renders, through the bundle.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleMdxDoc, type BundleOptions } from '../../src/generator/content/mdx/bundle.ts';
import { linkMdxDoc } from '../../src/generator/content/mdx/link-modules.ts';
import { renderMdxDoc } from '../../src/generator/content/mdx/render-mdx.ts';
import { PROVIDED_MODULES } from '../../src/generator/content/mdx/theme/modules.ts';
import { SiteContext } from '../../src/generator/content/mdx/theme/site-context.ts';

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-link-')));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'docs/_parts/values.js': "export const value = 'named-value';\nexport default function main() { return 'default-value'; }\n",
  'docs/_parts/reexport.js': "export * from './values.js';\nexport { default as Main } from './values.js';\n",
  'docs/_parts/Badge.tsx': "import React from 'react';\nimport styles from './badge.module.css';\nexport default function Badge({ label }: { label: string }) { return <span className={styles.badge}>{label}</span>; }\n",
  'docs/_parts/badge.module.css': '.badge { color: teal; }\n',
  'docs/_parts/part.mdx': "export const shared = 'shared-value';\n\n## Partial heading\n\nPartial text with **bold**.\n",
  'docs/_parts/data.json': '{ "n": 4096, "list": [1, 2] }\n',
  'docs/_parts/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>\n',
  'docs/_parts/beam.png': 'not really a png',
  'docs/_parts/Toggle.jsx': "import { useState } from 'react';\nexport default function Toggle() { const [on, setOn] = useState(false); return <button onClick={() => setOn(!on)}>{on ? 'on' : 'off'}</button>; }\n",
  'node_modules/luma-units/package.json': '{ "name": "luma-units", "main": "index.js" }\n',
  'node_modules/luma-units/index.js': "module.exports = { unit: 'lumen' };\n",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), text);
}

const options: BundleOptions & { siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown>; themeConfig: Record<string, unknown> } } = {
  rootDir: root,
  contentDir: path.join(root, 'docs'),
  baseUrl: '/',
  routeOfContentPath: () => undefined,
  siteConfig: { title: 'Lumagraph', tagline: '', url: 'https://docs.example.com', baseUrl: '/', customFields: {}, themeConfig: {} },
};

const ALL_FORMS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import main, { value as renamed } from './_parts/values.js';
import * as all from './_parts/reexport';
import Part, { shared } from './_parts/part.mdx';
import data from '@site/docs/_parts/data.json';
import { default as sameData } from './_parts/data.json';
import Badge from './_parts/Badge';
import Logo from './_parts/logo.svg';
import beam from './_parts/beam.png';
export const local = 'local-value';
export { renamed as again };
export * from './_parts/values.js';

# Everything

Values: {main()} {renamed} {all.value} {all.Main()} {shared} {data.n} {sameData.n} {data.list.length} {local}.

<Badge label="badge-label" />

<Logo className="logo" />

<img src={beam} alt="beam" />

<Tabs><TabItem value="a" label="A">Tab A</TabItem><TabItem value="b" label="B">Tab B</TabItem></Tabs>

<Part />
`;

function entryOf(name: string, text: string) {
  return { text, absPath: path.join(root, 'docs', name), contentPath: name, source: `docs/${name}`, page: { frontMatter: {}, title: 'Everything' } };
}

function renderContent(Content: ComponentType, contentPath: string): string {
  const context = { siteConfig: options.siteConfig, contentPath, pathname: '/', docCards: [], tabGroups: { count: 0 } };
  return renderToStaticMarkup(createElement(SiteContext.Provider, { value: context }, createElement(Content)));
}

function evaluateBundle(code: string): ComponentType {
  const module: { exports: { default?: ComponentType } } = { exports: {} };
  new Function('require', 'module', 'exports', code)((spec: string) => PROVIDED_MODULES[spec], module, module.exports);
  return module.exports.default!;
}

test('every import and export form links without a bundler and renders what the esbuild bundle renders', async () => {
  const entry = entryOf('all.mdx', ALL_FORMS);
  const linked = await linkMdxDoc(entry, options);
  assert.ok(linked && !('errors' in linked), 'the doc is linked in the thread, not bundled');
  const bundled = await bundleMdxDoc(entry, options);
  assert.ok(!('errors' in bundled));
  const html = renderContent(linked.Content, 'all.mdx');
  assert.equal(html, renderContent(evaluateBundle(bundled.code), 'all.mdx'));
  assert.match(html, /Values: default-value named-value named-value default-value shared-value 4096 4096 2 local-value\./);
  // The CSS module's name, scoped the same way by the linker and the bundler.
  assert.match(html, /<span class="m[0-9a-f]{6}_badge">badge-label<\/span>/);
  assert.match(html, /<svg[^>]*class="logo"/);
  assert.match(html, /<img src="\/assets\/images\/beam\.[0-9a-f]{10}\.png" alt="beam"\/>/);
  assert.match(html, /<h2[^>]*>Partial heading<\/h2>/);
  assert.deepEqual(linked.globalCss.map(({ file, css }) => [file, css.replace(/\s+/g, ' ')]), [['docs/_parts/badge.module.css', '.m218ac0_badge { color: teal; } ']]);
  assert.deepEqual(linked.images.map((i) => path.basename(i.absPath)), ['beam.png']);
  assert.deepEqual(new Set(linked.dependencies.map((d) => path.relative(root, d))), new Set(bundled.dependencies.map((d) => path.relative(root, d))));
  assert.equal(linked.partials.length, 1);
});

test('a doc importing a package from node_modules renders through the bundle', async () => {
  const entry = entryOf('units.mdx', "import units from 'luma-units';\n\nMeasured in {units.unit}.\n");
  assert.equal(await linkMdxDoc(entry, options), undefined);
  const rendered = await renderMdxDoc({ markdown: entry.text, source: entry.source, contentPath: 'units.mdx', startLine: 1, mdx: { frontMatter: {}, title: 'Units', docCards: [] } }, { frontMatter: {}, title: 'Units', docCards: [] }, options);
  assert.equal(rendered.errors, undefined);
  assert.match(rendered.html, /Measured in lumen\./);
});

test('invalid MDX is an error at its line; a missing import is still the bundle’s error at its line', async () => {
  const broken = await linkMdxDoc(entryOf('broken.mdx', 'Text\n\n<Tabs>\n'), options);
  assert.ok(broken && 'errors' in broken);
  assert.equal(broken.errors[0].file, 'docs/broken.mdx');
  assert.ok(broken.errors[0].line !== undefined && broken.errors[0].line >= 3);
  const missing = await renderMdxDoc({ markdown: "\nimport Gone from './_parts/gone';\n\n<Gone />\n", source: 'docs/missing.mdx', contentPath: 'missing.mdx', startLine: 1, mdx: { frontMatter: {}, title: 'Missing', docCards: [] } }, { frontMatter: {}, title: 'Missing', docCards: [] }, options);
  assert.equal(missing.errors?.[0].line, 2);
  assert.match(missing.errors?.[0].message ?? '', /cannot find the import "\.\/_parts\/gone"/);
});

test('a doc hydrates when a file it imports is interactive; Badge, JSON and prose about `onClick: fn` do not', async () => {
  const render = (name: string, markdown: string) => renderMdxDoc({ markdown, source: `docs/${name}`, contentPath: name, startLine: 1, mdx: { frontMatter: {}, title: name, docCards: [] } }, { frontMatter: {}, title: name, docCards: [] }, options);
  const hydrated = await render('toggle.mdx', "import Toggle from './_parts/Toggle';\n\n## Switch\n\n<Toggle />\n");
  assert.equal(hydrated.errors, undefined);
  assert.match(hydrated.html, /^<div class="island" data-island="Page" data-module="docsgen-island-chunk:" data-props="\{&quot;context&quot;/);
  // renderToString's markup: the heading's anchor is rendered by the content, the TOC text is the heading's.
  assert.match(hydrated.html, /<h2 id="switch" class="anchor">Switch<a class="hash-link" href="#switch" aria-label="Direct link to Switch">#<\/a><\/h2>/);
  assert.deepEqual(hydrated.headings, [{ depth: 2, id: 'switch', text: 'Switch' }]);
  assert.deepEqual(Object.keys(hydrated.island?.modules ?? {}), [path.join(root, 'docs', 'toggle.mdx')]);
  assert.match(Object.values(hydrated.island!.modules)[0], /^import Toggle from '\.\/_parts\/Toggle';$/m);
  const still = await render('still.mdx', "import Badge from './_parts/Badge';\nimport Part from './_parts/part.mdx';\n\nSet `onClick: fn` to react, and `useState()` to remember.\n\n```js\nconst [a] = useState(0);\n```\n\n<Badge label=\"b\" />\n\n<Part />\n");
  assert.equal(still.island, undefined);
  assert.doesNotMatch(still.html, /data-island="Page"/);
  // Only what an MDX file runs is read: prose naming hooks and handlers hydrates nothing; an
  // expression calling a hook, or a handler attribute, does.
  const prose = await render('prose.mdx', 'Call useState to remember a value, and pass onClick: handler to react; BrowserOnly waits for the browser.\n');
  assert.equal(prose.errors, undefined);
  assert.equal(prose.island, undefined);
  assert.ok((await render('hook.mdx', "import { useColorMode } from '@docusaurus/theme-common';\n\nMode: {useColorMode().colorMode}.\n")).island);
  assert.ok((await render('handler.mdx', '<button onClick={() => alert(1)}>Alert</button>\n')).island);
});

test('@docusaurus/router, Translate, Interpolate and ExecutionEnvironment render on the server: the page\'s path, the default messages', async () => {
  const markdown = [
    "import { useLocation } from '@docusaurus/router';",
    "import Translate, { translate } from '@docusaurus/Translate';",
    "import Interpolate from '@docusaurus/Interpolate';",
    "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
    '',
    'export function Where() { return <span className="where">{useLocation().pathname}</span>; }',
    '',
    '<Where />',
    '',
    '<Translate id="beams.count" values={{ n: <b>3</b> }}>{"There are {n} beams"}</Translate>',
    '',
    '<Interpolate values={{ unit: "lumen" }}>{"Measured in {unit}"}</Interpolate>',
    '',
    '{translate({ id: "beams.title", message: "Beams of {scene}" }, { scene: "demo" })}',
    '',
    '{ExecutionEnvironment.canUseDOM ? "in a browser" : "on the server"}',
    '',
  ].join('\n');
  const routed = { ...options, baseUrl: '/docs/', routeOfContentPath: (p: string) => (p === 'where.mdx' ? '/guide/where/' : undefined) };
  const rendered = await renderMdxDoc({ markdown, source: 'docs/where.mdx', contentPath: 'where.mdx', startLine: 1 }, { frontMatter: {}, title: 'Where', docCards: [] }, routed);
  assert.equal(rendered.errors, undefined, JSON.stringify(rendered.errors));
  assert.match(rendered.html, /<span class="where">\/docs\/guide\/where\/<\/span>/);
  assert.match(rendered.html, /There are <b>3<\/b> beams/);
  assert.match(rendered.html, /Measured in lumen/);
  assert.match(rendered.html, /Beams of demo/);
  assert.match(rendered.html, /on the server/);
  // A hook @docusaurus/router does not have is still an error naming the import, not silent output.
  const missing = await renderMdxDoc({ markdown: "\nimport { useRouteMatch } from '@docusaurus/router';\n\n{String(useRouteMatch)}\n", source: 'docs/m.mdx', contentPath: 'm.mdx', startLine: 1 }, { frontMatter: {}, title: 'M', docCards: [] }, routed);
  assert.deepEqual(
    missing.errors?.map((e) => `${e.file}:${e.line} ${e.message}`),
    ['docs/m.mdx:2 MDX: docsgen cannot provide the import "useRouteMatch" of "@docusaurus/router" (it provides useLocation, useHistory, Redirect)'],
  );
});

test('an MDX heading ending in {/* #id */} (Docusaurus 3) gets that id, and its text stays the heading\'s', async () => {
  const rendered = await renderMdxDoc({ markdown: '## Beam limits {/* #limits */}\n\n## Beam limits\n', source: 'docs/ids.mdx', contentPath: 'ids.mdx', startLine: 1 }, { frontMatter: {}, title: 'Ids', docCards: [] }, options);
  assert.deepEqual(rendered.headings, [
    { depth: 2, id: 'limits', text: 'Beam limits' },
    { depth: 2, id: 'beam-limits', text: 'Beam limits' },
  ]);
  assert.match(rendered.html, /<h2 id="limits" class="anchor">Beam limits<a class="hash-link" href="#limits"/);
});

test('a static doc hands React a host for its plain markup, which the finished HTML fills; a doc that hydrates through an import renders it element by element', async () => {
  const body = "\nSome **plain** text.\n\n```bash\nlumagraph run --beams 3\n```\n";
  const still = await linkMdxDoc(entryOf('still.mdx', `# Still\n${body}`), options);
  const toggled = await linkMdxDoc(entryOf('toggled.mdx', `import Toggle from './_parts/Toggle';\n\n# Toggled\n${body}\n<Toggle />\n`), options);
  assert.ok(still && 'Content' in still && toggled && 'Content' in toggled);
  // React is given hosts, not the code block's elements…
  assert.equal(still.file.data.hosted?.length, 2);
  const hosts = renderContent(still.Content, 'still.mdx');
  assert.match(hosts, /<p><span class="docsgen-unwrap" data-hosted="0"><\/span><\/p>/);
  assert.doesNotMatch(hosts, /lumagraph run/);
  // …and the finished HTML has them back.
  const rendered = await renderMdxDoc({ markdown: `# Still\n${body}`, startLine: 1, contentPath: 'still.mdx', source: 'docs/still.mdx' }, { frontMatter: {}, title: 'Still', docCards: [] }, options);
  assert.match(rendered.html, /<p>Some <strong>plain<\/strong> text\.<\/p>/);
  assert.match(rendered.html, /<span class="code-line">lumagraph run <span class="token parameter variable">--beams<\/span> <span class="token number">3<\/span><\/span>/);
  assert.doesNotMatch(rendered.html, /docsgen-unwrap/);
  // The doc that hydrates was compiled again without hosts: React renders every element.
  assert.equal(toggled.interactive, true);
  assert.equal(toggled.file.data.hosted, undefined);
  assert.match(renderContent(toggled.Content, 'toggled.mdx'), /<p>Some <strong>plain<\/strong> text\.<\/p>[\s\S]*lumagraph run/);
});
