/**
 * Browser side of watch mode, injected by `docsgen serve` into the pages it serves (never part of
 * the site bundle, never imported by Node code). It listens to the server's state over server-sent
 * events. When the page it is on changed, it fetches the new HTML and swaps the main column (and the
 * sidebar when sidebars changed) in place: the scroll position, open sidebar categories, the
 * selected tabs and an open search stay as they were, and the site runtime re-hydrates the islands
 * (the `docsgen:before-swap` and `docsgen:after-swap` events, see src/client/main.ts). A change it
 * cannot apply in place (config, styles, scripts) reloads the page and restores the scroll position.
 * A failed update shows an overlay with the error over the last good page; the next good update
 * removes it.
 */

interface LiveState {
  build: number;
  previous: number;
  lastReload: number;
  changed: string[];
  sidebars: boolean;
  error?: { title: string; details: string };
}

const OVERLAY_ID = 'docsgen-error-overlay';
const SCROLL_KEY = 'docsgen:reload-scroll';
const script = document.currentScript as HTMLScriptElement | null;
let pageBuild = Number(script?.dataset.build ?? 0);
let shownError = '';
let updating: Promise<void> = Promise.resolve();

function showOverlay(error: NonNullable<LiveState['error']>): void {
  // The same error again (another save of a broken file) leaves the overlay as it is.
  if (shownError === error.details && document.getElementById(OVERLAY_ID)) return;
  shownError = error.details;
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,24,.94);color:#f5f5f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace';
    document.body.append(overlay);
  }
  const title = document.createElement('h2');
  title.style.cssText = 'margin:0 0 1rem;color:#ff6b6b;font:600 18px/1.4 system-ui,sans-serif';
  title.textContent = error.title;
  const details = document.createElement('pre');
  details.style.cssText = 'margin:0 0 1.5rem;white-space:pre-wrap';
  details.textContent = error.details;
  const note = document.createElement('p');
  note.style.cssText = 'margin:0;color:#bbb;font:14px/1.5 system-ui,sans-serif';
  note.textContent = 'The page below is the last good version. Save a fix and this message goes away by itself.';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.style.cssText = 'position:absolute;top:1rem;right:1rem;padding:.3rem .8rem;font:inherit;cursor:pointer';
  close.addEventListener('click', () => overlay?.remove());
  overlay.replaceChildren(title, details, note, close);
}

function hideOverlay(): void {
  shownError = '';
  document.getElementById(OVERLAY_ID)?.remove();
}

/** Reloads, keeping the scroll position for the reloaded page to restore. */
function reload(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  } catch {
    // storage unavailable: the page reloads at the top
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: { path: string; y: number } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (saved && saved.path === location.pathname) window.scrollTo(0, saved.y);
}

/** The path of this page as the server names changed pages (decoded, base URL included). */
function currentPath(): string {
  try {
    return decodeURI(location.pathname);
  } catch {
    return location.pathname;
  }
}

/** Identifies a sidebar category by the labels on the way to it. */
function categoryKey(item: Element): string {
  const labels: string[] = [];
  for (let li: Element | null = item; li; li = li.parentElement?.closest('.menu__item--category') ?? null) {
    labels.unshift(li.querySelector(':scope > .menu__category > .menu__link')?.textContent?.trim() ?? '');
  }
  return labels.join('\u0000');
}

/** Swaps the sidebar's markup, keeping which categories the reader opened or closed and where it was scrolled. */
function swapSidebar(next: Document): void {
  const old = document.querySelector('.sidebar__scroll');
  const fresh = next.querySelector('.sidebar__scroll');
  if (!old || !fresh) return;
  const collapsed = new Map<string, string | undefined>();
  for (const item of old.querySelectorAll<HTMLElement>('.menu__item--category')) collapsed.set(categoryKey(item), item.dataset.collapsed);
  const scrollTop = old.scrollTop;
  const imported = document.importNode(fresh, true) as HTMLElement;
  old.replaceWith(imported);
  for (const item of imported.querySelectorAll<HTMLElement>('.menu__item--category')) {
    const key = categoryKey(item);
    if (!collapsed.has(key)) continue;
    const state = collapsed.get(key);
    if (state === undefined) delete item.dataset.collapsed;
    else item.dataset.collapsed = state;
    item.querySelector(':scope > .menu__category > .menu__caret')?.setAttribute('aria-expanded', String(state !== 'true'));
  }
  imported.scrollTop = scrollTop;
}

/** Fetches this page again and swaps what changed in place; falls back to a reload. */
async function swapInPlace(sidebars: boolean): Promise<void> {
  let next: Document;
  try {
    const response = await fetch(location.href, { cache: 'no-store' });
    // A page that is gone (removed or renamed) shows the not-found page the server answers.
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return reload();
    next = new DOMParser().parseFromString(await response.text(), 'text/html');
  } catch {
    return reload();
  }
  const oldMain = document.querySelector('#main-content');
  const freshMain = next.querySelector('#main-content');
  if (!oldMain || !freshMain) return reload();
  const scrollY = window.scrollY;
  const mobileTocOpen = oldMain.querySelector<HTMLDetailsElement>('details.toc-mobile')?.open;
  document.dispatchEvent(new CustomEvent('docsgen:before-swap', { detail: oldMain }));
  // The children move, not the element: focus and the main column's own listeners stay.
  oldMain.replaceChildren(...[...freshMain.childNodes].map((node) => document.importNode(node, true)));
  const mobileToc = oldMain.querySelector<HTMLDetailsElement>('details.toc-mobile');
  if (mobileToc && mobileTocOpen !== undefined) mobileToc.open = mobileTocOpen;
  if (sidebars) swapSidebar(next);
  document.title = next.title;
  for (const selector of ['meta[name="description"]', 'link[rel="canonical"]']) {
    const fresh = next.head.querySelector(selector);
    const old = document.head.querySelector(selector);
    if (fresh && old) old.replaceWith(document.importNode(fresh, true));
  }
  document.dispatchEvent(new CustomEvent('docsgen:after-swap', { detail: oldMain }));
  window.scrollTo(window.scrollX, scrollY);
  document.documentElement.dataset.docsgenUpdated = String(pageBuild);
}

function onState(state: LiveState): void {
  if (state.error) {
    showOverlay(state.error);
    return;
  }
  hideOverlay();
  if (state.build === pageBuild) return;
  if (state.lastReload > pageBuild) return reload();
  // A page one build behind needs only that build's changes; one further behind (it missed some
  // while the connection was down) fetches itself again.
  const mine = state.previous !== pageBuild || state.changed.includes(currentPath());
  pageBuild = state.build;
  if (mine) updating = updating.then(() => swapInPlace(state.sidebars));
}

if (document.readyState === 'complete') restoreScroll();
else window.addEventListener('load', restoreScroll, { once: true });

const events = new EventSource('/__docsgen/events');
events.addEventListener('state', (event) => onState(JSON.parse((event as MessageEvent<string>).data) as LiveState));
