/**
 * Instant navigation: internal link clicks fetch the next page's HTML and swap the navbar and the
 * layout in place, then update the title, meta tags, URL, scroll position and focus. Back and forward
 * work; hash links scroll. Anything unexpected (an error, a non-HTML answer, a page of another shape)
 * falls back to a full page load of that URL.
 */
import { fetchPage, prefetchOnIntent, resetPrefetchAllowance } from './prefetch.ts';
import { startProgress } from './progress.ts';

export interface RouterHooks {
  /** Called before the old content is removed (unmount islands there). */
  beforeSwap(oldScope: ParentNode): void;
  /** Called after the new content is in the document (hydrate islands there). */
  afterSwap(newScope: ParentNode): void;
  /** Called once the navigation is complete, with the new URL. */
  navigated(url: URL): void;
}

const SWAPPED = ['.navbar', '.layout'];

function eligible(a: HTMLAnchorElement, event?: MouseEvent): boolean {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return false;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.dataset.noRouter !== undefined) return false;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return false;
  const base = document.documentElement.dataset.baseUrl ?? '/';
  if (!url.pathname.startsWith(base)) return false;
  // Only pages: "/x/", "/x" (a site without trailing slashes) and .html files; not downloads such
  // as /specs/a.yaml or /llms.txt.
  if (!/\/$|\.html$|\/[^/.]+$/.test(url.pathname)) return false;
  return true;
}

export function startRouter(hooks: RouterHooks): void {
  history.scrollRestoration = 'manual';
  history.replaceState({ ...(history.state as object), scrollY: window.scrollY }, '');

  document.addEventListener('click', (event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || !eligible(a, event)) return;
    const url = new URL(a.href, location.href);
    // Same page, only the hash differs: let the browser scroll.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    void navigate(url, 'push', hooks);
  });
  prefetchOnIntent((a) => eligible(a));
  shownPath = location.pathname;
  window.addEventListener('popstate', (event) => {
    const scrollY = (event.state as { scrollY?: number } | null)?.scrollY;
    // Another query or hash of the page shown (Back over a hash link, or a component's router
    // writing `?beam=spot`, which announces it with a popstate of its own): the page's HTML is the
    // same, and a fetch would swap it under its islands, their state lost.
    if (location.pathname === shownPath) {
      if (scrollY !== undefined) window.scrollTo(0, scrollY);
      else if (location.hash) document.getElementById(fragmentId(location.hash))?.scrollIntoView();
      return;
    }
    void navigate(new URL(location.href), 'pop', hooks, scrollY);
  });
  window.addEventListener('scroll', rememberScroll, { passive: true });
}

let scrollTimer: ReturnType<typeof setTimeout> | undefined;
function rememberScroll(): void {
  clearTimeout(scrollTimer);
  scrollTimer = setTimeout(() => history.replaceState({ ...(history.state as object), scrollY: window.scrollY }, ''), 100);
}

let current = 0;
/** The path of the page whose HTML is shown (the last one swapped in, or the one loaded). */
let shownPath = '';

/** Loads `url` in place; falls back to a full load on any failure. */
export async function navigate(url: URL, mode: 'push' | 'pop', hooks: RouterHooks, scrollY?: number): Promise<void> {
  const id = ++current;
  const stop = startProgress();
  let html: string;
  try {
    html = await fetchPage(url.href);
  } catch {
    stop();
    location.assign(url.href);
    return;
  }
  if (id !== current) return; // a later navigation won
  const next = new DOMParser().parseFromString(html, 'text/html');
  const parts = SWAPPED.map((sel) => [document.querySelector(sel), next.querySelector(sel)] as const);
  if (parts.some(([a, b]) => !a || !b)) {
    stop();
    location.assign(url.href);
    return;
  }
  await adoptStylesheets(next);
  if (id !== current) return;
  if (mode === 'push') {
    history.replaceState({ ...(history.state as object), scrollY: window.scrollY }, '');
    history.pushState({ scrollY: 0 }, '', url.href);
  }
  const sidebarScroll = document.querySelector('.sidebar__scroll')?.scrollTop ?? 0;
  const sameSidebar = document.querySelector('[data-sidebar]')?.getAttribute('data-sidebar') === next.querySelector('[data-sidebar]')?.getAttribute('data-sidebar');
  for (const [old, fresh] of parts) {
    hooks.beforeSwap(old!);
    const imported = document.importNode(fresh!, true);
    old!.replaceWith(imported);
    hooks.afterSwap(imported);
  }
  shownPath = url.pathname;
  document.title = next.title;
  for (const selector of ['meta[name="description"]', 'link[rel="canonical"]', 'meta[property="og:title"]', 'meta[property="og:description"]', 'meta[property="og:url"]']) {
    const fresh = next.head.querySelector(selector);
    const old = document.head.querySelector(selector);
    if (fresh && old) old.replaceWith(document.importNode(fresh, true));
  }
  document.body.className = next.body.className;
  document.documentElement.removeAttribute('data-drawer-open');
  document.documentElement.removeAttribute('data-drawer-main');
  if (sameSidebar) {
    const sidebar = document.querySelector('.sidebar__scroll');
    if (sidebar) sidebar.scrollTop = sidebarScroll;
  }
  const target = url.hash ? document.getElementById(fragmentId(url.hash)) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, scrollY ?? 0);
  document.querySelector<HTMLElement>('#main-content')?.focus({ preventScroll: true });
  resetPrefetchAllowance();
  stop();
  hooks.navigated(url);
}

/** How long a navigation waits for a stylesheet the next page adds before showing the page anyway. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * Links the stylesheets of the next page that this one lacks (an API page's own after a doc page), in
 * the next page's order, and waits for them: swapping first would show its content unstyled. Those
 * already linked stay; their rules only match their own page kinds.
 */
function adoptStylesheets(next: Document): Promise<unknown> {
  const loads: Array<Promise<void>> = [];
  let previous: Element | null = null;
  for (const link of next.head.querySelectorAll('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href') ?? '';
    const existing = Array.from(document.head.querySelectorAll('link[rel="stylesheet"]')).find((l) => l.getAttribute('href') === href);
    if (existing) {
      previous = existing;
      continue;
    }
    const added = document.importNode(link, true) as HTMLLinkElement;
    loads.push(
      new Promise((resolve) => {
        added.addEventListener('load', () => resolve(), { once: true });
        added.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, STYLESHEET_WAIT_MS);
      }),
    );
    if (previous) previous.after(added);
    else document.head.append(added);
    previous = added;
  }
  return Promise.all(loads);
}

/** The element id a URL fragment names; a fragment with broken percent-encoding names itself. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
