/**
 * A page body's searchable text, split at its h2/h3 headings. Computed where a body is made (at the
 * end of the Markdown pipeline for a doc, beside the page for an API group), so the work runs in
 * the build's worker threads and is kept in the build cache; the search index step only reads it.
 */
import { Parser } from 'htmlparser2';
import type { Element, Nodes, Root } from 'hast';

/** A slice of a page: the intro (no heading) or one h2/h3 section. */
export interface PageSection {
  anchor?: string;
  /** Anchor of the h2 the section is in (its own, for an h2). */
  h2Anchor?: string;
  lvl2?: string;
  lvl3?: string;
  text: string;
}

/** Elements whose text is not prose: code blocks, controls, graphics, in-page navigation. */
const SKIPPED = new Set(['pre', 'script', 'style', 'button', 'svg', 'template', 'nav', 'form', 'select', 'textarea']);
/** Markup not worth searching: "#" links, version badges, the endpoint line (kept as method and path), schema types, flags, examples, the samples panel. */
const SKIPPED_CLASSES = ['hash-link', 'api-info__meta', 'api-op__endpoint', 'api-op__aside', 'schema__type', 'schema__flag', 'schema__facts', 'schema__keyword'];
/** Elements that end a run of text, so words on either side do not run together. */
const BLOCK = new Set(['p', 'li', 'td', 'th', 'div', 'span', 'section', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'tr', 'blockquote', 'aside', 'summary', 'br', 'figcaption']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const classesOf = (el: Element): string[] => (Array.isArray(el.properties.className) ? el.properties.className.map(String) : []);
const skipped = (el: Element) => SKIPPED.has(el.tagName) || classesOf(el).some((c) => SKIPPED_CLASSES.includes(c));

/** The visible text of an element, without "#" heading links or code blocks. */
function textOf(node: Nodes, out: string[] = []): string[] {
  if (node.type === 'text') out.push(node.value);
  else if (node.type === 'element' && skipped(node)) return out;
  if (node.type === 'element' || node.type === 'root') {
    for (const child of node.children) textOf(child, out);
    if (node.type === 'element' && BLOCK.has(node.tagName)) out.push(' ');
  }
  return out;
}

/** Splits a body tree into its intro and one section per h2/h3 that has an id (headings inside the body, at any depth). */
export function sectionsOfTree(tree: Root): PageSection[] {
  const sections: Array<PageSection & { parts: string[] }> = [{ text: '', parts: [] }];
  let lvl2: string | undefined;
  let h2Anchor: string | undefined;
  const walk = (node: Nodes) => {
    if (node.type === 'text') sections[sections.length - 1].parts.push(node.value);
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (skipped(node)) return;
      const id = node.properties.id;
      if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof id === 'string') {
        const heading = squash(textOf(node).join(''));
        if (node.tagName === 'h2') [lvl2, h2Anchor] = [heading, id];
        sections.push(node.tagName === 'h2' ? { anchor: id, h2Anchor, lvl2, text: '', parts: [] } : { anchor: id, h2Anchor, lvl2, lvl3: heading, text: '', parts: [] });
        return;
      }
    }
    const block = node.type === 'element' && BLOCK.has(node.tagName);
    if (block) sections[sections.length - 1].parts.push(' ');
    for (const child of node.children) walk(child);
    if (block) sections[sections.length - 1].parts.push(' ');
  };
  walk(tree);
  return sections.map(({ parts, ...s }) => ({ ...s, text: squash(parts.join('')) }));
}

/**
 * Splits body HTML into its intro and one section per h2/h3 that has an id: the sections
 * sectionsOfTree gives for the tree of that HTML, read straight from htmlparser2's tokens without
 * building the tree. htmlparser2's tokenizer, not a full HTML5 parser: it is several times faster,
 * already loaded for link checks, and gives the same sections on well-formed markup (the fast-paths
 * test compares it with parse5 on every page of this site). No tree: an API page of a big spec
 * (Stripe's, a megabyte of schema markup) made one of a hundred thousand nodes only to be walked once.
 */
export function splitSections(html: string): PageSection[] {
  const sections: Array<PageSection & { parts: string[] }> = [{ text: '', parts: [] }];
  let lvl2: string | undefined;
  let h2Anchor: string | undefined;
  // One frame per open element, as the tree would nest them: whether its text is left out, whether
  // it is a block (a space on each side), and for a section heading, its tag and id.
  const open: Array<{ skipped: boolean; block: boolean; heading?: { tag: string; id: string } }> = [];
  // The text of the heading being read (textOf in the tree walk), or undefined between headings.
  let headingParts: string[] | undefined;
  const current = () => sections[sections.length - 1].parts;
  const parser = new Parser({
    onopentag(name, attribs) {
      const parent = open[open.length - 1];
      const classes = attribs.class === undefined ? [] : attribs.class.split(/\s+/).filter(Boolean);
      const skipped = (parent?.skipped ?? false) || SKIPPED.has(name) || classes.some((c) => SKIPPED_CLASSES.includes(c));
      const block = BLOCK.has(name);
      if (!skipped && !headingParts && (name === 'h2' || name === 'h3') && attribs.id !== undefined) {
        headingParts = [];
        open.push({ skipped, block, heading: { tag: name, id: attribs.id } });
        return;
      }
      if (!skipped && !headingParts && block) current().push(' ');
      open.push({ skipped, block });
    },
    ontext(value) {
      if (open[open.length - 1]?.skipped) return;
      (headingParts ?? current()).push(value);
    },
    onclosetag() {
      const frame = open.pop();
      if (!frame || frame.skipped) return;
      if (frame.heading) {
        const heading = squash([...headingParts!, ' '].join(''));
        headingParts = undefined;
        const { tag, id } = frame.heading;
        if (tag === 'h2') [lvl2, h2Anchor] = [heading, id];
        sections.push(tag === 'h2' ? { anchor: id, h2Anchor, lvl2, text: '', parts: [] } : { anchor: id, h2Anchor, lvl2, lvl3: heading, text: '', parts: [] });
      } else if (frame.block) (headingParts ?? current()).push(' ');
    },
  });
  parser.end(html);
  return sections.map(({ parts, ...s }) => ({ ...s, text: squash(parts.join('')) }));
}

/**
 * The sections of an API page's body. Everything from an operation's responses on is left out, so
 * it is not parsed either (most of its markup).
 */
export function sectionsOfApiPage(html: string): PageSection[] {
  const cut = operationOf(html) ? html.indexOf('<h2 id="responses"') : -1;
  return splitSections(cut === -1 ? html : html.slice(0, cut));
}

/** Method and path of an API operation page, read from its endpoint line. */
export function operationOf(html: string): { method: string; path: string } | undefined {
  const m = /class="method-badge[^"]*">([A-Z]+)<\/span><code class="api-op__url">([^<]+)<\/code>/.exec(html);
  if (!m) return undefined;
  const url = m[2].replace(/&amp;/g, '&');
  return { method: m[1], path: url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '') || '/' };
}
