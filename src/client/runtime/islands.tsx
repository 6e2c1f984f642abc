/**
 * Hydrates the server-rendered islands (`[data-island]`) with React's hydrateRoot. Each island is
 * wrapped in the crash boundary; `<html data-hydrated="true">` is set once every island of the first
 * page has rendered. Islands in content swapped in by navigation are hydrated the same way.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ColorModeToggle } from '../../templates/islands/ColorModeToggle.tsx';
import { AnnouncementBar } from '../../templates/islands/AnnouncementBar.tsx';
import { Tabs, readTabsProps } from '../../templates/islands/Tabs.tsx';
import { CrashBoundary } from './CrashBoundary.tsx';

interface IslandEntry {
  component: ComponentType<never>;
  /** Reads props from the markup when the server did not serialise them. */
  readProps?: (container: Element) => object;
}

const REGISTRY: Record<string, IslandEntry> = {
  ColorModeToggle: { component: ColorModeToggle as ComponentType<never> },
  AnnouncementBar: { component: AnnouncementBar as ComponentType<never> },
  Tabs: { component: Tabs as ComponentType<never>, readProps: readTabsProps },
};

const roots = new Map<Element, Root>();

/** Calls `onMounted` after its first commit; renders nothing, so it cannot change the markup. */
function MountSignal({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

function render(Component: ComponentType<object>, props: object, onMounted: () => void): ReactNode {
  return (
    <CrashBoundary>
      <Component {...props} />
      <MountSignal onMounted={onMounted} />
    </CrashBoundary>
  );
}

/** Hydrates every island under `scope`; resolves when all have rendered once. */
export function hydrateIslands(scope: ParentNode): Promise<void> {
  const mounted: Array<Promise<void>> = [];
  for (const el of scope.querySelectorAll<HTMLElement>('[data-island]')) {
    if (roots.has(el)) continue;
    const name = el.dataset.island ?? '';
    if (name === 'Page') {
      mounted.push(hydratePage(el));
      continue;
    }
    const entry = REGISTRY[name];
    if (!entry) continue;
    const props = entry.readProps ? entry.readProps(el) : (JSON.parse(el.dataset.props ?? '{}') as object);
    mounted.push(
      new Promise((resolve) => {
        roots.set(el, hydrateRoot(el, render(entry.component as ComponentType<object>, props, resolve)));
      }),
    );
  }
  return Promise.all(mounted).then(() => undefined);
}

/** A React page from content/: its module is a chunk of its own, imported before hydrating. */
async function hydratePage(el: HTMLElement): Promise<void> {
  const url = el.dataset.module;
  if (!url) return;
  const mod = (await import(/* @vite-ignore */ url)) as { default?: ComponentType<object> };
  if (!mod.default) throw new Error(`${url}: the page component has no default export`);
  const Page = mod.default;
  await new Promise<void>((resolve) => {
    roots.set(el, hydrateRoot(el, render(Page, {}, resolve)));
  });
}

/** Unmounts the islands under `scope`, before navigation replaces it. */
export function unmountIslands(scope: ParentNode): void {
  for (const el of scope.querySelectorAll('[data-island]')) {
    roots.get(el)?.unmount();
    roots.delete(el);
  }
}
