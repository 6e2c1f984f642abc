/**
 * The API reference plugin: every configured API group's spec becomes an info page, a page per tag
 * and a page per operation under /api/<group>/ (or the group's routeBase), plus the API sidebar items. Contributes pages to the
 * route table like any other content source.
 */
import { escapePlaceholderTags, withoutHtmlTags } from './placeholder-tags.ts';
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { SiteConfig } from '../config/schema.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import type { MarkdownRenderer, RenderedMarkdown } from '../content/markdown/pipeline.ts';
import { renderPlainText } from '../content/markdown/plain-text.ts';
import { sectionsOfApiPage } from '../render/search-sections.ts';
import type { Contributions, ContributedPage } from '../routes/route-table.ts';
import type { SidebarNode, SidebarCategory, TocItem } from '../../shared/types.ts';
import type { InfoView, OperationLink, OperationView, SchemaNode, SecuritySchemeView, TagView } from '../../templates/api/model.ts';
import { ApiOperation } from '../../templates/api/ApiOperation.tsx';
import { SchemaBodyFragment } from '../../templates/api/SchemaView.tsx';
import { expandFragments, finishPageFragments, pageFragments, SharedSchemaBodies, type FragmentFile } from './schema-fragments.ts';
import { ApiInfo, ApiTag } from '../../templates/api/ApiInfo.tsx';
import { ApiSchema } from '../../templates/api/ApiSchema.tsx';
import { loadSpec, type LoadedSpec, type LintResults } from './load-specs.ts';
import { combineApiGroups, type ApiGroupResult } from './contributions.ts';
import { lineOfPointer } from './spec-locations.ts';
import { operationView, schemaPageView, schemeKind } from './operation-view.ts';
import { resolveRef } from './resolve.ts';
import { slugRules, wordsKebab } from './slugs.ts';
import { serverViews } from './servers.ts';
import { HTTP_METHODS, type HttpMethod, type OperationObject, type PathItemObject, type SecuritySchemeObject, type ServerObject } from './types.ts';
import { hrefsOf } from '../routes/url-rules.ts';

/** The tag of operations that have none (docsgen's own label; Docusaurus' openapi-docs says "UNTAGGED"). */
const UNTAGGED = 'Other operations';

export type { ApiGroupResult } from './contributions.ts';

export interface ApiReferenceInputs {
  config: SiteConfig;
  rootDir: string;
  bag: DiagnosticBag;
  renderMarkdown: MarkdownRenderer;
}

export { kebabCase, slugify } from './slugs.ts';

export type { LintResults } from './load-specs.ts';

/**
 * Loads one API group's spec and builds its pages; null (with errors in the bag) when the spec is
 * missing or invalid. `lint` carries the linter's findings in and out (see LintResults).
 */
export async function loadApiGroup({ config, rootDir, bag, renderMarkdown }: ApiReferenceInputs, group: string, lint?: LintResults): Promise<ApiGroupResult | null> {
  if (!config.api) return null;
  const groupConfig = config.api.groups.find((g) => g.id === group) ?? { id: group, tagLinks: 'tag-page' as const, downloadLink: true, schemas: false, tagGroups: false };
  const spec = await loadSpec(rootDir, config.specsDir, groupConfig, bag, { strict: config.api.strict, lint });
  if (!spec) return null;
  const routeBase = groupConfig.routeBase ?? `/api/${group}/`;
  const built = buildGroup(spec, {
    config,
    bag,
    renderMarkdown,
    label: groupConfig.label,
    routeBase,
    tagRouteBase: groupConfig.tagRouteBase ?? routeBase,
    tagLinks: groupConfig.tagLinks ?? 'tag-page',
    downloadLink: groupConfig.downloadLink,
    ...(groupConfig.downloadUrl ? { downloadUrl: groupConfig.downloadUrl } : {}),
    collapsed: groupConfig.collapsed ?? config.sidebarCategories.collapsed,
    schemas: groupConfig.schemas ?? false,
    tagGroups: groupConfig.tagGroups ?? false,
  });
  return {
    group,
    pages: built.pages,
    sidebar: built.sidebar,
    file: { from: spec.absPath, to: built.download },
    dependencies: [...new Set([...spec.dependencies, ...built.dependencies])],
    // The group's folder leads to its info page; with the openapi-docs plugin's URLs it stays
    // unserved, as it is under Docusaurus (the plugin makes no page there).
    ...(built.infoRoute !== routeBase && config.api.slugs !== 'docusaurus-openapi' ? { redirect: { from: routeBase, to: built.infoRoute } } : {}),
  };
}

