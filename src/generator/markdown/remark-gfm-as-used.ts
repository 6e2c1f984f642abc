/**
 * GitHub Flavored Markdown, with only the syntax extensions a doc can use. micromark tries every
 * extension at every position where its construct could start (autolink literals at every letter),
 * so an extension whose marker never occurs in the text only costs time: on docs of about 6 KB,
 * autolink literals were a third of parsing and task list items a tenth. Each marker test below is
 * a necessary condition of its construct, so a doc parses to the same tree either way.
 */
import type { Processor } from 'unified';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

/** GFM's syntax extensions, in the order remark-gfm combines them. */
const FEATURES = [
  // www., http://, https:// (any case), or an email address (also behind mailto: and xmpp:).
  { name: 'autolink', marker: /www\.|https?:\/\/|@/i, extension: gfmAutolinkLiteral },
  { name: 'footnote', marker: /\[\^/, extension: gfmFootnote },
  { name: 'strikethrough', marker: /~/, extension: () => gfmStrikethrough() },
  { name: 'table', marker: /\|/, extension: gfmTable },
  // "[ ]", "[x]" or "[X]" (any whitespace between the brackets).
  { name: 'task list', marker: /\[[\sxX]\]/, extension: gfmTaskListItem },
] as const;

/** Which GFM extensions a doc's Markdown can use, as a bit mask over FEATURES. */
export function gfmFeaturesOf(markdown: string): number {
  let mask = 0;
  FEATURES.forEach((f, i) => {
    if (f.marker.test(markdown)) mask |= 1 << i;
  });
  return mask;
}

/** Every GFM extension, for text whose features are not known in advance. */
export const ALL_GFM_FEATURES = (1 << FEATURES.length) - 1;

/** remark-gfm for parsing, limited to the extensions in `mask` (see gfmFeaturesOf). */
export default function remarkGfmAsUsed(this: Processor, mask: number = ALL_GFM_FEATURES): void {
  const data = this.data();
  const micromarkExtensions = (data.micromarkExtensions ??= []);
  const fromMarkdownExtensions = (data.fromMarkdownExtensions ??= []);
  FEATURES.forEach((f, i) => {
    if (mask & (1 << i)) micromarkExtensions.push(f.extension());
  });
  // The tree side handles only the tokens the syntax side made: all of it is harmless to keep.
  fromMarkdownExtensions.push(gfmFromMarkdown());
}
