/**
 * `markdown.sanitize`: for docs whose authors are not trusted, the HTML tree (Markdown and raw HTML
 * alike) is passed through hast-util-sanitize. Scripts, styles, event handler attributes (on*),
 * forms and `javascript:` (any scheme but http, https, mailto and tel) URLs go; what docs need stays:
 * classes, ids (unprefixed, so links to headings work), inline styles, data and ARIA attributes,
 * details/summary, figures, media, and iframes from http(s) URLs.
 */
import type { Root } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

const GLOBAL_ATTRIBUTES = ['className', 'id', 'style', 'title', 'lang', 'dir', 'role', 'hidden', 'tabIndex', 'data*', 'ariaLabel', 'ariaHidden', 'ariaDescribedBy', 'ariaLabelledBy', 'ariaCurrent', 'ariaExpanded'];

const MEDIA = ['src', 'poster', 'controls', 'autoPlay', 'loop', 'muted', 'playsInline', 'preload', 'width', 'height'];

/** The default (GitHub-like) schema, widened for docs and narrowed to safe URL schemes. */
export const DOCS_SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  // Ids are the anchors of headings and footnotes: keep them as written.
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'noscript', 'template'],
  tagNames: [...(defaultSchema.tagNames ?? []), 'iframe', 'video', 'audio', 'track', 'figure', 'figcaption', 'mark', 'abbr', 'small', 'u', 'cite', 'dfn', 'time', 'var', 'caption', 'col', 'colgroup', 'aside', 'header', 'footer', 'center', 'wbr', 'button', 'svg', 'path', 'g', 'circle', 'rect', 'line', 'polyline', 'polygon'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), ...GLOBAL_ATTRIBUTES],
    a: [...(defaultSchema.attributes?.a ?? []), 'href', 'target', 'rel', 'download', 'hrefLang', 'type'],
    code: ['className'],
    li: ['className'],
    ol: ['className', 'start', 'reversed', 'type'],
    ul: ['className'],
    h2: ['className'],
    section: ['className', 'dataFootnotes'],
    img: [...(defaultSchema.attributes?.img ?? []), 'alt', 'srcSet', 'sizes', 'loading', 'decoding', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allow', 'allowFullScreen', 'loading', 'referrerPolicy', 'frameBorder', 'sandbox', 'title'],
    video: MEDIA,
    audio: MEDIA,
    source: ['src', 'srcSet', 'type', 'media', 'sizes'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    time: ['dateTime'],
    button: ['type', 'disabled'],
    svg: ['viewBox', 'width', 'height', 'fill', 'stroke', 'xmlns', 'focusable', 'strokeWidth'],
    path: ['d', 'fill', 'stroke', 'strokeWidth', 'fillRule', 'clipRule'],
    g: ['fill', 'stroke', 'transform'],
    circle: ['cx', 'cy', 'r', 'fill', 'stroke'],
    rect: ['x', 'y', 'width', 'height', 'rx', 'ry', 'fill', 'stroke'],
    line: ['x1', 'y1', 'x2', 'y2', 'stroke'],
    polyline: ['points', 'fill', 'stroke'],
    polygon: ['points', 'fill', 'stroke'],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
    poster: ['http', 'https'],
    cite: ['http', 'https'],
  },
};

/** Sanitizes the doc's HTML tree (used only when markdown.sanitize is on). */
export default function rehypeSanitizeHtml() {
  return (tree: Root): Root => sanitize(tree, DOCS_SANITIZE_SCHEMA) as Root;
}
