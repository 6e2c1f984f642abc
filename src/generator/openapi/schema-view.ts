/**
 * Turns a spec schema into a SchemaNode tree for display. Within one page, a named schema is shown in
 * full once; later uses link to it, and a schema that contains itself is marked circular, so pages stay
 * small and cycles never recurse.
 */
import GithubSlugger from 'github-slugger';
import type { SchemaNode } from '../../templates/api/model.ts';
import { externalName, isRef, nameOfRef, refName, resolveRef, typesOf } from './resolve.ts';
import type { ApiDocument, Schema } from './types.ts';

/** Per-page state: which named schemas are already shown, and where. */
export interface SchemaPageContext {
  doc: ApiDocument;
  /** Renders a Markdown description to HTML. */
  markdown: (text: string) => string;
  seen: Map<string, string>;
  slugger: GithubSlugger;
  /** Put before every anchor this context hands out (a fragment loaded into a page must not repeat the page's ids). */
  anchorPrefix: string;
  /**
   * Where a named schema's body is published once for every page (see schema-fragments.ts). Given,
   * a named schema met at `INLINE_LEVELS` or deeper is not expanded: its node points there instead.
   * It takes a view key (see viewKey).
   */
  sharedSrc?: (key: string) => string;
  /**
   * Which way the data goes: a request leaves out read-only properties, a response write-only ones,
   * as Redoc and docusaurus-plugin-openapi-docs show them. Unset (a schema's own page): all.
   */
  direction?: Direction;
  /**
   * How many more schema nodes the page may draw, shared by its views (a spread copy of the
   * context shares it too): whatever a spec's shape, a page's schemas end.
   */
  budget: { left: number };
}

/** The most schema nodes one page draws (the largest of 300 real specs' operation pages has a few thousand). */
const PAGE_NODE_BUDGET = 20_000;

export type Direction = 'request' | 'response';

/**
 * The key a named schema's body is known by on a page and among the shared bodies: its ref, or
 * "request <ref>" / "response <ref>" when the direction leaves some of its properties out.
 */
export function viewKey(doc: ApiDocument, ref: string, direction: Direction | undefined): string {
  return direction && refHidesProperties(doc, ref, direction) ? `${direction} ${ref}` : ref;
}

/** Per document, by "direction ref": whether the named schema, or any schema it reaches, leaves a property out. */
const hidingRefs = new WeakMap<ApiDocument, Map<string, boolean>>();

/**
 * Whether a named schema, or any schema in it (named ones too), leaves a property out in this
 * direction. The named schemas it reaches are judged together, once per document: a ref hides when
 * its own body does or a ref it names does, so the answer spreads back from the bodies that hide
 * over the graph of refs, cycles included. (Judging each ref by walking into the others took
 * exponential time on a spec whose schemas all reach each other: Amazon Timestream's.)
 */
function refHidesProperties(doc: ApiDocument, ref: string, direction: Direction): boolean {
  let known = hidingRefs.get(doc);
  if (!known) hidingRefs.set(doc, (known = new Map()));
  const keyOf = (r: string) => `${direction} ${r}`;
  const cached = known.get(keyOf(ref));
  if (cached !== undefined) return cached;
  // Every ref reachable from this one not judged yet: whether its own body hides, and the refs it names.
  const ownBodyHides = new Map<string, boolean>();
  const namedBy = new Map<string, string[]>();
  const pending = [ref];
  while (pending.length) {
    const next = pending.pop()!;
    if (ownBodyHides.has(next) || known.has(keyOf(next))) continue;
    const named: string[] = [];
    ownBodyHides.set(next, bodyHides(doc, resolveRef<Schema>(doc, { $ref: next }), direction, named));
    for (const target of named) {
      const naming = namedBy.get(target);
      if (naming) naming.push(next);
      else namedBy.set(target, [next]);
    }
    pending.push(...named);
  }
  const hiding = new Set([...ownBodyHides].filter(([, hides]) => hides).map(([r]) => r));
  const spread = [...hiding, ...[...namedBy.keys()].filter((r) => known.get(keyOf(r)) === true)];
  while (spread.length) {
    for (const naming of namedBy.get(spread.pop()!) ?? []) {
      if (!hiding.has(naming)) {
        hiding.add(naming);
        spread.push(naming);
      }
    }
  }
  for (const judged of ownBodyHides.keys()) known.set(keyOf(judged), hiding.has(judged));
  return known.get(keyOf(ref)) ?? false;
}

