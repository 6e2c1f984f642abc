/**
 * The shape of `site.config.ts`, as zod schemas: one source for validation, defaults and types.
 * Every object is strict, so an unknown key is an error that names the key.
 */
import { SAMPLE_LANGUAGES, type SampleChoice, type SampleLanguageId } from '../openapi/sample-languages.ts';
import { z } from 'zod';
import type { DocsgenPlugin } from '../plugins/types.ts';
import { ENGLISH_LABELS } from '../../templates/labels.ts';

const internalPath = z
  .string()
  .regex(/^\//, 'must be a site path starting with "/"');

/** ` (did you mean "onThisPage"?)` for a label name one or two letters off a real one. */
function nearestLabel(key: string): string {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      row = next;
    }
    return row[b.length];
  };
  const near = Object.keys(ENGLISH_LABELS).find((name) => distance(key, name) <= 2);
  return near ? ` (did you mean "${near}"?)` : '';
}

const absoluteUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

/**
 * An `href` of the navbar or footer: an external URL, "#…" (a spot on the page, or a placeholder), or
 * another scheme a reader's device follows (`mailto:`, `tel:`); never one that runs code.
 */
const linkHref = z.union([absoluteUrl, z.string().regex(/^#/), z.string().regex(/^(?!(javascript|data|vbscript):)[a-z][a-z0-9+.-]*:\S.*$/is)], {
  error: 'must be an absolute http(s) URL, a "mailto:"/"tel:" link, or start with "#"',
});

/**
 * Where a link is active besides its own URL (Docusaurus' `activeBasePath`, a site path every page
 * under which it is active on; `activeBaseRegex`, a pattern over the page's URL path).
 */
const activeWhere = { activeBasePath: z.string().optional(), activeBaseRegex: z.string().optional() };

/** A navbar or footer link: `to` for a site path, `href` for an external URL. */
const linkSchema = z.union([
  /** `activeSidebar`: the link is active on every page of that sidebar (a Docusaurus `doc` item's). */
  z.strictObject({ label: z.string().min(1), to: internalPath, activeSidebar: z.string().optional(), className: z.string().optional(), ...activeWhere }),
  /** `icon: 'none'`: no arrow beside it (Docusaurus draws none for a `to` that leads off the site). `className`: the site's CSS draws by it. */
  z.strictObject({ label: z.string().min(1), href: linkHref, icon: z.enum(['external', 'none']).optional(), className: z.string().optional() }),
]);

/** A Prism theme (prism-react-renderer's shape): plain colours and styles by token type. */
const codeThemeSchema = z.strictObject({
  /** `color` and `backgroundColor` of the code block. */
  plain: z.record(z.string(), z.string()),
  styles: z.array(z.strictObject({ types: z.array(z.string()), style: z.record(z.string(), z.string()), languages: z.array(z.string()).optional() })),
});
export type CodeTheme = z.infer<typeof codeThemeSchema>;

const sampleLanguageIds = Object.keys(SAMPLE_LANGUAGES) as [SampleLanguageId, ...SampleLanguageId[]];
const sampleChoiceSchema = z
  .union([z.enum(sampleLanguageIds).transform((language): SampleChoice => ({ language })), z.strictObject({ language: z.enum(sampleLanguageIds), client: z.string().optional(), label: z.string().min(1).optional() })])
  .superRefine((choice, ctx) => {
    const clients: readonly string[] = SAMPLE_LANGUAGES[choice.language].clients;
    if (choice.client !== undefined && !clients.includes(choice.client)) ctx.addIssue({ code: 'custom', message: `${choice.language} samples have the clients ${clients.join(', ')}`, path: ['client'] });
  });

const navbarItemSchema = z.union([
  z.strictObject({
    type: z.literal('link').default('link'),
    label: z.string().min(1),
    to: internalPath.optional(),
    href: linkHref.optional(),
    position: z.enum(['left', 'right']).default('left'),
    /** The link's name for screen readers when it differs from its label. */
    ariaLabel: z.string().optional(),
    /** The link's content as the site's own HTML (an icon's SVG: Docusaurus' `html` on a link item), shown instead of its label. */
    html: z.string().min(1).optional(),
    /** Classes for the site's CSS on the link (`header-github-link`). */
    className: z.string().optional(),
    /** The label is only the link's name for screen readers; the site's CSS draws it (a Docusaurus icon link). */
    labelHidden: z.boolean().optional(),
    /**
     * The mark beside the label: by default GitHub's for a link labelled "GitHub", an arrow for any
     * other link off the site. `external` gives every off-site link the arrow (as Docusaurus draws it).
     */
    icon: z.enum(['github', 'external', 'none']).optional(),
    /** The item is active on every page of this sidebar (Docusaurus' `docSidebar` item), not only under its own URL. */
    activeSidebar: z.string().optional(),
    ...activeWhere,
  }),
  z.strictObject({
    type: z.literal('dropdown'),
    label: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
    items: z.array(linkSchema).min(1),
  }),
  /** A dropdown of the docs' versions (`docsVersions`), each leading to the page's copy in it: Docusaurus' `docsVersionDropdown`. */
  z.strictObject({
    type: z.literal('versions'),
    position: z.enum(['left', 'right']).default('left'),
    before: z.array(linkSchema).default([]),
    after: z.array(linkSchema).default([]),
  }),
  /** A dropdown of the site's locales (`siteLocales`), each leading to the page's copy in it: Docusaurus' `localeDropdown`. */
  z.strictObject({
    type: z.literal('locales'),
    position: z.enum(['left', 'right']).default('left'),
    before: z.array(linkSchema).default([]),
    after: z.array(linkSchema).default([]),
  }),
  /** Raw HTML written by the site's own config (a badge, a link with markup), as Docusaurus' `html` item. */
  z.strictObject({
    type: z.literal('html'),
    value: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
    className: z.string().optional(),
  }),
]);

/** What a sidebar item may carry for the site's CSS and scripts: a class on its `<li>`, `data-*` attributes. */
interface ItemExtras {
  className?: string;
  customProps?: Record<string, unknown>;
  /** What the item's card says in a category's list of cards. */
  description?: string;
}

/** Sidebar items as a writer declares them (Docusaurus-compatible subset). */
export type SidebarItemConfig =
  | string
  | ({ type: 'doc'; id: string; label?: string } & ItemExtras)
  /** A link to a doc that leaves the doc out of this sidebar: its page shows another, or none, and paging skips it (Docusaurus' `ref`). */
  | ({ type: 'ref'; id: string; label?: string } & ItemExtras)
  | ({ type: 'link'; label: string; href: string } & ItemExtras)
  | ({ type: 'html'; value: string; defaultStyle?: boolean } & ItemExtras)
  | { type: 'autogenerated'; dirName: string }
  | { type: 'api'; group?: string; part?: 'info' | 'rest' }
  | { type: 'plugin'; name: string }
  | ({
      type: 'category';
      label: string;
      items: SidebarItemConfig[];
      collapsed?: boolean;
      /** false: a heading whose items always show (no toggle). */
      collapsible?: boolean;
      link?:
        | { type: 'doc'; id: string }
        | { type: 'generated-index'; slug: string; title?: string; description?: string; keywords?: string[]; image?: string; routeBase?: string };
    } & ItemExtras);

const wordsByLabel = z.record(z.string(), z.string()).optional();
const sidebarWordsSchema = z.strictObject({ category: wordsByLabel, link: wordsByLabel, doc: wordsByLabel, indexTitle: wordsByLabel, indexDescription: wordsByLabel });
/** One sidebar's words in the site's language (config sidebarLabels). */
export type SidebarWords = z.infer<typeof sidebarWordsSchema>;

const extras = { className: z.string().optional(), customProps: z.record(z.string(), z.unknown()).optional(), description: z.string().optional() };

const sidebarItemSchema: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.string().min(1),
    z.strictObject({ type: z.literal('doc'), id: z.string().min(1), label: z.string().optional(), ...extras }),
    z.strictObject({ type: z.literal('ref'), id: z.string().min(1), label: z.string().optional(), ...extras }),
    z.strictObject({ type: z.literal('link'), label: z.string().min(1), href: z.string().min(1), ...extras }),
    /** Raw HTML in the sidebar (a divider, a heading); `defaultStyle` pads it like a link. */
    z.strictObject({ type: z.literal('html'), value: z.string(), defaultStyle: z.boolean().optional(), ...extras }),
    z.strictObject({ type: z.literal('autogenerated'), dirName: z.string() }),
    /** The API reference's sidebar items: every group's category, or one group's items (`group`). */
    /** `part`: the group's info page alone, or the rest (its tag categories), as a sliced generated sidebar has them. */
    z.strictObject({ type: z.literal('api'), group: z.string().optional(), part: z.enum(['info', 'rest']).optional() }),
    z.strictObject({ type: z.literal('plugin'), name: z.string().min(1) }),
    z.strictObject({
      type: z.literal('category'),
      label: z.string().min(1),
      items: z.array(sidebarItemSchema),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
      ...extras,
      link: z
        .union([
          z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }),
          z.strictObject({
            type: z.literal('generated-index'),
            /** "api" is served at <docsRouteBase>category/api/; a slug starting with "/" (Docusaurus') at <docsRouteBase><slug>/. */
            slug: z.string().regex(/^\/?[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be lowercase letters, digits and hyphens, in "/"-separated parts'),
            title: z.string().optional(),
            description: z.string().optional(),
            /** The page's `<meta name="keywords">`, and its social card image (a site path or URL), as a doc's front matter gives them. */
            keywords: z.array(z.string()).optional(),
            image: z.string().optional(),
            /** Where the slug is served from instead of docsRouteBase (a Docusaurus repo's second docs instance, "/api/"). */
            routeBase: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').optional(),
          }),
        ])
        .optional(),
    }),
  ]),
);

