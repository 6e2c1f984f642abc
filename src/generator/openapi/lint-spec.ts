/**
 * Checks a spec with Redocly's linter (@redocly/openapi-core): the OpenAPI structure (`struct`, which
 * names the real cause: "the field `in` is not allowed here", not a JSON Schema `oneOf` branch), and
 * the rules beyond the schema a reader would trip on: path parameters not declared, security scheme
 * names not defined, operationIds used twice, examples that do not match their schema.
 *
 * Every problem becomes a diagnostic with the file, the line and the JSON pointer. The caller decides
 * whether they are warnings (the default: peers render such specs) or errors (`api.strict`).
 * The linter never reads a file or the network here: `$ref`s to other files are not followed (the
 * loader resolves them, confined to the site), so only the spec file itself is linted.
 */
import { BaseResolver, createConfig, getLineColLocation, lintDocument, lintFromString, Source, type Config, type Document, type NormalizedProblem } from '@redocly/openapi-core';
import { SPEC_VIOLATION, type Diagnostic } from '../diagnostics.ts';

/** The rules docsgen checks, all reported as warnings unless strict. */
const RULES = {
  struct: 'warn',
  'path-parameters-defined': 'warn',
  'security-defined': 'warn',
  'operation-operationId-unique': 'warn',
  // A schema allows properties it does not list unless it says otherwise; so does an example of it.
  'no-invalid-media-type-examples': { severity: 'warn', allowAdditionalProperties: true },
  'no-invalid-parameter-examples': 'warn',
  'no-invalid-schema-examples': { severity: 'warn', allowAdditionalProperties: true },
  'no-unresolved-refs': 'off',
} as const;

/** A resolver that reads nothing: a `$ref` to another file stays unresolved (and is not reported). */
class NoReadResolver extends BaseResolver {
  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    throw new Error(`not read while linting: ${absoluteRef}`);
  }
}

let config: Promise<Config> | undefined;

/**
 * Lints the text of one spec file; `file` is the path shown in diagnostics. `plainJson` says the
 * file is JSON without a key written twice (the caller has checked): see documentOf.
 */
export async function lintSpec(text: string, absPath: string, file: string, plainJson = false): Promise<Diagnostic[]> {
  config ??= createConfig({ extends: [], rules: RULES } as Parameters<typeof createConfig>[0]);
  const options = { config: await config, externalRefResolver: new NoReadResolver() };
  const document = plainJson ? documentOf(text, absPath) : undefined;
  const problems = await (document ? lintDocument({ document, ...options }) : lintFromString({ source: text, absoluteRef: absPath, ...options }));
  const shown = new Map<string, number>();
  const out: Diagnostic[] = [];
  for (const problem of problems.filter(isWorthReporting)) {
    const count = (shown.get(problem.ruleId) ?? 0) + 1;
    shown.set(problem.ruleId, count);
    if (count <= SHOWN_PER_RULE) out.push(toDiagnostic(problem, file));
  }
  // A big spec can break one rule hundreds of times (GitHub's: 400 parameter examples): the first
  // ones are listed, the rest counted, so the build's output stays readable.
  for (const [ruleId, count] of shown) {
    if (count <= SHOWN_PER_RULE) continue;
    out.push({ file, message: `${ruleLabel(ruleId)}: ${count - SHOWN_PER_RULE} more problems of this kind (${count} in all; the first ${SHOWN_PER_RULE} are listed)`, hint: HINTS[ruleId] ?? HINTS.struct, code: SPEC_VIOLATION });
  }
  return out;
}

/**
 * The document Redocly would make of a JSON spec's text, parsed by JSON.parse instead of its YAML
 * parser: the same values (JSON is YAML), five to ten times faster (1 s of api.github.com.json's
 * 5.7 MB). Only for JSON with no key written twice, where the YAML parser stops with an error that
 * JSON.parse would not give; undefined when JSON.parse refuses the text (a BOM, a syntax error),
 * which then goes to the YAML parser for its message.
 */
function documentOf(text: string, absPath: string): Document | undefined {
  try {
    return { source: new Source(absPath, text), parsed: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** How many problems of one rule are listed for a spec before the rest are only counted. */
const SHOWN_PER_RULE = 20;

/**
 * Redocly's `security-defined` also asks every operation of a spec without global security to declare
 * some: a style choice (public endpoints exist), not a fault. Only unknown scheme names are kept.
 */
function isWorthReporting(problem: NormalizedProblem): boolean {
  if (problem.ruleId === 'security-defined') return /no `[^`]*` security scheme defined/i.test(problem.message);
  // The example validator's own failure (its JSON Schema engine refuses 3.0's `nullable` without a
  // `type`, which the 3.0 spec lets a schema write): the example could not be checked, it is not wrong.
  if (/^Example validation errored/.test(problem.message)) return false;
  return true;
}

function toDiagnostic(problem: NormalizedProblem, file: string): Diagnostic {
  const location = problem.location[0];
  let line: number | undefined;
  try {
    line = location ? getLineColLocation(location).start.line : undefined;
  } catch {
    line = undefined;
  }
  const pointer = location && 'pointer' in location && location.pointer ? location.pointer : undefined;
  const cause = problem.message.replace(/\.$/, '');
  const suggestion = problem.suggest?.length ? ` (did you mean ${problem.suggest.slice(0, 3).map((s) => `\`${s}\``).join(', ')}?)` : '';
  return {
    file,
    line,
    message: `${ruleLabel(problem.ruleId)}: ${cause}${suggestion}${pointer ? ` at ${decodeURIComponent(pointer)}` : ''}`,
    // A field the spec lacks is added, not removed.
    hint: problem.ruleId === 'struct' && /must be present/.test(cause) ? MISSING_FIELD_HINT : (HINTS[problem.ruleId] ?? 'compare that part of the file with the OpenAPI specification'),
    code: SPEC_VIOLATION,
  };
}

function ruleLabel(ruleId: string): string {
  return ruleId === 'struct' ? 'not valid OpenAPI' : `OpenAPI check ${ruleId}`;
}

const MISSING_FIELD_HINT = 'add that field; docsgen renders the spec as it is, other tools may refuse it';

const HINTS: Record<string, string> = {
  struct: 'remove or fix that field; docsgen renders the spec as it is, other tools may refuse it',
  'path-parameters-defined': 'declare every {parameter} of the path in the parameters (in: path, required: true)',
  'security-defined': 'define the scheme under components.securitySchemes, or fix its name in the security requirement',
  'operation-operationId-unique': 'give every operation a unique operationId (the second one gets a numbered URL)',
  'no-invalid-media-type-examples': 'make the example match its schema, or fix the schema',
  'no-invalid-parameter-examples': 'make the example match its schema, or fix the schema',
  'no-invalid-schema-examples': 'make the example match its schema, or fix the schema',
};
