import { LOCALE_PATH_MARK, versionMark, type LinkView, type LogoLook, type NavbarItemView, type SiteView } from './model.ts';
import { GitHubIcon, GlobeIcon, MenuIcon, SearchIcon, ExternalIcon } from './icons.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { staticMarkupOnce } from './markup-once.ts';
import { overridable } from './components.ts';
import { themeClass } from './theme-class-names.ts';

/**
 * Top navigation: brand, items, colour-mode toggle, search button and the mobile menu button. Pages
 * differ only in which items are active, so its markup is made once per such set.
 */
export const Navbar = overridable('Navbar', function Navbar({ site, activeRoute, activeSidebar, localePath = '', versionHrefs = [] }: { site: SiteView; activeRoute: string; activeSidebar?: string; localePath?: string; versionHrefs?: string[] }) {
  const active = activePageOf(site, activeRoute, activeSidebar);
  const key = `navbar:${activeItemsKey(site, active)}`;
  // `navbar--hideable`: the runtime slides it away while the reader scrolls down (client/navbar-scroll.ts).
  const classes = themeClass(site, ['navbar', site.navbar.style ? `navbar--${site.navbar.style}` : '', site.navbar.hideOnScroll ? 'navbar--hideable' : ''].filter(Boolean).join(' '), 'theme-layout-navbar navbar--fixed-top');
  return <nav className={classes} aria-label={site.labels.mainNavigation} dangerouslySetInnerHTML={{ __html: withPageLinks(staticMarkupOnce(site, key, () => <NavbarContent site={site} active={active} />), { localePath, versionHrefs }) }} />;
});

/**
 * Markup shared by pages with the page's own links put in: its path in its locale links (the page's
 * URL below the base URL: "docs/intro/"), and its copy in each docs version, so each leads to the
 * same page in its locale or version, as Docusaurus links them.
 */
export function withPageLinks(markup: string, { localePath, versionHrefs }: { localePath: string; versionHrefs: string[] }): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  let linked = markup.includes(LOCALE_PATH_MARK) ? markup.replaceAll(LOCALE_PATH_MARK, attr(localePath)) : markup;
  versionHrefs.forEach((href, i) => {
    if (linked.includes(versionMark(i))) linked = linked.replaceAll(versionMark(i), attr(href));
  });
  return linked;
}

/** The page's URL (base URL included) and the sidebar it shows. */
export interface ActivePage {
  href: string;
  sidebar?: string;
}

export function activePageOf(site: SiteView, route: string, sidebar?: string): ActivePage {
  return { href: site.baseUrl + route.slice(1), sidebar };
}

/** Which navbar items are active on the page, as a key: pages alike in it share the navbar's (and drawer's) markup. */
export function activeItemsKey(site: SiteView, active: ActivePage): string {
  const state = (item: NavbarItemView | LinkView) => (isActive(item, active) ? '1' : '0');
  return site.navbar.items.map((item) => (item.type === 'dropdown' ? `(${item.items.map(state).join('')})` : item.type === 'versions' || item.type === 'locales' ? `(${[...item.before, ...item.after].map(state).join('')})` : state(item))).join('');
}

/**
 * A link is active under its URL, or, standing for a sidebar (Docusaurus' docSidebar and doc items),
 * on every page of it; a dropdown when one of its links is.
 */
