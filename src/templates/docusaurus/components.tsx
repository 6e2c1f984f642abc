/**
 * The `@theme` and `@docusaurus` components and hooks that render the same on the server and in the
 * browser: a hydrated page or doc (see docs/docusaurus.md) renders them again in the browser and
 * must get the server's markup. Admonition, Details and Heading have the markup of their Markdown
 * forms; CodeBlock (highlighted on the server) is in generator/content/mdx/theme/blocks.tsx.
 */
import { Children, Fragment, createElement, isValidElement, useEffect, useState, type AnchorHTMLAttributes, type HTMLAttributes, type ImgHTMLAttributes, type ReactNode } from 'react';
import { linkHref, useSiteContext, withBaseUrl, type MdxSiteContext } from './context.ts';
import { CARD_ICONS } from './card-icons.ts';
import type { HeadTag } from '../model.ts';
import { storageKey } from '../../shared/site-settings.ts';

const ADMONITION_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', warning: 'Warning', danger: 'Danger', secondary: 'Secondary', important: 'Important', success: 'Success' };
/** Docusaurus 2 names for types docsgen shows under another. */
const ADMONITION_ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

export function Admonition({ type = 'note', title, icon, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = ADMONITION_ALIASES[type] ?? (type in ADMONITION_TITLES ? type : 'note');
  const own = useSiteContext().admonitionTitles?.[type];
  return (
    // An `icon` of the doc's own stands in place of the type's, as in Docusaurus.
    <aside className={`theme-admonition theme-admonition-${kind} admonition--${kind}${icon ? ' admonition--own-icon' : ''}`} role="note">
      <div className="admonition__title">
        {icon ? <span className="admonition__icon">{icon}</span> : null}
        {title ?? own ?? ADMONITION_TITLES[type] ?? type}
      </div>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}

export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  const parts = Children.toArray(children);
  const inline = parts.find((p) => isValidElement(p) && p.type === 'summary');
  return (
    <details {...rest}>
      {inline ?? <summary>{summary ?? 'Details'}</summary>}
      {parts.filter((p) => p !== inline)}
    </details>
  );
}

/** The mark of a Markdown heading as a React prop (rehype-mark-markdown-headings.ts's `dataMarkdownHeading`). */
const MARKDOWN_HEADING_ATTRIBUTE = 'data-markdown-heading';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * `@theme/Heading`: with an id, its "#" link, as Docusaurus draws it (post-html.ts anchors only the
 * Markdown headings); like any heading written in JSX, it is not in the TOC.
 */
export function Heading({ as: Tag = 'h2', id, children, ...rest }: { as?: HeadingTag; id?: string; children?: ReactNode; className?: string }) {
  if (id && Tag !== 'h1') return <AnchoredHeading tag={Tag} id={id} className={rest.className}>{children}</AnchoredHeading>;
  return (
    <Tag id={id} {...rest}>
      {children}
    </Tag>
  );
}

/**
 * A heading with its "#" link, as rehype-heading-anchors.ts writes it for a static page; `markdown`
 * keeps the mark of a Markdown heading (rehype-mark-markdown-headings.ts) for post-html.ts's TOC.
 */
function AnchoredHeading({ tag, id, className, markdown = false, children }: { tag: HeadingTag; id: string; className?: string; markdown?: boolean; children?: ReactNode }) {
  const named = useSiteContext().headingLink ?? 'Direct link to {heading}';
  return createElement(
    tag,
    { id, className: clsx(className, 'anchor'), ...(markdown ? { [MARKDOWN_HEADING_ATTRIBUTE]: '' } : {}) },
    children,
    <a className="hash-link" href={`#${id}`} aria-label={named.replace('{heading}', textOf(children))}>
      #
    </a>,
  );
}

/** The MDX content components of a hydrated doc: Markdown headings with their anchors. */
export const ISLAND_MDX_COMPONENTS = Object.fromEntries(
  (['h2', 'h3', 'h4', 'h5', 'h6'] as const).map((tag) => [
    tag,
    ({ id, className, children, ...rest }: { id?: string; className?: string; children?: ReactNode }) =>
      id ? (
        <AnchoredHeading tag={tag} id={id} className={className} markdown={MARKDOWN_HEADING_ATTRIBUTE in rest}>
          {children}
        </AnchoredHeading>
      ) : (
        createElement(tag, { className, ...rest }, children)
      ),
  ]),
);

/**
 * The `<a>` MDX maps (a Markdown link, and an `<a>` written in a JSX expression, such as a prop), as
 * Docusaurus' Link writes it: a relative href resolved against the page's URL. An `<a>` written in
 * the body is no mapped element there, and stays as written here too.
 */
function MdxAnchor(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { pathname } = useSiteContext();
  const { href } = props;
  if (!href || !pathname || /^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(href)) return <a {...props} />;
  const resolved = new URL(href, `http://site${pathname}`);
  return <a {...props} href={resolved.pathname + resolved.search + resolved.hash} />;
}

const NO_COMPONENTS = { a: MdxAnchor };
const ISLAND_WITH_ANCHOR = { a: MdxAnchor, ...ISLAND_MDX_COMPONENTS };

/**
 * MDX's provider of content components (the compile's providerImportSource, `docsgen:mdx-components`):
 * in a hydrated doc, the heading anchors reach the partials it renders too, as Docusaurus'
 * MDXProvider gives its components to every MDX file of the page.
 */
export function useMDXComponents(): Record<string, unknown> {
  const { island, mdxComponents } = useSiteContext();
  if (!mdxComponents) return island ? ISLAND_WITH_ANCHOR : NO_COMPONENTS;
  return island ? { a: MdxAnchor, ...mdxComponents, ...ISLAND_MDX_COMPONENTS } : { a: MdxAnchor, ...mdxComponents };
}

/**
 * `@theme/MDXContent`: what a React page wraps the MDX it renders in. The site's MDX components
 * reach that MDX through the page's context (useMDXComponents), so it only holds its children.
 */
export function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { siteConfig, pathname, page } = useSiteContext();
  const written = to ?? href;
  // A relative path (`installation/cli`) leads from the page's own URL, as the router resolves it; a `/path` gets the base URL.
  const target = written && isRelativePath(written) ? new URL(written, `http://site${pathname}`).href.slice('http://site'.length) : linkHref(siteConfig, written);
  // As Docusaurus' Link: another site's page opens in a new tab, unless the element says otherwise.
  const external = /^https?:\/\//.test(target) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (written) page?.links?.push(target);
  return (
    // No `to` (a back link waiting for its path): an anchor without href, as Docusaurus writes it.
    <a href={to ?? href ? target : undefined} {...external} {...rest}>
      {children}
    </a>
  );
}

