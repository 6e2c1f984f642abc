/** The Docusaurus 2.2 anchor: runs the shared docusaurus-bench.sh on the same docs and compares. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PageWeight } from './page-weight.ts';
import { sharedBench, workRoot } from './sites.ts';

/** What the anchor script printed for one run (cold is run 1). */
export interface AnchorRun {
  label: string;
  wall: number;
  rssMb: number;
  jsKb: number | undefined;
  cssKb: number | undefined;
  htmlBytes: number | undefined;
}

/** Runs docusaurus-bench.sh (it installs Docusaurus under /tmp/anchors once) and parses its `label key: value` lines. */
export function runDocusaurus(contentDir: string, runs: number): AnchorRun[] {
  const script = path.join(sharedBench, 'docusaurus-bench.sh');
  const r = spawnSync('bash', [script, contentDir, String(runs)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const logFile = path.join(workRoot, 'docusaurus-bench.log');
  fs.mkdirSync(workRoot, { recursive: true });
  fs.writeFileSync(logFile, `${r.stdout}\n${r.stderr}`);
  if (r.status !== 0) throw new Error(`docusaurus-bench.sh failed (exit ${r.status}); see ${logFile}`);
  const out = r.stdout;
  const labels = [...new Set([...out.matchAll(/^(docusaurus\[[^\]]+\]) wall_s:/gm)].map((m) => m[1]))];
  return labels.map((label) => {
    const value = (key: string, pattern = '([\\d.]+)') => {
      const m = new RegExp(`^${escape(label)} ${key}: .*?${pattern}`, 'm').exec(out);
      return m ? Number(m[1]) : undefined;
    };
    return {
      label,
      wall: value('wall_s') ?? NaN,
      rssMb: value('peak_rss_mb') ?? NaN,
      jsKb: value('js_script_src', 'gz_kb=([\\d.]+)'),
      cssKb: value('css', 'gz_kb=([\\d.]+)'),
      htmlBytes: value('typical_page', '\\((\\d+) bytes html\\)'),
    };
  });
}

function escape(text: string): string {
  return text.replace(/[[\]().*+?^$|\\]/g, '\\$&');
}

type Ours = { cold: { wall: number; rssMb: number; pages: number; failed?: string }; warm: { wall: number; rssMb: number; failed?: string }; weight: PageWeight | undefined };

/** A table of docsgen against Docusaurus on the same docs, with the ratio (Docusaurus / docsgen). */
export function formatComparison(n: number, ours: Ours, theirs: AnchorRun[]): string {
  const cold = theirs[0];
  const warm = theirs[1];
  const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) ? 'n/a' : `${(a / b).toFixed(1)}×`);
  const js = ours.weight ? ours.weight.docJs / 1024 : undefined;
  const css = ours.weight ? ours.weight.docCss / 1024 : undefined;
  const coldWall = ours.cold.failed ? undefined : ours.cold.wall;
  const warmWall = ours.warm.failed ? undefined : ours.warm.wall;
  const fmt = (v: number | undefined, digits = 1) => (v === undefined || !Number.isFinite(v) ? 'n/a' : v.toFixed(digits));
  const rows: string[][] = [
    ['cold build, s', fmt(coldWall, 2), fmt(cold?.wall), ratio(cold?.wall, coldWall)],
    ['warm build, s', fmt(warmWall, 2), fmt(warm?.wall), ratio(warm?.wall, warmWall)],
    ['peak RSS (cold), MB', fmt(ours.cold.rssMb, 0), fmt(cold?.rssMb, 0), ratio(cold?.rssMb, ours.cold.rssMb)],
    ['JS a doc page loads, KB gz', fmt(js), fmt(cold?.jsKb), ratio(cold?.jsKb, js)],
    ['CSS a doc page loads, KB gz', fmt(css), fmt(cold?.cssKb), ratio(cold?.cssKb, css)],
  ];
  return [
    '',
    `docsgen vs Docusaurus 2.2.0 on the same ${n.toLocaleString('en')} synthetic docs (docsgen: medians; Docusaurus: run 1 cold, run 2 with its caches; ratio = Docusaurus / docsgen)`,
    '',
    '| figure | docsgen | Docusaurus | ratio |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ].join('\n');
}
