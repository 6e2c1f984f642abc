/**
 * The build cache (.docsgen-cache/ beside the config): results keyed by their inputs and docsgen's
 * own code, so a rebuild reuses every doc, API group, bundle and index whose inputs are unchanged.
 */
export { CACHE_DIR_NAME, LOCALES_CACHE, VERSIONS_CACHE, cacheKey, openBuildCache, type BuildCache } from './build-cache.ts';
export { generatorFingerprint } from './fingerprint.ts';