/** A path with no scheme, no leading "/" and no fragment or query alone: relative to the page. */
function isRelativePath(url: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url);
}

/** False on the server and while hydrating, true once mounted in the browser (as Docusaurus' hook). */
export function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** Its fallback on the server and while hydrating; its children (a function) once in the browser. */
export function BrowserOnly({ children, fallback }: { fallback?: ReactNode; children?: () => ReactNode }) {
  const isBrowser = useIsBrowser();
  if (isBrowser && typeof children === 'function') return <>{children()}</>;
  return <>{fallback ?? null}</>;
}

export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: Array<{ value: string; id: string; level: number }>; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = (toc ?? []).filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return (
    <ul className="toc-inline">
      {items.map((t) => (
        <li key={t.id} style={{ marginLeft: `${(t.level - minHeadingLevel) * 1}rem` }}>
          <a href={`#${t.id}`} dangerouslySetInnerHTML={{ __html: t.value }} />
        </li>
      ))}
    </ul>
  );
}

/** Marks the items `useCurrentSidebarCategory()` gives, so `<DocCardList items={…}>` knows it lists the current category. */
const CURRENT_CATEGORY_ITEMS = Symbol.for('docsgen.currentCategoryItems');

/** One card of a `<DocCardList />`: a doc, a category (its items counted) or a link. */
export interface DocCardLink {
  href: string;
  title: string;
  icon: string;
  /** Docusaurus 2 writes its icon as text before a space. */
  iconSpaced?: boolean;
  description?: string;
}

