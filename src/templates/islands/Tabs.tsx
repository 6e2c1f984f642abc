import { useEffect, useState, useRef, type KeyboardEvent } from 'react';

export interface TabsProps {
  groupId: string;
  /** A tab with `src` and no `html` is filled from that JSON file ({ tab id: html }) when first chosen. */
  tabs: Array<{ id: string; label: string; html: string; src?: string }>;
}

const key = (group: string) => `docsgen-tab-${group}`;

/** Files of tabs loaded on demand, fetched once per page view. */
const loading = new Map<string, Promise<Record<string, string>>>();

function loadTabs(src: string): Promise<Record<string, string>> {
  let promise = loading.get(src);
  if (!promise) {
    promise = fetch(src).then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : Promise.reject(new Error(`${r.status} ${src}`))));
    promise.catch(() => loading.delete(src)); // try again on the next choice
    loading.set(src, promise);
  }
  return promise;
}
/** Event sent when any group's choice changes, so every group with that id follows. */
const EVENT = 'docsgen:tab-choice';

/**
 * A tab group whose choice is remembered per group id and applied to every group with that id, on
 * this page and later ones. The server renders the first tab selected; the stored choice applies
 * after mount.
 */
export function Tabs({ groupId, tabs }: TabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const [loaded, setLoaded] = useState<Record<string, string>>({});
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    const tab = tabs.find((t) => t.id === selected);
    if (!tab?.src || tab.html || loaded[tab.id] !== undefined) return;
    let live = true;
    loadTabs(tab.src).then(
      (byId) => live && setLoaded(byId),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [selected, tabs, loaded]);

  useEffect(() => {
    const apply = (id: string | null) => {
      if (id && tabs.some((t) => t.id === id)) setSelected(id);
    };
    try {
      apply(localStorage.getItem(key(groupId)));
    } catch {
      /* storage unavailable */
    }
    const onChoice = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; tabId: string }>).detail;
      if (detail.groupId === groupId) apply(detail.tabId);
    };
    window.addEventListener(EVENT, onChoice);
    return () => window.removeEventListener(EVENT, onChoice);
  }, [groupId, tabs]);

  const choose = (tabId: string) => {
    try {
      localStorage.setItem(key(groupId), tabId);
    } catch {
      /* storage unavailable */
    }
    window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, tabId } }));
    setSelected(tabId);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    buttons.current[next]?.focus();
    choose(tabs[next].id);
  };

  return (
    <div className="tabs" data-tab-group={groupId}>
      <div className="tabs__list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            className="tabs__tab"
            data-tab={tab.id}
            aria-selected={tab.id === selected ? 'true' : 'false'}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => choose(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          className="tabs__panel"
          data-tab={tab.id}
          data-src={tab.html ? undefined : tab.src}
          hidden={tab.id !== selected}
          aria-label={tab.label}
          dangerouslySetInnerHTML={{ __html: tab.html || loaded[tab.id] || '' }}
        />
      ))}
    </div>
  );
}

/** Reads a server-rendered group's props back from its markup, so the HTML is not sent twice. */
export function readTabsProps(container: Element): TabsProps {
  const group = container.querySelector<HTMLElement>('[data-tab-group]');
  const tabs = Array.from(container.querySelectorAll<HTMLElement>('[role="tab"]')).map((button) => {
    const panel = container.querySelector<HTMLElement>(`[role="tabpanel"][data-tab="${button.dataset.tab}"]`);
    const src = panel?.dataset.src;
    return { id: button.dataset.tab ?? '', label: button.textContent ?? '', html: panel?.innerHTML ?? '', ...(src ? { src } : {}) };
  });
  return { groupId: group?.dataset.tabGroup ?? '', tabs };
}
