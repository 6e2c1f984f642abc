/**
 * The stylesheet of a site's code colours (config `codeThemes`, Prism themes in prism-react-renderer's
 * shape): each mode's plain colours as the code blocks' variables, and a rule per token type, later
 * styles over earlier ones as the theme lists them. Scoped by `data-theme`, so each mode has its own.
 */
import type { CodeTheme } from '../config/schema.ts';
import { asCodeTheme } from '../config/docusaurus/prism-themes.ts';
import { prismThemes } from './prism-theme-data.ts';
import { MULTI_TYPE_TOKENS } from '../../shared/code-block/alias-pairs.ts';

/** A theme named by prism-react-renderer's name, from docsgen's own copy of the package. */
function namedTheme(name: string): CodeTheme | undefined {
  return asCodeTheme(prismThemes()[name]);
}

const PROPERTY: Record<string, string> = { color: 'color', backgroundColor: 'background-color', fontStyle: 'font-style', fontWeight: 'font-weight', textDecorationLine: 'text-decoration-line', opacity: 'opacity' };

/** A value that stays one CSS value (the config is the site's, but a `}` would end the rule). */
const safe = (value: string) => !/[;{}<>]/.test(value);

export function codeThemeCss(themes: { light?: CodeTheme | string; dark?: CodeTheme | string } | undefined): string {
  if (!themes) return '';
  return (['light', 'dark'] as const)
    .map((mode) => {
      const given = themes[mode];
      const theme = typeof given === 'string' ? namedTheme(given) : given;
      return theme ? modeCss(theme, `html[data-theme='${mode}']`) : '';
    })
    .join('');
}

function modeCss(theme: CodeTheme, scope: string): string {
  const vars = [theme.plain.backgroundColor && safe(theme.plain.backgroundColor) ? `--c-code-bg:${theme.plain.backgroundColor};` : '', theme.plain.color && safe(theme.plain.color) ? `--c-code-text:${theme.plain.color};` : ''].join('');
  const rules = theme.styles.map(({ types, style, languages }) => {
    const declarations = declarationsOf(style);
    const tokens = types.filter((t) => /^[\w-]+$/.test(t)).map((t) => `.token.${t}`);
    if (!declarations || !tokens.length) return '';
    const within = languages?.filter((l) => /^[\w-]+$/.test(l)).map((l) => ` .language-${l}`) ?? [''];
    return `${within.flatMap((lang) => tokens.map((token) => `${scope}${lang} ${token}`)).join(',')}{${declarations}}`;
  });
  // A token type the theme leaves uncoloured is the theme's plain text (or its enclosing token's), not
  // docsgen's own colour for it: GitHub's dark red on palenight's dark blue could not be read. Nor
  // docsgen's italic comments: dracula's are upright.
  const reset = `${scope} .token{color:inherit;font-style:inherit;font-weight:inherit}`;
  const styleOf = typeStyles(theme);
  return `${vars ? `${scope}{${vars}}` : ''}${reset}${rules.join('')}${aliasRules(styleOf, scope)}${multiTypeRules(styleOf, scope)}\n`;
}

/** Each token type's style, as prism-react-renderer's dictionary has it: its styles in the theme's order, each over the one before (a language's own left out). */
function typeStyles(theme: CodeTheme): Map<string, Record<string, string>> {
  const styleOf = new Map<string, Record<string, string>>();
  for (const { types, style, languages } of theme.styles) {
    if (languages?.length) continue;
    for (const type of types.filter((t) => /^[\w-]+$/.test(t))) styleOf.set(type, { ...styleOf.get(type), ...style });
  }
  return styleOf;
}

/**
 * A token of several types (`builtin class-name`: bash's `echo`) styled as prism-react-renderer
 * styles it: each of its types' styles over the one before, in the order the token names them,
 * whatever order the theme lists them in. A rule for each such kind of docsgen's grammars whose
 * types the theme styles two or more of, weightier than each type's own (oneDark's `echo` is its
 * builtin orange, not its class-name green).
 */
function multiTypeRules(styleOf: Map<string, Record<string, string>>, scope: string): string {
  return MULTI_TYPE_TOKENS.map((kind) => {
    const types = kind.split(' ');
    if (types.filter((type) => styleOf.has(type)).length < 2) return '';
    const declarations = declarationsOf(Object.assign({}, ...types.map((type) => styleOf.get(type) ?? {})));
    return declarations ? `${scope} .token.${types.join('.')}{${declarations}}` : '';
  }).join('');
}

/**
 * A token of a type and its alias (`token function-variable function`) takes the alias's style, as
 * prism-react-renderer styles a token by its last type: a rule for the pair, weightier than either
 * type's own, whatever their order in the theme. Aliases are told by name, the alias the general word
 * of the type's (`function` of `function-variable`, `punctuation` of `script-punctuation`). For the
 * kinds of grammars a site adds (prism.additionalLanguages): docsgen's own have exact rules
 * (multiTypeRules), so their pairs are left to those.
 */
function aliasRules(styleOf: Map<string, Record<string, string>>, scope: string): string {
  const rules: string[] = [];
  for (const [alias, style] of styleOf) {
    const declarations = declarationsOf(style);
    if (!declarations) continue;
    for (const type of styleOf.keys()) {
      if (type !== alias && (type.startsWith(`${alias}-`) || type.endsWith(`-${alias}`)) && !KNOWN_KINDS.has(`${type} ${alias}`)) rules.push(`${scope} .token.${type}.${alias}{${declarations}}`);
    }
  }
  return rules.join('');
}

const KNOWN_KINDS = new Set(MULTI_TYPE_TOKENS);

/** A theme style's CSS declarations (the properties docsgen draws, with values that are safe to write). */
function declarationsOf(style: Record<string, string>): string {
  return Object.entries(style).flatMap(([key, value]) => (PROPERTY[key] && safe(value) ? [`${PROPERTY[key]}:${value}`] : [])).join(';');
}
