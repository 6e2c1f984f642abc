/** Per-file data the Markdown plugins fill in (declared on vfile's DataMap). */
import type { Diagnostic } from '../diagnostics.ts';

/** A heading of the page, for the table of contents and anchor checks. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** An image referenced by a doc, copied to dist/ under a content-hashed name. */
export interface ImageAsset {
  absPath: string;
  publicPath: string;
}

declare module 'vfile' {
  interface DataMap {
    /** Path of the source file relative to the site root, for messages. */
    source: string;
    /** Added to a node's line to get the file line (the front matter comes first). */
    lineOffset: number;
    headings: Heading[];
    warnings: Diagnostic[];
    images: ImageAsset[];
    /** Plain text of the first paragraph, the description fallback. */
    excerpt: string;
    /**
     * Absolute paths of files a plugin read (or looked for) while rendering: a cached result is
     * rebuilt when one of them changes. A plugin that reads files must list them here.
     */
    dependencies: string[];
  }
}

/** Records a warning at a node's position in the source file. */
export function warnAt(
  data: { source?: string; lineOffset?: number; warnings?: Diagnostic[] },
  line: number | undefined,
  message: string,
  hint?: string,
): void {
  (data.warnings ??= []).push({
    file: data.source ?? '(unknown)',
    line: line === undefined ? undefined : line + (data.lineOffset ?? 0),
    message,
    hint,
  });
}
