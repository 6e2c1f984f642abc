/**
 * The token kinds of several Prism types each (a type and its aliases: `keyword module`,
 * `builtin class-name`) that docsgen's own grammars make, read from refractor's grammars
 * (`tokenKindsOf`; test/unit/highlighter.test.ts checks this list against them). A theme may style
 * two of a kind's types differently, and prism-react-renderer colours the token by the last one it
 * names: the code theme's stylesheet gives each such kind a rule of its own (render/code-theme-css.ts).
 */
import { refractor } from 'refractor/core';

type Grammar = (typeof refractor.languages)[string];

/** Each kind as its type then its aliases, space-separated, as the token's classes list them. */
export const MULTI_TYPE_TOKENS: readonly string[] = [
  'annotation builtin', 'annotation punctuation', 'assign-left variable', 'at operator',
  'atom-input class-name', 'attribute atrule', 'attribute attr-name',
  'attribute-class-name class-name', 'attribute-class-name class-name class-name-fully-qualified',
  'bash punctuation', 'blockquote punctuation', 'boolean important', 'builtin class-name',
  'class-name class-name-fully-qualified', 'class-name class-name-fully-qualified return-type',
  'class-name class-name-fully-qualified static-context',
  'class-name class-name-fully-qualified type-declaration',
  'class-name class-name-fully-qualified type-hint', 'class-name return-type',
  'class-name static-context', 'class-name type-declaration', 'class-name type-hint',
  'class-name-definition class-name', 'closure-punctuation punctuation', 'code keyword',
  'code-snippet code keyword', 'command string', 'constant boolean',
  'conversion-option punctuation', 'date number', 'datetime number',
  'decorator annotation punctuation', 'definition-mutation function', 'definition-query function',
  'deleted-arrow deleted', 'deleted-sign deleted', 'delimiter important', 'delimiter punctuation',
  'delimiter symbol', 'description string', 'diff bold', 'directive function',
  'directive important', 'directive keyword', 'directive property', 'double-colon punctuation',
  'entity named-entity', 'environment constant', 'file-descriptor important',
  'for-or-select variable', 'fragment function', 'fragment-specifier punctuation',
  'front-matter yaml language-yaml', 'function-definition function', 'function-name function',
  'function-variable function', 'generic class-name', 'hashbang comment', 'hr punctuation',
  'import static', 'inserted-arrow inserted', 'inserted-sign inserted',
  'interpolation-punctuation punctuation', 'key atrule', 'key attr-name', 'key property',
  'keyword return-type', 'keyword static-context', 'keyword type-casting',
  'keyword type-declaration', 'keyword type-hint', 'label important', 'label symbol',
  'lifetime-annotation symbol', 'list punctuation', 'literal constant', 'literal-property property',
  'macro property', 'macro-name function', 'module-declaration namespace', 'nil constant',
  'null important', 'null keyword', 'omit keyword', 'other-directive property',
  'parameter variable', 'prefix deleted', 'prefix diff', 'prefix inserted', 'prefix unchanged',
  'punctuation attr-equals', 'raw-string string', 'regex-source language-regex', 'scalar string',
  'script language-javascript', 'script-punctuation punctuation', 'section-name selector',
  'selector-function-argument selector', 'shebang important', 'string backtick-quoted-string',
  'string double-quoted-string', 'string heredoc-string', 'string nowdoc-string',
  'string single-quoted-string', 'string url', 'string-literal heredoc-string',
  'string-literal multiline', 'string-literal singleline', 'string-property property',
  'table class-name', 'table-header important', 'template-punctuation string', 'title important',
  'triple-quoted-string string', 'type-definition class-name', 'unchanged', 'url-reference url',
  'value attr-value', 'value css language-css', 'value javascript language-javascript',
];

/** Every kind of several types in these grammars (what the list above must hold). */
export function tokenKindsOf(grammars: Iterable<Grammar | undefined>): string[] {
  const kinds = new Set<string>();
  const seen = new Set<object>();
  const walk = (grammar: unknown): void => {
    if (!grammar || typeof grammar !== 'object' || seen.has(grammar)) return;
    seen.add(grammar);
    for (const [type, definitions] of Object.entries(grammar)) {
      if (type === 'rest') {
        walk(definitions);
        continue;
      }
      for (const definition of ([] as unknown[]).concat(definitions)) {
        if (!definition || typeof definition !== 'object' || definition instanceof RegExp) continue;
        const { alias, inside } = definition as { alias?: string | string[]; inside?: unknown };
        if (alias) kinds.add([type, ...([] as string[]).concat(alias)].join(' '));
        walk(inside);
      }
    }
  };
  for (const grammar of grammars) walk(grammar);
  return [...kinds].sort();
}
