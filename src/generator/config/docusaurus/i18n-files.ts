/**
 * A Docusaurus repo's translation files for the locale it builds, `i18n/<locale>/`, which Docusaurus
 * applies to the default locale too: the theme's `navbar.json` and `footer.json` (over the navbar's
 * and footer's words), the docs plugin's `current.json` (sidebar labels, generated-index titles and
 * descriptions, the version's label) and its `current/` folder of localized docs. `code.json` is
 * read by code-json.ts. Each file is `{ "<key>": { "message": "…", "description": "…" } }`; a key is
 * the words it replaces, named by where they are (`item.label.Docs`, `sidebar.main.category.Guides`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SidebarWords } from '../schema.ts';
import { isInside, readSiteFile, realRoot } from '../../content/site-files.ts';

type Obj = Record<string, unknown>;
/** A translation file's messages by key. */
type Messages = Record<string, string>;

const THEME_FOLDER = 'docusaurus-theme-classic';
const THEME_FILES = ['navbar.json', 'footer.json'];
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** What the locale's translation files give the site. */
export interface LocaleFiles {
  /** The config's themeConfig with the navbar's and footer's words replaced. */
  themeConfig: Obj;
  /** The sidebars' words, by sidebar (config sidebarLabels). */
  sidebarLabels: Record<string, SidebarWords>;
  /** The built version's label, when the locale gives one. */
  versionLabel?: string;
  /** Every version's label the locale gives, by version name (the built one's too). */
  versionLabels: Record<string, string>;
  /** The version labels the locale gives the other docs instances, by instance id and version name (their versions' dropdowns). */
  otherVersionLabels: Record<string, Record<string, string>>;
  /** The folder of the docs' localized copies, relative to the site, when there is one. */
  localizedDocsDir?: string;
  /** The folder of the Markdown pages' localized copies (`docusaurus-plugin-content-pages/`), when there is one. */
  localizedPagesDir?: string;
  /**
   * Each blog's folder of the locale's posts (and authors and tags files), each replacing the file of
   * its path in the blog folder, and its title, description and sidebar title in the locale's words
   * (its options.json), by the blog's id.
   */
  localizedBlogs: Record<string, { dir?: string; words: { title?: string; description?: string; sidebarTitle?: string } }>;
}

/** Where the docs docsgen builds are: the docs plugin instance and the version. */
export interface BuiltDocs {
  /** The plugin instance's id ('default' unless the config names another). */
  pluginId: string;
  /** The version built ('current' for docs/). */
  versionName: string;
  /** The sidebars' names, to tell the sidebar a key names. */
  sidebarNames: string[];
  /** Every docs version the site builds (each one's translations are its own build's to read). */
  versionNames?: string[];
}

/**
 * The locale's translation files applied as Docusaurus applies them. What docsgen does not read
 * under `i18n/<locale>/` (the blog's, the pages', another docs instance's or version's files) and
 * files it cannot read are named in `unsupported`.
 */