/** A view key's direction and ref. */
export function parseViewKey(key: string): { direction?: Direction; ref: string } {
  const match = /^(request|response) (.+)$/.exec(key);
  return match ? { direction: match[1] as Direction, ref: match[2]! } : { ref: key };
}

/** Whether a property is left out in this direction (read-only in a request, write-only in a response). */
function hiddenIn(doc: ApiDocument, prop: Schema, direction: Direction | undefined): boolean {
  if (!direction) return false;
  const schema = isRef(prop) ? resolveRef<Schema>(doc, prop) : prop;
  return direction === 'request' ? schema?.readOnly === true : schema?.writeOnly === true;
}

/**
 * Whether a schema's own body leaves a property out in this direction; the named schemas in it,
 * an allOf's parts too, are not entered but listed in `named` (what they hide, the ref graph adds).
 * A body that hides answers at once: what it names cannot change that.
 */
function bodyHides(doc: ApiDocument, input: Schema | undefined, direction: Direction, named: string[], depth = 0): boolean {
  if (!input || depth > MAX_NESTING) return false;
  if (isRef(input)) {
    named.push(input.$ref);
    return false;
  }
  if (Object.values(input.properties ?? {}).some((p) => hiddenIn(doc, p, direction))) return true;
  const inner = [...Object.values(input.properties ?? {}), ...(input.items ? [input.items] : []), ...(typeof input.additionalProperties === 'object' ? [input.additionalProperties] : []), ...(input.allOf ?? []), ...(input.oneOf ?? []), ...(input.anyOf ?? [])];
  return inner.some((s) => bodyHides(doc, s, direction, named, depth + 1));
}

export function createSchemaContext(
  doc: ApiDocument,
  markdown: (text: string) => string,
  options: { anchorPrefix?: string; sharedSrc?: (key: string) => string; direction?: Direction } = {},
): SchemaPageContext {
  return { doc, markdown, seen: new Map(), budget: { left: PAGE_NODE_BUDGET }, slugger: new GithubSlugger(), anchorPrefix: options.anchorPrefix ?? '', sharedSrc: options.sharedSrc, ...(options.direction ? { direction: options.direction } : {}) };
}

/**
 * Levels of nested schema a page shows in place: level 0 is a body's schema, 1 the objects of its
 * properties (shown open), 2 theirs (closed until a reader opens them). Bodies from level 2 on are
 * loaded when opened (named ones from one shared file): a closed level costs bytes nobody sees.
 */
export const INLINE_LEVELS = 2;

/** How many named schemas deep a page shows, and how many levels of any kind. */
const MAX_DEPTH = 12;
const MAX_NESTING = 40;

function depthOf(stack: string[]): number {
  return stack.length;
}

/**
 * `level` counts nested levels as a reader sees them (properties, additional properties and options
 * add one; array items show at their array's level), for `INLINE_LEVELS`.
 */
