/**
 * A private temporary folder for the bundled config and React pages. A fixed, shared name under the
 * system temp folder let another user plant a symbolic link there (a root build then wrote through
 * it) or own the folder (and no one else could build). `fs.mkdtemp` makes a new folder with a name
 * no one can guess ahead, readable by this user only (mode 0700); files in it are created exclusively.
 * It is removed when the process (or thread) ends; folders left by killed builds of this user are
 * removed the next time one is made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from '../process-alive.ts';

const PREFIX = 'docsgen-private-';
let folder: Promise<string> | undefined;

/** This process's private temporary folder, made on first use. */
export function privateTempDir(): Promise<string> {
  folder ??= (async () => {
    removeAbandoned();
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
    await fs.promises.chmod(dir, 0o700);
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  })();
  return folder;
}

/** Writes `contents` to a new file `name` in the private folder; an existing file there is kept. */
export async function writePrivateFile(name: string, contents: string): Promise<string> {
  const file = path.join(await privateTempDir(), name);
  try {
    await fs.promises.writeFile(file, contents, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // The same name holds the same contents (names are content hashes): it is there already.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return file;
}

/** Removes private folders of this user whose process has ended (a build killed with SIGKILL). */
function removeAbandoned(): void {
  const uid = process.getuid?.();
  let names: string[];
  try {
    names = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.slice(PREFIX.length).split('-')[0]);
    if (!Number.isInteger(pid) || isAlive(pid)) continue;
    const dir = path.join(os.tmpdir(), name);
    const stat = fs.lstatSync(dir, { throwIfNoEntry: false });
    // Only real folders of this user: never a link, never another user's folder.
    if (!stat?.isDirectory() || (uid !== undefined && stat.uid !== uid)) continue;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

