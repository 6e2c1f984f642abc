/**
 * Machine-readable copies of the docs: each doc's Markdown beside its page (`<route>index.md`, or `<route>.md` beside x.html pages),
 * llms.txt (an index of the site's sections and pages in the llms.txt format) and llms-full.txt
 * (every doc as Markdown, in one file).
 */
import type { SiteConfig } from '../config/schema.ts';
import type { ContributedPage, DocPage, Page, RouteTable } from '../routes/route-table.ts';
import type { OutputFile } from '../emit/staging.ts';
import { sidebarHrefs } from '../render/seo/sidebar-hrefs.ts';
import type { PostBuildContext, PostBuildResult, PostBuildStep } from './index.ts';
import { hrefsOf, markdownFileOf, routeOfHref } from '../routes/url-rules.ts';

/** Writes every doc's Markdown copy (url-rules.ts markdownFileOf), llms.txt and llms-full.txt. */
export const llmsStep: PostBuildStep = {
  name: 'llms.txt',
  run(ctx: PostBuildContext): PostBuildResult {
    const { config, table } = ctx;
    const copies = markdownCopies(ctx);
    const files: OutputFile[] = [...copies].map(([route, text]) => ({ path: markdownFileOf(route, config), contents: text }));
    const sections = sectionsOf(config, table);
    files.push({ path: 'llms.txt', contents: llmsTxt(config, table, sections) });
    files.push({ path: 'llms-full.txt', contents: llmsFullTxt(config, sections, copies) });
    return { files, warnings: [] };
  },
};

/** One H2 section of llms.txt. */
interface Section {
  title: string;
  pages: Page[];
}

/** Each doc's Markdown copy by route (made beside its HTML, in the compile step): its title as an H1, then the body. */
function markdownCopies({ table, markdown }: PostBuildContext): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of table.pages) {
    if (page.kind !== 'doc') continue;
    // Every doc has its copy: its Markdown source is let go once the docs are compiled.
    const body = markdown.get(page.route)!.markdownCopy.trim();
    // The loader removes a leading "# Title" that gave the title; any other H1 stays as the writer put it.
    out.set(page.route, /^#\s/.test(body) ? `${body}\n` : `# ${page.title}\n\n${body}\n`);
  }
  return out;
}

/** The docs by sidebar, in sidebar order, then the API reference, then docs in no sidebar. */
function sectionsOf(config: SiteConfig, table: RouteTable): Section[] {
  const listed = new Set<string>();
  const sections: Section[] = [];
  for (const [name, tree] of table.sidebars) {
    if (name === config.api?.sidebar) continue;
    const pages: DocPage[] = [];
    for (const href of sidebarHrefs(tree)) {
      const page = table.byRoute.get(routeOfHref(href, config, table.byRoute));
      // A doc linked twice (or from an earlier sidebar) is listed once, where it first appears.
      if (page?.kind !== 'doc' || listed.has(page.route)) continue;
      listed.add(page.route);
      pages.push(page);
    }
    if (pages.length) sections.push({ title: sectionTitle(name, pages), pages });
  }
  const api = table.pages.filter((p) => p.kind === 'contributed' && p.api?.kind === 'info');
  if (api.length) sections.push({ title: 'API reference', pages: api });
  const rest = table.pages.filter((p) => p.kind === 'doc' && !listed.has(p.route));
  if (rest.length) sections.push({ title: 'More pages', pages: rest });
  return sections;
}

/**
 * A sidebar's name as a heading: "llm-connectors" becomes "LLM connectors", each word spelled as
 * the section's page titles most often spell it (a title's first word counts only for inner
 * capitals, as in "WordPress", since sentence case capitalises it anyway).
 */
function sectionTitle(name: string, pages: Page[]): string {
  const spellings = new Map<string, string[]>();
  for (const page of pages) {
    page.title.split(/[^\p{L}\p{N}]+/u).forEach((word, i) => {
      if (!word || (i === 0 && !/.\p{Lu}/u.test(word))) return;
      const key = word.toLowerCase();
      spellings.set(key, [...(spellings.get(key) ?? []), word]);
    });
  }
  const spell = (word: string): string => {
    const seen = spellings.get(word.toLowerCase()) ?? [word.toLowerCase()];
    const count = (w: string) => seen.filter((s) => s === w).length;
    return seen.reduce((best, w) => (count(w) > count(best) ? w : best), seen[0]);
  };
  const title = name.split(/[-_]+/).map(spell).join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** llms.txt: H1 site name, blockquote summary, then `- [Title](url): description` per page. */
function llmsTxt(config: SiteConfig, table: RouteTable, sections: Section[]): string {
  const lines = [`# ${config.title}`, '', `> ${summaryOf(config)}`, ''];
  lines.push(
    `Links to docs point at their Markdown source; every page's HTML is at the same URL without \`${config.trailingSlash ? 'index.md' : config.pageFiles === 'html' ? '.md' : '/index.md'}\`. ` +
      `${config.url}${config.baseUrl}llms-full.txt holds every doc in one file.` +
      (config.api ? ' The API reference pages link to the OpenAPI description of each API group.' : ''),
  );
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(entry(config, page));
      if (page.kind === 'contributed' && page.api) lines.push(`- [${escapeText(page.title)}: OpenAPI description](${config.url}${page.api.download}): the spec of every operation, for tools`);
    }
  }
  // "Optional" is the llms.txt name for links a reader may skip when context is short.
  const operations = table.pages.filter((p): p is ContributedPage => p.kind === 'contributed' && p.api?.kind === 'operation');
  if (operations.length) {
    lines.push('', '## Optional', '');
    for (const op of operations) {
      const api = table.byRoute.get(op.api!.infoRoute)?.title;
      lines.push(entry(config, op, api ? `${api}: ${op.title}` : op.title));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** One `- [Title](url): description` line; docs link their Markdown copy. */
function entry(config: SiteConfig, page: Page, title = page.title): string {
  const href = `${config.url}${config.baseUrl}${page.kind === 'doc' ? markdownFileOf(page.route, config) : page.route.slice(1)}`;
  return `- [${escapeText(title)}](${href})${page.description ? `: ${oneLine(page.description)}` : ''}`;
}

/** llms-full.txt: the site's name and summary, then every doc's Markdown with its URL. */
function llmsFullTxt(config: SiteConfig, sections: Section[], copies: Map<string, string>): string {
  const href = hrefsOf(config);
  const parts = [`# ${config.title}\n\n> ${summaryOf(config)}\n`];
  for (const section of sections) {
    for (const page of section.pages) {
      const copy = copies.get(page.route);
      if (!copy) continue;
      // The source URL goes under the doc's H1, so each doc says where it lives.
      const [h1, ...body] = copy.split('\n');
      parts.push(`${h1}\n\nSource: ${config.url}${href(page.route)}\n${body.join('\n')}`);
    }
  }
  return parts.join('\n---\n\n');
}

/** The site's one-line summary, for the blockquote under the H1. */
function summaryOf(config: SiteConfig): string {
  return oneLine(config.tagline || `Documentation of ${config.product.name}.`);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text with its brackets escaped, so a title cannot end the link early. */
function escapeText(text: string): string {
  return oneLine(text).replace(/([\\[\]])/g, '\\$1');
}
