/**
 * The URL slugs of an API group's pages (info, tags, operations, schemas), by the rules `api.slugs` names:
 *
 * - `docsgen`: words of the text in lowercase joined by hyphens, an operationId split at its case
 *   changes ("getOAuth2Token" -> "get-o-auth2-token"), letters and digits kept together ("v2", "oauth2").
 * - `docusaurus-openapi`: the slugs docusaurus-plugin-openapi-docs gives the same spec, so a site moving
 *   from it keeps its links. That plugin makes each id in kebab case with lodash's word rules, which
 *   also split letters from digits ("oauth2" -> "oauth-2", "v2" -> "v-2") and drop apostrophes; the
 *   info page's id is made from the title lowercased first ("OAuth2 API" -> "oauth-2-api"); an
 *   operation's id comes from its operationId, else its summary. Written here from those rules.
 */
import type { OperationObject } from './types.ts';

export type SlugStyle = 'docsgen' | 'docusaurus-openapi';

/** How one style names the pages of a group. */
export interface SlugRules {
  info(title: string): string;
  tag(name: string): string;
  operation(op: OperationObject, method: string, path: string): string;
  /** A schema page's slug under schemas/; undefined where the style gives the schema none. */
  schema(name: string, title: string | undefined): string | undefined;
}

/** Lowercase words joined by hyphens: "GraphQL API" -> "graphql-api". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An operationId in kebab case: "createGenerationJob" -> "create-generation-job", "getURLInfo" -> "get-url-info". */
export function kebabCase(identifier: string): string {
  return slugify(identifier.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2'));
}

export function slugRules(style: SlugStyle): SlugRules {
  if (style === 'docusaurus-openapi') {
    return {
      // The plugin replaces the first space only before lowercasing; words are split after.
      info: (title) => wordsKebab(title.replace(' ', '-').toLowerCase()),
      tag: (name) => wordsKebab(name),
      // An operation with neither gets an empty id there (a file named ".api.mdx"): docsgen's rule instead.
      operation: (op, method, path) => wordsKebab((op.operationId ? op.operationId : op.summary) ?? '') || slugify(`${method}-${path}`),
      // Made from the schema's title (its first space a hyphen, as the info page's); the plugin gives
      // a schema without one its key as title.
      schema: (name, title) => wordsKebab((title ?? name).replace(' ', '-').toLowerCase()) || undefined,
    };
  }
  return {
    info: slugify,
    tag: slugify,
    operation: (op, method, path) => (op.operationId ? kebabCase(op.operationId) : slugify(op.summary ?? `${method}-${path}`)),
    schema: (name) => kebabCase(name) || undefined,
  };
}

/** Letters that do not decompose into a base letter and a mark, written the way lodash's deburr writes them. */
const LIGATURES: Record<string, string> = { æ: 'ae', Æ: 'Ae', ø: 'o', Ø: 'O', ß: 'ss', þ: 'th', Þ: 'Th', ð: 'd', Ð: 'D', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', œ: 'oe', Œ: 'Oe', ĳ: 'ij', Ĳ: 'IJ', ŀ: 'l', Ŀ: 'L', ŉ: "'n", ſ: 's', ı: 'i', ħ: 'h', Ħ: 'H', ŧ: 't', Ŧ: 'T', ŋ: 'n', Ŋ: 'N', ĸ: 'k' };

/** Words in lowercase joined by hyphens, split the way lodash's `words` splits them. */
export function wordsKebab(text: string): string {
  return wordsOf(deburr(text).replace(/['\u2019]/g, ''))
    .map((w) => w.toLowerCase())
    .join('-');
}

function deburr(text: string): string {
  return text
    .replace(/[æÆøØßþÞðÐđĐłŁœŒĳĲŀĿŉſıħĦŧŦŋŊĸ]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g, '');
}

/**
 * The words of a text. Plain text (no case change, no letter beside a digit, nothing but letters,
 * digits and spaces) splits at everything that is not a letter or digit. Otherwise a word is: an
 * ordinal ("1st", "22ND"), a run of digits, or a run of letters, where a run breaks where a lowercase
 * letter meets an uppercase one ("getItem"), and before the last capital of a capital run followed by
 * a lowercase letter ("HTTPServer" -> "HTTP", "Server"; "OAuth" -> "O", "Auth").
 */
function wordsOf(text: string): string[] {
  const mixed = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/.test(text);
  if (!mixed) return text.match(/[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g) ?? [];
  const words: string[] = [];
  // Anything but ASCII punctuation, controls and spaces belongs to a word (other scripts as lowercase).
  for (const run of text.match(/[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\xbf\u2000-\u206f\s]+/g) ?? []) {
    const pieces = run.match(/\d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[A-Z_]|$)|\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[a-z_]|$)|\d+|[A-Z]?[^\dA-Z]+|[A-Z]+(?![^\dA-Z])|[A-Z]+(?=[A-Z][^\dA-Z])|[A-Z]/g);
    if (pieces) words.push(...pieces);
  }
  return words;
}
