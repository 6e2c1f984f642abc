/** The blog's model: its posts, tags and authors as the loader reads them, and the pages they make. */
import type { TocItem } from '../../shared/types.ts';
import type { BlogConfig } from '../config/schema.ts';
import type { HeadTag } from '../../templates/model.ts';
import type { DocIsland } from '../content/doc-island.ts';
import type { SiteCssFile } from '../content/mdx/bundle.ts';
import type { LinkRecord } from '../content/markdown/types.ts';

/** An author of posts: from the authors file (with its `key`), or written in a post's front matter. */
export interface BlogAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  /** An absolute URL, or a site path with the base URL. */
  imageUrl?: string;
  email?: string;
  description?: string;
  /** Links to the author's profiles, by platform ("x", "github", "linkedin"…), as absolute URLs. */
  socials?: Record<string, string>;
  /** The author's page (base URL not included), when the authors file gives one (`page: true`). */
  route?: string;
}

export interface BlogTag {
  label: string;
  /** Its page, base URL not included. */
  route: string;
  description?: string;
  /** Its listed posts, in the blog's order. */
  posts: BlogPost[];
}

/** What a post renders to: its whole body, and the part before its truncate marker for lists. */
export interface RenderedPost {
  html: string;
  /** Its table of contents: its headings, or the `toc` an MDX post exports. */
  headings: TocItem[];
  island?: DocIsland;
  head?: HeadTag[];
  globalCss?: SiteCssFile[];
  images: Array<{ absPath: string; publicPath: string }>;
  /** Every URL the post links to or loads, with its line: checked as a doc's are. */
  links: LinkRecord[];
}

export interface BlogPost {
  /** The file, relative to the site root. */
  source: string;
  absPath: string;
  route: string;
  title: string;
  description: string;
  /** ISO 8601 (UTC). */
  date: string;
  /** Minutes (a fraction), when the blog shows reading times. */
  readingTime?: number;
  /** When it last changed and by whom (ISO date), as the blog's showLastUpdate asks. */
  lastUpdate?: { date?: string; author?: string };
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Built and reachable, but in no list, tag page, feed or sitemap. */
  unlisted: boolean;
  editUrl?: string;
  /** Front matter the page's head uses (`image` beside the post: its published path, and the file). */
  image?: string;
  cover?: { absPath: string; publicPath: string };
  keywords?: string[];
  /** Its name in the recent posts, when not its title. */
  sidebarLabel?: string;
  hideToc: boolean;
  tocLevels: { min: number; max: number };
  body: RenderedPost;
  /** The part before the truncate marker, when the post has one. */
  preview?: RenderedPost;
}

/** One page of a list of posts: the blog's, a tag's or an author's. */
export interface PostListPage {
  route: string;
  posts: BlogPost[];
  newer?: string;
  older?: string;
}

/** What a blog page shows; every page has the recent posts beside it. */
export type BlogView =
  | { view: 'post'; post: BlogPost; newer?: BlogPost; older?: BlogPost }
  | { view: 'list'; list: PostListPage; tag?: BlogTag; tagsRoute?: string; author?: { author: BlogAuthor; count: number }; authorsRoute?: string }
  | { view: 'tags'; tags: BlogTag[] }
  | { view: 'archive'; posts: BlogPost[] }
  | { view: 'authors'; authors: Array<{ author: BlogAuthor; count: number }> };

export interface BlogPageModel {
  route: string;
  title: string;
  description: string;
  source?: string;
  content: BlogView;
}

/** The loaded blog: its posts (newest first unless sorted ascending), its pages and what they share. */
export interface Blog {
  /** Its options. */
  settings: BlogConfig;
  posts: BlogPost[];
  pages: BlogPageModel[];
  /** The recent posts beside every blog page, and their title. */
  sidebar: { title: string; posts: BlogPost[] };
  /** The list page, where the feeds are written. */
  route: string;
  /** How many posts' renders came from the build cache, and how many were rendered. */
  stats: { cached: number; rendered: number };
  /** Site files the posts' Markdown points at (images), published with them. */
  images: Array<{ absPath: string; publicPath: string }>;
}