export function isActive(item: NavbarItemView | LinkView, active: ActivePage): boolean {
  if ('type' in item && item.type === 'dropdown') return item.items.some((link) => isActive(link, active));
  if ('type' in item && item.type === 'versions') return false;
  if ('type' in item && (item.type === 'html' || item.type === 'locales')) return false;
  if (item.external) return false;
  // A doc's or a sidebar's item is active on the pages of its sidebar, and its own: not under its URL (a doc at the
  // docs' root is no parent of another sidebar's docs), as Docusaurus marks it.
  if (item.activeSidebar !== undefined) return item.activeSidebar === active.sidebar || active.href === item.href || active.href === `${item.href}/`;
  // As Docusaurus: a pattern or a base path, when given, says where the link is active, instead of its own URL.
  // (The page's URL path with and without its final "/": the route's form and the form a site without trailing slashes shows.)
  if (item.activeBaseRegex !== undefined) return [active.href, active.href.replace(/(.)\/$/, '$1')].some((href) => safeRegex(item.activeBaseRegex!)?.test(href) ?? false);
  if (item.activeBasePath !== undefined) return active.href.startsWith(item.activeBasePath);
  return item.href !== '/' && item.href !== '' && active.href.startsWith(item.href);
}

/** A site's pattern, or undefined when it is none (the link is then never active by it). */
function safeRegex(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

function NavbarContent({ site, active }: { site: SiteView; active: ActivePage }) {
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <div className="navbar__inner">
      <button type="button" className={themeClass(site, 'navbar__toggle', 'clean-btn')} aria-label={site.labels.openMenu} aria-expanded="false" aria-controls="doc-drawer">
        <MenuIcon />
      </button>
      <a className="navbar__brand" href={site.navbar.brandHref}>
        <BrandMark site={site} />
        <span className="navbar__title">{site.navbar.title}</span>
      </a>
      <ul className={themeClass(site, 'navbar__items', 'theme-layout-navbar-left')}>
        {left.map((item, i) => (
          <NavbarItem key={i} item={item} active={active} />
        ))}
      </ul>
      <div className="navbar__spacer" />
      <ul className={themeClass(site, 'navbar__items navbar__items--right', 'theme-layout-navbar-right')}>
        {right.map((item, i) => (
          <NavbarItem key={i} item={item} active={active} />
        ))}
      </ul>
      {site.colorMode.disableSwitch ? null : <ColorModeToggle respectPrefersColorScheme={site.colorMode.respectPrefersColorScheme} defaultMode={site.colorMode.defaultMode} words={site.labels} clean={site.docusaurusMarkup} />}
      <a className="search-button" href={site.searchHref} data-manifest={site.searchManifest} role="button" aria-keyshortcuts="Control+k Meta+k /" aria-label={site.labels.search}>
        <SearchIcon />
        <span className="search-button__placeholder">{site.labels.search}</span>
        <kbd className="search-button__keys">Ctrl K</kbd>
      </a>
    </div>
  );
}

function NavbarItem({ item, active: page }: { item: NavbarItemView; active: ActivePage }) {
  // The site's own markup, as written in its config.
  if (item.type === 'html') return <li className={item.className ? `navbar__item ${item.className}` : 'navbar__item'} dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.type === 'dropdown' || item.type === 'versions' || item.type === 'locales') {
    return (
      <li className={`navbar__item navbar__dropdown${item.type === 'dropdown' ? '' : ` navbar__${item.type}`}`}>
        <button type="button" className={`navbar__link navbar__dropdown-toggle${isActive(item, page) ? ' navbar__link--active' : ''}`} aria-haspopup="true" aria-expanded="false">
          {item.type === 'locales' ? (
            <>
              <GlobeIcon />
              <span>{item.label}</span>
            </>
          ) : (
            item.label
          )}
        </button>
        {/* With Infima's class names too, which a Docusaurus site's CSS styles. */}
        <ul className="navbar__dropdown-menu dropdown__menu">
          {menuLinksOf(item).map((link, i) => (
            <li key={i}>
              <a
                className={`navbar__dropdown-link dropdown__link${(link.current ?? isActive(link, page)) ? ' navbar__dropdown-link--active dropdown__link--active' : ''}`}
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                {...(link.lang ? { hrefLang: link.lang, lang: link.lang } : {})}
                {...(link.current ? { 'aria-current': 'true' as const } : isActive(link, page) ? { 'aria-current': 'page' as const } : {})}
              >
                {link.label}
                {link.external ? <ExternalIcon /> : null}
              </a>
            </li>
          ))}
        </ul>
      </li>
    );
  }
  // Marked for screen readers too, as react-router's NavLink marks Docusaurus' active item.
  const active = isActive(item, page);
  return (
    <li className="navbar__item">
      <a
        className={`navbar__link${active ? ' navbar__link--active' : ''}${item.className ? ` ${item.className}` : ''}`}
        href={item.href}
        {...(active ? { 'aria-current': 'page' as const } : {})}
        {...(item.ariaLabel || item.labelHidden ? { 'aria-label': item.ariaLabel ?? item.label } : {})}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...(item.html ? { dangerouslySetInnerHTML: { __html: item.html } } : {})}
      >
        {item.labelHidden || item.html ? null : (
          <>
            {iconOf(item) === 'github' ? <GitHubIcon /> : null}
            <span>{item.label}</span>
            {iconOf(item) === 'external' ? <ExternalIcon /> : null}
          </>
        )}
      </a>
    </li>
  );
}

