/**
 * Finds images stored beside the docs, gives each a content-hashed public path under
 * assets/images/ and records it for emit to copy. A missing image is a warning with file:line.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Image } from 'mdast';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';
import { warnAt } from './types.ts';

export interface Options {
  /** Absolute folder of the content directory. */
  contentDir: string;
  /** Prefix of every public URL (the site's baseUrl). */
  baseUrl: string;
  /** Absolute static folders (copied to the site root): `/img/x.png` may be one of their files. */
  staticDirs?: string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export default function remarkLocalImages(options: Options) {
  return (tree: Root, file: VFile) => {
    const images = (file.data.images ??= []);
    const docDir = path.dirname(path.join(options.contentDir, file.path ?? ''));
    visit(tree, 'image', (node: Image) => {
      const url = node.url;
      if (!url || SCHEME.test(url) || url.startsWith('//') || url.startsWith('data:')) return;
      const local = decodeURI(url.split(/[?#]/)[0]);
      const absPath = url.startsWith('/') ? path.join(options.contentDir, local) : path.resolve(docDir, local);
      // Found or not, the image decides the output: adding, changing or removing it must invalidate the cache.
      (file.data.dependencies ??= []).push(absPath);
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(absPath);
      } catch {
        const inStatic = url.startsWith('/') && options.staticDirs?.some((dir) => fs.existsSync(path.join(dir, local)));
        if (inStatic) {
          // A file of a static folder (Docusaurus' static/): published as is at the site root.
          node.url = options.baseUrl + url.slice(1);
          return;
        }
        (file.data.reportedUrls ??= new Set()).add(url);
        warnAt(file.data, node.position?.start.line, `missing image "${url}"`, 'put the image next to the doc, or fix the path');
        return;
      }
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      const ext = path.extname(absPath).toLowerCase();
      const name = path.basename(absPath, path.extname(absPath)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
      const publicPath = `${options.baseUrl}assets/images/${name}.${hash}${ext}`;
      images.push({ absPath, publicPath });
      node.url = publicPath;
    });
  };
}
