/**
 * Load the OpenAPI file of each configured API group: parse, validate with swagger-parser, check
 * what the validator does not (unique operationIds), and keep the bundled document with its local
 * `$ref`s, so each shared schema can be rendered once per page instead of inlined everywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import type { OpenAPI } from 'openapi-types';
import type { DiagnosticBag } from '../diagnostics.ts';
import { isRef } from './resolve.ts';
import { lineOfPointer, lineOfRef } from './spec-locations.ts';
import { validateOpenApiSchema } from './validate-schema.ts';
import { duplicateJsonKeys } from './duplicate-json-keys.ts';
import { refLoopWarnings } from './ref-loops.ts';
import { checkAliasExpansion, checkSpecFile, confinedParserOptions, describeRefusedRef, type RefRefusal } from './confined-resolver.ts';
import { HTTP_METHODS, type ApiDocument } from './types.ts';

/** One API group's spec, loaded and validated. */
export interface LoadedSpec {
  group: string;
  /** Path relative to the site root. */
  source: string;
  absPath: string;
  /** The spec file's text, for the download copy. */
  text: string;
  doc: ApiDocument;
  /** Absolute paths of every file the spec was read from (itself and files its `$ref`s point to). */
  dependencies: string[];
}

/** Loads and validates one API group's spec; null (with errors in `bag`) when it is missing or invalid. */
export async function loadSpec(rootDir: string, specsDir: string, group: string, bag: DiagnosticBag): Promise<LoadedSpec | null> {
  const candidates = ['yaml', 'yml', 'json'].map((ext) => path.join(rootDir, specsDir, `${group}.${ext}`));
  const absPath = candidates.find((p) => fs.existsSync(p));
  if (!absPath) {
    bag.error({ file: path.join(specsDir, `${group}.yaml`), message: `the API group "${group}" has no spec file`, hint: `add ${specsDir}/${group}.yaml, or remove the group from api.groups in site.config.ts` });
    return null;
  }
  const source = path.relative(rootDir, absPath).split(path.sep).join('/');
  // Reads stay inside the site, and aliases are bounded, before anything parses the spec (see confined-resolver.ts).
  const unreadable = checkSpecFile(rootDir, absPath, source);
  if (unreadable) {
    bag.error(unreadable);
    return null;
  }
  const text = fs.readFileSync(absPath, 'utf8');
  const bomb = checkAliasExpansion(text, source);
  if (bomb) {
    bag.error(bomb);
    return null;
  }
  if (absPath.endsWith('.json')) duplicateJsonKeys(text, source).forEach((d) => bag.warn(d));
  const refused: RefRefusal[] = [];
  let bundled: OpenAPI.Document;
  let dependencies = [absPath];
  const selfContained = parseSelfContained(absPath, text);
  if (selfContained) bundled = selfContained;
  else {
    const parser = new SwaggerParser();
    try {
      bundled = await parser.bundle(absPath, confinedParserOptions(rootDir, refused));
    } catch (error) {
      bag.error(refused.length ? describeRefusedRef(refused[0], rootDir, source, absPath, text) : describeParseError(error, source, text));
      return null;
    }
    dependencies = [...new Set([absPath, ...parser.$refs.paths().filter((p) => path.isAbsolute(p))])];
  }
  try {
    // Dereferencing happens in place: work on a copy. Circular $refs stay refs for the schema check,
    // as swagger-parser does. (swagger-parser's own validate() adds nothing for OpenAPI 3: its checks
    // of the spec's rules are for Swagger 2.0 only.)
    const copy = structuredClone(bundled);
    await SwaggerParser.dereference(copy, { ...confinedParserOptions(rootDir, refused), dereference: { circular: 'ignore' } });
    validateOpenApiSchema(copy);
  } catch (error) {
    bag.error(describeValidationError(error, source, text));
    return null;
  }
  const doc = bundled as ApiDocument;
  if (!('openapi' in doc) || !/^3\.[01]\./.test(String(doc.openapi))) {
    bag.error({ file: source, line: 1, message: 'only OpenAPI 3.0 and 3.1 are supported', hint: 'convert the Swagger 2.0 file to OpenAPI 3 (e.g. with swagger2openapi)' });
    return null;
  }
  refLoopWarnings(doc, text, source).forEach((d) => bag.warn(d));
  const seen = new Map<string, string>();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op?.operationId) continue;
      const where = `${method.toUpperCase()} ${p}`;
      const first = seen.get(op.operationId);
      if (first) {
        bag.error({
          file: source,
          line: lineOfPointer(text, `/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/operationId`),
          message: `duplicate operationId "${op.operationId}" on ${where} (already used by ${first})`,
          hint: 'give every operation a unique operationId',
        });
      } else seen.set(op.operationId, where);
    }
  }
  return { group, source, absPath, text, doc, dependencies };
}

