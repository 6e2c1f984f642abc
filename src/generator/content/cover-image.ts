/**
 * A page's front matter `image` written as a file beside it (`image: ./card.png`), as Docusaurus
 * takes it: the file is published under a content-hashed name, and the page's `og:image` names it.
 * An absolute URL or a site path ("/img/card.png") is used as written.
 */
import path from 'node:path';
import { readSiteFile } from './site-files.ts';
import { assetPublicPath } from './mdx/asset-path.ts';
import type { Diagnostic } from '../diagnostics.ts';

export interface CoverImage {
  absPath: string;
  publicPath: string;
}

/** The published image for a relative `image`; undefined for a URL or site path; a problem when the file is not there. */
export function coverImageOf(written: string | undefined, pageFile: string, rootDir: string, baseUrl: string, source: string): CoverImage | Diagnostic | undefined {
  if (!written || /^([a-z][a-z0-9+.-]*:|\/)/i.test(written)) return undefined;
  const absPath = path.resolve(path.dirname(pageFile), decodeURI(written.split(/[?#]/)[0]));
  const read = readSiteFile(rootDir, absPath);
  if (!read.ok) {
    const why = read.reason === 'missing' ? 'there is no such file' : read.reason === 'outside' ? 'it is outside the site folder once symlinks are resolved' : 'it cannot be read';
    return { file: source, line: 2, message: `front matter "image" names ${written}, but ${why}`, hint: 'give the path of an image beside the page (./card.png), a site path (/img/card.png) or an absolute URL' };
  }
  return { absPath: read.realPath, publicPath: assetPublicPath(baseUrl, read.realPath, read.bytes) };
}
