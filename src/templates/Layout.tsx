import { ENGLISH_LABELS } from './labels.ts';
import { ENGLISH_SEARCH_WORDS, type SearchWords } from '../shared/search-words.ts';
import { colorModeWordsOf } from '../shared/color-mode-words.ts';
import { createElement, type ReactNode } from 'react';
import type { NavbarItemView, PageView, SiteView } from './model.ts';
import { activeItemsKey, activePageOf, BrandMark, iconOf, isActive, menuLinksOf, Navbar, withPageLinks, type ActivePage, type MenuLink } from './Navbar.tsx';
import { ExternalIcon } from './icons.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Footer } from './Footer.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { themeClass } from './theme-class-names.ts';
import { headBootScript, baseUrlCheckScript, asyncStylesheetScript } from './boot-script.ts';
import { SITE_SETTINGS_ID, type ClientSiteSettings } from '../shared/site-settings.ts';
import { ownMetaNames, SeoHead } from './SeoHead.tsx';
import { staticMarkupOnce } from './markup-once.ts';

/** The document shell every page shares: head, skip link, announcement, navbar, drawer, footer. */
export function Layout({ site, page, children }: { site: SiteView; page: PageView; children: ReactNode }) {
  // An MDX doc's `<head><title>` is the document title as written, as in Docusaurus.
  // A page titled as the site (a React page whose Layout gives no title, a doc named after the
  // product) has the site's title alone, as in Docusaurus 3, not "Beams | Beams" (Docusaurus 2's; a
  // page with no title at all has the site's alone in both).
  const pageMeta = ownMetaNames(page);
  const thirdParty = site.stylesheets.filter((s) => isOtherSite(s.href));
  const untitled = page.untitled === true || (page.title.trim() === site.title && !site.repeatSiteTitle);
  const fullTitle = page.headTags?.find((t) => t.tag === 'title')?.text ?? (page.kind !== 'not-found' && untitled ? site.title : `${page.title} ${site.titleDelimiter} ${site.title}`);
  const content = page.bare ? (
    // A page without Docusaurus' Layout is its own markup alone, as Docusaurus serves it.
    <div id="main-content" className="bare-page" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
  ) : (
    <Chrome site={site} page={page}>
      {children}
    </Chrome>
  );
  return (
    <html lang={site.htmlLang} dir={site.direction} {...(classesOf(page, 'html', page.htmlClass) ? { className: classesOf(page, 'html', page.htmlClass) } : {})} data-theme={site.colorMode.defaultMode} data-base-url={site.baseUrl} data-docusaurus={site.docusaurus2 ? '2' : undefined} data-storage-namespace={site.storageNamespace}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {ownMetaNames(page).has('description') || !page.description ? null : <meta name="description" content={page.description} />}
        <meta name="generator" content={`docsgen ${site.generatorVersion}; site ${site.siteVersion}`} />
        {site.noIndex ? <meta name="robots" content="noindex, nofollow" /> : page.noindex ? <meta name="robots" content="noindex, follow" /> : null}
        {/* The 404 page is served at every unknown address: it has no address of its own to be canonical for.
            It never forwards by itself either: a reader must learn the page does not exist (the host
            configs and `serve` send unknown paths home where the site asks for it). */}
        {page.kind === 'not-found' ? null : <link rel="canonical" href={page.canonical} />}
        <link rel="icon" href={site.assets.favicon} type={site.assets.favicon.endsWith('.svg') ? 'image/svg+xml' : undefined} />
        {/* Docusaurus' search metadata, which DocSearch's crawler and search plugins read. */}
        <meta name="docusaurus_locale" content={site.docsearch.language} />
        <meta name="docsearch:language" content={site.docsearch.language} />
        {page.search.ofDocsVersion ? <meta name="docusaurus_version" content={site.docsearch.version} /> : null}
        {page.search.ofDocsVersion ? <meta name="docsearch:version" content={site.docsearch.version} /> : null}
        <meta name="docusaurus_tag" content={page.search.tag} />
        <meta name="docsearch:docusaurus_tag" content={page.search.tag} />
        <SeoHead site={site} page={page} title={fullTitle} />
        {page.headTags?.filter((t) => t.tag !== 'title' && t.tag !== 'html' && t.tag !== 'body').map((t, i) => createElement(t.tag, { key: i, ...t.attributes, ...(t.text !== undefined && (t.tag === 'script' || t.tag === 'style') ? { dangerouslySetInnerHTML: { __html: t.text } } : {}) }))}
        <script dangerouslySetInnerHTML={{ __html: headBootScript(site) }} />
        <link rel="stylesheet" href={site.assets.css} />
        {/* The API reference's rules, on its pages alone (a plugin's contributed pages). */}
        {page.kind === 'contributed' && site.assets.apiCss ? <link rel="stylesheet" href={site.assets.apiCss} /> : null}
        {site.assets.componentCss ? <link rel="stylesheet" href={site.assets.componentCss} /> : null}
        {/* The site's own stylesheets (a path of its static folder) as any of its styles, before the page shows. */}
        {site.stylesheets.filter((s) => !isOtherSite(s.href)).map(({ href, integrity, crossorigin }) => (
          <link key={href} rel="stylesheet" href={href} integrity={integrity} crossOrigin={crossorigin} />
        ))}
        {thirdParty.map(({ href, integrity, crossorigin }) => (
          // Third-party stylesheets (widget, web fonts) must not block rendering: loaded as "print",
          // switched to "all" once they arrive. Their integrity hash is checked as written.
          <link key={href} rel="stylesheet" href={href} integrity={integrity} crossOrigin={crossorigin} media="print" data-async-stylesheet="" />
        ))}
        {thirdParty.length ? <script dangerouslySetInnerHTML={{ __html: asyncStylesheetScript() }} /> : null}
        {thirdParty.length ? (
          <noscript>
            {thirdParty.map(({ href, integrity, crossorigin }) => (
              <link key={href} rel="stylesheet" href={href} integrity={integrity} crossOrigin={crossorigin} />
            ))}
          </noscript>
        ) : null}
        <script type="application/json" id={SITE_SETTINGS_ID} dangerouslySetInnerHTML={{ __html: siteSettingsJson(site) }} />
        {site.assets.js ? <script type="module" src={site.assets.js} /> : null}
        {site.scripts.map((s) => (
          <script key={s.src} {...(s.attributes ? reactAttributes(s.attributes) : {})} src={s.src} async={s.async} defer={!s.async && s.defer !== false} />
        ))}
        {/* (A page's own meta of the same name, its front matter keywords, replaces the site's.) */}
        {site.headTags.filter((tag) => tag.tagName !== 'meta' || !pageMeta.has(String(tag.attributes.name ?? tag.attributes.property ?? ''))).map((tag, i) => createElement(tag.tagName, { key: i, ...reactAttributes(tag.attributes), ...(tag.innerHTML === undefined ? {} : { dangerouslySetInnerHTML: { __html: tag.innerHTML } }) }))}
      </head>
      <body className={classesOf(page, 'body', `page-kind--${page.kind}`)}>
        {site.noBaseUrlBanner ? null : <script dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(site.baseUrl) }} />}
        {/* Docusaurus' root element on a Docusaurus site, which its CSS may draw on (`#__docusaurus::before`); no box of its own. */}
        {site.docusaurusMarkup ? <div id="__docusaurus">{content}</div> : content}
      </body>
    </html>
  );
}

