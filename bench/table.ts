/** Formats bench results as one Markdown table. */
import type { PageWeight } from './page-weight.ts';

/** Medians of the runs of one scenario (one site, cold or warm); `failed` says why a build failed. */
export interface Scenario {
  pages: number;
  wall: number;
  cpu: number;
  rssMb: number;
  runs: number;
  failed?: string;
}

/** One line of the table. */
export interface Row {
  site: string;
  kind: 'cold' | 'warm';
  scenario: Scenario;
  weight: PageWeight | undefined;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A Markdown table; every figure is the median of the runs. */
export function formatTable(rows: Row[], env: { cpus: number; node: string; load: number }): string {
  const header = ['site', 'build', 'pages', 'wall s', 'CPU s', 'ms/page', 'peak RSS MB', 'doc HTML KB', 'heaviest HTML KB', 'doc JS KB', 'doc CSS KB'];
  const lines = rows.map((r) => {
    const s = r.scenario;
    if (s.failed) return [r.site, r.kind, '–', `failed: ${s.failed}`, s.cpu.toFixed(1), '–', String(Math.round(s.rssMb)), '–', '–', '–', '–'];
    const w = r.weight;
    return [
      r.site,
      r.kind,
      String(s.pages),
      s.wall.toFixed(2),
      s.cpu.toFixed(2),
      ((s.wall * 1000) / s.pages).toFixed(1),
      String(Math.round(s.rssMb)),
      w ? kb(w.docHtml) : '–',
      w ? `${kb(w.heaviestHtml)} (${w.heaviestPage})` : '–',
      w ? kb(w.docJs) : '–',
      w ? kb(w.docCss) : '–',
    ];
  });
  const runs = [...new Set(rows.map((r) => r.scenario.runs).filter((n) => n > 0))].join('/');
  return [
    '',
    `docsgen bench: medians of ${runs} runs on ${env.cpus} CPUs (load average ${env.load.toFixed(1)} at the end), Node ${env.node}.`,
    'Wall and CPU (user + system) seconds and peak RSS from /usr/bin/time -v; sizes gzipped (level 6).',
    '"cold": no dist/ and no .docsgen-cache/ (the last build\'s moved away, not deleted: see makeCold in bench/sites.ts); "warm": rebuilt with nothing changed.',
    '',
    markdownTable(header, lines, 2),
    '',
  ].join('\n');
}

/** A Markdown table of `rows` under `header`; the first `textColumns` columns align left, the figures right. */
export function markdownTable(header: string[], rows: string[][], textColumns: number): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i < textColumns ? '---' : '---:')).join('|')}|`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
