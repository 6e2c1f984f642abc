/** docsgen's version, shown by `docsgen --version` and in every page's generator meta tag. */
export const GENERATOR_VERSION = '0.1.0';
