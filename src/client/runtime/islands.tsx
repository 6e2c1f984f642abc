/**
 * React's side of the islands: hydrates one server-rendered island (`[data-island]`) with
 * hydrateRoot, wrapped in the crash boundary. This module and React itself are a chunk of their own,
 * loaded by hydration.ts only when a page has an island due for hydration: a page without one never
 * downloads React.
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { withLegacyApis } from './legacy-react-dom.ts';

// A hydrated MDX doc's chunk is bundled on its own and takes React from here (emit/client-bundle.ts
// bundleDocIslands): one React for the runtime and the page, or hooks break.
(globalThis as { __docsgenReact?: Record<string, unknown> }).__docsgenReact = { react: React, 'react/jsx-runtime': ReactJsxRuntime, 'react-dom': withLegacyApis(ReactDom), 'react-dom/client': ReactDomClient };
import { Tabs, readTabsProps } from '../../templates/islands/Tabs.tsx';
import { CrashBoundary } from './CrashBoundary.tsx';

interface IslandEntry {
  component: ComponentType<never>;
  /** Reads props from the markup when the server did not serialise them. */
  readProps?: (container: Element) => object;
}

const REGISTRY: Record<string, IslandEntry> = {
  Tabs: { component: Tabs as ComponentType<never>, readProps: readTabsProps },
};

const roots = new Map<Element, Root>();

/**
 * Calls `onMounted` after its first commit; adds no markup. It holds the island as its only child:
 * a sibling would fork React's tree ids, and `useId` would no longer give the server's ids.
 */
function MountSignal({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

function render(Component: ComponentType<object>, props: object, onMounted: () => void): ReactNode {
  return (
    <CrashBoundary>
      <MountSignal onMounted={onMounted}>
        <Component {...props} />
      </MountSignal>
    </CrashBoundary>
  );
}

/** Hydrates one island; resolves once it has rendered (at once for an unknown or hydrated one). */
export function hydrateIsland(el: HTMLElement): Promise<void> {
  if (roots.has(el)) return Promise.resolve();
  const name = el.dataset.island ?? '';
  if (name === 'Page') return hydratePage(el);
  const entry = REGISTRY[name];
  if (!entry) return Promise.resolve();
  const props = entry.readProps ? entry.readProps(el) : (JSON.parse(el.dataset.props ?? '{}') as object);
  return new Promise((resolve) => {
    roots.set(el, hydrateRoot(el, render(entry.component as ComponentType<object>, props, resolve)));
  });
}

/**
 * A React page from content/, or a Docusaurus page or MDX doc that hydrates: its module is a chunk
 * of its own, imported before hydrating; `data-props` holds what the server rendered it with.
 */
async function hydratePage(el: HTMLElement): Promise<void> {
  const url = el.dataset.module;
  if (!url) return;
  const mod = (await import(/* @vite-ignore */ url)) as { default?: ComponentType<object> };
  if (!mod.default) throw new Error(`${url}: the page component has no default export`);
  const Page = mod.default;
  // A Docusaurus page or MDX doc gets the site context the server rendered it with.
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  await new Promise<void>((resolve) => {
    roots.set(el, hydrateRoot(el, render(Page, props, resolve)));
  });
}

/** Unmounts the hydrated islands under `scope`, before navigation replaces it. */
export function unmountIslands(scope: ParentNode): void {
  for (const el of scope.querySelectorAll('[data-island]')) {
    roots.get(el)?.unmount();
    roots.delete(el);
  }
}
