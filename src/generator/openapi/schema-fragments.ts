/**
 * Keeps API pages light at any schema size: what a reader sees only after opening it (schema levels
 * below the first two, huge examples) leaves the page for a fragment file, loaded when opened (the
 * client's on-demand.ts; without JavaScript a link opens the file itself). A named schema's body is
 * published once per group (`assets/api-schemas/<group>/<name>.html`) and shared by every page
 * and fragment that uses it; anonymous bodies and examples go to one file beside their page.
 */
import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';
import type { SchemaNode } from '../../templates/api/model.ts';
import { createSchemaContext, INLINE_LEVELS, parseViewKey, schemaNode } from './schema-view.ts';
import { refName } from './resolve.ts';
import type { ApiDocument } from './types.ts';

/**
 * Rows (properties, options) a body may show in its first two levels; past it, the second level
 * starts closed and loads on demand too (Stripe's payment intent: 45 properties of 20 each).
 */
export const ROW_BUDGET = 60;

/** Stands for a page's own fragment file in markup until the file's content, and so its name, is known. */
const PAGE_FILE_TOKEN = '__docsgen_page_fragments__';

/** Renders a node's body (what the page leaves out) to HTML: the template, given by the caller. */
export type BodyRenderer = (node: SchemaNode) => string;

/** One fragment file: numbered parts, each an element with an id the page's placeholders point at. */
export class FragmentFile {
  readonly parts: Array<{ id: string; html: string }> = [];
  private byHtml = new Map<string, string>();

  constructor(
    /** The file's URL (or a token replaced once the page knows it), without `#id`. */
    readonly base: string,
    private readonly prefix: string,
  ) {}

  /** Adds a part (an identical one is shared); gives its URL. */
  add(html: string): string {
    let id = this.byHtml.get(html);
    if (!id) {
      id = `${this.prefix}${this.parts.length + 1}`;
      this.parts.push({ id, html });
      this.byHtml.set(html, id);
    }
    return `${this.base}#${id}`;
  }

  htmlOf(id: string): string | undefined {
    return this.parts.find((p) => p.id === id)?.html;
  }

