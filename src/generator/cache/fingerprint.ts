/**
 * What a cached result depends on besides its own input: the generator itself (every source file,
 * the installed dependency versions, the Node version) and the site's config. A change to any of
 * them, including a new Markdown plugin or an edited template, gives every key a new salt.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { threadId } from 'node:worker_threads';
import { BUNDLE_FILE, PACKAGE_ROOT } from '../package-root.ts';

let generatorHash: Promise<string> | undefined;

/**
 * A hash of docsgen's own code: src/**, package.json, package-lock.json and the Node version (once per
 * process). Reading and hashing the 260 source files took 45-110 ms of every build's start, before
 * its first doc could be compiled; a bundle's hash is kept beside it (`generator.cjs.fingerprint`)
 * by the first build that runs it. A bundle is made from one state of the sources (its folder's key
 * covers every source file: a checkout's edit makes a new bundle), so its hash holds as long as it
 * is the bundle that runs.
 */
export function generatorFingerprint(): Promise<string> {
  generatorHash ??= (async () => {
    const kept = BUNDLE_FILE ? `${BUNDLE_FILE}.fingerprint` : undefined;
    const stored = kept ? (await fs.readFile(kept, 'utf8').catch(() => '')).trim() : '';
    const sources = /^[0-9a-f]{64}$/.test(stored) ? stored : await hashSources();
    if (kept && sources !== stored) await keep(kept, sources);
    return crypto.createHash('sha256').update(`${process.version}\0${sources}`).digest('hex');
  })();
  return generatorHash;
}

/** The hash of the sources alone: src/**, the part of bin/ the bundle holds, package.json and package-lock.json. */
export async function hashSources(): Promise<string> {
  const hash = crypto.createHash('sha256');
  const files = (await fs.readdir(path.join(PACKAGE_ROOT, 'src'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of [...files, path.join(PACKAGE_ROOT, 'bin/early-workers.js'), path.join(PACKAGE_ROOT, 'package.json'), path.join(PACKAGE_ROOT, 'package-lock.json')]) {
    const bytes = await fs.readFile(file).catch(() => Buffer.alloc(0));
    hash.update(`${path.relative(PACKAGE_ROOT, file)}\0${bytes.byteLength}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** Writes the hash beside the bundle (whole, by a rename); a read-only install only computes it each time. */
async function keep(file: string, sources: string): Promise<void> {
  const staging = `${file}.tmp-${process.pid}-${threadId}`;
  try {
    await fs.writeFile(staging, `${sources}\n`);
    await fs.rename(staging, file);
  } catch {
    await fs.rm(staging, { force: true }).catch(() => {});
  }
}

/**
 * JSON leaves functions out: a Markdown plugin is keyed by its source text instead, so editing a
 * plugin (or upgrading the package it comes from) gives cached docs a new key.
 */
function withFunctionSource(_key: string, value: unknown): unknown {
  return typeof value === 'function' ? `function:${crypto.createHash('sha256').update(String(value)).digest('hex')}` : value;
}

/**
 * A hash of the validated config and the site folder (absolute paths end up in cached results).
 * Lifecycle plugins are left out: no doc or API group is made from them (their pages are keyed by
 * their own content, see emit/page-reuse.ts), so editing one compiles nothing again.
 */
export function configFingerprint(config: SiteConfig, rootDir: string): string {
  const { plugins: _plugins, postcssPlugins: _postcssPlugins, ...compiled } = config;
  return crypto.createHash('sha256').update(rootDir).update('\0').update(JSON.stringify(compiled, withFunctionSource)).digest('hex');
}

/** A hash of the doc route map (content path -> route), which every link rewrite reads. */
export function routeMapFingerprint(routes: Iterable<readonly [string, string]>): string {
  const hash = crypto.createHash('sha256');
  for (const [contentPath, route] of [...routes].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) hash.update(`${contentPath}\0${route}\n`);
  return hash.digest('hex');
}
