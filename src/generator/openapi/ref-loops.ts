/**
 * Components that are nothing but a `$ref` leading back to themselves (`A: {$ref: '#/.../A'}`, or
 * A -> B -> A): valid to the validator, yet they describe nothing, and every page that uses one
 * shows an empty schema. A schema that refers to itself inside its properties (a tree) is fine.
 * A chain of such components longer than MAX_CHAIN is an error too.
 */
import type { Diagnostic } from '../diagnostics.ts';
import { isRef } from './resolve.ts';
import { lineOfPointer } from './spec-locations.ts';
import type { ApiDocument } from './types.ts';

/** The longest chain of components that are only a `$ref` to the next (real specs alias a few at most). */
const MAX_CHAIN = 32;

/** A diagnostic for each component whose `$ref` chain comes back to it without reaching a definition. */
export function refLoopWarnings(doc: ApiDocument, text: string, source: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  let longChain = false;
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const [section, entries] of Object.entries(components)) {
    for (const [name, value] of Object.entries(entries ?? {})) {
      const start = `#/components/${section}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const chain = [start];
      let current: unknown = value;
      while (isRef(current) && chain.length <= MAX_CHAIN) {
        const target = current.$ref;
        if (chain.includes(target)) {
          found.push({
            file: source,
            line: lineOfPointer(text, start),
            message: `${start} is only a $ref that leads back to itself (${[...chain, target].join(' -> ')}), so it describes nothing`,
            hint: 'define the schema in one of them, or point the $ref at the component that holds the definition',
          });
          break;
        }
        chain.push(target);
        current = lookup(doc, target);
      }
      // Thousands of $refs each leading only to the next made every page that used one crawl (minutes): one error, at the first.
      if (isRef(current) && chain.length > MAX_CHAIN && !longChain) {
        longChain = true;
        found.push({
          file: source,
          line: lineOfPointer(text, start),
          message: `${start} starts a chain of more than ${MAX_CHAIN} components that are each only a $ref to the next (${chain.slice(0, 3).join(' -> ')} -> …)`,
          hint: 'point each $ref straight at the component that holds the definition',
        });
      }
    }
  }
  return found;
}

function lookup(doc: ApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}
