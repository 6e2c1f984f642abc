/**
 * Node's own modules in a doc's components, as Docusaurus' server build allows them: a package's
 * Node build (uuid's `crypto`, a library's `events` or `util`) runs while the page is rendered. Only
 * modules that compute are given; one that reads files, starts processes or opens connections (fs,
 * child_process, net, http…) would reach outside the site, and is an error naming it.
 */
import { createRequire, isBuiltin } from 'node:module';

const COMPUTING = new Set(['assert', 'buffer', 'crypto', 'events', 'path', 'punycode', 'querystring', 'stream', 'string_decoder', 'timers', 'url', 'util', 'zlib']);

const nodeRequire = createRequire(import.meta.url);

/** Whether `spec` names one of Node's modules ("crypto", "node:crypto", "path/posix"). */
export function isNodeModule(spec: string): boolean {
  return isBuiltin(spec);
}

/** Whether a component may use this Node module while the page renders. */
export function isComputingNodeModule(spec: string): boolean {
  return COMPUTING.has(spec.replace(/^node:/, '').split('/')[0]!);
}

/** The error for a Node module docsgen does not give components; `where` names the import (`file:line`). */
export function refusedNodeModuleError(spec: string, where?: string): string {
  return `the Node module "${spec}"${where ? ` (imported at ${where})` : ''} is not given to components while pages render (only ${[...COMPUTING].join(', ')}): it would reach outside the site`;
}

/** How a bundle names a refused Node module (`docsgen-refused-node:fs?at=<file:line>`), so only its use fails. */
export const REFUSED_NODE_PREFIX = 'docsgen-refused-node:';

/**
 * A refused Node module as a component imports it: importing it is harmless (code inside
 * `<BrowserOnly>` never runs while the page renders, as in Docusaurus' server build); using it fails
 * with the refusal, naming where it was imported.
 */
export function refusedNodeModule(specifier: string): unknown {
  const [spec, where] = specifier.slice(REFUSED_NODE_PREFIX.length).split('?at=');
  const refuse = (): never => {
    throw new Error(refusedNodeModuleError(spec!, where));
  };
  return new Proxy(function refused() {}, {
    // What a bundler's interop reads on import (`__esModule`, the names to copy) is no use of it.
    get: (_target, name) => (name === '__esModule' ? false : typeof name === 'symbol' ? undefined : refuse()),
    apply: refuse,
    construct: refuse,
    ownKeys: () => ['prototype'],
  });
}

/** The Node module itself (a computing one: callers check). */
export function nodeModule(spec: string): unknown {
  return nodeRequire(spec);
}
