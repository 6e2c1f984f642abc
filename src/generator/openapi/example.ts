/**
 * Examples: a parameter's come only from the spec; a body's, when the spec gives none, are generated
 * from its schema by openapi-sampler (and labelled as generated where they are shown).
 */
import { sample } from 'openapi-sampler';
import { isRef, resolveRef } from './resolve.ts';
import type { ApiDocument, ParameterObject, Schema } from './types.ts';

/** Request examples leave out readOnly properties; response examples leave out writeOnly ones. */
export type ExampleMode = 'request' | 'response';

/** A parameter's example as the spec gives it (example, examples, or its schema's), else undefined. */
export function parameterExample(doc: ApiDocument, p: ParameterObject): unknown {
  if (p.example !== undefined) return p.example;
  for (const raw of Object.values((p.examples ?? {}) as Record<string, unknown>)) {
    const value = resolveRef<{ value?: unknown }>(doc, raw as { value?: unknown })?.value;
    if (value !== undefined) return value;
  }
  const schema = resolveRef<Schema>(doc, (p.schema ?? {}) as Schema) ?? {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  return undefined;
}

/** A value for a sample request: the spec's example, default, const or first enum value, else one generated from the schema. */
export function parameterSampleValue(doc: ApiDocument, p: ParameterObject): unknown {
  const given = parameterExample(doc, p);
  if (given !== undefined) return given;
  const schema = resolveRef<Schema>(doc, (p.schema ?? {}) as Schema) ?? {};
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  return generatedExample(doc, schema, 'request');
}

/**
 * Deep enough for real payloads, shallow enough that a recursive schema stays small. The sampler
 * counts an object's property and an array's items as a level each: 8 stopped at the fourth object
 * in arrays (a product's variants' options showed as `[ {} ]` in a real spec); 12 is six.
 */
const MAX_SAMPLE_DEPTH = 12;

/**
 * Examples already generated, by document, mode and schema (a plain `$ref` by its target's pointer,
 * as many operations share one response or error schema, written as a new `{ $ref }` each time).
 * A request body is sampled twice (its example, its code samples), and Stripe's spec answers its
 * 458 operations with the same error schema: sampling was 1.2 s of its build. Callers only read
 * the values (they stringify them).
 */
const generated = new WeakMap<ApiDocument, Record<ExampleMode, Map<unknown, unknown>>>();

/** An example built from the schema by openapi-sampler; undefined when it cannot build one. */
export function generatedExample(doc: ApiDocument, schema: Schema | undefined, mode: ExampleMode): unknown {
  if (!schema || (isRef(schema) && !resolveRef(doc, schema))) return undefined;
  let byMode = generated.get(doc);
  if (!byMode) generated.set(doc, (byMode = { request: new Map(), response: new Map() }));
  const key = isRef(schema) && Object.keys(schema).length === 1 ? schema.$ref : schema;
  const known = byMode[mode];
  if (known.has(key)) return known.get(key);
  let value: unknown;
  // openapi-sampler prints "allOf: schemas with different types can't be merged" to the console even
  // with `quiet` (it still makes an example): the sampling is synchronous, so its console is muted for it.
  const warn = console.warn;
  console.warn = () => {};
  try {
    value = sample(schema as never, { skipReadOnly: mode === 'request', skipWriteOnly: mode === 'response', quiet: true, maxSampleDepth: MAX_SAMPLE_DEPTH }, doc as never);
  } catch {
    // The sampler rejects some schemas it cannot satisfy (e.g. contradicting allOf parts): no example then.
    value = undefined;
  } finally {
    console.warn = warn;
  }
  known.set(key, value);
  return value;
}