export function readLocaleFiles(rootDir: string, locale: string, themeConfig: Obj, docs: BuiltDocs | undefined, unsupported: string[], blogIds: string[] = [], otherDocsIds: string[] = []): LocaleFiles {
  const none: LocaleFiles = { themeConfig, sidebarLabels: {}, versionLabels: {}, otherVersionLabels: {}, localizedBlogs: {} };
  // A locale is a folder name: nothing like "../x" is looked up.
  if (!/^[A-Za-z0-9_-]+$/.test(locale)) return none;
  const folder = path.posix.join('i18n', locale);
  if (!isSiteFolder(rootDir, folder)) return none;
  const read = (file: string) => readMessages(rootDir, path.posix.join(folder, file), unsupported);
  const navbar = read(`${THEME_FOLDER}/navbar.json`);
  const footer = read(`${THEME_FOLDER}/footer.json`);
  const result: LocaleFiles = { ...none, themeConfig: translatedThemeConfig(themeConfig, navbar, footer) };
  const docsFolder = docs ? `${DOCS_PLUGIN}${docs.pluginId === 'default' ? '' : `-${docs.pluginId}`}` : undefined;
  const versionFile = docs ? (docs.versionName === 'current' ? 'current' : `version-${docs.versionName}`) : undefined;
  if (docs && docsFolder && versionFile) {
    const messages = read(`${docsFolder}/${versionFile}.json`);
    result.sidebarLabels = sidebarWordsOf(messages, docs.sidebarNames);
    if (messages['version.label']) result.versionLabel = messages['version.label'];
    // The other versions' labels, for the versions' dropdown (their sidebars are their own builds').
    const labels = Object.fromEntries((docs.versionNames ?? []).flatMap((name) => {
      const label = name === docs.versionName ? messages['version.label'] : read(`${docsFolder}/${name === 'current' ? 'current' : `version-${name}`}.json`)['version.label'];
      return label ? [[name, label]] : [];
    }));
    result.versionLabels = labels;
    const localized = path.posix.join(folder, docsFolder, versionFile);
    if (isSiteFolder(rootDir, localized)) result.localizedDocsDir = localized;
  }
  const pagesFolder = path.posix.join(folder, PAGES_PLUGIN);
  if (isSiteFolder(rootDir, pagesFolder)) result.localizedPagesDir = pagesFolder;
  const blogFolders = blogIds.map((id) => `${BLOG_PLUGIN}${id === 'default' ? '' : `-${id}`}`);
  blogIds.forEach((id, i) => {
    const blogFolder = path.posix.join(folder, blogFolders[i]);
    if (!isSiteFolder(rootDir, blogFolder)) return;
    const options = read(`${blogFolders[i]}/options.json`);
    const words = { title: options.title, description: options.description, sidebarTitle: options['sidebar.title'] };
    result.localizedBlogs[id] = { dir: blogFolder, words: Object.fromEntries(Object.entries(words).filter(([, v]) => typeof v === 'string')) };
  });
  const versionFiles = (docs?.versionNames ?? []).map((name) => (name === 'current' ? 'current' : `version-${name}`));
  const versionsRead = docsFolder && versionFile ? [...new Set([versionFile, ...versionFiles])].flatMap((file) => [`${docsFolder}/${file}.json`, `${docsFolder}/${file}`]) : [];
  // Another docs instance's folder is read by that instance's own build; its versions' labels here too, for its dropdown.
  const othersFolders = otherDocsIds.map((id) => `${DOCS_PLUGIN}${id === 'default' ? '' : `-${id}`}`);
  otherDocsIds.forEach((id, i) => {
    const files = listFolder(rootDir, path.posix.join(folder, othersFolders[i])).flatMap((name) => {
      const match = /^(current|version-.+)\.json$/.exec(name);
      return match ? [[match[0], match[1]] as const] : [];
    });
    const labels = Object.fromEntries(files.flatMap(([file, base]) => {
      const label = read(`${othersFolders[i]}/${file}`)['version.label'];
      return label ? [[base === 'current' ? 'current' : base.slice('version-'.length), label]] : [];
    }));
    if (Object.keys(labels).length) result.otherVersionLabels[id] = labels;
  });
  const unread = unreadEntries(rootDir, folder, versionsRead, [...blogFolders, ...othersFolders]);
  if (unread.length) unsupported.push(`${folder}/: ${unread.join(', ')} (translations docsgen does not read)`);
  return result;
}

/**
 * A translation file's messages (`{ key: { message } }`, or `{ key: "message" }`); empty when the
 * file does not exist. One that is not JSON, or may not be read, is named.
 */
