/**
 * The `@theme` components docs use for blocks, rendered with the same markup as their Markdown
 * forms: Admonition (`:::tip`), CodeBlock (fenced code, highlighted), Details, Heading, TOCInline,
 * DocCardList, plus Link and BrowserOnly.
 */
import type { ReactNode, AnchorHTMLAttributes } from 'react';
import { Children, isValidElement } from 'react';
import { codeBlockElement, parseCodeMeta } from '../../markdown/rehype-code-blocks.ts';
import { htmlOf } from '../../markdown/html-markup.ts';
import { useSiteContext, withBaseUrl } from './site-context.ts';

const ADMONITION_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Caution', warning: 'Warning', danger: 'Danger', secondary: 'Note', important: 'Info', success: 'Tip' };
/** Docusaurus 2 names for types docsgen shows under another. */
const ADMONITION_ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

export function Admonition({ type = 'note', title, icon, children }: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const kind = ADMONITION_ALIASES[type] ?? (type in ADMONITION_TITLES ? type : 'note');
  return (
    <aside className={`admonition admonition--${kind}`} role="note">
      <div className="admonition__title">
        {icon}
        {title ?? ADMONITION_TITLES[type] ?? type}
      </div>
      <div className="admonition__content">{children}</div>
    </aside>
  );
}

export function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean; metastring?: string }) {
  const code = textOf(children);
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const meta = parseCodeMeta(metastring);
  if (title !== undefined) meta.title = title;
  if (showLineNumbers) meta.showLineNumbers = true;
  return <div className="docsgen-unwrap" dangerouslySetInnerHTML={{ __html: htmlOf(codeBlockElement(code, lang, meta)) }} />;
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

export function Heading({ as: Tag = 'h2', id, children, ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode; className?: string }) {
  return (
    <Tag id={id} {...rest}>
      {children}
    </Tag>
  );
}

export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { siteConfig } = useSiteContext();
  return (
    <a href={withBaseUrl(siteConfig.baseUrl, to ?? href)} {...rest}>
      {children}
    </a>
  );
}

/** Renders its fallback: its children need a browser, and docsgen pages are static HTML. */
export function BrowserOnly({ fallback }: { fallback?: ReactNode; children?: () => ReactNode }) {
  return <>{fallback ?? null}</>;
}

export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: Array<{ value: string; id: string; level: number }>; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = (toc ?? []).filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  return (
    <ul className="toc-inline">
      {items.map((t) => (
        <li key={t.id} style={{ marginLeft: `${(t.level - minHeadingLevel) * 1}rem` }}>
          <a href={`#${t.id}`}>{t.value}</a>
        </li>
      ))}
    </ul>
  );
}

export function DocCardList({ items }: { items?: Array<{ label?: string; href?: string; docId?: string; description?: string }> }) {
  const site = useSiteContext();
  const cards = items ? items.map((i) => ({ title: i.label ?? i.docId ?? '', route: i.href ?? '', description: i.description })) : site.docCards;
  return (
    <div className="doc-card-list">
      {cards.map((card) => (
        <a key={card.route} className="doc-card" href={withBaseUrl(site.siteConfig.baseUrl, card.route)}>
          <span className="doc-card__title">{card.title}</span>
          {card.description ? <span className="doc-card__description">{card.description}</span> : null}
        </a>
      ))}
    </div>
  );
}

/** The text of a CodeBlock's children, as written (a string, or elements holding strings). */
function textOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  if (isValidElement(children)) return textOf((children.props as { children?: ReactNode }).children);
  return '';
}
