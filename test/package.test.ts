/**
 * docsgen as another team gets it: `npm pack` (with its `prepare` build), installed from the tarball
 * into an empty folder (npm's local cache first: a fresh machine's `npm ci` caches the tarballs but not
 * the registry's package lists, which npm then fetches; no dev tools), then `docsgen init`,
 * `npm run build`, `npm run check`, `docsgen preview` and a browser on the built starter site.
 * The package is packed from a copy of the repository, so its build never touches this checkout's lib/.
 * When this checkout's lib/ is what `prepare` makes of these very sources (`npm ci` ran it), the copy
 * takes it and is packed without running `prepare` again (it costs ~10 s of CPU); else, and always in
 * `npm run test:long`, `npm pack` runs `prepare` in the copy.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { collectProblems, launchBrowser } from './browser-helpers.ts';
import { listFiles, repoRoot, tempDir } from './helpers.ts';
import { LONG_RUN } from './sizing.ts';
import { generatorBundle, PREBUILT } from '../bin/load-generator.js';

const PACKED = ['bin', 'src', 'starter', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

let work: string;
let tarball: string;
let app: string;
let site: string;
let initToBuiltMs = 0;
let browser: Browser | undefined;
let preview: ChildProcess | undefined;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    // The installed bin's `#!/usr/bin/env node` finds this Node.
    env: { ...process.env, NO_COLOR: '1', PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`, npm_config_update_notifier: 'false', ...env },
    timeout: 180_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

const npm = (args: string[], cwd: string) => run('npm', args, cwd);
/** The installed package's command, as `npx docsgen` runs it. */
const docsgen = (args: string[], cwd: string, env: Record<string, string> = {}) => run(path.join(app, 'node_modules', '.bin', 'docsgen'), args, cwd, env);

/**
 * Whether lib/ is what `prepare` makes of the sources as they are: its generator bundle is of these
 * sources (the loader's own key), and that `prepare` ran to its end (the declarations come after the
 * key) after the last change to the build script or the package's manifest.
 */
async function libIsCurrent(): Promise<boolean> {
  if ((await generatorBundle()) !== PREBUILT) return false;
  const key = fs.statSync(path.join(PREBUILT, 'generator.key')).mtimeMs;
  const types = fs.statSync(path.join(PREBUILT, 'types', 'index.d.ts'), { throwIfNoEntry: false });
  const inputs = ['scripts/build-package.js', 'package.json', 'tsconfig.build.json'].map((f) => fs.statSync(path.join(repoRoot, f)).mtimeMs);
  return types !== undefined && types.mtimeMs >= key && inputs.every((mtime) => mtime < key);
}

let packedWith = '';

before(async () => {
  work = tempDir('package');
  const source = path.join(work, 'source');
  for (const entry of PACKED) fs.cpSync(path.join(repoRoot, entry), path.join(source, entry), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  const reuseLib = !LONG_RUN && (await libIsCurrent());
  if (reuseLib) fs.cpSync(PREBUILT, path.join(source, 'lib'), { recursive: true, filter: (file) => !/\.(map|v8cache|fingerprint)$/.test(file) });
  packedWith = reuseLib ? "this checkout's lib/, made by `prepare` from the same sources" : '`prepare` run by `npm pack`';
  const packed = npm(['pack', '--pack-destination', work, ...(reuseLib ? ['--ignore-scripts'] : [])], source);
  assert.equal(packed.code, 0, packed.stderr);
  tarball = path.join(work, packed.stdout.trim().split('\n').at(-1)!);

  app = path.join(work, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{ "private": true }\n');
  const installed = npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], app);
  assert.equal(installed.code, 0, installed.stderr);

  site = path.join(app, 'my-docs');
  const started = performance.now();
  const init = docsgen(['init', 'my-docs'], app);
  assert.equal(init.code, 0, init.stderr);
  const built = npm(['run', 'build'], site);
  assert.equal(built.code, 0, built.stderr + built.stdout);
  initToBuiltMs = performance.now() - started;
});

