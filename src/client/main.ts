/**
 * The browser runtime: progressive enhancement over the server markup. Everything works without it
 * (links, TOC, search form); it adds the colour-mode toggle, the announcement dismissal, the mobile
 * drawer, collapsible sidebar categories, the navbar dropdown, copy buttons on code blocks and
 * remembered tab choices.
 * Storage keys match the inline boot script in the page head.
 */
import { initTheme } from './theme.ts';
import { initAnnouncement } from './announcement.ts';
import { initDrawer } from './drawer.ts';
import { initSidebar } from './sidebar.ts';
import { initCopyButtons } from './copy-code.ts';
import { initDropdowns } from './dropdowns.ts';
import { initTabs } from './tabs.ts';
import { initSearch } from './search/index.ts';

initTheme();
initAnnouncement();
initDrawer();
initSidebar();
initCopyButtons();
initDropdowns();
initTabs();
initSearch();
document.documentElement.setAttribute('data-hydrated', 'true');
