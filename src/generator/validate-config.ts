/** Validates a config's default export against the schema; errors name the key and what was expected. */
import type { z } from 'zod';
import { DocsgenError } from './diagnostics.ts';
import { siteConfigSchema, type SiteConfig } from './config-schema.ts';

/** Validates a raw config object; errors name the key and what was expected. */
export function validateConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new DocsgenError(result.error.issues.map((issue) => describeIssue(issue, file)));
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
    return { file, message: `"${key}" has an invalid value: it matches none of the allowed shapes`, hint: 'compare it with the SiteConfig type' };
  }
  return { file, message: `"${key}": ${issue.message.replace(/^Invalid input: /, '')}`, hint: `give "${key}" a valid value` };
}
