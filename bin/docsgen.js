#!/usr/bin/env node
// Starts the TypeScript CLI through tsx, so `npx docsgen` works right after `npm ci` with no compile step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv);
