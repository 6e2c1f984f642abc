/**
 * A Docusaurus config as docsgen's site config: site identity, navbar, footer, announcement bar,
 * colour mode, table of contents, Algolia, gtag, scripts, stylesheets, custom CSS, static folders,
 * the classic preset's docs options, client redirects (the docs' Markdown plugins: markdown-plugins.ts). What docsgen does not build (a blog, i18n,
 * versions, swizzled components, unknown plugins…) is listed in `unsupported`, named by setting.
 */
import { docsVersionsOf, type BuiltVersion } from './versions.ts';
import { folderCategory, generatedIndexSlugs, versionSidebars } from './generated-indexes.ts';
import type { OwnPlugin } from './plugin-functions.ts';
import { codeJsonLabels, type CodeJsonWords } from './code-json.ts';
import { readLocaleFiles } from './i18n-files.ts';
import { hasThemeLabels } from '../theme-labels.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { docusaurusBlogsOf, docusaurusBlogs } from './blog-options.ts';
import type { SiteConfigInput, SidebarItemConfig } from '../schema.ts';
import { firstDocRoute, readDocRoutes, sidebarListing } from './doc-routes.ts';
import { codeThemeOf } from './prism-themes.ts';
import { numberPrefixParserOf, type NumberPrefixParser } from '../../content/doc-path.ts';
import { ownsGrammar } from '../../../shared/code-block/highlighter.ts';
import { generatedDocPatterns, infoRouteOf, isOpenApiDocsPlugin, samplesOfLanguageTabs, type OpenApiDocsGroup } from './openapi-docs.ts';
import { urlPathOf } from '../../routes/url-rules.ts';
import { normaliseRoute } from '../../content/load-docs.ts';
import { apiDocsInstances } from './api-docs-instance.ts';
import { chosenDocsInstance, defaultDocsOptions, docsInstancesOf, instanceRouteBase } from './docs-instances.ts';

type Obj = Record<string, unknown>;

export interface MappedConfig {
  config: SiteConfigInput;
  /** Relative path of the sidebars file to load, when the docs name one. */
  sidebarPath?: string;
  unsupported: string[];
}

/** The classic preset, or Meta's internaldocs preset, which wraps it with the same options. */
const CLASSIC = /^classic$|preset-classic|docusaurus-plugin-internaldocs-fb\/docusaurus-preset/;
const KNOWN_PLUGINS = /^@docusaurus\/plugin-(client-redirects|content-blog|content-docs|content-pages|google-gtag|google-tag-manager|sitemap)$/;

