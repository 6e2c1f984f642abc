/**
 * Finds images stored beside the docs, gives each a content-hashed public path under
 * assets/images/ and records it for emit to copy. A missing image is a warning with file:line.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { Root, Image } from 'mdast';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';
import { warnAt } from './types.ts';
import { DocsgenError } from '../diagnostics.ts';
import { describeRefusal, readSiteFile } from '../content/site-files.ts';

export interface Options {
  /** Absolute folder of the content directory. */
  contentDir: string;
  /** Absolute folder of the site: no image is read from outside it (after resolving symlinks). */
  rootDir: string;
  /** Prefix of every public URL (the site's baseUrl). */
  baseUrl: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export default function remarkLocalImages(options: Options) {
  return (tree: Root, file: VFile) => {
    const images = (file.data.images ??= []);
    const docDir = path.dirname(path.join(options.contentDir, file.path ?? ''));
    visit(tree, 'image', (node: Image) => {
      const url = node.url;
      if (!url || SCHEME.test(url) || url.startsWith('//') || url.startsWith('data:')) return;
      const line = node.position?.start.line;
      const local = decodedPath(url);
      if (local === undefined) {
        (file.data.reportedUrls ??= new Set()).add(url);
        warnAt(file.data, line, `the image URL "${url}" has a malformed % escape, so no file can be found for it`, 'write a literal "%" as %25, or fix the escape (e.g. %20 for a space)');
        return;
      }
      const absPath = url.startsWith('/') ? path.join(options.contentDir, local) : path.resolve(docDir, local);
      // Found or not, the image decides the output: adding, changing or removing it must invalidate the cache.
      (file.data.dependencies ??= []).push(absPath);
      const read = readSiteFile(options.rootDir, absPath);
      if (!read.ok && read.reason === 'missing') {
        (file.data.reportedUrls ??= new Set()).add(url);
        warnAt(file.data, line, `missing image "${url}"`, 'put the image next to the doc, or fix the path');
        return;
      }
      if (!read.ok) {
        throw new DocsgenError({
          file: file.data.source ?? file.path ?? '(unknown)',
          line: line === undefined ? undefined : line + (file.data.lineOffset ?? 0),
          message: `the image "${url}" ${describeRefusal(read.reason)}`,
          hint: read.reason === 'outside' ? 'copy the image into the site (next to the doc) and link to the copy' : 'point the image at a regular image file',
        });
      }
      const hash = crypto.createHash('sha256').update(read.bytes).digest('hex').slice(0, 10);
      const ext = path.extname(absPath).toLowerCase();
      const name = path.basename(absPath, path.extname(absPath)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
      const publicPath = `${options.baseUrl}assets/images/${name}.${hash}${ext}`;
      // The checked file is what gets copied, not whatever the link may point to by then.
      images.push({ absPath: read.realPath, publicPath });
      node.url = publicPath;
    });
  };
}

/** The URL's path with its % escapes decoded; undefined when an escape is malformed. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURI(url.split(/[?#]/)[0]);
  } catch {
    return undefined;
  }
}
