import type { SidebarItemExtras, SidebarNode } from '../shared/types.ts';
import { createContext, useContext } from 'react';
import { ENGLISH_LABELS, labelText, type ThemeLabels } from './labels.ts';
import { ExternalIcon } from './icons.tsx';

/** A sidebar's words: its categories' open/close buttons (`{label}` their label) and its own name. */
export interface SidebarWords {
  toggleLabel?: string;
  navLabel?: string;
  /**
   * Docusaurus' class names on each link's item too (`theme-doc-sidebar-item-link-level-1`), which a
   * Docusaurus site's CSS may style; off for docsgen's own sites, whose API sidebars repeat a link's
   * markup hundreds of times a page.
   */
  themeClassNames?: boolean;
}

/** The sidebar's words from the site's labels. */
export function sidebarWordsOf(labels: ThemeLabels, themeClassNames = false): SidebarWords {
  return { toggleLabel: labels.toggleCategory, navLabel: labels.docsSidebar, ...(themeClassNames ? { themeClassNames } : {}) };
}

/** The name of a category's open/close button, `{label}` its label (labels.toggleCategory). */
export const ToggleLabel = createContext(ENGLISH_LABELS.toggleCategory);

/** Whether the entries carry Docusaurus' class names (SidebarWords.themeClassNames). */
export const ThemeClassNames = createContext(false);

/**
 * The sidebar tree. Rendered once per sidebar; each page marks its own entry afterwards. `src` is the
 * URL of the full sidebar when this markup leaves some categories' items out (`lazy` categories).
 * `toggleLabel` names a category's open/close button (`{label}`); when it is not English the nav
 * carries it for the buttons the browser adds to lazy categories.
 */
export function Sidebar({ items, name, src, toggleLabel = ENGLISH_LABELS.toggleCategory, navLabel = ENGLISH_LABELS.docsSidebar, themeClassNames = false }: { items: SidebarNode[]; name: string; src?: string } & SidebarWords) {
  const ownLabel = toggleLabel === ENGLISH_LABELS.toggleCategory ? undefined : toggleLabel;
  return (
    // `menu` and the items' `theme-doc-sidebar-item-*` classes are Docusaurus' names, which a site's CSS may style.
    <nav className="sidebar__nav menu" aria-label={navLabel} data-sidebar={name} data-sidebar-src={src} data-toggle-label={ownLabel}>
      <ToggleLabel.Provider value={toggleLabel}>
        <ThemeClassNames.Provider value={themeClassNames}>
          <SidebarList items={items} level={1} />
        </ThemeClassNames.Provider>
      </ToggleLabel.Provider>
    </nav>
  );
}

function SidebarList({ items, level }: { items: SidebarNode[]; level: number }) {
  const themed = useContext(ThemeClassNames) && level === 1;
  return (
    <ul className={`menu__list menu__list--level-${level}${themed ? ' theme-doc-sidebar-menu' : ''}`}>
      <SidebarEntries items={items} level={level} />
    </ul>
  );
}

/**
 * The entries of one list, without the list: a windowed sidebar renders each entry of a long
 * category once and puts the few around a page into that page's markup.
 */
