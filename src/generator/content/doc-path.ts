/**
 * What a doc's path under the content folder means, by Docusaurus' docs conventions: number
 * prefixes (`01-intro.md`, `2. setup.md`) order docs and are left out of ids and URLs; `index`,
 * `README` and a file named as its folder (`guides/guides.md`) are the folder's own page.
 */

/** Docusaurus' number prefix: digits, then `-`, `_` or `.`, then something that is not only separators. */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

export interface DocPath {
  /** The folder, prefixes stripped ('' at the top). */
  dir: string;
  /** The file name without extension or prefix. */
  name: string;
  /** dir/name. */
  withoutExt: string;
  /** The file's number prefix, a sidebar position when front matter gives none. */
  position?: number;
  /** The doc is its folder's own page: its URL is the folder's. */
  folderIndex: boolean;
}

export function docPathOf(contentPath: string): DocPath {
  const raw = contentPath.replace(/\.mdx?$/, '').split('/');
  const segments = raw.map(stripPrefix);
  const last = segments.pop()!;
  const dir = segments.map((s) => s.text).join('/');
  // As Docusaurus decides it: the names as written, prefixes included, in any case
  // (`guides/Guides.md` is its folder's page; `6_guide/1_guide.md` and `01-index.md` are not).
  const fileName = raw[raw.length - 1].toLowerCase();
  const folderIndex = fileName === 'index' || fileName === 'readme' || (raw.length > 1 && fileName === raw[raw.length - 2].toLowerCase());
  return { dir, name: last.text, withoutExt: dir ? `${dir}/${last.text}` : last.text, position: last.prefix, folderIndex };
}

/** A folder or file name without its number prefix, and the prefix. */
export function stripPrefix(segment: string): { text: string; prefix?: number } {
  const match = NUMBER_PREFIX.exec(segment);
  return match ? { text: segment.slice(match[0].length), prefix: Number(match[1]) } : { text: segment };
}

/**
 * A doc's id and its path under the docs' base, as Docusaurus makes them: front matter `id` replaces
 * the file's name (number prefix and all: `id: 01-setup` is `01-setup`); `slug` places the doc
 * (from the base when it starts with "/"); else a folder's own page is the folder, and another doc
 * is its folder and id.
 */
export function docAddress(contentPath: string, frontMatter: { id?: string; slug?: string }): DocPath & { id: string; localRoute: string } {
  const docPath = docPathOf(contentPath);
  const { dir, withoutExt, folderIndex } = docPath;
  const id = frontMatter.id ? (dir ? `${dir}/${frontMatter.id}` : frontMatter.id) : withoutExt;
  const { slug } = frontMatter;
  const localRoute = slug !== undefined ? (slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`) : `/${folderIndex ? dir : id}`;
  return { ...docPath, id, localRoute };
}
