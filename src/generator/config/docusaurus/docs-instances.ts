/**
 * A Docusaurus repo's docs plugin instances: the classic preset's docs (id "default" unless it names
 * another) and each `@docusaurus/plugin-content-docs` of `plugins`, each a folder of docs under a
 * route of its own ("/community/"). docsgen builds one at a time, as the "main" docs of a build:
 * the default one, and each other one by a build of its own (build.ts buildOtherParts), whose pages
 * join the output. `chooseDocsInstance` says which one a build is of; `mainDocs` (map-config.ts)
 * then gives that one.
 */
type Obj = Record<string, unknown>;

const DOCS_PLUGIN = '@docusaurus/plugin-content-docs';
/** The classic preset, or Meta's internaldocs preset, which wraps it with the same options. */
const CLASSIC = /^classic$|preset-classic|docusaurus-plugin-internaldocs-fb\/docusaurus-preset/;

/** One docs instance: its id, its options (the config's own object), and its place in `plugins` (none for the preset's). */
export interface DocsInstance {
  id: string;
  options: Obj;
  plugin?: number;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The instance each config's build is of, when it is not the default one. */
const chosen = new WeakMap<Obj, string>();

/** Makes the instance `id` the one the config's build is of (its docs are the build's main docs). */
export function chooseDocsInstance(raw: Obj, id: string): void {
  chosen.set(raw, id);
}

/** The id of the instance the config's build is of, if one was chosen. */
export function chosenDocsInstance(raw: Obj): string | undefined {
  return chosen.get(raw);
}

/**
 * The docs options of a config that gives none: one object per config, so that what is set on it
 * (the docs version built points it at that version's folder, versions.ts) holds wherever it is read.
 */
const defaultDocs = new WeakMap<Obj, Obj>();
export function defaultDocsOptions(raw: Obj): Obj {
  let options = defaultDocs.get(raw);
  if (!options) defaultDocs.set(raw, (options = {}));
  return options;
}

/** Every docs instance of the config: the preset's first (unless it turns its docs off), then the plugins', in order. */
export function docsInstancesOf(raw: Obj): DocsInstance[] {
  const classic = arr(raw.presets).find((entry) => CLASSIC.test(String(Array.isArray(entry) ? entry[0] : entry)));
  const presetDocs = Array.isArray(classic) && isObj(classic[1]) ? classic[1].docs : undefined;
  const instances: DocsInstance[] = [];
  if (classic !== undefined && presetDocs !== false) {
    const options = isObj(presetDocs) ? presetDocs : defaultDocsOptions(raw);
    instances.push({ id: typeof options.id === 'string' ? options.id : 'default', options });
  }
  arr(raw.plugins).forEach((entry, i) => {
    if (Array.isArray(entry) && entry[0] === DOCS_PLUGIN) {
      const options = isObj(entry[1]) ? entry[1] : {};
      instances.push({ id: typeof options.id === 'string' ? options.id : 'default', options, plugin: i });
    } else if (entry === DOCS_PLUGIN) {
      instances.push({ id: 'default', options: defaultDocsOptions(raw), plugin: i });
    }
  });
  return instances;
}

/** An instance's route ("/community/"), from its routeBasePath (default "docs"). */
export function instanceRouteBase(options: Obj): string {
  return `/${(typeof options.routeBasePath === 'string' ? options.routeBasePath : 'docs').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
}
