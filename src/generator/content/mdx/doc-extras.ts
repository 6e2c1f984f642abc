/** What an MDX doc's render needs from the loaded docs: its front matter, title and card list. */
import path from 'node:path';
import type { Doc } from '../load-docs.ts';
import type { MdxDocExtras } from './render-mdx.ts';
import { sourceExcerpt } from '../markdown/source-excerpt.ts';
import { compareText } from '../../text-order.ts';

const INDEX_NAMES = new Set(['index', 'readme']);

export function mdxExtrasOf(doc: Doc, docs: Doc[]): MdxDocExtras {
  const docDescriptions = describedDocs(doc, docs);
  return { frontMatter: doc.rawFrontMatter ?? {}, title: doc.title, docCards: listsDocCards(doc) ? docCardsOf(doc, docs) : [], ...(docDescriptions ? { docDescriptions } : {}) };
}

/** The descriptions of the docs a `<DocCardList items>` names by `docId`: Docusaurus' card of one says its doc's. */
function describedDocs(doc: Doc, docs: Doc[]): Record<string, string> | undefined {
  const ids = [...doc.body.matchAll(/\bdocId\s*:\s*(['"])([^'"\n]+)\1/g)].map((m) => m[2]);
  if (!ids.length) return undefined;
  const byId = new Map(docs.map((d) => [d.id, d]));
  const entries = ids.flatMap((id) => {
    const named = byId.get(id);
    const description = named && (named.description ?? sourceExcerpt(named.body));
    return description ? [[id, description] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Whether the doc shows other docs' cards: a `<DocCardList />`, or `useCurrentSidebarCategory()`'s items. */
export function listsDocCards(doc: Doc): boolean {
  return /DocCardList|useCurrentSidebarCategory/.test(doc.body);
}

/** The docs `<DocCardList />` shows: the other docs of the doc's folder and its subfolders' index docs. */
function docCardsOf(doc: Doc, docs: Doc[]): MdxDocExtras['docCards'] {
  const folder = path.posix.dirname(doc.contentPath);
  return docs
    .filter((d) => d !== doc && d.frontMatter.unlisted !== true && isCardOf(d.contentPath, folder))
    .sort((a, b) => (a.frontMatter.sidebar_position ?? Infinity) - (b.frontMatter.sidebar_position ?? Infinity) || compareText(a.contentPath, b.contentPath))
    .map((d) => {
      const description = d.description ?? sourceExcerpt(d.body);
      return { title: d.frontMatter.sidebar_label ?? d.title, route: d.route, ...(description ? { description } : {}) };
    });
}


/** A doc of the folder itself, or the index doc of a direct subfolder. */
function isCardOf(contentPath: string, folder: string): boolean {
  const dir = path.posix.dirname(contentPath);
  if (dir === folder) return true;
  if (path.posix.dirname(dir) !== folder) return false;
  const name = path.posix.basename(contentPath).replace(/\.mdx?$/, '').toLowerCase();
  return INDEX_NAMES.has(name) || name === path.posix.basename(dir).toLowerCase();
}
