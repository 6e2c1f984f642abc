/** Where an island doc's HTML names its chunk (see DocIsland): the chunk's public URL, once the client bundle is made. */
import { ISLAND_CHUNK, type DocIsland } from '../content/doc-island.ts';
import { escapeAttr } from './sidebar-markup.ts';

/** A doc's HTML with its island's chunk URL, for an MDX doc (or page, or post) that hydrates. */
export function withIslandChunk(html: string, md: { island?: DocIsland }, pageChunks: Map<string, string>): string {
  if (!md.island) return html;
  return html.replace(`data-module="${ISLAND_CHUNK}"`, () => `data-module="${escapeAttr(pageChunks.get(md.island!.docPath) ?? '')}"`);
}
