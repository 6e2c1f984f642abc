/**
 * Names for the schemas a spec keeps in other files. Bundling moves a file's schema to where the
 * spec first uses it (`#/paths/~1pets/post/requestBody/content/application~1json/schema`), so the
 * name a reader knows it by ("Pet", the file's) would be lost, and every later use would read
 * "schema". Each such schema is marked with its name, as Redocly's bundler and
 * docusaurus-plugin-openapi-docs name it: a file's root by the file name, a schema under a file's
 * `components.schemas` or `definitions` (or at the top of a file of schemas) by its key.
 */
import path from 'node:path';

/** The mark a bundled schema carries: the name it had in its own file. */
export const EXTERNAL_NAME = 'x-docsgen-name';

const SCHEMA_KEYWORDS = ['type', 'properties', 'allOf', 'oneOf', 'anyOf', 'items', '$ref', 'enum', 'additionalProperties', 'const'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Marks, in place, the schemas of every file but the spec itself (`files`: parsed value by path, as swagger-parser's $refs.values() gives them). */
export function nameExternalSchemas(files: Record<string, unknown>, specPath: string): void {
  for (const [file, value] of Object.entries(files)) {
    if (file === specPath || !isObject(value)) continue;
    const looksLikeSchema = SCHEMA_KEYWORDS.some((keyword) => keyword in value);
    if (looksLikeSchema) mark(value, path.basename(file).replace(/\.(ya?ml|json)$/i, ''));
    else {
      // A file of schemas by name (`Pet: {…}`), or a partial spec with its own components.
      for (const [key, entry] of Object.entries(value)) if (isObject(entry) && SCHEMA_KEYWORDS.some((keyword) => keyword in entry)) mark(entry, key);
    }
    const components = isObject(value.components) && isObject(value.components.schemas) ? value.components.schemas : undefined;
    for (const map of [components, isObject(value.definitions) ? value.definitions : undefined]) {
      for (const [key, entry] of Object.entries(map ?? {})) if (isObject(entry)) mark(entry, key);
    }
  }
}

function mark(schema: Record<string, unknown>, name: string): void {
  if (name && schema[EXTERNAL_NAME] === undefined) schema[EXTERNAL_NAME] = name;
}
