/**
 * Output of another build of the site (a docs version's, an instance's, a locale's) joined to this
 * build's staging folder: the files this build does not make are moved in, the sitemaps' URLs and
 * the inline scripts the security headers allow merged.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Moves each file of `from` that `to` lacks to the same place in `to`; gives their paths. */
export function moveMissingFiles(from: string, to: string): string[] {
  const moved: string[] = [];
  for (const file of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const source = path.join(file.parentPath, file.name);
    const relative = path.relative(from, source);
    const target = path.join(to, relative);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(source, target);
    moved.push(relative.split(path.sep).join('/'));
  }
  return moved;
}

/** Adds the URLs of the sitemap `from` that `into` does not list to `into` (when both exist). */
export function mergeSitemaps(from: string, into: string): void {
  if (!fs.existsSync(from) || !fs.existsSync(into)) return;
  const target = fs.readFileSync(into, 'utf8');
  const listed = new Set([...target.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]));
  const added = [...fs.readFileSync(from, 'utf8').matchAll(/<url>[^]*?<\/url>/g)].map((m) => m[0]).filter((url) => !listed.has(/<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? ''));
  if (added.length && target.includes('</urlset>')) replaceFile(into, target.replace('</urlset>', `${added.join('')}</urlset>`));
}

/** Removes a folder the build made (a version's build output, once its files are moved). */
export async function removeFolder(dir: string): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true });
}

/** The host files whose Content-Security-Policy lists the inline scripts the pages may run (post/host-configs.ts). */
const HOST_FILES_WITH_CSP = ['_headers', 'staticwebapp.config.json'];

/**
 * Adds the inline scripts another build's pages run (their hashes in its host files' `script-src`)
 * to this output's host files, which hosts read at the site's root only: a locale's pages (their
 * base URL is in a script) were otherwise refused their own scripts there.
 */
export function mergeScriptHashes(fromDir: string, intoDir: string): void {
  for (const name of HOST_FILES_WITH_CSP) {
    const from = path.join(fromDir, name);
    const into = path.join(intoDir, name);
    if (!fs.existsSync(from) || !fs.existsSync(into)) continue;
    const hashes = new Set([...fs.readFileSync(from, 'utf8').matchAll(/'sha256-[A-Za-z0-9+/=]+'/g)].map((m) => m[0]));
    const target = fs.readFileSync(into, 'utf8');
    const merged = target.replace(/script-src ([^;"]*)/g, (directive, sources: string) => {
      const own = new Set(sources.trim().split(/\s+/));
      const added = [...hashes].filter((hash) => !own.has(hash));
      return added.length ? `script-src ${[...own, ...added].join(' ')}` : directive;
    });
    if (merged !== target) replaceFile(into, merged);
  }
}

/** Where `docsgen check` finds a build's manifest (check/manifest.ts MANIFEST_PATH). */
const CHECK_MANIFEST = '.docsgen/check-manifest.json';

interface MergedManifest {
  pages: Array<{ route: string }>;
  redirects: Array<{ from: string }>;
  sidebars: Record<string, unknown>;
}

/**
 * Adds another build's pages, redirects and sidebars (named after the part: "1.0/tutorialSidebar")
 * to this output's check manifest, so `docsgen check` checks the part's pages and links too.
 */
export function mergeCheckManifests(fromDir: string, intoDir: string, part: string): void {
  const from = path.join(fromDir, CHECK_MANIFEST);
  const into = path.join(intoDir, CHECK_MANIFEST);
  if (!fs.existsSync(from) || !fs.existsSync(into)) return;
  const source = JSON.parse(fs.readFileSync(from, 'utf8')) as MergedManifest;
  const target = JSON.parse(fs.readFileSync(into, 'utf8')) as MergedManifest;
  const routes = new Set(target.pages.map((p) => p.route));
  const redirects = new Set(target.redirects.map((r) => r.from));
  target.pages.push(...source.pages.filter((p) => !routes.has(p.route)));
  target.redirects.push(...source.redirects.filter((r) => !redirects.has(r.from)));
  for (const [name, entries] of Object.entries(source.sidebars)) target.sidebars[`${part}/${name}`] = entries;
  replaceFile(into, JSON.stringify(target));
}

/**
 * Writes a file of the staging folder anew: a new file renamed over the old, never written into,
 * as the old one may be a hard link to the previous output's (emit/page-reuse.ts), which stays as it was.
 */
function replaceFile(file: string, contents: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, contents);
  fs.renameSync(temp, file);
}