after(async () => {
  preview?.kill();
  await browser?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

test('the tarball holds the compiled generator, the entry and its types, and no tests, maps or caches', (t) => {
  t.diagnostic(`packed with ${packedWith}`);
  const list = run('tar', ['-tzf', tarball], work).stdout.split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''));
  for (const file of ['bin/docsgen.js', 'lib/generator.cjs', 'lib/index.js', 'lib/types/index.d.ts', 'lib/plugin.js', 'lib/types/plugin.d.ts', 'lib/theme.js', 'lib/types/theme.d.ts', 'starter/site.config.ts', 'starter/gitignore', 'src/client/main.ts']) {
    assert.ok(list.includes(file), `${file} is packed`);
  }
  assert.deepEqual(list.filter((f) => /^test\/|\.map$|\.v8cache$|\.fingerprint$|generator\.key$|^content\/|^bench\//.test(f)), []);
});

test('the install has only runtime dependencies: no tsx, TypeScript or test tools', () => {
  const modules = fs.readdirSync(path.join(app, 'node_modules'));
  for (const name of ['tsx', 'typescript', 'playwright-core', 'unified', '@apidevtools/swagger-parser']) assert.ok(!modules.includes(name.split('/')[0]) || name.includes('/'), `${name} is not installed`);
  assert.ok(!fs.existsSync(path.join(app, 'node_modules', '@apidevtools', 'swagger-parser')), 'swagger-parser is bundled, not installed');
  const pkg = JSON.parse(fs.readFileSync(path.join(app, 'node_modules', 'docsgen', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  assert.ok(!('tsx' in pkg.dependencies));
  // Nothing was bundled at run time: the build ran the packed bundle, and made no bundle of its own.
  assert.ok(!fs.existsSync(path.join(app, 'node_modules', 'docsgen', 'node_modules', '.cache', 'docsgen-generator')));
});

test('docsgen init writes the starter site and refuses a folder that is not empty', () => {
  const files = listFiles(site).filter((f) => !f.startsWith('dist/') && !f.startsWith('.docsgen-cache/'));
  assert.deepEqual(files, [
    '.gitignore',
    'content/guides/webhooks.md',
    'content/guides/writing-docs.md',
    'content/introduction.md',
    'content/quick-start.md',
    'package.json',
    'site.config.ts',
    'specs/lockers.yaml',
    'src/custom.css',
    'static/img/favicon.svg',
    'static/img/logo-dark.svg',
    'static/img/logo.svg',
  ]);
  const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string>; devDependencies: Record<string, string> };
  assert.equal(pkg.name, 'my-docs');
  assert.deepEqual(Object.keys(pkg.scripts).sort(), ['build', 'check', 'dev', 'preview']);
  assert.match(pkg.devDependencies.docsgen, /^\^\d+\.\d+\.\d+/);

  const again = docsgen(['init', 'my-docs'], app);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /my-docs: the folder is not empty/);
  assert.doesNotMatch(again.stderr, /\n\s+at /, 'no stack trace');
});

test('the starter builds into a site with its docs, API reference and static files, and checks clean', (t) => {
  t.diagnostic(`init to first built site: ${(initToBuiltMs / 1000).toFixed(1)} s`);
  const dist = path.join(site, 'dist');
  const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  assert.match(home, /<h1[^>]*>Introduction<\/h1>/);
  assert.match(home, /<link rel="icon" href="\/img\/favicon\.svg"/);
  assert.ok(fs.existsSync(path.join(dist, 'img', 'favicon.svg')), 'static/ is published');
  assert.match(home, /src="\/img\/logo-dark\.svg"/);
  const apiPages = listFiles(dist).filter((f) => f.startsWith('api/') && f.endsWith('index.html'));
  assert.ok(apiPages.length >= 3, `API pages: ${apiPages.join(', ')}`);
  const check = npm(['run', 'check'], site);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.match(check.stdout, /no problems/);
});

/** The modules docsgen's installed declaration files import that TypeScript could not resolve, from tsc's --traceResolution output. */
function unresolvedFromDocsgen(trace: string): string[] {
  const unresolved: string[] = [];
  let from = '';
  for (const line of trace.split('\n')) {
    const resolving = /^======== Resolving module '([^']+)' from '([^']+)'/.exec(line);
    if (resolving) from = resolving[2];
    const failed = /^======== Module name '([^']+)' was not resolved/.exec(line);
    if (failed && from.includes(`${path.sep}node_modules${path.sep}docsgen${path.sep}`)) unresolved.push(`${failed[1]} (from ${from})`);
  }
  return unresolved;
}

test('the site config type-checks against the installed types, and a wrong key does not', () => {
  // skipLibCheck, as `tsc --init` writes it: checking zod's and the DOM's declarations took 4 of the
  // 5.5 s of CPU. Every module docsgen's declarations import must still resolve (an undeclared type
  // package would silently become `any`); `npm run test:long` checks the declarations themselves too.
  const compilerOptions = { strict: true, module: 'nodenext', moduleResolution: 'nodenext', noEmit: true, types: [], skipLibCheck: !LONG_RUN };
  fs.writeFileSync(path.join(site, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['site.config.ts', 'wrong.ts'] }));
  fs.writeFileSync(path.join(site, 'wrong.ts'), "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'x', colour: 'red' });\n");
  const tsc = run(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.', '--traceResolution'], site);
  // TypeScript 7 exits with 1 on type errors (5.x with 2).
  assert.notEqual(tsc.code, 0, `${tsc.stdout.split('\n').filter((l) => /error TS/.test(l)).join('\n')}\n${tsc.stderr}`);
  assert.deepEqual(unresolvedFromDocsgen(tsc.stdout), [], "every module docsgen's declarations import is installed with it");
  const errors = tsc.stdout.split('\n').filter((l) => /error TS/.test(l));
  assert.ok(errors.length > 0 && errors.every((l) => l.startsWith('wrong.ts')), errors.join('\n'));
  fs.rmSync(path.join(site, 'wrong.ts'));
  fs.rmSync(path.join(site, 'tsconfig.json'));
});

test('npm create docsgen: the create-docsgen package, installed from its tarball, runs docsgen init', () => {
  const packed = npm(['pack', '--pack-destination', work], path.join(repoRoot, 'packages', 'create-docsgen'));
  assert.equal(packed.code, 0, packed.stderr);
  const createTarball = path.join(work, packed.stdout.trim().split('\n').at(-1)!);
  // What `npm create docsgen@latest new-site` runs: the package's bin, with docsgen (this tarball) as its dependency.
  const installed = npm(['install', '--prefer-offline', '--no-audit', '--no-fund', createTarball], app);
  assert.equal(installed.code, 0, installed.stderr);
  const empty = path.join(work, 'empty');
  fs.mkdirSync(empty);
  const created = run(path.join(app, 'node_modules', '.bin', 'create-docsgen'), ['new-site'], empty);
  assert.equal(created.code, 0, created.stderr);
  assert.match(created.stdout, /wrote a starter site of \d+ files into new-site\//);
  assert.match(created.stdout, /cd new-site && npm install/);
  const pkg = JSON.parse(fs.readFileSync(path.join(empty, 'new-site', 'package.json'), 'utf8')) as { name: string };
  assert.equal(pkg.name, 'new-site');
  assert.ok(fs.existsSync(path.join(empty, 'new-site', 'site.config.ts')));
  // A folder with files in it is refused, as by docsgen init.
  const again = run(path.join(app, 'node_modules', '.bin', 'create-docsgen'), ['new-site'], empty);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /the folder is not empty/);
});

test('docsgen --help lists every command, each command has its own --help, and FORCE_COLOR colours piped output', () => {
  const help = docsgen(['--help'], site);
  assert.equal(help.code, 0);
  for (const command of ['init', 'dev', 'serve', 'build', 'check', 'preview']) assert.match(help.stdout, new RegExp(`^  ${command}\\b`, 'm'));
  assert.match(help.stdout, /Exit codes/);
  const buildHelp = docsgen(['build', '--help'], site);
  assert.match(buildHelp.stdout, /--base-url <path>/);
  const bad = docsgen(['build', '--jobs', 'x'], site, { FORCE_COLOR: '1', NO_COLOR: '' });
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /\x1b\[31m/, 'coloured when forced');
  const plain = docsgen(['build', '--jobs', 'x'], site, { NO_COLOR: '1' });
  assert.doesNotMatch(plain.stderr, /\x1b\[/);
});

test('docsgen preview serves dist/ with the _redirects rules and the 404 page, and the site works in a browser', async () => {
  preview = spawn(path.join(app, 'node_modules', '.bin', 'docsgen'), ['preview', '--port', '0'], {
    cwd: site,
    env: { ...process.env, NO_COLOR: '1', PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    preview!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const m = /at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    preview!.once('exit', (code) => reject(new Error(`preview exited with ${code}: ${out}`)));
  });
  const origin = new URL(url).origin;
  const slashless = await fetch(`${origin}/quick-start`, { redirect: 'manual' });
  assert.equal(slashless.status, 301);
  assert.equal(slashless.headers.get('location'), '/quick-start/');
  const missing = await fetch(`${origin}/no/such/page/`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /<title>[^<]*Page Not Found/i);

  browser = await launchBrowser();
  const page = await browser.newPage();
  const problems = collectProblems(page);
  await page.goto(url);
  assert.equal(await page.locator('h1').first().textContent(), 'Introduction');
  await page.locator('nav a', { hasText: 'API reference' }).first().click();
  await page.waitForURL(/\/category\/api\/$/);
  await page.locator('main a', { hasText: 'Lockers' }).first().click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'API reference');
  assert.match((await page.locator('main').textContent()) ?? '', /Lockers|reserve/i);
  assert.deepEqual(problems, []);
});
