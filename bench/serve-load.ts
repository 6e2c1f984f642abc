/**
 * `docsgen serve --no-watch` under load, on the real Lumagraph site:
 *   node --import tsx bench/serve-load.ts [runs] [requests] [connections]
 * Builds the site into a temporary folder, serves it on 127.0.0.1 and sends `requests` requests
 * (default 20,000) at `connections` concurrency (default 50) over a mix of real URLs: doc pages,
 * API operation pages, the client bundle, the stylesheet, a configured redirect, a trailing-slash
 * redirect and an unknown path. Prints each run and the median throughput and p99 latency.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServer, type LoadSummary } from './http-load.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(repo, 'bin', 'docsgen.js');
const runs = Number(process.argv[2] ?? 3);
const amount = Number(process.argv[3] ?? 20_000);
const connections = Number(process.argv[4] ?? 50);

const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-load-')), 'dist');
const built = spawnSync(process.execPath, [cli, 'build', '--out', out], { cwd: repo, stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

/** The first file under dist/<dir> whose name starts with the prefix, as a site path. */
function asset(dir: string, prefix: string): string {
  const name = fs.readdirSync(path.join(out, dir)).find((n) => n.startsWith(prefix));
  if (!name) throw new Error(`no ${prefix}* under ${dir}`);
  return `/${dir}/${name}`;
}

/** A configured redirect's old URL, read from the redirect stubs (pages whose only job is to refresh). */
function findRedirect(): string {
  const stack = [''];
  while (stack.length) {
    const dir = stack.pop()!;
    for (const entry of fs.readdirSync(path.join(out, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) stack.push(rel);
      else if (entry.name === 'index.html' && fs.readFileSync(path.join(out, rel), 'utf8').includes('http-equiv="refresh"')) return `/${dir}/`;
    }
  }
  throw new Error('no redirect stub in the build');
}

const paths = [
  '/',
  '/agent-lumagraph/',
  '/wordpress-plugin/troubleshooting/',
  '/api/manager/accounts/',
  asset('assets/js', 'main.'),
  asset('assets/css', 'styles.'),
  findRedirect(),
  '/agent-lumagraph',
  '/no/such/page/',
];

const child = spawn(process.execPath, [cli, 'serve', '--no-watch', '--out', out, '--port', '0'], { cwd: repo, env: { ...process.env, NO_COLOR: '1' } });
let printed = '';
const origin = await new Promise<string>((resolve, reject) => {
  const onData = (chunk: Buffer) => {
    printed += chunk.toString();
    const match = /serving \S+ at (http:\/\/\S+?)\/?\s/.exec(printed);
    if (match) resolve(match[1]);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.once('exit', (code) => reject(new Error(`docsgen serve exited with ${code}:\n${printed}`)));
});

console.log(`\n${amount} requests at concurrency ${connections} against ${origin}, ${paths.length} URLs in turn (${os.cpus().length} CPUs)\n`);
console.log('run  req/s    p50 ms  p99 ms  max ms  MB/s   2xx     3xx     4xx    5xx  errors');
const results: LoadSummary[] = [];
for (let run = 1; run <= runs; run++) {
  const r = await loadServer({ origin, paths, amount, connections });
  results.push(r);
  console.log(
    [
      String(run).padEnd(4),
      r.requestsPerSecond.toFixed(0).padEnd(8),
      String(r.latencyMs.p50).padEnd(7),
      String(r.latencyMs.p99).padEnd(7),
      String(r.latencyMs.max).padEnd(7),
      (r.bytesPerSecond / 1e6).toFixed(1).padEnd(6),
      String(r.status['2xx']).padEnd(7),
      String(r.status['3xx']).padEnd(7),
      String(r.status['4xx']).padEnd(6),
      String(r.status['5xx']).padEnd(4),
      String(r.errors),
    ].join(' '),
  );
}
child.kill('SIGTERM');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `\nmedian of ${runs}: ${median(results.map((r) => r.requestsPerSecond)).toFixed(0)} req/s, p99 ${median(results.map((r) => r.latencyMs.p99))} ms; ` +
    `errors ${results.reduce((n, r) => n + r.errors, 0)}, 5xx ${results.reduce((n, r) => n + r.status['5xx'], 0)}`,
);
fs.rmSync(path.dirname(out), { recursive: true, force: true });