/** Every configured API group, loaded and built in this thread, in config order. */
export async function loadApiReference(inputs: ApiReferenceInputs): Promise<Contributions> {
  const groups = await Promise.all((inputs.config.api?.groups ?? []).map((g) => loadApiGroup(inputs, g.id)));
  return combineApiGroups(groups);
}

interface GroupContext {
  config: SiteConfig;
  bag: DiagnosticBag;
  renderMarkdown: MarkdownRenderer;
  label: string | undefined;
  /** Where the group's pages are served, "/api/<group>/" unless the config says otherwise. */
  routeBase: string;
  /** Where its tag pages are served (routeBase unless the config says otherwise). */
  tagRouteBase: string;
  /** Whether each tag has a page that its sidebar category links ('none': no tag pages). */
  tagLinks: 'tag-page' | 'info' | 'none';
  /** Whether the info page links the spec file. */
  downloadLink: boolean;
  /** Where that link leads, when not to docsgen's copy of the spec. */
  downloadUrl?: string;
  /** Whether the tag categories start collapsed. */
  collapsed: boolean;
  /** Whether each schema of components.schemas has a page (see schemaPages). */
  schemas: boolean;
  /** Whether the sidebar groups the tags by the spec's x-tagGroups. */
  tagGroups: boolean;
}

