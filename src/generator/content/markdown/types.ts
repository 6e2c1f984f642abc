/** Per-file data the Markdown plugins fill in (declared on vfile's DataMap). */
import type { Diagnostic } from '../../diagnostics.ts';
import type { PageSection } from '../../render/search-sections.ts';
import type { UrlSite } from './url-sites.ts';

/** A heading of the page, for the table of contents and anchor checks. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
  /** Its text with inline formatting, when it has any (content/toc-html.ts). */
  html?: string;
  /** `html` is read from the heading's MDX source (a component or expression in it), as Docusaurus' TOC reads it. */
  written?: boolean;
}

/** An image referenced by a doc, copied to dist/ under a content-hashed name. */
export interface ImageAsset {
  absPath: string;
  publicPath: string;
}

/** A URL a doc links to or loads, with the file line it was written on. */
export interface LinkRecord {
  /** The URL as it is in the rendered HTML. */
  url: string;
  /** The URL as written in the Markdown, when a transform rewrote it (./setup.md -> /guide/setup/). */
  written?: string;
  /** 1-based line in the source file. */
  line: number;
  /** The element and attribute that hold it (a/href, img/src, …). */
  tag: string;
  attr: 'href' | 'src' | 'srcset' | 'poster';
  /** A Markdown transform already warned about this URL (missing .md file or image). */
  reported: boolean;
}

declare module 'vfile' {
  interface DataMap {
    /** Path of the source file relative to the site root, for messages. */
    source: string;
    /**
     * The doc's path under the content folder (`guides/setup.md`), which links and images resolve
     * from. The VFile's own `path` is the file's absolute path, as a site's remark plugin reads it
     * (remark-code-import resolves its snippets from `file.dirname`).
     */
    contentPath: string;
    /** Added to a node's line to get the file line (the front matter comes first). */
    lineOffset: number;
    headings: Heading[];
    /** The page title's leading `# Title`, taken out of the text: what it takes among the heading ids (see title-heading.ts). */
    titleHeading: string;
    warnings: Diagnostic[];
    images: ImageAsset[];
    /** Plain text of the first paragraph, the description fallback. */
    excerpt: string;
    /** Every URL of the rendered doc, with its line. */
    links: LinkRecord[];
    /** Where the Markdown text writes its relative URLs, found before any transform rewrote one. */
    urlSites: UrlSite[];
    /** The rendered doc's searchable text, by h2/h3 section. */
    sections: PageSection[];
    /** URLs a transform already warned about, so later link checks do not warn twice. */
    reportedUrls: Set<string>;
    /** Rewritten URL -> the URL as written, so messages can quote what the writer wrote. */
    rewrittenUrls: globalThis.Map<string, string>;
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
  code?: string,
): void {
  (data.warnings ??= []).push({
    file: data.source ?? '(unknown)',
    line: line === undefined ? undefined : line + (data.lineOffset ?? 0),
    message,
    hint,
    ...(code ? { code } : {}),
  });
}
