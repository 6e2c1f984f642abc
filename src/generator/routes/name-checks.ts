/**
 * Checks of names that become URLs and lines: routes made from file names, redirects, doc ids and
 * the docs pagination points to. A route with "?", "#", "%", a double quote or backtick, white space other than a
 * space or a control character would be an unreachable page, a wrong sitemap entry or an injected
 * line in `_redirects`. A space is kept, as Docusaurus keeps it (a folder "Getting started/"): the
 * page's links carry it as browsers take it, and the files where it would end a field or a URL
 * (the sitemap, the host configs, the canonical URL) write it %20. An apostrophe is kept too
 * (`Heron's_formula.md`, as Docusaurus builds it): a URL may hold one, and attributes escape it.
 */
import type { SiteConfig } from '../config/schema.ts';
import type { DiagnosticBag } from '../diagnostics.ts';
import type { Doc } from '../content/load-docs.ts';
import type { ReactPageSource } from '../content/load-react-pages.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const UNSAFE_IN_ROUTE = /[^\S ]|[?#%\\<>"`]/;

/** What is wrong with a route or redirect path as a URL path, or undefined when it is fine. */
export function routeProblem(route: string): string | undefined {
  if (CONTROL.test(route)) return 'a control character (a newline, a tab, NUL…)';
  const bad = UNSAFE_IN_ROUTE.exec(route);
  if (bad) return /\s/.test(bad[0]) ? 'white space' : `"${bad[0]}"`;
  return undefined;
}

/** The control characters of a text shown readably ("\u0000"), for messages. */
export function firstControlCharacter(text: string): string | undefined {
  const m = CONTROL.exec(text);
  return m ? `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : undefined;
}

export interface NameCheckInputs {
  config: SiteConfig;
  configFile: string;
  docs: Doc[];
  reactPages: ReactPageSource[];
  bag: DiagnosticBag;
}

/** Reports routes, redirects, ids and pagination targets that would publish a broken site. */
export function checkNames({ config, configFile, docs, reactPages, bag }: NameCheckInputs): void {
  for (const page of [...docs, ...reactPages]) {
    const problem = routeProblem(page.route);
    if (problem) {
      const fromSlug = page.frontMatter.slug !== undefined;
      bag.error({
        file: page.source.replace(CONTROL, '\uFFFD'),
        message: `the page's route ${JSON.stringify(page.route)} contains ${problem}, which would break its URL, the sitemap and the host's redirect files`,
        hint: fromSlug ? 'use lowercase words separated by hyphens in its slug' : 'rename the file with lowercase words separated by hyphens (or give it a `slug`)',
      });
    }
  }
  for (const [i, rule] of config.redirects.entries()) {
    for (const [end, value] of [['from', rule.from], ['to', rule.to.split(/[?#]/)[0]]] as const) {
      const problem = routeProblem(value);
      if (problem) bag.error({ file: configFile, message: `redirects[${i}].${end} ${JSON.stringify(value)} contains ${problem}, which would write a broken line into _redirects`, hint: 'use a URL path of lowercase words and hyphens (encode other characters, e.g. %20)' });
    }
  }
  const byId = new Map<string, Doc>();
  for (const doc of docs) {
    const first = byId.get(doc.id);
    if (first) {
      bag.warn({ file: doc.source, message: `the doc id "${doc.id}" is also the id of ${first.source}; sidebars and pagination reach only the first`, hint: 'give one of them a different `id` in its front matter' });
    } else byId.set(doc.id, doc);
  }
  for (const doc of docs) {
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const target = doc.frontMatter[key];
      if (typeof target === 'string' && !byId.has(target)) {
        bag.warn({ file: doc.source, message: `${key} names the doc "${target}", which does not exist, so the link is left out`, hint: 'use the id of an existing doc (its path under content/ without .md), or null to hide the link' });
      }
    }
  }
}
