/**
 * The documentation versions' metadata as JSON (`docs-versions.json`), as a docs-versions dropdown or
 * an external tool reads it: the version built here with its docs, draft ids and sidebars, and a
 * versioned Docusaurus repo's other versions (built beside it) with their docs.
 */
import { forEachLink } from '../routes/sidebars.ts';
import type { PostBuildStep } from './index.ts';
import { hrefsOf } from '../routes/url-rules.ts';
import { compareText } from '../text-order.ts';

export const versionMetadata: PostBuildStep = {
  name: 'version metadata',
  run({ config, table }) {
    const href = hrefsOf(config);
    const docs = table.pages
      .filter((p) => p.kind === 'doc')
      .map((p) => ({ id: p.kind === 'doc' ? p.doc.id : '', path: href(p.route), sidebar: p.sidebar ?? null }))
      .sort((a, b) => compareText(a.id, b.id));
    const sidebars: Record<string, { link: { path: string; label: string } | null }> = {};
    for (const [name, tree] of table.sidebars) {
      let first: { path: string; label: string } | null = null;
      forEachLink(tree, (href, label) => {
        first ??= { path: href, label };
      });
      sidebars[name] = { link: first };
    }
    const own = config.docsVersions.find((v) => v.current);
    const version = {
      name: config.docsVersion.name,
      label: config.docsVersion.label,
      isLast: own ? own.latest : true,
      path: href(own ? own.base : config.docsRouteBase),
      mainDocId: config.docsVersion.mainDocId,
      docs,
      draftIds: [] as string[],
      sidebars,
    };
    // The other versions, in Docusaurus' order (the current docs first): their docs by id, their sidebars being their own builds'.
    const versions = config.docsVersions.length
      ? config.docsVersions.map((v) => (v.current ? version : { name: v.name, label: v.label, isLast: v.latest, path: href(v.base), docs: Object.entries(v.docRoutes).map(([id, route]) => ({ id, path: href(route) })).sort((a, b) => compareText(a.id, b.id)) }))
      : [version];
    return { files: [{ path: 'docs-versions.json', contents: `${JSON.stringify({ versions }, null, 2)}\n` }], warnings: [] };
  },
};
