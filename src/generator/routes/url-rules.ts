/**
 * The URL rules a deployed site follows, in one place for `docsgen serve` and the host configs:
 * every page ends with "/", `.html` and `/index` forms redirect to the clean path, configured
 * redirects are permanent, unknown paths go home or get the not-found page, and only hashed assets
 * may be cached for long.
 */

/** Status of a configured redirect and of every normalisation (permanent). */
export const REDIRECT_STATUS = 301;

/**
 * Status of the unknown-path redirect to the home page: temporary, because a path unknown today
 * may become a page tomorrow, and browsers keep a 301 for good.
 */
export const UNKNOWN_PATH_STATUS = 302;

/** Cache-Control of a content-hashed asset: its name changes whenever its bytes do. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Cache-Control of everything else: always revalidate (cheap, thanks to ETags). */
export const REVALIDATE_CACHE = 'no-cache';

/** True for a file under /assets/ whose name carries a content hash, e.g. `main.HVYPIJVD.js`. */
export function isHashedAsset(localPath: string): boolean {
  return /^\/assets\/(?:[^/]+\/)*[^/]+\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/.test(localPath);
}

/**
 * The clean page path of a `.html` or `/index` form: `/x.html`, `/x/index` and `/x/index.html`
 * all give `/x/`, and `/index.html` and `/index` give `/`. Undefined for any other path.
 */
export function cleanPathOf(localPath: string): string | undefined {
  const match = /^(.*?)(?:\/index(?:\.html)?|\.html)$/.exec(localPath);
  if (!match) return undefined;
  return `${match[1]}/`;
}

/**
 * A site path as written where a space would end it (a URL in the canonical link, a field of the
 * host's rules): a doc folder's space is %20 there (routes keep it, as Docusaurus does; name-checks.ts).
 */
export function spacesEncoded(path: string): string {
  return path.replaceAll(' ', '%20');
}
