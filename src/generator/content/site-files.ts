/**
 * Confinement of what a build reads: every file comes from inside the site root once symlinks are
 * resolved, and is a regular file (a named pipe would block the read forever, a device would never
 * end). Callers turn a refusal into a diagnostic with their own file and line.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Why a path may not be read. */
export type Refusal = 'missing' | 'outside' | 'not-a-file' | 'unreadable';

export type SiteFileCheck = { ok: true; realPath: string } | { ok: false; reason: Refusal; realPath?: string };

const realRoots = new Map<string, string>();

/** The site root with its own symlinks resolved (a /tmp that is a link, say), once per root. */
export function realRoot(rootDir: string): string {
  let real = realRoots.get(rootDir);
  if (real === undefined) {
    try {
      real = fs.realpathSync(rootDir);
    } catch {
      real = path.resolve(rootDir);
    }
    realRoots.set(rootDir, real);
  }
  return real;
}

/**
 * Whether a file belongs to an installed package (it sits in a node_modules folder): a symlinked
 * node_modules (pnpm, a CI cache) or a workspace's hoisted one (`../node_modules` of a site in
 * website/) puts it outside the site root. Code the site depends on, bundled by its import; never
 * content, a page or a static file, whose confinement stays whole.
 */
export function isInstalledPackageFile(file: string): boolean {
  return file.split(path.sep).includes('node_modules');
}

/** Whether `realPath` (already resolved) is the root or under it. */
export function isInside(realRootDir: string, realPath: string): boolean {
  return realPath === realRootDir || realPath.startsWith(realRootDir.endsWith(path.sep) ? realRootDir : realRootDir + path.sep);
}

const siteFolders = new Map<string, string[]>();

/**
 * The content folder a Docusaurus config names outside its own folder (a site in website/ whose
 * docs.path is '../docs', as Jest's and ent's): the config makes it part of the site, read and
 * published as the config's folder is. Nothing else outside the config's folder is.
 */
export function addSiteFolder(rootDir: string, folder: string): void {
  let real: string;
  try {
    real = fs.realpathSync(folder);
  } catch {
    return;
  }
  const root = realRoot(rootDir);
  if (isInside(root, real)) return;
  const list = siteFolders.get(root) ?? [];
  if (!list.includes(real)) siteFolders.set(root, [...list, real]);
}

/** Whether `realPath` (already resolved) is in the site: under its root, or in a content folder the config names outside it. */
export function isInsideSite(rootDir: string, realPath: string): boolean {
  const root = realRoot(rootDir);
  return isInside(root, realPath) || (siteFolders.get(root) ?? []).some((folder) => isInside(folder, realPath));
}

/** Checks that `absPath` resolves to a regular file inside the site root. */
export function checkSiteFile(rootDir: string, absPath: string): SiteFileCheck {
  let realPath: string;
  try {
    realPath = fs.realpathSync(absPath);
  } catch {
    return { ok: false, reason: 'missing' };
  }
  if (!isInsideSite(rootDir, realPath)) return { ok: false, reason: 'outside', realPath };
  let stat: fs.Stats;
  try {
    stat = fs.statSync(realPath);
  } catch {
    return { ok: false, reason: 'missing' };
  }
  return stat.isFile() ? { ok: true, realPath } : { ok: false, reason: 'not-a-file', realPath };
}

/** Reads a file after checking it (see checkSiteFile); the refusal instead of the bytes when it may not be read. */
export function readSiteFile(rootDir: string, absPath: string): { ok: true; bytes: Buffer; realPath: string } | { ok: false; reason: Refusal } {
  const checked = checkSiteFile(rootDir, absPath);
  if (!checked.ok) return checked;
  try {
    return { ok: true, bytes: fs.readFileSync(checked.realPath), realPath: checked.realPath };
  } catch (error) {
    // There a moment ago: a file this user may not read (or one the disk cannot give back).
    return { ok: false, reason: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable' };
  }
}

/** What a refusal means, as the end of a sentence about the file ("… is outside the site folder"). */
export function describeRefusal(reason: Refusal): string {
  switch (reason) {
    case 'missing':
      return 'does not exist';
    case 'outside':
      return 'is outside the site folder (after following symlinks); docsgen reads only files inside it';
    case 'not-a-file':
      return 'is not a regular file (a folder, a named pipe or a device)';
    case 'unreadable':
      return 'cannot be read (no read permission for this user, or a disk error)';
  }
}

/** Control characters (and the Unicode line separators) replaced, so a file name cannot forge lines in a message. */
export function printableName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '\uFFFD');
}

/** Options of walkSiteFiles. */
export interface WalkOptions {
  /** Absolute folder to walk (the content folder). */
  base: string;
  /** The site root: nothing outside it is listed, after resolving symlinks. */
  rootDir: string;
  /** Which files to list, by name. */
  accept: (name: string) => boolean;
  /** Called with each refused entry (a symlink out of the site, a loop, a pipe named like a page). */
  refuse: (contentPath: string, problem: 'outside' | 'loop' | 'not-a-file') => void;
}

/**
 * The files under `base` whose name `accept`s, as sorted paths relative to `base` with forward
 * slashes. Names starting with "." or "_" are skipped (hidden files; private partials and
 * components), files and folders alike. Symlinks are followed only to places inside the site root,
 * and a folder reached twice (a loop, or two links to one folder) is walked once.
 */
export function walkSiteFiles(options: WalkOptions): string[] {
  const root = realRoot(options.rootDir);
  const out: string[] = [];
  const walked = new Set<string>();
  const walk = (dir: string, rel: string) => {
    let real: string;
    try {
      real = fs.realpathSync(dir);
    } catch {
      return;
    }
    if (!isInside(root, real) && !isInsideSite(options.rootDir, real)) {
      options.refuse(rel, 'outside');
      return;
    }
    if (walked.has(real)) {
      if (rel) options.refuse(rel, 'loop');
      return;
    }
    walked.add(real);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      const abs = path.join(dir, entry.name);
      const entryRel = rel ? `${rel}/${entry.name}` : entry.name;
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        let target: string;
        let stat: fs.Stats;
        try {
          target = fs.realpathSync(abs);
          stat = fs.statSync(target);
        } catch (error) {
          // A dangling link is no page; a loop of links (a -> b -> a) the OS gave up on is said.
          if ((error as NodeJS.ErrnoException).code === 'ELOOP') options.refuse(entryRel, 'loop');
          continue;
        }
        if (!isInside(root, target) && !isInsideSite(options.rootDir, target)) {
          if (stat.isDirectory() || options.accept(entry.name)) options.refuse(entryRel, 'outside');
          continue;
        }
        isDir = stat.isDirectory();
        isFile = stat.isFile();
      }
      if (isDir) walk(abs, entryRel);
      else if (options.accept(entry.name)) {
        if (isFile) out.push(entryRel);
        else options.refuse(entryRel, 'not-a-file');
      }
    }
  };
  walk(options.base, '');
  return out.sort();
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The 1-based line of the first byte sequence that is not UTF-8, or undefined when all of it is. */
export function lineOfInvalidUtf8(bytes: Uint8Array): number | undefined {
  try {
    strictUtf8.decode(bytes);
    return undefined;
  } catch {
    // Decode line by line (lines end at byte 10, which never occurs inside a UTF-8 sequence).
    let line = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 10) continue;
      try {
        strictUtf8.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
    return 1;
  }
}
