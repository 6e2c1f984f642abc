/** Builds the view of one operation page: parameters, body, responses, security and code samples. */
import { codeBlockHtml } from '../content/markdown/rehype-code-blocks.ts';
import type { CallbackView, MediaView, OperationLink, OperationView, ParameterView, ResponseView, SampleView, SchemaPageView, SecurityView } from '../../templates/api/model.ts';
import { generatedExample, parameterExample, parameterSampleValue, type ExampleMode } from './example.ts';
import { DEFAULT_SAMPLES, generateSamples, customSample, mergeSamples, type SampleChoice, type SampleRequest } from './samples.ts';
import { concreteServerUrl, effectiveServers, serverViews } from './servers.ts';
import { constraintsOf, createSchemaContext, labelOf, schemaNode, type SchemaPageContext } from './schema-view.ts';
import { deferDeepSchemas, type Deferral } from './schema-fragments.ts';
import { isRef, resolveRef } from './resolve.ts';
import type { ApiDocument, OperationObject, ParameterObject, Schema, SecuritySchemeObject, ServerObject } from './types.ts';

/** What building an operation view needs besides the operation. */
export interface OperationContext {
  group: string;
  doc: ApiDocument;
  markdown: (text: string) => string;
  /** Value shown for each security scheme in code samples, by scheme name. */
  authPlaceholders: Record<string, string>;
  /** The code samples' languages (config api.samples; docsgen's four by default). */
  samples?: SampleChoice[];
  /** What an operation's `x-codeSamples` do to the generated samples (config api.customSamples). */
  customSamples?: 'replace' | 'merge';
  /** Where the spec is published; relative server URLs (and a spec with none) resolve against it. */
  specUrl: string;
  /** Called when a code sample cannot be generated: the page goes out without it. */
  warn?: (message: string) => void;
  /** Given, deep schema levels and huge examples leave the page for fragment files (schema-fragments.ts). */
  deferral?: Deferral;
  /** An operation with a summary and no description shows its summary as its description (openapi-docs' pages). */
  summaryAsDescription?: boolean;
}

/** Examples longer than this (characters) are loaded when a reader opens them, not carried by the page. */
export const LONG_EXAMPLE = 4000;

type MediaObject = { schema?: Schema; example?: unknown; examples?: Record<string, unknown> };

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

/** `webhook`: `path` is an OpenAPI 3.1 webhook's name, a request the API sends (no server, no samples; the body is the API's). */
export function operationView(ctx: OperationContext, method: string, path: string, op: OperationObject, pathParams: unknown[], pathServers?: ServerObject[], webhook?: boolean): OperationView {
  const { doc } = ctx;
  const schemas = createSchemaContext(doc, ctx.markdown, { sharedSrc: ctx.deferral?.shared.src });
  const params = mergeParameters(doc, pathParams, op.parameters ?? []);
  // OpenAPI: with no servers the default is "/", and relative server URLs resolve against the
  // document's own URL, which for docsgen is where the spec is published. The samples call the
  // operation's effective server (its own, else its path's, else the document's), variables at their defaults.
  const servers = effectiveServers(doc.servers, pathServers, op.servers);
  const server = concreteServerUrl(servers[0], ctx.specUrl);
  const ownServers = Boolean(op.servers?.length || pathServers?.length);
  const requestBody = resolveRef<{ description?: string; required?: boolean; content?: Record<string, MediaObject> }>(doc, op.requestBody as never);
  const view: OperationView = {
    group: ctx.group,
    method: method.toUpperCase(),
    path,
    url: webhook ? path : server + path,
    ...(webhook ? { webhook: true } : {}),
    servers: !webhook && (ownServers || servers.length > 1) ? serverViews(servers) : [],
    operationId: op.operationId,
    summary: op.summary ?? op.operationId ?? `${method.toUpperCase()} ${path}`,
    descriptionHtml: op.description ? clearOfPageIds(ctx.markdown(op.description), Object.keys(op.responses ?? {})) : ctx.summaryAsDescription && op.summary ? ctx.markdown(op.summary) : '',
    deprecated: op.deprecated === true,
    security: securityOf(doc, op),
    parameterGroups: LOCATIONS.map(([location, title]) => ({
      location,
      title,
      params: params.filter((p) => p.in === location).map((p) => parameterView(ctx, p)),
    })).filter((g) => g.params.length > 0),
    requestBody: requestBody
      ? {
          descriptionHtml: requestBody.description ? ctx.markdown(requestBody.description) : '',
          required: requestBody.required === true,
          contents: Object.entries(requestBody.content ?? {}).map(([mediaType, media]) => mediaView(doc, schemas, mediaType, media, webhook ? 'response' : 'request', ctx.deferral)),
        }
      : undefined,
    responses: Object.entries(op.responses ?? {}).map(([status, raw]) => responseView(ctx, schemas, status, raw)),
    callbacks: callbacksOf(ctx, schemas, op),
    samples: [],
  };
  if (webhook) return view;
  try {
    view.samples = samplesOf(ctx, op, method, { server: webhook ? '' : server, path }, params, requestBody?.content);
  } catch (error) {
    // The sample generator refuses some real requests (a `#` in the path, a header value it deems
    // invalid): the page goes without samples rather than the build failing.
    ctx.warn?.(`the code samples of ${view.method} ${path} could not be generated (${error instanceof Error ? error.message : String(error)}); the page has none`);
  }
  // The generated samples carry that media type's example body: the request section links to them instead of repeating it.
  const custom = (op as { 'x-codeSamples'?: unknown[] })['x-codeSamples'];
  if (!(Array.isArray(custom) && custom.length) && view.samples.length === (ctx.samples ?? DEFAULT_SAMPLES).length) view.sampleMediaType = sampleMediaTypeOf(requestBody?.content);
  return view;
}