function buildGroup(spec: LoadedSpec, ctx: GroupContext): { pages: ContributedPage[]; sidebar: SidebarCategory; download: string; dependencies: string[]; infoRoute: string } {
  const { doc, group, source } = spec;
  const prefix = ctx.config.baseUrl.replace(/\/$/, '');
  // A page's own files (samples, schema parts) are in its route's folder; links to it take the site's URL form.
  const href = hrefsOf(ctx.config);
  const sidebarName = ctx.config.api!.sidebar;
  const cache = new Map<string, RenderedMarkdown>();
  const dependencies: string[] = [];
  const md = (text: string): RenderedMarkdown => {
    let hit = cache.get(text);
    if (!hit) {
      // Most descriptions are a plain sentence: those skip the pipeline (same output, far cheaper).
      const markdown = escapePlaceholderTags(text);
      hit = renderPlainText(markdown) ?? ctx.renderMarkdown({ markdown, source, contentPath: `../${source}`, startLine: 1 });
      // A line counted inside the description is no line of the spec file: the warning names the file alone.
      hit.warnings.forEach(({ line: _inDescription, ...w }) => ctx.bag.warn({ ...w, message: `a description: ${w.message}` }));
      dependencies.push(...hit.dependencies);
      cache.set(text, hit);
    }
    return hit;
  };
  const html = (text: string) => md(text).html;

  // Routes are claimed in a fixed order (info, tags, operations) so collisions resolve the same way every build.
  const taken = new Set<string>();
  const claim = (wanted: string, what: string, base = ctx.routeBase): string => {
    let slug = wanted || 'page';
    for (let n = 2; taken.has(base + slug); n++) slug = `${wanted}-${n}`;
    if (slug !== wanted) ctx.bag.warn({ file: source, message: `${what} wants the route ${base}${wanted}/, which is taken; it gets ${base}${slug}/`, hint: 'give it a unique operationId, summary or tag name' });
    taken.add(base + slug);
    return `${base}${slug}/`;
  };
  const title = doc.info.title;
  const slugs = slugRules(ctx.config.api?.slugs ?? 'docsgen');
  const infoRoute = claim(slugs.info(title), 'the info page');
  const declaredTags = (doc.tags ?? []).map((t) => t.name);
  const usedTags: string[] = [];
  const docusaurusStyle = ctx.config.api?.slugs === 'docusaurus-openapi';
  const ops: Array<{ method: string; path: string; op: OperationObject; pathParams: unknown[]; pathServers: ServerObject[] | undefined; tags: string[]; webhook?: true }> = [];
  // OpenAPI 3.1's webhooks (the requests the API sends to a URL registered with it) come after the
  // paths, each a page as an operation's, at its name (as openapi-docs and Redoc list them).
  const webhooks = Object.entries(((doc as { webhooks?: Record<string, unknown> }).webhooks ?? {})).map(([name, item]) => [name, resolveRef<PathItemObject>(doc, item as never), true] as const);
  for (const [path, item, webhook] of [...Object.entries(doc.paths ?? {}).map(([path, item]) => [path, item, false] as const), ...webhooks]) {
    if (!item) continue;
    // In the order the spec writes them, as Redoc and docusaurus-plugin-openapi-docs list them (the
    // plugin's sidebar, and which of two operations with one slug takes "-2", follow it).
    for (const method of Object.keys(item).filter((key): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key))) {
      const written = item[method] as OperationObject | undefined;
      if (!written) continue;
      // openapi-docs titles (and names the page of) a webhook without summary or operationId by its key.
      const op = docusaurusStyle && webhook && !written.summary && !written.operationId ? { ...written, summary: path } : written;
      // A tag listed twice on one operation lists the operation once.
      const tags = op.tags?.length ? [...new Set(op.tags.map(String))] : [UNTAGGED];
      for (const t of tags) if (!declaredTags.includes(t) && !usedTags.includes(t)) usedTags.push(t);
      ops.push({ method, path, op, pathParams: (item.parameters ?? []) as unknown[], pathServers: item.servers, tags, ...(webhook ? { webhook } : {}) });
    }
  }
  const allTags = [...declaredTags.filter((t) => ops.some((o) => o.tags.includes(t))), ...usedTags];
  // A tag's name as docusaurus-plugin-openapi-docs shows it: its x-displayName, "UNTAGGED" for none.
  const tagLabel = (tag: string): string => {
    if (!docusaurusStyle) return tag;
    if (tag === UNTAGGED) return 'UNTAGGED';
    const displayName = (doc.tags?.find((t) => t.name === tag) as { 'x-displayName'?: unknown } | undefined)?.['x-displayName'];
    return typeof displayName === 'string' && displayName ? displayName : tag;
  };
  // A tag has a page only where its category links one: the plugin makes none without a
  // categoryLinkSource, and none for a tag the spec does not declare (its UNTAGGED category
  // included), so neither does docsgen.
  const hasPage = (tag: string) => ctx.tagLinks === 'tag-page' && !(docusaurusStyle && !declaredTags.includes(tag));
  const tagRoutes = new Map(allTags.filter(hasPage).map((t) => [t, claim(slugs.tag(t), `the tag "${t}"`, ctx.tagRouteBase)]));
  const opRoutes = ops.map((o) => claim(slugs.operation(o.op, o.method, o.path), `the operation ${o.method.toUpperCase()} ${o.path}`));
  if (docusaurusStyle) {
    ops.forEach((o, i) => {
      if (o.op.summary || o.op.operationId) return;
      ctx.bag.warn({ file: source, line: lineOfPointer(spec.text, operationPointer(o.path, o.method, o.webhook)), message: `the operation ${o.method.toUpperCase()} ${o.path} has neither a summary nor an operationId: docusaurus-plugin-openapi-docs writes no page for it; docsgen serves it at ${opRoutes[i]}`, hint: 'give it an operationId (or a summary) to have the same page under both' });
    });
  }

  const linkOf = (i: number): OperationLink => ({
    method: ops[i].method.toUpperCase(),
    path: ops[i].path,
    summary: ops[i].op.summary ?? ops[i].op.operationId ?? ops[i].path,
    href: href(opRoutes[i]),
    deprecated: ops[i].op.deprecated === true,
    ...(ops[i].webhook ? { webhook: true } : {}),
    // Its description's first sentence; as the plugin's tag page shows it, its first line.
    ...(ops[i].op.description ? { description: docusaurusStyle ? firstLine(ops[i].op.description!) : firstSentence(ops[i].op.description!) } : {}),
  });
  const pages: ContributedPage[] = [];
  const api = (kind: 'info' | 'tag' | 'operation' | 'schema') => ({ kind, infoRoute, download: `${prefix}/specs/${group}${source.slice(source.lastIndexOf('.'))}` });
  const renderBody = (node: SchemaNode) => renderToStaticMarkup(createElement(SchemaBodyFragment, { node }));
  const shared = new SharedSchemaBodies({ doc, markdown: html, group, prefix, render: renderBody });
  /** A fragment part's HTML by its URL (the page's own file, or a shared schema body), for the search text. */
  const partOf = (own: FragmentFile | undefined, ownUrl: string) => (src: string): string | undefined => {
    const [file, id] = src.split('#');
    if (own && file === ownUrl) return own.htmlOf(id);
    const ref = shared.refOfUrl(file);
    return ref === undefined ? undefined : shared.fileOf(ref).htmlOf(id);
  };
  const page = (route: string, pageTitle: string, description: string, body: string, toc: TocItem[], kind: ReturnType<typeof api>, articleClass?: string, searchBody = body): ContributedPage => ({
    kind: 'contributed',
    route,
    title: pageTitle,
    description,
    sidebar: sidebarName,
    source,
    html: body,
    // Split for search here, in the worker that built the page, so it is cached with the group.
    sections: sectionsOfApiPage(searchBody),
    toc,
    articleClass,
    api: kind,
  });

  // Where docsgen publishes the spec (its info page may link another copy: the group's downloadUrl).
  const ownDownload = `${prefix}/specs/${group}${source.slice(source.lastIndexOf('.'))}`;
  // Info page.
  const descriptionMd = doc.info.description ? md(doc.info.description) : undefined;
  // The description's own headings keep their ids (links point at them); generated sections step aside.
  const descriptionHeadings = descriptionMd?.headings ?? [];
  const sectionId = uniqueIds(descriptionHeadings.map((h) => h.id));
  const info: InfoView = {
    title,
    ...logoOf(doc.info),
    version: doc.info.version,
    openapi: String(doc.openapi),
    descriptionHtml: descriptionMd?.html ?? '',
    servers: serverViews(doc.servers),
    termsOfService: doc.info.termsOfService,
    // A description with its own "Authentication" heading keeps it; the generated list is then "Security schemes".
    authenticationTitle: descriptionHeadings.some((h) => /^authentication$/i.test(h.text)) ? 'Security schemes' : 'Authentication',
    sectionIds: {
      servers: sectionId('servers'),
      authentication: sectionId(descriptionHeadings.some((h) => /^authentication$/i.test(h.text)) ? 'security-schemes' : 'authentication'),
      resources: sectionId('resources'),
      contact: sectionId('contact-and-licence'),
    },
    schemes: Object.entries(doc.components?.securitySchemes ?? {}).map(([name, raw]) => schemeView(name, resolveRef<SecuritySchemeObject>(doc, raw as SecuritySchemeObject), html)),
    contact: doc.info.contact,
    license: doc.info.license ? { name: doc.info.license.name, url: licenseUrl(doc.info.license) } : undefined,
    downloadHref: ctx.downloadUrl ?? ownDownload,
    downloadName: `${group}${source.slice(source.lastIndexOf('.'))}`,
    downloadLink: ctx.downloadLink,
    tags: allTags.map((t) => ({
      name: tagLabel(t),
      // Without a tag page, a tag's entry leads to its first operation.
      href: href(tagRoutes.get(t) ?? opRoutes[ops.findIndex((o) => o.tags.includes(t))]),
      count: ops.filter((o) => o.tags.includes(t)).length,
      summary: firstSentence((doc.tags ?? []).find((d) => d.name === t)?.description ?? ''),
    })),
  };
  const infoToc: TocItem[] = [
    ...descriptionHeadings.filter((h) => h.depth === 2 || h.depth === 3),
    ...(info.servers.length ? [{ depth: 2, id: info.sectionIds.servers, text: 'Servers' }] : []),
    ...(info.schemes.length ? [{ depth: 2, id: info.sectionIds.authentication, text: info.authenticationTitle }] : []),
    ...(info.tags.length ? [{ depth: 2, id: info.sectionIds.resources, text: 'Resources' }] : []),
    ...(info.contact || info.license || info.termsOfService ? [{ depth: 2, id: info.sectionIds.contact, text: 'Terms, contact and licence' }] : []),
  ];
  // The plugin's info doc has no description of its own when the spec gives none (its card shows none),
  // and the description's whole text when it does (its front matter's).
  const infoDescription = docusaurusStyle ? (descriptionMd?.excerpt ?? '') : firstSentence(descriptionMd?.excerpt ?? '') || `Reference of the ${title}.`;
  pages.push(page(infoRoute, title, infoDescription, renderToStaticMarkup(createElement(ApiInfo, { info })), infoToc, api('info')));


  // Tag pages.
  for (const tag of allTags.filter(hasPage)) {
    const declared = (doc.tags ?? []).find((t) => t.name === tag);
    const tagMd = declared?.description ? md(declared.description) : undefined;
    const view: TagView = {
      name: tag,
      descriptionHtml: tagMd?.html ?? '',
      operationsId: uniqueIds((tagMd?.headings ?? []).map((h) => h.id))('operations'),
      operations: ops.map((_, i) => i).filter((i) => ops[i].tags.includes(tag)).map(linkOf),
    };
    const description = firstSentence(declared?.description ?? '') || `Operations of the ${title} about ${tag}.`;
    pages.push(page(tagRoutes.get(tag)!, tagLabel(tag), description, renderToStaticMarkup(createElement(ApiTag, { tag: view })), [{ depth: 2, id: view.operationsId, text: 'Operations' }], api('tag')));
  }

  // Operation pages.
  const placeholders = ctx.config.api?.authPlaceholders ?? {};
  const specUrl = ctx.config.url + ownDownload;
  ops.forEach((o, i) => {
    try {
      const warn = (message: string) => ctx.bag.warn({ file: source, line: lineOfPointer(spec.text, operationPointer(o.path, o.method, o.webhook)), message, hint: 'the page is built without that sample; add x-codeSamples to the operation to give your own' });
      const fragments = pageFragments();
      const deferral = { file: fragments, shared, render: renderBody, moved: new Set<string>() };
      const view = operationView({ group, doc, markdown: html, authPlaceholders: placeholders, specUrl, warn, deferral, summaryAsDescription: docusaurusStyle, ...(ctx.config.api?.samples ? { samples: ctx.config.api.samples } : {}), ...(ctx.config.api?.customSamples ? { customSamples: ctx.config.api.customSamples } : {}) }, o.method, o.path, o.op, o.pathParams, o.pathServers, o.webhook);
      // openapi-docs' page describes itself by its summary when the operation has no description.
      const endpoint = `${o.webhook ? 'Webhook ' : ''}${o.method.toUpperCase()} ${o.path}`;
      // openapi-docs' pages are described by the description's first line (their cards show it).
      const description = (docusaurusStyle ? firstLine(o.op.description ?? '') : firstSentence(o.op.description ?? '')) || (docusaurusStyle && o.op.summary ? o.op.summary : view.summary === `${o.method.toUpperCase()} ${o.path}` ? `${endpoint}.` : `${endpoint}: ${view.summary}.`);
      const samplesFile = loadSamplesOnDemand(view, prefix + opRoutes[i], opRoutes[i].slice(1));
      const rendered = renderToStaticMarkup(createElement(ApiOperation, { op: view }));
      const own = finishPageFragments(fragments, rendered, prefix + opRoutes[i], opRoutes[i].slice(1), `${view.summary}: schemas and examples`);
      // Search reads the request's fields as if every level were open (responses are not indexed).
      const responsesAt = own.html.indexOf('<h2 id="responses"');
      const request = responsesAt === -1 ? own.html : own.html.slice(0, responsesAt);
      const searchBody = expandFragments(request, partOf(fragments, own.file ? prefix + '/' + own.file.path : '')) + (responsesAt === -1 ? '' : own.html.slice(responsesAt));
      const built = page(opRoutes[i], view.summary, description, own.html, [], api('operation'), 'doc__article--wide', searchBody);
      const files = [...(samplesFile ? [samplesFile] : []), ...(own.file ? [own.file] : [])];
      pages.push(files.length ? { ...built, files } : built);
    } catch (error) {
      // An operation the spec validator accepted but docsgen cannot render: name it, do not crash.
      ctx.bag.error({
        file: source,
        line: lineOfPointer(spec.text, operationPointer(o.path, o.method, o.webhook)),
        message: `the operation ${o.method.toUpperCase()} ${o.path} could not be rendered: ${(error as Error).message}`,
        hint: 'check its parameters, request body and servers; report the problem if the spec is valid',
      });
    }
  });

  // Schema pages, claimed after every operation's route.
  const schemaLinks = new Map<string, SidebarNode[]>();
  const withPages = schemasWithPages(doc, ctx.schemas, docusaurusStyle);
  // Each operation as JSON once, to find the schemas it names.
  const opTexts = withPages.length ? ops.map((o) => JSON.stringify(o.op) + JSON.stringify(o.pathParams)) : [];
  for (const s of withPages) {
    const slug = slugs.schema(s.name, s.title) ?? wordsKebab(s.name);
    const route = claim(`schemas/${slug}`, `the schema "${s.name}"`);
    const usedBy = ops.map((_, i) => i).filter((i) => opTexts[i].includes(JSON.stringify(s.pointer))).map(linkOf);
    const fragments = pageFragments();
    const deferral = { file: fragments, shared, render: renderBody, moved: new Set<string>() };
    const view = schemaPageView({ group, doc, markdown: html, authPlaceholders: {}, specUrl: ctx.config.url + ownDownload, deferral }, s.name, usedBy);
    const own = finishPageFragments(fragments, renderToStaticMarkup(createElement(ApiSchema, { schema: view })), prefix + route, route.slice(1), `${s.name}: nested schemas`);
    const description = firstSentence(s.description ?? '') || `The ${s.name} schema of the ${title}.`;
    const toc: TocItem[] = [...(view.exampleHtml ? [{ depth: 2, id: view.sectionIds.example, text: 'Example' }] : []), ...(usedBy.length ? [{ depth: 2, id: view.sectionIds.usedBy, text: 'Used by' }] : [])];
    const built = page(route, s.title ?? s.name, description, own.html, toc, api('schema'));
    pages.push(own.file ? { ...built, files: [own.file] } : built);
    // A schema with x-tags is listed in those tags' categories (first, as the plugin lists it); the rest under "Schemas".
    const link: SidebarNode = { type: 'link', label: docusaurusStyle ? (s.title ?? s.name) : s.name, href: href(route), external: false };
    const homes = s.tags.filter((t) => allTags.includes(t));
    for (const home of homes.length ? homes : ['']) schemaLinks.set(home, [...(schemaLinks.get(home) ?? []), link]);
  }

  // The shared schema bodies go out with the info page (they are files of the group, not of one page).
  const sharedFiles = shared.files();
  if (sharedFiles.length) pages[0] = { ...pages[0], files: [...(pages[0].files ?? []), ...sharedFiles] };

  // docusaurus-plugin-openapi-docs' sidebar: a tag's x-displayName, its untagged operations last as "UNTAGGED".
  const sidebarTags = docusaurusStyle ? [...allTags.filter((t) => t !== UNTAGGED), ...allTags.filter((t) => t === UNTAGGED)] : allTags;
  // The plugin's info doc is "Introduction" too (its template's sidebar_label, every version to 5.2).
  const introduction: SidebarNode = { type: 'link', label: 'Introduction', href: href(infoRoute), external: false };
  const tagCategory = (tag: string): SidebarNode => ({
    type: 'category',
    label: tagLabel(tag),
    // With tagLinks 'info' (openapi-docs' categoryLinkSource 'info'), every tag's category leads to the info page.
    ...(tagRoutes.has(tag) ? { href: href(tagRoutes.get(tag)!) } : ctx.tagLinks === 'info' ? { href: href(infoRoute) } : {}),
    collapsed: ctx.collapsed,
    items: [
      ...(schemaLinks.get(tag) ?? []),
      ...ops
        .map((o, i) => ({ o, i }))
        .filter(({ o }) => o.tags.includes(tag))
        .map<SidebarNode>(({ o, i }) => ({ type: 'link', label: o.op.summary ?? o.op.operationId ?? o.path, href: href(opRoutes[i]), external: false, method: o.method.toUpperCase(), deprecated: o.op.deprecated === true || undefined })),
    ],
  });
  const schemasCategory: SidebarNode[] = schemaLinks.get('')?.length ? [{ type: 'category', label: 'Schemas', collapsed: ctx.collapsed, items: schemaLinks.get('')! }] : [];
  const tagGroups = ctx.tagGroups ? tagGroupsOf(doc) : [];
  const sidebar: SidebarCategory = {
    type: 'category',
    label: ctx.label ?? title,
    // Without JavaScript a closed group still leads somewhere: its info page.
    href: href(infoRoute),
    collapsed: false,
    items: tagGroups.length
      ? [...byTagGroups(tagGroups, { introduction, tags: sidebarTags, declaredTags, untagged: UNTAGGED, tagCategory, collapsed: ctx.collapsed, docusaurusStyle }), ...schemasCategory]
      : [...(ctx.tagLinks === 'info' && sidebarTags.length ? [] : [introduction]), ...sidebarTags.map(tagCategory), ...schemasCategory],
  };
  return { pages, sidebar, download: ownDownload.slice(ctx.config.baseUrl.length), dependencies, infoRoute };
}

