/**
 * What the operating system said when the output could not be written, in words: which folder,
 * what is wrong, what to do. A read-only folder or file system, a full disk, a missing permission
 * are the writer's to fix, never a stack trace (and never "no such file or directory", which is what
 * a recursive mkdir reports on a read-only file system).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../diagnostics.ts';

type SystemError = NodeJS.ErrnoException & { dest?: string };

const EXPLAINED: Record<string, { what: string; fix: string }> = {
  EROFS: { what: 'the file system it is on is read-only', fix: 'build into a writable folder with --out <folder>, or mount the file system read-write' },
  EACCES: { what: 'permission denied: this user may not write there', fix: 'give this user write permission on the folder and the one that holds it (the new site is staged beside it), or build with --out <folder you own>' },
  EPERM: { what: 'the operation is not permitted there (a permission, an immutable or locked file)', fix: 'check the folder’s owner, permissions and attributes, or build with --out <folder you own>' },
  ENOSPC: { what: 'the disk is full', fix: 'free some space (a build needs room for the new site beside the old one while it swaps them), or build with --out on another disk' },
  EDQUOT: { what: 'this user’s disk quota is used up', fix: 'free some space in your quota, or build with --out on another disk' },
  EIO: { what: 'the disk reported an input/output error', fix: 'check the disk (and its connection), then build again' },
  EMFILE: { what: 'too many files are open at once', fix: 'raise the limit of open files (ulimit -n), then build again' },
  ENFILE: { what: 'the system has too many files open', fix: 'close other programs or raise the system’s limit of open files, then build again' },
  ENAMETOOLONG: { what: 'a file name or path is too long for the file system', fix: 'build into a folder with a shorter path (--out), or shorten the long file or slug names' },
  ENOTDIR: { what: 'a part of its path is a file, not a folder', fix: 'remove or rename that file, or build with --out <another folder>' },
};

/**
 * The error of a failed write into the output folder (or the staging folder beside it) as a clear
 * diagnostic naming `outDir`; errors it cannot explain, or about a file read rather than written
 * (`readFrom`, a copy's source), are returned as they are.
 */
export function explainWriteError(error: unknown, outDir: string, readFrom?: string): unknown {
  if (error instanceof DocsgenError || !(error instanceof Error)) return error;
  const system = error as SystemError;
  if (readFrom && system.path === readFrom && !system.dest) return error;
  const code = system.code === 'ENOENT' && system.syscall === 'mkdir' && system.path ? (codeOfUnwritableAncestor(system.path) ?? system.code) : system.code;
  const explained = code ? EXPLAINED[code] : undefined;
  if (!explained) return error;
  const shown = path.relative(process.cwd(), outDir) || '.';
  // Where exactly, unless it is the output or the staging folder beside it (named after a process id).
  const at = system.dest ?? system.path;
  const inOwnFolder = at && (path.resolve(at) === path.resolve(outDir) || /^\.docsgen-(staging|retired|trash)-/.test(path.relative(path.dirname(outDir), at)));
  const where = at && !inOwnFolder ? ` (writing ${path.relative(process.cwd(), at) || at})` : '';
  return new DocsgenError({ file: shown, message: `the output folder could not be written: ${explained.what} (${code})${where}`, hint: explained.fix });
}

/** Why a folder could not be made, when a recursive mkdir says only ENOENT: the nearest existing ancestor is not writable. */
function codeOfUnwritableAncestor(target: string): string | undefined {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if (fs.existsSync(dir)) {
      try {
        fs.accessSync(dir, fs.constants.W_OK);
        return undefined;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
