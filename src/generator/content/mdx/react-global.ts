/**
 * Injected into the site's code (esbuild's `inject`): JSX compiled for React's classic runtime, as a
 * site's tsconfig.json may ask ("jsx": "react"), finds `React` without importing it, as it does under
 * Docusaurus (whose Babel compiles every file for the automatic runtime, whatever tsconfig says).
 */
import * as React from 'react';

export { React };
