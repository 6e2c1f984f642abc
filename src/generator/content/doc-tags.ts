/**
 * The docs' `tags` front matter, as Docusaurus' docs plugin reads it: each tag has a page listing
 * its docs (by title), at `<docsRouteBase><basePath>/<permalink>/`, and one page lists every tag.
 *
 * A tag is a name (`tags: [beams]`), looked up in the tags file (`tags.yml` in the content folder:
 * `beams: { label: Beams, permalink: /light-beams, description: … }`), else taken as it is: its
 * label the name, its permalink the name in kebab case as lodash writes it ("Getting Started" ->
 * "getting-started", "C++ API" -> "c-api"). An object (`{ label, permalink }`) is a tag of its own.
 * Tags with the same permalink are one tag, the first label found naming it. When a tags file
 * exists, a tag it does not name is a warning (the config's `docTags.onInlineTags`).
 */
import fs from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import type { SiteConfig } from '../config/schema.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import { normaliseRoute, type Doc } from './load-docs.ts';
import { wordsKebab } from '../openapi/slugs.ts';
import { compareText } from '../text-order.ts';

export interface DocTag {
  label: string;
  /** The tag's page (base URL not included). */
  route: string;
  description: string | undefined;
  /** Its docs, by title. */
  docs: Doc[];
}

export interface DocTags {
  /** Every tag, by label. */
  tags: DocTag[];
  /** The page of every tag (base URL not included). */
  indexRoute: string;
  /** Each tagged doc's tags, in its front matter's order. */
  tagsOf: Map<Doc, DocTag[]>;
}

export interface TagDefinition {
  label: string;
  permalink: string;
  description: string | undefined;
}

/** The docs' tags, or undefined when no doc has one. */
export function collectDocTags(docs: Doc[], config: SiteConfig, rootDir: string, bag: DiagnosticBag): DocTags | undefined {
  if (!docs.some((doc) => doc.frontMatter.tags?.length)) return undefined;
  const { basePath, onInlineTags } = config.docTags;
  const base = `${config.docsRouteBase}${basePath}/`;
  const file = readTagsFile(rootDir, config.contentDir, config.docTags.file, 'docTags.file', bag);
  const byRoute = new Map<string, DocTag>();
  const tagsOf = new Map<Doc, DocTag[]>();
  for (const doc of docs) {
    const own: DocTag[] = [];
    for (const written of doc.frontMatter.tags ?? []) {
      const defined = typeof written === 'string' ? file?.tags.get(written) : undefined;
      const tag = defined ?? inlineTag(written);
      if (!defined && file && onInlineTags !== 'ignore') {
        const report = { file: doc.source, line: 2, message: `the tag "${tag.label}" is not defined in ${file.shown}`, hint: `add it to ${file.shown}, or set docTags.onInlineTags to "ignore" (Docusaurus' docs option onInlineTags)` };
        if (onInlineTags === 'error') bag.error(report);
        else bag.warn(report);
      }
      const route = normaliseRoute(base + tag.permalink);
      let entry = byRoute.get(route);
      if (!entry) byRoute.set(route, (entry = { label: tag.label, route, description: tag.description, docs: [] }));
      // A doc that names a tag twice is listed once.
      if (own.includes(entry)) continue;
      own.push(entry);
      entry.docs.push(doc);
    }
    if (own.length) tagsOf.set(doc, own);
  }
  const tags = [...byRoute.values()].sort((a, b) => compareText(a.label, b.label));
  for (const tag of tags) tag.docs.sort((a, b) => compareText(a.title, b.title));
  return { tags, indexRoute: normaliseRoute(base), tagsOf };
}

/** A tag the tags file does not define: a name, its permalink in kebab case; or an object, as it is. */
export function inlineTag(written: string | { label: string; permalink: string; description?: string }): TagDefinition {
  return typeof written === 'string' ? { label: written, permalink: wordsKebab(written), description: undefined } : { ...written, description: written.description };
}

/**
 * The tags file's definitions by key, when there is one: `named` in `folder`, else its tags.yml (a
 * missing file the config names, as the option `option`, is an error).
 */
/** The keys a tag of a tags file may have. */
const TAG_KEYS = new Set(['label', 'permalink', 'description']);

export function readTagsFile(rootDir: string, folder: string, named: string | false | undefined, option: string, bag: DiagnosticBag): { shown: string; tags: Map<string, TagDefinition> } | undefined {
  if (named === false) return undefined;
  const shown = path.posix.join(folder, named ?? 'tags.yml');
  const file = path.join(rootDir, shown);
  if (!fs.existsSync(file)) {
    if (named !== undefined) bag.error({ file: shown, message: 'the tags file the config names does not exist', hint: `create ${shown}, or leave ${option} out` });
    return undefined;
  }
  let data: unknown;
  try {
    data = jsYaml.load(fs.readFileSync(file, 'utf8'), { schema: jsYaml.JSON_SCHEMA });
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    bag.error({ file: shown, line: mark?.line === undefined ? undefined : mark.line + 1, message: `the tags file is not valid YAML: ${(error as Error).message.split('\n')[0]}`, hint: 'write one key per tag, each with an optional label, permalink and description' });
    return undefined;
  }
  const tags = new Map<string, TagDefinition>();
  if (data === null || data === undefined) return { shown, tags };
  if (typeof data !== 'object' || Array.isArray(data)) {
    bag.error({ file: shown, message: 'the tags file must map each tag to its label, permalink and description', hint: 'e.g. beams: { label: Beams, description: Docs about beams }' });
    return undefined;
  }
  for (const [key, value] of Object.entries(data)) {
    const entry = (value ?? {}) as Partial<Record<'label' | 'permalink' | 'description', unknown>>;
    // A key Docusaurus refuses (a typo such as `labels`) fails its build; here it is named, and left out.
    const unknown = typeof value === 'object' && value !== null ? Object.keys(value).filter((k) => !TAG_KEYS.has(k)) : [];
    if (unknown.length) bag.warn({ file: shown, message: `the tag "${key}" has ${unknown.map((k) => `"${k}"`).join(', ')}, which is no tag key (Docusaurus refuses the file): left out`, hint: 'a tag takes label, permalink and description only' });
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    // As Docusaurus: the key with its first letter capitalised, and in kebab case.
    tags.set(key, { label: text(entry.label) ?? key.charAt(0).toUpperCase() + key.slice(1).toLowerCase(), permalink: text(entry.permalink) ?? `/${wordsKebab(key)}`, description: text(entry.description) });
  }
  return { shown, tags };
}