export function mapDocusaurusConfig(raw: Obj, rootDir: string, sidebars: Record<string, SidebarItemConfig[]>, apiGroups: OpenApiDocsGroup[] = [], ownPlugins: Map<number, OwnPlugin> = new Map(), version?: BuiltVersion, currentLocale?: string, instanceSidebars: Map<string, Record<string, SidebarItemConfig[]>> = new Map(), versionSidebarFiles: Map<string, Record<string, SidebarItemConfig[]>> = new Map()): MappedConfig {
  const unsupported: string[] = [];
  const preset = presetOptions(raw.presets, unsupported);
  const main = mainDocs(raw);
  const docs = main.options === false ? undefined : main.options;
  // The locale built: the default one, or another of i18n.locales (each is a site of its own under /<path>/).
  const locales = siteLocalesOf(obj(raw.i18n));
  // Docusaurus 3.9's per-locale sites (a locale at a domain of its own) and untranslated locales: named, each locale built under /<code>/ from its translations.
  for (const [code, own] of Object.entries(obj(obj(raw.i18n).localeConfigs))) {
    const given = ['url', 'baseUrl'].filter((key) => str(obj(own)[key]) !== undefined);
    if (given.length) unsupported.push(`i18n.localeConfigs.${code}.${given.join(' and ')} (docsgen builds every locale under the site's url and baseUrl, at /${code}/)`);
    if (obj(own).translate === false) unsupported.push(`i18n.localeConfigs.${code}.translate: false (docsgen builds the locale from its i18n/${code}/ translations where there are any)`);
  }
  const localeCode = currentLocale ?? str(obj(raw.i18n).defaultLocale);
  const localePath = locales.find((l) => l.code === localeCode)?.path ?? '';
  // The locale's translation files (i18n/<locale>/), which Docusaurus applies to the default locale
  // too: the navbar's and footer's words are replaced before they are read.
  const i18nSkipped: string[] = [];
  // The locale's folder of translations: i18n/<localeConfigs.path, else its code>/.
  const localeFolder = str(obj(obj(obj(raw.i18n).localeConfigs)[localeCode ?? 'en']).path)?.replace(/^\/+|\/+$/g, '') || (localeCode ?? 'en');
  const classic = classicPresetOf(raw);
  const blogIds = docusaurusBlogs(raw, classic.present, classic.options).map((b) => str(b.options.id) ?? 'default');
  const currentInstance = str(docs?.id) ?? 'default';
  const apiInstanceIndexes = new Set(apiDocsInstances(raw, rootDir, apiGroups, main.plugin).map((instance) => instance.index));
  // The docs instances built by builds of their own, which read their translations there.
  const builtInstances = docsInstancesOf(raw).filter((i) => i.id !== currentInstance && !(i.plugin !== undefined && apiInstanceIndexes.has(i.plugin)));
  const localeFiles = readLocaleFiles(rootDir, localeFolder, obj(raw.themeConfig), docs ? { pluginId: currentInstance, versionName: version?.name ?? 'current', sidebarNames: Object.keys(sidebars), ...(version ? { versionNames: version.versions.map((v) => v.name) } : {}) } : undefined, i18nSkipped, blogIds, builtInstances.map((i) => i.id));
  const theme = localeFiles.themeConfig;
  const contentDir = str(docs?.path) ?? 'docs';
  // '' is the site's root, as '/' is.
  const docsRoot = `/${(typeof docs?.routeBasePath === 'string' ? docs.routeBasePath : 'docs').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  // A version other than the last one is served under its path ("/docs/next/", "/docs/1.0/").
  const routeBase = version?.path ? `${docsRoot}${version.path}/` : docsRoot;
  // `false` keeps prefixes in ids and URLs; a function of the repo's reads them its way.
  const prefixSetting = docs?.numberPrefixParser === false || typeof docs?.numberPrefixParser === 'function' ? (docs.numberPrefixParser as false | NumberPrefixParser) : undefined;
  const docRoutes = readDocRoutes(path.join(rootDir, contentDir), routeBase, numberPrefixParserOf(prefixSetting ?? true, 'docusaurus.config.js'));
  // Docusaurus adds the slashes a baseUrl lacks ('/docs' is '/docs/').
  const siteBaseUrl = `/${(str(raw.baseUrl) ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  // Another locale's pages are served under its path (Docusaurus' localeConfigs path, else its code).
  const baseUrl = localePath ? `${siteBaseUrl}${localePath}/` : siteBaseUrl;
  // A doc id of a page docusaurus-plugin-openapi-docs generates ("petstore/add-pet") is that API page.
  const routeOfDoc = (id: unknown): string | undefined => {
    if (typeof id !== 'string') return undefined;
    // A generated index's id is its URL ('/category/guides'), as Docusaurus lists it among the docs.
    if (id.startsWith('/')) return normaliseRoute(`/${id.startsWith(siteBaseUrl) ? id.slice(siteBaseUrl.length) : id}/`);
    const found = docRoutes.find((d) => d.id === id)?.route;
    const group = found ? undefined : apiGroups.find((g) => g.docIdPrefix && id.startsWith(`${g.docIdPrefix}/`));
    return found ?? (group ? `${group.routeBase}${id.slice(group.docIdPrefix.length + 1)}/` : undefined);
  };
  // A navbar link to a generated API sidebar leads to its first page, the group's info page.
  const groupRoute = (id: string) => {
    const group = apiGroups.find((g) => g.id === id);
    return group && (infoRouteOf(group, rootDir) ?? group.routeBase);
  };
  // A generated index's route, as routes/sidebars.ts gives it: its slug under the docs, else category/<label>.
  const generatedIndexRoute = (slug: string | undefined, label: string) => {
    const own = slug ? slug.replace(/\/+$/g, '') : new GithubSlugger().slug(label);
    return normaliseRoute(`${routeBase}${own.startsWith('/') ? own.slice(1) : `category/${own}`}/`);
  };
  // An autogenerated folder's _category_ file: where its category sorts, and what it links.
  const categoryOfFolder = (dir: string) => folderCategory(path.join(rootDir, contentDir), dir);
  const docRouteSet = new Set(docRoutes.map((d) => d.route));
  // The other docs instances, each built by a build of its own (docs-instances.ts): where their docs are, for links into them.
  const otherInstances = builtInstances.map((i) => {
    const base = instanceRouteBase(i.options);
    const numberPrefixes = i.options.numberPrefixParser === false || typeof i.options.numberPrefixParser === 'function' ? (i.options.numberPrefixParser as false | NumberPrefixParser) : true;
    return { ...i, routeBase: base, numberPrefixes, docRoutes: readDocRoutes(path.join(rootDir, str(i.options.path) ?? 'docs'), base, numberPrefixParserOf(numberPrefixes, 'docusaurus.config.js')), sidebars: instanceSidebars.get(i.id) };
  });
  /** A navbar doc or docSidebar item of another instance (its `docsPluginId`; none is the default instance): its route there. */
  const otherInstanceRoute = (it: Obj): string | undefined | false => {
    const id = str(it.docsPluginId) ?? 'default';
    if (id === currentInstance) return false;
    const other = otherInstances.find((i) => i.id === id);
    if (!other) return undefined;
    if (it.type === 'doc') return other.docRoutes.find((d) => d.id === it.docId)?.route;
    const items = other.sidebars?.[str(it.sidebarId) ?? ''] ?? (other.sidebars ? undefined : [{ type: 'autogenerated' as const, dirName: '.' }]);
    return items ? firstDocRoute(items, other.docRoutes) : undefined;
  };
  const sidebarOfDoc = (id: unknown) => {
    const listed = docRoutes.find((d) => d.id === id);
    return listed ? sidebarListing(sidebars, listed) : undefined;
  };
  const routes: LinkRoutes = { routeOfDoc, sidebarOfDoc, baseUrl: siteBaseUrl, isDocRoute: (route) => docRouteSet.has(route), addSlash: raw.trailingSlash === true, pageUrl: (route) => urlPathOf(route, { trailingSlash: raw.trailingSlash === true, pageFiles: 'folder', slashRoutes: raw.trailingSlash === undefined ? slashRoutesOf(docRoutes) : [] }) };
  // The classic preset's blog is on unless turned off; without a blog/ folder Docusaurus 3 still makes
  // its (empty) list page, Docusaurus 2 no blog at all.
  const hasClassic = arr(raw.presets).some((entry) => CLASSIC.test(String(Array.isArray(entry) ? entry[0] : entry)));
  const blogs = docusaurusBlogsOf(raw, hasClassic, preset, unsupported, packageVersion(rootDir, '@docusaurus/core')).filter((blog) => !blog.likeDocusaurus2 || fs.existsSync(path.join(rootDir, blog.dir ?? 'blog')));
  const title = str(raw.title) ?? 'Docs';

  // The version's main doc, as Docusaurus picks it: the one at the docs' root, else the first of the first sidebar.
  const firstRoute = firstDocRoute(Object.values(sidebars)[0] ?? [], docRoutes, groupRoute, generatedIndexRoute, categoryOfFolder);
  const mainDoc = docRoutes.find((d) => d.route === routeBase) ?? docRoutes.find((d) => d.route === firstRoute) ?? (firstRoute ? { id: undefined, route: firstRoute } : docRoutes[0]);
  const navbar = obj(theme.navbar);
  /**
   * A navbar `doc` or `docSidebar` item (in the bar or a dropdown) as a link: into this build's docs,
   * active on the pages of its sidebar, or into another instance's (its `docsPluginId`, none for the
   * default one), active under that instance's route unless that route holds this build's docs too
   * (an instance at the site's root). Undefined, and named, when the doc or sidebar does not exist.
   */
  const docItemLink = (it: Obj, at: string): Link | undefined => {
    const label = str(it.label) || title;
    // An `href` wins over the doc or sidebar, as Docusaurus' link takes it (and it is active only as a link).
    if (str(it.href)) return linkOf({ label, href: it.href }, routes)[0];
    const what = it.type === 'doc' ? `the doc "${String(it.docId)}"` : `the sidebar "${String(it.sidebarId)}"`;
    const elsewhere = otherInstanceRoute(it);
    if (elsewhere !== false) {
      const other = otherInstances.find((o) => o.id === (str(it.docsPluginId) ?? 'default'));
      if (!elsewhere || !other) {
        unsupported.push(`${at} (${what} of the docs instance "${str(it.docsPluginId) ?? 'default'}" does not exist)`);
        return undefined;
      }
      // Its URL keeps the slash that instance's own pages keep (an index doc's, "/community/").
      const to = urlPathOf(elsewhere, { trailingSlash: raw.trailingSlash === true, pageFiles: 'folder', slashRoutes: raw.trailingSlash === undefined ? slashRoutesOf(other.docRoutes) : [] });
      return { label, to, ...(routeBase.startsWith(other.routeBase) ? {} : { activeBasePath: other.routeBase }) };
    }
    const route = it.type === 'doc' ? routeOfDoc(it.docId) : firstDocRoute(sidebars[str(it.sidebarId) ?? ''] ?? [], docRoutes, groupRoute, generatedIndexRoute, categoryOfFolder);
    if (!route) {
      unsupported.push(`${at} (${what} does not exist)`);
      return undefined;
    }
    const sidebarId = it.type === 'docSidebar' ? str(it.sidebarId) : sidebarOfDoc(it.docId);
    return { label, to: routes.pageUrl(route), ...(sidebarId ? { activeSidebar: sidebarId } : {}) };
  };
  /** A version or locale dropdown's own links before and after its entries (`dropdownItemsBefore`, `dropdownItemsAfter`). */
  const aroundLinks = (it: Obj) => ({ before: arr(it.dropdownItemsBefore).flatMap((sub) => linkOf(obj(sub), routes)), after: arr(it.dropdownItemsAfter).flatMap((sub) => linkOf(obj(sub), routes)) });
  // Docusaurus 2's alphas named the items `links`; later releases refuse the old name. Read, and named.
  if (navbar.items === undefined && Array.isArray(navbar.links)) unsupported.push('themeConfig.navbar.links (the old name of navbar.items, which Docusaurus 2 and 3 refuse: read as the items; rename it items)');
  const navItems = arr(navbar.items ?? navbar.links).flatMap((item, i): NonNullable<SiteConfigInput['navbar']['items']> => {
    const it = obj(item);
    const label = str(it.label) ?? '';
    const position = it.position === 'right' ? 'right' : 'left';
    // An item with `items` and no type is a dropdown, as Docusaurus takes it.
    const type = str(it.type) ?? (Array.isArray(it.items) ? 'dropdown' : 'default');
    if (type === 'docSidebar' || type === 'doc') {
      const link = docItemLink(it, `themeConfig.navbar.items[${i}]`);
      return link ? [{ ...link, position }] : [];
    }
    if (type === 'dropdown') {
      // A dropdown holds links only: an entry of the site's own HTML is named.
      arr(it.items).forEach((sub, j) => obj(sub).type === 'html' && unsupported.push(`themeConfig.navbar.items[${i}].items[${j}] (type "html" in a dropdown: docsgen's dropdowns hold links)`));
      const items = arr(it.items)
        .flatMap((sub, j): Link[] => {
          const entry = obj(sub);
          if (entry.type !== 'doc' && entry.type !== 'docSidebar') return linkOf(entry, routes);
          const link = docItemLink(entry, `themeConfig.navbar.items[${i}].items[${j}]`);
          return link ? [link] : [];
        })
        ;
      return items.length ? [{ type: 'dropdown', label, position, items }] : [];
    }
    // The versions of another docs instance (its `docsPluginId`, none for the default one): a link to
    // that instance's main doc, labelled with its version's label, active under its route.
    const versionsOf = str(it.docsPluginId) ?? 'default';
    if ((type === 'docsVersion' || type === 'docsVersionDropdown') && versionsOf !== currentInstance) {
      const other = otherInstances.find((o) => o.id === versionsOf);
      const main = other && (other.docRoutes.find((d) => d.route === other.routeBase) ?? other.docRoutes.find((d) => d.route === otherInstanceRoute({ type: 'docSidebar', docsPluginId: versionsOf, sidebarId: Object.keys(other.sidebars ?? {})[0] })) ?? other.docRoutes[0]);
      if (!other || !main) {
        unsupported.push(`themeConfig.navbar.items[${i}] (the versions of the docs instance "${versionsOf}": it has no docs docsgen builds)`);
        return [];
      }
      const otherVersions = docsVersionsOf(other.options, rootDir);
      const labels = localeFiles.otherVersionLabels[versionsOf] ?? {};
      const latest = otherVersions.find((v) => v.latest);
      const otherLabel = (type === 'docsVersion' && label) || (latest ? (labels[latest.name] ?? latest.label) : (labels.current ?? str(obj(obj(other.options.versions).current).label) ?? 'Next'));
      const active = routeBase.startsWith(other.routeBase) ? {} : { activeBasePath: other.routeBase };
      // Its dropdown, as Docusaurus draws it outside the instance: each version's main doc.
      if (type === 'docsVersionDropdown' && otherVersions.length > 1) {
        const versionItems = otherVersions.flatMap((v) => {
          const base = normaliseRoute(`${other.routeBase}${v.path}/`);
          const own = readDocRoutes(path.join(rootDir, v.folder), base, numberPrefixParserOf(other.numberPrefixes, 'docusaurus.config.js'));
          const versionMain = own.find((d) => d.route === base) ?? own.find((d) => d.id === main.id) ?? own[0];
          return versionMain ? [{ label: labels[v.name] ?? v.label, to: routes.pageUrl(versionMain.route) }] : [];
        });
        const { before, after } = aroundLinks(it);
        return [{ type: 'dropdown', label: otherLabel, position, items: [...before, ...versionItems, ...after] }];
      }
      return [{ label: otherLabel, to: routes.pageUrl(main.route), position, ...active }];
    }
    // The docs' one version (a site without others: Docusaurus draws its dropdown as a link), labelled with the version's label.
    // The versions' dropdown: each version's copy of the page (docsgen's `versions` item).
    if (type === 'docsVersionDropdown' && version && version.versions.length > 1) return [{ type: 'versions', position, ...aroundLinks(it) }];
    if (type === 'docsVersion' || type === 'docsVersionDropdown') {
      const to = mainDoc && routes.pageUrl(mainDoc.route);
      const versionLabel = localeFiles.versionLabel ?? version?.label ?? str(obj(obj(docs?.versions).current).label) ?? 'Next';
      const sidebarId = it.dropdownActiveClassDisabled === true ? undefined : Object.keys(sidebars)[0];
      if (!to) return [];
      // dropdownActiveClassDisabled: never marked, as Docusaurus' `isActive={() => false}` (its link to the docs' root would match every page of a site under a base URL).
      const own = { label: (type === 'docsVersion' && label) || versionLabel, to, position: position as 'left' | 'right', ...(sidebarId ? { activeSidebar: sidebarId } : { activeBaseRegex: NEVER_ACTIVE }) };
      // The dropdown's own links around the version (`dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }]`) keep it a dropdown.
      const { before, after } = aroundLinks(it);
      if (type === 'docsVersionDropdown' && before.length + after.length > 0) return [{ type: 'dropdown', label: versionLabel, position, items: [...before, { label: versionLabel, to }, ...after] }];
      return [own];
    }
    if (type === 'search') return [];
    // The locales' dropdown: the page in each locale (none with one locale, as Docusaurus draws none).
    if (type === 'localeDropdown') return locales.length > 1 ? [{ type: 'locales', position, ...aroundLinks(it) }] : [];
    if (type === 'html') return str(it.value) ? [{ type: 'html', value: str(it.value)!, position, ...(str(it.className) ? { className: str(it.className) } : {}) }] : [];
    if (type !== 'default') {
      unsupported.push(`themeConfig.navbar.items[${i}] (type "${type}")`);
      return [];
    }
    // An icon link (`className: 'header-github-link'`, no label): the site's CSS draws it. Its name for
    // screen readers is its aria-label, else the host it leads to.
    const ariaLabel = str(it['aria-label']);
    const className = str(it.className);
    // A link whose content is the site's HTML (an icon's SVG): shown as written, its label only a name.
    const html = str(it.html);
    if (html) {
      const link = linkOf({ ...it, label: str(it.label) ?? ariaLabel ?? hostOf(str(it.href) ?? str(it.to)) ?? 'link' }, routes)[0];
      return link ? [{ ...link, position, html, ...(className ? { className } : {}), ...(ariaLabel ? { ariaLabel } : {}), icon: 'none' }] : [];
    }
    const hiddenLabel = it.label === undefined ? (ariaLabel ?? (className ? hostOf(str(it.href) ?? str(it.to)) : undefined)) : undefined;
    const link = linkOf(hiddenLabel ? { ...it, label: hiddenLabel } : it, routes)[0];
    if (!link) return [];
    return [{ ...link, position, ...(className ? { className } : {}), ...(ariaLabel ? { ariaLabel } : {}), ...(hiddenLabel ? { labelHidden: true } : {}), icon: ('icon' in link ? link.icon : undefined) ?? 'external' }];
  });

  const footer = obj(theme.footer);
  const footerLinks = arr(footer.links);
  const groups = footerLinks.some((l) => 'items' in obj(l)) ? footerLinks.map(obj) : [{ title: '', items: footerLinks }];
  const config: SiteConfigInput = {
    title,
    tagline: str(raw.tagline) ?? '',
    ...(str(raw.titleDelimiter) ? { titleDelimiter: str(raw.titleDelimiter) } : {}),
    ...(docusaurusMajor(rootDir) === 2 ? { repeatSiteTitle: true } : {}),
    ...(raw.noIndex === true ? { noIndex: true } : {}),
    ...(raw.baseUrlIssueBanner === false ? { baseUrlBanner: false } : {}),
    ...customFieldsOf(raw.customFields, unsupported),
    // The config's other plain values, as a page reads them from siteConfig (organizationName, projectName…).
    // Its themeConfig too (translated), as a component reads `siteConfig.themeConfig.navbar.title`.
    siteFields: { ...Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]))), themeConfig: jsonOf(theme) ?? {} },
    url: siteOrigin(str(raw.url), unsupported),
    baseUrl,
    ...(str(raw.favicon) ? { favicon: `/${str(raw.favicon)!.replace(/^\/+/, '')}` } : {}),
    product: { name: title, slug: productSlugOf(str(raw.projectName) ?? title) },
    version: siteVersion(rootDir),
    contentDir,
    docsRouteBase: routeBase,
    docTags: docTagsOf(docs),
    ...(typeof docs?.editUrl === 'string' ? { editUrl: docs.editUrl.replace(/\/+$/, '') } : {}),
    // A logo without alt beside the navbar's title is decorative (alt ""), as Docusaurus draws it; alone, the site's title.
    navbar: { title: str(navbar.title) ?? '', items: navItems, ...logoOf(obj(navbar.logo), str(navbar.title) ? '' : title), ...brandHrefOf(str(obj(navbar.logo).href), siteBaseUrl), ...(navbar.style === 'dark' || navbar.style === 'primary' ? { style: navbar.style } : {}), ...(navbar.hideOnScroll === true ? { hideOnScroll: true } : {}) },
    footer: {
      // An html item (a badge, a button) is the site's own markup, drawn as written.
      links: groups.map((g, i) => ({ title: str(g.title) ?? '', items: arr(g.items).flatMap((l): Array<Link | { html: string }> => (str(obj(l).html) ? [{ html: str(obj(l).html)! }] : linkOf(obj(l), routes))) })).filter((g) => g.items.length),
      copyright: str(footer.copyright) ?? '',
      ...footerLogoOf(obj(footer.logo)),
      // Docusaurus' footer is light unless the repo says dark (the templates do).
      style: footer.style === 'dark' ? 'dark' : 'light',
      // Docusaurus draws the footer the config gives, even with nothing in it.
      ...(isObj(theme.footer) ? { showEmpty: true } : {}),
    },
    sidebars,
    staticDirectories: arr(raw.staticDirectories).map(String).filter(Boolean).length ? arr(raw.staticDirectories).map(String) : ['static'],
    customCss: customCssOf(preset, raw, rootDir, unsupported),
  };
  const indentedCode = indentedCodeOf(docusaurusMajor(rootDir), obj(raw.markdown).format);
  if (indentedCode) config.markdown = { ...config.markdown, indentedCode };
  // Docusaurus 3 reads every .md as MDX: Markdown between HTML tags is read there too.
  if (indentedCode === 'nowhere') config.markdown = { ...config.markdown, htmlBlocks: 'mdx' };
  // A doc's leading heading titles its page as Docusaurus reads it from the source (`The **beam** API`).
  config.markdown = { ...config.markdown, headingTitles: 'as-written' };
  if (isObj(theme.announcementBar)) {
    const bar = obj(theme.announcementBar);
    config.announcementBar = { id: str(bar.id) ?? 'announcement', content: str(bar.content) ?? '', isCloseable: bar.isCloseable !== false, ...(str(bar.backgroundColor) ? { backgroundColor: str(bar.backgroundColor) } : {}), ...(str(bar.textColor) ? { textColor: str(bar.textColor) } : {}) };
  }
  const colorMode = obj(theme.colorMode);
  // A key Docusaurus does not know fails its build ("not allowed"): named here, the rest followed.
  const unknownModeKeys = Object.keys(colorMode).filter((key) => !['defaultMode', 'disableSwitch', 'respectPrefersColorScheme', 'switchConfig'].includes(key));
  if (unknownModeKeys.length) unsupported.push(`themeConfig.colorMode.${unknownModeKeys.join(', themeConfig.colorMode.')} (not a Docusaurus option, which Docusaurus refuses: its keys are defaultMode, disableSwitch and respectPrefersColorScheme)`);
  config.colorMode = { ...(colorMode.defaultMode === 'dark' ? { defaultMode: 'dark' } : {}), respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true, disableSwitch: colorMode.disableSwitch === true };
  const toc = obj(theme.tableOfContents);
  if (typeof toc.minHeadingLevel === 'number' || typeof toc.maxHeadingLevel === 'number') config.tableOfContents = { ...(typeof toc.minHeadingLevel === 'number' ? { minHeadingLevel: toc.minHeadingLevel } : {}), ...(typeof toc.maxHeadingLevel === 'number' ? { maxHeadingLevel: toc.maxHeadingLevel } : {}) };
  const algolia = obj(theme.algolia);
  if (str(algolia.appId) && str(algolia.apiKey) && str(algolia.indexName)) config.search = { hosted: { appId: str(algolia.appId)!, apiKey: str(algolia.apiKey)!, indexName: str(algolia.indexName)! } };
  // The preset's gtag, or the gtag plugin's own entry, or (Docusaurus 2's alphas and first betas) themeConfig's.
  const gtagPlugin = pluginOptionsOf(raw, '@docusaurus/plugin-google-gtag');
  const gtag = isObj(preset.gtag) ? preset.gtag : Object.keys(gtagPlugin).length ? gtagPlugin : obj(theme.gtag);
  const trackingId = Array.isArray(gtag.trackingID) ? str(gtag.trackingID[0]) : str(gtag.trackingID);
  // The gtag plugin's anonymizeIP is off unless set (docsgen's own default for site.config.ts is on).
  if (trackingId) config.analytics = { gtag: { trackingId, anonymizeIP: gtag.anonymizeIP === true } };
  // The preset's googleTagManager (and the plugin's own entry): its container loads on every page.
  const containerId = str(obj(preset.googleTagManager).containerId) ?? str(obj(pluginOptionsOf(raw, '@docusaurus/plugin-google-tag-manager')).containerId);
  if (containerId && /^GTM-[A-Z0-9]+$/.test(containerId)) config.analytics = { ...config.analytics, googleTagManager: { containerId } };
  if (isObj(preset.googleAnalytics)) unsupported.push('presets.classic.googleAnalytics (Universal Analytics is retired; use gtag)');
  // Each as Docusaurus writes it: a string a plain <script src>, an object with its own attributes (defer, async, type…).
  config.scripts = arr(raw.scripts).flatMap((s, i) => externalAsset(s, 'src', `scripts[${i}]`, unsupported, true).map(({ url }) => scriptOf(url, obj(s))));
  // Subresource integrity as the config gives it (a CDN's KaTeX stylesheet with its hash).
  config.stylesheets = arr(raw.stylesheets).flatMap((s, i) => externalAsset(s, 'href', `stylesheets[${i}]`, unsupported, true).map((asset) => ({ href: asset.url, ...integrityOf(obj(s)) })));
  const notBuilt: string[] = [];
  // A docs instance holding only an API group's generated docs is built: as that group (api-docs-instance.ts).
  const apiInstances = apiInstanceIndexes;
  const createRedirects: Array<(path: string) => unknown> = [];
  config.redirects = pluginRedirects(raw, main.plugin, unsupported, notBuilt, ownPlugins, apiInstances, createRedirects);
  if (otherInstances.length) {
    config.otherDocs = otherInstances.map((o) => ({ id: o.id, routeBase: o.routeBase }));
    config.builtElsewhere = [...config.builtElsewhere ?? [], ...otherInstances.map((o) => o.routeBase)];
  }
  // Each client-redirects plugin's createRedirects, their paths together.
  if (createRedirects.length) config.createRedirects = (existing: string) => createRedirects.flatMap((make) => [make(existing)].flat());
  config.codeThemes = codeThemesOf(obj(theme.prism), unsupported);
  // Code is coloured in the grammars the repo's Prism has: its Docusaurus' set and additionalLanguages
  // (bash is plain under Docusaurus 3 unless added). Those docsgen lacks come from refractor's set of
  // every Prism grammar; one it does not have stays plain.
  const languages = arr(obj(theme.prism).additionalLanguages).map(String);
  const known = languages.filter((name) => ownsGrammar(name) || (PRISM_GRAMMAR.test(name) && hasPrismGrammar(name)));
  config.codeLanguages = [...new Set([...(docusaurusMajor(rootDir) === 2 ? DOCUSAURUS_2_GRAMMARS : DOCUSAURUS_3_GRAMMARS), ...known])];
  config.codeLanguagesOnly = true;
  const unknown = languages.filter((name) => !known.includes(name));
  if (unknown.length) unsupported.push(`themeConfig.prism.additionalLanguages ${unknown.join(', ')} (no such Prism grammar: shown without highlighting)`);
  const defaultLanguage = str(obj(theme.prism).defaultLanguage);
  if (defaultLanguage && /^[\w+#-]+$/.test(defaultLanguage)) config.markdown = { ...config.markdown, defaultCodeLanguage: defaultLanguage };
  const magicComments = siteMagicComments(obj(theme.prism).magicComments);
  if (magicComments.length) config.markdown = { ...config.markdown, magicComments };
  const image = str(theme.image);
  if (image) config.seo = { image: /^https?:\/\//.test(image) ? image : `${config.url}${baseUrl}${image.replace(/^\/+/, '')}` };
  // Docusaurus' categories start collapsed unless told otherwise; not collapsible, they are all open.
  // A folder without a label is named as it is (number prefix stripped), not title-cased.
  // Docusaurus 2's first releases read `themeConfig.sidebarCollapsible`; later ones the docs' own.
  const collapsible = docs?.sidebarCollapsible !== false && obj(theme).sidebarCollapsible !== false;
  config.sidebarCategories = { collapsed: collapsible && docs?.sidebarCollapsed !== false, ...(collapsible ? {} : { collapsible: false }), folderLabel: 'folder-name', ...(obj(obj(theme.docs).sidebar).autoCollapseCategories === true ? { autoCollapse: true } : {}), ...(obj(obj(theme.docs).sidebar).hideable === true ? { hideable: true } : {}) };
  if (docs) unsupported.push(...docsOptionsSkipped(docs, main.plugin === undefined ? 'presets.classic.docs' : `plugins[${main.plugin}]`));
  if (docs?.breadcrumbs === false) config.breadcrumbs = false;
  config.cardIcons = docusaurusMajor(rootDir) === 2 ? 'spaced' : true;
  if (prefixSetting !== undefined) config.numberPrefixParser = prefixSetting;
  const ownAdmonitions = docs?.admonitions === undefined ? undefined : admonitionsOf(docs.admonitions, main.plugin === undefined ? 'presets.classic.docs.admonitions' : `plugins[${main.plugin}].admonitions`, unsupported);
  // `:::tip Title` is MDX 1's form, read by Docusaurus 3 unless mdx1Compat says not (future.v4 does).
  const future = obj(raw.future);
  const v4 = future.v4 === true || obj(future.v4).mdx1CompatDisabledByDefault === true;
  // future.v4 puts Infima and the theme in cascade layers: the site's CSS wins whatever its selectors' weight.
  if (future.v4 === true || obj(future.v4).useCssCascadeLayers === true) config.cssCascadeLayers = true;
  // Docusaurus 3.10's own source of last-update dates and authors: docsgen reads them from git.
  if (future.experimental_vcs !== undefined && future.experimental_vcs !== false) unsupported.push('future.experimental_vcs (docsgen takes last-update dates and authors from git, or a doc\'s last_update front matter)');
  // What the repo's Markdown options would change that docsgen does not do.
  const markdownOptions = obj(raw.markdown);
  if (typeof markdownOptions.preprocessor === 'function') unsupported.push('markdown.preprocessor (a function over each file\'s text: not run; docs are read as written)');
  if (obj(markdownOptions.anchors).maintainCase === true) unsupported.push('markdown.anchors.maintainCase (heading ids are lower case)');
  const mdx1Titles = obj(markdownOptions.mdx1Compat).admonitions;
  const mdx1Comments = obj(markdownOptions.mdx1Compat).comments;
  if (typeof mdx1Comments === 'boolean' ? !mdx1Comments : v4) config.markdown = { ...config.markdown, htmlComments: 'docusaurus-refuses' };
  const titleAfterName = typeof mdx1Titles === 'boolean' ? mdx1Titles : !v4;
  // Docusaurus' MDX loader turns `:tada:` shortcodes into emoji in every doc (remark-emoji).
  config.markdown = { ...config.markdown, emoji: true };
  // Docusaurus 2 titles `:::important` with its look ("info"), Docusaurus 3 with its own name.
  const aliasTitles = docusaurusMajor(rootDir) === 2 ? 'look' : 'name';
  // A keyword of the site's own is drawn by Docusaurus' Info component, titled as info, unless the
  // site's swizzled admonition types give it a component of its own (titled by its name, as those are).
  const keywordTitles = ownAdmonitionTypes(rootDir) ? 'name' : 'look';
  if (ownAdmonitions || !titleAfterName || aliasTitles === 'look') config.markdown = { ...config.markdown, admonitions: { ...(ownAdmonitions ?? { keywords: [], extendDefaults: true }), titleAfterName, aliasTitles, keywordTitles } };
  if (docs?.showLastUpdateTime === true || docs?.showLastUpdateAuthor === true) config.showLastUpdate = { time: docs.showLastUpdateTime === true, author: docs.showLastUpdateAuthor === true };
  const docsOptions = obj(obj(theme.docs).sidebar);
  // Unset, Docusaurus links to "/x" and writes "x/index.html"; false writes "x.html".
  if (raw.trailingSlash !== true) {
    config.trailingSlash = false;
    config.pageFiles = raw.trailingSlash === false ? 'html' : 'folder';
    const slashRoutes = raw.trailingSlash === false ? [] : slashRoutesOf(docRoutes);
    if (slashRoutes.length) config.slashRoutes = slashRoutes;
  }
  if (locales.length > 1) config.siteLocales = locales.map((l) => ({ ...l, current: l.code === (localeCode ?? 'en') }));
  // The theme's words: docsgen's in the site's language, the repo's own code.json over them.
  const own = codeJsonLabels(rootDir, localeFolder);
  // The sidebars' words and the docs' localized copies (the navbar's and footer's are in `theme`).
  if (Object.keys(localeFiles.sidebarLabels).length) config.sidebarLabels = localeFiles.sidebarLabels;
  if (localeFiles.localizedDocsDir) config.localizedDocs = { dir: localeFiles.localizedDocsDir, editLocalized: docs?.editLocalizedFiles === true };
  if (localeFiles.localizedPagesDir) config.localizedPages = localeFiles.localizedPagesDir;
  unsupported.push(...i18nSkipped);
  // Docusaurus 2 counts a category's items in English without plural forms ("1 items"), and words
  // its blog's pagers and "Read More" in Title Case.
  const docusaurus2English = config.cardIcons === 'spaced' && /^en\b/i.test(localeCode ?? 'en');
  const itemsWord = docusaurus2English
    ? Object.fromEntries(Object.entries({ items: '{count} items', ...DOCUSAURUS_2_BLOG_WORDS }).filter(([key]) => !(key in own.labels)))
    : {};
  if (Object.keys(own.labels).length || Object.keys(itemsWord).length) config.labels = { ...itemsWord, ...own.labels };
  if (Object.keys(own.translations).length) config.translations = own.translations;
  if (localeCode) {
    config.locale = localeOf(obj(raw.i18n), localeCode);
    const englishWords = hasThemeLabels(localeCode) ? undefined : englishThemeWords(localeCode, own);
    if (englishWords) unsupported.push(englishWords);
  }
  // Without versions.json, the docs options may still name versions (a lastVersion, a version's options) other than the current docs.
  const namesOtherVersions = Boolean(docs && (Object.keys(obj(docs.versions)).some((name) => name !== 'current') || (typeof docs.lastVersion === 'string' && docs.lastVersion !== 'current')));
  if (version) {
    config.docsVersion = { name: version.name, label: localeFiles.versionLabel ?? version.label, pluginId: currentInstance, badge: version.badge, banner: version.banner, ...(mainDoc?.id ? { mainDocId: mainDoc.id } : {}) };
    config.docsVersions = version.versions.map((v) => {
      const base = v.path ? `${docsRoot}${v.path}/` : docsRoot;
      const own = v.name === version.name ? docRoutes : readDocRoutes(path.join(rootDir, v.folder), base, numberPrefixParserOf(prefixSetting ?? true, 'docusaurus.config.js'));
      // Links into another version (its banner's, the versions menu's) keep the slash its docs' URLs keep.
      if (v.name !== version.name && raw.trailingSlash === undefined) {
        const slashRoutes = slashRoutesOf(own);
        if (slashRoutes.length) config.slashRoutes = [...(config.slashRoutes ?? []), ...slashRoutes];
      }
      const ownSidebars = v.name === version.name ? sidebars : (versionSidebarFiles.get(v.name) ?? versionSidebars(rootDir, v.sidebarPath));
      // Its main doc, as Docusaurus picks each version's: the one at its root, else the first doc of its own first sidebar, else its first.
      const main = v.name === version.name ? mainDoc : (own.find((d) => d.route === base) ?? own.find((d) => d.route === firstDocRoute(Object.values(ownSidebars)[0] ?? [], own)) ?? own[0]);
      // Its generated index pages too, by slug ("/category/guide"), as Docusaurus keys them across versions.
      const indexSlugs = generatedIndexSlugs(ownSidebars, path.join(rootDir, v.folder));
      const indexRoutes = indexSlugs.map((slug) => [slug, normaliseRoute(`${base}${slug.slice(1)}/`)]);
      return { name: v.name, label: localeFiles.versionLabels[v.name] ?? v.label, base, route: main?.route ?? base, docRoutes: Object.fromEntries([...own.map((d) => [d.id, d.route]), ...indexRoutes]), current: v.name === version.name, latest: v.latest };
    });
    // The other versions are built beside this one: a link into one is theirs to check.
    config.builtElsewhere = [...config.builtElsewhere ?? [], ...version.versions.filter((v) => v.name !== version.name).map((v) => (v.path ? `${docsRoot}${v.path}/` : docsRoot))];
  } else {
    const label = localeFiles.versionLabel ?? str(obj(obj(docs?.versions).current).label);
    config.docsVersion = { name: 'current', pluginId: currentInstance, ...(label !== undefined ? { label } : {}), ...(mainDoc?.id ? { mainDocId: mainDoc.id } : {}) };
    if (namesOtherVersions) unsupported.push('docs versions (only the current docs are built)');
  }
  // Where the parts docsgen does not build are served: a broken link into them is only a warning.
  const unbuilt: string[] = [];
  const knownRoutes = notBuilt.length === 0;
  // The other locales are built beside this one, each alone: a link into one is not checked here.
  const otherLocales = localePath ? [] : locales.filter((l) => l.path).map((l) => `/${l.path}/`);
  if (otherLocales.length) config.builtElsewhere = [...config.builtElsewhere ?? [], ...otherLocales];
  if (!version && namesOtherVersions) notBuilt.push('other docs versions');
  const routesKnown = knownRoutes && (version !== undefined || !namesOtherVersions);
  config.onBrokenLinks = brokenLinksSetting(raw.onBrokenLinks, routesKnown ? [] : notBuilt, unsupported);
  // Docusaurus' default for duplicate routes is 'warn': the build goes on.
  config.onDuplicateRoutes = raw.onDuplicateRoutes === 'throw' || raw.onDuplicateRoutes === 'ignore' || raw.onDuplicateRoutes === 'log' ? raw.onDuplicateRoutes : 'warn';
  // Docusaurus' default for anchors is 'warn'.
  if (raw.onBrokenAnchors === 'throw' || raw.onBrokenAnchors === 'ignore' || raw.onBrokenAnchors === 'log') config.onBrokenAnchors = raw.onBrokenAnchors;
  if (unbuilt.length) config.unbuiltRoutes = unbuilt;
  // Another locale's blogs: their translated posts and words, where it has them.
  const localized = blogs.map((blog) => {
    const own = localeFiles.localizedBlogs[blog.id ?? 'default'];
    return own ? { ...blog, ...(own.dir ? { localizedDir: own.dir } : {}), ...own.words } : blog;
  });
  if (localized.length) [config.blog, ...config.otherBlogs] = localized;
  // Docusaurus 3.9 moved it under markdown.hooks; 'warn' unless set.
  const markdownLinks = raw.onBrokenMarkdownLinks ?? obj(obj(raw.markdown).hooks).onBrokenMarkdownLinks;
  if (markdownLinks === 'ignore' || markdownLinks === 'log' || markdownLinks === 'throw') config.onBrokenMarkdownLinks = markdownLinks;
  // editCurrentVersion: an older version's doc is edited in the current docs (docs/<path>), as Docusaurus links it.
  const currentFolder = version?.versions.find((v) => v.name === 'current')?.folder;
  if (typeof docs?.editUrl === 'string' && docs.editCurrentVersion === true && version && version.name !== 'current' && currentFolder) {
    const base = docs.editUrl.replace(/\/+$/, '');
    config.editUrls = Object.fromEntries(docRoutes.map((d) => [`${contentDir}/${d.contentPath}`, `${base}/${currentFolder.replace(/^\.\//, '')}/${d.contentPath}`]));
  }
  if (typeof docs?.editUrl === 'function') config.editUrls = editUrlsOf(docs.editUrl as EditUrlFunction, { contentDir, docRoutes, version: version?.name ?? 'current', locale: localeCode ?? 'en', permalink: (route) => baseUrl.replace(/\/$/, '') + routes.pageUrl(route) }, unsupported);
  const mdxComponents = swizzledMdxComponents(rootDir);
  if (mdxComponents) config.mdxComponents = mdxComponents;
  const elements = mdxComponents ? replacedElements(path.join(rootDir, mdxComponents)) : [];
  if (elements.length) unsupported.push(`${mdxComponents}: its replacements of HTML elements (${elements.join(', ')}) are not used (docsgen draws those elements itself; its capitalized components are used)`);
  const swizzled = swizzledComponents(rootDir);
  if (swizzled.length) unsupported.push(`swizzled components in src/theme/: ${swizzled.join(', ')} (docsgen uses its own theme${mdxComponents ? '; MDXComponents is read: its components reach every MDX doc' : ''})`);
  const namespace = storageNamespaceOf(raw, unsupported);
  if (namespace) config.storageNamespace = namespace;
  const sitemap = sitemapOf(raw, preset, unsupported);
  if (sitemap !== undefined) config.sitemap = sitemap;
  const pagesDir = pagesFolderOf(raw, preset, unsupported);
  if (pagesDir && fs.existsSync(path.join(rootDir, pagesDir))) config.pagesDir = pagesDir;
  const exclude = [...(Array.isArray(docs?.exclude) ? docs.exclude.map(String) : []), ...generatedDocPatterns(apiGroups)];
  if (exclude.length) config.contentExclude = exclude;
  const include = arr(docs?.include).map(String).filter(Boolean);
  if (include.length && !(include.length === 1 && include[0] === '**/*.{md,mdx}')) config.contentInclude = include;
  if (apiGroups.length) config.api = { ...apiConfig(apiGroups, sidebars), samples: samplesOfLanguageTabs(theme.languageTabs, unsupported, packageVersion(rootDir, 'docusaurus-theme-openapi-docs')), customSamples: 'merge' };
  arr(raw.themes).forEach((entry, i) => {
    const name = String(Array.isArray(entry) ? entry[0] : entry);
    if (/theme-mermaid/.test(name)) {
      // Diagrams drawn by the repo's own mermaid (a dependency of the theme), as the theme does.
      if (obj(raw.markdown).mermaid !== true) return;
      if (resolvesFrom(rootDir, 'mermaid/package.json')) config.markdown = { ...config.markdown, mermaid: true, ...mermaidThemesOf(obj(theme)) };
      else unsupported.push(`themes[${i}] (${name}: mermaid diagrams are shown as code, as the repo's node_modules has no mermaid package: npm install)`);
      return;
    }
    const skipped = themeSkipped(name);
    if (skipped) unsupported.push(`themes[${i}] (${skipped})`);
    // docsgen's own search stands for a local search theme; what it does beyond finding the page is named.
    if (/search-local/.test(name) && Array.isArray(entry) && obj(entry[1]).highlightSearchTermsOnTargetPage === true) {
      unsupported.push(`themes[${i}] (${name}: highlightSearchTermsOnTargetPage: docsgen's search does not mark the words on the page it opens)`);
    }
  });
  if (arr(raw.clientModules).length) unsupported.push('clientModules');
  // The page shell is docsgen's own: a repo's own HTML template for it is not used.
  if (typeof raw.ssrTemplate === 'string') unsupported.push('ssrTemplate (docsgen writes its own page shell)');
  // themeConfig.metadata: meta tags of every page (a `twitter:card` of the site's own replaces docsgen's).
  const headTags = [...metadataTagsOf(arr(theme.metadata)), ...headTagsOf(arr(raw.headTags), unsupported)];
  if (headTags.length) config.headTags = headTags;
  return { config, sidebarPath: docs?.sidebarPath === false ? undefined : str(docs?.sidebarPath), unsupported };
}

/**
 * For a language docsgen has no theme words of, which words stay English: all of them without a
 * code.json, else those whose keys the file lacks (named by key, so the team can add them there).
 * Undefined when the file gives every key docsgen reads.
 */
function englishThemeWords(localeCode: string, own: CodeJsonWords): string | undefined {
  const where = `i18n/${localeCode}/code.json`;
  const intro = `i18n.defaultLocale "${localeCode}": docsgen has no words of this language for its theme`;
  if (!Object.keys(own.labels).length) return `${intro}, so "On this page", "Previous", "Next", … are in English (give them in ${where}, as for Docusaurus)`;
  if (!own.missingKeys.length) return undefined;
  return `${intro}, and ${where} gives only some, so the words of these keys stay in English (give them there, as for Docusaurus):${linesOf(keyGroups(own.missingKeys))}`;
}

/** Keys of one prefix together: "theme.admonition.{tip, info}". */
function keyGroups(keys: string[]): string[] {
  const byPrefix = new Map<string, string[]>();
  for (const key of keys) {
    const dot = key.lastIndexOf('.');
    const prefix = key.slice(0, dot);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), key.slice(dot + 1)]);
  }
  return [...byPrefix].map(([prefix, names]) => (names.length === 1 ? `${prefix}.${names[0]}` : `${prefix}.{${names.join(', ')}}`));
}