/** A unified plugin as a config gives it: the function, or the function and its options. */
export type MarkdownPlugin = ((this: never, ...options: never[]) => unknown) | [(this: never, ...options: never[]) => unknown, ...unknown[]];
const pluginFunction = z.custom<(this: never, ...options: never[]) => unknown>((value) => typeof value === 'function', 'must be a unified plugin (a function)');
const pluggableSchema: z.ZodType<MarkdownPlugin> = z.union([pluginFunction, z.tuple([pluginFunction], z.unknown())]);

/** The keys a lifecycle plugin may have (see plugins/types.ts), and whether each is a hook. */
const PLUGIN_KEYS: Record<string, 'hook' | 'paths' | 'key' | 'name'> = { name: 'name', loadContent: 'hook', contentLoaded: 'hook', postBuild: 'hook', watchPaths: 'paths', cacheKey: 'key' };

/**
 * A lifecycle plugin, checked key by key without being copied (its hooks may use `this`). The type
 * is the plugin API's; the content type is the plugin's own business.
 */
const lifecyclePluginSchema = z.custom<DocsgenPlugin>().superRefine((value, ctx) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a plugin: an object with a `name` and its hooks (loadContent, contentLoaded, postBuild)' });
    return;
  }
  const plugin: Record<string, unknown> = { ...(value as object) };
  if (typeof plugin.name !== 'string' || !/^[a-z0-9@][a-z0-9@/._-]*$/i.test(plugin.name)) ctx.addIssue({ code: 'custom', path: ['name'], message: 'must be the plugin\'s name: letters, digits, "-", "_", "." or "/"' });
  for (const [key, item] of Object.entries(plugin)) {
    const kind = PLUGIN_KEYS[key];
    if (!kind) ctx.addIssue({ code: 'unrecognized_keys', keys: [key], input: plugin });
    else if (kind === 'hook' && item !== undefined && typeof item !== 'function') ctx.addIssue({ code: 'custom', path: [key], message: 'must be a function' });
    else if (kind === 'paths' && item !== undefined && !(Array.isArray(item) && item.every((p) => typeof p === 'string' && p.length > 0))) ctx.addIssue({ code: 'custom', path: [key], message: 'must be a list of paths relative to the site' });
    else if (kind === 'key' && item !== undefined && typeof item !== 'string') ctx.addIssue({ code: 'custom', path: [key], message: 'must be a string' });
  }
});

