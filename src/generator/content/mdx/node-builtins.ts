/**
 * Node's own modules in a doc's components, as Docusaurus' server build allows them: a package's
 * Node build (uuid's `crypto`, a library's `events` or `util`) runs while the page is rendered. Only
 * modules that compute are given; one that reads files, starts processes or opens connections (fs,
 * child_process, net, http…) would reach outside the site, and is an error naming it.
 */
import { createRequire, isBuiltin } from 'node:module';

const COMPUTING = new Set(['assert', 'buffer', 'crypto', 'events', 'path', 'punycode', 'querystring', 'stream', 'string_decoder', 'url', 'util', 'zlib']);

const nodeRequire = createRequire(import.meta.url);

/** Whether `spec` names one of Node's modules ("crypto", "node:crypto", "path/posix"). */
export function isNodeModule(spec: string): boolean {
  return isBuiltin(spec);
}

/** Whether a component may use this Node module while the page renders. */
export function isComputingNodeModule(spec: string): boolean {
  return COMPUTING.has(spec.replace(/^node:/, '').split('/')[0]!);
}

/** The error for a Node module docsgen does not give components. */
export function refusedNodeModuleError(spec: string): string {
  return `the Node module "${spec}" is not given to components while pages render (only ${[...COMPUTING].join(', ')}): it would reach outside the site`;
}

/** The Node module itself (a computing one: callers check). */
export function nodeModule(spec: string): unknown {
  return nodeRequire(spec);
}
