/**
 * What Docusaurus tab groups choose beyond the Tabs island: a `queryString` (`?os=linux` picks the
 * tab, and a choice is written back to the address). The MDX Tabs component marks such groups with
 * `data-tabs-choice`; the choice reaches the island through the same event its groups sync by, so
 * the island's markup and code stay as they are. (A default tab other than the first is rendered
 * selected by the server.)
 */
const EVENT = 'docsgen:tab-choice';

interface TabChoice {
  groupId: string;
  tabId: string;
}

function groupOf(wrapper: HTMLElement): string | undefined {
  return wrapper.querySelector<HTMLElement>('[data-tab-group]')?.dataset.tabGroup;
}

/** Applies the address's choice to the marked groups under `scope` (once hydrated). */
export function applyTabChoices(scope: ParentNode): void {
  const query = new URLSearchParams(location.search);
  for (const wrapper of scope.querySelectorAll<HTMLElement>('[data-tabs-choice]')) {
    const groupId = groupOf(wrapper);
    if (!groupId) continue;
    const key = wrapper.dataset.tabsQuery;
    const tabId = key ? query.get(key) : null;
    if (tabId) window.dispatchEvent(new CustomEvent<TabChoice>(EVENT, { detail: { groupId, tabId } }));
  }
}

/** Writes a choice in a group with a query string back to the address, as Docusaurus does. */
export function initTabQueryStrings(): void {
  window.addEventListener(EVENT, (event) => {
    const { groupId, tabId } = (event as CustomEvent<TabChoice>).detail;
    for (const wrapper of document.querySelectorAll<HTMLElement>('[data-tabs-query]')) {
      if (groupOf(wrapper) !== groupId) continue;
      const url = new URL(location.href);
      url.searchParams.set(wrapper.dataset.tabsQuery!, tabId);
      history.replaceState(history.state, '', url);
    }
  });
}
