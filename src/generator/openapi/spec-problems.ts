/**
 * Why a spec cannot be read, each with its own cause: an empty file, a top level that is not a
 * mapping, nesting too deep for the readers, a key written twice, a file too large, a syntax error
 * (and in which file: the spec itself or one a `$ref` points to). Only a real syntax error is called
 * "not valid YAML or JSON".
 */
import path from 'node:path';
import yaml from 'js-yaml';
import type { Diagnostic } from '../diagnostics.ts';

/** The largest spec file docsgen reads (this site's largest is under 2 MB; the corpus's under 10 MB). */
export const MAX_SPEC_BYTES = 64 * 1024 * 1024;
/** Nesting deeper than this in a JSON spec is reported as such (the readers recurse once per level). */
const MAX_JSON_DEPTH = 1000;

const FIX_TOP_LEVEL = 'check that this is the OpenAPI file: a YAML or JSON mapping that starts with openapi: 3.x (or swagger: "2.0"), then info: and paths:';

/** A spec file past MAX_SPEC_BYTES. */
export function tooLarge(file: string, bytes: number): Diagnostic {
  return { file, message: `the spec file is ${(bytes / 1024 / 1024).toFixed(1)} MB, more than the ${MAX_SPEC_BYTES / 1024 / 1024} MB docsgen reads`, hint: 'split it into files joined with $ref (paths and components of their own), or remove what it repeats' };
}

/** A diagnostic when the parsed spec is not a mapping (empty, a list, a scalar), else undefined. */
export function describeTopLevel(value: unknown, file: string, text: string): Diagnostic | undefined {
  if (value === UNPARSED || (typeof value === 'object' && value !== null && !Array.isArray(value))) return undefined;
  const firstLine = firstContentLine(text);
  if (value === null || value === undefined) {
    return firstLine === undefined
      ? { file, line: 1, message: 'the spec file is empty (or holds only comments)', hint: 'write the OpenAPI document into it, or remove the group from api.groups in the config' }
      : { file, line: firstLine, message: 'the spec holds no document: its top level is null', hint: FIX_TOP_LEVEL };
  }
  const kind = Array.isArray(value) ? 'a list' : `a ${typeof value === 'string' ? 'string' : typeof value} (${JSON.stringify(value).slice(0, 40)})`;
  return { file, line: firstLine ?? 1, message: `the spec's top level is ${kind}, not a mapping of openapi:, info: and paths:`, hint: FIX_TOP_LEVEL };
}

/** The first line that is not blank or a comment, 1-based. */
function firstContentLine(text: string): number | undefined {
  const index = text.split('\n').findIndex((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  return index === -1 ? undefined : index + 1;
}

/**
 * A parse failure that is not a syntax error, named for its cause; undefined for a syntax error.
 * `file`/`text`: where the failure is (the spec, or the file a `$ref` led to).
 */
export function describeNonSyntaxFailure(error: unknown, file: string, text: string): Diagnostic | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError && /call stack/i.test(message)) {
    return {
      file,
      line: lineOfJsonDepth(text, MAX_JSON_DEPTH),
      message: 'the spec is nested too deeply to read: thousands of levels of lists or objects inside one another, or of $refs leading to $refs',
      hint: 'flatten it: define schemas once in components and point each $ref straight at the schema it means',
    };
  }
  const depth = /nesting exceeded maxDepth \((\d+)\)(?: \((\d+):\d+\))?/.exec(message);
  if (depth) {
    return { file, line: depth[2] ? Number(depth[2]) : undefined, message: `the spec is nested more than ${depth[1]} levels deep, the most its YAML reader takes`, hint: 'flatten it: move nested schemas into components and refer to them with $ref' };
  }
  const duplicate = /duplicated mapping key \((\d+):(\d+)\)/.exec(message);
  if (duplicate) {
    const line = Number(duplicate[1]);
    const key = /^\s*(?:- )?["']?([^"':]+)["']?\s*:/.exec(text.split('\n')[line - 1] ?? '')?.[1];
    return { file, line, message: `the key ${key ? `"${key}" ` : ''}appears twice in one mapping`, hint: 'merge the two entries into one (YAML does not allow a key twice)' };
  }
  return undefined;
}

/** The file a swagger-parser error is about, when it names one ("Error parsing /abs/path: …"), relative to the site. */
export function fileOfParseError(message: string, rootDir: string): string | undefined {
  const named = /^Error (?:parsing|opening file|reading file) "?([^":\s][^":]*?)"?:/m.exec(message)?.[1];
  if (!named || !path.isAbsolute(named)) return undefined;
  return path.relative(rootDir, named).split(path.sep).join('/');
}

/** The line where a JSON text first nests deeper than `limit` (strings skipped), else undefined. */
function lineOfJsonDepth(text: string, limit: number): number | undefined {
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    else if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > limit) return line;
    } else if (c === ']' || c === '}') depth--;
  }
  return undefined;
}

/** Stands for a text that does not parse at all (not for an empty one). */
export const UNPARSED = Symbol('unparsed');

/** The parsed value of a spec text, for describeTopLevel after a failure: as JSON (which nests deeper), else YAML. */
export function parsedValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return yaml.load(text, { schema: yaml.JSON_SCHEMA });
    } catch {
      return UNPARSED;
    }
  }
}
