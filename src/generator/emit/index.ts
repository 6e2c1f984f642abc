/**
 * Stage 5, emit. Takes rendered pages and other output files; writes them into a staging folder
 * beside the output (pages on a writer thread, unchanged ones linked from the previous build, assets
 * with content-hashed names) and swaps it in, crash-safe, refusing an output folder docsgen did not write.
 */
export { assertReplaceableOutput } from './output-folder.ts';
export { recoverSwap } from './swap.ts';
export { contentHash } from './staging.ts';
export { SiteOutput } from './site-output.ts';
export { mergeCheckManifests, mergeScriptHashes, mergeSitemaps, moveMissingFiles, removeFolder } from './merge-output.ts';
export { bundleClientCached, bundleDocIslands, islandDocEntries, reactPageEntries, withDocIslands, type ClientBundle } from './client-bundle.ts';
export { assertNoStaticClash, readStaticFiles } from './static-files.ts';
export { mermaidAssets, siteMermaidDir, type MermaidAssets } from './mermaid-files.ts';
