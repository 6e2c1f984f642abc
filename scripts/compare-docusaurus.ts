/**
 * Compares a site as Docusaurus built it with the same repo built by docsgen, page by page: the
 * routes, each page's <title>, heading ids and texts, the text of its content, its links, images,
 * code blocks, tabs, admonitions and doc cards, its pagination and its sidebar's links. Prints SAME
 * or the differences of each page Docusaurus wrote, the blog's too.
 *
 *   node --import tsx scripts/compare-docusaurus.ts <docusaurus build/> <docsgen dist/> [--loose-slashes]
 *
 * Differences that are the themes' and not the content's are left out: the
 * entries of sidebar categories Docusaurus leaves out of the HTML while they are collapsed, the
 * text of buttons. docs/docusaurus.md lists what the create-docusaurus templates showed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Element, Nodes, Root } from 'hast';

interface PageFacts {
  title: string;
  counts: { codeBlocks: number; tabs: number; admonitions: number };
  lists: { headings: string[]; links: string[]; images: string[]; cards: string[]; pagination: string[]; sidebar: string[] };
  text: string;
}

const classes = (e: Element): string[] => (Array.isArray(e.properties.className) ? e.properties.className.map(String) : []);
const hasClass = (e: Element, test: (name: string) => boolean) => classes(e).some(test);

function elements(node: Nodes, match: (e: Element) => boolean, found: Element[] = []): Element[] {
  if (node.type === 'element' && match(node)) found.push(node);
  if ('children' in node) for (const child of node.children) elements(child as Nodes, match, found);
  return found;
}

const BLOCK = /^(p|div|h[1-6]|li|ul|ol|header|section|article|pre|table|tr|td|th|details|summary|aside|blockquote|button)$/;
/** Text with a space at each block's edge (two paragraphs are two words), without buttons (tabs aside), styles and scripts. */
function blockText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  // A tab's label is content (Docusaurus draws it as an <li>, docsgen as a <button>); other buttons are the theme's.
  if (node.type === 'element' && /^(button|style|script)$/.test(node.tagName) && node.properties.role !== 'tab') return ' ';
  const inner = node.children.map((child) => blockText(child as Nodes)).join('');
  // A code line is a block of its own in both themes (display: block), with or without its line break.
  // A pager's sublabel and label are blocks in both themes (Docusaurus' divs, docsgen's spans shown as blocks).
  const block = node.type === 'element' && (BLOCK.test(node.tagName) || hasClass(node, (c) => c === 'code-line' || c === 'token-line' || c.startsWith('pagination-nav__')));
  return block ? ` ${inner} ` : inner;
}
/** Hash links' "#", zero-width spaces and docsgen's edit-link pencil out, white space collapsed. */
const normal = (text: string) => text.replace(/[\u200b#✎]/g, '').replace(/\s+/g, ' ').trim();
/**
 * A URL as compared: exactly as written, since docsgen follows the repo's trailingSlash; with
 * --loose-slashes, without the final slash of its path (for a build before it did).
 */
const looseSlashes = process.argv.includes('--loose-slashes');
const withoutSlash = (url: string) => (looseSlashes ? url.replace(/\/(?=$|#|\?| ->)/, '') : url);
/** An image's file name, without the hash either tool adds (and the case: docsgen's are lower case). */
const imageName = (src: string) => path.basename(src).replace(/[-.][0-9a-f]{8,}(?=\.\w+$)/, '').toLowerCase();

function factsOf(file: string, docusaurus: boolean): PageFacts {
  const tree = fromHtml(fs.readFileSync(file, 'utf8')) as Root;
  // A redirect page is compared by where it sends the reader (Docusaurus' has no title, docsgen's says where it goes).
  const refresh = elements(tree, (e) => e.tagName === 'meta' && String(e.properties.httpEquiv ?? '').toLowerCase() === 'refresh')[0];
  const target = refresh && /url=(.*)$/i.exec(String(refresh.properties.content ?? ''))?.[1]?.trim();
  const title = target ? `(redirect to ${withoutSlash(target)})` : normal(toString(elements(tree, (e) => e.tagName === 'title')[0] ?? { type: 'text', value: '' }));
  // Docusaurus' generated index pages have no .markdown: their title, description and cards are
  // what is compared, without the breadcrumbs and pagination around them.
  const generatedIndex = docusaurus ? elements(tree, (e) => hasClass(e, (c) => c.startsWith('generatedIndexPage')))[0] : undefined;
  // A blog page: its main column, every post of a list (Docusaurus' is the `<main>` of an html.plugin-blog page).
  const isBlog = elements(tree, (e) => e.tagName === 'html' && hasClass(e, (c) => c === 'plugin-blog')).length > 0;
  // (Docusaurus' archive has its title above its <main>: the whole main wrapper then.)
  const blogMain = !isBlog
    ? undefined
    : docusaurus
      ? (elements(tree, (e) => e.tagName === 'main' && hasClass(e, (c) => c === 'col'))[0] ?? elements(tree, (e) => hasClass(e, (c) => c === 'main-wrapper'))[0])
      : elements(tree, (e) => hasClass(e, (c) => c === 'blog__main'))[0];
  const found =
    blogMain ??
    // (its version badge is outside the Markdown on docsgen's pages, as on Docusaurus' doc pages)
    (generatedIndex && withoutElements(generatedIndex, (e) => e.tagName === 'nav' || e.tagName === 'footer' || hasClass(e, (c) => c === 'theme-doc-version-badge'))) ??
    elements(tree, (e) => hasClass(e, (c) => c === 'markdown'))[0] ??
    // A React page: the whole area under the navbar (its hero is often before its own <main>).
    elements(tree, (e) => (docusaurus ? hasClass(e, (c) => c === 'main-wrapper') : e.properties.id === 'main-content'))[0] ??
    elements(tree, (e) => e.tagName === 'main')[0];
  // A Mermaid diagram is drawn in the browser by both: Docusaurus' page holds an empty box, docsgen's its source.
  const content = found && !docusaurus ? withoutElements(found, (e) => e.tagName === 'pre' && hasClass(e, (c) => c === 'mermaid')) : found;
  const nav = elements(tree, (e) => e.tagName === 'nav' && (hasClass(e, (c) => c === (docusaurus ? 'menu' : 'sidebar__nav')) || hasClass(e, (c) => c === 'blog-sidebar' || c.startsWith('sidebar_'))))[0];
  // (A category that cannot collapse and has no page is an anchor without href in Docusaurus' sidebar, a label in docsgen's.)
  const sidebar = nav ? elements(nav, (e) => e.tagName === 'a' && e.properties.href !== undefined && hasClass(e, (c) => c.startsWith('menu__link') || c.startsWith('sidebarItemLink') || c.startsWith('blog-sidebar__link'))).map((a) => `${normal(toString(a))} -> ${withoutSlash(String(a.properties.href))}`) : [];
  const pagination = elements(tree, (e) => e.tagName === 'a' && hasClass(e, (c) => c.startsWith('pagination-nav__link') || c === 'pagination__link')).map((a) => withoutSlash(String(a.properties.href)));
  const facts: PageFacts = { title, counts: { codeBlocks: 0, tabs: 0, admonitions: 0 }, lists: { headings: [], links: [], images: [], cards: [], pagination, sidebar }, text: '' };
  if (!content) return facts;
  const isHashLink = (e: Element) => hasClass(e, (c) => c === 'hash-link');
  facts.lists.headings = elements(content, (e) => /^h[1-6]$/.test(e.tagName)).map((h) => `${h.tagName}#${String(h.properties.id ?? '')} ${normal(blockText(h))}`);
  facts.lists.links = elements(content, (e) => e.tagName === 'a' && !isHashLink(e) && e.properties.href !== undefined).map((a) => withoutSlash(String(a.properties.href)));
  // By alt text and file name: Docusaurus inlines small images as data: URLs.
  facts.lists.images = elements(content, (e) => e.tagName === 'img').map((img) => `${String(img.properties.alt ?? '')} (${String(img.properties.src).startsWith('data:') ? 'inline' : imageName(String(img.properties.src))})`);
  facts.lists.cards = elements(content, (e) => e.tagName === 'a' && hasClass(e, (c) => c === 'card' || c.startsWith('doc-card'))).map((a) => withoutSlash(String(a.properties.href)));
  facts.counts = {
    codeBlocks: elements(content, (e) => e.tagName === 'pre').length,
    tabs: elements(content, (e) => e.properties.role === 'tab').length,
    admonitions: elements(content, (e) => hasClass(e, (c) => c === 'admonition' || c === 'theme-admonition')).length,
  };
  facts.text = normal(blockText(content));
  return facts;
}

/** A copy of `node` without the elements `drop` matches (and what they hold). */
function withoutElements(node: Element, drop: (e: Element) => boolean): Element {
  return { ...node, children: node.children.filter((c) => c.type !== 'element' || !drop(c)).map((c) => (c.type === 'element' ? withoutElements(c, drop) : c)) };
}

function isSubsequence(part: string[], whole: string[]): boolean {
  let at = 0;
  for (const item of whole) if (item === part[at]) at++;
  return at === part.length;
}

function differences(theirs: PageFacts, ours: PageFacts): string[] {
  const found: string[] = [];
  if (theirs.title !== ours.title) found.push(`title: Docusaurus "${theirs.title}", docsgen "${ours.title}"`);
  for (const key of Object.keys(theirs.counts) as Array<keyof PageFacts['counts']>) {
    if (theirs.counts[key] !== ours.counts[key]) found.push(`${key}: Docusaurus ${theirs.counts[key]}, docsgen ${ours.counts[key]}`);
  }
  for (const key of Object.keys(theirs.lists) as Array<keyof PageFacts['lists']>) {
    const a = theirs.lists[key].join('\n');
    const b = ours.lists[key].join('\n');
    // A category Docusaurus shows collapsed has no entries in its HTML; docsgen's has them, hidden.
    if (a === b || (key === 'sidebar' && isSubsequence(theirs.lists[key], ours.lists[key]))) continue;
    if (key === 'images' && theirs.lists.images.every((image, i) => image === ours.lists.images[i] || (image.endsWith('(inline)') && ours.lists.images[i]?.startsWith(image.slice(0, -'(inline)'.length))))) continue;
    found.push(`${key}:\n    Docusaurus: ${theirs.lists[key].join(' | ')}\n    docsgen:    ${ours.lists[key].join(' | ')}`);
  }
  // Case aside: Docusaurus writes an admonition's default title in lower case and its CSS shows it in capitals.
  if (theirs.text.toLowerCase() !== ours.text.toLowerCase()) {
    for (const hunk of wordHunks(theirs.text, ours.text)) found.push(`text: ${hunk}`);
  }
  return found;
}

/**
 * Where two texts differ, word by word: each run of differing words with a few words of context,
 * up to ten runs (a longest common subsequence of the words; pages are a few thousand words).
 */
function wordHunks(a: string, b: string): string[] {
  const x = a.split(' ');
  const y = b.split(' ');
  const same = (i: number, j: number) => x[i].toLowerCase() === y[j].toLowerCase();
  // lengths[i][j]: the common subsequence of x[i..] and y[j..].
  const lengths = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) lengths[i][j] = same(i, j) ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const hunks: string[] = [];
  let i = 0;
  let j = 0;
  while ((i < x.length || j < y.length) && hunks.length < 10) {
    if (i < x.length && j < y.length && same(i, j)) {
      i++;
      j++;
      continue;
    }
    const [i0, j0] = [i, j];
    while ((i < x.length || j < y.length) && !(i < x.length && j < y.length && same(i, j))) {
      if (j >= y.length || (i < x.length && lengths[i + 1][j] >= lengths[i][j + 1])) i++;
      else j++;
    }
    const before = x.slice(Math.max(0, i0 - 4), i0).join(' ');
    hunks.push(`…${before} [Docusaurus: "${x.slice(i0, i).join(' ')}" | docsgen: "${y.slice(j0, j).join(' ')}"] ${x.slice(i, i + 4).join(' ')}…`);
  }
  return hunks;
}

const [built, dist] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!built || !dist) {
  console.error('usage: node --import tsx scripts/compare-docusaurus.ts <docusaurus build/> <docsgen dist/> [--loose-slashes]');
  process.exit(2);
}
const pagesOf = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.html')).sort();
const ours = new Set(pagesOf(dist));
let same = 0;
let different = 0;
for (const page of pagesOf(built)) {
  // The not-found pages (docsgen's own, in each locale's folder too).
  if (/^([\w-]+\/)?404\.html$/.test(page)) continue;
  if (!ours.has(page)) {
    console.log(`MISSING ${page}`);
    different++;
    continue;
  }
  const found = differences(factsOf(path.join(built, page), true), factsOf(path.join(dist, page), false));
  if (found.length) different++;
  else same++;
  console.log(found.length ? `DIFF ${page}\n  ${found.join('\n  ')}` : `SAME ${page}`);
}
console.log(`\n${same} pages the same, ${different} different or missing`);
