/**
 * The check manifest: what `docsgen check` needs to know about a built site that the HTML does not
 * say (which file made each page, the line of each Markdown link, the sidebars and redirects). The
 * build writes it into the output folder, so a check of that folder never sees stale sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../diagnostics.ts';
import type { Page } from '../routes/route-table.ts';

/** Where the manifest is written, relative to the output folder. */
export const MANIFEST_PATH = '.docsgen/check-manifest.json';
/** The manifest's format; the build writes it, `docsgen check` refuses any other. */
export const MANIFEST_VERSION = 1;

export interface ManifestLink {
  url: string;
  /** The URL as written in the Markdown, when the build rewrote it. */
  written?: string;
  line: number;
  tag: string;
  attr: string;
}

export interface ManifestPage {
  route: string;
  /** Output path ("guide/setup/index.html"). */
  file: string;
  kind: Page['kind'];
  /** Source file relative to the site root, when the page has one (a doc, a spec). */
  source: string | null;
  /** The front matter chose the page's sidebar (displayed_sidebar), so it need not be in one. */
  sidebarChosen: boolean;
  /** URLs written in the page's Markdown, with their lines. */
  links: ManifestLink[];
}

export interface ManifestSidebarEntry {
  label: string;
  href: string;
  external: boolean;
}

export interface CheckManifest {
  version: number;
  baseUrl: string;
  siteUrl: string;
  /** Whether page URLs end with "/"; absent in manifests written before it was recorded (they did). */
  trailingSlash?: boolean;
  slashRoutes?: string[];
  pages: ManifestPage[];
  redirects: Array<{ from: string; to: string; file: string }>;
  sidebars: Record<string, ManifestSidebarEntry[]>;
}

/** Reads the manifest of a built site, or fails with what to do. */
export function readManifest(outDir: string, shownOutDir: string): CheckManifest {
  const file = path.join(outDir, MANIFEST_PATH);
  const shown = path.join(shownOutDir, MANIFEST_PATH);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    throw new DocsgenError({ file: shown, message: `${shownOutDir}/ holds no built site to check (the check manifest is missing)`, hint: 'run `docsgen check` without --no-build, or `docsgen build` first' });
  }
  let manifest: CheckManifest;
  try {
    manifest = JSON.parse(raw) as CheckManifest;
  } catch {
    throw new DocsgenError({ file: shown, message: 'the check manifest is not valid JSON', hint: 'rebuild the site' });
  }
  if (manifest.version !== MANIFEST_VERSION) {
    throw new DocsgenError({ file: shown, message: `the check manifest has version ${manifest.version}, this docsgen reads version ${MANIFEST_VERSION}`, hint: 'rebuild the site with this docsgen' });
  }
  return manifest;
}
