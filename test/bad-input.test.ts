/**
 * The bad-input corpus (test/fixtures/bad/cases/*): each case overlays files on a small valid site
 * (test/fixtures/bad/base), optionally patches its config or generates large or binary files, then
 * runs the real CLI. case.json says what a writer must see: an error (exit 1) or a warning (exit 0)
 * naming the file and line, with the "fix:" hint, and never a raw stack trace.
 *
 * The CLI runs through its own entry (`main(argv)` of src/cli.ts, as bin/docsgen.js runs it) in two
 * long-lived CLI hosts (test/cli-hosts.ts), which fail a case that leaves process-wide state behind.
 * A case that needs a process of its own (`ownProcess` in case.json: the watchdog ends the process,
 * or an environment variable) spawns bin/docsgen.js. A spawn costs ~0.7 s of CPU, a hosted build ~0.1 s.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runHosted, stopHosts } from './cli-hosts.ts';
import { cliPath, repoRoot, tempDir } from './helpers.ts';

interface Case {
  /** group-error: the API group is left out, the rest of the site is built, exit 1. */
  expect: 'error' | 'group-error' | 'warning' | 'ok';
  file?: string;
  line?: number;
  message?: string;
  hint?: string;
  configPatch?: [string, string];
  /** Environment for the build (a short DOCSGEN_LOAD_TIMEOUT_MS, say). */
  env?: Record<string, string>;
  /** Why the case spawns a CLI process of its own rather than running in a CLI host. */
  ownProcess?: string;
  /** More arguments of `docsgen build` (`--jobs 2`: compile on worker threads however small the site; `{site}` is the site's folder). */
  args?: string[];
  generate?: keyof typeof GENERATORS;
  page?: string;
  pageContains?: string;
}

const corpus = path.join(repoRoot, 'test/fixtures/bad');
const specOf = (name: string) => JSON.parse(fs.readFileSync(path.join(corpus, 'cases', name, 'case.json'), 'utf8')) as Case;
const cases = fs.readdirSync(path.join(corpus, 'cases')).sort();

/** A doc of generated Markdown after three lines of front matter and a blank line (its body starts on line 5). */
const writeBomb = (site: string, body: string) => fs.writeFileSync(path.join(site, 'content/guide/bomb.md'), `---\ntitle: Bomb\n---\n\n${body}\n`);

