/**
 * The `@theme` components docs use for blocks, rendered with the same markup as their Markdown
 * forms. CodeBlock (fenced code, highlighted) is here; the rest render the same in the browser and
 * live in src/templates/docusaurus/components.tsx.
 */
import type { ReactNode } from 'react';
import { codeBlockElement, parseCodeMeta } from '../../markdown/rehype-code-blocks.ts';
import { htmlOf } from '../../markdown/html-markup.ts';
import { textOf } from '../../../../templates/docusaurus/components.tsx';
import { useDefaultCodeLanguage, useMagicComments } from '../../../../templates/docusaurus/context.ts';

export { Admonition, BrowserOnly, Details, DocCardList, Heading, Link, TOCInline } from '../../../../templates/docusaurus/components.tsx';

export function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean; metastring?: string }) {
  const code = textOf(children);
  const fallback = useDefaultCodeLanguage();
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? fallback;
  const meta = parseCodeMeta(metastring);
  if (title !== undefined) meta.title = title;
  if (showLineNumbers) meta.showLineNumbers = true;
  const magicComments = useMagicComments();
  if (magicComments.length) meta.magicComments = magicComments;
  // A static page's host is unwrapped by post-html.ts; a hydrated one's stays (the browser keeps its markup).
  return <div className="docsgen-unwrap" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: htmlOf(codeBlockElement(code, lang, meta)) }} />;
}
