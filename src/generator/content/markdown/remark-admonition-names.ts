/**
 * Docusaurus admonition names before the admonition transform: its older names take the look of
 * docsgen's (`:::secondary` -> note, `:::important` -> info, `:::success` -> tip) and keep their own
 * name as the title, as Docusaurus shows them ("Important"); a name the site declares
 * (markdown.admonitions.keywords) looks like info, as Docusaurus draws a keyword its theme has no
 * component for, titled with its name (or, as there, as info: `keywordTitles: 'look'`) and classed
 * with it for the site's CSS; an unknown name
 * (`:::infoNote`) is a warning at its line, shown as a note titled with its name rather than a bare box.
 */
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from './visit.ts';
import { ADMONITION_TYPES } from './remark-admonitions.ts';
import { warnAt } from './types.ts';

const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };
/** Docusaurus 2's theme also draws `:::warning` as danger (Docusaurus 3 gave it a look of its own). */
const DOCUSAURUS_2_ALIASES: Record<string, string> = { ...ALIASES, warning: 'danger' };

export interface AdmonitionNames {
  /** The site's own admonition names. */
  keywords: string[];
  /** Whether the standard names are admonitions too (Docusaurus' `extendDefaults`). */
  extendDefaults: boolean;
  /** Whether `:::tip Title` is a titled admonition (MDX 1's form; else only `:::tip[Title]`). */
  titleAfterName?: boolean;
  /**
   * An older name's title: its own ("Important", Docusaurus 3) or its look's ("Info", Docusaurus 2,
   * whose theme also draws `:::warning` as danger).
   */
  aliasTitles?: 'name' | 'look';
  /** A declared keyword's title: its name, or that of the info look it takes (Docusaurus' Info fallback). */
  keywordTitles?: 'name' | 'look';
  /** Titles by type in the site's language (`{ note: 'Remarque' }`), for admonitions without their own. */
  titles?: Record<string, string>;
}

export default function remarkAdmonitionNames(options: AdmonitionNames = { keywords: [], extendDefaults: true }) {
  const standard = options.extendDefaults ? [...ADMONITION_TYPES, ...Object.keys(ALIASES)] : [];
  const declared = new Set(options.keywords.filter((k) => !ADMONITION_TYPES.includes(k as never) || !options.extendDefaults));
  const known = [...new Set([...standard, ...options.keywords])];
  return (tree: Root, file: VFile) => {
    const aliases = options.aliasTitles === 'look' ? DOCUSAURUS_2_ALIASES : ALIASES;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      const name = node.name;
      const hasLabel = (node.children[0]?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      if (options.extendDefaults && (ADMONITION_TYPES as readonly string[]).includes(name) && !(name in aliases)) {
        const own = options.titles?.[name];
        if (own && !hasLabel) node.children.unshift(titleLabel(own));
        return;
      }
      const keyword = declared.has(name);
      const alias = keyword ? undefined : options.extendDefaults ? aliases[name] : undefined;
      if (!keyword && !alias) warnAt(file.data, node.position?.start.line, `unknown admonition ":::${name}", shown as a note`, `use one of ${known.map((t) => `:::${t}`).join(', ')}${options.keywords.length ? '' : ', or declare it (Docusaurus\' admonitions.keywords)'}`);
      const shown = alias && options.aliasTitles === 'look' ? alias : keyword && options.keywordTitles === 'look' && !(ADMONITION_TYPES as readonly string[]).includes(name) ? 'info' : name;
      const title = alias || keyword ? (options.titles?.[shown] ?? shown.charAt(0).toUpperCase() + shown.slice(1)) : name;
      if (!hasLabel) node.children.unshift(titleLabel(title));
      // A standard name the site keeps keeps its own look.
      node.name = keyword ? ((ADMONITION_TYPES as readonly string[]).includes(name) ? name : 'info') : (alias ?? 'note');
      if (keyword && node.name !== name) node.attributes = { ...node.attributes, 'data-keyword': name };
      // Docusaurus 2's theme class keeps an older name's own (`theme-admonition-warning`, drawn as danger).
      else if (alias && options.aliasTitles === 'look') node.attributes = { ...node.attributes, 'data-theme-name': name };
    });
  };
}

/** A title as the `[Title]` label the admonition transform reads. */
function titleLabel(title: string): ContainerDirective['children'][number] {
  return { type: 'paragraph', data: { directiveLabel: true } as never, children: [{ type: 'text', value: title }] };
}
