/**
 * Errors of the operating system while the output is written are said in words, with exit 1, no
 * stack trace, the previous output intact and no staging folder left: a read-only file system and a
 * full disk are real (tmpfs mounts, so the file test needs root and is skipped without it), a
 * permission problem (which root never meets) goes through the same explanation in-process.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cliPath, copyFixture, listFiles } from './helpers.ts';
import { explainWriteError } from '../src/generator/emit/write-errors.ts';
import { DocsgenError } from '../src/generator/diagnostics.ts';

const site = copyFixture('basic');
const mnt = path.join(site, 'mnt');
fs.mkdirSync(mnt);
const mount = (options: string) => spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', mnt]).status === 0;
const umount = () => spawnSync('umount', [mnt]);
const canMount = process.getuid?.() === 0 && mount('size=4m');
after(() => {
  if (canMount) umount();
});

function build(out: string) {
  const r = spawnSync(process.execPath, [cliPath, 'build', '--out', out], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });
  assert.doesNotMatch(r.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace');
  return { code: r.status, stderr: r.stderr };
}
const hashes = (dir: string) => Object.fromEntries(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]));
const leftovers = (dir: string) => fs.readdirSync(dir).filter((n) => n.startsWith('.docsgen-'));

test('a read-only file system and a full disk under the output folder are said in words; the previous output stays', { skip: !canMount && 'needs root to mount a tmpfs' }, () => {
  assert.equal(build('mnt/dist').code, 0);
  const before = hashes(path.join(mnt, 'dist'));
  fs.appendFileSync(path.join(site, 'content/intro.md'), '\nA change the next build cannot write.\n');
  assert.equal(spawnSync('mount', ['-o', 'remount,ro', mnt]).status, 0);
  const readOnly = build('mnt/dist');
  assert.equal(readOnly.code, 1, readOnly.stderr);
  assert.match(readOnly.stderr, /✖ mnt\/dist: the output folder could not be written: the file system it is on is read-only \(EROFS\)\n\s+fix: build into a writable folder with --out <folder>, or mount the file system read-write/);
  assert.deepEqual(hashes(path.join(mnt, 'dist')), before, 'the previous output is intact');
  // A folder to make under the read-only one: a recursive mkdir says ENOENT, the message still says why.
  assert.match(build('mnt/new/dist').stderr, /✖ mnt\/new\/dist: the output folder could not be written: the file system it is on is read-only \(EROFS\) \(writing mnt\/new\)/);
  assert.deepEqual(leftovers(mnt), []);

  umount();
  assert.ok(mount('size=24k'), 'a small tmpfs');
  const full = build('mnt/dist');
  assert.equal(full.code, 1, full.stderr);
  assert.match(full.stderr, /✖ mnt\/dist: the output folder could not be written: the disk is full \(ENOSPC\)\n\s+fix: free some space/);
  assert.deepEqual(leftovers(mnt), [], 'the staging folder is removed');
});

test('permission problems and other system errors name the output folder and say how to fix them', () => {
  const out = path.join(process.cwd(), 'public');
  const denied = Object.assign(new Error('EACCES: permission denied, mkdir'), { code: 'EACCES', syscall: 'mkdir', path: path.join(process.cwd(), 'public') });
  const explained = explainWriteError(denied, out);
  assert.ok(explained instanceof DocsgenError);
  assert.equal(explained.diagnostics[0].file, 'public');
  assert.match(explained.diagnostics[0].message, /permission denied: this user may not write there \(EACCES\)$/);
  assert.match(explained.diagnostics[0].hint ?? '', /give this user write permission/);
  const perm = explainWriteError(Object.assign(new Error('EPERM'), { code: 'EPERM', syscall: 'rename' }), out) as DocsgenError;
  assert.match(perm.diagnostics[0].message, /not permitted/);
  // A copy's source that cannot be read is not the output's problem; an error without a known code stays as it was.
  const source = '/site/content/img.png';
  const unreadable = Object.assign(new Error('EACCES'), { code: 'EACCES', syscall: 'copyfile', path: source });
  assert.equal(explainWriteError(unreadable, out, source), unreadable);
  const other = Object.assign(new Error('odd'), { code: 'EWHATEVER' });
  assert.equal(explainWriteError(other, out), other);
});
