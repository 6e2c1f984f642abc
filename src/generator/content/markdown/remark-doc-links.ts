/**
 * Rewrites relative links to Markdown files (`./setup.md#keys`) into the routes of those docs
 * (`/guide/setup/#keys`). A link to a .md file that does not exist is a warning with file:line.
 */
import path from 'node:path';
import type { Root, Link, Definition } from 'mdast';
import { visit } from './visit.ts';
import type { VFile } from 'vfile';
import { warnAt } from './types.ts';

export interface Options {
  /** Maps a doc's path under content/ (e.g. "guide/setup.md") to its route. */
  routeOfContentPath: (contentPath: string) => string | undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export default function remarkDocLinks(options: Options) {
  return (tree: Root, file: VFile) => {
    const from = file.data.source ?? '';
    // file.path is the doc's path under content/, set by the pipeline.
    const dir = path.posix.dirname(file.path ?? '');
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const url = link.url;
      if (!url || SCHEME.test(url) || url.startsWith('#') || url.startsWith('/')) return;
      const hashAt = url.indexOf('#');
      const target = decodeURI(hashAt >= 0 ? url.slice(0, hashAt) : url);
      const hash = hashAt >= 0 ? url.slice(hashAt) : '';
      if (!/\.mdx?$/.test(target)) return;
      const resolved = path.posix.normalize(path.posix.join(dir, target));
      const route = options.routeOfContentPath(resolved);
      if (route === undefined) {
        (file.data.reportedUrls ??= new Set()).add(url);
        warnAt(file.data, link.position?.start.line, `broken Markdown link "${url}": no doc at content/${resolved}`, `check the file name, or link to one of the existing docs (linked from ${from})`);
        return;
      }
      link.url = route + hash;
      (file.data.rewrittenUrls ??= new Map()).set(link.url, url);
    });
  };
}
