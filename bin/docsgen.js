#!/usr/bin/env node
// docsgen's command line. The generator runs from a bundle of its TypeScript sources, made on first
// use (see load-generator.js), so `npx docsgen` works right after `npm ci` with no compile step.
import { importGenerator } from './load-generator.js';

// React's development build validates every element and is several times slower; docsgen renders
// for production unless told otherwise.
process.env.NODE_ENV ??= 'production';
const { main } = await importGenerator('cli');
process.exitCode = await main(process.argv);