/**
 * The operation's callbacks: each request the API sends back (to a URL expression such as
 * `{$request.body#/callbackUrl}`), with the body it sends (as a response's: the API writes it) and
 * the answers it expects.
 */
function callbacksOf(ctx: OperationContext, schemas: SchemaPageContext, op: OperationObject): CallbackView[] {
  const views: CallbackView[] = [];
  for (const [name, raw] of Object.entries((op as { callbacks?: Record<string, unknown> }).callbacks ?? {})) {
    const callback = resolveRef<Record<string, unknown>>(ctx.doc, raw as never) ?? {};
    for (const [expression, item] of Object.entries(callback)) {
      const pathItem = resolveRef<Record<string, unknown>>(ctx.doc, item as never) ?? {};
      for (const method of Object.keys(pathItem).filter((key) => HTTP_METHOD.test(key))) {
        const call = (pathItem[method] ?? {}) as OperationObject;
        const body = resolveRef<{ description?: string; content?: Record<string, MediaObject> }>(ctx.doc, call.requestBody as never);
        views.push({
          name,
          method: method.toUpperCase(),
          expression,
          ...(call.summary ? { summary: call.summary } : {}),
          descriptionHtml: call.description ? ctx.markdown(call.description) : '',
          ...(body ? { requestBody: { descriptionHtml: body.description ? ctx.markdown(body.description) : '', contents: Object.entries(body.content ?? {}).map(([mediaType, media]) => mediaView(ctx.doc, schemas, mediaType, media, 'response', ctx.deferral, 1)) } } : {}),
          responses: Object.entries(call.responses ?? {}).map(([status, answer]) => responseView(ctx, schemas, status, answer)),
        });
      }
    }
  }
  return views;
}

const HTTP_METHOD = /^(get|put|post|delete|options|head|patch|trace)$/;

/** Ids the operation page gives its own sections. */
const PAGE_IDS = ['authorization', 'request', 'request-body', 'responses', 'callbacks', 'code-samples', 'response-example', ...LOCATIONS.map(([l]) => `${l}-parameters`)];

/** The description's headings renamed where they would repeat an id of the page's own sections (and its links to them). */
function clearOfPageIds(html: string, statuses: string[]): string {
  const taken = new Set([...PAGE_IDS, ...statuses.map((s) => `response-${s}`)]);
  return html.replace(/(\sid="|\shref="#)([^"]+)"/g, (whole, attr: string, id: string) => (taken.has(id) ? `${attr}description-${id}"` : whole));
}

/**
 * The operation's parameters, then the path's it does not override (same `in` and name), as
 * docusaurus-plugin-openapi-docs lists them.
 */
function mergeParameters(doc: ApiDocument, pathLevel: unknown[], opLevel: unknown[]): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const raw of [...opLevel, ...pathLevel]) {
    const p = resolveRef<ParameterObject>(doc, raw as ParameterObject);
    if (p && !byKey.has(`${p.in}:${p.name}`)) byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()];
}

