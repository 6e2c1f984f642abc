/**
 * Output of another build of the site (a docs version's) joined to this build's staging folder:
 * the files this build does not make are moved in, the sitemaps' URLs merged.
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
  if (added.length && target.includes('</urlset>')) fs.writeFileSync(into, target.replace('</urlset>', `${added.join('')}</urlset>`));
}

/** Removes a folder the build made (a version's build output, once its files are moved). */
export async function removeFolder(dir: string): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true });
}
