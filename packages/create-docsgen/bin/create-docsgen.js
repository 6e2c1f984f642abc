#!/usr/bin/env node
// `npm create docsgen@latest [dir]` (or `npm init docsgen`): runs `docsgen init [dir]` of the docsgen
// package this one depends on, which writes the starter site and says what to run next. Without a
// folder name it makes my-docs/, since npm create usually runs where other files are.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
if (args.includes('-h') || args.includes('--help')) {
  console.log('Usage: npm create docsgen@latest [dir]\n\nWrites a starter docsgen site (docs, an OpenAPI file, a sidebar, package.json) into dir\n(default: my-docs), which must be new or empty. Then: cd dir && npm install && npm run dev');
  process.exit(0);
}
const dir = args.find((a) => !a.startsWith('-')) ?? 'my-docs';

const require = createRequire(import.meta.url);
const manifest = require.resolve('docsgen/package.json');
const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
const cli = path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.docsgen);
const run = spawnSync(process.execPath, [cli, 'init', dir], { stdio: 'inherit' });
process.exit(run.status ?? 1);
