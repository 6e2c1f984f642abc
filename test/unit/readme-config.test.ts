/**
 * The README's config reference and the config schema name the same keys: every key of the table
 * (a top-level key, and its nested keys as `a` or `a.b`) is in the schema, and every key of the
 * schema's objects (not inside arrays, records or unions) is in the table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { siteConfigSchema } from '../../src/generator/config/schema.ts';
import { repoRoot } from '../helpers.ts';

/** Unwraps optional, default, prefault and similar wrappers down to the schema they hold. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { def: { innerType?: z.ZodType } };
  while (current.def.innerType) current = current.def.innerType as typeof current;
  return current;
}

/** Dotted keys of every object reachable through object properties. */
function schemaKeys(schema: z.ZodType, prefix = ''): string[] {
  const inner = unwrap(schema) as z.ZodType & { def: { type: string }; shape?: Record<string, z.ZodType> };
  if (inner.def.type !== 'object' || !inner.shape) return [];
  return Object.entries(inner.shape).flatMap(([key, value]) => [prefix + key, ...schemaKeys(value, `${prefix}${key}.`)]);
}

/** Dotted keys of the README's "Config reference" table. */
function readmeKeys(): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Config reference'));
  assert.ok(section, 'the README has a "Config reference" section');
  const rows = section.split('\n').filter((line) => /^\| `/.test(line));
  return rows.flatMap((row) => {
    const [, keyCell, nestedCell] = row.split('|');
    const key = /`([^`]+)`/.exec(keyCell)![1];
    const nested = [...nestedCell.matchAll(/`([^`]+)`/g)].map((m) => `${key}.${m[1]}`);
    return [key, ...nested];
  });
}

test('every config key in the README reference is in the schema, and every schema key is in the reference', () => {
  const schema = new Set(schemaKeys(siteConfigSchema));
  const readme = readmeKeys();
  assert.ok(schema.size > 50 && readme.length > 50, `${schema.size} schema keys, ${readme.length} README keys`);
  assert.deepEqual(readme.filter((k) => !schema.has(k)), [], 'README keys the schema does not have');
  assert.deepEqual([...schema].filter((k) => !readme.includes(k)), [], 'schema keys the README does not list');
  assert.equal(new Set(readme).size, readme.length, 'no key is listed twice');
});
