/**
 * A fast path for Markdown that is one plain sentence or two (most descriptions in an OpenAPI spec):
 * text with no character Markdown, GFM or HTML could give a meaning to (so nothing to escape either)
 * renders as one paragraph, without running the whole pipeline. The test suite checks the shortcut renders exactly
 * what the pipeline does, on every description of the site's specs.
 */
import type { RenderedMarkdown } from './pipeline.ts';
import { DOC_EXCERPT_LENGTH, excerptOfParagraph } from './source-excerpt.ts';

/**
 * Letters (any script), digits, spaces and punctuation that is inert in running text. Left out: list,
 * heading, quote and table starts, emphasis and code marks, brackets, HTML, entities, escapes, and
 * what GFM turns into links (":" of URLs, "/", "@", "www.").
 */
const PLAIN = /^\p{L}[\p{L}\p{N} ,.;'"()?!%+=-]*$/u;

/** The rendered form of plain text, or undefined when the text needs the real pipeline. */
export function renderPlainText(markdown: string): RenderedMarkdown | undefined {
  if (markdown.length > 500 || !PLAIN.test(markdown) || /www\./i.test(markdown) || markdown !== markdown.trim()) return undefined;
  const excerpt = excerptOfParagraph(markdown, DOC_EXCERPT_LENGTH);
  return {
    html: `<p>${markdown}</p>`,
    headings: [],
    excerpt,
    images: [],
    links: [],
    // The whole text is the intro section, its spaces squashed as the search sections squash them.
    sections: [{ text: markdown.replace(/\s+/g, ' ') }],
    warnings: [],
    dependencies: [],
  };
}
