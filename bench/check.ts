/**
 * How long `docsgen check` takes on the real site. Builds dist/ first when it holds no built site,
 * then prints the in-process check time (first run, and the median of five more) and the wall time
 * of the whole command (`docsgen check --no-build`, Node and tsx start-up included).
 *
 *   node --import tsx bench/check.ts [--out dist]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../src/generator/build.ts';
import { checkSite } from '../src/generator/check/check-site.ts';
import { MANIFEST_PATH } from '../src/generator/check/manifest.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const outDir = path.resolve(outArg > 0 ? process.argv[outArg + 1] : path.join(root, 'dist'));

if (!fs.existsSync(path.join(outDir, MANIFEST_PATH))) {
  const started = performance.now();
  await build({ configPath: path.join(root, 'site.config.ts'), outDir });
  console.log(`built the site into ${path.relative(process.cwd(), outDir)}/ first (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const bytes = (fs.readdirSync(outDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
  .filter((e) => e.isFile() && e.name.endsWith('.html'))
  .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
const run = () => checkSite({ rootDir: root, outDir, configFile: 'site.config.ts' });
// CPU time as well as wall time: on a busy machine the wall time mostly measures the other processes.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
let cpu = process.cpuUsage();
const first = run();
const firstCpu = cpuMs(cpu);
const warm: number[] = [];
const warmCpu: number[] = [];
for (let i = 0; i < 5; i++) {
  cpu = process.cpuUsage();
  warm.push(run().ms);
  warmCpu.push(cpuMs(cpu));
}
warm.sort((a, b) => a - b);
warmCpu.sort((a, b) => a - b);

const cli = path.join(root, 'bin', 'docsgen.js');
const walls: number[] = [];
const checks: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [cli, 'check', '--no-build', '--out', outDir], { cwd: root, encoding: 'utf8' });
  walls.push(performance.now() - started);
  const inside = /checked in (\d+\.\d+) s/.exec(r.stdout)?.[1];
  if (inside) checks.push(Number(inside) * 1000);
  if (r.status !== 0) console.log(`(docsgen check exited ${r.status}: ${r.stdout.split('\n').at(-2)})`);
}
walls.sort((a, b) => a - b);
checks.sort((a, b) => a - b);

const ms = (n: number) => `${Math.round(n)} ms`;
console.log(`site: ${first.pages} pages, ${(bytes / 1e6).toFixed(1)} MB of HTML, ${first.links} links checked, ${first.problems.length} problems`);
console.log(`check (in process): first run ${ms(first.ms)} (CPU ${ms(firstCpu)}), then median ${ms(warm[2])} (CPU ${ms(warmCpu[2])}, min ${ms(warm[0])})`);
console.log(`docsgen check --no-build: the check ${ms(checks[1] ?? NaN)} as it reports itself; the whole command ${ms(walls[1])} (min ${ms(walls[0])}), Node and tsx start-up included`);
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`);
