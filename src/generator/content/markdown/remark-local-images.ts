/**
 * Finds images stored beside the docs, gives each a content-hashed public path under
 * assets/images/ and records it for emit to copy. A missing image is a warning with file:line.
 * Each local image gets its `width` and `height`, as Docusaurus gives them: the page keeps its
 * place for the image while it loads (the theme's `height: auto` scales it down on a phone).
 * A Markdown link to a file beside the docs that is no doc (`[the template](./files/plan.docx)`) is
 * published the same way, under assets/files/, as Docusaurus publishes it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Root, Image, Link } from 'mdast';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';
import { warnAt } from './types.ts';
import { DocsgenError } from '../../diagnostics.ts';
import { describeRefusal, readSiteFile } from '../site-files.ts';
import { imageSize } from 'image-size';

export interface Options {
  /** Absolute folder of the content directory. */
  contentDir: string;
  /** Absolute folder of the site: no image is read from outside it (after resolving symlinks). */
  rootDir: string;
  /** Prefix of every public URL (the site's baseUrl). */
  baseUrl: string;
  /** Absolute static folders (copied to the site root): `/img/x.png` may be one of their files. */
  staticDirs?: string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export default function remarkLocalImages(options: Options) {
  return (tree: Root, file: VFile) => {
    const images = (file.data.images ??= []);
    const docDir = path.dirname(path.join(options.contentDir, file.data.contentPath ?? ''));
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
        const inStatic = url.startsWith('/') && options.staticDirs?.some((dir) => fs.existsSync(path.join(dir, local)));
        if (inStatic) {
          // A file of a static folder (Docusaurus' static/): published as is at the site root.
          node.url = options.baseUrl + url.slice(1);
          const staticFile = options.staticDirs!.map((dir) => path.join(dir, local)).find((candidate) => fs.existsSync(candidate))!;
          const staticRead = readSiteFile(options.rootDir, staticFile);
          if (staticRead.ok) withSize(node, staticRead.bytes);
          return;
        }
        // Where it may yet be put (a static folder): the cache takes the doc again once it is there.
        if (url.startsWith('/')) file.data.dependencies!.push(...(options.staticDirs ?? []).map((dir) => path.join(dir, local)));
        (file.data.reportedUrls ??= new Set()).add(url);
        warnAt(file.data, line, `missing image "${url}"`, 'put the image next to the doc, or fix the path');
        return;
      }
      if (!read.ok) {
        throw new DocsgenError({
          file: file.data.source ?? '(unknown)',
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
      withSize(node, read.bytes);
    });
    visit(tree, 'link', (node: Link) => {
      const url = node.url;
      const at = url.search(/[?#]/);
      const target = at === -1 ? url : url.slice(0, at);
      if (!target || SCHEME.test(target) || target.startsWith('/') || !/\.[a-z0-9]+$/i.test(target) || /\.(mdx?|html?)$/i.test(target)) return;
      const local = decodedPath(target);
      if (local === undefined) return;
      const absPath = path.resolve(docDir, local);
      (file.data.dependencies ??= []).push(absPath);
      // A file that is not there, or not one docsgen may publish, is the link check's to name.
      const read = readSiteFile(options.rootDir, absPath);
      if (!read.ok) return;
      const hash = crypto.createHash('sha256').update(read.bytes).digest('hex').slice(0, 10);
      const ext = path.extname(absPath).toLowerCase();
      const name = path.basename(absPath, path.extname(absPath)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
      const publicPath = `${options.baseUrl}assets/files/${name}.${hash}${ext}`;
      images.push({ absPath: read.realPath, publicPath });
      node.url = publicPath + (at === -1 ? '' : url.slice(at));
    });
  };
}

/** Gives the image its intrinsic `width` and `height` when its bytes tell them (a broken file: none). */
function withSize(node: Image, bytes: Uint8Array): void {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return;
  }
  // EXIF orientations 5-8 turn the picture a quarter: the browser shows it the other way round.
  const [width, height] = size.orientation !== undefined && size.orientation >= 5 ? [size.height, size.width] : [size.width, size.height];
  if (!width || !height) return;
  const data = (node.data ??= {});
  data.hProperties = { ...data.hProperties, width, height };
}

/** The URL's path with its % escapes decoded; undefined when an escape is malformed. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURI(url.split(/[?#]/)[0]);
  } catch {
    return undefined;
  }
}