/** Items on lines of their own under a warning's entry, a few to a line (the report shortens long lines). */
function linesOf(items: string[]): string {
  const lines: string[] = [];
  for (const item of items) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + item.length < 110) lines[last] += `, ${item}`;
    else lines.push(item);
  }
  return lines.map((line) => `\n        ${line}`).join('');
}

/**
 * The preset's `theme.customCss`. Sass files (docusaurus-plugin-sass) are compiled by the repo's own
 * `sass` package; without one installed they are left out, named in the warning.
 */
function customCssOf(preset: Obj, raw: Obj, rootDir: string, unsupported: string[]): string[] {
  // The classic theme's own entry among the themes takes the same option.
  const classicTheme = arr(raw.themes).find((entry) => Array.isArray(entry) && entry[0] === '@docusaurus/theme-classic');
  const listed = (given: unknown) => (Array.isArray(given) ? given : given === undefined ? [] : [given]).map(String);
  const files = [...listed(obj(preset.theme).customCss), ...listed(obj(Array.isArray(classicTheme) ? classicTheme[1] : undefined).customCss)];
  if (!files.some((f) => /\.s[ac]ss$/i.test(f)) || resolvesFrom(rootDir, 'sass')) return files;
  for (const f of files.filter((f) => /\.s[ac]ss$/i.test(f))) unsupported.push(`theme.customCss ${path.relative(rootDir, path.resolve(rootDir, f))} (Sass, and the repo's node_modules has no \`sass\` package to compile it: npm install)`);
  return files.filter((f) => !/\.s[ac]ss$/i.test(f));
}

