/**
 * Fetches pages before the reader clicks: when the pointer rests on a link, on focus or on touch;
 * never the current page, one page at a time. Skipped on data-saver and 2G connections. Each page is
 * fetched at most once.
 */
const cache = new Map<string, Promise<string>>();

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the connection asks us not to spend data on prefetching. */
export function prefetchDisabled(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

/** The page's HTML, from the prefetch cache or the network. Rejects on any non-HTML or error answer. */
export function fetchPage(url: string): Promise<string> {
  const key = url.split('#')[0];
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(key, { credentials: 'same-origin' }).then((response) => {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('text/html')) throw new Error(`${response.status} ${response.statusText}`);
      return response.text();
    });
    // A failed prefetch must not poison a later click: forget it so the click fetches again.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** Prefetches a page for a link the reader shows intent for: never the current page, one at a time. */
export function prefetch(url: string): void {
  if (prefetchDisabled()) return;
  const target = new URL(url, location.href);
  if (target.pathname === location.pathname && target.search === location.search) return;
  const key = target.href.split('#')[0];
  if (cache.has(key) || inFlight) return;
  inFlight = fetchPage(key)
    .catch(() => undefined)
    .then(() => {
      inFlight = undefined;
    });
}

let inFlight: Promise<void> | undefined;

/** How long the pointer must rest on a link before its page is fetched: passing over links fetches nothing. */
const HOVER_DELAY_MS = 65;

/**
 * Prefetches on intent only: a pointer resting on a link, keyboard focus on it, or a touch. Nothing
 * is fetched because a link is visible (a sidebar holds hundreds).
 */
export function prefetchOnIntent(isEligible: (a: HTMLAnchorElement) => boolean): void {
  const linkOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener(
    'mouseover',
    (event) => {
      const a = linkOf(event);
      clearTimeout(timer);
      if (a && isEligible(a)) timer = setTimeout(() => prefetch(a.href), HOVER_DELAY_MS);
    },
    { passive: true },
  );
  document.addEventListener('mouseout', () => clearTimeout(timer), { passive: true });
  const now = (event: Event) => {
    const a = linkOf(event);
    if (a && isEligible(a)) prefetch(a.href);
  };
  document.addEventListener('touchstart', now, { passive: true });
  document.addEventListener('focusin', now);
}