/** The OpenAPI versions swagger-parser accepts (a version it adds later only takes the slower path). */
const SUPPORTED_VERSIONS = new Set(['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4', '3.1.0', '3.1.1', '3.1.2']);
/** A `$ref` to a place in the same document, written with characters a URL leaves as they are. */
const LOCAL_REF = /^#\/(?:[\w.\/-]|~[01])*$/;

/**
 * The spec as swagger-parser's bundle() would give it, when bundling has nothing to do; else
 * undefined, and the caller bundles. bundle() reads the files a spec's `$ref`s point to and brings
 * them in; its crawl was most of a spec's load time (250 ms of this site's 15 specs, a quarter of
 * their whole build). A YAML spec whose every `$ref` points inside itself, at a value that is not a
 * `$ref` and along a path that crosses none, is already bundled: bundle() returns it as parsed. It is
 * parsed the way bundle() parses it (js-yaml, JSON schema). Anything else (a `$ref` to another file, a
 * chained or missing one, a `$id` that moves `$ref`s' base, a YAML error, a version swagger-parser
 * refuses) goes through bundle(), for its result and for its error messages.
 */
export function parseSelfContained(absPath: string, text: string): OpenAPI.Document | undefined {
  if (!/\.ya?ml$/i.test(absPath)) return undefined;
  let doc: unknown;
  try {
    doc = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  } catch {
    return undefined;
  }
  if (!isObject(doc) || 'swagger' in doc || doc.paths === undefined) return undefined;
  if (typeof doc.openapi !== 'string' || !SUPPORTED_VERSIONS.has(doc.openapi)) return undefined;
  if (isObject(doc.info) && typeof doc.info.version === 'number') return undefined;
  return refsStayInside(doc, doc) ? (doc as unknown as OpenAPI.Document) : undefined;
}

/** Whether every `$ref` under `value` resolves inside `root` as bundle() leaves it unchanged. */
function refsStayInside(value: unknown, root: Record<string, unknown>): boolean {
  if (Array.isArray(value)) return value.every((item) => refsStayInside(item, root));
  if (!isObject(value)) return true;
  if ('$id' in value && typeof value.$id === 'string') return false;
  // bundle() does not look inside a $ref object's other keys either.
  if (isRef(value)) return isPlainLocalRef(value.$ref, root);
  return Object.values(value).every((child) => refsStayInside(child, root));
}

/** Whether a local `$ref` reaches a value that is not itself a `$ref`, through no other `$ref`. */
function isPlainLocalRef(ref: string, root: Record<string, unknown>): boolean {
  if (!LOCAL_REF.test(ref)) return false;
  let current: unknown = root;
  for (const token of ref.slice(2).split('/')) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(key) || Number(key) >= current.length) return false;
      current = current[Number(key)];
    } else if (isObject(current) && Object.hasOwn(current, key)) current = current[key];
    else return false;
    if (isRef(current)) return false;
  }
  return true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeParseError(error: unknown, file: string, text: string) {
  const message = error instanceof Error ? error.message : String(error);
  const missingRef = /Error resolving \$ref pointer "[^"]*?(#[^"]*)"/.exec(message) ?? /Missing \$ref pointer "[^"]*?(#[^"]*)"/.exec(message);
  if (missingRef) {
    return {
      file,
      line: lineOfRef(text, missingRef[1]),
      message: `a $ref points to ${missingRef[1]}, which does not exist in the spec`,
      hint: 'define the component, or fix the $ref path',
    };
  }
  const yamlLine = /line (\d+)/i.exec(message) ?? /\((\d+):\d+\)/.exec(message);
  // An unclosed value is noticed at the end of the file; point at the last line with text instead.
  const lastTextLine = text.trimEnd().split('\n').length;
  return {
    file,
    line: yamlLine ? Math.min(Number(yamlLine[1]), lastTextLine) : undefined,
    message: `the spec is not valid YAML or JSON: ${message.split('\n')[0].replace(/^Error parsing [^:]+: /, '')}`,
    hint: 'fix the syntax at that line (indentation, quotes, a missing colon)',
  };
}

function describeValidationError(error: unknown, file: string, text: string) {
  const message = error instanceof Error ? error.message : String(error);
  const missingRef = /resolving \$ref pointer "[^"]*?(#[^"]*)"/.exec(message);
  if (missingRef) {
    return { file, line: lineOfRef(text, missingRef[1]), message: `a $ref points to ${missingRef[1]}, which does not exist in the spec`, hint: 'define the component, or fix the $ref path' };
  }
  // swagger-parser reports schema problems as "... at #/paths/~1jobs/get/responses" style pointers.
  const pointer = /(#\/[^\s,"']*)/.exec(message)?.[1];
  const first = message.split('\n').find((l) => l.trim() && !/^Swagger schema validation failed/.test(l))?.trim() ?? message;
  return {
    file,
    line: pointer ? lineOfPointer(text, pointer) : undefined,
    message: `the spec is not valid OpenAPI${pointer ? ` at ${pointer}` : ''}: ${first}`,
    hint: 'compare that part of the file with the OpenAPI specification',
  };
}
