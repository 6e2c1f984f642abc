// Types of load-generator.js, for the tests that check the generator bundle and its code cache.

/** Whether the generator runs from its TypeScript sources through tsx (DOCSGEN_FROM_SOURCE=1). */
export const fromSource: boolean;
/** Imports one entry of the generator: from the bundle, or from the sources through tsx. */
export function importGenerator(entry: 'cli' | 'worker' | 'build-worker', beforeLoad?: (bundleFile: string) => void): Promise<Record<string, unknown>>;
/** One entry of the bundle `file`, compiled with its code cache. */
export function importFromBundle(file: string, entry: 'cli' | 'worker' | 'build-worker'): Promise<Record<string, unknown>>;
/** The folder of an up-to-date bundle (its file is `generator.cjs`), built now when the sources changed. */
export function generatorBundle(): Promise<string>;
/** The folder of the bundle `prepare` makes (lib/). */
export const PREBUILT: string;
/** Makes the bundle in lib/ with the key of its sources (the package's `prepare` script). */
export function prebuildGenerator(): Promise<void>;
/** Writes V8's code cache of each bundle this thread loaded without a usable one. */
export function saveCodeCache(): void;
/** Where the code cache of the bundle `file` is kept for a process started with `execArgv`: the main thread's, or the worker threads' own (`role`). */
export function codeCacheFile(file: string, execArgv?: string[], role?: 'main' | 'worker'): string;
