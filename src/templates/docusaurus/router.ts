/**
 * `@docusaurus/router`'s hooks for a docsgen site, where every page is its own HTML file: the
 * location is the page's (the server's route while rendering and hydrating, then the browser's), and
 * the history moves within the page through the History API or loads another page.
 */
import { createElement, Fragment, useEffect, useMemo, useState, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { useSiteContext, withBaseUrl } from './context.ts';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

type To = string | Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>>;

export interface RouterHistory {
  location: RouterLocation;
  action: 'POP' | 'PUSH' | 'REPLACE';
  length: number;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  listen(listener: (location: RouterLocation, action: 'POP') => void): () => void;
  createHref(to: To): string;
}

function browserLocation(): RouterLocation {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: window.history.state };
}

/** The page's location: its route on the server and while hydrating (no query or hash), then the address bar's. */
export function useLocation(): RouterLocation {
  const { pathname } = useSiteContext();
  const [location, setLocation] = useState<RouterLocation>({ pathname, search: '', hash: '', state: undefined });
  useEffect(() => {
    const read = () => setLocation(browserLocation());
    read();
    window.addEventListener('popstate', read);
    window.addEventListener('hashchange', read);
    return () => {
      window.removeEventListener('popstate', read);
      window.removeEventListener('hashchange', read);
    };
  }, []);
  return location;
}

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * A move to another query or hash of this page stays on it (History API, then a popstate event so
 * every useLocation follows, as react-router's listeners would); another page is loaded.
 */
function navigate(to: To, state: unknown, replace: boolean): void {
  const url = new URL(hrefOf(to), window.location.href);
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
    window.history[replace ? 'replaceState' : 'pushState'](state ?? null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: state ?? null }));
  } else if (replace) window.location.replace(url);
  else window.location.assign(url);
}

export function useHistory(): RouterHistory {
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      action: 'POP',
      length: typeof window === 'undefined' ? 1 : window.history.length,
      push: (to, state) => navigate(to, state, false),
      replace: (to, state) => navigate(to, state, true),
      go: (delta) => window.history.go(delta),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
      listen: (listener) => {
        const onPop = () => listener(browserLocation(), 'POP');
        window.addEventListener('popstate', onPop);
        return () => window.removeEventListener('popstate', onPop);
      },
      createHref: hrefOf,
    }),
    [location],
  );
}

/**
 * `<Redirect to="/docs/intro" />`: a page that has moved. Every page is a file of its own here, so
 * the page forwards by itself: a refresh to the target (no JavaScript needed), a link to it for
 * readers and agents that do not follow refreshes, and in a hydrated page an immediate replace.
 */
export function Redirect({ to }: { to: To; push?: boolean }) {
  const { siteConfig } = useSiteContext();
  const href = withBaseUrl(siteConfig.baseUrl, typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);
  useEffect(() => window.location.replace(href), [href]);
  return createElement(
    Fragment,
    null,
    createElement('meta', { httpEquiv: 'refresh', content: `0; url=${href}` }),
    createElement('p', { className: 'redirect-notice' }, 'This page has moved to ', createElement('a', { href }, href), '.'),
  );
}

/**
 * react-router's `withRouter`, for a component written against react-router 5 (Docusaurus' router):
 * its props get the page's location and history, and a match of the whole page.
 */
export function withRouter<P extends object>(Component: ComponentType<P & { location: RouterLocation; history: RouterHistory; match: object }>): ComponentType<P> {
  return function WithRouter(props: P) {
    const history = useHistory();
    const { location } = history;
    return createElement(Component, { ...props, location, history, match: { path: location.pathname, url: location.pathname, isExact: true, params: {} } });
  };
}

/** react-router's `<Link to>`: its path as written (Docusaurus' router has no base of its own), a plain link to the page. */
export function RouterLink({ to, replace: _replace, ...rest }: { to: To; replace?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return createElement('a', { ...rest, href: typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}` });
}

/** `@docusaurus/ExecutionEnvironment`: what the code runs in (the server renders with no DOM). */
export const ExecutionEnvironment = {
  get canUseDOM() {
    return typeof window !== 'undefined' && typeof document !== 'undefined';
  },
  get canUseEventListeners() {
    return typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  },
  get canUseIntersectionObserver() {
    return typeof window !== 'undefined' && 'IntersectionObserver' in window;
  },
  get canUseViewport() {
    return typeof window !== 'undefined' && typeof window.screen !== 'undefined';
  },
};