/** The site around a page: skip link, announcement bar, navbar, sidebar drawer, the page in its main, footer. */
function Chrome({ site, page, children }: { site: SiteView; page: PageView; children: ReactNode }) {
  // The page's URL below the base URL, for the links to its copy in each locale.
  const base = site.url + site.baseUrl;
  const localePath = page.canonical.startsWith(base) ? page.canonical.slice(base.length) : '';
  return (
    <>
      <a className="skip-link" href="#main-content">
        {site.labels.skipToContent}
      </a>
      {site.announcementBar ? <AnnouncementBar {...site.announcementBar} closeLabel={site.labels.closeAnnouncement} className={themeClass(site, 'announcement', 'theme-announcement-bar')} docusaurus={site.docusaurusMarkup} /> : null}
      <Navbar site={site} activeRoute={page.route} activeSidebar={page.sidebar} localePath={localePath} versionHrefs={page.versionHrefs ?? []} />
      {/* `main-wrapper`, Docusaurus' name for the part between navbar and footer: a site's CSS selects it,
          and may lay it out (`display: flex; flex-direction: column`), so it holds the page's row whole. */}
      <div className={themeClass(site, 'main-wrapper', 'theme-layout-main')} id={site.docusaurusMarkup ? '__docusaurus_skipToContent_fallback' : undefined}>
        <div className="layout">
          <aside
            className={`sidebar theme-doc-sidebar-container${page.sidebarHtml ? '' : ' sidebar--empty'}${site.sidebarHideable && page.sidebarHtml ? ' sidebar--hideable' : ''}`}
            id="doc-drawer"
            aria-label={site.labels.siteNavigation}
            data-auto-collapse={site.autoCollapseCategories ? '' : undefined}
            // The drawer's header and links are the same on every page; the sidebar is made once per sidebar (sidebar-markup.ts).
            dangerouslySetInnerHTML={{
              __html: withPageLinks(drawerMarkup(site, page), { localePath, versionHrefs: page.versionHrefs ?? [] }) + (page.sidebarHtml ? (site.navbar.items.length ? backButton(site) : '') + `<div class="sidebar__scroll">${page.sidebarHtml}</div>` : '') + (site.sidebarHideable && page.sidebarHtml ? hideButton(site) : ''),
            }}
          />
          {site.sidebarHideable && page.sidebarHtml ? (
            <button type="button" className="sidebar__show" aria-label={site.labels.expandSidebar} title={site.labels.expandSidebar}>
              »
            </button>
          ) : null}
          <div className="drawer__backdrop" hidden />
          {createElement(page.ownMain ? 'div' : 'main', { id: 'main-content', className: page.wrapperClass ? `main ${page.wrapperClass}` : 'main', tabIndex: -1 }, children)}
        </div>
      </div>
      <Footer site={site} />
    </>
  );
}

