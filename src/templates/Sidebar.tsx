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
      <SidebarEntries items={items} level={level} />
    </ul>
  );
}

/**
 * The entries of one list, without the list: a windowed sidebar renders each entry of a long
 * category once and puts the few around a page into that page's markup.
 */
export function SidebarEntries({ items, level }: { items: SidebarNode[]; level: number }) {
  return (
    <>
      {items.map((item, i) =>
        item.type === 'link' ? (
          // Kept to one element per link: the API sidebar repeats this markup hundreds of times per page.
          <li key={i}>
            <a
              className={item.deprecated ? 'menu__link menu__link--deprecated' : 'menu__link'}
              href={item.href}

              data-method={item.method ? methodShort(item.method) : undefined}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
              {item.deprecated ? <span className="visually-hidden"> (deprecated)</span> : null}
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
              {/* A lazy category opens only with JavaScript, which adds its caret (client/sidebar.ts): dozens of them weigh on every page. */}
              {item.lazy ? null : <button type="button" className="menu__caret" aria-expanded={item.collapsed ? 'false' : 'true'} aria-label={`Toggle the category ${item.label}`} />}
            </div>
            {/* A lazy category's list arrives with its items when it is opened. */}
            {item.lazy ? null : <SidebarList items={item.items} level={level + 1} />}
          </li>
        ),
      )}
    </>
  );
}

/** The badge text, lowercase (CSS upper-cases it): "delete" -> "del". */
function methodShort(method: string): string {
  const m = method.toLowerCase();
  return m === 'delete' ? 'del' : m === 'options' ? 'opt' : m;
}
