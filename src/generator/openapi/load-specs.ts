/**
 * Load the OpenAPI file of each configured API group: parse, validate with swagger-parser, check
 * what the validator does not (unique operationIds), and keep the bundled document with its local
 * `$ref`s, so each shared schema can be rendered once per page instead of inlined everywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import type { DiagnosticBag } from '../diagnostics.ts';
import { lineOfPointer, lineOfRef } from './spec-locations.ts';
import { validateOpenApiSchema } from './validate-schema.ts';
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
  const text = fs.readFileSync(absPath, 'utf8');
  let bundled: OpenAPI.Document;
  const parser = new SwaggerParser();
  try {
    bundled = await parser.bundle(absPath);
  } catch (error) {
    bag.error(describeParseError(error, source, text));
    return null;
  }
  try {
    // Dereferencing happens in place: work on a copy. Circular $refs stay refs for the schema check,
    // as swagger-parser does, which then resolves them for its own checks of the spec's rules.
    const copy = structuredClone(bundled);
    await SwaggerParser.dereference(copy, { dereference: { circular: 'ignore' } });
    validateOpenApiSchema(copy);
    await SwaggerParser.validate(copy, { validate: { schema: false } });
  } catch (error) {
    bag.error(describeValidationError(error, source, text));
    return null;
  }
  const doc = bundled as ApiDocument;
  if (!('openapi' in doc) || !/^3\.[01]\./.test(String(doc.openapi))) {
    bag.error({ file: source, line: 1, message: 'only OpenAPI 3.0 and 3.1 are supported', hint: 'convert the Swagger 2.0 file to OpenAPI 3 (e.g. with swagger2openapi)' });
    return null;
  }
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
  const dependencies = [...new Set([absPath, ...parser.$refs.paths().filter((p) => path.isAbsolute(p))])];
  return { group, source, absPath, text, doc, dependencies };
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
