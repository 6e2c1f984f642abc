/**
 * Code samples for an operation, generated with @readme/httpsnippet from one HAR request: by default
 * curl, Python (requests), Node.js (built-in fetch) and PHP (Guzzle); config `api.samples` picks
 * others (SAMPLE_LANGUAGES). `x-codeSamples` in a spec replaces them.
 * httpsnippet reads every response as JSON and gives PHP a JSON string; the two finishing steps below
 * read the response as the operation returns it and give Guzzle a PHP array (`json` option).
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import { DEFAULT_SAMPLES, SAMPLE_LANGUAGES, type SampleChoice, type SampleLanguageId } from './sample-languages.ts';
import { addSampleTargets } from './sample-targets.ts';

addSampleTargets();

export { DEFAULT_SAMPLES, SAMPLE_LANGUAGES, type SampleChoice, type SampleLanguageId };

/** One tab of code. */
export interface CodeSample {
  /** Stable id, shared by every tab group so a reader's choice follows them (curl, python, …). */
  id: string;
  label: string;
  /** Grammar used to highlight it. */
  language: string;
  code: string;
}

/** A multipart field: a value, or a file to upload. */
export type FormParam = { name: string; value: string } | { name: string; fileName: string; contentType: string };

/** What a sample request holds: everything resolved to concrete example values. */
export interface SampleRequest {
  method: string;
  url: string;
  query: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
  body?: { mimeType: string; json?: unknown; text?: string; params?: FormParam[] };
  /** How the successful response is read: JSON, text, or not at all (204, no content). */
  response: 'json' | 'text' | 'none';
}

const OPTIONS: Partial<Record<SampleLanguageId, Record<string, unknown>>> = { curl: { indent: '  ' } };

/** The samples that could be generated, and a message for each that could not. */
export function generateSamples(request: SampleRequest, choices: SampleChoice[] = DEFAULT_SAMPLES): { samples: CodeSample[]; failures: string[] } {
  const body = request.body;
  const har: Omit<HarRequest, 'postData'> & { postData?: HarRequest['postData'] } = {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers,
    queryString: request.query,
    headersSize: -1,
    bodySize: -1,
  };
  // Any JSON media type (application/vnd.api+json…) is sent as JSON; the header keeps the real type.
  // (httpsnippet reads a present-but-undefined postData, so it is set only with a body.)
  if (body) {
    har.postData = (body.json !== undefined
      ? { mimeType: 'application/json', text: JSON.stringify(body.json) }
      : { mimeType: body.mimeType, ...(body.text !== undefined ? { text: body.text } : {}), ...(body.params ? { params: body.params } : {}) }) as HarRequest['postData'];
  }
  const samples: CodeSample[] = [];
  const failures: string[] = [];
  // A snippet of its own per language: converters change the request they are given (curl's takes a
  // multipart body's boundary away from every language converted after it). The first one also
  // tells whether httpsnippet takes the request at all.
  const snippetOf = () => new HTTPSnippet(structuredClone(har) as HarRequest);
  let first: HTTPSnippet | undefined;
  try {
    first = snippetOf();
  } catch (error) {
    return { samples, failures: [`no code samples: ${(error as Error).message}`] };
  }
  for (const choice of choices) {
    const t = SAMPLE_LANGUAGES[choice.language];
    const client = choice.client ?? t.clients[0];
    const snippet = first ?? snippetOf();
    first = undefined;
    const label = choice.label ?? t.label;
    try {
      const out = snippet.convert(t.target as never, client, OPTIONS[choice.language] ?? {});
      let code = keepPlaceholders((Array.isArray(out) ? out.join('\n') : out || '').trim(), request.url);
      if (!code) throw new Error('the generator returned nothing');
      if (choice.language === 'nodejs' && client === 'fetch') code = readNodeResponse(code, request.response);
      if (choice.language === 'python') code = readPythonResponse(code, request.response);
      if (choice.language === 'php' && client === 'guzzle' && body?.json !== undefined) code = guzzleJson(code, body.json);
      // A tab's id is shared by every group on the site (a reader's choice follows it): a client other than the default has its own.
      samples.push({ id: client === t.clients[0] ? choice.language : `${choice.language}-${client}`, label, language: t.language, code });
    } catch (error) {
      failures.push(`no ${label} sample: ${(error as Error).message}`);
    }
  }
  return { samples, failures };
}

