/**
 * Tabs whose choice the client remembers per group id (all groups with the same id follow it).
 * All panels are in the HTML; the first is selected until the client applies a stored choice.
 */
export function Tabs({ groupId, tabs }: { groupId: string; tabs: Array<{ id: string; label: string; html: string }> }) {
  return (
    <div className="tabs" data-tab-group={groupId}>
      <div className="tabs__list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="tabs__tab"
            data-tab={tab.id}
            aria-selected={i === 0 ? 'true' : 'false'}
            tabIndex={i === 0 ? 0 : -1}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" className="tabs__panel" data-tab={tab.id} hidden={i !== 0} aria-label={tab.label} dangerouslySetInnerHTML={{ __html: tab.html }} />
      ))}
    </div>
  );
}
