import type { SidebarNode } from '../shared/types.ts';

/**
 * The sidebar tree. Rendered once per sidebar; each page marks its own entry afterwards. `src` is the
 * URL of the full sidebar when this markup leaves some categories' items out (`lazy` categories).
 */
export function Sidebar({ items, name, src }: { items: SidebarNode[]; name: string; src?: string }) {
  return (
    <nav className="sidebar__nav" aria-label={`${name} sidebar`} data-sidebar={name} data-sidebar-src={src}>
      <SidebarList items={items} level={1} />
    </nav>
  );
}

function SidebarList({ items, level }: { items: SidebarNode[]; level: number }) {
  return (
    <ul className={`menu__list menu__list--level-${level}`}>
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className="menu__item">
            <a className="menu__link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.method ? <span className={`method-badge method-badge--${item.method.toLowerCase()}`}>{methodShort(item.method)}</span> : null}
              <span className="menu__label">{item.label}</span>
            </a>
          </li>
        ) : (
          <li key={i} className="menu__item menu__item--category" data-collapsed={item.collapsed ? 'true' : 'false'} data-lazy={item.lazy ? 'true' : undefined}>
            <div className="menu__category">
              {item.href ? (
                <a className="menu__link menu__link--category" href={item.href}>
                  {item.label}
                </a>
              ) : (
                <span className="menu__link menu__link--category">{item.label}</span>
              )}
              <button type="button" className="menu__caret" aria-expanded={item.collapsed ? 'false' : 'true'} aria-label={`Toggle the category ${item.label}`} />
            </div>
            <SidebarList items={item.items} level={level + 1} />
          </li>
        ),
      )}
    </ul>
  );
}

function methodShort(method: string): string {
  const m = method.toUpperCase();
  return m === 'DELETE' ? 'DEL' : m === 'OPTIONS' ? 'OPT' : m;
}
