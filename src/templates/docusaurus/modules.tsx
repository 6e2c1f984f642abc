/**
 * The `@theme/*` and `@docusaurus/*` modules (and clsx) in the browser, by specifier, for the chunk
 * of a hydrated Docusaurus page or MDX doc (generator/emit/docusaurus-client.ts maps each import
 * here). The server's are generator/content/mdx/theme/modules.ts: the same components, except
 * CodeBlock, whose highlighted markup the browser keeps as the server wrote it while its code is
 * the same (a new block is drawn in the browser, its grammars loaded on demand).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { applyMagicComments } from '../../shared/code-block/magic-comments.ts';
import { drawCodeBlock, shownCode } from './code-block-dom.ts';
import { Tabs, TabItem } from './Tabs.tsx';
import { Admonition, BrowserOnly, textOf, DocCardList, Details, Heading, Link, TOCInline } from './components.tsx';
import { docusaurusModules } from './module-map.ts';
import { useMagicComments } from './context.ts';

/**
 * The server's highlighted code, kept as it is while the code is the same: React leaves a host's
 * inner HTML alone when hydrating, and the host's content is this component's, never React's.
 * Mounted afresh (no server markup), or given other code, it draws the block (code-block-dom.ts).
 */
function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean; metastring?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const code = textOf(children).replace(/\n$/, '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const magicComments = useMagicComments();
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    // Magic comments leave the shown code: compare without them.
    if (element.firstChild && !element.dataset.drawn && shownCode(element) === applyMagicComments(code, new Set(), magicComments)) return;
    drawCodeBlock(element, { code, language: lang, title, showLineNumbers, metastring, magicComments });
  }, [code, lang, title, showLineNumbers, metastring, magicComments]);
  return <div className="docsgen-unwrap" ref={host} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

export const CLIENT_MODULES: Record<string, object> = docusaurusModules({ Tabs, TabItem, Admonition, CodeBlock, Details, Heading, TOCInline, DocCardList, Link, BrowserOnly });
