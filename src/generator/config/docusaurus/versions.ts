/**
 * A versioned Docusaurus repo's docs versions, as Docusaurus serves them: the current docs (docs/,
 * "Next", at `<docs>/next/`) and each of versions.json (versioned_docs/version-<v>/ with
 * versioned_sidebars/version-<v>-sidebars.json, at `<docs>/<v>/`), the last version (`lastVersion`,
 * else the first of versions.json) at the docs' root. docsgen builds each one (build.ts
 * buildOtherParts): this module says which, where, and which one a build is of.
 */
import fs from 'node:fs';
import path from 'node:path';

type Obj = Record<string, unknown>;

/** One version of the docs. */
export interface DocsVersionInfo {
  /** "current" for docs/, else its name in versions.json. */
  name: string;
  /** `versions[v].label`, else its name ("Next" for the current docs). */
  label: string;
  /** Its URL path under the docs' route: '' for the last version, "next" for the current docs, else its name (`versions[v].path`). */
  path: string;
  /** Its docs folder, relative to the site. */
  folder: string;
  /** Its sidebars file, relative to the site, when it has one. */
  sidebarPath?: string;
  /** The banner its docs show: Docusaurus' default, or `versions[v].banner`. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether its docs show a "Version: …" badge: `versions[v].badge`, else whether the site has more than one version. */
  badge: boolean;
  /** Whether it is the last version, served at the docs' root. */
  latest: boolean;
}

export interface BuiltVersion extends DocsVersionInfo {
  /** Every version the site builds, the current docs first, then versions.json's order (Docusaurus' dropdown order). */
  versions: DocsVersionInfo[];
}

/**
 * The version a build is of (`wanted`, else the last version); it points the docs options at that
 * version's folder and sidebars (they are the repo's config object, read again by the mapping).
 * Undefined for a repo without versions.
 */
export function chooseDocsVersion(docs: Obj, rootDir: string, wanted?: string): BuiltVersion | undefined {
  const versions = docsVersionsOf(docs, rootDir);
  if (!versions.length) return undefined;
  const chosen = versions.find((v) => v.name === wanted) ?? versions.find((v) => v.latest) ?? versions[0]!;
  if (chosen.name !== 'current') {
    docs.path = chosen.folder;
    if (chosen.sidebarPath) docs.sidebarPath = chosen.sidebarPath;
    else delete docs.sidebarPath;
  }
  return { ...chosen, versions };
}

/** The repo's docs versions (none without a versions.json listing one that has its folder). */
export function docsVersionsOf(docs: Obj, rootDir: string): DocsVersionInfo[] {
  // `disableVersioning`: the docs/ folder alone, at the docs' root.
  if (docs.disableVersioning === true) return [];
  // Another docs instance's are <id>_versions.json, <id>_versioned_docs/ and <id>_versioned_sidebars/.
  const prefix = typeof docs.id === 'string' && docs.id !== 'default' ? `${docs.id}_` : '';
  let released: string[] = [];
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(rootDir, `${prefix}versions.json`), 'utf8')) as unknown;
    if (Array.isArray(parsed)) released = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    // no versions.json: no released versions
  }
  released = released.filter((name) => fs.existsSync(path.join(rootDir, `${prefix}versioned_docs`, `version-${name}`)));
  if (!released.length) return [];
  const options = (docs.versions && typeof docs.versions === 'object' ? docs.versions : {}) as Record<string, Obj | undefined>;
  const includeCurrent = docs.includeCurrentVersion !== false;
  const names = [...(includeCurrent ? ['current'] : []), ...released];
  const only = Array.isArray(docs.onlyIncludeVersions) ? docs.onlyIncludeVersions.filter((v): v is string => typeof v === 'string') : undefined;
  const built = only ? names.filter((name) => only.includes(name)) : names;
  const wantedLast = typeof docs.lastVersion === 'string' ? docs.lastVersion : released[0]!;
  const last = built.includes(wantedLast) ? wantedLast : (built.find((name) => name !== 'current') ?? built[0]!);
  const currentFolder = typeof docs.path === 'string' ? docs.path : 'docs';
  const currentSidebars = typeof docs.sidebarPath === 'string' ? docs.sidebarPath : undefined;
  return built.map((name) => {
    const own = options[name] ?? {};
    const sidebars = path.join(`${prefix}versioned_sidebars`, `version-${name}-sidebars.json`);
    const ownPath = typeof own.path === 'string' ? own.path.replace(/^\/+|\/+$/g, '') : undefined;
    const banner = own.banner === 'none' || own.banner === 'unreleased' || own.banner === 'unmaintained' ? own.banner : defaultBanner(name, last, names);
    return {
      name,
      label: typeof own.label === 'string' ? own.label : name === 'current' ? 'Next' : name,
      path: ownPath ?? (name === last ? '' : name === 'current' ? 'next' : name),
      folder: name === 'current' ? currentFolder : path.join(`${prefix}versioned_docs`, `version-${name}`),
      ...(name === 'current' ? (currentSidebars ? { sidebarPath: currentSidebars } : {}) : fs.existsSync(path.join(rootDir, sidebars)) ? { sidebarPath: sidebars } : {}),
      banner,
      badge: typeof own.badge === 'boolean' ? own.badge : built.length > 1,
      latest: name === last,
    };
  });
}

/** Docusaurus' banner for a version: none for the last one, "unreleased" for newer ones (the current docs), "unmaintained" for older ones. */
function defaultBanner(name: string, last: string, names: string[]): DocsVersionInfo['banner'] {
  if (name === last) return 'none';
  if (name === 'current') return 'unreleased';
  return names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
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
