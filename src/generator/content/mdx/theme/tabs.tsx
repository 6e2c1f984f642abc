/**
 * `@theme/Tabs` and `@theme/TabItem`: each TabItem's content is rendered to HTML on the server and
 * handed to docsgen's Tabs island, which hydrates, syncs groups sharing a `groupId` and remembers
 * the choice. A group without `groupId` gets one of its own, so it syncs with nothing.
 */
import crypto from 'node:crypto';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from '../../../../templates/Island.tsx';
import { Tabs as TabsIsland } from '../../../../templates/islands/Tabs.tsx';
import { SiteContext, useSiteContext } from './site-context.ts';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

interface TabsProps {
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: Array<{ value: string; label?: string }>;
  className?: string;
  lazy?: boolean;
  children?: ReactNode;
}

export function TabItem({ children, className }: TabItemProps) {
  return <div role="tabpanel" className={className}>{children}</div>;
}

export function Tabs({ groupId, values, children, queryString, defaultValue }: TabsProps) {
  const site = useSiteContext();
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const labels = new Map((values ?? []).map((v) => [v.value, v.label ?? v.value]));
  const tabs = items.map((item) => ({
    id: item.props.value,
    label: item.props.label ?? labels.get(item.props.value) ?? item.props.value,
    html: renderToStaticMarkup(<SiteContext.Provider value={site}>{item.props.children}</SiteContext.Provider>),
  }));
  const ownGroup = `${crypto.createHash('sha256').update(site.contentPath).digest('hex').slice(0, 8)}-${++site.tabGroups.count}`;
  const island = <Island name="Tabs" component={TabsIsland} props={{ groupId: groupId ?? ownGroup, tabs }} propsInMarkup />;
  // A query string or a default tab other than the first is applied by the client (src/client/tab-choices.ts).
  const chosenDefault = defaultValue ?? items.find((item) => item.props.default)?.props.value;
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  const defaultTab = chosenDefault && chosenDefault !== tabs[0]?.id ? chosenDefault : undefined;
  if (!query && !defaultTab) return island;
  return (
    <div className="tabs-choice" data-tabs-choice="" data-tabs-query={query} data-tabs-default={defaultTab}>
      {island}
    </div>
  );
}
