/**
 * When each source file last changed and was first committed, from git history. One `git log` pass
 * over the given folders gives every file's dates (one process per file would cost seconds on a big
 * site). Never rejects: without git, or outside a repository, the map is simply empty.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A file's dates, ISO 8601 in UTC ("2025-03-01T09:30:00Z"). */
export interface FileDates {
  modified: string;
  created: string;
  /** Who made the last change (git's author name), when git knows the file. */
  author?: string;
}

export interface GitDates {
  /** Dates by path relative to the site root, with forward slashes. */
  files: Map<string, FileDates>;
  /**
   * The date for a file git knows nothing of (not committed yet, or no repository): SOURCE_DATE_EPOCH
   * when set, else the newest commit of the folders read. Never the build time, so two builds of the
   * same input are byte-identical. Undefined when there is neither.
   */
  fallback: string | undefined;
}

// \x01 starts each commit, \x02 parts its date from its author; -z ends each name with NUL, so no
// file name needs unquoting.
const GIT_ARGS = ['-c', 'core.quotePath=false', '-c', 'log.showSignature=false', 'log', '-z', '--relative', '--format=%x01%cI%x02%an', '--name-only'];

/**
 * The files and folders whose git dates a build reads: the docs, the specs, the config, the blogs,
 * and a locale's translated docs and posts (dated by their own files, as Docusaurus dates them).
 */
export function datedSources(config: { contentDir: string; specsDir: string; localizedDocs?: { dir: string } | undefined }, blogs: ReadonlyArray<{ dir: string; localizedDir?: string | undefined }>, configFile: string): string[] {
  return [config.contentDir, config.specsDir, configFile, ...(config.localizedDocs ? [config.localizedDocs.dir] : []), ...blogs.flatMap((b) => [b.dir, ...(b.localizedDir ? [b.localizedDir] : [])])];
}

/** Reads the dates of every file under `paths` (relative to `rootDir`) with one `git log`. */
export function readGitDates(rootDir: string, paths: string[], env: NodeJS.ProcessEnv = process.env): Promise<GitDates> {
  // Outside a repository git can only fail: starting it cost the build's main thread about 10 ms.
  if (!mayBeInRepository(rootDir, env)) return Promise.resolve(parseGitLog('', sourceDateEpoch(env)));
  return new Promise((resolve) => {
    execFile('git', [...GIT_ARGS, '--', ...paths], { cwd: rootDir, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...env, GIT_OPTIONAL_LOCKS: '0' } }, (error, stdout) => {
      resolve(parseGitLog(error ? '' : stdout, sourceDateEpoch(env)));
    });
  });
}

/**
 * Whether git could find a repository for `dir`: a `.git` folder or file (a worktree's) in it or in
 * a folder above, or GIT_DIR naming one. (GIT_CEILING_DIRECTORIES can only make git find less.)
 */
function mayBeInRepository(dir: string, env: NodeJS.ProcessEnv): boolean {
  if (env.GIT_DIR) return true;
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, '.git'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

/** Parses `git log -z --format=%x01%cI%x02%an --name-only` output (the author optional), newest commit first. */
export function parseGitLog(output: string, fallback?: string): GitDates {
  const files = new Map<string, FileDates>();
  let newest: string | undefined;
  for (const record of output.split('\x01')) {
    const [header, ...names] = record.split('\0');
    const [rawDate, author] = header.split('\x02');
    if (!rawDate.trim()) continue;
    const date = toUtc(rawDate.trim());
    if (!newest || date > newest) newest = date;
    for (const name of names) {
      const file = name.replace(/^\n/, '');
      if (!file) continue;
      const seen = files.get(file);
      // Older commits come later: the first sighting is the last change, the last one the creation.
      if (seen) seen.created = date;
      else files.set(file, { modified: date, created: date, ...(author?.trim() ? { author: author.trim() } : {}) });
    }
  }
  return { files, fallback: fallback ?? newest };
}

/** SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) as a date, if set. */
function sourceDateEpoch(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SOURCE_DATE_EPOCH?.trim();
  return raw && /^\d+$/.test(raw) ? toUtc(new Date(Number(raw) * 1000).toISOString()) : undefined;
}

function toUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
