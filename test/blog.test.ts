/**
 * The blog (config `blog`): a site's posts as a reader finds them in dist/ (each post's page, the
 * lists in pages, tags, authors, the archive, the feeds), and what a writer is told when a post is
 * wrong. The Docusaurus side (the classic template's blog, built with no warning) is in
 * docusaurus-templates.test.ts; a blog's links under onBrokenLinks 'throw' in docusaurus-config.test.ts.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { runCliHosted, stopHosts } from './cli-hosts.ts';
import { fileHashes, fileWriter, listFiles, readPage, tempDir, type CliResult } from './helpers.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A Lumagraph site with a blog: `blog` is the config's blog options, as source text. */
function blogSite(name: string, blog: string, locale = ''): { dir: string; write: (file: string, text: string) => void } {
  const dir = tempDir(name);
  const write = fileWriter(dir);
  write(
    'site.config.ts',
    `export default { title: 'Lumagraph', url: 'https://docs.lumagraph.example', product: { name: 'Lumagraph', slug: 'lumagraph' }, version: '2.0.0', ${locale}` +
      `navbar: { title: 'Lumagraph', items: [{ label: 'Blog', to: '/blog/' }] }, footer: { links: [], copyright: '© Lumagraph' }, sidebars: { main: ['index'] }, blog: ${blog} };\n`,
  );
  write('content/index.md', '---\ntitle: Home\n---\n\nWelcome. Read [the blog](/blog/).\n');
  return { dir, write };
}

let dist: string;
let siteDir: string;
let result: CliResult;

before(async () => {
  const { dir, write } = blogSite('blog-site', "{ postsPerPage: 2, editUrl: 'https://git.lumagraph.example/docs/edit/main/', feed: { types: ['rss', 'atom', 'json'], xslt: true } }");
  write('blog/authors.yml', 'ada:\n  name: Ada Okafor\n  title: Render engineer\n  url: https://ada.lumagraph.example\n  image_url: /img/ada.png\n  page: true\n  socials:\n    github: ada-okafor\n    linkedin: adaokafor\n    email: ada@lumagraph.example\nmira:\n  name: Mira Sol\n  page: true\n');
  write('blog/2026-01-05-first-light.md', '---\nauthors: [ada]\ntags: [release, rendering]\n---\n\n# First light\n\nLumagraph renders its first frame.\n\n<!-- truncate -->\n\n## What changed\n\nThe tracer now shades every sample.\n');
  write(
    'blog/2026-03-10-beam-sets/index.mdx',
    "---\ntitle: Beam sets\nimage: ./beams.png\nauthors:\n  - name: Kofi Mensah\n    title: Guest writer\ntags: [rendering]\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nBeam sets group **beams** by scene.\n\n{/* truncate */}\n\n<Tabs>\n  <TabItem value=\"js\" label=\"JavaScript\">A beam set in JavaScript.</TabItem>\n  <TabItem value=\"py\" label=\"Python\">A beam set in Python.</TabItem>\n</Tabs>\n\n![A beam set](./beams.png)\n\nAfter [First light](../2026-01-05-first-light.md#what-changed).\n",
  );
  fs.writeFileSync(path.join(dir, 'blog/2026-03-10-beam-sets/beams.png'), PNG);
  fs.mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static/img/ada.png'), PNG);
  write('blog/scene-graphs.md', '---\ntitle: Scene graphs, explained\ndate: 2026-02-01T09:30\nslug: /scene-graphs\nauthor: Lin Zhou\nauthor_title: Docs team\nauthor_url: https://lin.lumagraph.example\ntags: [guides]\n---\n\nScenes are graphs of nodes. See [First light](/blog/2026/01/05/first-light/).\n');
  write('blog/2026-04-01-preview.md', '---\nunlisted: true\n---\n\n# Preview build notes\n\nOnly for testers.\n');
  write('blog/2026-05-01-draft.md', '---\ndraft: true\n---\n\n# Not yet\n');
  result = await runCliHosted(['build', '--no-cache'], dir);
  dist = path.join(dir, 'dist');
  siteDir = dir;
});

after(async () => {
  assert.equal(await stopHosts(), '');
});

/** The posts a list page shows, as "route title". */
const listed = (html: string) => [...html.matchAll(/<h2 class="blog-post__title"><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);

test('posts: dated by their file name or front matter, at their date\'s path or slug; drafts left out, unlisted ones built alone', () => {
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /\(no warnings\)/, result.stderr);
  const files = listFiles(dist).filter((f) => f.startsWith('blog/'));
  for (const f of ['blog/2026/01/05/first-light/index.html', 'blog/2026/03/10/beam-sets/index.html', 'blog/scene-graphs/index.html', 'blog/2026/04/01/preview/index.html']) assert.ok(files.includes(f), `${f} is missing`);
  assert.ok(!files.some((f) => f.includes('draft') || f.includes('not-yet')), 'a draft is not published');
  const first = readPage(dist, '/blog/2026/01/05/first-light/');
  // Its leading `# ` heading titles it and leaves the body (one h1).
  assert.match(first, /<title>First light \| Lumagraph<\/title>/);
  assert.equal(first.match(/<h1/g)?.length, 1);
  assert.match(first, /<time dateTime="2026-01-05T00:00:00\.000Z">January 5, 2026<\/time> · One min read/);
  assert.match(first, /<meta property="article:published_time" content="2026-01-05T00:00:00\.000Z"\/>/);
  assert.match(first, /<a class="doc__edit" href="https:\/\/git\.lumagraph\.example\/docs\/edit\/main\/blog\/2026-01-05-first-light\.md"/);
  // The whole post on its page, its h2 in the table of contents.
  assert.match(first, /The tracer now shades every sample\./);
  assert.match(first, /<a class="toc__link table-of-contents__link" href="#what-changed">What changed<\/a>/);
  // An unlisted post is built, but in no list, and search engines are asked to leave it out.
  const preview = readPage(dist, '/blog/2026/04/01/preview/');
  assert.match(preview, /<meta name="robots" content="noindex/);
  assert.doesNotMatch(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), /preview/);
});

