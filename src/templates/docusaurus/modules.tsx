/**
 * The `@theme/*` and `@docusaurus/*` modules (and clsx) in the browser, by specifier, for the chunk
 * of a hydrated Docusaurus page or MDX doc (generator/emit/docusaurus-client.ts maps each import
 * here). The server's are generator/content/mdx/theme/modules.ts: the same components, except
 * CodeBlock, whose highlighted markup the browser keeps as the server wrote it (the browser has no
 * highlighter).
 */
import type { ReactNode } from 'react';
import { Tabs, TabItem } from './Tabs.tsx';
import { Admonition, BrowserOnly, textOf, DocCardList, Details, Heading, Link, TOCInline } from './components.tsx';
import { docusaurusModules } from './module-map.ts';

/**
 * The server's highlighted code, kept as it is: React leaves a host's inner HTML alone when
 * hydrating. Mounted afresh in the browser (inside BrowserOnly's children, say), it has no server
 * markup and writes the code unhighlighted, in the code block's markup.
 */
function CodeBlock({ children, language, className, title }: { children?: ReactNode; language?: string; className?: string; title?: string }) {
  const fill = (host: HTMLDivElement | null) => {
    if (!host || host.firstChild) return;
    const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
    const block = document.createElement('div');
    block.className = 'code-block';
    block.dataset.language = lang;
    if (title) block.append(Object.assign(document.createElement('div'), { className: 'code-block__title', textContent: title }));
    const body = Object.assign(document.createElement('div'), { className: 'code-block__body' });
    const pre = Object.assign(document.createElement('pre'), { className: `language-${lang}`, tabIndex: 0 });
    pre.append(Object.assign(document.createElement('code'), { className: `language-${lang}`, textContent: textOf(children).replace(/\n$/, '') }));
    body.append(pre);
    block.append(body);
    host.append(block);
  };
  return <div className="docsgen-unwrap" ref={fill} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

export const CLIENT_MODULES: Record<string, object> = docusaurusModules({ Tabs, TabItem, Admonition, CodeBlock, Details, Heading, TOCInline, DocCardList, Link, BrowserOnly });
