/**
 * The browser runtime. Everything works without it (links, the TOC, the search form); it hydrates
 * the interactive islands, turns internal links into instant navigations, and wires the delegated
 * behaviours (mobile drawer, sidebar categories, navbar dropdowns, code copy buttons).
 */
import { hydrateIslands, unmountIslands } from './runtime/islands.tsx';
import { startRouter } from './runtime/router.ts';
import { initDrawer } from './drawer.ts';
import { initSidebar, restoreSidebarState, revealCurrentSidebarItem } from './sidebar.ts';
import { initCopyButtons } from './copy-code.ts';
import { initDropdowns } from './dropdowns.ts';
import { initSiteServices, trackPageView } from './site-services.ts';
import { initCopyMarkdown, revealCopyMarkdown } from './copy-markdown.ts';
import { initSearch } from './search/index.ts';
import { initToc, refreshToc } from './toc.ts';
import { applyTabChoices, initTabQueryStrings } from './tab-choices.ts';
import { fillVisible, initOnDemand } from './on-demand.ts';

initDrawer();
initSidebar();
initCopyButtons();
initDropdowns();
initSiteServices();
initCopyMarkdown();
initSearch();
initToc();
restoreSidebarState();
initTabQueryStrings();
initOnDemand();
revealCurrentSidebarItem();

void hydrateIslands(document).then(() => {
  document.documentElement.setAttribute('data-hydrated', 'true');
  applyTabChoices(document);
});

// `docsgen serve` swaps a page's main column in place when its source is edited (see
// src/generator/serve/reload-client.ts): the islands in it are unmounted and hydrated again.
document.addEventListener('docsgen:before-swap', (event) => unmountIslands((event as CustomEvent<Element>).detail));
document.addEventListener('docsgen:after-swap', (event) => {
  const scope = (event as CustomEvent<Element>).detail;
  void hydrateIslands(scope).then(() => applyTabChoices(scope));
  fillVisible(scope);
  revealCopyMarkdown();
});

startRouter({
  beforeSwap: unmountIslands,
  afterSwap: (scope) => {
    void hydrateIslands(scope).then(() => applyTabChoices(scope));
    fillVisible(scope);
  },
  navigated: (url) => {
    restoreSidebarState();
    refreshToc();
    revealCurrentSidebarItem();
    revealCopyMarkdown();
    // The /search/ page's results mount when initSearch runs; it is safe to call again.
    initSearch();
    trackPageView(url);
  },
});
