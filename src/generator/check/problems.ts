/**
 * The problems `docsgen check` reports: their kinds and severities, and the collection that merges a
 * problem seen on many pages (a broken navbar link) into one entry with an occurrence count.
 */

import { compareText } from '../text-order.ts';

/** Every kind of problem, in the order they are documented. */
export const PROBLEM_KINDS = [
  'broken-link',
  'broken-anchor',
  'missing-image',
  'missing-asset',
  'broken-redirect',
  'sidebar-entry-without-page',
  'redirected-link',
  'page-not-in-sidebar',
] as const;

export type ProblemKind = (typeof PROBLEM_KINDS)[number];
export type Severity = 'error' | 'warning';

/** Broken things are errors; roundabout or unreachable-but-working things are warnings. */
export const SEVERITY: Record<ProblemKind, Severity> = {
  'broken-link': 'error',
  'broken-anchor': 'error',
  'missing-image': 'error',
  'missing-asset': 'error',
  'broken-redirect': 'error',
  'sidebar-entry-without-page': 'error',
  'redirected-link': 'warning',
  'page-not-in-sidebar': 'warning',
};

/** One problem, as `docsgen check --json` prints it. */
export interface Problem {
  kind: ProblemKind;
  severity: Severity;
  /** The file to fix, relative to the site root. */
  source: string;
  /** 1-based line in `source`, or null when it cannot be pinned to one. */
  line: number | null;
  /** The URL or route at fault, as written. */
  target: string;
  message: string;
  /** How to fix it. */
  hint: string;
  /** Route of the first page the problem was seen on (null for a redirect or sidebar entry no page shows). */
  page: string | null;
  /** On how many pages it was seen (a broken navbar link shows on every page). */
  pageCount: number;
}

export type NewProblem = Omit<Problem, 'severity' | 'pageCount'>;

/** Problems keyed by where they are and what they point at, so each is listed once with its page count. */
export class ProblemList {
  private readonly byKey = new Map<string, { problem: Problem; lastPage: string | null }>();
  add(problem: NewProblem): void {
    const key = `${problem.source}\0${problem.line}\0${problem.target}`;
    const entry = this.byKey.get(key);
    if (!entry) {
      this.byKey.set(key, { problem: { ...problem, severity: SEVERITY[problem.kind], pageCount: problem.page === null ? 0 : 1 }, lastPage: problem.page });
      return;
    }
    // Pages are checked one after the other, so a new page shows as a change of page.
    if (problem.page !== null && problem.page !== entry.lastPage) {
      entry.problem.pageCount++;
      entry.problem.page ??= problem.page;
      entry.lastPage = problem.page;
    }
  }
  /** Sorted by source file, then line. */
  sorted(): Problem[] {
    return [...this.byKey.values()]
      .map((e) => e.problem)
      .sort((a, b) => compareText(a.source, b.source) || (a.line ?? 0) - (b.line ?? 0) || compareText(a.target, b.target));
  }
}
