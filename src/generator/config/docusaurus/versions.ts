/**
 * Which docs a versioned Docusaurus repo serves at its docs' root: its last version
 * (`lastVersion`, else the first of versions.json), read from versioned_docs/version-<v>/ with
 * versioned_sidebars/version-<v>-sidebars.json, unless `lastVersion: 'current'`. docsgen builds that
 * one version; the others (the unreleased docs/ folder, older versions) are named as not built.
 */
import fs from 'node:fs';
import path from 'node:path';

type Obj = Record<string, unknown>;

export interface BuiltVersion {
  /** The version built at the docs' root ("current" for docs/). */
  name: string;
  /** Its label (`versions[v].label`, else its name; "Next" for the current docs). */
  label: string;
  /** The versions left out, for the config's warning. */
  notBuilt: string[];
  /** Where the versions left out are served, under the docs' route ("next", "1.0"). */
  notBuiltPaths: string[];
  /** Whether its docs show a "Version: …" badge: `versions[v].badge`, else whether the site has more than one version. */
  badge: boolean;
}

/**
 * The version to build; when it is a released one, points the docs options at its folder and
 * sidebars (they are the repo's config object, read again by the mapping). Undefined for a repo
 * without versions.
 */
export function chooseDocsVersion(docs: Obj, rootDir: string): BuiltVersion | undefined {
  const file = path.join(rootDir, 'versions.json');
  let released: string[] = [];
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (Array.isArray(parsed)) released = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    // no versions.json: no released versions
  }
  if (!released.length) return undefined;
  const labels = (docs.versions && typeof docs.versions === 'object' ? docs.versions : {}) as Record<string, { label?: unknown; badge?: unknown }>;
  const labelOf = (name: string) => (typeof labels[name]?.label === 'string' ? (labels[name].label as string) : name === 'current' ? 'Next' : name);
  const includeCurrent = docs.includeCurrentVersion !== false;
  const wanted = typeof docs.lastVersion === 'string' ? docs.lastVersion : released[0];
  const name = wanted === 'current' && includeCurrent ? 'current' : released.includes(wanted) ? wanted : released[0];
  const others = [...(includeCurrent && name !== 'current' ? ['current'] : []), ...released.filter((v) => v !== name)];
  const notBuilt = others.map((v) => (v === 'current' ? `the current docs (docs/, "${labelOf('current')}")` : `version ${v}`));
  const paths = (docs.versions && typeof docs.versions === 'object' ? docs.versions : {}) as Record<string, { path?: unknown }>;
  const notBuiltPaths = others.map((v) => (typeof paths[v]?.path === 'string' ? (paths[v].path as string) : v === 'current' ? 'next' : v).replace(/^\/+|\/+$/g, ''));
  const ownBadge = labels[name]?.badge;
  const badge = typeof ownBadge === 'boolean' ? ownBadge : versionCount(docs, others.length + 1) > 1;
  if (name === 'current') return { name, label: labelOf(name), notBuilt, notBuiltPaths, badge };
  const folder = path.join('versioned_docs', `version-${name}`);
  if (!fs.existsSync(path.join(rootDir, folder))) return undefined;
  docs.path = folder;
  const sidebars = path.join('versioned_sidebars', `version-${name}-sidebars.json`);
  if (fs.existsSync(path.join(rootDir, sidebars))) docs.sidebarPath = sidebars;
  return { name, label: labelOf(name), notBuilt, notBuiltPaths, badge };
}

/** How many versions the site has: `onlyIncludeVersions` narrows them for Docusaurus (its badge's default too). */
function versionCount(docs: Obj, all: number): number {
  return Array.isArray(docs.onlyIncludeVersions) ? docs.onlyIncludeVersions.length : all;
}

/**
 * A versioned sidebars file as Docusaurus 1 and early 2 wrote it: its sidebars named
 * `version-<v>-<name>` and its doc ids `version-<v>/<id>`. Docusaurus 2 reads them as `<name>` and
 * `<id>`; so does docsgen. Any other file is given back as it is.
 */
export function withoutLegacyVersionPrefixes(value: unknown, file: string): unknown {
  const version = /(?:^|\/)versioned_sidebars\/version-(.+)-sidebars\.json$/.exec(file)?.[1];
  if (!version || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const prefix = `version-${version}/`;
  const strip = (item: unknown): unknown => {
    if (typeof item === 'string') return item.startsWith(prefix) ? item.slice(prefix.length) : item;
    if (Array.isArray(item)) return item.map(strip);
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, key === 'id' || key === 'items' || key === 'link' || typeof inner === 'object' ? strip(inner) : inner]));
  };
  return Object.fromEntries(Object.entries(value).map(([name, items]) => [name.startsWith(`version-${version}-`) ? name.slice(`version-${version}-`.length) : name, strip(items)]));
}
