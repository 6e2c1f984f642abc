import { useEffect, useState, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { storageKey } from '../../shared/site-settings.ts';

export interface TabsProps {
  groupId: string;
  /** A tab with `src` and no `html` is filled from that JSON file ({ tab id: html }) when first chosen. */
  /**
   * `className`: the TabItem's own classes on its panel, as Docusaurus' TabItem has them;
   * `attributes`: its `attributes` prop, on its tab (Docusaurus' `attributes={{ className, 'data-x' }}`).
   */
  tabs: Array<{ id: string; label: string; html: string; src?: string; content?: ReactNode; className?: string; attributes?: Record<string, string> }>;
  /** The Tabs' own `className`, on the tab list as Docusaurus puts it. */
  className?: string;
  /** Infima's names on each tab too (`tabs__item`, `tabs__item--active` on the chosen one): a Docusaurus site's CSS styles them. */
  infima?: boolean;
  /**
   * Prefix of the tab and panel element ids (`<prefix>-tab-<id>`, `<prefix>-panel-<id>`), which link
   * each tab to its panel; unique on the page. Defaults to `tabs-<groupId>`: a page with two groups of
   * one group id must pass its own.
   */
  idPrefix?: string;
  /**
   * Whether the choice is stored and reapplied on later pages and reloads (default true). Docusaurus
   * remembers only groups with a `groupId`: a group of its own starts at its default every time.
   */
  remember?: boolean;
  /** The tab shown before any choice (a TabItem's `default`, the Tabs' `defaultValue`): the first when unset. */
  initial?: string;
  /**
   * The tabs' ids in the order their panels come, where it differs from the tabs' order: Docusaurus
   * orders the tabs by the group's `values` and the panels by its TabItems, so a heading's id (the
   * second `#setup` is `setup-1`) follows the TabItems' order as written.
   */
  panelOrder?: string[];
}

/** Where a group's choice is kept: Docusaurus' key, which a site's own component may read (`useStorageSlot('docusaurus.tab.os')`). */
const key = (group: string) => storageKey(`docusaurus.tab.${group}`);
/** docsgen's earlier key, still read once so a reader's choice carries over. */
const earlierKey = (group: string) => `docsgen-tab-${group}`;

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
 * this page and later ones. The server renders the default tab (`initial`, else the first)
 * selected, so it shows without JavaScript; the stored choice applies after mount.
 */
export function Tabs({ groupId, tabs, idPrefix = `tabs-${groupId}`, className, remember = true, initial, panelOrder, infima = false }: TabsProps) {
  const tabId = (id: string) => `${idPrefix}-tab-${id}`;
  const panelId = (id: string) => `${idPrefix}-panel-${id}`;
  const [selected, setSelected] = useState((initial !== undefined && tabs.some((t) => t.id === initial) ? initial : tabs[0]?.id) ?? '');
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
      if (remember) apply(localStorage.getItem(key(groupId)) ?? localStorage.getItem(earlierKey(groupId)));
    } catch {
      /* storage unavailable */
    }
    const onChoice = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; tabId: string }>).detail;
      if (detail.groupId === groupId) apply(detail.tabId);
    };
    window.addEventListener(EVENT, onChoice);
    return () => window.removeEventListener(EVENT, onChoice);
  }, [groupId, tabs, remember]);

  const choose = (tabId: string) => {
    try {
      if (remember) localStorage.setItem(key(groupId), tabId);
    } catch {
      /* storage unavailable */
    }
    window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, tabId } }));
    setSelected(tabId);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // Arrow keys move between tabs (and wrap), Home and End go to the first and last: the roving
    // tabindex keeps one tab in the Tab order, so Tab moves on to the panel.
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    choose(tabs[next].id);
  };

  // `tabs-container` is Docusaurus' name for the whole group, which a site's CSS may style.
  return (
    <div className="tabs tabs-container" data-tab-group={groupId} data-tabs-id={idPrefix} data-tabs-remember={remember ? undefined : 'false'}>
      <div className={className ? `tabs__list ${className}` : 'tabs__list'} role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            {...tabAttributes(tab.attributes)}
            type="button"
            role="tab"
            className={[INFIMA_TAB_CLASSES.own, infima ? INFIMA_TAB_CLASSES.item : '', infima && tab.id === selected ? INFIMA_TAB_CLASSES.active : '', tab.attributes?.className ?? ''].filter(Boolean).join(' ')}
            data-tab={tab.id}
            aria-selected={tab.id === selected ? 'true' : 'false'}
            tabIndex={tab.id === selected ? 0 : -1}
            // After the attributes above, which other tools read in this order (the markup contract).
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            onClick={() => choose(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panelsInOrder(tabs, panelOrder).map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          className={tab.className ? `tabs__panel ${tab.className}` : 'tabs__panel'}
          data-tab={tab.id}
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          data-src={tab.html ? undefined : tab.src}
          hidden={tab.id !== selected}
          // A hydrated MDX doc's tabs hold React content (`content`); the rest are ready HTML.
          {...(tab.content === undefined ? { dangerouslySetInnerHTML: { __html: tab.html || loaded[tab.id] || '' } } : { children: tab.content })}
        />
      ))}
    </div>
  );
}