/** A menu entry: a dropdown's link, a version's or a locale's (the page's own links put in per page, see withPageLinks). */
export interface MenuLink {
  label: string;
  href: string;
  external: boolean;
  /** A locale's language. */
  lang?: string;
  /** The page's own version or locale. */
  current?: boolean;
}

/** The entries of a navbar menu: a dropdown's links, the docs' versions between the site's own links, or the site's locales. */
export function menuLinksOf(item: Extract<NavbarItemView, { type: 'dropdown' | 'versions' | 'locales' }>): MenuLink[] {
  if (item.type === 'dropdown') return item.items;
  if (item.type === 'locales') return [...item.before, ...item.locales.map((locale) => ({ label: locale.label, href: locale.base + LOCALE_PATH_MARK, external: false, lang: locale.htmlLang, current: locale.current })), ...item.after];
  return [...item.before, ...item.versions.map((version, i) => ({ label: version.label, href: versionMark(i), external: false, current: version.current })), ...item.after];
}

/** The mark a link gets: the configured one, else GitHub's for "GitHub" and an arrow for another site. */
export function iconOf(item: Extract<NavbarItemView, { type: 'link' }>): 'github' | 'external' | 'none' {
  if (item.icon === 'external') return item.external ? 'external' : 'none';
  if (item.icon) return item.icon;
  return item.label === 'GitHub' ? 'github' : item.external ? 'external' : 'none';
}

/** The brand's image from config (a dark-mode one swapped in by CSS), or the default mark. */
export function BrandMark({ site }: { site: SiteView }) {
  const logo = site.navbar.logo;
  if (logo === false) return null;
  if (!logo) {
    return (
      <span className="navbar__logo" aria-hidden="true">
        ◆
      </span>
    );
  }
  // In Infima's `navbar__logo` box, which a site's CSS styles (a dark-mode filter, its height).
  return (
    <span className="navbar__logo navbar__logo--image">
      <img className={classNames(logo.srcDark ? 'navbar__logo-img navbar__logo-img--light' : 'navbar__logo-img', logo.look?.className)} src={logo.src} alt={logo.alt} {...lookProps(logo.look)} />
      {logo.srcDark ? <img className={classNames('navbar__logo-img navbar__logo-img--dark', logo.look?.className)} src={logo.srcDark} alt={logo.alt} {...lookProps(logo.look)} /> : null}
    </span>
  );
}

function classNames(own: string, extra: string | undefined): string {
  return extra ? `${own} ${extra}` : own;
}

/** The logo image's size and inline style the config gives. */
function lookProps(look: LogoLook | undefined): { width?: number | string; height?: number | string; style?: Record<string, string | number> } {
  if (!look) return {};
  return { ...(look.width !== undefined ? { width: look.width } : {}), ...(look.height !== undefined ? { height: look.height } : {}), ...(look.style ? { style: look.style } : {}) };
}
