import type { SiteView } from './model.ts';
import { ExternalIcon } from './icons.tsx';
import { staticMarkupOnce } from './markup-once.ts';
import { overridable } from './components.ts';
import { themeClass } from './theme-class-names.ts';

/** The site footer: link groups and copyright, the same on every page. */
export const Footer = overridable('Footer', function Footer({ site }: { site: SiteView }) {
  // A site with no footer (a Docusaurus config without one) gets no empty band; one whose config gives an empty footer does, as Docusaurus draws it.
  if (!site.footer.groups.length && !site.footer.copyright && !site.footer.logo && !site.footer.showEmpty) return null;
  // Docusaurus marks a dark footer only (`footer--dark`); a light one is docsgen's `footer--pale`, so a
  // site's own rules for Infima's classes match where they match there.
  return <footer className={themeClass(site, site.footer.style === 'light' ? 'footer footer--pale' : 'footer footer--dark', 'theme-layout-footer')} dangerouslySetInnerHTML={{ __html: staticMarkupOnce(site, 'footer', () => <FooterContent site={site} />) }} />;
});

function FooterContent({ site }: { site: SiteView }) {
  return (
    <div className="footer__inner">
      {site.footer.groups.length ? (
        <div className="footer__groups footer__links">
          {site.footer.groups.map((group) => (
            <div key={group.title} className={themeClass(site, 'footer__group footer__col', 'theme-layout-footer-column')}>
              {/* A Docusaurus site's column title is a div, as there: its CSS for h2 does not reach it. */}
              {site.docusaurusMarkup ? <div className="footer__title">{group.title}</div> : <h2 className="footer__title">{group.title}</h2>}
              <ul className="footer__items">
                {group.items.map((link, i) =>
                  'html' in link ? (
                    // The site's own markup (a Docusaurus footer html item: a badge, a button).
                    <li key={i} className="footer__item" dangerouslySetInnerHTML={{ __html: link.html }} />
                  ) : (
                    <li key={link.href}>
                      <a className={link.className ? `footer__link footer__link-item ${link.className}` : 'footer__link footer__link-item'} href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {link.label}
                        {/* A link off the site carries the arrow, as in the navbar (and in Docusaurus' footer). */}
                        {link.external && !link.noArrow ? <ExternalIcon /> : null}
                      </a>
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {site.footer.logo ? <FooterLogo logo={site.footer.logo} /> : null}
      {/* HTML, as Docusaurus takes it (a link, &copy;, a paragraph of its own): the site's own config writes it. */}
      <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: site.footer.copyright }} />
    </div>
  );
}

/** The footer's logo above the copyright, linked when the config gives a link. */
function FooterLogo({ logo }: { logo: NonNullable<SiteView['footer']['logo']> }) {
  const image = <img className="footer__logo" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />;
  return <div className="footer__logo-row">{logo.href ? <a href={logo.href} {...(/^https?:/.test(logo.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{image}</a> : image}</div>;
}
