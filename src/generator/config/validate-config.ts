/** Validates a config's default export against the schema; errors name the key and what was expected. */
import type { z } from 'zod';
import { DocsgenError } from '../diagnostics.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { admonitionTitlesOf, themeLabelsOf } from './theme-labels.ts';

/** Validates a raw config object; errors name the key and what was expected. */
export function validateConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  // A value that contains itself (a sidebar category among its own items) would send the schema check into endless recursion.
  const cycle = findCycle(raw);
  if (cycle) {
    throw new DocsgenError({ file, message: `"${cycle}" contains itself (a loop of objects), so the config cannot be read`, hint: 'give each sidebar category its own items instead of reusing an object inside itself' });
  }
  // Parsed once a build: zod's fast path (a function it compiles for the schema) cost more to make
  // than it saves, 9-13 ms of the main thread's start-up against 3-5 without it.
  const result = siteConfigSchema.safeParse(raw, { jitless: true });
  if (result.success) return withLanguageTitles(result.data);
  throw new DocsgenError(result.error.issues.map((issue) => describeIssue(issue, file)));
}

/** Admonitions titled in the site's language unless the config titles them itself. */
function withLanguageTitles(config: SiteConfig): SiteConfig {
  const admonitions = config.markdown.admonitions;
  admonitions.titles = { ...admonitionTitlesOf(themeLabelsOf(config)), ...admonitions.titles };
  return config;
}

function describeIssue(issue: z.core.$ZodIssue, file: string) {
  const key = issue.path.length ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : '(root)';
  if (issue.code === 'unrecognized_keys') {
    const where = key === '(root)' ? 'the config' : `"${key}"`;
    return {
      file,
      message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} in ${where}`,
      hint: 'remove it or check its spelling against the SiteConfig type',
    };
  }
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return { file, message: `missing required key "${key}" (expected ${issue.expected})`, hint: `add "${key}" to the config` };
  }
  if (issue.code === 'invalid_union') {
    // A union that says what it wants (a link's href) says it.
    if (issue.message && issue.message !== 'Invalid input') return { file, message: `"${key}": ${issue.message}`, hint: `give "${key}" a valid value` };
    // The shape the value comes nearest (a link with an `href` is the href shape): what is wrong in that one.
    const nearest = nearestShape(issue.errors);
    if (nearest) return describeIssue({ ...nearest, path: [...issue.path, ...nearest.path] } as z.core.$ZodIssue, file);
    return { file, message: `"${key}" has an invalid value: it matches none of the allowed shapes`, hint: 'compare it with the SiteConfig type' };
  }
  return { file, message: `"${key}": ${issue.message.replace(/^Invalid input: /, '')}`, hint: `give "${key}" a valid value` };
}

/**
 * Of a union's shapes, the first issue of the one the value fails least: fewest issues, none an
 * unknown or missing key of the shape itself (those say it is another shape), the deepest first.
 * Undefined when no shape stands out (two fail alike).
 */
function nearestShape(shapes: z.core.$ZodIssue[][]): z.core.$ZodIssue | undefined {
  const offKey = (i: z.core.$ZodIssue) => i.code === 'unrecognized_keys' || (i.code === 'invalid_type' && /received undefined/.test(i.message));
  const cost = (issues: z.core.$ZodIssue[]) => issues.length * 10 + issues.filter(offKey).length * 5 - Math.max(0, ...issues.map((i) => i.path.length));
  const ranked = shapes.filter((issues) => issues.length > 0).sort((a, b) => cost(a) - cost(b));
  if (!ranked.length || (ranked.length > 1 && cost(ranked[0]) === cost(ranked[1]))) return undefined;
  return [...ranked[0]].sort((a, b) => b.path.length - a.path.length)[0];
}

/** The key path of the first object that contains itself, or undefined. Shared objects that do not loop are fine. */
export function findCycle(value: unknown): string | undefined {
  const open = new Set<object>();
  const done = new WeakSet<object>();
  const walk = (node: unknown, at: string): string | undefined => {
    if (typeof node !== 'object' || node === null || done.has(node)) return undefined;
    if (open.has(node)) return at || '(root)';
    open.add(node);
    const entries: Array<[string, unknown]> = Array.isArray(node) ? node.map((v, i) => [`${at}[${i}]`, v]) : Object.entries(node).map(([k, v]) => [at ? `${at}.${k}` : k, v]);
    for (const [key, child] of entries) {
      const found = walk(child, key);
      if (found) return found;
    }
    open.delete(node);
    done.add(node);
    return undefined;
  };
  return walk(value, '');
}