/** fetch: `res.json()` only for JSON responses; text as text; the status alone when there is no body. */
function readNodeResponse(code: string, response: SampleRequest['response']): string {
  const jsonRead = /\.then\(res => res\.json\(\)\)\n(\s*)\.then\((\w+) => console\.log\(\2\)\)/;
  if (response === 'json') return code;
  if (response === 'text') return code.replace(jsonRead, '.then(res => res.text())\n$1.then(text => console.log(text))');
  return code.replace(jsonRead, '.then(res => console.log(res.status))');
}

/** A URL's placeholders (a server's `{{host}}`) as written: the generators percent-encode their braces. */
function keepPlaceholders(code: string, url: string): string {
  if (!/[{}]/.test(url)) return code;
  const encoded = url.replace(/[{}]/g, (brace) => (brace === '{' ? '%7B' : '%7D'));
  return code.split(encoded).join(url);
}

function readPythonResponse(code: string, response: SampleRequest['response']): string {
  if (response === 'json') return code.replace(/print\(response\.text\)$/, 'print(response.json())');
  if (response === 'none') return code.replace(/print\(response\.text\)$/, 'print(response.status_code)');
  return code;
}

/** Guzzle's `json` option with a PHP array instead of `body` with a JSON string literal. */
function guzzleJson(code: string, value: unknown): string {
  return code.replace(/^(\s*)'body' => '.*',$/m, (_whole, indent: string) => `${indent}'json' => ${phpValue(value, indent)},`);
}

function phpValue(value: unknown, indent: string): string {
  const inner = `${indent}  `;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return phpString(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${phpValue(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  // An empty PHP array encodes as [], not {}: an empty object needs to be one.
  if (!entries.length) return '(object) []';
  return `[\n${entries.map(([k, v]) => `${inner}${phpString(k)} => ${phpValue(v, inner)},`).join('\n')}\n${indent}]`;
}

function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * What specs name an `x-codeSamples` language by, as the id of docsgen's own language of it (its tab id,
 * label and grammar): JavaScript samples go with Node.js' tab, as the generated fetch sample is Node's.
 */
const SPEC_SAMPLE_LANGUAGES: Record<string, SampleLanguageId> = { curl: 'curl', shell: 'curl', bash: 'curl', sh: 'curl', python: 'python', javascript: 'nodejs', js: 'nodejs', node: 'nodejs', nodejs: 'nodejs', php: 'php', ruby: 'ruby', 'c#': 'csharp', csharp: 'csharp', go: 'go', golang: 'go', java: 'java', kotlin: 'kotlin', swift: 'swift', powershell: 'powershell', dart: 'dart', rust: 'rust' };

/** Maps an `x-codeSamples` entry's `lang` to a tab id and grammar. */
export function customSample(entry: { lang?: string; label?: string; source?: string }): CodeSample | undefined {
  if (!entry.source) return undefined;
  const lang = (entry.lang ?? 'text').toLowerCase();
  const id = SPEC_SAMPLE_LANGUAGES[lang];
  const known = id ? SAMPLE_LANGUAGES[id] : undefined;
  return { id: id ?? lang, label: entry.label ?? known?.label ?? entry.lang ?? lang, language: known?.language ?? lang, code: entry.source.trim() };
}

/**
 * The spec's own samples beside the generated ones, as docusaurus-plugin-openapi-docs shows them:
 * each one first among the generated tabs of its language (its grammar: JavaScript before Node.js'
 * and JavaScript's tabs), those in a language no tab has at the end. A tab id or label both give is
 * told apart: the spec's id gets "-spec", the generated label " (generated)".
 */
export function mergeSamples(custom: CodeSample[], generated: CodeSample[]): CodeSample[] {
  const ids = new Set(generated.map((s) => s.id));
  const labels = new Set(custom.map((s) => s.label));
  const own = custom.map((s) => (ids.has(s.id) ? { ...s, id: `${s.id}-spec` } : s));
  const placed = new Set<CodeSample>();
  const merged: CodeSample[] = [];
  for (const sample of generated) {
    for (const mine of own) {
      if (placed.has(mine) || mine.language !== sample.language) continue;
      merged.push(mine);
      placed.add(mine);
    }
    merged.push(labels.has(sample.label) ? { ...sample, label: `${sample.label} (generated)` } : sample);
  }
  return [...merged, ...own.filter((s) => !placed.has(s))];
}
