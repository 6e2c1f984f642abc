import type { SiteView } from './model.ts';
import { staticMarkupOnce } from './markup-once.ts';
import { overridable } from './components.ts';

/** The site footer: link groups and copyright, the same on every page. */
export const Footer = overridable('Footer', function Footer({ site }: { site: SiteView }) {
  // A site with no footer (a Docusaurus config without one) gets no empty band.
  if (!site.footer.groups.length && !site.footer.copyright) return null;
  return <footer className={site.footer.style === 'light' ? 'footer footer--light' : 'footer'} dangerouslySetInnerHTML={{ __html: staticMarkupOnce(site, 'footer', () => <FooterContent site={site} />) }} />;
});

function FooterContent({ site }: { site: SiteView }) {
  return (
    <div className="footer__inner">
      <div className="footer__groups">
        {site.footer.groups.map((group) => (
          <div key={group.title} className="footer__group">
            <h2 className="footer__title">{group.title}</h2>
            <ul className="footer__items">
              {group.items.map((link) => (
                <li key={link.href}>
                  <a className="footer__link" href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* HTML, as Docusaurus takes it (a link, &copy;): the site's own config writes it. */}
      <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: site.footer.copyright }} />
    </div>
  );
}
