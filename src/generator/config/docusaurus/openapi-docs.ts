/**
 * docusaurus-plugin-openapi-docs in a Docusaurus config: each entry of a plugin instance's `config`
 * (`specPath`, `outputDir`, …) becomes an API group rendered by docsgen's own API reference, with that
 * plugin's URLs. The plugin writes MDX docs into `outputDir` (inside the docs folder) when a repo runs
 * `gen-api-docs`; the docs plugin serves them at <routeBasePath>/<outputDir under the docs path>/<id>.
 * docsgen serves the group's pages at the same routes, leaves the generated files (which only the
 * plugin's theme can render) out of the docs, and stands in for the `sidebar.ts`/`.js` the repo's
 * sidebars file requires, whether or not it was generated.
 */
import path from 'node:path';
import fs from 'node:fs';
import GithubSlugger from 'github-slugger';
import { normaliseRoute } from '../../content/load-docs.ts';
import yaml from 'js-yaml';
import { slugRules, wordsKebab } from '../../openapi/slugs.ts';
import { checkSpecFile } from '../../openapi/confined-resolver.ts';
import type { SampleChoice, SampleLanguageId } from '../../openapi/sample-languages.ts';

type Obj = Record<string, unknown>;

/** One spec of the plugin's config, as docsgen builds it. */
export interface OpenApiDocsGroup {
  /** docsgen's group id, made of the config key ("petstore"). */
  id: string;
  /** The plugin config's key, as written. */
  key: string;
  /** The spec file, relative to the site root. */
  spec: string;
  /** The plugin's outputDir, relative to the site root, without a trailing slash. */
  outputDir: string;
  /** Where the docs plugin serves the generated docs: "/docs/petstore/". */
  routeBase: string;
  /** `outputDir` under the docs folder ("petstore"), the prefix of the generated docs' ids. */
  docIdPrefix: string;
  /** Where the tag categories' generated indexes are (`categoryLinkSource: 'auto'`): "/docs/category/petstore/". */
  tagRouteBase?: string;
  /** What the tag categories link: a tag page (`categoryLinkSource` 'tag' or 'auto'), the info page ('info'), or nothing. */
  tagLinks: 'tag-page' | 'info' | 'none';
  /** `sidebarOptions.sidebarCollapsed` (false when `sidebarCollapsible` is false); unset: the docs' default. */
  collapsed?: boolean;
  /** False without the plugin's `downloadUrl`: its info page then offers no download. */
  downloadLink?: boolean;
  /** The plugin's `downloadUrl`. */
  downloadUrl?: string;
  /** The plugin's `docsPluginId`: the docs instance that serves the generated docs. */
  docsPluginId?: string;
  /** `showSchemas`: a page per schema, listed under "Schemas". */
  schemas?: boolean;
  /** `sidebarOptions.groupPathsBy: 'tagGroup'`: the sidebar by the spec's x-tagGroups. */
  tagGroups?: boolean;
}

const PLUGIN = /(^|[/\\])docusaurus-plugin-openapi-docs([/\\]|$)/;

export function isOpenApiDocsPlugin(name: unknown): boolean {
  return typeof name === 'string' && PLUGIN.test(name);
}

/** The API groups of every docusaurus-plugin-openapi-docs instance; what docsgen cannot build is added to `unsupported`. */
export function openApiDocsGroups(raw: Obj, rootDir: string, unsupported: string[]): OpenApiDocsGroup[] {
  const groups: OpenApiDocsGroup[] = [];
  const slugger = new GithubSlugger();
  arr(raw.plugins).forEach((entry, i) => {
    if (!Array.isArray(entry) || !isOpenApiDocsPlugin(entry[0])) return;
    const options = obj(entry[1]);
    const placeOf = (outputDir: string) => groupPlace(raw, outputDir, str(options.docsPluginId));
    for (const [key, value] of Object.entries(obj(options.config))) {
      const spec = obj(value);
      const at = `plugins[${i}].config.${key}`;
      for (const option of ['schemasOnly', 'markdownGenerators', 'template', 'infoTemplate', 'tagTemplate', 'schemaTemplate']) {
        if (spec[option] !== undefined && spec[option] !== false) unsupported.push(`${at}.${option} (docsgen renders its own API pages)`);
      }
      if (spec.showExtensions === true) unsupported.push(`${at}.showExtensions (the operations' x- extensions are not shown)`);
      const main = groupOf(key, spec, spec, at, placeOf, rootDir, unsupported, slugger);
      if (main) groups.push(main);
      // Each of its `versions` is a spec of its own, with its own outputDir and pages (the plugin's
      // `gen-api-docs:version`), under the main spec's sidebar options.
      for (const [version, entry] of Object.entries(obj(spec.versions))) {
        const group = groupOf(`${key}-${version}`, { ...spec, ...obj(entry), versions: undefined }, spec, `${at}.versions.${version}`, placeOf, rootDir, unsupported, slugger);
        if (group) groups.push(group);
      }
    }
  });
  return groups;
}