/** The spec's `x-tagGroups` (Redoc's extension): named groups of tag names. */
function tagGroupsOf(doc: LoadedSpec['doc']): Array<{ name: string; tags: string[] }> {
  const raw = (doc as { 'x-tagGroups'?: unknown })['x-tagGroups'];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((g: { name?: unknown; tags?: unknown }) => (typeof g?.name === 'string' && Array.isArray(g.tags) ? [{ name: g.name, tags: g.tags.filter((t): t is string => typeof t === 'string') }] : []));
}

interface TagGroupParts {
  introduction: SidebarNode;
  /** The tags with operations, in sidebar order. */
  tags: string[];
  declaredTags: string[];
  untagged: string;
  tagCategory: (tag: string) => SidebarNode;
  collapsed: boolean;
  docusaurusStyle: boolean;
}

/**
 * The group's sidebar by `x-tagGroups`: a category per tag group holding its tags' categories.
 * docusaurus-plugin-openapi-docs (groupPathsBy 'tagGroup') repeats the Introduction and the untagged
 * operations in every group, lists a group's tags in the spec's tag order (declared tags only) and
 * starts each group closed; docsgen's own style puts the Introduction first, the group's tags in its
 * order, and the tags of no group after the groups.
 */
function byTagGroups(groups: Array<{ name: string; tags: string[] }>, parts: TagGroupParts): SidebarNode[] {
  const { introduction, tags, declaredTags, untagged, tagCategory } = parts;
  if (parts.docusaurusStyle) {
    return groups.map((g) => ({
      type: 'category',
      label: g.name,
      collapsed: true,
      items: [introduction, ...declaredTags.filter((t) => g.tags.includes(t) && tags.includes(t)).map(tagCategory), ...(tags.includes(untagged) ? [tagCategory(untagged)] : [])],
    }));
  }
  const grouped = groups.map<SidebarNode>((g) => ({ type: 'category', label: g.name, collapsed: parts.collapsed, items: g.tags.filter((t) => tags.includes(t)).map(tagCategory) })).filter((g) => g.type === 'category' && g.items.length);
  return [introduction, ...grouped, ...tags.filter((t) => !groups.some((g) => g.tags.includes(t))).map(tagCategory)];
}

