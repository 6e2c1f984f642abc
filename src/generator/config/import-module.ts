/**
 * `import()` of an ES module by its URL: a site's config and React pages, bundled to `.mjs` files.
 * The bundled generator runs as a script compiled with V8's code cache (see bin/load-generator.js),
 * and a script has no `import()` of its own there: its loader swaps this module for one that calls
 * the loader's `import()`. From the sources, this is the plain `import()`.
 */
export function importModule(url: string): Promise<unknown> {
  return import(url);
}
