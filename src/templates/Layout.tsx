import type { ReactNode } from 'react';
import type { PageView, SiteView } from './model.ts';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { headBootScript } from './boot-script.ts';
import { SeoHead } from './SeoHead.tsx';

/** The document shell every page shares: head, skip link, announcement, navbar, drawer, footer. */
export function Layout({ site, page, children }: { site: SiteView; page: PageView; children: ReactNode }) {
  const fullTitle = page.kind === 'not-found' || page.route !== '/' || page.title !== site.title ? `${page.title} | ${site.title}` : site.title;
  type DrawerLink = { label: string; href: string; external: boolean; group: string | undefined };
  const drawerLinks = site.navbar.items.flatMap((item): DrawerLink[] =>
    item.type === 'dropdown' ? item.items.map((l) => ({ ...l, group: item.label })) : [{ label: item.label, href: item.href, external: item.external, group: undefined }],
  );
  return (
    <html lang={site.htmlLang} dir={site.direction} data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={page.description} />
        <meta name="generator" content={`docsgen ${site.generatorVersion}; site ${site.siteVersion}`} />
        {page.noindex ? <meta name="robots" content="noindex, follow" /> : null}
        <link rel="canonical" href={page.canonical} />
        <meta name="docsearch:language" content={site.docsearch.language} />
        <meta name="docsearch:docusaurus_tag" content={site.docsearch.tag} />
        <SeoHead site={site} page={page} title={fullTitle} />
        <script dangerouslySetInnerHTML={{ __html: headBootScript(site) }} />
        <link rel="stylesheet" href={site.assets.css} />
        {site.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} media="print" data-onload-media="all" />
        ))}
        {site.assets.js ? <script type="module" src={site.assets.js} /> : null}
        {site.scripts.map((s) => (
          <script key={s.src} src={s.src} async={s.async} defer={!s.async} />
        ))}
      </head>
      <body className={`page-kind--${page.kind}`}>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {site.announcementBar ? <AnnouncementBar bar={site.announcementBar} /> : null}
        <Navbar site={site} activeRoute={page.route} />
        <div className="layout">
          <aside className={`sidebar${page.sidebarHtml ? '' : ' sidebar--empty'}`} id="doc-drawer" aria-label="Navigation">
            <div className="drawer__header">
              <a className="navbar__brand" href={site.baseUrl}>
                <span className="navbar__logo" aria-hidden="true">◆</span>
                <span className="navbar__title">{site.navbar.title}</span>
              </a>
              <button type="button" className="drawer__close" aria-label="Close the navigation menu">
                ×
              </button>
            </div>
            <ul className="drawer__nav">
              {drawerLinks.map((link, i) => (
                <li key={i}>
                  <a className="drawer__link" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {link.group ? <span className="drawer__group">{link.group} › </span> : null}
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            {page.sidebarHtml ? <div className="sidebar__scroll" dangerouslySetInnerHTML={{ __html: page.sidebarHtml }} /> : null}
          </aside>
          <div className="drawer__backdrop" hidden />
          <main id="main-content" className="main" tabIndex={-1}>
            {children}
          </main>
        </div>
        <Footer site={site} />
      </body>
    </html>
  );
}
