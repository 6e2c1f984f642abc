/**
 * Types shared by the generator, the templates and the client. The client imports only this folder,
 * never generator code.
 */

/** A resolved sidebar entry, as the templates draw it. Discriminated on `type`. */
export type SidebarNode = SidebarLink | SidebarCategory | SidebarHtml;

/** What a sidebar item may carry for the site's own CSS and scripts (Docusaurus `className`, `customProps`). */
export interface SidebarItemExtras {
  /** Classes added to the item's `<li>`. */
  className?: string;
  /** Shown as `data-*` attributes of the item's `<li>` (see docs/docusaurus.md). */
  customProps?: Record<string, unknown>;
  /** What its card says in a category's list of cards (Docusaurus' item `description`). */
  description?: string;
}

/** Raw HTML in the sidebar (a Docusaurus `html` item): a divider, a heading, a badge. */
export interface SidebarHtml extends SidebarItemExtras {
  type: 'html';
  html: string;
  /** Styled like a link item (padding), as Docusaurus' `defaultStyle`. */
  defaultStyle?: boolean;
}

export interface SidebarLink extends SidebarItemExtras {
  type: 'link';
  label: string;
  href: string;
  /** True for links that leave the site. */
  external: boolean;
  /** A link item of the sidebar config (not a doc's entry): Docusaurus never pages to one. */
  linkItem?: true;
  /** A `ref` item: a link to a doc whose page does not show this sidebar (and is not paged to). */
  docRef?: true;
  /** HTTP method badge for API operation items. */
  method?: string;
  /** A deprecated API operation: drawn struck through, with a note for screen readers. */
  deprecated?: boolean;
}

export interface SidebarCategory extends SidebarItemExtras {
  type: 'category';
  label: string;
  /** Route of the category's own page (a doc or a generated index), when it has one. */
  href?: string;
  collapsed: boolean;
  /** false: a heading whose items always show, with no toggle (Docusaurus' `collapsible: false`). */
  collapsible?: false;
  items: SidebarNode[];
  /** Its items were left out of this page's markup; the client loads them from the full sidebar. */
  lazy?: boolean;
  /** Where its label leads without JavaScript when it has no page: its first page (set where its items are left out). */
  firstHref?: string;
  /** It holds the page being read: its label is marked so, as Docusaurus marks it (set per page's markup). */
  active?: boolean;
}

/** A breadcrumb: a label, linked when it has a page. */
export interface Crumb {
  label: string;
  href?: string;
}

/** A previous/next pagination link. */
export interface PageLink {
  label: string;
  href: string;
}

/** A heading in the table of contents. */
export interface TocItem {
  depth: number;
  id: string;
  text: string;
  /** Its text with inline formatting (`<code>`, `<strong>`), when it has any (content/toc-html.ts). */
  html?: string;
  /** `html` is read from the heading's MDX source (a component or expression in it), as Docusaurus' TOC reads it. */
  written?: boolean;
}