export function schemaNode(ctx: SchemaPageContext, input: Schema | undefined, stack: string[] = [], level = 0): SchemaNode {
  if (!input) return blank('any');
  if (ctx.budget.left-- <= 0) return { ...blank('object'), descriptionHtml: '<p>Too large to show here.</p>' };
  if (isRef(input)) {
    const ref = input.$ref;
    const name = nameOfRef(ctx.doc, ref);
    if (stack.includes(ref)) return { ...blank(name), refName: name, ref, circular: true };
    if (refsIn(stack) > MAX_DEPTH) return { ...blank(name), refName: name, ref, descriptionHtml: '<p>Nested too deeply to show here.</p>' };
    // A schema shown without its read-only (or write-only) properties is another body than the whole one.
    const key = viewKey(ctx.doc, ref, ctx.direction);
    const earlier = ctx.seen.get(key);
    const target = resolveRef<Schema>(ctx.doc, input);
    if (earlier) return { ...blank(labelOf(ctx.doc, target ?? {}, name)), refName: name, ref: key, seenAnchor: earlier, descriptionHtml: undefined };
    if (!target) return { ...blank(name), refName: name, descriptionHtml: `<p>Unresolved reference <code>${escape(ref)}</code>.</p>` };
    if (ctx.sharedSrc && level >= INLINE_LEVELS && hasStructureOf(ctx.doc, target)) {
      // Deep enough to start closed: its body is published once for all pages, loaded when opened.
      return { ...metaOf(ctx, target), typeLabel: labelOf(ctx.doc, target, name), refName: name, ref: key, deferredSrc: ctx.sharedSrc(key) };
    }
    const node = schemaNode(ctx, target, [...stack, ref], level);
    const shown: SchemaNode = { ...node, refName: name, ref: key, typeLabel: labelOf(ctx.doc, target, name) };
    // A scalar or enum renders no section of its own to link back to, and is short: repeat it in place.
    if (!hasStructure(node)) return shown;
    const anchor = ctx.slugger.slug(`${ctx.anchorPrefix}schema-${name}`);
    ctx.seen.set(key, anchor);
    return { ...shown, anchor };
  }
  if (refsIn(stack) > MAX_DEPTH || depthOf(stack) > MAX_NESTING) return { ...blank('object'), descriptionHtml: '<p>Nested too deeply to show here.</p>' };
  // An allOf's named parts are entered as a $ref is: one already being shown around this one is a
  // cycle (`Type` → `ArrayColumnInfo: allOf [ColumnInfo]` → `Type: allOf [Type]`), marked, not merged again.
  const partRefs = (input.allOf ?? []).filter(isRef).map((part) => part.$ref);
  const cycle = partRefs.find((ref) => stack.includes(ref));
  if (cycle) return { ...blank(nameOfRef(ctx.doc, cycle)), refName: nameOfRef(ctx.doc, cycle), ref: cycle, circular: true };
  const schema = input.allOf?.length ? mergeAllOf(ctx.doc, input) : input;
  // Nested schemas written in place add a level too (an empty entry: not a $ref), so no spec's nesting overflows the stack.
  stack = [...stack, ...partRefs, ''];
  const { types } = typesOf(schema);
  const named = soleRefOf(input);
  const node: SchemaNode = { ...metaOf(ctx, schema), typeLabel: labelOf(ctx.doc, schema, named ? nameOfRef(ctx.doc, named) : undefined) };
  if (schema.properties || types.includes('object')) {
    const required = new Set(schema.required ?? []);
    node.properties = [];
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      if (hiddenIn(ctx.doc, prop, ctx.direction)) continue;
      node.properties.push({ name, required: required.has(name), schema: schemaNode(ctx, prop, stack, level + 1) });
      // Past the page's budget the property that ran out says so; the rest are not drawn.
      if (ctx.budget.left < 0) break;
    }
    if (schema.additionalProperties === true) node.additional = true;
    else if (typeof schema.additionalProperties === 'object') node.additional = schemaNode(ctx, schema.additionalProperties, stack, level + 1);
  }
  if (types.includes('array') && schema.items) node.items = schemaNode(ctx, schema.items, stack, level);
  // An array of values from a list (`items: { enum: […] }`) says them, as its items show at its level.
  if (node.items?.enumValues?.length && !node.enumValues) node.enumValues = node.items.enumValues;
  if (schema.const !== undefined && !node.enumValues) node.constValue = JSON.stringify(schema.const);
  const variants = schema.oneOf ? ['oneOf', schema.oneOf] : schema.anyOf ? ['anyOf', schema.anyOf] : undefined;
  if (variants) {
    const [keyword, list] = variants as ['oneOf' | 'anyOf', Schema[]];
    const options = list.map((option, i) => {
      const shown = schemaNode(ctx, option, stack, level + 1);
      const title = isRef(option) ? nameOfRef(ctx.doc, option.$ref) : (externalName(option) ?? option.title);
      // An option is named by what it is: its component name or title, then its type ("string", "integer ≥ 0").
      return { label: title && title !== shown.typeLabel ? `${title} (${shown.typeLabel})` : title || shown.typeLabel || `Option ${i + 1}`, schema: shown };
    });
    // Plain scalars ("string | integer") say everything in the type label: no boxes to open.
    if (!options.every((o) => isBareScalar(o.schema))) {
      node.alternatives = { keyword, discriminator: schema.discriminator?.propertyName, mapping: discriminatorMapping(schema, list), options };
    }
  }
  return node;
}

