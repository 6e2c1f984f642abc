/**
 * `@theme/Tabs` and `@theme/TabItem`: in a static doc each TabItem's content is rendered to HTML on
 * the server and handed to docsgen's Tabs island, which hydrates, syncs groups sharing a `groupId`
 * and remembers the choice. A group without `groupId` gets one of its own, so it syncs with nothing,
 * and its choice is not remembered (as in Docusaurus).
 * In a hydrated doc or page the group is rendered as the browser renders it
 * (src/templates/docusaurus/Tabs.tsx), inside the doc's own island.
 */
import crypto from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from '../../../../templates/Island.tsx';
import { Tabs as TabsIsland } from '../../../../templates/islands/Tabs.tsx';
import { Tabs as HydratedTabs, TabItem, defaultTabOf, panelOrderOf, tabItemAttributes, tabItemsInOrder, withTabChoice, type TabsProps } from '../../../../templates/docusaurus/Tabs.tsx';
import { SiteContext, useSiteContext } from './site-context.ts';

export { TabItem };

export function Tabs(props: TabsProps) {
  const site = useSiteContext();
  if (site.island) return <HydratedTabs {...props} />;
  const items = tabItemsInOrder(props);
  const labels = new Map((props.values ?? []).map((v) => [v.value, v.label ?? v.value]));
  const tabs = items.map((item) => ({
    id: item.props.value,
    label: item.props.label ?? labels.get(item.props.value) ?? item.props.value,
    html: renderToStaticMarkup(<SiteContext.Provider value={site}>{item.props.children}</SiteContext.Provider>),
    ...(item.props.className ? { className: item.props.className } : {}),
    ...tabItemAttributes(item),
  }));
  const ownGroup = `${crypto.createHash('sha256').update(site.contentPath).digest('hex').slice(0, 8)}-${++site.tabGroups.count}`;
  // Groups of one groupId stay in sync, yet their tabs' element ids must differ on the page: the second
  // `<Tabs groupId="os">` of a doc is `tabs-os-2-tab-mac`.
  const idPrefix = props.groupId === undefined ? undefined : groupIdPrefix(site.tabGroups, props.groupId);
  const initial = defaultTabOf(items, props);
  const panelOrder = panelOrderOf(items, props.children);
  const island = <Island name="Tabs" component={TabsIsland} props={{ groupId: props.groupId ?? ownGroup, tabs, infima: true, ...(props.groupId === undefined ? { remember: false } : {}), ...(idPrefix ? { idPrefix } : {}), ...(props.className ? { className: props.className } : {}), ...(initial !== undefined ? { initial } : {}), ...(panelOrder ? { panelOrder } : {}) }} propsInMarkup />;
  // A query string's choice is applied by the client (src/client/tab-choices.ts).
  return withTabChoice(island, props);
}

/** `tabs-<groupId>` for a group id's first group on the page, `tabs-<groupId>-<n>` for the next ones. */
function groupIdPrefix(groups: { count: number; byGroupId?: Map<string, number> }, groupId: string): string {
  groups.byGroupId ??= new Map();
  const seen = (groups.byGroupId.get(groupId) ?? 0) + 1;
  groups.byGroupId.set(groupId, seen);
  return seen === 1 ? `tabs-${groupId}` : `tabs-${groupId}-${seen}`;
}
