/**
 * The site's stylesheets: every file the custom CSS is made from (its `@import`s, in any folder of
 * the site) is known by its real path, wherever the build runs from. The build cache keeps the
 * stylesheets until one of them changes, and watch mode watches each.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers.ts';
import { themeCss } from '../../src/generator/render/theme-css.ts';
import { openBuildCache } from '../../src/generator/cache/build-cache.ts';
import { packagePath } from '../../src/generator/package-root.ts';

test("the custom CSS's @imports are its inputs, and an edit to one makes the stylesheet again", async () => {
  // Deep below the temp folder, so paths relative to the process's folder and to the site differ.
  const site = path.join(tempDir('theme-css'), 'a', 'b', 'site');
  fs.mkdirSync(path.join(site, 'src/css'), { recursive: true });
  fs.mkdirSync(path.join(site, 'styles'));
  fs.writeFileSync(path.join(site, 'src/css/custom.css'), "@import '../../styles/brand.css';\n.hero { color: teal; }\n");
  fs.writeFileSync(path.join(site, 'styles/brand.css'), '.brand { color: navy; }\n');
  const build = async () => {
    // A cache of its own for each call, as each build opens one.
    const cache = openBuildCache({ dir: path.join(site, '.docsgen-cache'), enabled: true });
    const css = await themeCss({ themeFile: packagePath('src/templates/styles.css'), apiThemeFile: packagePath('src/templates/styles-api.css'), customCss: ['src/css/custom.css'], rootDir: site, cache });
    await cache.flush();
    return css;
  };
  const first = await build();
  const real = (file: string) => fs.realpathSync(path.join(site, file));
  assert.deepEqual(first.inputs.sort(), [real('src/css/custom.css'), real('styles/brand.css')]);
  fs.writeFileSync(path.join(site, 'styles/brand.css'), '.brand { color: maroon; }\n');
  const again = await build();
  const css = String(again.files.find((f) => f.path === again.cssPath)?.contents);
  assert.match(css, /\.brand\{color:maroon\}/, 'not the cached stylesheet made with the old import');
});

test("the Prism theme names a Docusaurus config may choose are prism-react-renderer's own, and each makes the code's colours in both modes", async () => {
  const { createRequire } = await import('node:module');
  const { PRISM_THEME_NAMES } = await import('../../src/generator/config/docusaurus/prism-themes.ts');
  const { codeThemeCss } = await import('../../src/generator/render/code-theme-css.ts');
  const { themes } = createRequire(import.meta.url)('prism-react-renderer') as { themes: Record<string, unknown> };
  assert.deepEqual([...PRISM_THEME_NAMES].sort(), Object.keys(themes).sort());
  for (const name of PRISM_THEME_NAMES) {
    const css = codeThemeCss({ light: name, dark: name });
    assert.match(css, /html\[data-theme='light'\]\{--c-code-bg:[^;]+;--c-code-text:[^;]+;\}/, name);
    assert.match(css, /html\[data-theme='dark'\] \.token\.[\w-]+[^{]*\{color:/, name);
  }
  // A token of a type and its alias takes the alias's colour, as prism-react-renderer styles it (its last type):
  // GitHub's `function` red over its `function-variable` purple, whatever the order of the rules.
  const github = codeThemeCss({ light: 'github' });
  assert.match(github, /html\[data-theme='light'\] \.token\.function-variable\.function\{color:#d73a49\}/);
});

test("every token kind of several Prism types that docsgen's grammars make is coloured as prism-react-renderer colours it, in each of its themes (oneDark's bash `echo` its builtin orange)", async () => {
  const { createRequire } = await import('node:module');
  const { refractor } = await import('refractor/core');
  const { registerOwnGrammars } = await import('../../src/shared/code-block/highlighter.ts');
  const { MULTI_TYPE_TOKENS, tokenKindsOf } = await import('../../src/shared/code-block/alias-pairs.ts');
  const { codeThemeCss } = await import('../../src/generator/render/code-theme-css.ts');
  registerOwnGrammars();
  assert.deepEqual([...MULTI_TYPE_TOKENS], tokenKindsOf(Object.values(refractor.languages)), "the list is the grammars' kinds (paste tokenKindsOf's answer after a grammar update)");
  type Theme = { styles: Array<{ types: string[]; style: Record<string, string>; languages?: string[] }> };
  const { themes } = createRequire(import.meta.url)('prism-react-renderer') as { themes: Record<string, Theme> };
  const wrong: string[] = [];
  for (const [name, theme] of Object.entries(themes)) {
    // The colour of a token of these types in the stylesheet: the weightiest rule whose classes it has, the last of those.
    const rules = [...codeThemeCss({ light: name }).matchAll(/([^{}]+)\{([^}]*)\}/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((selector) => selector.trim().replace("html[data-theme='light'] ", ''))
        .filter((selector) => /^\.token(\.[\w-]+)*$/.test(selector))
        .map((selector, i) => ({ classes: selector.split('.').filter(Boolean), color: /(?:^|;)color:([^;]+)/.exec(m[2]!)?.[1], order: m.index! + i })),
    );
    const cssColour = (types: string[]) =>
      rules.filter((r) => r.color && r.classes.every((c) => c === 'token' || types.includes(c))).sort((a, b) => a.classes.length - b.classes.length || a.order - b.order).at(-1)?.color;
    // prism-react-renderer's: each type's style over the one before, in the token's order.
    const styleOf = new Map<string, Record<string, string>>();
    for (const { types, style, languages } of theme.styles) if (!languages?.length) for (const type of types) styleOf.set(type, { ...styleOf.get(type), ...style });
    for (const kind of MULTI_TYPE_TOKENS) {
      const types = kind.split(' ');
      const expected = Object.assign({}, ...types.map((type) => styleOf.get(type) ?? {})).color as string | undefined;
      if (expected && cssColour(types) !== expected) wrong.push(`${name}: ${kind} is ${cssColour(types)}, not ${expected}`);
    }
  }
  assert.deepEqual(wrong, []);
});