/** The tabs in their panels' order: `order`'s ids first, as listed, then any other tab. */
function panelsInOrder<T extends { id: string }>(tabs: T[], order: string[] | undefined): T[] {
  if (!order) return tabs;
  const listed = order.map((id) => tabs.find((t) => t.id === id)).filter((t): t is T => t !== undefined);
  return [...listed, ...tabs.filter((t) => !order.includes(t.id))];
}

/** A tab's own attributes (TabItem `attributes`) as props: docsgen's own attributes come after and win. */
function tabAttributes(attributes: Record<string, string> | undefined): Record<string, string> {
  if (!attributes) return {};
  const { className: _className, ...rest } = attributes;
  return rest;
}

/** A tab's classes: docsgen's own, and Infima's (TabsProps.infima). */
const INFIMA_TAB_CLASSES = { own: 'tabs__tab', item: 'tabs__item', active: 'tabs__item--active' };

/** The attributes of a tab button docsgen writes itself; any other is the TabItem's own. */
const OWN_TAB_ATTRIBUTES = new Set(['type', 'role', 'class', 'data-tab', 'aria-selected', 'tabindex', 'id', 'aria-controls']);

/** Reads a server-rendered group's props back from its markup, so the HTML is not sent twice. */
export function readTabsProps(container: Element): TabsProps {
  // The group's own tabs and panels only: a panel may hold tabs of its own (nested Tabs).
  const group = container.querySelector<HTMLElement>(':scope > [data-tab-group]');
  const list = group?.querySelector(':scope > [role="tablist"]');
  const ownPanels = Array.from(group?.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"][data-tab]') ?? []);
  const others = (element: Element | null | undefined, ...own: string[]) => Array.from(element?.classList ?? []).filter((name) => !own.includes(name)).join(' ');
  const ownTabs = Array.from(list?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? []);
  const tabs = ownTabs.map((button) => {
    const panel = ownPanels.find((p) => p.dataset.tab === button.dataset.tab);
    const src = panel?.dataset.src;
    const className = others(panel, 'tabs__panel');
    const attributes: Record<string, string> = Object.fromEntries(Array.from(button.attributes).filter((a) => !OWN_TAB_ATTRIBUTES.has(a.name)).map((a) => [a.name, a.value]));
    const tabClass = others(button, ...Object.values(INFIMA_TAB_CLASSES));
    if (tabClass) attributes.className = tabClass;
    return { id: button.dataset.tab ?? '', label: button.textContent ?? '', html: panel?.innerHTML ?? '', ...(src ? { src } : {}), ...(className ? { className } : {}), ...(Object.keys(attributes).length ? { attributes } : {}) };
  });
  const listClass = others(list, 'tabs__list');
  const panels = ownPanels.map((panel) => panel.dataset.tab ?? '');
  const panelOrder = panels.some((id, i) => id !== tabs[i]?.id) ? panels : undefined;
  const shown = ownTabs.find((button) => button.getAttribute('aria-selected') === 'true')?.dataset.tab;
  return {
    groupId: group?.dataset.tabGroup ?? '',
    tabs,
    ...(group?.dataset.tabsId ? { idPrefix: group.dataset.tabsId } : {}),
    ...(listClass ? { className: listClass } : {}),
    ...(ownTabs[0]?.classList.contains(INFIMA_TAB_CLASSES.item) ? { infima: true } : {}),
    ...(group?.dataset.tabsRemember === 'false' ? { remember: false } : {}),
    ...(shown !== undefined && shown !== tabs[0]?.id ? { initial: shown } : {}),
    ...(panelOrder ? { panelOrder } : {}),
  };
}