function parameterView(ctx: OperationContext, p: ParameterObject): ParameterView {
  const schema = (p.schema ?? {}) as Schema;
  const resolved = resolveRef<Schema>(ctx.doc, schema) ?? {};
  // Only what the spec gives: an invented "string" or 0 reads as documentation and misleads.
  const examples = givenExamples(ctx.doc, { ...p, schema: resolved });
  return {
    name: p.name,
    required: p.required === true || p.in === 'path',
    deprecated: p.deprecated === true,
    typeLabel: labelOf(ctx.doc, schema),
    descriptionHtml: p.description ? ctx.markdown(p.description) : undefined,
    // An array parameter's values from a list (`items: { enum: […] }`) are its values, as for a property.
    enumValues: (resolved.enum ?? (resolved.items ? resolveRef<Schema>(ctx.doc, resolved.items)?.enum : undefined))?.map((v) => JSON.stringify(v)),
    defaultValue: resolved.default === undefined ? undefined : JSON.stringify(resolved.default),
    ...(examples.length ? { examples } : {}),
    // As a body property's: `limit` at most 100, `q` at least 2 characters.
    constraints: constraintsOf(resolved),
  };
}

/**
 * A schema's own page: the schema shown as a response body shows it (its name's first use on the
 * page, so in full), with its example. `usedBy`: the operations that name it.
 */
