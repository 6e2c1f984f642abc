/**
 * Builds an example value from a schema: given examples first (example, examples, default, enum,
 * const), else a value shaped by type and format. Cycles and depth are bounded.
 */
import { isRef, resolveRef, typesOf } from './resolve.ts';
import type { ApiDocument, Schema } from './types.ts';

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2025-03-14T09:30:00Z',
  date: '2025-03-14',
  time: '09:30:00',
  email: 'ada@example.com',
  uri: 'https://example.com/page',
  url: 'https://example.com/page',
  uuid: '3f2b8c1e-6a4d-4e5f-9b7a-2c1d0e9f8a7b',
  hostname: 'example.com',
  ipv4: '203.0.113.7',
  byte: 'bHVtYWdyYXBo',
  binary: '<binary data>',
  password: '********',
};

/** Request examples leave out readOnly properties; response examples leave out writeOnly ones. */
export type ExampleMode = 'request' | 'response';

export function exampleOf(doc: ApiDocument, schemaOrRef: Schema | undefined, mode: ExampleMode, depth = 0, stack: string[] = []): unknown {
  if (!schemaOrRef) return undefined;
  let schema = schemaOrRef;
  if (isRef(schemaOrRef)) {
    if (stack.includes(schemaOrRef.$ref) || depth > 8) return undefined;
    stack = [...stack, schemaOrRef.$ref];
    schema = resolveRef<Schema>(doc, schemaOrRef) ?? {};
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.allOf?.length) {
    const merged: Record<string, unknown> = {};
    for (const part of schema.allOf) {
      const value = exampleOf(doc, part, mode, depth + 1, stack);
      if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(merged, value);
    }
    return merged;
  }
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return exampleOf(doc, variant, mode, depth + 1, stack);
  const { types } = typesOf(schema);
  const type = types[0];
  if (type === 'object' || (!type && schema.properties)) {
    const out: Record<string, unknown> = {};
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const resolved = isRef(prop) ? resolveRef<Schema>(doc, prop) : prop;
      if ((mode === 'request' && resolved?.readOnly) || (mode === 'response' && resolved?.writeOnly)) continue;
      const value = exampleOf(doc, prop, mode, depth + 1, stack);
      if (value !== undefined) out[name] = value;
    }
    if (Object.keys(out).length === 0 && typeof schema.additionalProperties === 'object') {
      const value = exampleOf(doc, schema.additionalProperties, mode, depth + 1, stack);
      if (value !== undefined) out.key = value;
    }
    return out;
  }
  if (type === 'array') {
    const item = exampleOf(doc, schema.items, mode, depth + 1, stack);
    return item === undefined ? [] : [item];
  }
  if (type === 'string') return (schema.format && FORMAT_EXAMPLES[schema.format]) ?? 'string';
  if (type === 'integer') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'boolean') return true;
  return undefined;
}
