/**
 * The languages docsgen writes code samples in (httpsnippet's targets, and its own three), by the id a site names them by
 * (config `api.samples`); each with its httpsnippet target and clients, the first the default.
 * Apart from the generator (openapi/samples.ts), so the config's schema reads it without loading that.
 */
export const SAMPLE_LANGUAGES = {
  curl: { label: 'curl', language: 'bash', target: 'shell', clients: ['curl'] },
  python: { label: 'Python', language: 'python', target: 'python', clients: ['requests'] },
  nodejs: { label: 'Node.js', language: 'javascript', target: 'node', clients: ['fetch', 'axios', 'native'] },
  php: { label: 'PHP', language: 'php', target: 'php', clients: ['guzzle', 'curl', 'http1', 'http2'] },
  javascript: { label: 'JavaScript', language: 'javascript', target: 'javascript', clients: ['fetch', 'axios', 'jquery', 'xhr'] },
  go: { label: 'Go', language: 'go', target: 'go', clients: ['native'] },
  ruby: { label: 'Ruby', language: 'ruby', target: 'ruby', clients: ['native'] },
  csharp: { label: 'C#', language: 'csharp', target: 'csharp', clients: ['httpclient', 'restsharp'] },
  java: { label: 'Java', language: 'java', target: 'java', clients: ['okhttp', 'unirest', 'nethttp', 'asynchttp'] },
  kotlin: { label: 'Kotlin', language: 'kotlin', target: 'kotlin', clients: ['okhttp'] },
  swift: { label: 'Swift', language: 'swift', target: 'swift', clients: ['urlsession'] },
  'objective-c': { label: 'Objective-C', language: 'objectivec', target: 'objc', clients: ['nsurlsession'] },
  c: { label: 'C', language: 'c', target: 'c', clients: ['libcurl'] },
  ocaml: { label: 'OCaml', language: 'ocaml', target: 'ocaml', clients: ['cohttp'] },
  r: { label: 'R', language: 'r', target: 'r', clients: ['httr'] },
  powershell: { label: 'PowerShell', language: 'powershell', target: 'powershell', clients: ['restmethod', 'webrequest'] },
  http: { label: 'HTTP', language: 'http', target: 'http', clients: ['http1.1'] },
  httpie: { label: 'HTTPie', language: 'bash', target: 'shell', clients: ['httpie'] },
  wget: { label: 'Wget', language: 'bash', target: 'shell', clients: ['wget'] },
  // Not httpsnippet's: docsgen's own targets (sample-targets.ts).
  dart: { label: 'Dart', language: 'dart', target: 'dart', clients: ['http'] },
  rust: { label: 'Rust', language: 'rust', target: 'rust', clients: ['reqwest'] },
  'postman-cli': { label: 'Postman CLI', language: 'bash', target: 'postman', clients: ['cli'] },
} as const satisfies Record<string, { label: string; language: string; target: string; clients: readonly string[] }>;

export type SampleLanguageId = keyof typeof SAMPLE_LANGUAGES;

/** One language of the samples a site shows: its id, a client other than the default, its own tab label. */
export interface SampleChoice {
  language: SampleLanguageId;
  client?: string;
  label?: string;
}

/** The samples a site shows unless its config says otherwise. */
export const DEFAULT_SAMPLES: SampleChoice[] = [{ language: 'curl' }, { language: 'python' }, { language: 'nodejs' }, { language: 'php' }];

