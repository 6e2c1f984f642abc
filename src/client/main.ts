/**
 * The browser runtime's first script, with no React in it. Everything works without it (links, the
 * TOC, the search form); it wires the delegated behaviours (colour mode, announcement bar, mobile
 * drawer, sidebar categories, navbar dropdowns, code copy buttons, scroll spy, search opener), turns
 * internal links into instant navigations that prefetch on intent, and schedules the islands'
 * hydration (runtime/hydration.ts), which loads React only when an island is due.
 */
import { hydrateIslands, initHydrationOnIntent, unmountIslands } from './runtime/hydration.ts';
import { startRouter } from './runtime/router.ts';
import { initColorMode, labelColorModeToggles } from './color-mode.ts';
import { initAnnouncement } from './announcement.ts';
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
import { drawDiagrams } from './mermaid.ts';
import { initNavbarScroll } from './navbar-scroll.ts';

initColorMode();
initAnnouncement();
initDrawer();
initSidebar();
initCopyButtons();
initDropdowns();
initNavbarScroll();
initSiteServices();
initCopyMarkdown();
initSearch();
initToc();
restoreSidebarState();
initTabQueryStrings();
initOnDemand();
revealCurrentSidebarItem();
void drawDiagrams();
// A Docusaurus tab group's query-string or default choice applies once its island has hydrated: such
// a group hydrates at idle wherever it is, as its server markup shows the first tab.
initHydrationOnIntent({
  hydrated: (island) => applyTabChoices(island.parentElement?.parentElement ?? island),
  dueAtIdle: (island) => !!island.parentElement?.hasAttribute('data-tabs-choice'),
});

// `<html data-hydrated="true">`: the runtime runs, and every island due without the reader's action
// (a React page, tab groups in view once the page is idle) has hydrated.
void hydrateIslands(document).then(() => document.documentElement.setAttribute('data-hydrated', 'true'));

// `docsgen serve` swaps a page's main column in place when its source is edited (see
// src/generator/serve/reload-client.ts): the islands in it are unmounted and hydrated again.
document.addEventListener('docsgen:before-swap', (event) => unmountIslands((event as CustomEvent<Element>).detail));
document.addEventListener('docsgen:after-swap', (event) => {
  const scope = (event as CustomEvent<Element>).detail;
  void hydrateIslands(scope);
  fillVisible(scope);
  revealCopyMarkdown();
  void drawDiagrams(scope);
});

startRouter({
  beforeSwap: unmountIslands,
  afterSwap: (scope) => {
    void hydrateIslands(scope);
    fillVisible(scope);
    void drawDiagrams(scope);
  },
  navigated: (url) => {
    labelColorModeToggles();
    restoreSidebarState();
    refreshToc();
    revealCurrentSidebarItem();
    revealCopyMarkdown();
    // The /search/ page's results mount when initSearch runs; it is safe to call again.
    initSearch();
    trackPageView(url);
  },
});