/** Where an instance's generated docs are served: its docs plugin's folder and route. */
interface GroupPlace {
  docPath: string;
  routeBasePath: string;
  docsPluginId: string | undefined;
}

/**
 * The API group of one spec of the plugin's config (or one of its versions: `spec` the version's
 * entry over the main one's, `sidebarFrom` the main one's sidebar options), or undefined, with why
 * in `unsupported`.
 */
function groupOf(key: string, spec: Obj, sidebarFrom: Obj, at: string, placeOf: (outputDir: string) => GroupPlace, rootDir: string, unsupported: string[], slugger: GithubSlugger): OpenApiDocsGroup | undefined {
  const specPath = str(spec.specPath);
  const outputDir = str(spec.outputDir)?.replace(/^\.\//, '').replace(/\/+$/, '');
  if (!specPath || !outputDir) {
    unsupported.push(`${at} (no specPath or outputDir)`);
    return undefined;
  }
  const place = placeOf(outputDir);
  const { docPath, routeBasePath } = place;
  if (/^https?:\/\//.test(specPath)) {
    unsupported.push(`${at}.specPath (a URL: docsgen never fetches the network during a build; save the spec in the repo)`);
    return undefined;
  }
  const specFile = path.posix.normalize(specPath.replace(/^\.\//, ''));
  if (isDirectory(path.join(rootDir, specFile))) {
    unsupported.push(`${at}.specPath (a folder of specs: name one spec file per config entry)`);
    return undefined;
  }
  const segment = outputSegment(outputDir, docPath);
  const sidebar = sidebarOptionsOf(obj(sidebarFrom.sidebarOptions), `${at}.sidebarOptions`, unsupported);
  return {
    // The key only names the spec on the plugin's command line: any characters go (`checkout_api`).
    id: slugger.slug(key.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '')) || 'api',
    key,
    spec: specFile,
    outputDir,
    routeBase: normaliseRoute(`/${routeBasePath}/${segment}/`),
    docIdPrefix: segment,
    tagLinks: sidebar.tagLinks,
    ...(sidebar.tagLinks !== 'none' && sidebar.linkSource === 'auto'
      ? { tagRouteBase: normaliseRoute(`/${[routeBasePath, 'category', segment, str(spec.label) ? wordsKebab(str(spec.label)!) : ''].filter(Boolean).join('/')}/`) }
      : {}),
    ...(sidebar.collapsed !== undefined ? { collapsed: sidebar.collapsed } : {}),
    // The plugin's info page offers the spec for download only with a downloadUrl, and links that.
    ...(str(spec.downloadUrl) ? { downloadUrl: str(spec.downloadUrl) } : { downloadLink: false }),
    ...(place.docsPluginId ? { docsPluginId: place.docsPluginId } : {}),
    ...(sidebarFrom.showSchemas === true ? { schemas: true } : {}),
    ...(sidebar.tagGroups ? { tagGroups: true } : {}),
  };
}

/**
 * The plugin's `sidebarOptions` for one spec. Its tag categories link nothing unless
 * `categoryLinkSource` is 'tag' (the tag's doc) or 'auto' (a generated index under /category/);
 * docsgen's tag page stands in for both. 'info' links every tag category to the info page, which is
 * then no item of its own (tagLinks 'info').
 */
function sidebarOptionsOf(options: Obj, at: string, unsupported: string[]): { tagLinks: 'tag-page' | 'info' | 'none'; linkSource?: string; collapsed?: boolean; tagGroups?: boolean } {
  const linkSource = str(options.categoryLinkSource);
  if (options.groupPathsBy !== undefined && options.groupPathsBy !== 'tag' && options.groupPathsBy !== 'tagGroup') unsupported.push(`${at}.groupPathsBy '${String(options.groupPathsBy)}' (grouped by tag)`);
  const collapsed = options.sidebarCollapsible === false ? false : typeof options.sidebarCollapsed === 'boolean' ? options.sidebarCollapsed : undefined;
  return { tagLinks: linkSource === 'tag' || linkSource === 'auto' ? 'tag-page' : linkSource === 'info' ? 'info' : 'none', linkSource, ...(collapsed !== undefined ? { collapsed } : {}), ...(options.groupPathsBy === 'tagGroup' ? { tagGroups: true } : {}) };
}

/** The glob patterns (under the docs folder) of the files the plugin generates: docsgen renders the group itself. */
export function generatedDocPatterns(groups: OpenApiDocsGroup[]): string[] {
  return groups.map((g) => `${g.docIdPrefix ? `${g.docIdPrefix}/` : ''}**/*.{api,info,tag,schema}.mdx`);
}

/** The plugin's rule: outputDir under the docs path, else everything after its first folder. */
function outputSegment(outputDir: string, docPath: string): string {
  if (outputDir.startsWith(`${docPath}/`)) return outputDir.slice(docPath.length + 1);
  const slash = outputDir.indexOf('/', 1);
  return slash === -1 ? '' : outputDir.slice(slash + 1);
}

/**
 * Where the generated docs in `outputDir` are served: by the docs instance whose folder holds them,
 * as Docusaurus serves any doc (a `docsPluginId` naming another instance only changes the ids in the
 * plugin's generated sidebar); by the one `docsPluginId` names when no instance's folder does.
 */
function groupPlace(raw: Obj, outputDir: string, pluginId: string | undefined): GroupPlace {
  const instances = [...arr(raw.presets), ...arr(raw.plugins)].flatMap((entry): Array<{ options: Obj; id: string }> => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') return [];
    const options = obj(entry[1]);
    if (entry[0] === '@docusaurus/plugin-content-docs') return [{ options, id: str(options.id) ?? 'default' }];
    return isObj(options.docs) ? [{ options: options.docs, id: str(options.docs.id) ?? 'default' }] : [];
  });
  const folderOf = (options: Obj) => (str(options.path) ?? 'docs').replace(/^\.\/|\/+$/g, '');
  const holding = instances.filter((i) => outputDir === folderOf(i.options) || outputDir.startsWith(`${folderOf(i.options)}/`)).sort((a, b) => folderOf(b.options).length - folderOf(a.options).length)[0];
  const docs = holding?.options ?? docsPluginOptions(raw, pluginId);
  return {
    docPath: folderOf(docs),
    routeBasePath: (typeof docs.routeBasePath === 'string' ? docs.routeBasePath : 'docs').replace(/^\/+|\/+$/g, ''),
    docsPluginId: holding ? holding.id : pluginId,
  };
}

/** The docs options `docsPluginId` names: the classic preset's, or a plugin-content-docs instance's. */
function docsPluginOptions(raw: Obj, pluginId: string | undefined): Obj {
  for (const entry of [...arr(raw.presets), ...arr(raw.plugins)]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
    const options = obj(entry[1]);
    if (entry[0] === '@docusaurus/plugin-content-docs' && (str(options.id) ?? 'default') === pluginId) return options;
    if (pluginId && entry[0].endsWith(pluginId) && isObj(options.docs)) return options.docs;
  }
  for (const entry of arr(raw.presets)) if (Array.isArray(entry) && isObj(obj(entry[1]).docs)) return obj(obj(entry[1]).docs);
  return {};
}

function isDirectory(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** docusaurus-theme-openapi-docs' languages (postman-code-generators' keys): docsgen's sample language for each. */
const THEME_LANGUAGES: Record<string, { language: SampleLanguageId; clients?: Record<string, string> }> = {
  csharp: { language: 'csharp', clients: { httpclient: 'httpclient', restsharp: 'restsharp' } },
  curl: { language: 'curl' },
  go: { language: 'go' },
  http: { language: 'http' },
  java: { language: 'java', clients: { okhttp: 'okhttp', unirest: 'unirest' } },
  javascript: { language: 'javascript', clients: { fetch: 'fetch', jquery: 'jquery', xhr: 'xhr' } },
  kotlin: { language: 'kotlin' },
  c: { language: 'c' },
  nodejs: { language: 'nodejs', clients: { axios: 'axios', native: 'native' } },
  'objective-c': { language: 'objective-c' },
  ocaml: { language: 'ocaml' },
  php: { language: 'php', clients: { curl: 'curl', guzzle: 'guzzle', http_request2: 'http1', pecl_http: 'http2' } },
  powershell: { language: 'powershell' },
  python: { language: 'python' },
  r: { language: 'r' },
  ruby: { language: 'ruby' },
  swift: { language: 'swift' },
  dart: { language: 'dart' },
  rust: { language: 'rust' },
  'postman-cli': { language: 'postman-cli' },
};

/** The theme's languages when `languageTabs` is not set (postman-code-generators' list, each with its first variant), from 4.1. */
const THEME_DEFAULT_TABS = tabsOf(['csharp:httpclient', 'curl', 'dart', 'go', 'http', 'java:okhttp', 'javascript:fetch', 'kotlin', 'c', 'nodejs:axios', 'objective-c', 'ocaml', 'php:curl', 'postman-cli', 'powershell', 'python', 'r', 'ruby', 'rust', 'shell:httpie', 'swift']);
/** The default of the theme's releases before 4.1: nine languages, curl first. */
const EARLIER_THEME_DEFAULT_TABS = tabsOf(['curl', 'python', 'go', 'nodejs:axios', 'ruby', 'csharp:httpclient', 'php:curl', 'java:okhttp', 'powershell']);

function tabsOf(tabs: string[]): Array<Record<string, string>> {
  return tabs.map((tab) => {
    const [language, variant] = tab.split(':');
    return { language, ...(variant ? { variant } : {}) };
  });
}

/**
 * The code samples of docusaurus-theme-openapi-docs' `themeConfig.languageTabs` (its languages and
 * their `variant`s, in order), or of its default set (that of its release, `themeVersion`: nine languages before 4.1, 21 since); languages docsgen writes no sample in are
 * added to `unsupported`.
 */
export function samplesOfLanguageTabs(languageTabs: unknown, unsupported: string[], themeVersion?: [number, number]): SampleChoice[] {
  const earlier = themeVersion !== undefined && (themeVersion[0] < 4 || (themeVersion[0] === 4 && themeVersion[1] < 1));
  const tabs = Array.isArray(languageTabs) ? languageTabs.map((t) => obj(t)) : earlier ? EARLIER_THEME_DEFAULT_TABS : THEME_DEFAULT_TABS;
  const choices: SampleChoice[] = [];
  const missing: string[] = [];
  for (const tab of tabs) {
    const key = str(tab.language)?.toLowerCase() ?? '';
    const variant = str(tab.variant)?.toLowerCase();
    // The theme's shell tab is HTTPie or wget: docsgen's languages of those names.
    const known = key === 'shell' ? { language: (variant === 'wget' ? 'wget' : 'httpie') as SampleLanguageId } : THEME_LANGUAGES[key];
    if (!known) {
      if (key) missing.push(key);
      continue;
    }
    const client = variant ? known.clients?.[variant] : undefined;
    if (!choices.some((c) => c.language === known.language && c.client === client)) choices.push({ language: known.language, ...(client ? { client } : {}) });
  }
  if (missing.length) unsupported.push(`${Array.isArray(languageTabs) ? 'themeConfig.languageTabs' : "the API theme's default code samples"}: ${missing.join(', ')} (docsgen writes no samples in ${missing.length === 1 ? 'it' : 'them'})`);
  return choices.length ? choices : [{ language: 'curl' }];
}

/**
 * The route of a group's info page, the first of its generated sidebar (a navbar link to that sidebar
 * leads there, as under Docusaurus): the plugin names it by the spec's title. Undefined when the spec
 * cannot be read here (the loader reports why).
 */
export function infoRouteOf(group: OpenApiDocsGroup, rootDir: string): string | undefined {
  const file = path.join(rootDir, group.spec);
  if (checkSpecFile(rootDir, file, group.spec)) return undefined;
  let doc: unknown;
  try {
    const text = fs.readFileSync(file, 'utf8');
    // Aliases are not expanded by parsing (js-yaml shares the node): only info.title is read.
    doc = /\.json$/i.test(file) ? JSON.parse(text) : yaml.load(text, { schema: yaml.JSON_SCHEMA });
  } catch {
    return undefined;
  }
  const title = (doc as { info?: { title?: unknown } } | null)?.info?.title;
  return typeof title === 'string' && title.trim() ? `${group.routeBase}${slugRules('docusaurus-openapi').info(title)}/` : undefined;
}
