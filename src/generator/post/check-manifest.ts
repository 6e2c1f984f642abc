/** Post-build step: writes the manifest `docsgen check` reads (sources, Markdown link lines, sidebars). */
import { createManifest, MANIFEST_PATH } from '../check/manifest.ts';
import type { PostBuildStep } from './index.ts';

export const checkManifestStep: PostBuildStep = {
  name: 'check manifest',
  run(ctx) {
    return { files: [{ path: MANIFEST_PATH, contents: JSON.stringify(createManifest(ctx)) }], warnings: [] };
  },
};
