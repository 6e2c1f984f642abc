/**
 * A component's stylesheet as its page gets it (inline): its relative `url()`s
 * (`../../static/img/hero.svg`) resolved against the stylesheet's folder and published as a doc's
 * imported images are, as webpack's css-loader does for Docusaurus, and so are `@site/…` and a path
 * from the site's root that names a file there (`/static/fonts/x.ttf`); any other site path
 * (`/img/bg.png`, from static/) goes under the base URL. A file outside the site, or missing, is left as written.
 */
import fs from 'node:fs';
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
    // A query or fragment (a font's `?#iefix`) stays on the published URL.
    const [file, suffix = ''] = /^([^?#]*)(.*)$/.exec(target)!.slice(1);
    let absPath: string;
    try {
      absPath = siteFileOfUrl(decodeURI(file), cssFile, rootDir);
    } catch {
      return whole;
    }
    // A site path that names no file of the site (`/img/bg.png`, from static/) is served under the base URL.
    if (target.startsWith('/') && !fs.existsSync(absPath)) return `url("${target.startsWith(baseUrl) ? target : baseUrl + target.slice(1)}")`;
    const read = readSiteFile(rootDir, absPath);
    if (!read.ok) return whole;
    const publicPath = assetPublicPath(baseUrl, read.realPath, read.bytes);
    images.push({ absPath: read.realPath, publicPath });
    return `url("${publicPath}${suffix}")`;
  });
}

/**
 * The file a stylesheet's url() names, as webpack resolves it for Docusaurus: `@site/…` and a path
 * from the root (`/static/fonts/x.ttf`) from the site folder, anything else from the stylesheet's.
 */
export function siteFileOfUrl(url: string, cssFile: string, rootDir: string): string {
  if (url.startsWith('@site/')) return path.join(rootDir, url.slice('@site/'.length));
  if (url.startsWith('/')) return path.join(rootDir, url);
  return path.resolve(path.dirname(cssFile), url);
}