  /** A standalone HTML document of the parts, readable when opened without JavaScript. */
  document(title: string): string {
    const body = this.parts.map((p) => `<div id="${p.id}" class="schema">${p.html}</div>`).join('\n');
    return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body>\n${body}\n</body></html>\n`;
  }
}

/** The group's shared named-schema bodies: one file each, built once, whichever page asks first. */
export class SharedSchemaBodies {
  private byRef = new Map<string, { slug: string; file: FragmentFile; built: boolean }>();
  private byUrl = new Map<string, string>();
  private slugger = new GithubSlugger();

  constructor(
    private readonly options: { doc: ApiDocument; markdown: (text: string) => string; group: string; prefix: string; render: BodyRenderer },
  ) {}

  /** A body's entry by its view key (a ref, or a direction and a ref: schema-view.ts viewKey). */
  private entry(key: string) {
    let entry = this.byRef.get(key);
    if (!entry) {
      const { direction, ref } = parseViewKey(key);
      const slug = this.slugger.slug(`${refName(ref)}${direction ? `-${direction}` : ''}`) || 'schema';
      entry = { slug, file: new FragmentFile(`${this.options.prefix}/${this.pathOf(slug)}`, 'p'), built: false };
      this.byRef.set(key, entry);
      this.byUrl.set(entry.file.base, key);
    }
    return entry;
  }

  private pathOf(slug: string): string {
    return `assets/api-schemas/${this.options.group}/${slug}.html`;
  }

  /** The schema whose body file is at `url` (without `#id`), if it is one of this group's. */
  refOfUrl(url: string): string | undefined {
    return this.byUrl.get(url);
  }

  /** The URL of a named schema's body (by its view key); it is built when first needed (here, or by `files`). */
  readonly src = (key: string): string => `${this.entry(key).file.base}#s`;

  /** The file holding the body of a view key, built now if it was not yet. */
  fileOf(key: string): FragmentFile {
    const entry = this.entry(key);
    if (entry.built) return entry.file;
    entry.built = true;
    const { doc, markdown, render } = this.options;
    const { direction, ref } = parseViewKey(key);
    // A fresh context: the body must read the same on every page, and its ids must not repeat a page's.
    const ctx = createSchemaContext(doc, markdown, { anchorPrefix: `${entry.slug}--`, sharedSrc: this.src, ...(direction ? { direction } : {}) });
    const node = deferDeepSchemas(schemaNode(ctx, { $ref: ref }), { file: entry.file, shared: this, render, moved: new Set() });
    // Parts are numbered in the order they are added: the root body is added last, under its own id.
    entry.file.parts.unshift({ id: 's', html: render(node) });
    return entry.file;
  }

  /** Every body some page or body points at, built. */
  files(): Array<{ path: string; contents: string }> {
    const out: Array<{ path: string; contents: string }> = [];
    const done = new Set<string>();
    // Building one body can name more: go on until none is left.
    for (let more = true; more; ) {
      more = false;
      for (const [ref, entry] of [...this.byRef]) {
        if (done.has(ref)) continue;
        done.add(ref);
        more = true;
        const file = this.fileOf(ref);
        out.push({ path: this.pathOf(entry.slug), contents: file.document(`${refName(parseViewKey(ref).ref)} schema`) });
      }
    }
    return out;
  }
}

/** A page's own fragment file (anonymous deep bodies, huge examples), named by its content once the page is rendered. */
export function pageFragments(): FragmentFile {
  return new FragmentFile(PAGE_FILE_TOKEN, 'f');
}

/**
 * The page's fragment file, if it has parts: its path beside the page, and the page's markup with
 * the file's URL in place of the token. `href` is the page's URL, `dir` its folder in the output.
 */
export function finishPageFragments(file: FragmentFile, html: string, href: string, dir: string, title: string): { html: string; file?: { path: string; contents: string } } {
  if (!file.parts.length) return { html };
  const contents = file.document(title);
  const name = `parts.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.html`;
  return { html: html.replaceAll(PAGE_FILE_TOKEN, href + name), file: { path: dir + name, contents: contents.replaceAll(PAGE_FILE_TOKEN, href + name) } };
}

/** What deferring needs: where anonymous bodies go, the shared named ones, the renderer, and the anchors moved out of the page so far. */
export interface Deferral {
  file: FragmentFile;
  shared: SharedSchemaBodies;
  render: BodyRenderer;
  /** Anchors now in a fragment: a "shown above" link to one would lead nowhere, so it loads the shared body instead. */
  moved: Set<string>;
}

/**
 * `root` with every body from the first closed level on replaced by a link to a fragment (level 1
 * too, past the row budget, or when the caller shows `root` closed and asks for `inlineLevels` 1).
 */
export function deferDeepSchemas(root: SchemaNode, d: Deferral, inlineLevels = INLINE_LEVELS): SchemaNode {
  const inline = rowsWithin(root, 1) > ROW_BUDGET ? 1 : inlineLevels;
  return visit(root, 0, inline, d);
}

function visit(node: SchemaNode, level: number, inline: number, d: Deferral): SchemaNode {
  if (node.deferredSrc !== undefined) return node;
  if (node.seenAnchor && d.moved.has(node.seenAnchor) && node.ref) return sharedNode(node, d);
  if (level >= inline && hasBody(node)) return deferred(node, d);
  return mapChildren(node, level, (child, childLevel) => visit(child, childLevel, inline, d));
}

function deferred(node: SchemaNode, d: Deferral): SchemaNode {
  collectAnchors(node, d.moved);
  if (node.ref && (node.anchor || node.seenAnchor)) return sharedNode(node, d);
  // An anonymous body goes whole to the page's file, itself showing two levels and deferring the rest.
  const body = deferDeepSchemas({ ...node, descriptionHtml: undefined, enumValues: undefined, constraints: [], example: undefined, defaultValue: undefined, constValue: undefined, nullable: false }, d);
  return { ...withoutBody(node), deferredSrc: d.file.add(d.render(body)) };
}

function sharedNode(node: SchemaNode, d: Deferral): SchemaNode {
  return { ...withoutBody(node), anchor: undefined, seenAnchor: undefined, deferredSrc: d.shared.src(node.ref!) };
}

function withoutBody(node: SchemaNode): SchemaNode {
  return { ...node, properties: undefined, additional: undefined, items: undefined, alternatives: undefined };
}

/** Whether a node draws anything below its own description and facts. */
export function hasBody(node: SchemaNode): boolean {
  return Boolean(
    node.deferredSrc || node.properties?.length || node.alternatives || (node.additional && node.additional !== true) || (node.items && (hasBody(node.items) || node.items.seenAnchor || node.items.circular)),
  );
}

function mapChildren(node: SchemaNode, level: number, fn: (child: SchemaNode, level: number) => SchemaNode): SchemaNode {
  const out: SchemaNode = { ...node };
  if (node.properties) out.properties = node.properties.map((p) => ({ ...p, schema: fn(p.schema, level + 1) }));
  if (node.additional && node.additional !== true) out.additional = fn(node.additional, level + 1);
  if (node.items) out.items = fn(node.items, level);
  if (node.alternatives) out.alternatives = { ...node.alternatives, options: node.alternatives.options.map((o) => ({ ...o, schema: fn(o.schema, level + 1) })) };
  return out;
}

/** Rows drawn by a node and its descendants down to `maxLevel`. */
function rowsWithin(node: SchemaNode, maxLevel: number, level = 0): number {
  let rows = (node.properties?.length ?? 0) + (node.alternatives?.options.length ?? 0);
  if (level < maxLevel) {
    for (const p of node.properties ?? []) rows += rowsWithin(p.schema, maxLevel, level + 1);
    for (const o of node.alternatives?.options ?? []) rows += rowsWithin(o.schema, maxLevel, level + 1);
    if (node.additional && node.additional !== true) rows += rowsWithin(node.additional, maxLevel, level + 1);
  }
  if (node.items) rows += rowsWithin(node.items, maxLevel, level);
  return rows;
}

function collectAnchors(node: SchemaNode, into: Set<string>): void {
  if (node.anchor) into.add(node.anchor);
  for (const p of node.properties ?? []) collectAnchors(p.schema, into);
  for (const o of node.alternatives?.options ?? []) collectAnchors(o.schema, into);
  if (node.additional && node.additional !== true) collectAnchors(node.additional, into);
  if (node.items) collectAnchors(node.items, into);
}

/** Placeholders still in `html` (links to fragment parts), replaced by the parts, for the search index; at most `budget` characters added. */
export function expandFragments(html: string, partOf: (src: string) => string | undefined, budget = 256 * 1024): string {
  let added = 0;
  const expand = (text: string, depth: number): string =>
    text.replace(/<div class="on-demand" data-src="([^"]+)">.*?<\/div>/g, (whole, src: string) => {
      const part = depth < 6 && added < budget ? partOf(src.replace(/&amp;/g, '&')) : undefined;
      if (part === undefined) return whole;
      added += part.length;
      return expand(part, depth + 1);
    });
  return expand(html, 0);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