/** The cards, as Docusaurus' DocCard draws them (the look of a generated index's cards: styles.css `.cards`). */
export function DocCardLinks({ cards }: { cards: DocCardLink[] }) {
  return (
    <>
      {cards.map((card) => (
        <a key={card.href} className="card doc-card padding--lg theme-doc-card-container" href={card.href}>
          <h2 className="card__title doc-card__title">
            {card.iconSpaced ? `${card.icon} ${card.title}` : <span className="card__icon">{card.icon}</span>}
            {card.iconSpaced ? null : card.title}
          </h2>
          {card.description ? <p className="card__description doc-card__description">{card.description}</p> : null}
        </a>
      ))}
    </>
  );
}

/**
 * `@theme/DocCard`: one sidebar item's card, as DocCardList draws each (a category's says how many
 * items it holds, unless it has a description).
 */
export function DocCard({ item }: { item: CardItem }) {
  const site = useSiteContext();
  return <DocCardLinks cards={[cardOfItem(item, site)]} />;
}

/** A sidebar item as `<DocCard item>` and `<DocCardList items>` take it. */
type CardItem = { type?: string; label?: string; href?: string; description?: string; items?: unknown[]; docId?: string };

/**
 * An item's card: a category's says how many items it holds (unless it has a description), a doc's
 * named by `docId` that doc's description; a link off the site is 🔗.
 */
function cardOfItem(item: CardItem, site: Pick<MdxSiteContext, 'siteConfig' | 'docDescriptions'>): DocCardLink {
  const category = item.type === 'category';
  const count = category ? (item.items?.length ?? 0) : 0;
  const description = item.description ?? (category ? `${count} ${count === 1 ? 'item' : 'items'}` : item.docId ? site.docDescriptions?.[item.docId] : undefined);
  const external = item.type !== 'category' && /^[a-z][\w+.-]*:/i.test(item.href ?? '');
  return { title: item.label ?? item.docId ?? '', href: linkHref(site.siteConfig, item.href), icon: category ? CARD_ICONS.category : external ? CARD_ICONS.link : CARD_ICONS.doc, description };
}

/**
 * `@docusaurus/useBrokenLinks`: a React page's collected links are checked as its `<Link>`s' are (a
 * broken one fails the build under onBrokenLinks 'throw'); docsgen reads every page's anchors itself.
 */
export function useBrokenLinks(): { collectLink: (link: string | undefined) => void; collectAnchor: (anchor: string | undefined) => void } {
  const { siteConfig, page } = useSiteContext();
  return { collectLink: (link) => link && page?.links?.push(linkHref(siteConfig, link)), collectAnchor: () => {} };
}

/** `@docusaurus/ErrorBoundary`: its children (an error while rendering fails the build, naming the page, rather than showing the fallback). */
export function ErrorBoundary({ children }: { children?: ReactNode; fallback?: unknown }) {
  return <Fragment>{children}</Fragment>;
}

/** `@theme/CodeInline`: inline code, as MDX's `` `code` `` draws it. */
export function CodeInline(props: HTMLAttributes<HTMLElement>) {
  return <code {...props} />;
}

/**
 * Without items (or with `useCurrentSidebarCategory().items`), the cards of the category this doc is
 * the page of: the build puts in the sidebar's own (render/page-views.ts `withCategoryCards`, on the
 * `data-doc-cards` mark); the folder's docs stand until then, and in a doc that hydrates.
 */
export function DocCardList({ items }: { items?: CardItem[] }) {
  const site = useSiteContext();
  const ofCategory = !site.island && (items === undefined || (items as { [CURRENT_CATEGORY_ITEMS]?: boolean })[CURRENT_CATEGORY_ITEMS] === true);
  const cards = items
    ? items.map((item) => cardOfItem(item, site))
    : site.docCards.map((card) => ({ title: card.title, href: card.href ?? linkHref(site.siteConfig, card.route, true), icon: CARD_ICONS.doc, description: card.description }));
  return (
    <div className="cards doc-card-list" {...(ofCategory ? { 'data-doc-cards': 'category' } : {})}>
      <DocCardLinks cards={cards} />
    </div>
  );
}

