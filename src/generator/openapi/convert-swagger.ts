/**
 * Swagger 2.0 specs are converted to OpenAPI 3.0 with swagger2openapi (the converter Redoc and
 * docusaurus-plugin-openapi-docs use), then rendered like any 3.x spec. The converter is told not to
 * resolve anything (the loader has bundled the spec, confined to the site) and to patch small faults
 * it meets instead of refusing the spec; each patch is reported as a warning.
 */
import { createRequire } from 'node:module';
import type { Diagnostic } from '../diagnostics.ts';
import type { ApiDocument } from './types.ts';

interface ConvertOptions {
  patch: boolean;
  warnOnly: boolean;
  resolve: boolean;
  /** Filled in by the converter: what it changed in the input to make it convertible. */
  patches?: number;
  openapi?: ApiDocument;
}
interface Swagger2OpenApi {
  convertObj(swagger: object, options: ConvertOptions): Promise<ConvertOptions>;
}

// CommonJS without types of its own.
const require = createRequire(import.meta.url);

/** Whether a parsed document is a Swagger 2.0 one. */
export function isSwagger2(doc: unknown): doc is { swagger: string } {
  return typeof doc === 'object' && doc !== null && String((doc as { swagger?: unknown }).swagger).startsWith('2.');
}

/** The OpenAPI 3.0 equivalent of a bundled Swagger 2.0 document, or a diagnostic saying why there is none. */
export async function convertSwagger2(doc: object, file: string): Promise<{ doc: ApiDocument; warnings: Diagnostic[] } | { error: Diagnostic }> {
  const converter = require('swagger2openapi') as Swagger2OpenApi;
  try {
    // The converter works in place on parts of its input: give it a copy.
    const result = await converter.convertObj(structuredClone(doc), { patch: true, warnOnly: true, resolve: false });
    if (!result.openapi) throw new Error('the converter returned no document');
    const warnings: Diagnostic[] = result.patches
      ? [{ file, message: `the Swagger 2.0 spec needed ${result.patches} correction${result.patches === 1 ? '' : 's'} to be converted to OpenAPI 3`, hint: 'run swagger2openapi --patch on it to see each one, or convert the file to OpenAPI 3 yourself' }]
      : [];
    return { doc: result.openapi, warnings };
  } catch (error) {
    return {
      error: {
        file,
        line: 1,
        message: `the Swagger 2.0 spec could not be converted to OpenAPI 3: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
        hint: 'fix the part of the spec the message names, or convert the file to OpenAPI 3 yourself',
      },
    };
  }
}
