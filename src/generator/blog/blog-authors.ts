/**
 * A post's authors, as Docusaurus' blog reads them: keys of the authors file (`authors: [ada]`),
 * authors written inline (`authors: { name, title, url, image_url }`, or a key with fields that
 * override the file's), or the older `author`, `author_title`, `author_url`, `author_image_url` keys.
 * The file (authors.yml or .json in the blog folder) maps each key to an author; `page: true` gives
 * the author a page of their posts.
 */
import fs from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import type { Diagnostic } from '../diagnostics.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import { wordsKebab } from '../openapi/slugs.ts';
import { readSiteFile } from '../content/site-files.ts';
import { normaliseRoute } from '../content/load-docs.ts';
import type { BlogAuthor } from './types.ts';

/** Where a social handle leads, by platform; a full URL is kept as written. */
const SOCIAL_URLS: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function socialsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [platform, handle] of Object.entries(value)) {
    // A numeric handle (a Stack Overflow user id) is read by YAML as a number.
    const given = typeof handle === 'number' ? String(handle) : text(handle);
    if (!given) continue;
    const key = platform.toLowerCase();
    // A LinkedIn profile's address ends with a slash.
    // An address is a mail link; a URL is kept; a handle goes after the platform's address.
    out[key] = key === 'email' ? `mailto:${given.replace(/^mailto:/, '')}` : /^https?:\/\//.test(given) ? given : `${SOCIAL_URLS[key] ?? ''}${given}${key === 'linkedin' ? '/' : ''}`;
  }
  return Object.keys(out).length ? out : undefined;
}

/** A site path of an image under the base URL; an absolute URL as written. */
function imageUrlOf(value: unknown, baseUrl: string): string | undefined {
  const url = text(value);
  return url?.startsWith('/') && !url.startsWith('//') ? baseUrl.replace(/\/$/, '') + url : url;
}

/** The fields of an author as written (the file's or a post's), Docusaurus' spellings included. */
function authorFields(entry: Record<string, unknown>, baseUrl: string): BlogAuthor {
  const author: BlogAuthor = {};
  const set = <K extends keyof BlogAuthor>(key: K, value: BlogAuthor[K] | undefined) => value !== undefined && (author[key] = value);
  set('name', text(entry.name));
  set('title', text(entry.title));
  set('url', text(entry.url));
  set('imageUrl', imageUrlOf(entry.image_url ?? entry.imageURL, baseUrl));
  set('email', text(entry.email));
  set('description', text(entry.description));
  set('socials', socialsOf(entry.socials));
  return author;
}

/** The authors file's authors by key (none when the blog has no file). */
export function readAuthorsFile(rootDir: string, blogDir: string, file: string, baseUrl: string, authorsRoute: string | undefined, bag: DiagnosticBag): Map<string, BlogAuthor> {
  const authors = new Map<string, BlogAuthor>();
  const shown = path.posix.join(blogDir, file);
  const absPath = path.join(rootDir, shown);
  if (!fs.existsSync(absPath)) return authors;
  const read = readSiteFile(rootDir, absPath);
  if (!read.ok) {
    bag.error({ file: shown, message: 'the authors file cannot be read (it is outside the site folder once symlinks are resolved, or not a readable file)', hint: 'keep the authors file inside the site folder' });
    return authors;
  }
  let data: unknown;
  try {
    data = jsYaml.load(read.bytes.toString('utf8'), { schema: jsYaml.JSON_SCHEMA });
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    bag.error({ file: shown, line: mark?.line === undefined ? undefined : mark.line + 1, message: `the authors file is not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]}`, hint: 'write one key per author, each with a name, title, url and image_url' });
    return authors;
  }
  if (data === null || data === undefined) return authors;
  if (typeof data !== 'object' || Array.isArray(data)) {
    bag.error({ file: shown, message: 'the authors file must map each author key to the author', hint: 'e.g. ada: { name: Ada Lovelace, title: Engineer, image_url: /img/ada.png }' });
    return authors;
  }
  const pages = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      bag.error({ file: shown, message: `the author "${key}" must be an object with a name, title, url and image_url`, hint: `e.g. ${key}: { name: Ada Lovelace }` });
      continue;
    }
    const entry = value as Record<string, unknown>;
    const author: BlogAuthor = { key, ...authorFields(entry, baseUrl) };
    if (!author.name && !author.imageUrl) bag.error({ file: shown, message: `the author "${key}" has neither a name nor an image_url`, hint: 'give the author a name' });
    const page = entry.page;
    if (authorsRoute !== undefined && (page === true || (page && typeof page === 'object' && text((page as Record<string, unknown>).permalink)))) {
      const slug = page === true ? wordsKebab(key) : text((page as Record<string, unknown>).permalink)!;
      author.route = normaliseRoute(`${authorsRoute}/${slug}`);
      const other = pages.get(author.route);
      if (other) bag.error({ file: shown, message: `the authors "${other}" and "${key}" have the same page ${author.route}`, hint: 'give one of them another page permalink' });
      pages.set(author.route, key);
    }
    authors.set(key, author);
  }
  return authors;
}