export function schemaPageView(ctx: OperationContext, name: string, usedBy: OperationLink[]): SchemaPageView {
  const schemas = createSchemaContext(ctx.doc, ctx.markdown, { sharedSrc: ctx.deferral?.shared.src });
  const pointer = `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const media = mediaView(ctx.doc, schemas, 'application/json', { schema: { $ref: pointer } }, 'response', ctx.deferral, undefined, true);
  // The schema's anchors come from the same slugger: the page's two headings step aside from them.
  const own = resolveRef<Schema>(ctx.doc, { $ref: pointer } as never);
  return { name, typeLabel: own ? labelOf(ctx.doc, own) : 'any', schema: media.schema!, ...(media.exampleHtml ? { exampleHtml: media.exampleHtml } : {}), sectionIds: { example: schemas.slugger.slug('example'), usedBy: schemas.slugger.slug('used-by') }, usedBy };
}

function mediaView(
  doc: ApiDocument,
  schemas: SchemaPageContext,
  mediaType: string,
  media: MediaObject,
  mode: ExampleMode,
  deferral: Deferral | undefined,
  inlineLevels?: number,
  allProperties = false,
): MediaView {
  const { value, generated } = mediaExample(doc, media, mode);
  const text = value === undefined ? undefined : formatExample(value, mediaType);
  // A request's schema without its read-only properties, a response's without its write-only ones
  // (the page's record of shown schemas is shared: one context, two directions).
  const schema = media.schema ? schemaNode(allProperties ? schemas : { ...schemas, direction: mode }, media.schema) : undefined;
  let exampleHtml = text === undefined ? undefined : exampleBlock(text, mediaType, generated, generated ? undefined : singleExampleName(doc, media));
  if (exampleHtml && deferral && text!.length > LONG_EXAMPLE) {
    // Shown collapsed anyway: the page carries a link, the example loads when opened.
    const src = deferral.file.add(exampleHtml);
    exampleHtml = `<div class="on-demand" data-src="${src}"><a href="${src}">Open the example (${Math.round(text!.length / 1024)} KB)</a></div>`;
  }
  return {
    mediaType,
    schema: schema && deferral ? deferDeepSchemas(schema, deferral, inlineLevels) : schema,
    exampleHtml,
    exampleBytes: text?.length ?? 0,
    ...namedExamplesOf(doc, media, mediaType),
  };
}

/** A media type's named examples, each as its own block, when it has several (the first is the page's example too). */
function namedExamplesOf(doc: ApiDocument, media: MediaObject, mediaType: string): Pick<MediaView, 'namedExamples'> {
  const entries = Object.entries(media.examples ?? {});
  if (media.example !== undefined || entries.length < 2) return {};
  const named = entries.flatMap(([name, raw], i) => {
    const example = resolveRef<{ summary?: string; value?: unknown }>(doc, raw as never);
    if (example?.value === undefined) return [];
    return [{ id: `example-${i}`, label: example.summary?.trim() || name, html: exampleBlock(formatExample(example.value, mediaType), mediaType, false) }];
  });
  return named.length > 1 ? { namedExamples: named } : {};
}

/** The summary (else the name) of a media type's one named example, which its block is titled by. */
function singleExampleName(doc: ApiDocument, media: MediaObject): string | undefined {
  const entries = Object.entries(media.examples ?? {});
  if (media.example !== undefined || entries.length !== 1) return undefined;
  const example = resolveRef<{ summary?: string }>(doc, entries[0][1] as never);
  return example?.summary?.trim() || entries[0][0];
}

/** Examples beyond this many characters are not highlighted: the token markup would triple a page's weight. */
const HIGHLIGHT_LIMIT = 6 * 1024;

/** `title`: a named example's summary (or name), its block's title in place of "Example". */
function exampleBlock(text: string, mediaType: string, generated: boolean, title?: string): string {
  const language = text.length > HIGHLIGHT_LIMIT ? 'text' : /json/.test(mediaType) ? 'json' : /xml/.test(mediaType) ? 'xml' : 'text';
  const html = codeBlockHtml(text, language, generated ? 'Generated from the schema' : (title ?? 'Example'));
  // JSON's brackets, commas and colons are half its tokens, at 35 bytes of markup each: they go
  // unwrapped and take their colour from the block (`.api-example` in styles.css).
  return language === 'json' ? html.replace(/<span class="token (?:punctuation|operator)">([^<]*)<\/span>/g, '$1').replace('<div class="code-block theme-code-block"', '<div class="code-block theme-code-block api-example"') : html;
}

/** The media type's example: given (example, first of examples), else generated from the schema. */
export function mediaExample(doc: ApiDocument, media: MediaObject, mode: ExampleMode): { value: unknown; generated: boolean } {
  if (media.example !== undefined) return { value: media.example, generated: false };
  const first = media.examples ? Object.values(media.examples)[0] : undefined;
  if (first !== undefined) {
    const resolved = resolveRef<{ value?: unknown }>(doc, first as { value?: unknown });
    if (resolved?.value !== undefined) return { value: resolved.value, generated: false };
  }
  return { value: generatedExample(doc, media.schema, mode), generated: true };
}

function formatExample(value: unknown, mediaType: string): string {
  return typeof value === 'string' && !/json/.test(mediaType) ? value : JSON.stringify(value, null, 2);
}

function responseView(ctx: OperationContext, schemas: SchemaPageContext, status: string, raw: unknown): ResponseView {
  const response = resolveRef<{ description?: string; headers?: Record<string, unknown>; content?: Record<string, MediaObject> }>(ctx.doc, raw as never) ?? {};
  return {
    status,
    descriptionHtml: ctx.markdown(response.description ?? ''),
    headers: Object.entries(response.headers ?? {}).map(([name, h]) => {
      const header = resolveRef<{ description?: string; schema?: Schema; example?: unknown; examples?: Record<string, unknown> }>(ctx.doc, h as never) ?? {};
      const examples = givenExamples(ctx.doc, header);
      return { name, typeLabel: labelOf(ctx.doc, header.schema ?? {}), descriptionHtml: header.description ? ctx.markdown(header.description) : undefined, ...(examples.length ? { examples } : {}) };
    }),
    // A response other than 2xx starts closed: its schema shows one level in the page, the rest on demand.
    contents: Object.entries(response.content ?? {}).map(([mediaType, media]) => mediaView(ctx.doc, schemas, mediaType, media, 'response', ctx.deferral, /^2/.test(status) ? undefined : 1)),
  };
}

function securityOf(doc: ApiDocument, op: OperationObject): SecurityView {
  const requirements = op.security ?? doc.security ?? [];
  const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, SecuritySchemeObject>;
  return {
    requirements: requirements.map((req) =>
      Object.entries(req).map(([name, scopes]) => ({ name, kind: schemeKind(resolveRef<SecuritySchemeObject>(doc, schemes[name])), scopes: scopes as string[] })),
    ),
  };
}

/** A human label for a security scheme type. */
export function schemeKind(scheme: SecuritySchemeObject | undefined): string {
  if (!scheme) return 'unknown scheme';
  switch (scheme.type) {
    case 'apiKey':
      return `API key in ${scheme.in} "${scheme.name}"`;
    case 'http':
      return scheme.scheme.toLowerCase() === 'basic' ? 'HTTP Basic' : `HTTP ${scheme.scheme}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    default:
      return 'unknown scheme';
  }
}

