/**
 * Fetches pages before the reader clicks: on hover, focus or touch, and when a link scrolls into
 * view. Skipped on data-saver and 2G connections. Each page is fetched at most once.
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

export function prefetch(url: string): void {
  if (prefetchDisabled()) return;
  fetchPage(url).catch(() => undefined);
}

/** Prefetches links inside `scope` as they become visible. */
export function prefetchVisible(scope: ParentNode, isEligible: (a: HTMLAnchorElement) => boolean): () => void {
  if (prefetchDisabled() || !('IntersectionObserver' in window)) return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const link = entry.target as HTMLAnchorElement;
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 50));
      idle(() => prefetch(link.href));
    }
  });
  for (const a of scope.querySelectorAll<HTMLAnchorElement>('.main a[href], .sidebar a[href]')) if (isEligible(a)) observer.observe(a);
  return () => observer.disconnect();
}
