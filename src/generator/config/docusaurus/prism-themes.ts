/**
 * The code colours a Docusaurus repo chose: `themeConfig.prism.theme` and `darkTheme`, most often
 * prism-react-renderer's (`themes.github`, `themes.dracula`, as the templates set them). The config
 * loads with that package stubbed (import-config.ts), so a stub names the theme it stands for and the
 * theme's data comes from docsgen's own copy of the package; a theme object the repo writes itself is
 * taken as it is.
 */
import { createRequire } from 'node:module';
import type { CodeTheme } from '../schema.ts';
import { stubbedPackage } from './import-config.ts';

type Obj = Record<string, unknown>;

let packaged: Record<string, unknown> | undefined;

/** prism-react-renderer's themes by name. */
function packagedThemes(): Record<string, unknown> {
  packaged ??= (createRequire(import.meta.url)('prism-react-renderer') as { themes: Record<string, unknown> }).themes;
  return packaged;
}

/** The code theme a config value stands for, or undefined (with what is skipped) when docsgen cannot tell. */
export function codeThemeOf(value: unknown, at: string, unsupported: string[]): CodeTheme | undefined {
  if (value === undefined || value === null) return undefined;
  const stub = stubbedPackage(value);
  if (stub) {
    // "prism-react-renderer.themes.github", "prism-react-renderer/themes/dracula", "…/themes/vsDark/index.cjs.js"
    const name = stub.path.split(/[./]/).find((part) => part in packagedThemes());
    const theme = name ? asCodeTheme(packagedThemes()[name]) : undefined;
    if (!theme) unsupported.push(`${at} (${stub.path}: not a prism-react-renderer theme docsgen knows; docsgen's own code colours are used)`);
    return theme;
  }
  const theme = asCodeTheme(value);
  if (!theme) unsupported.push(`${at} (not a Prism theme of plain and styles; docsgen's own code colours are used)`);
  return theme;
}

/** Docusaurus' code colours when the config names none: prism-react-renderer's palenight. */
export function defaultCodeTheme(): CodeTheme | undefined {
  return asCodeTheme(packagedThemes().palenight);
}

/** A Prism theme's plain colours and token styles, checked, in the config's JSON form. */
function asCodeTheme(value: unknown): CodeTheme | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { plain, styles } = value as Obj;
  if (!plain || typeof plain !== 'object' || !Array.isArray(styles)) return undefined;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const p = plain as Obj;
  return {
    plain: { ...(text(p.color) ? { color: text(p.color) } : {}), ...(text(p.backgroundColor) ? { backgroundColor: text(p.backgroundColor) } : {}) },
    styles: styles.flatMap((entry) => {
      const { types, style, languages } = (entry ?? {}) as Obj;
      if (!Array.isArray(types) || !style || typeof style !== 'object') return [];
      const s = style as Obj;
      const css = Object.fromEntries(['color', 'backgroundColor', 'fontStyle', 'fontWeight', 'textDecorationLine', 'opacity'].flatMap((key) => (text(s[key]) ? [[key, text(s[key])!]] : [])));
      return [{ types: types.map(String), style: css, ...(Array.isArray(languages) ? { languages: languages.map(String) } : {}) }];
    }),
  };
}