function resolvesFrom(rootDir: string, name: string): boolean {
  try {
    createRequire(path.join(rootDir, 'package.json')).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a theme of the config adds that docsgen does not build, or undefined when docsgen renders
 * the same itself: the API pages of docusaurus-theme-openapi-docs, search (docsgen's own, or
 * themeConfig.algolia's DocSearch).
 */
function themeSkipped(name: string): string | undefined {
  // The classic theme is what docsgen's own draws (its customCss is read with the preset's).
  if (/docusaurus-theme-openapi-docs|theme-search-algolia|search-local|docusaurus-lunr-search|^@docusaurus\/theme-classic$/.test(name)) return undefined;
  if (/theme-live-codeblock/.test(name)) return `${name}: live code blocks are shown as code, not run`;
  return `${name}: its components and styles`;
}

/**
 * The API reference of docusaurus-plugin-openapi-docs' specs, with that plugin's URLs. Pages belong
 * to the sidebar that places their group (the repo's sidebars file requires the generated slice);
 * groups no sidebar places get a sidebar of their own, "api".
 */
function apiConfig(groups: OpenApiDocsGroup[], sidebars: Record<string, SidebarItemConfig[]>): NonNullable<SiteConfigInput['api']> {
  const placed = (items: SidebarItemConfig[]): boolean => items.some((item) => typeof item === 'object' && ((item.type === 'api' && item.group !== undefined) || (item.type === 'category' && placed(item.items))));
  let sidebar = Object.keys(sidebars).find((name) => placed(sidebars[name]));
  const unplaced = groups.filter((g) => !Object.values(sidebars).some((items) => JSON.stringify(items).includes(`"group":${JSON.stringify(g.id)}`)));
  if (unplaced.length) {
    // First among the sidebars: a page the repo's own sidebar lists by its doc id shows that sidebar,
    // as under Docusaurus, where this one does not exist (a page shows the last sidebar listing it).
    const own = { ...sidebars };
    for (const name of Object.keys(sidebars)) delete sidebars[name];
    sidebars.api = unplaced.length === groups.length ? [{ type: 'api' }] : unplaced.map((g) => ({ type: 'api', group: g.id }));
    Object.assign(sidebars, own);
    sidebar ??= 'api';
  }
  return {
    sidebar: sidebar ?? 'api',
    groups: groups.map((g) => ({
      id: g.id,
      spec: g.spec,
      routeBase: g.routeBase,
      tagLinks: g.tagLinks,
      ...(g.tagRouteBase ? { tagRouteBase: g.tagRouteBase } : {}),
      ...(g.collapsed !== undefined ? { collapsed: g.collapsed } : {}),
      ...(g.downloadLink === false ? { downloadLink: false } : {}),
      ...(g.downloadUrl ? { downloadUrl: g.downloadUrl } : {}),
      ...(g.schemas ? { schemas: true } : {}),
      ...(g.tagGroups ? { tagGroups: true } : {}),
    })),
    slugs: 'docusaurus-openapi',
  };
}

const PRISM_GRAMMAR = /^[a-z0-9-]+$/;

/**
 * The grammars Docusaurus 3 colours without additionalLanguages (prism-react-renderer 2's, but for
 * actionscript, coffeescript, flow and reason: rare in docs, and each would cost every build thread
 * the registering of all grammars).
 */
const DOCUSAURUS_3_GRAMMARS = ['markup', 'javascript', 'jsx', 'typescript', 'tsx', 'css', 'clike', 'c', 'cpp', 'objectivec', 'go', 'graphql', 'json', 'kotlin', 'markdown', 'python', 'rust', 'sql', 'swift', 'yaml'];
/** Docusaurus 2's (prism-react-renderer 1's): bash, diff and the style sheet languages, no kotlin, rust or swift. */
const DOCUSAURUS_2_GRAMMARS = ['markup', 'javascript', 'jsx', 'typescript', 'tsx', 'css', 'clike', 'c', 'cpp', 'objectivec', 'go', 'graphql', 'json', 'markdown', 'python', 'sql', 'yaml', 'bash', 'diff', 'git', 'handlebars', 'less', 'makefile', 'ocaml', 'reason', 'sass', 'scss', 'stylus', 'wasm', 'coffeescript'];

/** Whether refractor (Prism's grammars, which docsgen depends on) has this grammar. */
function hasPrismGrammar(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(`refractor/${name}`);
    return true;
  } catch {
    return false;
  }
}

/** The code colours: `prism.theme` (Docusaurus' default palenight), and `darkTheme` (the same unless set). */
function codeThemesOf(prism: Obj, unsupported: string[]): NonNullable<SiteConfigInput['codeThemes']> {
  const light = prism.theme === undefined ? 'palenight' : codeThemeOf(prism.theme, 'themeConfig.prism.theme', unsupported);
  const dark = prism.darkTheme === undefined ? light : codeThemeOf(prism.darkTheme, 'themeConfig.prism.darkTheme', unsupported);
  return { ...(light ? { light } : {}), ...(dark ? { dark } : {}) };
}

/** The navbar logo (`logo.src`, `srcDark`, `alt`: the navbar's title without one, as Docusaurus names it), as site paths of the static folder. */
function logoOf(logo: Obj, fallbackAlt: string): Pick<SiteConfigInput['navbar'], 'logo'> {
  const src = str(logo.src);
  // Docusaurus draws the title alone when the navbar has no logo.
  if (!src) return { logo: false };
  const look = {
    ...(typeof logo.width === 'number' || str(logo.width) ? { width: logo.width as number | string } : {}),
    ...(typeof logo.height === 'number' || str(logo.height) ? { height: logo.height as number | string } : {}),
    ...(str(logo.className) ? { className: str(logo.className) } : {}),
    ...(isObj(logo.style) ? { style: Object.fromEntries(Object.entries(logo.style).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number')) } : {}),
  };
  return { logo: { src: staticPath(src), ...(str(logo.srcDark) ? { srcDark: staticPath(str(logo.srcDark)!) } : {}), alt: typeof logo.alt === 'string' ? logo.alt : fallbackAlt, ...look } };
}

/** The options of a plugin the config lists by name (`['@docusaurus/plugin-google-tag-manager', { containerId }]`). */
function pluginOptionsOf(raw: Obj, name: string): Obj {
  const entry = arr(raw.plugins).find((p) => Array.isArray(p) && p[0] === name);
  return Array.isArray(entry) ? obj(entry[1]) : {};
}

/** Where `navbar.logo.href` sends the brand: a URL as written, a path of the site without its base URL (Docusaurus' useBaseUrl adds it). */
function brandHrefOf(href: string | undefined, baseUrl: string): Pick<SiteConfigInput['navbar'], 'brandHref'> {
  if (!href) return {};
  if (!href.startsWith('/') || href.startsWith('//')) return { brandHref: href };
  return { brandHref: baseUrl !== '/' && href.startsWith(baseUrl) ? `/${href.slice(baseUrl.length)}` : href };
}

/** The footer's logo (`src`, `alt`, `href`, `width`, `height`), its src a site path of the static folder. */
function footerLogoOf(logo: Obj): { logo?: NonNullable<SiteConfigInput['footer']['logo']> } {
  const src = str(logo.src);
  if (!src) return {};
  const size = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : undefined);
  const [width, height] = [size(logo.width), size(logo.height)];
  return { logo: { src: staticPath(src), alt: str(logo.alt) ?? '', ...(str(logo.href) ? { href: str(logo.href) } : {}), ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}) } };
}

/**
 * The folder of the site's React and Markdown pages: the classic preset's `pages.path`, else that of
 * a plugin-content-pages entry, else `src/pages`; none with `pages: false` and no such plugin.
 * Pages are served from the site root: another routeBasePath is named.
 */
function pagesFolderOf(raw: Obj, preset: Obj, unsupported: string[]): string | undefined {
  const plugin = arr(raw.plugins).findIndex((entry) => (Array.isArray(entry) ? entry[0] : entry) === '@docusaurus/plugin-content-pages');
  if (preset.pages === false && plugin < 0) return undefined;
  const at = preset.pages !== false ? 'presets.classic.pages' : `plugins[${plugin}]`;
  const options = preset.pages !== false ? obj(preset.pages) : obj(arr(raw.plugins)[plugin] instanceof Array ? (arr(raw.plugins)[plugin] as unknown[])[1] : undefined);
  const routeBase = str(options.routeBasePath);
  if (routeBase && routeBase.replace(/^\/+|\/+$/g, '') !== '') unsupported.push(`${at}.routeBasePath (pages are served from the site root)`);
  return (str(options.path) ?? 'src/pages').replace(/^\.\//, '').replace(/\/+$/, '');
}

/** The classic preset's options (the first preset), with other presets named as unsupported. */
/** Whether the config uses the classic preset, and its options. */
export function classicPresetOf(raw: Obj): { present: boolean; options: Obj } {
  const entry = arr(raw.presets).find((e) => CLASSIC.test(String(Array.isArray(e) ? e[0] : e)));
  return { present: entry !== undefined, options: Array.isArray(entry) ? obj(entry[1]) : {} };
}

function presetOptions(presets: unknown, unsupported: string[]): Obj {
  let options: Obj = {};
  arr(presets).forEach((entry, i) => {
    const [name, value] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, {}];
    if (typeof name === 'string' && CLASSIC.test(name)) options = obj(value);
    else unsupported.push(`presets[${i}] (${typeof name === 'string' ? name : 'a preset function'})`);
  });
  return options;
}

/**
 * The options of the docs docsgen builds: the classic preset's `docs`, or with `docs: false` there
 * (or no preset), the default instance of `@docusaurus/plugin-content-docs` among the plugins
 * (`plugin`: its index). `false` when the preset turns its docs off and no plugin gives any.
 */
export function mainDocs(raw: Obj): { options: Obj | false; plugin?: number } {
  // Another instance's own build (docs-instances.ts).
  const wanted = chosenDocsInstance(raw);
  const instance = wanted === undefined ? undefined : docsInstancesOf(raw).find((i) => i.id === wanted);
  if (instance) return { options: instance.options, ...(instance.plugin !== undefined ? { plugin: instance.plugin } : {}) };
  const classic = arr(raw.presets).find((entry) => CLASSIC.test(String(Array.isArray(entry) ? entry[0] : entry)));
  const presetDocs = Array.isArray(classic) ? obj(classic[1]).docs : undefined;
  // The preset's docs, given or by default, unless it turns them off.
  if (classic !== undefined && presetDocs !== false) return { options: isObj(presetDocs) ? presetDocs : defaultDocsOptions(raw) };
  const instances = arr(raw.plugins).flatMap((entry, i) => (Array.isArray(entry) && entry[0] === DOCS_PLUGIN ? [{ options: obj(entry[1]), plugin: i }] : entry === DOCS_PLUGIN ? [{ options: defaultDocsOptions(raw), plugin: i }] : []));
  const chosen = instances.find((d) => (str(d.options.id) ?? 'default') === 'default') ?? instances[0];
  // No docs plugin at all: the docs/ folder still builds, unless the preset turned its docs off.
  return chosen ?? { options: classic === undefined ? defaultDocsOptions(raw) : false };
}

const DOCS_PLUGIN = '@docusaurus/plugin-content-docs';

/** The routes of docs whose URL Docusaurus ends with "/" while trailingSlash is unset (folder index docs, slugs so written). */
function slashRoutesOf(docRoutes: Array<{ route: string; keepsSlash: boolean }>): string[] {
  return docRoutes.filter((d) => d.keepsSlash && d.route !== '/').map((d) => d.route);
}

const HEAD_TAG_NAMES = ['link', 'meta', 'script', 'style', 'noscript'] as const;

/** Docusaurus' `headTags`, those docsgen writes (the others are named). */
/**
 * `themeConfig.metadata` as meta tags (`{ name: 'keywords', content }`). A description is left out:
 * every page has its own, which Docusaurus shows over the site's.
 */
function metadataTagsOf(entries: unknown[]): NonNullable<SiteConfigInput['headTags']> {
  return entries.flatMap((value) => {
    const attributes = Object.fromEntries(Object.entries(obj(value)).filter(([name, v]) => /^[a-zA-Z][\w:-]*$/.test(name) && typeof v === 'string')) as Record<string, string>;
    const named = attributes.name ?? attributes.property;
    if (attributes.content === undefined || !named || named === 'description') return [];
    return [{ tagName: 'meta' as const, attributes }];
  });
}

function headTagsOf(tags: unknown[], unsupported: string[]): NonNullable<SiteConfigInput['headTags']> {
  return tags.flatMap((value, i) => {
    const tag = obj(value);
    const tagName = HEAD_TAG_NAMES.find((name) => name === tag.tagName);
    const attributes = Object.fromEntries(Object.entries(obj(tag.attributes)).filter(([name, v]) => /^[a-zA-Z][\w:-]*$/.test(name) && (typeof v === 'string' || typeof v === 'boolean'))) as Record<string, string | boolean>;
    if (!tagName) {
      unsupported.push(`headTags[${i}] (a <${String(tag.tagName)}> tag)`);
      return [];
    }
    return [{ tagName, attributes, ...(typeof tag.innerHTML === 'string' ? { innerHTML: tag.innerHTML } : {}) }];
  });
}

/** Docusaurus 2's English words of the blog that Docusaurus 3 changed to sentence case. */
const DOCUSAURUS_2_BLOG_WORDS = { blogReadMore: 'Read More', blogNewerPost: 'Newer Post', blogOlderPost: 'Older Post', blogNewerEntries: 'Newer Entries', blogOlderEntries: 'Older Entries' };

/** Whether the repo swizzles the admonition types (src/theme/Admonition/Types.js or its folder's index): its keywords have components of their own. */
function ownAdmonitionTypes(rootDir: string): boolean {
  return ['tsx', 'ts', 'jsx', 'js'].some((ext) => [`src/theme/Admonition/Types.${ext}`, `src/theme/Admonition/Types/index.${ext}`].some((file) => fs.existsSync(path.join(rootDir, file))));
}

/** The repo's swizzled MDXComponents (src/theme/MDXComponents.tsx or its folder's index), relative to the site. */
/**
 * The components swizzled under src/theme/ that docsgen does not use: each file or folder but
 * MDXComponents (read), and MDXComponents' own parts (`MDXComponents/A`, the element it replaces);
 * an empty folder is nothing swizzled.
 */
function swizzledComponents(rootDir: string): string[] {
  const theme = path.join(rootDir, 'src/theme');
  const entries = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => !e.isDirectory() || fs.readdirSync(path.join(dir, e.name)).length > 0) : []);
  return entries(theme).flatMap((entry) => {
    if (!/^MDXComponents(\.[jt]sx?)?$/.test(entry.name)) return [entry.name];
    if (!entry.isDirectory()) return [];
    return entries(path.join(theme, entry.name))
      .filter((part) => !/^index\.[jt]sx?$/.test(part.name))
      .map((part) => `MDXComponents/${part.name.replace(/\.[jt]sx?$/, '')}`);
  });
}

