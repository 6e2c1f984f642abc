/**
 * Post-build step: writes the manifest `docsgen check` reads (sources, Markdown link lines, sidebars).
 * The build side makes it here; check/manifest.ts holds its shape and reads it, so check/ needs
 * nothing of the build.
 */
import { MANIFEST_PATH, MANIFEST_VERSION, type CheckManifest, type ManifestPage, type ManifestSidebarEntry } from '../check/manifest.ts';
import type { SidebarNode } from '../../shared/types.ts';
import type { PostBuildContext, PostBuildStep } from './index.ts';

export const checkManifestStep: PostBuildStep = {
  name: 'check manifest',
  run(ctx) {
    return { files: [{ path: MANIFEST_PATH, contents: JSON.stringify(createManifest(ctx)) }], warnings: [] };
  },
};

/** Builds the manifest from a finished build's route table and rendered Markdown. */
export function createManifest(ctx: PostBuildContext): CheckManifest {
  const pages: ManifestPage[] = [];
  for (const [file, route] of ctx.routeOfPath) {
    const page = ctx.table.byRoute.get(route);
    if (!page) continue;
    const links = ctx.markdown.get(route)?.links.map(({ url, written, line, tag, attr }) => ({ url, written, line, tag, attr })) ?? [];
    // A Docusaurus page (src/pages) has displayed_sidebar: null: no sidebar, as under Docusaurus.
    const sidebarChosen = (page.kind === 'doc' && page.doc.frontMatter.displayed_sidebar !== undefined) || (page.kind === 'react' && page.react.frontMatter.displayed_sidebar !== undefined);
    pages.push({ route, file, kind: page.kind, source: page.source ?? null, sidebarChosen, links });
  }
  const sidebars: Record<string, ManifestSidebarEntry[]> = {};
  for (const [name, tree] of ctx.table.sidebars) sidebars[name] = flattenSidebar(tree);
  return {
    version: MANIFEST_VERSION,
    baseUrl: ctx.config.baseUrl,
    siteUrl: ctx.config.url,
    trailingSlash: ctx.config.trailingSlash,
    slashRoutes: ctx.config.slashRoutes,
    pages,
    redirects: ctx.table.redirects.map(({ from, to, file }) => ({ from, to, file })),
    sidebars,
  };
}

/** Every linked entry of a sidebar tree, categories with a page included, in reading order. */
export function flattenSidebar(nodes: SidebarNode[]): ManifestSidebarEntry[] {
  return nodes.flatMap((node): ManifestSidebarEntry[] =>
    node.type === 'html'
      ? []
      : node.type === 'link'
      ? [{ label: node.label, href: node.href, external: node.external }]
      : [...(node.href ? [{ label: node.label, href: node.href, external: false }] : []), ...flattenSidebar(node.items)],
  );
}
