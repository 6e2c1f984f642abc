/**
 * The inline scripts of a page, as Content-Security-Policy hash sources: the site's CSP (see
 * post/security-headers.ts) allows exactly these. Used on a doc's body HTML when it is compiled
 * (raw HTML may hold a script) and on sample pages of each kind (the templates' own scripts).
 */
import crypto from 'node:crypto';

/** Script types a browser runs (anything else, such as JSON data blocks, is inert). */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source of every executable script in `html`: an inline one's hash ('sha256-…'), another
 * site's origin for one it loads (a page's `<Head><script src="https://cdn…">`).
 */
export function inlineScriptSources(html: string, into: Set<string> = new Set()): Set<string> {
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (src) {
      const url = src[2] ?? src[3] ?? src[4] ?? '';
      addOrigin(url, into);
      continue;
    }
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!EXECUTABLE_TYPE.test((type?.[2] ?? type?.[3] ?? type?.[4] ?? '').trim())) continue;
    into.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return into;
}

/** The CSP sources of a page's own head scripts (a doc's `<Head>`): an inline one's hash, a loaded one's origin. */
export function headScriptSources(tags: ReadonlyArray<{ tag: string; attributes: Record<string, string>; text?: string }>, into: Set<string>): Set<string> {
  for (const tag of tags) {
    if (tag.tag !== 'script') continue;
    if (tag.attributes.src !== undefined) addOrigin(tag.attributes.src, into);
    else if (tag.text && EXECUTABLE_TYPE.test((tag.attributes.type ?? '').trim())) into.add(`'sha256-${crypto.createHash('sha256').update(tag.text, 'utf8').digest('base64')}'`);
  }
  return into;
}

/** Another site's origin, for a script it loads; the site's own scripts are 'self'. */
function addOrigin(url: string, into: Set<string>): void {
  if (!/^https?:\/\//i.test(url)) return;
  try {
    into.add(new URL(url).origin);
  } catch {
    // not a URL a browser would load either
  }
}