const GENERATORS = {
  // "Café" saved as Latin-1: the é is byte 0xE9, which is not UTF-8.
  latin1: (site) => fs.writeFileSync(path.join(site, 'content/guide/latin1.md'), Buffer.from('---\ntitle: Caf\xe9\n---\n\nCaf\xe9 au lait.\n', 'latin1')),
  huge: (site) => {
    const line = 'timestamp=2025-03-14T09:30:00Z level=info entity=ent_2k7h4 message="crawl finished" pages=1200\n';
    const body = line.repeat(Math.ceil((5 * 1024 * 1024) / line.length));
    fs.writeFileSync(path.join(site, 'content/guide/huge.md'), `---\ntitle: Crawl log\n---\n\nThe full log of one crawl.\n\n\`\`\`text\n${body}\`\`\`\n`);
  },
  deep: (site) => {
    const list = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    const quote = `${'>'.repeat(200)} the deepest quote`;
    fs.writeFileSync(path.join(site, 'content/guide/deep.md'), `---\ntitle: Deep\n---\n\n${list}\n\n${quote}\n`);
  },
  table: (site) => {
    const rows = Array.from({ length: 2000 }, (_, i) => `| ent_${i} | Entity ${i} | ${i * 3} |`).join('\n');
    fs.writeFileSync(path.join(site, 'content/guide/table.md'), `---\ntitle: Table\n---\n\n| id | name | pages |\n|---|---|---|\n${rows}\n`);
  },
  // Reads that must stay inside the site: links out of it, loops, named pipes.
  'symlink-outside': (site) => fs.symlinkSync('/etc/passwd', path.join(site, 'content/guide/passwd.md')),
  'symlink-loop': (site) => {
    fs.symlinkSync('.', path.join(site, 'content/guide/loop'));
    fs.symlinkSync('..', path.join(site, 'content/guide/up'));
  },
  'symlink-inside': (site) => fs.symlinkSync('a.md', path.join(site, 'content/guide/alias.md')),
  'fifo-doc': (site) => mkfifo(path.join(site, 'content/guide/pipe.md')),
  'fifo-image': (site) => mkfifo(path.join(site, 'content/guide/pipe.png')),
  // Shapes that made the Markdown parser crawl (quadratic) or overflow its stack.
  'emphasis-bomb': (site) => writeBomb(site, '*a'.repeat(32 * 1024)),
  'link-bomb': (site) => writeBomb(site, '[a]('.repeat(16 * 1024)),
  'quote-list-line': (site) => writeBomb(site, '> - '.repeat(2 * 1024)),
  'deep-quote': (site) => writeBomb(site, `${'>'.repeat(5 * 1024)} deep`),
  // One explicit id on every heading: one warning, not 2,000 (the issue's 20,000 take long to compile, to the same effect).
  'same-heading-ids': (site) => writeBomb(site, Array.from({ length: 2_000 }, (_, i) => `## Step ${i} {#same}`).join('\n\n')),
  'deep-containers': (site) => writeBomb(site, ':::note\n'.repeat(1500)),
  // No limit of input-limits.ts catches it, but GFM strikethrough matching crawls (60 KB of `~a` took 16 s of CPU).
  'tilde-bomb': (site) => writeBomb(site, '~a'.repeat(16_000)),
  'latin1-spec': (site) => {
    fs.mkdirSync(path.join(site, 'specs'), { recursive: true });
    const spec = "openapi: 3.0.3\ninfo:\n  title: Caf\xe9 API\n  version: 1.0.0\npaths: {}\n";
    fs.writeFileSync(path.join(site, 'specs/shop.yaml'), Buffer.from(spec, 'latin1'));
  },
  // Past the 64 MB docsgen reads of one spec: a valid start, then a comment of spaces (cheap to write).
  'huge-spec': (site) => {
    const start = 'openapi: 3.0.3\ninfo:\n  title: Shop API\n  version: 1.0.0\npaths: {}\n# ';
    fs.mkdirSync(path.join(site, 'specs'), { recursive: true });
    fs.writeFileSync(path.join(site, 'specs/shop.yaml'), Buffer.concat([Buffer.from(start), Buffer.alloc(65 * 1024 * 1024 - start.length, 0x20)]));
  },
  'latin1-config': (site) => fs.appendFileSync(path.join(site, 'site.config.ts'), Buffer.from('// Caf\xe9\n', 'latin1')),
  // Names and values that would break URLs and lines.
  'newline-file-name': (site) => fs.writeFileSync(path.join(site, 'content/guide/two\nlines.md'), '---\ntitle: Two lines\n---\n\nText.\n'),
  'nul-title': (site) => fs.writeFileSync(path.join(site, 'content/guide/nul.md'), '---\ntitle: "Null\0byte"\n---\n\nText.\n'),
  'cr-only': (site) => fs.writeFileSync(path.join(site, 'content/guide/mac.md'), '---\rtitle: Written on a Mac\rdescription: Lines end with CR alone.\r---\r\rFirst paragraph.\r\r## Next\r\rMore text.\r'),
} satisfies Record<string, (site: string) => void>;

function mkfifo(file: string): void {
  const r = spawnSync('mkfifo', [file]);
  assert.equal(r.status, 0, `mkfifo ${file}: ${r.stderr}`);
}

