/**
 * A CodeBlock drawn in the browser: one first mounted there (inside BrowserOnly's children, say) or
 * one whose code changed (an interactive component's output). It is drawn at once in plain text, in
 * the same markup as the server's, then highlighted when the grammars' chunk has loaded (loaded only
 * by a page that needs it), in the site's own set of grammars where it names one (a Docusaurus repo's
 * Prism's). Languages a site adds through Prism's additionalLanguages that docsgen lacks stay plain.
 */
import type { ElementContent } from 'hast';
import { codeBlockElement, parseCodeMeta, type Highlighter } from '../../shared/code-block/code-block.ts';
import type { MagicComment } from '../../shared/code-block/magic-comments.ts';
import { readPageSettings } from '../../shared/site-settings.ts';

export interface CodeBlockProps {
  code: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  metastring?: string;
  /** The site's own magic comments. */
  magicComments?: MagicComment[];
}

let highlighter: Promise<Highlighter | undefined> | undefined;

/** Replaces the host's content with the block; a later call for the same host wins over an earlier one still loading. */
export function drawCodeBlock(host: HTMLElement, props: CodeBlockProps): void {
  const meta = parseCodeMeta(props.metastring);
  if (props.title !== undefined) meta.title = props.title;
  if (props.showLineNumbers) meta.showLineNumbers = true;
  if (props.magicComments?.length) meta.magicComments = props.magicComments;
  const drawn = String(Math.random());
  host.dataset.drawn = drawn;
  host.replaceChildren(domOf(codeBlockElement(props.code, props.language, meta)));
  highlighter ??= import('../../shared/code-block/highlighter.ts').then(
    ({ grammarFor, highlight, limitGrammars }) => {
      // The site's own set of grammars, as the server coloured its code (a Docusaurus repo's Prism's).
      limitGrammars(readPageSettings()?.codeGrammars);
      return { grammarFor, highlight };
    },
    () => undefined, // the chunk did not load (offline): the plain block stays
  );
  void highlighter.then((loaded) => {
    if (!loaded || host.dataset.drawn !== drawn || !loaded.grammarFor(props.language)) return;
    host.replaceChildren(domOf(codeBlockElement(props.code, props.language, meta, loaded)));
  });
}

/** The code a host shows now (its code element's text), to keep the server's markup while it is the same. */
export function shownCode(host: HTMLElement): string | undefined {
  const code = host.querySelector('pre > code');
  if (!code) return undefined;
  return [...code.children].map((line) => (line.textContent === '\n' ? '' : line.textContent)).join('\n');
}

/** A hast element as DOM nodes, for the properties a code block has. */
function domOf(node: ElementContent): Node {
  if (node.type === 'text') return document.createTextNode(node.value);
  if (node.type !== 'element') return document.createTextNode('');
  const element = document.createElement(node.tagName);
  for (const [name, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    element.setAttribute(attributeOf(name), Array.isArray(value) ? value.join(' ') : value === true ? '' : String(value));
  }
  for (const child of node.children) element.append(domOf(child));
  return element;
}

function attributeOf(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'tabIndex') return 'tabindex';
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
