/**
 * The search opener, the only search code in the main bundle: the navbar button, Ctrl+K / Cmd+K
 * (toggles) and "/" (outside text fields) load the modal chunk on first use; /search/ loads the page
 * chunk. The index itself is fetched by those chunks on the first query, never on page load.
 * Safe to call again after a client-side navigation: listeners are added once.
 */
import type { SearchModalController } from './modal.tsx';
import { importAgain } from '../runtime/import-again.ts';

let installed = false;
let modal: SearchModalController | undefined;
let loading: { shell: HTMLElement; cancelled: boolean; returnFocus: HTMLElement | null } | undefined;
/** Why the modal's chunk failed last, and how many times: Retry loads it under a fresh URL. */
let failures: { error: unknown; count: number } | undefined;

/** Where the search page and the manifest are, read from the navbar's search link (base URL included). */
function locations(): { searchPage: string; manifestUrl: string } {
  const link = document.querySelector<HTMLAnchorElement>('a.search-button');
  const page = new URL(link?.href ?? document.querySelector<HTMLFormElement>('.search-page__form')?.action ?? '/search/', location.href);
  // The manifest is in the search page's folder, also where the page's URL has no final slash,
  // unless the button names it (a site's own search page as search.html).
  const folder = page.pathname.endsWith('/') ? page.href : `${page.origin}${page.pathname}/`;
  return { searchPage: page.pathname, manifestUrl: new URL(link?.dataset.manifest ?? 'manifest.json', link?.dataset.manifest ? location.href : folder).href };
}

/** True when a key press belongs to a text field. */
function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** The loading view while the chunk arrives: a spinner after a short delay (CSS), then an error with Retry. */
function showLoading(): HTMLElement {
  const shell = document.createElement('div');
  shell.className = 'search-modal search-modal--loading';
  shell.innerHTML =
    '<div class="search-modal__backdrop"></div><div class="search-modal__dialog" role="dialog" aria-modal="true" aria-label="Search the documentation" tabindex="-1">' +
    '<div class="loading-view" role="status"><span class="loading-view__spinner" aria-hidden="true"></span><span class="visually-hidden">Loading search…</span></div></div>';
  shell.querySelector('.search-modal__backdrop')!.addEventListener('mousedown', closeSearch);
  shell.addEventListener('keydown', (e) => e.key === 'Escape' && closeSearch());
  document.body.append(shell);
  shell.querySelector<HTMLElement>('[role="dialog"]')!.focus();
  return shell;
}

function showLoadError(shell: HTMLElement, error: unknown, returnFocus: HTMLElement | null): void {
  const box = document.createElement('div');
  box.className = 'loading-view loading-view--error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = `Search could not load: ${error instanceof Error ? error.message : String(error)}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => {
    shell.remove();
    loading = undefined;
    openSearch(returnFocus);
  });
  box.append(text, retry);
  shell.querySelector('[role="dialog"]')!.replaceChildren(box);
  retry.focus();
}

/** Opens the modal, loading its chunk the first time. */
export function openSearch(returnFocus: HTMLElement | null = document.activeElement as HTMLElement | null): void {
  if (modal) return modal.open(returnFocus);
  if (loading) return;
  const state = (loading = { shell: showLoading(), cancelled: false, returnFocus });
  importAgain(() => import('./modal.tsx'), failures?.error, failures?.count ?? 0).then(
    (m) => {
      state.shell.remove();
      loading = undefined;
      modal ??= m.mountSearchModal(locations());
      if (!state.cancelled) modal.open(returnFocus);
    },
    (error: unknown) => {
      failures = { error, count: (failures?.count ?? 0) + 1 };
      if (!state.cancelled) showLoadError(state.shell, error, returnFocus);
    },
  );
}

/** Closes the modal (or the loading view). */
export function closeSearch(): void {
  if (loading) {
    loading.cancelled = true;
    loading.shell.remove();
    if (loading.returnFocus?.isConnected) loading.returnFocus.focus();
    loading = undefined;
  }
  modal?.close();
}

const isOpen = () => !!loading || !!modal?.isOpen();

function onKeyDown(event: KeyboardEvent): void {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
    event.preventDefault();
    if (isOpen()) closeSearch();
    else openSearch();
  } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isOpen() && !typingInField(event.target)) {
    event.preventDefault();
    openSearch();
  }
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.('a.search-button');
  // A modified or middle click keeps the link's meaning: /search/ in a new tab or window.
  if (!button || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openSearch(button as HTMLElement);
}

/** Wires the opener, and renders results on the /search/ page. */
export function initSearch(): void {
  if (!installed) {
    installed = true;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
  }
  const results = document.querySelector('.search-page__results');
  if (results && !results.hasAttribute('data-search-mounted')) {
    results.setAttribute('data-search-mounted', 'pending');
    void import('./page.tsx').then((m) => m.mountSearchPage({ container: results, manifestUrl: locations().manifestUrl }));
  }
}
