/**
 * `@theme/Tabs` and `@theme/TabItem` of a hydrated doc or page: the panels hold the items' React
 * content (which may be interactive), rendered by docsgen's Tabs island component with the markup of
 * a static doc's tab group. The group is no island of its own (no `data-island`): the doc or page
 * around it is the island, so it is hydrated once, with it.
 */
import { Children, createElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Tabs as TabsView } from '../islands/Tabs.tsx';
import { useSiteContext } from './context.ts';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

export interface TabsProps {
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: Array<{ value: string; label?: string }>;
  className?: string;
  lazy?: boolean;
  children?: ReactNode;
}

export function TabItem({ children, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={className}>
      {children}
    </div>
  );
}

/** A TabItem's `attributes` as the tab's attributes: strings and numbers, as written (other values are left out). */
export function tabItemAttributes(item: ReactElement<TabItemProps>): { attributes?: Record<string, string> } {
  const entries = Object.entries(item.props.attributes ?? {}).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1]));
  return entries.length ? { attributes: Object.fromEntries(entries.map(([name, value]) => [name, String(value)])) } : {};
}

/** The TabItems among a Tabs' children. */
export function tabItemsOf(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
}

/**
 * The group's tabs in the order Docusaurus shows them: its `values`' when it gives them (a value with
 * no TabItem is a tab with nothing in it, a TabItem with no value none), else its TabItems'.
 */
export function tabItemsInOrder({ children, values }: TabsProps): Array<ReactElement<TabItemProps>> {
  const items = tabItemsOf(children);
  if (!values?.length) return items;
  return values.map((v) => items.find((item) => item.props.value === v.value) ?? createElement(TabItem, { value: v.value }));
}

/**
 * The wrapper that asks src/client/tab-choices.ts for a query-string or default choice (same
 * markup for static and hydrated groups).
 */
export function withTabChoice(island: ReactElement, { groupId, queryString }: TabsProps): ReactElement {
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  if (!query) return island;
  return (
    <div className="tabs-choice" data-tabs-choice="" data-tabs-query={query}>
      {island}
    </div>
  );
}

/** The tabs' ids in their panels' order (the TabItems' as written), where it differs from the tabs' (see TabsProps.panelOrder). */
export function panelOrderOf(tabs: Array<ReactElement<TabItemProps>>, children: ReactNode): string[] | undefined {
  const written = tabItemsOf(children).map((item) => item.props.value);
  return written.some((value, i) => value !== tabs[i]?.props.value) ? written : undefined;
}

/** The tab a group shows before any choice: `defaultValue`, else the TabItem marked `default` (undefined: the first). */
export function defaultTabOf(items: Array<ReactElement<TabItemProps>>, { defaultValue }: TabsProps): string | undefined {
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value;
  return chosen !== undefined && chosen !== items[0]?.props.value ? chosen : undefined;
}

export function Tabs(props: TabsProps) {
  const site = useSiteContext();
  // A group without groupId syncs with nothing: its id is the doc's prefix and its place in the tree.
  const own = `${site.island?.tabPrefix ?? 'tabs'}-${useId().replace(/[^\w-]/g, '')}`;
  const items = tabItemsInOrder(props);
  const labels = new Map((props.values ?? []).map((v) => [v.value, v.label ?? v.value]));
  const tabs = items.map((item) => ({ id: item.props.value, label: item.props.label ?? labels.get(item.props.value) ?? item.props.value, html: '', content: item.props.children ?? null, ...(item.props.className ? { className: item.props.className } : {}), ...tabItemAttributes(item) }));
  const island = (
    <div className="island">
      <TabsView groupId={props.groupId ?? own} remember={props.groupId !== undefined} tabs={tabs} idPrefix={props.groupId === undefined ? undefined : `tabs-${props.groupId}-${own}`} className={props.className} initial={defaultTabOf(items, props)} panelOrder={panelOrderOf(items, props.children)} infima />
    </div>
  );
  return withTabChoice(island, props);
}
