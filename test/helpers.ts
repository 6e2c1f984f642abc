/** Shared helpers: run the real CLI, build fixtures into temporary folders, read built pages. */
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsYaml from 'js-yaml';

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

let tempRoot: string | undefined;

/**
 * The folder this test process's temporary folders go in: inside the run's folder under `npm test`
 * (scripts/run-tests.sh removes it when the run ends), else one of its own, removed when the process
 * exits. Fixture copies and builds left in the system's temp folder came to gigabytes a day.
 */
export function testTempRoot(): string {
  if (tempRoot) return tempRoot;
  const shared = process.env.DOCSGEN_TEST_SHARED;
  if (shared) {
    tempRoot = path.join(shared, 'tmp');
    fs.mkdirSync(tempRoot, { recursive: true });
  } else {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-test-'));
    process.once('exit', () => fs.rmSync(own, { recursive: true, force: true, maxRetries: 2 }));
    tempRoot = own;
  }
  return tempRoot;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(testTempRoot(), `docsgen-${prefix}-`));
}

/**
 * Gives a Docusaurus repo made by a test the home page every repo Docusaurus builds has (the
 * navbar's logo links to it; without one, onBrokenLinks 'throw' stops the build, in Docusaurus as
 * in docsgen). Returns the folder.
 */
export function withHomePage(dir: string): string {
  const pages = path.join(dir, 'src/pages');
  if (fs.existsSync(pages) && fs.readdirSync(pages).some((name) => /^index\.(md|mdx|js|jsx|ts|tsx)$/.test(name))) return dir;
  fs.mkdirSync(pages, { recursive: true });
  fs.writeFileSync(path.join(pages, 'index.md'), '# Home\n\nThe home page.\n');
  return dir;
}

/** A build several test files only read: where it is, and what the CLI said. */
export interface SharedBuild {
  /** The folder the build ran in (the fixture's copy; this checkout for its own site). */
  site: string;
  dist: string;
  result: CliResult;
}

/** Shared builds made by this process, by name: a file that asks twice gets the same build. */
const madeHere = new Map<string, SharedBuild>();

/**
 * A build made once per `npm test` run and shared by the test files that only read its output:
 * scripts/run-tests.sh gives a run one folder (DOCSGEN_TEST_SHARED), the first file to ask builds
 * into it (`make` gets the build's own folder), the others wait for its result. A file run alone
 * builds its own, once. Readers must not change anything under `site`.
 */
function sharedBuild(name: string, make: (dir: string) => SharedBuild): SharedBuild {
  const known = madeHere.get(name);
  if (known) return known;
  const shared = process.env.DOCSGEN_TEST_SHARED;
  if (!shared) {
    const made = make(tempDir(name));
    madeHere.set(name, made);
    return made;
  }
  const dir = path.join(shared, name);
  const resultFile = path.join(dir, 'result.json');
  let builder = false;
  try {
    fs.mkdirSync(dir);
    builder = true;
  } catch {
    // another test file is building it, or has built it
  }
  if (builder) {
    let made: SharedBuild = { site: dir, dist: path.join(dir, 'dist'), result: { code: -1, stdout: '', stderr: 'the shared build did not finish' } };
    try {
      made = make(dir);
    } finally {
      fs.writeFileSync(resultFile, JSON.stringify(made));
    }
    madeHere.set(name, made);
    return made;
  }
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(resultFile)) {
    if (Date.now() > deadline) throw new Error(`the shared build in ${dir} did not finish in 5 minutes`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  const made = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as SharedBuild;
  madeHere.set(name, made);
  return made;
}

/** `docsgen build` of this repo's site (shared: see sharedBuild). */
export function sharedSiteBuild(): { dist: string; result: CliResult } {
  return sharedBuild('site', (dir) => {
    const dist = path.join(dir, 'dist');
    return { site: repoRoot, dist, result: runCli(['build', '--out', dist]) };
  });
}

/**
 * `docsgen build --config <copy>/site.config.ts [args]` of an unchanged copy of a fixture, shared by
 * the test files that build it so and only read the result (see sharedBuild). The copy's dist/ is
 * the output unless `args` names another with --out.
 */
export function sharedFixtureBuild(fixture: string, args: string[] = []): SharedBuild {
  return sharedBuild(['fixture', fixture, ...args].join(' ').replace(/[^\w.-]+/g, '_'), (dir) => {
    const site = path.join(dir, 'site');
    copyFixtureInto(fixture, site);
    pointAtCheckout(site);
    const out = args.indexOf('--out');
    const dist = out >= 0 ? path.resolve(site, args[out + 1]) : path.join(site, 'dist');
    return { site, dist, result: runCli(['build', '--config', path.join(site, 'site.config.ts'), ...args]) };
  });
}

/** A fixture's config, React pages and components import docsgen by a relative path: points them at this checkout. */
function pointAtCheckout(site: string): void {
  for (const entry of fs.readdirSync(site, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    const pointed = text.replace(/(from |import\()'(\.\.\/)+src\//g, `$1'${repoRoot}/src/`);
    if (pointed !== text) fs.writeFileSync(file, pointed);
  }
}

/** Copies a fixture that imports docsgen by a relative path (see pointAtCheckout) to a temporary folder a test may change. */
export function copyPointedFixture(name: string): string {
  const dir = copyFixture(name);
  pointAtCheckout(dir);
  return dir;
}

/** Copies a fixture folder to a temporary folder so a test may change it. */
export function copyFixture(name: string): string {
  const dir = tempDir(name);
  copyFixtureInto(name, dir);
  return dir;
}

function copyFixtureInto(name: string, dir: string): void {
  fs.cpSync(path.join(repoRoot, 'test', 'fixtures', name), dir, { recursive: true });
  // The packages a fixture repo has installed (small ones written here) are kept outside it, since
  // no node_modules folder is tracked: they are installed into the copy's node_modules.
  const packages = path.join(repoRoot, 'test', 'fixture-packages', name);
  if (fs.existsSync(packages)) fs.cpSync(packages, path.join(dir, 'node_modules'), { recursive: true });
  // Fixture configs import the generator by a relative path; point it at this checkout.
  const config = path.join(dir, 'site.config.ts');
  if (fs.existsSync(config)) {
    const text = fs.readFileSync(config, 'utf8').replace(/from '(\.\.\/)+src\//g, `from '${repoRoot}/src/`);
    fs.writeFileSync(config, text);
  }
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

let siteSpecTexts: string[] | undefined;

/** Every description and summary string of the site's specs (read once per process). */
export function specTexts(): string[] {
  siteSpecTexts ??= readSpecTexts();
  return [...siteSpecTexts];
}

function readSpecTexts(): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'description' || key === 'summary') && typeof v === 'string') texts.add(v);
        walk(v);
      }
  };
  // Read as the build reads a spec (load-specs.ts: js-yaml, JSON schema): the yaml package took 0.8 s of CPU here, js-yaml 0.1 s.
  for (const file of fs.readdirSync(path.join(repoRoot, 'specs'))) walk(jsYaml.load(fs.readFileSync(path.join(repoRoot, 'specs', file), 'utf8'), { schema: jsYaml.JSON_SCHEMA }));
  return [...texts];
}

/** A function that writes a file (its folders made) under `dir`, by its path there. */
export function fileWriter(dir: string): (file: string, text: string) => void {
  return (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
}

/** Every file under a folder with its SHA-256, to tell that a folder was left as it was. */
export function fileHashes(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]));
}