function readMessages(rootDir: string, file: string, unsupported: string[]): Messages {
  const read = readSiteFile(rootDir, path.join(rootDir, file));
  if (!read.ok) {
    if (read.reason !== 'missing') unsupported.push(`${file} (not read: it is outside the site folder or not a regular file)`);
    return {};
  }
  let entries: unknown;
  try {
    entries = JSON.parse(read.bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    unsupported.push(`${file} (not valid JSON, so not applied: ${(error as Error).message.split('\n')[0]})`);
    return {};
  }
  const messages: Messages = {};
  for (const [key, entry] of Object.entries(isObj(entries) ? entries : {})) {
    const message = typeof entry === 'string' ? entry : isObj(entry) ? entry.message : undefined;
    if (typeof message === 'string') messages[key] = message;
  }
  return messages;
}

/**
 * The navbar's and footer's words replaced by the locale's (`navbar.json`: title, logo.alt,
 * item.label.<label> for items and a dropdown's items; `footer.json`: link.title.<title>,
 * link.item.label.<label>, copyright, logo.alt). A key names the words as the config writes them.
 */
export function translatedThemeConfig(themeConfig: Obj, navbar: Messages, footer: Messages): Obj {
  const translated = { ...themeConfig };
  if (Object.keys(navbar).length && isObj(themeConfig.navbar)) translated.navbar = translatedNavbar(themeConfig.navbar, navbar);
  if (Object.keys(footer).length && isObj(themeConfig.footer)) translated.footer = translatedFooter(themeConfig.footer, footer);
  return translated;
}

function translatedNavbar(navbar: Obj, messages: Messages): Obj {
  const itemLabel = (item: Obj): Obj => (typeof item.label === 'string' ? { ...item, label: messages[`item.label.${item.label}`] ?? item.label } : item);
  // A dropdown's own items are translated; deeper levels are not (Docusaurus goes one level down too).
  const items = Array.isArray(navbar.items) ? navbar.items.map((item) => (isObj(item) ? { ...itemLabel(item), ...(Array.isArray(item.items) ? { items: item.items.map((sub) => (isObj(sub) ? itemLabel(sub) : sub)) } : {}) } : item)) : navbar.items;
  return { ...navbar, ...(typeof navbar.title === 'string' ? { title: messages.title ?? navbar.title } : {}), ...withLogoAlt(navbar, messages), items };
}

function translatedFooter(footer: Obj, messages: Messages): Obj {
  const label = (link: Obj): Obj => (typeof link.label === 'string' ? { ...link, label: messages[`link.item.label.${link.label}`] ?? link.label } : link);
  // Columns (a title and items) or one row of links.
  const column = (entry: Obj): Obj => ({ ...entry, ...(typeof entry.title === 'string' ? { title: messages[`link.title.${entry.title}`] ?? entry.title } : {}), items: (entry.items as unknown[]).map((item) => (isObj(item) ? label(item) : item)) });
  const links = Array.isArray(footer.links) ? footer.links.map((entry) => (!isObj(entry) ? entry : Array.isArray(entry.items) ? column(entry) : label(entry))) : footer.links;
  return { ...footer, links, ...(typeof footer.copyright === 'string' ? { copyright: messages.copyright ?? footer.copyright } : {}), ...withLogoAlt(footer, messages) };
}

function withLogoAlt(part: Obj, messages: Messages): Obj {
  return isObj(part.logo) && messages['logo.alt'] !== undefined ? { logo: { ...part.logo, alt: messages['logo.alt'] } } : {};
}

/**
 * The sidebar words of the docs' translation file, by sidebar: `sidebar.<name>.category.<label>`
 * (and its `.link.generated-index.title` / `.description`), `sidebar.<name>.link.<label>` and
 * `sidebar.<name>.doc.<label>`. A sidebar name may hold dots: the longest name a key starts with wins.
 * Keys of sidebars that do not exist are left, as Docusaurus leaves them.
 */
export function sidebarWordsOf(messages: Messages, sidebarNames: string[]): Record<string, SidebarWords> {
  const names = [...sidebarNames].sort((a, b) => b.length - a.length);
  const words: Record<string, SidebarWords> = {};
  const put = (sidebar: string, kind: keyof SidebarWords, label: string, message: string) => {
    const own = (words[sidebar] ??= {});
    (own[kind] ??= {})[label] = message;
  };
  for (const [key, message] of Object.entries(messages)) {
    const sidebar = names.find((name) => key.startsWith(`sidebar.${name}.`));
    if (sidebar === undefined) continue;
    const rest = key.slice(`sidebar.${sidebar}.`.length);
    const dot = rest.indexOf('.');
    const [kind, label] = [rest.slice(0, dot), rest.slice(dot + 1)];
    if (dot === -1) continue;
    if (kind === 'category' && label.endsWith(INDEX_TITLE)) put(sidebar, 'indexTitle', label.slice(0, -INDEX_TITLE.length), message);
    else if (kind === 'category' && label.endsWith(INDEX_DESCRIPTION)) put(sidebar, 'indexDescription', label.slice(0, -INDEX_DESCRIPTION.length), message);
    else if (kind === 'category' || kind === 'link' || kind === 'doc') put(sidebar, kind, label, message);
  }
  return words;
}

const INDEX_TITLE = '.link.generated-index.title';
const INDEX_DESCRIPTION = '.link.generated-index.description';

/**
 * The entries of the locale's folder docsgen does not read, as "docusaurus-plugin-content-blog/"
 * or "docusaurus-plugin-content-docs/version-1.0.json": `read` lists those of the docs plugin's
 * folder it does (code.json and the theme's navbar.json and footer.json always are).
 */
function unreadEntries(rootDir: string, folder: string, read: string[], readElsewhere: string[]): string[] {
  const entriesOf = (dir: string) => {
    try {
      return fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true }).filter((e) => !e.name.startsWith('.')).map((e) => ({ name: e.name, folder: e.isDirectory() || (e.isSymbolicLink() && isSiteFolder(rootDir, path.posix.join(dir, e.name))) })).sort((a, b) => (a.name < b.name ? -1 : 1));
    } catch {
      return [];
    }
  };
  const shown = (e: { name: string; folder: boolean }, under = '') => `${under}${e.name}${e.folder ? '/' : ''}`;
  const docsFolders = new Set(read.map((r) => r.split('/')[0]));
  return entriesOf(folder).flatMap((entry) => {
    if (!entry.folder) return entry.name === 'code.json' ? [] : [shown(entry)];
    if (entry.name === PAGES_PLUGIN || readElsewhere.includes(entry.name)) return [];
    if (entry.name === THEME_FOLDER) return entriesOf(path.posix.join(folder, THEME_FOLDER)).filter((e) => e.folder || !THEME_FILES.includes(e.name)).map((e) => shown(e, `${THEME_FOLDER}/`));
    if (docsFolders.has(entry.name)) return entriesOf(path.posix.join(folder, entry.name)).filter((e) => !read.includes(`${entry.name}/${e.name}`)).map((e) => shown(e, `${entry.name}/`));
    return [shown(entry)];
  });
}

/** The names in a folder of the site (none when it is not one). */
function listFolder(rootDir: string, folder: string): string[] {
  if (!isSiteFolder(rootDir, folder)) return [];
  try {
    return fs.readdirSync(path.join(rootDir, folder));
  } catch {
    return [];
  }
}

/** Whether `folder` (relative to the site) is a folder inside the site once symlinks are resolved. */
function isSiteFolder(rootDir: string, folder: string): boolean {
  try {
    const real = fs.realpathSync(path.join(rootDir, folder));
    return isInside(realRoot(rootDir), real) && fs.statSync(real).isDirectory();
  } catch {
    return false;
  }
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
