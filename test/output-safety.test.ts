/**
 * Output safety: `--out` may not be the project, a folder above it, a source folder, the cache or a
 * folder docsgen did not write (exit 1, a clear message, nothing touched); a build killed at any
 * point, including between the steps of the swap, leaves a complete site or one the next build puts
 * back; Ctrl+C removes the staging folder.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { cliPath, copyFixture, listFiles } from './helpers.ts';
import { LONG_RUN } from './sizing.ts';

/** `docsgen <args>` run in the site's folder, in a process of its own (the swap's kill points are read from the environment). */
function spawned(site: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [cliPath, ...args], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 120_000 });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** `docsgen <args>` run in the site's folder, in a long-lived CLI host (test/cli-hosts.ts). */
const run = (site: string, args: string[]) => runCliHosted(args, site);

after(async () => {
  assert.equal(await stopHosts(), '', 'the CLI host printed nothing outside the commands it ran, and ended cleanly');
});

/** Every file of a folder with its hash, skipping the build cache (a build may update it). */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir)
      .filter((f) => !f.startsWith('.docsgen-cache/') && !f.startsWith('dist/'))
      .map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]),
  );
}

function leftovers(parent: string): string[] {
  return fs.readdirSync(parent).filter((n) => n.startsWith('.docsgen-') && n !== '.docsgen-cache');
}

const site = copyFixture('basic');
fs.mkdirSync(path.join(site, 'specs'));
fs.writeFileSync(path.join(site, 'uncommitted-notes.txt'), 'work in progress\n');
const project = snapshot(site);

const refused: Array<{ out: string; message: RegExp }> = [
  { out: '.', message: /✖ \.: the output folder is the project folder itself/ },
  { out: '..', message: /the output folder contains the project folder/ },
  { out: '/', message: /the output folder contains the project folder/ },
  { out: 'content', message: /✖ content: the output folder is the site's content folder/ },
  { out: 'content/guide', message: /the output folder is inside the site's content folder/ },
  { out: 'specs', message: /the output folder is the site's specs folder/ },
  { out: '.docsgen-cache', message: /the output folder is the site's build cache/ },
  { out: 'site.config.ts', message: /the output folder is the site's config file/ },
];

for (const { out, message } of refused) {
  test(`build --out ${out} is refused with exit 1 and the project untouched`, async () => {
    const r = await run(site, ['build', '--out', out]);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, message);
    assert.match(r.stderr, /fix: build into a folder of its own/);
    assert.doesNotMatch(r.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace');
    assert.deepEqual(snapshot(site), project);
    assert.deepEqual(leftovers(site), []);
  });
}

test('a non-empty folder docsgen did not write is refused and left as it was', async () => {
  const foreign = path.join(site, 'public-site');
  fs.mkdirSync(foreign);
  fs.writeFileSync(path.join(foreign, 'index.html'), 'hand-written');
  const r = await run(site, ['build', '--out', 'public-site']);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /✖ public-site: the output folder already holds files docsgen did not write \(index\.html\)/);
  assert.match(r.stderr, /fix: choose an empty or new output folder/);
  assert.equal(fs.readFileSync(path.join(foreign, 'index.html'), 'utf8'), 'hand-written');
  assert.deepEqual(fs.readdirSync(foreign), ['index.html']);
  fs.rmSync(foreign, { recursive: true });
});

test('a symbolic link as the output folder is refused, and the folder it points to untouched', async () => {
  const target = path.join(site, 'elsewhere');
  fs.mkdirSync(target);
  fs.writeFileSync(path.join(target, 'keep.txt'), 'keep');
  fs.symlinkSync(target, path.join(site, 'linked-out'));
  const r = await run(site, ['build', '--out', 'linked-out']);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /the output folder is a symbolic link/);
  assert.deepEqual(fs.readdirSync(target), ['keep.txt']);
  fs.rmSync(path.join(site, 'linked-out'));
  fs.rmSync(target, { recursive: true });
});

test('an empty folder, a folder with the marker and an older build (check manifest only) are replaced', async () => {
  const out = path.join(site, 'site-out');
  fs.mkdirSync(out);
  assert.equal((await run(site, ['build', '--out', 'site-out'])).code, 0);
  assert.ok(fs.existsSync(path.join(out, '.docsgen/output.json')), 'the output carries the marker');
  assert.ok(fs.existsSync(path.join(out, 'index.html')));
  const again = await run(site, ['build', '--out', 'site-out']);
  assert.equal(again.code, 0, again.stderr);
  // An output folder written before the marker existed still counts as docsgen's.
  fs.rmSync(path.join(out, '.docsgen/output.json'));
  assert.ok(fs.existsSync(path.join(out, '.docsgen/check-manifest.json')));
  const legacy = await run(site, ['build', '--out', 'site-out']);
  assert.equal(legacy.code, 0, legacy.stderr);
  assert.deepEqual(leftovers(site), []);
  fs.rmSync(out, { recursive: true });
});

test('the bundled config goes to a private temporary folder: planted links are not followed', async () => {
  const tmp = fs.mkdtempSync(path.join(site, '..', 'docsgen-tmp-'));
  const victim = fs.mkdtempSync(path.join(site, '..', 'docsgen-victim-'));
  fs.writeFileSync(path.join(victim, 'secret.txt'), 'root only');
  // The old fixed name, and a name like a private folder of an ended process: both links to the victim.
  fs.symlinkSync(victim, path.join(tmp, 'docsgen-modules'));
  fs.symlinkSync(victim, path.join(tmp, 'docsgen-private-999999-planted'));
  fs.mkdirSync(path.join(tmp, 'docsgen-private-999999-abandoned'));
  const r = spawned(site, ['build', '--out', 'tmp-out', '--no-cache'], { TMPDIR: tmp });
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(fs.readdirSync(victim), ['secret.txt'], 'nothing written through a planted link');
  // The build's own private folder is gone once it exits; the abandoned one of an ended process too.
  assert.deepEqual(fs.readdirSync(tmp).filter((n) => n.startsWith('docsgen-')).sort(), ['docsgen-modules', 'docsgen-private-999999-planted']);
  fs.rmSync(path.join(site, 'tmp-out'), { recursive: true });
});

/** The reference site: what every complete build of the fixture holds. */
const out = path.join(site, 'dist');
const reference = await (async () => {
  const r = await run(site, ['build']);
  assert.equal(r.code, 0, r.stderr);
  return hashes(out);
})();

function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]));
}

