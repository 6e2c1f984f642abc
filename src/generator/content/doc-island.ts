/**
 * An MDX doc that hydrates in the browser (its files look interactive, content/mdx/interactive.ts):
 * its path, and its MDX files as ES modules by path, which the client bundle builds its chunk from
 * (emit/docusaurus-client.ts). Its HTML names the chunk as ISLAND_CHUNK, replaced at render by the
 * chunk's URL. A module of its own: the render stage reads it without loading the Markdown pipeline.
 */
export interface DocIsland {
  docPath: string;
  modules: Record<string, string>;
  /** The site's MDX components module (config mdxComponents), absolute: the chunk gives them to the doc too. */
  siteComponents?: string;
}

/** What an island doc's HTML says where its chunk's URL goes. */
export const ISLAND_CHUNK = 'docsgen-island-chunk:';

/** An island doc's HTML that does not hydrate (a blog post's preview, a feed's copy): its island made a plain box. */
export function staticIslandHtml(html: string): string {
  return html.replace(new RegExp(`<div class="island" data-island="Page" data-module="${ISLAND_CHUNK}" data-props="[^"]*">`), '<div>');
}
