#!/usr/bin/env node
// docsgen's command line. The generator runs from one bundle of its TypeScript sources: lib/'s,
// made by the package's `prepare` script (an installed docsgen never bundles at run time), or in a
// checkout with edited sources, one made on first use (see load-generator.js).
import v8 from 'node:v8';
import { importGenerator, saveCodeCache } from './load-generator.js';

// V8 optimizes a function once it has run for a set "interrupt budget" of bytecode. A build runs a
// great deal of different code (micromark, the OpenAPI tools, code samples, React) for a few seconds,
// in each of its threads: with the default budget, optimizing it took more CPU than the optimized code
// saved. Eight times the default (528 KB) let this site build with 17% less CPU and 15% less wall
// time (8 alternating pairs), and left a 1,500-doc build unchanged. V8 flags are per process, so the
// worker threads get it too. A budget given on node's command line wins.
if (!process.execArgv.some((arg) => arg.startsWith('--interrupt-budget'))) v8.setFlagsFromString('--interrupt-budget=540672');

// React's development build validates every element and is several times slower; docsgen renders
// for production unless told otherwise.
process.env.NODE_ENV ??= 'production';
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const { main } = await importGenerator('cli');
process.exitCode = await main(process.argv);
// A build runs nearly all of the generator's code: the bytecode V8 compiled for it is worth keeping
// for later starts (see load-generator.js). `--help` or a failed build would keep only a part.
if (process.exitCode === 0 && (command === 'build' || command === 'check')) saveCodeCache();