function swizzledMdxComponents(rootDir: string): string | undefined {
  const candidates = ['tsx', 'ts', 'jsx', 'js'].flatMap((ext) => [`src/theme/MDXComponents.${ext}`, `src/theme/MDXComponents/index.${ext}`]);
  return candidates.find((file) => fs.statSync(path.join(rootDir, file), { throwIfNoEntry: false })?.isFile());
}

/**
 * The HTML elements a swizzled MDXComponents replaces (`a: (props) => …`), read from its text: docsgen
 * uses its components (capitalized names) and draws the elements itself.
 */
function replacedElements(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const found = [...text.matchAll(/(?:^|[{,\s])(a|p|code|pre|img|ul|ol|li|table|thead|tbody|tr|td|th|blockquote|h[1-6]|hr|em|strong|inlineCode|details|summary)\s*:/gm)].map((m) => m[1]);
  return [...new Set(found)];
}

/**
 * The site's locales (i18n.locales, the default one first), each with its label (localeConfigs' label,
 * else the language's own name for itself), its URL path ('' for the default locale) and its htmlLang.
 */
function siteLocalesOf(i18n: Obj): Array<{ code: string; label: string; path: string; htmlLang: string }> {
  const defaultLocale = str(i18n.defaultLocale) ?? 'en';
  const codes = [...new Set([defaultLocale, ...arr(i18n.locales).map(String)])].filter((code) => /^[A-Za-z0-9_-]+$/.test(code));
  if (codes.length < 2) return [];
  return codes.map((code) => {
    const own = obj(obj(i18n.localeConfigs)[code]);
    // Served under its code (localeConfigs' `path` names its folder of translations, not its URL).
    const path = code === defaultLocale ? '' : code;
    return { code, label: str(own.label) ?? languageName(code), path, htmlLang: str(own.htmlLang) ?? code };
  });
}

/** A language's name in itself ("Français", "日本語"), as Docusaurus labels a locale without a label. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** The locale the site is written in: Docusaurus' i18n.defaultLocale and its localeConfigs entry. */
function localeOf(i18n: Obj, code: string): SiteConfigInput['locale'] {
  const own = obj(obj(i18n.localeConfigs)[code]);
  // As Docusaurus: the locale's own writing direction unless its localeConfigs says (ar, fa, he… right to left).
  const direction = own.direction === 'rtl' || own.direction === 'ltr' ? own.direction : writingDirectionOf(code);
  return { code, htmlLang: str(own.htmlLang) ?? code, direction, ...(str(own.label) ? { label: str(own.label) } : {}), ...(str(own.calendar) ? { calendar: str(own.calendar) } : {}), ...(str(own.path) ? { path: str(own.path) } : {}) };
}

/** The direction a language is written in, as the platform knows it (Intl.Locale's text info). */
function writingDirectionOf(code: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * Docusaurus' onBrokenLinks ('throw' unless set). Where docsgen leaves pages out (a blog, a plugin's
 * pages), a link into them would be "broken" here and not there: then it warns, and says why.
 */
function brokenLinksSetting(value: unknown, notBuilt: string[], unsupported: string[]): NonNullable<SiteConfigInput['onBrokenLinks']> {
  const wanted = value === 'ignore' || value === 'log' || value === 'warn' ? value : 'throw';
  if (wanted !== 'throw' || !notBuilt.length) return wanted;
  unsupported.push(`onBrokenLinks: 'throw' (a broken link is a warning: docsgen does not build ${notBuilt.join(', ')}, so links there cannot be checked)`);
  return 'warn';
}

/** A Docusaurus plugin's hooks that may add pages (addRoute in contentLoaded / allContentLoaded). */
const PAGE_HOOKS = new Set(['loadContent', 'contentLoaded', 'allContentLoaded']);

/**
 * The client redirects (their createRedirects functions into `createRedirects`), naming the plugins
 * docsgen does not run (in `unsupported`, and in `notBuilt` those that may make pages);
 * `mainDocsPlugin`: the docs instance it builds.
 */
function pluginRedirects(raw: Obj, mainDocsPlugin: number | undefined, unsupported: string[], notBuilt: string[], ownPlugins: Map<number, OwnPlugin>, apiInstances: Set<number>, createRedirects: Array<(path: string) => unknown>): Array<{ from: string; to: string }> {
  const redirects: Array<{ from: string; to: string }> = [];
  arr(raw.plugins).forEach((entry, i) => {
    const [name, options] = Array.isArray(entry) ? [entry[0], obj(entry[1])] : [entry, {} as Obj];
    const own = ownPlugins.get(i);
    if (own) {
      // The repo's own plugin, called (plugin-functions.ts): named only for what docsgen leaves out.
      if (own.failed) unsupported.push(`plugins[${i}] (${own.label}: calling it failed, ${own.failed}; none of its hooks run)`);
      else if (own.notRun.length) unsupported.push(`plugins[${i}] (${own.label}: docsgen follows its configurePostCss and configureWebpack's resolve.alias only, not ${own.notRun.join(', ')})`);
      // Only a hook that adds routes makes pages whose links cannot be checked.
      if (own.failed || own.notRun.some((hook) => PAGE_HOOKS.has(hook))) notBuilt.push(`the pages of plugins[${i}]`);
    } else if (name === DOCS_PLUGIN && i !== mainDocsPlugin && !apiInstances.has(i)) {
      // Another docs instance: built by a build of its own (build.ts buildOtherParts).
      return;
    } else if (name === '@docusaurus/plugin-client-redirects') {
      for (const r of arr(options.redirects).map(obj)) {
        for (const from of Array.isArray(r.from) ? r.from : [r.from]) if (typeof from === 'string' && typeof r.to === 'string') redirects.push({ from, to: r.to });
      }
      if (typeof options.createRedirects === 'function') createRedirects.push(options.createRedirects as (path: string) => unknown);
    } else if (name === '@docusaurus/plugin-google-analytics') {
      unsupported.push(`plugins[${i}] (${name}: Universal Analytics is retired; use gtag)`);
    } else if (name === '@docusaurus/plugin-ideal-image') {
      unsupported.push(`plugins[${i}] (${name}: @theme/IdealImage shows each image from its one file, lazily, at the column's width, without responsive sizes or a placeholder)`);
    } else if (typeof name !== 'string' || !(KNOWN_PLUGINS.test(name) || name === 'docusaurus-plugin-sass' || isOpenApiDocsPlugin(name))) {
      const fn = typeof name === 'function' && name.name ? `the plugin function ${name.name}` : 'a plugin function';
      unsupported.push(`plugins[${i}] (${typeof name === 'string' ? name : `${fn}: docsgen runs none of its hooks (pages, PostCSS plugins, head tags)`})`);
      // (Not run, it may add pages or none, a script tag only: which, the build cannot tell.)
      notBuilt.push(`the pages plugins[${i}] may add`);
    }
  });
  return redirects;
}

type Link = ({ label: string; to: string; activeBasePath?: string; activeBaseRegex?: string } | { label: string; href: string; icon?: 'external' | 'none' }) & { className?: string };

interface LinkRoutes {
  routeOfDoc: (id: unknown) => string | undefined;
  isDocRoute: (route: string) => boolean;
  /** The repo's trailingSlash is true: a written doc path gets its final slash. */
  addSlash: boolean;
  /** A doc's route as its URL path in the repo's form ("/docs/intro/" or "/docs/intro"). */
  pageUrl: (route: string) => string;
  /** The sidebar that lists a doc, by its id: a `doc` item is active on that sidebar's pages. */
  sidebarOfDoc?: (id: unknown) => string | undefined;
  /** The site's base URL ("/docs/"): a `to` that starts with it already has it, as Docusaurus' useBaseUrl reads it. */
  baseUrl?: string;
}

/**
 * A navbar or footer link. A `to` naming a doc's route without its final slash gets it (the page is
 * there, not at a redirect), as Markdown links do.
 */
/** A pattern no page's path matches: the item is never marked active. */
const NEVER_ACTIVE = '(?!)';

function linkOf(item: Obj, routes: LinkRoutes): Link[] {
  // Its own class (`footer-github-link`), which the site's CSS draws by.
  const className = str(item.className);
  return linkWithoutClass(item, routes).map((link) => (className ? { ...link, className } : link));
}

function linkWithoutClass(item: Obj, routes: LinkRoutes): Link[] {
  const label = str(item.label);
  if (!label) return [];
  if (item.type === 'doc') {
    const to = routes.routeOfDoc(item.docId);
    const sidebar = routes.sidebarOfDoc?.(item.docId);
    return to ? [{ label, to: routes.pageUrl(to), ...(sidebar ? { activeSidebar: sidebar } : {}) }] : [];
  }
  const href = str(item.href);
  // "#" (a placeholder for a link a script handles) stays on the page, as Docusaurus writes it.
  // Any scheme (tel:, mailto:, a custom app's) is the reader's to follow, written as it is.
  if (href && /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href)) return [{ label, href }];
  const to = str(item.to) ?? href;
  if (to === undefined) return [];
  // `to: 'https://dashboard.example'`: Docusaurus' Link takes a URL with a scheme as external (an
  // `href` one has the arrow, a `to` one not).
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(to)) return [{ label, href: to, ...(str(item.to) ? { icon: 'none' as const } : {}) }];
  // A path that already starts with the base URL is left as it is (useBaseUrl adds it once).
  const written = to.startsWith('/') ? to : `/${to}`;
  const base = routes.baseUrl ?? '/';
  const absolute = base !== '/' && (written.startsWith(base) || written === base.slice(0, -1)) ? `/${written.slice(base.length)}` : written;
  const at = absolute.search(/[?#]/);
  const [pathPart, rest] = at === -1 ? [absolute, ''] : [absolute.slice(0, at), absolute.slice(at)];
  // With trailingSlash true, Docusaurus' Link adds the slash to a doc's path; otherwise it is kept as written.
  // An `href` of the site's own (no `to`) is a plain link there, never the active item unless the config says where.
  const plain = str(item.to) === undefined && str(item.activeBasePath) === undefined && str(item.activeBaseRegex) === undefined;
  const active = plain ? { activeBaseRegex: NEVER_ACTIVE } : { ...(str(item.activeBasePath) !== undefined ? { activeBasePath: str(item.activeBasePath)! } : {}), ...(str(item.activeBaseRegex) !== undefined ? { activeBaseRegex: str(item.activeBaseRegex)! } : {}) };
  // (Docusaurus' Link adds it to every path of the site: a page's, another docs instance's; not a file's.)
  return [{ label, to: routes.addSlash && !pathPart.endsWith('/') && !/\.\w+$/.test(pathPart) ? `${pathPart}/${rest}` : absolute, ...active }];
}

/** `sitePaths`: a path of the site's static folder ("/js/custom.js", "js/custom.js") is loaded too. */
function externalAsset(value: unknown, key: 'src' | 'href', at: string, unsupported: string[], sitePaths = false): Array<{ url: string }> {
  const entry = typeof value === 'string' ? { [key]: value } : obj(value);
  const url = str(entry[key]);
  if (url && /^https?:\/\//.test(url)) return [{ url }];
  if (url && sitePaths && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return [{ url: url.startsWith('/') ? url : `/${url}` }];
  unsupported.push(`${at} (only absolute http(s) URLs${sitePaths ? ' and site paths' : ''} are loaded)`);
  return [];
}

/** A config script's loading and other attributes, as Docusaurus writes them. */
function scriptOf(src: string, entry: Obj): NonNullable<SiteConfigInput['scripts']>[number] {
  const attributes = Object.fromEntries(Object.entries(entry).filter((e): e is [string, string] => !['src', 'async', 'defer'].includes(e[0]) && typeof e[1] === 'string'));
  return { src, async: entry.async === true, defer: entry.defer === true, ...(Object.keys(attributes).length ? { attributes } : {}) };
}

/** A stylesheet's `integrity` and `crossorigin`, where the config gives them. */
function integrityOf(entry: Obj): { integrity?: string; crossorigin?: 'anonymous' | 'use-credentials' } {
  const integrity = str(entry.integrity);
  const crossorigin = entry.crossorigin === 'use-credentials' ? 'use-credentials' : entry.crossorigin !== undefined || integrity ? 'anonymous' : undefined;
  return { ...(integrity ? { integrity } : {}), ...(crossorigin ? { crossorigin } : {}) };
}

/** `customFields` as JSON, as the browser gets them; a value JSON cannot carry (a function) is named. */
function customFieldsOf(value: unknown, unsupported: string[]): { customFields?: Obj } {
  if (!isObj(value)) return {};
  const lost: string[] = [];
  const json = obj(jsonOf(value, (key) => lost.push(key)));
  if (lost.length) unsupported.push(`customFields ${lost.join(', ')} (functions: a page gets undefined)`);
  return { customFields: json };
}

/** `prism.magicComments` besides Docusaurus' own highlight comment, which docsgen always knows. */
function siteMagicComments(value: unknown): Array<{ className: string; line?: string; block?: { start: string; end: string } }> {
  return arr(value).flatMap((entry) => {
    const c = obj(entry);
    const className = str(c.className);
    const block = obj(c.block);
    const start = str(block.start);
    const end = str(block.end);
    if (!className || className === 'theme-code-block-highlighted-line') return [];
    return [{ className, ...(str(c.line) ? { line: str(c.line) } : {}), ...(start && end ? { block: { start, end } } : {}) }];
  });
}

/** Docs plugin options docsgen reads, or that change nothing it builds (they concern versions, whose warning is their own, or i18n). */
const DOCS_OPTIONS_READ = new Set(['id', 'path', 'routeBasePath', 'sidebarPath', 'editUrl', 'numberPrefixParser', 'admonitions', 'sidebarItemsGenerator', 'include', 'editLocalizedFiles', 'editCurrentVersion', 'exclude', 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'sidebarCollapsible', 'sidebarCollapsed', 'tags', 'tagsBasePath', 'onInlineTags', 'showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'docItemComponent', 'versions', 'lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning']);
/** What docsgen does instead of a docs option it does not follow. */
const DOCS_OPTIONS_SKIPPED: Record<string, string> = {
  recmaPlugins: 'not run',
};

/**
 * The docs plugin's `admonitions`: Docusaurus 3's `keywords` (names besides the standard ones) and
 * `extendDefaults`. What else it may hold (Docusaurus 2's `tag`, `customTypes`, `icons`) is named.
 */
function admonitionsOf(value: unknown, at: string, unsupported: string[]): { keywords: string[]; extendDefaults: boolean } | undefined {
  if (value === true) return undefined;
  if (value === false) {
    unsupported.push(`${at}: false (\`:::note\` blocks are still admonitions)`);
    return undefined;
  }
  const options = obj(value);
  const names = arr(options.keywords).map(String);
  const keywords = names.filter((name) => /^[A-Za-z][\w-]*$/.test(name));
  if (keywords.length < names.length) unsupported.push(`${at}.keywords ${names.filter((n) => !keywords.includes(n)).join(', ')} (not a directive name)`);
  const others = Object.keys(options).filter((key) => key !== 'keywords' && key !== 'extendDefaults');
  if (others.length) unsupported.push(`${at}.${others.join(', ')} (not read)`);
  return { keywords, extendDefaults: options.extendDefaults !== false };
}

/** The docs options (at `at` in the config) that change what Docusaurus builds and that docsgen does not follow. */
function docsOptionsSkipped(docs: Obj, at: string): string[] {
  return Object.keys(docs).flatMap((key) => {
    if (DOCS_OPTIONS_READ.has(key) || docs[key] === undefined) return [];
    if (/^doc\w*Component$/.test(key)) return [`${at}.${key} (docsgen draws its own pages)`];
    return [`${at}.${key} (${DOCS_OPTIONS_SKIPPED[key] ?? 'not read'})`];
  });
}

/** The docs plugin's tag options: its tags' route, tags file and what an undefined tag gets. */
function docTagsOf(docs: Obj | undefined): NonNullable<SiteConfigInput['docTags']> {
  const file = docs?.tags === false || docs?.tags === null ? false : str(docs?.tags);
  const onInline = docs?.onInlineTags === 'throw' ? 'error' : docs?.onInlineTags === 'ignore' ? 'ignore' : 'warn';
  return { ...(str(docs?.tagsBasePath) ? { basePath: str(docs?.tagsBasePath)!.replace(/^\/+|\/+$/g, '') } : {}), ...(file !== undefined ? { file } : {}), onInlineTags: onInline };
}

/**
 * Where the repo's Docusaurus reads indented text as code. Docusaurus 2 reads every doc as MDX 1,
 * where it is code. Docusaurus 3 reads every doc as MDX 3, where it is text, unless its
 * `markdown.format` is `detect` (`.md` files are CommonMark) or `md` (every file is).
 */
function indentedCodeOf(major: number | undefined, format: unknown): 'everywhere' | 'nowhere' | undefined {
  if (major === 2 || format === 'md') return 'everywhere';
  if (major !== undefined && major >= 3 && format !== 'detect') return 'nowhere';
  return undefined;
}

/** The major version of the repo's Docusaurus: the one installed, else the one its package.json asks for. */
function docusaurusMajor(rootDir: string): number | undefined {
  return packageVersion(rootDir, '@docusaurus/core')?.[0];
}

/** A package's version as [major, minor]: the installed one, else the one the site's package.json asks for. */
function packageVersion(rootDir: string, name: string): [number, number] | undefined {
  const versionIn = (file: string, read: (manifest: Obj) => unknown) => {
    try {
      const found = /(\d+)(?:\.(\d+))?/.exec(String(read(JSON.parse(fs.readFileSync(file, 'utf8')) as Obj)));
      return found ? ([Number(found[1]), Number(found[2] ?? 0)] as [number, number]) : undefined;
    } catch {
      return undefined;
    }
  };
  let installed: string | undefined;
  try {
    installed = createRequire(path.join(rootDir, 'package.json')).resolve(`${name}/package.json`);
  } catch {
    // not installed: the version asked for
  }
  const manifest = (m: Obj) => obj(m.dependencies)[name] ?? obj(m.devDependencies)[name];
  return (installed ? versionIn(installed, (m) => m.version) : undefined) ?? versionIn(path.join(rootDir, 'package.json'), manifest);
}

function siteVersion(rootDir: string): string {
  try {
    const version = (JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version?: unknown }).version;
    if (typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version)) return version;
  } catch {
    // no package.json: the default below
  }
  return '1.0.0';
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The product slug (lowercase ASCII letters, digits and hyphens) of a project name or title in any
 * script: "Introduction à AWS" is "introduction-a-aws"; a name with no such letters is "docs".
 */
export function productSlugOf(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return new GithubSlugger().slug(ascii).replace(/[^a-z0-9-]+/g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '') || 'docs';
}

const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** themeConfig.mermaid.theme: the diagrams' mermaid themes in light and dark mode (the theme's defaults 'default' and 'dark'). */
function mermaidThemesOf(themeConfig: Obj): { mermaidThemes?: { light: string; dark: string } } {
  const chosen = obj(obj(themeConfig.mermaid).theme);
  const light = str(chosen.light);
  const dark = str(chosen.dark);
  return light || dark ? { mermaidThemes: { light: light ?? 'default', dark: dark ?? 'dark' } } : {};
}

type EditUrlFunction = (args: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => unknown;

/**
 * The edit link of each doc, from the docs' `editUrl` function, called as Docusaurus calls it (with the
 * doc's path in its docs folder, its URL, its version and locale). A call that throws or gives no URL
 * leaves that doc without one, and is named once.
 */
function editUrlsOf(editUrl: EditUrlFunction, site: { contentDir: string; docRoutes: Array<{ route: string; contentPath: string }>; version: string; locale: string; permalink: (route: string) => string }, unsupported: string[]): Record<string, string> {
  const urls: Record<string, string> = {};
  let failed = 0;
  for (const doc of site.docRoutes) {
    try {
      const url = editUrl({ version: site.version, versionDocsDirPath: site.contentDir, docPath: doc.contentPath, permalink: site.permalink(doc.route), locale: site.locale });
      if (typeof url === 'string' && /^https?:\/\//.test(url)) urls[`${site.contentDir}/${doc.contentPath}`] = url;
      else if (url !== undefined && url !== null && url !== '') failed++;
    } catch {
      failed++;
    }
  }
  if (failed) unsupported.push(`presets.classic.docs.editUrl (the function gave no URL for ${failed} doc${failed === 1 ? '' : 's'}: they have no edit link)`);
  return urls;
}

/** The host a link leads to ("github.com"), or its path for a link into the site. */
function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
}

/** An image a config names: a URL of its own (https:, data:) as written, else a site path of the static folder. */
function staticPath(src: string): string {
  return /^([a-z][a-z0-9+.-]*:|\/)/i.test(src) ? src : `/${src}`;
}

/**
 * The sitemap as the classic preset's (or a sitemap plugin's) options make it, at Docusaurus'
 * defaults: no lastmod, changefreq weekly, priority 0.5. `sitemap: false` with no plugin standing in:
 * none. Neither preset nor plugin: undefined (docsgen's own sitemap).
 */
function sitemapOf(raw: Obj, preset: Obj, unsupported: string[]): SiteConfigInput['sitemap'] | undefined {
  const pluginAt = arr(raw.plugins).findIndex((entry) => (Array.isArray(entry) ? entry[0] : entry) === '@docusaurus/plugin-sitemap');
  const plugin = pluginAt === -1 ? undefined : arr(raw.plugins)[pluginAt];
  const classic = arr(raw.presets).some((entry) => CLASSIC.test(String(Array.isArray(entry) ? entry[0] : entry)));
  if (plugin === undefined && !classic) return undefined;
  const options = plugin !== undefined ? obj(Array.isArray(plugin) ? plugin[1] : undefined) : preset.sitemap === false ? undefined : obj(preset.sitemap);
  if (!options) return false;
  if (typeof options.createSitemapItems === 'function') unsupported.push(`${plugin !== undefined ? `plugins[${pluginAt}]` : 'presets.classic.sitemap'}.createSitemapItems (a function that is not run: every page is listed at the options' changefreq and priority)`);
  const lastmod = options.lastmod === 'date' || options.lastmod === 'datetime' ? options.lastmod : null;
  const changefreq = typeof options.changefreq === 'string' ? options.changefreq : options.changefreq === null ? null : 'weekly';
  const priority = typeof options.priority === 'number' ? options.priority : options.priority === null ? null : 0.5;
  return {
    lastmod,
    changefreq: (['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const).find((f) => f === changefreq) ?? null,
    priority,
    ignorePatterns: arr(options.ignorePatterns).filter((p): p is string => typeof p === 'string'),
    ...(typeof options.filename === 'string' ? { filename: options.filename } : {}),
  };
}

/**
 * The suffix Docusaurus gives the keys it keeps in the browser: with `future.v4` (or `storage.namespace:
 * true`) three hex digits of the site's URL's MD5, so sites on one origin keep their choices apart;
 * a name of the site's own (`storage.namespace: 'docs'`); none otherwise. (`future.experimental_storage`
 * is the older name of `storage`.)
 */
function storageNamespaceOf(raw: Obj, unsupported: string[]): string {
  const future = obj(raw.future);
  const storage = isObj(raw.storage) ? raw.storage : obj(future.experimental_storage);
  const v4 = future.v4 === true || obj(future.v4).siteStorageNamespacing === true;
  const namespace = storage.namespace ?? v4;
  if (storage.type === 'sessionStorage') unsupported.push("storage.type 'sessionStorage' (the reader's choices are kept in localStorage)");
  if (typeof namespace === 'string' && namespace !== '') return `-${namespace}`;
  if (namespace !== true) return '';
  const url = `${(str(raw.url) ?? '').replace(/\/+$/, '')}/${(str(raw.baseUrl) ?? '/').replace(/^\/+/, '')}`.replace(/\/*$/, '/');
  return `-${crypto.createHash('md5').update(url).digest('hex').slice(0, 3)}`;
}

/** The config's `url` without a path: Docusaurus takes a sub-path from baseUrl only (and refuses one in url). */
function siteOrigin(url: string | undefined, unsupported: string[]): string {
  const written = (url ?? 'https://example.com').replace(/\/+$/, '');
  const origin = /^[a-z][\w+.-]*:\/\/[^/?#]+/i.exec(written)?.[0];
  if (!origin || origin === written) return written;
  unsupported.push(`url's path "${written.slice(origin.length)}" (a sub-path belongs in baseUrl, as Docusaurus says: page URLs are ${origin} and the baseUrl)`);
  return origin;
}

/**
 * A config value as JSON (what reaches the browser): functions and symbols left out (each key named to
 * `dropped`), a bigint as its text; undefined for one that has no JSON (a cycle).
 */
function jsonOf(value: unknown, dropped: (key: string) => void = () => {}): unknown {
  try {
    const text = JSON.stringify(value, (key, v: unknown) => (typeof v === 'function' || typeof v === 'symbol' ? void dropped(key) : typeof v === 'bigint' ? String(v) : v));
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
