/** Shared helpers: run the real CLI, build fixtures into temporary folders, read built pages. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cliPath = path.join(repoRoot, 'bin', 'docsgen.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `docsgen <args>` as a user would, and returns its exit code and output. */
export function runCli(args: string[], cwd = repoRoot): CliResult {
  const r = spawnSync(process.execPath, [cliPath, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-${prefix}-`));
}

/**
 * `docsgen build` of this repo's site, made once per `npm test` run and shared by the test files that
 * only read its output: scripts/run-tests.sh gives a run one folder (DOCSGEN_TEST_SHARED), the first
 * file to ask builds into it, the others wait for its result. A file run alone builds its own.
 */
export function sharedSiteBuild(): { dist: string; result: CliResult } {
  const shared = process.env.DOCSGEN_TEST_SHARED;
  if (!shared) {
    const dist = path.join(tempDir('site'), 'dist');
    return { dist, result: runCli(['build', '--out', dist]) };
  }
  const dir = path.join(shared, 'site');
  const dist = path.join(dir, 'dist');
  const resultFile = path.join(dir, 'result.json');
  let builder = false;
  try {
    fs.mkdirSync(dir);
    builder = true;
  } catch {
    // another test file is building it, or has built it
  }
  if (builder) {
    let result: CliResult = { code: -1, stdout: '', stderr: 'the shared build did not finish' };
    try {
      result = runCli(['build', '--out', dist]);
    } finally {
      fs.writeFileSync(resultFile, JSON.stringify(result));
    }
    return { dist, result };
  }
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(resultFile)) {
    if (Date.now() > deadline) throw new Error(`the shared site build in ${dir} did not finish in 5 minutes`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  return { dist, result: JSON.parse(fs.readFileSync(resultFile, 'utf8')) as CliResult };
}

/** Copies a fixture folder to a temporary folder so a test may change it. */
export function copyFixture(name: string): string {
  const dir = tempDir(name);
  fs.cpSync(path.join(repoRoot, 'test', 'fixtures', name), dir, { recursive: true });
  // Fixture configs import the generator by a relative path; point it at this checkout.
  const config = path.join(dir, 'site.config.ts');
  if (fs.existsSync(config)) {
    const text = fs.readFileSync(config, 'utf8').replace(/from '(\.\.\/)+src\//g, `from '${repoRoot}/src/`);
    fs.writeFileSync(config, text);
  }
  return dir;
}

/** Reads dist/<route>index.html. */
export function readPage(dist: string, route: string): string {
  return fs.readFileSync(path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}index.html`), 'utf8');
}

/** Lists every file under a folder, relative, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Every description and summary string of the site's specs. */
export function specTexts(): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'description' || key === 'summary') && typeof v === 'string') texts.add(v);
        walk(v);
      }
  };
  for (const file of fs.readdirSync(path.join(repoRoot, 'specs'))) walk(YAML.parse(fs.readFileSync(path.join(repoRoot, 'specs', file), 'utf8')));
  return [...texts];
}
