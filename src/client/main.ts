/**
 * The browser runtime. Everything works without it (links, the TOC, the search form); it hydrates
 * the interactive islands, turns internal links into instant navigations, and wires the delegated
 * behaviours (mobile drawer, sidebar categories, navbar dropdowns, code copy buttons).
 */
import { hydrateIslands, unmountIslands } from './runtime/islands.tsx';
import { startRouter } from './runtime/router.ts';
import { initDrawer } from './drawer.ts';
import { initSidebar, revealCurrentSidebarItem } from './sidebar.ts';
import { initCopyButtons } from './copy-code.ts';
import { initDropdowns } from './dropdowns.ts';
import { initSiteServices, trackPageView } from './site-services.ts';
import { initCopyMarkdown, revealCopyMarkdown } from './copy-markdown.ts';
import { initSearch } from './search/index.ts';
import { applyTabChoices, initTabQueryStrings } from './tab-choices.ts';

initDrawer();
initSidebar();
initCopyButtons();
initDropdowns();
initSiteServices();
initCopyMarkdown();
initSearch();
initTabQueryStrings();
revealCurrentSidebarItem();

void hydrateIslands(document).then(() => {
  document.documentElement.setAttribute('data-hydrated', 'true');
  applyTabChoices(document);
});

startRouter({
  beforeSwap: unmountIslands,
  afterSwap: (scope) => void hydrateIslands(scope).then(() => applyTabChoices(scope)),
  navigated: (url) => {
    revealCurrentSidebarItem();
    revealCopyMarkdown();
    // The /search/ page's results mount when initSearch runs; it is safe to call again.
    initSearch();
    trackPageView(url);
  },
});