/**
 * On a narrow screen the drawer opens on the page's sidebar, as Docusaurus' does; this button above
 * it shows the navbar's links instead (client/drawer.ts).
 */
function backButton(site: SiteView): string {
  return `<button type="button" class="drawer__back">${escapeMarkup(site.labels.backToMainMenu)}</button>`;
}

/** Text for markup written by hand here, safe in an element or a double-quoted attribute. */
function escapeMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The button at a hideable sidebar's foot (client/sidebar.ts hides the sidebar; `sidebar__show` brings it back). */
function hideButton(site: SiteView): string {
  const label = escapeMarkup(site.labels.collapseSidebar);
  return `<button type="button" class="sidebar__hide" aria-label="${label}" title="${label}">«</button>`;
}

/** The drawer's header and links, made once per set of active navbar items (as the navbar's). */
function drawerMarkup(site: SiteView, page: PageView): string {
  const active = activePageOf(site, page.route, page.sidebar);
  // A doc's versions menu is open, as Docusaurus opens the group that holds the page itself.
  const versionsOpen = page.kind === 'doc' || page.kind === 'category-index';
  return staticMarkupOnce(site, `drawer:${activeItemsKey(site, active)}:${versionsOpen ? 1 : 0}`, () => <DrawerContent site={site} active={active} versionsOpen={versionsOpen} />);
}

/**
 * The mobile drawer's header and the navbar's links, above the sidebar: a dropdown is a folded
 * group (a native disclosure), so the plain links after it stay in view. The page's own item is
 * marked, and a link to another site has its arrow, as in Docusaurus' drawer.
 */
