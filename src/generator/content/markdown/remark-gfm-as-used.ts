/**
 * GitHub Flavored Markdown, with only the syntax extensions a doc can use. micromark tries every
 * extension at every position where its construct could start (autolink literals at every letter),
 * so an extension whose marker never occurs in the text only costs time: on docs of about 6 KB,
 * autolink literals were a third of parsing and task list items a tenth. Each marker test below is
 * a necessary condition of its construct, so a doc parses to the same tree either way. The tree
 * side is limited the same way: autolink literals also run a find-and-replace over every text node
 * of the tree after parsing, with patterns that need the same markers.
 */
import type { Processor } from 'unified';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmTableWherePossible } from './gfm-table-where-possible.ts';

/** GFM's syntax extensions, in the order remark-gfm combines them. */
const FEATURES = [
  // www. or http(s):// (any case), or an "@" after a character an address can end its local part
  // with (an email, also behind mailto: and xmpp:). The tree side also looks for them in text after
  // escapes and character references are decoded, so the punctuation may be written "\." or
  // "&#46;": letters are never escaped, and an escaped "@" is "\@".
  { name: 'autolink', marker: /www|http|[-+.\w\\]@|&(#|[a-z][a-z\d]*;)/i, syntax: gfmAutolinkLiteral, tree: gfmAutolinkLiteralFromMarkdown },
  { name: 'footnote', marker: /\[\^/, syntax: gfmFootnote, tree: gfmFootnoteFromMarkdown },
  { name: 'strikethrough', marker: /~/, syntax: () => gfmStrikethrough(), tree: gfmStrikethroughFromMarkdown },
  // A table has a "|" or, with one column and no pipes, a delimiter row such as ":-".
  { name: 'table', marker: /\||:-|-:/, syntax: gfmTableWherePossible, tree: gfmTableFromMarkdown },
  // "[ ]", "[x]" or "[X]" (any whitespace between the brackets).
  { name: 'task list', marker: /\[[\sxX]\]/, syntax: gfmTaskListItem, tree: gfmTaskListItemFromMarkdown },
] as const;

/** Which GFM extensions a doc's Markdown can use, as a bit mask over FEATURES. */
export function gfmFeaturesOf(markdown: string): number {
  let mask = 0;
  FEATURES.forEach((f, i) => {
    if (f.marker.test(markdown)) mask |= 1 << i;
  });
  return mask;
}

/** Whether the mask has the named extension on. */
export function hasGfmFeature(mask: number, name: (typeof FEATURES)[number]['name']): boolean {
  return (mask & (1 << FEATURES.findIndex((f) => f.name === name))) !== 0;
}

/** Every GFM extension, for text whose features are not known in advance. */
export const ALL_GFM_FEATURES = (1 << FEATURES.length) - 1;

/** remark-gfm for parsing, limited to the extensions in `mask` (see gfmFeaturesOf). */
export default function remarkGfmAsUsed(this: Processor, mask: number = ALL_GFM_FEATURES): void {
  const data = this.data();
  const micromarkExtensions = (data.micromarkExtensions ??= []);
  const fromMarkdownExtensions = (data.fromMarkdownExtensions ??= []);
  FEATURES.forEach((f, i) => {
    if (!(mask & (1 << i))) return;
    micromarkExtensions.push(f.syntax(this));
    fromMarkdownExtensions.push(f.tree());
  });
}
