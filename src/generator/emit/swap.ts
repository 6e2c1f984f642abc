/**
 * The crash-safe swap of a finished staging folder into the output folder's place, and the recovery
 * of a swap that a killed build left half done. Folders beside the output (same file system, so each
 * step is one atomic rename):
 *
 *   .docsgen-staging-<out>-<pid>-<n>  the build being written (removed on failure or Ctrl+C)
 *   .docsgen-retired-<out>-<pid>      the previous output, renamed aside during a swap
 *   .docsgen-trash-<out>-<pid>-<n>    a retired output being deleted
 *
 * The swap: (1) output -> retired, (2) staging -> output, (3) retired -> trash, (4) delete trash.
 * At every instant a complete site is at the output's name, or at a retired name while the output's
 * is empty. The next build first rolls such a swap back (retired -> output) or finishes it
 * (retired -> trash once the output is there), and only then deletes anything.
 *
 * Steps 1-3 are synchronous, so a signal handler (Ctrl+C) never runs between them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../process-alive.ts';

export const STAGING_PREFIX = '.docsgen-staging-';
const RETIRED_PREFIX = '.docsgen-retired-';
const TRASH_PREFIX = '.docsgen-trash-';
/** Numbers this process's staging and trash folders apart. */
let serial = 0;

/** Swap steps a test can stop the process after (DOCSGEN_TEST_KILL_AT), to prove each gap recoverable. */
export type SwapStep = 'retired' | 'swapped' | 'trashed';

/** The staging folder name for a new build of `outDir`. */
export function stagingDirFor(outDir: string): string {
  return siblingName(outDir, STAGING_PREFIX, `${process.pid}-${++serial}`);
}

/** Retired outputs being deleted by this process (step 4), for a Ctrl+C handler to finish deleting. */
export const activeTrash = new Set<string>();

/** Swaps the finished `staging` folder in as `outDir` (see the steps above); `swapped` runs right after step 2. */
export async function swapIntoPlace(staging: string, outDir: string, swapped: () => void = () => {}): Promise<void> {
  const retired = siblingName(outDir, RETIRED_PREFIX, String(process.pid));
  // Another process may swap the same output in between: then this one's step 2 finds a folder
  // in the way, and retires it in turn.
  for (let attempt = 0; ; attempt++) {
    const hadOld = renameIfPresent(outDir, retired);
    if (hadOld) testHook('retired');
    try {
      fs.renameSync(staging, outDir);
    } catch (error) {
      if (hadOld && !fs.existsSync(outDir)) fs.renameSync(retired, outDir);
      const code = (error as NodeJS.ErrnoException).code;
      if ((code === 'ENOTEMPTY' || code === 'EEXIST') && attempt < 3) continue;
      throw error;
    }
    swapped();
    testHook('swapped');
    if (!hadOld) return;
    const trash = trashDirFor(outDir);
    fs.renameSync(retired, trash);
    activeTrash.add(trash);
    testHook('trashed');
    await fs.promises.rm(trash, { recursive: true, force: true });
    activeTrash.delete(trash);
    return;
  }
}

/**
 * Rolls back or finishes a swap that a killed build left half done, then deletes what killed builds
 * left beside `outDir`: their staging and trash folders. Folders of builds still running are kept.
 */
export async function recoverSwap(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return;
  }
  const ended = (prefix: string) =>
    names
      .filter((name) => name.startsWith(`${prefix}${base}-`))
      .filter((name) => {
        const pid = Number(name.slice(`${prefix}${base}-`.length).split('-')[0]);
        return !Number.isInteger(pid) || pid === process.pid || !isAlive(pid);
      })
      .map((name) => path.join(parent, name));
  // Newest first: with no output in place, the most recent previous site goes back.
  const retired = ended(RETIRED_PREFIX).sort((a, b) => mtimeOf(b) - mtimeOf(a));
  for (const dir of retired) {
    if (!fs.existsSync(outDir)) fs.renameSync(dir, outDir);
    else fs.renameSync(dir, trashDirFor(outDir));
  }
  for (const dir of [...ended(TRASH_PREFIX), ...ended(STAGING_PREFIX)]) await fs.promises.rm(dir, { recursive: true, force: true });
  // The folders renamed to trash above are this process's own: delete them too.
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(`${TRASH_PREFIX}${base}-${process.pid}-`)) await fs.promises.rm(path.join(parent, name), { recursive: true, force: true });
  }
}

function renameIfPresent(from: string, to: string): boolean {
  try {
    fs.renameSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

function trashDirFor(outDir: string): string {
  return siblingName(outDir, TRASH_PREFIX, `${process.pid}-${Date.now()}-${++serial}`);
}

function siblingName(outDir: string, prefix: string, suffix: string): string {
  return path.join(path.dirname(outDir), `${prefix}${path.basename(outDir)}-${suffix}`);
}

function mtimeOf(dir: string): number {
  return fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}


/** Tests only: DOCSGEN_TEST_KILL_AT=<step> kills the process with SIGKILL right after that step. */
function testHook(step: SwapStep): void {
  if (process.env.DOCSGEN_TEST_KILL_AT === step) process.kill(process.pid, 'SIGKILL');
}
