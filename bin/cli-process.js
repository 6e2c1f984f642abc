// The process set-up every run of docsgen's CLI shares: bin/docsgen.js (one command per process) and
// the test suite's CLI hosts (test/cli-host.mjs: one process running many commands one after another).
import v8 from 'node:v8';
import { importGenerator } from './load-generator.js';
import { startEarlyWorkers } from './early-workers.js';

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

/**
 * The CLI's entry: `main(argv)` runs one command and resolves to its exit code (src/cli.ts). Given
 * the process's `argv`, a build's worker threads start while this thread loads the generator.
 */
export async function loadCli(argv) {
  const { main } = await importGenerator('cli', argv ? (bundleFile) => startEarlyWorkers(argv.slice(2), bundleFile) : undefined);
  return main;
}
