/**
 * Use after rehype-stringify: the HTML of the trees docsgen makes is written straight from them
 * (html-markup.ts), the same bytes for a tenth of each doc's Markdown time less. A tree with anything
 * else, or a processor with serializer settings, is left to rehype-stringify.
 */
import type { Root } from 'hast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { directMarkup } from './html-markup.ts';

/** rehype-stringify's compiler, as this plugin finds it on the processor. */
type Compile = (tree: Root, file: VFile) => string;

export default function rehypeStringifyDirect(this: Processor): void {
  const processor = this as unknown as { compiler?: Compile };
  const stringify = processor.compiler;
  if (!stringify) return;
  const settings = this.data('settings');
  if (settings && Object.keys(settings).length > 0) return;
  processor.compiler = (tree, file) => directMarkup(tree) ?? stringify(tree, file);
}
