/**
 * A doc's Markdown as published for readers and machines (`<route>index.md`, llms-full.txt): the
 * source without its front matter, every link and image turned into an absolute URL so it still
 * works when read outside the site. Only URLs change; the rest of the text is kept byte for byte.
 */
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { Root } from 'mdast';
import type { ImageAsset } from '../../content/markdown/types.ts';
import { urlSitesOf, type UrlSite } from '../../content/markdown/url-sites.ts';

export interface MarkdownCopyInput {
  /** The doc's Markdown body, front matter removed. */
  body: string;
  /** The doc's path under the content folder, to resolve relative links and images. */
  contentPath: string;
  /** Absolute URL of the doc's page, which relative links are resolved against. */
  pageUrl: string;
  /** Images the Markdown pipeline published for this doc (source file to public path). */
  images: ImageAsset[];
  /** The body's links, images and definitions, when the Markdown pipeline already found them (saves a parse). */
  sites?: UrlSite[];
}

/** Settings of one build, shared by every doc. */
export interface MarkdownCopyOptions {
  /** Absolute folder of the content directory. */
  contentDir: string;
  /** The site's origin, e.g. "https://docs.example.com". */
  origin: string;
  /** Public path (baseUrl included) of the doc at a content path, if there is one. */
  hrefOfContentPath: (contentPath: string) => string | undefined;
}

/** Returns a function that rewrites one doc's Markdown with absolute URLs. */
export function createMarkdownCopier(options: MarkdownCopyOptions): (input: MarkdownCopyInput) => string {
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  return (input) => {
    // Parsing is the slow part: a doc with no link, image or definition syntax has nothing to change.
    if (!/\]\(|\]:/.test(input.body)) return input.body;
    const sites = input.sites ?? urlSitesOf(parser.runSync(parser.parse(input.body)) as Root, input.body);
    const edits: Array<{ at: number; length: number; url: string }> = [];
    for (const site of sites) {
      const url = tryAbsoluteUrl(site, input, options);
      if (url) edits.push({ at: site.at, length: site.url.length, url });
    }
    let text = input.body;
    for (const edit of edits.sort((a, b) => b.at - a.at)) text = text.slice(0, edit.at) + edit.url + text.slice(edit.at + edit.length);
    return text;
  };
}

/** absoluteUrl, with malformed URLs (bad % escapes, say) left as written. */
function tryAbsoluteUrl(node: UrlSite, input: MarkdownCopyInput, options: MarkdownCopyOptions): string | undefined {
  try {
    return absoluteUrl(node, input, options);
  } catch {
    return undefined;
  }
}

/** The absolute URL a link or image should have in the copy, or undefined to leave it alone. */
function absoluteUrl(node: UrlSite, input: MarkdownCopyInput, options: MarkdownCopyOptions): string | undefined {
  const [pathPart, ...rest] = node.url.split('#');
  const hash = rest.length ? `#${rest.join('#')}` : '';
  if (node.kind === 'image') {
    const local = decodeURI(pathPart.split('?')[0]);
    const absPath = local.startsWith('/') ? path.join(options.contentDir, local) : path.resolve(options.contentDir, path.dirname(input.contentPath), local);
    const published = input.images.find((img) => img.absPath === absPath);
    if (published) return options.origin + published.publicPath;
  } else if (/\.mdx?$/.test(pathPart)) {
    const contentPath = path.posix.normalize(path.posix.join(path.posix.dirname(input.contentPath), decodeURI(pathPart)));
    const href = options.hrefOfContentPath(contentPath);
    // A link to a missing doc was already reported by the Markdown pipeline; keep it as written.
    return href === undefined ? undefined : options.origin + href + hash;
  }
  return new URL(node.url, input.pageUrl).href;
}