function samplesOf(
  ctx: OperationContext,
  op: OperationObject,
  method: string,
  url: { server: string; path: string },
  params: ParameterObject[],
  content: Record<string, MediaObject> | undefined,
): SampleView[] {
  const custom = (op as { 'x-codeSamples'?: Array<{ lang?: string; label?: string; source?: string }> })['x-codeSamples'];
  const toView = (s: { id: string; label: string; language: string; code: string }): SampleView => ({ id: s.id, label: s.label, html: codeBlockHtml(s.code, s.language) });
  const own = Array.isArray(custom) ? custom.map(customSample).filter((s) => s !== undefined) : [];
  if (own.length && ctx.customSamples !== 'merge') return own.map(toView);

  const valueOf = (p: ParameterObject): string => {
    const value = parameterSampleValue(ctx.doc, p);
    return value === undefined ? `<${p.name}>` : serializedValue(p, value);
  };
  let finalUrl = url.path;
  for (const p of params.filter((x) => x.in === 'path')) {
    // A string the spec gives no value of would be the sampler's word "string" in the path: `:name`, as openapi-docs writes it.
    const value = valueOf(p);
    const unknown = value === 'string' && parameterExample(ctx.doc, p) === undefined;
    finalUrl = finalUrl.replace(`{${p.name}}`, unknown ? `:${p.name}` : encodeURIComponent(value));
  }
  // A path parameter the operation does not declare has no value: `:userId`, as openapi-docs writes it (braces would be %7B…%7D).
  // (Only the path: a server's own placeholder, `{{host}}`, stays as written.)
  finalUrl = url.server + finalUrl.replace(/\{([^{}/]+)\}/g, ':$1');
  const request: SampleRequest = {
    method,
    url: finalUrl,
    query: params.filter((p) => p.in === 'query' && (p.required || parameterExample(ctx.doc, p) !== undefined)).flatMap((p) => queryEntries(p, parameterSampleValue(ctx.doc, p))),
    headers: [
      ...authHeaders(ctx, op),
      ...params.filter((p) => p.in === 'header' && p.required).map((p) => ({ name: p.name, value: valueOf(p) })),
    ],
    response: responseKind(ctx.doc, op),
  };
  const mediaType = sampleMediaTypeOf(content);
  if (content && mediaType) request.body = sampleBody(ctx.doc, mediaType, content[mediaType], request.headers);
  const { samples, failures } = generateSamples(request, ctx.samples);
  for (const failure of failures) ctx.warn?.(`${method.toUpperCase()} ${url}: ${failure}`);
  return (own.length ? mergeSamples(own, samples) : samples).map(toView);
}

/** The media type the samples send: the first JSON one, else the first. */
function sampleMediaTypeOf(content: Record<string, MediaObject> | undefined): string | undefined {
  return content ? (Object.keys(content).find((m) => /json/.test(m)) ?? Object.keys(content)[0]) : undefined;
}

/** The request body of a sample, shaped for its media type; sets Content-Type except for multipart (the client adds the boundary). */
function sampleBody(doc: ApiDocument, mediaType: string, media: MediaObject, headers: Array<{ name: string; value: string }>): SampleRequest['body'] {
  const { value } = mediaExample(doc, media, 'request');
  const schema = resolveRef<Schema>(doc, media.schema ?? {}) ?? {};
  if (/^multipart\//.test(mediaType)) {
    const fields = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
    return {
      mimeType: mediaType,
      params: fields.map(([name, v]) => {
        const prop = resolveRef<Schema>(doc, schema.properties?.[name] ?? {}) ?? {};
        const isFile = prop.format === 'binary' || prop.format === 'base64' || (prop as { contentMediaType?: string }).contentMediaType !== undefined;
        return isFile ? { name, fileName: `${name}.bin`, contentType: 'application/octet-stream' } : { name, value: typeof v === 'string' ? v : JSON.stringify(v) };
      }),
    };
  }
  headers.push({ name: 'Content-Type', value: mediaType });
  if (/json/.test(mediaType)) return { mimeType: mediaType, json: value ?? {} };
  if (/x-www-form-urlencoded/.test(mediaType) && value && typeof value === 'object') {
    return { mimeType: mediaType, params: Object.entries(value).map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) })) };
  }
  if (typeof value === 'string' && schema.format !== 'binary') return { mimeType: mediaType, text: value };
  return { mimeType: mediaType, text: '<binary data of the file>' };
}