/**
 * `useCurrentSidebarCategory()` of a category's index doc (`<DocCardList items={useCurrentSidebarCategory().items} />`,
 * Docusaurus 2's way to list a category on its doc): the docs `<DocCardList />` lists, as sidebar links.
 */
export function useCurrentSidebarCategory(): { type: 'category'; label: string; collapsed: boolean; collapsible: boolean; items: Array<{ type: 'link'; label: string; href: string; description?: string }> } {
  const site = useSiteContext();
  const items = site.docCards.map((card) => ({ type: 'link' as const, label: card.title, href: card.href ?? card.route, ...(card.description ? { description: card.description } : {}) }));
  Object.defineProperty(items, CURRENT_CATEGORY_ITEMS, { value: true });
  return { type: 'category', label: '', collapsed: false, collapsible: true, items };
}

/**
 * `useDoc()` (Docusaurus 3's `@docusaurus/plugin-content-docs/client`): the doc being rendered, its
 * metadata, front matter and TOC. Outside a doc (a page, a post) it fails as Docusaurus' does.
 */
export function useDoc() {
  const { doc } = useSiteContext();
  if (!doc) throw new Error('Hook useDoc is called outside the <DocProvider>. ');
  const { toc, ...metadata } = doc;
  return { metadata: { ...metadata, slug: doc.permalink, unlisted: doc.frontMatter.unlisted === true, draft: false, tags: [], version: 'current' }, frontMatter: doc.frontMatter, toc, contentTitle: undefined, assets: {} };
}

export function useBaseUrl(url: string, options?: { absolute?: boolean }): string {
  const { siteConfig } = useSiteContext();
  const path = withBaseUrl(siteConfig.baseUrl, url);
  return options?.absolute && path.startsWith('/') ? siteConfig.url.replace(/\/$/, '') + path : path;
}

export function useDocusaurusContext() {
  const { codeTranslations = {}, ...siteConfig } = useSiteContext().siteConfig;
  const locale = siteConfig.i18n?.defaultLocale ?? 'en';
  return { siteConfig, siteMetadata: { docusaurusVersion: 'docsgen' }, i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale] }, codeTranslations };
}

/** `@theme/Layout` of a page: docsgen draws the page around it; its title and description are kept (server). */
export function Layout({ title, description, wrapperClassName, children }: { title?: unknown; description?: unknown; wrapperClassName?: string; children?: ReactNode }) {
  const site = useSiteContext();
  // Text as Docusaurus' head writes it: a JSX title or description is "[object Object]" there too.
  if (site.page) Object.assign(site.page, { layout: true, ...(title ? { title: String(title) } : {}), ...(description ? { description: String(description) } : {}), ...(wrapperClassName ? { wrapperClassName } : {}) });
  return <Fragment>{children}</Fragment>;
}

/**
 * `@theme/ThemedImage`: both images are in the markup and the stylesheet shows the one of the page's
 * colour mode (`.themed-image--light`/`--dark` under `[data-theme]`), so the right one shows from the
 * first paint, with no JavaScript.
 */
export function ThemedImage({ sources, className, alt, ...rest }: { sources: { light: string; dark: string } } & ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <Fragment>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} {...rest} src={sources[mode]} alt={alt} className={clsx(className, 'themed-image', `themed-image--${mode}`)} />
      ))}
    </Fragment>
  );
}

type ColorMode = 'light' | 'dark';

/**
 * `useColorMode` of `@docusaurus/theme-common`: the site's default mode on the server, then the
 * page's (`<html data-theme>`), followed as the reader switches. Setting it switches the page and is
 * remembered as the colour-mode toggle remembers it.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void; isDarkTheme: boolean } {
  const { siteConfig } = useSiteContext();
  const [colorMode, setMode] = useState<ColorMode>((siteConfig.themeConfig.colorMode as { defaultMode?: string } | undefined)?.defaultMode === 'dark' ? 'dark' : 'light');
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setMode(root.dataset.theme === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: ColorMode) => {
    document.documentElement.dataset.theme = mode;
    try {
      localStorage.setItem(storageKey('theme'), mode);
    } catch {
      // storage refused (a private window): the page still switches
    }
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/** `useThemeConfig` of `@docusaurus/theme-common`: the site config's themeConfig. */
export function useThemeConfig(): Record<string, unknown> {
  return useSiteContext().siteConfig.themeConfig;
}

