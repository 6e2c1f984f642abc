/**
 * A component's stylesheet as its page gets it (inline): its relative `url()`s
 * (`../../static/img/hero.svg`) resolved against the stylesheet's folder and published as a doc's
 * imported images are, as webpack's css-loader does for Docusaurus; a site path (`/img/bg.png`, from
 * static/) under the base URL. A file outside the site, or missing, is left as written.
 */
import path from 'node:path';
import type { ImageAsset } from '../markdown/types.ts';
import { readSiteFile } from '../site-files.ts';
import { assetPublicPath } from './asset-path.ts';

const URL_TOKEN = /url\(\s*(["']?)([^"')\s]+)\1\s*\)/g;
/** Left as written: another scheme (data:, https:), a protocol-relative URL, an SVG fragment. */
const NOT_A_FILE = /^(?:[a-z][\w+.-]*:|\/\/|#|%23)/i;

export function cssWithPublishedUrls(css: string, cssFile: string, rootDir: string, baseUrl: string, images: ImageAsset[]): string {
  if (!css.includes('url(')) return css;
  return css.replace(URL_TOKEN, (whole, _quote: string, target: string) => {
    if (NOT_A_FILE.test(target)) return whole;
    if (target.startsWith('/')) return `url("${target.startsWith(baseUrl) ? target : baseUrl + target.slice(1)}")`;
    // A query or fragment (a font's `?#iefix`) stays on the published URL.
    const [file, suffix = ''] = /^([^?#]*)(.*)$/.exec(target)!.slice(1);
    let absPath: string;
    try {
      absPath = path.resolve(path.dirname(cssFile), decodeURI(file));
    } catch {
      return whole;
    }
    const read = readSiteFile(rootDir, absPath);
    if (!read.ok) return whole;
    const publicPath = assetPublicPath(baseUrl, read.realPath, read.bytes);
    images.push({ absPath: read.realPath, publicPath });
    return `url("${publicPath}${suffix}")`;
  });
}
