/**
 * Code samples for an operation, generated with httpsnippet from one HAR request: curl, Python
 * (requests), Node.js (built-in fetch) and PHP (Guzzle). `x-codeSamples` in a spec replaces them.
 */
import { HTTPSnippet, type HarRequest } from 'httpsnippet';

/** One tab of code. */
export interface CodeSample {
  /** Stable id, shared by every tab group so a reader's choice follows them (curl, python, …). */
  id: string;
  label: string;
  /** Grammar used to highlight it. */
  language: string;
  code: string;
}

/** What a sample request holds: everything resolved to concrete example values. */
export interface SampleRequest {
  method: string;
  url: string;
  query: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
  body?: { mimeType: string; text?: string; params?: Array<{ name: string; value: string }> };
}

const TARGETS = [
  { id: 'curl', label: 'curl', language: 'bash', target: 'shell', client: 'curl', options: { short: true, indent: '  ' } },
  { id: 'python', label: 'Python', language: 'python', target: 'python', client: 'requests', options: {} },
  { id: 'nodejs', label: 'Node.js', language: 'javascript', target: 'javascript', client: 'fetch', options: {} },
  { id: 'php', label: 'PHP', language: 'php', target: 'php', client: 'guzzle', options: {} },
] as const;

export function generateSamples(request: SampleRequest): CodeSample[] {
  const har: HarRequest = {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers,
    queryString: request.query,
    headersSize: -1,
    bodySize: -1,
    postData: (request.body
      ? { mimeType: request.body.mimeType, text: request.body.text, params: request.body.params }
      : undefined) as HarRequest['postData'],
  };
  const snippet = new HTTPSnippet(har);
  return TARGETS.map((t) => {
    const out = snippet.convert(t.target as never, t.client, t.options);
    const code = Array.isArray(out) ? out.join('\n') : out || '';
    return { id: t.id, label: t.label, language: t.language, code: code.trim() };
  });
}

/** Maps an `x-codeSamples` entry's `lang` to a tab id and grammar. */
export function customSample(entry: { lang?: string; label?: string; source?: string }): CodeSample | undefined {
  if (!entry.source) return undefined;
  const lang = (entry.lang ?? 'text').toLowerCase();
  const known: Record<string, [string, string, string]> = {
    curl: ['curl', 'curl', 'bash'],
    shell: ['curl', 'curl', 'bash'],
    bash: ['curl', 'curl', 'bash'],
    python: ['python', 'Python', 'python'],
    javascript: ['nodejs', 'Node.js', 'javascript'],
    node: ['nodejs', 'Node.js', 'javascript'],
    nodejs: ['nodejs', 'Node.js', 'javascript'],
    php: ['php', 'PHP', 'php'],
    ruby: ['ruby', 'Ruby', 'ruby'],
  };
  const [id, label, language] = known[lang] ?? [lang, entry.lang ?? lang, lang];
  return { id, label: entry.label ?? label, language, code: entry.source.trim() };
}
