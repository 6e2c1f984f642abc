/**
 * The code colours a Docusaurus repo chose: `themeConfig.prism.theme` and `darkTheme`, most often
 * prism-react-renderer's (`themes.github`, `themes.dracula`, as the templates set them). The config
 * loads with that package stubbed (import-config.ts), so a stub names the theme it stands for and the
 * theme's data comes from docsgen's own copy of the package; a theme object the repo writes itself is
 * taken as it is.
 */
import type { CodeTheme } from '../schema.ts';
import { stubbedPackage } from './import-config.ts';

type Obj = Record<string, unknown>;

/**
 * prism-react-renderer's theme names: a config names one, and the theme's data is read from the
 * package only when the stylesheet is made (render/code-theme-css.ts), not on every config load.
 */
export const PRISM_THEME_NAMES = ['dracula', 'duotoneDark', 'duotoneLight', 'github', 'gruvboxMaterialDark', 'gruvboxMaterialLight', 'jettwaveDark', 'jettwaveLight', 'nightOwl', 'nightOwlLight', 'oceanicNext', 'okaidia', 'oneDark', 'oneLight', 'palenight', 'shadesOfPurple', 'synthwave84', 'ultramin', 'vsDark', 'vsLight'];

/** The code theme a config value stands for: a theme's name, or the repo's own theme object; undefined (with what is skipped) when docsgen cannot tell. */
export function codeThemeOf(value: unknown, at: string, unsupported: string[]): CodeTheme | string | undefined {
  if (value === undefined || value === null) return undefined;
  const stub = stubbedPackage(value);
  if (stub) {
    // "prism-react-renderer.themes.github", "prism-react-renderer/themes/dracula", "…/themes/vsDark/index.cjs.js"
    const name = stub.path.split(/[./]/).find((part) => PRISM_THEME_NAMES.includes(part));
    if (!name) unsupported.push(`${at} (${stub.path}: not a prism-react-renderer theme docsgen knows; docsgen's own code colours are used)`);
    return name;
  }
  const theme = asCodeTheme(value);
  if (!theme) unsupported.push(`${at} (not a Prism theme of plain and styles; docsgen's own code colours are used)`);
  return theme;
}

/** A Prism theme's plain colours and token styles, checked, in the config's JSON form. */
export function asCodeTheme(value: unknown): CodeTheme | undefined {
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