/** A blog's own reading time: minutes (a fraction), or undefined for none. */
export type BlogReadingTime = (args: { content: string; frontMatter: Record<string, unknown>; locale: string; defaultReadingTime: (args: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number }) => number | undefined;

const routeSegment = z.string().regex(/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, 'must be a path such as "tags"');
const countOrAll = (min: number, fallback: number) => z.union([z.number().int().min(min), z.literal('all')]).default(fallback);

/** The blog's options: Docusaurus' blog plugin's, under names of their own (map-config.ts reads a Docusaurus config's). */
const blogSchema = z.strictObject({
  /** The folder of posts (`2026-11-20-launch.md`, `2026-11-20-launch/index.md`, or any name with a `date`). */
  dir: z.string().min(1).default('blog'),
  /** Names the blog in messages and in a Docusaurus locale's folder of translations (`docusaurus-plugin-content-blog-<id>`). */
  id: z.string().regex(/^[\w-]+$/, 'must be letters, digits, "_" or "-"').default('default'),
  /** A folder of the posts in the site's language, each replacing the post of its path in `dir` (the authors and tags files too): a Docusaurus locale's i18n/<locale>/docusaurus-plugin-content-blog/. */
  localizedDir: z.string().min(1).optional(),
  /** Where the blog is served ("/blog/"). */
  routeBase: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').default('/blog/'),
  /** The list pages' title and description. */
  title: z.string().default('Blog'),
  description: z.string().default('Blog'),
  postsPerPage: countOrAll(1, 10),
  /** The "Recent posts" beside every blog page: how many (0: none), and its title. */
  sidebarCount: countOrAll(0, 5),
  sidebarTitle: z.string().default('Recent posts'),
  /** Whether the recent posts are grouped under their years: when they span several (default), always (Docusaurus 3.5+), or never. */
  sidebarYears: z.enum(['several', 'always', 'never']).default('several'),
  showReadingTime: z.boolean().default(true),
  /** Newest first (default) or oldest first. */
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /** Where the tags', archive's, list pages' and authors' pages are under routeBase; `archive: false` makes none. */
  tagsPath: routeSegment.default('tags'),
  archivePath: z.union([routeSegment, z.literal(false)]).default('archive'),
  pagePath: routeSegment.default('page'),
  authorsPath: routeSegment.default('authors'),
  /** The page of every author and each author's page (`page: true` in the authors file); Docusaurus 2 has none. */
  authorPages: z.boolean().default(true),
  /**
   * Docusaurus 2's ways: the archive with the oldest year first, the newest post first within a year,
   * each dated with its year ("August 26, 2020"); reading times counting each Chinese, Japanese or
   * Korean character as a word. Else Docusaurus 3's.
   */
  likeDocusaurus2: z.boolean().default(false),
  /** The authors file in the blog folder (YAML or JSON: key → { name, title, url, image_url, page, socials }). */
  authorsFile: z.string().min(1).default('authors.yml'),
  /** The tags file in the blog folder (key → { label, permalink, description }); `false`: none. */
  tagsFile: z.union([z.string().min(1), z.literal(false)]).optional(),
  /** Base URL of "Edit this page" links: the post's path in the repository follows. */
  editUrl: absoluteUrl.optional(),
  /** Glob patterns of the blog folder's posts, and of files that are not. */
  include: z.array(z.string().min(1)).min(1).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string().min(1)).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  /** Feeds written beside the list page (rss.xml, atom.xml, feed.json), of the newest `limit` posts. */
  feed: z
    .strictObject({
      types: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().default(''),
      language: z.string().optional(),
      limit: z.union([z.number().int().min(1), z.literal(false)]).default(20),
      /** Stylesheets that show the RSS and Atom feeds as a page when opened in a browser (rss.xsl, atom.xsl). */
      xslt: z.boolean().default(false),
    })
    .prefault({}),
  /** A tag the tags file does not define, an author given inline instead of by key, a post without a truncate marker: warned about unless 'ignore'. */
  onInlineTags: z.enum(['warn', 'error', 'ignore']).default('warn'),
  onInlineAuthors: z.enum(['warn', 'error', 'ignore']).default('ignore'),
  onUntruncatedPosts: z.enum(['warn', 'error', 'ignore']).default('ignore'),
  /** What cuts a post for the lists: the HTML or MDX comment "truncate" unless a pattern of the site's own is given. */
  truncateMarker: z.instanceof(RegExp).optional(),
  /**
   * A post's reading minutes, as Docusaurus' `readingTime` option: given `{ content, frontMatter, locale,
   * defaultReadingTime }`, it returns minutes, or undefined to show none.
   */
  readingTime: z.custom<BlogReadingTime>((value) => typeof value === 'function', 'must be a function').optional(),
  /** Under each post, when it last changed and by whom (git's, or its front matter `last_update`). */
  showLastUpdate: z.strictObject({ time: z.boolean().default(false), author: z.boolean().default(false) }).prefault({}),
  /** unified plugins for the posts (the docs' are `markdown.remarkPlugins`), as Docusaurus' blog options have their own. */
  remarkPlugins: z.array(pluggableSchema).default([]),
  rehypePlugins: z.array(pluggableSchema).default([]),
});
export type BlogConfig = z.output<typeof blogSchema>;

