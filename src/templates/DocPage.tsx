import type { PageView, SiteView } from './model.ts';
import type { TocItem } from '../shared/types.ts';
import { EditIcon, HomeIcon } from './icons.tsx';
import { overridable } from './components.ts';
import { themeClass } from './theme-class-names.ts';
import { createElement, Fragment, type ReactNode } from 'react';
import { UNWRAPPED_BODY } from './model.ts';
import { ENGLISH_LABELS, fillLabel, labelText, pluralText, type ThemeLabels } from './labels.ts';

/** A documentation page: breadcrumbs, title, body, edit link, pagination and the TOC. */
export const DocPage = overridable('DocPage', function DocPage({ site, page }: { site: SiteView; page: PageView }) {
  const hasToc = page.toc.length > 0;
  // A Docusaurus React page draws itself, as there: no Markdown body styles over its own.
  // `theme-doc-markdown`: Infima's name for the body, which a Docusaurus site's CSS may style.
  const bodyClass = page.articleClass?.split(' ').includes('doc__article--page') ? 'page-body' : 'markdown theme-doc-markdown';
  return (
    <div className={`doc${hasToc ? ' doc--with-toc' : ''}${page.kind === 'doc' || page.kind === 'category-index' ? ' doc--item' : ''}${page.tocHidden ? ' doc--toc-hidden' : ''}`}>
      <article className={`doc__article${page.articleClass ? ` ${page.articleClass}` : ''}`}>
        {page.unlisted ? (
          // Readers who reach an unlisted doc by its link are told so, as Docusaurus tells them.
          <aside className="theme-admonition theme-admonition-caution admonition--caution theme-unlisted-banner" role="note">
            <div className="admonition__title">{site.labels.unlistedTitle}</div>
            <div className="admonition__content">
              <p>{site.labels.unlistedText}</p>
            </div>
          </aside>
        ) : null}
        {page.versionBanner ? <VersionBanner site={site} banner={page.versionBanner} /> : null}
        <Breadcrumbs site={site} page={page} />
        {site.docsVersion.badge && (page.kind === 'doc' || page.kind === 'category-index') ? <VersionBadge site={site} /> : null}
        {hasToc ? (
          <details className={themeClass(site, 'toc-mobile', 'theme-doc-toc-mobile')}>
            <summary>{site.labels.onThisPage}</summary>
            <TocList items={page.toc} />
          </details>
        ) : null}
        {page.seo.markdownHref ? (
          // Hidden until the client enables it: copying needs JavaScript.
          <button type="button" className="copy-markdown" data-markdown-url={page.seo.markdownHref} hidden>
            {site.labels.copyPageAsMarkdown}
          </button>
        ) : null}
        <div className={bodyClass}>
          {/* Docusaurus 2 draws a title its front matter gives in a header of its own, apart from the body's blocks. */}
          {page.hideTitle ? null : site.docusaurus2 && page.kind === 'doc' && !page.titleFromHeading ? (
            <header>
              <h1 className="doc__title">{page.title}</h1>
            </header>
          ) : (
            <h1 className="doc__title">{page.title}</h1>
          )}
          {page.lead ? <p className="doc__lead">{page.lead}</p> : null}
          {page.allTagsHref ? (
            <p className="tags__all">
              <a href={page.allTagsHref}>{site.labels.viewAllTags}</a>
            </p>
          ) : null}
          {/* On a Docusaurus site the body's blocks are the markdown element's own children, as there
              (a site's `.markdown > h2` rules reach them): the page writer drops this element around them. */}
          {site.docusaurusMarkup ? createElement(UNWRAPPED_BODY, { dangerouslySetInnerHTML: { __html: page.contentHtml } }) : <div dangerouslySetInnerHTML={{ __html: page.contentHtml }} />}
          {!page.cards.length ? null : site.docusaurusMarkup && page.kind === 'tags' ? <TaggedDocList page={page} /> : <Cards page={page} labels={site.labels} locale={site.locale} docusaurus={site.docusaurusMarkup} />}
          {page.tagLetters ? <TagIndex letters={page.tagLetters} {...(site.docusaurusMarkup ? { docusaurus: { headingLink: site.labels.headingLink } } : {})} /> : null}
        </div>
        {page.tagLinks ? <DocTags tags={page.tagLinks} labels={site.labels} /> : null}
        {page.editUrl || page.lastUpdate ? (
          <div className={themeClass(site, 'doc__meta', 'theme-doc-footer-edit-meta-row')}>
            {page.editUrl ? (
              <a className={themeClass(site, 'doc__edit', 'theme-edit-this-page')} href={page.editUrl} target="_blank" rel="noopener noreferrer">
                {site.docusaurusMarkup ? <EditIcon /> : '✎ '}
                {site.labels.editThisPage}
              </a>
            ) : null}
            {page.lastUpdate ? <LastUpdated {...page.lastUpdate} labels={site.labels} className={themeClass(site, 'doc__last-update', 'theme-last-updated')} docusaurus={site.docusaurusMarkup === true} /> : null}
          </div>
        ) : null}
        {/* A Docusaurus doc has its pager's nav even with no neighbours: empty, its 3rem above the footer. */}
        {page.prev || page.next || (site.docusaurusMarkup && (page.kind === 'doc' || page.kind === 'category-index')) ? <DocPagination page={page} site={site} /> : null}
      </article>
      {hasToc ? <TocColumn site={site} items={page.toc} /> : null}
    </div>
  );
});

