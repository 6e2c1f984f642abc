#!/usr/bin/env node
// Starts the TypeScript CLI through tsx, so `npx docsgen` works right after `npm ci` with no compile step.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// React's development build validates every element and is several times slower; docsgen renders
// for production unless told otherwise.
process.env.NODE_ENV ??= 'production';
// docsgen's own tsconfig (automatic JSX runtime), whatever folder the site is built from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv);