/** How the first successful response is read in the samples. */
function responseKind(doc: ApiDocument, op: OperationObject): SampleRequest['response'] {
  const [status, raw] = Object.entries(op.responses ?? {}).find(([code]) => /^2/.test(code)) ?? [];
  if (!status || status === '204' || status === '205') return 'none';
  const response = resolveRef<{ content?: Record<string, unknown> }>(doc, raw as never);
  const types = Object.keys(response?.content ?? {});
  if (!types.length) return 'none';
  return types.some((t) => /json/.test(t)) ? 'json' : 'text';
}

function authHeaders(ctx: OperationContext, op: OperationObject): Array<{ name: string; value: string }> {
  const requirement = (op.security ?? ctx.doc.security ?? [])[0];
  if (!requirement) return [];
  const schemes = (ctx.doc.components?.securitySchemes ?? {}) as Record<string, SecuritySchemeObject>;
  const out: Array<{ name: string; value: string }> = [];
  const keyHeaders = Object.keys(requirement).filter((name) => {
    const scheme = resolveRef<SecuritySchemeObject>(ctx.doc, schemes[name]);
    return scheme && !isRef(scheme) && scheme.type === 'apiKey' && scheme.in === 'header';
  }).length;
  for (const name of Object.keys(requirement)) {
    const scheme = resolveRef<SecuritySchemeObject>(ctx.doc, schemes[name]);
    if (!scheme || isRef(scheme)) continue;
    const placeholder = ctx.authPlaceholders[name];
    // Two keys (an API key and a secret) each get a placeholder of their own: the header's name.
    if (scheme.type === 'apiKey' && scheme.in === 'header') out.push({ name: scheme.name, value: placeholder ?? (keyHeaders > 1 ? `<${scheme.name}>` : '<your-api-key>') });
    else if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') out.push({ name: 'Authorization', value: placeholder ?? 'Basic <base64 of user:password>' });
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') out.push({ name: 'Authorization', value: placeholder ?? 'Bearer <access-token>' });
  }
  return out;
}

/**
 * A parameter's value as the request carries it, by its OpenAPI style: `simple` (path, header) joins an
 * array's items with commas (`a,b`) and an object's keys and values (`k,v`, or `k=v` exploded), as the
 * server reads them; a scalar is its text.
 */
function serializedValue(p: ParameterObject, value: unknown): string {
  const explode = (p as { explode?: boolean }).explode === true;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(',');
  if (typeof value === 'object' && value !== null) return Object.entries(value).map(([k, v]) => (explode ? `${k}=${String(v)}` : `${k},${String(v)}`)).join(',');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A query parameter's entries: `form` style, exploded unless `explode: false` (OpenAPI's default), so an
 * array is the name repeated (`color=black&color=brown`) and an object its properties; `deepObject`
 * names each property `name[key]`.
 */
function queryEntries(p: ParameterObject, value: unknown): Array<{ name: string; value: string }> {
  if (value === undefined) return [{ name: p.name, value: `<${p.name}>` }];
  const style = (p as { style?: string }).style ?? 'form';
  const explode = (p as { explode?: boolean }).explode ?? style === 'form';
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  if (Array.isArray(value) && explode) return value.map((v) => ({ name: p.name, value: text(v) }));
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    if (style === 'deepObject') return Object.entries(value).map(([k, v]) => ({ name: `${p.name}[${k}]`, value: text(v) }));
    if (explode) return Object.entries(value).map(([k, v]) => ({ name: k, value: text(v) }));
  }
  return [{ name: p.name, value: serializedValue(p, value) }];
}

/**
 * A parameter's or header's examples, as the spec gives them: its `example`, else each of its named
 * `examples` labelled by summary or name, else its schema's `example` or every value of its schema's
 * `examples` list (OpenAPI 3.1).
 */
function givenExamples(doc: ApiDocument, owner: { schema?: Schema; example?: unknown; examples?: Record<string, unknown> }): Array<{ label?: string; value: string }> {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  if (owner.example !== undefined) return [{ value: text(owner.example) }];
  const named = Object.entries(owner.examples ?? {}).flatMap(([name, raw]) => {
    const example = resolveRef<{ summary?: string; value?: unknown }>(doc, raw as never);
    return example?.value === undefined ? [] : [{ label: example.summary?.trim() || name, value: text(example.value) }];
  });
  if (named.length) return named;
  const schema = owner.schema ? resolveRef<Schema>(doc, owner.schema) : undefined;
  if (schema?.example !== undefined) return [{ value: text(schema.example) }];
  const listed = (schema as { examples?: unknown } | undefined)?.examples;
  return Array.isArray(listed) ? listed.map((value) => ({ value: text(value) })) : [];
}
