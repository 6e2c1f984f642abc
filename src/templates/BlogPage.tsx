/**
 * The blog's pages (config `blog`): a post, a list of posts (the blog's, a tag's, an author's), the
 * page of every tag, the archive and the authors. The recent posts are the page's sidebar (see
 * BlogSidebar), so the layout puts them beside the page and in the mobile drawer.
 */
import type { ReactNode } from 'react';
import type { PageView, SiteView } from './model.ts';
import type { ThemeLabels } from './labels.ts';
import { LastUpdated, TagIndex, TocColumn } from './DocPage.tsx';
import { EditIcon, GITHUB_MARK } from './icons.tsx';

export interface BlogAuthorView {
  name?: string;
  title?: string;
  /** Where the name and picture lead: the author's page, else their URL. */
  href?: string;
  imageUrl?: string;
  socials: Array<{ platform: string; href: string }>;
  /** Their listed posts, on the page of every author. */
  count?: number;
}

export interface BlogPostView {
  title: string;
  href: string;
  date: { iso: string; text: string };
  readingTime?: string;
  authors: BlogAuthorView[];
  tags: Array<{ label: string; href: string; description?: string }>;
  html: string;
  editUrl?: string;
  /** "Last updated on … by …" under the post, each part when shown. */
  lastUpdate?: { date?: { iso: string; text: string }; author?: string };
  /** In a list, the post is cut at its truncate marker: a "Read more" link follows. */
  truncated: boolean;
}

export type BlogBodyView =
  | { view: 'post'; unlisted?: true; post: BlogPostView; newer?: { title: string; href: string }; older?: { title: string; href: string } }
  | { view: 'list'; posts: BlogPostView[]; newerHref?: string; olderHref?: string; tag?: { title: string; description?: string; allTagsHref: string }; author?: { author: BlogAuthorView; allAuthorsHref: string } }
  | { view: 'tags'; title: string; letters: Array<{ letter: string; tags: Array<{ label: string; href: string; count: number; description?: string }> }> }
  | { view: 'archive'; title: string; description: string; years: Array<{ year: string; posts: Array<{ title: string; href: string; day: string }> }> }
  | { view: 'authors'; title: string; authors: BlogAuthorView[] };