test('the list pages: newest first, postsPerPage a page, each post up to its truncate marker with "Read more"', () => {
  const first = readPage(dist, '/blog/');
  assert.deepEqual(listed(first), ['/blog/2026/03/10/beam-sets/ Beam sets', '/blog/scene-graphs/ Scene graphs, explained']);
  assert.match(first, /<a class="pagination__link pagination__link--next[^"]*" href="\/blog\/page\/2\/" rel="next"><span class="pagination__label pagination-nav__label">Older entries<\/span><\/a>/);
  // MDX's `{/* truncate */}` cuts the preview: no tabs in it.
  assert.doesNotMatch(first, /A beam set in JavaScript/);
  assert.match(first, /aria-label="Read more about Beam sets"><b>Read more<\/b><\/a>/);
  // A post without a marker is shown whole, without "Read more".
  assert.doesNotMatch(first, /Read more about Scene graphs/);
  const second = readPage(dist, '/blog/page/2/');
  assert.deepEqual(listed(second), ['/blog/2026/01/05/first-light/ First light']);
  assert.match(second, /href="\/blog\/" rel="prev"><span class="pagination__label pagination-nav__label">Newer entries<\/span>/);
  assert.doesNotMatch(second, /The tracer now shades every sample/, 'cut at the HTML comment marker');
});

test('a post: its authors (from the authors file, inline, or the older author keys), tags, neighbours and the recent posts beside it', () => {
  const first = readPage(dist, '/blog/2026/01/05/first-light/');
  assert.match(first, /<a href="\/blog\/authors\/ada\/"><img class="avatar__photo blog-author__photo" src="\/img\/ada\.png" alt="Ada Okafor"/);
  assert.match(first, /href="https:\/\/www\.linkedin\.com\/in\/adaokafor\/"/);
  assert.match(first, /href="mailto:ada@lumagraph\.example"/);
  // Search engines read it as a blog post by its author.
  const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(first)![1]) as { '@graph': Array<Record<string, unknown>> };
  const posting = graph['@graph'].find((node) => node['@type'] === 'BlogPosting');
  assert.deepEqual({ headline: posting?.headline, datePublished: posting?.datePublished, author: posting?.author }, { headline: 'First light', datePublished: '2026-01-05T00:00:00.000Z', author: [{ '@type': 'Person', name: 'Ada Okafor', url: 'https://ada.lumagraph.example' }] });
  assert.match(first, /<a class="tag" rel="tag" href="\/blog\/tags\/release\/"[^>]*>release<\/a>/);
  // Neighbours are the listed posts beside it; the unlisted one is not among them.
  assert.match(first, /<span class="pagination__sub pagination-nav__sublabel">Newer post<\/span><span class="pagination__label pagination-nav__label">Scene graphs, explained<\/span>/);
  assert.doesNotMatch(first, /Older post/);
  assert.match(first, /<a class="blog-sidebar__link blog-sidebar__link--active" href="\/blog\/2026\/01\/05\/first-light\/" aria-current="page">First light<\/a>/);
  assert.doesNotMatch(first, /blog-sidebar__link[^>]*>Preview build notes/, 'the recent posts list no unlisted post');
  const beams = readPage(dist, '/blog/2026/03/10/beam-sets/');
  assert.match(beams, /blog-author__name-text">Kofi Mensah</);
  assert.match(beams, /role="tab"[^>]*>JavaScript<\/button>/);
  assert.match(beams, /<img src="\/assets\/images\/beams\.[0-9a-f]+\.png" alt="A beam set"/);
  // A Markdown link to another post's file leads to its page.
  assert.match(beams, /<a href="\/blog\/2026\/01\/05\/first-light\/#what-changed">First light<\/a>/);
  const image = /src="\/(assets\/images\/beams\.[0-9a-f]+\.png)"/.exec(beams)![1];
  assert.ok(fs.existsSync(path.join(dist, image)), 'the post\'s image is published');
  // Its front matter image beside it is its sharing image.
  assert.match(beams, new RegExp(`<meta property="og:image" content="https://docs\\.lumagraph\\.example/${image.replace(/\./g, '\\.')}"/>`));
  const scenes = readPage(dist, '/blog/scene-graphs/');
  // An author's own site opens in a new tab.
  assert.match(scenes, /<a href="https:\/\/lin\.lumagraph\.example" target="_blank" rel="noopener noreferrer"><span class="blog-author__name-text">Lin Zhou<\/span><\/a>/);
  assert.match(scenes, /<time dateTime="2026-02-01T09:30:00\.000Z">February 1, 2026<\/time>/, 'a date without a zone is UTC');
});