/** A complete site at dist/, or (mid-swap) none at dist/ and a complete one set aside. */
function assertCompleteOrRecoverable(context: string): void {
  if (fs.existsSync(out)) {
    assert.deepEqual(hashes(out), reference, `${context}: dist/ is complete`);
    return;
  }
  const aside = fs.readdirSync(site).filter((n) => n.startsWith('.docsgen-retired-dist-'));
  assert.equal(aside.length, 1, `${context}: with no dist/, the previous site is set aside (${fs.readdirSync(site).join(', ')})`);
  assert.deepEqual(hashes(path.join(site, aside[0])), reference, `${context}: the site set aside is complete`);
}

for (const step of ['retired', 'swapped', 'trashed']) {
  test(`a build killed right after the swap step "${step}" leaves a site the next build completes`, async () => {
    const killed = spawned(site, ['build'], { DOCSGEN_TEST_KILL_AT: step });
    assert.equal(killed.signal, 'SIGKILL', `the build was killed at "${step}"\n${killed.stderr}`);
    if (step === 'retired') assert.equal(fs.existsSync(out), false, 'killed between the renames: no dist/ for a moment');
    assertCompleteOrRecoverable(`killed after ${step}`);
    const next = await run(site, ['build']);
    assert.equal(next.code, 0, next.stderr);
    assert.deepEqual(hashes(out), reference);
    assert.deepEqual(leftovers(site), []);
    assert.deepEqual(snapshot(site), project);
  });
}

test('builds killed with SIGKILL at random moments always leave a complete or recoverable site', async () => {
  // Delays spread over a whole build of this fixture, swap included: in `npm test` five fixed ones
  // (the steps of the swap have their own tests above), in `npm run test:long` random ones for 20 s.
  const started = Date.now();
  const fixed = [150, 300, 450, 600, 750];
  const delays: number[] = [];
  while (LONG_RUN ? Date.now() - started < 20_000 : delays.length < fixed.length) {
    const delay = LONG_RUN ? Math.floor(Math.random() * 900) : fixed[delays.length];
    delays.push(delay);
    const child = spawn(process.execPath, [cliPath, 'build'], { cwd: site, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    setTimeout(() => child.kill('SIGKILL'), delay);
    await exited;
    assertCompleteOrRecoverable(`killed after ${delay} ms (delays so far: ${delays.join(', ')})`);
  }
  const next = await run(site, ['build']);
  assert.equal(next.code, 0, next.stderr);
  assert.deepEqual(hashes(out), reference);
  assert.deepEqual(leftovers(site), []);
  assert.ok(delays.length >= 4, `${delays.length} builds killed`);
});

test('Ctrl+C (SIGINT) during a build removes the staging folder and keeps the previous site', async () => {
  // The signal comes as the staging folder appears, and at moments after it while pages and assets
  // are still being written into it (where removing it once raced the writes: ENOTEMPTY, exit 1).
  let interrupted = 0;
  const moments = [0, 8, 16].flatMap((delay) => [{ signal: 'SIGINT' as const, delay }, { signal: 'SIGTERM' as const, delay: delay + 4 }]);
  for (const { signal, delay } of moments) {
    const child = spawn(process.execPath, [cliPath, 'build', '--no-cache'], { cwd: site, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const sent = await new Promise<boolean>((resolve) => {
      const poll = setInterval(() => {
        if (!fs.readdirSync(site).some((n) => n.startsWith('.docsgen-staging-'))) return;
        clearInterval(poll);
        setTimeout(() => resolve(child.kill(signal)), delay);
      }, 1);
      child.on('exit', () => {
        clearInterval(poll);
        resolve(false);
      });
    });
    const code = await exited;
    if (!sent) continue; // the build finished before its staging folder was seen or the signal was sent
    const moment = `${signal} ${delay} ms after the staging folder appeared`;
    assert.deepEqual(leftovers(site), [], `${moment}: no staging or trash folder is left (${stderr})`);
    assert.deepEqual(hashes(out), reference, moment);
    // Exit 0, or killed by the signal itself: it came as the build ended, after its handler was removed.
    if (code === 0 || code === null) continue;
    interrupted++;
    assert.equal(code, signal === 'SIGINT' ? 130 : 143, `${moment}: ${stderr}`);
    assert.match(stderr, new RegExp(`^✖ the build was interrupted \\(${signal}\\); (the previous output was left as it was|its new output was already in place)\n$`), moment);
  }
  assert.ok(interrupted >= moments.length / 2, `${interrupted} of ${moments.length} builds were interrupted while they wrote their staging folder`);
});