/** What a node says of itself (description, flags, enum, default, example, constraints), without its structure. */
function metaOf(ctx: SchemaPageContext, input: Schema): SchemaNode {
  const schema = input.allOf?.length ? mergeAllOf(ctx.doc, input) : input;
  return {
    typeLabel: '',
    descriptionHtml: schema.description ? ctx.markdown(schema.description) : undefined,
    nullable: typesOf(schema).nullable,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    deprecated: schema.deprecated === true,
    enumValues: schema.enum?.map((v) => JSON.stringify(v)),
    defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    example: schema.example === undefined ? (schema.examples?.length ? JSON.stringify(schema.examples[0]) : undefined) : JSON.stringify(schema.example),
    // OpenAPI 3.1's list of examples: every value, not only the first.
    ...(schema.example === undefined && (schema.examples?.length ?? 0) > 1 ? { moreExamples: schema.examples!.slice(1).map((e) => JSON.stringify(e)) } : {}),
    constraints: constraintsOf(schema),
  };
}

/** Whether a schema (not yet turned into a node) would show nested structure: properties, options, structured items or values. */
function hasStructureOf(doc: ApiDocument, input: Schema, hops = 0): boolean {
  const schema = input.allOf?.length ? mergeAllOf(doc, input) : input;
  if (Object.keys(schema.properties ?? {}).length) return true;
  const options = schema.oneOf ?? schema.anyOf ?? [];
  if (options.some((o) => isRef(o) || o.properties || o.items || o.oneOf || o.anyOf || o.allOf)) return true;
  if (typeof schema.additionalProperties === 'object') return true;
  const items = schema.items ? resolveRef<Schema>(doc, schema.items) : undefined;
  return Boolean(items && hops < 4 && typesOf(schema).types.includes('array') && hasStructureOf(doc, items, hops + 1));
}

/** A scalar with nothing to say beyond its type label (no description, enum, constraint or structure). */
function isBareScalar(node: SchemaNode): boolean {
  return !node.properties && !node.items?.properties && !node.alternatives && !node.additional && !node.descriptionHtml && !node.enumValues?.length && !node.constraints.length && !node.refName && node.constValue === undefined;
}

/** Discriminator values and the option each selects: the explicit mapping, else each referenced option's name. */
function discriminatorMapping(schema: Schema, options: Schema[]): Array<{ value: string; target: string }> | undefined {
  if (!schema.discriminator) return undefined;
  const explicit = Object.entries(schema.discriminator.mapping ?? {}).map(([value, ref]) => ({ value, target: ref.includes('/') ? refName(ref) : ref }));
  const mapped = new Set(explicit.map((m) => m.target));
  const implicit = options.filter((o) => isRef(o) && !mapped.has(refName(o.$ref))).map((o) => ({ value: refName((o as { $ref: string }).$ref), target: refName((o as { $ref: string }).$ref) }));
  return [...explicit, ...implicit];
}

/** Whether a node shows nested structure (and so a section a later "shown above" link can point at). */
function hasStructure(node: SchemaNode): boolean {
  const items = node.items;
  return Boolean(
    node.properties?.length || node.alternatives || (node.additional && node.additional !== true) ||
      (items && (items.properties?.length || items.alternatives || items.seenAnchor || items.circular)),
  );
}

/** A short type label: "string<uuid>", "Job[]", "integer | null". */
export function labelOf(doc: ApiDocument, schema: Schema, givenName?: string): string {
  if (isRef(schema)) return nameOfRef(doc, schema.$ref);
  // A schema of another file, bundled in where it is first used, goes by its file's name.
  const name = givenName ?? externalName(schema);
  const { types, nullable } = typesOf(schema);
  // `type: 'null'` (OpenAPI 3.1), most often the second shape of a oneOf: null, not "any | null".
  const onlyNull = nullable && !types.length && [schema.type].flat().includes('null');
  if (onlyNull && !name && !schema.oneOf && !schema.anyOf) return 'null';
  let label: string;
  if (name) label = name;
  else if (schema.oneOf || schema.anyOf) label = unionLabel(doc, (schema.oneOf ?? schema.anyOf)!, schema.oneOf ? 'oneOf' : 'anyOf');
  else if (types.includes('array')) {
    const items = schema.items;
    const inner = items ? labelOf(doc, items) : '';
    label = !items ? 'array' : / \| /.test(inner) ? `(${inner})[]` : `${inner}[]`;
  } else if (types.length) label = types.map((t) => (schema.format && t !== 'object' ? `${t}<${schema.format}>` : t)).join(' | ');
  else label = schema.const !== undefined ? `const ${JSON.stringify(schema.const)}` : 'any';
  return nullable ? `${label} | null` : label;
}

