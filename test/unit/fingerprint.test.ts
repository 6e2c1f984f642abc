/**
 * The generator's fingerprint (a salt of every build cache key, and the name of the shared client
 * bundle): a bundle keeps the hash of the sources it was made from beside it, written by the first
 * build that runs it, so a build need not read every source file again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { copyFixture, runCli } from '../helpers.ts';
import { generatorBundle } from '../../bin/load-generator.js';
import { hashSources } from '../../src/generator/cache/fingerprint.ts';

test('the running bundle keeps the hash of the sources it was made from', async () => {
  const site = copyFixture('basic');
  const kept = path.join(await generatorBundle(), 'generator.cjs.fingerprint');
  // A wrong hash kept beside the bundle is written anew, not trusted: only a well-formed one is read.
  fs.writeFileSync(kept, 'not a hash\n');
  const built = runCli(['build', '--no-cache'], site);
  assert.equal(built.code, 0, built.stderr);
  assert.equal(fs.readFileSync(kept, 'utf8').trim(), await hashSources());
});
