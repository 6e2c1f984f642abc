/**
 * The inline scripts of a page, as Content-Security-Policy hash sources: the site's CSP (see
 * post/security-headers.ts) allows exactly these. Used on a doc's body HTML when it is compiled
 * (raw HTML may hold a script) and on sample pages of each kind (the templates' own scripts).
 */
import crypto from 'node:crypto';

/** Script types a browser runs (anything else, such as JSON data blocks, is inert). */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source ('sha256-…') of every inline, executable script in `html`. */
export function inlineScriptSources(html: string, into: Set<string> = new Set()): Set<string> {
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (!EXECUTABLE_TYPE.test((type?.[2] ?? type?.[3] ?? type?.[4] ?? '').trim())) continue;
    into.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return into;
}
