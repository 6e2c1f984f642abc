/**
 * One build for `docsgen serve`, reduced to what the server needs and what can cross a worker
 * boundary: the URL rules of the new site, or the errors as printable text.
 */
import { build } from '../build.ts';
import { loadConfig } from '../config/load-config.ts';
import { DocsgenError, formatDiagnostic } from '../diagnostics.ts';
import { rulesDataOf, type RulesData } from './resolve.ts';


/** A build's result: the new site's rules and warnings, or its errors. */
export type BuildOutcome =
  | { ok: true; ms: number; pages: number; warnings: string[]; rules: RulesData }
  | { ok: false; ms: number; errors: string[] };

/** Builds the site and reports the outcome; never throws. */
export async function buildOnce(configPath: string, outDir: string | undefined): Promise<BuildOutcome> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  try {
    const result = await build({ configPath, outDir });
    // An API group left out (its spec cannot be made into pages) does not stop serving the rest: said first.
    const leftOut = result.errors.map((d) => `${formatDiagnostic(d)}\n    (this API group was left out of the site)`);
    return { ok: true, ms: ms(), pages: result.pages, warnings: [...leftOut, ...result.warnings.map(formatDiagnostic)], rules: await loadRules(configPath) };
  } catch (error) {
    return { ok: false, ms: ms(), errors: describeError(error) };
  }
}

/** The URL rules of the site config (validated, defaults filled in). */
export async function loadRules(configPath: string): Promise<RulesData> {
  const { config } = await loadConfig(configPath);
  return rulesDataOf(config);
}

/** An error as lines of text: each diagnostic (file:line: what, fix), or the message. */
export function describeError(error: unknown): string[] {
  if (error instanceof DocsgenError) return error.diagnostics.map(formatDiagnostic);
  const message = error instanceof Error ? error.message : String(error);
  return [process.env.DEBUG && error instanceof Error && error.stack ? error.stack : message];
}