/** The table of contents beside a page's body. */
export function TocColumn({ site, items }: { site: SiteView; items: TocItem[] }) {
  return (
    <nav className={themeClass(site, 'toc', 'theme-doc-toc-desktop')} aria-label={site.labels.onThisPage}>
      <p className="toc__title">{site.labels.onThisPage}</p>
      <TocList items={items} leftBorder />
    </nav>
  );
}

/** The previous and next links under a doc. */
const DocPagination = overridable('DocPagination', function DocPagination({ page, site }: { page: PageView; site?: SiteView }) {
  const labels = site?.labels ?? ENGLISH_LABELS;
  return (
    // On a Docusaurus site, Infima's names too, which the site's CSS may style.
    <nav className={site?.docusaurusMarkup ? 'pagination pagination-nav docusaurus-mt-lg' : 'pagination'} aria-label={labels.docsPagesLabel}>
      {!page.prev && !page.next ? null : page.prev ? (
        <a className="pagination__link pagination__link--prev pagination-nav__link pagination-nav__link--prev" href={page.prev.href} rel="prev">
          <span className="pagination__sub pagination-nav__sublabel">{labels.previous}</span>
          {/* On a Docusaurus site the arrows are Infima's ::before and ::after (a site's CSS may drop them). */}
          <span className="pagination__label pagination-nav__label">{site?.docusaurusMarkup ? page.prev.label : `« ${page.prev.label}`}</span>
        </a>
      ) : (
        <span />
      )}
      {page.next ? (
        <a className="pagination__link pagination__link--next pagination-nav__link pagination-nav__link--next" href={page.next.href} rel="next">
          <span className="pagination__sub pagination-nav__sublabel">{labels.next}</span>
          <span className="pagination__label pagination-nav__label">{site?.docusaurusMarkup ? page.next.label : `${page.next.label} »`}</span>
        </a>
      ) : null}
    </nav>
  );
});

