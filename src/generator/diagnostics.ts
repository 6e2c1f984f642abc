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

/** A build-stopping error that carries one or more diagnostics. */
export class DocsgenError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[] | Diagnostic) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(list.map(formatDiagnostic).join('\n'));
    this.name = 'DocsgenError';
    this.diagnostics = list;
  }
}

/** `file:line: message (hint)` — the one shape every error and warning is printed in. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line ? `${d.file}:${d.line}` : d.file;
  return `${where}: ${d.message}${d.hint ? `\n    fix: ${d.hint}` : ''}`;
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