export function SidebarEntries({ items, level }: { items: SidebarNode[]; level: number }) {
  const toggleLabel = useContext(ToggleLabel);
  const themed = useContext(ThemeClassNames);
  // On a Docusaurus site a category without a page of its own is toggled by its label alone, whose
  // caret Infima draws after it (`.menu__link--sublist-caret::after`), which the site's CSS may restyle.
  const ownCaret = themed;
  return (
    <>
      {items.map((item, i) =>
        item.type === 'html' ? (
          // The site's own markup (a Docusaurus html item), as its config gives it.
          <li key={i} className={classes('menu__html', item.defaultStyle ? 'menu__html--default' : undefined, item.className)} {...propsAttributes(item)} dangerouslySetInnerHTML={{ __html: item.html }} />
        ) : item.type === 'link' ? (
          // Kept to one element per link: the API sidebar repeats this markup hundreds of times per page.
          <li key={i} className={themed ? classes(`theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item`, item.className) : item.className} {...propsAttributes(item)}>
            <a
              className={item.deprecated ? 'menu__link menu__link--deprecated' : 'menu__link'}
              href={item.href}

              data-method={item.method ? methodShort(item.method) : undefined}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
              {item.external ? <ExternalIcon /> : null}
              {item.deprecated ? <span className="visually-hidden"> (deprecated)</span> : null}
            </a>
          </li>
        ) : (
          // Infima's class names beside docsgen's (menu__list-item, menu__list-item-collapsible,
          // menu__link--sublist): a Docusaurus site's CSS styles its category rows by them.
          <li key={i} className={classes(`menu__item menu__item--category theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item`, item.collapsed ? 'menu__list-item--collapsed' : undefined, item.className)} data-collapsed={item.collapsed ? 'true' : 'false'} data-lazy={item.lazy ? 'true' : undefined} {...propsAttributes(item)}>
            <div className="menu__category menu__list-item-collapsible">
              {item.collapsible === false ? (
                // A heading whose items always show: no toggle, as Docusaurus draws it.
                item.href ? (
                  <a className={classes('menu__link menu__link--category menu__link--sublist', item.active ? 'menu__link--active' : undefined)} href={item.href}>
                    {item.label}
                  </a>
                ) : (
                  <span className={classes('menu__link menu__link--category menu__link--sublist', item.active ? 'menu__link--active' : undefined)}>{item.label}</span>
                )
              ) : item.href ? (
                <a className={classes('menu__link menu__link--category menu__link--sublist', item.active ? 'menu__link--active' : undefined)} href={item.href}>
                  {item.label}
                </a>
              ) : (item.firstHref ?? firstHrefOf(item.items)) ? (
                // As in Docusaurus: the label opens the category (client/sidebar.ts); without
                // JavaScript it leads to the category's first page. role comes right before href:
                // markActive skips these when it marks the current page's entry.
                <a className={classes('menu__link menu__link--category menu__link--toggle menu__link--sublist menu__link--sublist-caret', item.active ? 'menu__link--active' : undefined)} {...(ownCaret ? { 'aria-expanded': item.collapsed ? 'false' : 'true' } : {})} role="button" href={item.firstHref ?? firstHrefOf(item.items)}>
                  {item.label}
                </a>
              ) : (
                <span className={classes('menu__link menu__link--category menu__link--toggle menu__link--sublist menu__link--sublist-caret', item.active ? 'menu__link--active' : undefined)} {...(ownCaret ? { role: 'button', tabIndex: 0, 'aria-expanded': item.collapsed ? 'false' : 'true' } : {})}>
                  {item.label}
                </span>
              )}
              {/* A lazy category opens only with JavaScript, which adds its caret (client/sidebar.ts): dozens of them weigh on every page. */}
              {item.lazy || item.collapsible === false || (ownCaret && !item.href) ? null : <button type="button" className="menu__caret" aria-expanded={item.collapsed ? 'false' : 'true'} aria-label={labelText(toggleLabel, { label: item.label })} />}
            </div>
            {/* A lazy category's list arrives with its items when it is opened. */}
            {item.lazy ? null : <SidebarList items={item.items} level={level + 1} />}
          </li>
        ),
      )}
    </>
  );
}

/** Where a category without a page of its own leads (Docusaurus' rule): its first link, in order. */
export function firstHrefOf(items: SidebarNode[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? item.firstHref ?? firstHrefOf(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

function classes(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Attributes docsgen's own markup and scripts use: a custom prop of the same name is left out. */
const OWN_DATA = new Set(['collapsed', 'lazy', 'method', 'sidebar', 'sidebar-src']);

/**
 * `customProps` as `data-*` attributes of the item (`{ badge: 'new' }` -> `data-badge="new"`), for
 * the site's CSS and scripts: names in kebab case, strings and numbers as they are, other values as JSON.
 */
export function propsAttributes(item: SidebarItemExtras): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(item.customProps ?? {})) {
    const name = key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
    if (!name || OWN_DATA.has(name) || value === undefined || value === null) continue;
    out[`data-${name}`] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  }
  return out;
}

/** The badge text, lowercase (CSS upper-cases it): "delete" -> "del". */
function methodShort(method: string): string {
  const m = method.toLowerCase();
  return m === 'delete' ? 'del' : m === 'options' ? 'opt' : m;
}
