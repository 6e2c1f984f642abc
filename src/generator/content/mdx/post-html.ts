/**
 * The finishing passes of an MDX doc, run on the HTML React rendered (so headings and links written
 * in components and partials count too): unwraps the hosts of raw markup, lists the Markdown
 * headings for the TOC and gives them anchors, lazy media, external-link attributes and
 * the search sections, then writes the HTML.
 */
import type { Root, Element, ElementContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import { toString } from 'hast-util-to-string';
import { VFile } from 'vfile';
import { visit } from '../markdown/visit.ts';
import { htmlOf } from '../markdown/html-markup.ts';
import { tocHtmlOfHast } from '../toc-html.ts';
import rehypeHeadingAnchors from '../markdown/rehype-heading-anchors.ts';
import rehypeLazyMedia from '../markdown/rehype-lazy-iframes.ts';
import rehypeSearchSections from '../markdown/rehype-search-sections.ts';
import { MARKDOWN_HEADING } from './rehype-mark-markdown-headings.ts';
import type { Heading } from '../markdown/types.ts';
import type { PageSection } from '../../render/search-sections.ts';

const HEADING = /^h([2-6])$/;

/**
 * With `hydrated` (the HTML a hydrated page or doc's island holds), only attributes change: React
 * hydrates the same elements the browser's render makes (hosts kept; anchors rendered by the content).
 * `hosted` is the markup rehype-static-html.ts set aside, by host number.
 */
export function finishMdxHtml(html: string, { hydrated = false, hosted = [] }: { hydrated?: boolean; hosted?: ElementContent[][] } = {}): { html: string; headings: Heading[]; sections: PageSection[] } {
  // React's own output, parsed without source locations (nothing reads them here): 2-3 times
  // faster than hast-util-from-html, which always asks parse5 for them.
  // Scripting off: a <noscript>'s content is markup to keep, not text (parse5 reads it as text with scripting on).
  const tree = fromParse5(parseFragment(html, { scriptingEnabled: false }), {}) as Root;
  unwrapHosts(tree, !hydrated, hosted);
  const { headings, elements } = markdownHeadings(tree);
  const file = new VFile();
  if (!hydrated) rehypeHeadingAnchors(elements)(tree);
  rehypeLazyMedia()(tree);
  rehypeSearchSections()(tree, file);
  // Written straight from the tree where html-markup.ts can (hast-util-to-html's bytes), as Markdown docs are.
  return { html: htmlOf(tree), headings, sections: file.data.sections ?? [] };
}

/**
 * Replaces each `.docsgen-unwrap` element (React's host for ready markup) by its children, or by the
 * markup set aside for it, and drops the `<link rel="preload">` React 19 adds for images (the page's
 * head is docsgen's, not React's).
 */
function unwrapHosts(tree: Root, unwrap: boolean, hosted: ElementContent[][]): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.tagName === 'link' && String(node.properties.rel) === 'preload') {
      parent.children.splice(index, 1);
      return index;
    }
    const classes = node.properties.className;
    if (!unwrap) return;
    if (!Array.isArray(classes) || !classes.includes('docsgen-unwrap')) return;
    const setAside = node.properties.dataHosted === undefined ? undefined : hosted[Number(node.properties.dataHosted)];
    parent.children.splice(index, 1, ...(setAside ?? (node.children as ElementContent[])));
    return index;
  });
}

/**
 * The Markdown headings (the doc's and its partials'), in page order, for the TOC and anchors: they
 * carry rehype-mark-markdown-headings.ts' mark (in a hydrated doc through its MDX components), taken
 * away here. Their ids came with them: a heading written as JSX, in the doc or in a component
 * (`@theme/Heading` too), is none of these.
 */
function markdownHeadings(tree: Root): { headings: Heading[]; elements: Set<Element> } {
  const headings: Heading[] = [];
  const elements = new Set<Element>();
  const isHashLink = (child: ElementContent) => child.type === 'element' && Array.isArray(child.properties.className) && child.properties.className.includes('hash-link');
  visit(tree, 'element', (node: Element) => {
    const depth = HEADING.exec(node.tagName)?.[1];
    if (!depth) return;
    const marked = MARKDOWN_HEADING in node.properties;
    // Taken away in a hydrated doc too: React's production hydration does not compare attributes.
    delete node.properties[MARKDOWN_HEADING];
    if (!marked || typeof node.properties.id !== 'string' || node.properties.id === '') return;
    // The "#" link is not part of the heading's text.
    const own = node.children.filter((child) => !isHashLink(child));
    const text = own.map((child) => toString(child)).join('').trim();
    const html = tocHtmlOfHast(own);
    headings.push({ depth: Number(depth), id: node.properties.id, text, ...(html ? { html } : {}) });
    elements.add(node);
  });
  return { headings, elements };
}