/** A schema that gets a page: every one with `schemas`; for the openapi-docs plugin also any with `x-tags`. */
interface SchemaWithPage {
  name: string;
  title?: string;
  description?: string;
  /** Its JSON pointer ("#/components/schemas/Scene"), as a $ref names it. */
  pointer: string;
  tags: string[];
}

function schemasWithPages(doc: LoadedSpec['doc'], all: boolean, docusaurusStyle: boolean): SchemaWithPage[] {
  const found: SchemaWithPage[] = [];
  for (const [name, raw] of Object.entries(doc.components?.schemas ?? {})) {
    const schema = (raw ?? {}) as { title?: unknown; description?: unknown; 'x-tags'?: unknown };
    const tags = Array.isArray(schema['x-tags']) ? schema['x-tags'].filter((t): t is string => typeof t === 'string') : [];
    if (!all && !(docusaurusStyle && tags.length)) continue;
    found.push({
      name,
      ...(typeof schema.title === 'string' && schema.title ? { title: schema.title } : {}),
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      pointer: `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      tags,
    });
  }
  return found;
}

function schemeView(name: string, scheme: SecuritySchemeObject | undefined, html: (t: string) => string): SecuritySchemeView {
  const view: SecuritySchemeView = { name, kind: schemeKind(scheme), descriptionHtml: scheme?.description ? html(scheme.description) : '', details: [], flows: [] };
  if (!scheme) return view;
  if (scheme.type === 'apiKey') view.details.push(['Sent in', scheme.in], ['Name', scheme.name]);
  if (scheme.type === 'http') view.details.push(['Scheme', scheme.scheme], ...(scheme.bearerFormat ? [['Bearer format', scheme.bearerFormat] as [string, string]] : []));
  if (scheme.type === 'openIdConnect') view.details.push(['Discovery URL', scheme.openIdConnectUrl]);
  if (scheme.type === 'oauth2') {
    for (const [flow, def] of Object.entries(scheme.flows)) {
      const d = def as { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; scopes?: Record<string, string> };
      const urls: Array<[string, string]> = [];
      if (d.authorizationUrl) urls.push(['Authorization URL', d.authorizationUrl]);
      if (d.tokenUrl) urls.push(['Token URL', d.tokenUrl]);
      if (d.refreshUrl) urls.push(['Refresh URL', d.refreshUrl]);
      view.flows.push({ flow: flowName(flow), urls, scopes: Object.entries(d.scopes ?? {}) });
    }
  }
  return view;
}

/** The JSON pointer of an operation: "/paths/~1jobs~1{id}/get". */
function operationPointer(path: string, method: string, webhook?: boolean): string {
  return `/${webhook ? 'webhooks' : 'paths'}/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
}

function flowName(flow: string): string {
  return { authorizationCode: 'Authorization code', clientCredentials: 'Client credentials', implicit: 'Implicit', password: 'Password' }[flow] ?? flow;
}

/**
 * The code samples after the first leave the page for a small JSON file next to it, fetched when a
 * reader chooses one of those tabs: they are most of a sample's weight (token markup, four times
 * the body) and only one tab shows at a time. Without JavaScript the first tab is what shows anyway.
 */
function loadSamplesOnDemand(view: OperationView, href: string, dir: string): { path: string; contents: string } | undefined {
  const later = view.samples.slice(1);
  if (!later.length) return undefined;
  const contents = JSON.stringify(Object.fromEntries(later.map((s) => [s.id, s.html])));
  const name = `samples.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.json`;
  view.samples = [view.samples[0], ...later.map((s) => ({ id: s.id, label: s.label, html: '', src: href + name }))];
  return { path: dir + name, contents };
}

/** A function handing out ids not yet taken on the page: "authentication", then "authentication-2". */
function uniqueIds(taken: string[]): (wanted: string) => string {
  const used = new Set(taken);
  return (wanted) => {
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
    used.add(id);
    return id;
  };
}

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * First sentence of Markdown, as plain text (for meta descriptions and summaries). Sentence ends come
 * from Intl.Segmenter, which does not stop at "e.g. the" or "v1.2"; a too-short first sentence takes
 * the next one along, a too-long one is cut at a word and marked with an ellipsis.
 */
export function firstSentence(markdown: string): string {
  // HTML tags go (`<b>`), placeholders stay (`Bearer <token>`).
  const text = withoutHtmlTags(markdown)
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^#+\s.*$/gm, ' ')
    // An admonition's fences and a table's rows are no sentence (a short first sentence takes the next along).
    .replace(/^\s*:{3,}.*$/gm, ' ')
    .replace(/^\s*\|.*\|\s*$/gm, ' ')
    // An image says nothing in a line of text (a tag's screenshot before its first sentence).
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<img\b[^>]*>/gi, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    // Emphasis markers only: snake_case names and "a > b" keep their characters.
    .replace(/(\*\*|__|\*|\b_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/^\s*>\s?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  let out = '';
  for (const { segment } of sentences.segment(text)) {
    out += segment;
    if (out.trim().length >= 20) break;
  }
  out = out.trim();
  if (out.length <= 240) return out;
  const cut = out.slice(0, 240);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 160 ? cut.lastIndexOf(' ') : 240).replace(/[\s,;:]+$/, '')}…`;
}

/** The first line of Markdown with something on it, as plain text (the plugin's description front matter). */
function firstLine(markdown: string): string {
  const line = markdown.split(/\r?\n/).map((l) => l.replace(/!\[[^\]]*\]\([^)]*\)/g, '')).find((l) => l.trim()) ?? '';
  return withoutHtmlTags(line).replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/(\*\*|__|\*|\b_)(\S(?:.*?\S)?)\1/g, '$2').trim();
}

/** The spec's `info.x-logo` (Redoc's and the plugin's extension): an image by URL, or a site path. */
function logoOf(info: object): { logo?: { src: string; alt: string } } {
  const logo = (info as { 'x-logo'?: { url?: unknown; altText?: unknown } })['x-logo'];
  const src = typeof logo?.url === 'string' ? logo.url : undefined;
  if (!src || !/^(https?:\/\/|\/)/.test(src)) return {};
  return { logo: { src, alt: typeof logo?.altText === 'string' ? logo.altText : '' } };
}

/** A licence's link: its url, else (OpenAPI 3.1) the SPDX page of its identifier, as Redoc and openapi-docs link it. */
function licenseUrl(license: { url?: string; identifier?: unknown }): string | undefined {
  if (license.url) return license.url;
  const id = typeof license.identifier === 'string' ? license.identifier.trim() : '';
  return /^[A-Za-z0-9.+-]+$/.test(id) ? `https://spdx.org/licenses/${id}.html` : undefined;
}
