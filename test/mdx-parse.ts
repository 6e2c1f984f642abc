/**
 * MDX's parse as compile-mdx.ts sets it up, with and without the simple-block shortcut
 * (remark-parse-simple-mdx-blocks.ts), for the tests that compare the two: the shortcut must give
 * exactly MDX's own tree, positions included, or its error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PluggableList, Processor } from 'unified';
import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import type { Root } from 'mdast';
import remarkGfmAsUsed, { gfmFeaturesOf } from '../src/generator/content/markdown/remark-gfm-as-used.ts';
import remarkParseSimpleMdxBlocks from '../src/generator/content/mdx/remark-parse-simple-mdx-blocks.ts';
import { usesMdx } from '../src/generator/content/mdx/detect.ts';
import { rewriteMdxLeniencies } from '../src/generator/content/mdx/lenient.ts';
import { normaliseAdmonitionTitles } from '../src/generator/content/markdown/admonition-titles.ts';
import { parseFrontMatter } from '../src/generator/content/front-matter.ts';

/** What the parser under the shortcut was given: each text, and how many were shorter than the doc (the shortcut built blocks). */
export const underShortcut = { texts: [] as string[], shorter: 0 };

const processors = new Map<string, Processor>();
let parsing = '';

function watchParser(this: Processor): void {
  const parse = this.parser!;
  this.parser = (document, file) => {
    if (document.length < parsing.length) underShortcut.shorter++;
    underShortcut.texts.push(document);
    return parse(document, file);
  };
}

/** The tree, or the error's message and place, of MDX's parse of `text`, with or without the shortcut. */
export function parseMdx(text: string, shortcut: boolean): { tree?: Root; error?: string } {
  const mask = gfmFeaturesOf(text);
  const key = `${shortcut}:${mask}`;
  let processor = processors.get(key);
  if (!processor) {
    // MDX's own processor (remark-parse, remark-mdx), with the parser plugins compile-mdx.ts adds.
    const shortcutPlugins = shortcut ? [watchParser, [remarkParseSimpleMdxBlocks, mask]] : [];
    processor = createProcessor({ format: 'mdx', remarkPlugins: [[remarkGfmAsUsed, mask], ...shortcutPlugins, remarkDirective] as PluggableList }) as unknown as Processor;
    processors.set(key, processor);
  }
  parsing = text;
  try {
    return { tree: processor.parse(text) as Root };
  } catch (error) {
    const message = error as { message: string; place?: unknown };
    return { error: `${message.message} ${JSON.stringify(message.place)}` };
  }
}

/** The text of each of `files` that compiles as MDX, as compile-mdx.ts gives it to MDX (front matter off, MDX 1 leniencies rewritten). */
export function mdxTexts(files: string[], root: string): Array<{ file: string; text: string }> {
  return files.flatMap((file) => {
    const { body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), path.relative(root, file));
    return usesMdx(file, body) ? [{ file, text: rewriteMdxLeniencies(normaliseAdmonitionTitles(body)) }] : [];
  });
}
