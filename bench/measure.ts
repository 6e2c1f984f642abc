/** Runs one command under GNU time and reads its wall time and peak memory from the OS. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What one timed run of a command produced. */
export interface TimedRun {
  wallSeconds: number;
  /** User plus system CPU seconds of the process and its threads (steadier than wall time on a busy machine). */
  cpuSeconds: number;
  peakRssMb: number;
  exitCode: number;
  stdout: string;
  stderr: string;
}

const GNU_TIME = '/usr/bin/time';

/** Installs Debian's `time` package when /usr/bin/time is missing (needs root, like the test setup). */
export function ensureGnuTime(): void {
  if (fs.existsSync(GNU_TIME)) return;
  console.error('installing Debian\'s "time" package for peak-memory figures…');
  const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'time']);
  if (!fs.existsSync(GNU_TIME)) throw new Error('could not install /usr/bin/time; run `apt-get install -y time` as root');
}

/** Runs `command args` in `cwd` under `/usr/bin/time -v`; wall time is measured here, peak RSS by the kernel. */
export function timedRun(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): TimedRun {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-time-')), 'time.txt');
  const started = process.hrtime.bigint();
  const r = spawnSync(GNU_TIME, ['-v', '-o', report, command, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const text = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  const maxRssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(text)?.[1] ?? 0);
  const seconds = (label: string) => Number(new RegExp(`${label} time \\(seconds\\): ([\\d.]+)`).exec(text)?.[1] ?? 0);
  return { wallSeconds, cpuSeconds: seconds('User') + seconds('System'), peakRssMb: maxRssKb / 1024, exitCode: r.status ?? -1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** Why a build failed, in a few words (the out-of-memory case named as such). */
export function failureOf(r: TimedRun): string {
  if (/heap out of memory/.test(r.stderr)) return `out of memory after ${r.wallSeconds.toFixed(0)} s`;
  return `exit ${r.exitCode}: ${(r.stderr.trim().split('\n').pop() ?? '').slice(0, 80)}`;
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