/** Every blog of the site: `blog`, then `otherBlogs`. */
export function blogsOf(config: { blog?: BlogConfig; otherBlogs: BlogConfig[] }): BlogConfig[] {
  return [...(config.blog ? [config.blog] : []), ...config.otherBlogs];
}

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Breadcrumbs above each doc (Docusaurus' docs option `breadcrumbs`). */
  breadcrumbs: z.boolean().default(true),
  /**
   * Cards of generated index pages start with Docusaurus' icons (📄️ a doc, 🗃 a category, 🔗 a
   * link): `true` as Docusaurus 3 draws them, 'spaced' as Docusaurus 2 (the icon and a space in the
   * title's text); on for a Docusaurus repo.
   */
  cardIcons: z.union([z.boolean(), z.literal('spaced')]).default(false),
  /** Between a page's title and the site's in the document title ("Setup | Lumagraph"); Docusaurus' titleDelimiter. */
  titleDelimiter: z.string().min(1).default('|'),
  /** A page titled as the site gets "Beams | Beams", as Docusaurus 2 writes it (else the site's title alone, as Docusaurus 3). */
  repeatSiteTitle: z.boolean().default(false),
  /** Values MDX docs and React pages read as `useDocusaurusContext().siteConfig.customFields` (JSON: they reach the browser too). */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Other site-wide values they read from `siteConfig` (a Docusaurus repo's `organizationName`, `projectName`, its `themeConfig`…: JSON). */
  siteFields: z.record(z.string(), z.unknown()).default({}),
  url: absoluteUrl.refine((u) => !u.endsWith('/'), 'must not end with "/"'),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').default('/'),
  /** Whether page URLs end with "/" (Docusaurus' trailingSlash; routes/url-rules.ts). */
  trailingSlash: z.boolean().default(true),
  /** With trailingSlash false: a page is "x/index.html" ('folder') or "x.html" ('html'). */
  pageFiles: z.enum(['folder', 'html']).default('folder'),
  /**
   * With trailingSlash false and pageFiles 'folder': routes whose URL keeps its final "/"
   * (Docusaurus with trailingSlash unset keeps a slug's written slash, and the docs root's).
   */
  slashRoutes: z.array(z.string().regex(/^\/(.*\/)?$/, 'must be a route that starts and ends with "/"')).default([]),
  favicon: z.string().optional(),
  product: z.strictObject({ name: z.string().min(1), slug: z.string().regex(/^[a-z0-9-]+$/) }),
  version: z.string().regex(/^\d+\.\d+\.\d+/, 'must be a semantic version such as 0.29.0'),
  locale: z
    .strictObject({
      code: z.string().default('en'),
      label: z.string().default('English'),
      direction: z.enum(['ltr', 'rtl']).default('ltr'),
      htmlLang: z.string().default('en'),
      calendar: z.string().default('gregory'),
      path: z.string().default('en'),
    })
    .prefault({}),
  /**
   * The theme's own words ("On this page", "Previous", "Edit this page", admonition titles, …) where
   * the site wants others: keys of templates/labels.ts. Sites whose locale is German, Spanish, French,
   * Italian, Japanese, Korean, Portuguese, Russian or Chinese get that language's by default.
   */
  labels: z
    .record(z.string(), z.string())
    .default({})
    .superRefine((labels, ctx) => {
      for (const key of Object.keys(labels)) if (!(key in ENGLISH_LABELS)) ctx.addIssue({ code: 'custom', message: `unknown label "${key}"${nearestLabel(key)}; the labels are ${Object.keys(ENGLISH_LABELS).join(', ')}` });
    }),
  /**
   * The site's locales when it has several (a Docusaurus repo's i18n.locales), the default one first
   * (`path` ''), the one this config builds marked `current`: each is built as a site of its own
   * under `<output>/<path>/`, and the navbar's `locales` item links a page to its copy in each.
   */
  siteLocales: z
    .array(z.strictObject({ code: z.string().min(1), label: z.string().min(1), path: z.string().regex(/^[A-Za-z0-9_-]*$/, 'a folder name (letters, digits, "-" and "_"), or "" for the default locale'), htmlLang: z.string().min(1), current: z.boolean().default(false) }))
    .default([]),
  /**
   * A Docusaurus repo's other docs plugin instances ("/community/"), each built by a build of its
   * own whose pages join the output.
   */
  otherDocs: z.array(z.strictObject({ id: z.string().min(1), routeBase: z.string().regex(/^\/(.*\/)?$/) })).default([]),
  /**
   * Route prefixes the same build serves from another build of the site (a Docusaurus repo's other
   * locales, "/fr/"): links into them are not checked here, and are no warning.
   */
  builtElsewhere: z.array(z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"')).default([]),
  /**
   * Where pages of the source site that docsgen does not build are served (route prefixes such as
   * "/blog/": a Docusaurus repo's blog, other versions and locales): a broken link into them is a
   * warning, whatever `onBrokenLinks` says, as the build cannot tell.
   */
  unbuiltRoutes: z.array(z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"')).default([]),
  /**
   * Code colours for light and dark mode: a prism-react-renderer theme's name ('github', 'dracula'), or a
   * theme in its shape; docsgen's own palette where unset (a Docusaurus repo's `prism.theme` and `darkTheme`).
   */
  codeThemes: z.strictObject({ light: z.union([z.string(), codeThemeSchema]).optional(), dark: z.union([z.string(), codeThemeSchema]).optional() }).optional(),
  /** Code grammars to highlight beyond docsgen's set, by Prism's names ('haskell', 'lua', 'dart'; a Docusaurus repo's `prism.additionalLanguages`). */
  codeLanguages: z.array(z.string().regex(/^[A-Za-z0-9-]+$/, 'a Prism grammar name (letters, digits, hyphens)')).default([]),
  /** Highlight only the `codeLanguages`, the rest plain (a Docusaurus repo: its Prism's own set and additionalLanguages). */
  codeLanguagesOnly: z.boolean().default(false),
  /**
   * Messages by id for `<Translate id>` and `translate({ id })` in MDX docs and React pages (a
   * Docusaurus repo's `i18n/<locale>/code.json`, its own ids); without one, the message written in the page.
   */
  translations: z.record(z.string(), z.string()).default({}),
  contentDir: z.string().default('content'),
  /**
   * A folder (relative to the site) of docs in the site's language, each standing in for the doc of
   * the same path under the content folder (a Docusaurus repo's
   * `i18n/<locale>/docusaurus-plugin-content-docs/current/`); a file there with no doc of its path is
   * not a page. `editLocalized`: edit links name the copy, not the doc it stands in for.
   */
  localizedDocs: z.strictObject({ dir: z.string().min(1), editLocalized: z.boolean().default(false) }).optional(),
  /**
   * A folder (relative to the site) of Markdown pages in the site's language, each standing in for
   * the page of the same path in `pagesDir` (a Docusaurus repo's `i18n/<locale>/docusaurus-plugin-content-pages/`).
   */
  localizedPages: z.string().min(1).optional(),
  /**
   * The sidebars' words in the site's language, by sidebar name, each by the words as the sidebar
   * gives them: a category's label (`category`), a link's (`link`), a doc item's own `label` (`doc`),
   * and a category's generated index's title and description (`indexTitle`, `indexDescription`, by
   * the category's label).
   */
  sidebarLabels: z.record(z.string(), sidebarWordsSchema).default({}),
  /**
   * How a doc's or folder's number prefix is read (Docusaurus' docs option `numberPrefixParser`):
   * `true`, `01-intro.md` is `intro`, placed first; `false`, names are kept as written; or a function
   * `(name) => ({ filename, numberPrefix })`.
   */
  numberPrefixParser: z.union([z.boolean(), z.custom<(name: string) => { filename: string; numberPrefix?: number }>((value) => typeof value === 'function', 'must be true, false or a function')]).default(true),
  /** Glob patterns of the files under the content folder that are docs (Docusaurus docs `include`); `_` files never are. */
  contentInclude: z.array(z.string().min(1)).min(1).default(['**/*.{md,mdx}']),
  /** Glob patterns of files under the content folder that are not pages (Docusaurus docs `exclude`). */
  contentExclude: z.array(z.string().min(1)).default([]),
  /** Path the docs are served under (Docusaurus' routeBasePath), e.g. "/docs/". */
  docsRouteBase: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').default('/'),
  /** Under each doc, when it last changed and by whom (git's, or its front matter `last_update`), as Docusaurus' showLastUpdateTime and showLastUpdateAuthor. */
  showLastUpdate: z.strictObject({ time: z.boolean().default(false), author: z.boolean().default(false) }).prefault({}),
  /** The docs' `tags` front matter: a page per tag and one of them all, as Docusaurus makes them. */
  docTags: z
    .strictObject({
      /** Where the tags' pages are, under docsRouteBase. */
      basePath: z.string().regex(/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, 'must be a path such as "tags"').default('tags'),
      /**
       * A YAML file in the content folder naming the tags docs may use (key: { label, permalink,
       * description }); default `tags.yml` when there is one. `false`: no file.
       */
      file: z.union([z.string().min(1), z.literal(false)]).optional(),
      /** What a tag the file does not name gets: a warning (default), an error, or nothing. */
      onInlineTags: z.enum(['warn', 'error', 'ignore']).default('warn'),
    })
    .prefault({}),
  /** A blog: dated posts from a folder, with list pages, tags, authors, an archive and feeds (src/generator/blog/). */
  blog: blogSchema.optional(),
  /** More blogs beside it, each with its own folder and route (a Docusaurus repo's other blog plugin instances). */
  otherBlogs: z.array(blogSchema).default([]),
  /** Folders whose files are published as they are at the site's root (static/img/logo.svg is /img/logo.svg). */
  staticDirectories: z.array(z.string()).default(['static']),
  /** A Docusaurus pages folder (src/pages/): its React and Markdown pages are built as static pages. */
  pagesDir: z.string().optional(),
  specsDir: z.string().default('specs'),
  /** How docs' Markdown is turned into HTML. */
  markdown: z
    .strictObject({
      /**
       * Drop scripts, styles, event handler attributes (on*) and `javascript:` URLs from the HTML of
       * docs, raw HTML included; for docs written by people the site owner does not trust.
       */
      sanitize: z.boolean().default(false),
      /**
       * How long one doc's Markdown or MDX may take to compile, in ms, plugins included; past it the
       * build fails naming the doc instead of hanging (an endless loop in a plugin, a shape that makes
       * the parser crawl).
       */
      timeBudgetMs: z.number().int().min(100).default(10_000),
      /** Draw ```mermaid fences as diagrams in the browser, with the `mermaid` package the site installs. */
      mermaid: z.boolean().default(false),
      /** The mermaid themes the diagrams are drawn in, in light and dark mode (Docusaurus' themeConfig.mermaid.theme). */
      mermaidThemes: z.strictObject({ light: z.string().min(1).default('default'), dark: z.string().min(1).default('dark') }).optional(),
      /** Turn `:white_check_mark:` shortcodes into emoji (remark-emoji), as Docusaurus does for every doc. */
      emoji: z.boolean().default(false),
      /**
       * Which docs read text indented by four spaces (after a blank line) as a code block.
       * `markdown`: Markdown docs, as CommonMark reads it; MDX docs read it as text, as MDX 3 does.
       * `everywhere`: MDX docs too, as MDX 1 read them (a Docusaurus 2 repo). `nowhere`: no doc, as
       * a Docusaurus 3 repo, whose `.md` docs are MDX too, reads it.
       */
      indentedCode: z.enum(['markdown', 'everywhere', 'nowhere']).default('markdown'),
      /**
       * How a `.md` doc's HTML blocks are read. `html`: as CommonMark reads them, Markdown inside a
       * block staying as written. `mdx`: as MDX reads them (a Docusaurus 3 repo, whose `.md` docs
       * are MDX): the doc is compiled as MDX, and Markdown between a block's tags is read.
       */
      htmlBlocks: z.enum(['html', 'mdx']).default('html'),
      /**
       * The site's own magic comments in code, besides `highlight-next-line` and
       * `highlight-start`/`-end` (Docusaurus' `prism.magicComments`): the comment line goes and the
       * line it marks (`line`) or the lines between (`block`) get `className`.
       */
      magicComments: z.array(z.strictObject({ className: z.string().min(1), line: z.string().min(1).optional(), block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional() })).default([]),
      /** The language a code block without one is highlighted as (Docusaurus' `prism.defaultLanguage`). */
      defaultCodeLanguage: z.string().regex(/^[\w+#-]+$/).optional(),
      /**
       * Admonition names besides the standard ones (Docusaurus' docs option `admonitions`):
       * `:::userstory` is an admonition of the info look, titled with its name, and carries
       * `admonition--userstory` for the site's CSS. `extendDefaults: false` leaves only `keywords`.
       * `titleAfterName: false` reads `:::tip Title` as text, only `:::tip[Title]` titling an
       * admonition (Docusaurus' `markdown.mdx1Compat.admonitions: false`, the default of `future.v4`).
       * `aliasTitles`: the older names (`:::important`, `:::secondary`, `:::success`) are titled with
       * their own name ('name', Docusaurus 3) or with that of the look they take ('look', Docusaurus 2).
       * `keywordTitles`: a declared keyword is titled with its name ('name') or, as Docusaurus' theme
       * draws a keyword it has no component for, as the info admonition it looks like ('look').
       */
      admonitions: z
        .strictObject({
          keywords: z.array(z.string().regex(/^[A-Za-z][\w-]*$/, 'must be a name such as "userstory"')).default([]),
          extendDefaults: z.boolean().default(true),
          titleAfterName: z.boolean().default(true),
          aliasTitles: z.enum(['name', 'look']).default('name'),
          keywordTitles: z.enum(['name', 'look']).default('name'),
          /** Titles by admonition type (`{ note: 'Remarque' }`); the site's language's by default (see `labels`). */
          titles: z.record(z.string(), z.string()).default({}),
        })
        .prefault({}),
      /**
       * `'docusaurus-refuses'`: the Docusaurus site's MDX refuses HTML comments (its
       * `markdown.mdx1Compat.comments: false`, the default of `future.v4`). docsgen still leaves them
       * out of the page, and names each doc and post that has one, as Docusaurus would fail on it.
       */
      htmlComments: z.enum(['dropped', 'docusaurus-refuses']).default('dropped'),
      /**
       * A leading `# Title` as the page's title (its <title>, sidebar label, breadcrumb): 'text', its
       * inline Markdown read as text ("The beam API"); 'as-written', Docusaurus' reading: only code
       * spans unwrapped ("The **beam** API"). Either way a title with inline markup shows it on the page.
       */
      headingTitles: z.enum(['text', 'as-written']).default('text'),
      /** unified plugins added to every doc's Markdown pipeline: `plugin` or `[plugin, options]` each. */
      remarkPlugins: z.array(pluggableSchema).default([]),
      rehypePlugins: z.array(pluggableSchema).default([]),
    })
    .prefault({}),
  editUrl: absoluteUrl.optional(),
  /**
   * A site search engines are asked to leave out (a staging or private site, Docusaurus' `noIndex`):
   * every page says `<meta name="robots" content="noindex, nofollow">`, and no sitemap is written.
   */
  noIndex: z.boolean().default(false),
  /** The red banner a page shows when it is served from a path other than its base URL (Docusaurus' baseUrlIssueBanner); `false` leaves it out. */
  baseUrlBanner: z.boolean().default(true),
  /**
   * sitemap.xml: `true` writes it with each page's git date (a generated index: the newest of its
   * pages'); `false` writes none (robots.txt then names none); an object says how, as Docusaurus'
   * sitemap plugin options do (only pages with a source file get a `lastmod` then).
   */
  sitemap: z
    .union([
      z.boolean(),
      z.strictObject({
        lastmod: z.enum(['date', 'datetime']).nullable().default('datetime'),
        changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default(null),
        priority: z.number().min(0).max(1).nullable().default(null),
        /** Routes left out (base URL included), `*` within a path segment and `**` across them: `/tags/**`. */
        ignorePatterns: z.array(z.string()).default([]),
        filename: z.string().regex(/^[\w.-]+\.xml$/, 'a file name ending in .xml, without folders').default('sitemap.xml'),
      }),
    ])
    .default(true),
  /** Each doc's own edit link, by its source file ("docs/intro.md"): what a Docusaurus editUrl function gives. */
  editUrls: z.record(z.string(), absoluteUrl).optional(),
  navbar: z.strictObject({
    title: z.string(),
    logoText: z.string().optional(),
    /** The brand's image, a site path (from static/); `srcDark` is shown in dark mode. Unset, a ◆ stands for it; `false`, the title stands alone. */
    /** The logo; `width`, `height`, `className` and `style` (`{ borderRadius: '50%' }`) go on its image, as Docusaurus' navbar.logo gives them. */
    logo: z
      .union([
        z.strictObject({
          src: z.string().min(1),
          srcDark: z.string().min(1).optional(),
          alt: z.string().default(''),
          width: z.union([z.number(), z.string()]).optional(),
          height: z.union([z.number(), z.string()]).optional(),
          className: z.string().optional(),
          style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
        z.literal(false),
      ])
      .optional(),
    items: z.array(navbarItemSchema),
    /** Where the brand (logo and title) leads: a site path (`/docs/intro`) or a URL; the home page when unset (Docusaurus' `navbar.logo.href`). */
    brandHref: z.union([internalPath, linkHref]).optional(),
    /** The bar's colours: the page's (unset), Infima's dark bar, or the primary colour (Docusaurus' `navbar.style`). */
    style: z.enum(['dark', 'primary']).optional(),
    /** The bar slides away as the reader scrolls down and back as they scroll up (Docusaurus' navbar.hideOnScroll). */
    hideOnScroll: z.boolean().default(false),
  }),
  footer: z.strictObject({
    /** Link columns; an item may be raw HTML (`{ html }`: a badge, a button), written by the site's own config. */
    links: z.array(z.strictObject({ title: z.string(), items: z.array(z.union([linkSchema, z.strictObject({ html: z.string().min(1) })])) })),
    copyright: z.string(),
    /** Dark (white text on a dark band) or light (the page's text on a light band). */
    style: z.enum(['dark', 'light']).default('dark'),
    /** An image above the copyright (a site path or URL), linked when `href` is given. */
    logo: z.strictObject({ src: z.string().min(1), alt: z.string().default(''), href: z.string().optional(), width: z.union([z.number(), z.string()]).optional(), height: z.union([z.number(), z.string()]).optional() }).optional(),
    /** Drawn even with no links, copyright or logo: an empty band (a Docusaurus config's footer object, which its theme draws). */
    showEmpty: z.boolean().default(false),
  }),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      isCloseable: z.boolean().default(true),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    })
    .optional(),
  /**
   * A suffix of every key the site keeps in the reader's browser (its colour mode, its tabs' choices):
   * apart from another site's on the same origin (Docusaurus' `future.v4` storage namespace, "-3e6").
   */
  storageNamespace: z.string().default(''),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(false),
      disableSwitch: z.boolean().default(false),
    })
    .prefault({}),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .prefault({}),
  sidebars: z.record(z.string(), z.array(sidebarItemSchema)),
  /** Defaults of sidebar categories (a Docusaurus config sets Docusaurus' own). */
  sidebarCategories: z
    .strictObject({
      /** Whether a category without a `collapsed` of its own starts collapsed; a page's own categories are open on it. */
      collapsed: z.boolean().default(false),
      /** false: every category is a heading whose items always show, unless its own `collapsible` says otherwise. */
      collapsible: z.boolean().default(true),
      /** An autogenerated folder's label when neither `_category_` nor an index doc gives one: "getting-started" as "Getting Started", or as it is. */
      folderLabel: z.enum(['title-case', 'folder-name']).default('title-case'),
      /** Opening a category closes the other open ones beside it (Docusaurus' `autoCollapseCategories`). */
      autoCollapse: z.boolean().default(false),
      /** A button at the sidebar's foot hides it for a wider page (Docusaurus' `hideable`). */
      hideable: z.boolean().default(false),
    })
    .prefault({}),
  api: z
    .strictObject({
      sidebar: z.string(),
      groups: z.array(
        z.strictObject({
          id: z.string().regex(/^[a-z0-9-]+$/),
          label: z.string().optional(),
          /** The spec file, relative to the site root (default: <specsDir>/<id>.yaml, .yml or .json). */
          spec: z.string().min(1).optional(),
          /** Where the group's pages are served (default: /api/<id>/), e.g. "/docs/petstore/" as docusaurus-plugin-openapi-docs serves them. */
          routeBase: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').optional(),
          /** Where the group's tag pages are served (default: routeBase), e.g. "/docs/category/petstore/" for the plugin's generated indexes. */
          tagRouteBase: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').optional(),
          /** Whether each tag has a page its sidebar category links, or no page (a category that only opens). */
          tagLinks: z.enum(['tag-page', 'info', 'none']).default('tag-page'),
          /** Whether the tag categories start collapsed (default: sidebarCategories.collapsed). */
          collapsed: z.boolean().optional(),
          /** Whether the info page links the spec file for download (it is published either way, for tools). */
          downloadLink: z.boolean().default(true),
          /** Where that link leads, when not to docsgen's copy of the spec (docusaurus-plugin-openapi-docs' `downloadUrl`). */
          downloadUrl: z.string().min(1).optional(),
          /**
           * Whether each schema of `components.schemas` gets a page under <routeBase>schemas/ and the
           * group's sidebar a "Schemas" category (docusaurus-plugin-openapi-docs' `showSchemas`).
           */
          schemas: z.boolean().default(false),
          /** Whether the sidebar groups the tag categories by the spec's `x-tagGroups` (openapi-docs' `groupPathsBy: 'tagGroup'`). */
          tagGroups: z.boolean().default(false),
        }),
      ),
      categoryDescription: z.string().optional(),
      /** What code samples show for each security scheme's credentials, by scheme name. */
      authPlaceholders: z.record(z.string(), z.string()).optional(),
      /** Every violation of the OpenAPI schema and every failed spec check is an error, not a warning. */
      strict: z.boolean().default(false),
      /** How operation, tag and info URLs are made: docsgen's own, or those of docusaurus-plugin-openapi-docs. */
      slugs: z.enum(['docsgen', 'docusaurus-openapi']).default('docsgen'),
      /**
       * The code samples' languages, in tab order: an id (`'go'`) or `{ language, client, label }`
       * (`{ language: 'nodejs', client: 'axios' }`). Ids and clients: SAMPLE_LANGUAGES in openapi/samples.ts.
       */
      samples: z
        .array(sampleChoiceSchema)
        .min(1)
        .refine((choices) => new Set(choices.map((c) => `${c.language}/${c.client ?? SAMPLE_LANGUAGES[c.language].clients[0]}`)).size === choices.length, 'names one language and client twice')
        .optional(),
      /**
       * What an operation's `x-codeSamples` do: 'replace' the generated samples (as Redoc shows
       * them), or 'merge' with them, each first among its language's tabs (docusaurus-plugin-openapi-docs).
       */
      customSamples: z.enum(['replace', 'merge']).default('replace'),
    })
    .optional(),
  /** The documentation version (one version: the current docs). */
  docsVersion: z
    .strictObject({
      name: z.string().default('current'),
      label: z.string().default('Next'),
      /** The docs plugin instance's id: Docusaurus' \`plugin-id-<id>\` class and \`docs-<id>-<name>\` search tag. */
      pluginId: z.string().regex(/^[\w-]+$/, 'must be letters, digits, "_" or "-"').default('default'),
      mainDocId: z.string().default('introduction'),
      /** Whether each doc shows a "Version: {label}" badge above its title (Docusaurus' versions[v].badge; on for a repo of several versions). */
      badge: z.boolean().default(false),
      /** The banner above each doc: an unreleased or no longer maintained version's, leading to the latest version (`docsVersions`). */
      banner: z.enum(['none', 'unreleased', 'unmaintained']).default('none'),
    })
    .prefault({}),
  /**
   * Every version of the docs when there are several (a versioned Docusaurus repo; each is built by
   * a build of its own into its folder of the output), for the navbar's `versions` item and the
   * banner's link: each one's label, route (`base`), main doc's route, and routes by doc id and by
   * generated index slug ("/category/guide"), as Docusaurus matches a page across versions.
   */
  docsVersions: z
    .array(z.strictObject({ name: z.string().min(1), label: z.string(), base: z.string(), route: z.string(), docRoutes: z.record(z.string(), z.string()), current: z.boolean(), latest: z.boolean() }))
    .default([]),
  redirects: z.array(z.strictObject({ from: internalPath, to: internalPath })).default([]),
  /** The theme's CSS in a cascade layer, so the site's own CSS wins whatever its selectors' weight (Docusaurus' future.v4 useCssCascadeLayers). */
  cssCascadeLayers: z.boolean().default(false),
  /**
   * Docusaurus' client-redirects `createRedirects`: called with each page's URL path (without the
   * base URL), it gives the old paths that redirect there (a path, a list, or nothing).
   */
  createRedirects: z.custom<(path: string) => unknown>((value) => typeof value === 'function', 'must be a function of a page path').optional(),
  unknownPaths: z.enum(['home', 'not-found']).default('not-found'),
  /**
   * A module (relative to the site) whose default export names components every MDX doc may use
   * without importing them: Docusaurus' swizzled `src/theme/MDXComponents`. Only capitalized names
   * are taken; docsgen draws the HTML elements itself.
   */
  mdxComponents: z.string().min(1).optional(),
  /** What a link to no page does to the build (Docusaurus' onBrokenLinks): 'throw' fails it, with the previous output kept. */
  onBrokenLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** What a link to a page without its #anchor does to the build (Docusaurus' onBrokenAnchors). */
  onBrokenAnchors: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Two sources of one route (Docusaurus' onDuplicateRoutes, 'warn' there): an error, or the first one kept with a warning. */
  onDuplicateRoutes: z.enum(['ignore', 'log', 'warn', 'throw']).default('throw'),
  /** What a Markdown link to no doc (`./missing.md`) does to the build (Docusaurus' onBrokenMarkdownLinks). */
  onBrokenMarkdownLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Search-engine and social metadata: who publishes the site, its sharing image, its X account. */
  seo: z
    .strictObject({
      publisher: z
        .strictObject({
          name: z.string().min(1),
          url: absoluteUrl,
          logo: absoluteUrl.optional(),
          sameAs: z.array(absoluteUrl).default([]),
        })
        .optional(),
      image: absoluteUrl.optional(),
      twitterSite: z.string().regex(/^@\w{1,15}$/, 'must be an X (Twitter) handle such as "@lumagraph"').optional(),
    })
    .prefault({}),
  search: z
    .strictObject({
      hosted: z
        .strictObject({
          appId: z.string().min(1),
          apiKey: z.string().min(1),
          indexName: z.string().min(1),
          host: absoluteUrl.optional(),
        })
        .optional(),
      issueUrl: absoluteUrl.optional(),
    })
    .prefault({}),
  analytics: z
    .strictObject({
      gtag: z.strictObject({ trackingId: z.string().min(1), anonymizeIP: z.boolean().default(true) }).optional(),
      /** Google Tag Manager's container ("GTM-XXXX"): its script loads on every page. */
      googleTagManager: z.strictObject({ containerId: z.string().regex(/^GTM-[A-Z0-9]+$/, 'a container id, "GTM-" and letters or digits') }).optional(),
    })
    .optional(),
  /** Scripts every page loads: another site's (an absolute URL), or the site's own from its static folder ("/js/buttons.js"). */
  /**
   * Scripts every page loads: `async` (the default), else `defer` (unless `defer: false`, which loads
   * it as the page is read, as a plain `<script src>`); `attributes` (type, crossorigin, data-*) as written.
   */
  scripts: z
    .array(
      z.strictObject({
        src: z.union([absoluteUrl, z.string().regex(/^\/(?!\/)/, 'must be an absolute URL or a site path starting with "/"')]),
        async: z.boolean().default(true),
        defer: z.boolean().optional(),
        attributes: z.record(z.string(), z.string()).optional(),
      }),
    )
    .default([]),
  /** Tags added to every page's <head> as written (Docusaurus' `headTags`): preconnects, verification metas. */
  headTags: z
    .array(
      z.strictObject({
        tagName: z.enum(['link', 'meta', 'script', 'style', 'noscript']),
        attributes: z.record(z.string().regex(/^[a-zA-Z][\w:-]*$/, 'must be an HTML attribute name'), z.union([z.string(), z.boolean()])).default({}),
        innerHTML: z.string().optional(),
      }),
    )
    .default([]),
  /** Stylesheets every page links: another site's (an absolute URL, loaded without blocking the page), or the site's own from its static folder ("/katex/katex.min.css"). */
  stylesheets: z.array(z.strictObject({ href: z.union([absoluteUrl, z.string().regex(/^\/(?!\/)/, 'must be an absolute URL or a site path starting with "/"')]), integrity: z.string().optional(), crossorigin: z.enum(['anonymous', 'use-credentials']).optional() })).default([]),
  /** The site's own CSS files, bundled and minified after the theme's styles (relative to the config). */
  customCss: z.array(z.string().min(1)).default([]),
  /**
   * PostCSS plugins run over each customCss file before it is bundled (Tailwind's
   * `@tailwindcss/postcss`, autoprefixer…), with the `postcss` package of the site's node_modules.
   * A Docusaurus repo's plugins that add PostCSS plugins (`configurePostCss`) arrive here.
   */
  postcssPlugins: z.array(z.unknown()).default([]),
  /**
   * Import aliases of the site's components and docs: `{ '@': 'src' }` reads `@/components/Card` as
   * src/components/Card (a path inside the site folder). A Docusaurus repo's plugins that set webpack's
   * `resolve.alias` (`configureWebpack`) arrive here.
   */
  moduleAliases: z.record(z.string().min(1), z.string().min(1)).default({}),
  /** Lifecycle plugins (`docsgen/plugin`): each adds pages, sidebar items and files from its own inputs. */
  plugins: z
    .array(lifecyclePluginSchema)
    .default([])
    .superRefine((plugins, ctx) => {
      const seen = new Set<string>(['api-reference']);
      plugins.forEach((plugin, i) => {
        if (typeof plugin?.name !== 'string') return;
        if (seen.has(plugin.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${plugin.name}" is the name of another plugin${plugin.name === 'api-reference' ? ' (the built-in API reference)' : ''}; each plugin needs its own` });
        seen.add(plugin.name);
      });
    }),
}).superRefine((config, ctx) => {
  if (config.trailingSlash && config.pageFiles === 'html') ctx.addIssue({ code: 'custom', path: ['pageFiles'], message: 'must be "folder" when trailingSlash is true: a URL ending with "/" is a folder' });
});

/** What a writer puts in `site.config.ts` (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated config with every default filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type FooterLink = SiteConfig['footer']['links'][number]['items'][number];
