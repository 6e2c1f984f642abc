/**
 * Diagnostics: every problem the generator reports carries the file, the line where known, what is
 * wrong and how to fix it. Errors stop the build (exit 1); warnings are listed in the summary.
 */

/** One problem found in the writer's input. */
export interface Diagnostic {
  /** Path of the offending file, relative to the site root. */
  file: string;
  /** 1-based line, when the problem can be pinned to one. */
  line?: number;
  /** What is wrong, as one sentence. */
  message: string;
  /** How to fix it, as one sentence. */
  hint?: string;
  /** What kind of problem it is, for callers that treat kinds apart (`openapi-spec`: a spec violation). */
  code?: string;
}

/** The code of a diagnostic that is a violation of the OpenAPI schema or a failed spec check. */
export const SPEC_VIOLATION = 'openapi-spec';

/**
 * The code of a diagnostic whose message is a list, one item a line (a Docusaurus config's skipped
 * settings): every line is kept, each shortened on its own, so the list names every item.
 */
export const LIST_MESSAGE = 'list';

/** A build-stopping error that carries one or more diagnostics. */
export class DocsgenError extends Error {
  readonly diagnostics: Diagnostic[];
  /** The warnings the build had found when it failed, printed with the errors. */
  warnings?: Diagnostic[];
  /** A build that failed with no output folder there (a first build): nothing was kept, nor written. */
  noOutput?: boolean;
  constructor(diagnostics: Diagnostic[] | Diagnostic) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(list.map(formatDiagnostic).join('\n'));
    this.name = 'DocsgenError';
    this.diagnostics = list;
  }
}

/** `file:line: message (hint)` — the one shape every error and warning is printed in. */
export function formatDiagnostic(d: Diagnostic): string {
  // A file name cannot forge lines of the report, and no message (a library's, quoting a whole
  // chain of $refs, say) buries the others.
  const file = d.file.replace(CONTROL_CHARACTERS, '\uFFFD');
  const where = d.line ? `${file}:${d.line}` : file;
  const message = d.code === LIST_MESSAGE ? d.message.split('\n').slice(0, MAX_LIST_LINES).map(shorten).join('\n') : shorten(d.message);
  return `${where}: ${message}${d.hint ? `\n    fix: ${shorten(d.hint)}` : ''}`;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** The longest message printed whole; past it the middle is left out. */
const MAX_MESSAGE = 600;
/** The most lines a list message prints. */
const MAX_LIST_LINES = 200;

function shorten(text: string): string {
  if (text.length <= MAX_MESSAGE) return text;
  return `${text.slice(0, MAX_MESSAGE - 120)} … (${(text.length - MAX_MESSAGE + 20).toLocaleString('en')} characters left out) … ${text.slice(-100)}`;
}

/** Collects warnings and errors during a stage, then throws once with all errors together. */
export class DiagnosticBag {
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];
  error(d: Diagnostic): void {
    this.errors.push(d);
  }
  warn(d: Diagnostic): void {
    this.warnings.push(d);
  }
  /** Throws a DocsgenError holding every error collected so far, if any. */
  throwIfErrors(): void {
    if (this.errors.length > 0) throw new DocsgenError(this.errors.splice(0));
  }
}

/** 1-based line of a character offset in a text. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