/**
 * `@theme/IdealImage` (@docusaurus/plugin-ideal-image): the image at its one size, loaded lazily,
 * without the plugin's responsive sizes and blurred placeholder. `img` is what the doc imported or
 * required: a URL, a module with the URL as its default, or the plugin's `{ src: { src } }`.
 */
/** `@theme/IdealImage`: the image at the column's width, as the plugin's component draws it (its one size, lazily). */
export function IdealImage({ img, alt, style, ...rest }: { img?: unknown; alt?: string } & ImgHTMLAttributes<HTMLImageElement>) {
  const { siteConfig } = useSiteContext();
  return <img {...rest} src={withBaseUrl(siteConfig.baseUrl, urlOfImage(img))} alt={alt ?? ''} loading="lazy" decoding="async" style={{ width: '100%', height: 'auto', ...style }} />;
}

function urlOfImage(img: unknown): string {
  if (typeof img === 'string') return img;
  const value = img as { default?: unknown; src?: unknown } | null | undefined;
  if (value?.default !== undefined) return urlOfImage(value.default);
  if (typeof value?.src === 'string') return value.src;
  if (value?.src && typeof value.src === 'object') return urlOfImage(value.src);
  return '';
}

/**
 * `@docusaurus/Head`: its title, meta, link, script and style elements go to the page's head (the
 * renderer collects them in the site context's page); docsgen writes the rest of the head itself.
 */
export function Head({ children }: { children?: ReactNode }) {
  const page = useSiteContext().page;
  if (page) (page.headTags ??= []).push(...headTagsOf(children));
  return null;
}

const HEAD_ELEMENTS = new Set(['title', 'meta', 'link', 'script', 'style', 'html', 'body']);

/** The head elements among `children` (through fragments), as head tags with their React props as attributes. */
function headTagsOf(children: ReactNode): HeadTag[] {
  return Children.toArray(children).flatMap((child): HeadTag[] => {
    if (!isValidElement<{ children?: ReactNode; dangerouslySetInnerHTML?: { __html?: string } }>(child)) return [];
    if (child.type === Fragment) return headTagsOf(child.props.children);
    if (typeof child.type !== 'string' || !HEAD_ELEMENTS.has(child.type)) return [];
    const { children: inner, dangerouslySetInnerHTML, ...props } = child.props as Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html?: string } };
    const attributes: Record<string, string> = {};
    // A boolean attribute (`async`) keeps its name as its value: React writes a non-empty string as set.
    for (const [name, value] of Object.entries(props)) if (typeof value === 'string' || typeof value === 'number' || value === true) attributes[name] = value === true ? name : String(value);
    const text = dangerouslySetInnerHTML?.__html ?? textOf(inner);
    return [{ tag: child.type as HeadTag['tag'], attributes, ...(text ? { text } : {}) }];
  });
}

/** clsx: joins the truthy class names of strings, arrays and `{ name: condition }` objects. */
export function clsx(...inputs: unknown[]): string {
  const out: string[] = [];
  const add = (value: unknown) => {
    if (!value) return;
    if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
    else if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'object') for (const [name, on] of Object.entries(value)) if (on) out.push(name);
  };
  inputs.forEach(add);
  return out.join(' ');
}

/** The text of React children, as written (a string, or elements holding strings). */
export function textOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  if (isValidElement(children)) return textOf((children.props as { children?: ReactNode }).children);
  return '';
}

/**
 * `@theme/Navbar` and `@theme/Footer`, which a page that draws itself without `<Layout>` puts where it
 * wants them: the site's own navbar and footer, put in by the build (render/page-views.ts
 * `withThemeSlots`) inside this box, whose markup the browser keeps as the server wrote it.
 */
export const THEME_SLOT = 'data-docsgen-slot';
const themeSlot = (name: 'navbar' | 'footer') =>
  function ThemeSlot() {
    return <div {...{ [THEME_SLOT]: name }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  };
export const ThemeNavbar = themeSlot('navbar');
export const ThemeFooter = themeSlot('footer');
