/**
 * The documentation version's metadata as JSON (`docs-versions.json`): one version, "current",
 * labelled "Next", with its docs, draft ids and sidebars, as a docs-versions dropdown or an external
 * tool reads it.
 */
import { forEachLink } from '../routes/sidebars.ts';
import type { PostBuildStep } from './index.ts';
import { hrefsOf } from '../routes/url-rules.ts';

export const versionMetadata: PostBuildStep = {
  name: 'version metadata',
  run({ config, table }) {
    const href = hrefsOf(config);
    const docs = table.pages
      .filter((p) => p.kind === 'doc')
      .map((p) => ({ id: p.kind === 'doc' ? p.doc.id : '', path: href(p.route), sidebar: p.sidebar ?? null }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const sidebars: Record<string, { link: { path: string; label: string } | null }> = {};
    for (const [name, tree] of table.sidebars) {
      let first: { path: string; label: string } | null = null;
      forEachLink(tree, (href, label) => {
        first ??= { path: href, label };
      });
      sidebars[name] = { link: first };
    }
    const version = {
      name: config.docsVersion.name,
      label: config.docsVersion.label,
      isLast: true,
      path: config.baseUrl,
      mainDocId: config.docsVersion.mainDocId,
      docs,
      draftIds: [] as string[],
      sidebars,
    };
    return { files: [{ path: 'docs-versions.json', contents: `${JSON.stringify({ versions: [version] }, null, 2)}\n` }], warnings: [] };
  },
};
