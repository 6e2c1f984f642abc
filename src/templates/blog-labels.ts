/**
 * The words of the blog's pages (config `blog`): English here, the other languages in
 * config/blog-labels.ts. Plural messages have one form per plural category of the language (see
 * pluralText in labels.ts).
 */
export interface BlogLabels {
  /** A post's reading time: `{readingTime}` whole minutes (a plural message). */
  blogReadingTime: string;
  /** Under a post's preview in a list, and its screen-reader name (`{title}` the post's). */
  blogReadMore: string;
  blogReadMoreAbout: string;
  /** The links under a post to the posts beside it, and their landmark's name. */
  blogNewerPost: string;
  blogOlderPost: string;
  blogPostNavigation: string;
  /** The links under a list page to the pages beside it, and their landmark's name. */
  blogNewerEntries: string;
  blogOlderEntries: string;
  blogListNavigation: string;
  /** The name of the landmark of the recent posts beside every blog page. */
  blogRecentPostsNavigation: string;
  /** A tag's page: `{tag}` its label, `{count}` its posts (a plural message). */
  blogPostsTagged: string;
  blogArchiveTitle: string;
  blogArchiveDescription: string;
  blogAuthorsTitle: string;
  blogViewAllAuthors: string;
  /** The blog tag page's link to every tag (the docs' is viewAllTags). */
  blogViewAllTags: string;
  /** An author's page's title: `{authorName}` and `{count}` posts (a plural message). */
  blogAuthorPageTitle: string;
  /** The page of an author with no listed post. */
  blogAuthorNoPosts: string;
}

export const ENGLISH_BLOG_LABELS: BlogLabels = {
  blogReadingTime: 'One min read|{readingTime} min read',
  blogReadMore: 'Read more',
  blogReadMoreAbout: 'Read more about {title}',
  blogNewerPost: 'Newer post',
  blogOlderPost: 'Older post',
  blogPostNavigation: 'Blog post page navigation',
  blogNewerEntries: 'Newer entries',
  blogOlderEntries: 'Older entries',
  blogListNavigation: 'Blog list page navigation',
  blogRecentPostsNavigation: 'Blog recent posts navigation',
  blogPostsTagged: 'One post tagged with "{tag}"|{count} posts tagged with "{tag}"',
  blogArchiveTitle: 'Archive',
  blogArchiveDescription: 'Archive',
  blogAuthorsTitle: 'Authors',
  blogViewAllAuthors: 'View all authors',
  blogViewAllTags: 'View All Tags',
  blogAuthorPageTitle: '{authorName} - One post|{authorName} - {count} posts',
  blogAuthorNoPosts: 'This author has not written any posts yet.',
};
