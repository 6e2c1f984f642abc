/**
 * A spec's description says `Bearer <token>` or `List<Item>` meaning the text; Markdown reads them as
 * HTML tags, which the browser hides (`Bearer `). Such a `<name>` whose name is no HTML element is
 * text again (`&lt;token&gt;`), outside code spans and fenced code, as docusaurus-plugin-openapi-docs
 * escapes them; real tags (`<br>`, `<b>`, `<details>`) and custom elements (`<my-widget>`) stay HTML.
 */
import { mapOutsideCodeSpans, mapOutsideFences } from '../content/markdown/fenced-lines.ts';

/** Elements of HTML (and the SVG/MathML roots) a description may mean as markup. */
const HTML_ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del ' +
    'details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins ' +
    'kbd label legend li link main map mark math menu meta meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ' +
    'ruby s samp script search section select slot small source span strong style sub summary sup svg table tbody td template textarea tfoot th ' +
    'thead time title tr track u ul var video wbr center font strike tt big'
  ).split(' '),
);

/** `<name …>` or `</name>`: a tag's start, its name, and whether it is written as a tag (attributes, `/`). */
const TAG = /<(\/?)([A-Za-z][\w.:-]*)((?:\s[^<>]*)?)(\/?)>/g;

/** The description with each `<name>` that is no HTML element written as text. */
export function escapePlaceholderTags(text: string): string {
  if (!text.includes('<')) return text;
  const escaped = (tag: string, name: string) => (isHtmlElement(name) ? tag : tag.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  return mapOutsideFences(text, (line) => (line.includes('<') ? mapOutsideCodeSpans(line, (part) => part.replace(TAG, (tag, _close: string, name: string) => escaped(tag, name))) : line));
}

/** An HTML element's name (a custom element's has a `-`). */
function isHtmlElement(name: string): boolean {
  return HTML_ELEMENTS.has(name.toLowerCase()) || name.includes('-');
}

/** The text with its HTML tags left out and placeholders (`<token>`) kept, for a plain-text description. */
export function withoutHtmlTags(text: string): string {
  return text.includes('<') ? text.replace(TAG, (tag, _close: string, name: string) => (isHtmlElement(name) ? '' : tag)) : text;
}
