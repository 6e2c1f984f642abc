/**
 * The nodes a remark plugin written for MDX 1 adds (Docusaurus 2's npm2yarn and tab-blocks plugins):
 * `jsx` nodes holding a tag's source, the element's content between them as siblings (`<Tabs
 * groupId="npm2yarn">`, `<TabItem value="npm">`, the code, `</TabItem>`, …, `</Tabs>`), and
 * `import`/`export` nodes holding ES code. MDX 1 printed their text into its JSX; MDX 3 has no such
 * nodes and would show them as text. Each run of siblings from an opening tag to its closing one is
 * parsed again as MDX 3 (the siblings kept as they are, standing in by placeholders), and ES code
 * becomes MDX 3's ESM node: an import of a name the doc already imports is left out, as the plugins
 * meant (they look for an MDX 1 import of it, which MDX 3 docs never have).
 * With `esm: false` (the Markdown path, which runs no code) ES code is dropped.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Root, RootContent, Parent } from 'mdast';
import type { VFile } from 'vfile';

type Mdx1Node = { type: 'jsx' | 'import' | 'export'; value: string };
type Program = { body?: Array<{ type: string; specifiers?: Array<{ local: { name: string } }>; declaration?: { declarations?: Array<{ id: { name?: string } }> } }> };

const isMdx1 = (node: { type: string }): node is Mdx1Node & RootContent => node.type === 'jsx' || node.type === 'import' || node.type === 'export';
/** A JSX tag: `</Name>`, `<Name attr="…" other={…}>`, `<Name />`, a fragment's `<>`. */
const TAG = /<(\/?)([A-Za-z][\w.:-]*)?((?:[^"'{}>]|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*?)(\/?)>/g;
const SLOT = 'docsgenmdx1slot';

let parser: ReturnType<typeof createProcessor> | undefined;
const parseMdx = (text: string) => (parser ??= createProcessor({ format: 'mdx' })).parse(text) as Root;

/** How many elements the source leaves open (closing tags count down). */
function depthChange(source: string): number {
  let depth = 0;
  for (const tag of source.matchAll(TAG)) if (!tag[4]) depth += tag[1] ? -1 : 1;
  return depth;
}

export default function remarkMdx1Nodes(options: { esm: boolean }) {
  return (tree: Root, file: VFile) => {
    if (!hasMdx1Nodes(tree)) return;
    const declared = declaredNames(tree);
    rewrite(tree, { file, esm: options.esm, declared });
  };
}

function hasMdx1Nodes(node: Root | RootContent): boolean {
  return isMdx1(node) || ('children' in node && (node.children as RootContent[]).some(hasMdx1Nodes));
}

/** The names the doc's own ES code declares (its imports, its exported constants). */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      for (const specifier of statement.specifiers ?? []) names.add(specifier.local.name);
      for (const declaration of statement.declaration?.declarations ?? []) if (declaration.id.name) names.add(declaration.id.name);
    }
  }
  return names;
}

function rewrite(parent: Parent, ctx: { file: VFile; esm: boolean; declared: Set<string> }): void {
  const kids = parent.children as RootContent[];
  if (!kids.some(isMdx1)) {
    for (const kid of kids) if ('children' in kid) rewrite(kid as Parent, ctx);
    return;
  }
  const phrasing = parent.type === 'paragraph' || parent.type === 'heading' || parent.type === 'emphasis' || parent.type === 'strong' || parent.type === 'link' || parent.type === 'tableCell';
  const out: RootContent[] = [];
  for (let i = 0; i < kids.length; i++) {
    const node = kids[i];
    const type: string = node.type;
    if (type === 'import' || type === 'export') {
      if (ctx.esm) out.push(...esmNodes((node as unknown as Mdx1Node).value, ctx));
      continue;
    }
    if (type !== 'jsx') {
      if ('children' in node) rewrite(node as Parent, ctx);
      out.push(node);
      continue;
    }
    // The run from this tag to the one that closes it; the nodes between stand in by placeholders.
    const slots: RootContent[] = [];
    const parts = [(node as unknown as Mdx1Node).value];
    let depth = depthChange((node as unknown as Mdx1Node).value);
    let end = i;
    while (depth > 0 && end + 1 < kids.length) {
      const next = kids[++end];
      if ((next.type as string) === 'jsx') {
        parts.push((next as unknown as Mdx1Node).value);
        depth += depthChange((next as unknown as Mdx1Node).value);
      } else {
        if ('children' in next) rewrite(next as Parent, ctx);
        parts.push(`${SLOT}${slots.push(next) - 1}`);
      }
    }
    try {
      const parsed = parseMdx(parts.join(phrasing ? '' : '\n\n')).children;
      const nodes = phrasing && parsed.length === 1 && parsed[0].type === 'paragraph' ? parsed[0].children : parsed;
      out.push(...(nodes as RootContent[]).flatMap((n) => fillSlots(n, slots, phrasing)));
    } catch (error) {
      // Not JSX MDX 3 reads: the content stays, the tags go, and the doc says why.
      ctx.file.message(`a remark plugin's JSX could not be read as MDX (${(error as Error).message.split('\n')[0]}): its content is shown without it`, node.position);
      out.push(...slots);
    }
    i = end;
  }
  parent.children = out as never;
}

/** The parsed node with each placeholder replaced by the node it stands for. */
function fillSlots(node: RootContent, slots: RootContent[], phrasing: boolean): RootContent[] {
  const own = slotOf(node, phrasing);
  if (own !== undefined) return [slots[own]];
  if ('children' in node) (node as Parent).children = (node.children as RootContent[]).flatMap((child) => fillSlots(child, slots, phrasing)) as never;
  return [node];
}

/** The slot a placeholder names: a paragraph of its text (a flow slot), or the text itself (phrasing). */
function slotOf(node: RootContent, phrasing: boolean): number | undefined {
  const text = phrasing ? node : node.type === 'paragraph' && node.children.length === 1 ? node.children[0] : undefined;
  const match = text?.type === 'text' ? new RegExp(`^${SLOT}(\\d+)$`).exec(text.value.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

/** MDX 3's ESM nodes of the code, without imports of names the doc already has. */
function esmNodes(code: string, ctx: { file: VFile; declared: Set<string> }): RootContent[] {
  let parsed: RootContent[];
  try {
    parsed = parseMdx(code).children;
  } catch (error) {
    ctx.file.message(`a remark plugin's import could not be read (${(error as Error).message.split('\n')[0]}): it is left out`);
    return [];
  }
  return parsed.filter((node) => {
    const program = node.type === 'mdxjsEsm' ? (node.data?.estree as Program | undefined) : undefined;
    if (!program?.body) return false;
    // Each import keeps the names the doc does not have yet; one left with none goes.
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration' || !statement.specifiers?.length) return true;
      statement.specifiers = statement.specifiers.filter((sp) => !ctx.declared.has(sp.local.name));
      statement.specifiers.forEach((sp) => ctx.declared.add(sp.local.name));
      return statement.specifiers.length > 0;
    });
    return program.body.length > 0;
  });
}
