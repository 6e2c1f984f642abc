import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Rendered markup by owner (a site's view), then by key. */
const stores = new WeakMap<object, Map<string, string>>();

/**
 * Markup that is the same on many pages, rendered for the first of them and reused for the rest: the
 * footer, the drawer, the announcement bar and the navbar (one variant per set of active items) look
 * the same on every page of a site, and rendering them again was a third of each page's render time.
 * `owner` is what the markup depends on besides `key`: a new site view (a rebuild in watch mode)
 * starts afresh, and the old one's markup goes with it.
 */
export function markupOnce(owner: object, key: string, render: () => string): string {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  let markup = store.get(key);
  if (markup === undefined) store.set(key, (markup = render()));
  return markup;
}

/** The static markup (renderToStaticMarkup) of an element, made once per owner and key as above. */
export function staticMarkupOnce(owner: object, key: string, element: () => ReactElement): string {
  return markupOnce(owner, key, () => renderToStaticMarkup(element()));
}