function DrawerContent({ site, active, versionsOpen }: { site: SiteView; active: ActivePage; versionsOpen: boolean }) {
  // A menu's current version or language is marked too, as Docusaurus' drawer marks it.
  const linkClass = (link: NavbarItemView | MenuLink, own?: string) => ['drawer__link', isActive(link, active) || ('current' in link && link.current) ? 'drawer__link--active' : '', own ?? ''].filter(Boolean).join(' ');
  const linkProps = (external: boolean) => (external ? { target: '_blank', rel: 'noopener noreferrer' } : {});
  return (
    <>
      <div className="drawer__header">
        <a className="navbar__brand" href={site.navbar.brandHref}>
          <BrandMark site={site} />
          <span className="navbar__title">{site.navbar.title}</span>
        </a>
        {/* A Docusaurus site's phone keeps the colour-mode toggle here, not in the bar (docusaurus-classes.css). */}
        {site.docusaurusMarkup && !site.colorMode.disableSwitch ? <ColorModeToggle respectPrefersColorScheme={site.colorMode.respectPrefersColorScheme} defaultMode={site.colorMode.defaultMode} words={site.labels} clean={site.docusaurusMarkup} /> : null}
        <button type="button" className={themeClass(site, 'drawer__close', 'clean-btn')} aria-label={site.labels.closeMenu}>
          {site.docusaurusMarkup ? <ThinCloseIcon /> : '×'}
        </button>
      </div>
      <ul className="drawer__nav">
        {site.navbar.items.map((item, i) =>
          item.type === 'html' ? (
            <li key={i} className={item.className ? `drawer__html ${item.className}` : 'drawer__html'} dangerouslySetInnerHTML={{ __html: item.html }} />
          ) : item.type === 'versions' || item.type === 'locales' || item.type === 'dropdown' ? (
            <li key={i}>
              {/* The versions' and locales' menus titled as such, as Docusaurus' drawer titles them (the bar shows the current one). */}
              <details className="drawer__menu" open={item.type === 'versions' && versionsOpen ? true : undefined}>
                <summary className="drawer__link drawer__summary">{item.type === 'versions' ? site.labels.drawerVersions : item.type === 'locales' ? site.labels.drawerLanguages : item.label}</summary>
                <ul className="drawer__submenu">
                  {menuLinksOf(item).map((link, j) => (
                    <li key={j}>
                      <a className={linkClass(link)} href={link.href} {...linkProps(link.external)} {...(link.lang ? { hrefLang: link.lang, lang: link.lang } : {})} {...(link.current ? { 'aria-current': 'true' as const } : isActive(link, active) ? { 'aria-current': 'page' as const } : {})}>
                        {link.label}
                        {link.external ? <ExternalIcon /> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={i}>
              {/* The item's own class (`header-github-link`), which the site's CSS draws by, in the drawer too. */}
              {/* An icon link (a label for screen readers only) has no text here either: the site's CSS draws it by its class. */}
              <a className={linkClass(item, item.className)} href={item.href} {...linkProps(item.external)} {...(isActive(item, active) ? { 'aria-current': 'page' as const } : {})} {...(item.labelHidden ? { 'aria-label': item.ariaLabel ?? item.label } : {})}>
                {item.labelHidden ? null : item.label}
                {item.external && !item.labelHidden && iconOf(item) !== 'none' ? <ExternalIcon /> : null}
              </a>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

/** The page's own classes on its `<html>` or `<body>`, after those given (a `<Head><html className>` adds them, as in Docusaurus). */
function classesOf(page: PageView, tag: 'html' | 'body', given: string | undefined): string | undefined {
  const own = (page.headTags ?? []).filter((t) => t.tag === tag).map((t) => t.attributes.className ?? t.attributes.class ?? '');
  return [given, ...own].filter(Boolean).join(' ') || undefined;
}

/** The settings the client reads, as JSON that cannot close its script element. */
// The same for every page of a build: made once per site view (it was 3% of the render stage's time).
const settingsJsonOf = new WeakMap<SiteView, string>();

function siteSettingsJson(site: SiteView): string {
  let json = settingsJsonOf.get(site);
  if (json === undefined) settingsJsonOf.set(site, (json = settingsJson(site)));
  return json;
}

function settingsJson(site: SiteView): string {
  const { name, label, path } = site.docsVersion;
  const colorModeWords = colorModeWordsOf(site.labels);
  const settings: ClientSiteSettings = { baseUrl: site.baseUrl, docsVersion: { name, label, path }, ...(site.gtag ? { gtag: site.gtag } : {}), ...(site.gtm ? { gtm: site.gtm } : {}), ...(site.assets.mermaid ? { mermaid: site.assets.mermaid, ...(site.mermaidThemes ? { mermaidThemes: site.mermaidThemes } : {}) } : {}), ...(site.labels.copied === ENGLISH_LABELS.copied ? {} : { copied: site.labels.copied }), ...(colorModeWords ? { colorModeWords } : {}), ...(site.codeGrammars ? { codeGrammars: site.codeGrammars } : {}), ...searchWordsOf(site.labels) };
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}

/** HTML attribute names as React names them (`crossorigin` is `crossOrigin`); the others as written. */
const REACT_NAMES: Record<string, string> = { class: 'className', crossorigin: 'crossOrigin', charset: 'charSet', 'http-equiv': 'httpEquiv', referrerpolicy: 'referrerPolicy', fetchpriority: 'fetchPriority', hreflang: 'hrefLang', nomodule: 'noModule', nonce: 'nonce', itemprop: 'itemProp' };

function reactAttributes(attributes: Record<string, string | boolean>): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [REACT_NAMES[name.toLowerCase()] ?? name, value]));
}

/** The search words that differ from English, for the client (none on an English site). */
function searchWordsOf(labels: SearchWords): { searchWords?: Partial<SearchWords> } {
  const own = Object.fromEntries((Object.keys(ENGLISH_SEARCH_WORDS) as Array<keyof SearchWords>).filter((key) => labels[key] !== ENGLISH_SEARCH_WORDS[key]).map((key) => [key, labels[key]]));
  return Object.keys(own).length ? { searchWords: own } : {};
}

/** A URL of another site (`https://cdn.example/x.css`), not a path of this one. */
function isOtherSite(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** The drawer's close mark on a Docusaurus site: two thin grey strokes, as its theme draws them. */
function ThinCloseIcon() {
  return (
    <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true" className="drawer__close-icon">
      <path d="M1 1l13 13M14 1 1 14" stroke="var(--ifm-color-emphasis-600)" strokeWidth="1.2" />
    </svg>
  );
}
