/**
 * `docsgen check`. Takes a built output folder and its check manifest (written by the post-build
 * step); gives every broken link, anchor, image and redirect, each at the file and line to fix.
 */
export { checkSite, type CheckOptions, type CheckReport } from './check-site.ts';
