#!/usr/bin/env node
// docsgen's command line. The generator runs from one bundle of its TypeScript sources: lib/'s,
// made by the package's `prepare` script (an installed docsgen never bundles at run time), or in a
// checkout with edited sources, one made on first use (see load-generator.js).
import { loadCli } from './cli-process.js';
import { saveCodeCache } from './load-generator.js';

const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const main = await loadCli(process.argv);
process.exitCode = await main(process.argv);
// A build runs nearly all of the generator's code: the bytecode V8 compiled for it is worth keeping
// for later starts (see load-generator.js). `--help` or a failed build would keep only a part.
if (process.exitCode === 0 && (command === 'build' || command === 'check')) saveCodeCache();