test('tags, authors and the archive pages', () => {
  const rendering = readPage(dist, '/blog/tags/rendering/');
  assert.match(rendering, /<h1>2 posts tagged with &quot;rendering&quot;<\/h1>/);
  assert.deepEqual(listed(rendering), ['/blog/2026/03/10/beam-sets/ Beam sets', '/blog/2026/01/05/first-light/ First light']);
  assert.match(readPage(dist, '/blog/tags/guides/'), /<h1>One post tagged with &quot;guides&quot;<\/h1>/);
  assert.match(readPage(dist, '/blog/tags/'), /<a class="tag" rel="tag" href="\/blog\/tags\/rendering\/">rendering<span class="tag__count">2<\/span><\/a>/);
  const ada = readPage(dist, '/blog/authors/ada/');
  assert.match(ada, /<title>Ada Okafor - One post \| Lumagraph<\/title>/);
  assert.deepEqual(listed(ada), ['/blog/2026/01/05/first-light/ First light']);
  assert.match(readPage(dist, '/blog/authors/'), /<h2 class="blog-author__name-text">Ada Okafor<\/h2><\/a><span class="blog-author__count">1<\/span>/);
  // An author with a page and no post yet says so.
  assert.match(readPage(dist, '/blog/authors/mira/'), /<p class="blog-list__empty">This author has not written any posts yet\.<\/p>/);
  const archive = readPage(dist, '/blog/archive/');
  assert.match(archive, /<h3 id="2026">2026<\/h3><ul><li><a href="\/blog\/2026\/01\/05\/first-light\/">January 5 - First light<\/a><\/li><li><a href="\/blog\/scene-graphs\/">February 1 - Scene graphs, explained<\/a>/);
  assert.doesNotMatch(archive, /Preview build notes/);
});

test('the feeds: RSS, Atom and JSON Feed of the listed posts, whole, with absolute links; every page names them', () => {
  const rss = fs.readFileSync(path.join(dist, 'blog/rss.xml'), 'utf8');
  assert.match(rss, /^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="rss\.xsl"\?>\n<rss version="2\.0"/);
  assert.deepEqual([...rss.matchAll(/<title><!\[CDATA\[([^\]]+)\]\]><\/title>/g)].map((m) => m[1]), ['Beam sets', 'Scene graphs, explained', 'First light']);
  assert.match(rss, /<pubDate>Sun, 01 Feb 2026 09:30:00 GMT<\/pubDate>/);
  assert.match(rss, /See <a href="https:\/\/docs\.lumagraph\.example\/blog\/2026\/01\/05\/first-light\/">First light<\/a>/, 'site links made absolute');
  assert.match(rss, /The tracer now shades every sample\./, 'the whole post');
  assert.ok(fs.existsSync(path.join(dist, 'blog/rss.xsl')) && fs.existsSync(path.join(dist, 'blog/atom.xsl')));
  const atom = fs.readFileSync(path.join(dist, 'blog/atom.xml'), 'utf8');
  assert.match(atom, /<link rel="self" href="https:\/\/docs\.lumagraph\.example\/blog\/atom\.xml"\/>/);
  assert.match(atom, /<author>\s*<name>Ada Okafor<\/name>\s*<uri>https:\/\/ada\.lumagraph\.example<\/uri>/);
  const json = JSON.parse(fs.readFileSync(path.join(dist, 'blog/feed.json'), 'utf8')) as { items: Array<{ url: string; tags?: string[] }> };
  assert.deepEqual(json.items.map((i) => i.url), ['https://docs.lumagraph.example/blog/2026/03/10/beam-sets/', 'https://docs.lumagraph.example/blog/scene-graphs/', 'https://docs.lumagraph.example/blog/2026/01/05/first-light/']);
  assert.match(readPage(dist, '/'), /<link rel="alternate" type="application\/atom\+xml" href="\/blog\/atom\.xml" title="Lumagraph Atom Feed"\/>/);
});

test('docsgen check finds no problem in the blog: its pages are reached through its lists, not the docs\' sidebars', async () => {
  const checked = await runCliHosted(['check'], siteDir);
  assert.equal(checked.code, 0, checked.stderr + checked.stdout);
  assert.doesNotMatch(checked.stdout + checked.stderr, /in no sidebar/);
});