const Breadcrumbs = overridable('DocBreadcrumbs', function DocBreadcrumbs({ site, page }: { site: SiteView; page: PageView }) {
  // As Docusaurus: a site's own React pages, the tag pages and a doc in no sidebar have none; a doc
  // at the site's root in a sidebar has them (the home icon, then its own label).
  if (!site.breadcrumbs || page.kind === 'react' || page.kind === 'not-found' || page.kind === 'tags' || (page.kind === 'doc' && !page.sidebar)) return null;
  return (
    <nav className={themeClass(site, 'breadcrumbs', 'theme-doc-breadcrumbs')} aria-label={site.labels.breadcrumbsLabel}>
      <ol>
        {page.homeLink ? (
          <li className="breadcrumbs__item">
            <a className="breadcrumbs__link" href={site.baseUrl} aria-label={site.labels.homePageLabel}>
              <HomeIcon />
            </a>
          </li>
        ) : null}
        {page.breadcrumbs.map((crumb, i) => (
          <li key={i} className="breadcrumbs__item">
            {crumb.href ? (
              <a className="breadcrumbs__link" href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className="breadcrumbs__link">{crumb.label}</span>
            )}
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active">
          <span className="breadcrumbs__link" aria-current="page">
            {page.crumbLabel ?? page.title}
          </span>
        </li>
      </ol>
    </nav>
  );
});

/**
 * Above a doc of a version that is not the latest: that it is unreleased or no longer maintained,
 * and the way to the page in the latest version, as Docusaurus warns readers.
 */
function VersionBanner({ site, banner }: { site: SiteView; banner: NonNullable<PageView['versionBanner']> }) {
  const said = banner.kind === 'unreleased' ? site.labels.versionUnreleased : site.labels.versionUnmaintained;
  const link = (
    <b key="link">
      <a href={banner.latestHref}>{site.labels.versionLatestLink}</a>
    </b>
  );
  return (
    <div className="version-banner theme-doc-version-banner alert alert--warning" role="alert">
      <div>{fillLabel<ReactNode>(said, { siteTitle: site.title, versionLabel: <b key="version">{site.docsVersion.label}</b> })}</div>
      <div className="version-banner__latest">{fillLabel<ReactNode>(site.labels.versionLatestSuggestion, { latestVersionLink: link, versionLabel: banner.latestLabel })}</div>
    </div>
  );
}

/** The docs version a doc belongs to, as Docusaurus shows it on a site of several versions. */
function VersionBadge({ site }: { site: SiteView }) {
  return <span className="theme-doc-version-badge badge badge--secondary">{labelText(site.labels.versionBadge, { versionLabel: site.docsVersion.label })}</span>;
}

/** Nests h3 under the h2 before it. */
export function TocList({ items, leftBorder = false }: { items: TocItem[]; leftBorder?: boolean }) {
  return <TocNodes nodes={tocTree(items)} top leftBorder={leftBorder} />;
}

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/**
 * The headings as Docusaurus nests them (its treeifyTOC): under the latest heading of a higher level,
 * from h2 down; a heading with none above it (the h3s before a doc's first h2) is at the top, beside
 * the others, never under an earlier heading of its own level.
 */
function tocTree(items: TocItem[]): TocNode[] {
  const nodes = items.map((item): TocNode => ({ item, children: [] }));
  const latestOfLevel: number[] = Array(7).fill(-1);
  const roots: TocNode[] = [];
  nodes.forEach((node, index) => {
    const parent = Math.max(-1, ...latestOfLevel.slice(2, node.item.depth));
    latestOfLevel[node.item.depth] = index;
    (parent >= 0 ? nodes[parent]!.children : roots).push(node);
  });
  return roots;
}

/** One level of the list; only the top one is Infima's `table-of-contents`, as Docusaurus draws it (a site's rule for it draws one bar). */
function TocNodes({ nodes, top = false, leftBorder = false }: { nodes: TocNode[]; top?: boolean; leftBorder?: boolean }) {
  return (
    <ul className={`toc__list${top ? ' table-of-contents' : ''}${leftBorder ? ' table-of-contents__left-border' : ''}`}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          {item.html ? (
            <a className="toc__link table-of-contents__link" href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.html }} />
          ) : (
            <a className="toc__link table-of-contents__link" href={`#${item.id}`}>
              {item.text}
            </a>
          )}
          {children.length ? <TocNodes nodes={children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** "Last updated on Nov 26, 2026 by Ada", either part alone, in the order of the site's language. */
export function LastUpdated({ date, author, labels, className = 'doc__last-update', docusaurus = false }: NonNullable<PageView['lastUpdate']> & { labels: ThemeLabels; className?: string; docusaurus?: boolean }) {
  // A Docusaurus site's date in bold, as its theme writes it.
  const time = date ? docusaurus ? <b><time dateTime={date.iso} itemProp="dateModified">{date.text}</time></b> : <time dateTime={date.iso}>{date.text}</time> : null;
  const atDate = time ? fillLabel(labels.atDate, { date: time }) : '';
  const byUser = author ? fillLabel(labels.byUser, { user: <b>{author}</b> }) : '';
  return <span className={className}>{keyed(fillLabel(labels.lastUpdated, { atDate, byUser }).flat())}</span>;
}

/** Pieces of a filled label as children React can tell apart. */
function keyed(pieces: ReactNode[]): ReactNode[] {
  return pieces.map((piece, i) => <Fragment key={i}>{piece}</Fragment>);
}

/** A doc's tags, under it. */
function DocTags({ tags, labels }: { tags: NonNullable<PageView['tagLinks']>; labels: ThemeLabels }) {
  return (
    <div className="doc__tags">
      <b>{labels.tags}</b>
      <ul className="tags">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" rel="tag" href={tag.href}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every tag, by first letter, each with its number of docs. */
export function TagIndex({ letters, docusaurus }: { letters: Array<{ letter: string; tags: Array<{ label: string; href: string; count: number; description?: string }> }>; docusaurus?: { headingLink: string } }) {
  if (docusaurus) return <DocusaurusTagIndex letters={letters} headingLink={docusaurus.headingLink} />;
  return (
    <section className="tag-index">
      {letters.map(({ letter, tags }) => (
        <div key={letter}>
          <h2 id={letter}>{letter}</h2>
          <LetterTags tags={tags} className="tags" />
        </div>
      ))}
    </section>
  );
}

/** One letter's tags, each with its number of docs. */
function LetterTags({ tags, className }: { tags: Parameters<typeof TagIndex>[0]['letters'][number]['tags']; className: string }) {
  return (
    <ul className={className}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <a className="tag" rel="tag" href={tag.href} title={tag.description}>
            {tag.label}
            <span className="tag__count">{tag.count}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The tags index as Docusaurus' theme draws it: a letter's heading with its # link, its tags, a rule under each letter. */
function DocusaurusTagIndex({ letters, headingLink }: { letters: Parameters<typeof TagIndex>[0]['letters']; headingLink: string }) {
  return (
    <section className="tag-index margin-vert--lg">
      {letters.map(({ letter, tags }) => {
        const label = labelText(headingLink, { heading: letter });
        return (
          <article key={letter}>
            <h2 id={letter}>
              {letter}
              <a className="hash-link" href={`#${letter}`} aria-label={label} title={label}>
                {'\u200b'}
              </a>
            </h2>
            <LetterTags tags={tags} className="tags padding--none" />
            <hr />
          </article>
        );
      })}
    </section>
  );
}

/** A tag's docs as Docusaurus' theme lists them: each its title as a linked heading and its description. */
function TaggedDocList({ page }: { page: PageView }) {
  return (
    <section className="tagged-docs margin-vert--lg">
      {page.cards.map((card) => (
        <article key={card.href} className="margin-vert--lg">
          <a href={card.href}>
            <h2>{card.label}</h2>
          </a>
          {card.description ? <p>{card.description}</p> : null}
        </article>
      ))}
    </section>
  );
}

function Cards({ page, labels, locale, docusaurus = false }: { page: PageView; labels: ThemeLabels; locale: string; docusaurus?: boolean }) {
  return (
    <section className="cards" aria-label={`${page.title}: pages`}>
      {page.cards.map((card) => {
        const description = card.description ?? (card.count === undefined ? '' : pluralText(labels.items, card.count, locale));
        return (
          // On a Docusaurus site, its DocCard's names too: Infima's 2rem padding (kept whatever a site's `.card` says) and its frame.
          <a key={card.href} className={docusaurus ? 'card padding--lg theme-doc-card-container' : 'card'} href={card.href}>
            <h2 className="card__title">
              {card.icon && card.iconSpaced ? `${card.icon} ${card.label}` : null}
              {card.icon && !card.iconSpaced ? <span className="card__icon">{card.icon}</span> : null}
              {card.icon && card.iconSpaced ? null : card.label}
            </h2>
            {description ? <p className="card__description">{description}</p> : null}
          </a>
        );
      })}
    </section>
  );
}