function prepare(name: string, spec: Case): string {
  const site = tempDir(`bad-${name}`);
  fs.cpSync(path.join(corpus, 'base'), site, { recursive: true });
  for (const entry of fs.readdirSync(path.join(corpus, 'cases', name), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === 'case.json') continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(site, path.relative(path.join(corpus, 'cases', name), from));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  const configFile = path.join(site, 'site.config.ts');
  let config = fs.readFileSync(configFile, 'utf8').replace(/from '(\.\.\/)+src\//g, `from '${repoRoot}/src/`);
  if (spec.configPatch) {
    assert.ok(config.includes(spec.configPatch[0]), `${name}: configPatch does not apply`);
    config = config.replace(spec.configPatch[0], spec.configPatch[1]);
  }
  fs.writeFileSync(configFile, config);
  if (spec.generate) GENERATORS[spec.generate](site);
  return site;
}

/** `docsgen build` of the site: in a CLI host, or in a process of its own when the case needs one. */
async function run(site: string, spec: Case, signal: AbortSignal): Promise<{ code: number; stdout: string; stderr: string; cpuMs?: number }> {
  const args = ['build', '--config', path.join(site, 'site.config.ts'), ...(spec.args ?? []).map((arg) => arg.replace('{site}', site))];
  if (spec.env && !spec.ownProcess) assert.fail('a case with an environment of its own needs `ownProcess`: a CLI host shares one environment');
  if (spec.ownProcess) return spawnCli(args, spec.env, signal);
  const { leaks, ...result } = await runHosted(args);
  assert.deepEqual(leaks, [], `the build left process-wide state behind (a CLI host would carry it into the next case)\n${result.stderr}`);
  return result;
}

/** The real bin in a process of its own; killed when the case times out, so a hung build cannot hold up the file. */
function spawnCli(args: string[], env: Record<string, string> = {}, signal?: AbortSignal): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { env: { ...process.env, NO_COLOR: '1', ...env }, signal, killSignal: 'SIGKILL' });
    child.on('error', () => {}); // the abort, reported by the test's own timeout
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

test(`the corpus has at least 25 cases (${cases.length})`, () => {
  assert.ok(cases.length >= 25);
});

// The cases with a process of their own mostly wait on their budgets: three at a time, beside the
// two CLI hosts, which run a case each at a time.
describe('bad input', { concurrency: 2 }, () => {
  after(async () => {
    assert.equal(await stopHosts(), '', 'the CLI hosts printed nothing outside the cases they ran, and ended cleanly');
  });
  describe('in a process of its own', { concurrency: 3 }, () => {
    for (const name of cases.filter((n) => specOf(n).ownProcess)) corpusCase(name);
  });
  describe('in a CLI host', { concurrency: 2 }, () => {
    for (const name of cases.filter((n) => !specOf(n).ownProcess)) corpusCase(name);
  });
});

function corpusCase(name: string): void {
  const spec = specOf(name);
  // A case that hangs fails on its own instead of holding up the whole run.
  test(`bad input: ${name} → ${spec.expect}`, { timeout: 90_000 }, async (t) => {
    const site = prepare(name, spec);
    const started = performance.now();
    const r = await run(site, spec, t.signal);
    // BAD_INPUT_REPORT=file collects each case's exit code, time and message (for the issue's closing note).
    if (process.env.BAD_INPUT_REPORT) {
      const said = r.stderr.split('\n').filter((l) => /^[✖⚠] |fix: /.test(l.trim())).join(' | ');
      fs.appendFileSync(process.env.BAD_INPUT_REPORT, `${JSON.stringify({ name, code: r.code, seconds: Number(((performance.now() - started) / 1000).toFixed(2)), hostCpuMs: r.cpuMs, said })}\n`);
    }
    assert.doesNotMatch(r.stderr, /\n\s+at .+:\d+:\d+/, `${name}: a raw stack trace was printed\n${r.stderr}`);
    if (spec.expect === 'error') {
      assert.equal(r.code, 1, `${name}: expected exit 1\n${r.stdout}${r.stderr}`);
      // A first build says it wrote nothing; one refused its output folder (the project, its content) left that as it was.
      assert.match(r.stderr, spec.args?.includes('--out') ? /the previous output was left as it was/ : /no output was written/);
      assert.equal(fs.existsSync(path.join(site, 'dist')), false, 'no dist/ is written by a failed build');
    } else if (spec.expect === 'group-error') {
      assert.equal(r.code, 1, `${name}: expected exit 1\n${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /the API groups of these spec files were left out, the rest of the site was built/);
      assert.ok(fs.existsSync(path.join(site, 'dist/index.html')), `${name}: the docs are built`);
      assert.equal(fs.existsSync(path.join(site, 'dist/api')), false, `${name}: the group's pages are left out`);
    } else {
      assert.equal(r.code, 0, `${name}: expected exit 0\n${r.stderr}`);
    }
    if (spec.message) {
      const where = spec.file ? `${spec.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${spec.line ? `:${spec.line}` : '(:\\d+)?'}: ` : '';
      const marker = spec.expect === 'warning' ? '⚠ ' : '✖ ';
      assert.match(r.stderr, new RegExp(`${marker}${where}.*${spec.message}`), `${name}: the message\n${r.stderr}`);
    }
    if (spec.hint) assert.match(r.stderr, new RegExp(`fix: .*${spec.hint}`), `${name}: the hint`);
    if (spec.page) {
      const html = fs.readFileSync(path.join(site, 'dist', spec.page.slice(1), 'index.html'), 'utf8');
      assert.ok(html.includes(spec.pageContains ?? ''), `${name}: ${spec.page} content`);
    }
    assert.deepEqual(fs.readdirSync(site).filter((n) => n.startsWith('.docsgen-') && n !== '.docsgen-cache'), [], 'no staging folder left behind');
  });
}
