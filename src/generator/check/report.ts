/**
 * How `docsgen check` prints its findings: grouped by source file for people, or as one JSON object
 * of a documented, stable shape for scripts. Also decides the exit code from --fail-on.
 */
import type { CheckReport } from './check-site.ts';
import { PROBLEM_KINDS, type Problem, type ProblemKind } from './problems.ts';

/** The lowest severity that fails the check: any error (default), any problem, or nothing. */
export type FailOn = 'error' | 'warning' | 'never';
export const FAIL_ON_LEVELS: readonly FailOn[] = ['error', 'warning', 'never'];

/** The JSON `docsgen check --json` prints (see README: "Checking links"). */
export interface CheckJson {
  ok: boolean;
  counts: { pages: number; links: number; errors: number; warnings: number; byKind: Record<ProblemKind, number> };
  problems: Array<Pick<Problem, 'kind' | 'severity' | 'source' | 'line' | 'target' | 'message' | 'hint' | 'page' | 'pageCount'>>;
}

/** True when a problem meets the --fail-on level, so the check exits 1. */
export function fails(problems: Problem[], failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  return problems.some((p) => failOn === 'warning' || p.severity === 'error');
}

/** The report as the stable JSON shape. */
export function toJson(report: CheckReport, failOn: FailOn): CheckJson {
  const byKind = Object.fromEntries(PROBLEM_KINDS.map((k) => [k, 0])) as Record<ProblemKind, number>;
  for (const p of report.problems) byKind[p.kind]++;
  const errors = report.problems.filter((p) => p.severity === 'error').length;
  return {
    ok: !fails(report.problems, failOn),
    counts: { pages: report.pages, links: report.links, errors, warnings: report.problems.length - errors, byKind },
    problems: report.problems.map(({ kind, severity, source, line, target, message, hint, page, pageCount }) => ({ kind, severity, source, line, target, message, hint, page, pageCount })),
  };
}

type Paint = (style: 'red' | 'yellow' | 'green' | 'dim' | 'bold' | 'underline', text: string) => string;

/** The report for people: problems grouped by file, `line  severity  message  kind`, then a summary. */
export function formatHuman(report: CheckReport, failOn: FailOn, paint: Paint): string {
  const out: string[] = [];
  const bySource = new Map<string, Problem[]>();
  for (const p of report.problems) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p]);
  for (const [source, problems] of bySource) {
    out.push(paint('underline', source));
    for (const p of problems) {
      const where = p.line === null ? '' : String(p.line);
      const severity = p.severity === 'error' ? paint('red', 'error  ') : paint('yellow', 'warning');
      // Where it shows, unless the source is the page itself.
      const seen = p.pageCount > 1 ? ` (on ${p.pageCount} pages)` : p.page && !p.source.endsWith('.md') ? ` (on ${p.page})` : '';
      out.push(`  ${where.padStart(4)}  ${severity}  ${p.message}${seen}  ${paint('dim', p.kind)}`);
      out.push(paint('dim', `              fix: ${p.hint}`));
    }
    out.push('');
  }
  const errors = report.problems.filter((p) => p.severity === 'error').length;
  const warnings = report.problems.length - errors;
  const scope = `${report.links} links in ${report.pages} pages checked in ${(report.ms / 1000).toFixed(2)} s`;
  if (!report.problems.length) out.push(`${paint('green', '✔')} no problems: ${scope}`);
  else {
    const mark = fails(report.problems, failOn) ? paint('red', '✖') : paint('yellow', '⚠');
    out.push(`${mark} ${plural(report.problems.length, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}): ${scope}`);
  }
  return out.join('\n');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