/** "string | integer", "Cat | Dog"; past four options, "one of 6 shapes". */
function unionLabel(doc: ApiDocument, options: Schema[], keyword: 'oneOf' | 'anyOf'): string {
  const labels = [...new Set(options.map((o) => labelOf(doc, o)))];
  if (labels.length > 4) return `${keyword === 'oneOf' ? 'one' : 'any'} of ${options.length} shapes`;
  return labels.join(' | ') || keyword;
}

function refsIn(stack: string[]): number {
  return stack.filter((entry) => entry !== '').length;
}

const INHERITED_KEYWORDS = ['items', 'additionalProperties', 'format', 'enum', 'const', 'default', 'example', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'nullable', 'readOnly', 'writeOnly', 'deprecated'] as const;

/**
 * The one `$ref` of an allOf whose other parts only annotate it (`allOf: [$ref: Vehicle, {description}]`):
 * the field is a Vehicle, as openapi-docs and Redoc name it.
 */
function soleRefOf(schema: Schema): string | undefined {
  const parts = schema.allOf ?? [];
  const refs = parts.filter(isRef);
  if (refs.length !== 1) return undefined;
  const annotating = (part: Schema) => isRef(part) || !(part.type || part.properties || part.items || part.oneOf || part.anyOf || part.allOf || part.enum);
  return parts.every(annotating) && !schema.properties && !schema.type ? refs[0].$ref : undefined;
}

function mergeAllOf(doc: ApiDocument, schema: Schema, merging: Set<Schema> = new Set()): Schema {
  const merged: Schema = { ...schema, allOf: undefined, properties: { ...(schema.properties ?? {}) }, required: [...(schema.required ?? [])] };
  merging.add(schema);
  for (const part of schema.allOf ?? []) {
    const resolved = resolveRef<Schema>(doc, part) ?? {};
    // A schema that is its own allOf part (through others) adds nothing more the second time.
    if (merging.has(resolved)) continue;
    const flat = resolved.allOf?.length ? mergeAllOf(doc, resolved, merging) : resolved;
    Object.assign(merged.properties!, flat.properties ?? {});
    merged.required!.push(...(flat.required ?? []));
    merged.type ??= flat.type;
    merged.description ??= flat.description;
    merged.oneOf ??= flat.oneOf;
    merged.anyOf ??= flat.anyOf;
    merged.discriminator ??= flat.discriminator;
    // A part's other keywords (an array's items, a number's range, a string's format and enum) hold
    // for the whole, where the schema itself does not say (`allOf: [$ref: BoundedInt, {description}]`).
    for (const key of INHERITED_KEYWORDS) if (merged[key] === undefined && flat[key] !== undefined) (merged as Record<string, unknown>)[key] = flat[key];
  }
  if (Object.keys(merged.properties!).length) merged.type ??= 'object';
  // No properties from any part: none at all (an allOf of a string's $ref and a description is a string, with its example).
  else if (!schema.properties) delete merged.properties;
  if (!merged.required!.length && !schema.required) delete merged.required;
  return merged;
}

/** A schema's constraints as the reference shows them (`≥ 1`, `max length 64`, `pattern …`). */
export function constraintsOf(s: Schema): string[] {
  const out: string[] = [];
  if (s.minimum !== undefined) out.push(`${s.exclusiveMinimum === true ? '>' : '≥'} ${s.minimum}`);
  if (typeof s.exclusiveMinimum === 'number') out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) out.push(`${s.exclusiveMaximum === true ? '<' : '≤'} ${s.maximum}`);
  if (typeof s.exclusiveMaximum === 'number') out.push(`< ${s.exclusiveMaximum}`);
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minItems !== undefined) out.push(`min items ${s.minItems}`);
  if (s.maxItems !== undefined) out.push(`max items ${s.maxItems}`);
  if (s.uniqueItems) out.push('unique items');
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  return out;
}

function blank(typeLabel: string): SchemaNode {
  return { typeLabel, nullable: false, readOnly: false, writeOnly: false, deprecated: false, constraints: [] };
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