/** The recent posts beside the blog's pages, by year when they span several. */
export function BlogSidebar({ title, groups, label }: { title: string; groups: Array<{ year?: string; posts: Array<{ title: string; href: string; active: boolean }> }>; label: string }) {
  return (
    <nav className="blog-sidebar" aria-label={label}>
      <div className="blog-sidebar__title">{title}</div>
      {groups.map((group, i) => (
        <div key={group.year ?? i} role="group">
          {group.year ? <h3 className="blog-sidebar__year">{group.year}</h3> : null}
          <ul className="blog-sidebar__list">
            {group.posts.map((post) => (
              <li key={post.href} className="blog-sidebar__item">
                <a className={`blog-sidebar__link${post.active ? ' blog-sidebar__link--active' : ''}`} href={post.href} {...(post.active ? { 'aria-current': 'page' as const } : {})}>
                  {post.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** A blog page in the layout: its body, and a post's table of contents beside it. */
export function BlogPage({ site, page }: { site: SiteView; page: PageView }) {
  const hasToc = page.toc.length > 0;
  return (
    <div className={`doc blog${hasToc ? ' doc--with-toc' : ''}`}>
      <div className="doc__article blog__main" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      {hasToc ? <TocColumn site={site} items={page.toc} /> : null}
    </div>
  );
}

/** What a blog page shows in its main column. */
export function BlogBody({ body, labels, docusaurus = false }: { body: BlogBodyView; labels: ThemeLabels; docusaurus?: boolean }) {
  switch (body.view) {
    case 'post':
      return (
        <>
          {body.unlisted ? (
            // Readers who reach an unlisted post by its link are told so, as on an unlisted doc.
            <aside className="theme-admonition theme-admonition-caution admonition--caution theme-unlisted-banner" role="note">
              <div className="admonition__title">{labels.unlistedTitle}</div>
              <div className="admonition__content">
                <p>{labels.unlistedText}</p>
              </div>
            </aside>
          ) : null}
          <BlogPostItem post={body.post} labels={labels} own docusaurus={docusaurus} />
          {body.newer || body.older ? (
            <nav className="pagination pagination-nav blog-pager" aria-label={labels.blogPostNavigation}>
              {body.newer ? <PagerLink href={body.newer.href} sub={labels.blogNewerPost} label={body.newer.title} side="prev" /> : <span />}
              {body.older ? <PagerLink href={body.older.href} sub={labels.blogOlderPost} label={body.older.title} side="next" /> : null}
            </nav>
          ) : null}
        </>
      );
    case 'list':
      return (
        <>
          {body.tag ? (
            <header className="blog-list__header">
              <h1>{body.tag.title}</h1>
              {body.tag.description ? <p>{body.tag.description}</p> : null}
              <a href={body.tag.allTagsHref}>{labels.blogViewAllTags}</a>
            </header>
          ) : null}
          {body.author ? (
            <header className="blog-list__header">
              <BlogAuthor author={body.author.author} as="h1" />
              <a href={body.author.allAuthorsHref}>{labels.blogViewAllAuthors}</a>
            </header>
          ) : null}
          {body.posts.map((post) => (
            <BlogPostItem key={post.href} post={post} labels={labels} />
          ))}
          {body.author && !body.posts.length ? <p className="blog-list__empty">{labels.blogAuthorNoPosts}</p> : null}
          {body.newerHref || body.olderHref ? (
            <nav className="pagination pagination-nav blog-pager blog-list-pager" aria-label={labels.blogListNavigation}>
              {body.newerHref ? <PagerLink href={body.newerHref} label={labels.blogNewerEntries} side="prev" /> : <span />}
              {body.olderHref ? <PagerLink href={body.olderHref} label={labels.blogOlderEntries} side="next" /> : null}
            </nav>
          ) : null}
        </>
      );
    case 'tags':
      return (
        <>
          <h1 className="doc__title">{body.title}</h1>
          <TagIndex letters={body.letters} {...(docusaurus ? { docusaurus: { headingLink: labels.headingLink } } : {})} />
        </>
      );
    case 'archive':
      return (
        <>
          {docusaurus ? (
            // A Docusaurus site's archive opens on Infima's primary hero, the whole window wide, as there.
            <header className="hero hero--primary blog-archive__hero">
              <div className="container">
                <h1 className="hero__title">{body.title}</h1>
                <p className="hero__subtitle">{body.description}</p>
              </div>
            </header>
          ) : (
            <header className="blog-archive__header">
              <h1 className="doc__title">{body.title}</h1>
              <p>{body.description}</p>
            </header>
          )}
          <section className="blog-archive">
            {body.years.map(({ year, posts }) => (
              <div key={year} className="blog-archive__year">
                <h3 id={year}>{year}</h3>
                <ul>
                  {posts.map((post) => (
                    <li key={post.href}>
                      <a href={post.href}>
                        {post.day} - {post.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </>
      );
    case 'authors':
      return (
        <>
          <h1 className="doc__title">{body.title}</h1>
          <ul className="blog-authors">
            {body.authors.map((author, i) => (
              <li key={author.href ?? i}>
                <BlogAuthor author={author} as="h2" />
              </li>
            ))}
          </ul>
        </>
      );
  }
}

function PagerLink({ href, sub, label, side }: { href: string; sub?: string; label: string; side: 'prev' | 'next' }) {
  return (
    <a className={`pagination__link pagination__link--${side} pagination-nav__link pagination-nav__link--${side}`} href={href} rel={side}>
      {sub ? <span className="pagination__sub pagination-nav__sublabel">{sub}</span> : null}
      <span className="pagination__label pagination-nav__label">{label}</span>
    </a>
  );
}

/** A post: whole on its own page (`own`, its title the page's h1), else its preview with a link to it. */
function BlogPostItem({ post, labels, own = false, docusaurus = false }: { post: BlogPostView; labels: ThemeLabels; own?: boolean; docusaurus?: boolean }) {
  return (
    <article className={own ? 'blog-post blog-post--page' : 'blog-post'}>
      <header className="blog-post__header">
        {own ? (
          <h1 className="blog-post__title">{post.title}</h1>
        ) : (
          <h2 className="blog-post__title">
            <a href={post.href}>{post.title}</a>
          </h2>
        )}
        <div className="blog-post__info">
          <time dateTime={post.date.iso}>{post.date.text}</time>
          {post.readingTime ? ` · ${post.readingTime}` : null}
        </div>
        {post.authors.length ? (
          <div className={`blog-post__authors${post.authors.length > 1 ? ' blog-post__authors--many' : ''}`}>
            {post.authors.map((author, i) => (
              <BlogAuthor key={i} author={author} />
            ))}
          </div>
        ) : null}
      </header>
      <div className="markdown theme-doc-markdown" {...(own ? { id: '__blog-post-container' } : {})} dangerouslySetInnerHTML={{ __html: post.html }} />
      {/* Docusaurus draws the footer for tags, an edit link or a list's "Read more" only: a last update alone has none. */}
      {post.tags.length || post.editUrl || (docusaurus ? !own && post.truncated : post.lastUpdate || post.truncated) ? (
        <footer className="blog-post__footer">
          {post.tags.length ? (
            <div className="doc__tags">
              <b>{labels.tags}</b>
              <ul className="tags">
                {post.tags.map((tag) => (
                  <li key={tag.href}>
                    <a className="tag" rel="tag" href={tag.href} title={tag.description}>
                      {tag.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {own && (post.editUrl || post.lastUpdate) ? (
            <div className="doc__meta">
              {post.editUrl ? (
                <div>
                  <a className="doc__edit" href={post.editUrl} target="_blank" rel="noopener noreferrer">
                    {docusaurus ? <EditIcon /> : '✎ '}
                    {labels.editThisPage}
                  </a>
                </div>
              ) : null}
              {post.lastUpdate ? (
                <div>
                  <LastUpdated {...post.lastUpdate} labels={labels} />
                </div>
              ) : null}
            </div>
          ) : null}
          {!own && post.truncated ? (
            <a className="blog-post__more" href={post.href} aria-label={labels.blogReadMoreAbout.replace('{title}', post.title)}>
              <b>{labels.blogReadMore}</b>
            </a>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** An author: picture, name (a link to their page or URL), title and profile links. */
function BlogAuthor({ author, as = 'span' }: { author: BlogAuthorView; as?: 'span' | 'h1' | 'h2' }) {
  const Name = as;
  // Their own URL (not their page on this site) opens in a new tab, as Docusaurus links it.
  const offSite = author.href !== undefined && /^(https?:)?\/\//.test(author.href);
  const linked = (child: ReactNode) => (author.href ? <a href={author.href} {...(offSite ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{child}</a> : child);
  return (
    <div className={`avatar blog-author blog-author--${as}`}>
      {author.imageUrl ? linked(<img className="avatar__photo blog-author__photo" src={author.imageUrl} alt={author.name ?? ''} loading="lazy" />) : null}
      <div className="avatar__intro blog-author__intro">
        {author.name ? (
          <div className="avatar__name blog-author__name">
            {linked(<Name className="blog-author__name-text">{author.name}</Name>)}
            {author.count !== undefined ? <span className="blog-author__count">{author.count}</span> : null}
          </div>
        ) : null}
        {author.title ? (
          <small className="avatar__subtitle blog-author__title" title={author.title}>
            {author.title}
          </small>
        ) : null}
        {author.socials.length ? (
          <div className="blog-author__socials">
            {author.socials.map((s) => (
              <a key={s.platform} href={s.href} target="_blank" rel="noopener noreferrer" title={platformName(s.platform)} aria-label={platformName(s.platform)}>
                <SocialIcon platform={s.platform} />
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The platforms Docusaurus names by their own names (`stackoverflow` is "Stack Overflow"); any other is shown as written. */
const PLATFORM_NAMES: Record<string, string> = { x: 'X', twitter: 'Twitter', github: 'GitHub', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', instagram: 'Instagram', threads: 'Threads', mastodon: 'Mastodon', twitch: 'Twitch', youtube: 'YouTube' };

function platformName(platform: string): string {
  return PLATFORM_NAMES[platform.toLowerCase()] ?? platform;
}

/** An author's link's icon: the platform's mark where docsgen draws one (X, GitHub, LinkedIn), else a globe, as Docusaurus' default. */
function SocialIcon({ platform }: { platform: string }) {
  const key = platform.toLowerCase();
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={`social-icon social-icon--${PLATFORM_NAMES[key] ? key : 'other'}`}>
      {key === 'x' || key === 'twitter' ? (
        <path d="M4 3.5h4.5l11.5 17H15.5zM19.5 3.5 4.5 20.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      ) : key === 'github' ? (
        <path fill="currentColor" d={GITHUB_MARK} />
      ) : key === 'linkedin' ? (
        <>
          <rect x="2.5" y="2.5" width="19" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M7.5 10.5v6M7.5 7.2v.1M11.5 16.5v-6m0 2.5a2.5 2.5 0 0 1 5 0v3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z" />
        </g>
      )}
    </svg>
  );
}
