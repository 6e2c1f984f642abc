import { storage } from './storage.ts';

const KEY = (group: string) => `docsgen-tab-${group}`;

/**
 * Tab groups: arrow keys move between tabs, a click selects; the choice is stored per group id and
 * applied to every group with that id, on this page and on later ones.
 */
export function initTabs(): void {
  const groups = document.querySelectorAll<HTMLElement>('[data-tab-group]');
  for (const group of groups) {
    const stored = storage.get(KEY(group.dataset.tabGroup ?? ''));
    if (stored) select(group, stored);
    const tabs = Array.from(group.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => choose(group.dataset.tabGroup ?? '', tab.dataset.tab ?? ''));
      tab.addEventListener('keydown', (event) => {
        const next = event.key === 'ArrowRight' ? i + 1 : event.key === 'ArrowLeft' ? i - 1 : -2;
        if (next === -2) return;
        const target = tabs[(next + tabs.length) % tabs.length];
        target.focus();
        choose(group.dataset.tabGroup ?? '', target.dataset.tab ?? '');
      });
    });
  }
}

function choose(groupId: string, tabId: string): void {
  storage.set(KEY(groupId), tabId);
  for (const group of document.querySelectorAll<HTMLElement>(`[data-tab-group="${CSS.escape(groupId)}"]`)) select(group, tabId);
}

function select(group: HTMLElement, tabId: string): void {
  if (!group.querySelector(`[role="tab"][data-tab="${CSS.escape(tabId)}"]`)) return;
  for (const tab of group.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const on = tab.dataset.tab === tabId;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of group.querySelectorAll<HTMLElement>('[role="tabpanel"]')) panel.hidden = panel.dataset.tab !== tabId;
}