test('a post that names an unknown author, or a date that is none, fails the build with its file; the previous dist/ stays', async () => {
  const { dir, write } = blogSite('blog-errors', '{}');
  write('blog/2026-01-05-first-light.md', '# First light\n\nA frame.\n');
  assert.equal((await runCliHosted(['build', '--no-cache'], dir)).code, 0);
  const before = fileHashes(path.join(dir, 'dist'));
  write('blog/authors.yml', 'ada:\n  name: Ada Okafor\n');
  write('blog/2026-02-01-beams.md', '---\nauthors: [ada, kofi]\n---\n\nBeams.\n');
  write('blog/undated.md', '---\ndate: next tuesday\n---\n\nSoon.\n');
  const failed = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /✖ blog\/2026-02-01-beams\.md:2: the author "kofi" is not in blog\/authors\.yml\n {4}fix: use one of: ada/);
  assert.match(failed.stderr, /✖ blog\/undated\.md:2: the post's date "next tuesday" is not a date/);
  assert.doesNotMatch(failed.stderr, /\n\s+at /, 'no stack trace');
  assert.deepEqual(fileHashes(path.join(dir, 'dist')), before, 'the previous output is intact');
});

test("a tags file's undefined tag, a tag's unknown key and a post without a truncate marker warn as the options ask; --out into the blog folder is refused", async () => {
  const { dir, write } = blogSite('blog-warnings', "{ onUntruncatedPosts: 'warn' }");
  write('blog/tags.yml', 'release:\n  label: Releases\n  description: What shipped.\nnews:\n  labels: News\n');
  // One tag in two spellings: the newest post's names it, as in Docusaurus.
  write('blog/2026-02-01-newer.md', '---\ntags: [getting started]\n---\n\n# Newer\n\nB.\n\n<!-- truncate -->\n');
  write('blog/2026-01-01-older.md', '---\ntags: [Getting Started]\n---\n\n# Older\n\nA.\n\n<!-- truncate -->\n');
  write('blog/2026-01-05-first-light.md', '---\ntags: [release, beams]\nlayout: wide\n---\n\n# First light\n\nA frame. See [the scenes](/scenes/).\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  // A post's links are checked as a doc's are, with their line.
  assert.match(run.stderr, /⚠ blog\/2026-01-05-first-light\.md:8: broken link "\/scenes\/"/);
  // An unknown key is named with the keys a post takes (not a doc's).
  assert.match(run.stderr, /unknown front matter key "layout"[^\n]*\n {4}fix: if it is misspelt, use one of: title, description, slug, date, authors, tags/);
  assert.match(run.stderr, /⚠ blog\/2026-01-05-first-light\.md:2: the tag "beams" is not defined in blog\/tags\.yml/);
  // A key no tag takes (which Docusaurus refuses) is named.
  assert.match(run.stderr, /⚠ blog\/tags\.yml: the tag "news" has "labels", which is no tag key \(Docusaurus refuses the file\): left out\n {4}fix: a tag takes label, permalink and description only/);
  assert.match(run.stderr, /⚠ blog\/2026-01-05-first-light\.md: this post has no truncate marker, so the blog's lists show it whole/);
  assert.match(readPage(path.join(dir, 'dist'), '/blog/tags/release/'), /<h1>One post tagged with &quot;Releases&quot;<\/h1><p>What shipped\.<\/p>/);
  assert.match(readPage(path.join(dir, 'dist'), '/blog/tags/getting-started/'), /<h1>2 posts tagged with &quot;getting started&quot;<\/h1>/);
  const refused = await runCliHosted(['build', '--out', 'blog'], dir);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /the output folder is the site's blog folder/);
  assert.ok(fs.existsSync(path.join(dir, 'blog/2026-01-05-first-light.md')), 'the posts are untouched');
});

test("a German site's blog speaks German: dates, reading time, Read more and the pager", async () => {
  const { dir, write } = blogSite('blog-de', '{ postsPerPage: 1 }', "locale: { code: 'de', label: 'Deutsch' }, ");
  write('blog/2026-03-10-strahlen.md', '# Strahlen\n\nEin Bild.\n\n<!-- truncate -->\n\nMehr.\n');
  write('blog/2026-03-11-szenen.md', '# Szenen\n\nEin Graph.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readPage(path.join(dir, 'dist'), '/blog/page/2/');
  assert.match(page, /<time dateTime="2026-03-10T00:00:00\.000Z">10\. März 2026<\/time> · Eine Minute Lesezeit/);
  assert.match(page, /<b>Weiterlesen<\/b>/);
  assert.match(page, /pagination-nav__label">Neuere Beiträge</);
});

test('a rebuild takes unchanged posts from the build cache, and renders again a post whose imported partial changed', async () => {
  const { dir, write } = blogSite('blog-cache', '{}');
  write('blog/2026-01-05-first-light.mdx', "import Note from './_note.mdx';\n\n# First light\n\nA frame.\n\n<Note />\n");
  write('blog/_note.mdx', 'Rendered by the **tracer**.\n');
  write('blog/2026-02-01-beams.md', '# Beams\n\nBeams.\n');
  const first = await runCliHosted(['build'], dir);
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /blog posts: 0 from the cache, 2 rendered/);
  write('blog/_note.mdx', 'Rendered by the **path tracer**.\n');
  const second = await runCliHosted(['build'], dir);
  assert.match(second.stdout, /blog posts: 1 from the cache, 1 rendered/);
  assert.match(readPage(path.join(dir, 'dist'), '/blog/2026/01/05/first-light/'), /Rendered by the <strong>path tracer<\/strong>\./);
});

test("a Docusaurus locale's blog: its translated posts and options.json words, the others in the default language", async () => {
  const dir = tempDir('blog-locale');
  const write = fileWriter(dir);
  write('docusaurus.config.js', "module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: false, blog: { blogTitle: 'Blog' } }]] };\n");
  write('src/pages/index.md', '# Lumagraph\n');
  write('blog/2026-01-05-first-light.md', '# First light\n\nThe first frame.\n');
  write('blog/2026-02-01-beams.md', '# Beams\n\nBeams.\n');
  write('i18n/fr/docusaurus-plugin-content-blog/2026-01-05-first-light.md', '# Premi\u00e8re lumi\u00e8re\n\nLa premi\u00e8re image.\n');
  write('i18n/fr/docusaurus-plugin-content-blog/options.json', JSON.stringify({ title: { message: 'Le blog' }, 'sidebar.title': { message: 'Articles r\u00e9cents' } }));
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /docusaurus-plugin-content-blog/, 'the locale\'s blog folder is read, not named as skipped');
  const dist = path.join(dir, 'dist');
  const post = readPage(dist, '/fr/blog/2026/01/05/first-light/');
  assert.match(post, /<h1 class="blog-post__title">Premi\u00e8re lumi\u00e8re<\/h1><div class="blog-post__info"><time dateTime="2026-01-05T00:00:00\.000Z">5 janvier 2026<\/time>/);
  assert.match(post, /<div class="blog-sidebar__title">Articles r\u00e9cents<\/div>/);
  assert.match(readPage(dist, '/fr/blog/'), /<title>Le blog \| Lumagraph<\/title>/);
  assert.match(readPage(dist, '/fr/blog/2026/02/01/beams/'), /<h1 class="blog-post__title">Beams<\/h1>/, 'an untranslated post in the default language');
  assert.match(readPage(dist, '/blog/2026/01/05/first-light/'), /<h1 class="blog-post__title">First light<\/h1>/);
});

test("a versioned Docusaurus repo: the blog is built once, by the site's build, and the next version's link into it is checked there", async () => {
  const dir = tempDir('blog-versions');
  const write = fileWriter(dir);
  write('docusaurus.config.js', "module.exports = { title: 'Beams', url: 'https://beams.example', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n");
  write('src/pages/index.md', '# Beams\n');
  write('versions.json', JSON.stringify(['1.0']));
  write('sidebars.js', "module.exports = { main: ['intro'] };\n");
  // The current docs (/docs/next/) are a build of their own.
  write('docs/intro.md', '# Intro\n\nRead [the launch post](/blog/2026/01/05/launch).\n');
  write('versioned_docs/version-1.0/intro.md', '# Intro\n\nBeams 1.0.\n');
  write('versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ main: ['intro'] }));
  write('blog/2026-01-05-launch.md', '# Launch\n\nBeams 1.0 is out.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /blog posts: 0 from the cache, 1 rendered/);
  const dist = path.join(dir, 'dist');
  assert.match(readPage(dist, '/docs/next/intro/'), /href="\/blog\/2026\/01\/05\/launch"/);
  assert.match(readPage(dist, '/blog/2026/01/05/launch/'), /<h1 class="blog-post__title">Launch<\/h1>/);
});

test("a Docusaurus blog's own remark plugins run on its posts, not on the docs", async () => {
  const dir = tempDir('blog-plugins');
  const write = fileWriter(dir);
  write('plugins/shout.js', "module.exports = function shout() { return (tree) => { const walk = (n) => { if (n.type === 'text') n.value = n.value.toUpperCase(); (n.children || []).forEach(walk); }; walk(tree); }; };\n");
  write('docusaurus.config.js', "module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: { remarkPlugins: [require('./plugins/shout.js')] } }]] };\n");
  write('src/pages/index.md', '# Lumagraph\n');
  write('docs/intro.md', '# Intro\n\nQuiet beams.\n');
  write('blog/2026-01-05-launch.md', '# Launch\n\nLoud beams.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /remarkPlugins/, 'read, not named as skipped');
  const dist = path.join(dir, 'dist');
  assert.match(readPage(dist, '/blog/2026/01/05/launch/'), /<p>LOUD BEAMS\.<\/p>/);
  assert.match(readPage(dist, '/docs/intro/'), /<p>Quiet beams\.<\/p>/);
  // migrate cannot write a function: it names the blog's plugins, and what it writes builds.
  const migrated = await runCliHosted(['migrate'], dir);
  assert.equal(migrated.code, 0, migrated.stderr);
  assert.match(migrated.stderr, /the blog's 1 remark\/rehype plugin\(s\) of docusaurus\.config\.js were not written/);
  fs.rmSync(path.join(dir, 'docusaurus.config.js'));
  const rebuilt = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(rebuilt.code, 0, rebuilt.stderr);
  assert.match(readPage(dist, '/blog/2026/01/05/launch/'), /<p>Loud beams\.<\/p>/, 'without the plugin until it is imported');
});

test('as Docusaurus takes them: a zoned date string, sidebar_label, unlisted posts in the recent posts, an author by mail, same-day posts in the archive, the feed', async () => {
  const { dir, write } = blogSite('blog-rules', "{ sidebarCount: 2, title: 'Lumagraph News' }");
  // Docusaurus reads a date string with a "Z" after it: the offset is not applied (23:00 UTC on the 19th).
  write('blog/late.md', '---\ntitle: Late\ndate: 2026-03-19 23:00:00 -0700\nsidebar_label: Late one\n---\n\nLate.\n');
  // A heading titles a post as written, its inline code unwrapped, as Docusaurus' blog takes it.
  write('blog/2026-02-01-render.md', '# The `render()` call *explained*\n\nIt renders.\n');
  write('blog/2026-03-20-hidden.md', '---\nunlisted: true\n---\n\n# Hidden\n\nFor testers.\n');
  write('blog/2026-03-01-same-a.md', '---\nauthors: { name: Bo Lind, email: bo@lumagraph.example }\n---\n\n# Same A\n\n## Setup\n\n```js\nconst a = 1;\n```\n\nSee [setup](#setup).\n');
  write('blog/2026-03-01-same-b.md', '# Same B\n\nB.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const late = readPage(dist, '/blog/late/');
  assert.match(late, /<time dateTime="2026-03-19T23:00:00\.000Z">March 19, 2026<\/time>/);
  // The recent posts: the first two posts, the unlisted one among them shown on its own page only.
  assert.match(late, /<ul class="blog-sidebar__list"><li class="blog-sidebar__item"><a class="blog-sidebar__link blog-sidebar__link--active" href="\/blog\/late\/" aria-current="page">Late one<\/a><\/li><\/ul>/);
  assert.match(readPage(dist, '/blog/2026/02/01/render/'), /<title>The render\(\) call \*explained\* \| Lumagraph<\/title>/);
  const hidden = readPage(dist, '/blog/2026/03/20/hidden/');
  assert.match(hidden, /<aside class="theme-admonition theme-admonition-caution admonition--caution theme-unlisted-banner" role="note"><div class="admonition__title">Unlisted page<\/div>/);
  assert.match(hidden, /blog-sidebar__link--active" href="\/blog\/2026\/03\/20\/hidden\/" aria-current="page">Hidden</);
  const same = readPage(dist, '/blog/2026/03/01/same-a/');
  assert.match(same, /<a href="mailto:bo@lumagraph\.example"><span class="blog-author__name-text">Bo Lind<\/span><\/a>/);
  // The archive puts each post first in its year: posts of one day in the reverse of the list's order.
  assert.deepEqual([...readPage(dist, '/blog/archive/').matchAll(/<li><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]), ['February 1 - The render() call *explained*', 'March 1 - Same B', 'March 1 - Same A', 'March 19 - Late']);
  const rss = fs.readFileSync(path.join(dist, 'blog/rss.xml'), 'utf8');
  assert.match(rss, /<title>Lumagraph Blog<\/title>/, "the site's title and Blog, whatever the blog's own title");
  assert.match(rss, /<author>bo@lumagraph\.example \(Bo Lind\)<\/author>/);
  // No copy button or "#" link in a feed reader; a link within the post leads to its page.
  assert.doesNotMatch(rss, /code-block__copy|class="hash-link"/);
  assert.match(rss, /See <a href="https:\/\/docs\.lumagraph\.example\/blog\/2026\/03\/01\/same-a\/#setup">setup<\/a>/);
  assert.doesNotMatch(rss, /Hidden/);
});

test('a blog at the site\'s root is its home page, before a page of the same path, as in Docusaurus', async () => {
  const dir = tempDir('blog-root');
  const write = fileWriter(dir);
  write('docusaurus.config.js', "module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', presets: [['classic', { docs: false, blog: { routeBasePath: '/' } }]] };\n");
  write('src/pages/index.md', '# Welcome page\n');
  write('blog/2026-01-05-launch.md', '# Launch\n\nBeams.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stderr, /two sources make the route \/: the generated blog page and src\/pages\/index\.md; the first is built/);
  const home = readPage(path.join(dir, 'dist'), '/');
  assert.match(home, /<h2 class="blog-post__title"><a href="\/2026\/01\/05\/launch">Launch<\/a><\/h2>/);
  assert.match(home, /<title>Lumagraph<\/title>/, 'titled as the site');
});

test("a Docusaurus blog's truncateMarker, readingTime function and showLastUpdate options", async () => {
  const dir = tempDir('blog-options');
  const write = fileWriter(dir);
  write(
    'docusaurus.config.js',
    "module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', presets: [['classic', { docs: false, blog: { admonitions: true, blogListComponent: '@theme/MyBlogList', truncateMarker: /<!--\\s*more\\s*-->/, showLastUpdateTime: true, showLastUpdateAuthor: true, readingTime: ({ content, frontMatter, defaultReadingTime }) => (frontMatter.hide_reading_time ? undefined : defaultReadingTime({ content, options: { wordsPerMinute: 1 } })) } }]] };\n",
  );
  write('src/pages/index.md', '# Lumagraph\n');
  write('blog/2026-01-05-launch.md', '---\ntags: [beams]\nlast_update:\n  date: 2026-02-01\n  author: Ada Okafor\n---\n\n# Launch\n\nBeams are here.\n\n<!-- more -->\n\nThe rest.\n');
  write('blog/2026-01-06-quiet.md', '---\nhide_reading_time: true\nlast_update:\n  date: 2026-02-02\n---\n\n# Quiet\n\nNo minutes.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /truncateMarker|readingTime|showLastUpdate|admonitions/, 'followed (admonitions: true, the default, too), not named as skipped');
  assert.match(run.stderr, /presets\.classic\.blog: blogListComponent \(not followed\)/);
  const dist = path.join(dir, 'dist');
  const list = readPage(dist, '/blog/');
  assert.match(list, /Beams are here\./);
  assert.doesNotMatch(list, /The rest\./, 'cut at the site\'s own marker');
  assert.match(list, /<time dateTime="2026-01-05T00:00:00\.000Z">January 5, 2026<\/time> · 6 min read/, "the site's own count: the post's six words (its marker's one too) at one a minute");
  assert.match(list, /<time dateTime="2026-01-06T00:00:00\.000Z">January 6, 2026<\/time><\/div>/, 'none when the function gives none');
  assert.match(readPage(dist, '/blog/2026/01/05/launch/'), /<span class="doc__last-update">Last updated on <time dateTime="2026-02-01T00:00:00\.000Z">Feb 1, 2026<\/time> by <b>Ada Okafor<\/b><\/span>/);
  // Its structured data says it changed on that date too.
  assert.match(readPage(dist, '/blog/2026/01/05/launch/'), /"dateModified":"2026-02-01T00:00:00\.000Z"/);
  // A post without tags or an edit link has no footer, so no last update, as Docusaurus draws it.
  assert.doesNotMatch(readPage(dist, '/blog/2026/01/06/quiet/'), /blog-post__footer|Last updated/);
});

test("a Docusaurus repo's second blog plugin instance is built beside the first, with its own posts, lists, sidebar and feeds", async () => {
  const dir = tempDir('blog-instances');
  const write = fileWriter(dir);
  write('docusaurus.config.js', "module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', presets: [['classic', { docs: false, blog: { blogSidebarTitle: 'Articles' } }]], plugins: [['@docusaurus/plugin-content-blog', { id: 'releases', path: 'releases', routeBasePath: 'releases', blogTitle: 'Releases', blogSidebarTitle: 'Latest releases' }]], themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }, { to: '/releases', label: 'Releases' }] } } };\n");
  write('src/pages/index.md', '# Lumagraph\n');
  write('blog/2026-01-05-launch.md', '# Launch\n\nBeams.\n');
  write('releases/2026-02-01-v2.md', '# Version 2\n\nFaster beams.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /second blog/);
  const dist = path.join(dir, 'dist');
  const releases = readPage(dist, '/releases/');
  assert.match(releases, /<title>Releases \| Lumagraph<\/title>/);
  assert.deepEqual(listed(releases), ['/releases/2026/02/01/v2 Version 2']);
  assert.match(readPage(dist, '/releases/2026/02/01/v2/'), /<div class="blog-sidebar__title">Latest releases<\/div>/);
  assert.deepEqual(listed(readPage(dist, '/blog/')), ['/blog/2026/01/05/launch Launch']);
  assert.match(fs.readFileSync(path.join(dist, 'releases/rss.xml'), 'utf8'), /<title><!\[CDATA\[Version 2\]\]><\/title>/);
  assert.doesNotMatch(fs.readFileSync(path.join(dist, 'blog/rss.xml'), 'utf8'), /Version 2/);
});

test('posts of one date in the order Docusaurus lists their files, strikethrough out of descriptions, no duplicate-id warning for a list, Docusaurus 2 reading times (words between spaces, CJK characters one each)', async () => {
  const { dir, write } = blogSite('blog-ties', '{ likeDocusaurus2: true }');
  // A folder's own files come before its subfolders' (fast-glob's order, which Docusaurus keeps for a tie).
  write('blog/2026-01-05-alpha/index.md', '# Alpha\n\n## Setup\n\nA.\n');
  write('blog/2026-01-05-beta.md', '# Beta\n\nOld ~~slow~~ fast beams.\n\n## Setup\n\nB.\n');
  // 350 Chinese characters: Docusaurus 2 counted each as a word (two minutes).
  write('blog/2026-01-06-cjk.md', `# 光\n\n${'光'.repeat(350)}\n`);
  // 250 words between spaces (punctuation inside a word splits nothing): two minutes, not four.
  write('blog/2026-01-07-dots.md', `# Dots\n\n${'a.b(c) '.repeat(250)}\n`);
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stderr, /used more than once/, "a list's posts may share heading ids, as on Docusaurus' lists");
  const dist = path.join(dir, 'dist');
  assert.deepEqual(listed(readPage(dist, '/blog/')).slice(2), ['/blog/2026/01/05/beta/ Beta', '/blog/2026/01/05/alpha/ Alpha']);
  assert.match(readPage(dist, '/blog/2026/01/05/beta/'), /<meta name="description" content="Old slow fast beams\."\/>/);
  assert.match(readPage(dist, '/blog/2026/01/06/cjk/'), /· 2 min read<\/div>/);
  assert.match(readPage(dist, '/blog/2026/01/07/dots/'), /· 2 min read<\/div>/);
});

test("a Docusaurus 3.5+ repo's recent posts sit under their year, one year too; themeConfig.blog.sidebar.groupByYear: false drops the years", async () => {
  const dir = tempDir('blog-years');
  const write = fileWriter(dir);
  write('package.json', JSON.stringify({ name: 'years', dependencies: { '@docusaurus/core': '3.10.2' } }));
  const config = (themeConfig: string) => `module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore' } }]], themeConfig: ${themeConfig} };\n`;
  write('docusaurus.config.js', config('{}'));
  write('blog/2026-01-05-first.md', '# First light\n\nBeams.\n');
  write('blog/2026-02-01-second.md', '# Second light\n\nMore beams.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.match(readPage(path.join(dir, 'dist'), '/blog/'), /<div role="group"><h3 class="blog-sidebar__year">2026<\/h3><ul class="blog-sidebar__list">/);
  write('docusaurus.config.js', config('{ blog: { sidebar: { groupByYear: false } } }'));
  write('blog/2025-12-24-eve.md', '# Eve\n\nLast year.\n');
  const flat = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(flat.code, 0, flat.stderr);
  const page = readPage(path.join(dir, 'dist'), '/blog/');
  assert.match(page, /blog-sidebar__link[^>]*>Eve</);
  assert.doesNotMatch(page, /blog-sidebar__year/);
  // Oldest posts first: the years still newest first, the posts in their order within each.
  write('docusaurus.config.js', config('{}').replace("onUntruncatedBlogPosts: 'ignore'", "onUntruncatedBlogPosts: 'ignore', sortPosts: 'ascending'"));
  const ascending = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(ascending.code, 0, ascending.stderr);
  const sidebar = readPage(path.join(dir, 'dist'), '/blog/');
  const order = [...sidebar.slice(sidebar.indexOf('blog-sidebar'), sidebar.indexOf('</nav>', sidebar.indexOf('blog-sidebar'))).matchAll(/blog-sidebar__year">(\d+)<|blog-sidebar__link[^>]*>([^<]+)</g)].map((m) => m[1] ?? m[2]);
  assert.deepEqual(order, ['2026', 'First light', 'Second light', '2025', 'Eve']);
  // A post without a date, outside git: dated when its file was made, as Docusaurus dates it (not when last modified).
  write('blog/undated.md', '# Undated\n\nBeams.\n');
  fs.utimesSync(path.join(dir, 'blog/undated.md'), new Date('2020-03-04T00:00:00Z'), new Date('2020-03-04T00:00:00Z'));
  const undated = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(undated.code, 0, undated.stderr);
  const made = fs.statSync(path.join(dir, 'blog/undated.md')).birthtime.toISOString().slice(0, 10);
  assert.match(readPage(path.join(dir, 'dist'), '/blog/undated/'), new RegExp(`<time dateTime="${made}T`));
});

test("a Docusaurus repo's i18n code.json words its blog: reading time, Read more, the archive's title, a tag page's title from its two messages, the pager", async () => {
  const dir = tempDir('blog-code-json');
  const write = fileWriter(dir);
  write('docusaurus.config.js', "module.exports = { title: 'Lumagraph', url: 'https://docs.lumagraph.example', baseUrl: '/', onBrokenLinks: 'warn', presets: [['classic', { docs: false, blog: { postsPerPage: 1, onUntruncatedBlogPosts: 'ignore' } }]] };\n");
  const message = (text: string) => ({ message: text });
  write('i18n/en/code.json', JSON.stringify({
    'theme.blog.post.readMore': message('Keep reading'),
    'theme.blog.post.readingTime.plurals': message('a minute|{readingTime} minutes'),
    'theme.blog.archive.title': message('Every post'),
    'theme.blog.tagTitle': message('{nPosts} about "{tagName}"'),
    'theme.blog.post.plurals': message('One entry|{count} entries'),
    'theme.blog.paginator.olderEntries': message('Earlier'),
  }));
  write('blog/2026-01-05-first.md', '---\ntags: [beams]\n---\n# First light\n\nBeams.\n\n<!-- truncate -->\n\nMore.\n');
  write('blog/2026-02-01-second.md', '---\ntags: [beams]\n---\n# Second light\n\nMore beams.\n\n<!-- truncate -->\n\nRest.\n');
  const run = await runCliHosted(['build', '--no-cache'], dir);
  assert.equal(run.code, 0, run.stderr);
  const dist = path.join(dir, 'dist');
  const list = readPage(dist, '/blog/');
  assert.match(list, />Keep reading</);
  assert.match(list, /a minute/);
  assert.match(list, />Earlier</);
  assert.match(readPage(dist, '/blog/archive/'), /<title>Every post \| Lumagraph<\/title>/);
  assert.match(readPage(dist, '/blog/tags/beams/'), /<title>2 entries about &quot;beams&quot; \| Lumagraph<\/title>/);
});
