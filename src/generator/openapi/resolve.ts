/** Resolves local `$ref`s ("#/components/...") in a bundled spec, one step at a time. */
import type { ApiDocument, Schema } from './types.ts';
import { EXTERNAL_NAME } from './external-names.ts';

/** Follows a chain of `$ref`s to the object they point at. Unresolvable refs return undefined. */
export function resolveRef<T>(doc: ApiDocument, value: T | { $ref: string }): T | undefined {
  let current: unknown = value;
  for (let hops = 0; hops < 32 && isRef(current); hops++) current = lookup(doc, current.$ref);
  return isRef(current) ? undefined : (current as T | undefined);
}

export function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

/** The component name of a schema ref ("#/components/schemas/Job" -> "Job"). */
export function refName(ref: string): string {
  return decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1)).replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The name a reader knows a schema ref by: a component's key, else the name its own file gave it
 * when bundling moved it into the spec (external-names.ts), else the pointer's last part.
 */
export function nameOfRef(doc: ApiDocument, ref: string): string {
  if (/^#\/(components\/schemas|definitions)\/[^/]+$/.test(ref)) return refName(ref);
  return externalName(lookup(doc, ref)) ?? refName(ref);
}

/** The name bundling kept for a schema of another file (external-names.ts), if it is one. */
export function externalName(schema: unknown): string | undefined {
  const name = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)[EXTERNAL_NAME] : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

function lookup(doc: ApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The schema's types as a list, reading 3.0 `nullable` and 3.1 type arrays alike. */
export function typesOf(schema: Schema): { types: string[]; nullable: boolean } {
  const raw = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable === true || raw.includes('null');
  let types = raw.filter((t) => t !== 'null');
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties) types = ['object'];
    else if (schema.items) types = ['array'];
  }
  return { types, nullable };
}
