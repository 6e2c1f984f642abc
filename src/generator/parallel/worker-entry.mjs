// Entry of a build worker thread: workers do not inherit the main thread's tsx hooks, so each one
// registers tsx (with docsgen's own tsconfig) before loading the TypeScript worker loop.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import('./worker.ts');
