/** The Docusaurus 2.2 anchor: runs the shared docusaurus-bench.sh on the same docs and compares. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PageWeight } from './page-weight.ts';
import { sharedBench, workRoot } from './sites.ts';
import { timedRun } from './measure.ts';

/** What the anchor script printed for one run (cold is run 1). */
export interface AnchorRun {
  label: string;
  wall: number;
  rssMb: number;
  jsKb: number | undefined;
  cssKb: number | undefined;
  htmlBytes: number | undefined;
}

/**
 * Runs docusaurus-bench.sh (it installs Docusaurus under /tmp/anchors once) and parses its
 * `label key: value` lines. `version` 3.x builds with the Rspack-based "faster" bundler; `nice`
 * runs it at a lower priority (the machine is shared).
 */
export function runDocusaurus(contentDir: string, runs: number, version = '2.2.0', nice = false): AnchorRun[] {
  const script = path.join(sharedBench, 'docusaurus-bench.sh');
  const command = nice ? ['nice', '-n', '10', 'bash'] : ['bash'];
  const r = spawnSync(command[0], [...command.slice(1), script, contentDir, String(runs)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, DOCUSAURUS_VERSION: version } });
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

/** Where docusaurus-bench.sh installs each version (its SITE default). */
export function docusaurusInstall(version: string): string {
  return version.startsWith('3') ? '/tmp/anchors/docusaurus3-site' : '/tmp/anchors/docusaurus-site';
}

/**
 * One cold build of a whole Docusaurus site as it is (the create-docusaurus classic template: its
 * own config, blog, pages and static files), with the Docusaurus 3 that docusaurus-bench.sh
 * installed (run it once first) and its "faster" bundler switched on. The site is copied next to
 * that install and uses its node_modules. Returns the wall seconds, or the failure.
 */
export function runDocusaurusOnSite(siteDir: string, version: string): { wall: number; cpu: number; rssMb: number } | { failed: string } {
  const install = docusaurusInstall(version);
  const bin = path.join(install, 'node_modules/.bin/docusaurus');
  if (!fs.existsSync(bin)) return { failed: `Docusaurus ${version} is not installed in ${install} (run docusaurus-bench.sh with DOCUSAURUS_VERSION=${version} once)` };
  const copy = `${install}-classic`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(siteDir, copy, { recursive: true });
  fs.rmSync(path.join(copy, 'node_modules'), { recursive: true, force: true });
  fs.symlinkSync(path.join(install, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  fs.rmSync(path.join(install, 'node_modules/.cache'), { recursive: true, force: true });
  const configFile = path.join(copy, 'docusaurus.config.js');
  const config = fs.readFileSync(configFile, 'utf8');
  if (version.startsWith('3')) fs.writeFileSync(configFile, config.replace(/future:\s*\{/, 'future: { faster: true,'));
  const r = timedRun('nice', ['-n', '10', bin, 'build'], copy);
  fs.mkdirSync(workRoot, { recursive: true });
  fs.writeFileSync(path.join(workRoot, `docusaurus-${version}-site.log`), `${r.stdout}\n${r.stderr}`);
  if (r.exitCode !== 0) return { failed: `exit ${r.exitCode} (see ${path.join(workRoot, `docusaurus-${version}-site.log`)})` };
  return { wall: r.wallSeconds, cpu: r.cpuSeconds, rssMb: r.peakRssMb };
}

/** The machine's load averages (1, 5, 15 min), to print beside a figure taken on a shared machine. */
export function loadAverage(): string {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
