/** View models of the API reference pages. Built by the generator; templates only display them. */

/** One node of a schema tree, already resolved for display. */
export interface SchemaNode {
  /** "string<date-time>", "Job", "Job[]", "object", "oneOf"… */
  typeLabel: string;
  /** Component name, for named schemas. */
  refName?: string;
  /**
   * A named schema's view key: its `$ref` pointer ("#/components/schemas/Job"), with the direction
   * before it ("request #/components/schemas/Job") where that leaves properties out.
   */
  ref?: string;
  /**
   * URL (with `#id`) of this node's body (properties, items, options), left out of the page and
   * loaded when a reader opens it: deep and large schemas show their first levels only.
   */
  deferredSrc?: string;
  /** Id of the place on this page where this named schema is shown in full (set on later uses). */
  seenAnchor?: string;
  /** Id given to this node because it is the first full rendering of a named schema. */
  anchor?: string;
  /** The schema refers back to one of its ancestors: not expanded again. */
  circular?: boolean;
  descriptionHtml?: string;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  enumValues?: string[];
  defaultValue?: string;
  example?: string;
  /** The other values of an OpenAPI 3.1 `examples` list, after `example` (its first). */
  moreExamples?: string[];
  constraints: string[];
  properties?: PropertyNode[];
  /** additionalProperties: a schema, or true for "any value". */
  additional?: SchemaNode | true;
  items?: SchemaNode;
  /** JSON of a 3.1 `const`. */
  constValue?: string;
  alternatives?: {
    keyword: 'oneOf' | 'anyOf';
    discriminator?: string;
    /** Discriminator values and the component name each selects. */
    mapping?: Array<{ value: string; target: string }>;
    options: Array<{ label: string; schema: SchemaNode }>;
  };
}

export interface PropertyNode {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface ParameterView {
  name: string;
  required: boolean;
  deprecated: boolean;
  typeLabel: string;
  descriptionHtml?: string;
  enumValues?: string[];
  defaultValue?: string;
  /** Its example, or each of its named `examples` (labelled by summary or name), as a header's. */
  examples?: Array<{ label?: string; value: string }>;
  /** `≥ 1`, `max length 64`…: what the schema allows, as a body property shows it. */
  constraints: string[];
}

export interface MediaView {
  mediaType: string;
  schema?: SchemaNode;
  /** Highlighted example block, titled "Generated from the schema" when the spec gives none. */
  exampleHtml?: string;
  /** Characters of the example's text, to collapse a huge one. */
  exampleBytes: number;
  /** A media type's named examples (`examples`), when it has more than one: each by its summary or name. */
  namedExamples?: Array<{ id: string; label: string; html: string }>;
}

export interface ResponseView {
  status: string;
  descriptionHtml: string;
  /** Each header with its examples (the spec's `example`, or each named one with its summary). */
  headers: Array<{ name: string; typeLabel: string; descriptionHtml?: string; examples?: Array<{ label?: string; value: string }> }>;
  contents: MediaView[];
}

export interface SecurityView {
  /** Alternatives: any one requirement satisfies the operation. */
  requirements: Array<Array<{ name: string; kind: string; scopes: string[] }>>;
}

/** A code sample tab with its highlighted markup. */
export interface SampleView {
  id: string;
  label: string;
  /** Empty for a tab loaded on demand from `src`. */
  html: string;
  src?: string;
}

export interface OperationView {
  group: string;
  method: string;
  path: string;
  url: string;
  /** An OpenAPI 3.1 webhook: `path` and `url` are its name; the API sends the request. */
  webhook?: true;
  /** The servers of this operation, shown when it has its own (or several): the samples call the first. */
  servers: ServerView[];
  operationId?: string;
  summary: string;
  descriptionHtml: string;
  deprecated: boolean;
  security: SecurityView;
  parameterGroups: Array<{ location: string; title: string; params: ParameterView[] }>;
  requestBody?: { descriptionHtml: string; required: boolean; contents: MediaView[] };
  responses: ResponseView[];
  /** The requests the API makes back to the caller (OpenAPI `callbacks`), each at its URL expression. */
  callbacks: CallbackView[];
  samples: SampleView[];
  /** The request media type whose example the generated samples send (its example is not repeated). */
  sampleMediaType?: string;
}

/** One request a callback makes: its name, method and URL expression, the body it sends and the answers it expects. */
export interface CallbackView {
  name: string;
  method: string;
  expression: string;
  summary?: string;
  descriptionHtml: string;
  requestBody?: { descriptionHtml: string; contents: MediaView[] };
  responses: ResponseView[];
}

export interface OperationLink {
  method: string;
  path: string;
  summary: string;
  href: string;
  deprecated: boolean;
  webhook?: true;
  /** The first sentence of its description. */
  description?: string;
}

/** A schema's own page (a group with `schemas`): the schema, its example and the operations that use it. */
export interface SchemaPageView {
  /** Its name under components.schemas. */
  name: string;
  /** Its type as a reader reads it ("object", "string", "Cat | Dog"): not its own name. */
  typeLabel: string;
  schema: SchemaNode;
  /** Highlighted example block (the schema's own example, else generated from it). */
  exampleHtml?: string;
  /** Ids on the page of the generated headings, clear of the schema's own. */
  sectionIds: { example: string; usedBy: string };
  /** The operations whose parameters, bodies or responses name it. */
  usedBy: OperationLink[];
}

export interface TagView {
  name: string;
  descriptionHtml: string;
  /** Id of the operations heading (not one the description already uses). */
  operationsId: string;
  operations: OperationLink[];
}

export interface SecuritySchemeView {
  name: string;
  kind: string;
  descriptionHtml: string;
  details: Array<[string, string]>;
  flows: Array<{ flow: string; urls: Array<[string, string]>; scopes: Array<[string, string]> }>;
}

export interface ServerView {
  url: string;
  description?: string;
  variables: Array<{ name: string; defaultValue: string; enumValues: string[]; description?: string }>;
}

export interface InfoView {
  title: string;
  version: string;
  openapi: string;
  descriptionHtml: string;
  servers: ServerView[];
  termsOfService?: string;
  /** "Authentication", or "Security schemes" when the description has its own Authentication section. */
  authenticationTitle: string;
  /** Ids of the generated sections, moved aside when the description's own headings use them. */
  sectionIds: { servers: string; authentication: string; resources: string; contact: string };
  schemes: SecuritySchemeView[];
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  downloadHref: string;
  downloadName: string;
  /** The spec's `x-logo`. */
  logo?: { src: string; alt: string };
  /** Whether the page shows the download link (config api.groups[].downloadLink). */
  downloadLink: boolean;
  tags: Array<{ name: string; href: string; count: number; summary: string }>;
}
