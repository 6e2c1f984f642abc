/** Formats bench results as one Markdown table. */
import type { PageWeight } from './page-weight.ts';

/** One line of the table. */
export interface Row {
  site: string;
  kind: 'cold' | 'warm';
  scenario: { pages: number; wall: number; rssMb: number; runs: number };
  weight: PageWeight;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A Markdown table; every figure is the median of the runs. */
export function formatTable(rows: Row[], env: { cpus: number; node: string }): string {
  const header = ['site', 'build', 'pages', 'wall s', 'ms/page', 'peak RSS MB', 'doc HTML KB', 'heaviest HTML KB', 'doc JS KB', 'doc CSS KB'];
  const lines = rows.map((r) => [
    r.site,
    r.kind,
    String(r.scenario.pages),
    r.scenario.wall.toFixed(2),
    ((r.scenario.wall * 1000) / r.scenario.pages).toFixed(1),
    String(Math.round(r.scenario.rssMb)),
    kb(r.weight.docHtml),
    `${kb(r.weight.heaviestHtml)} (${r.weight.heaviestPage})`,
    kb(r.weight.docJs),
    kb(r.weight.docCss),
  ]);
  const runs = [...new Set(rows.map((r) => r.scenario.runs))].join('/');
  return [
    '',
    `docsgen bench: medians of ${runs} runs, ${env.cpus} CPUs, Node ${env.node}; sizes gzipped (level 6); "cold" starts with no dist/ and no .docsgen-cache/, "warm" rebuilds with nothing changed.`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
    '',
  ].join('\n');
}