/** A post's authors; problems as the blog's options ask (an unknown key is an error, as in Docusaurus). */
export function postAuthors(frontMatter: Record<string, unknown>, authors: Map<string, BlogAuthor>, baseUrl: string, where: { file: string; authorsFile: string; onInline: 'warn' | 'error' | 'ignore' }): { authors: BlogAuthor[]; problems: Array<Diagnostic & { level: 'warn' | 'error' }> } {
  const problems: Array<Diagnostic & { level: 'warn' | 'error' }> = [];
  const legacy = authorFields({ name: frontMatter.author, title: frontMatter.author_title ?? frontMatter.authorTitle, url: frontMatter.author_url ?? frontMatter.authorURL, image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL }, baseUrl);
  const written = frontMatter.authors;
  if (Object.keys(legacy).length) {
    if (written !== undefined) problems.push({ level: 'error', file: where.file, line: 2, message: 'the post gives both `authors` and `author`…: Docusaurus refuses to mix them', hint: 'keep `authors` and remove the `author`, `author_title`, `author_url` and `author_image_url` keys' });
    return { authors: [legacy], problems };
  }
  if (written === undefined || written === null) return { authors: [], problems };
  const list: BlogAuthor[] = [];
  for (const item of Array.isArray(written) ? written : [written]) {
    if (typeof item === 'string') {
      const known = authors.get(item);
      if (known) list.push(known);
      else problems.push({ level: 'error', file: where.file, line: 2, message: authors.size ? `the author "${item}" is not in ${where.authorsFile}` : `the author "${item}" is named by a key, but the blog has no authors file (${where.authorsFile})`, hint: authors.size ? `use one of: ${[...authors.keys()].join(', ')}` : `add ${where.authorsFile} with the key "${item}", or write the author out: authors: { name: … }` });
      continue;
    }
    if (!item || typeof item !== 'object') {
      problems.push({ level: 'error', file: where.file, line: 2, message: 'each of `authors` must be an author key or an object with a name', hint: 'e.g. authors: [ada] or authors: { name: Ada Lovelace, title: Engineer }' });
      continue;
    }
    const entry = item as Record<string, unknown>;
    const key = text(entry.key);
    const base = key ? authors.get(key) : undefined;
    if (key && !base) problems.push({ level: 'error', file: where.file, line: 2, message: `the author "${key}" is not in ${where.authorsFile}`, hint: `use one of: ${[...authors.keys()].join(', ') || '(the file has none)'}` });
    // The post's fields override the file's; its socials replace them, none when it gives none (as Docusaurus merges them).
    const own = { ...authorFields(entry, baseUrl), socials: socialsOf(entry.socials) };
    if (!key && where.onInline !== 'ignore') problems.push({ level: where.onInline, file: where.file, line: 2, message: `the author ${own.name ? `"${own.name}" ` : ''}is written in the post, not in ${where.authorsFile}`, hint: `add the author to ${where.authorsFile} and name the key, or set onInlineAuthors to 'ignore'` });
    const merged: BlogAuthor = { ...base, ...own };
    if (!merged.socials) delete merged.socials;
    list.push(merged);
  }
  return { authors: list, problems };
}
